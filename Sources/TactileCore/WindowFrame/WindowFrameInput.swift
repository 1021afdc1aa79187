/// The frame's reactions to the pointer and touches, as desktop users expect them and fingers
/// need them: a pure state machine that gets the frame's events in frame coordinates and
/// returns what the window should do, with no Wayland in it.
///
/// On the title bar, a drag beyond a small threshold moves the window (the compositor takes
/// the drag over), a double click or double tap toggles maximized, and a right click opens the
/// compositor's window menu. A press on the resize margin resizes at once. A button acts when
/// released over itself, as buttons do, so that a finger that slides off cancels. One touch at
/// a time, and touches and the pointer do not mix: a press while another is held is ignored.
/// Times are the compositor's milliseconds; an impossible sequence (a release without a press,
/// a motion before an enter, an unknown touch) does nothing.
package final class WindowFrameInput {
    /// How far (logical pixels) a held pointer moves on the title bar before the window moves:
    /// a click's jitter must not start a drag.
    package static let pointerMoveThreshold = 4.0
    /// The same for a finger, whose contact point wanders more while it rests.
    package static let touchMoveThreshold = 8.0
    /// The longest time (ms) between two presses on the title bar that make a double click or
    /// a double tap: the common desktop default.
    package static let doublePressInterval: UInt32 = 400
    /// The farthest apart (logical pixels) two presses of a double click or double tap may lie.
    package static let doublePressDistance = 8.0

    /// Where the frame's pieces lie; a new size or state replaces it.
    package var layout: WindowFrameLayout
    /// The button under the pointer, drawn highlighted.
    package private(set) var hovered: WindowFrameButton?
    /// The button held down by the pointer or a finger while over it, drawn pressed.
    package private(set) var pressed: WindowFrameButton?

    /// Who holds the current press.
    private enum Holder: Equatable {
        case pointer
        case touch(Int)
    }

    /// What the held press acts on.
    private enum Hold {
        /// A press on the title bar that moves the window once it has travelled far enough.
        case title(start: Point, serial: UInt32)
        /// A press on a button, which acts when released over it.
        case button(WindowFrameButton)
    }

    /// The press being held, if any.
    private var hold: (holder: Holder, kind: Hold)?
    /// The last press on the title bar that may start a double click or tap.
    private var lastTitlePress: (time: UInt32, location: Point)?
    /// The pointer's location, nil while it is outside the frame.
    private var pointerLocation: Point?
    /// The shape last asked for, nil when the next enter must set one.
    private var cursor: WindowFrameCursor?

    /// Creates the input of a frame laid out as `layout`.
    package init(layout: WindowFrameLayout) {
        self.layout = layout
    }

    // MARK: Pointer

    /// The pointer entered a part at `point`: the compositor expects a cursor from every enter,
    /// so one is always returned.
    package func pointerEnter(at point: Point) -> [WindowFrameAction] {
        pointerLocation = point
        cursor = nil
        var outcome = Outcome()
        hover(at: point, into: &outcome)
        return outcome.actions
    }

    /// The pointer moved to `point`. (The frame's reactions depend on distances only: `time`
    /// is taken for the Wayland layer's convenience.)
    package func pointerMotion(at point: Point, time: UInt32) -> [WindowFrameAction] {
        guard pointerLocation != nil else { return [] }
        pointerLocation = point
        var outcome = Outcome()
        if let hold, hold.holder == .pointer { follow(hold.kind, to: point, threshold: Self.pointerMoveThreshold, into: &outcome) }
        hover(at: point, into: &outcome)
        return outcome.actions
    }

    /// The pointer left the frame: nothing is hovered, and a press it held is dropped.
    package func pointerLeave() -> [WindowFrameAction] {
        pointerLocation = nil
        cursor = nil
        var outcome = Outcome()
        if hovered != nil {
            hovered = nil
            outcome.redraw = true
        }
        if hold?.holder == .pointer { dropHold(into: &outcome) }
        return outcome.actions
    }

    /// A pointer button (a Linux code, see `PointerButton`) was pressed or released.
    package func pointerButton(_ code: UInt32, pressed isPressed: Bool, serial: UInt32, time: UInt32) -> [WindowFrameAction] {
        guard let point = pointerLocation else { return [] }
        var outcome = Outcome()
        if !isPressed {
            guard code == PointerButton.left, let hold, hold.holder == .pointer else { return [] }
            release(hold.kind, into: &outcome)
        } else {
            guard hold == nil else { return [] }
            switch code {
            case PointerButton.left:
                press(at: point, by: .pointer, serial: serial, time: time, into: &outcome)
            case PointerButton.right:
                guard layout.target(at: point) == .titleBar else { return [] }
                outcome.requests.append(.showMenu(at: point, serial: serial))
            default:
                return []
            }
        }
        hover(at: point, into: &outcome)
        return outcome.actions
    }

    // MARK: Touch

    /// A finger touched a part at `point`; ignored while another press is held.
    package func touchDown(id: Int, at point: Point, serial: UInt32, time: UInt32) -> [WindowFrameAction] {
        guard hold == nil else { return [] }
        var outcome = Outcome()
        press(at: point, by: .touch(id), serial: serial, time: time, into: &outcome)
        return outcome.actions
    }

    /// A finger moved to `point` (`time` as for `pointerMotion`).
    package func touchMotion(id: Int, at point: Point, time: UInt32) -> [WindowFrameAction] {
        guard let hold, hold.holder == .touch(id) else { return [] }
        var outcome = Outcome()
        follow(hold.kind, to: point, threshold: Self.touchMoveThreshold, into: &outcome)
        return outcome.actions
    }

    /// A finger lifted (`time` as for `pointerMotion`).
    package func touchUp(id: Int, time: UInt32) -> [WindowFrameAction] {
        guard let hold, hold.holder == .touch(id) else { return [] }
        var outcome = Outcome()
        release(hold.kind, into: &outcome)
        return outcome.actions
    }

    /// The compositor took the touches: a press a finger held is dropped.
    package func touchCancel() -> [WindowFrameAction] {
        guard case .touch = hold?.holder else { return [] }
        var outcome = Outcome()
        dropHold(into: &outcome)
        return outcome.actions
    }

    // MARK: Shared

    /// What one event asks for: its actions, then one `.redraw` when the look changed, then
    /// the cursor when its shape changed.
    private struct Outcome {
        var requests: [WindowFrameAction] = []
        var redraw = false
        var cursor: WindowFrameCursor?

        var actions: [WindowFrameAction] {
            var all = requests
            if redraw { all.append(.redraw) }
            if let cursor { all.append(.cursor(cursor)) }
            return all
        }
    }

    /// A left press or a touch-down at `point`.
    private func press(at point: Point, by holder: Holder, serial: UInt32, time: UInt32, into outcome: inout Outcome) {
        switch layout.target(at: point) {
        case .button(let button):
            hold = (holder, .button(button))
            pressed = button
            outcome.redraw = true
        case .titleBar:
            if let last = lastTitlePress, time &- last.time <= Self.doublePressInterval,
               last.location.distance(to: point) <= Self.doublePressDistance {
                lastTitlePress = nil
                outcome.requests.append(.toggleMaximized)
                return
            }
            lastTitlePress = (time, point)
            hold = (holder, .title(start: point, serial: serial))
        case .edge(let edges):
            // The compositor's resize grab takes the release: nothing is held here.
            outcome.requests.append(.resize(edges, serial: serial))
        case nil:
            break
        }
    }

    /// The held press moved to `point`: a title press past `threshold` moves the window (and
    /// ends, as the compositor takes the drag and its release); a button shows pressed only
    /// while under it.
    private func follow(_ kind: Hold, to point: Point, threshold: Double, into outcome: inout Outcome) {
        switch kind {
        case .title(let start, let serial):
            guard start.distance(to: point) > threshold else { return }
            hold = nil
            lastTitlePress = nil
            outcome.requests.append(.move(serial: serial))
        case .button(let button):
            let over = layout.buttonRect(button)?.contains(point) == true ? button : nil
            if over != pressed {
                pressed = over
                outcome.redraw = true
            }
        }
    }

    /// The held press ended: a button released over itself acts.
    private func release(_ kind: Hold, into outcome: inout Outcome) {
        hold = nil
        guard case .button(let button) = kind, pressed == button else { return }
        pressed = nil
        outcome.redraw = true
        let action: WindowFrameAction = switch button {
        case .minimize: .minimize
        case .maximize: .toggleMaximized
        case .close: .close
        }
        outcome.requests.append(action)
    }

    /// Drops the held press without acting.
    private func dropHold(into outcome: inout Outcome) {
        hold = nil
        if pressed != nil {
            pressed = nil
            outcome.redraw = true
        }
    }

    /// Follows the pointer's hover at `point`: the button under it (only the held one while the
    /// pointer holds a button), and the cursor when its shape changed (kept while the pointer
    /// holds a press).
    private func hover(at point: Point, into outcome: inout Outcome) {
        let target = layout.target(at: point)
        var newHovered: WindowFrameButton?
        if case .button(let button) = target {
            switch hold {
            case nil: newHovered = button
            case (.pointer, .button(let held))? where held == button: newHovered = button
            default: newHovered = nil
            }
        }
        if newHovered != hovered {
            hovered = newHovered
            outcome.redraw = true
        }
        guard hold?.holder != .pointer else { return }
        let shape: WindowFrameCursor = if case .edge(let edges) = target { .resize(edges) } else { .arrow }
        if shape != cursor {
            cursor = shape
            outcome.cursor = shape
        }
    }
}
