import TactileWayland

/// The window's part in a kiosk session: while the app is not blanked it holds the
/// compositor's own idle blanking off (`zwp_idle_inhibit_manager_v1`), so that a kiosk in use
/// is never hidden by it, and lets it go while blanked. Traces `idle inhibit on|off`; a
/// compositor without the protocol is one log line, and the session works without it.
///
/// Switching the panel off while blanked (`zwlr_output_power_manager_v1`) is not bound yet:
/// when blanking is on, one log line says whether the compositor offers it.
final class KioskScreenPower {
    private let window: Window
    private let trace: (String) -> Void

    /// Takes over idle inhibition for `window` on `client` as `session` goes, tracing its
    /// changes to `trace` and the compositor's missing protocols to `log`.
    init(window: Window, client: WaylandClient, session: KioskSession, trace: @escaping (String) -> Void, log: (String) -> Void) {
        self.window = window
        self.trace = trace
        if window.canInhibitIdle {
            setInhibited(true)
        } else {
            log("idle inhibit: the compositor offers no zwp_idle_inhibit_manager_v1; its own idle blanking may hide the kiosk")
        }
        if session.timeouts.blank != nil {
            let offered = client.offers("zwlr_output_power_manager_v1")
            log("output power: " + (offered ? "zwlr_output_power_manager_v1 is offered but not bound yet" : "the compositor offers no zwlr_output_power_manager_v1")
                + "; the panel stays powered while blanked")
        }
        session.addObserver { [self] event in
            switch event {
            case .blankOn: setInhibited(false)
            case .blankOff: setInhibited(true)
            case .idleReset, .attractShown, .attractHidden, .wakeSwallowed: break
            }
        }
    }

    private func setInhibited(_ inhibited: Bool) {
        guard window.canInhibitIdle, window.isIdleInhibited != inhibited else { return }
        window.setIdleInhibited(inhibited)
        trace("idle inhibit \(inhibited ? "on" : "off")")
    }
}
