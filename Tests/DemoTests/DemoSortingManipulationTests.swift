import DemoState
import Foundation
import Tactile
import TestSupport
import Testing
@testable import tactile_demo

/// A second finger pinches and turns a sorting tile during its drag (geometry as in
/// DemoSortingTests: tile-3 at (428.33, 95), 110 px).
@Suite struct DemoSortingManipulationTests {
    /// (The scaled tile must fit in the container: `keepWhereDropped` pushes it inside.)
    /// Finger 0 lifts tile-3 at its centre; finger 1 joins 40 px right of it on the tile;
    /// then in 20 frames, moving together, finger 0 carries it to `end` while finger 1 ends 80 px below
    /// finger 0: twice as far, a quarter turn clockwise. Both lift together.
    static func pinchAndTurn(to end: Point) -> TouchScript {
        let start = Point(x: 428.33, y: 95)
        var touches = TouchScript()
        touches.down(0, at: start)
        touches.move(0, to: start)
        touches.down(1, at: start + Point(x: 40, y: 0))
        for step in 1...20 {
            let fraction = Double(step) / 20
            let carrier = start + (end - start) * fraction
            touches.move([(0, carrier), (1, carrier + Point(x: 40 * (1 - fraction), y: 80 * fraction))])
        }
        touches.up(0)
        touches.up(1)
        return touches
    }

    @Test func theTileKeepsItsScaleAndAngleWhereItLandsAndInTheStateFile() throws {
        let run = DemoRun(Self.pinchAndTurn(to: Point(x: 845, y: 400)))
        let frames = try run.play()
        // The finger held tile-3 0.0033 px left of its centre (428.3333): turned and doubled,
        // that puts the centre 0.0067 px below the finger.
        #expect(run.lines == ["drag started tile-3", "drag ended tile-3 moved into right",
                              "tile-3 rests in right at (845, 400.01) scale 2 rotation 90", "grid middle tile-4"])
        let saved = try #require(run.session.shell.capturedState().scenes["sorting"]?.items.first { $0.id == "tile-3" })
        #expect(saved.container == "right" && (saved.scale * 1e9).rounded() == 2e9 && (saved.rotation * 1e9).rounded() == 90e9)
        #expect([saved.frame.x, saved.frame.y, saved.frame.width, saved.frame.height].map { ($0 * 100).rounded() / 100 }
                    == [790, 345.01, 110, 110])
        // 220 px on screen: its purple reaches 100 px left of and 90 px below the finger, the
        // container's grey 145 px left (clear of its shadow).
        let last = try #require(frames.last)
        #expect(pngPixels(last, at: [(745, 400), (845, 490), (700, 400)]) == [0xFF8E_6CC9, 0xFF8E_6CC9, 0xFF2B_3340])
    }

    /// The same pinch and turn as the window reads it from a compositor that flushes each
    /// event on its own (weston with the test injector) when the demo is slow: every read
    /// ends after finger 0's motion, finger 1's and the frame come in the next. Handed on a
    /// finger at a time, the fingers would close up and part again at every frame, the
    /// tile shrinking to its limit (half) and the growth coming back in full: 3 times its size.
    @Test func readsCutBetweenTheFingersMotionsStillGiveTwiceTheSize() throws {
        let start = Point(x: 428.33, y: 95), end = Point(x: 845, y: 400)
        var events: [OffscreenEvent] = []
        var time = MonotonicTime.zero
        func add(_ kinds: OffscreenEvent.Kind...) { events += kinds.map { OffscreenEvent(time: time, kind: $0) } }
        add(.down(id: 0, location: start), .frame)
        time += .milliseconds(16)
        add(.down(id: 1, location: start + Point(x: 40, y: 0)), .frame)
        var other = start + Point(x: 40, y: 0)
        for step in 1...20 {
            time += .milliseconds(16)
            if step > 1 { add(.move(id: 1, location: other), .frame) }
            let fraction = Double(step) / 20
            let carrier = start + (end - start) * fraction
            add(.move(id: 0, location: carrier))
            other = carrier + Point(x: 40 * (1 - fraction), y: 80 * fraction)
        }
        time += .milliseconds(16)
        add(.move(id: 1, location: other), .frame)
        time += .milliseconds(16)
        add(.up(id: 0), .up(id: 1), .frame)
        let run = DemoRun(script: OffscreenScript(size: BuiltInTour.size, events: events, snapshots: [time + .milliseconds(1000)]))
        run.runner.host.inputDispatcher.coalescesMotions = true  // As the Wayland window host does.
        try run.play()
        #expect(run.lines == ["drag started tile-3", "drag ended tile-3 moved into right",
                              "tile-3 rests in right at (845, 400.01) scale 2 rotation 90", "grid middle tile-4"])
    }

    @Test func theScaleAndAngleRoundTripThroughTheStateFile() throws {
        let run = DemoRun(Self.pinchAndTurn(to: Point(x: 845, y: 400)))
        try run.play()
        let state = run.session.shell.capturedState()
        let decoded = try JSONDecoder().decode(LayoutState.self, from: JSONEncoder().encode(state))
        let again = KeyedDemo(state: decoded)
        #expect(again.session.shell.capturedState() == state)
        let tile = again.session.scene(SortingScene.self).items[3]
        #expect(tile.superview?.identifier == "right" && DragTracer.describeTurnAndScale(of: tile) == " scale 2 rotation 90")
    }

    @Test func aPinchedTileThatSpringsBackGetsItsSizeBack() throws {
        // Lifted over the home bar.
        let touches = Self.pinchAndTurn(to: Point(x: 428.33, y: 720))
        let run = DemoRun(touches)
        try run.play()
        #expect(run.lines == ["drag started tile-3", "drag ended tile-3 returned noZone", "tile-3 rests in middle at (428.33, 95)"])
        #expect(run.scene(SortingScene.self).items[3].transform == .identity)
    }
}
