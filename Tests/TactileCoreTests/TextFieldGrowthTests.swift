import Testing
@testable import TactileCore

/// A field of several lines in a column grows with its text, a line at a time, up to its
/// maximum, and only an edit that changes its line count lays the column out again. Text is
/// measured by `GridTextMeasurer`: 10 px a character, 20 px a line, wrapped at words.
@Suite struct TextFieldGrowthTests {
    /// A 400-pixel-wide column at the top of the window: a field of up to three lines
    /// (wrapped at 400 − 2 × 8 = 384 px: 38 characters) above a label.
    private final class Form {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        let field = TextField(maximumLines: 3)
        let note = Label(text: "note")
        let column: Stack

        init() {
            root.layoutEnvironment.textMeasurer = GridTextMeasurer()
            column = Stack(.vertical, spacing: 10, [field, note])
            column.distribution = .leading
            column.layout.fillsSuperview = true
            root.addSubview(column)
            root.layoutIfNeeded()
        }

        /// Types `text` at the caret as a keyboard does.
        func type(_ text: String) {
            for character in text {
                _ = field.handleTextKey(KeyEvent(time: .zero, keysym: 0x20, text: String(character), pressed: true))
            }
        }

        /// The layout passes run so far.
        var passes: Int { root.layoutEnvironment.passCount }
    }

    /// `count` words of 4 letters, a space between each two.
    private static func words(_ count: Int) -> String {
        Array(repeating: "word", count: count).joined(separator: " ")
    }

    @Test func aFieldOfSeveralLinesGrowsALineAtATimeUpToItsMaximum() {
        let form = Form()
        #expect(describe(form.field) == "0,0 400×36")  // one line and the padding
        #expect(describe(form.note) == "0,46 400×20")
        var heights: [Double] = []
        // 7 words (34 characters) fit a line, the 8th starts the second; 24 words make 3 lines.
        for count in 1...30 {
            form.type(count == 1 ? "word" : " word")
            form.root.layoutIfNeeded()
            if heights.last != form.field.frame.height { heights.append(form.field.frame.height) }
        }
        #expect(heights == [36, 56, 76], "one, two, three lines and no more")
        #expect(describe(form.note) == "0,86 400×20", "the label moved down with the field")
    }

    @Test func onlyAnEditThatChangesTheLineCountLaysTheColumnOutAgain() {
        let form = Form()
        let start = form.passes
        form.type("word")
        form.root.layoutIfNeeded()
        #expect(form.passes == start, "one line still: no layout")
        form.type(" " + Self.words(7))
        form.root.layoutIfNeeded()
        #expect(form.passes == start + 1 && form.field.frame.height == 56)
        form.type(" word")
        form.root.layoutIfNeeded()
        #expect(form.passes == start + 1, "two lines still: no layout")
        form.field.text = ""
        form.root.layoutIfNeeded()
        #expect(form.passes == start + 2 && form.field.frame.height == 36, "emptied: back to one line")
    }

    @Test func aFieldOfOneLineKeepsTheSizeItWasGiven() {
        let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
        root.layoutEnvironment.textMeasurer = GridTextMeasurer()
        let field = TextField(frame: Rect(x: 0, y: 0, width: 200, height: 64), text: Self.words(20))
        #expect(field.sizeThatFits(Size(width: 400, height: .infinity)) == Size(width: 200, height: 64))
        root.addSubview(field)
        #expect(field.sizeThatFits(Size(width: 400, height: .infinity)) == Size(width: 200, height: 64))
    }
}
