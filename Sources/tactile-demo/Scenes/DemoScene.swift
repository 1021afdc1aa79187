import Tactile

/// One screen of the demo: a view that fills the window and lays itself out for its size.
protocol DemoScene: AnyObject {
    /// The name `--scene` selects it by.
    static var name: String { get }
    /// The scene's root, added to the window's root view.
    var view: View { get }
    /// Places everything for a window of `size` (logical pixels).
    func layout(in size: Size)
}

/// The scenes `--scene` can select, by name.
enum DemoScenes {
    /// Every scene, in the order the home bar shows them.
    static let all: [(name: String, make: @Sendable (Application) -> DemoScene)] = [
        (HomeScene.name, { _ in HomeScene() }),
        (GesturesScene.name, { GesturesScene(application: $0) }),
        (BenchScene.name, { _ in BenchScene() }),
    ]

    /// The names, for help texts and errors.
    static var names: [String] { all.map(\.name) }
}
