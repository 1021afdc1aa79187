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
/// Until the accessibility bus says a screen reader is on, there is no tree and each frame
/// costs one check. While one is on, each frame's end reads the tree again and hands the
/// snapshot and its changes to the D-Bus thread; what a screen reader asks to do (press,
/// step, focus) comes back as requests through the loop's wake-up and is performed here,
/// and the call is answered with what the tree said.
final class AccessibilityBridge {
    private let bus: ATSPIBus
    private let loop: EventLoop
    private let wakeUp: WakeDescriptor
    private let makeTree: () -> AccessibilityTree
    private let log: (String) -> Void
    /// The tree while a screen reader listens; nil otherwise.
    private var tree: AccessibilityTree?

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
        tree = nil
    }

    /// Called after each frame: while a screen reader listens, reads the tree again and
    /// publishes it.
    @inline(__always)
    func frameDrawn() {
        guard let tree else { return }
        publish(tree)
    }

    /// Reads `tree` again and hands the snapshot and its changes to the D-Bus thread; a tree
    /// that did not change wakes nobody, unless `always` (the first snapshot, which the
    /// D-Bus thread waits for).
    @inline(never)
    private func publish(_ tree: AccessibilityTree, always: Bool = false) {
        let changes = tree.update()
        guard always || !changes.isEmpty else { return }
        bus.publish(tree.snapshot, changes: changes)
    }

    /// Does what the D-Bus thread asked.
    private func handleRequests() {
        for request in bus.toMain.take() {
            switch request {
            case .start:
                let tree = self.tree ?? makeTree()
                self.tree = tree
                publish(tree, always: true)
            case .stop:
                tree = nil
            case .perform(let action, let id, let reply):
                let done = tree?.perform(action, on: id) ?? false
                reply?.answer(done)
            case .focus(let id, let reply):
                let done = tree?.focus(id) ?? false
                reply?.answer(done)
            case .log(let line):
                log(line)
            }
        }
        // What an action changed without a frame (a focus that draws nothing) goes out now.
        if let tree { publish(tree) }
    }
}
