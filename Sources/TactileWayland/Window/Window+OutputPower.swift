extension Window {
    /// Whether the compositor lets the app switch its outputs off and on
    /// (`zwlr_output_power_manager_v1`: sway and other wlroots compositors).
    package var canPowerOutputs: Bool { outputPowerManager != nil }

    /// Switches the outputs the window is on off (false: the panel dark, its backlight off)
    /// or on again (true). Does nothing when the compositor lacks the protocol.
    package func setOutputsPowered(_ powered: Bool) {
        guard let outputPowerManager else { return }
        for output in enteredOutputs {
            let control = outputPowerControls.first { $0.output === output } ?? {
                let made = OutputPowerControl(manager: outputPowerManager, output: output, display: display, log: log)
                outputPowerControls.append(made)
                return made
            }()
            control.setPowered(powered)
        }
    }
}
