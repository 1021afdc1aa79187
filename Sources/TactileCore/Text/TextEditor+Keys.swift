extension TextEditor {
    /// Applies a key press or repeat the way text fields everywhere do: its text is typed
    /// (unless Ctrl or Alt is held); Left/Right move by a character (Ctrl: by a word),
    /// Home/End to the ends, Shift extending the selection with any of them; Backspace and
    /// Delete (Ctrl: a word); Ctrl+A selects all, Ctrl+C/X/V copy, cut and paste, Ctrl+Z undoes,
    /// Shift+Ctrl+Z and Ctrl+Y redo; Enter submits, or types a newline when the editor takes
    /// several lines. Releases and other keys are `ignored`.
    ///
    /// `moveVisually(offset, right)` gives the offset one character to the right (or left) on
    /// screen, which differs from the next in memory in right-to-left text; without it the
    /// arrows move in memory order. With `lineMoves` (a field of several lines), Up and Down
    /// move a line and Home and End go to the line's ends (Ctrl: the text's); without it Up
    /// and Down are `ignored`.
    package func handleKey(_ event: KeyEvent, moveVisually: ((Int, Bool) -> Int)? = nil,
                          lineMoves: TextLineMoves? = nil) -> TextEditOutcome {
        guard event.pressed else { return .ignored }
        let control = event.modifiers.contains(.control)
        let shift = event.modifiers.contains(.shift)
        switch event.keysym {
        case Keysym.left, Keysym.keypadLeft, Keysym.right, Keysym.keypadRight:
            let right = event.keysym == Keysym.right || event.keysym == Keysym.keypadRight
            return moveHorizontally(right: right, byWord: control, extending: shift, moveVisually: moveVisually)
        case Keysym.up, Keysym.keypadUp, Keysym.down, Keysym.keypadDown:
            guard let lineMoves else { return .ignored }
            let down = event.keysym == Keysym.down || event.keysym == Keysym.keypadDown
            return moveCaret(to: lineMoves.vertical(caret, down), extending: shift).asUsed
        case Keysym.home, Keysym.keypadHome, Keysym.end, Keysym.keypadEnd:
            let end = event.keysym == Keysym.end || event.keysym == Keysym.keypadEnd
            let target = control ? nil : lineMoves?.lineBoundary(caret, end)
            return moveCaret(to: target ?? (end ? characters.count : 0), extending: shift).asUsed
        case Keysym.backspace:
            return deleteBackward(word: control)
        case Keysym.delete, Keysym.keypadDelete:
            return deleteForward(word: control)
        case Keysym.enter, Keysym.keypadEnter:
            return takesNewlines ? insert("\n", typed: true) : .submit
        case Keysym.tab, Keysym.isoLeftTab, Keysym.escape:
            // xkbcommon gives them text ("\t", "\u{1b}") that a field refuses: they are not
            // the field's, and go on to the key responders (focus, cancel).
            return .ignored
        default:
            break
        }
        if control { return shortcut(event.keysym, shift: shift) }
        guard !event.text.isEmpty, !event.modifiers.contains(.alt) else { return .ignored }
        return insert(event.text, typed: true)
    }

    private func moveHorizontally(right: Bool, byWord: Bool, extending: Bool,
                                  moveVisually: ((Int, Bool) -> Int)?) -> TextEditOutcome {
        if hasSelection && !extending && !byWord {
            return moveCaret(to: right ? selection.upperBound : selection.lowerBound).asUsed
        }
        let target: Int
        if byWord {
            target = wordBoundary(from: caret, forward: right)
        } else if let moveVisually {
            target = moveVisually(caret, right)
        } else {
            target = caret + (right ? 1 : -1)
        }
        return moveCaret(to: target, extending: extending).asUsed
    }

    private func shortcut(_ keysym: UInt32, shift: Bool) -> TextEditOutcome {
        // Letters come as lower or upper case keysyms (Shift, Caps Lock): compare lower case.
        let letter = (0x41...0x5a).contains(keysym) ? keysym + 0x20 : keysym
        switch letter {
        case 0x61: return selectAll().asUsed  // a
        case 0x63: return copy()  // c
        case 0x78: return cut()  // x
        case 0x76: return paste()  // v
        case 0x7a: return shift ? redo() : undo()  // z
        case 0x79: return redo()  // y
        default: return .ignored
        }
    }
}

extension TextEditOutcome {
    /// A key that found nothing to move still used the key.
    fileprivate var asUsed: TextEditOutcome { self == .ignored ? .unchanged : self }
}
