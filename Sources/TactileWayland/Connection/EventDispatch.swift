import CWaylandClient

/// The events of one interface, each decoded with its typed arguments from the array
/// libwayland hands a dispatcher: the enums of ProtocolEvents.swift, generated from the
/// protocols' XML by protocols/regenerate.sh.
protocol ProtocolEvent {
    /// Decodes event `opcode`; nil for an opcode the protocol file does not know.
    init?(opcode: UInt32, _ args: UnsafeMutablePointer<wl_argument>)
}

/// Routes the events of `proxy` to `dispatcher`, with `owner` as the proxy's user data.
///
/// Every Wayland object here receives its events this one way, through a libwayland
/// dispatcher (`wl_proxy_add_dispatcher`) rather than a listener struct: libwayland then
/// hands over the decoded argument array directly, where a listener costs a libffi closure
/// call per event (about 2.2 K client instructions per touch frame). The owner is
/// unretained: each object destroys its proxies in `deinit`, so no event can outlive it.
func addEventDispatcher(_ dispatcher: wl_dispatcher_func_t, to proxy: OpaquePointer, owner: AnyObject) {
    wl_proxy_add_dispatcher(proxy, dispatcher, nil, Unmanaged.passUnretained(owner).toOpaque())
}

/// The body of a dispatcher: decodes the event of `target` (the proxy) and hands it to
/// `deliver` with the proxy's owner (see `addEventDispatcher`). An event of a later version
/// than the protocol file's is dropped (none is sent: proxies are bound at most at the
/// version their owner handles). Returns what libwayland expects: 0, or -1 when the call
/// cannot be delivered.
@inline(__always)
func dispatchEvent<Owner: AnyObject, Event: ProtocolEvent>(target: UnsafeMutableRawPointer?, opcode: UInt32,
                                                           args: UnsafeMutablePointer<wl_argument>?,
                                                           to deliver: (Owner, Event) -> Void) -> Int32 {
    guard let target, let args, let data = wl_proxy_get_user_data(OpaquePointer(target)) else { return -1 }
    if let event = Event(opcode: opcode, args) { deliver(Unmanaged<Owner>.fromOpaque(data).takeUnretainedValue(), event) }
    return 0
}
