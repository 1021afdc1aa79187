import DemoState
import Tactile

/// One screen of the demo: a view that fills the area it is given and lays itself out for
/// its size.
protocol DemoScene: AnyObject {
    /// The name `--scene` selects it by, and its key in the state file.
    static var name: String { get }
    /// The scene's root, placed at the window's origin by the shell.
    var view: View { get }
    /// Places everything for an area of `size` (logical pixels) at the window's origin.
    /// Called at every resize; items the user arranged stay where they are.
    func layout(in size: Size)
    /// The views whose frames the state file keeps (drop areas, windows); empty for scenes
    /// that keep nothing.
    var containers: [View] { get }
    /// The views the user arranges, whose container, place, turn, scale and colour the state
    /// file keeps.
    var items: [View] { get }
    /// Called before the state file's arrangement `layout` is put back: a scene whose items
    /// are made by the user makes the saved ones here, and puts back its fields' text.
    func willRestore(_ layout: SceneLayout)
    /// Called after the state file's arrangement was put back, to tidy what it implies.
    func didRestore()
    /// Adds to the captured arrangement what the views alone do not say (texts).
    func complete(_ layout: inout SceneLayout)
    /// Called when the home bar brings the scene on screen.
    func didAppear()
    /// Called each time the window comes to rest: the moment to trace where things ended up.
    func cameToRest()
    /// Called when the scene leaves the screen: drags in progress spring back.
    func willDisappear()
    /// Called when the kiosk forgets its visitor (shown or not, after the fields were
    /// emptied): what the visitor opened closes.
    func forgetVisitor()
    /// The scene's keyboard alternative to its drags, whose items share the screen's Tab
    /// order while the scene is shown (the shell's `ControlFocus` feeds it the keys); nil for
    /// a scene without drags or nudged views. No default: a scene
    /// declaring a non-optional `keyboard` would not be seen through the protocol.
    var keyboard: KeyboardDragController? { get }
    /// Takes the colours of `look` (the theme changed): the scene's background becomes
    /// `background`, the views styled as containers below its root the look's container
    /// colour, its captions the look's text colour.
    func apply(_ look: DemoLook, background: Color?)
    /// What the offscreen tour does in the scene, as laid out now (see `BuiltInTour`).
    var tourSteps: [TourStep] { get }
    /// Ctrl+C and Ctrl+V on the scene's items, through the window's `clipboard` (shared with
    /// other apps when the compositor allows): true when the key was used.
    func handleClipboardKey(_ event: KeyEvent, clipboard: TextClipboard) -> Bool
}

extension DemoScene {
    var containers: [View] { [] }
    var items: [View] { [] }
    func willRestore(_ layout: SceneLayout) {}
    func didRestore() {}
    func complete(_ layout: inout SceneLayout) {}
    func didAppear() {}
    func forgetVisitor() {}
    func cameToRest() {}
    func handleClipboardKey(_ event: KeyEvent, clipboard: TextClipboard) -> Bool { false }

    func apply(_ look: DemoLook, background: Color?) { recolour(look, background: background) }

    /// The scene's root takes `background`, the views styled as containers the look's colour,
    /// the captions its text colour.
    func recolour(_ look: DemoLook, background: Color?) {
        view.backgroundColor = background
        view.recolourContainers(to: look.container)
        view.recolourCaptions(to: look.theme.colors.text)
    }

    /// Drags in progress, by finger or key, are cancelled (the keyboard drives the scene's
    /// drag manager) and every item in the air lands in its place at once: the next scene
    /// shows nothing of this one. The focus ring goes.
    func willDisappear() {
        keyboard?.manager.cancelAllDrags()
        keyboard?.manager.landFlyingItems()
        keyboard?.focus(nil)
    }
}

/// The scenes `--scene` can select, by name.
enum DemoScenes {
    /// How to build a scene for a host, with the photos and clips the scenes show.
    typealias Factory = (name: String, make: @Sendable (SceneHost, DemoMedia) -> DemoScene)

    /// The seed behaviours, in the order the home bar shows them: their arrangement is kept
    /// in the state file. The first is shown when nothing else is asked for.
    static let seeds: [Factory] = [
        (SortingScene.name, { host, _ in SortingScene(host: host) }),
        (PuttyScene.name, { host, _ in PuttyScene(host: host) }),
        (PaletteScene.name, { host, _ in PaletteScene(host: host) }),
        (ColourScene.name, { host, _ in ColourScene(host: host) }),
        (CartScene.name, { host, _ in CartScene(host: host) }),
        (TagsScene.name, { host, _ in TagsScene(host: host) }),
        (PhotosScene.name, { host, media in PhotosScene(host: host, source: media.photos) }),
        (VideoScene.name, { host, media in VideoScene(host: host, clips: media.clips) }),
        (SettingsScene.name, { host, _ in SettingsScene(host: host) }),
    ]

    /// Scenes for tests and benchmarks: shown alone over the whole window, no home bar, no
    /// state file.
    static let tools: [Factory] = [
        (GesturesScene.name, { host, _ in GesturesScene(trace: { host.trace($0) }) }),
        (BenchScene.name, { _, _ in BenchScene() }),
    ]

    /// The seed scenes' titles on the home bar (and the settings' reset button), by name.
    static let titles: [String: LocalizedString] = [
        SortingScene.name: LocalizedString("sorting", comment: "Home bar: button of the scene sorting tiles into containers; nine buttons share the bar, so keep it short"),
        PuttyScene.name: LocalizedString("putty", comment: "Home bar: button of the scene with a window that stretches like putty; keep it short"),
        PaletteScene.name: LocalizedString("palette", comment: "Home bar: button of the scene with colour swatches and words; keep it short"),
        ColourScene.name: LocalizedString("colour", comment: "Home bar: button of the scene dropping colour tiles into slots; keep it short"),
        CartScene.name: LocalizedString("cart", comment: "Home bar: button of the shop scene with a floating cart; keep it short"),
        TagsScene.name: LocalizedString("tags", comment: "Home bar: button of the scene making tags from typed words; keep it short"),
        PhotosScene.name: LocalizedString("photos", comment: "Home bar: button of the photo wall scene; keep it short"),
        VideoScene.name: LocalizedString("video", comment: "Home bar: button of the video scene; keep it short"),
        SettingsScene.name: LocalizedString("settings", comment: "Home bar: button of the settings scene; keep it short"),
    ]

    /// Every name, for help texts and errors.
    static var names: [String] { (seeds + tools).map(\.name) }
}

/// What the photos and video scenes show: `--photos` and `--video`, else what the demo makes.
struct DemoMedia: Sendable {
    /// The photos scene's pictures.
    var photos: PhotoSource
    /// The video scene's clips.
    var clips: DemoClips
}
