import DemoState
import Tactile

/// Runs the demo without a compositor: the built-in tour (or `--script`) through the
/// offscreen runner, the same scenes, input pipeline, animations and renderer as in a window,
/// on a manual clock. Prints every line of what happened to standard output, each starting
/// with the time in milliseconds (`t=120 drag started tile-2`), then the frames written.
enum OffscreenDemo {
    /// Plays the tour or the script. The state file is used only when `--state` names one.
    /// Throws an error naming the script's problem or the file that could not be written.
    static func run(options: DemoOptions) throws {
        let store = options.statePath.map { StateStore<LayoutState>(path: $0, log: reportStateProblem) }
        let state = options.keepsState ? store?.load() : nil
        let script = try options.scriptPath.map { try OffscreenScript(contentsOfFile: $0) }
            ?? BuiltInTour.script(sceneName: options.scene, state: state, photos: options.photos)
        // The scenes' lines come with the runner's own, after the time (`t=120 drag started tile-2`).
        let runner = OffscreenRunner(script: script) { print($0) }
        options.startLanguage(on: runner.host)
        let session = DemoSession(host: runner.host, sceneName: options.scene, state: state, store: store, photos: options.photos,
                                  translations: DemoLanguages.translations(directory: options.translations))
        session.resized(to: script.size)
        if options.speech { runner.host.setSpeechMode(true) }
        runner.host.onRest = { session.cameToRest() }
        let written = try runner.run(outputDirectory: options.outputDirectory)
        print("tactile-demo: \(written.count) frame\(written.count == 1 ? "" : "s") written to \(options.outputDirectory)")
    }
}
