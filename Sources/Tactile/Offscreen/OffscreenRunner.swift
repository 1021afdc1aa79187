import TactileCairo
import TactileCore

/// Runs a scene without a compositor: drives a `SceneHost` as a window does, on a
/// `ManualClock`. The script's touch events go through the host's `InputDispatcher`,
/// animations through its `Animator`, drawing through its renderer, and the picture is saved
/// as PNG files at the script's snapshot times.
///
/// Build the scene on `host` (and attach its recognizers) before `run`. Time moves
/// from 0 to the last event or snapshot, stopping at every event time, every snapshot and
/// every display frame (`frameInterval` apart). At each stop, in order: timers due by then
/// fire, the events of that time are delivered (then the end of a dispatched batch, as the
/// Wayland layer signals it), the pictures decoding for earlier frames are waited for,
/// animations advance and the scene is drawn (frames and snapshots only), the snapshot is written, and the host's `onRest` runs if the scene just
/// came to rest.
///
/// `trace` receives one line per thing that happened, each starting with the time in
/// milliseconds: every event, every state change of the recognizers attached when `run`
/// starts, every input-layer incident, every frame that repainted something, every snapshot
/// and every return to rest, and the lines the scene traces through the host, unless
/// `sceneTrace` takes those.
///
/// Instead of `run`, a test may drive the runner piece by piece with `play(_:until:)` and
/// `handleKey(_:)` (keys between touches, a look at the scene in the middle of a gesture).
public final class OffscreenRunner {
    /// The scene's host: root view covering the script's surface (surface coordinates), the
    /// dispatcher the script's touches go to, the animator on the script's clock.
    public let host: SceneHost
    /// The scene's root, covering the script's surface (the host's root view).
    public var rootView: View { host.rootView }
    /// The script's clock; its origin is the script's start.
    public let clock: ManualClock
    /// The script being played.
    public let script: OffscreenScript

    private let trace: (String) -> Void
    private let image: PixelImage
    private var framesDrawn = 0
    /// The display frames drawn or passed so far: the next one is due at this many frame
    /// intervals (kept across `play` calls so that frames stay on the same beat).
    private var frameIndex = 0
    /// Set by the first `run` or `play`: the script is played once, from time 0.
    private var hasStarted = false

    /// Prepares an empty scene the size of the script's surface. The scene's own trace lines
    /// go to `sceneTrace` as they are, or, when nil, to `trace` after the time like the others.
    /// Images are decoded at once, in the frame that first draws them: a run shows every picture
    /// where a window would show it after its decode, with no placeholder and no fade.
    public convenience init(script: OffscreenScript, trace: @escaping (String) -> Void, sceneTrace: ((String) -> Void)? = nil) {
        self.init(script: script, trace: trace, sceneTrace: sceneTrace, pictures: .synchronous())
    }

    /// A runner whose images come from `pictures`: a threaded loader shows placeholders and
    /// fades as a window does, its decodes waited for before each frame (tests of image views).
    package init(script: OffscreenScript, trace: @escaping (String) -> Void, sceneTrace: ((String) -> Void)? = nil,
                 pictures: PictureLoader) {
        self.script = script
        self.trace = trace
        let clock = ManualClock()
        self.clock = clock
        host = SceneHost(size: script.size, scale: script.scale, clock: clock,
                         inputLog: InputLog { line in trace("t=\(clock.now.scriptMilliseconds) input: \(line)") },
                         trace: sceneTrace ?? { line in trace("t=\(clock.now.scriptMilliseconds) \(line)") },
                         pictures: pictures)
        image = PixelImage(width: Int((script.size.width * script.scale).rounded(.up)),
                           height: Int((script.size.height * script.scale).rounded(.up)), scale: script.scale)
    }

    /// Plays the whole script, writing each snapshot to `outputDirectory` (created when
    /// missing) as `frame-<milliseconds, 6 digits>.png`. Returns the paths written, in order.
    /// A runner plays its script once, and only before any `play`.
    @discardableResult
    public func run(outputDirectory: String) throws(OffscreenRunError) -> [String] {
        precondition(!hasStarted, "an OffscreenRunner plays its script once, before any play")
        hasStarted = true
        do {
            try FileAccess.makeDirectories(outputDirectory, mode: 0o755)
        } catch {
            throw OffscreenRunError(description: error.description)
        }
        traceGestures(in: host.rootView)
        let events = script.events, snapshots = script.snapshots
        return try advance(playing: events, snapshots: snapshots, until: max(events.last?.time ?? .zero, snapshots.last ?? .zero),
                           outputDirectory: outputDirectory)
    }

    /// Plays `events` (not the script's) and runs the scene up to `time`, as
    /// `run` would, without snapshots; the next call goes on from there, after any
    /// `handleKey` in between. For tests that mix keys with touches or look at the scene in
    /// the middle of a gesture, which one script played by `run` cannot do. The events must
    /// be in time order, none before the clock's time, and `time` not before the last of
    /// them; the clock reads `time` afterwards. The first call attaches the trace to the
    /// recognizers then under `rootView`, as `run` does; `run` cannot follow.
    public func play(_ events: [OffscreenEvent], until time: MonotonicTime) {
        precondition(events.first.map { $0.time >= clock.now } ?? true, "events cannot be played in the past")
        precondition(time >= (events.last?.time ?? clock.now), "play until the last event at least")
        if !hasStarted {
            hasStarted = true
            traceGestures(in: host.rootView)
        }
        // No snapshots, so nothing is written and nothing can throw.
        _ = try? advance(playing: events, snapshots: [], until: time, outputDirectory: "")
        if clock.now < time { clock.advance(by: time - clock.now) }
    }

    /// Delivers a key press, repeat or release now (at the clock's time) as a window does:
    /// to the dispatcher, and, since a key may change the scene without a gesture or an
    /// animation (an arrow nudging a view), as activity for the next return to rest.
    public func handleKey(_ event: KeyEvent) {
        trace("t=\(clock.now.scriptMilliseconds) key 0x\(String(event.keysym, radix: 16)) \(event.pressed ? "pressed" : "released")")
        host.handleKey(event)
    }

    /// The pixel at column `x`, row `y` (buffer pixels: logical ones times the script's scale,
    /// from the top left) of the last frame drawn, as premultiplied 0xAARRGGBB: how a test of
    /// an app's own view reads back what it drew after `play`.
    public func pixel(x: Int, y: Int) -> UInt32 { image.pixel(x: x, y: y) }

    /// Moves time from the clock's time to `end`, stopping at every one of `events`, every
    /// one of `snapshots` (written into `outputDirectory`) and every display frame: the loop
    /// `run` describes.
    private func advance(playing events: [OffscreenEvent], snapshots: [MonotonicTime], until end: MonotonicTime,
                         outputDirectory: String) throws(OffscreenRunError) -> [String] {
        var eventIndex = 0, snapshotIndex = 0
        var written: [String] = []
        while true {
            let frameTime = MonotonicTime.zero + script.frameInterval * Double(frameIndex)
            let nextEvent = eventIndex < events.count ? events[eventIndex].time : nil
            let nextSnapshot = snapshotIndex < snapshots.count ? snapshots[snapshotIndex] : nil
            let nextFrame = frameTime <= end ? frameTime : nil
            guard let now = [nextEvent, nextSnapshot, nextFrame].compactMap({ $0 }).min() else { break }
            clock.advance(by: now - clock.now)

            let firstEvent = eventIndex
            while eventIndex < events.count, events[eventIndex].time == now {
                trace("t=\(now.scriptMilliseconds) \(events[eventIndex].traceDescription)")
                host.handleTouch(events[eventIndex].touchEvent)
                eventIndex += 1
            }
            if eventIndex > firstEvent { host.inputDispatcher.endOfDispatchBatch() }

            let isFrame = frameTime == now, isSnapshot = nextSnapshot == now
            if isFrame { frameIndex += 1 }
            if isFrame || isSnapshot { drawFrame(at: now) }
            if isSnapshot {
                written.append(try writeSnapshot(at: now, into: outputDirectory))
                snapshotIndex += 1
            }
            host.checkRest { trace("t=\(now.scriptMilliseconds) at rest") }
        }
        return written
    }

    private func drawFrame(at now: MonotonicTime) {
        // Decodes asked for by earlier frames land now, whatever the threads' speed.
        host.finishPendingDecodes()
        let repainted = host.drawFrame(at: now, into: image.renderTarget, bufferAge: framesDrawn == 0 ? 0 : 1, layers: nil)
        framesDrawn += 1
        // Which rectangles were repainted is the renderer's business (it may round them to
        // tiles); that something was is what a reader of the trace needs.
        if !repainted.isEmpty { trace("t=\(now.scriptMilliseconds) drew") }
    }

    private func writeSnapshot(at now: MonotonicTime, into directory: String) throws(OffscreenRunError) -> String {
        var digits = String(now.scriptMilliseconds)
        if digits.count < 6 { digits = String(repeating: "0", count: 6 - digits.count) + digits }
        let path = "\(directory)/frame-\(digits).png"
        do {
            try image.writePNG(to: path)
        } catch {
            throw OffscreenRunError(description: error.description)
        }
        trace("t=\(now.scriptMilliseconds) snapshot \(path)")
        return path
    }

    /// Reports every state change of the recognizers attached under `view`.
    private func traceGestures(in view: View) {
        for recognizer in view.gestureRecognizers {
            let label = (recognizer.name ?? "\(type(of: recognizer))") + (view.identifier.map { " on \($0)" } ?? "")
            recognizer.addAction { [clock, trace] recognizer in
                trace("t=\(clock.now.scriptMilliseconds) \(label) \(recognizer.state) at \(recognizer.location(in: nil))")
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
