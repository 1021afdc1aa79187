extension OnScreenKeyboard {
    /// One line per key of the current page, `osk key <label> <x> <y> <width> <height>`, its
    /// frame in surface coordinates (logical pixels) with the keyboard at rest, shown; the
    /// label is `KeyboardKey.logLabel` (the character typed now, shift applied, or `shift`,
    /// `backspace`, `enter`, `space`, `hide`, `123`, `abc`). Empty outside a view tree.
    public func keyLogLines() -> [String] {
        guard let container = superview else { return [] }
        let top = container.bounds.maxY - bottomInset - bounds.height
        let shifted = shiftState != .off
        return model.layout.keys.map { placed in
            let frame = container.convert(placed.frame.offsetBy(dx: container.bounds.minX, dy: top), to: nil)
            return "osk key \(placed.key.logLabel(shifted: shifted)) \(frame.traceFields)"
        }
    }

    /// Sends the key lines to `onEventLog`.
    func logKeys() {
        guard let onEventLog else { return }
        for line in keyLogLines() { onEventLog(line) }
    }
}
