import Testing
@testable import TactileCore

/// Typing on the on-screen keyboard through the dispatcher, as fingers do: synthetic,
/// timestamped touch frames on a manual clock, keys found by the frames the keyboard logs.
@Suite struct KeyboardTypingTests {
    @Test func aKeyTypesAtTheLiftNotAtThePress() {
        let h = KeyboardHarness()
        h.show()
        let (x, y) = h.centre(of: "a")
        h.play([(1000, [.down(1, x, y)])])
        #expect(h.recorder.keys.isEmpty)
        #expect(h.keyboard.model.pressedKeys == [10])
        h.play([(1060, [.up(1)])])
        #expect(h.recorder.keys == ["+a@1060", "-a@1060"])
        #expect(h.keyboard.model.pressedKeys.isEmpty)
        #expect(h.clock.pendingTimerCount == 0)
    }

    @Test func aFingerSlidingToAnotherKeyTypesThatKey() {
        let h = KeyboardHarness()
        h.show()
        let (qx, qy) = h.centre(of: "q"), (ex, _) = h.centre(of: "e")
        h.play([(1000, [.down(1, qx, qy)]), (1020, [.move(1, (qx + ex) / 2, qy)]), (1040, [.move(1, ex, qy)]),
                (1060, [.up(1)])])
        #expect(h.recorder.keys == ["+e@1060", "-e@1060"])
    }

    /// Gaps between keys, the margins and the keyboard's edges press the nearest key.
    @Test func aTouchInAGapPressesTheNearestKey() {
        let h = KeyboardHarness()
        h.show()
        let frames = h.keyFrames
        let g = frames["g"]!, h2 = frames["h"]!, space = frames["space"]!, p = frames["p"]!
        h.play([(1000, [.down(1, g.maxX + 2, g.midY)]), (1040, [.up(1)])])            // gap, nearer to g
        h.play([(1100, [.down(1, h2.minX - 1, h2.midY)]), (1140, [.up(1)])])          // gap, nearer to h
        h.play([(1200, [.down(1, space.midX, 599)]), (1240, [.up(1)])])               // bottom margin
        h.play([(1300, [.down(1, 799, p.midY)]), (1340, [.up(1)])])                   // right edge
        #expect(h.recorder.text == "gh p")
    }

    /// Two thumbs: the second key goes down before the first is up. Both are typed, in
    /// press order, whichever lifts first; three overlapping fingers too.
    @Test func twoThumbRollsTypeEveryKeyInPressOrder() {
        let h = KeyboardHarness()
        h.show()
        let (ax, ay) = h.centre(of: "a"), (sx, sy) = h.centre(of: "s"), (dx, dy) = h.centre(of: "d")
        // The first lifts first.
        h.play([(1000, [.down(1, ax, ay)]), (1030, [.down(2, sx, sy)]), (1050, [.up(1)]), (1080, [.up(2)])])
        // The second lifts first.
        h.play([(2000, [.down(1, dx, dy)]), (2030, [.down(2, ax, ay)]), (2050, [.up(2)]), (2080, [.up(1)])])
        // Three fingers overlapping, lifting in reverse.
        h.play([(3000, [.down(1, sx, sy)]), (3020, [.down(2, ax, ay)]), (3040, [.down(3, dx, dy)]),
                (3060, [.up(3)]), (3070, [.up(2)]), (3080, [.up(1)])])
        #expect(h.recorder.text == "asdasad")
        #expect(h.recorder.keys == [
            "+a@1030", "-a@1030", "+s@1080", "-s@1080",
            "+d@2030", "-d@2030", "+a@2050", "-a@2050",
            "+s@3020", "-s@3020", "+a@3040", "-a@3040", "+d@3060", "-d@3060",
        ])
        #expect(h.keyboard.model.touches.isEmpty)
    }

    /// A rolled finger's key is typed where it is when the next key goes down; sliding it
    /// afterwards types nothing more.
    @Test func aRolledFingerTypesOnceWhereItWas() {
        let h = KeyboardHarness()
        h.show()
        let (qx, qy) = h.centre(of: "q"), (wx, _) = h.centre(of: "w"), (mx, my) = h.centre(of: "m")
        h.play([(1000, [.down(1, qx, qy)]), (1020, [.move(1, wx, qy)]), (1040, [.down(2, mx, my)]),
                (1060, [.move(1, qx, qy)]), (1080, [.up(1)]), (1100, [.up(2)])])
        #expect(h.recorder.text == "wm")
    }

    /// Backspace deletes at the press, repeats after 500 ms every 50 ms while held, and is
    /// released at the lift; no timer is left behind.
    @Test func backspaceRepeatsWhileHeld() {
        let h = KeyboardHarness()
        h.show()
        let (x, y) = h.centre(of: "backspace")
        h.play([(1000, [.down(1, x, y)])])
        h.gestures.advance(to: 1499)
        #expect(h.recorder.keys == ["+BackSpace@1000"])
        h.play([(1620, [.up(1)])])
        #expect(h.recorder.keys == ["+BackSpace@1000", "*BackSpace@1500", "*BackSpace@1550", "*BackSpace@1600",
                                    "-BackSpace@1620"])
        #expect(h.clock.pendingTimerCount == 0)
        // A quick tap deletes once.
        h.tap("backspace", at: 2000)
        #expect(h.recorder.keys.suffix(2) == ["+BackSpace@2000", "-BackSpace@2040"])
        #expect(h.clock.pendingTimerCount == 0)
    }

    /// A letter pressed while backspace repeats stops the repeat, as on a hardware keyboard.
    @Test func aKeyPressedDuringARepeatStopsIt() {
        let h = KeyboardHarness()
        h.show()
        let (bx, by) = h.centre(of: "backspace"), (ax, ay) = h.centre(of: "a")
        h.play([(1000, [.down(1, bx, by)])])
        h.play([(1520, [.down(2, ax, ay)]), (1700, [.up(2)]), (1800, [.up(1)])])
        #expect(h.recorder.keys == ["+BackSpace@1000", "*BackSpace@1500", "-BackSpace@1520", "+a@1700", "-a@1700"])
        #expect(h.clock.pendingTimerCount == 0)
    }

    @Test func spaceEnterAndPunctuationSendTheirKeysyms() {
        let h = KeyboardHarness()
        h.show()
        h.type(["h", "i", "space", ",", ".", "enter"], at: 1000)
        #expect(h.recorder.keys == ["+h@1040", "-h@1040", "+i@1140", "-i@1140", "+space@1240", "-space@1240",
                                    "+,@1340", "-,@1340", "+.@1440", "-.@1440", "+Return@1540", "-Return@1540"])
        #expect(h.recorder.text == "hi ,.")
    }

    /// A touch cancel (or Escape) takes the fingers away: nothing is typed, a held backspace
    /// is released, no timer stays.
    @Test func aCancelTypesNothing() {
        let h = KeyboardHarness()
        h.show()
        let (ax, ay) = h.centre(of: "a"), (bx, by) = h.centre(of: "backspace")
        h.play([(1000, [.down(1, ax, ay)])])
        h.dispatcher.handleTouch(.cancel)
        h.dispatcher.endOfDispatchBatch()
        h.play([(1100, [.down(2, bx, by)])])
        h.gestures.advance(to: 1200)
        h.dispatcher.handleKey(KeyEvent(time: MonotonicTime(sinceOrigin: .milliseconds(1200)), keysym: Keysym.escape, pressed: true))
        h.play([(1300, [.up(2)])])
        #expect(h.recorder.keys == ["+BackSpace@1100", "-BackSpace@1200", "+ff1b@1200"])
        #expect(h.keyboard.model.touches.isEmpty)
        #expect(h.clock.pendingTimerCount == 0)
        h.tap("z", at: 2000)
        #expect(h.recorder.text == "z")
    }

    /// The left mouse button is a finger through the mouse fallback: a click types.
    @Test func aMouseClickTypes() {
        let h = KeyboardHarness()
        h.show()
        let (x, y) = h.centre(of: "k")
        for (time, event) in [(1000, PointerEvent.enter(location: Point(x: x, y: y))),
                              (1010, .button(time: 1010, button: PointerButton.left, pressed: true)),
                              (1090, .button(time: 1090, button: PointerButton.left, pressed: false))] {
            h.gestures.advance(to: UInt32(time))
            h.dispatcher.handlePointer(event)
            h.dispatcher.handlePointer(.frame)
            h.dispatcher.endOfDispatchBatch()
        }
        #expect(h.recorder.keys == ["+k@1090", "-k@1090"])
    }

    /// The keys go through `handleKey`: key responders see them before the key handler, as
    /// hardware keys.
    @Test func keysReachKeyRespondersLikeHardwareKeys() {
        let h = KeyboardHarness()
        var seen: [String] = []
        h.dispatcher.addKeyResponder { event in
            seen.append("\(event.pressed ? "down" : "up") \(event.text)")
            return event.text == "x"
        }
        h.show()
        h.type(["x", "y"], at: 1000)
        #expect(seen == ["down x", "up ", "down y", "up "])
        #expect(h.recorder.text == "y")
    }

    /// The keyboard claims its touches at the touch-down: a pan on the window behind it
    /// never sees a typing finger slide, however far.
    @Test func aPanBehindTheKeyboardNeverTakesATypingFinger() {
        let h = KeyboardHarness()
        let pan = PanGestureRecognizer()
        h.root.addGestureRecognizer(pan)
        h.gestures.watch(pan, "pan")
        h.show()
        let (qx, qy) = h.centre(of: "q"), (px, _) = h.centre(of: "p")
        h.play(drag(1, from: (qx, qy), to: (px, qy), steps: 8, at: 1000))
        #expect(h.gestures.trace.isEmpty)
        #expect(h.recorder.text == "p")
        // Above the keyboard the pan works as before.
        h.play(drag(1, from: (100, 100), to: (300, 100), steps: 4, at: 2000))
        #expect(h.gestures.trace.first == "pan began")
    }
}
