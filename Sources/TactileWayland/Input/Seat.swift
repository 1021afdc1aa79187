import CWaylandClient
import TactileCore

/// A `wl_seat`: creates and releases the touch, pointer and keyboard objects as the
/// seat's capabilities come and go, and routes their events to the input handler.
///
/// Losing the touch capability while fingers are down ends them with a `cancel`, so
/// nothing a vanished touchscreen started stays half done.
final class Seat {
    let proxy: OpaquePointer
    /// Held so the connection outlives this proxy, whatever order owners release in.
    private let display: Display
    /// The registry name, to recognise the global when it is removed.
    let globalName: UInt32
    private let version: UInt32
    let loop: EventLoop
    private let isOwn: (OpaquePointer?) -> Bool
    /// The frame strip `surface` is, if it is one (see `FrameFocus`).
    let frameFocus: (OpaquePointer?) -> FrameFocus?
    let log: (String) -> Void
    /// Where the events go; nil drops them. The client's `inputHandler`, unowned as it is.
    @exclusivity(unchecked) unowned(unsafe) var handler: InputHandler?
    /// The cursors shown for the mouse, by shape, if the theme has them (see `WaylandClient`).
    let cursor: (WindowFrameCursor) -> Cursor?

    @exclusivity(unchecked) private(set) var touch: WaylandTouch?
    @exclusivity(unchecked) private(set) var pointer: Pointer?
    @exclusivity(unchecked) private(set) var keyboard: Keyboard?
    /// The compositor's input method's way in, when it offers text-input-unstable-v3.
    @exclusivity(unchecked) var textInput: TextInput?
    /// The touchpad gesture manager and its version, when the compositor offers one: each
    /// pointer gets its gesture objects from it.
    var pointerGestureManager: (proxy: OpaquePointer, version: UInt32)?
    /// The seat's selection and drag offers, when the compositor has a data device manager.
    @exclusivity(unchecked) var dataDevice: DataDevice?
    /// The serial of the latest input event on our surfaces (key, button, touch down, focus),
    /// which setting the selection must quote; nil before the first.
    @exclusivity(unchecked) var lastInputSerial: UInt32?
    /// The serial of the last left-button press on our surfaces: the implicit grab a drag
    /// handed to the compositor continues (`start_drag` must quote it).
    @exclusivity(unchecked) var buttonPressSerial: UInt32?
    /// True when the latest input came from the touchscreen: the pointer then hides the
    /// cursor as it enters. Asked of the input handler, not kept here: the input dispatcher
    /// behind it sees every input, this seat's and an offscreen run's alike, so it owns the fact
    /// and the two can never disagree.
    var lastInputWasTouch: Bool { handler?.lastInputWasTouch ?? false }

    /// The highest version whose events this type and its devices handle.
    static let highestVersion: UInt32 = 8

    init(display: Display, proxy: OpaquePointer, globalName: UInt32, version: UInt32, loop: EventLoop,
         cursor: @escaping (WindowFrameCursor) -> Cursor?,
         isOwnSurface: @escaping (OpaquePointer?) -> Bool, frameFocus: @escaping (OpaquePointer?) -> FrameFocus?,
         log: @escaping (String) -> Void) {
        self.display = display
        self.proxy = proxy
        self.globalName = globalName
        self.version = version
        self.loop = loop
        self.cursor = cursor
        self.isOwn = isOwnSurface
        self.frameFocus = frameFocus
        self.log = log
        addEventDispatcher(Self.events, to: proxy, owner: self)
    }

    deinit {
        // No input handler call here: a seat goes away with the connection too, while the
        // application that would hear it is being torn down (see `cancelActiveTouches`).
        textInput = nil
        dataDevice = nil
        touch = nil
        pointer = nil
        keyboard = nil
        if version >= UInt32(WL_SEAT_RELEASE_SINCE_VERSION) { wl_seat_release(proxy) } else { wl_seat_destroy(proxy) }
    }

    /// Cancels the touches down on the application's surfaces, as `wl_touch.cancel` would:
    /// the seat loses its touchscreen, or the compositor removes the seat.
    func cancelActiveTouches() {
        if touch?.hasActiveTouches == true { handler?.handleTouch(.cancel) }
    }

    /// True when `surface` is one of the application's surfaces.
    func isOwnSurface(_ surface: OpaquePointer?) -> Bool { isOwn(surface) }

    /// The capabilities as a set of device names, for logs.
    private(set) var capabilityNames: [String] = []

    private func updateCapabilities(_ capabilities: UInt32) {
        let hasTouch = capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0
        let hasPointer = capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        let hasKeyboard = capabilities & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        if hasTouch, touch == nil {
            touch = WaylandTouch(seat: self, proxy: wl_seat_get_touch(proxy), version: version)
        } else if !hasTouch, touch != nil {
            cancelActiveTouches()
            touch = nil
        }
        if hasPointer, pointer == nil {
            let pointer = Pointer(seat: self, proxy: wl_seat_get_pointer(proxy), version: version)
            if let manager = pointerGestureManager {
                pointer.gestures = PointerGestures(manager: manager.proxy, version: manager.version, pointer: pointer.proxy, seat: self)
            }
            self.pointer = pointer
        } else if !hasPointer {
            pointer = nil
        }
        if hasKeyboard, keyboard == nil {
            keyboard = Keyboard(seat: self, proxy: wl_seat_get_keyboard(proxy), version: version)
        } else if !hasKeyboard, keyboard != nil {
            keyboard = nil
            handler?.handleKeyboardFocus(false)
        }
        capabilityNames = [hasTouch ? "touch" : nil, hasPointer ? "pointer" : nil, hasKeyboard ? "keyboard" : nil].compactMap { $0 }
        log("seat capabilities: \(capabilityNames.isEmpty ? "none" : capabilityNames.joined(separator: " "))")
    }

    func deliverTouch(_ event: TouchEvent) {
        if case .down = event { pointer?.hideCursor() }  // At once: no cursor over a finger.
        handler?.handleTouch(event)
    }

    func deliverPointer(_ event: PointerEvent) { handler?.handlePointer(event) }

    /// Hands input on the frame Tactile draws to that frame (see `Window.handleFrameInput`).
    func handleFrameInput(_ focus: FrameFocus, _ deliver: (WindowFrameInput) -> [WindowFrameAction]) {
        focus.window.handleFrameInput(seat: self, deliver)
    }

    func deliverKey(_ event: KeyEvent) { handler?.handleKey(event) }

    func deliverModifiers(_ modifiers: KeyModifiers) { handler?.handleModifiers(modifiers) }

    func deliverKeyboardLayout(_ name: String) { handler?.handleKeyboardLayout(name) }

    func deliverKeyboardFocus(_ focused: Bool) { handler?.handleKeyboardFocus(focused) }

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (seat: Seat, event: WlSeatEvent) in
            if case .capabilities(let capabilities) = event { seat.updateCapabilities(capabilities) }
        }
    }
}
