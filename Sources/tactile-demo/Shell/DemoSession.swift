import DemoState
import Tactile

/// The demo's life on one host, window or offscreen: the shell, the arrangement restored at
/// the first layout, and saved each time things come to rest after a change.
///
/// Traces `state restored` after putting back a saved arrangement (after a line
/// `state setting left at its default: <why>` for each bad setting, also written to standard
/// error) and `state saved` after each write of the state file.
final class DemoSession {
    /// The scenes and the home bar.
    let shell: DemoShell
    /// Where the arrangement is kept; nil for a tool scene or an offscreen run without `--state`.
    private let store: StateStore<LayoutState>?
    /// The saved arrangement, until the first layout puts it back.
    private var pendingState: LayoutState?
    private let host: SceneHost

    /// Shows `sceneName` on `host`, or, when nil, the scene `state` was showing (the first
    /// seed scene without one). `state` is put back at the first layout and `store` receives
    /// the arrangement at every rest; a tool scene uses neither. The photos scene shows
    /// `photos`: by default a few small pictures painted into the temporary directory, for
    /// sessions that name none (tests); the demo's runs pass what `--photos` says. The
    /// scenes' strings are translated with `translations` (by default the source tree's
    /// catalogs, see `DemoLanguages.sourceDirectory`).
    init(host: SceneHost, sceneName: String?, state: LayoutState?, store: StateStore<LayoutState>?,
         photos: PhotoSource = .generated(.preview), clips: DemoClips = DemoClips(),
         translations: Translations = DemoLanguages.translations(directory: DemoLanguages.sourceDirectory)) {
        self.host = host
        host.translations = translations
        let saved = state.flatMap { state in DemoScenes.seeds.contains { $0.name == state.activeScene } ? state.activeScene : nil }
        shell = DemoShell(host: host, sceneName: sceneName ?? saved ?? DemoScenes.seeds[0].name, photos: photos, clips: clips)
        self.store = shell.keepsState ? store : nil
        pendingState = shell.keepsState ? state : nil
    }

    /// The window has a new logical size: lay out for it, and put back the saved arrangement
    /// the first time.
    func resized(to size: Size) {
        shell.layout(in: size)
        guard let state = pendingState else { return }
        pendingState = nil
        let unmatched = shell.restore(state)
        for problem in state.settings.problems {
            reportStateProblem(problem)
            host.trace("state setting left at its default: \(problem)")
        }
        host.trace("state restored" + (unmatched.isEmpty ? "" : "; unknown entries left out: \(unmatched.joined(separator: ", "))"))
    }

    /// Everything came to rest: trace where things ended up and save the arrangement if it
    /// changed. (An item the keyboard carries holds the scene out of rest: the shell's input
    /// hold.)
    func cameToRest() {
        shell.cameToRest()
        save()
    }

    /// The kiosk forgot the visitor (it emptied the fields on screen and landed what was in
    /// flight): the fields of every scene are emptied too, the first scene shows, and the
    /// file keeps the arrangement with the fields empty and the first scene active.
    func forgetVisitor() {
        shell.forgetVisitor()
        save()
    }

    /// Writes the arrangement if it differs from what the file holds. Call only at rest.
    func save() {
        store?.noteChange()
        saveUnsavedChanges()
    }

    /// Before exiting at rest: every rest was saved already, so this only retries a write
    /// that failed; a file that was never written stays unwritten.
    func saveUnsavedChanges() {
        guard let store, store.hasUnsavedChanges, !shell.isCarryingByKeyboard else { return }
        if store.saveIfChanged({ shell.capturedState() }) { host.trace("state saved") }
    }
}
