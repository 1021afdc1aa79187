import Testing
@testable import TactileCairo
@testable import TactileCore

/// The caret of a one-line field in mixed text ("abc אבג def", DejaVu Sans 20) with real
/// Pango layout: the arrow keys move it by what the eye sees, across the Hebrew run and back
/// out of it, in a window reading either way; a tap puts it on the side of the character the
/// finger is on.
@Suite struct RightToLeftTextFieldTests {
    let style = TextStyle(font: Font(family: "DejaVu Sans", size: 20))
    /// Kept here: a field holds its layouter weakly.
    let layouter = SceneRenderer().textLayouter
    let text = "abc אבג def"

    /// A focused 300 px field at (10, 10) holding `text`, in a window reading `direction`.
    func field(_ direction: LayoutDirection) -> (field: TextField, dispatcher: InputDispatcher) {
        let root = rootView(width: 320, height: 60)
        root.layoutEnvironment.direction = direction
        let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 40), text: text, style: style)
        field.textLayouter = layouter
        root.addSubview(field)
        let dispatcher = InputDispatcher(rootView: root, clock: ManualClock())
        dispatcher.surfaceSize = Size(width: 320, height: 60)
        field.focus(in: dispatcher)
        return (field, dispatcher)
    }

    /// The carets visited pressing `keysym` `count` times from `start`.
    func walk(_ keysym: UInt32, from start: Int, count: Int, in direction: LayoutDirection) -> [Int] {
        let s = field(direction)
        _ = s.field.editor.moveCaret(to: start)
        var visited = [start]
        for _ in 0..<count {
            s.dispatcher.handleKey(KeyEvent(time: .zero, keysym: keysym, text: "", pressed: true, modifiers: []))
            s.dispatcher.handleKey(KeyEvent(time: .zero, keysym: keysym, pressed: false, modifiers: []))
            visited.append(s.field.editor.caret)
        }
        return visited
    }

    /// Right from the start goes through "abc " to the Hebrew word's left edge (caret 4, where
    /// the space ends), then rightwards on screen, which is backwards in memory (6 between ב
    /// and ג on screen, then 5), out at its right edge (7) and on through " def". Left from
    /// the end retraces it exactly; the window's direction changes nothing (the paragraph is
    /// left to right by its first letter).
    @Test func arrowsMoveTheCaretInScreenOrder() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            #expect(walk(Keysym.right, from: 0, count: 12, in: direction) == [0, 1, 2, 3, 4, 6, 5, 7, 8, 9, 10, 11, 11])
            #expect(walk(Keysym.left, from: 11, count: 12, in: direction) == [11, 10, 9, 8, 7, 5, 6, 4, 3, 2, 1, 0, 0])
        }
        // The carets those walks visit go strictly rightwards on screen.
        let xs = [0, 1, 2, 3, 4, 6, 5, 7, 8, 9, 10, 11].map { layouter.caretRect(at: $0, in: text, style: style).minX }
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "\(xs)")
    }

    /// A tap on the left quarter of a Latin letter puts the caret before it, on its right
    /// quarter after it; a Hebrew letter is read from the right, so the other way round.
    @Test func aTapPutsTheCaretOnTheSideOfTheCharacterUnderTheFinger() {
        var found: [String] = [], wanted: [String] = []
        for (offset, character) in text.enumerated() where character != " " {
            let span = layouter.selectionRects(for: offset..<(offset + 1), in: text, style: style)[0]
            let hebrew = character.unicodeScalars.first!.value >= 0x5d0
            for (x, side) in [(span.minX + span.width / 4, "left"), (span.maxX - span.width / 4, "right")] {
                // A field of its own for each tap: taps in a row would be a double tap.
                let s = field(.rightToLeft)
                let point = s.field.convert(Point(x: s.field.textOrigin.x + x, y: 20), to: nil)
                s.dispatcher.handleTouch(.down(time: 0, id: 1, location: point))
                s.dispatcher.handleTouch(.frame)
                s.dispatcher.handleTouch(.up(time: 30, id: 1))
                s.dispatcher.handleTouch(.frame)
                found.append("\(character) \(side) \(s.field.editor.caret)")
                wanted.append("\(character) \(side) \((side == "right") != hebrew ? offset + 1 : offset)")
            }
        }
        #expect(found == wanted)
    }

    /// Where the caret before `offset` is drawn (field bounds space) once the field holding
    /// `text` in a window reading `direction` is drawn, scrolled to the caret.
    func caretX(_ text: String, at offset: Int? = nil, _ direction: LayoutDirection) -> Double {
        let s = field(direction)
        s.field.text = text
        _ = s.field.editor.moveCaret(to: offset ?? text.count)
        _ = renderFully(s.field.root)
        let drawn = s.field.drawnLayout!
        return s.field.textOrigin.x + drawn.caretRect(at: s.field.editor.caret).minX
    }

    /// One line sits on its natural side: Hebrew ends at the right padding (x 292 of the 300
    /// px field) in either window, its first caret there; Latin starts at the left padding
    /// (x 8) in either window; an empty field's caret is on the window's reading side. A
    /// Hebrew line longer than the field shows its start and scrolls right to show its end.
    @Test func oneLineSitsOnItsNaturalSide() {
        let hebrew = "שלום", long = String(repeating: "שלום ", count: 12)
        #expect(caretX(hebrew, at: 0, .leftToRight) == 292)
        #expect(caretX(hebrew, at: 0, .rightToLeft) == 292)
        #expect(caretX(hebrew, .rightToLeft) < 292 - 40)
        #expect(caretX("abc", at: 0, .rightToLeft) == 8)
        #expect(caretX("", .leftToRight) == 8)
        #expect(caretX("", .rightToLeft) == 292)
        #expect(caretX(long, at: 0, .rightToLeft) == 292)
        let end = caretX(long, .rightToLeft)
        #expect(end >= 8 && end < 20, "\(end)")
    }

    /// A field of several lines puts its empty caret, and a paragraph of digits, on the
    /// window's reading side; Latin stays at the left in either window.
    @Test func severalLinesTakeTheWindowsSideWithoutLetters() {
        func caretX(_ text: String, _ direction: LayoutDirection) -> Double {
            let root = rootView(width: 320, height: 100)
            root.layoutEnvironment.direction = direction
            let field = TextField(frame: Rect(x: 10, y: 10, width: 300, height: 80), text: text, maximumLines: 3, style: style)
            field.textLayouter = layouter
            root.addSubview(field)
            _ = field.editor.moveCaret(to: 0)
            return field.fieldLayout!.caretRect(at: 0).minX
        }
        #expect(caretX("", .leftToRight) == 0)
        #expect(caretX("", .rightToLeft) > 280)
        #expect(caretX("12", .rightToLeft) > 250)
        #expect(caretX("abc", .rightToLeft) == 0)
    }
}
