import CCairo
import CPango
import TactileCore

/// Pictures of short labels (`DrawingContext.drawLabel`) and of the other texts the renderer
/// draws (`DrawingContext.draw(_:style:in:)`), rasterised once per text, style and sub-pixel
/// position and then composited: an on-screen keyboard repaints every key label when shift
/// changes their case, and shaping and rasterising thirty labels again cost about half of that
/// frame; a scene repainted under a dragged item shapes and rasterises the same captions again
/// at every motion (Pango's renderer and Cairo's glyph compositing: dozens of allocations a
/// text). A picture is the text drawn on a transparent ARGB surface at the same sub-pixel
/// phase, font options and scale as the target, so compositing it paints the pixels drawing
/// the text there paints.
///
/// A label gets a picture when it is drawn at the same phase in a later frame than the first
/// time, not before: a label moved to a new place each frame and drawn there once would cost
/// more as a picture than as text. Phases at which the text draws the same pixels are one
/// phase here (see `GlyphPhases`), once the label is drawn a second time: a label sliding in
/// with its view, at a new phase every frame, takes a picture from its third frame on (one
/// drawn twice in one place from its second), one per span of phases it crosses.
final class LabelPictures {
    /// A picture ready to composite: its surface, a pixman image of its pixels, and where its
    /// top-left pixel goes, relative to the whole buffer pixel the label's frame starts in.
    struct Picture {
        let surface: OpaquePointer
        let image: OpaquePointer
        let x: Int
        let y: Int
    }

    /// What a picture depends on: the label, whether it is drawn as one line, its style, the
    /// text scale its font is shaped at, its frame's size, the buffer scale and the fraction of
    /// a buffer pixel its frame starts at (a `GlyphPhases` representative).
    struct Key: Hashable {
        let label: String
        let isLine: Bool
        let style: TextStyle
        let textScale: Double
        let size: Size
        let scale: Double
        let phaseX: Double
        let phaseY: Double
    }

    /// Picture bytes kept: every key label of a keyboard's pages in both cases (a 1280-pixel
    /// wide keyboard's letter is about 30×30 pixels, 3.6 KB) fits several times over.
    static let byteBudget = 1 << 20
    /// Labels remembered as drawn once (each costs 1).
    static let sightingBudget = 1024
    /// What the phases of a label depend on: the label, its style, its text scale, its frame's
    /// size and the buffer scale.
    private struct PhaseKey: Hashable {
        let label: String
        let style: TextStyle
        let textScale: Double
        let size: Size
        let scale: Double
    }

    /// Labels whose phases are kept (each costs 1): as many as labels remembered.
    static let phaseBudget = sightingBudget
    /// What is known of a label's phases: that it was drawn once (a text drawn once, such as a
    /// counter changing every frame, is not laid out again to read them), or its phases (nil:
    /// it is pictured at its exact phase).
    private enum Phases {
        case drawnOnce
        case read(GlyphPhases?)
    }

    /// The phases of the labels drawn lately.
    private let phases = BoundedCache<PhaseKey, Phases>(budget: phaseBudget) { _ in }
    /// Buffer pixels of the largest frame a text gets a picture for (a long caption at 1280
    /// pixels wide; a paragraph is drawn as text): an eighth of the budget, so that one large
    /// text never evicts a keyboard's labels.
    static let largestPicturePixels = byteBudget / 8 / 4
    /// Buffer pixels of room around a label's ink rectangle: glyphs hinted at the buffer's
    /// size may reach a little past the rectangle measured at the logical size.
    private static let margin = 2

    private let pictures = BoundedCache<Key, Picture>(budget: byteBudget) {
        pixman_image_unref($0.image)  // Before the surface whose pixels it shows.
        cairo_surface_destroy($0.surface)
    }
    /// The labels drawn without a picture, with the frame they were first drawn in.
    private let sightings = BoundedCache<Key, UInt64>(budget: sightingBudget) { _ in }
    /// Counts the frames drawn (see `beginFrame`).
    private var frame: UInt64 = 0

    /// What the pictures hold: pictures, the labels seen once and those whose phases are
    /// kept, and the pictures' bytes.
    var usage: CacheUsage { CacheUsage(entries: pictures.count + sightings.count + phases.count, bytes: pictures.cost) }
    /// How many pictures are kept.
    var pictureCount: Int { pictures.count }
    /// The bytes of the pictures kept, at most `byteBudget` (plus one picture larger than it).
    var pictureBytes: Int { pictures.cost }

    /// Starts a frame: a label seen in an earlier frame gets its picture when drawn again.
    func beginFrame() { frame &+= 1 }

    /// Releases every picture and forgets the labels seen.
    func removeAll() {
        pictures.removeAll()
        sightings.removeAll()
        phases.removeAll()
    }

    /// Draws `label` in `style` at the top of `frame` (user space of `cairo`), as
    /// `text.draw` does: from a picture where the transform is the buffer scale and a
    /// translation, the frame is at most `largestPicturePixels` and the label was drawn at
    /// this phase before (composited by `compositor`, which draws into `cairo`'s surface, where
    /// it can; elsewhere painted by Cairo, or with `onlyComposited` drawn as text); by `text`
    /// otherwise. `onlyComposited` keeps the pixels of text drawn under a clip that covers
    /// parts of pixels those of the text itself.
    func draw(_ label: String, style: TextStyle, in frame: Rect, cairo: OpaquePointer, bufferScale: Double, text: PangoText,
              compositor: PixmanCompositor? = nil, onlyComposited: Bool = false) {
        draw(label, isLine: false, style: style, in: frame, cairo: cairo, bufferScale: bufferScale, text: text, compositor: compositor,
             onlyComposited: onlyComposited)
    }

    /// Draws `line` in `style` on one line from `origin` (user space of `cairo`), as
    /// `text.drawLine` does (a text field's line): from a picture drawn by it where `draw`
    /// would, at the exact phase (a field's line seldom moves), and composited by `compositor`
    /// only; by `text` otherwise. A field's line is drawn again whenever something passes over
    /// it (the magnifier following a finger), each time shaped and rasterised by Pango and Cairo.
    func drawLine(_ line: String, style: TextStyle, at origin: Point, cairo: OpaquePointer, bufferScale: Double, text: PangoText,
                  compositor: PixmanCompositor) {
        draw(line, isLine: true, style: style, in: Rect(origin: origin, size: text.size(of: line, style: style, width: nil)), cairo: cairo,
             bufferScale: bufferScale, text: text, compositor: compositor, onlyComposited: true)
    }

    /// Draws a label (`isLine`: as one line, see `drawLine`) as `draw` and `drawLine` say.
    private func draw(_ label: String, isLine: Bool, style: TextStyle, in frame: Rect, cairo: OpaquePointer, bufferScale: Double,
                      text: PangoText, compositor: PixmanCompositor?, onlyComposited: Bool) {
        func drawText() { Self.drawText(label, isLine: isLine, style: style, in: frame, cairo: cairo, bufferScale: bufferScale, text: text) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard PangoText.rastersGlyphs(cairo: cairo, bufferScale: bufferScale),
              frame.width * frame.height * bufferScale * bufferScale <= Double(Self.largestPicturePixels) else {
            return drawText()
        }
        let x = matrix.x0 + bufferScale * frame.minX, y = matrix.y0 + bufferScale * frame.minY
        let pixelX = x.rounded(.down), pixelY = y.rounded(.down)
        let textScale = text.scale(of: style.font)
        let glyphs = isLine ? nil : glyphPhases(PhaseKey(label: label, style: style, textScale: textScale, size: frame.size,
                                                         scale: bufferScale), like: cairo, text: text)
        let phaseX = glyphs.map { GlyphPhases.representative(of: x - pixelX, among: $0.x) } ?? x - pixelX
        let phaseY = glyphs.map { GlyphPhases.representative(of: y - pixelY, among: $0.y) } ?? y - pixelY
        let key = Key(label: label, isLine: isLine, style: style, textScale: textScale, size: frame.size, scale: bufferScale,
                      phaseX: phaseX, phaseY: phaseY)
        let picture: Picture
        if let cached = pictures.value(for: key) {
            picture = cached
        } else if (sightings.value(for: key) ?? exactSighting(of: key, x: x - pixelX, y: y - pixelY) ?? insertSighting(key)) == self.frame {
            return drawText()
        } else {
            picture = makePicture(key, like: cairo, text: text)
            let surface = picture.surface
            pictures.insert(picture, for: key,
                            cost: Int(cairo_image_surface_get_stride(surface) * cairo_image_surface_get_height(surface)))
        }
        let left = pixelX + Double(picture.x), top = pixelY + Double(picture.y)
        if let compositor, abs(left) < RoundedRectMasks.coordinateLimit, abs(top) < RoundedRectMasks.coordinateLimit,
           compositor.paint(picture: picture.image, width: Int(cairo_image_surface_get_width(picture.surface)),
                            height: Int(cairo_image_surface_get_height(picture.surface)), x: Int(left), y: Int(top)) {
            return
        }
        if onlyComposited { return drawText() }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, picture.surface, left, top)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// The frame a label first drawn at its exact phase (`x`, `y`), before its phases were
    /// read, was seen in, when `key` takes another phase for it now; nil otherwise.
    private func exactSighting(of key: Key, x: Double, y: Double) -> UInt64? {
        guard key.phaseX != x || key.phaseY != y else { return nil }
        return sightings.value(for: Key(label: key.label, isLine: key.isLine, style: key.style, textScale: key.textScale, size: key.size,
                                        scale: key.scale, phaseX: x, phaseY: y))
    }

    /// Remembers `key` as first drawn in this frame; returns the frame.
    private func insertSighting(_ key: Key) -> UInt64 {
        sightings.insert(frame, for: key, cost: 1)
        return frame
    }

    /// The phases of the label of `key` drawn on `target`: nil the first time it is drawn (it is
    /// drawn at its exact phase then), read the second time (laid out once), then kept.
    private func glyphPhases(_ key: PhaseKey, like target: OpaquePointer, text: PangoText) -> GlyphPhases? {
        switch phases.value(for: key) {
        case .read(let glyphs): return glyphs
        case nil:
            phases.insert(.drawnOnce, for: key, cost: 1)
            return nil
        case .drawnOnce:
            let options = cairo_font_options_create()!
            cairo_get_font_options(target, options)
            let layout = measuredLayout(key.label, style: key.style, width: key.size.width, scale: key.scale, options: options, text: text)
            cairo_font_options_destroy(options)
            let glyphs = GlyphPhases(layout: layout, scale: key.scale)
            g_object_unref(UnsafeMutableRawPointer(layout))
            phases.removeValue(for: key)
            phases.insert(.read(glyphs), for: key, cost: 1)
            return glyphs
        }
    }

    /// `label` laid out as drawn, at the buffer `scale` with the target's font `options`:
    /// hinted there, a text may place its glyphs and break its lines elsewhere than at the
    /// logical size. The caller releases it.
    private func measuredLayout(_ label: String, style: TextStyle, width: Double?, scale: Double, options: OpaquePointer,
                                text: PangoText) -> OpaquePointer {
        let measure = text.measureCairo
        cairo_save(measure)
        cairo_scale(measure, scale, scale)
        cairo_set_font_options(measure, options)
        let layout = text.makeLayout(label, style: style, width: width, cairo: measure)
        cairo_restore(measure)
        return layout
    }

    /// Draws `label` as text: on one line from `frame`'s origin when `isLine` (`text.drawLine`),
    /// in `frame` otherwise (`text.draw`).
    private static func drawText(_ label: String, isLine: Bool, style: TextStyle, in frame: Rect, cairo: OpaquePointer,
                                 bufferScale: Double, text: PangoText) {
        if isLine {
            text.drawLine(label, style: style, at: frame.origin, cairo: cairo, bufferScale: bufferScale)
        } else {
            text.draw(label, style: style, in: frame, cairo: cairo, bufferScale: bufferScale)
        }
    }

    /// Draws the label of `key` on a surface just large enough for its ink, at the key's
    /// phase, with `target`'s font options.
    private func makePicture(_ key: Key, like target: OpaquePointer, text: PangoText) -> Picture {
        let options = cairo_font_options_create()
        cairo_get_font_options(target, options)
        let layout = measuredLayout(key.label, style: key.style, width: key.isLine ? nil : key.size.width, scale: key.scale, options: options!,
                                    text: text)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        g_object_unref(UnsafeMutableRawPointer(layout))
        let unit = Double(tactile_pango_scale) / key.scale
        let left = Int((key.phaseX + Double(ink.x) / unit).rounded(.down)) - Self.margin
        let top = Int((key.phaseY + Double(ink.y) / unit).rounded(.down)) - Self.margin
        let right = Int((key.phaseX + Double(ink.x + ink.width) / unit).rounded(.up)) + Self.margin
        let bottom = Int((key.phaseY + Double(ink.y + ink.height) / unit).rounded(.up)) + Self.margin
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(max(right - left, 1)), Int32(max(bottom - top, 1)))!
        let cairo = cairo_create(surface)!
        cairo_set_font_options(cairo, options)
        cairo_font_options_destroy(options)
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, key.scale, 0, 0, key.scale, key.phaseX - Double(left), key.phaseY - Double(top))
        cairo_set_matrix(cairo, &matrix)
        Self.drawText(key.label, isLine: key.isLine, style: key.style, in: Rect(origin: .zero, size: key.size), cairo: cairo,
                      bufferScale: key.scale, text: text)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return Picture(surface: surface, image: pixmanImage(of: surface), x: left, y: top)
    }
}
