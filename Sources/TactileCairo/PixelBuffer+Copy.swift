import TactileCore

extension PixelBuffer {
    /// True when `other` has this buffer's size, row stride and scale, so that a pixel of one
    /// lies at the same byte offset as the same pixel of the other, and they are not the same
    /// pixels.
    func isCopyable(from other: PixelBuffer) -> Bool {
        width == other.width && height == other.height && stride == other.stride && scale == other.scale && pixels != other.pixels
    }

    /// Copies the pixels of `region` (rectangles of whole buffer pixels within the buffer) from
    /// `source`, a buffer of this one's layout (see `isCopyable(from:)`).
    func copy(_ region: RectRegion, from source: PixelBuffer) {
        for rect in region.rects {
            let area = PixelRect(rect)
            guard area.width > 0 else { continue }
            for y in area.y..<(area.y + area.height) {
                let offset = y * stride + area.x * 4
                (pixels + offset).copyMemory(from: UnsafeRawPointer(source.pixels + offset), byteCount: area.width * 4)
            }
        }
    }
}
