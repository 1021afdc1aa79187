import CWaylandClient

/// A C listener struct copied once to a stable, never-freed address.
///
/// libwayland keeps the listener pointer for the whole life of the proxy, so it must
/// never move; every Wayland object type keeps one table in a `static let`. The memory is
/// written once, before any use, and only read after: that is why sharing it is safe.
struct ListenerTable<Listener>: @unchecked Sendable {
    /// The address to hand to `*_add_listener`.
    let pointer: UnsafePointer<Listener>

    init(_ listener: Listener) {
        let storage = UnsafeMutablePointer<Listener>.allocate(capacity: 1)
        storage.initialize(to: listener)
        pointer = UnsafePointer(storage)
    }
}

/// The Swift object a listener callback belongs to, recovered from the `data` pointer
/// that was registered with `listenerData(_:)`.
@inline(__always)
func listenerOwner<Owner: AnyObject>(_ data: UnsafeMutableRawPointer?, as type: Owner.Type) -> Owner {
    Unmanaged<Owner>.fromOpaque(data!).takeUnretainedValue()
}

/// The opaque pointer under which `object` registers itself with libwayland. Unretained:
/// each object destroys its proxy in `deinit`, so no callback can outlive it.
@inline(__always)
func listenerData(_ object: AnyObject) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}

/// A Swift object receiving its proxy's events through a libwayland dispatcher
/// (`wl_proxy_add_dispatcher`) rather than a listener: libwayland hands over the decoded
/// arguments directly, with no libffi closure per event (the input objects' hot path).
protocol ProxyEventHandler: AnyObject {
    /// One event: `opcode` as numbered in the protocol's XML, `args` its arguments in order.
    func handle(opcode: UInt32, _ args: UnsafeMutablePointer<wl_argument>)
}

/// The body of a dispatcher: passes the event to the `Owner` whose `listenerData(_:)` is the
/// proxy's user data (`target` is the proxy). Returns what libwayland expects (0, or -1 when
/// the call cannot be delivered).
@inline(__always)
func dispatchEvent<Owner: ProxyEventHandler>(to type: Owner.Type, target: UnsafeMutableRawPointer?, opcode: UInt32,
                                             args: UnsafeMutablePointer<wl_argument>?) -> Int32 {
    guard let target, let args, let data = wl_proxy_get_user_data(OpaquePointer(target)) else { return -1 }
    listenerOwner(data, as: type).handle(opcode: opcode, args)
    return 0
}
