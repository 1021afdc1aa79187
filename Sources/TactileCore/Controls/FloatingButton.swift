/// A round button that floats above the content and follows the finger (as a shop's
/// shopping-cart bubble): when let go it springs back fully inside its superview's safe area
/// (0.25 s spring after 0.1 s), a second later it fades to 0.2 over a second, and it lights
/// up again as soon as it is touched. A tap without moving runs `onTap`.
///
/// A control for the app (a button it places), built from the manipulation pieces
/// (`DragMover`, `IdleFade`) rather than from `Control`: it keeps its own colour, not a theme's.
public final class FloatingButton: View {
    /// Drags the button and springs it back inside; its `containment` holds the safe area.
    public let mover: DragMover
    /// Recognizes the tap that triggers `onTap`.
    public let tap = TapGestureRecognizer()
    /// Called when the button is tapped.
    public var onTap: (() -> Void)?

    /// Creates a button of `diameter` logical pixels centred at `center` (superview space),
    /// kept inside the superview's bounds less `safeAreaInsets`; its spring and fade run on
    /// `animator`.
    public init(diameter: Double = 100, center: Point, animator: Animator, safeAreaInsets: EdgeInsets = .zero) {
        mover = DragMover(animator: animator, containment: Containment(mode: .springBack, safeAreaInsets: safeAreaInsets))
        super.init(frame: Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
        identifier = "floating-button"
        backgroundColor = Color(red: 1, green: 0, blue: 0)
        cornerRadius = diameter / 2
        mover.fade = IdleFade(view: self, animator: animator)
        mover.attach(to: self)
        tap.name = "tap"
        tap.onChange { [unowned self] _ in onTap?() }
        addGestureRecognizer(tap)
    }
}
