extension TextField {
    /// Records input in the field: the caret shows at once and blinks again from there.
    func noteActivity() {
        guard isFocused, let clock = dispatcher?.clock else { return }
        lastActivity = clock.now
        if !caretShown {
            caretShown = true
            setNeedsDisplay(caretDamage)
        }
        if blinkTimer == nil { scheduleBlink() }
    }

    /// Stops the blink timer; the caret is shown (when focused) next time.
    func stopBlinking() {
        if let blinkTimer { dispatcher?.clock.cancel(blinkTimer) }
        blinkTimer = nil
        caretShown = true
    }

    private func scheduleBlink() {
        guard let clock = dispatcher?.clock else { return }
        // The phase runs from the last activity, so typing keeps the caret steady.
        let sinceActivity = clock.now - lastActivity
        let nextToggle = blinkInterval - sinceActivity % blinkInterval
        blinkTimer = clock.schedule(after: nextToggle) { [weak self] in self?.blink() }
    }

    private func blink() {
        blinkTimer = nil
        guard isFocused, let clock = dispatcher?.clock else { return stopBlinking() }
        if clock.now - lastActivity >= blinkIdleLimit {
            // Idle: the caret stays shown and no timer runs until the next input.
            if !caretShown { caretShown = true; setNeedsDisplay(caretDamage) }
            return
        }
        caretShown.toggle()
        setNeedsDisplay(caretDamage)
        scheduleBlink()
    }

    /// After a character typed into a secure field, shows it in clear for `revealDuration`.
    func revealLastTyped() {
        hideReveal()
        guard kind.isSecure, let offset = editor.lastTypedIndex, let clock = dispatcher?.clock else { return }
        revealedOffset = offset
        revealTimer = clock.schedule(after: revealDuration) { [weak self] in
            guard let self else { return }
            self.revealTimer = nil
            self.revealedOffset = nil
            self.setNeedsDisplay()
        }
    }

    /// Shows every character of a secure field as a dot again.
    func hideReveal() {
        if let revealTimer { dispatcher?.clock.cancel(revealTimer) }
        revealTimer = nil
        if revealedOffset != nil {
            revealedOffset = nil
            setNeedsDisplay()
        }
    }
}
