import CWaylandClient
import TactileCore

/// A seat's `wl_data_device`: receives the offers other clients make (the selection as it
/// changes) and sets this client's own selection.
///
/// Offer lifetimes follow the protocol: `data_offer` announces an offer (its types follow at
/// once), then `selection` or `enter` uses it. A selection offer lives until the next
/// `selection` replaces it; an announced offer that nothing used is destroyed at the next
/// `selection` or `enter`.
final class DataDevice {
    let proxy: OpaquePointer
    private let version: UInt32
    /// Offers announced and not yet used by `selection` or `enter`.
    private var announced: [DataOffer] = []
    /// The current selection's offer; nil when the selection is empty (or not yet known:
    /// the compositor sends it when the window gains keyboard focus).
    private(set) var selection: DataOffer?
    /// Called after `selection` changed.
    var onSelectionChange: (() -> Void)?
    /// Called with each event of another client's drag over our surfaces (`enter` with its
    /// offer, which the handler then owns; `motion`, `leave`, `drop` with none).
    var onDrag: ((WlDataDeviceEvent, DataOffer?) -> Void)?

    init(manager: OpaquePointer, seat: OpaquePointer, version: UInt32) {
        proxy = wl_data_device_manager_get_data_device(manager, seat)
        self.version = version
        addEventDispatcher(Self.events, to: proxy, owner: self)
    }

    deinit {
        announced.removeAll()
        selection = nil
        if version >= UInt32(WL_DATA_DEVICE_RELEASE_SINCE_VERSION) { wl_data_device_release(proxy) } else { wl_data_device_destroy(proxy) }
    }

    /// Makes `source` the selection (nil clears it), quoting the serial of the input event
    /// that caused it.
    func setSelection(_ source: DataSource?, serial: UInt32) {
        wl_data_device_set_selection(proxy, source?.proxy, serial)
    }

    /// Takes the announced offer for `proxy` out of the announced list; the others, stale,
    /// are destroyed.
    private func takeAnnounced(_ proxy: OpaquePointer?) -> DataOffer? {
        let offer = announced.first { $0.proxy == proxy }
        announced.removeAll()
        return offer
    }

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (device: DataDevice, event: WlDataDeviceEvent) in device.handle(event) }
    }

    private func handle(_ event: WlDataDeviceEvent) {
        switch event {
        case .dataOffer(let id):
            if let id { announced.append(DataOffer(proxy: id)) }
        case .selection(let id):
            selection = id == nil ? nil : takeAnnounced(id)
            onSelectionChange?()
        case .enter(_, _, _, _, let id):
            onDrag?(event, takeAnnounced(id))
        case .leave, .motion, .drop:
            onDrag?(event, nil)
        }
    }
}
