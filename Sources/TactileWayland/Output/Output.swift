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
    /// How the panel is turned or flipped (`wl_output.transform`: 0 upright, 1, 2, 3 a
    /// quarter, half, three-quarter turn anticlockwise, 4–7 the same flipped).
    private(set) var transform: Int32 = 0
    /// The output's name (e.g. "headless"), from version 4.
    private(set) var name = ""
    /// Called after a `done` event: the output's properties changed together.
    var onChange: (() -> Void)?

    init(display: Display, proxy: OpaquePointer, globalName: UInt32, version: UInt32) {
        self.display = display
        self.proxy = proxy
        self.globalName = globalName
        self.version = version
        addEventDispatcher(Self.events, to: proxy, owner: self)
    }

    private let version: UInt32

    deinit {
        if version >= UInt32(WL_OUTPUT_RELEASE_SINCE_VERSION) { wl_output_release(proxy) } else { wl_output_destroy(proxy) }
    }

    /// The highest version whose events this type handles.
    static let highestVersion: UInt32 = 4

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (output: Output, event: WlOutputEvent) in output.handle(event) }
    }

    private func handle(_ event: WlOutputEvent) {
        switch event {
        case .mode(let flags, let width, let height, let refresh):
            guard flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
            modeSize = (width, height)
            refreshMillihertz = refresh
        case .done:
            onChange?()
        case .scale(let factor):
            scale = max(1, factor)
        case .name(let name):
            self.name = String(cString: name!)
        case .geometry(_, _, _, _, _, _, _, let transform):
            self.transform = transform
        case .description:
            break
        }
    }
}
