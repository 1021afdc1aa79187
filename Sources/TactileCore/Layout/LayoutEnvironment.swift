/// What every layout container of one window shares, owned by the window's root view
/// (`View.layoutEnvironment`): the language and reading direction, how large text is and how
/// it is measured, where debug lines go, and counters of the work done (read by tests and
/// benchmarks).
public final class LayoutEnvironment {
    /// The reading direction; a change relays out every container of the tree. A new
    /// `language` sets it to the language's.
    public var direction: LayoutDirection = .leftToRight {
        didSet { if direction != oldValue { directionDidChange() } }
    }
    /// The language the window's text shows in. A change shows every ``LocalizedString`` of
    /// the tree in it at the next frame (each view's `languageDidChange()`), and sets
    /// `direction` to the language's. Setting the first language, even the source one, tells
    /// the views too.
    public var language: Language = .source {
        didSet {
            guard language != oldValue || !isLocalized else { return }
            isLocalized = true
            direction = language.isRightToLeft ? .rightToLeft : .leftToRight
            languageDidChange()
        }
    }
    /// Turns ``LocalizedString``s into text in `language`: the library's own strings in the
    /// languages it ships and the app's in the source language, placeholders filled, until
    /// the app gives its catalogs. Replacing it shows the tree's strings anew.
    public var translations = Translations() {
        didSet {
            isLocalized = true
            languageDidChange()
        }
    }
    /// True once the tree was given a language or translations: a view joining it from then
    /// on is told the language (`View.languageDidChange()`); an app that never localizes pays
    /// no walk for it.
    package private(set) var isLocalized = false
    /// How much larger than its font's size every text of the window is measured and drawn
    /// (at least 1; a visitor's larger-text setting): a change relays out every container, so
    /// that views sized to their text grow, and repaints every view. Fonts that keep their
    /// size (`Font.keepsSize`, an on-screen keyboard's captions) are left as they are.
    package var textScale: Double = 1 {
        didSet {
            if textScale < 1 { textScale = 1 }
            guard textScale != oldValue else { return }
            hasScaledText = true
            (textMeasurer as? TextScaling)?.textScale = textScale
            textScaleDidChange()
        }
    }
    /// True once `textScale` changed: a view joining the tree from then on is laid out anew
    /// (it may have been measured at another scale while out of it); an app whose text keeps
    /// its size pays nothing for it.
    package private(set) var hasScaledText = false
    /// Measures text for `Label.sizeThatFits`; the scene host installs its renderer's, which
    /// then measures (and draws) at `textScale`. Without one, a label keeps the size it has.
    package var textMeasurer: TextMeasuring? {
        didSet { (textMeasurer as? TextScaling)?.textScale = textScale }
    }
    /// The window's animator and clock, which the scene host puts here for views that move on
    /// their own (an image fading in, an animated image's frames); nil leaves them still.
    package var animator: Animator?
    /// See `animator`.
    package var clock: InputClock?
    /// True while the user is in the middle of something (a finger or the mouse engaged, see
    /// `InputDispatcher.isInputInProgress`): a picture then shows at once rather than fading
    /// in, since each step of a fade is a frame the finger's next frame may wait behind.
    package var isInputInProgress: () -> Bool = { false }
    /// False while the screen is blanked (a kiosk session's black cover): animated images
    /// stop at their frame, and go on when they are drawn again.
    package var playsAnimatedImages = true
    /// Receives one line for each layout that could not meet its constraints (children
    /// longer than the container, a relayout that did not settle); nil drops them.
    package var debugLog: ((String) -> Void)?
    /// Layout passes that did work (some view was laid out), since the tree was made.
    package internal(set) var passCount = 0
    /// Calls of `layoutSubviews` made by the passes, since the tree was made.
    package internal(set) var layoutCount = 0
    /// True during a pass: marks made by the pass itself ask for no new frame.
    var isLayingOut = false

    private let directionDidChange: () -> Void
    private let languageDidChange: () -> Void
    private let textScaleDidChange: () -> Void

    /// An environment for the tree under a root; `directionDidChange` relays it out,
    /// `languageDidChange` tells its views the language, `textScaleDidChange` relays it out
    /// and repaints it.
    init(directionDidChange: @escaping () -> Void, languageDidChange: @escaping () -> Void,
         textScaleDidChange: @escaping () -> Void) {
        self.directionDidChange = directionDidChange
        self.languageDidChange = languageDidChange
        self.textScaleDidChange = textScaleDidChange
    }

    /// `string` in the window's language, its placeholders filled.
    public func text(_ string: LocalizedString) -> String { translations.text(string, in: language) }

    /// Sends `message` to the debug log, if there is one.
    func debug(_ message: @autoclosure () -> String) {
        debugLog?("layout: " + message())
    }
}
