import TactileCore

/// The system clipboard (the `wl_data_device` selection): what this app copies, other apps
/// can paste, and the other way round. Reading goes through the event loop and never blocks
/// it (see `PipeReader`): at most `sizeLimit` bytes, within `timeout`; writing likewise.
///
/// The compositor tells a client the selection only while it has keyboard focus, and takes a
/// copy only with the serial of a recent input event: `copy` quotes the latest one of the
/// seat (a key, button, touch or focus), and does nothing before there is one.
public final class Clipboard {
    /// The largest paste accepted unless `sizeLimit` says otherwise: 16 MB.
    public static let defaultSizeLimit = 16 * 1024 * 1024
    /// The MIME types text is offered as and looked for in, best first (those drops of text
    /// take, `SharedDrops.textTypes`).
    public static let textTypes = SharedDrops.textTypes

    /// The largest paste accepted, in bytes; more is refused (`DataTransferError.tooLarge`).
    public var sizeLimit = Clipboard.defaultSizeLimit
    /// How long a paste (or a copy another client reads) may take before it is given up.
    public var timeout: TimeSpan = .seconds(5)
    /// Called when the selection changes (another app copied, or the window gained focus).
    public var onChange: (() -> Void)?

    private let manager: OpaquePointer
    let loop: EventLoop
    private let log: (String) -> Void
    /// The seat whose data device and input serial are used.
    private let seat: () -> Seat?
    /// Our own selection while the compositor has not cancelled it.
    private var ownSource: DataSource?

    init(manager: OpaquePointer, loop: EventLoop, seat: @escaping () -> Seat?, log: @escaping (String) -> Void) {
        self.manager = manager
        self.loop = loop
        self.seat = seat
        self.log = log
    }

    /// Whether `copy` would be taken now: the seat has a data device and an input serial.
    public var canCopy: Bool {
        guard let seat = seat() else { return false }
        return seat.dataDevice != nil && seat.lastInputSerial != nil
    }

    /// Our own selection's text while the compositor has not cancelled it; nil otherwise.
    var ownText: String? {
        guard let bytes = ownSource?.representations.first(where: { Self.textTypes.contains($0.mimeType) })?.bytes() else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The MIME types the selection offers now; empty when it is empty or not known.
    public var offeredTypes: [String] { seat()?.dataDevice?.selection?.mimeTypes ?? [] }

    /// Makes `representations` (data by MIME type, best first) the selection. False when it
    /// cannot be: no input event yet whose serial the request could quote.
    @discardableResult
    public func copy(_ representations: [(mimeType: String, bytes: [UInt8])]) -> Bool {
        guard let seat = seat(), let device = seat.dataDevice, let serial = seat.lastInputSerial else {
            log("clipboard: nothing copied: no input event yet to quote")
            return false
        }
        let source = DataSource(manager: manager, representations: representations.map { representation in
            (representation.mimeType, { representation.bytes })
        }, loop: loop, timeout: timeout, log: log)
        source.onCancelled = { [unowned self, unowned source] in
            if ownSource === source { ownSource = nil }
        }
        device.setSelection(source, serial: serial)
        ownSource = source
        return true
    }

    /// Copies `text` (UTF-8, under every name of `textTypes`).
    @discardableResult
    public func copy(text: String) -> Bool {
        let bytes = Array(text.utf8)
        return copy(Self.textTypes.map { ($0, bytes) })
    }

    /// Empties the selection if it is ours (a kiosk session's reset: the next visitor must not
    /// paste what the last one copied).
    public func clearOwnSelection() {
        guard ownSource != nil, let seat = seat(), let device = seat.dataDevice, let serial = seat.lastInputSerial else { return }
        device.setSelection(nil, serial: serial)
        // Destroyed, the source leaves the selection even where the compositor ignores the
        // request for quoting the serial the copy quoted (weston wants a newer one).
        ownSource = nil
    }

    /// Reads the selection as the first of `mimeTypes` it offers; `completion` runs with the
    /// bytes or why there are none: at once when nothing fitting is offered, else on the loop
    /// when the transfer ends.
    public func paste(_ mimeTypes: [String], completion: @escaping (Result<[UInt8], DataTransferError>) -> Void) {
        guard let offer = seat()?.dataDevice?.selection else { return completion(.failure(.nothingOffered)) }
        guard let type = offer.firstOffered(of: mimeTypes) else { return completion(.failure(.typeNotOffered(mimeTypes))) }
        offer.receive(type, loop: loop, limit: sizeLimit, timeout: timeout) { [log] result in
            if case .failure(let error) = result { log("clipboard: paste of \(type) refused: \(error)") }
            completion(result)
        }
    }

    /// Reads the selection as text (the first of `textTypes` offered, taken as UTF-8);
    /// invalid UTF-8 is refused whole.
    public func paste(text completion: @escaping (Result<String, DataTransferError>) -> Void) {
        paste(Self.textTypes) { [log] result in
            completion(result.flatMap { bytes in
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    log("clipboard: paste refused: the text is not valid UTF-8")
                    return .failure(.invalidText)
                }
                return .success(text)
            })
        }
    }
}
