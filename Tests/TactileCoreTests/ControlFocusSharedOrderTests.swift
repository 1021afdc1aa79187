@testable import TactileCore
import Testing

/// One Tab order for a whole screen: a `ControlFocus` given a keyboard drag driver goes
/// through the controls, the text fields and the draggable items in tree order, and feeds
/// the driver the keys while one of its items has the focus or is carried.
@Suite struct ControlFocusSharedOrderTests {
    /// The palette holds tile A and an OK button, the tray a text field and takes drops.
    final class Screen {
        let h = DragHarness()
        let a: View
        let ok = Button(frame: Rect(x: 20, y: 300, width: 120, height: 48), title: "OK")
        let field = TextField(frame: Rect(x: 420, y: 20, width: 300, height: 48))
        let keyboard: KeyboardDragController
        let focus: ControlFocus

        init() {
            a = h.tile("A", at: 100, 100, in: h.palette)
            h.source(a)
            h.zone(h.tray)
            h.recordsMoves = false
            ok.identifier = "OK"
            h.palette.addSubview(ok)
            field.identifier = "field"
            h.tray.addSubview(field)
            keyboard = KeyboardDragController(manager: h.manager)
            keyboard.focusChanged = { [h] view in h.note("focus \(view?.identifier ?? "none")") }
            focus = ControlFocus(rootView: h.root)
            focus.dragKeyboard = keyboard
            focus.attach(to: h.dispatcher)
        }

        /// Presses and releases `keysym` (typing `text`), 10 ms apart.
        func press(_ keysym: UInt32, text: String = "", shift: Bool = false) {
            for pressed in [true, false] {
                h.wait(10)
                h.dispatcher.handleKey(KeyEvent(time: h.input.clock.now, keysym: keysym, text: pressed ? text : "", pressed: pressed,
                                                modifiers: shift ? .shift : []))
            }
        }

        /// The identifiers of the views wearing a ring.
        var ringed: [String] {
            func collect(_ view: View) -> [String] {
                (view.focusRing != nil ? [view.identifier ?? "?"] : []) + view.subviews.flatMap(collect)
            }
            return collect(h.root)
        }
    }

    @Test func tabGoesThroughItemsControlsAndFieldsAndTheDriverTakesItsKeys() {
        let s = Screen()
        s.press(Keysym.tab)
        #expect(s.keyboard.focusedView === s.a && s.ringed == ["A"])
        s.press(Keysym.tab)
        #expect(s.focus.focused === s.ok && s.ok.isFocused && s.ringed == ["OK"] && s.keyboard.focusedView == nil)
        s.press(Keysym.tab)
        #expect(s.field.isFocused && s.ringed == ["field"])
        s.press(Keysym.forText("x"), text: "x")
        #expect(s.field.text == "x", "the field has the keys while Tab is on it")
        s.press(Keysym.tab)
        #expect(!s.field.isFocused && !s.ok.isFocused && s.ringed == ["A"], "Tab wraps to the first, the field lets the keys go")
        // Enter picks A up; while it is carried Tab goes over the zones, Enter drops it.
        s.press(Keysym.enter)
        s.press(Keysym.tab)
        s.press(Keysym.enter)
        _ = s.h.settle()
        #expect(s.a.superview === s.h.tray && s.keyboard.session == nil)
        #expect(s.h.trace.filter { $0.hasPrefix("focus") } == ["focus A", "focus none", "focus A", "focus tray", "focus A"])
        // Now last in the tray, after the field: Shift-Tab goes back to the field.
        s.press(Keysym.isoLeftTab, shift: true)
        #expect(s.field.isFocused && s.ringed == ["field"])
    }

    /// A touch hides every ring and keeps the focus; the next Tab only shows it again on the
    /// item it was on, the one after moves on.
    @Test func afterATouchTheFirstTabShowsTheRingAgain() {
        let s = Screen()
        s.press(Keysym.tab)
        s.h.play([(100, [.down(1, 600, 500)]), (110, [.up(1)])])
        #expect(s.ringed.isEmpty && s.keyboard.focusedView === s.a)
        s.press(Keysym.tab)
        #expect(s.ringed == ["A"])
        s.press(Keysym.tab)
        #expect(s.ringed == ["OK"])
    }
}
