/// The row of accented variants above a long-pressed letter, the one under the finger
/// highlighted. It takes no touches: the finger that opened it chooses by sliding.
final class AccentPopupView: View {
    /// The pop-up shown; its cells are in the keyboard's space.
    var popup: AccentPopup {
        didSet { if popup != oldValue { setNeedsDisplay() } }
    }
    private let style: KeyboardStyle
    /// The margin of the pop-up's backdrop around its cells.
    static let margin = 4.0

    /// Creates the view of `popup` in `style`; the keyboard places it over the cells.
    init(popup: AccentPopup, style: KeyboardStyle) {
        self.popup = popup
        self.style = style
        super.init(frame: popup.frame.insetBy(dx: -Self.margin, dy: -Self.margin))
        isUserInteractionEnabled = false
    }

    override func draw(in context: DrawingContext, rect: Rect) {
        context.fillRoundedRect(bounds, cornerRadius: style.cornerRadius + Self.margin, color: style.specialKeyColor)
        // Cells are in the keyboard's space; the backdrop starts `margin` before the first.
        let origin = popup.frame.origin
        for (index, cell) in popup.cells.enumerated() {
            let local = cell.offsetBy(dx: Self.margin - origin.x, dy: Self.margin - origin.y)
            let selected = index == popup.selected
            context.fillRoundedRect(local, cornerRadius: style.cornerRadius,
                                    color: selected ? style.activeColor : style.keyColor)
            context.drawLabel(popup.variants[index], centredIn: local, font: style.font(size: local.height * 0.45),
                              color: selected ? style.activeLabelColor : style.labelColor)
        }
    }
}
