import CShims
import CWaylandClient
import CWaylandProtocols
import TactileCore

/// A connection to the compositor with the globals Tactile uses bound, its seats and
/// outputs tracked as they come and go, and the event loop that drives it all.
package final class WaylandClient {
    /// The connection.
    package let display: Display
    /// The loop that owns the connection.
    package let loop: EventLoop
    // What the end of every loop turn reads comes first (after the connection and the loop):
    // the input handler, the windows and the error, in one cache line.
    /// Where input goes; applies to every seat, present and future. Unowned, as
    /// `Window.delegate` is and for the same reason: whoever sets it keeps the handler alive
    /// while it is set and sets it to nil before letting the handler go.
    @exclusivity(unchecked) package unowned(unsafe) var inputHandler: InputHandler? {
        didSet { for seat in seats { seat.handler = inputHandler } }
    }
    /// The windows, whose frames the end of each loop turn draws.
    @exclusivity(unchecked) private var windows: [Window] = []
    /// What ended the connection, thrown by `run` once the loop stops.
    @exclusivity(unchecked) private var fatalError: WaylandError?
    /// Receives one line per noteworthy event (seat changes, ignored bad data).
    package let log: (String) -> Void

    private let registry: Registry
    let compositor: OpaquePointer
    let shm: OpaquePointer
    let wmBase: OpaquePointer
    let viewporter: OpaquePointer?
    /// Lets windows show compositor layers (subsurfaces); nil when the compositor lacks it.
    let subcompositor: OpaquePointer?
    let fractionalScaleManager: OpaquePointer?
    /// Gives each seat a text input for the compositor's input method; nil when not offered.
    private let textInputManager: OpaquePointer?
    /// The focused field's state for the input method (nil: none), for seats that come later.
    @exclusivity(unchecked) private var textInputState: InputMethodFieldState?
    /// Keeps the compositor's idle blanking away from a window; nil when it lacks the protocol.
    let idleInhibitManager: OpaquePointer?
    /// Switches outputs off and on (wlroots compositors); nil when the compositor lacks it.
    let outputPowerManager: OpaquePointer?
    /// Asks the compositor to draw windows' frames; nil when it offers no xdg-decoration (mutter,
    /// weston), or once it withdrew it: windows then get the frame Tactile draws.
    private(set) var decorationManager: OpaquePointer?
    /// The registry name of the decoration manager, to recognise its removal.
    private let decorationManagerName: UInt32?
    /// Gives each pointer its touchpad gestures; nil when the compositor lacks them.
    private let pointerGestures: (proxy: OpaquePointer, version: UInt32)?
    /// Gives each seat a data device (selection, drags); nil when the compositor lacks it.
    let dataDeviceManager: (proxy: OpaquePointer, version: UInt32)?
    /// The system clipboard; nil when the compositor has no data device manager.
    package private(set) var clipboard: Clipboard?
    /// Hears other clients' drags over our surfaces (the window's `SharedDragReceiver`).
    @exclusivity(unchecked) package var onSharedDrag: ((SharedDragEvent) -> Void)?
    @exclusivity(unchecked) private var outputs: [Output] = []
    @exclusivity(unchecked) private(set) var seats: [Seat] = []
    /// The cursors loaded so far, by shape (nil: the theme has none), each when first shown.
    private var cursors: [WindowFrameCursor: Cursor?] = [:]

    /// Connects (to `displayName` if given, see `Display`), binds the required globals and waits for the seats' capabilities and the
    /// outputs' scales. Throws `.noCompositor` with no compositor, `.missingGlobal` when
    /// one the client needs is absent.
    package init(displayName: String? = nil, log: @escaping (String) -> Void = { _ in }) throws {
        self.log = log
        display = try Display(name: displayName)
        loop = try EventLoop(display: display)
        let registry = Registry(display: display)
        self.registry = registry
        try display.roundtrip()

        func required(_ name: String, _ interface: UnsafePointer<wl_interface>, _ highest: UInt32) throws -> OpaquePointer {
            guard let global = registry.first(name) else { throw WaylandError.missingGlobal(name) }
            return registry.bind(global, interface: interface, highest: highest).proxy
        }
        func optional(_ name: String, _ interface: UnsafePointer<wl_interface>) -> OpaquePointer? {
            registry.first(name).map { registry.bind($0, interface: interface, highest: 1).proxy }
        }
        compositor = try required("wl_compositor", tactile_wl_compositor_interface(), 4)
        shm = try required("wl_shm", tactile_wl_shm_interface(), 1)
        wmBase = try required("xdg_wm_base", tactile_xdg_wm_base_interface(), 5)
        viewporter = optional("wp_viewporter", tactile_wp_viewporter_interface())
        subcompositor = optional("wl_subcompositor", tactile_wl_subcompositor_interface())
        fractionalScaleManager = optional("wp_fractional_scale_manager_v1", tactile_wp_fractional_scale_manager_v1_interface())
        textInputManager = optional("zwp_text_input_manager_v3", tactile_zwp_text_input_manager_v3_interface())
        idleInhibitManager = optional("zwp_idle_inhibit_manager_v1", tactile_zwp_idle_inhibit_manager_v1_interface())
        outputPowerManager = optional("zwlr_output_power_manager_v1", tactile_zwlr_output_power_manager_v1_interface())
        let decorations = registry.first("zxdg_decoration_manager_v1")
        decorationManagerName = decorations?.name
        decorationManager = decorations.map { registry.bind($0, interface: tactile_zxdg_decoration_manager_v1_interface(), highest: 1).proxy }
        pointerGestures = Self.bindPointerGestures(registry, log: log)
        // Version 3: drag actions (source_actions, action, dnd_finished) and, from 2, the data
        // device's release.
        dataDeviceManager = registry.first("wl_data_device_manager").map {
            registry.bind($0, interface: tactile_wl_data_device_manager_interface(), highest: 3)
        }
        if let dataDeviceManager {
            tactile_ignore_sigpipe()  // A paste reader that leaves early must not kill the app.
            clipboard = Clipboard(manager: dataDeviceManager.proxy, loop: loop,
                                  seat: { [unowned self] in dataSeat }, log: log)
        }
        addEventDispatcher(Self.wmBaseEvents, to: wmBase, owner: self)

        for global in registry.globals.values.sorted(by: { $0.name < $1.name }) { globalAdded(global) }
        registry.onGlobalAdded = { [unowned self] in globalAdded($0) }
        registry.onGlobalRemoved = { [unowned self] in globalRemoved($0) }
        loop.client = self
        try display.roundtrip()  // Seat capabilities and output properties arrive now.
    }

    deinit {
        loop.client = nil
        // Children before the globals they came from; the registry and the connection go last.
        windows.removeAll()
        seats.removeAll()
        outputs.removeAll()
        cursors.removeAll()
        if let textInputManager { zwp_text_input_manager_v3_destroy(textInputManager) }
        if let fractionalScaleManager { wp_fractional_scale_manager_v1_destroy(fractionalScaleManager) }
        if let idleInhibitManager { zwp_idle_inhibit_manager_v1_destroy(idleInhibitManager) }
        if let outputPowerManager { zwlr_output_power_manager_v1_destroy(outputPowerManager) }
        if let decorationManager { zxdg_decoration_manager_v1_destroy(decorationManager) }
        if let pointerGestures { Self.releasePointerGestures(pointerGestures) }
        clipboard = nil
        if let dataDeviceManager { wl_data_device_manager_destroy(dataDeviceManager.proxy) }
        if let viewporter { wp_viewporter_destroy(viewporter) }
        if let subcompositor { wl_subcompositor_destroy(subcompositor) }
        xdg_wm_base_destroy(wmBase)
        wl_shm_destroy(shm)
        wl_compositor_destroy(compositor)
    }

    /// Creates a toplevel window. `preferredSize` (logical pixels) is used when the
    /// compositor lets the client choose; kiosk shells impose the output size instead.
    package func makeWindow(title: String, appID: String, preferredSize: (width: Int, height: Int), fullscreen: Bool) -> Window {
        let window = Window(client: self, title: title, appID: appID, preferredSize: preferredSize, fullscreen: fullscreen)
        windows.append(window)
        return window
    }

    /// The seat capabilities currently available across seats ("touch", "pointer", "keyboard").
    package var capabilities: Set<String> { Set(seats.flatMap(\.capabilityNames)) }

    /// True when the compositor offers text-input-unstable-v3, through which an input method
    /// it runs can type into the application's fields.
    package var offersTextInput: Bool { textInputManager != nil }

    /// Tells the compositor's input method about the focused field (`state`), or that no field
    /// wants it (nil): each seat's text input is enabled with the state, sent its changes, or
    /// disabled. Sends only what changed; nothing without `offersTextInput`.
    package func setTextInputState(_ state: InputMethodFieldState?) {
        textInputState = state
        for seat in seats { seat.textInput?.sync(state) }
    }

    /// True when a seat's text input holds a state from `setTextInputState` it has not sent
    /// yet (held back after an outdated `done`): calling it again sends it.
    package var hasUnsentTextInputState: Bool { seats.contains { $0.textInput?.hasUnsentState == true } }

    /// Runs the event loop until `loop.stop()`; throws what ended the connection.
    @section(".text.hot")
    package func run() throws {
        try loop.run()
        if let fatalError { throw fatalError }
    }

    /// Ends the loop with `error` at the end of the current turn.
    func fail(_ error: WaylandError) {
        if fatalError == nil { fatalError = error }
        loop.stop()
    }

    /// The largest integer scale among the outputs (1 with none).
    var largestOutputScale: Int32 { outputs.map(\.scale).max() ?? 1 }

    /// The tracked output for a `wl_output` proxy.
    func output(for proxy: OpaquePointer?) -> Output? {
        outputs.first { $0.proxy == proxy }
    }

    /// What the end of each loop turn does: the input batch ends, then windows draw.
    @section(".text.hot")
    func endTurn() {
        inputHandler?.handleInputBatchEnd()
        for window in windows { window.drawIfNeeded() }
        if fatalError != nil { loop.stop() }
    }

    /// The cursor of `shape`, loaded the first time it is asked for: a touch kiosk never
    /// spends the milliseconds a theme takes to read.
    private func cursor(_ shape: WindowFrameCursor) -> Cursor? {
        if let loaded = cursors[shape] { return loaded }
        let loaded = Cursor(shape: shape, display: display, compositor: compositor, shm: shm, log: log)
        cursors[shape] = loaded
        return loaded
    }

    /// The seat whose data device the clipboard and drags out use: the first that has one.
    var dataSeat: Seat? { seats.first { $0.dataDevice != nil } }

    private func isOwnSurface(_ surface: OpaquePointer?) -> Bool {
        windows.contains { $0.surface == surface }
    }

    /// The window whose frame `surface` is a strip of, with the strip's origin in frame
    /// coordinates now (see `Window.frameOrigin(of:)`).
    private func frameFocus(_ surface: OpaquePointer?) -> FrameFocus? {
        guard let surface else { return nil }
        for window in windows {
            if let origin = window.frameOrigin(of: surface) { return FrameFocus(window: window, surface: surface, enteredOrigin: origin) }
        }
        return nil
    }

    private func globalAdded(_ global: Registry.Global) {
        switch global.interface {
        case "wl_output":
            let bound = registry.bind(global, interface: tactile_wl_output_interface(), highest: Output.highestVersion)
            let output = Output(display: display, proxy: bound.proxy, globalName: global.name, version: bound.version)
            output.onChange = { [unowned self] in for window in windows { window.updateScale() } }
            outputs.append(output)
        case "wl_seat":
            let bound = registry.bind(global, interface: tactile_wl_seat_interface(), highest: Seat.highestVersion)
            let seat = Seat(display: display, proxy: bound.proxy, globalName: global.name, version: bound.version, loop: loop, cursor: { [unowned self] in cursor($0) },
                            isOwnSurface: { [unowned self] in isOwnSurface($0) },
                            frameFocus: { [unowned self] in frameFocus($0) }, log: log)
            seat.handler = inputHandler
            seat.pointerGestureManager = pointerGestures
            if let textInputManager {
                seat.textInput = TextInput(seat: seat, manager: textInputManager)
                seat.textInput?.sync(textInputState)
            }
            if let dataDeviceManager {
                let device = DataDevice(manager: dataDeviceManager.proxy, seat: bound.proxy, version: dataDeviceManager.version)
                device.onSelectionChange = { [unowned self] in clipboard?.onChange?() }
                device.onDrag = { [unowned self] event, offer in
                    if let drag = sharedDragEvent(event, offer: offer) { onSharedDrag?(drag) }
                }
                seat.dataDevice = device
            }
            seats.append(seat)
        default:
            break
        }
    }

    private func globalRemoved(_ name: UInt32) {
        if name == decorationManagerName, let manager = decorationManager {
            log("decorations: the compositor withdrew xdg-decoration; Tactile draws the frame")
            for window in windows { window.decorationManagerRemoved() }
            zxdg_decoration_manager_v1_destroy(manager)
            decorationManager = nil
        }
        if let seat = seats.first(where: { $0.globalName == name }) {
            log("seat removed")
            seat.cancelActiveTouches()
            seats.removeAll { $0.globalName == name }
        }
        if outputs.contains(where: { $0.globalName == name }) {
            outputs.removeAll { $0.globalName == name }
            for window in windows { window.updateScale() }
        }
    }

    private static let wmBaseEvents: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (client: WaylandClient, event: XdgWmBaseEvent) in
            if case .ping(let serial) = event { xdg_wm_base_pong(client.wmBase, serial) }
        }
    }
}
