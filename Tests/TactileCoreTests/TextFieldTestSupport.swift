@testable import TactileCore

/// Lays text out as a monospace line: every grapheme cluster 10 px wide, the line 20 px tall,
/// left to right (real shaping and bidi are PangoCaretTests' business). Given a width, each
/// line between newlines is a line, none wraps (wrapping is Pango's, see TextViewLayoutTests).
final class MonospaceLayouter: TextLayouting {
    func size(of text: String, style: TextStyle, width: Double?) -> Size { Size(width: Double(text.count) * 10, height: 20) }
    func caretRect(at offset: Int, in text: String, style: TextStyle) -> Rect {
        Rect(x: Double(min(max(offset, 0), text.count)) * 10, y: 0, width: 0, height: 20)
    }
    func caretOffset(at point: Point, in text: String, style: TextStyle) -> Int {
        min(max(Int((point.x / 10).rounded()), 0), text.count)
    }
    func caretOffset(movingVisuallyFrom offset: Int, right: Bool, in text: String, style: TextStyle) -> Int {
        min(max(offset + (right ? 1 : -1), 0), text.count)
    }
    func selectionRects(for range: Range<Int>, in text: String, style: TextStyle) -> [Rect] {
        [Rect(x: Double(range.lowerBound) * 10, y: 0, width: Double(range.count) * 10, height: 20)]
    }

    /// The line and column of the caret before `offset`.
    private func place(of offset: Int, in text: String) -> (line: Int, column: Int) {
        let before = text.prefix(min(max(offset, 0), text.count))
        let line = before.count(where: { $0 == "\n" })
        return (line, before.count - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0))
    }

    /// The offsets where each line starts, and the text's end.
    private func lineStarts(in text: String) -> [Int] {
        [0] + text.enumerated().filter { $0.element == "\n" }.map { $0.offset + 1 } + [text.count + 1]
    }

    func caretRect(at offset: Int, in text: String, style: TextStyle, width: Double) -> Rect {
        let place = place(of: offset, in: text)
        return Rect(x: Double(place.column) * 10, y: Double(place.line) * 20, width: 0, height: 20)
    }
    func caretOffset(at point: Point, in text: String, style: TextStyle, width: Double) -> Int {
        let starts = lineStarts(in: text)
        let line = min(max(Int(point.y / 20), 0), starts.count - 2)
        let length = starts[line + 1] - 1 - starts[line]
        return starts[line] + min(max(Int((point.x / 10).rounded()), 0), length)
    }
    func caretOffset(movingVisuallyFrom offset: Int, right: Bool, in text: String, style: TextStyle, width: Double) -> Int {
        caretOffset(movingVisuallyFrom: offset, right: right, in: text, style: style)
    }
    func selectionRects(for range: Range<Int>, in text: String, style: TextStyle, width: Double) -> [Rect] {
        let first = place(of: range.lowerBound, in: text), last = place(of: range.upperBound, in: text)
        return (first.line...last.line).map { line in
            let start = line == first.line ? Double(first.column) * 10 : 0
            let end = line == last.line ? Double(last.column) * 10 : width
            return Rect(x: start, y: Double(line) * 20, width: end - start, height: 20)
        }
    }
}

/// A window with text fields on the real dispatcher and a manual clock; every field event
/// and focus change is traced.
final class TextFieldHarness {
    let input = GestureHarness()
    let layouter = MonospaceLayouter()
    var dispatcher: InputDispatcher { input.dispatcher }
    var clock: ManualClock { input.clock }
    var trace: [String] { input.trace }

    init() {
        dispatcher.textInput.addObserver { [unowned self] change in
            let name = (change.input?.inputView.identifier).map { "\($0)" } ?? "none"
            input.note("focus \(name)" + (change.cause.map { " by \($0)" } ?? ""))
        }
    }

    /// A field named `name` at `frame` (200×40 by default: text starts at x + 8, y + 10).
    @discardableResult
    func field(_ name: String, at frame: Rect, text: String = "", kind: TextContentKind = .text, in parent: View? = nil) -> TextField {
        let field = TextField(frame: frame, text: text, kind: kind)
        field.identifier = name
        field.textLayouter = layouter
        field.onChange = { [unowned self] in input.note("\(name) changed \"\($0.text)\"") }
        field.onSubmit = { [unowned self] in input.note("\(name) submitted \"\($0.text)\"") }
        field.onRefuse = { [unowned self] _, reason in input.note("\(name) refused: \(reason)") }
        (parent ?? input.root).addSubview(field)
        return field
    }

    /// Presses and releases a key.
    func key(_ keysym: UInt32, _ text: String = "", _ modifiers: KeyModifiers = [], at time: UInt32 = 0) {
        dispatcher.handleKey(KeyEvent(time: MonotonicTime(wireMilliseconds: Int64(time)), keysym: keysym, text: text, pressed: true, modifiers: modifiers))
        dispatcher.handleKey(KeyEvent(time: MonotonicTime(wireMilliseconds: Int64(time)), keysym: keysym, pressed: false, modifiers: modifiers))
    }

    /// Types `string`, one key per character.
    func type(_ string: String) {
        for character in string { key(0, String(character)) }
    }

    /// A finger tap at (x, y) at `time` ms (up 30 ms later).
    func tap(_ x: Double, _ y: Double, at time: UInt32, id: Int32 = 1) {
        input.play([(time, [.down(id, x, y)]), (time + 30, [.up(id)])])
    }

    /// Mouse events followed by a frame, at `time` ms.
    func pointer(at time: UInt32, _ events: PointerEvent...) {
        input.advance(to: time)
        for event in events { dispatcher.handlePointer(event) }
        dispatcher.handlePointer(.frame)
        dispatcher.endOfDispatchBatch()
    }
}

extension TextField {
    /// The editor's state with the caret as "|" and the anchor as "^".
    var marked: String { editor.marked }
}
