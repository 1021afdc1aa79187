import TactileCore

/// The steps of a kiosk session's idle period, earliest first, each with its time after the
/// last input. Worked out from the timeouts when the session starts and again only when speech
/// mode or an extension changes them, so that input reads it and computes nothing.
struct KioskSchedule {
    /// What the session does when an idle period reaches a step's time; at equal times the
    /// steps come in this order.
    enum Step: Int {
        case warning, reset, attract, blank
    }

    /// The steps that are on, earliest first.
    let steps: [(step: Step, after: TimeSpan)]
    /// When the reset comes; nil without one.
    let resetAfter: TimeSpan?

    /// The steps `timeouts` give, each time `factor` times longer (speech mode's factor, else
    /// 1). `extended`: the period that began when the visitor asked for more time, whose reset
    /// is `extensionTime` away. The attract step only when there is a screen to show. The
    /// times scale together, so their order never depends on `factor`: a session that changes
    /// it keeps the index of its next step.
    init(_ timeouts: KioskTimeouts, hasAttractScreen: Bool, factor: Double, extended: Bool) {
        var steps: [(step: Step, after: TimeSpan)] = []
        let reset = extended ? timeouts.extensionTime ?? timeouts.idleReset : timeouts.idleReset
        resetAfter = reset.map { $0 * factor }
        if let resetAfter {
            steps.append((.reset, resetAfter))
            // A lead longer than the period puts the warning at its start.
            if let lead = timeouts.warning, lead > .zero { steps.append((.warning, max(.zero, resetAfter - lead * factor))) }
        }
        if let after = timeouts.attract, hasAttractScreen { steps.append((.attract, after * factor)) }
        if let after = timeouts.blank { steps.append((.blank, after * factor)) }
        self.steps = steps.sorted { ($0.after, $0.step.rawValue) < ($1.after, $1.step.rawValue) }
    }
}
