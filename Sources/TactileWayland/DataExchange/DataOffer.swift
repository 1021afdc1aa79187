import CShims
import CWaylandClient
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// A `wl_data_offer`: what another client (or this one) offers, as the selection or in a
/// drag, with its MIME types and, for a drag, the actions its source allows. The data device
/// that received it owns it and destroys it when the compositor replaces it.
package final class DataOffer {
    let proxy: OpaquePointer
    /// The MIME types offered, in the order the source announced them.
    package private(set) var mimeTypes: [String] = []
    /// The drag actions the source allows (`wl_data_offer.source_actions`, version 3).
    package private(set) var sourceActions: SharedDragActions = []
    /// The action the compositor chose from both sides' (`wl_data_offer.action`).
    package private(set) var selectedAction: SharedDragActions = []

    init(proxy: OpaquePointer) {
        self.proxy = proxy
        addEventDispatcher(Self.events, to: proxy, owner: self)
    }

    deinit {
        wl_data_offer_destroy(proxy)
    }

    /// The first of `types` that is offered.
    package func firstOffered(of types: [String]) -> String? {
        types.first { mimeTypes.contains($0) }
    }

    /// Asks the source for the data of `mimeType` through a new pipe read on `loop` (see
    /// `PipeReader`); `completion` runs on the loop.
    func receive(_ mimeType: String, loop: EventLoop, limit: Int, timeout: TimeSpan,
                 completion: @escaping (Result<[UInt8], DataTransferError>) -> Void) {
        var ends: (Int32, Int32) = (-1, -1)
        let made = withUnsafeMutableBytes(of: &ends) { tactile_pipe_nonblocking($0.baseAddress!.assumingMemoryBound(to: Int32.self)) }
        guard made == 0 else { return completion(.failure(.system(call: "pipe2", reason: errnoDescription()))) }
        wl_data_offer_receive(proxy, mimeType, ends.1)
        close(ends.1)  // The request carries a copy to the source; ours would keep the pipe open.
        PipeReader(descriptor: ends.0, loop: loop, limit: limit, timeout: timeout, completion: completion)
    }

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (offer: DataOffer, event: WlDataOfferEvent) in offer.handle(event) }
    }

    private func handle(_ event: WlDataOfferEvent) {
        switch event {
        case .offer(let mimeType):
            if let mimeType { mimeTypes.append(String(cString: mimeType)) }
        case .sourceActions(let actions):
            sourceActions = SharedDragActions(rawValue: actions)
        case .action(let action):
            selectedAction = SharedDragActions(rawValue: action)
        }
    }
}
