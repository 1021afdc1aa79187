import TactileCore

/// What a visitor changes at the terminal for themselves, reached as
/// `SceneHost.accessibility`: larger text, high contrast and speech. The app offers them (an
/// accessibility button on its home bar, say) and reads them to follow in its own looks;
/// a kiosk session's idle reset turns them back off for the next visitor.
///
/// Each change is written to the host's trace (`a11y text 1.5`, `a11y contrast on`) and
/// then told to every observer.
public final class AccessibilitySettings {
    /// How much larger than its font's size every text of the scene is drawn, 1 (as the app
    /// made it) … 2; a value outside is brought inside. Views sized to their text grow and the
    /// layouts follow (an on-screen keyboard's captions keep the size of their keys).
    public var textScale: Double = 1 {
        didSet {
            textScale = min(max(textScale, 1), 2)
            guard textScale != oldValue else { return }
            rootView.layoutEnvironment.textScale = textScale
            trace?("a11y text \(formatCoordinate(textScale))")
            changed()
        }
    }
    /// True while the scene shows in `Theme.highContrast`: set on the root view, so that every
    /// control follows unless a subtree has a theme of its own; turning it off gives the root
    /// back the theme it had before.
    public var isHighContrast = false {
        didSet {
            guard isHighContrast != oldValue else { return }
            if isHighContrast {
                themeBeforeHighContrast = rootView.theme
                rootView.theme = .highContrast
            } else {
                rootView.theme = themeBeforeHighContrast
                themeBeforeHighContrast = nil
            }
            trace?("a11y contrast \(isHighContrast ? "on" : "off")")
            changed()
        }
    }
    /// True while the terminal speaks for a visitor who cannot see the screen (speech mode).
    public var isSpeechOn = false {
        didSet {
            guard isSpeechOn != oldValue else { return }
            speechModeSwitch?(isSpeechOn)
            changed()
        }
    }
    /// Starts or stops speech mode when `isSpeechOn` changes: set by whoever runs speech mode.
    package var speechModeSwitch: ((Bool) -> Void)?

    /// Not strong: a view that keeps the settings (an app's accessibility panel) would
    /// otherwise keep the whole scene alive with them. Not weak either: a weak reference gives
    /// the root, which the hot paths retain, a side table and every retain of it the slow path
    /// (the drag's instructions per motion showed it). The scene host owns the settings and the
    /// root together.
    private unowned let rootView: View
    private let trace: ((String) -> Void)?
    /// The root's own theme while high contrast replaces it.
    private var themeBeforeHighContrast: Theme?
    private var observers: [(AccessibilitySettings) -> Void] = []

    /// Settings for the scene under `rootView`, tracing to `trace` (nil: not traced).
    init(rootView: View, trace: ((String) -> Void)?) {
        self.rootView = rootView
        self.trace = trace
    }

    /// Calls `observer` after each change of a setting, with the settings as they are then:
    /// the place to follow them in what the app draws itself (its own colours).
    public func addObserver(_ observer: @escaping (AccessibilitySettings) -> Void) {
        observers.append(observer)
    }

    /// Turns every setting back off (text at 1, contrast and speech off): the kiosk session's
    /// idle reset calls it, so that the next visitor finds the terminal as the app made it.
    public func resetForNextVisitor() {
        textScale = 1
        isHighContrast = false
        isSpeechOn = false
    }

    private func changed() {
        for observer in observers { observer(self) }
    }
}
