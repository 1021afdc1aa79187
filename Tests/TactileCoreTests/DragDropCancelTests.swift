import Testing
@testable import TactileCore

@Suite struct DragDropCancelTests {
    /// What ends a drag without a drop, applied with the finger over the tray.
    enum Cause: CaseIterable {
        case releasedOverNoZone, touchCancel, escape, touchCapabilityLost, windowClosing
    }

    /// Drags A (the first of two tiles) over the tray, ends the drag by `cause`, then lets
    /// the finger go on moving and lift; traces what A and the tray hear and where A is.
    private func run(_ cause: Cause) -> [String] {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.tile("B", at: 100, 200, in: h.palette)
        h.source(a)
        h.zone(h.tray)
        h.recordsMoves = false
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 600, 300)])])
        let start = h.trace.count
        switch cause {
        case .releasedOverNoZone: h.play([(20, [.move(1, 300, 300)]), (30, [.up(1)])])
        case .touchCancel: h.dispatcher.handleTouch(.cancel)
        case .escape: h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(20)), keysym: Keysym.escape, pressed: true))
        case .touchCapabilityLost: h.dispatcher.cancelAllTouches()
        case .windowClosing: h.manager.cancelAllDrags()
        }
        h.note("now: \(h.place(a))")
        h.play([(40, [.move(1, 700, 500)])])
        h.note("40 ms: \(h.place(a))")
        h.play([(50, [.up(1)])])
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a))")
        h.note("overlay in root: \(h.manager.overlay.superview != nil), drags: \(h.manager.sessions.count)")
        return Array(h.trace[start...])
    }

    /// Every cause springs the item back to its original container, index and position:
    /// it flies above everything from where it was (no jump) and joins its container when
    /// it lands; later movements of the finger are ignored.
    @Test(arguments: Cause.allCases)
    func everyCancelSpringsTheItemBack(_ cause: Cause) {
        let lines = run(cause)
        let rest = ["rest: A in palette #0 at (100, 100) 60×60", "overlay in root: false, drags: 0"]
        if cause == .releasedOverNoZone {
            #expect(lines == [
                "tray highlight off", "tray exited by A", "delegate A exited tray",
                "A ended returned noZone", "delegate A ended returned noZone",
                "now: A in drag overlay #0 at (300, 300) 60×60 transform [1.02 0 0 1.02 0 0] alpha 0.95",
                "40 ms: A in drag overlay #0 at (297.09, 297.09) 60×60 transform [1.03 0 0 1.03 0 0] alpha 0.94",
            ] + rest)
        } else {
            // The zone hears that the drag left it; the spring takes over the lift's motion.
            #expect(lines == [
                "tray highlight off", "tray exited by A", "delegate A exited tray",
                "A ended returned cancelled", "delegate A ended returned cancelled",
                "now: A in drag overlay #0 at (600, 300) 60×60 transform [1.01 0 0 1.01 0 0] alpha 0.98",
                "40 ms: A in drag overlay #0 at (546.58, 278.63) 60×60 transform [1.02 0 0 1.02 0 0] alpha 0.96",
            ] + rest)
        }
    }

    /// A finger catching the item while it springs back stops it where it is on screen
    /// (no jump), and cancelling that drag sends it to its real home, not to the spot where
    /// it was caught.
    @Test func grabbingAReturningItemStopsItWhereItIs() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a)
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 500, 400)]), (20, [.up(1)])])
        h.wait(25)
        h.wait(25)
        let caught = a.center
        h.note("flying: \(h.place(a))")
        h.play([(60, [.down(2, caught.x + 5, caught.y)])])
        h.note("caught: \(h.place(a)) \(a.center == caught ? "unmoved" : "moved")")
        h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(70)), keysym: Keysym.escape, pressed: true))
        h.play([(80, [.up(2)])])
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a))")
        #expect(Array(h.trace.filter { !$0.hasPrefix("delegate") }.drop { !$0.hasPrefix("flying") }) == [
            "flying: A in drag overlay #0 at (403.11, 327.33) 60×60 transform [1.03 0 0 1.03 0 0] alpha 0.94",
            "A shouldStart", "A willStart", "A started",
            "caught: A in drag overlay #0 at (403.11, 327.33) 60×60 transform [1.03 0 0 1.03 0 0] alpha 0.94 unmoved",
            "A ended returned cancelled",
            "rest: A in palette #0 at (100, 100) 60×60",
        ])
    }

    /// The app changes screens while A flies home: its container leaves the window. A finger
    /// catching A over the new screen and letting go over nothing sends it to its container
    /// at once (it is not left in the window's root, out of every container).
    @Test func anItemCaughtAfterItsContainerLeftTheWindowGoesHomeAtOnce() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a)
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 500, 400)]), (20, [.up(1)])])
        h.wait(50)
        h.palette.removeFromSuperview()
        let caught = a.center
        h.play([(80, [.down(2, caught.x, caught.y)]), (90, [.move(2, caught.x + 40, caught.y)]), (100, [.up(2)])])
        h.note("let go: \(h.place(a))")
        #expect(h.settle() != nil)
        #expect(Array(h.trace.drop { !$0.hasPrefix("let go") }) == [
            "let go: A in palette #0 at (100, 100) 60×60",
        ])
        #expect(h.manager.overlay.superview == nil)
    }

    /// `landFlyingItems` after `cancelAllDrags` (an app changing screens): the carried item A,
    /// B flying home and C settling into the tray where its snapshot was dropped are all at
    /// rest at once, in their order, and nothing animates.
    @Test func landingFlyingItemsPutsEachInItsPlaceAtOnce() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        let b = h.tile("B", at: 100, 200, in: h.palette)
        let c = h.tile("C", at: 100, 300, in: h.palette)
        h.source(a)
        h.source(b)
        h.source(c) { $0.lift = .shadow() }
        h.zone(h.tray)
        h.recordsMoves = false
        h.play([(0, [.down(1, 100, 100), .down(2, 100, 200), .down(3, 100, 300)]),
                (10, [.move(1, 600, 300), .move(2, 300, 500), .move(3, 600, 500)]),
                (20, [.up(2), .up(3)])])  // B flies home, C lands in the tray.
        h.wait(30)
        let start = h.trace.count
        h.manager.cancelAllDrags()
        h.manager.landFlyingItems()
        for view in [a, b, c] { h.note(h.place(view)) }
        h.note("overlay in root: \(h.manager.overlay.superview != nil), animating: \(h.animator.isAnimating)")
        #expect(Array(h.trace[start...]).filter { !$0.hasPrefix("delegate") && !$0.hasPrefix("tray") } == [
            "A ended returned cancelled",
            "A in palette #0 at (100, 100) 60×60",
            "B in palette #1 at (100, 200) 60×60",
            "C in tray #0 at (200, 500) 60×60",
            "overlay in root: false, animating: false",
        ])
    }
}
