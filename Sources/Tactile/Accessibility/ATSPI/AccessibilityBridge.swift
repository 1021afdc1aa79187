import CShims
import TactileCore
import TactileWayland
#if canImport(Glibc)
import Glibc
#endif

/// Shows a window's semantic tree to screen readers over AT-SPI: the main-loop half of the
/// bridge, whose D-Bus half (`ATSPIBus`) runs on a thread of its own and never touches a
/// view.
///
/// Until the accessibility bus says a screen reader is on, the bridge makes no tree and
/// frames cost nothing more. Once one is, it starts the scene's tree, which the scene host
/// reads again after each batch of input, frame and timer; every change it tells goes to the
/// D-Bus thread with the snapshot it made. What a screen reader asks to do (press, step,
/// focus) comes back as requests through the loop's wake-up and is performed here, and the
/// call is answered with what the tree said. When the screen reader leaves, nothing more is
/// published (the tree itself stays with the host, which speech mode may read too).
final class AccessibilityBridge {
    private let bus: ATSPIBus
    private let loop: EventLoop
    private let wakeUp: WakeDescriptor
    private let makeTree: () -> AccessibilityTree
    private let log: (String) -> Void
    /// The tree, once a screen reader asked for it.
    private var tree: AccessibilityTree?
    /// Whether a screen reader listens now.
    private var isPublishing = false

    /// Starts looking for screen readers for a window titled `applicationName` whose tree
    /// `makeTree` starts, with requests delivered on `loop`; nil (logged) when the system
    /// gives no eventfd or the loop cannot watch it.
    init?(applicationName: String, loop: EventLoop, makeTree: @escaping () -> AccessibilityTree, log: @escaping (String) -> Void) {
        let descriptor = tactile_eventfd_create()
        guard descriptor >= 0 else {
            log("accessibility: no eventfd (\(String(cString: strerror(errno)))); screen readers cannot see the window")
            return nil
        }
        wakeUp = WakeDescriptor(descriptor)
        self.loop = loop
        self.makeTree = makeTree
        self.log = log
        bus = ATSPIBus(applicationName: applicationName, toMain: ATSPIRequestQueue(wakeUp: wakeUp))
        do {
            try loop.watch(descriptor) { [unowned self] _ in handleRequests() }
        } catch {
            log("accessibility: \(error); screen readers cannot see the window")
            wakeUp.close()
            return nil
        }
        bus.start()
    }

    /// Ends the D-Bus thread (the tree leaves the bus) and stops watching its requests.
    func stop() {
        bus.stop()
        loop.unwatch(wakeUp.descriptor)
        wakeUp.close()
        isPublishing = false
    }

    /// The scene's tree, started at the first screen reader: its changes go to the D-Bus
    /// thread while one listens.
    private func startedTree() -> AccessibilityTree {
        if let tree { return tree }
        let tree = makeTree()
        // Weak: an app may keep the scene host, and so the tree, after the application went.
        tree.addObserver { [weak self, unowned tree] changes in
            guard let self, isPublishing else { return }
            bus.publish(tree.snapshot, changes: changes)
        }
        self.tree = tree
        return tree
    }

    /// Does what the D-Bus thread asked.
    private func handleRequests() {
        for request in bus.toMain.take() {
            switch request {
            case .start:
                let tree = startedTree()
                isPublishing = true
                tree.update()
                // The first snapshot goes even when nothing changed: the D-Bus thread waits
                // for it to register with the registry.
                bus.publish(tree.snapshot, changes: [])
            case .stop:
                isPublishing = false
            case .perform(let action, let id, let reply):
                let done = isPublishing && tree?.perform(action, on: id) == true
                reply?.answer(done)
            case .focus(let id, let reply):
                let done = isPublishing && tree?.focus(id) == true
                reply?.answer(done)
            case .log(let line):
                log(line)
            }
        }
        // What an action changed goes out now, not at the next frame (a focus may draw nothing).
        if isPublishing { tree?.update() }
    }
}
