import DemoState
import Tactile

/// The settings: one row per control, each with a caption at its left: rows 72 px high from
/// 24 px down, captions in a 260 px column, controls 24 px after it, each centred on its row;
/// the last row, the languages, under its caption across the scene's width. A toggle `theme`
/// switches the whole demo between the dark and the light look; a slider `tile-size` gives
/// the sorting scene's tiles their side (60–160 px in steps of 10); a segmented control
/// `keyboard` orders the on-screen keyboard's letters (QWERTY, QWERTZ, AZERTY); a button
/// `reset` puts the scene shown before this one back to how the demo starts; a segmented
/// control `language` shows the whole demo in another language, each named in its own. The
/// shell applies what they choose (`onChange`, `onReset`, `onLanguage`) and the state file
/// keeps the settings, not the visitor's language.
///
/// Traces: `control <id> <x> <y> <width> <height>` (surface coordinates) for each control but
/// the language row
/// when the scene is shown or laid out on screen, and `setting theme dark|light`,
/// `setting tile-size <side>`, `setting keyboard qwerty|qwertz|azerty` at each change the
/// user makes (the host traces `language CODE` at a switch).
final class SettingsScene: DemoScene {
    static let name = "settings"
    let view = View()
    /// Dark (on) or light (off).
    let theme = Toggle()
    /// The sorting tiles' side.
    let tileSize = Slider(value: 110, in: DemoSettings.tileSizes, step: 10)
    /// The on-screen keyboard's letter order, in `DemoSettings.keyboards` order.
    let keyboardLetters = SegmentedControl(segments: DemoSettings.keyboards.map { $0.name.uppercased() })
    /// Resets `resetTarget`.
    let reset = Button()
    /// The languages, in `DemoLanguages.shipped` order.
    let language = SegmentedControl(segments: DemoLanguages.shipped.map(\.name))
    /// The captions, in row order.
    private let captions: [Label]
    /// Called with the settings after the user changed one.
    var onChange: ((DemoSettings) -> Void)?
    /// Called with the scene's name when the user asks to reset it.
    var onReset: ((String) -> Void)?
    /// Called with the language the visitor picked.
    var onLanguage: ((Language) -> Void)?
    /// The scene the reset button resets: the one shown before the settings.
    var resetTarget = DemoScenes.seeds[0].name {
        didSet { titleReset() }
    }
    /// The settings as the controls show them.
    private var settings = DemoSettings()
    private let trace: (String) -> Void
    /// The controls in row order.
    private var controls: [Control] { tracedControls + [language] }
    /// The controls that trace their frames: the language row, whose place follows from the
    /// rows above it, does not.
    private var tracedControls: [Control] { [theme, tileSize, keyboardLetters, reset] }

    init(host: SceneHost) {
        trace = { host.trace($0) }
        view.identifier = Self.name
        view.backgroundColor = DemoLook.dark.theme.colors.background
        captions = [
            LocalizedString("Dark theme", comment: "Settings: caption of the dark/light switch; 260 px, up to two lines"),
            LocalizedString("Sorting tile size", comment: "Settings: caption of the slider sizing the sorting scene's tiles; 260 px, up to two lines"),
            LocalizedString("Keyboard letters", comment: "Settings: caption of the on-screen keyboard's letter order (QWERTY…); 260 px, up to two lines"),
            LocalizedString("Reset a scene", comment: "Settings: caption of the reset button; 260 px, up to two lines"),
            LocalizedString("Language", comment: "Settings: caption of the row of language names; 260 px, up to two lines"),
        ].map { text in
            // Two lines at most: a long translation wraps, then is ellipsized.
            Label(localizedText: text, style: TextStyle(font: Font(size: 20, isBold: true), color: DemoLook.dark.theme.colors.text,
                                                        maximumLines: 2))
        }
        for (control, id) in zip(controls, ["theme", "tile-size", "keyboard", "reset", "language"]) {
            control.identifier = id
        }
        // A control without a title of its own is named by its caption, which is then not read
        // again on its own; the reset button's title names the scene it resets.
        for (caption, control) in zip(captions, controls) where control !== reset { caption.names(control) }
        tileSize.showsValue = true
        titleReset()
        // The switch is its track, the slider as wide as the column allows up to 480 px, the
        // reset button as wide as its title up to 400 px (a longer translation is
        // ellipsized), the others as wide as their content.
        reset.layout = LayoutParameters(maximum: Size(width: 400, height: .infinity))
        theme.layout = LayoutParameters(width: .fixed(Toggle.trackSize.width), height: .fixed(Toggle.trackSize.height))
        tileSize.layout = LayoutParameters(width: .flexible(), height: .fixed(48), maximum: Size(width: 480, height: .infinity))
        let rows = Stack(.vertical, zip(captions, controls).map { caption, control in
            if control === language { return Self.languageRow(caption: caption, control: language) }
            caption.layout = LayoutParameters(width: .fixed(260), height: .fixed(56))
            let row = Stack(.horizontal, spacing: 24, [caption, control])
            row.alignment = .center
            row.layout.height = .fixed(72)
            return row
        })
        rows.padding = EdgeInsets(top: 24, left: 24, right: 24)
        rows.layout.fillsSuperview = true
        view.addSubview(rows)
        theme.onChange = { [unowned self] toggle in
            change { $0.appearance = toggle.isOn ? .dark : .light }
            trace("setting theme \(settings.appearance.rawValue)")
        }
        tileSize.onChange = { [unowned self] slider in
            guard settings.tileSize != slider.value else { return }
            change { $0.tileSize = slider.value }
            trace("setting tile-size \(Int(slider.value.rounded()))")
        }
        keyboardLetters.onChange = { [unowned self] control in
            let arrangement = DemoSettings.keyboards[control.selectedIndex]
            change { $0.keyboard = arrangement }
            trace("setting keyboard \(arrangement.name)")
        }
        reset.action = { [unowned self] _ in onReset?(resetTarget) }
        language.onChange = { [unowned self] control in onLanguage?(DemoLanguages.shipped[control.selectedIndex].language) }
    }

    /// The reset button names the scene it resets, in the window's language.
    private func titleReset() {
        let scene = DemoScenes.titles[resetTarget].map(LocalizedString.Argument.localized) ?? .text(resetTarget)
        reset.localizedTitle = LocalizedString("Reset {scene}", comment: "Settings: the button putting {scene} (a home bar button's title) back as it started")
            .with(["scene": scene])
    }

    /// The language row: its caption on a line of its own and the languages under it, taking
    /// the scene's width up to 720 px, so that each language's name shows whole even in a
    /// portrait window (a name too long for its segment is ellipsized by the control).
    private static func languageRow(caption: Label, control: SegmentedControl) -> Stack {
        caption.layout = LayoutParameters(width: .flexible(), height: .fixed(28))
        caption.style.maximumLines = 1
        control.layout = LayoutParameters(width: .flexible(), maximum: Size(width: 720, height: .infinity))
        let row = Stack(.vertical, spacing: 8, [caption, control])
        row.alignment = .leading
        row.padding = EdgeInsets(top: 12)
        return row
    }

    /// Changes the settings as `edit` says and tells the shell.
    private func change(_ edit: (inout DemoSettings) -> Void) {
        edit(&settings)
        onChange?(settings)
    }

    /// Shows `settings` in the controls, the tiles' side being `tileSide` and the letters
    /// `letters` (what the settings leave to the window).
    /// `language` is the one the window shows.
    func show(_ settings: DemoSettings, tileSide: Double, letters: LetterArrangement, language shown: Language) {
        language.selectedIndex = DemoLanguages.shipped.firstIndex { $0.language == shown } ?? 0
        self.settings = settings
        theme.isOn = settings.appearance == .dark
        tileSize.value = settings.tileSize ?? tileSide
        // The hardware keyboard's layout may have the letters of one of them under its own name.
        let shown = settings.keyboard ?? letters
        keyboardLetters.selectedIndex = DemoSettings.keyboards.firstIndex { $0.rows == shown.rows } ?? 0
    }

    /// The captions take the look's text colour, the background its background.
    func apply(_ look: DemoLook, background: Color?) {
        view.backgroundColor = look.theme.colors.background
        for caption in captions { caption.style.color = look.theme.colors.text }
    }

    /// The rows fill the scene's width; their stacks place the captions and controls.
    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
        view.layoutIfNeeded()
        if view.superview != nil { traceControls() }
    }

    func didAppear() { traceControls() }

    /// `control <id> <x> <y> <width> <height>` for each control, where it is on screen (laid
    /// out first: the reset button's title may have changed).
    private func traceControls() {
        view.layoutIfNeeded()
        for control in tracedControls {
            trace("control \(control.identifier ?? "?") \(control.convert(control.bounds, to: nil).traceFields)")
        }
    }

    /// A tap on the theme switch: the light look.
    var tourSteps: [TourStep] { [.tap(theme.surfaceCenter)] }
    /// No drags to drive: the screen's focus takes the controls by itself.
    let keyboard: KeyboardDragController? = nil
}
