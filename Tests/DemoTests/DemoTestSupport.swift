import DemoState
import Foundation
import Tactile
import TestSupport
@testable import tactile_demo

/// The demo on the offscreen runner, as `tactile-demo --script` runs it: a session on a
/// runner's host, laid out for the script's surface, saving at every rest when given a store.
/// `lines` collects the scenes' trace lines (without the runner's own).
final class DemoRun {
    let runner: OffscreenRunner
    let session: DemoSession
    /// The scenes' trace lines, once played.
    private(set) var lines: [String] = []
    private let directory = TemporaryDirectory()

    /// Plays `touches` on a surface of `size` at `scale`, then a second more for things to
    /// settle, and takes a last snapshot then (the last of `written`).
    convenience init(_ touches: TouchScript, size: Size = BuiltInTour.size, scale: Double = 1, scene: String? = nil,
                     state: LayoutState? = nil, store: StateStore<LayoutState>? = nil, photos: PhotoSource = .generated(.preview)) {
        var settled = touches
        settled.wait(milliseconds: 1000)
        settled.snapshot()
        self.init(script: settled.script(size: size, scale: scale), scene: scene, state: state, store: store, photos: photos)
    }

    /// Plays `script`.
    init(script: OffscreenScript, scene: String? = nil, state: LayoutState? = nil, store: StateStore<LayoutState>? = nil,
         photos: PhotoSource = .generated(.preview)) {
        let size = script.size
        var collected: [String] = []
        runner = OffscreenRunner(script: script, trace: { _ in }, sceneTrace: { collected.append($0) })
        session = runner.demoSession(size: size, scene: scene, state: state, store: store, photos: photos)
        collectedLines = { collected }
    }

    private var collectedLines: () -> [String] = { [] }

    /// Plays the script, writing snapshots into `directory`; returns their paths.
    @discardableResult
    func play() throws -> [String] {
        let written = try runner.run(outputDirectory: directory.path + "/frames")
        lines = collectedLines()
        return written
    }

    /// The seed scene of type `Scene`.
    func scene<Scene: DemoScene>(_ type: Scene.Type) -> Scene { session.scene(type) }
}

extension OffscreenRunner {
    /// A demo session on this runner's host, as `tactile-demo --script` makes it: showing
    /// `scene` laid out for `size`, with `state` put back, saving to `store` at every rest,
    /// the photos scene showing `photos`.
    func demoSession(size: Size, scene: String?, state: LayoutState?, store: StateStore<LayoutState>?,
                     photos: PhotoSource = .generated(.preview)) -> DemoSession {
        let session = DemoSession(host: host, sceneName: scene, state: state, store: store, photos: photos)
        session.resized(to: size)
        host.onRest = { [unowned session] in session.cameToRest() }
        return session
    }
}

extension DemoSession {
    /// The seed scene of type `Scene`.
    func scene<Scene: DemoScene>(_ type: Scene.Type) -> Scene {
        shell.scenes.first { $0 is Scene } as! Scene
    }
}
