import DemoState
import Tactile

// What the settings scene's choices do to the rest of the demo: the look of every scene and
// the home bar, the sorting tiles' side, the on-screen keyboard's letters, and resets.

extension DemoShell {
    /// The settings scene, among the seed scenes.
    var settingsScene: SettingsScene? { scenes.lazy.compactMap { $0 as? SettingsScene }.first }

    /// The sorting scene, among the seed scenes.
    private var sortingScene: SortingScene? { scenes.lazy.compactMap { $0 as? SortingScene }.first }

    /// Makes the settings scene's controls change the settings and reset scenes.
    func wireSettings() {
        settingsScene?.onChange = { [unowned self] in apply($0) }
        settingsScene?.onReset = { [unowned self] in reset($0) }
        settingsScene?.onLanguage = { [unowned self] in switchLanguage(to: $0) }
    }

    /// Puts `new` in force: a new look repaints every scene and the home bar; the sorting
    /// tiles take their side and the keyboard its letters.
    func apply(_ new: DemoSettings) {
        let old = settings
        settings = new
        if new.appearance != old.appearance { applyLook() }
        sortingScene?.setTileSide(new.tileSize)
        if let letters = new.keyboard { host.textEntry?.chooseArrangement(letters) }
        showSettings()
    }

    /// The settings scene shows the settings in force.
    func showSettings() {
        guard let settingsScene, let sortingScene else { return }
        settingsScene.show(settings, tileSide: sortingScene.tileSide, letters: host.textEntry?.keyboard.arrangement ?? .qwerty,
                           language: host.language)
    }

    /// The visitor picked `language`: the whole demo shows in it from the next frame, every
    /// scene keeping its state. It is the visitor's, not a setting: the state file does not
    /// keep it, and the kiosk session's idle reset brings back the kiosk's own.
    func switchLanguage(to language: Language) {
        host.language = language
        showSettings()
    }

    /// The language after the one showing, in the language row's order (after the last, the first).
    func showNextLanguage() {
        let shipped = DemoLanguages.shipped
        let index = shipped.firstIndex { $0.language == host.language } ?? shipped.count - 1
        switchLanguage(to: shipped[(index + 1) % shipped.count].language)
    }

    /// Remembers every scene's arrangement as laid out the first time, for `reset`.
    func captureDefaults() {
        for scene in scenes { defaults[scene.name] = scene.capturedLayout }
    }

    /// Puts the scene called `name` back as it was at start (its text fields emptied, what
    /// the user made gone), keeping the settings. Traces `scene reset <name>`.
    func reset(_ name: String) {
        guard let scene = scenes.first(where: { $0.name == name }), let layout = defaults[name] else { return }
        scene.willDisappear()
        scene.put(layout)
        if scene is SortingScene { sortingScene?.setTileSide(settings.tileSize) }
        host.trace("scene reset \(name)")
    }
}

extension DemoScene {
    /// The scene's arrangement now, in surface coordinates, texts included.
    var capturedLayout: SceneLayout {
        var layout = SceneLayout(capturing: containers, items: items, in: view)
        complete(&layout)
        return layout
    }

    /// Puts back the arrangement `saved`: containers stay where the layout put them, and
    /// items in them keep their place relative to them. Returns the ids of entries that
    /// match nothing in this scene.
    @discardableResult
    func put(_ saved: SceneLayout) -> [String] {
        willRestore(saved)
        let current = SceneLayout(capturing: containers, items: [], in: view)
        let unmatched = saved.keepingContainers(of: current).restore(containers: containers, items: items, in: view)
        didRestore()
        return unmatched
    }
}
