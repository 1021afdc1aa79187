import TactileCairo
import TactileCore

/// Runs a scene without a compositor: the script's touch events go through the same
/// `InputDispatcher`, animations through the same `Animator`, drawing through the same
/// `SceneRenderer` as in a window, on a `ManualClock`, and the picture is saved as PNG files
/// at the script's snapshot times.
///
/// Build the scene under `rootView` (and attach its recognizers) before `run`. Time moves
/// from 0 to the last event or snapshot, stopping at every event time, every snapshot and
/// every display frame (`frameInterval` apart). At each stop, in order: timers due by then
/// fire, the events of that time are delivered (then the end of a dispatched batch, as the
/// Wayland layer signals it), animations advance and the scene is drawn (frames and
/// snapshots only), the snapshot is written, and `onRest` runs if the scene just came to rest.
///
/// `trace` receives one line per thing that happened, each starting with the time in
/// milliseconds: every event, every state change of the recognizers attached when `run`
/// starts, every input-layer incident, every frame that repainted something, every snapshot
/// and every return to rest.
public final class OffscreenRunner {
    /// The scene's root, covering the script's surface (surface coordinates).
    public let rootView: View
    /// Routes the script's touches to the scene's recognizers.
    public let dispatcher: InputDispatcher
    /// Runs the scene's animations on the script's time (seconds).
    public let animator: Animator
    /// The script's time, in milliseconds from its start.
    public let clock: ManualClock
    /// The script being played.
    public let script: OffscreenScript
    /// Called each time the scene comes to rest after activity: where an app saves its layout.
    public var onRest: (() -> Void)?

    private let trace: (String) -> Void
    private let image: PixelImage
    private let renderer = SceneRenderer()
    private let restDetector: RestDetector
    private var framesDrawn = 0
    private var hasRun = false

    /// Prepares an empty scene the size of the script's surface.
    public init(script: OffscreenScript, trace: @escaping (String) -> Void) {
        self.script = script
        self.trace = trace
        let clock = ManualClock()
        self.clock = clock
        rootView = View(frame: Rect(origin: .zero, size: script.size))
        dispatcher = InputDispatcher(rootView: rootView, clock: clock, log: InputLog { line in
            trace("t=\(Int(clock.now)) input: \(line)")
        })
        dispatcher.surfaceSize = script.size
        rootView.damageTracker.bufferScale = script.scale
        animator = Animator { clock.now / 1000 }
        restDetector = RestDetector(dispatcher: dispatcher, animator: animator)
        image = PixelImage(width: Int((script.size.width * script.scale).rounded(.up)),
                           height: Int((script.size.height * script.scale).rounded(.up)), scale: script.scale)
    }

    /// Plays the whole script, writing each snapshot to `outputDirectory` (created when
    /// missing) as `frame-<milliseconds, 6 digits>.png`. Returns the paths written, in order.
    /// A runner plays its script once.
    @discardableResult
    public func run(outputDirectory: String) throws(OffscreenRunError) -> [String] {
        precondition(!hasRun, "an OffscreenRunner plays its script once")
        hasRun = true
        do {
            try FileAccess.makeDirectories(outputDirectory, mode: 0o755)
        } catch {
            throw OffscreenRunError(description: error.description)
        }
        traceGestures(in: rootView)
        let events = script.events, snapshots = script.snapshots
        let end = max(events.last?.time ?? 0, snapshots.last ?? 0)
        var eventIndex = 0, snapshotIndex = 0, frameIndex = 0
        var written: [String] = []
        while true {
            let frameTime = Double(frameIndex) * script.frameInterval
            let nextEvent = eventIndex < events.count ? events[eventIndex].time : Double.infinity
            let nextSnapshot = snapshotIndex < snapshots.count ? snapshots[snapshotIndex] : Double.infinity
            let now = min(nextEvent, nextSnapshot, frameTime <= end ? frameTime : Double.infinity)
            guard now.isFinite else { break }
            clock.advance(by: now - clock.now)

            let firstEvent = eventIndex
            while eventIndex < events.count, events[eventIndex].time == now {
                trace("t=\(Int(now)) \(events[eventIndex].traceDescription)")
                dispatcher.handleTouch(events[eventIndex].touchEvent)
                eventIndex += 1
            }
            if eventIndex > firstEvent { dispatcher.endOfDispatchBatch() }

            let isFrame = frameTime == now, isSnapshot = nextSnapshot == now
            if isFrame { frameIndex += 1 }
            if isFrame || isSnapshot { drawFrame(at: now) }
            if isSnapshot {
                written.append(try writeSnapshot(at: now, into: outputDirectory))
                snapshotIndex += 1
            }
            if restDetector.update() {
                trace("t=\(Int(now)) at rest")
                onRest?()
            }
        }
        return written
    }

    private func drawFrame(at now: Double) {
        animator.tick(now: now / 1000)
        let repainted = renderer.render(rootView, into: image.renderTarget, bufferAge: framesDrawn == 0 ? 0 : 1)
        framesDrawn += 1
        // Which rectangles were repainted is the renderer's business (it may round them to
        // tiles); that something was is what a reader of the trace needs.
        if !repainted.isEmpty { trace("t=\(Int(now)) drew") }
    }

    private func writeSnapshot(at now: Double, into directory: String) throws(OffscreenRunError) -> String {
        var digits = String(Int(now))
        if digits.count < 6 { digits = String(repeating: "0", count: 6 - digits.count) + digits }
        let path = "\(directory)/frame-\(digits).png"
        do {
            try image.writePNG(to: path)
        } catch {
            throw OffscreenRunError(description: error.description)
        }
        trace("t=\(Int(now)) snapshot \(path)")
        return path
    }

    /// Reports every state change of the recognizers attached under `view`.
    private func traceGestures(in view: View) {
        for recognizer in view.gestureRecognizers {
            let label = (recognizer.name ?? "\(type(of: recognizer))") + (view.identifier.map { " on \($0)" } ?? "")
            recognizer.addAction { [clock, trace] recognizer in
                trace("t=\(Int(clock.now)) \(label) \(recognizer.state) at \(recognizer.location(in: nil))")
            }
        }
        for subview in view.subviews { traceGestures(in: subview) }
    }
}

/// An offscreen run that could not finish: a snapshot or its directory could not be written.
public struct OffscreenRunError: Error, CustomStringConvertible {
    /// What failed, with the path and the system's reason.
    public let description: String
}

extension OffscreenEvent {
    /// "down 0 at (100, 80)", for traces.
    var traceDescription: String {
        switch kind {
        case .down(let id, let location): "down \(id) at \(location)"
        case .move(let id, let location): "move \(id) to \(location)"
        case .up(let id): "up \(id)"
        case .frame: "frame"
        case .cancel: "cancel"
        }
    }
}
