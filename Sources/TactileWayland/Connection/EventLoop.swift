import CShims
import CWaylandClient
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// The one loop that owns the connection: it sleeps in `epoll_wait` on the display socket, a
/// timerfd per clock timers are asked on (CLOCK_MONOTONIC, and CLOCK_BOOTTIME once asked for)
/// and (when asked) a signalfd, so an idle window costs no CPU and no wake-ups.
/// (epoll rather than `poll`: the descriptors are registered once, not at every wake-up, which
/// saves a few microseconds of kernel time per input event.)
///
/// Each turn: end the connection's turn (input batch flush, coalesced redraw) → run the idle
/// hooks → prepare_read → flush (waiting for output room on EAGAIN) → epoll_wait →
/// read_events → dispatch_pending → timers.
package final class EventLoop {
    /// A handle for cancelling a timer.
    package struct TimerID: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    /// The clock a timer's deadline is on.
    package enum Clock: Sendable {
        /// CLOCK_MONOTONIC: stands still while the machine is suspended (input is stamped on it).
        case monotonic
        /// CLOCK_BOOTTIME: counts the time suspended too, so a timer whose deadline passed
        /// during a suspend fires on resume, not that long after it.
        case boottime
    }

    // What every turn reads or writes comes first, in the object's first two cache lines (a
    // wake-up fetches each line it touches again).
    private let display: Display
    private let epollDescriptor: Int32
    private let displayDescriptor: Int32
    /// Whether the display socket is watched for output room too (after a flush hit EAGAIN).
    @exclusivity(unchecked) private var watchesOutput = false
    @exclusivity(unchecked) private var running = false
    /// The connection the loop belongs to, whose `endTurn` runs before the idle hooks (a
    /// concrete call, not a closure). It owns the loop and clears this in its `deinit`.
    @exclusivity(unchecked) unowned(unsafe) var client: WaylandClient?
    @exclusivity(unchecked) private var idleHooks: [() -> Void] = []
    /// How many times `epoll_wait` returned: the wake-ups the process cost (for benchmarks).
    @exclusivity(unchecked) package private(set) var wakeups = 0
    @exclusivity(unchecked) private var monotonicTimers = EventLoopTimerQueue(clock: .monotonic)
    /// Its timerfd is made with the first boottime timer: most apps never ask for one.
    @exclusivity(unchecked) private var boottimeTimers = EventLoopTimerQueue(clock: .boottime)

    @exclusivity(unchecked) private var signalDescriptor: Int32 = -1
    @exclusivity(unchecked) private var nextTimerID: UInt64 = 0
    @exclusivity(unchecked) private var onSignal: ((Int32) -> Void)?
    /// The other descriptors watched (pipes of data transfers), each with what runs when it
    /// is ready; empty for most of an app's life, and then never looked at.
    @exclusivity(unchecked) private var watchers: [Int32: (DescriptorReadiness) -> Void] = [:]

    /// Creates the loop for `display`.
    package init(display: Display) throws {
        self.display = display
        displayDescriptor = display.fileDescriptor
        epollDescriptor = tactile_epoll_create()
        if epollDescriptor < 0 { throw WaylandError.system(call: "epoll_create1", reason: errnoDescription()) }
        do {
            if tactile_epoll_watch(epollDescriptor, displayDescriptor, 0, 0) < 0 {
                throw WaylandError.system(call: "epoll_ctl", reason: errnoDescription())
            }
            try monotonicTimers.open(watchedBy: epollDescriptor)
        } catch {
            close(epollDescriptor)
            throw error
        }
    }

    deinit {
        close(epollDescriptor)
        monotonicTimers.closeDescriptor()
        boottimeTimers.closeDescriptor()
        if signalDescriptor >= 0 { close(signalDescriptor) }
    }

    /// The current CLOCK_MONOTONIC time, the clock timers use unless told otherwise (and weston
    /// stamps input with).
    ///
    /// Inlinable, as `now(on:)`, so that a caller in another module reads the clock in place:
    /// a call to a class's static function passes the class's metadata, which the caller gets
    /// from the class's metadata accessor, a call more at every motion.
    @inlinable @inline(__always)
    package static func now() -> MonotonicTime { now(on: .monotonic) }

    /// The current time on `clock`.
    @inlinable @inline(__always)
    package static func now(on clock: Clock) -> MonotonicTime {
        MonotonicTime(sinceOrigin: TimeSpan(nanoseconds: clock == .boottime ? tactile_boottime_ns() : tactile_monotonic_ns()))
    }

    /// Runs `action` once at `deadline` on `clock` (as `now(on:)` tells it) on the loop.
    @discardableResult
    package func addTimer(at deadline: MonotonicTime, on clock: Clock = .monotonic, _ action: @escaping () -> Void) -> TimerID {
        nextTimerID += 1
        let id = TimerID(value: nextTimerID)
        switch clock {
        case .monotonic: monotonicTimers.add(id, at: deadline, action)
        case .boottime: boottimeTimers.add(id, at: deadline, action)
        }
        return id
    }

    /// Cancels a timer that has not fired yet; nothing happens for one that has.
    package func cancelTimer(_ id: TimerID) {
        monotonicTimers.cancel(id)
        boottimeTimers.cancel(id)
    }

    /// Adds a hook run at the end of every loop turn, after all events of the turn were
    /// dispatched and before the loop sleeps (input batches end, redraws coalesce here).
    package func addIdleHook(_ hook: @escaping () -> Void) {
        idleHooks.append(hook)
    }

    /// Delivers SIGTERM, SIGINT and SIGHUP to `handler` on the loop instead of killing the
    /// process, so the application can save its state and stop cleanly.
    package func handleTerminationSignals(_ handler: @escaping (Int32) -> Void) throws {
        if signalDescriptor < 0 {
            signalDescriptor = tactile_signalfd_termination()
            if signalDescriptor < 0 { throw WaylandError.system(call: "signalfd", reason: errnoDescription()) }
            if tactile_epoll_watch(epollDescriptor, signalDescriptor, 0, 0) < 0 {
                throw WaylandError.system(call: "epoll_ctl", reason: errnoDescription())
            }
        }
        onSignal = handler
    }

    /// Watches `descriptor` (a pipe end, say) and runs `handler` on the loop each turn it is
    /// ready for reading (or, with `forOutput`, for writing), or reports an error or hang-up.
    /// Level-triggered: a handler that leaves data unread is called again next turn. Call
    /// `unwatch` before closing the descriptor.
    package func watch(_ descriptor: Int32, forOutput: Bool = false, _ handler: @escaping (DescriptorReadiness) -> Void) throws {
        if tactile_epoll_watch(epollDescriptor, descriptor, forOutput ? 1 : 0, 0) < 0 {
            throw WaylandError.system(call: "epoll_ctl", reason: errnoDescription())
        }
        watchers[descriptor] = handler
    }

    /// Stops watching `descriptor`; its handler is not called again, even for readiness
    /// already reported this turn.
    package func unwatch(_ descriptor: Int32) {
        guard watchers.removeValue(forKey: descriptor) != nil else { return }
        _ = tactile_epoll_unwatch(epollDescriptor, descriptor)
    }

    /// Makes `run()` return after the current turn.
    package func stop() { running = false }

    /// Runs until `stop()` is called; throws when the connection fails (compositor gone,
    /// protocol error), with the error that says what happened.
    package func run() throws {
        running = true
        while running {
            try turn()
        }
    }

    /// One turn. What a drag's every wake-up runs (the display's input alone ready, nothing
    /// failing) is written as one straight path; the rest (failures, output room awaited,
    /// timers, signals and pipes ready) is in functions of its own, so that the code a
    /// wake-up runs through is not spread over lines holding what it skips.
    @section(".text.hot")
    private func turn() throws {
        client?.endTurn()
        if !idleHooks.isEmpty { runIdleHooks() }
        guard running else { return }
        if monotonicTimers.needsArming { try monotonicTimers.arm(watchedBy: epollDescriptor) }
        if boottimeTimers.needsArming { try boottimeTimers.arm(watchedBy: epollDescriptor) }
        let proxy = display.proxy
        while wl_display_prepare_read(proxy) != 0 {
            if wl_display_dispatch_pending(proxy) < 0 { throw connectionError() }
        }
        let flushed: Bool
        do { flushed = try flush() } catch { throw cancellingRead(error) }
        if flushed == watchesOutput { try watchOutput(!flushed) }
        // Four descriptors at most, each reported once.
        var readyDescriptors: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
        var readyEvents: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        let ready = withUnsafeMutableBytes(of: &readyDescriptors) { descriptors in
            withUnsafeMutableBytes(of: &readyEvents) { events in
                tactile_epoll_wait(epollDescriptor, descriptors.baseAddress!.assumingMemoryBound(to: Int32.self),
                                   events.baseAddress!.assumingMemoryBound(to: UInt32.self), 4)
            }
        }
        if ready < 0 {
            try waitFailed()
            return
        }
        wakeups += 1
        // epoll's event bits are poll's (EPOLLIN is POLLIN, and so on).
        var displayEvents: UInt32 = 0
        var othersReady = false
        for index in 0..<Int(ready) {
            if Self.element(index, of: readyDescriptors) == displayDescriptor {
                displayEvents = Self.element(index, of: readyEvents)
            } else {
                othersReady = true
            }
        }
        if displayEvents & UInt32(POLLIN) != 0 {
            if wl_display_read_events(proxy) < 0 { throw connectionError() }
        } else {
            try cancelRead(displayEvents: displayEvents)
        }
        if wl_display_dispatch_pending(proxy) < 0 { throw connectionError() }
        if othersReady { serveOtherDescriptors(ready: Int(ready), readyDescriptors, readyEvents) }
    }

    /// Element `index` of a tuple of four epoll results.
    @inline(__always)
    private static func element<Element>(_ index: Int, of tuple: (Element, Element, Element, Element)) -> Element {
        withUnsafeBytes(of: tuple) { $0.load(fromByteOffset: index * MemoryLayout<Element>.stride, as: Element.self) }
    }

    @inline(never)
    private func runIdleHooks() {
        for hook in idleHooks { hook() }
    }

    /// What failed on the connection, to throw (the error made here, not at each place that throws it).
    @inline(never)
    private func connectionError() -> any Error { display.currentError() }

    /// The read prepared this turn is given up, for `error`, which is returned to throw.
    @inline(never)
    private func cancellingRead(_ error: Error) -> Error {
        wl_display_cancel_read(display.proxy)
        return error
    }

    /// Watches the display socket for output room too (`watches`, after a flush hit EAGAIN),
    /// or no longer.
    @inline(never)
    private func watchOutput(_ watches: Bool) throws {
        if tactile_epoll_watch(epollDescriptor, displayDescriptor, watches ? 1 : 0, 1) < 0 {
            throw cancellingRead(WaylandError.system(call: "epoll_ctl", reason: errnoDescription()))
        }
        watchesOutput = watches
    }

    /// `epoll_wait` failed: the read prepared is given up; a signal that interrupted it ends
    /// the turn, anything else the loop.
    @inline(never)
    private func waitFailed() throws {
        let code = errno
        wl_display_cancel_read(display.proxy)
        if code == EINTR { return }
        throw WaylandError.system(call: "epoll_wait", reason: errnoDescription(code))
    }

    /// The display socket had nothing to read (`displayEvents`): the read prepared is given
    /// up, and a hang-up or error ends the loop.
    @inline(never)
    private func cancelRead(displayEvents: UInt32) throws {
        wl_display_cancel_read(display.proxy)
        if displayEvents & UInt32(POLLHUP | POLLERR) != 0 {
            throw WaylandError.connectionLost(reason: "the compositor hung up")
        }
    }

    /// Serves the descriptors other than the display's among the `ready` first of `descriptors`
    /// (with their `events`), after the compositor's events of the turn: timers due, signals,
    /// and the watched descriptors' handlers.
    @inline(never)
    private func serveOtherDescriptors(ready: Int, _ descriptors: (Int32, Int32, Int32, Int32),
                                       _ events: (UInt32, UInt32, UInt32, UInt32)) {
        var monotonicFired = false, boottimeFired = false, signalled = false
        for index in 0..<ready {
            let descriptor = Self.element(index, of: descriptors)
            if descriptor == monotonicTimers.descriptor { monotonicFired = true }
            if descriptor == boottimeTimers.descriptor { boottimeFired = true }
            if descriptor == signalDescriptor { signalled = true }
        }
        if monotonicFired {
            monotonicTimers.drain()
            fireDueTimers(on: .monotonic)
        }
        if boottimeFired {
            boottimeTimers.drain()
            fireDueTimers(on: .boottime)
        }
        if signalled { deliverSignals() }
        // A watched descriptor's handler runs after the compositor's events of the turn (which
        // may unwatch it): looked up again then, so a handler removed meanwhile is not called.
        for index in 0..<ready where !watchers.isEmpty {
            let descriptor = Self.element(index, of: descriptors)
            watchers[descriptor]?(DescriptorReadiness(rawEvents: Self.element(index, of: events)))
        }
    }

    /// Sends queued requests; false when the socket is full and output room must be awaited.
    private func flush() throws -> Bool {
        if wl_display_flush(display.proxy) >= 0 { return true }
        let code = errno
        if code == EAGAIN { return false }
        throw display.currentError(fallback: code)
    }

    /// Runs the timers on `clock` that are due now, earliest first (each taken out before it
    /// runs, as it may add or cancel timers).
    @section(".text.hot")
    private func fireDueTimers(on clock: Clock) {
        let now = Self.now(on: clock)
        while let action = clock == .boottime ? boottimeTimers.takeDue(at: now) : monotonicTimers.takeDue(at: now) {
            action()
        }
    }

    private func deliverSignals() {
        while case let signal = tactile_signalfd_read(signalDescriptor), signal != 0 {
            onSignal?(signal)
        }
    }
}
