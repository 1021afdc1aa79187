import CGio
import CShims
import Synchronization
import TactileCore

/// What the bridge's D-Bus thread asks of the main loop, which alone touches views.
enum ATSPIRequest: Sendable {
    /// A screen reader listens: start reading the tree and publish it.
    case start
    /// The screen reader left: stop reading the tree.
    case stop
    /// Performs `action` on element `id` (a screen reader's DoAction, SetCurrentValue or
    /// SelectChild), then answers `reply`.
    case perform(AccessibilityAction, on: Int, reply: ATSPIReply?)
    /// Moves the focus to element `id` (GrabFocus), then answers `reply`.
    case focus(Int, reply: ATSPIReply?)
    /// Writes `line` to the app's log.
    case log(String)
}

/// A screen reader's method call the main loop answers once it has acted:
/// `g_dbus_method_invocation_return_value` may be called from any thread.
struct ATSPIReply: @unchecked Sendable {
    /// The call, owned until answered.
    let invocation: OpaquePointer

    /// Answers the call with `done` (a `b` reply).
    func answer(_ done: Bool) {
        g_dbus_method_invocation_return_value(invocation, GVariantValue.tuple([GVariantValue.boolean(done)]))
    }
}

/// The requests waiting for the main loop, and the eventfd that wakes it for them.
final class ATSPIRequestQueue: Sendable {
    private let requests = Mutex<[ATSPIRequest]>([])
    private let wakeUp: WakeDescriptor

    /// A queue that wakes the loop through `wakeUp`.
    init(wakeUp: WakeDescriptor) { self.wakeUp = wakeUp }

    /// Queues `request` and wakes the main loop (from any thread).
    func post(_ request: ATSPIRequest) {
        requests.withLock { $0.append(request) }
        wakeUp.signal()
    }

    /// Takes every request waiting (on the main loop).
    func take() -> [ATSPIRequest] {
        tactile_eventfd_drain(wakeUp.descriptor)
        return requests.withLock { requests in
            defer { requests.removeAll(keepingCapacity: true) }
            return requests
        }
    }
}
