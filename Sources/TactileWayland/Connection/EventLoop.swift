import CShims
import CWaylandClient
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// The one loop that owns the connection: it sleeps in `epoll_wait` on the display socket, a
/// timerfd and (when asked) a signalfd, so an idle window costs no CPU and no wake-ups.
/// (epoll rather than `poll`: the descriptors are registered once, not at every wake-up, which
/// saves a few microseconds of kernel time per input event.)
///
/// Each turn: run the idle hooks (input batch flush, coalesced redraw) → prepare_read →
/// flush (waiting for output room on EAGAIN) → epoll_wait → read_events → dispatch_pending →
/// timers.
public final class EventLoop {
    /// A handle for cancelling a timer.
    public struct TimerID: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    private struct Timer {
        let id: TimerID
        let deadline: MonotonicTime
        let action: () -> Void
    }

    private let display: Display
    private let timerDescriptor: Int32
    private let epollDescriptor: Int32
    private let displayDescriptor: Int32
    /// Whether the display socket is watched for output room too (after a flush hit EAGAIN).
    @exclusivity(unchecked) private var watchesOutput = false
    @exclusivity(unchecked) private var signalDescriptor: Int32 = -1
    @exclusivity(unchecked) private var timers: [Timer] = []
    @exclusivity(unchecked) private var nextTimerID: UInt64 = 0
    @exclusivity(unchecked) private var armedDeadline = MonotonicTime.zero
    @exclusivity(unchecked) private var idleHooks: [() -> Void] = []
    @exclusivity(unchecked) private var running = false
    @exclusivity(unchecked) private var onSignal: ((Int32) -> Void)?

    /// How many times `epoll_wait` returned: the wake-ups the process cost (for benchmarks).
    @exclusivity(unchecked) public private(set) var wakeups = 0

    /// Creates the loop for `display`.
    public init(display: Display) throws {
        self.display = display
        displayDescriptor = display.fileDescriptor
        timerDescriptor = tactile_timerfd_create()
        if timerDescriptor < 0 { throw WaylandError.system(call: "timerfd_create", reason: errnoDescription()) }
        epollDescriptor = tactile_epoll_create()
        if epollDescriptor < 0 {
            let reason = errnoDescription()
            close(timerDescriptor)
            throw WaylandError.system(call: "epoll_create1", reason: reason)
        }
        for descriptor in [displayDescriptor, timerDescriptor] where tactile_epoll_watch(epollDescriptor, descriptor, 0, 0) < 0 {
            let reason = errnoDescription()
            close(epollDescriptor)
            close(timerDescriptor)
            throw WaylandError.system(call: "epoll_ctl", reason: reason)
        }
    }

    deinit {
        close(epollDescriptor)
        close(timerDescriptor)
        if signalDescriptor >= 0 { close(signalDescriptor) }
    }

    /// The current CLOCK_MONOTONIC time, the clock timers use (and weston stamps input with).
    public static func now() -> MonotonicTime { MonotonicTime(sinceOrigin: TimeSpan(nanoseconds: tactile_monotonic_ns())) }

    /// Runs `action` once at `deadline` (on the clock of `now()`) on the loop.
    @discardableResult
    public func addTimer(at deadline: MonotonicTime, _ action: @escaping () -> Void) -> TimerID {
        nextTimerID += 1
        let id = TimerID(value: nextTimerID)
        let index = timers.firstIndex { $0.deadline > deadline } ?? timers.endIndex
        timers.insert(Timer(id: id, deadline: deadline, action: action), at: index)
        return id
    }

    /// Cancels a timer that has not fired yet; nothing happens for one that has.
    public func cancelTimer(_ id: TimerID) {
        timers.removeAll { $0.id == id }
    }

    /// Adds a hook run at the end of every loop turn, after all events of the turn were
    /// dispatched and before the loop sleeps (input batches end, redraws coalesce here).
    public func addIdleHook(_ hook: @escaping () -> Void) {
        idleHooks.append(hook)
    }

    /// Delivers SIGTERM, SIGINT and SIGHUP to `handler` on the loop instead of killing the
    /// process, so the application can save its state and stop cleanly.
    public func handleTerminationSignals(_ handler: @escaping (Int32) -> Void) throws {
        if signalDescriptor < 0 {
            signalDescriptor = tactile_signalfd_termination()
            if signalDescriptor < 0 { throw WaylandError.system(call: "signalfd", reason: errnoDescription()) }
            if tactile_epoll_watch(epollDescriptor, signalDescriptor, 0, 0) < 0 {
                throw WaylandError.system(call: "epoll_ctl", reason: errnoDescription())
            }
        }
        onSignal = handler
    }

    /// Makes `run()` return after the current turn.
    public func stop() { running = false }

    /// Runs until `stop()` is called; throws when the connection fails (compositor gone,
    /// protocol error), with the error that says what happened.
    public func run() throws {
        running = true
        while running {
            try turn()
        }
    }

    private func turn() throws {
        for hook in idleHooks { hook() }
        guard running else { return }
        try armTimer()
        let proxy = display.proxy
        while wl_display_prepare_read(proxy) != 0 {
            if wl_display_dispatch_pending(proxy) < 0 { throw display.currentError() }
        }
        let flushed: Bool
        do { flushed = try flush() } catch {
            wl_display_cancel_read(proxy)
            throw error
        }
        if flushed == watchesOutput {
            if tactile_epoll_watch(epollDescriptor, displayDescriptor, flushed ? 0 : 1, 1) < 0 {
                let reason = errnoDescription()
                wl_display_cancel_read(proxy)
                throw WaylandError.system(call: "epoll_ctl", reason: reason)
            }
            watchesOutput = !flushed
        }
        // Three descriptors at most, each reported once.
        var readyDescriptors: (Int32, Int32, Int32) = (-1, -1, -1)
        var readyEvents: (UInt32, UInt32, UInt32) = (0, 0, 0)
        let ready = withUnsafeMutableBytes(of: &readyDescriptors) { descriptors in
            withUnsafeMutableBytes(of: &readyEvents) { events in
                tactile_epoll_wait(epollDescriptor, descriptors.baseAddress!.assumingMemoryBound(to: Int32.self),
                                   events.baseAddress!.assumingMemoryBound(to: UInt32.self), 3)
            }
        }
        if ready < 0 {
            let code = errno
            wl_display_cancel_read(proxy)
            if code == EINTR { return }
            throw WaylandError.system(call: "epoll_wait", reason: errnoDescription(code))
        }
        wakeups += 1
        // epoll's event bits are poll's (EPOLLIN is POLLIN, and so on).
        var displayEvents: Int32 = 0, timerFired = false, signalled = false
        func note(_ descriptor: Int32, _ events: UInt32) {
            if descriptor == displayDescriptor { displayEvents = Int32(bitPattern: events) }
            if descriptor == timerDescriptor { timerFired = true }
            if descriptor == signalDescriptor { signalled = true }
        }
        if ready > 0 { note(readyDescriptors.0, readyEvents.0) }
        if ready > 1 { note(readyDescriptors.1, readyEvents.1) }
        if ready > 2 { note(readyDescriptors.2, readyEvents.2) }
        if displayEvents & Int32(POLLIN) != 0 {
            if wl_display_read_events(proxy) < 0 { throw display.currentError() }
        } else {
            wl_display_cancel_read(proxy)
            if displayEvents & Int32(POLLHUP | POLLERR) != 0 {
                throw WaylandError.connectionLost(reason: "the compositor hung up")
            }
        }
        if wl_display_dispatch_pending(proxy) < 0 { throw display.currentError() }
        if timerFired {
            tactile_timerfd_drain(timerDescriptor)
            armedDeadline = .zero
            fireDueTimers()
        }
        if signalled { deliverSignals() }
    }

    /// Sends queued requests; false when the socket is full and output room must be awaited.
    private func flush() throws -> Bool {
        if wl_display_flush(display.proxy) >= 0 { return true }
        let code = errno
        if code == EAGAIN { return false }
        throw display.currentError(fallback: code)
    }

    private func armTimer() throws {
        let deadline = timers.first?.deadline ?? .zero
        guard deadline != armedDeadline else { return }
        if tactile_timerfd_arm_absolute(timerDescriptor, deadline.sinceOrigin.nanoseconds) < 0 {
            throw WaylandError.system(call: "timerfd_settime", reason: errnoDescription())
        }
        armedDeadline = deadline
    }

    private func fireDueTimers() {
        let now = Self.now()
        while let first = timers.first, first.deadline <= now {
            timers.removeFirst()
            first.action()
        }
    }

    private func deliverSignals() {
        while case let signal = tactile_signalfd_read(signalDescriptor), signal != 0 {
            onSignal?(signal)
        }
    }
}
