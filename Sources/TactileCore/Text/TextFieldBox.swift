/// The box a text field shows around its text, so that a field looks like one without the app
/// drawing anything: a background, a border and rounded corners. Setting a field's `box`
/// sets its view's `backgroundColor`, `borderColor`, `borderWidth` and `cornerRadius`, which
/// an app may still set one by one afterwards.
public struct TextFieldBox: Hashable, Sendable {
    /// The fill behind the text (nil: none).
    public var background: Color?
    /// The border's colour.
    public var border: Color
    /// The border's width in logical pixels (0: none).
    public var borderWidth: Double
    /// The corners' radius in logical pixels.
    public var cornerRadius: Double

    /// A box of these parts.
    public init(background: Color?, border: Color, borderWidth: Double, cornerRadius: Double) {
        self.background = background
        self.border = border
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
    }

    /// White with a thin grey border and slightly rounded corners: a field every new one gets.
    public static let standard = TextFieldBox(background: .white, border: Color(red: 0.62, green: 0.65, blue: 0.7),
                                              borderWidth: 1, cornerRadius: 6)
    /// Nothing around the text (a field drawn inside the app's own box).
    public static let none = TextFieldBox(background: nil, border: .black, borderWidth: 0, cornerRadius: 0)
}

extension TextField {
    /// Gives the view the box's background, border and corners.
    func applyBox() {
        backgroundColor = box.background
        borderColor = box.border
        borderWidth = box.borderWidth
        cornerRadius = box.cornerRadius
    }
}
