import Testing
@testable import TactileCore

@Test func labelDrawsItsTextCentredVertically() {
    let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 40), text: "Hello",
                      style: TextStyle(font: Font(size: 10)))
    let context = RecordingContext()
    label.draw(in: context, rect: label.bounds)
    #expect(context.lines == ["text \"Hello\" in (0, 15, 100×10)"])
    #expect(label.sizeThatFits(measurer: context) == Size(width: 25, height: 10))
}

@Test func labelChangesRequestARedraw() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
    let label = Label(frame: Rect(x: 10, y: 10, width: 50, height: 20), text: "a")
    root.addSubview(label)
    _ = takeDamage(root)
    label.text = "b"
    #expect(takeDamage(root) == ["(10, 10, 50×20)"])
    label.text = "b"
    label.style.color = .black
    #expect(takeDamage(root) == [])
}

@Test func imageViewFitsItsImageByContentMode() {
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 100, height: 50), image: stubImage(size: Size(width: 20, height: 20)))
    var trace: [String] = []
    for mode in [ContentMode.scaleToFill, .aspectFit, .aspectFill, .center] {
        view.contentMode = mode
        trace.append("\(mode) \(view.imageRect)")
    }
    #expect(trace == [
        "scaleToFill (0, 0, 100×50)", "aspectFit (25, 0, 50×50)", "aspectFill (0, -25, 100×100)", "center (40, 15, 20×20)",
    ])
    let context = RecordingContext()
    view.draw(in: context, rect: view.bounds)
    #expect(context.lines == ["image 20×20 in (40, 15, 20×20)"])
}

@Test func scrollViewClampsProgrammaticScrolling() {
    let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = Size(width: 300, height: 150)
    var trace: [String] = []
    scroll.setContentOffset(Point(x: 50, y: 20))
    trace.append("\(scroll.contentOffset)")
    scroll.setContentOffset(Point(x: 500, y: -20))
    trace.append("\(scroll.contentOffset)")
    scroll.scrollRectToVisible(Rect(x: 10, y: 120, width: 20, height: 20))
    trace.append("\(scroll.contentOffset)")
    scroll.contentSize = Size(width: 50, height: 50)
    trace.append("\(scroll.contentOffset)")
    #expect(trace == ["(50, 20)", "(200, 0)", "(10, 40)", "(0, 0)"])
    #expect(scroll.clipsToBounds)
}

@Test func scrollingMovesContentAndItsTouches() {
    let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let scroll = ScrollView(frame: Rect(x: 50, y: 50, width: 100, height: 100))
    scroll.contentSize = Size(width: 100, height: 400)
    let row = View(frame: Rect(x: 0, y: 200, width: 100, height: 20))
    row.identifier = "row"
    scroll.identifier = "scroll"
    root.addSubview(scroll); scroll.addSubview(row)
    #expect(root.hitTest(Point(x: 60, y: 140))?.identifier == "scroll")
    _ = takeDamage(root)
    scroll.setContentOffset(Point(x: 0, y: 180))
    #expect(row.convert(Point.zero, to: nil) == Point(x: 50, y: 70))
    #expect(root.hitTest(Point(x: 60, y: 75))?.identifier == "row")
    #expect(takeDamage(root) == ["(50, 50, 100×100)"])
}
