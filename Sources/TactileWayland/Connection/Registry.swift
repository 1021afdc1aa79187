import CWaylandClient
import CWaylandProtocols

/// The compositor's list of globals, and the binding of each at the version both sides
/// understand.
final class Registry {
    /// One advertised global.
    struct Global {
        let name: UInt32
        let interface: String
        let version: UInt32
    }

    let proxy: OpaquePointer
    /// Held so the connection outlives the registry proxy, whatever order owners release in.
    private let display: Display
    private(set) var globals: [UInt32: Global] = [:]
    /// Called for each global advertised after the initial roundtrip (new outputs, seats).
    var onGlobalAdded: ((Global) -> Void)?
    /// Called when a global disappears (an output unplugged, a seat removed).
    var onGlobalRemoved: ((UInt32) -> Void)?

    init(display: Display) {
        self.display = display
        proxy = wl_display_get_registry(display.proxy)
        wl_registry_add_listener(proxy, Self.listener.pointer, listenerData(self))
    }

    deinit {
        wl_registry_destroy(proxy)
    }

    /// The first advertised global with this interface name.
    func first(_ interface: String) -> Global? {
        globals.values.filter { $0.interface == interface }.min { $0.name < $1.name }
    }

    /// Binds `global` at `min(advertised, highest)`: never above what our listeners handle.
    func bind(_ global: Global, interface: UnsafePointer<wl_interface>, highest: UInt32) -> (proxy: OpaquePointer, version: UInt32) {
        let version = min(global.version, highest)
        let raw = wl_registry_bind(proxy, global.name, interface, version)!
        return (OpaquePointer(raw), version)
    }

    private static let listener = ListenerTable(wl_registry_listener(
        global: { data, _, name, interface, version in
            let registry = listenerOwner(data, as: Registry.self)
            let global = Global(name: name, interface: String(cString: interface!), version: version)
            registry.globals[name] = global
            registry.onGlobalAdded?(global)
        },
        global_remove: { data, _, name in
            let registry = listenerOwner(data, as: Registry.self)
            registry.globals[name] = nil
            registry.onGlobalRemoved?(name)
        }))
}
