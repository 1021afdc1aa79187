import Testing
@testable import TactileCore

/// The on-screen keyboard as a view: sliding in and out, pages, the event-log lines, damage.
@Suite struct KeyboardViewTests {
    /// The slide-in is a spring from below the window: the visible height rises to the
    /// keyboard's height without overshooting, reported at every frame; `keyboard shown` and
    /// the keys are logged once it rests, in surface coordinates.
    @Test func showSlidesInAndLogsTheKeysAtRest() {
        let h = KeyboardHarness()
        #expect(h.keyboard.isHidden && h.keyboard.visibleHeight == 0)
        h.keyboard.show()
        #expect(!h.keyboard.isHidden && h.recorder.log.isEmpty)
        h.settle()
        let heights = h.recorder.visibleHeights
        #expect(heights.count > 5)
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 < $1 })
        #expect(heights.last == 228 && h.keyboard.visibleHeight == 228)
        #expect(h.recorder.log.first == "keyboard shown")
        #expect(h.recorder.log.count == 1 + 34)
        #expect(Array(h.recorder.log[1...3]) == ["osk key q 6 378 73.4 48", "osk key w 85.4 378 73.4 48",
                                                  "osk key e 164.8 378 73.4 48"])
        #expect(Array(h.recorder.log.suffix(6)) == [
            "osk key 123 6 546 113.1 48", "osk key hide 125.1 546 73.4 48", "osk key , 204.5 546 73.4 48",
            "osk key space 283.9 546 311.6 48", "osk key . 601.5 546 73.4 48", "osk key enter 680.9 546 113.1 48",
        ])
        #expect(h.clock.pendingTimerCount == 0 && !h.animator.isAnimating)
    }

    /// The hide key logs `keyboard hidden` at once, tells the app, slides the keyboard out
    /// and hides it; a tap where a key was then reaches nothing.
    @Test func theHideKeySlidesTheKeyboardOut() {
        let h = KeyboardHarness()
        h.show()
        let (ax, ay) = h.centre(of: "a")
        h.recorder.visibleHeights = []
        h.tap("hide", at: 1000)
        #expect(h.recorder.log.last == "keyboard hidden" && h.recorder.hides == 1)
        #expect(!h.keyboard.isShown)
        h.settle()
        let heights = h.recorder.visibleHeights
        #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 > $1 } && heights.last == 0)
        #expect(h.keyboard.isHidden)
        let now = UInt32(h.clock.now.sinceOrigin.milliseconds)
        h.play([(now + 100, [.down(1, ax, ay)]), (now + 140, [.up(1)])])
        #expect(h.recorder.keys.isEmpty)
    }

    /// Number and PIN fields get a keypad; showing the keyboard for another kind while it is
    /// shown changes the page and logs its keys, without a second `keyboard shown`.
    @Test func showPicksTheKeypadForNumbersAndPins() {
        let h = KeyboardHarness()
        h.show(for: .pin)
        #expect(h.keyboard.page == .pinPad)
        #expect(h.recorder.log == [
            "keyboard shown",
            "osk key 1 6 378 192.5 48", "osk key 2 204.5 378 192.5 48", "osk key 3 403 378 192.5 48",
            "osk key backspace 601.5 378 192.5 48",
            "osk key 4 6 434 192.5 48", "osk key 5 204.5 434 192.5 48", "osk key 6 403 434 192.5 48",
            "osk key enter 601.5 434 192.5 48",
            "osk key 7 6 490 192.5 48", "osk key 8 204.5 490 192.5 48", "osk key 9 403 490 192.5 48",
            "osk key hide 601.5 490 192.5 48",
            "osk key 0 204.5 546 192.5 48",
        ])
        h.type(["1", "9", "0", "4", "backspace", "7", "enter"], at: 1000)
        #expect(h.recorder.text == "1907")
        #expect(h.recorder.keys.suffix(2) == ["+Return@1640", "-Return@1640"])
        h.recorder.log = []
        h.keyboard.show(for: .number)
        #expect(h.keyboard.page == .numberPad)
        #expect(h.recorder.log.count == 16 && h.recorder.log.last == "osk key , 601.5 546 192.5 48")
        h.recorder.log = []
        h.keyboard.show(for: .email)
        #expect(h.keyboard.page == .letters && h.recorder.log.count == 34)
    }

    /// `123` and `abc` switch pages at their lift; each switch logs the new page's keys.
    @Test func thePageKeysSwitchPages() {
        let h = KeyboardHarness()
        h.show()
        h.recorder.log = []
        h.tap("123", at: 1000)
        #expect(h.keyboard.page == .symbols)
        #expect(h.recorder.log.count == 35 && h.recorder.log.first == "osk key 1 6 378 73.4 48")
        h.type(["4", "€", "?"], at: 1100)
        h.tap("abc", at: 1500)
        #expect(h.keyboard.page == .letters && h.recorder.log.count == 35 + 34)
        h.tap("k", at: 1600)
        #expect(h.recorder.text == "4€?k")
    }

    /// The letters' arrangement can be chosen.
    @Test func theArrangementCanBeChosen() {
        let h = KeyboardHarness(arrangement: .azerty)
        h.show()
        h.type(["a", "z", "q", "w", "m"], at: 1000)
        #expect(h.recorder.text == "azqwm")
        h.keyboard.arrangement = .qwertz
        h.tap("ü", at: 2000)
        h.tap("y", at: 2100)
        #expect(h.recorder.text == "azqwmüy")
        #expect(h.keyFrames["y"]!.minY == 490)            // QWERTZ's y is on the bottom row
    }

    /// A press damages its key and its enlarged preview, in the touch-down's own input batch
    /// (the renderer's next frame shows it), and nothing else of the keyboard; the lift
    /// damages the same again.
    @Test func aPressDamagesItsKeyAndPreviewInItsOwnBatch() {
        let h = KeyboardHarness()
        h.show()
        _ = takeDamage(h.root)
        let (gx, gy) = h.centre(of: "g")
        var redrawRequests = 0
        h.root.damageTracker.onNeedsRedraw = { redrawRequests += 1 }
        h.gestures.advance(to: 1000)
        h.dispatcher.handleTouch(.down(time: 1000, id: 1, location: Point(x: gx, y: gy)))
        #expect(redrawRequests == 0)                      // nothing before the frame is complete
        h.dispatcher.handleTouch(.frame)
        #expect(redrawRequests == 1)                      // the frame of the touch-down asks for a redraw
        let key = h.keyFrames["g"]!
        let preview = h.keyboard.convert(KeyPreviewView.frame(above: h.keyboard.convert(key, from: nil),
                                                             keyboardWidth: 800, gap: 4), to: nil)
        #expect(isClose(preview, Rect(x: 344.95, y: 370, width: 110.1, height: 60)))
        let pressDamage = takeDamage(h.root)
        #expect(Set(pressDamage) == Set([key.description, preview.description]))
        h.play([(1040, [.up(1)])])
        #expect(Set(takeDamage(h.root)) == Set([key.description, preview.description]))
        #expect(h.recorder.text == "g")
    }

    /// After a resize the keyboard spans the new width and at most half the height, at rest.
    @Test func layoutFollowsTheSuperviewsSize() {
        let h = KeyboardHarness()
        h.show()
        h.recorder.log = []
        h.root.bounds = Rect(x: 0, y: 0, width: 400, height: 300)
        h.keyboard.layoutInSuperview()
        #expect(h.keyboard.frame == Rect(x: 0, y: 150, width: 400, height: 150))
        #expect(h.keyboard.visibleHeight == 150 && h.recorder.visibleHeights.last == 150)
        #expect(h.recorder.log.count == 34 && h.recorder.log[0] == "osk key q 6 156 33.4 28.5")
        h.tap("p", at: 1000)
        #expect(h.recorder.text == "p")
    }

    /// Opening the accents damages the preview that goes and the pop-up that comes, nothing
    /// else; choosing another accent damages the pop-up alone.
    @Test func theAccentPopupDamagesOnlyItself() throws {
        let h = KeyboardHarness()
        h.show()
        let (ex, ey) = h.centre(of: "e")
        h.play([(1000, [.down(1, ex, ey)])])
        let e = h.keyboard.model.layout.keys[2].frame
        let preview = h.keyboard.convert(KeyPreviewView.frame(above: e, keyboardWidth: 800, gap: 4), to: nil)
        _ = takeDamage(h.root)
        h.gestures.advance(to: 1500)
        let popup = try #require(h.keyboard.model.accentPopup)
        let backdrop = h.keyboard.convert(popup.frame.insetBy(dx: -4, dy: -4), to: nil)
        var expected = RectRegion()
        expected.add(preview)
        expected.add(backdrop)
        #expect(Set(takeDamage(h.root)) == Set(expected.rects.map(\.description)))
        let second = h.keyboard.convert(popup.cells[1], to: nil)
        h.play([(1600, [.move(1, second.midX, second.midY)])])
        #expect(takeDamage(h.root) == [backdrop.description])
        h.play([(1650, [.up(1)])])
        #expect(h.recorder.text == "è")
    }

    /// Hiding during the slide-in turns it round without a jump: no `keyboard shown`, one
    /// `keyboard hidden`; showing again mid-slide-out comes back up and logs once at rest.
    @Test func showAndHideTurnASlideRound() {
        let h = KeyboardHarness()
        h.keyboard.show()
        for _ in 0..<5 {
            h.clock.advance(by: .milliseconds(16))
            h.animator.tick(now: h.clock.now)
        }
        let partway = h.keyboard.visibleHeight
        #expect(partway > 0 && partway < 228)
        h.keyboard.hide()
        h.clock.advance(by: .milliseconds(16))
        h.animator.tick(now: h.clock.now)
        // The spring takes over the slide's velocity: no jump, whichever way it goes first.
        #expect(abs(h.keyboard.visibleHeight - partway) < 40)
        h.keyboard.show()
        h.settle()
        #expect(h.recorder.log.prefix(2) == ["keyboard hidden", "keyboard shown"])
        #expect(h.recorder.log.count == 2 + 34)
        #expect(h.keyboard.visibleHeight == 228 && !h.keyboard.isHidden)
    }
}
