import TactileWayland

/// The window's part in a kiosk session: while the app is not blanked it holds the
/// compositor's own idle blanking off (`zwp_idle_inhibit_manager_v1`), so that a kiosk in use
/// is never hidden by it, and lets it go while blanked; while blanked it switches the outputs
/// it is on off (`zwlr_output_power_manager_v1`) and back on at wake. Traces
/// `idle inhibit on|off` and `output power off|on`; each protocol the compositor lacks is one
/// log line (output power only when blanking is on), and the rest works without it.
final class KioskScreenPower {
    private let window: Window
    private let trace: (String) -> Void

    /// Takes over idle inhibition and output power for `window` as `session` goes, tracing
    /// its changes to `trace` and the compositor's missing protocols to `log`.
    init(window: Window, session: KioskSession, trace: @escaping (String) -> Void, log: (String) -> Void) {
        self.window = window
        self.trace = trace
        if window.canInhibitIdle {
            setInhibited(true)
        } else {
            log("idle inhibit: the compositor offers no zwp_idle_inhibit_manager_v1; its own idle blanking may hide the kiosk")
        }
        if session.timeouts.blank != nil, !window.canPowerOutputs {
            log("output power: the compositor offers no zwlr_output_power_manager_v1; the panel stays powered while blanked")
        }
        session.addObserver { [self] event in
            switch event {
            case .blankOn:
                setInhibited(false)
                setPowered(false)
            case .blankOff:
                setPowered(true)
                setInhibited(true)
            case .idleReset, .attractShown, .attractHidden, .wakeSwallowed, .warningShown, .warningTick, .extended: break
            }
        }
    }

    private func setPowered(_ powered: Bool) {
        guard window.canPowerOutputs else { return }
        window.setOutputsPowered(powered)
        trace("output power \(powered ? "on" : "off")")
    }

    private func setInhibited(_ inhibited: Bool) {
        guard window.canInhibitIdle, window.isIdleInhibited != inhibited else { return }
        window.setIdleInhibited(inhibited)
        trace("idle inhibit \(inhibited ? "on" : "off")")
    }
}
