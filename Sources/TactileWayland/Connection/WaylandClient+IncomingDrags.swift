import TactileCore

extension WaylandClient {
    /// Turns a data device's report of another client's drag into what the window's
    /// `SharedDragReceiver` follows; nil for an `enter` without an offer (a drag carrying no
    /// data, which no zone could take).
    func sharedDragEvent(_ event: WlDataDeviceEvent, offer: DataOffer?) -> SharedDragEvent? {
        switch event {
        case .enter(let serial, _, let x, let y, _):
            guard let offer else { return nil }
            return .enter(IncomingDragOffer(offer: offer, serial: serial, loop: loop), location: Point(x: x, y: y))
        case .motion(_, let x, let y):
            return .motion(location: Point(x: x, y: y))
        case .leave:
            return .leave
        case .drop:
            return .drop
        case .dataOffer, .selection:
            return nil
        }
    }
}
