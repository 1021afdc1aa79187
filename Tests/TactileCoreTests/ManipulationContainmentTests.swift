import PropertyBased
import Testing
@testable import TactileCore

/// Views kept inside their container: spring-back after the drag, clamping during
/// it, and the fade after a quiet period.
@Suite struct ManipulationContainmentTests {
    /// The cart's nudge, solved independently of `Spring`: a critically damped spring with
    /// ω = 2π / 0.25 s starting at displacement d₀ with UIKit's initial velocity of 1 (−d₀ per
    /// second) is at d₀·(1 + (ω − 1)·τ)·e^(−ωτ) after τ seconds.
    private func nudged(from start: Point, to target: Point, after seconds: Double) -> Point {
        let omega = 2 * Double.pi / 0.25
        let factor = (1 + (omega - 1) * seconds) * _exp(-omega * seconds)
        return target + (start - target) * factor
    }

    @Test func theFloatingButtonSpringsBackInsideTheSafeAreaAfterADelayThenFades() {
        let h = ManipulationHarness()
        let button = FloatingButton(center: Point(x: 700, y: 300), animator: h.animator,
                                    safeAreaInsets: EdgeInsets(top: 40))
        h.root.addSubview(button)
        h.gestures.watch(button.mover.pan, "drag")
        let state = { "centre \(button.center) alpha \(fmt(button.alpha))" }
        // Dropped half off the top-right corner: frame 730…830 × −30…70 in an 800×600 root
        // whose safe area starts 40 px down. The fix is (−30, +70).
        h.play(path(1, [(700, 300), (740, 160), (780, 20)], at: 0), state)
        h.tick(at: [80, 130, 180, 230, 330, 1030, 1530, 2030, 2500], state)
        let start = Point(x: 780, y: 20), target = Point(x: 750, y: 90)
        #expect(h.trace == [
            "centre (700, 300) alpha 1",
            "drag began", "centre (740, 160) alpha 1",
            "drag changed", "centre (780, 20) alpha 1",
            "drag ended", "centre (780, 20) alpha 1",
            // The spring waits 0.1 s from the release at 30 ms.
            "t=80 centre (780, 20) alpha 1",
            "t=130 centre (780, 20) alpha 1",
            "t=180 centre \(nudged(from: start, to: target, after: 0.05)) alpha 1",
            "t=230 centre \(nudged(from: start, to: target, after: 0.1)) alpha 1",
            "t=330 centre \(nudged(from: start, to: target, after: 0.2)) alpha 1",
            // A second after the release the fade starts; it lasts a second (ease in-out:
            // half way at half time).
            "t=1030 centre (750, 90) alpha 1",
            "t=1530 centre (750, 90) alpha 0.6",
            "t=2030 centre (750, 90) alpha 0.2",
            "t=2500 centre (750, 90) alpha 0.2",
        ])
        #expect(!h.animator.isAnimating)
    }

    @Test func aTouchGrabsTheButtonMidSpringLightsItUpAndATapStillTaps() {
        let h = ManipulationHarness()
        let button = FloatingButton(center: Point(x: 700, y: 300), animator: h.animator)
        h.root.addSubview(button)
        h.gestures.watch(button.tap, "tap")
        button.alpha = 0.2
        h.gestures.note("alpha \(fmt(button.alpha))")
        // The touch-down lights it up at once. Let go past the right edge (frame 730…830): it must come back 30 px.
        h.play(path(1, [(700, 300), (740, 300), (780, 300)], at: 0)) { "centre \(button.center) alpha \(fmt(button.alpha))" }
        h.tick(at: [180]) { "centre \(button.center)" }
        let caught = nudged(from: Point(x: 780, y: 300), to: Point(x: 750, y: 300), after: 0.05)
        // The finger comes down on it mid-flight at 180 ms and lifts 10 ms later without moving.
        h.play([(180, [.down(2, 760, 300)])]) { "down: centre \(button.center) animating \(h.animator.isAnimating(button))" }
        h.tick(at: [185]) { "centre \(button.center)" }
        h.play([(190, [.up(2)])]) { "up: animating \(h.animator.isAnimating(button))" }
        h.tick(at: [289, 290, 1500]) { "centre \(button.center)" }
        #expect(h.trace == [
            "alpha 0.2",
            "centre (700, 300) alpha 1",
            "centre (740, 300) alpha 1",
            "centre (780, 300) alpha 1",
            "centre (780, 300) alpha 1",
            "t=180 centre \(caught)",
            "down: centre \(caught) animating false",
            "t=185 centre \(caught)",
            "tap recognized", "up: animating true",
            // Released at 190 ms: the spring starts again 0.1 s later, from where it was caught.
            "t=289 centre \(caught)",
            "t=290 centre \(caught)",
            "t=1500 centre (750, 300)",
        ])
    }

    @Test func anArrowKeyNudgeMovesLikeADrag() {
        let h = ManipulationHarness()
        let button = FloatingButton(center: Point(x: 700, y: 300), animator: h.animator)
        h.root.addSubview(button)
        button.alpha = 0.2
        button.mover.nudge(by: Point(x: 80, y: 0))
        h.gestures.note("nudged: centre \(button.center) alpha \(fmt(button.alpha))")
        h.tick(at: [99, 100, 1000, 2100]) { "centre \(button.center) alpha \(fmt(button.alpha))" }
        #expect(h.trace == [
            "nudged: centre (780, 300) alpha 1",
            "t=99 centre (780, 300) alpha 1",
            "t=100 centre (780, 300) alpha 1",
            "t=1000 centre (750, 300) alpha 1",
            "t=2100 centre (750, 300) alpha 0.2",
        ])
    }

    @Test func aClampedViewStopsAtTheEdgeAndFollowsAgainOnlyWhenTheFingerComesBack() {
        let h = ManipulationHarness()
        let tile = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        h.root.addSubview(tile)
        let mover = DragMover(animator: h.animator, containment: Containment(mode: .clamp, safeAreaInsets: EdgeInsets(left: 20)))
        mover.attach(to: tile)
        h.play(path(1, [(100, 100), (75, 100), (50, 100), (25, 100), (0, 100), (50, 100), (100, 100), (150, 100)], at: 0)) {
            "centre \(tile.center)"
        }
        #expect(h.trace == [
            "centre (100, 100)",
            "centre (75, 100)",
            "centre (70, 100)", "centre (70, 100)", "centre (70, 100)", "centre (70, 100)",
            "centre (100, 100)", "centre (150, 100)",
            "centre (150, 100)",
        ])
        #expect(!h.animator.isAnimating)
    }

    @Test func aFreeViewStaysWhereItIsDropped() {
        let h = ManipulationHarness()
        let tile = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        h.root.addSubview(tile)
        DragMover(animator: h.animator).attach(to: tile)
        h.play(path(1, [(100, 100), (50, 100), (-100, 100)], at: 0)) { "centre \(tile.center)" }
        h.tick(at: [1000]) { "centre \(tile.center)" }
        #expect(h.trace == ["centre (100, 100)", "centre (50, 100)", "centre (-100, 100)", "centre (-100, 100)",
                            "t=1000 centre (-100, 100)"])
    }

    @Test func theCorrectionIsTheShortestMoveInside() async {
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let policy = Containment(mode: .springBack, safeAreaInsets: EdgeInsets(top: 20, left: 10, bottom: 30, right: 40))
        let area = policy.safeArea(of: container)
        await propertyCheck(input: Gen.double(in: -500...900), Gen.double(in: -500...800),
                            Gen.double(in: 1...350), Gen.double(in: 1...250)) { x, y, width, height in
            let frame = Rect(x: x, y: y, width: width, height: height)
            let move = policy.correction(for: frame, in: container)
            let moved = frame.offsetBy(dx: move.x, dy: move.y)
            let close = { (a: Double, b: Double) in abs(a - b) < 1e-9 }
            #expect(area.insetBy(dx: -1e-9, dy: -1e-9).contains(moved))
            // Shortest: a frame inside stays, one outside ends touching the edge it crossed.
            if area.contains(frame) { #expect(move == .zero) }
            if move.x != 0 { #expect(close(moved.minX, area.minX) || close(moved.maxX, area.maxX)) }
            if move.y != 0 { #expect(close(moved.minY, area.minY) || close(moved.maxY, area.maxY)) }
        }
    }
}
