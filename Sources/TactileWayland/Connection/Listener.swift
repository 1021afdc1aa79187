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

/// The Swift object a dispatcher call belongs to (see `wl_proxy_add_dispatcher`): `target` is
/// the proxy, whose user data was registered with `listenerData(_:)`.
@inline(__always)
func dispatchOwner<Owner: AnyObject>(_ target: UnsafeMutableRawPointer?, as type: Owner.Type) -> Owner? {
    guard let target, let data = wl_proxy_get_user_data(OpaquePointer(target)) else { return nil }
    return listenerOwner(data, as: type)
}
