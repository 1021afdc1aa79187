import Tactile

/// The palette and other apps' drags: text dropped from another app on the `words` box
/// becomes a word chip `word-<text>` (one line, at most 24 characters, trimmed), a colour
/// `#rrggbb` dropped on the `colours` box a swatch `swatch-<rrggbb>`: the items a paste makes
/// (see `PaletteScene+Clipboard`), saved the same way. Both boxes light up while such a drag
/// hovers over them; the list takes no drops from other apps.
///
/// Traces `external drop <id> into <box>`, or `external drop refused <reason>` (text that is
/// no colour dropped on `colours`, or no word).
extension PaletteScene {
    /// What the `colours` and `words` zones take from other apps: text, made into a swatch or
    /// a chip by the zone it is dropped on (the drop names it: the zone holds this rule, so
    /// the rule must not hold the zone). They make something new of the text, so they ask
    /// for a copy: the source keeps its item (another window's tile stays where it was).
    var boxDrops: SharedDrops {
        SharedDrops(types: SharedDrops.textTypes, preferredAction: .copy) { [unowned self] drop in
            guard let text = drop.text?.trimmingSpaces else { return false }
            return adoptDropped(text, into: drop.zone.view)
        }
    }

    /// Makes a swatch of `text` dropped on the colours box, a chip of `text` dropped on the
    /// words box; false (traced) when it makes neither.
    private func adoptDropped(_ text: String, into box: View?) -> Bool {
        let made: View
        if box === colourBox {
            guard let colour = Self.pastedColour(text) else {
                trace("external drop refused not a colour")
                return false
            }
            made = makePastedSwatch(hex: colour)
        } else {
            guard let word = Self.pastedWord(text) else {
                trace("external drop refused not a word")
                return false
            }
            made = makePastedWord(word)
        }
        trace("external drop \(made.identifier ?? "?") into \(box?.identifier ?? "?")")
        return true
    }
}
