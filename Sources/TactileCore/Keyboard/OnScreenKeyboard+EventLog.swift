extension OnScreenKeyboard {
    /// One line per key of the current page, `osk key <label> <x> <y> <width> <height>`, its
    /// frame in surface coordinates (logical pixels) with the keyboard at rest, shown; the
    /// label is `KeyboardKey.logLabel` (the character typed now, shift applied, or `shift`,
    /// `backspace`, `enter`, `space`, `hide`, `123`, `abc`). Empty outside a view tree.
    package func keyLogLines() -> [String] {
        guard let container = superview else { return [] }
        return model.layout.keys.map { keyLogLine($0, in: container) }
    }

    /// Sends the key lines to `onEventLog`, each made as it is sent.
    func logKeys() {
        guard let onEventLog, let container = superview else { return }
        for placed in model.layout.keys { onEventLog(keyLogLine(placed, in: container)) }
    }

    /// The line of `placed` (see `keyLogLines`), the keyboard shown in `container`: one string
    /// made at its final size, its numbers appended as they are formatted.
    private func keyLogLine(_ placed: PlacedKey, in container: View) -> String {
        let top = container.bounds.maxY - bottomInset - bounds.height
        let frame = container.convert(placed.frame.offsetBy(dx: container.bounds.minX, dy: top), to: nil)
        var line = "osk key "
        line.reserveCapacity(64)
        line += placed.key.logLabel(shifted: shiftState != .off)
        line += " "
        frame.appendTraceFields(to: &line)
        return line
    }
}
