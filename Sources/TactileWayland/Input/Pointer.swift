import CWaylandClient
import TactileCore

/// A `wl_pointer`: forwards pointer events on the window's surface and shows the cursor,
/// hidden while the last input was touch. Over the frame Tactile draws, its events go to the
/// frame instead (see `FrameFocus`), which picks the cursor's shape.
final class Pointer {
    let proxy: OpaquePointer
    private let version: UInt32
    /// The seat, which owns this device and releases it before it goes: the reference needs no check.
    private unowned(unsafe) let seat: Seat
    /// The serial of the last `enter`: `set_cursor` must quote it.
    @exclusivity(unchecked) private var enterSerial: UInt32?
    @exclusivity(unchecked) private var cursorHidden = false
    /// The frame strip the pointer is over, while it is over one.
    private var frameFocus: FrameFocus?
    /// The cursor's shape: the arrow, or a resize arrow over the frame's edges.
    private var cursorShape = WindowFrameCursor.arrow
    /// True from a leave of the window's surface to the frame that closes it, which comes
    /// after the focus has gone and is handed on all the same: the leave takes effect then.
    private var leaveAwaitsFrame = false
    /// The touchpad's gesture objects on this pointer, when the compositor offers them.
    var gestures: PointerGestures?

    init(seat: Seat, proxy: OpaquePointer, version: UInt32) {
        self.seat = seat
        self.proxy = proxy
        self.version = version
        addEventDispatcher(pointerEvents, to: proxy, owner: self)
    }

    deinit {
        gestures = nil  // Before the pointer they belong to.
        if version >= UInt32(WL_POINTER_RELEASE_SINCE_VERSION) { wl_pointer_release(proxy) } else { wl_pointer_destroy(proxy) }
    }

    /// Hides the cursor (after touch input) until the pointer moves again.
    func hideCursor() {
        guard !cursorHidden, let serial = enterSerial else { return }
        cursorHidden = true
        wl_pointer_set_cursor(proxy, serial, nil, 0, 0)
    }

    private func showCursor() {
        guard let serial = enterSerial else { return }
        cursorHidden = false
        seat.cursor(cursorShape)?.show(on: proxy, serial: serial)
    }

    /// Shows the cursor of `shape` (the frame's edges ask for resize arrows) while the pointer
    /// is over our surfaces.
    func setCursorShape(_ shape: WindowFrameCursor) {
        guard shape != cursorShape else { return }
        cursorShape = shape
        if !cursorHidden { showCursor() }
    }

    private static func axis(_ raw: UInt32) -> PointerAxis {
        raw == WL_POINTER_AXIS_HORIZONTAL_SCROLL.rawValue ? .horizontal : .vertical
    }

    @inline(__always)
    fileprivate func handle(_ event: WlPointerEvent) {
        // A drag's events (its motions and frames) here; the others, a few a click, in a
        // function of their own, so that the dispatcher holds only what a drag runs.
        switch event {
        case .motion(let time, let x, let y):
            guard enterSerial != nil else { return }  // Events for another surface's pointer focus.
            if cursorHidden { showCursor() }
            if let frameFocus { return seat.handleFrameInput(frameFocus) { $0.pointerMotion(at: frameFocus.framePoint(Point(x: x, y: y)), time: time) } }
            seat.deliverPointer(.motion(time: time, location: Point(x: x, y: y)))
        case .frame:
            guard enterSerial != nil else { return closeLeave() }
            if frameFocus != nil { return }  // The frame's input takes no frames.
            seat.deliverPointer(.frame)
        default:
            handleOther(event)
        }
    }

    /// A frame while the window has no pointer focus: handed on when it closes the window's
    /// leave, dropped otherwise (it closes events for another surface).
    private func closeLeave() {
        guard leaveAwaitsFrame else { return }
        leaveAwaitsFrame = false
        seat.deliverPointer(.frame)
    }

    /// The events other than motions and frames.
    @inline(never)
    private func handleOther(_ event: WlPointerEvent) {
        if case .enter(let serial, let surface, let x, let y) = event {
            if !seat.isOwnSurface(surface) {
                guard let focus = seat.frameFocus(surface) else { return }
                return enterFrame(focus, serial: serial, at: Point(x: x, y: y))
            }
            frameFocus = nil
            cursorShape = .arrow
            enterSerial = serial
            leaveAwaitsFrame = false  // The frame closing both is handed on as the enter's.
            seat.lastInputSerial = serial
            if seat.lastInputWasTouch {
                cursorHidden = false
                hideCursor()
            } else {
                showCursor()
            }
            seat.deliverPointer(.enter(location: Point(x: x, y: y)))
            return
        }
        guard enterSerial != nil else { return }  // Events for another surface's pointer focus.
        if let frameFocus { return handleFrame(event, focus: frameFocus) }
        switch event {
        case .leave:
            enterSerial = nil
            leaveAwaitsFrame = true
            seat.deliverPointer(.leave)
        case .motion, .frame:
            break  // `handle` passes only the others here.
        case .button(let serial, let time, let button, let state):
            seat.lastInputSerial = serial
            if state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue { seat.buttonPressSerial = serial }
            seat.deliverPointer(.button(time: time, button: button, pressed: state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue))
        case .axis(let time, let axis, let value):
            seat.deliverPointer(.axis(time: time, axis: Self.axis(axis), value: value))
        case .axisDiscrete(let axis, let discrete):
            seat.deliverPointer(.axisDiscrete(axis: Self.axis(axis), steps: discrete))
        case .axisValue120(let axis, let value120):
            seat.deliverPointer(.axisValue120(axis: Self.axis(axis), value120: value120))
        case .enter, .axisSource, .axisStop:
            break  // axis_source and axis_stop tell nothing the axis events do not.
        }
    }
}

extension Pointer {
    /// The pointer entered a strip of the frame Tactile draws.
    private func enterFrame(_ focus: FrameFocus, serial: UInt32, at location: Point) {
        enterSerial = serial
        frameFocus = focus
        leaveAwaitsFrame = false
        seat.lastInputSerial = serial
        if !seat.lastInputWasTouch { showCursor() }
        seat.handleFrameInput(focus) { $0.pointerEnter(at: focus.framePoint(location)) }
    }

    /// An event other than a motion or a frame over the frame Tactile draws.
    private func handleFrame(_ event: WlPointerEvent, focus: FrameFocus) {
        switch event {
        case .leave:
            enterSerial = nil
            frameFocus = nil
            seat.handleFrameInput(focus) { $0.pointerLeave() }
        case .button(let serial, let time, let button, let state):
            seat.lastInputSerial = serial
            let pressed = state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue
            seat.handleFrameInput(focus) { $0.pointerButton(button, pressed: pressed, serial: serial, time: time) }
        default:
            break  // The wheel does nothing on the frame.
        }
    }
}

/// The `pointer`'s dispatcher (a function, inlined into its C entry point).
@section(".text.hot") @inline(__always)
private func pointerEvents(_: UnsafeRawPointer?, target: UnsafeMutableRawPointer?, opcode: UInt32,
                          _: UnsafePointer<wl_message>?, args: UnsafeMutablePointer<wl_argument>?) -> Int32 {
    dispatchEvent(target: target, opcode: opcode, args: args) { (pointer: Pointer, event: WlPointerEvent) in pointer.handle(event) }
}
