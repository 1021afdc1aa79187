/// The rows of each page of the on-screen keyboard.
enum KeyboardRows {
    /// The rows of `page`; the letters follow `arrangement`, with the key to the next
    /// arrangement when `switchesArrangement`.
    static func rows(of page: KeyboardPage, arrangement: LetterArrangement, switchesArrangement: Bool) -> [KeyboardRow] {
        switch page {
        case .letters: letters(arrangement, switchesArrangement: switchesArrangement)
        case .symbols: symbols
        case .numberPad: numberPad
        case .pinPad: pinPad
        }
    }

    /// Keys typing each character of `text` (shift: its upper case, the same for symbols).
    private static func characters(_ text: String) -> [KeyboardKey] {
        text.map { KeyboardKey(.character(String($0), shifted: String($0).uppercased())) }
    }

    /// The bottom row of the letter and symbol pages: page switch, the key to the next
    /// arrangement (when `switchesArrangement`), hide, comma, space, full stop, enter, filling `units`.
    private static func bottomRow(switchingTo page: KeyboardPage, units: Double, switchesArrangement: Bool = false) -> KeyboardRow {
        let arrangementKey = switchesArrangement ? [KeyboardKey(.nextArrangement)] : []
        return KeyboardRow([KeyboardKey(.page(page), width: 1.5)] + arrangementKey + [KeyboardKey(.hide)] + characters(",")
                           + [KeyboardKey(.space, width: units - 6 - Double(arrangementKey.count))] + characters(".")
                           + [KeyboardKey(.enter, width: 1.5)])
    }

    private static func letters(_ arrangement: LetterArrangement, switchesArrangement: Bool) -> [KeyboardRow] {
        let rows = arrangement.rows.map { row in
            row.map { KeyboardKey(.character($0.text, shifted: $0.shifted)) }
        }
        // The widest row sets the unit, the bottom one flanked by shift and backspace at least a
        // unit wide each; the bottom row's seven fixed units leave the space key two at least.
        let units = Double(max(rows[0].count, rows[1].count, rows[2].count + 2, 9))
        // Shift and backspace share what the bottom letters leave of the width.
        let sideWidth = (units - Double(rows[2].count)) / 2
        return [
            KeyboardRow(rows[0]),
            KeyboardRow(rows[1]),
            KeyboardRow([KeyboardKey(.shift, width: sideWidth)] + rows[2] + [KeyboardKey(.backspace, width: sideWidth)]),
            bottomRow(switchingTo: .symbols, units: units, switchesArrangement: switchesArrangement),
        ]
    }

    private static let symbols: [KeyboardRow] = [
        KeyboardRow(characters("1234567890")),
        KeyboardRow(characters("@#€%&*-+()")),
        KeyboardRow(characters("!\"':;/?_") + [KeyboardKey(.backspace, width: 2)]),
        bottomRow(switchingTo: .letters, units: 10),
    ]

    private static let numberPad: [KeyboardRow] = [
        KeyboardRow(characters("123") + [KeyboardKey(.backspace)]),
        KeyboardRow(characters("456") + [KeyboardKey(.enter)]),
        KeyboardRow(characters("789") + [KeyboardKey(.hide)]),
        KeyboardRow(characters("-0.,")),
    ]

    private static let pinPad: [KeyboardRow] = [
        KeyboardRow(characters("123") + [KeyboardKey(.backspace)]),
        KeyboardRow(characters("456") + [KeyboardKey(.enter)]),
        KeyboardRow(characters("789") + [KeyboardKey(.hide)]),
        KeyboardRow(characters("0"), indent: 1),
    ]
}
