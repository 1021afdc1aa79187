import TactileCore

/// When a kiosk session acts, each counted on the monotonic clock from the last input of any
/// kind (touch, mouse, wheel, key); nil switches that step off.
public struct KioskTimeouts: Equatable, Sendable {
    /// After this long the session forgets the visitor and the app goes back to its start.
    public var idleReset: TimeSpan?
    /// After this long the attract screen covers the window.
    public var attract: TimeSpan?
    /// After this long the window goes black and draws nothing more until input.
    public var blank: TimeSpan?

    /// Timeouts for a session: by default a reset after two minutes, the attract screen after
    /// five, never blank.
    public init(idleReset: TimeSpan? = .seconds(120), attract: TimeSpan? = .seconds(300), blank: TimeSpan? = nil) {
        self.idleReset = idleReset
        self.attract = attract
        self.blank = blank
    }
}

/// What a kiosk session shows.
public enum KioskPhase: Equatable, Sendable {
    /// The app, for a visitor.
    case inUse
    /// The attract screen, waiting for the next visitor.
    case attract
    /// Black: the window draws nothing until input.
    case blanked
}

/// Something a kiosk session did, as its observers hear it; `logLine` is the event log's
/// wording.
public enum KioskEvent: Equatable, Sendable {
    /// The visitor was forgotten and the app reset.
    case idleReset
    /// The attract screen covers the window.
    case attractShown
    /// Input took the attract screen away.
    case attractHidden
    /// The window went black.
    case blankOn
    /// Input brought the window back from black.
    case blankOff
    /// The input that woke the window is being swallowed: it reaches nothing.
    case wakeSwallowed

    /// The event log line: `idle reset`, `attract shown`, `attract hidden`, `blank on`,
    /// `blank off`, `wake swallowed`.
    package var logLine: String {
        switch self {
        case .idleReset: "idle reset"
        case .attractShown: "attract shown"
        case .attractHidden: "attract hidden"
        case .blankOn: "blank on"
        case .blankOff: "blank off"
        case .wakeSwallowed: "wake swallowed"
        }
    }
}
