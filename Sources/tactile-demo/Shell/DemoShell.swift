import DemoState
import Tactile

/// The demo's screen: the scene on show above the home bar, which switches between the
/// seed scenes. A tool scene (`gestures`, `bench`) is shown alone over the whole window.
///
/// Every seed scene is built at start and laid out at every resize, shown or not, so the
/// state file always holds the arrangement of all of them. The keys go to one focus for the
/// whole screen (`ControlFocus`): Tab goes through the shown scene's controls, text fields,
/// activatable views, draggable items and nudged views (its keyboard driver,
/// `DemoScene.keyboard`, shares the order) and the home bar's buttons.
/// The shell applies the settings scene's choices to every scene (see
/// `DemoShell+Settings`). Traces `scene <name>` when the home bar switches scenes.
///
/// Every string the scenes show is a `LocalizedString` in the window's language
/// (`SceneHost.language`), which the settings' language row switches.
final class DemoShell {
    /// The height of the home bar, in logical pixels.
    static let homeBarHeight = 64.0

    /// The scenes that can be shown: the seed scenes, or the one tool scene.
    let scenes: [DemoScene]
    /// The home bar; nil when a tool scene is shown.
    let homeBar: HomeBar?
    /// The scene on screen.
    private(set) var active: DemoScene {
        didSet {
            activeKeyboard = active.keyboard
            controlFocus.dragKeyboard = activeKeyboard
        }
    }
    /// The keyboard driver of the scene on screen, read once as it is shown: the input hold
    /// asks for it at every batch of input and every frame of a touch that engages no
    /// recognizer.
    private var activeKeyboard: KeyboardDragController?
    /// The shell as the dispatcher's input hold reaches it (see `ShellLink`).
    private let link = ShellLink()
    /// The window's logical size at the last layout.
    private(set) var size = Size.zero
    /// The settings in force.
    var settings = DemoSettings()
    /// Each seed scene's arrangement at the first layout, before anything was restored: what
    /// a reset puts back.
    var defaults: [String: SceneLayout] = [:]
    /// Each scene's background as built: the dark look's.
    let darkBackgrounds: [String: Color]
    /// The window (or offscreen surface) the scenes are shown on.
    let host: SceneHost
    /// The keyboard focus of the screen: Tab and Shift-Tab through everything the shown scene
    /// and the home bar offer, Enter, Space, Escape and the arrows to what has it.
    let controlFocus: ControlFocus

    /// Builds the scenes for `host` and shows `sceneName` (one of `DemoScenes.names`); the
    /// photos scene shows `photos` (see `DemoSession.init` for the default).
    init(host: SceneHost, sceneName: String, photos: PhotoSource = .generated(.preview), clips: DemoClips = DemoClips()) {
        let media = DemoMedia(photos: photos, clips: clips)
        self.host = host
        controlFocus = ControlFocus(rootView: host.rootView)
        if let tool = DemoScenes.tools.first(where: { $0.name == sceneName }) {
            scenes = [tool.make(host, media)]
            homeBar = nil
        } else {
            scenes = DemoScenes.seeds.map { $0.make(host, media) }
            homeBar = HomeBar(names: DemoScenes.seeds.map(\.name), selectedName: sceneName)
        }
        active = scenes.first { $0.name == sceneName } ?? scenes[0]
        activeKeyboard = active.keyboard
        controlFocus.textInput = host.inputDispatcher
        controlFocus.dragKeyboard = activeKeyboard
        darkBackgrounds = scenes.reduce(into: [:]) { backgrounds, scene in backgrounds[scene.name] = scene.view.backgroundColor }
        host.rootView.theme = DemoLook.of(settings.appearance).theme
        host.rootView.addSubview(active.view)
        if let homeBar {
            host.rootView.addSubview(homeBar)
            homeBar.onSelect = { [unowned self] in show($0) }
            // Above the scenes and the bar: fields focused by touch bring it up. It rests on
            // the bar (see `layout`), which stays in reach and never moves: the scene does.
            host.enableOnScreenKeyboard(content: { [unowned self] in [active.view] })
            wireSettings()
        }
        // Keys go to the screen's focus, which feeds the shown scene's keyboard driver; an item
        // the driver carries is input in progress (no rest, no save, until it is dropped or
        // springs back). A touch or a click hides the focus rings until the next key.
        link.shell = self
        host.inputDispatcher.addKeyResponder { [link] event in link.shell?.handleKey(event) ?? false }
        host.inputDispatcher.addTouchDownObserver { [link] _ in
            link.shell?.activeKeyboard?.hideFocusRing()
            link.shell?.controlFocus.hideRing()
        }
        host.inputDispatcher.addInputHold { [link] in link.shell?.isCarryingByKeyboard ?? false }
    }

    deinit { link.shell = nil }

    /// True when the shown scenes are the seed scenes, whose arrangement the state file keeps.
    var keepsState: Bool { homeBar != nil }

    /// Lays everything out for a window of `size` (logical pixels): the scenes above the
    /// home bar, the bar along the bottom.
    func layout(in size: Size) {
        self.size = size
        let barHeight = homeBar == nil ? 0 : min(Self.homeBarHeight, size.height)
        let sceneSize = Size(width: size.width, height: size.height - barHeight)
        for scene in scenes { scene.layout(in: sceneSize) }
        homeBar?.layout(in: Rect(x: 0, y: sceneSize.height, width: size.width, height: barHeight))
        host.textEntry?.keyboard.bottomInset = barHeight
        if defaults.isEmpty && keepsState { captureDefaults() }
        showSettings()
    }

    /// Shows the scene called `name`; drags in the one that leaves spring back.
    func show(_ name: String) {
        guard let scene = scenes.first(where: { $0.name == name }), scene !== active else { return }
        if let settingsScene = scene as? SettingsScene { settingsScene.resetTarget = active.name }
        active.willDisappear()
        active.view.removeFromSuperview()
        // A focus in the scene goes with it; on the home bar it stays, for Tab to go on from there.
        if let focused = controlFocus.focusedView, focused.isDescendant(of: active.view) { controlFocus.focus(nil) }
        host.rootView.insertSubview(scene.view, at: 0)
        active = scene
        homeBar?.select(name)
        host.trace("scene \(name)")
        scene.didAppear()
    }

    /// Back to the start for the next visitor: what the keyboard carries lands, every
    /// scene's fields are emptied (shown or not), what the visitor opened closes and the
    /// first scene shows.
    func forgetVisitor() {
        active.willDisappear()
        for scene in scenes {
            scene.view.emptyTextFields()
            scene.forgetVisitor()
        }
        show(scenes[0].name)
        // The kiosk session brought back its own language: the language row says so.
        showSettings()
    }

    /// Gives a key to the screen's focus (after the scene's clipboard keys); F2 shows the next
    /// language whatever the scene (the language row is on the settings scene only: this is
    /// how the language benchmark switches on every scene). True when used.
    private func handleKey(_ event: KeyEvent) -> Bool {
        if event.keysym == Keysym.f2, homeBar != nil {
            if event.pressed, !event.isRepeat { showNextLanguage() }
            return true
        }
        if active.handleClipboardKey(event, clipboard: host.inputDispatcher.textInput.clipboard) { return true }
        return controlFocus.handle(event)
    }

    /// True while the keyboard carries an item of the scene on show (it lies in the drag
    /// overlay, out of its scene, until dropped).
    var isCarryingByKeyboard: Bool { activeKeyboard?.session != nil }

    /// Everything came to rest: the scene on show traces where things ended up.
    func cameToRest() { active.cameToRest() }
}

extension DemoScene {
    /// The scene's name (`--scene`, the state file's key).
    var name: String { Self.name }
}

/// How the dispatcher's key responder, touch-down observer and input hold, which may outlive
/// the shell, reach it: the shell clears the reference as it goes (not weak: the input hold
/// reads it at every batch of input and frame of a touch on no recognizer).
private final class ShellLink {
    unowned(unsafe) var shell: DemoShell?
}
