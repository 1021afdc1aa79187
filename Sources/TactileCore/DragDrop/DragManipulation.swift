/// Lets a second finger on a carried item pinch and turn it during the drag (set
/// `DragSource.manipulation`). The item keeps its new scale and angle when a zone's
/// placement keeps its transform (every placement but `.fit` and `.fill`, and `.replace`
/// onto an occupant), and springs back to its original ones when the drag returns. The
/// finger that started the drag carries the item: lifting it drops the item even while the
/// second stays down.
public struct DragManipulation: Sendable {
    /// The scale the fingers may give the item, relative to its size before the drag
    /// (1 = unchanged; the lift's scale comes on top while it is carried).
    public var scaleLimits: ClosedRange<Double> {
        didSet { Self.check(scaleLimits) }
    }
    /// Whether the fingers turn the item (otherwise they only scale it).
    public var allowsRotation: Bool

    /// Creates the options; by default the item may shrink to half or grow to three times
    /// its size and turns freely.
    public init(scaleLimits: ClosedRange<Double> = 0.5...3, allowsRotation: Bool = true) {
        Self.check(scaleLimits)
        self.scaleLimits = scaleLimits
        self.allowsRotation = allowsRotation
    }

    private static func check(_ scaleLimits: ClosedRange<Double>) {
        precondition(scaleLimits.lowerBound > 0 && scaleLimits.upperBound.isFinite, "a drag's scale limits are finite and above 0")
    }
}

/// The pinch and rotation recognizers of one source that allows manipulation, attached to
/// its view next to the drag recognizer and recognized together with it. They act at once
/// (no threshold: the drag has already claimed the item) and only while the source's drag
/// carries its item; each change is taken incrementally (the recognizer's value is reset),
/// so a finger joining or lifting re-anchors the gesture instead of making the item jump.
final class DragManipulator {
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()

    init(dragRecognizer: GestureRecognizer) {
        pinch.name = "drag pinch"
        rotation.name = "drag rotation"
        pinch.minimumSpanChange = 0
        rotation.minimumAngle = 0
        pinch.recognizeSimultaneously(with: rotation)
        pinch.recognizeSimultaneously(with: dragRecognizer)
        rotation.recognizeSimultaneously(with: dragRecognizer)
    }

    /// Puts both recognizers on `view` (taking them off any other view first).
    func attach(to view: View) {
        for recognizer in [pinch, rotation] as [GestureRecognizer] where recognizer.view !== view {
            view.addGestureRecognizer(recognizer)
        }
    }

    /// Takes both recognizers off their view.
    func detach() {
        for recognizer in [pinch, rotation] as [GestureRecognizer] { recognizer.view?.removeGestureRecognizer(recognizer) }
    }
}
