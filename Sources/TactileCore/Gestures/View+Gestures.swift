extension View {
    /// Attaches `recognizer`, detaching it from any previous view first. It receives the
    /// touches that land on this view or its descendants from the next touch-down on.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.storedView = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches `recognizer`: a running gesture is cancelled and its touches are forgotten.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.withdraw()
        recognizer.storedView = nil
    }
}
