import DemoState
import Tactile

/// The settings: one row per control, each with a caption at its left: rows 72 px high from
/// 24 px down, captions in a 260 px column, controls 24 px after it, each centred on its row. A toggle `theme`
/// switches the whole demo between the dark and the light look; a slider `tile-size` gives
/// the sorting scene's tiles their side (60–160 px in steps of 10); a segmented control
/// `keyboard` orders the on-screen keyboard's letters (QWERTY, QWERTZ, AZERTY); a button
/// `reset` puts the scene shown before this one back to how the demo starts. The shell
/// applies what they choose (`onChange`, `onReset`) and the state file keeps it.
///
/// Traces: `control <id> <x> <y> <width> <height>` (surface coordinates) for each control
/// when the scene is shown or laid out on screen, and `setting theme dark|light`,
/// `setting tile-size <side>`, `setting keyboard qwerty|qwertz|azerty` at each change the
/// user makes.
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
    let reset = Button(title: "Reset")
    /// The captions, in row order.
    private let captions: [Label]
    /// Called with the settings after the user changed one.
    var onChange: ((DemoSettings) -> Void)?
    /// Called with the scene's name when the user asks to reset it.
    var onReset: ((String) -> Void)?
    /// The scene the reset button resets: the one shown before the settings.
    var resetTarget = DemoScenes.seeds[0].name {
        didSet { reset.title = "Reset \(resetTarget)" }
    }
    /// The settings as the controls show them.
    private var settings = DemoSettings()
    private let trace: (String) -> Void
    /// The controls in row order, each with its id.
    private var controls: [Control] { [theme, tileSize, keyboardLetters, reset] }

    init(host: SceneHost) {
        trace = { host.trace($0) }
        view.identifier = Self.name
        view.backgroundColor = DemoLook.dark.theme.colors.background
        captions = ["Dark theme", "Sorting tile size", "Keyboard letters", "Reset a scene"].map { text in
            Label(text: text, style: TextStyle(font: Font(size: 20, isBold: true), color: DemoLook.dark.theme.colors.text))
        }
        for (control, id) in zip([theme, tileSize, keyboardLetters, reset] as [Control], ["theme", "tile-size", "keyboard", "reset"]) {
            control.identifier = id
        }
        tileSize.showsValue = true
        resetTarget = DemoScenes.seeds[0].name
        // The switch is its track, the slider as wide as the column allows up to 480 px, the
        // others as wide as their content.
        theme.layout = LayoutParameters(width: .fixed(Toggle.trackSize.width), height: .fixed(Toggle.trackSize.height))
        tileSize.layout = LayoutParameters(width: .flexible(), height: .fixed(48), maximum: Size(width: 480, height: .infinity))
        let rows = Stack(.vertical, zip(captions, controls).map { caption, control in
            caption.layout = LayoutParameters(width: .fixed(260), height: .fixed(28))
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
    }

    /// Changes the settings as `edit` says and tells the shell.
    private func change(_ edit: (inout DemoSettings) -> Void) {
        edit(&settings)
        onChange?(settings)
    }

    /// Shows `settings` in the controls, the tiles' side being `tileSide` and the letters
    /// `letters` (what the settings leave to the window).
    func show(_ settings: DemoSettings, tileSide: Double, letters: LetterArrangement) {
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
        for control in controls {
            trace("control \(control.identifier ?? "?") \(control.convert(control.bounds, to: nil).traceFields)")
        }
    }

    /// A tap on the theme switch: the light look.
    var tourSteps: [TourStep] { [.tap(theme.surfaceCenter)] }
    /// No drags to drive: the shell gives the keys to the controls' focus instead.
    let keyboard: KeyboardDragController? = nil
}
