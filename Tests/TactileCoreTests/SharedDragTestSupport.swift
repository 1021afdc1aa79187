@testable import TactileCore

/// Another app's offer as a test drives it: records every answer the receiver gives the
/// source, and holds a drop's transfer until the test completes it.
final class RecordedOffer: SharedDragOffer {
    let mimeTypes: [String]
    private(set) var answers: [String] = []
    private var pending: ((Result<[UInt8], any Error>) -> Void)?
    private(set) var requested: (type: String, limit: Int, timeout: TimeSpan)?

    init(_ mimeTypes: [String]) { self.mimeTypes = mimeTypes }

    func accept(_ mimeType: String?) { answers.append("accept \(mimeType ?? "null")") }

    func setActions(preferring action: SharedDragActions?) {
        answers.append("actions \(action.map { "copy|move preferring \($0)" } ?? "none")")
    }

    func receive(_ mimeType: String, limit: Int, timeout: TimeSpan,
                 completion: @escaping (Result<[UInt8], any Error>) -> Void) {
        answers.append("receive \(mimeType)")
        requested = (mimeType, limit, timeout)
        pending = completion
    }

    func finish() { answers.append("finish") }
    func discard() { answers.append("discard") }

    /// The source's answer to `receive` arrives.
    func complete(_ result: Result<[UInt8], any Error>) {
        let completion = pending
        pending = nil
        completion?(result)
    }
}

/// A compositor's side of drags leaving the window, recorded: what was handed over, and
/// whether it was given up. `accepts` false plays a compositor with no data device.
final class RecordingCarrier: SharedDragCarrier {
    var accepts = true
    var handOffs: [SharedDragHandOff] = []
    var lines: [String] = []

    func startSharedDrag(_ handOff: SharedDragHandOff) -> Bool {
        lines.append("start \(handOff.session.sourceView.identifier ?? "?") \(handOff.input) actions \(handOff.actions.rawValue) "
                     + handOff.data.map(\.mimeType).joined(separator: ","))
        guard accepts else { return false }
        handOffs.append(handOff)
        return true
    }

    func cancelSharedDrag(_ handOff: SharedDragHandOff, reason: SharedDragReturn) {
        lines.append("cancel \(handOff.session.sourceView.identifier ?? "?") \(reason)")
    }
}

extension DragHarness {
    /// Tile A in the palette, offered to other apps (`.pasteboard`) with `operation` and
    /// `lift`, the tray a zone interested in it, moves not traced, and a recording carrier
    /// for drags that leave the window.
    static func offeringTileA(operation: DragOperation = .move, lift: LiftStyle = .item())
        -> (h: DragHarness, carrier: RecordingCarrier, a: View, tray: DropZone) {
        let h = DragHarness()
        let carrier = RecordingCarrier()
        h.manager.sharedDrags = carrier
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a) { source in
            source.sharedDrag = .pasteboard
            source.operation = operation
            source.lift = lift
        }
        let tray = h.zone(h.tray)
        h.recordsMoves = false
        return (h, carrier, a, tray)
    }
}
