/// A window-like view: dragged to move, resized from a thumb in its lower-right
/// corner, pinched and rotated with two fingers while it moves, and turned about its centre
/// with one finger on a rotation handle above its top edge.
///
/// The putty holds one `contentView`, which always fills its bounds: a resize changes the
/// content's size, then `layoutContent` lets the app place the content's subviews for it
/// (the putty assumes nothing about them). Which part a touch drives is decided at
/// touch-down by hit testing: the thumb and the handle are subviews with recognizers of their
/// own, and interactive views inside the content (a button's tap, a scroll view's pan) sit
/// deeper than the putty, so their recognizers win over the putty's drag.
///
/// Pinch and rotation change `transform` (scale and rotation about the centre, no
/// translation: the position is `center`); a resize changes `bounds.size` and keeps the
/// opposite (top-left) corner where it is on screen, rotated or not. Every move goes through
/// `mover`, so the containment policy applies to them all.
public final class PuttyView: View {
    /// The single view the putty carries, filling its bounds (putty space).
    public let contentView: View
    /// The resize thumb in the lower-right corner: `thumbSize` square, with a touch area
    /// grown by `touchAreaOutset` (15 px by default) for a finger.
    public let resizeThumb = View()
    /// The one-finger rotation handle, centred `handleDistance` above the top edge.
    public let rotationHandle = View()
    /// Moves the putty and keeps it in its container (see `DragMover`); its `containment`
    /// and `fade` are the putty's policies.
    public let mover: DragMover
    /// Two-finger pinch: scales the putty about the point between the fingers.
    public let pinch = PinchGestureRecognizer()
    /// Two-finger rotation: turns the putty about the point between the fingers.
    public let rotation = RotationGestureRecognizer()
    /// One finger on the resize thumb.
    public let resizePan = PanGestureRecognizer()
    /// One finger on the rotation handle.
    public let rotationPan = PanGestureRecognizer()

    /// The smallest size a resize leaves, in putty space (logical pixels before scaling).
    public var minimumSize = Size(width: 60, height: 60)
    /// The largest size a resize leaves, in putty space.
    public var maximumSize = Size(width: 4096, height: 4096)
    /// The range of the overall scale (`transform.scaleFactor`) a pinch may reach.
    public var scaleLimits: ClosedRange<Double> = 0.25...4
    /// Lays out the content's subviews after the content view took a new size; called with
    /// the content view.
    public var layoutContent: ((View) -> Void)?

    /// The side of the square resize thumb as drawn, in putty space.
    package static let thumbSize = 15.0
    /// The distance from the top edge to the rotation handle's centre, in putty space.
    public static let handleDistance = 28.0
    /// The diameter of the round rotation handle as drawn, in putty space.
    package static let handleSize = 20.0

    /// The colour of the thumb and the handle (apps restyle them through the views).
    private static let chromeColor = Color(red: 0.45, green: 0.5, blue: 0.6)

    /// The size `layoutParts` last gave the parts, so moves and turns skip the layout.
    private var laidOutSize: Size?
    /// Set while a resize runs: the size it started from and the top-left corner it keeps
    /// still, in the superview's space.
    var resizeStart: (size: Size, corner: Point)?
    /// Set while the handle turns the putty: the transform at its start and the direction
    /// from the centre to the finger then (superview space).
    var turnStart: (transform: AffineTransform, direction: Point)?

    /// Creates a putty at `frame` (superview space) carrying `contentView`, kept in its
    /// superview as `containment` says; its animations (spring-back, fade) run on `animator`.
    public init(frame: Rect, contentView: View, animator: Animator, containment: Containment = .free) {
        self.contentView = contentView
        mover = DragMover(animator: animator, containment: containment)
        super.init(frame: frame)
        mover.attach(to: self)
        addSubview(contentView)
        resizeThumb.bounds.size = Size(width: Self.thumbSize, height: Self.thumbSize)
        resizeThumb.touchAreaOutset = 15
        resizeThumb.identifier = "resize-thumb"
        resizeThumb.backgroundColor = Self.chromeColor
        resizeThumb.cornerRadius = 3
        addSubview(resizeThumb)
        rotationHandle.bounds.size = Size(width: Self.handleSize, height: Self.handleSize)
        rotationHandle.cornerRadius = Self.handleSize / 2
        rotationHandle.touchAreaOutset = 12
        rotationHandle.identifier = "rotation-handle"
        rotationHandle.backgroundColor = Self.chromeColor
        addSubview(rotationHandle)
        installGestures()
        layoutParts()
    }

    override func geometryDidChange() {
        if bounds.size != laidOutSize { layoutParts() }
    }

    /// Fits the content to the bounds, puts the thumb in the corner and the handle above the
    /// top edge, then lets the app lay out the content.
    private func layoutParts() {
        laidOutSize = bounds.size
        contentView.frame = Rect(origin: .zero, size: bounds.size)
        resizeThumb.center = Point(x: bounds.width - Self.thumbSize / 2, y: bounds.height - Self.thumbSize / 2)
        rotationHandle.center = Point(x: bounds.width / 2, y: -Self.handleDistance)
        layoutContent?(contentView)
    }
}
