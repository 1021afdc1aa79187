import Tactile
import Testing

@Suite struct RestDetectorTests {
    @Test func reportsEachReturnToRestOnce() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let clock = ManualClock()
        let dispatcher = InputDispatcher(rootView: root, clock: clock)
        var seconds = 0.0
        let animator = Animator { MonotonicTime(sinceOrigin: .seconds(seconds)) }
        root.addGestureRecognizer(PanGestureRecognizer())
        let detector = RestDetector(dispatcher: dispatcher, animator: animator)
        var trace: [String] = []
        func step(_ what: String) { trace.append("\(what): rest \(detector.isAtRest), came to rest \(detector.update())") }

        step("start")
        dispatcher.handleTouch(.down(time: 0, id: 0, location: Point(x: 10, y: 10)))
        dispatcher.handleTouch(.frame)
        step("finger down")
        dispatcher.handleTouch(.motion(time: 20, id: 0, location: Point(x: 50, y: 10)))
        dispatcher.handleTouch(.frame)
        step("dragging")
        dispatcher.handleTouch(.up(time: 40, id: 0))
        dispatcher.handleTouch(.frame)
        animator.animate(duration: .seconds(0.2), delay: .seconds(0.1), [PropertyTarget(root, \.alpha, to: 0.5)])
        step("lifted, animation waiting")
        seconds = 0.2
        animator.tick(now: MonotonicTime(sinceOrigin: .seconds(seconds)))
        step("animating")
        seconds = 0.4
        animator.tick(now: MonotonicTime(sinceOrigin: .seconds(seconds)))
        step("animation done")
        step("still")
        #expect(trace == [
            "start: rest true, came to rest false",
            "finger down: rest false, came to rest false",
            "dragging: rest false, came to rest false",
            "lifted, animation waiting: rest false, came to rest false",
            "animating: rest false, came to rest false",
            "animation done: rest true, came to rest true",
            "still: rest true, came to rest false",
        ])
    }

    @Test func comingToRestForetellsTheNextUpdateWithoutTakingIt() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
        root.addGestureRecognizer(PanGestureRecognizer())
        let detector = RestDetector(dispatcher: dispatcher, animator: Animator { .zero })
        var trace: [String] = []
        func look(_ what: String) { trace.append("\(what): coming \(detector.isComingToRest), \(detector.isComingToRest)") }
        func step(_ what: String) { trace.append("\(what): came \(detector.update())") }

        look("start")
        dispatcher.handleTouch(.down(time: 0, id: 0, location: Point(x: 10, y: 10)))
        dispatcher.handleTouch(.frame)
        look("finger down")
        step("finger down")
        dispatcher.handleTouch(.up(time: 40, id: 0))
        dispatcher.handleTouch(.frame)
        look("lifted")
        step("lifted")
        look("still")
        // A whole tap between two looks, and a key's activity, are foretold too.
        dispatcher.handleTouch(.down(time: 100, id: 1, location: Point(x: 10, y: 10)))
        dispatcher.handleTouch(.up(time: 120, id: 1))
        dispatcher.handleTouch(.frame)
        look("tapped between looks")
        step("tapped between looks")
        detector.noteActivity()
        look("key")
        step("key")
        #expect(trace == [
            "start: coming false, false",
            "finger down: coming false, false",
            "finger down: came false",
            "lifted: coming true, true",
            "lifted: came true",
            "still: coming false, false",
            "tapped between looks: coming true, true",
            "tapped between looks: came true",
            "key: coming true, true",
            "key: came true",
        ])
    }

    @Test func activityWithoutGestureOrAnimationIsFollowedByOneRest() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let detector = RestDetector(dispatcher: InputDispatcher(rootView: root, clock: ManualClock()), animator: Animator { .zero })
        var trace: [Bool] = []
        trace.append(detector.update())
        detector.noteActivity()  // a key nudged a view: nothing engaged, nothing animates
        trace.append(detector.update())
        trace.append(detector.update())
        #expect(trace == [false, true, false])
    }

    @Test func aGestureBegunAndEndedBetweenTwoLooksIsFollowedByOneRest() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
        root.addGestureRecognizer(PanGestureRecognizer())
        let detector = RestDetector(dispatcher: dispatcher, animator: Animator { .zero })
        var trace = [detector.update()]
        // One batch of input holds the whole drag (weston delivered it in one read).
        dispatcher.handleTouch(.down(time: 0, id: 0, location: Point(x: 10, y: 10)))
        dispatcher.handleTouch(.frame)
        dispatcher.handleTouch(.motion(time: 20, id: 0, location: Point(x: 50, y: 10)))
        dispatcher.handleTouch(.frame)
        dispatcher.handleTouch(.up(time: 40, id: 0))
        dispatcher.handleTouch(.frame)
        trace.append(detector.update())
        trace.append(detector.update())
        #expect(trace == [false, true, false])
    }

    /// An input hold (an item the keyboard carries) keeps the scene from rest though nothing
    /// is engaged or animated; its release brings one rest.
    @Test func anInputHoldKeepsTheSceneFromRestUntilReleased() {
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
        let detector = RestDetector(dispatcher: dispatcher, animator: Animator { .zero })
        var carrying = false
        dispatcher.addInputHold { carrying }
        var trace: [String] = []
        func step(_ what: String) { trace.append("\(what): rest \(detector.isAtRest), came to rest \(detector.update())") }
        step("start")
        carrying = true
        step("picked up")
        step("still carried")
        carrying = false
        step("dropped")
        step("still")
        #expect(trace == [
            "start: rest true, came to rest false",
            "picked up: rest false, came to rest false",
            "still carried: rest false, came to rest false",
            "dropped: rest true, came to rest true",
            "still: rest true, came to rest false",
        ])
    }
}
