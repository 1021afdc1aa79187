import DemoState
import Tactile

/// The palette and the clipboard: Ctrl+C copies the item the keyboard's focus ring is on (Tab
/// moves it), a swatch as its colour (`#e8505b`), a word chip as its word; Ctrl+V pastes what
/// any app copied: a colour `#rrggbb` becomes a new swatch `swatch-<rrggbb>` in `colours`,
/// other text (one line, at most 24 characters, trimmed) a new chip `word-<text>` in `words`.
/// Pasted items drag like the others and are saved with their colour or word.
///
/// Traces `copied <value>`, `pasted <id>`, and `paste refused <reason>` (nothing to paste,
/// the item is there already, a paste too long, or the other app's data refused).
extension PaletteScene {
    /// The longest word a paste makes a chip of.
    static let longestPastedWord = 24

    func handleClipboardKey(_ event: KeyEvent, clipboard: TextClipboard) -> Bool {
        guard event.pressed, event.modifiers.contains(.control), !event.modifiers.contains(.alt) else { return false }
        switch event.keysym | 0x20 {  // Lower case: Shift and Caps Lock give upper case keysyms.
        case 0x63:  // c
            guard let item = keyboard?.focusedView, let value = clipboardValue(of: item) else { return false }
            clipboard.store(value)
            trace("copied \(value)")
            return true
        case 0x76:  // v
            clipboard.paste { [weak self] answer in
                switch answer {
                case .text(let text): self?.paste(text)
                case .empty: self?.trace("paste refused nothing to paste")
                case .refused(let reason): self?.trace("paste refused \(reason)")
                }
            }
            return true
        default:
            return false
        }
    }

    /// What Ctrl+C copies of `item`: a swatch's colour, a chip's word.
    private func clipboardValue(of item: View) -> String? {
        if let chip = item as? Label, chip.identifier?.hasPrefix("word-") == true { return chip.text }
        guard item.identifier?.hasPrefix("swatch-") == true else { return nil }
        return item.backgroundColor?.hexString
    }

    /// Makes a swatch of a pasted colour, a chip of a pasted word.
    private func paste(_ text: String) {
        let value = text.trimmingSpaces
        let made: View
        if let colour = Self.pastedColour(value) {
            made = makePastedSwatch(hex: colour)
        } else if let word = Self.pastedWord(value) {
            made = makePastedWord(word)
        } else {
            return trace("paste refused not a colour or a word")
        }
        trace("pasted \(made.identifier ?? "?")")
    }

    /// `value` when it makes a word chip: not empty, one line, at most `longestPastedWord`
    /// characters (trimmed before).
    static func pastedWord(_ value: String) -> String? {
        guard !value.isEmpty, value.count <= longestPastedWord, !value.contains(where: \.isNewline) else { return nil }
        return value
    }

    /// `value` as a lower case `#rrggbb` when it is one.
    static func pastedColour(_ value: String) -> String? {
        guard value.utf8.count == 7, value.hasPrefix("#"), Color(hex: value) != nil else { return nil }
        return value.lowercased()
    }

    @discardableResult
    func makePastedSwatch(hex: String) -> View {
        let id = "swatch-" + hex.dropFirst()
        if let existing = items.first(where: { $0.identifier == id }) { return existing }
        let swatch = Self.swatch(id: id, hex: hex)
        let index = colourBox.subviews.count
        swatch.center = Point(x: 24 + 32 + Double(index % 4) * 88, y: 24 + 32 + Double(index / 4) * 88)
        adoptPasted(swatch, in: colourBox, type: Self.colourType, value: hex)
        return swatch
    }

    @discardableResult
    func makePastedWord(_ word: String) -> View {
        if let existing = items.first(where: { $0.identifier == "word-\(word)" }) { return existing }
        let chip = Self.wordChip(word)
        let index = wordBox.subviews.count
        chip.center = Point(x: 24 + 60 + Double(index % 2) * 136, y: 24 + 24 + Double(index / 2) * 64)
        adoptPasted(chip, in: wordBox, type: Self.wordType, value: word)
        return chip
    }

    private func adoptPasted(_ item: View, in box: View, type: String, value: String) {
        box.addSubview(item)
        pasted.append((item, register(item, type: type, value: value)))
    }

    /// Makes the pasted items the arrangement has (restore then puts them in their places)
    /// and takes away those it lacks (a reset).
    func willRestore(_ layout: SceneLayout) {
        for (item, source) in pasted where !layout.items.contains(where: { $0.id == item.identifier }) {
            item.removeFromSuperview()
            dragDrop.unregister(source)
        }
        pasted.removeAll { $0.item.superview == nil }
        for entry in layout.items where !items.contains(where: { $0.identifier == entry.id }) {
            guard let text = entry.text else { continue }
            if entry.id.hasPrefix("swatch-"), let hex = Self.pastedColour(text) {
                makePastedSwatch(hex: hex)
            } else if entry.id == "word-\(text)" {
                makePastedWord(text)
            }
        }
    }

    /// Saves each pasted item's colour or word as its text.
    func complete(_ layout: inout SceneLayout) {
        for index in layout.items.indices {
            guard let item = pasted.first(where: { $0.item.identifier == layout.items[index].id })?.item else { continue }
            layout.items[index].text = clipboardValue(of: item)
        }
    }
}
