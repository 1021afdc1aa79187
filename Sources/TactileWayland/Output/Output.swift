import CWaylandClient
import CWaylandProtocols

/// A `wl_output`: a monitor or panel, with the integer scale the compositor wants for it.
final class Output {
    let proxy: OpaquePointer
    /// Held so the connection outlives this proxy, whatever order owners release in.
    private let display: Display
    /// The registry name, to recognise the global when it is removed.
    let globalName: UInt32
    /// The integer scale factor the compositor advertises (1 until told otherwise).
    private(set) var scale: Int32 = 1
    /// The current mode in hardware pixels.
    private(set) var modeSize: (width: Int32, height: Int32) = (0, 0)
    /// The current mode's refresh rate in millihertz (60000 for 60 Hz); 0 when unknown.
    private(set) var refreshMillihertz: Int32 = 0
    /// The output's name (e.g. "headless"), from version 4.
    private(set) var name = ""
    /// Called after a `done` event: the output's properties changed together.
    var onChange: (() -> Void)?

    init(display: Display, proxy: OpaquePointer, globalName: UInt32, version: UInt32) {
        self.display = display
        self.proxy = proxy
        self.globalName = globalName
        self.version = version
        wl_output_add_listener(proxy, Self.listener.pointer, listenerData(self))
    }

    private let version: UInt32

    deinit {
        if version >= UInt32(WL_OUTPUT_RELEASE_SINCE_VERSION) { wl_output_release(proxy) } else { wl_output_destroy(proxy) }
    }

    /// The highest version whose events this type handles.
    static let highestVersion: UInt32 = 4

    private static let listener = ListenerTable(wl_output_listener(
        geometry: { _, _, _, _, _, _, _, _, _, _ in },
        mode: { data, _, flags, width, height, refresh in
            guard flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
            let output = listenerOwner(data, as: Output.self)
            output.modeSize = (width, height)
            output.refreshMillihertz = refresh
        },
        done: { data, _ in listenerOwner(data, as: Output.self).onChange?() },
        scale: { data, _, factor in listenerOwner(data, as: Output.self).scale = max(1, factor) },
        name: { data, _, name in listenerOwner(data, as: Output.self).name = String(cString: name!) },
        description: { _, _, _ in }))
}
