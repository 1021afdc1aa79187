import TactileCore

/// Frames for an output turned a quarter, half or three-quarter turn, drawn turned by the app
/// (`wl_surface.set_buffer_transform`) so that the compositor need not turn each one.
///
/// The scene is drawn upright into a canvas of the window's own (always the previous frame's
/// picture, so the renderer repaints only what changed), and what changed is copied, turned,
/// into the shared-memory buffer: the damage of as many frames as that buffer is old.
final class TurnedFrames {
    /// The turn (`WL_OUTPUT_TRANSFORM_90`, `_180` or `_270`).
    let transform: Int32
    /// The upright canvas's size in buffer pixels.
    let width: Int
    /// The upright canvas's height in buffer pixels.
    let height: Int
    private let canvas: UnsafeMutableRawPointer
    /// The damage of the last frames, newest first: what a buffer that old lacks.
    private var history: [[PixelRect]] = []
    private static let historyLength = 4

    /// Frames of `width`×`height` upright buffer pixels turned by `transform`.
    init(transform: Int32, width: Int, height: Int) {
        self.transform = transform
        self.width = width
        self.height = height
        canvas = .allocate(byteCount: width * height * 4, alignment: 16)
    }

    deinit { canvas.deallocate() }

    /// True when these frames serve a window turned by `transform` whose upright frame is
    /// `size` buffer pixels; otherwise they are of an earlier turn or size and are made anew.
    func fits(transform: Int32, size: (width: Int, height: Int)) -> Bool {
        self.transform == transform && width == size.width && height == size.height
    }

    /// True for a quarter or three-quarter turn: the buffer is `height`×`width`.
    static func swapsSides(_ transform: Int32) -> Bool { transform == 1 || transform == 3 }

    /// The upright canvas to draw into.
    func target(scale: Double) -> PixelBuffer {
        PixelBuffer(pixels: canvas, width: width, height: height, stride: width * 4, scale: scale)
    }

    /// The age of the canvas's picture for the renderer: 0 before the first frame (it
    /// repaints everything), then 1 (it holds the last frame).
    var canvasAge: Int { history.isEmpty ? 0 : 1 }

    /// The frame just drew `drawn` into the canvas: copies into `buffer`, whose picture is
    /// `bufferAge` frames old (0: unknown), whatever it lacks, turned, and returns those
    /// rectangles in the buffer's pixels (its damage).
    func present(_ drawn: [PixelRect], into buffer: PixelBuffer, bufferAge: Int) -> [PixelRect] {
        history.insert(drawn, at: 0)
        if history.count > Self.historyLength { history.removeLast() }
        let lacking = bufferAge == 0 || bufferAge > history.count
            ? [PixelRect(x: 0, y: 0, width: width, height: height)]
            : Array(history[..<bufferAge].joined())
        let source = canvas.assumingMemoryBound(to: UInt32.self)
        let target = buffer.pixels.assumingMemoryBound(to: UInt32.self)
        let targetRow = buffer.stride / 4
        return lacking.compactMap { damaged in
            // Kept inside the canvas: a repaint may round outwards.
            let left = max(0, damaged.x), top = max(0, damaged.y)
            let right = min(width, damaged.x + damaged.width), bottom = min(height, damaged.y + damaged.height)
            guard right > left, bottom > top else { return nil }
            let rect = PixelRect(x: left, y: top, width: right - left, height: bottom - top)
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) {
                    let (tx, ty) = turned(x, y)
                    target[ty * targetRow + tx] = source[y * width + x]
                }
            }
            return turned(rect)
        }
    }

    /// Where upright pixel (`x`, `y`) lies in the buffer: the buffer holds the picture turned
    /// back against the output's anticlockwise turn, so the output's turn shows it upright.
    private func turned(_ x: Int, _ y: Int) -> (Int, Int) {
        switch transform {
        case 1: (y, width - 1 - x)
        case 2: (width - 1 - x, height - 1 - y)
        default: (height - 1 - y, x)
        }
    }

    /// Where upright `rect` lies in the buffer.
    private func turned(_ rect: PixelRect) -> PixelRect {
        switch transform {
        case 1: PixelRect(x: rect.y, y: width - rect.x - rect.width, width: rect.height, height: rect.width)
        case 2: PixelRect(x: width - rect.x - rect.width, y: height - rect.y - rect.height, width: rect.width, height: rect.height)
        default: PixelRect(x: height - rect.y - rect.height, y: rect.x, width: rect.height, height: rect.width)
        }
    }
}
