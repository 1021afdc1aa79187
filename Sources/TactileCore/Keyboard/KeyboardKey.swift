/// What pressing a key of the on-screen keyboard does.
package enum KeyboardKeyAction: Hashable, Sendable {
    /// Types `text`, or `shifted` while shift is on.
    case character(String, shifted: String)
    /// Shift: one tap for the next letter, two quick taps for caps lock, a tap again for off.
    case shift
    /// Deletes (`Keysym.backspace`), repeating while held.
    case backspace
    /// Return (`Keysym.enter`): the field's submit.
    case enter
    /// A space.
    case space
    /// Slides the keyboard away.
    case hide
    /// Shows another page (the `123` and `abc` keys).
    case page(KeyboardPage)
    /// Shows the letters of the next of the keyboard's arrangements (present when it has
    /// several), the first after the last.
    case nextArrangement
}

/// One key of a keyboard row: what it does and how wide it is, in units of a letter key.
package struct KeyboardKey: Hashable, Sendable {
    /// What the key does.
    package var action: KeyboardKeyAction
    /// The key's width in letter-key units (a row's keys share its width in proportion).
    package var width: Double

    /// Creates a key `width` units wide.
    package init(_ action: KeyboardKeyAction, width: Double = 1) {
        self.action = action
        self.width = width
    }

    /// The key's name in the event log and in tests: the character it types (`shifted`: with
    /// shift on; a lone mark on a dotted circle, see `shown`), or `shift`, `backspace`,
    /// `enter`, `space`, `hide`, `123`, `abc`, `layout`.
    package func logLabel(shifted: Bool = false) -> String {
        switch action {
        case .character(let text, let shiftedText): Self.shown(shifted ? shiftedText : text)
        case .shift: "shift"
        case .backspace: "backspace"
        case .enter: "enter"
        case .space: "space"
        case .hide: "hide"
        case .page(let page): page.switchLabel
        case .nextArrangement: "layout"
        }
    }

    /// How a key shows the character `text`: a combining mark alone (Arabic's harakat) on
    /// the dotted circle that stands for the letter it will join, as phones show it, rather
    /// than over nothing (and, in a log line, joined to the space before it).
    static func shown(_ text: String) -> String {
        switch text.unicodeScalars.first?.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: "\u{25CC}" + text
        default: text
        }
    }

    /// True when a press shows the key enlarged above the finger: keys that type a character.
    var showsPreview: Bool {
        if case .character = action { return true }
        return false
    }
}

/// A row of keys. Its keys share the keyboard's width in proportion to their widths, with the
/// unit set by the widest row: a shorter row is indented (centred unless `indent` says how
/// many units from the left edge).
package struct KeyboardRow: Hashable, Sendable {
    /// The keys, left to right.
    package var keys: [KeyboardKey]
    /// How many units the row starts from the left edge; nil centres it.
    package var indent: Double?

    /// Creates a row.
    package init(_ keys: [KeyboardKey], indent: Double? = nil) {
        self.keys = keys
        self.indent = indent
    }

    /// The row's width in units.
    var units: Double { keys.reduce(0) { $0 + $1.width } }
}
