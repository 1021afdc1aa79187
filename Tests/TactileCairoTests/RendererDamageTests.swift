import Testing
@testable import TactileCairo
import TactileCore

/// A 100×50 scene at scale 2 with one 10×10 view at (10,10), already drawn once into `canvas`
/// by a renderer with 10-pixel tiles (so that damage rectangles are whole tiles).
private func drawnScene() -> (root: View, view: View, renderer: SceneRenderer, canvas: Canvas) {
    let root = rootView(width: 100, height: 50)
    let view = box(Rect(x: 10, y: 10, width: 10, height: 10), red)
    root.addSubview(view)
    let renderer = SceneRenderer(tileSize: 10)
    let canvas = Canvas(width: 200, height: 100, scale: 2)
    renderer.render(root, into: canvas.target, bufferAge: 0)
    return (root, view, renderer, canvas)
}

@Test func repaintedRectanglesAreTheDamageInBufferPixels() {
    let (root, view, renderer, canvas) = drawnScene()
    var trace: [String] = []
    trace.append("idle: \(renderer.render(root, into: canvas.target, bufferAge: 1))")
    view.center = Point(x: 60, y: 15)
    trace.append("moved, age 1: \(renderer.render(root, into: canvas.target, bufferAge: 1))")
    view.backgroundColor = blue
    trace.append("recoloured, age 2: \(renderer.render(root, into: canvas.target, bufferAge: 2))")
    view.alpha = 0.5
    trace.append("faded, age 0: \(renderer.render(root, into: canvas.target, bufferAge: 0))")
    trace.append("idle, age 3: \(renderer.render(root, into: canvas.target, bufferAge: 3))")
    trace.append("idle, age 9: \(renderer.render(root, into: canvas.target, bufferAge: 9))")
    #expect(trace == [
        "idle: []",
        "moved, age 1: [20,20 20×20, 110,20 20×20]",
        "recoloured, age 2: [20,20 20×20, 110,20 20×20]",
        "faded, age 0: [0,0 200×100]",
        // Nothing changed: no frame at all, whatever buffer the window would have used.
        "idle, age 3: []",
        "idle, age 9: []",
    ])
}

@Test func translatedFillsRepaintJustTheDamageAndAnythingElseWholeTiles() {
    let root = rootView(width: 100, height: 50)
    let card = box(Rect(x: 10.5, y: 10, width: 10, height: 10), red)
    card.cornerRadius = 3
    card.alpha = 0.9
    root.addSubview(card)
    root.addSubview(Label(frame: Rect(x: 60, y: 0, width: 40, height: 20), text: "Hi", style: TextStyle(font: Font(size: 10))))
    let renderer = SceneRenderer(tileSize: 16)
    let canvas = Canvas(width: 100, height: 50)
    renderer.render(root, into: canvas.target, bufferAge: 0)
    var trace: [String] = []
    card.center = Point(x: 45.25, y: 17)
    trace.append("beside the label: \(renderer.render(root, into: canvas.target, bufferAge: 1))")
    card.center = Point(x: 65, y: 15)
    trace.append("under the label: \(renderer.render(root, into: canvas.target, bufferAge: 1))")
    #expect(trace == [
        // The card's old and new pixels, its edges rounded out to whole pixels.
        "beside the label: [10,10 11×10, 40,12 11×10]",
        "under the label: [32,0 48×32]",
    ])
}

@Test func aResizedBufferIsRepaintedWhole() {
    let (root, view, renderer, _) = drawnScene()
    view.center = Point(x: 30, y: 30)
    let bigger = Canvas(width: 300, height: 150, scale: 3)
    #expect(renderer.render(root, into: bigger.target, bufferAge: 1) == [PixelRect(x: 0, y: 0, width: 300, height: 150)])
}

@Test func damageOutsideTheBufferIsDropped() {
    let (root, view, renderer, canvas) = drawnScene()
    view.center = Point(x: 500, y: 500)
    #expect(renderer.render(root, into: canvas.target, bufferAge: 1) == [PixelRect(x: 20, y: 20, width: 20, height: 20)])
}

@Test func historyAnswersWithTheLastFramesDamage() {
    var history = DamageHistory(maximumAge: 3)
    func region(_ x: Double) -> DamageHistory.Frame {
        var region = RectRegion()
        region.add(Rect(x: x * 10, y: 0, width: 1, height: 1))
        return DamageHistory.Frame(damage: region)
    }
    func describe(age: Int) -> String {
        var repaint = RectRegion()
        let part = history.repaintRegion(for: region(9), age: age, move: nil, within: Rect(x: 0, y: 0, width: 100, height: 10), into: &repaint)
        return part ? "\(repaint.rects.map(\.minX))" : "all"
    }
    history.append(region(1))
    history.append(region(2))
    history.append(region(3))
    #expect([0, 1, 2, 3, 4].map { describe(age: $0) }
        == ["all", "[90.0]", "[90.0, 30.0]", "[90.0, 20.0, 30.0]", "all"])
    history.removeAll()
    #expect(describe(age: 2) == "all")
}

@Test func damageIsRoundedOutToWholeTiles() {
    var grid = TileGrid(tileSize: 64)
    grid.reset(width: 200, height: 100)
    grid.mark(Rect(x: 20, y: 20, width: 20, height: 20))
    grid.mark(Rect(x: 110.5, y: 20, width: 20, height: 20))
    grid.mark(Rect(x: 190, y: 90, width: 5, height: 5))
    grid.mark(Rect(x: 300, y: 300, width: 5, height: 5))
    var tiles: [String] = []
    grid.forEachDirtyTile { tiles.append("\($0)") }
    #expect(tiles == ["(0, 0, 64×64)", "(64, 0, 64×64)", "(128, 0, 64×64)", "(128, 64, 64×36)", "(192, 64, 8×36)"])
    var region = RectRegion()
    grid.dirtyRegion(into: &region)
    #expect(region.rects == [Rect(x: 0, y: 0, width: 192, height: 64), Rect(x: 128, y: 64, width: 72, height: 36)])
    grid.reset(width: 200, height: 100)
    grid.dirtyRegion(into: &region)
    #expect(region.isEmpty)
}

/// A faded label holding a view is a transparency group, whose composited pixels came out a
/// unit off when only the damage was repainted (under the damage's clip, without the text):
/// the damage is repainted in whole tiles, as a full repaint draws it. (A case the damage
/// property test found.)
@Test func aTransparencyGroupIsRepaintedInWholeTiles() {
    let root = rootView(width: 64, height: 48, color: nil)
    let faded = Label(frame: Rect(x: 4, y: 4, width: 40, height: 16), text: "Tap", style: TextStyle(font: Font(size: 11)))
    faded.alpha = 0.6
    let inner = box(Rect(x: 0, y: 0, width: 3.5690988854013748, height: 21.072033040848765),
                    Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.7))
    inner.center = Point(x: 9.169187317551575, y: 36.01436686092036)
    faded.addSubview(inner)
    root.addSubview(faded)
    let renderer = SceneRenderer()
    let canvas = Canvas(width: 64, height: 48)
    renderer.render(root, into: canvas.target, bufferAge: 0)
    inner.bounds.size = Size(width: 11.346543061024992, height: 7.811514696626128)
    #expect(renderer.render(root, into: canvas.target, bufferAge: 1) == [PixelRect(x: 0, y: 0, width: 64, height: 48)])
    #expect(canvas.hasSamePixels(as: renderFully(root)))
}
