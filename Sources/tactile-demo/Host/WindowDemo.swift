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
        options.startLanguage(on: application.host)
        let session = DemoSession(host: application.host, sceneName: options.scene, state: state, store: store,
                                  photos: options.photos, clips: DemoClips.forWindow(video: options.video),
                                  translations: DemoLanguages.translations(directory: options.translations))
        application.onResize = { size, _ in session.resized(to: size) }
        if options.speech { application.host.setSpeechMode(true) }
        application.onRest = { session.cameToRest() }
        // Made each time it shows, in the language showing then (the kiosk's own after an idle reset).
        let host = application.host
        let text = { (string: LocalizedString) in host.translations.text(string, in: host.language) }
        let call = LocalizedString("Touch to start", comment: "Attract screen: the call under the title")
        let title = LocalizedString("Tactile demo", comment: "Attract screen: the title, 480 px wide")
        let attractScreen: () -> KioskAttractScreen = options.attractVideo.map { path in
            { VideoAttractScreen(source: .file(path), call: text(call)) }
        } ?? { DriftingAttractScreen(title: text(title), call: text(call)) }
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
