import CWaylandClient
import TactileCore

/// Another client's drag offer over our surface, as `SharedDragReceiver` drives it: the
/// `wl_data_offer` of a `wl_data_device.enter`, answered with `accept` (quoting the enter's
/// serial), `set_actions` and, after a drop whose data a zone took, `finish`. Discarded, it
/// destroys the offer.
final class IncomingDragOffer: SharedDragOffer {
    private var offer: DataOffer?
    /// The serial of the `enter` that brought the offer, which `accept` quotes.
    private let serial: UInt32
    private let loop: EventLoop
    /// The protocol version of the offer: `set_actions` and `finish` need 3.
    private let version: UInt32

    init(offer: DataOffer, serial: UInt32, loop: EventLoop) {
        self.offer = offer
        self.serial = serial
        self.loop = loop
        version = wl_proxy_get_version(offer.proxy)
    }

    var mimeTypes: [String] { offer?.mimeTypes ?? [] }

    func accept(_ mimeType: String?) {
        guard let offer else { return }
        wl_data_offer_accept(offer.proxy, serial, mimeType)
    }

    func setActions(preferring action: SharedDragActions?) {
        guard let offer, version >= UInt32(WL_DATA_OFFER_SET_ACTIONS_SINCE_VERSION) else { return }
        let allowed: SharedDragActions = action == nil ? [] : [.copy, .move]
        let preferred = action ?? []
        wl_data_offer_set_actions(offer.proxy, allowed.rawValue, preferred.rawValue)
    }

    func receive(_ mimeType: String, limit: Int, timeout: TimeSpan,
                 completion: @escaping (Result<[UInt8], any Error>) -> Void) {
        guard let offer else { return completion(.failure(DataTransferError.nothingOffered)) }
        offer.receive(mimeType, loop: loop, limit: limit, timeout: timeout) { completion($0.mapError { $0 }) }
    }

    func finish() {
        // `finish` with no action chosen (a source that allows neither copy nor move) is a
        // protocol error; before version 3 there is no `finish` at all.
        guard let offer, version >= UInt32(WL_DATA_OFFER_FINISH_SINCE_VERSION),
              !offer.selectedAction.intersection([.copy, .move]).isEmpty else { return }
        wl_data_offer_finish(offer.proxy)
    }

    func discard() { offer = nil }
}
