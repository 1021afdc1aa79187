import Testing
@testable import TactileWayland

/// Which compositors offer touchpad gestures, and the one log line the client writes either way.
/// (No gesture is injected here: sway 1.7 sends them only for a libinput touchpad, which a
/// headless sway has none of, and weston 10 has no such global.)
@Suite struct TouchpadGestureGlobalTests {
    /// The client's log lines.
    private final class Lines { var all: [String] = [] }

    @Test func swayOffersVersionThreeAndEachPointerGetsItsGesturesAndLetsThemGo() throws {
        let harness = try SwayHarness()
        let lines = Lines()
        let client = try WaylandClient(displayName: harness.runtimeDirectory + "/" + harness.waylandDisplay) { lines.all.append($0) }
        #expect(lines.all == ["touchpad gestures: zwp_pointer_gestures_v1 v3", "seat capabilities: none"])
        // The input method's virtual pointer gives the seat a pointer: the client's gets its
        // swipe, pinch and hold objects; when it goes, they go before it. Each roundtrip would
        // end in a protocol error for a request sway refused.
        let inputMethod = try InputMethodProgram(on: harness)
        try client.display.roundtrip()
        #expect(lines.all.last == "seat capabilities: pointer")
        #expect(client.seats.first?.pointer?.gestures != nil)
        try inputMethod.process.terminate()
        try harness.waitUntil("the virtual pointer to go") {
            try client.display.roundtrip()
            return lines.all.last == "seat capabilities: none"
        }
        try client.display.roundtrip()
    }

    @Test func westonOffersNoneAndTheClientSaysTheWheelStands() throws {
        let harness = try WestonHarness()
        let lines = Lines()
        let client = try WaylandClient(displayName: harness.runtimeDirectory + "/" + harness.waylandDisplay) { lines.all.append($0) }
        try client.display.roundtrip()
        #expect(lines.all.filter { $0.hasPrefix("touchpad gestures") }
            == ["touchpad gestures: not offered (the wheel with a modifier pinches and turns)"])
        #expect(client.capabilities.contains("pointer"))
    }
}
