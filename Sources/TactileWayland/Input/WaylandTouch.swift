import CWaylandClient
import TactileCore

/// A `wl_touch`: forwards the touch events of the window's surface.
///
/// Touch focus is fixed at `down`: weston and wlroots send the whole sequence to the
/// surface under the first finger, so ids whose `down` hit another surface are ignored
/// until they lift. A finger that lands on the frame Tactile draws is the frame's until it
/// lifts (a drag on the title bar moves the window).
final class WaylandTouch {
    let proxy: OpaquePointer
    private let version: UInt32
    /// The seat, which owns this device and releases it before it goes: the reference needs no check.
    private unowned(unsafe) let seat: Seat
    /// The fingers that went down on our surface and have not lifted, each with its `down`'s
    /// serial (the implicit grab a drag handed to the compositor continues: `start_drag` must
    /// quote it): a handful, so an array (a `Set` would also cost its first touch a search of
    /// the runtime's conformance tables).
    @exclusivity(unchecked) private var ownTouches: [(id: Int32, serial: UInt32)] = []
    /// The fingers down on the frame Tactile draws, each with the strip it landed on.
    private var frameTouches: [(id: Int32, focus: FrameFocus)] = []

    init(seat: Seat, proxy: OpaquePointer, version: UInt32) {
        self.seat = seat
        self.proxy = proxy
        self.version = version
        ownTouches.reserveCapacity(16)  // No allocation at a finger's down.
        addEventDispatcher(touchEvents, to: proxy, owner: self)
    }

    deinit {
        if version >= UInt32(WL_TOUCH_RELEASE_SINCE_VERSION) { wl_touch_release(proxy) } else { wl_touch_destroy(proxy) }
    }

    /// The serial of the `down` of finger `id`, while it is ours.
    func downSerial(of id: Int32) -> UInt32? { ownTouches.first { $0.id == id }?.serial }

    /// True while a finger of ours is down.
    var hasActiveTouches: Bool { !ownTouches.isEmpty }

    private func forward(_ event: TouchEvent, id: Int32) {
        guard ownTouches.contains(where: { $0.id == id }) else { return }
        seat.deliverTouch(event)
    }

    /// The frame strip finger `id` landed on, while it is down there.
    private func frameFocus(of id: Int32) -> FrameFocus? {
        frameTouches.isEmpty ? nil : frameTouches.first { $0.id == id }?.focus
    }

    @inline(__always)
    fileprivate func handle(_ event: WlTouchEvent) {
        // A drag's events (its motions and frames) here; the others, a few a touch, in a
        // function of their own, so that the dispatcher holds only what a drag runs.
        switch event {
        case .motion(let time, let id, let x, let y):
            if let focus = frameFocus(of: id) {
                return seat.handleFrameInput(focus) { $0.touchMotion(id: Int(id), at: focus.framePoint(Point(x: x, y: y)), time: time) }
            }
            forward(.motion(time: time, id: id, location: Point(x: x, y: y)), id: id)
        case .frame:
            seat.deliverTouch(.frame)
        default:
            handleOther(event)
        }
    }

    /// The events other than motions and frames.
    @inline(never)
    private func handleOther(_ event: WlTouchEvent) {
        switch event {
        case .down(let serial, let time, let surface, let id, let x, let y):
            guard seat.isOwnSurface(surface) else { return frameDown(serial: serial, time: time, surface: surface, id: id, at: Point(x: x, y: y)) }
            seat.lastInputSerial = serial
            ownTouches.removeAll { $0.id == id }
            ownTouches.append((id, serial))
            seat.deliverTouch(.down(time: time, id: id, location: Point(x: x, y: y)))
        case .up(_, let time, let id):
            if let focus = frameFocus(of: id) {
                frameTouches.removeAll { $0.id == id }
                return seat.handleFrameInput(focus) { $0.touchUp(id: Int(id), time: time) }
            }
            forward(.up(time: time, id: id), id: id)
            ownTouches.removeAll { $0.id == id }
        case .motion, .frame:
            break  // `handle` passes only the others here.
        case .cancel:
            for (_, focus) in frameTouches { seat.handleFrameInput(focus) { $0.touchCancel() } }
            frameTouches.removeAll()
            ownTouches.removeAll()
            seat.deliverTouch(.cancel)
        case .shape(let id, let major, let minor):
            forward(.shape(id: id, major: major, minor: minor), id: id)
        case .orientation(let id, let degrees):
            forward(.orientation(id: id, degrees: degrees), id: id)
        }
    }
}

extension WaylandTouch {
    /// A finger landed on a surface not the window's: on the frame Tactile draws, it is the
    /// frame's until it lifts; elsewhere it is ignored.
    private func frameDown(serial: UInt32, time: UInt32, surface: OpaquePointer?, id: Int32, at location: Point) {
        guard let focus = seat.frameFocus(surface) else { return }
        seat.lastInputSerial = serial
        frameTouches.removeAll { $0.id == id }
        frameTouches.append((id, focus))
        seat.handleFrameInput(focus) { $0.touchDown(id: Int(id), at: focus.framePoint(location), serial: serial, time: time) }
    }
}

/// The `touch`'s dispatcher (a function, inlined into its C entry point).
@section(".text.hot") @inline(__always)
private func touchEvents(_: UnsafeRawPointer?, target: UnsafeMutableRawPointer?, opcode: UInt32,
                          _: UnsafePointer<wl_message>?, args: UnsafeMutablePointer<wl_argument>?) -> Int32 {
    dispatchEvent(target: target, opcode: opcode, args: args) { (touch: WaylandTouch, event: WlTouchEvent) in touch.handle(event) }
}
