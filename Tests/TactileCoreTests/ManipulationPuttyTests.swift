import Testing
@testable import TactileCore

/// The putty view driven by synthetic touch frames through the real dispatcher.
@Suite struct ManipulationPuttyTests {
    /// A putty at `frame` in the harness's 800×600 root, with a content subview pinned to
    /// the content's lower-right corner by `layoutContent` (so the trace shows the content
    /// reacting to its size), its drags and resizes traced.
    private func makePutty(_ h: ManipulationHarness, frame: Rect) -> (PuttyView, View) {
        let content = View()
        let badge = View(frame: Rect(x: 0, y: 0, width: 20, height: 20))
        content.addSubview(badge)
        let putty = PuttyView(frame: frame, contentView: content, animator: h.animator)
        putty.layoutContent = { content in badge.center = Point(x: content.bounds.width - 10, y: content.bounds.height - 10) }
        putty.layoutContent?(content)
        h.root.addSubview(putty)
        h.gestures.watch(putty.mover.pan, "drag")
        h.gestures.watch(putty.resizePan, "resize")
        return (putty, badge)
    }

    @Test func draggingTheBodyMovesThePuttyOneToOne() {
        let h = ManipulationHarness()
        let (putty, _) = makePutty(h, frame: Rect(x: 100, y: 100, width: 200, height: 150))
        h.play(path(1, [(200, 175), (220, 185), (240, 195), (260, 205), (300, 225)], at: 0)) { "centre \(putty.center)" }
        #expect(h.trace == [
            "centre (200, 175)",
            "drag began", "centre (220, 185)",
            "drag changed", "centre (240, 195)",
            "drag changed", "centre (260, 205)",
            "drag changed", "centre (300, 225)",
            "drag ended", "centre (300, 225)",
        ])
        #expect(putty.bounds.size == Size(width: 200, height: 150))
    }

    @Test func theThumbResizesTheContentAndKeepsTheTopLeftCornerStill() {
        let h = ManipulationHarness()
        let (putty, badge) = makePutty(h, frame: Rect(x: 100, y: 100, width: 200, height: 150))
        // The thumb's 15×15 square spans 285…300 × 235…250; a finger 5 px past the corner still
        // lands on its touch area.
        h.play(path(1, [(305, 255), (330, 275), (355, 295)], at: 0)) {
            "frame \(putty.frame) content \(putty.contentView.frame) badge \(badge.center) thumb \(putty.resizeThumb.center)"
        }
        #expect(h.trace == [
            "frame (100, 100, 200×150) content (0, 0, 200×150) badge (190, 140) thumb (192.5, 142.5)",
            "resize began", "frame (100, 100, 225×170) content (0, 0, 225×170) badge (215, 160) thumb (217.5, 162.5)",
            "resize changed", "frame (100, 100, 250×190) content (0, 0, 250×190) badge (240, 180) thumb (242.5, 182.5)",
            "resize ended", "frame (100, 100, 250×190) content (0, 0, 250×190) badge (240, 180) thumb (242.5, 182.5)",
        ])
    }

    @Test func aResizeStopsAtTheMinimumAndMaximumSizes() {
        let h = ManipulationHarness()
        let (putty, _) = makePutty(h, frame: Rect(x: 100, y: 100, width: 200, height: 150))
        putty.minimumSize = Size(width: 80, height: 50)
        putty.maximumSize = Size(width: 300, height: 200)
        h.play(path(1, [(292, 242), (92, 42), (692, 542), (342, 262)], at: 0)) { "frame \(putty.frame)" }
        #expect(h.trace == [
            "frame (100, 100, 200×150)",
            "resize began", "frame (100, 100, 80×50)",
            "resize changed", "frame (100, 100, 300×200)",
            "resize changed", "frame (100, 100, 250×170)",
            "resize ended", "frame (100, 100, 250×170)",
        ])
    }

    @Test func aTurnedPuttyResizesAlongItsOwnAxesAndKeepsItsCorner() {
        let h = ManipulationHarness()
        let (putty, _) = makePutty(h, frame: Rect(x: 300, y: 250, width: 200, height: 100))
        putty.transform = AffineTransform(rotationAngle: .pi / 2)
        // Turned a quarter clockwise about (400, 300): the top-left corner is at (450, 200)
        // and the thumb's centre (local 192.5, 92.5) at (357.5, 392.5). Moving down the
        // screen is moving right in the putty's own space.
        let corner = { putty.convert(Point.zero, to: nil) }
        h.play(path(1, [(357.5, 392.5), (357.5, 412.5), (357.5, 432.5)], at: 0)) {
            "size \(putty.bounds.size) centre \(putty.center) corner \(corner())"
        }
        #expect(h.trace == [
            "size 200×100 centre (400, 300) corner (450, 200)",
            "resize began", "size 220×100 centre (400, 310) corner (450, 200)",
            "resize changed", "size 240×100 centre (400, 320) corner (450, 200)",
            "resize ended", "size 240×100 centre (400, 320) corner (450, 200)",
        ])
    }

    @Test func twoFingersPinchTurnAndMoveThePuttyAtOnce() {
        let h = ManipulationHarness()
        let (putty, _) = makePutty(h, frame: Rect(x: 250, y: 200, width: 300, height: 200))
        h.gestures.watch(putty.pinch, "pinch")
        h.gestures.watch(putty.rotation, "rotation")
        // Frame k: the fingers' centroid is 10·k to the right of the centre, they are
        // 50·(1 + 0.1·k) from it and their line has turned by 0.1·k radians.
        func fingers(_ k: Double) -> [(Double, Double)] {
            let radius = 50 * (1 + 0.1 * k), angle = 0.1 * k, centre = (400 + 10 * k, 300.0)
            let dx = radius * _cos(angle), dy = radius * _sin(angle)
            return [(centre.0 - dx, centre.1 - dy), (centre.0 + dx, centre.1 + dy)]
        }
        var frames: [ScriptFrame] = [(0, [.down(1, 350, 300), .down(2, 450, 300)])]
        for k in 1...5 {
            let f = fingers(Double(k))
            frames.append((UInt32(k * 10), [.move(1, f[0].0, f[0].1), .move(2, f[1].0, f[1].1)]))
        }
        frames.append((60, [.up(1), .up(2)]))
        h.play(frames) { "centre \(putty.center) \(turnAndScale(putty.transform))" }
        #expect(h.trace == [
            "centre (400, 300) 0° ×1",
            "drag began", "rotation began", "centre (410, 300) 6° ×1",
            "drag changed", "pinch began", "rotation changed", "centre (420, 300) 11° ×1.2",
            "drag changed", "pinch changed", "rotation changed", "centre (430, 300) 17° ×1.3",
            "drag changed", "pinch changed", "rotation changed", "centre (440, 300) 23° ×1.4",
            "drag changed", "pinch changed", "rotation changed", "centre (450, 300) 29° ×1.5",
            "drag ended", "pinch ended", "rotation ended", "centre (450, 300) 29° ×1.5",
        ])
        // The points first under the fingers are under them at the end.
        let end = fingers(5)
        let first = putty.convert(Point(x: 100, y: 100), to: nil), second = putty.convert(Point(x: 200, y: 100), to: nil)
        #expect(first.distance(to: Point(x: end[0].0, y: end[0].1)) < 1e-9)
        #expect(second.distance(to: Point(x: end[1].0, y: end[1].1)) < 1e-9)
    }

    @Test func aPinchStopsAtTheScaleLimitsAndKeepsTheFocalPointStill() {
        let h = ManipulationHarness()
        let (putty, _) = makePutty(h, frame: Rect(x: 250, y: 200, width: 300, height: 200))
        putty.scaleLimits = 0.5...1.5
        // Spread about (300, 250), 100 px left of and 50 px above the centre: the putty grows
        // about that point until ×1.5, then holds; the fingers then close to ×0.8 of that.
        h.play([(0, [.down(1, 280, 250), .down(2, 320, 250)]), (10, [.move(1, 260, 250), .move(2, 340, 250)]),
                (20, [.move(1, 200, 250), .move(2, 400, 250)]), (30, [.move(1, 220, 250), .move(2, 380, 250)]),
                (40, [.up(1), .up(2)])]) { "centre \(putty.center) \(turnAndScale(putty.transform))" }
        #expect(h.trace == [
            "centre (400, 300) 0° ×1",
            "centre (450, 325) 0° ×1.5",
            "centre (450, 325) 0° ×1.5",
            "centre (420, 310) 0° ×1.2",
            "centre (420, 310) 0° ×1.2",
        ])
    }

    @Test func oneFingerOnTheHandleTurnsThePuttyAboutItsCentre() {
        let h = ManipulationHarness()
        let (putty, _) = makePutty(h, frame: Rect(x: 300, y: 250, width: 200, height: 100))
        h.gestures.watch(putty.rotationPan, "turn")
        // The handle is 28 px above the top edge: 78 px above the centre (400, 300). The
        // finger sweeps a quarter turn clockwise around the centre.
        h.play(path(1, arc(around: (400, 300), radius: 78, degrees: [-90, -60, -30, 0]), at: 0)) {
            "centre \(putty.center) \(turnAndScale(putty.transform)) size \(putty.bounds.size)"
        }
        #expect(h.trace == [
            "centre (400, 300) 0° ×1 size 200×100",
            "turn began", "centre (400, 300) 30° ×1 size 200×100",
            "turn changed", "centre (400, 300) 60° ×1 size 200×100",
            "turn changed", "centre (400, 300) 90° ×1 size 200×100",
            "turn ended", "centre (400, 300) 90° ×1 size 200×100",
        ])
    }

    @Test func aTurnedPuttySpringsBackByItsTurnedExtent() {
        let h = ManipulationHarness()
        let (putty, _) = makePutty(h, frame: Rect(x: 600, y: 250, width: 200, height: 100))
        putty.mover.containment = Containment(mode: .springBack)
        // Inside the 800 px root unturned (600…800); turned 45° its bounding box is
        // 300/√2 = 212.13 wide, 593.93…806.07, so it must come back 6.07 px.
        h.play(path(1, arc(around: (700, 300), radius: 78, degrees: [-90, -67.5, -45]), at: 0)) {
            "centre \(putty.center) \(turnAndScale(putty.transform))"
        }
        h.tick(at: [129, 1000]) { "centre \(putty.center) frame \(putty.frame)" }
        #expect(h.trace == [
            "centre (700, 300) 0° ×1",
            "centre (700, 300) 23° ×1",
            "centre (700, 300) 45° ×1",
            "centre (700, 300) 45° ×1",
            "t=129 centre (700, 300) frame (593.93, 193.93, 212.13×212.13)",
            "t=1000 centre (693.93, 300) frame (587.87, 193.93, 212.13×212.13)",
        ])
    }

    @Test func aButtonAndAScrollViewInsideThePuttyKeepWorking() {
        let h = ManipulationHarness()
        let (putty, _) = makePutty(h, frame: Rect(x: 100, y: 100, width: 300, height: 200))
        let button = View(frame: Rect(x: 20, y: 20, width: 80, height: 40))
        let tap = TapGestureRecognizer()
        button.addGestureRecognizer(tap)
        h.gestures.watch(tap, "button")
        putty.contentView.addSubview(button)
        let list = ScrollView(frame: Rect(x: 150, y: 20, width: 100, height: 150))
        list.contentSize = Size(width: 100, height: 600)
        list.enableFlickScrolling(animator: h.animator)
        putty.contentView.addSubview(list)
        h.gestures.watch(list.gestureRecognizers.first { $0.name == "scroll" }!, "list")

        h.play(path(1, [(160, 140)], at: 0)) { "centre \(putty.center)" }
        h.gestures.note("drag from the button")
        h.play(path(1, [(160, 140), (190, 140)], at: 1000)) { "centre \(putty.center)" }
        h.gestures.note("drag in the list")
        h.play(path(1, [(300, 250), (300, 200)], at: 2000)) { "centre \(putty.center) list \(list.contentOffset)" }
        #expect(h.trace == [
            "centre (250, 200)",
            "button recognized", "centre (250, 200)",
            "drag from the button",
            "centre (250, 200)",
            "drag began", "centre (280, 200)",
            "drag ended", "centre (280, 200)",
            "drag in the list",
            "centre (280, 200) list (0, 0)",
            "list began", "centre (280, 200) list (0, 50)",
            "list ended", "centre (280, 200) list (0, 50)",
        ])
    }

    @Test func aPuttyIsFreedWithItsHelpersOnceNothingHoldsIt() {
        let h = ManipulationHarness()
        weak var putty: PuttyView?
        weak var mover: DragMover?
        do {
            let made = PuttyView(frame: Rect(x: 0, y: 0, width: 100, height: 100), contentView: View(), animator: h.animator)
            h.root.addSubview(made)
            h.play(path(1, [(50, 50), (80, 50)], at: 0)) { "centre \(made.center)" }
            made.removeFromSuperview()
            putty = made
            mover = made.mover
        }
        #expect(h.trace == ["centre (50, 50)", "centre (80, 50)", "centre (80, 50)"])
        #expect(putty == nil)
        #expect(mover == nil)
    }

    /// Points at `radius` from `centre` at each angle (degrees clockwise from the x axis on
    /// screen): a finger sweeping round a rotation handle.
    private func arc(around centre: (Double, Double), radius: Double, degrees: [Double]) -> [(Double, Double)] {
        degrees.map { (centre.0 + radius * _cos($0 * .pi / 180), centre.1 + radius * _sin($0 * .pi / 180)) }
    }
}
