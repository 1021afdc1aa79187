/// The enlarged view of a text field around its caret that shows above a finger moving the
/// caret or extending a selection (whose moving end is the caret; touch only: a mouse pointer
/// hides nothing), so that the caret can be seen where the finger covers it. It takes no touches; the field puts it in its window's root view while
/// the finger drags and takes it away at the lift. Moving it repaints where it was and where
/// it is, nothing else.
final class TextMagnifier: View {
    /// How much larger the text shows than in the field.
    static let magnification = 1.5
    /// Space between the magnifier's bottom and the finger, in logical pixels.
    static let fingerGap = 36.0

    /// Weak: a field freed mid-drag (its scene taken away and let go) leaves a magnifier
    /// that draws only its box until the field's deinit takes it away.
    private weak var field: TextField?

    /// A magnifier of `field`'s text.
    init(field: TextField) {
        self.field = field
        super.init()
        isUserInteractionEnabled = false
        backgroundColor = field.backgroundColor?.alpha == 1 ? field.backgroundColor : .white
        borderColor = Color(red: 0.55, green: 0.58, blue: 0.62)
        borderWidth = 1
        cornerRadius = 10
        shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.3), offset: Point(x: 0, y: 2), blurRadius: 6)
    }

    /// Puts the magnifier above `finger` (root space) in `root`, within its bounds, and
    /// draws it anew (the caret has moved).
    func follow(finger: Point, in root: View) {
        let height = (field?.lineHeight ?? 24) * Self.magnification + 16
        let size = Size(width: height * 3, height: height)
        let x = min(max(finger.x - size.width / 2, root.bounds.minX), root.bounds.maxX - size.width)
        let y = max(finger.y - Self.fingerGap - size.height, root.bounds.minY)
        frame = Rect(x: x, y: y, width: size.width, height: size.height)
        setNeedsDisplay()
    }

    /// The field's text, selection and caret, enlarged about the caret, which is in the middle.
    override func draw(in context: DrawingContext, rect: Rect) {
        guard let field else { return }
        context.save()
        context.clip(to: Path(roundedRect: bounds, cornerRadius: cornerRadius))
        let caret = field.caretCentre
        context.concatenate(AffineTransform(translationX: -caret.x, y: -caret.y)
            .scaledBy(x: Self.magnification, y: Self.magnification)
            .translatedBy(x: bounds.midX, y: bounds.midY))
        field.drawField(in: context)
        context.restore()
    }
}

extension TextField {
    /// The caret's centre in the field's bounds space.
    var caretCentre: Point {
        let origin = textOrigin
        guard let caret = fieldLayout?.caretRect(at: editor.caret) else { return Point(x: origin.x, y: origin.y + lineHeight / 2) }
        return Point(x: origin.x + caret.minX, y: origin.y + caret.midY)
    }

    /// Shows the magnifier (making it at the first move) above `finger` (root space).
    func showMagnifier(above finger: Point) {
        let root = root
        guard root !== self else { return }
        let shown = magnifier ?? TextMagnifier(field: self)
        // Placed before it joins the window: it damages only where it shows.
        shown.follow(finger: finger, in: root)
        if shown.superview !== root { root.addSubview(shown) }
        magnifier = shown
    }

    /// Takes the magnifier away, if it shows.
    func hideMagnifier() {
        magnifier?.removeFromSuperview()
        magnifier = nil
    }
}
