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
    /// Strokes `path` with lines `lineWidth` logical pixels wide, centred on the outline.
    func stroke(_ path: Path, with paint: Paint, lineWidth: Double)
    /// Draws `image` scaled to fill `rect`. Images of a type the context does not know are skipped.
    func draw(_ image: Image, in rect: Rect)
    /// Draws `text` in `style` from the top of `rect`, wrapped at words to its width.
    func draw(_ text: String, style: TextStyle, in rect: Rect)
    /// Starts collecting drawing into an offscreen group (for group opacity).
    func beginTransparencyGroup()
    /// Ends the innermost group and composites it with `alpha` (0…1).
    func endTransparencyGroup(alpha: Double)
}
