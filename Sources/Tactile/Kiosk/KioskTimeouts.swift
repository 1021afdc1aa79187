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
    /// How long before the idle reset the visitor is asked whether they are still there, with
    /// the seconds left counting down and a button for more time; nil (or zero): no warning.
    /// A warning longer than `idleReset` shows as soon as the visitor stops.
    public var warning: TimeSpan?
    /// How long the visitor has until the reset after asking for more time (any touch, click
    /// or key while the warning shows); nil: a whole `idleReset`. Their next input starts an
    /// ordinary idle period again.
    public var extensionTime: TimeSpan?
    /// How many times longer every time above (the reset, the warning's lead, the extension,
    /// the attract screen's and the blank screen's) is while speech mode is on: a visitor
    /// who listens to the screen needs longer than one who reads it.
    public var speechModeFactor: Double

    /// Timeouts for a session: by default a reset after two minutes with a warning 20 seconds
    /// before it, the attract screen after five, never blank; twice as long with speech.
    public init(idleReset: TimeSpan? = .seconds(120), attract: TimeSpan? = .seconds(300), blank: TimeSpan? = nil,
                warning: TimeSpan? = .seconds(20), extensionTime: TimeSpan? = nil, speechModeFactor: Double = 2) {
        self.idleReset = idleReset
        self.attract = attract
        self.blank = blank
        self.warning = warning
        self.extensionTime = extensionTime
        self.speechModeFactor = speechModeFactor
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
    /// The app, under the warning that the reset is near: the next input asks for more time.
    case warning
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
    /// The warning before the reset shows, `remaining` (whole seconds) before it.
    case warningShown(remaining: TimeSpan)
    /// The warning's countdown went down by a second, to `remaining` (whole seconds).
    case warningTick(remaining: TimeSpan)
    /// The visitor asked for more time: the warning went, and the reset is `extensionTime`
    /// away (the input that asked is swallowed).
    case extended

    /// The event log line: `idle reset`, `attract shown`, `attract hidden`, `blank on`,
    /// `blank off`, `wake swallowed`, `kiosk warning 20 s`, `kiosk countdown 19 s`,
    /// `kiosk more time`.
    package var logLine: String {
        switch self {
        case .idleReset: "idle reset"
        case .attractShown: "attract shown"
        case .attractHidden: "attract hidden"
        case .blankOn: "blank on"
        case .blankOff: "blank off"
        case .wakeSwallowed: "wake swallowed"
        case .warningShown(let remaining): "kiosk warning \(Int(remaining.seconds.rounded())) s"
        case .warningTick(let remaining): "kiosk countdown \(Int(remaining.seconds.rounded())) s"
        case .extended: "kiosk more time"
        }
    }
}
