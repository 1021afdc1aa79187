import CCairo
import Testing
@testable import TactileCairo
import TactileCore

/// The frame's parts painted into real buffers, read back pixel by pixel.
@Suite struct WindowFramePainterTests {
    private let content = Size(width: 800, height: 600)
    private let light = WindowFrameLook(theme: .light)

    private func layout(_ state: WindowFrameState = WindowFrameState()) -> WindowFrameLayout {
        WindowFrameLayout(contentSize: content, state: state)
    }

    /// A part painted into a buffer of its own size at `scale`, with the frame coordinates of
    /// its top-left corner.
    private struct Painted {
        let image: PixelImage
        let origin: Point

        /// The pixel at frame coordinates (`x`, `y`) as (alpha, red, green, blue) bytes.
        func argb(_ x: Double, _ y: Double) -> [Int] {
            let value = image.pixel(x: Int(((x - origin.x) * image.scale).rounded(.down)), y: Int(((y - origin.y) * image.scale).rounded(.down)))
            return [24, 16, 8, 0].map { Int(value >> UInt32($0) & 0xff) }
        }
    }

    private func paint(_ part: WindowFramePart, of layout: WindowFrameLayout, look: WindowFrameLook? = nil, title: String = "Tactile",
                       hovered: WindowFrameButton? = nil, pressed: WindowFrameButton? = nil, scale: Double = 1,
                       painter: WindowFramePainter = WindowFramePainter()) -> Painted {
        let rect = layout.rect(of: part)!
        let image = PixelImage(width: Int((rect.width * scale).rounded(.up)), height: Int((rect.height * scale).rounded(.up)), scale: scale)
        painter.paint(part: part, of: layout, look: look ?? light, title: title, hovered: hovered, pressed: pressed, into: image.renderTarget)
        return Painted(image: image, origin: rect.origin)
    }

    /// An opaque colour as (alpha, red, green, blue) bytes, as Cairo converts it.
    private func argb(_ color: Color) -> [Int] {
        [255] + [color.red, color.green, color.blue].map { Int(($0 * 65535 + 0.5) / 256) }
    }

    private func isNear(_ pixel: [Int], _ expected: [Int], within tolerance: Int = 1) -> Bool {
        zip(pixel, expected).allSatisfy { abs($0 - $1) <= tolerance }
    }

    private func luminance(_ pixel: [Int]) -> Double {
        (0.2126 * Double(pixel[1]) + 0.7152 * Double(pixel[2]) + 0.0722 * Double(pixel[3])) / 255
    }

    @Test func theTitleBarHasItsColourAndTheTitleIsDrawn() {
        let top = paint(.top, of: layout())
        #expect(isNear(top.argb(500, -22), argb(light.titleBar)))
        #expect(isNear(top.argb(1, -22), argb(light.titleBar)))
        // The title: some pixels of its rectangle are much darker than the bar.
        let titlePixels = stride(from: 16.0, to: 120, by: 1).flatMap { x in stride(from: -40.0, to: -4, by: 1).map { top.argb(x, $0) } }
        #expect(titlePixels.count(where: { luminance($0) < 0.5 }) > 20)
        // The line between the bar and the content.
        #expect(top.argb(500, -1) != top.argb(500, -2))
    }

    @Test func theButtonsGlyphsDifferFromTheBar() {
        let top = paint(.top, of: layout())
        let bar = argb(light.titleBar)
        for button in WindowFrameButton.allCases {
            let rect = layout().buttonRect(button)!
            let pixels = stride(from: rect.minX, to: rect.maxX, by: 1).flatMap { x in
                stride(from: rect.minY, to: rect.maxY - 1, by: 1).map { top.argb(x, $0) }
            }
            let glyph = pixels.count(where: { !isNear($0, bar, within: 40) })
            #expect(glyph >= 10 && glyph < 200, "\(button): \(glyph) glyph pixels")
            #expect(isNear(top.argb(rect.minX + 2, rect.minY + 2), bar), "\(button): no fill behind it")
        }
        // The cross's centre is the text colour, nearly.
        #expect(luminance(top.argb(776, -22)) < 0.35)
    }

    @Test func aHoveredCloseButtonIsRedAndPressedButtonsAreFilled() {
        let hovered = paint(.top, of: layout(), hovered: .close)
        #expect(isNear(hovered.argb(760, -40), argb(light.closeHoverFill)))
        #expect(isNear(hovered.argb(776, -22), argb(.white), within: 60), "a white cross on red")
        #expect(isNear(hovered.argb(712, -40), argb(light.titleBar)))
        let pressed = paint(.top, of: layout(), hovered: .close, pressed: .close)
        #expect(isNear(pressed.argb(760, -40), argb(light.closePressedFill)))
        let maximize = paint(.top, of: layout(), hovered: .maximize)
        let fill = maximize.argb(712, -40)
        #expect(!isNear(fill, argb(light.titleBar)) && luminance(fill) < luminance(argb(light.titleBar)))
        let pressedMaximize = paint(.top, of: layout(), pressed: .maximize)
        #expect(luminance(pressedMaximize.argb(712, -40)) < luminance(fill))
    }

    @Test func theShadowFadesOutwardsToNothingAtTheBounds() {
        let left = paint(.left, of: layout())
        let alphas = stride(from: -24.0, to: -1, by: 1).map { left.argb($0, 300)[0] }
        #expect(alphas.first == 0)
        #expect(alphas.last! > 20)
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 <= $1 }, "\(alphas)")
        #expect(left.argb(-1, 300)[0] > alphas.last!, "the border")
        let bottom = paint(.bottom, of: layout())
        let downwards = stride(from: 601.0, to: 624, by: 1).map { bottom.argb(400, $0)[0] }
        #expect(downwards.last == 0 && downwards.first! > 20)
        #expect(zip(downwards, downwards.dropFirst()).allSatisfy { $0 >= $1 }, "\(downwards)")
        let top = paint(.top, of: layout())
        #expect((0..<top.image.width).allSatisfy { top.image.pixel(x: $0, y: 0) == 0 })
        // Outside the rounded corner, the shadow shows through; inside, the bar.
        #expect(top.argb(0, -44)[0] < 255 && top.argb(0, -44)[0] > 0)
        #expect(top.argb(10, -34)[0] == 255)
    }

    @Test func aMaximizedTopPartIsExactlyTheOpaqueTitleBar() {
        let state = WindowFrameState(isMaximized: true)
        let top = paint(.top, of: layout(state), title: "")
        #expect(top.image.width == 800 && top.image.height == 44)
        #expect((0..<44).allSatisfy { y in (0..<800).allSatisfy { top.image.pixel(x: $0, y: y) >> 24 == 0xff } })
        #expect(isNear(top.argb(0, -44), argb(light.titleBar)))
        #expect(isNear(top.argb(799, -44), argb(light.titleBar)))
    }

    @Test func aDarkThemeGivesADarkBar() {
        let dark = paint(.top, of: layout(), look: WindowFrameLook(theme: .dark))
        #expect(luminance(dark.argb(500, -22)) < 0.25)
        #expect(luminance(paint(.top, of: layout()).argb(500, -22)) > 0.75)
        // Its title is light.
        let titlePixels = stride(from: 16.0, to: 120, by: 1).flatMap { x in stride(from: -40.0, to: -4, by: 1).map { dark.argb(x, $0) } }
        #expect(titlePixels.count(where: { luminance($0) > 0.6 }) > 20)
    }

    @Test func anInactiveFrameDiffersFromAnActiveOne() {
        let inactive = layout(WindowFrameState(isActivated: false))
        let top = paint(.top, of: inactive), activeTop = paint(.top, of: layout())
        #expect(isNear(top.argb(500, -22), argb(light.inactiveTitleBar)))
        #expect(top.argb(500, -22) != activeTop.argb(500, -22))
        #expect(luminance(top.argb(776, -22)) > luminance(activeTop.argb(776, -22)), "a dimmed glyph")
        #expect(paint(.left, of: inactive).argb(-8, 300)[0] < paint(.left, of: layout()).argb(-8, 300)[0], "a lighter shadow")
    }

    @Test(arguments: WindowFramePart.allCases)
    func atScale2TheSamePictureIsDrawnTwiceTheSize(part: WindowFramePart) {
        let single = paint(part, of: layout(), hovered: .close), double = paint(part, of: layout(), hovered: .close, scale: 2)
        #expect(double.image.width == 2 * single.image.width && double.image.height == 2 * single.image.height)
        // Each pixel against the mean of the four it became, the title's glyphs aside (Pango
        // hints them for each size).
        let textRect = layout().titleTextRect
        var total = 0, count = 0, worst = 0
        for y in 0..<single.image.height {
            for x in 0..<single.image.width {
                let frame = Point(x: single.origin.x + Double(x), y: single.origin.y + Double(y))
                if part == .top, textRect.contains(frame) { continue }
                let one = single.argb(frame.x, frame.y)
                let four = [(0.0, 0.0), (0.5, 0.0), (0.0, 0.5), (0.5, 0.5)].map { double.argb(frame.x + $0.0, frame.y + $0.1) }
                for channel in 0..<4 {
                    let difference = abs(one[channel] - four.reduce(0) { $0 + $1[channel] } / 4)
                    total += difference
                    worst = max(worst, difference)
                    count += 1
                }
            }
        }
        let mean = Double(total) / Double(count)
        #expect(mean < 0.5, "mean difference \(mean), worst \(worst)")
        guard part == .top else { return }
        #expect(isNear(double.argb(500, -22), argb(light.titleBar)))
        #expect(isNear(double.argb(760, -40), argb(light.closeHoverFill)))
    }

    @Test func aLongTitleIsCutBeforeTheButtons() {
        let top = paint(.top, of: layout(), title: String(repeating: "A very long window title ", count: 20))
        let textRect = layout().titleTextRect
        let beyond = stride(from: textRect.maxX, to: 656, by: 1).flatMap { x in stride(from: -43.0, to: -2, by: 1).map { top.argb(x, $0) } }
        #expect(beyond.allSatisfy { isNear($0, argb(light.titleBar)) })
        let inside = stride(from: textRect.maxX - 40, to: textRect.maxX, by: 1).flatMap { x in
            stride(from: -40.0, to: -4, by: 1).map { top.argb(x, $0) }
        }
        #expect(inside.contains { !isNear($0, argb(light.titleBar), within: 40) }, "the ellipsis reaches the end")
    }

    @Test func aPartIsPaintedWholeOverWhatItsBufferHeld() {
        let painter = WindowFramePainter()
        let rect = layout().rect(of: .top)!
        let image = PixelImage(width: Int(rect.width), height: Int(rect.height))
        painter.paint(part: .top, of: layout(), look: WindowFrameLook(theme: .dark), title: "Before", hovered: .close, pressed: nil,
                      into: image.renderTarget)
        painter.paint(part: .top, of: layout(), look: light, title: "Tactile", hovered: nil, pressed: nil, into: image.renderTarget)
        let fresh = paint(.top, of: layout())
        #expect((0..<image.height).allSatisfy { y in (0..<image.width).allSatisfy { image.pixel(x: $0, y: y) == fresh.image.pixel(x: $0, y: y) } })
    }

    /// The shadow stretched from a small square's mask has the pixels of the whole shape's
    /// mask, blurred at its size.
    @Test(arguments: [(10.0, 24.0), (15, 36), (0, 5), (20, 48)])
    func theStretchedShadowIsTheWholeShapesShadow(cornerRadius: Double, blur: Double) {
        let image = PixelImage(width: 420, height: 330)
        let columns = 50..<370, rows = 55..<275
        ShadowMasks().paintStretchedShadow(columns: columns, rows: rows, cornerRadius: cornerRadius, blur: blur, color: .black,
                                           into: image.renderTarget)
        let masks = ShadowMasks()
        let whole = masks.mask(width: columns.count, height: rows.count, cornerRadius: cornerRadius, blur: blur)!.mask.surface
        let padding = ShadowMasks.padding(blur: blur)
        let pixels = cairo_image_surface_get_data(whole)!, stride = Int(cairo_image_surface_get_stride(whole))
        let size = (width: Int(cairo_image_surface_get_width(whole)), height: Int(cairo_image_surface_get_height(whole)))
        var differing = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let maskX = x - columns.lowerBound + padding, maskY = y - rows.lowerBound + padding
                let inside = maskX >= 0 && maskX < size.width && maskY >= 0 && maskY < size.height
                let expected = inside ? UInt32(pixels[maskY * stride + maskX]) << 24 : 0
                if image.pixel(x: x, y: y) != expected { differing += 1 }
            }
        }
        #expect(differing == 0)
        withExtendedLifetime(masks) {}
    }
}
