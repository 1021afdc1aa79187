import CCairo
import PropertyBased
import Testing
@testable import TactileCairo
import TactileCore

/// The cached masks of rounded rectangles have the pixels of the shape filled or stroked by
/// Cairo into a surface of the mask's own size, however they are made: drawn band by band
/// through the kept context, over the pixels of an evicted mask.
@Suite struct RoundedRectMasksTests {
    /// Shapes from a few pixels to several bands high and wider than the first drawn (whole, and cut at the buffer's
    /// edges), at random sub-pixel places, filled and stroked.
    @Test func aMaskHasThePixelsOfItsShapeDrawnIntoASurfaceOfItsSize() {
        let masks = RoundedRectMasks(tolerance: 0.25)
        var random = Xoshiro(seed: 20)
        for index in 0..<400 {
            let large = index % 10 == 0
            let width = large ? Double.random(in: 100...1400, using: &random) : Double.random(in: 2...160, using: &random)
            let height = large ? Double.random(in: 100...700, using: &random) : Double.random(in: 2...90, using: &random)
            let rect = Rect(x: Double.random(in: -60...900, using: &random), y: Double.random(in: -60...500, using: &random),
                            width: width, height: height)
            let radius = Double.random(in: 0...(min(width, height) / 2), using: &random)
            let lineWidth = index % 3 == 0 ? Double.random(in: 0.5...6, using: &random) : 0
            guard let mask = masks.mask(of: rect, cornerRadius: radius, lineWidth: lineWidth, bufferWidth: 1024, bufferHeight: 600) else {
                continue
            }
            let reference = referenceMask(mask, of: rect, cornerRadius: radius, lineWidth: lineWidth)
            defer { cairo_surface_destroy(reference) }
            #expect(samePixels(mask, reference), "\(rect), radius \(radius), line \(lineWidth)")
        }
    }

    /// No mask has a pixel outside the shape's own extent (its outline, and half the line
    /// beyond it when stroked) rounded out to whole pixels: a renderer repaints that extent when
    /// the shape changes, and a pixel beyond it would stay on screen after the shape moved
    /// away. The right and bottom edges (the line's outer ones when stroked) lie a hair short
    /// of a pixel's edge, where rounding outwards shows, and the line is often half the shape,
    /// as a border clamped to a thin view's (one once left 1/256 of a pixel's coverage there,
    /// its origin, size and line each rounded up).
    @Test func aMaskStaysWithinItsShapesExtent() async {
        let masks = RoundedRectMasks(tolerance: 0.25)
        await propertyCheck(count: 2000, input: Gen.double(in: 0...(1.0 / 128)), Gen.double(in: 0...3), Gen.double(in: 0.5...40),
                            Gen.double(in: 0...8), Gen.double(in: 0...1)) { shortfall, radiusShare, size, lineWidth, lineShare in
            let height = size * 0.7 + 1
            let outer = Rect(x: 50 - shortfall - size, y: 50 - shortfall - height, width: size, height: height)
            let line = lineShare < 0.3 ? min(size, height) / 2 : min(lineWidth, min(size, height) / 2)
            // The outline a border is stroked along: half the line inside the view's edges.
            let rect = outer.insetBy(dx: line / 2, dy: line / 2)
            let radius = min(radiusShare, min(rect.width, rect.height) / 2)
            let extent = outer.integral
            guard let mask = masks.mask(of: rect, cornerRadius: radius, lineWidth: line, bufferWidth: 80, bufferHeight: 80) else { return }
            let pixels = UnsafeRawPointer(pixman_image_get_data(mask.image)!), stride = Int(pixman_image_get_stride(mask.image))
            for row in 0..<mask.height {
                for column in 0..<mask.width where pixels.load(fromByteOffset: row * stride + column, as: UInt8.self) != 0 {
                    #expect(extent.contains(Point(x: Double(mask.x + column) + 0.5, y: Double(mask.y + row) + 0.5)),
                            "pixel \(mask.x + column), \(mask.y + row) outside \(extent) of \(rect), line \(line)")
                }
            }
        }
    }

    /// Once the cache is full, new masks are drawn over the pixels of evicted ones of their
    /// size: what those held does not show.
    @Test func aMaskDrawnOverAnEvictedOnesPixelsHasItsOwn() {
        let masks = RoundedRectMasks(tolerance: 0.25)
        // A key-sized shape stepping down by a 1/7 pixel: a new mask every time, the first ones
        // evicted and their pixels taken by the next.
        for step in 0..<1200 {
            let rect = Rect(x: 10.3, y: 5 + Double(step) / 7, width: 95.8, height: 48)
            let mask = masks.mask(of: rect, cornerRadius: 6, bufferWidth: 1280, bufferHeight: 800)!
            if step % 50 == 49 {
                let reference = referenceMask(mask, of: rect, cornerRadius: 6, lineWidth: 0)
                #expect(samePixels(mask, reference), "step \(step)")
                cairo_surface_destroy(reference)
            }
        }
        #expect(masks.usage.bytes <= RoundedRectMasks.byteBudget + 1280 * MaskRasterizer.bandHeight)
    }

    /// A shape whose mask would take more than `bandedShapeBytes`, drawn in an area of a few
    /// rows, gets the bands of rows reaching that area, with the pixels of those rows of its
    /// whole mask: at random sub-pixel places, filled and stroked, whole and cut at the buffer's edges.
    @Test func aLargeShapesBandsHaveTheRowsOfItsWholeMask() {
        let whole = RoundedRectMasks(tolerance: 0.25), banded = RoundedRectMasks(tolerance: 0.25)
        var random = Xoshiro(seed: 21), compared = 0
        for index in 0..<40 {
            let rect = Rect(x: Double.random(in: -300...200, using: &random), y: Double.random(in: -300...200, using: &random),
                            width: Double.random(in: 900...2400, using: &random), height: Double.random(in: 900...2400, using: &random))
            let radius = Double.random(in: 0...200, using: &random)
            let lineWidth = index % 2 == 0 ? Double.random(in: 0.5...6, using: &random) : 0
            let top = Int.random(in: 0...1500, using: &random), rows = top..<(top + Int.random(in: 1...150, using: &random))
            guard let all = whole.mask(of: rect, cornerRadius: radius, lineWidth: lineWidth, bufferWidth: 2000, bufferHeight: 1600),
                  let band = banded.mask(of: rect, cornerRadius: radius, lineWidth: lineWidth, bufferWidth: 2000, bufferHeight: 1600,
                                         rows: rows) else { continue }
            #expect(all.width * all.height > RoundedRectMasks.bandedShapeBytes)
            #expect(band.x == all.x && band.width == all.width && band.height < all.height, "\(rect): a band, not the whole mask")
            #expect(band.y % RoundedRectMasks.bandHeight == 0 || band.y == all.y, "\(rect): a band starts at a multiple of its height")
            #expect(band.y <= max(rows.lowerBound, all.y) && band.y + band.height >= min(rows.upperBound, all.y + all.height),
                    "\(rect): the band covers rows \(rows)")
            let pixels = UnsafeRawPointer(pixman_image_get_data(band.image)!), stride = Int(pixman_image_get_stride(band.image))
            let expected = UnsafeRawPointer(pixman_image_get_data(all.image)!), expectedStride = Int(pixman_image_get_stride(all.image))
            let same = (0..<band.height).allSatisfy { row in
                UnsafeRawBufferPointer(start: pixels + row * stride, count: band.width)
                    .elementsEqual(UnsafeRawBufferPointer(start: expected + (band.y - all.y + row) * expectedStride, count: band.width))
            }
            #expect(same, "\(rect), radius \(radius), line \(lineWidth), rows \(rows)")
            compared += 1
        }
        #expect(compared >= 20, "most shapes reach the rows drawn")
    }

    /// The mask drawn as the cache drew it before it kept a context: a surface of the mask's
    /// size, the shape placed in it (the place `mask` was given, less the mask's pixel).
    private func referenceMask(_ mask: RoundedRectMasks.Placed, of rect: Rect, cornerRadius: Double, lineWidth: Double) -> OpaquePointer {
        func fixed(_ value: Double) -> Double { (value * 256 + 0.5).rounded(.down) / 256 }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mask.width), Int32(mask.height))!
        let cairo = cairo_create(surface)!
        cairo_set_tolerance(cairo, 0.25)
        // Each edge at the 1/256 pixel Cairo would round it to, the line as wide as asked.
        let shape = Rect(x: fixed(rect.minX) - Double(mask.x), y: fixed(rect.minY) - Double(mask.y),
                         width: fixed(rect.maxX) - fixed(rect.minX), height: fixed(rect.maxY) - fixed(rect.minY))
        let radius = fixed(min(max(cornerRadius, 0), min(rect.width, rect.height) / 2))
        setPath(Path(roundedRect: shape, cornerRadius: radius), on: cairo)
        if lineWidth > 0 {
            cairo_set_line_width(cairo, lineWidth)
            cairo_stroke(cairo)
        } else {
            cairo_fill(cairo)
        }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return surface
    }

    /// True when the mask's pixels are those of `surface` (A8, of the mask's size).
    private func samePixels(_ mask: RoundedRectMasks.Placed, _ surface: OpaquePointer) -> Bool {
        let pixels = UnsafeRawPointer(pixman_image_get_data(mask.image)!), stride = Int(pixman_image_get_stride(mask.image))
        let expected = UnsafeRawPointer(cairo_image_surface_get_data(surface)!), expectedStride = Int(cairo_image_surface_get_stride(surface))
        return (0..<mask.height).allSatisfy { row in
            UnsafeRawBufferPointer(start: pixels + row * stride, count: mask.width)
                .elementsEqual(UnsafeRawBufferPointer(start: expected + row * expectedStride, count: mask.width))
        }
    }
}
