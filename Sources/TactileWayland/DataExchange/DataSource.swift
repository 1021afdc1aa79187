import CWaylandClient
import TactileCore

/// A `wl_data_source` of ours: data this client offers other clients (the selection), each
/// representation written on request through a `PipeWriter`, never blocking the loop.
final class DataSource {
    let proxy: OpaquePointer
    /// The data by MIME type, in the order offered; each made when an app asks for it (a
    /// picture is drawn and encoded only then).
    let representations: [(mimeType: String, bytes: () -> [UInt8])]
    private let loop: EventLoop
    private let timeout: TimeSpan
    private let log: (String) -> Void
    /// Called when the compositor cancels the source (another client took the selection, or
    /// a drag ended without a drop).
    var onCancelled: (() -> Void)?
    /// Receives the drag events of a source given to `start_drag` (see `SharedDragSource`).
    var onDragEvent: ((WlDataSourceEvent) -> Void)?

    init(manager: OpaquePointer, representations: [(mimeType: String, bytes: () -> [UInt8])], loop: EventLoop,
         timeout: TimeSpan, log: @escaping (String) -> Void) {
        proxy = wl_data_device_manager_create_data_source(manager)
        self.representations = representations
        self.loop = loop
        self.timeout = timeout
        self.log = log
        addEventDispatcher(Self.events, to: proxy, owner: self)
        for representation in representations { wl_data_source_offer(proxy, representation.mimeType) }
    }

    deinit {
        wl_data_source_destroy(proxy)
    }

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (source: DataSource, event: WlDataSourceEvent) in source.handle(event) }
    }

    private func handle(_ event: WlDataSourceEvent) {
        switch event {
        case .send(let mimeType, let descriptor):
            let type = mimeType.map { String(cString: $0) } ?? ""
            // A type never offered gets an empty answer: the pipe closes at once.
            let bytes = representations.first { $0.mimeType == type }?.bytes() ?? []
            PipeWriter(descriptor: descriptor, bytes: bytes, loop: loop, timeout: timeout, log: log)
        case .cancelled:
            onCancelled?()
        case .target, .dndDropPerformed, .dndFinished, .action:
            onDragEvent?(event)
        }
    }
}
