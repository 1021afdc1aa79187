import Testing
@testable import TactileCore

/// Root 100×100 (white) ⊃ card (10,10,40×40; red, border, rounded, clipping) ⊃ dot (blue);
/// root ⊃ veil (60,60,20×20; alpha 0.5, green) ⊃ spot (white).
private func makeScene() -> (root: View, card: View, dot: View, veil: View) {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    root.backgroundColor = .white
    let card = View(frame: Rect(x: 10, y: 10, width: 40, height: 40))
    card.backgroundColor = Color(red: 1, green: 0, blue: 0)
    card.borderWidth = 2
    card.cornerRadius = 5
    card.clipsToBounds = true
    let dot = View(frame: Rect(x: 30, y: 30, width: 20, height: 20))
    dot.backgroundColor = Color(red: 0, green: 0, blue: 1)
    let veil = View(frame: Rect(x: 60, y: 60, width: 20, height: 20))
    veil.backgroundColor = Color(red: 0, green: 1, blue: 0)
    veil.alpha = 0.5
    veil.addSubview(box(Rect(x: 5, y: 5, width: 10, height: 10), .white))
    root.addSubview(card); card.addSubview(dot); root.addSubview(veil)
    return (root, card, dot, veil)
}

@Test func fullDrawVisitsEveryViewBackToFront() {
    let (root, _, _, _) = makeScene()
    let context = RecordingContext()
    SceneDrawer.draw(root, in: context, damage: nil)
    #expect(context.lines == [
        "transform [1 0 0 1 0 0]", "fill (0, 0, 100×100) #ffffff",
        "transform [1 0 0 1 10 10]", "fill (0, 0, 40×40) #ff0000",
        "save", "transform [1 0 0 1 10 10]", "clip (0, 0, 40×40)",
        "transform [1 0 0 1 40 40]", "fill (0, 0, 20×20) #0000ff",
        "restore",
        "transform [1 0 0 1 10 10]", "stroke (1, 1, 38×38) #000000 width 2.0",
        "group",
        "transform [1 0 0 1 60 60]", "fill (0, 0, 20×20) #00ff00",
        "transform [1 0 0 1 65 65]", "fill (0, 0, 10×10) #ffffff",
        "end group 0.5",
    ])
}

@Test func partialDrawSkipsViewsOutsideTheDamage() {
    let (root, _, _, _) = makeScene()
    var damage = RectRegion()
    damage.add(Rect(x: 0, y: 0, width: 5, height: 5))
    let context = RecordingContext()
    SceneDrawer.draw(root, in: context, damage: damage)
    #expect(context.lines == ["transform [1 0 0 1 0 0]", "fill (0, 0, 100×100) #ffffff"])
}

@Test func hiddenAndFullyTransparentViewsAreNotDrawn() {
    let (root, card, _, veil) = makeScene()
    card.isHidden = true
    veil.alpha = 0
    let context = RecordingContext()
    SceneDrawer.draw(root, in: context, damage: nil)
    #expect(context.lines == ["transform [1 0 0 1 0 0]", "fill (0, 0, 100×100) #ffffff"])
}

@Test func shadowIsDrawnBelowTheBackground() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let card = View(frame: Rect(x: 10, y: 10, width: 20, height: 20))
    card.shadow = Shadow(color: Color.black.withAlpha(0.75), offset: Point(x: 0, y: 4), blurRadius: 2)
    card.backgroundColor = .white
    card.cornerRadius = 3
    root.addSubview(card)
    let context = RecordingContext()
    SceneDrawer.draw(root, in: context, damage: nil)
    #expect(Array(context.lines[1...3]) == [
        "transform [1 0 0 1 10 10]", "shadow #000000@0.75 of (0, 0, 20×20) radius 3.0", "fill (0, 0, 20×20) #ffffff",
    ])
}

@Test func layeredShadowsStackToTheShadowsAlpha() {
    let context = RecordingContext()
    context.drawShadowLayers(Shadow(color: Color.black.withAlpha(0.75), offset: Point(x: 0, y: 4), blurRadius: 2),
                             of: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 0)
    // Two layers of alpha 0.5 stack to 0.75 where they overlap.
    #expect(context.lines == ["fill (-2, 2, 24×24) #000000@0.5", "fill (-1, 3, 22×22) #000000@0.5"])
}

@Test func aLonePlainViewFadesItsFillInsteadOfAGroup() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let pane = box(Rect(x: 0, y: 0, width: 10, height: 10), Color(red: 0, green: 1, blue: 0, alpha: 0.5))
    pane.alpha = 0.5
    root.addSubview(pane)
    let context = RecordingContext()
    SceneDrawer.draw(root, in: context, damage: nil)
    #expect(context.lines == ["transform [1 0 0 1 0 0]", "transform [1 0 0 1 0 0]", "fill (0, 0, 10×10) #00ff00@0.25"])
}

/// A subclass that says it draws nothing of its own, as a container does.
private final class Pane: View {
    override class var drawsContent: Bool { false }
}

/// A subclass that keeps the default: it may draw.
private final class Canvas: View {}

@Test func aViewThatSaysItDrawsNoContentIsDrawnAsAPlainView() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let pane = Pane(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    pane.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 0.5)
    pane.alpha = 0.5
    let canvas = Canvas(frame: Rect(x: 20, y: 0, width: 10, height: 10))
    canvas.backgroundColor = .white
    root.addSubview(pane)
    root.addSubview(canvas)
    let context = RecordingContext()
    SceneDrawer.draw(root, in: context, damage: nil)
    // The pane's alpha folds into its fill; the canvas is asked to draw, clipped to its bounds.
    #expect(context.lines == [
        "transform [1 0 0 1 0 0]", "transform [1 0 0 1 0 0]", "fill (0, 0, 10×10) #00ff00@0.25",
        "transform [1 0 0 1 20 0]", "fill (0, 0, 10×10) #ffffff", "save", "clip (0, 0, 10×10)", "restore",
    ])
    #expect(!View.drawsContent && !ScrollView.drawsContent && !DragOverlay.drawsContent)
    #expect(Canvas.drawsContent && Label.drawsContent && !pane.drawsOwnContent && canvas.drawsOwnContent)
}

@Test func customDrawingIsClippedToTheBoundsAndToldWhatIsDirty() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let label = Label(frame: Rect(x: 10, y: 10, width: 40, height: 20), text: "Hi", style: TextStyle(font: Font(size: 10)))
    root.addSubview(label)
    let drawer = SceneDrawer()
    var damage = RectRegion()
    damage.add(Rect(x: 0, y: 0, width: 100, height: 100))
    drawer.prepare(root, damage: damage)
    let context = RecordingContext()
    drawer.draw(in: context, area: Rect(x: 0, y: 0, width: 20, height: 20))
    drawer.draw(in: context, area: Rect(x: 60, y: 60, width: 20, height: 20))
    #expect(context.lines == [
        "transform [1 0 0 1 0 0]",
        "transform [1 0 0 1 10 10]", "save", "clip (0, 0, 40×20)", "text \"Hi\" in (0, 5, 40×10)", "restore",
        "transform [1 0 0 1 0 0]",
    ])
}

@Test func onlyViewsWhosePaintReachesTheDamageAreListedWhateverChanged() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let panel = View(frame: Rect(x: 100, y: 0, width: 100, height: 100))
    let card = box(Rect(x: 10, y: 10, width: 20, height: 20), .white)
    panel.addSubview(card)
    root.addSubview(panel)
    let other = box(Rect(x: 60, y: 60, width: 20, height: 20), .black)
    root.addSubview(other)
    var damage = RectRegion()
    damage.add(Rect(x: 0, y: 0, width: 50, height: 50))
    var trace: [String] = []
    func record(_ step: String) {
        let drawer = SceneDrawer()
        drawer.prepare(root, damage: damage)
        let context = RecordingContext()
        drawer.draw(in: context, area: nil)
        trace.append("\(step): \(context.lines.filter { $0.hasPrefix("fill") || $0.hasPrefix("shadow") })")
    }
    record("apart")
    card.center = Point(x: -70, y: 20)  // (20, 10) in the root
    record("card moved in")
    card.center = Point(x: 20, y: 20)
    record("card moved back")
    card.shadow = Shadow(color: .black, offset: Point(x: -80, y: 0), blurRadius: 0)
    record("its shadow cast in")
    card.shadow = nil
    record("no shadow")
    panel.addSubview(box(Rect(x: -90, y: 10, width: 10, height: 10), .black))
    record("a subview added in")
    panel.clipsToBounds = true
    panel.center = Point(x: 150, y: 51)
    record("the panel clips, moved down")
    panel.clipsToBounds = false
    record("the panel does not clip")
    panel.center = Point(x: 250, y: 50)
    other.center = Point(x: 30, y: 30)
    other.bounds.size = Size(width: 4, height: 4)
    record("both moved at once")
    #expect(trace == [
        "apart: []",
        "card moved in: [\"fill (0, 0, 20×20) #ffffff\"]",
        "card moved back: []",
        "its shadow cast in: [\"shadow #000000 of (0, 0, 20×20) radius 0.0\", \"fill (0, 0, 20×20) #ffffff\"]",
        "no shadow: []",
        "a subview added in: [\"fill (0, 0, 10×10) #000000\"]",
        "the panel clips, moved down: []",
        "the panel does not clip: [\"fill (0, 0, 10×10) #000000\"]",
        "both moved at once: [\"fill (0, 0, 4×4) #000000\"]",
    ])
}

@Test func anAreaIsPaintedOpaquelyWhenTheFirstFillOverItIsAnOpaqueRectangle() {
    let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    let backdrop = box(Rect(x: 0, y: 0, width: 100, height: 60), .white)
    root.addSubview(backdrop)
    root.addSubview(box(Rect(x: 10, y: 10, width: 20, height: 20), Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
    var trace: [String] = []
    func record(_ step: String, _ area: Rect) {
        let drawer = SceneDrawer()
        drawer.prepare(root, damage: nil)
        trace.append("\(step): \(drawer.paintsOpaquely(over: area))")
    }
    record("inside the backdrop", Rect(x: 5, y: 5, width: 40, height: 40))
    record("reaching below it", Rect(x: 5, y: 50, width: 40, height: 20))
    backdrop.cornerRadius = 4
    record("rounded", Rect(x: 5, y: 5, width: 40, height: 40))
    backdrop.cornerRadius = 0
    backdrop.alpha = 0.99
    record("translucent", Rect(x: 5, y: 5, width: 40, height: 40))
    backdrop.alpha = 1
    backdrop.transform = AffineTransform(scaleX: 1.5, y: 1)
    record("scaled", Rect(x: 5, y: 5, width: 40, height: 40))
    backdrop.transform = .identity
    root.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
    record("under a translucent root", Rect(x: 5, y: 5, width: 40, height: 40))
    #expect(trace == [
        "inside the backdrop: true", "reaching below it: false", "rounded: false", "translucent: false", "scaled: false",
        "under a translucent root: false",
    ])
}
