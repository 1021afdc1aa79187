import Testing
@testable import TactileCore

/// The keypad of a kiosk: xkbcommon gives KP_Left… with Num Lock off and KP_4… with it on
/// (the locked Mod2 picks the level), and KP_Enter either way.
@Suite struct DragDropKeyboardKeypadTests {
    /// With Num Lock on, KP_Enter picks A up, while the keypad's 6 stays a digit for the app;
    /// with it off, the same key comes as KP_Right and moves A into the tray. A keypad arrow
    /// pressed with Num Lock off and released after it was turned on (its release comes as
    /// the digit) is still the driver's. KP_Enter with Num Lock on drops A over no zone.
    @Test func keypadArrowsOnlyWithNumLockOffEnterAlways() {
        let k = KeyboardDragHarness(), h = k.drag
        let a = k.tileAndTray(atX: 385)
        let d = h.dispatcher
        let key = { (time: UInt32, keysym: UInt32, text: String, pressed: Bool, modifiers: KeyModifiers) in
            d.handleKey(KeyEvent(time: MonotonicTime(wireMilliseconds: Int64(time)), keysym: keysym, text: text, pressed: pressed, modifiers: modifiers))
        }
        k.press(Keysym.tab)
        key(10, Keysym.keypadEnter, "\r", true, .numLock)
        key(20, Keysym.keypadEnter, "", false, .numLock)
        key(30, Keysym.keypad6, "6", true, .numLock)
        key(40, Keysym.keypad6, "", false, .numLock)
        h.note("Num Lock on: A at \(a.center)")
        for time: UInt32 in [50, 70] {
            key(time, Keysym.keypadRight, "", true, [])
            key(time + 10, Keysym.keypadRight, "", false, [])
        }
        h.note("Num Lock off: A at \(a.center)")
        key(90, Keysym.keypadLeft, "", true, [])
        key(100, Keysym.keypad4, "", false, .numLock)
        h.note("A at \(a.center)")
        key(110, Keysym.keypadEnter, "\r", true, .numLock)
        key(120, Keysym.keypadEnter, "", false, .numLock)
        #expect(h.settle() != nil)
        h.note("rest: \(h.place(a))")
        #expect(h.trace == ["focus A"] + Lines.start("A", interested: [("tray", true)])
            + ["app key ffb6 down", "app key ffb6 up", "Num Lock on: A at (385, 100)"]
            + Lines.enter("tray", by: "A") + ["focus tray", "Num Lock off: A at (405, 100)"]
            + Lines.exit("tray", by: "A") + ["focus A", "A at (395, 100)"]
            + Lines.end("A", "returned noZone")
            + ["rest: A in palette #0 at (385, 100) 60×60"])
    }
}
