import CWaylandClient
import CWaylandProtocols

/// The power control of one output (`zwlr_output_power_v1`, wlroots compositors such as
/// sway): switches the panel off and on. A control the compositor reports `failed` (another
/// client holds it, the output went away) does nothing more.
final class OutputPowerControl {
    /// The output it controls.
    let output: Output
    private let proxy: OpaquePointer
    /// Held so the connection outlives this proxy, whatever order owners release in.
    private let display: Display
    /// Receives one line when the control fails.
    private let log: (String) -> Void
    /// True once the compositor said the control no longer works.
    private(set) var hasFailed = false
    /// The mode last asked for (ZWLR_OUTPUT_POWER_V1_MODE_*), nil before any.
    private var requestedMode: UInt32?

    /// The control of `output`, from `manager`.
    init(manager: OpaquePointer, output: Output, display: Display, log: @escaping (String) -> Void) {
        self.output = output
        self.display = display
        self.log = log
        proxy = zwlr_output_power_manager_v1_get_output_power(manager, output.proxy)
        addEventDispatcher(Self.events, to: proxy, owner: self)
    }

    deinit { zwlr_output_power_v1_destroy(proxy) }

    /// Switches the output on (true) or off (false).
    func setPowered(_ powered: Bool) {
        guard !hasFailed else { return }
        let mode = powered ? ZWLR_OUTPUT_POWER_V1_MODE_ON.rawValue : ZWLR_OUTPUT_POWER_V1_MODE_OFF.rawValue
        requestedMode = mode
        zwlr_output_power_v1_set_mode(proxy, mode)
    }

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (control: OutputPowerControl, event: ZwlrOutputPowerV1Event) in
            control.handle(event)
        }
    }

    private func handle(_ event: ZwlrOutputPowerV1Event) {
        switch event {
        case .mode(let mode):
            // The compositor answers each request with the mode the output is in: one that
            // could not switch (sway's headless outputs) stays as it was. Said once per request.
            guard let requested = requestedMode else { return }
            requestedMode = nil
            if mode != requested { log("output power: the compositor left output \(outputName) \(mode == ZWLR_OUTPUT_POWER_V1_MODE_ON.rawValue ? "on" : "off")") }
        case .failed:
            hasFailed = true
            log("output power: the control of output \(outputName) failed")
        }
    }

    /// The output's name for log lines.
    private var outputName: String { output.name.isEmpty ? "?" : output.name }
}
