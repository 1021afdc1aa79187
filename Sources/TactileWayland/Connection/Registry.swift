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
        addEventDispatcher(Self.events, to: proxy, owner: self)
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

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (registry: Registry, event: WlRegistryEvent) in registry.handle(event) }
    }

    private func handle(_ event: WlRegistryEvent) {
        switch event {
        case .global(let name, let interface, let version):
            let global = Global(name: name, interface: String(cString: interface!), version: version)
            globals[name] = global
            onGlobalAdded?(global)
        case .globalRemove(let name):
            globals[name] = nil
            onGlobalRemoved?(name)
        }
    }
}
