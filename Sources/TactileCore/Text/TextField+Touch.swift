extension TextField {
    /// Presses further apart than this (in time, or in logical pixels) are not a double tap.
    static let multiTapInterval = TimeSpan.milliseconds(300)
    static let multiTapDistance = 12.0

    /// Follows the field's zero-delay press: began places the caret or selects a word,
    /// changed moves the caret or extends the selection (a finger: under the magnifier, which
    /// follows the caret, the selection's moving end), the end (which takes the magnifier
    /// away) is remembered for the next tap's count.
    func pressChanged(_ recognizer: LongPressGestureRecognizer) {
        // A press moves the caret anew: Up and Down keep no earlier x.
        caretGoalX = nil
        switch recognizer.state {
        case .began:
            if let dispatcher = recognizer.dispatcher { self.dispatcher = dispatcher }
            pressBegan(at: recognizer.location(in: self), rootLocation: recognizer.location(in: nil),
                       source: recognizer.touches.first?.source ?? .finger)
        case .changed:
            let source = recognizer.touches.first?.source ?? .finger
            pressMoved(to: recognizer.location(in: self), source: source)
            // A finger moving the caret, or the end of a selection it extends (after a double
            // tap), hides it: the magnifier shows it above the finger.
            if source == .finger && isFocused { showMagnifier(above: recognizer.location(in: nil)) }
        case .ended, .cancelled:
            hideMagnifier()
            lastPressEnd = (dispatcher?.clock.now ?? .zero, recognizer.location(in: nil))
        default:
            break
        }
    }

    private func pressBegan(at location: Point, rootLocation: Point, source: TouchSource) {
        let now = dispatcher?.clock.now ?? .zero
        if let last = lastPressEnd, now - last.time <= Self.multiTapInterval,
           last.location.distance(to: rootLocation) <= Self.multiTapDistance {
            tapCount += 1
        } else {
            tapCount = 1
        }
        // A touch on the focused field is reported again: a keyboard hidden meanwhile shows.
        if let dispatcher, !isFocused || source == .finger { focus(in: dispatcher, cause: source == .finger ? .touch : .mouse) }
        let offset = caretOffset(at: location)
        switch tapCount {
        case 1:
            let extending = source == .mouseButton && dispatcher?.modifiers.contains(.shift) == true
            apply(editor.moveCaret(to: offset, extending: extending))
            pressAnchor = editor.anchor..<editor.anchor
        case 2:
            pressAnchor = editor.wordRange(at: characterOffset(at: location, caret: offset))
            apply(editor.select(pressAnchor))
        default:
            pressAnchor = 0..<editor.characters.count
            apply(editor.selectAll())
        }
    }

    private func pressMoved(to location: Point, source: TouchSource) {
        let offset = caretOffset(at: location)
        if tapCount >= 2 {
            // Extends by whole words from the word first selected.
            let word = editor.wordRange(at: characterOffset(at: location, caret: offset))
            let lower = min(pressAnchor.lowerBound, word.lowerBound), upper = max(pressAnchor.upperBound, word.upperBound)
            apply(word.lowerBound < pressAnchor.lowerBound ? select(from: upper, to: lower) : select(from: lower, to: upper))
        } else if source == .mouseButton {
            apply(select(from: pressAnchor.lowerBound, to: offset))
        } else {
            apply(editor.moveCaret(to: offset))
        }
    }

    /// Selects from `anchor` to `caret` (either order).
    private func select(from anchor: Int, to caret: Int) -> TextEditOutcome {
        _ = editor.moveCaret(to: anchor)
        return editor.moveCaret(to: caret, extending: true)
    }

    /// The caret offset nearest `location` (field bounds space); the end without a layouter.
    func caretOffset(at location: Point) -> Int {
        guard let layout = fieldLayout else { return editor.characters.count }
        let origin = textOrigin
        return layout.caretOffset(at: Point(x: location.x - origin.x, y: location.y - origin.y))
    }

    /// The character under `location`, given the caret offset nearest it: the one before
    /// that caret when the point is left of it.
    private func characterOffset(at location: Point, caret: Int) -> Int {
        guard caret > 0, let layout = fieldLayout else { return caret }
        let caretX = layout.caretRect(at: caret).minX + textOrigin.x
        return location.x < caretX || caret == editor.characters.count ? caret - 1 : caret
    }
}
