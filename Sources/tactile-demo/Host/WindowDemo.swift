import DemoState
import Tactile

/// Runs the demo in a window on the Wayland compositor.
enum WindowDemo {
    /// Opens the window and runs until it is closed, `exitAfter` seconds pass or SIGTERM,
    /// SIGINT or SIGHUP arrives (the arrangement at rest is saved then). Throws the
    /// `WaylandError` that ended it (no compositor, a lost connection).
    static func run(options: DemoOptions, store: StateStore<LayoutState>) throws {
        let application = try Application(
            configuration: .init(title: "Tactile demo", appID: "org.tactile.demo", fullscreen: options.fullscreen),
            log: { print("tactile-demo: \($0)") })
        if options.systemInputMethod { application.host.textInputSource = .systemInputMethod }
        let state = options.keepsState ? store.load() : nil
        let session = DemoSession(host: application.host, sceneName: options.scene, state: state, store: store,
                                  photos: options.photos, clips: DemoClips.forWindow(video: options.video))
        application.onResize = { size, _ in session.resized(to: size) }
        application.onRest = { session.cameToRest() }
        let attractScreen: () -> KioskAttractScreen = options.attractVideo.map { path in
            { VideoAttractScreen(source: .file(path), call: "Touch to start") }
        } ?? { DriftingAttractScreen(title: "Tactile demo", call: "Touch to start") }
        application.startKioskSession(options.kioskTimeouts, attractScreen: attractScreen,
                                      onReset: { session.forgetVisitor() })
        application.onTerminationSignal = { [unowned application] signal in
            application.trace("signal \(signal)")
            // The file holds the last arrangement at rest, written when it came to rest.
            if application.isAtRest { session.saveUnsavedChanges() }
        }
        if let exitAfter = options.exitAfter { application.after(.seconds(exitAfter)) { application.stop() } }
        try application.run()
    }
}
