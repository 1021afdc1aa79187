import ArgumentParser
import DemoState
import Tactile
#if canImport(Glibc)
import Glibc
#endif

/// The Tactile demo: a window (fullscreen under a kiosk shell) with the seed scenes and a
/// home bar, or, with no Wayland display or with `--offscreen`, a scripted tour written to
/// PNG frames.
@main
struct TactileDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-demo",
        abstract: "Shows what Tactile does: drag, pinch, rotate and drop with fingers or a mouse.")

    @Flag(help: "Ask the compositor for fullscreen (kiosk shells always give it).")
    var fullscreen = false

    @Option(help: "Quit after this many seconds (for scripted runs).")
    var exitAfter: Double?

    @Option(help: "Forget the visitor (empty every field, back to the first scene) after this many seconds without input; 0: never.")
    var idleReset = 120.0

    @Option(help: "Ask the visitor whether they are still there this many seconds before the idle reset, counting down, any touch or key giving them their time again; 0: no warning.")
    var warning = 20.0

    @Option(help: "Show the attract screen after this many seconds without input; 0: never.")
    var attractAfter = 300.0

    @Option(help: "Blank the screen after this many seconds without input; 0: never.")
    var blankAfter = 0.0

    @Option(help: "The scene to show: \(DemoScenes.names.joined(separator: ", ")) (default: the one shown last, else \(DemoScenes.seeds[0].name)).")
    var scene: String?

    @Option(help: "The state file keeping every scene's arrangement (default: $XDG_STATE_HOME/tactile/state.json, else ~/.local/state/tactile/state.json; offscreen: none).")
    var state: String?

    @Flag(help: "Play a scripted tour without a compositor (also the default with no Wayland display: no WAYLAND_DISPLAY or WAYLAND_SOCKET, no wayland-0 in XDG_RUNTIME_DIR).")
    var offscreen = false

    @Option(help: "Play this script offscreen instead of the built-in tour (JSON, see the manual's article Running without a compositor).")
    var script: String?

    @Option(help: "The folder whose files the photos scene shows (default: pictures the demo paints into $XDG_CACHE_HOME/tactile-demo/photos the first time).")
    var photos: String?

    @Option(help: "The clip the video scene plays (default: clips the demo makes with GStreamer's test sources into $XDG_CACHE_HOME/tactile-demo/clips the first time).")
    var video: String?

    @Option(help: "Play this clip in a loop as the kiosk's attract screen instead of the drifting title.")
    var attractVideo: String?

    @Flag(help: "Type with the compositor's input method where it offers one (text-input-unstable-v3, e.g. sway with an input method running) instead of the built-in on-screen keyboard.")
    var systemInputMethod = false

    @Option(help: "Where offscreen runs write their PNG frames.")
    var out = DemoOptions.defaultOutputDirectory

    @Option(help: "The kiosk's own language, shown at start and after each visitor: \(DemoLanguages.list) (default: en). A visitor's choice on the settings scene is theirs alone.")
    var language: String?

    @Option(help: "The folder of the translation catalogs (de.po, fr.po, …) (default: the source tree's, Sources/tactile-demo/Localizations).")
    var translations = DemoLanguages.sourceDirectory

    @Flag(help: "Start in speech mode (a blind visitor's: a finger says what is under it, a double tap activates; three fingers held for two seconds turn it on and off).")
    var speech = false

    func validate() throws {
        if let language { _ = try DemoLanguages.language(code: language) }
        if let scene, !DemoScenes.names.contains(scene) {
            throw ValidationError("unknown scene \(scene); choose one of \(DemoScenes.names.joined(separator: ", "))")
        }
        for (name, value) in [("--idle-reset", idleReset), ("--warning", warning), ("--attract-after", attractAfter),
                              ("--blank-after", blankAfter)]
        where !(value >= 0 && value.isFinite) {
            throw ValidationError("\(name) takes a number of seconds, 0 or more")
        }
    }

    func run() throws {
        let options = DemoOptions(scene: scene, fullscreen: fullscreen, exitAfter: exitAfter, statePath: state,
                                  scriptPath: script, outputDirectory: out, systemInputMethod: systemInputMethod,
                                  photos: photos.map(PhotoSource.directory) ?? .generated(.standard()),
                                  video: video, attractVideo: attractVideo,
                                  language: try language.map(DemoLanguages.language(code:)), translations: translations,
                                  speech: speech,
                                  kioskTimeouts: KioskTimeouts(idleReset: Self.timeout(idleReset), attract: Self.timeout(attractAfter),
                                                               blank: Self.timeout(blankAfter), warning: Self.timeout(warning)))
        do {
            if offscreen || script != nil || !Application.hasCompositorToTry {
                if !offscreen && script == nil {
                    print("tactile-demo: no Wayland display (no WAYLAND_DISPLAY or WAYLAND_SOCKET, no wayland-0 in XDG_RUNTIME_DIR): playing the offscreen tour into \(out)")
                }
                try OffscreenDemo.run(options: options)
            } else {
                try WindowDemo.run(options: options, store: StateStore<LayoutState>(path: state, log: reportStateProblem))
            }
        } catch let error as ExitCode {
            throw error
        } catch {
            printError(error)
            throw ExitCode.failure
        }
    }
}

extension TactileDemo {
    /// A timeout flag's value as a kiosk timeout: nil (off) for 0.
    static func timeout(_ seconds: Double) -> TimeSpan? { seconds > 0 ? .seconds(seconds) : nil }
}

/// The options of one run, as parsed.
struct DemoOptions {
    /// The `--out` default: `$TMPDIR/tactile-demo`, else `/tmp/tactile-demo`.
    static var defaultOutputDirectory: String {
        let temporary = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        return (temporary.isEmpty ? "/tmp" : temporary) + "/tactile-demo"
    }

    /// `--scene`, nil when not given.
    var scene: String?
    /// `--fullscreen`.
    var fullscreen: Bool
    /// `--exit-after`, seconds.
    var exitAfter: Double?
    /// `--state`, nil when not given.
    var statePath: String?
    /// `--script`, nil for the built-in tour.
    var scriptPath: String?
    /// `--out`.
    var outputDirectory: String
    /// `--system-input-method`.
    var systemInputMethod = false
    /// `--photos`, else the pictures the demo paints.
    var photos = PhotoSource.generated(.preview)
    /// `--video`, nil for the clips the demo makes.
    var video: String?
    /// `--attract-video`, nil for the drifting title.
    var attractVideo: String?
    /// `--language`, nil when not given (the source language).
    var language: Language?
    /// `--translations`.
    var translations = DemoLanguages.sourceDirectory
    /// `--speech`.
    var speech = false
    /// `--idle-reset`, `--warning`, `--attract-after` and `--blank-after` (windows only).
    var kioskTimeouts = KioskTimeouts()

    /// Makes `--language` (the source language without it) the kiosk's own language on `host`
    /// and shows it (traced `language CODE`), before the scenes are built.
    func startLanguage(on host: SceneHost) {
        let language = language ?? .source
        host.defaultLanguage = language
        host.language = language
    }

    /// True unless a tool scene was asked for: tool scenes keep no arrangement.
    var keepsState: Bool { scene.map { name in DemoScenes.seeds.contains { $0.name == name } } ?? true }
}

/// Writes one line to standard error (the demo's failures are one line each).
func printError(_ error: Error) {
    let line = Array("tactile-demo: \(error)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

/// Reports a state file problem (a corrupt file set aside, a failed write) in one line on
/// standard error.
func reportStateProblem(_ line: String) {
    printError(StateProblem(description: line))
}

/// A state file problem, as StateStore words it.
private struct StateProblem: Error, CustomStringConvertible {
    let description: String
}
