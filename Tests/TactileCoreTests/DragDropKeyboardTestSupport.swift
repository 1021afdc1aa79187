@testable import TactileCore

/// The drag harness with a keyboard driver attached to its dispatcher: focus changes are
/// traced, keys go through the real dispatcher (Escape cancels gestures there first) and the
/// keys nobody used reach the dispatcher's `keyHandler`, traced as well.
final class KeyboardDragHarness {
    let drag = DragHarness()
    let keyboard: KeyboardDragController

    init() {
        keyboard = KeyboardDragController(manager: drag.manager)
        keyboard.attach(to: drag.dispatcher)
        keyboard.focusChanged = { [drag] view in drag.note("focus \(view?.identifier ?? "none")") }
        drag.dispatcher.keyHandler = { [drag] key in drag.note("app key \(String(key.keysym, radix: 16)) \(key.pressed ? "down" : "up")") }
    }

    /// Presses `keysym` (with Shift when `shift`) 10 ms from now and releases it 10 ms later,
    /// ticking the animator at both.
    func press(_ keysym: UInt32, shift: Bool = false) {
        let modifiers: KeyModifiers = shift ? .shift : []
        for pressed in [true, false] {
            drag.wait(10)
            drag.dispatcher.handleKey(KeyEvent(time: drag.input.clock.now, keysym: keysym, pressed: pressed,
                                               modifiers: modifiers))
        }
    }

    /// Tile A at (`x`, 100) in the palette as a source and the tray as a zone placing by
    /// `placement`; moves over zones are not traced.
    @discardableResult
    func tileAndTray(atX x: Double = 100, placement: DropPlacement = .keepWhereDropped) -> View {
        let a = drag.tile("A", at: x, 100, in: drag.palette)
        drag.source(a)
        drag.zone(drag.tray, placement: placement)
        drag.recordsMoves = false
        return a
    }

    /// Tab, Enter, Tab: the first item picked up and carried over the first zone.
    func carryOverTheFirstZone() {
        press(Keysym.tab)
        press(Keysym.enter)
        press(Keysym.tab)
    }

    /// What `carryOverTheFirstZone` traces for A and the tray alone.
    static let aCarriedOverTheTray = ["focus A"] + Lines.start("A", interested: [("tray", true)])
        + Lines.enter("tray", by: "A") + ["focus tray"]

    /// Shift-Tab as xkbcommon reports it: ISO_Left_Tab with Shift held.
    func shiftTab() { press(Keysym.isoLeftTab, shift: true) }

    /// Names of the views showing a focus ring in the whole tree, in tree order.
    func ringed() -> [String] {
        func collect(_ view: View) -> [String] {
            (view.focusRing != nil ? [view.identifier ?? "?"] : []) + view.subviews.flatMap(collect)
        }
        return collect(drag.root)
    }
}

/// Runs of trace lines as `DragHarness` records them, for composing expected traces.
enum Lines {
    /// `item`'s drag (session `id`) starting: the source's and the delegate's hooks around
    /// each zone's answer, in registration order, to whether it is interested.
    static func start(_ item: String, id: Int = 1, interested zones: [(String, Bool)]) -> [String] {
        ["\(item) shouldStart", "delegate shouldStart \(item) #\(id)", "\(item) willStart"]
            + zones.map { "\($0.0) interested in \(item)? \($0.1)" }
            + ["\(item) started", "delegate didStart \(item)"]
    }

    /// `item` coming over `zone`; `highlight` when no other drag hovers there.
    static func enter(_ zone: String, by item: String, highlight: Bool = true) -> [String] {
        (highlight ? ["\(zone) highlight on"] : []) + ["\(zone) entered by \(item)", "delegate \(item) entered \(zone)"]
    }

    /// `item` leaving `zone` (or cancelled over it); `highlight` when no other drag hovers there.
    static func exit(_ zone: String, by item: String, highlight: Bool = true) -> [String] {
        (highlight ? ["\(zone) highlight off"] : []) + ["\(zone) exited by \(item)", "delegate \(item) exited \(zone)"]
    }

    /// `item` dropped on `zone` and moved into it; `highlight` when no other drag hovers there.
    static func drop(_ item: String, on zone: String, highlight: Bool = true) -> [String] {
        (highlight ? ["\(zone) highlight off"] : []) + ["\(zone) dropped \(item)", "delegate \(item) dropped on \(zone)"]
            + end(item, "moved into \(zone)")
    }

    /// `item`'s drag over, with `outcome` as `DragHarness.describe` words it.
    static func end(_ item: String, _ outcome: String) -> [String] {
        ["\(item) ended \(outcome)", "delegate \(item) ended \(outcome)"]
    }
}
