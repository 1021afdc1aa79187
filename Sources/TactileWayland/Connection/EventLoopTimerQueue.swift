import CShims
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// The pending timers of one of the event loop's clocks, earliest first, and the timerfd on
/// that clock that wakes the loop for the first of them. The fd is made when first needed, so
/// a clock nobody schedules on costs no descriptor.
struct EventLoopTimerQueue {
    private struct Timer {
        let id: EventLoop.TimerID
        let deadline: MonotonicTime
        let action: () -> Void
    }

    /// The clock the deadlines are on.
    let clock: EventLoop.Clock
    /// The timerfd, watched by the loop's epoll; -1 until `open` made it.
    private(set) var descriptor: Int32 = -1
    private var timers: [Timer] = []
    /// The deadline the timerfd is set for (zero: disarmed), so an unchanged one costs no system call.
    private var armedDeadline = MonotonicTime.zero
    /// False while the timerfd is known to be set for the earliest deadline (no timer added,
    /// cancelled or taken since `arm`): the loop's every turn then leaves `arm` uncalled and the
    /// list unread.
    private(set) var needsArming = false

    init(clock: EventLoop.Clock) { self.clock = clock }

    /// Makes the timerfd and has `epoll` watch it (once; later calls do nothing).
    mutating func open(watchedBy epoll: Int32) throws {
        guard descriptor < 0 else { return }
        let made = tactile_timerfd_create(clock == .boottime ? 1 : 0)
        if made < 0 { throw WaylandError.system(call: "timerfd_create", reason: errnoDescription()) }
        if tactile_epoll_watch(epoll, made, 0, 0) < 0 {
            let reason = errnoDescription()
            close(made)
            throw WaylandError.system(call: "epoll_ctl", reason: reason)
        }
        descriptor = made
    }

    /// Closes the timerfd, if it was made.
    func closeDescriptor() {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Adds a timer that runs `action` at `deadline`, after those already due then.
    mutating func add(_ id: EventLoop.TimerID, at deadline: MonotonicTime, _ action: @escaping () -> Void) {
        let index = timers.firstIndex { $0.deadline > deadline } ?? timers.endIndex
        timers.insert(Timer(id: id, deadline: deadline, action: action), at: index)
        needsArming = true
    }

    /// Drops the timer `id` if it is here and has not fired.
    mutating func cancel(_ id: EventLoop.TimerID) {
        timers.removeAll { $0.id == id }
        needsArming = true
    }

    /// Sets the timerfd for the earliest deadline (disarms it when none is left), making the
    /// fd first if a timer is pending and it does not exist yet. Called when `needsArming`.
    mutating func arm(watchedBy epoll: Int32) throws {
        let deadline = timers.first?.deadline ?? .zero
        if deadline != armedDeadline {
            try open(watchedBy: epoll)
            if tactile_timerfd_arm_absolute(descriptor, deadline.sinceOrigin.nanoseconds) < 0 {
                throw WaylandError.system(call: "timerfd_settime", reason: errnoDescription())
            }
            armedDeadline = deadline
        }
        needsArming = false
    }

    /// The timerfd fired: reads it empty and notes that it is no longer set.
    mutating func drain() {
        tactile_timerfd_drain(descriptor)
        armedDeadline = .zero
        needsArming = true
    }

    /// Takes the earliest timer out if it is due at `now` and returns its action (which the
    /// caller runs after, as it may add or cancel timers).
    mutating func takeDue(at now: MonotonicTime) -> (() -> Void)? {
        guard let first = timers.first, first.deadline <= now else { return nil }
        timers.removeFirst()
        needsArming = true
        return first.action
    }
}
