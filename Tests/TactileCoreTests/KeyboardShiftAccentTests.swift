import Testing
@testable import TactileCore

/// Shift and the long-press accents of the on-screen keyboard, through the dispatcher.
@Suite struct KeyboardShiftAccentTests {
    /// One tap: the next letter only; two quick taps: caps lock until tapped again; a slow
    /// second tap turns a one-letter shift off. Punctuation does not use it up.
    @Test func shiftTapsDoubleTapsAndLocks() {
        let h = KeyboardHarness()
        h.show()
        var states: [ShiftState] = []
        func note() { states.append(h.keyboard.shiftState) }
        h.tap("shift", at: 1000); note()
        h.tap(",", at: 1500); note()
        h.tap("A", at: 2000); note()                        // the labels follow shift
        h.tap("b", at: 2500); note()
        h.tap("shift", at: 3000); h.tap("shift", at: 3200); note()   // 200 ms apart: locked
        h.tap("C", at: 3500); h.tap("D", at: 3600); note()
        h.tap("shift", at: 4000); note()                    // off again
        h.tap("e", at: 4500)
        h.tap("shift", at: 5000); h.tap("shift", at: 5400); note()   // 400 ms apart: on, then off
        h.tap("f", at: 6000)
        #expect(h.recorder.text == ",AbCDef")
        #expect(states == [.once, .once, .off, .off, .capsLock, .capsLock, .off, .off])
    }

    /// Shift acts at its press: a held shift and a letter rolled over it type the letter in
    /// upper case.
    @Test func aLetterRolledOverAHeldShiftIsUpperCase() {
        let h = KeyboardHarness()
        h.show()
        let (sx, sy) = h.centre(of: "shift"), (gx, gy) = h.centre(of: "g")
        h.play([(1000, [.down(1, sx, sy)]), (1050, [.down(2, gx, gy)]), (1100, [.up(2)]), (1150, [.up(1)])])
        #expect(h.recorder.text == "G")
        #expect(h.keyboard.shiftState == .off)
    }

    /// Long-pressing a letter opens its accents above it, the one over the key chosen; sliding
    /// onto another and lifting types it.
    @Test func aLongPressOffersAccentsAndSlidingPicksOne() throws {
        let h = KeyboardHarness()
        h.show()
        let (ex, ey) = h.centre(of: "e")
        h.play([(1000, [.down(1, ex, ey)])])
        h.gestures.advance(to: 1499)
        #expect(h.keyboard.model.accentPopup == nil)
        h.gestures.advance(to: 1500)
        let popup = try #require(h.keyboard.model.accentPopup)
        #expect(popup.variants == ["é", "è", "ê", "ë", "ē", "ę", "ě"])
        #expect(popup.selected == 0)
        // The cells sit a row above the key, the first over it.
        let e = h.keyboard.model.layout.keys[2].frame
        #expect(popup.cells[0].minX == e.minX && popup.cells[0].maxY == e.minY - 8)
        #expect(h.keyboard.model.previewedKeys.isEmpty)     // the pop-up replaces the preview
        let second = h.keyboard.convert(popup.cells[1], to: nil), third = h.keyboard.convert(popup.cells[2], to: nil)
        h.play([(1600, [.move(1, second.midX, second.midY)]), (1650, [.move(1, third.midX + 5, ey)])])
        #expect(h.keyboard.model.accentPopup?.selected == 2)
        h.play([(1700, [.move(1, second.midX - 5, second.midY)]), (1750, [.up(1)])])
        #expect(h.recorder.keys == ["+è@1750", "-è@1750"])
        #expect(h.keyboard.model.accentPopup == nil)
        #expect(h.clock.pendingTimerCount == 0)
    }

    /// Lifting without moving types the accent over the key; lifting away from the pop-up
    /// (here a row below the key) types nothing; shift gives upper-case accents.
    @Test func aLiftAwayFromThePopupTypesNothing() {
        let h = KeyboardHarness()
        h.show()
        let (ax, ay) = h.centre(of: "a"), (zx, zy) = h.centre(of: "z")
        h.play([(1000, [.down(1, ax, ay)])])
        h.gestures.advance(to: 1600)
        h.play([(1700, [.up(1)])])
        h.play([(2000, [.down(1, ax, ay)])])
        h.gestures.advance(to: 2600)
        h.play([(2650, [.move(1, zx, zy)])])
        #expect(h.keyboard.model.accentPopup?.selected == nil)
        h.play([(2700, [.up(1)])])
        h.tap("shift", at: 3000)
        h.play([(3100, [.down(1, ax, ay)])])
        h.gestures.advance(to: 3700)
        #expect(h.keyboard.model.accentPopup?.variants.first == "À")
        h.play([(3750, [.up(1)])])
        #expect(h.recorder.text == "àÀ")
        #expect(h.keyboard.shiftState == .off)
    }

    /// A letter without accents, or a finger that slides to another key before the delay,
    /// opens nothing; a second key going down types the accent chosen so far (the roll).
    @Test func accentsNeedAStillFingerOnALetterWithVariants() {
        let h = KeyboardHarness()
        h.show()
        let (qx, qy) = h.centre(of: "q"), (ux, uy) = h.centre(of: "u"), (ix, _) = h.centre(of: "i")
        let (mx, my) = h.centre(of: "m")
        h.play([(1000, [.down(1, qx, qy)])])
        h.gestures.advance(to: 1600)
        #expect(h.keyboard.model.accentPopup == nil)
        h.play([(1650, [.up(1)])])
        h.play([(2000, [.down(1, ux, uy)]), (2400, [.move(1, ix, uy)])])
        h.gestures.advance(to: 2600)
        #expect(h.keyboard.model.accentPopup == nil)        // the delay restarted on i
        h.gestures.advance(to: 2900)
        // Near the right edge the pop-up moves left: the variant under the finger is chosen.
        #expect(h.keyboard.model.accentPopup?.variants == ["î", "ï", "í", "ī", "ì"])
        #expect(h.keyboard.model.accentPopup?.selected == 2)
        h.play([(3000, [.down(2, mx, my)]), (3050, [.up(1)]), (3100, [.up(2)])])
        #expect(h.recorder.text == "qím")
        #expect(h.clock.pendingTimerCount == 0)
    }

    /// An arrangement's own accents and shifted letters: Polish ą on a; an Arabic key's shift
    /// types its second level's fatha, which uses the one-letter shift up; a Hebrew key,
    /// the same with shift, types its letter and leaves shift on.
    @Test func anArrangementBringsItsAccentsAndShiftedLetters() {
        typealias Letter = LetterArrangement.Letter
        let arrangement = LetterArrangement(name: "test", rows: [
            [Letter("a", shifted: "A"), Letter("ض", shifted: "\u{64E}"), Letter("ק", shifted: "ק")],
            [Letter("s", shifted: "S")], [Letter("z", shifted: "Z")],
        ], accents: ["a": "ą"])
        let h = KeyboardHarness(arrangement: arrangement)
        h.show()
        let (ax, ay) = h.centre(of: "a")
        h.play([(1000, [.down(1, ax, ay)])])
        h.gestures.advance(to: 1600)
        #expect(h.keyboard.model.accentPopup?.variants == ["ą"])
        h.play([(1650, [.up(1)])])
        h.tap("shift", at: 2000)
        h.tap("ק", at: 2100)
        #expect(h.keyboard.shiftState == .once)
        // The keys show what they type now, a lone mark on a dotted circle.
        h.tap("\u{25CC}\u{64E}", at: 2200)
        #expect(h.keyboard.shiftState == .off)
        #expect(h.recorder.text == "ąק\u{64E}")
    }
}
