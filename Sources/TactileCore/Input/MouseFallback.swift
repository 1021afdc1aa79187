/// Turns the mouse into touches, so every recognizer works on a desktop compositor without
/// knowing about the mouse:
///
/// - The left button acts as one finger (`TouchSource.mouseButton`): pressed = down, motion
///   while pressed = moved, released (or the pointer leaving) = up.
/// - The vertical wheel pinches about the pointer: the first notch puts two virtual fingers
///   (`TouchSource.mouseWheel`) `wheelFingerSpread` pixels either side of the pointer, each
///   notch moves them apart (up, zoom in) or together (down) by `wheelScalePerNotch`.
/// - The horizontal wheel, or the vertical wheel with Ctrl or Shift held, turns the same
///   two fingers about the pointer by `wheelRotationPerNotch` radians per notch (down or
///   right: clockwise).
/// - Moving the pointer during a wheel gesture carries both fingers along (a two-finger
///   pan); the fingers lift `wheelIdleTime` after the last notch, when the
///   left button is pressed, or when the pointer leaves. The wheel is ignored while the
///   left button is held.
///
/// Recognizers thus see ordinary touch frames; a pinch, a rotation and a pan on one view
/// run together exactly as under two fingers.
final class MouseFallback {
    /// The touch id of the left button's finger (above every `wl_touch` id).
    static let buttonTouchID = Int(Int32.max) + 1
    /// The touch ids of the wheel's two virtual fingers.
    static let wheelTouchIDs = (Int(Int32.max) + 2, Int(Int32.max) + 3)

    // What a pointer motion reads and writes comes first, sharing the object's first line
    // (see `InputDispatcher`'s stored properties).

    /// The latest pointer event time (event timeline, not the clock's).
    @exclusivity(unchecked) private var latestTime = MonotonicTime.zero
    @exclusivity(unchecked) private var location: Point?
    @exclusivity(unchecked) private var buttonDown = false
    /// Whether the wheel's fingers are down: `wheel`'s own tag lies past its 32 bytes.
    @exclusivity(unchecked) private var hasWheel = false
    @exclusivity(unchecked) private var scratch: [Touch] = []
    @exclusivity(unchecked) private var wheel: (centre: Point, radius: Double, angle: Double)? {
        didSet { hasWheel = wheel != nil }
    }

    /// Zoom factor per wheel notch.
    @exclusivity(unchecked) var wheelScalePerNotch = 1.1
    /// Rotation per wheel notch, in radians (15°).
    @exclusivity(unchecked) var wheelRotationPerNotch = Double.pi / 12
    /// Distance of each virtual wheel finger from the pointer at the start, in surface pixels.
    @exclusivity(unchecked) var wheelFingerSpread = 100.0
    /// How long after the last notch the wheel's fingers lift.
    @exclusivity(unchecked) var wheelIdleTime = TimeSpan.milliseconds(250)

    private let log: InputLog

    init(log: InputLog) {
        self.log = log
        scratch.reserveCapacity(2)
    }

    /// True while the wheel's virtual fingers are down.
    var isWheelActive: Bool { hasWheel }

    /// The pointer position the wheel's fingers turn about, while they are down.
    var wheelCentre: Point? { wheel?.centre }

    /// Where the pointer is on the window, nil before it entered or after it left: a touchpad
    /// gesture centres its fingers there.
    var pointerLocation: Point? { location }

    /// True while the left button's finger is down.
    var isButtonDown: Bool { buttonDown }

    /// Turns one pointer frame into touch frames; `modifiers` are the keyboard's. Returns
    /// true when the frame turned the wheel (the caller restarts the idle timer).
    @inline(__always)
    func handle(_ frame: PointerFrame, modifiers: KeyModifiers, emit: (TouchFrame) -> Void) -> Bool {
        let time = frame.time
        latestTime = time
        if (frame.moved || frame.entered), let point = frame.location { move(to: point, time: time, emit: emit) }
        for change in frame.buttons where change.button == PointerButton.left {
            press(change.pressed, time: time, emit: emit)
        }
        var turned = false
        if frame.notches.vertical != 0 || frame.notches.horizontal != 0 {
            turned = turnWheel(frame.notches, rotating: !modifiers.isDisjoint(with: [.control, .shift]),
                               time: time, emit: emit)
        }
        if frame.left {
            if buttonDown { press(false, time: time, emit: emit) }
            endWheel(time: time, emit: emit)
            location = nil
        }
        return turned
    }

    /// Lifts the left button's finger, if down, at the latest event time (the compositor
    /// keeps the release itself).
    func releaseButton(emit: (TouchFrame) -> Void) {
        press(false, time: latestTime, emit: emit)
    }

    /// Lifts the wheel's virtual fingers when the idle timer fires, stamped `wheelIdleTime`
    /// after the last pointer event (the event timeline may differ from the clock's).
    func endWheelAfterIdle(emit: (TouchFrame) -> Void) {
        endWheel(time: latestTime + wheelIdleTime, emit: emit)
    }

    /// Lifts the wheel's virtual fingers, if down (a touchpad gesture beginning lifts them too).
    func endWheel(time: MonotonicTime, emit: (TouchFrame) -> Void) {
        guard wheel != nil else { return }
        emitWheel(.ended, time: time, emit: emit)
        wheel = nil
    }

    @inline(__always)
    private func move(to point: Point, time: MonotonicTime, emit: (TouchFrame) -> Void) {
        location = point
        if buttonDown { emitButton(.moved, time: time, emit: emit) }
        if hasWheel {
            wheel?.centre = point
            emitWheel(.moved, time: time, emit: emit)
        }
    }

    private func press(_ pressed: Bool, time: MonotonicTime, emit: (TouchFrame) -> Void) {
        guard pressed != buttonDown else { return }
        if pressed {
            guard location != nil else { return log.debug("pointer: dropped press before the pointer entered") }
            endWheel(time: time, emit: emit)
        }
        buttonDown = pressed
        emitButton(pressed ? .began : .ended, time: time, emit: emit)
    }

    private func turnWheel(_ notches: (vertical: Double, horizontal: Double), rotating: Bool, time: MonotonicTime,
                           emit: (TouchFrame) -> Void) -> Bool {
        guard !buttonDown else {
            log.debug("pointer: ignored the wheel while the left button is held")
            return false
        }
        guard let location else { return false }
        if wheel == nil {
            wheel = (location, wheelFingerSpread, 0)
            emitWheel(.began, time: time, emit: emit)
        }
        let zoomNotches = rotating ? 0 : notches.vertical
        let turnNotches = notches.horizontal + (rotating ? notches.vertical : 0)
        wheel?.radius *= _exp(-zoomNotches * _log(wheelScalePerNotch))
        wheel?.angle += turnNotches * wheelRotationPerNotch
        emitWheel(.moved, time: time, emit: emit)
        return true
    }

    @inline(__always)
    private func emitButton(_ phase: TouchPhase, time: MonotonicTime, emit: (TouchFrame) -> Void) {
        guard let location else { return }
        let touch = Touch(id: Self.buttonTouchID, phase: phase, location: location, time: time, source: .mouseButton)
        // Written in place when it holds one touch already, as at every motion of a drag.
        if scratch.count == 1 { scratch[0] = touch } else { replaceScratch(with: touch) }
        emit(TouchFrame(time: time, touches: scratch))
    }

    /// Makes `touch` the scratch frame's only one (after the wheel's two, or at the first press).
    @inline(never)
    private func replaceScratch(with touch: Touch) {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(touch)
    }

    private func emitWheel(_ phase: TouchPhase, time: MonotonicTime, emit: (TouchFrame) -> Void) {
        guard let wheel else { return }
        let offset = Point(x: _cos(wheel.angle), y: _sin(wheel.angle)) * wheel.radius
        scratch.removeAll(keepingCapacity: true)
        scratch.append(Touch(id: Self.wheelTouchIDs.0, phase: phase, location: wheel.centre - offset, time: time,
                             source: .mouseWheel))
        scratch.append(Touch(id: Self.wheelTouchIDs.1, phase: phase, location: wheel.centre + offset, time: time,
                             source: .mouseWheel))
        emit(TouchFrame(time: time, touches: scratch))
    }
}
