import CCairo
import TactileCore

extension ShadowMasks {
    /// Writes into `buffer` the shadow of the rounded rectangle spanning buffer columns
    /// `columns` and rows `rows` (which may reach beyond the buffer), blurred by `blur` and
    /// rounded by `cornerRadius` (buffer pixels), in `color`, replacing what the buffer held.
    ///
    /// A window's shadow is as large as the window, and its mask would be blurred again at every
    /// size a resize passes through. Its pixels differ only within the corners' reach, though:
    /// along an edge, away from the corners, every column (or row) is the same. So it is read
    /// from the mask of a small square with the same corners and blur, made once: its corners
    /// at the rectangle's corners, and its middle row and column repeated along the edges.
    func paintStretchedShadow(columns: Range<Int>, rows: Range<Int>, cornerRadius: Double, blur: Double, color: Color,
                              into buffer: PixelBuffer) {
        let padding = Self.padding(blur: blur)
        // From each end of the square, its corner and the blur's reach: past it, a column of
        // the mask is what a column of an endlessly long edge would be.
        let core = Int(cornerRadius.rounded(.up)) + padding + 1
        let side = 2 * core, maskSize = side + 2 * padding
        guard let (mask, _) = mask(width: side, height: side, cornerRadius: cornerRadius, blur: blur) else { return }
        let maskPixels = UnsafePointer(cairo_image_surface_get_data(mask.surface)!)
        let maskStride = Int(cairo_image_surface_get_stride(mask.surface))
        /// The mask's column (or row) for buffer column `position` of a shape over `range`.
        func source(_ position: Int, in range: Range<Int>) -> Int? {
            let fromStart = position - range.lowerBound, fromEnd = range.upperBound - position
            let index = fromStart < core ? padding + fromStart : fromEnd <= core ? padding + side - fromEnd : padding + core
            return index >= 0 && index < maskSize ? index : nil
        }
        // Columns between the corners' reach all read the square's middle column.
        let width = buffer.width
        let middleStart = min(max(columns.lowerBound + core, 0), width)
        let middle = middleStart..<max(middleStart, min(columns.upperBound - core, width))
        let sourceColumns = (0..<width).map { middle.contains($0) ? nil : source($0, in: columns) }
        // Premultiplied ARGB32 of the colour at each mask coverage.
        let shades = (0...255).map { (coverage: Int) -> UInt32 in
            let alpha = Double(coverage) / 255 * color.alpha
            func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
            return byte(alpha) << 24 | byte(color.red * alpha) << 16 | byte(color.green * alpha) << 8 | byte(color.blue * alpha)
        }
        var previousSourceRow: Int?
        for y in 0..<buffer.height {
            let row = (buffer.pixels + y * buffer.stride).assumingMemoryBound(to: UInt32.self)
            let sourceRow = source(y, in: rows)
            if y > 0, sourceRow == previousSourceRow {
                // Rows between the corners' reach are all the same: copied, not looked up again.
                row.update(from: row - buffer.stride / 4, count: width)
                continue
            }
            previousSourceRow = sourceRow
            guard let sourceRow else {
                row.update(repeating: 0, count: width)
                continue
            }
            let coverage = maskPixels + sourceRow * maskStride
            for x in 0..<middle.lowerBound { row[x] = sourceColumns[x].map { shades[Int(coverage[$0])] } ?? 0 }
            (row + middle.lowerBound).update(repeating: shades[Int(coverage[padding + core])], count: middle.count)
            for x in middle.upperBound..<width { row[x] = sourceColumns[x].map { shades[Int(coverage[$0])] } ?? 0 }
        }
    }
}
