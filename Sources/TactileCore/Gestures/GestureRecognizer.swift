/// The common state machine of every gesture recognizer: tracked touches, state, actions,
/// and the rules that tie it to the others (see `InputDispatcher` for the arbitration).
///
/// A recognizer is attached to a view (`View.addGestureRecognizer`) and receives the
/// touches bound to that view or its descendants. Its actions run at every state change
/// except `failed` (began, changed, ended, cancelled, recognized); they read the gesture's
/// values, which are in surface coordinates unless converted with `in view:`.
/// Single-threaded: everything runs on the event loop that feeds the dispatcher.
///
/// An app's own recognizer subclasses it: `touchesDidChange(time:)` reads `touches` each frame
/// and moves the state machine with `leavePossible(to:)` (`.began` for a continuous gesture,
/// `.recognized` for a discrete one), `change()`, `end()` and `fail()`; `didReset()` clears its
/// own values; `canAccept(_:)` and `acceptsWheelTouches` choose the touches it takes.
open class GestureRecognizer {
    // What a touch motion reads and writes comes first, in declaration order, so that it fills
    // the object's first cache line and no other (see `InputDispatcher`'s stored properties).

    /// Where the recognizer is in its state machine.
    @exclusivity(unchecked) public internal(set) var state: GestureState = .possible
    /// Set while the dispatcher holds the recognizer in its engaged list.
    @exclusivity(unchecked) var isEngaged = false
    /// The transition (began or recognized) waiting for a required recognizer to fail.
    @exclusivity(unchecked) var pendingTransition: GestureState?
    /// The frame in which the dispatcher last scheduled the recognizer for processing.
    @exclusivity(unchecked) var batchStamp = -1
    /// The touches the recognizer tracks, in the order they went down (surface coordinates).
    @exclusivity(unchecked) public internal(set) var touches: [TrackedTouch] = []
    /// Each action wrapped in a struct: an array of bare closures holds them in the most general
    /// form, which every call then goes through a thunk for, allocated per call unless the
    /// optimizer removes it; a struct's field keeps the closure as it is called.
    @exclusivity(unchecked) private var actions: [Action] = []
    /// The surface position reported by `location(in:)` once no touch is left.
    @exclusivity(unchecked) private var lastLocation = Point.zero
    /// The depth of the recognizer's view in the tree, taken when it last got a touch;
    /// deeper recognizers are processed first, so they win ties.
    @exclusivity(unchecked) var depth = 0

    /// The view the recognizer is attached to, nil when detached or when the view is gone.
    public var view: View? { storedView }
    /// `view`. Unowned rather than weak, with the same meaning: the view's `deinit` sets it to
    /// nil (why unowned and unchecked: the Tactile manual's "Performance code").
    @exclusivity(unchecked) unowned(unsafe) var storedView: View?
    /// A name for traces and logs.
    @exclusivity(unchecked) public var name: String?
    /// A disabled recognizer ignores new touches; disabling it stops a running gesture
    /// (cancelled) and returns it to possible.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet { if !isEnabled && oldValue { withdraw() } }
    }
    /// Asked just before the recognizer would leave possible (begin or recognize); false
    /// makes it fail instead. Drag-and-drop uses it to refuse a drag that may not start.
    @exclusivity(unchecked) public var shouldBegin: ((GestureRecognizer) -> Bool)?
    /// The dispatcher that currently delivers touches to the recognizer; nil once it is gone.
    var dispatcher: InputDispatcher? { dispatcherLink?.dispatcher }
    /// Set by the dispatcher as it binds a touch to the recognizer.
    @exclusivity(unchecked) var dispatcherLink: InputDispatcherLink?
    /// Recognizers that must fail before this one may leave possible.
    @exclusivity(unchecked) var failureRequirements: [GestureRecognizer] = []
    /// Recognizers waiting for this one to fail.
    @exclusivity(unchecked) var dependents: [WeakRecognizer] = []
    /// Recognizers allowed to run at the same time as this one.
    @exclusivity(unchecked) var simultaneousPartners: [WeakRecognizer] = []
    /// True for a recognizer that only watches (the text entry's tap that hides the keyboard):
    /// when it recognizes it takes its touches from no other recognizer, so that a double tap
    /// below it is not cancelled by its single tap; another that recognizes first still takes
    /// them from it, as from any competitor.
    package var yieldsToEveryRecognizer = false
    /// Set while the recognizer, undecided, holds back the recognizers of its view's ancestors
    /// on its touches: they wait (as for a required recognizer) until it recognizes (they then
    /// lose), fails, or lets go (`InputDispatcher.releaseHold`). A control's press sets it at
    /// touch-down, so that a drag source's zero-delay lift around a button waits to see
    /// whether the finger taps the button or moves away to drag.
    @exclusivity(unchecked) var isHoldingAncestors = false

    /// Creates a recognizer in the possible state, attached to no view; a subclass of an
    /// app's own calls it from its initializers.
    public init() {
        touches.reserveCapacity(4)
    }

    // MARK: Public API

    /// Adds an action run at every state change except failure.
    public func addAction(_ action: @escaping (GestureRecognizer) -> Void) { actions.append(Action(run: action)) }

    /// The number of touches currently down and tracked.
    public var numberOfTouches: Int { @inline(__always) get { touches.count { $0.isDown } } }

    /// The centroid of the tracked touches in `view`'s space (nil: the surface); once the
    /// touches have lifted, where they were last.
    @section(".text.hot")
    public func location(in view: View?) -> Point { convertPoint(currentLocation, to: view) }

    /// The position of the `index`-th tracked touch (in down order) in `view`'s space
    /// (nil: the surface); nil when there is no such touch.
    public func location(ofTouch index: Int, in view: View?) -> Point? {
        guard touches.indices.contains(index) else { return nil }
        return convertPoint(touches[index].location, to: view)
    }

    /// Lets this recognizer and `other` run at the same time on shared touches (pan, pinch
    /// and rotation on one view); the permission is mutual.
    public func recognizeSimultaneously(with other: GestureRecognizer) {
        guard other !== self, !allowsSimultaneous(with: other) else { return }
        simultaneousPartners.append(WeakRecognizer(other))
        other.simultaneousPartners.append(WeakRecognizer(self))
    }

    /// Keeps this recognizer from beginning or recognizing until `other` has failed (a single
    /// tap waiting for a double tap); it fails when `other` succeeds.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0 === other }) else { return }
        failureRequirements.append(other)
        other.dependents.append(WeakRecognizer(self))
    }

    // MARK: Hooks for the concrete recognizers

    /// True when a touch may be added now. The base refuses while disabled, while the state
    /// is final (the gesture ignores the rest of its sequence), and wheel fingers when
    /// `acceptsWheelTouches` is false.
    open func canAccept(_ touch: Touch) -> Bool {
        isEnabled && !state.isFinal && (acceptsWheelTouches || touch.source != .mouseWheel)
    }

    /// Whether the virtual fingers of the mouse wheel and the touchpad's gestures
    /// (`TouchSource.mouseWheel`) count as touches for this recognizer.
    open var acceptsWheelTouches: Bool { true }

    /// Whether an undecided control's press below may hold the recognizer back (see
    /// `isHoldingAncestors`); a recognizer that must claim at touch-down (a finger catching a
    /// moving list) says no.
    open var canBeHeldBack: Bool { true }

    /// Whether the recognizer waits for something although it has no touches (a tap
    /// waiting for the next tap).
    open var isWaitingWithoutTouches: Bool { false }

    /// Called once per frame after the tracked touches were updated, while the state is not
    /// final. Concrete recognizers read `touches` and call the transition methods.
    open func touchesDidChange(time: MonotonicTime) {}

    /// Clears the concrete recognizer's own values and timers when it returns to possible.
    open func didReset() {}

    // MARK: Transitions (called by the concrete recognizers)

    /// Asks to go from possible to began (continuous) or recognized (discrete). It happens
    /// at once unless a required recognizer is still undecided (then it waits) or succeeded
    /// (then this one fails), or `shouldBegin` says no.
    public func leavePossible(to target: GestureState) {
        guard state == .possible else { return }
        if let shouldBegin, !shouldBegin(self) { return fail() }
        switch requirementStatus {
        case .succeeded: fail()
        case .undecided: pendingTransition = target
        case .clear:
            pendingTransition = nil
            state = target
            dispatcher?.recognizerDidBegin(self)
            // A competitor's cancellation cannot reach back here, but a withdrawal can.
            if state == target { sendActions() }
        }
    }

    /// Reports new values of a running continuous gesture.
    @inline(__always)
    public func change() {
        guard state.isActive else { return }
        state = .changed
        sendActions()
    }

    /// The common step of the continuous recognizers once a frame is measured: an undecided
    /// one fails when its touches are gone and begins when `readyToBegin`; a running one ends
    /// when fewer than `minimumTouches` remain, else reports a change when `changed`.
    public func stepContinuous(readyToBegin: Bool, changed: Bool, minimumTouches: Int) {
        let count = numberOfTouches
        if state == .possible {
            if count == 0 { return fail() }
            if readyToBegin && pendingTransition == nil { leavePossible(to: .began) }
        } else if count < max(minimumTouches, 1) {
            end()
        } else if changed {
            change()
        }
    }

    /// Finishes a running continuous gesture; one still waiting to begin fails.
    public func end() { stop(as: .ended) }

    /// Stops a running gesture (cancelled) or makes an undecided one fail.
    public func cancel() { stop(as: .cancelled) }

    /// A running gesture goes to `final` (ended or cancelled) and reports it; an undecided
    /// one fails quietly.
    private func stop(as final: GestureState) {
        if state.isActive {
            state = final
            sendActions()
        } else if state == .possible {
            fail()
        }
    }

    /// The touches do not form this gesture: it ignores them until they lift.
    public func fail() {
        guard state == .possible else { return }
        state = .failed
        pendingTransition = nil
        dispatcher?.recognizerDidFail(self)
    }

    // MARK: Called by the dispatcher

    /// Adds a newly bound touch.
    func track(_ touch: Touch) {
        touches.append(TrackedTouch(touch))
    }

    /// Updates tracked touch `id`; false when the recognizer does not track it.
    @discardableResult
    @inline(__always)
    func update(id: Int, phase: TouchPhase, location: Point) -> Bool {
        guard let index = touches.firstIndex(where: { $0.id == id }) else { return false }
        touches[index].location = location
        touches[index].phase = phase
        return true
    }

    /// Lets the concrete recognizer look at this frame's touches.
    func processFrame(time: MonotonicTime) {
        lastLocation = currentLocation
        guard !state.isFinal else { return }
        touchesDidChange(time: time)
    }

    /// Ends the frame: lifted touches are forgotten, the others become stationary, and a
    /// recognizer left without touches in a final state returns to possible.
    @inline(__always)
    func finishFrame() {
        // One reading pass, then one writing pass: a write among the reads would check the
        // buffer's uniqueness at each touch.
        let (centroid, lifted) = touches.centroidAndLift(includingLifted: true)
        if let centroid { lastLocation = centroid }
        // Only when one lifted: removing none still costs a generic replacement of an empty range.
        if lifted { touches.removeAll { !$0.isDown } }
        for index in touches.indices {
            touches[index].previous = touches[index].location
            touches[index].phase = .stationary
        }
        if touches.isEmpty && state.isFinal { reset() }
    }

    /// True when the recognizer is idle: possible, no touches, nothing to wait for.
    var isIdle: Bool {
        state == .possible && touches.isEmpty && pendingTransition == nil && !isWaitingWithoutTouches
    }

    /// True while the recognizer has a say in an arbitration (require-to-fail).
    var isUndecided: Bool {
        state == .possible && (!touches.isEmpty || pendingTransition != nil || isWaitingWithoutTouches)
    }

    /// Gives up `id` because a competitor claimed it: a running gesture is cancelled, an
    /// undecided one fails.
    func lose(_ id: Int) {
        touches.removeAll { $0.id == id }
        cancel()
    }

    /// Stops whatever is in progress (Escape, touch cancel, detaching) and forgets the
    /// touches when `forgetTouches`; with them kept, the recognizer ignores them until they lift.
    func abandon(forgetTouches: Bool) {
        cancel()
        if forgetTouches { touches.removeAll(keepingCapacity: true) }
        if touches.isEmpty && state.isFinal { reset() }
    }

    /// Retries a transition that waited for a required recognizer.
    func retryPendingTransition() {
        guard let target = pendingTransition else { return }
        pendingTransition = nil
        leavePossible(to: target)
    }

    /// Back to possible with no touches and no values.
    func reset() {
        state = .possible
        pendingTransition = nil
        touches.removeAll(keepingCapacity: true)
        didReset()
    }

    /// True when this recognizer may run together with `other`.
    func allowsSimultaneous(with other: GestureRecognizer) -> Bool {
        simultaneousPartners.contains { $0.recognizer === other }
    }

    // MARK: Helpers

    private enum RequirementStatus { case clear, undecided, succeeded }

    private var requirementStatus: RequirementStatus {
        var status = RequirementStatus.clear
        for required in failureRequirements {
            switch required.state {
            case .failed, .cancelled: continue
            case .possible: if required.isUndecided { status = .undecided }
            case .began, .changed, .ended, .recognized: return .succeeded
            }
        }
        if status == .clear, let dispatcher, dispatcher.isHeldBack(self) { status = .undecided }
        return status
    }

    private var currentLocation: Point { touches.centroid(includingLifted: false) ?? lastLocation }

    private func sendActions() {
        for action in actions { action.run(self) }
    }

    /// Detaches from the current gesture: cancelled or failed, every touch forgotten.
    func withdraw() {
        if let dispatcher { dispatcher.withdraw(self) } else { abandon(forgetTouches: true) }
    }

    /// Converts a surface point to `view`'s space (nil: the surface).
    func convertPoint(_ point: Point, to view: View?) -> Point {
        view?.convert(point, from: nil) ?? point
    }

    /// Converts a surface vector (a translation, a velocity) to `view`'s space (nil: the
    /// surface): only the linear part of the view's transform applies.
    func convertVector(_ vector: Point, to view: View?) -> Point {
        guard let view else { return vector }
        return view.convert(vector, from: nil) - view.convert(.zero, from: nil)
    }

    /// Converts a vector in `view`'s space (nil: the surface) to the surface.
    func surfaceVector(_ vector: Point, from view: View?) -> Point {
        guard let view else { return vector }
        return view.convert(vector, to: nil) - view.convert(.zero, to: nil)
    }
}

/// A weak reference to a recognizer, for relations that must not keep it alive.
struct WeakRecognizer {
    weak var recognizer: GestureRecognizer?
    init(_ recognizer: GestureRecognizer) { self.recognizer = recognizer }
}

/// What `addAction` keeps: see `GestureRecognizer.actions`.
private struct Action {
    let run: (GestureRecognizer) -> Void
}

/// Lets every concrete recognizer take actions typed with its own class.
public protocol GestureActionTarget: GestureRecognizer {}

extension GestureRecognizer: GestureActionTarget {}

extension GestureActionTarget {
    /// Adds an action that receives the recognizer as its own type, and returns the
    /// recognizer, so creation and set-up read as one expression.
    @discardableResult
    public func onChange(_ action: @escaping (Self) -> Void) -> Self {
        // Actions run with the recognizer they were added to (`change()`), so the cast cannot
        // fail: unchecked, it leaves the runtime's dynamic cast off every state change.
        addAction { action(unsafeDowncast($0, to: Self.self)) }
        return self
    }
}
