import Testing
@testable import TactileCore

/// The window's own drag, handed to the compositor, coming back over the window: the
/// compositor's offer of it is routed to its in-app session. Each test plays one order of
/// the compositor's events (the target's `enter`/`motion`/`drop`/`leave` to the receiver, the
/// source's `dnd_drop_performed`/`dnd_finished`/`cancelled` to the hand-off), on a manual clock.
@Suite struct ReturningDragTests {
    /// Tile A (in the palette, offered to other apps) handed to a recording carrier, the
    /// tray a zone interested in it, and the window's receiver.
    private struct Setup {
        let h: DragHarness
        let carrier: RecordingCarrier
        let receiver: SharedDragReceiver
        let a: View
        let tray: DropZone
        let handOff: SharedDragHandOff
        /// The receiver's log.
        let log: LogLines

        /// The compositor's offer of the drag as it comes back (the same types, in order).
        func offer() -> RecordedOffer { RecordedOffer(handOff.mimeTypes) }
    }

    final class LogLines {
        var lines: [String] = []
    }

    private func setUp(operation: DragOperation = .move) throws -> Setup {
        let (h, carrier, a, tray) = DragHarness.offeringTileA(operation: operation)
        let receiver = SharedDragReceiver()
        let log = LogLines()
        receiver.log = { log.lines.append($0) }
        receiver.add(h.manager)
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 600, 300)]), (20, [.move(1, 830, 300)])])
        h.wait(0)
        let handOff = try #require(carrier.handOffs.first)
        return Setup(h: h, carrier: carrier, receiver: receiver, a: a, tray: tray, handOff: handOff, log: log)
    }

    /// What the same drag does inside the window from the moment it comes over the tray at
    /// (500, 300) until it is let go at (520, 310): the reference an in-app drop gives.
    private func inAppDropTrace() -> (trace: [String], place: String) {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a) { $0.sharedDrag = .pasteboard }
        h.zone(h.tray)
        h.recordsMoves = false
        h.play([(0, [.down(1, 100, 100)]), (10, [.move(1, 300, 300)])])
        let start = h.trace.count
        h.play([(20, [.move(1, 500, 300)]), (30, [.move(1, 520, 310)]), (40, [.up(1)])])
        h.settle()
        return (Array(h.trace[start...]), h.place(a))
    }

    /// Back over the tray and let go there, in weston's order (the target's `drop`, the
    /// source's `dnd_drop_performed`, the target's `leave`, then `dnd_finished` after the
    /// window's `finish`): the tray lights up and the tile lands in it with the very trace and
    /// place of an in-app drop; the source hears accept and a move over the tray and the offer
    /// is finished. What the compositor tells the source after changes nothing.
    @Test func letGoOverAZoneItLandsAsAnInAppDrop() throws {
        let s = try setUp()
        let start = s.h.trace.count
        let offer = s.offer()
        s.receiver.handle(.enter(offer, location: Point(x: 500, y: 300)))
        #expect(offer.answers == ["accept text/plain;charset=utf-8", "actions copy|move preferring move"])
        #expect(s.tray.isHighlighted && s.a.isHidden)
        s.receiver.handle(.motion(location: Point(x: 520, y: 310)))
        #expect(offer.answers.count == 2)
        s.receiver.handle(.drop)
        s.handOff.actionChosen(.move)
        s.handOff.dropWasPerformed()
        s.receiver.handle(.leave)
        s.handOff.finished()
        s.h.settle()
        let reference = inAppDropTrace()
        #expect(Array(s.h.trace[start...]) == reference.trace)
        #expect(s.h.place(s.a) == reference.place)
        #expect(reference.place.hasPrefix("A in tray"))
        #expect(!s.a.isHidden && !s.tray.isHighlighted)
        #expect(offer.answers == ["accept text/plain;charset=utf-8", "actions copy|move preferring move", "finish", "discard"])
        #expect(s.carrier.lines.count == 1, "the carrier is never asked to give it up")
        #expect(s.handOff.landedInWindow && s.handOff.isOver)
        #expect(s.h.manager.sessions.isEmpty && !s.h.dispatcher.isInputInProgress)
        #expect(s.log.lines == ["external drag entered offering text/plain;charset=utf-8 text/plain application/x-tactile-item image/png: A, the window's own drag, came back",
                                "external drop: A, the window's own drag, dropped in the window"])
    }

    /// A source event before the target's: `dnd_drop_performed` first, and a `cancelled`
    /// after the drop (a compositor that cancels anyway): the tile lands once, and stays.
    @Test func sourceEventsAroundTheDropChangeNothing() throws {
        let s = try setUp()
        let offer = s.offer()
        s.receiver.handle(.enter(offer, location: Point(x: 520, y: 310)))
        s.handOff.dropWasPerformed()
        s.receiver.handle(.drop)
        let landed = s.h.trace
        s.handOff.cancelled()
        s.receiver.handle(.leave)
        s.h.settle()
        #expect(s.h.trace == landed)
        #expect(landed.suffix(2) == ["A ended moved into tray", "delegate A ended moved into tray"])
        #expect(s.h.place(s.a).hasPrefix("A in tray"))
    }

    /// Back over the window but over no zone, and let go there: the source was refused, so
    /// the compositor cancels (then the target hears `leave`): the tile springs home as after
    /// an in-app cancel, the delegate told it came back. Passing over the tray first lights
    /// it up and then off again. A compositor that sends the target a drop there anyway
    /// changes nothing: the offer is let go unfinished.
    @Test(arguments: [false, true])
    func letGoOverNoZoneItSpringsHome(dropSentAnyway: Bool) throws {
        let s = try setUp()
        let start = s.h.trace.count
        let offer = s.offer()
        s.receiver.handle(.enter(offer, location: Point(x: 500, y: 300)))
        s.receiver.handle(.motion(location: Point(x: 200, y: 300)))
        #expect(offer.answers == ["accept text/plain;charset=utf-8", "actions copy|move preferring move", "accept null", "actions none"])
        if dropSentAnyway {
            s.receiver.handle(.drop)
            #expect(offer.answers.last == "discard" && s.a.isHidden && s.h.manager.sessions.count == 1)
        }
        s.handOff.cancelled()
        s.receiver.handle(.leave)
        #expect(!s.a.isHidden)
        #expect(s.h.settle() != nil)
        #expect(Array(s.h.trace[start...]) == ["tray highlight on", "tray entered by A", "delegate A entered tray",
                                              "tray highlight off", "tray exited by A", "delegate A exited tray",
                                              "delegate A came back cancelled", "A ended returned cancelled",
                                              "delegate A ended returned cancelled"])
        #expect(s.h.place(s.a) == "A in palette #0 at (100, 100) 60×60")
        #expect(offer.answers.last == "discard" && !offer.answers.contains("finish"))
        #expect(s.h.manager.sessions.isEmpty && s.h.manager.overlay.superview == nil)
    }

    /// The compositor ends the drag from the source's side while it hovers over the tray,
    /// before any drop: a `finished` (no real compositor sends it before the drop) or a
    /// `cancelled`. No other app can have it: it leaves the tray and springs home, and the
    /// drop that may still come lands nothing and finishes nothing.
    @Test(arguments: [true, false])
    func endedFromTheSourceSideBeforeTheDropItGoesHome(finished: Bool) throws {
        let s = try setUp()
        let offer = s.offer()
        s.receiver.handle(.enter(offer, location: Point(x: 500, y: 300)))
        s.handOff.actionChosen(.move)
        if finished { s.handOff.finished() } else { s.handOff.cancelled() }
        #expect(s.h.trace.suffix(6) == ["tray highlight off", "tray exited by A", "delegate A exited tray",
                                        "delegate A came back cancelled", "A ended returned cancelled", "delegate A ended returned cancelled"])
        let ended = s.h.trace
        s.receiver.handle(.motion(location: Point(x: 520, y: 310)))
        s.receiver.handle(.drop)
        s.receiver.handle(.leave)
        #expect(s.h.trace == ended)
        #expect(!offer.answers.contains("finish") && offer.answers.last == "discard")
        #expect(s.log.lines.last == "external drop refused: A, the window's own drag, is over no zone or already home")
        #expect(s.h.settle() != nil)
        #expect(s.h.place(s.a) == "A in palette #0 at (100, 100) 60×60")
    }

    /// Back over the tray, then out again without a drop (`leave`): it leaves the tray and is
    /// away as before; another app then takes it with a move, and it is removed here. Brought
    /// back again and again, a new offer each time (once with the leave lost), it is
    /// recognised each time and lands once, on the last.
    @Test func outAgainAfterComingBack() throws {
        let s = try setUp()
        let first = s.offer()
        s.receiver.handle(.enter(first, location: Point(x: 500, y: 300)))
        s.receiver.handle(.leave)
        #expect(s.h.trace.suffix(3) == ["tray highlight off", "tray exited by A", "delegate A exited tray"])
        #expect(first.answers.last == "discard" && s.a.isHidden && !s.tray.isHighlighted)
        #expect(s.log.lines.last == "external drag left: A, the window's own drag, went out again")
        s.handOff.targetAccepts("text/plain")
        s.handOff.actionChosen(.move)
        s.handOff.dropWasPerformed()
        s.handOff.finished()
        #expect(s.a.superview == nil)
        #expect(s.h.trace.last == "delegate A ended sent to another app moved")

        let again = try setUp()
        for _ in 0..<2 {
            again.receiver.handle(.enter(again.offer(), location: Point(x: 500, y: 300)))
            again.receiver.handle(.leave)
        }
        // A compositor that loses a leave: the next enter lets the stale offer go first.
        let stale = again.offer()
        again.receiver.handle(.enter(stale, location: Point(x: 500, y: 300)))
        let last = again.offer()
        again.receiver.handle(.enter(last, location: Point(x: 520, y: 310)))
        again.receiver.handle(.drop)
        #expect(again.h.trace.last == "delegate A ended moved into tray")
        #expect(last.answers.suffix(2) == ["finish", "discard"])
        #expect(stale.answers.last == "discard" && !stale.answers.contains("finish"))
        #expect(again.h.trace.filter { $0 == "delegate A dropped on tray" }.count == 1)
    }

    /// A drag that comes straight back and hovers over the window is carried by the
    /// compositor (it delivered it to us): no timeout gives it up while it stays, however long.
    @Test func noTimeoutWhileItIsBack() throws {
        let s = try setUp()
        s.receiver.handle(.enter(s.offer(), location: Point(x: 200, y: 300)))
        s.h.wait(10_000)
        #expect(s.carrier.lines.count == 1 && s.h.manager.sessions.count == 1)
        s.receiver.handle(.motion(location: Point(x: 520, y: 310)))
        s.receiver.handle(.drop)
        #expect(s.h.trace.last == "delegate A ended moved into tray")
    }

    /// Another app's drag (other types) while the tile is out is that app's: it goes to the
    /// zones that take other apps' drags, and the tile's session is not touched. The app
    /// cancelling every drag while the tile is back over the tray gives it up: it leaves the
    /// tray and springs home.
    @Test func otherDragsAndTheAppsCancel() throws {
        let s = try setUp()
        s.tray.sharedDrops = SharedDrops(types: ["text/plain"]) { _ in true }
        let foreign = RecordedOffer(["text/plain"])
        let before = s.h.trace
        s.receiver.handle(.enter(foreign, location: Point(x: 500, y: 300)))
        #expect(foreign.answers == ["accept text/plain", "actions copy|move preferring copy"])
        #expect(s.h.trace.suffix(1) == ["tray highlight on"] && s.h.trace.count == before.count + 1)
        s.receiver.handle(.leave)
        #expect(s.a.isHidden && s.h.manager.sessions.count == 1)

        s.receiver.handle(.enter(s.offer(), location: Point(x: 500, y: 300)))
        s.h.manager.cancelAllDrags()
        #expect(s.carrier.lines.last == "cancel A cancelledByApp")
        #expect(s.h.trace.suffix(6) == ["tray highlight off", "tray exited by A", "delegate A exited tray",
                                        "delegate A came back cancelledByApp", "A ended returned cancelled",
                                        "delegate A ended returned cancelled"])
        #expect(s.h.settle() != nil)
        #expect(s.h.place(s.a) == "A in palette #0 at (100, 100) 60×60")
    }
}
