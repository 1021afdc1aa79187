import Testing
@testable import TactileCore

/// Drags that leave the window: handed to the compositor only once the finger is outside,
/// removed by a move another app takes, home again after a cancel, a refusal or a timeout.
@Suite struct DragDropSharedDragTests {
    /// A harness with tile A (in the palette, offered to other apps) and an interested tray,
    /// and a recording carrier.
    private func setUp(operation: DragOperation = .move, lift: LiftStyle = .item()) -> (DragHarness, RecordingCarrier, View) {
        let (h, carrier, a, _) = DragHarness.offeringTileA(operation: operation, lift: lift)
        return (h, carrier, a)
    }

    /// Inside the window the drag is the app's own: no hand-off however far it goes (the
    /// tray's right edge is the window's); past the edge, once the input's turn is over, it
    /// is handed over with the finger's id, the pasteboard's text and the item's description.
    @Test func leavingTheWindowHandsTheDragOver() throws {
        let (h, carrier, a) = setUp()
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 600, 300)]), (20, [.move(1, 799, 300)])])
        #expect(carrier.lines.isEmpty)
        h.play([(30, [.move(1, 830, 300)])])
        #expect(carrier.lines.isEmpty)  // Not from inside the recognizer's action.
        h.wait(0)
        #expect(carrier.lines == ["start A finger(id: 1) actions 3 text/plain;charset=utf-8,text/plain,application/x-tactile-item"])
        let handOff = try #require(carrier.handOffs.first)
        #expect(handOff.data.first?.bytes == Array("A".utf8))
        #expect(handOff.offersImage, "the pasteboard offers the item's picture, drawn by the window when asked")
        #expect(String(decoding: handOff.data[2].bytes, as: UTF8.self) == "tactile-item 1\nidentifier A\ntext A\ncolour #000000\nsize 60 60\n")
        #expect(handOff.hotspot.x > 29 && handOff.hotspot.x < 31 && handOff.hotspot.y > 29 && handOff.hotspot.y < 31)
        #expect(h.trace.suffix(4) == ["tray highlight off", "tray exited by A", "delegate A exited tray", "delegate A handed off"])
        #expect(a.isHidden)
        #expect(h.dispatcher.isInputInProgress)  // Not at rest while another app may take it.
        // The compositor keeps the finger's up: the touch is over here already, and the next
        // finger with the same id works.
        #expect(!h.dispatcher.hasTouchesDown)
        h.play([(40, [.move(1, 900, 300)])])
        #expect(h.manager.sessions.count == 1 && h.manager.sessions[0].location.x == 830)
        let b = h.tile("B", at: 100, 300, in: h.palette)
        h.source(b)
        h.play([(50, [.down(1, 100, 300)]), (60, [.move(1, 500, 300)]), (70, [.up(1)])])
        #expect(h.trace.contains("B ended moved into tray"))
    }

    /// Another app takes the item with a move: it is removed here, and the drag ends
    /// `sentToOtherApp(.move)`; no timeout fires after.
    @Test func aMoveTakenElsewhereRemovesTheItem() throws {
        let (h, carrier, a) = setUp()
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 830, 300)])])
        h.wait(0)
        let handOff = try #require(carrier.handOffs.first)
        handOff.targetAccepts("text/plain;charset=utf-8")
        handOff.actionChosen(.move)
        handOff.dropWasPerformed()
        handOff.finished()
        #expect(a.superview == nil)
        #expect(!h.dispatcher.isInputInProgress)
        #expect(h.trace.suffix(2) == ["A ended sent to another app moved", "delegate A ended sent to another app moved"])
        h.wait(5000)
        #expect(carrier.lines.count == 1 && h.manager.sessions.isEmpty && h.manager.overlay.superview == nil)
    }

    /// A copy taken elsewhere, and a shadow lift's move: the copy leaves the item home; the
    /// shadow's move removes the original (the snapshot goes too).
    @Test func aCopyTakenElsewhereSpringsTheItemHome() throws {
        let (h, carrier, a) = setUp()
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 830, 300)])])
        h.wait(0)
        let handOff = try #require(carrier.handOffs.first)
        handOff.actionChosen(.copy)
        handOff.finished()
        #expect(h.settle() != nil)
        #expect(h.place(a) == "A in palette #0 at (100, 100) 60×60")
        #expect(h.trace.last == "delegate A ended sent to another app copied")

        let (shadow, shadowCarrier, original) = setUp(lift: .shadow())
        shadow.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 830, 300)])])
        shadow.wait(0)
        let moved = try #require(shadowCarrier.handOffs.first)
        moved.actionChosen(.move)
        moved.finished()
        #expect(original.superview == nil && original.alpha == 1)
        #expect(shadow.manager.overlay.superview == nil)
    }

    /// A cancel after a target saw the drag, and one with no target ever: the item springs
    /// home as after an in-app cancel, and the delegate hears why.
    @Test(arguments: [true, false])
    func aCancelSpringsTheItemHome(targetSeen: Bool) throws {
        let (h, carrier, a) = setUp()
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 830, 300)])])
        h.wait(0)
        let handOff = try #require(carrier.handOffs.first)
        if targetSeen { handOff.targetAccepts("text/plain") }
        handOff.cancelled()
        #expect(!a.isHidden)
        #expect(h.trace.suffix(3) == ["delegate A came back \(targetSeen ? "cancelled" : "noTarget")",
                                      "A ended returned cancelled", "delegate A ended returned cancelled"])
        #expect(h.settle() != nil)
        #expect(h.place(a) == "A in palette #0 at (100, 100) 60×60")
        #expect(h.manager.sessions.isEmpty && h.manager.overlay.superview == nil)
    }

    /// No app sees the drag within the timeout (sway 1.7's touch drags): the carrier gives
    /// it up and the item springs home, the delegate told `timedOut`. An app that accepted a
    /// type in time keeps the drag alive past it.
    @Test func aDragNoAppSeesIsGivenUp() throws {
        let (h, carrier, a) = setUp()
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 830, 300)])])
        h.wait(0)
        h.wait(2999)
        #expect(carrier.lines.count == 1)
        h.wait(1)
        #expect(carrier.lines.last == "cancel A timedOut 3000.0 ms")
        #expect(h.trace.suffix(3) == ["delegate A came back timedOut 3000.0 ms", "A ended returned cancelled", "delegate A ended returned cancelled"])
        #expect(h.settle() != nil)
        #expect(h.place(a) == "A in palette #0 at (100, 100) 60×60")

        let (seen, seenCarrier, _) = setUp()
        seen.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 830, 300)])])
        seen.wait(0)
        let seenHandOff = try #require(seenCarrier.handOffs.first)
        seenHandOff.actionChosen(.copy)  // An action alone is no interest (weston's shell sets one).
        seenHandOff.targetAccepts("text/plain")
        seen.wait(10_000)
        #expect(seenCarrier.lines.count == 1 && seen.manager.sessions.count == 1)
    }

    /// A carrier that cannot start the drag (no data device, no serial) leaves it in the
    /// window: it goes on as before and drops on the tray; it is asked once only.
    @Test func aDragTheCarrierRefusesStaysInTheWindow() {
        let (h, carrier, _) = setUp()
        carrier.accepts = false
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 830, 300)])])
        h.wait(0)
        h.play([(20, [.move(1, 840, 300)]), (30, [.move(1, 500, 300)])])
        h.wait(0)
        h.play([(40, [.up(1)])])
        #expect(carrier.lines.count == 1)
        #expect(h.trace.last == "delegate A ended moved into tray")
    }

    /// Without `sharedDrags`, or from a source that offers nothing, a finger outside the
    /// window changes nothing: the drag is the app's, as it always was.
    @Test func sourcesThatOfferNothingStayInside() {
        let (h, carrier, a) = setUp()
        h.manager.source(for: a)?.sharedDrag = nil
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 830, 300)])])
        h.wait(0)
        h.play([(20, [.up(1)])])
        #expect(carrier.lines.isEmpty)
        #expect(h.trace.last == "delegate A ended returned noZone")
    }

    /// A source that copies offers other apps a copy only; the mouse's drag is handed over
    /// as the pointer's; the app cancelling every drag gives up the compositor's too.
    @Test func copiesMouseAndTheAppsCancel() throws {
        let (h, carrier, a) = setUp(operation: .copy { original in
            let copy = View(frame: original.frame)
            copy.identifier = "copy"
            return copy
        })
        let time = { (ms: UInt32) in ms }
        h.dispatcher.handlePointer(.enter(location: Point(x: 100, y: 100)))
        h.dispatcher.handlePointer(.button(time: time(0), button: PointerButton.left, pressed: true))
        h.dispatcher.handlePointer(.frame)
        h.dispatcher.handlePointer(.motion(time: time(10), location: Point(x: 900, y: 100)))
        h.dispatcher.handlePointer(.frame)
        h.wait(0)
        #expect(carrier.lines.first?.hasPrefix("start A pointer actions 1 ") == true)
        // The compositor's drag takes the pointer away: the leave lifts nothing here.
        h.dispatcher.handlePointer(.leave)
        h.dispatcher.handlePointer(.frame)
        #expect(h.manager.sessions.count == 1)
        h.manager.cancelAllDrags()
        #expect(carrier.lines.last == "cancel A cancelledByApp")
        #expect(h.trace.suffix(3) == ["delegate A came back cancelledByApp", "A ended returned cancelled", "delegate A ended returned cancelled"])
        #expect(h.settle() != nil)
        #expect(h.place(a) == "A in palette #0 at (100, 100) 60×60")
    }

    /// The mouse's drag handed over ends the button here (the compositor keeps its release,
    /// and may send no leave): the item's own pinch and turn, waiting on the button's touch,
    /// let go of it, so once another app has taken a copy and the item is home, the scene is
    /// at rest (without it they waited for a release that never came, and nothing was saved).
    @Test func aMouseDragHandedOverHoldsNothingBack() throws {
        let (h, carrier, a) = setUp()
        h.manager.source(for: a)?.manipulation = DragManipulation()
        h.dispatcher.handlePointer(.enter(location: Point(x: 100, y: 100)))
        h.dispatcher.handlePointer(.button(time: 0, button: PointerButton.left, pressed: true))
        h.dispatcher.handlePointer(.frame)
        h.dispatcher.handlePointer(.motion(time: 10, location: Point(x: 900, y: 100)))
        h.dispatcher.handlePointer(.frame)
        h.wait(0)
        let handOff = try #require(carrier.handOffs.first)
        #expect(!h.dispatcher.hasTouchesDown)
        handOff.targetAccepts("text/plain")
        handOff.actionChosen(.copy)
        handOff.finished()
        #expect(h.settle() != nil)
        #expect(h.place(a) == "A in palette #0 at (100, 100) 60×60")
        #expect(!h.dispatcher.isInputInProgress)
        // A release that comes anyway (a compositor that sends it) changes nothing.
        h.dispatcher.handlePointer(.button(time: 20, button: PointerButton.left, pressed: false))
        h.dispatcher.handlePointer(.frame)
        #expect(!h.dispatcher.isInputInProgress && h.manager.sessions.isEmpty)
    }
}
