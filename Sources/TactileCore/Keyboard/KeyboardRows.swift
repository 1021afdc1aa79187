/// The rows of each page of the on-screen keyboard.
enum KeyboardRows {
    /// The rows of `page`; the letters follow `arrangement`.
    static func rows(of page: KeyboardPage, arrangement: LetterArrangement) -> [KeyboardRow] {
        switch page {
        case .letters: letters(arrangement)
        case .symbols: symbols
        case .numberPad: numberPad
        case .pinPad: pinPad
        }
    }

    private static func characters(_ text: String) -> [KeyboardKey] {
        text.map { KeyboardKey(.character(String($0))) }
    }

    /// The bottom row of the letter and symbol pages: page switch, hide, comma, space,
    /// full stop, enter, filling `units`.
    private static func bottomRow(switchingTo page: KeyboardPage, units: Double) -> KeyboardRow {
        KeyboardRow([KeyboardKey(.page(page), width: 1.5), KeyboardKey(.hide), KeyboardKey(.character(",")),
                     KeyboardKey(.space, width: units - 6), KeyboardKey(.character(".")),
                     KeyboardKey(.enter, width: 1.5)])
    }

    private static func letters(_ arrangement: LetterArrangement) -> [KeyboardRow] {
        let (top, middle, bottom): (String, String, String) = switch arrangement {
        case .qwerty: ("qwertyuiop", "asdfghjkl", "zxcvbnm")
        case .qwertz: ("qwertzuiopü", "asdfghjklöä", "yxcvbnm")
        case .azerty: ("azertyuiop", "qsdfghjklm", "wxcvbn'")
        }
        let units = Double(top.count)
        // Shift and backspace share what the bottom letters leave of the width.
        let sideWidth = (units - Double(bottom.count)) / 2
        return [
            KeyboardRow(characters(top)),
            KeyboardRow(characters(middle)),
            KeyboardRow([KeyboardKey(.shift, width: sideWidth)] + characters(bottom)
                        + [KeyboardKey(.backspace, width: sideWidth)]),
            bottomRow(switchingTo: .symbols, units: units),
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
