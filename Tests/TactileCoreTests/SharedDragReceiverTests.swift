import Testing
@testable import TactileCore

private struct SourceStalled: Error, CustomStringConvertible {
    var description: String { "the source did not finish within 5 s" }
}

/// A window with two zones side by side: `notes` (0–400) takes text, `images` (400–800)
/// takes PNG images and prefers a move; both trace their highlight and what they received.
private final class SharedDragHarness {
    let drags = DragHarness()
    let receiver = SharedDragReceiver()
    let notes: DropZone
    let images: DropZone
    var log: [String] = []
    var received: [String] = []
    /// Whether `notes` takes what arrives.
    var notesTake = true

    init() {
        notes = drags.zone(drags.palette)
        images = drags.zone(drags.tray)
        notes.sharedDrops = SharedDrops(types: SharedDrops.textTypes) { [unowned self] drop in
            received.append("notes got \(drop.mimeType) \"\(drop.text ?? "?")\" at \(drop.location.x),\(drop.location.y)")
            return notesTake
        }
        images.sharedDrops = SharedDrops(types: ["image/png"], preferredAction: .move) { [unowned self] drop in
            received.append("images got \(drop.bytes.count) bytes")
            return true
        }
        receiver.log = { [unowned self] in log.append($0) }
        receiver.add(drags.manager)
    }
}

@Suite struct SharedDragReceiverTests {
    /// Over an interested zone the offer is accepted with the zone's best offered type and its
    /// preferred action, and the zone lights up; elsewhere the answer is null and no action,
    /// the highlight off. Answers are sent when the zone changes, not at every motion.
    @Test func answersFollowTheZoneUnderTheDrag() {
        let h = SharedDragHarness()
        let offer = RecordedOffer(["application/x-flower", "text/plain", "image/png"])
        h.receiver.handle(.enter(offer, location: Point(x: 100, y: 100)))
        #expect(offer.answers == ["accept text/plain", "actions copy|move preferring copy"])
        #expect(h.notes.isHighlighted && !h.images.isHighlighted)
        h.receiver.handle(.motion(location: Point(x: 120, y: 110)))
        #expect(offer.answers.count == 2)
        h.receiver.handle(.motion(location: Point(x: 500, y: 110)))
        #expect(offer.answers.suffix(2) == ["accept image/png", "actions copy|move preferring move"])
        #expect(!h.notes.isHighlighted && h.images.isHighlighted)
        h.receiver.handle(.motion(location: Point(x: 900, y: 110)))
        #expect(offer.answers.suffix(2) == ["accept null", "actions none"])
        #expect(!h.images.isHighlighted)
        h.receiver.handle(.leave)
        #expect(offer.answers.last == "discard")
        #expect(h.receiver.drag == nil)
    }

    /// A drop on an interested zone reads the zone's type with the receiver's limit and
    /// timeout; when the data arrives the zone gets it as text at the drop point (in its own
    /// space), then the offer is finished and let go, and the leave that follows changes nothing.
    @Test func aDropReadsTheDataThenFinishes() throws {
        let h = SharedDragHarness()
        h.receiver.sizeLimit = 1000
        let offer = RecordedOffer(["text/plain;charset=utf-8"])
        var deliveries = 0
        h.receiver.afterDelivery = { deliveries += 1 }
        h.receiver.handle(.enter(offer, location: Point(x: 10, y: 10)))
        h.receiver.handle(.motion(location: Point(x: 30, y: 40)))
        h.receiver.handle(.drop)
        h.receiver.handle(.leave)
        #expect(!h.notes.isHighlighted)
        let request = try #require(offer.requested)
        #expect(request.type == "text/plain;charset=utf-8" && request.limit == 1000 && request.timeout == .seconds(5))
        #expect(h.received.isEmpty && deliveries == 0)
        offer.complete(.success(Array("grüße".utf8)))
        #expect(h.received == ["notes got text/plain;charset=utf-8 \"grüße\" at 30.0,40.0"])
        #expect(offer.answers.suffix(3) == ["receive text/plain;charset=utf-8", "finish", "discard"])
        #expect(deliveries == 1)
    }

    /// Refusals: a source whose transfer fails (too large, too slow), text that is not UTF-8,
    /// and a zone that does not want what arrived each end with a debug line and the offer let
    /// go without `finish` (the source hears the drop was cancelled and keeps its item).
    @Test func refusedTransfersAreNeverFinished() {
        let cases: [(String, Result<[UInt8], any Error>, Bool, String)] = [
            ("stalled", .failure(SourceStalled()), true,
             "external drop of text/plain refused: the source did not finish within 5 s"),
            ("invalid UTF-8", .success([0x61, 0xff, 0xfe]), true,
             "external drop of text/plain refused: the text is not valid UTF-8"),
            ("unwanted", .success(Array("x".utf8)), false, "external drop of text/plain refused by its zone"),
        ]
        for (name, result, notesTake, line) in cases {
            let h = SharedDragHarness()
            h.notesTake = notesTake
            let offer = RecordedOffer(["text/plain"])
            h.receiver.handle(.enter(offer, location: Point(x: 10, y: 10)))
            h.receiver.handle(.drop)
            offer.complete(result)
            #expect(h.log.last == line, "\(name)")
            #expect(!offer.answers.contains("finish"), "\(name)")
            #expect(offer.answers.last == "discard", "\(name)")
        }
    }

    /// A drag offering nothing a zone reads, or one a zone's `isInterested` turns down, is
    /// refused everywhere: no highlight, a null accept, and a drop (a compositor that sends
    /// one anyway) reads nothing and lets the offer go. No drag is left behind.
    @Test func uninterestingDragsAreRefusedEverywhere() {
        let h = SharedDragHarness()
        h.images.sharedDrops?.isInterested = { drag in !drag.mimeTypes.contains("application/x-secret") }
        for types in [["application/x-flower"], ["image/png", "application/x-secret"]] {
            let offer = RecordedOffer(types)
            h.receiver.handle(.enter(offer, location: Point(x: 500, y: 100)))
            #expect(offer.answers == ["accept null", "actions none"], "\(types)")
            #expect(!h.images.isHighlighted)
            h.receiver.handle(.drop)
            #expect(offer.answers.last == "discard" && !offer.answers.contains { $0.hasPrefix("receive") }, "\(types)")
            #expect(h.receiver.drag == nil)
        }
        #expect(h.log.filter { $0 == "external drop refused: no interested zone under it" }.count == 2)
    }

    /// A new enter while a drag is over the window (a compositor that lost a leave) lets the
    /// old offer go and its zone's highlight off before the new drag starts.
    @Test func anEnterReplacesAStaleDrag() {
        let h = SharedDragHarness()
        let first = RecordedOffer(["text/plain"]), second = RecordedOffer(["image/png"])
        h.receiver.handle(.enter(first, location: Point(x: 10, y: 10)))
        h.receiver.handle(.enter(second, location: Point(x: 500, y: 10)))
        #expect(first.answers.last == "discard")
        #expect(!h.notes.isHighlighted && h.images.isHighlighted)
        #expect(h.receiver.drag?.mimeTypes == ["image/png"])
    }

    /// A zone unregistered, or hidden, while the data is on its way gets nothing: the drop is
    /// refused. A hidden zone is not entered at all, like an in-app drag's.
    @Test func aZoneGoneBeforeTheDataArrivesRefusesIt() {
        let h = SharedDragHarness()
        let offer = RecordedOffer(["text/plain"])
        h.receiver.handle(.enter(offer, location: Point(x: 10, y: 10)))
        h.receiver.handle(.drop)
        h.drags.manager.unregister(h.notes)
        offer.complete(.success(Array("late".utf8)))
        #expect(h.received.isEmpty)
        #expect(h.log.last == "external drop of text/plain refused: the zone is gone")
        #expect(!offer.answers.contains("finish"))
        h.drags.tray.isHidden = true
        let hidden = RecordedOffer(["image/png"])
        h.receiver.handle(.enter(hidden, location: Point(x: 500, y: 10)))
        #expect(hidden.answers == ["accept null", "actions none"])
    }

    /// The zone's own hooks for in-app drags see nothing of another app's drag, and an in-app
    /// drag meanwhile goes on as before: the highlight counts both.
    @Test func anInAppDragAndAnExternalDragShareTheHighlight() {
        let h = SharedDragHarness()
        var changes: [Bool] = []
        h.notes.highlightChanged = { changes.append($0) }
        let offer = RecordedOffer(["text/plain"])
        h.receiver.handle(.enter(offer, location: Point(x: 10, y: 10)))
        h.notes.setHovering(true)  // An in-app drag comes over it too.
        h.receiver.handle(.leave)
        #expect(h.notes.isHighlighted)
        h.notes.setHovering(false)
        #expect(changes == [true, false])
    }
}
