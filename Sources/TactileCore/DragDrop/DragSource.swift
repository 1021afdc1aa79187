/// Makes one view draggable: how the drag starts, how the item looks while it is carried,
/// whether dropping moves or copies it, and the source's side of the drag lifecycle.
///
/// Register it with a `DragDropManager`, which attaches `recognizer` to the view. Hooks run
/// in this order for each drag: `shouldStart` (may refuse; the touch then goes to other
/// recognizers), `willStart` (fill the pasteboard here: zones read it next), `started` (the
/// item is lifted), `ended` (the finger lifted or the drag was cancelled; the item's
/// settling animation may still be running).
public final class DragSource {
    /// The view that is dragged (or whose snapshot or copy is); the source does not keep it alive.
    public private(set) weak var view: View?
    /// The continuous recognizer that drives the drag: the drag starts when it begins, the
    /// item follows its location, and it drops when the recognizer ends (a cancellation
    /// springs the item back). The default is a long-press of zero duration: the item lifts
    /// at touch-down, so nothing is lost to a movement threshold.
    public let recognizer: GestureRecognizer
    /// How the item looks and what moves while it is carried.
    public var lift: LiftStyle = .item()
    /// Whether a drop moves the view or places a copy of it.
    public var operation: DragOperation = .move
    /// What the drag offers other apps when its finger or pointer leaves the window (with
    /// its manager's drags shared, see `SceneHost.shareDrags(of:)`); nil (the default) keeps it
    /// inside the window.
    public var sharedDrag: SharedDragContent?
    /// A disabled source starts no drag (its recognizer fails at once).
    public var isEnabled = true
    /// Whether and how a second finger on the carried item pinches and turns it during the
    /// drag; nil (the default) leaves a second finger to do nothing to the item. A pan
    /// driving the drag should take one touch (`maximumNumberOfTouches = 1`), or the second
    /// finger moves its centroid as well.
    public var manipulation: DragManipulation? {
        didSet { manager?.updateManipulation(of: self) }
    }

    /// Asked before the drag starts; false refuses it. Nil allows.
    public var shouldStart: ((DragSession) -> Bool)?
    /// Called once the drag is accepted, before zones are asked whether they are interested:
    /// the place to write the payload into `session.pasteboard`.
    public var willStart: ((DragSession) -> Void)?
    /// Called once the item is lifted and follows the finger.
    public var started: ((DragSession) -> Void)?
    /// Called when the drag is over, with what became of it.
    public var ended: ((DragSession, DragOutcome) -> Void)?

    /// The manager the source is registered with.
    weak var manager: DragDropManager?
    /// The running drag of this source, if any.
    var session: DragSession?
    /// Where the view was when it was registered: where `.replace(.sendHome)` sends it.
    var home: RestingPlace?
    /// The pinch and rotation on the view while `manipulation` allows them.
    var manipulator: DragManipulator?
    /// Set once the manager has attached its action to `recognizer` (actions cannot be removed).
    var isWired = false

    /// Creates a source for `view`, driven by `recognizer` (nil: a long-press of zero duration).
    public init(view: View, recognizer: GestureRecognizer? = nil) {
        self.view = view
        if let recognizer {
            self.recognizer = recognizer
        } else {
            let press = LongPressGestureRecognizer()
            press.minimumPressDuration = .zero
            self.recognizer = press
        }
    }
}

/// How a dragged item looks while it is carried. Scales apply about the item's centre, on
/// top of its own transform; alphas replace its alpha for the time of the drag.
public enum LiftStyle: Sendable {
    /// The view itself leaves its container: it is raised above everything (into the
    /// manager's overlay, keeping its place on screen), dimmed to `alpha` and scaled by `scale`.
    case item(alpha: Double = 0.85, scale: Double = 1.08)
    /// A snapshot of the view (a `SnapshotView`) follows the finger with `alpha` and
    /// `scale`, while the view stays where it is, dimmed to `originalAlpha`.
    case shadow(alpha: Double = 0.85, scale: Double = 1.08, originalAlpha: Double = 0.4)

    /// The carried item's alpha.
    var alpha: Double {
        switch self {
        case .item(let alpha, _), .shadow(let alpha, _, _): alpha
        }
    }

    /// The carried item's scale.
    var scale: Double {
        switch self {
        case .item(_, let scale), .shadow(_, let scale, _): scale
        }
    }
}

/// What a successful drop does to the source view.
public enum DragOperation {
    /// The view itself goes into the zone.
    case move
    /// The view stays; `makeCopy` makes a new view (given the source view) that is carried
    /// and placed in the zone. Register the copy as a source there if it should be draggable.
    case copy(makeCopy: (View) -> View)
}
