import CCairo
import PropertyBased
import Testing
@testable import TactileCairo
import TactileCore

/// A shadow whose mask would take more than `ShadowMasks.bandedShapeBytes`, drawn in an area of
/// a few rows, gets the bands of rows reaching that area, with the pixels of those rows of its
/// whole mask: blurred from the rows around the band that the blur reaches, for blurs of every
/// number of passes, bands at the mask's edges and inside it.
@Suite struct ShadowMasksTests {
    @Test func aLargeShadowsBandsHaveTheRowsOfItsWholeMask() {
        let whole = ShadowMasks(), banded = ShadowMasks()
        var random = Xoshiro(seed: 22), compared = 0
        for _ in 0..<30 {
            let width = Int.random(in: 700...1200, using: &random), height = Int.random(in: 700...1200, using: &random)
            let radius = Double.random(in: 0...60, using: &random), blur = Double.random(in: 0.5...24, using: &random)
            let top = Int.random(in: -400...300, using: &random)
            let first = Int.random(in: 0...1400, using: &random), rows = first..<(first + Int.random(in: 1...150, using: &random))
            guard let all = whole.mask(width: width, height: height, cornerRadius: radius, blur: blur),
                  let band = banded.mask(width: width, height: height, cornerRadius: radius, blur: blur, top: top, rows: rows) else {
                continue
            }
            let bandRows = Int(cairo_image_surface_get_height(band.mask.surface))
            let allRows = Int(cairo_image_surface_get_height(all.mask.surface))
            #expect(Int(cairo_image_surface_get_width(all.mask.surface)) * allRows > ShadowMasks.bandedShapeBytes)
            #expect(all.firstRow == 0 && band.firstRow >= 0 && bandRows < allRows, "a band, not the whole mask")
            #expect((top + band.firstRow) % RoundedRectMasks.bandHeight == 0 || band.firstRow == 0, "a band starts at a multiple of its height")
            #expect(top + band.firstRow <= max(rows.lowerBound, top) && top + band.firstRow + bandRows >= min(rows.upperBound, top + allRows),
                    "the band covers rows \(rows)")
            let bytes = Int(cairo_image_surface_get_width(all.mask.surface))
            let pixels = UnsafeRawPointer(cairo_image_surface_get_data(band.mask.surface)!)
            let expected = UnsafeRawPointer(cairo_image_surface_get_data(all.mask.surface)!)
            let stride = Int(cairo_image_surface_get_stride(band.mask.surface)), expectedStride = Int(cairo_image_surface_get_stride(all.mask.surface))
            let same = (0..<bandRows).allSatisfy { (row: Int) -> Bool in
                let got = UnsafeRawBufferPointer(start: pixels + row * stride, count: bytes)
                return got.elementsEqual(UnsafeRawBufferPointer(start: expected + (band.firstRow + row) * expectedStride, count: bytes))
            }
            #expect(same, "\(width)×\(height), radius \(radius), blur \(blur), top \(top), rows \(rows)")
            compared += 1
        }
        #expect(compared >= 15, "most shadows reach the rows drawn")
    }
}
