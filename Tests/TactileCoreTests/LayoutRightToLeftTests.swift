import Testing
@testable import TactileCore

/// What a right-to-left window changes and what it leaves alone, traced: drops into a
/// mirrored row land by reading order (the end of the row is its left end), a scroll view
/// keeps its distance from the reading start, and a finger's pan is reported as it moved.
@Suite struct LayoutRightToLeftTests {
    /// A row of four 60×60 tiles A–D, 10 px apart, in the palette (400 wide), reading right
    /// to left: A at the right end (x 340…400), D at 130…190. Tile E, in the tray at
    /// (600, 300), is dragged into the row, a zone placing by `.arranged`.
    private final class Scene {
        let h = DragHarness()
        let row = Stack(.horizontal, spacing: 10, frame: Rect(x: 0, y: 0, width: 400, height: 60))

        init() {
            row.identifier = "row"
            row.alignment = .leading
            h.palette.addSubview(row)
            for name in ["A", "B", "C", "D"] { row.addSubview(Box(60, 60, name: name)) }
            h.source(h.tile("E", at: 200, 300, in: h.tray))
            h.zone(row, placement: .arranged)
            h.recordsMoves = false
            h.root.layoutEnvironment.direction = .rightToLeft
            h.root.layoutIfNeeded()
        }

        /// Drags E to `point`, drops it and lets everything settle, laying out at each frame.
        func drop(at point: (Double, Double)) -> String {
            for frame in drag(1, from: (600, 300), to: point, steps: 4, at: 0) {
                h.input.play([frame])
                h.root.layoutIfNeeded()
            }
            var frames = 0
            while h.animator.isAnimating && frames < 600 {
                h.wait(1000.0 / 60)
                h.root.layoutIfNeeded()
                frames += 1
            }
            return row.subviews.map { "\($0.identifier ?? "?")\(Int($0.center.x.rounded()))" }.joined(separator: " ")
        }
    }

    /// Dropped past the left end of the row (after D on screen), E goes last in the row's
    /// order and rests at its left end; the rest keep their places.
    @Test func aDropAtTheLeftEndOfAMirroredRowGoesLast() {
        let scene = Scene()
        #expect(scene.drop(at: (30, 30)) == "A370 B300 C230 D160 E90")
        #expect(scene.h.trace.contains("E ended moved into row"))
    }

    /// Dropped at the right end, E goes first and the others move left to make room.
    @Test func aDropAtTheRightEndOfAMirroredRowGoesFirst() {
        let scene = Scene()
        #expect(scene.drop(at: (395, 30)) == "E370 A300 B230 C160 D90")
    }

    /// Dropped between B and C on screen (x 240, nearest the room's centre there, 230), E
    /// goes between them in reading order.
    @Test func aDropBetweenTwoTilesOfAMirroredRowGoesBetweenThem() {
        let scene = Scene()
        #expect(scene.drop(at: (240, 30)) == "A370 B300 E230 C160 D90")
    }

    /// A scroll view over content 1000 wide, 300 wide itself: turning the window right to
    /// left shows the content's right end, where a mirrored row starts (offset 700), and
    /// back shows its left end; scrolled 100 from the start it stays 100 from the start.
    /// Wider content in a right-to-left window keeps the right end where it was on screen.
    @Test func aScrollViewKeepsItsDistanceFromTheReadingStart() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        let scroll = ScrollView(frame: Rect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(scroll)
        scroll.contentSize = Size(width: 1000, height: 100)
        var offsets: [Double] = []
        root.layoutEnvironment.direction = .rightToLeft
        offsets.append(scroll.contentOffset.x)
        scroll.setContentOffset(Point(x: 600, y: 0))
        root.layoutEnvironment.direction = .leftToRight
        offsets.append(scroll.contentOffset.x)
        root.layoutEnvironment.direction = .rightToLeft
        offsets.append(scroll.contentOffset.x)
        scroll.contentSize = Size(width: 1200, height: 100)
        offsets.append(scroll.contentOffset.x)
        #expect(offsets == [700, 100, 600, 800])
    }

    /// A scroll view built with its content before it joins a right-to-left window, and sized
    /// only then by the column it is in, shows the content's right end (where a mirrored row
    /// starts); it keeps that end in view as the window narrows.
    @Test func aScrollViewJoiningARightToLeftWindowStartsAtTheRight() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.layoutEnvironment.direction = .rightToLeft
        let column = Stack(.vertical, frame: Rect(x: 0, y: 0, width: 400, height: 400))
        root.addSubview(column)
        let scroll = ScrollView()
        scroll.contentSize = Size(width: 1000, height: 100)
        scroll.layout = LayoutParameters(height: .fixed(100))
        column.addSubview(scroll)
        root.layoutIfNeeded()
        var offsets = [scroll.bounds.width, scroll.contentOffset.x]
        column.frame = Rect(x: 0, y: 0, width: 300, height: 400)
        root.layoutIfNeeded()
        offsets.append(scroll.contentOffset.x)
        #expect(offsets == [400, 600, 700])
    }

    /// Gestures do not mirror: in a right-to-left window a finger moving right pans by +30.
    @Test func aPanIsReportedAsTheFingerMoved() {
        let h = GestureHarness()
        h.root.layoutEnvironment.direction = .rightToLeft
        let pan = PanGestureRecognizer()
        h.root.addGestureRecognizer(pan)
        h.watch(pan, "pan") { "\($0.translation(in: nil))" }
        h.play(drag(1, from: (100, 100), to: (130, 100), steps: 3, at: 1000))
        #expect(h.trace == ["pan began (10, 0)", "pan changed (20, 0)", "pan changed (30, 0)", "pan ended (30, 0)"])
    }
}
