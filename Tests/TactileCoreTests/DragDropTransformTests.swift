import Testing
@testable import TactileCore

/// A second finger on a carried item (`DragSource.manipulation`): it pinches and turns the
/// item about the dragging finger, without a jump when it joins or leaves; the item keeps
/// its scale and angle in a zone and gets its original ones back when it springs back.
@Suite struct DragDropTransformTests {
    /// Where the carried item of `source` is and how it is scaled and turned, as a line.
    private static func carried(_ h: DragHarness, _ view: View) -> String {
        guard let session = h.manager.sessions.first(where: { $0.sourceView === view }), let item = session.item else {
            return "not carried"
        }
        return "\(item is SnapshotView ? "snapshot" : item.identifier ?? "?") at \(item.center) transform \(item.transform)"
            + " scale \(fmt(session.scale)) turn \(fmt(session.rotation * 180 / .pi))°"
    }

    /// The two-finger script shared by the tests: finger 1 lifts A at (110, 95) (10 px left
    /// of and 5 px below its centre); finger 2 lands on the item 20 px right of it, moves out
    /// to 30 px at 30° below the horizontal (1.5× the distance, turned 30°) in three frames while
    /// finger 1 also moves, and lifts; finger 1 carries on to `release` and lifts there.
    /// Each frame's carried item is noted.
    private static func pinchAndTurn(_ h: DragHarness, _ a: View, release: (Double, Double)) {
        h.play([(0, [.down(1, 110, 95)])])
        h.wait(200)  // The lift's scale (1.08) has settled.
        h.note(carried(h, a))
        h.play([(300, [.down(2, 130, 95)])])
        h.note("finger 2 down: " + carried(h, a))
        // Finger 2 relative to finger 1: distance 20 → 30, angle 0° → 30°, in equal steps.
        for (index, time) in [310, 320, 330].enumerated() {
            let f = Double(index + 1) / 3, distance = 20 + 10 * f, angle = Double.pi / 6 * f
            let finger1 = Point(x: 110 + 10 * f, y: 95)
            h.play([(UInt32(time), [.move(1, finger1.x, finger1.y),
                                    .move(2, finger1.x + distance * _cos(angle), finger1.y + distance * _sin(angle))])])
            h.note("pinch \(index + 1): " + carried(h, a))
        }
        h.play([(340, [.up(2)])])
        h.note("finger 2 up: " + carried(h, a))
        h.play([(350, [.move(1, 130, 105)])])
        h.note("finger 1 on: " + carried(h, a))
        h.play([(360, [.move(1, release.0, release.1)]), (370, [.up(1)])])
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a))")
    }

    /// Pinched to 1.5× and turned 30° over the palette, then dropped in the tray: finger 1
    /// stays on the same point of the item throughout (the item's centre is finger 1 plus
    /// the offset (−10, 5) scaled and turned with it), nothing moves when finger 2 joins or
    /// leaves, and the item rests in the tray scaled and turned.
    @Test func secondFingerPinchesAndTurnsAndTheDropKeepsIt() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a) { $0.manipulation = DragManipulation() }
        h.zone(h.tray)
        h.recordsMoves = false
        Self.pinchAndTurn(h, a, release: (600, 300))
        let lines = h.trace.filter { !$0.contains("delegate") && !$0.contains("highlight") && !$0.contains("interested") }
        // After the pinch the offset is R(30°)·1.5·(−10, 5) = (−16.74, −1.0); finger 1 at
        // (120, 95) puts the centre at (103.26, 94); 1.08 × 1.5 = 1.62 scales the item.
        #expect(lines == [
            "A shouldStart", "A willStart", "A started",
            "A at (100, 100) transform [1.08 0 0 1.08 0 0] scale 1 turn 0°",
            "finger 2 down: A at (100, 100) transform [1.08 0 0 1.08 0 0] scale 1 turn 0°",
            "pinch 1: A at (100.83, 98.72) transform [1.24 0.22 -0.22 1.24 0 0] scale 1.17 turn 10°",
            "pinch 2: A at (101.86, 96.7) transform [1.35 0.49 -0.49 1.35 0 0] scale 1.33 turn 20°",
            "pinch 3: A at (103.26, 94) transform [1.4 0.81 -0.81 1.4 0 0] scale 1.5 turn 30°",
            "finger 2 up: A at (103.26, 94) transform [1.4 0.81 -0.81 1.4 0 0] scale 1.5 turn 30°",
            "finger 1 on: A at (113.26, 104) transform [1.4 0.81 -0.81 1.4 0 0] scale 1.5 turn 30°",
            "tray entered by A", "tray dropped A", "A ended moved into tray",
            // 1.5 × (cos 30°, sin 30°) = (1.3, 0.75).
            "rest: A in tray #0 at (183.26, 299) 60×60 transform [1.3 0.75 -0.75 1.3 0 0]",
        ])
    }

    /// The same pinch, then let go over no zone: the item springs back to its original
    /// place, size and angle; with a drag shadow, the pinched snapshot flies back onto the
    /// original and vanishes, and the original was never reshaped.
    @Test(arguments: [LiftStyle.item(), .shadow()])
    func springingBackRestoresTheOriginalTransform(lift: LiftStyle) {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        a.transform = AffineTransform(rotationAngle: 0.1)
        h.source(a) { source in
            source.manipulation = DragManipulation()
            source.lift = lift
        }
        h.zone(h.tray)
        h.recordsMoves = false
        Self.pinchAndTurn(h, a, release: (300, 300))
        let pinched = h.trace.first { $0.hasPrefix("pinch 3") } ?? "no pinch"
        #expect(pinched.hasSuffix("scale 1.5 turn 30°"), "\(pinched)")
        #expect(h.trace.contains("A ended returned noZone"))
        // Turned 0.1 rad as before the drag: (cos 0.1, sin 0.1) = (0.995, 0.0998).
        #expect(h.trace.last == "rest: A in palette #0 at (100, 100) 60×60 transform [1 0.1 -0.1 1 0 0]")
        #expect(h.palette.subviews.count == 1)
        #expect(h.manager.overlay.superview == nil)
    }

    /// A pinched drag shadow dropped in the tray: the original takes the snapshot's place
    /// with its scale and angle, and the snapshot goes.
    @Test func aPinchedShadowLandsScaledAndTurned() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a) { source in
            source.manipulation = DragManipulation()
            source.lift = .shadow()
        }
        h.zone(h.tray)
        h.recordsMoves = false
        Self.pinchAndTurn(h, a, release: (600, 300))
        #expect(h.trace.contains("pinch 3: snapshot at (103.26, 94) transform [1.4 0.81 -0.81 1.4 0 0] scale 1.5 turn 30°"))
        #expect(h.trace.last == "rest: A in tray #0 at (183.26, 299) 60×60 transform [1.3 0.75 -0.75 1.3 0 0]")
        #expect(h.palette.subviews.isEmpty && h.manager.overlay.superview == nil)
    }

    /// The limits hold (here 0.8…1.2, no turning): pinching past them stops at the limit,
    /// and pinching back acts at once (the pinch restarts from the clamped value).
    @Test func limitsClampScaleAndCanForbidTurning() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a) { $0.manipulation = DragManipulation(scaleLimits: 0.8...1.2, allowsRotation: false) }
        h.play([(0, [.down(1, 100, 100)]), (10, [.down(2, 125, 100)])])
        var lines: [String] = []
        // Finger 2's distance from finger 1: 25 → 50 (2×), 25 (½), 50 (2×), then 50 turned 90°.
        for (time, x, y) in [(20, 150.0, 100.0), (30, 125.0, 100.0), (40, 150.0, 100.0), (50, 100.0, 150.0)] {
            h.play([(UInt32(time), [.move(2, x, y)])])
            lines.append(Self.carried(h, a))
        }
        #expect(lines == [
            "A at (100, 100) transform [1.3 0 0 1.3 0 0] scale 1.2 turn 0°",
            "A at (100, 100) transform [0.86 0 0 0.86 0 0] scale 0.8 turn 0°",
            "A at (100, 100) transform [1.3 0 0 1.3 0 0] scale 1.2 turn 0°",
            "A at (100, 100) transform [1.3 0 0 1.3 0 0] scale 1.2 turn 0°",
        ])
    }

    /// A source that does not allow it (never, or no longer) ignores the second finger: the
    /// item follows finger 1 only, keeps the lift's look, and lands once, unchanged; nothing
    /// is duplicated.
    @Test(arguments: [false, true])
    func aSourceWithoutManipulationIgnoresTheSecondFinger(turnedOffAfterRegistering: Bool) {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        let source = h.source(a) { $0.manipulation = turnedOffAfterRegistering ? DragManipulation() : nil }
        #expect(a.gestureRecognizers.count == (turnedOffAfterRegistering ? 3 : 1))
        source.manipulation = nil
        #expect(a.gestureRecognizers.count == 1)
        h.zone(h.tray)
        h.recordsMoves = false
        Self.pinchAndTurn(h, a, release: (600, 300))
        let lines = h.trace.filter { $0.contains(":") }
        #expect(lines == [
            "finger 2 down: A at (100, 100) transform [1.08 0 0 1.08 0 0] scale 1 turn 0°",
            "pinch 1: A at (103.33, 100) transform [1.08 0 0 1.08 0 0] scale 1 turn 0°",
            "pinch 2: A at (106.67, 100) transform [1.08 0 0 1.08 0 0] scale 1 turn 0°",
            "pinch 3: A at (110, 100) transform [1.08 0 0 1.08 0 0] scale 1 turn 0°",
            "finger 2 up: A at (110, 100) transform [1.08 0 0 1.08 0 0] scale 1 turn 0°",
            "finger 1 on: A at (120, 110) transform [1.08 0 0 1.08 0 0] scale 1 turn 0°",
            "rest: A in tray #0 at (190, 305) 60×60",
        ])
        #expect(h.trace.filter { $0.hasPrefix("A ended") } == ["A ended moved into tray"])
        #expect(h.tray.subviews.count == 1 && h.palette.subviews.isEmpty && h.manager.overlay.superview == nil)
    }
}
