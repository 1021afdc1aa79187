import Testing
@testable import TactileCore

@Suite struct InputKeyRoutingTests {
    /// Key responders are asked in the order they were added; the first that uses an event
    /// keeps it from the later ones and from `keyHandler`, which gets what nobody used.
    /// Escape cancels the gestures in progress before anyone sees it, used or not.
    @Test func respondersComeBeforeTheKeyHandlerInTheirOrder() {
        let h = GestureHarness.tracing(PanGestureRecognizer(), as: "pan")
        let d = h.dispatcher
        d.addKeyResponder { key in
            h.note("first \(String(key.keysym, radix: 16))")
            return key.keysym == 0x61 || key.keysym == Keysym.escape
        }
        d.addKeyResponder { key in
            h.note("second \(String(key.keysym, radix: 16))")
            return key.keysym == 0x62
        }
        d.keyHandler = { key in h.note("app \(String(key.keysym, radix: 16))") }
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 150, 100)])])
        for keysym: UInt32 in [0x61, 0x62, 0x63, Keysym.escape] {
            d.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(20)), keysym: keysym, pressed: true))
        }
        #expect(h.trace == [
            "pan began (150, 100) at 10",
            "first 61",
            "first 62", "second 62",
            "first 63", "second 63", "app 63",
            "pan cancelled (150, 100) at 10", "first ff1b",
        ])
    }
}
