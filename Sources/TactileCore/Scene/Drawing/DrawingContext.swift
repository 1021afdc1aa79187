/// What views draw on. A renderer implements it (TactileCairo draws with Cairo); tests can
/// implement it to record calls. App code draws through it and never sees a C pointer.
///
/// Coordinates are in the current user space: inside `View.draw(in:rect:)` that is the view's
/// bounds space, in logical pixels. The context maps it onto the buffer (buffer scale included).
public protocol DrawingContext: TextMeasuring {
    /// Replaces the current transform with `transform`, which maps user space to the root
    /// view's space (logical pixels).
    func setTransform(_ transform: AffineTransform)
    /// Applies `transform` before the current one (user space becomes `transform`'s input).
    func concatenate(_ transform: AffineTransform)
    /// Pushes the transform and clip; `restore()` pops them.
    func save()
    /// Pops what the matching `save()` pushed.
    func restore()
    /// Limits further drawing to the inside of `path`, intersected with the current clip.
    func clip(to path: Path)
    /// Fills the inside of `path` (non-zero winding).
    func fill(_ path: Path, with paint: Paint)
    /// Fills `rect` with corners rounded by `cornerRadius` (clamped as `Path(roundedRect:cornerRadius:)`
    /// does) with `color`: what `fill(Path(roundedRect:cornerRadius:), with: .color(color))` paints,
    /// which is what the default does. A renderer may draw it faster (from a cached coverage mask).
    func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color)
    /// Strokes `path` with lines `lineWidth` logical pixels wide, centred on the outline.
    func stroke(_ path: Path, with paint: Paint, lineWidth: Double)
    /// Strokes the outline of `rect` with corners rounded by `cornerRadius` (clamped as
    /// `Path(roundedRect:cornerRadius:)` does) with `color`, lines `lineWidth` logical pixels wide
    /// centred on it: what `stroke(Path(roundedRect:cornerRadius:), with: .color(color), lineWidth:)`
    /// paints, which is what the default does. A renderer may draw it faster (from a cached
    /// coverage mask).
    func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color, lineWidth: Double)
    /// Draws `image` scaled to fill `rect`. Images of a type the context does not know are skipped.
    func draw(_ image: Image, in rect: Rect)
    /// Draws `text` in `style` from the top of `rect`, wrapped at words to its width.
    func draw(_ text: String, style: TextStyle, in rect: Rect)
    /// Draws `text` in `style` on one unwrapped line whose top-left corner is `origin`, laid
    /// out as `textLayouter` lays it out (a text field's line, its carets matching).
    func drawLine(_ text: String, style: TextStyle, at origin: Point)
    /// Draws `text` in `style` wrapped at `width` (at words; inside a word too long for a line)
    /// and at its newlines, its top-left corner at `origin`, laid out as `textLayouter`'s
    /// queries with a width lay it out (a text field of several lines, its carets matching).
    func drawWrapped(_ text: String, style: TextStyle, width: Double, at origin: Point)
    /// Draws `label` on one line (ellipsized when too wide) in `font` and `color`, centred
    /// horizontally and vertically in `rect`: what `draw(_:style:in:)` paints in
    /// `labelFrame(of:font:in:)`, which is what the default does. A renderer may draw it from
    /// a picture it keeps of the label, pixel for pixel the same (an on-screen keyboard
    /// repaints every key label when shift changes their case).
    func drawLabel(_ label: String, centredIn rect: Rect, font: Font, color: Color)
    /// Paints the soft shadow that the rounded rectangle `rect` casts, within
    /// `shadow.extent(for: rect)`. A renderer may draw it as it likes (a blurred mask, say);
    /// `drawShadowLayers` is a portable way.
    func drawShadow(_ shadow: Shadow, of rect: Rect, cornerRadius: Double)
    /// Starts collecting drawing into an offscreen group (for group opacity).
    func beginTransparencyGroup()
    /// Ends the innermost group and composites it with `alpha` (0…1).
    func endTransparencyGroup(alpha: Double)
    /// Caret geometry of text as this context lays it out, nil when the context cannot tell
    /// (a recording context): a text field keeps it to place its caret and answer taps.
    var textLayouter: TextLayouting? { get }
}

extension DrawingContext {
    /// No caret geometry.
    public var textLayouter: TextLayouting? { nil }

    /// Draws the label where `labelFrame(of:font:in:)` puts it, with `draw(_:style:in:)`.
    public func drawLabel(_ label: String, centredIn rect: Rect, font: Font, color: Color) {
        guard !label.isEmpty else { return }
        draw(label, style: .label(font: font, color: color), in: labelFrame(of: label, font: font, in: rect))
    }

    /// Where `drawLabel` draws `label` centred in `rect`: as wide as `rect`, as high as the
    /// line (at most `rect`'s height), centred vertically.
    public func labelFrame(of label: String, font: Font, in rect: Rect) -> Rect {
        let height = min(size(of: label, style: .label(font: font, color: .black), width: rect.width).height, rect.height)
        return Rect(x: rect.minX, y: rect.midY - height / 2, width: rect.width, height: height)
    }

    /// Draws the line in a rectangle as wide as the text, so that it does not wrap.
    public func drawLine(_ text: String, style: TextStyle, at origin: Point) {
        let size = size(of: text, style: style, width: nil)
        draw(text, style: style, in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height))
    }

    /// Draws the text in a rectangle `width` wide.
    public func drawWrapped(_ text: String, style: TextStyle, width: Double, at origin: Point) {
        let size = size(of: text, style: style, width: width)
        draw(text, style: style, in: Rect(x: origin.x, y: origin.y, width: width, height: size.height))
    }

    /// Fills the rounded rectangle as a path.
    public func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color) {
        fill(Path(roundedRect: rect, cornerRadius: cornerRadius), with: .color(color))
    }

    /// Strokes the rounded rectangle as a path.
    public func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color, lineWidth: Double) {
        stroke(Path(roundedRect: rect, cornerRadius: cornerRadius), with: .color(color), lineWidth: lineWidth)
    }

    /// A shadow approximated by three stacked rounded rectangles growing out towards the blur
    /// radius, each translucent enough that where all overlap the shadow reaches its colour's
    /// alpha. Needs nothing but fills.
    package func drawShadowLayers(_ shadow: Shadow, of rect: Rect, cornerRadius: Double) {
        let shape = rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
        let layers = max(1, min(3, Int(shadow.blurRadius.rounded(.up))))
        let layerAlpha = 1 - _pow(1 - shadow.color.alpha, 1 / Double(layers))
        let color = shadow.color.withAlpha(layerAlpha)
        for layer in 0..<layers {
            let grow = shadow.blurRadius * Double(layers - layer) / Double(layers)
            fillRoundedRect(shape.insetBy(dx: -grow, dy: -grow), cornerRadius: cornerRadius + grow, color: color)
        }
    }
}
