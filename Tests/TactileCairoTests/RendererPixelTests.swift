import Testing
import TactileCairo
import TactileCore

@Test func laterSiblingsPaintOverEarlierOnes() {
    let root = rootView(width: 40, height: 40)
    let back = box(Rect(x: 0, y: 0, width: 20, height: 20), red)
    let front = box(Rect(x: 10, y: 10, width: 20, height: 20), blue)
    root.addSubview(back); root.addSubview(front)
    var canvas = renderFully(root)
    #expect([canvas.hex(5, 5), canvas.hex(15, 15), canvas.hex(25, 25), canvas.hex(35, 35)]
        == ["#ffff0000", "#ff0000ff", "#ff0000ff", "#ffffffff"])
    root.bringSubviewToFront(back)
    canvas = renderFully(root)
    #expect(canvas.hex(15, 15) == "#ffff0000")
}

@Test func transformsRotateAndScaleAboutTheCentre() {
    let root = rootView(width: 40, height: 40)
    let bar = box(Rect(x: 10, y: 18, width: 20, height: 4), red)   // horizontal bar through (20,20)
    bar.transform = AffineTransform(rotationAngle: .pi / 2)
    let dot = box(Rect(x: 0, y: 0, width: 4, height: 4), blue)
    dot.transform = AffineTransform(scaleX: 2, y: 2)                   // grows to (-2,-2)…(6,6)
    root.addSubview(bar); root.addSubview(dot)
    let canvas = renderFully(root)
    #expect([canvas.hex(20, 12), canvas.hex(12, 20), canvas.hex(5, 5), canvas.hex(7, 7)]
        == ["#ffff0000", "#ffffffff", "#ff0000ff", "#ffffffff"])
}

@Test func alphaFadesAGroupAsOneLayer() {
    let root = rootView(width: 40, height: 20, color: nil)
    let faded = box(Rect(x: 0, y: 0, width: 40, height: 20), nil)
    faded.alpha = 0.5
    faded.addSubview(box(Rect(x: 0, y: 0, width: 30, height: 20), red))
    faded.addSubview(box(Rect(x: 10, y: 0, width: 30, height: 20), red))
    root.addSubview(faded)
    let canvas = renderFully(root)
    // Where the two children overlap the result is no denser than where one is: one layer at 50 %.
    #expect([canvas.hex(5, 10), canvas.hex(20, 10), canvas.hex(35, 10)] == ["#80800000", "#80800000", "#80800000"])
}

@Test func clippingCutsSubviewsAtTheRoundedBounds() {
    let root = rootView(width: 40, height: 40, color: nil)
    let clip = box(Rect(x: 0, y: 0, width: 20, height: 20), nil)
    clip.cornerRadius = 10
    clip.addSubview(box(Rect(x: 0, y: 0, width: 30, height: 30), green))
    root.addSubview(clip)
    var canvas = renderFully(root)
    #expect([canvas.hex(0, 0), canvas.hex(25, 25)] == ["#ff00ff00", "#ff00ff00"])
    clip.clipsToBounds = true
    canvas = renderFully(root)
    #expect([canvas.hex(0, 0), canvas.hex(10, 10), canvas.hex(25, 25)] == ["#00000000", "#ff00ff00", "#00000000"])
}

@Test func cornerRadiusRoundsTheBackground() {
    let root = rootView(width: 20, height: 20, color: nil)
    let disc = box(Rect(x: 0, y: 0, width: 20, height: 20), red)
    disc.cornerRadius = 10
    root.addSubview(disc)
    let canvas = renderFully(root)
    #expect([canvas.hex(0, 0), canvas.hex(1, 1), canvas.hex(10, 10), canvas.hex(10, 1)]
        == ["#00000000", "#00000000", "#ffff0000", "#ffff0000"])
}

@Test func borderIsDrawnInsideTheBoundsAboveSubviews() {
    let root = rootView(width: 20, height: 20, color: nil)
    let framed = box(Rect(x: 0, y: 0, width: 20, height: 20), .white)
    framed.borderWidth = 2
    framed.borderColor = blue
    framed.addSubview(box(Rect(x: 0, y: 0, width: 10, height: 20), red))
    root.addSubview(framed)
    let canvas = renderFully(root)
    #expect([canvas.hex(0, 10), canvas.hex(1, 10), canvas.hex(2, 10), canvas.hex(15, 10), canvas.hex(19, 19)]
        == ["#ff0000ff", "#ff0000ff", "#ffff0000", "#ffffffff", "#ff0000ff"])
}

@Test func shadowDarkensBelowTheView() {
    let root = rootView(width: 40, height: 40)
    let card = box(Rect(x: 10, y: 10, width: 10, height: 10), .white)
    card.shadow = Shadow(color: Color.black.withAlpha(0.5), offset: Point(x: 0, y: 8), blurRadius: 0)
    root.addSubview(card)
    let canvas = renderFully(root)
    #expect([canvas.hex(15, 15), canvas.hex(15, 24), canvas.hex(15, 30)] == ["#ffffffff", "#ff7f7f7f", "#ffffffff"])
}

@Test func customDrawingPaintsGradientsAndStaysInsideTheBounds() {
    final class Swatch: View {
        override func draw(in context: DrawingContext, rect: Rect) {
            let stops = [GradientStop(offset: 0, color: .black), GradientStop(offset: 1, color: .white)]
            // Wider than the view: whatever falls outside the bounds is clipped away.
            context.fill(Path(rect: Rect(x: -10, y: 0, width: 40, height: 10)),
                         with: .linearGradient(start: Point(x: 0, y: 0), end: Point(x: 20, y: 0), stops: stops))
            context.stroke(Path(ellipseIn: Rect(x: 5, y: 12, width: 10, height: 6)), with: .color(red), lineWidth: 2)
            let glow = [GradientStop(offset: 0, color: blue), GradientStop(offset: 1, color: blue.withAlpha(0))]
            context.fill(Path(rect: Rect(x: 20, y: 0, width: 20, height: 20)),
                         with: .radialGradient(startCenter: Point(x: 30, y: 10), startRadius: 0, endCenter: Point(x: 30, y: 10), endRadius: 10, stops: glow))
        }
    }
    let root = rootView(width: 60, height: 20, color: nil)
    root.addSubview(Swatch(frame: Rect(x: 0, y: 0, width: 40, height: 20)))
    let canvas = renderFully(root)
    #expect([canvas.hex(0, 5), canvas.hex(19, 5), canvas.hex(45, 5), canvas.hex(10, 12), canvas.hex(30, 10), canvas.hex(21, 1)]
        == ["#ff060606", "#fff9f9f9", "#00000000", "#ffff0000", "#ed0000ed", "#ffffffff"])
}

@Test func textLeavesGlyphsInTheLabel() {
    let root = rootView(width: 120, height: 40)
    let label = Label(frame: Rect(x: 0, y: 0, width: 120, height: 40), text: "", style: TextStyle(font: Font(size: 20), color: .black))
    root.addSubview(label)
    func inkedPixels(_ canvas: Canvas) -> Int {
        var count = 0
        for y in 0..<40 { for x in 0..<120 where canvas.hex(x, y) != "#ffffffff" { count += 1 } }
        return count
    }
    #expect(inkedPixels(renderFully(root)) == 0)
    label.text = "Tactile"
    let inked = inkedPixels(renderFully(root))
    #expect(inked > 100 && inked < 120 * 40 / 2)
}

@Test func buffersAtTwiceAndOneAndAHalfScaleStayCrisp() {
    let root = rootView(width: 20, height: 20, color: nil)
    root.addSubview(box(Rect(x: 2, y: 2, width: 4, height: 4), red))
    let double = renderFully(root, scale: 2)
    #expect([double.hex(3, 3), double.hex(4, 4), double.hex(11, 11), double.hex(12, 12)]
        == ["#00000000", "#ffff0000", "#ffff0000", "#00000000"])
    let oneAndAHalf = renderFully(root, scale: 1.5)
    #expect([oneAndAHalf.hex(2, 2), oneAndAHalf.hex(3, 3), oneAndAHalf.hex(8, 8), oneAndAHalf.hex(9, 9)]
        == ["#00000000", "#ffff0000", "#ffff0000", "#00000000"])
}

@Test func blurredShadowFadesOutAcrossTheBlurRadius() {
    let root = rootView(width: 60, height: 60)
    let card = box(Rect(x: 20, y: 20, width: 20, height: 20), nil)
    card.shadow = Shadow(color: .black, offset: .zero, blurRadius: 6)
    root.addSubview(card)
    let canvas = renderFully(root)
    func grey(_ x: Int, _ y: Int) -> Int { Int(canvas.hex(x, y).dropFirst(7), radix: 16)! }
    // Dark inside, about half-way at the edge, fading to nothing a blur radius out.
    let profile = [30, 24, 20, 16, 13].map { grey($0, 30) }
    #expect(profile[0] < 0x10 && profile[2] > 0x50 && profile[2] < 0xb0 && profile[4] == 0xff)
    #expect(profile == profile.sorted())
}

@Test func scrollViewShowsTheContentAtItsOffsetAndClipsTheRest() {
    let root = rootView(width: 40, height: 40)
    let scroll = ScrollView(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    scroll.contentSize = Size(width: 20, height: 100)
    scroll.addSubview(box(Rect(x: 0, y: 50, width: 20, height: 10), red))
    root.addSubview(scroll)
    var canvas = renderFully(root)
    #expect([canvas.hex(20, 15), canvas.hex(20, 35)] == ["#ffffffff", "#ffffffff"])
    scroll.setContentOffset(Point(x: 0, y: 45))
    canvas = renderFully(root)
    // Content y 50…60 now shows at 10 + 5…15; the part below the scroll view stays hidden.
    #expect([canvas.hex(20, 12), canvas.hex(20, 17), canvas.hex(20, 26)] == ["#ffffffff", "#ffff0000", "#ffffffff"])
}
