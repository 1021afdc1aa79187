import Testing
import TactileCairo
import TactileCore

/// A white 100×100 root with a list (a scroll view at 10,0 of 50×100) of rows 20 high in
/// alternating colours with rounded corners.
private func listScene() -> (root: View, list: ScrollView) {
    let root = rootView(width: 100, height: 100)
    let list = ScrollView(frame: Rect(x: 10, y: 0, width: 50, height: 100))
    list.contentSize = Size(width: 50, height: 1000)
    for row in 0..<50 {
        let view = box(Rect(x: 0, y: Double(row) * 20, width: 50, height: 20), row % 2 == 0 ? blue : red)
        view.cornerRadius = 4
        list.addSubview(view)
    }
    root.addSubview(list)
    return (root, list)
}

/// Scrolls `list` by `step` logical pixels per frame for `frames` frames, drawing each frame
/// into `age` buffers in turn at `scale`; after every frame the buffer drawn must equal a full
/// repaint. Returns what each render call reported.
private func scroll(_ root: View, _ list: ScrollView, by step: Double, frames: Int, age: Int, scale: Double = 1,
                    between: (Int) -> Void = { _ in }) -> [[PixelRect]] {
    let width = Int(100 * scale), height = Int(100 * scale)
    let buffers = (0..<age).map { _ in Canvas(width: width, height: height, scale: scale) }
    let renderer = SceneRenderer()
    for buffer in buffers {
        root.damageTracker.invalidateAll()
        renderer.render(root, into: buffer.target, bufferAge: 0)
    }
    var reported: [[PixelRect]] = []
    for frame in 0..<frames {
        list.contentOffset.y += step
        between(frame)
        let buffer = buffers[frame % age]
        reported.append(renderer.render(root, into: buffer.target, bufferAge: age))
        #expect(buffer.hasSamePixels(as: renderFully(root, scale: scale)), "frame \(frame), age \(age)")
    }
    return reported
}

@Test(arguments: [1, 2, 3])
func aScrolledListMovesItsPixelsAndRepaintsTheExposedStrip(age: Int) {
    let (root, list) = listScene()
    let reported = scroll(root, list, by: 7, frames: 6, age: age)
    // The list's rect moved, and only the strip the scrolls since the buffer's frame exposed
    // was repainted (rows are translated fills: no tiles).
    let strip = 7 * age
    #expect(reported.last == [PixelRect(x: 10, y: 0, width: 50, height: 100),
                              PixelRect(x: 10, y: 100 - strip, width: 50, height: strip)])
}

@Test(arguments: [1, 2, 3])
func aListScrolledAtScaleTwoMatchesAFullRepaint(age: Int) {
    let (root, list) = listScene()
    _ = scroll(root, list, by: -1.5, frames: 4, age: age, scale: 2)
}

@Test(arguments: [1, 2, 3])
func aDraggedItemOverTheListIsRepaintedWhereItIsAndWhereTheMoveTookIt(age: Int) {
    let (root, list) = listScene()
    list.contentOffset.y = 200
    let item = box(Rect(x: 30, y: 60, width: 40, height: 30), green)
    item.cornerRadius = 6
    item.shadow = Shadow(color: Color.black.withAlpha(0.4), offset: Point(x: 2, y: 3), blurRadius: 4)
    root.addSubview(item)
    _ = scroll(root, list, by: -5, frames: 7, age: age) { frame in
        if frame == 3 { item.center.x += 3 }
    }
}

/// Rows with borders (a highlighted drop zone: rounded, and square-cornered) move with the
/// list like the fills, their borders drawn from coverage masks whatever the clip; a scaled
/// view that paints nothing (a carried view without a fill) over the exposed strip asks for
/// no tiles either: only the strip is repainted.
@Test(arguments: [1, 2, 3])
func borderedRowsUnderAViewPaintingNothingMoveWithTheList(age: Int) {
    let (root, list) = listScene()
    for (row, radius) in [(3, 4.0), (4, 0.0)] {
        list.subviews[row].borderWidth = 4
        list.subviews[row].borderColor = green
        list.subviews[row].cornerRadius = radius
    }
    let carried = View(frame: Rect(x: 30, y: 80, width: 40, height: 40))
    carried.transform = AffineTransform(scaleX: 1.08, y: 1.08)
    root.addSubview(carried)
    let reported = scroll(root, list, by: 7, frames: 6, age: age)
    let strip = 7 * age
    #expect(reported.last == [PixelRect(x: 10, y: 0, width: 50, height: 100),
                              PixelRect(x: 10, y: 100 - strip, width: 50, height: strip)])
}

@Test func contentChangedWhileScrolledAwayIsRepaintedWhenItComesBack() {
    let (root, list) = listScene()
    let row = list.subviews[6]  // y 120–140: below the list at first
    _ = scroll(root, list, by: 10, frames: 5, age: 3) { frame in
        if frame == 0 { row.backgroundColor = green }
    }
}

/// A carried item, a rounded fill at the lift's scale, over a scrolling list is drawn from a
/// coverage mask as at scale 1: where it is and where the move took its pixels, the damage
/// alone is repainted (no tiles), as a full repaint draws it.
@Test(arguments: [1, 2, 3])
func aCarriedFillAtTheLiftScaleIsRepaintedWithoutTiles(age: Int) {
    let (root, list) = listScene()
    let carried = box(Rect(x: 30, y: 80, width: 40, height: 40), green)
    carried.cornerRadius = 8
    carried.transform = AffineTransform(scaleX: 1.08, y: 1.08)
    root.addSubview(carried)
    let reported = scroll(root, list, by: 7, frames: 6, age: age)
    // The item's part over the list (y 78–100), where the move took it (7 px higher per frame
    // of age) and the exposed strip make one area across the list, not whole 64 px tiles.
    #expect(reported.last == [PixelRect(x: 10, y: 0, width: 50, height: 100),
                              PixelRect(x: 10, y: 78 - 7 * age, width: 50, height: 22 + 7 * age)])
}

/// A change to a row scrolled far out of view draws no frame; the next scroll brings the row
/// back into a buffer that showed it before the change, and there it is repainted, not moved
/// in with its old pixels. (Found by the scrolling damage property test.)
@Test func aChangeThatDrewNoFrameIsRepaintedWhereTheNextScrollBringsIt() {
    let (root, list) = listScene()
    let buffers = (0..<2).map { _ in Canvas(width: 100, height: 100) }
    let renderer = SceneRenderer()
    for buffer in buffers {
        root.damageTracker.invalidateAll()
        renderer.render(root, into: buffer.target, bufferAge: 0)
    }
    list.contentOffset.y = 200
    renderer.render(root, into: buffers[0].target, bufferAge: 2)
    list.subviews[0].backgroundColor = green  // 200 px above the list's top edge
    #expect(renderer.render(root, into: buffers[1].target, bufferAge: 2).isEmpty)
    list.contentOffset.y = 10  // The second buffer still shows offset 0, row 0 blue.
    renderer.render(root, into: buffers[1].target, bufferAge: 2)
    #expect(buffers[1].hasSamePixels(as: renderFully(root)))
}

@Test func aRotatedListIsRepaintedRatherThanMoved() {
    let (root, list) = listScene()
    list.transform = AffineTransform(rotationAngle: 0.3)
    let reported = scroll(root, list, by: 10, frames: 3, age: 2)
    // Every frame repainted something (the list), none of it the list's moved pixels.
    #expect(reported.count == 3 && reported.allSatisfy { !$0.isEmpty && !$0.contains(PixelRect(x: 10, y: 0, width: 50, height: 100)) },
            "\(reported)")
}

@Test func aFractionalScrollIsRepaintedRatherThanMoved() {
    let (root, list) = listScene()
    let reported = scroll(root, list, by: 0.5, frames: 3, age: 1)
    // The list is repainted where it is, nothing moved and nothing more.
    #expect(reported.last == [PixelRect(x: 10, y: 0, width: 50, height: 100)])
}
