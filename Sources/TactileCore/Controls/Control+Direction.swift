// Right to left inside a control: a control that reads along x (a slider's value, a segmented
// control's order) works out its geometry as if read left to right and mirrors x across its
// bounds on the way in (touches) and out (drawing) when the window reads right to left. One
// mirror at the edges keeps the arithmetic in one direction, as the layout containers do.

extension Control {
    /// True when the window reads right to left (`layoutEnvironment.direction`).
    var readsRightToLeft: Bool { existingLayoutEnvironment?.direction == .rightToLeft }

    /// `x` (bounds space) in reading order: mirrored across the bounds when reading right to
    /// left, else as it is. Its own inverse.
    func readingX(_ x: Double) -> Double {
        readsRightToLeft ? bounds.minX + bounds.maxX - x : x
    }

    /// `rect` (bounds space, laid out left to right) placed for the reading direction.
    func readingRect(_ rect: Rect) -> Rect {
        readsRightToLeft ? Rect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
    }

    /// +1 for the arrow key pointing the reading way (right, or left when reading right to
    /// left), -1 for the other, nil for any other key.
    func readingStep(for keysym: UInt32) -> Double? {
        switch keysym {
        case Keysym.left, Keysym.keypadLeft: readsRightToLeft ? 1 : -1
        case Keysym.right, Keysym.keypadRight: readsRightToLeft ? -1 : 1
        default: nil
        }
    }
}
