import ArgumentParser
import Tactile
#if canImport(Glibc)
import Glibc
#endif

/// The Tactile demo: opens a window (fullscreen under a kiosk shell) showing the demo scene.
@main
struct TactileDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-demo",
        abstract: "Shows what Tactile does: drag, pinch, rotate and drop with fingers or a mouse.")

    @Flag(help: "Ask the compositor for fullscreen (kiosk shells always give it).")
    var fullscreen = false

    @Option(help: "Quit after this many seconds (for scripted runs).")
    var exitAfter: Double?

    @Option(help: "The scene to show: \(DemoScenes.names.joined(separator: ", ")).")
    var scene = HomeScene.name

    func validate() throws {
        guard DemoScenes.names.contains(scene) else {
            throw ValidationError("unknown scene \(scene); choose one of \(DemoScenes.names.joined(separator: ", "))")
        }
    }

    func run() throws {
        let application: Application
        do {
            application = try Application(
                configuration: .init(title: "Tactile demo", appID: "org.tactile.demo", fullscreen: fullscreen),
                log: { print("tactile-demo: \($0)") })
        } catch let error as WaylandError {
            printError(error)
            throw ExitCode.failure
        }
        let shown = DemoScenes.all.first { $0.name == scene }!.make(application)
        application.rootView.addSubview(shown.view)
        application.onResize = { size, _ in shown.layout(in: size) }
        if let exitAfter { application.after(seconds: exitAfter) { application.stop() } }
        do {
            try application.run()
        } catch let error as WaylandError {
            printError(error)
            throw ExitCode.failure
        }
    }
}

/// Writes one line to standard error (the demo's failures are one line each).
func printError(_ error: Error) {
    let line = Array("tactile-demo: \(error)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
