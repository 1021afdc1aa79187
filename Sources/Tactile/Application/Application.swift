import CShims
import TactileCairo
import TactileCore
import TactileWayland

/// A Tactile app: one window on the compositor whose content is `rootView`.
///
/// The application connects, opens the window (fullscreen under a kiosk shell), feeds
/// the seat's input to the scene and redraws what changed once per frame callback.
/// Everything runs on the thread that calls `run()`.
public final class Application {
    /// How the window is opened.
    public struct Configuration {
        /// The window title.
        public var title: String
        /// The xdg app_id, which compositors use to match rules and icons.
        public var appID: String
        /// The logical size to use when the compositor lets the client choose.
        public var preferredSize: Size
        /// Whether to ask for fullscreen (kiosk shells impose it anyway).
        public var fullscreen: Bool

        /// Creates a configuration.
        public init(title: String, appID: String = "org.tactile.app", preferredSize: Size = Size(width: 1024, height: 768), fullscreen: Bool = false) {
            self.title = title
            self.appID = appID
            self.preferredSize = preferredSize
            self.fullscreen = fullscreen
        }
    }

    /// The scene the window shows: its root view, input dispatcher, animator, rest and
    /// trace. A scene built on a `SceneHost` runs the same here and on an `OffscreenRunner`.
    public var host: SceneHost { windowHost.scene }
    /// The scene's root: it always covers the whole window, in surface coordinates.
    public var rootView: View { host.rootView }
    /// Runs the window's animations; frames are requested only while something moves.
    public var animator: Animator { host.animator }
    /// Routes touches, mouse and keys to the views' gesture recognizers.
    public var inputDispatcher: InputDispatcher { host.inputDispatcher }
    /// Called after the window's logical size or scale changed, before the next frame.
    public var onResize: ((Size, Double) -> Void)? {
        get { windowHost.onResize }
        set { windowHost.onResize = newValue }
    }
    /// Called once when the first frame has been committed.
    public var onFirstFrame: (() -> Void)? {
        get { windowHost.onFirstFrame }
        set { windowHost.onFirstFrame = newValue }
    }
    /// Called each time every gesture and animation has ended after some were running: the
    /// moment to save what the user arranged (the scene host's `onRest`).
    public var onRest: (() -> Void)? {
        get { host.onRest }
        set { host.onRest = newValue }
    }
    /// True when no gesture is in progress and nothing animates.
    public var isAtRest: Bool { host.isAtRest }
    /// Called with the signal number when SIGTERM, SIGINT or SIGHUP arrives; the loop
    /// stops after it returns.
    public var onTerminationSignal: ((Int32) -> Void)?

    /// Writes `line` to the diagnostic event log (the file named by TACTILE_EVENT_LOG) if
    /// there is one: apps trace what their gestures did, tests read it. Free when unset.
    public func trace(_ line: @autoclosure () -> String) {
        host.trace(line())
    }

    /// The largest number of bytes the app's decoded pictures may take together (default
    /// 64 MB): one cache for the whole app, which lets the least recently used pictures go
    /// first, never one shown in the frame being drawn. A kiosk showing large photos on a big
    /// screen may raise it; one short of memory lower it. See "Images" in the manual.
    public var imageCacheBudget: Int {
        get { pictureDelivery.pictures.cache.budget }
        set { pictureDelivery.pictures.cache.budget = max(0, newValue) }
    }

    private let client: WaylandClient
    private let window: Window
    private let pictureDelivery: PictureDelivery
    private let windowHost: WindowHost
    /// Shows the scene to screen readers over AT-SPI while the accessibility bus says one
    /// listens; nil when the system gives it no eventfd.
    private let accessibility: AccessibilityBridge?
    /// systemd's notification socket, when the app runs as a `Type=notify` service.
    private let notifier: SystemdNotifier?
    /// Blocks of this many bytes or more get their own mapping (see `tactile_heap_fix_mmap_threshold`).
    private static let largeAllocation = 128 << 10

    /// Whether there is a compositor to try connecting to (see `Display.hasCompositorToTry`):
    /// an app that can also run without a screen (a tour, a test) decides with it.
    public static var hasCompositorToTry: Bool { Display.hasCompositorToTry }

    /// Connects to the compositor and opens the window. Throws a `WaylandError` whose
    /// description says what failed (no compositor, a missing global).
    public init(configuration: Configuration, log: @escaping (String) -> Void = { _ in }) throws {
        // The diagnostic log sees what the Wayland layer reports too (seat changes, bad data).
        let eventLog = InputEventLog()
        let log: (String) -> Void = { line in
            eventLog?.write("log: \(line)")
            log(line)
        }
        client = try WaylandClient(log: log)
        let preferred = (Int(configuration.preferredSize.width), Int(configuration.preferredSize.height))
        window = client.makeWindow(title: configuration.title, appID: configuration.appID,
                                   preferredSize: preferred, fullscreen: configuration.fullscreen)
        let notifier = SystemdNotifier.fromEnvironment(log: log)
        self.notifier = notifier
        pictureDelivery = PictureDelivery(loop: client.loop, log: log)
        windowHost = WindowHost(window: window, loop: client.loop, size: configuration.preferredSize, eventLog: eventLog,
                                pictures: pictureDelivery.pictures, log: log)
        // Screen readers: nothing but a thread watching the session bus until one listens.
        accessibility = AccessibilityBridge(applicationName: configuration.title, loop: client.loop,
                                            makeTree: { [unowned windowHost] in windowHost.scene.startAccessibilityTree() },
                                            log: log)
        // A `Type=notify` unit counts as started once the window shows something.
        windowHost.firstFrameCommitted = { notifier?.send("READY=1") }
        window.delegate = windowHost
        client.inputHandler = windowHost
        windowHost.systemInputMethod = SystemInputMethod(scene: windowHost.scene, client: client, log: log)
        // Text fields copy to and paste from other apps; without a data device, among themselves.
        let textClipboard = windowHost.scene.inputDispatcher.textInput.clipboard
        textClipboard.shared = client.clipboard
        textClipboard.afterSharedAnswer = { [unowned windowHost] in windowHost.scene.noteActivity() }
        // Drags whose sources allow it go on to other apps when they leave the window.
        let sharedDrags = client.clipboard == nil ? nil : WindowSharedDrags(client: client, window: window, scene: windowHost.scene, log: log)
        windowHost.scene.sharedDrags = sharedDrags
        // Other apps' drags go to the zones of the managers the app adds to `sharedDrops`;
        // our own, handed to the compositor and brought back over the window, are the in-app
        // drags they were (the receiver recognises them).
        windowHost.scene.sharedDrops.log = log
        client.onSharedDrag = { [unowned windowHost] in windowHost.scene.sharedDrops.handle($0) }
        // The process is the kiosk's for months: large blocks go back to the kernel when freed.
        tactile_heap_fix_mmap_threshold(Self.largeAllocation)
        // TACTILE_MEMORY_REPORT: heap figures for soak runs; when unset, no timer at all.
        MemoryReport.fromEnvironment()?.start(on: client.loop)
        window.requestRedraw()
    }

    deinit {
        // Its thread leaves the accessibility bus before the loop it wakes goes.
        accessibility?.stop()
        // The window and the connection refer to the window host unowned (see
        // `Window.delegate`): they let go of it before it goes.
        window.delegate = nil
        client.inputHandler = nil
    }

    /// The window's current logical size: the content's, without the frame Tactile draws on
    /// desktops whose compositor draws none.
    public var size: Size { Size(width: Double(window.width), height: Double(window.height)) }

    /// The window's title: in the compositor's window lists, and in the title bar of the frame
    /// Tactile draws where the compositor draws none (changing it repaints that bar alone).
    public var title: String {
        get { window.title }
        set { window.title = newValue }
    }

    /// The language the window shows, switched at a touch (see `SceneHost.language`): every
    /// ``LocalizedString`` in the window shows in it at the next frame, right-to-left
    /// languages mirror the layout, and the on-screen keyboard takes its letters.
    public var language: Language {
        get { host.language }
        set { host.language = newValue }
    }

    /// True while the compositor shows the window fullscreen (kiosk shells always do).
    public var isFullscreen: Bool { window.isFullscreen }

    /// Asks the compositor to show the window fullscreen (true) or windowed (false), as F11
    /// does on a desktop; the compositor decides, and a kiosk shell keeps it fullscreen.
    public func setFullscreen(_ fullscreen: Bool) { window.setFullscreen(fullscreen) }

    /// Frames committed so far.
    package var framesCommitted: Int { window.framesCommitted }

    /// The system clipboard shared with other apps (copy and paste any MIME type); nil when
    /// the compositor has no data device manager. Text fields use it on their own.
    public var clipboard: Clipboard? { client.clipboard }

    /// Takes other apps' drags to drop zones: `add` a manager and give its zones
    /// `sharedDrops` (see `SharedDragReceiver`).
    public var sharedDrops: SharedDragReceiver { windowHost.scene.sharedDrops }

    /// How many times the event loop woke up (benchmarks check an idle window stays at 0).
    package var wakeups: Int { client.loop.wakeups }

    /// Runs until `stop()` or a termination signal; throws a `WaylandError` when the
    /// compositor goes away or reports a protocol error. When it returns or throws, every
    /// touch and gesture still in progress has been cancelled: an item in the air has gone
    /// home, as when the compositor cancels a touch. Under systemd (`NOTIFY_SOCKET`) the loop
    /// feeds the unit's watchdog while it turns and says `STOPPING=1` as it ends.
    public func run() throws {
        try client.loop.handleTerminationSignals { [unowned self] signal in
            onTerminationSignal?(signal)
            stop()
        }
        defer {
            // Now, while the app is whole: not from the connection's teardown, where app code
            // (a drag delegate) would run while the objects it uses are being destroyed.
            windowHost.endInput()
            windowHost.latency?.writeReport()
            notifier?.send("STOPPING=1")
        }
        if let notifier, let interval = SystemdNotifier.watchdogInterval() {
            notifier.keepWatchdogFed(on: client.loop, every: interval)
        }
        try client.run()
    }

    /// Starts a kiosk session on the window (see `KioskSession`): after `timeouts.idleReset`
    /// without input the visitor is forgotten and `onReset` runs (warned `timeouts.warning`
    /// before, any input giving them more time), after `timeouts.attract` the screen
    /// `attractScreen` makes covers the window, after `timeouts.blank` it goes black; the
    /// input that wakes it is swallowed. Each step is written to the event log, and, under
    /// systemd, to the unit's status line. While not blanked the window holds the
    /// compositor's idle blanking off, where the compositor offers that.
    @discardableResult
    public func startKioskSession(_ timeouts: KioskTimeouts, attractScreen: (() -> KioskAttractScreen)? = nil,
                                  onReset: @escaping () -> Void = {}) -> KioskSession {
        // CLOCK_BOOTTIME, time and timer: a suspend counts as idle time, and a step that fell
        // due during it is taken on resume (a CLOCK_MONOTONIC timer would stand still meanwhile
        // and leave the last visitor's screen up that much longer).
        let session = KioskSession(host: host, timeouts: timeouts, attractScreen: attractScreen,
                                   idleTimer: windowHost.idleClock, onReset: onReset)
        _ = KioskScreenPower(window: window, session: session, trace: { [unowned self] in trace($0) }, log: client.log)
        if let notifier {
            session.addObserver { event in
                switch event {
                case .idleReset: notifier.send("STATUS=idle: visitor forgotten, back at the start")
                case .attractShown: notifier.send("STATUS=idle: attract screen")
                case .blankOn: notifier.send("STATUS=idle: screen blanked")
                case .warningShown: notifier.send("STATUS=idle: time limit warning")
                case .attractHidden, .blankOff, .extended: notifier.send("STATUS=in use")
                case .wakeSwallowed, .warningTick: break
                }
            }
        }
        return session
    }

    /// Ends `run()` after the current loop turn.
    public func stop() { client.loop.stop() }

    /// Runs `action` once, `delay` from now, on the loop.
    public func after(_ delay: TimeSpan, _ action: @escaping () -> Void) {
        client.loop.addTimer(at: EventLoop.now() + delay, action)
    }
}
