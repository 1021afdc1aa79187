import Testing
@testable import TactileCore

/// Touchpad swipes and holds on a flick-scrolling list: a swipe scrolls exactly as a finger
/// moving the same way; a hold stops a fling as a finger landing does, and never taps.
@Suite struct TouchpadGestureScrollTests {
    /// The flick list (`ManipulationHarness.makeFlickList`) with a long press on the root,
    /// traced: a hold must never become one.
    private func makeList(_ h: ManipulationHarness) -> ScrollView {
        let list = h.makeFlickList()
        let longPress = LongPressGestureRecognizer()
        h.root.addGestureRecognizer(longPress)
        h.gestures.watch(longPress, "long press")
        return list
    }

    @Test func aSwipeScrollsTheListAsAFingerMovingTheSameWay() {
        let finger = ManipulationHarness(), swipe = ManipulationHarness()
        let fingerList = makeList(finger), swipeList = makeList(swipe)
        finger.play(path(1, [(200, 350), (200, 330), (200, 310), (200, 290), (200, 270), (200, 250)], at: 0)) {
            "offset \(fmt(fingerList.contentOffset.y))"
        }
        swipe.gestures.pointer(at: 0, .enter(location: Point(x: 200, y: 350)))
        swipe.touchpad(touchpadSwipe(at: 0, Array(repeating: Point(x: 0, y: -20), count: 5))) {
            "offset \(fmt(swipeList.contentOffset.y))"
        }
        let times: [UInt32] = [160, 360, 1060, 3000]
        finger.tick(at: times) { "offset \(fmt(fingerList.contentOffset.y))" }
        swipe.tick(at: times) { "offset \(fmt(swipeList.contentOffset.y))" }
        #expect(Array(swipe.trace.prefix(12)) == [
            "offset 0",
            "scroll began velocity (0, -2000)", "offset 20",
            "scroll changed velocity (0, -2000)", "offset 40",
            "scroll changed velocity (0, -2000)", "offset 60",
            "scroll changed velocity (0, -2000)", "offset 80",
            "scroll changed velocity (0, -2000)", "offset 100",
            "scroll ended velocity (0, -2000)",
        ])
        #expect(swipe.trace == finger.trace)
        #expect(swipeList.contentOffset.y == 700)
    }

    @Test func aCancelledSwipeCancelsTheScrollWithoutAFlick() {
        let h = ManipulationHarness()
        let list = makeList(h)
        h.gestures.pointer(at: 0, .enter(location: Point(x: 200, y: 350)))
        h.touchpad(touchpadSwipe(at: 0, [Point(x: 0, y: -20), Point(x: 0, y: -20)], cancelled: true)) {
            "offset \(fmt(list.contentOffset.y))"
        }
        #expect(h.trace == [
            "offset 0",
            "scroll began velocity (0, -2000)", "offset 20",
            "scroll changed velocity (0, -2000)", "offset 40",
            "scroll cancelled velocity (0, -2000)", "offset 40",
        ])
        #expect(!h.animator.isAnimating)
        #expect(h.gestures.allRecognizersIdle())
    }

    @Test func aHoldStopsTheFlingWhereItIsAndNeverTapsNorLongPresses() {
        let h = ManipulationHarness()
        let list = makeList(h)
        h.play(path(1, [(200, 350), (200, 330), (200, 310), (200, 290), (200, 270), (200, 250)], at: 0)) { "" }
        h.gestures.pointer(at: 100, .enter(location: Point(x: 200, y: 200)))
        h.tick(at: [200]) { "offset \(fmt(list.contentOffset.y))" }
        let stopped = fmt(list.contentOffset.y)
        h.touchpad([(200, .holdBegin(time: 200, fingers: 2))]) { "hold offset \(fmt(list.contentOffset.y))" }
        h.tick(at: [300, 1400]) { "offset \(fmt(list.contentOffset.y))" }
        h.touchpad([(1410, .holdEnd(time: 1410, cancelled: false))]) { "end animating \(h.animator.isAnimating)" }
        // Still now: a hold and its end there (cancelled, as when the fingers move on) tap nothing.
        h.touchpad([(1600, .holdBegin(time: 1600, fingers: 1)), (1610, .holdEnd(time: 1610, cancelled: true))]) {
            "offset \(fmt(list.contentOffset.y))"
        }
        h.tick(at: [2000]) { "offset \(fmt(list.contentOffset.y))" }
        #expect(Array(h.trace.suffix(8)) == [
            "t=200 offset \(stopped)",
            "hold offset \(stopped)",
            "t=300 offset \(stopped)",
            "t=1400 offset \(stopped)",
            "end animating false",
            "offset \(stopped)", "offset \(stopped)",
            "t=2000 offset \(stopped)",
        ])
        #expect(h.gestures.allRecognizersIdle())
        #expect(!h.gestures.dispatcher.hasTouchesDown)
    }
}
