import CCairo
import CPango
import TactileCore

/// A `DrawingContext` drawing with a Cairo context. User space maps to buffer pixels through
/// the current transform followed by the buffer scale.
package final class CairoDrawingContext: DrawingContext {
    /// The Cairo context drawn on: the canvas's, owned by whoever created this object, or
    /// while a transparency group drawn into a kept surface is open, that surface's.
    private(set) var cairo: OpaquePointer
    /// The transparency groups open, innermost last: for one drawn into a kept surface (see
    /// `GroupSurfaces`), the context drawn on before it; nil for one Cairo pushed.
    private(set) var openGroups: [OpaquePointer?] = []
    /// Surfaces for transparency groups, kept from group to group.
    let groupSurfaces: GroupSurfaces
    /// Buffer pixels per logical pixel.
    package let scale: Double
    /// Lays out and measures text.
    let text: PangoText
    /// Blurred shapes for shadows.
    let shadowMasks: ShadowMasks
    /// Coverage of rounded rectangles, for backgrounds and borders.
    let fillMasks: RoundedRectMasks
    /// Pictures of labels drawn again and again (keyboard keys).
    let labels: LabelPictures
    /// Where translucent fills under a turned transform are rasterised (see `CoverageScratch`).
    let coverageScratch: CoverageScratch
    /// Size of the target surface in buffer pixels.
    let bufferWidth: Int, bufferHeight: Int
    /// Composites cached masks and pictures without Cairo's per-call allocations, where that
    /// gives the same pixels (see `PixmanCompositor`); follows this context's clip.
    let compositor: PixmanCompositor
    /// The buffer rows of the area being drawn (see `beginArea`), nil outside one: the mask of
    /// a large rounded shape or shadow is made for these rows only (see `RoundedRectMasks`,
    /// `ShadowMasks`).
    private var areaRows: Range<Int>?
    /// Decoded pictures of images, and their decodes (see `PictureLoader`).
    let pictures: PictureLoader
    /// The view whose content is being drawn, which the scene drawer sets: an image drawn by
    /// `draw(_:in:)` and not decoded yet redraws it when it arrives.
    package unowned var viewBeingDrawn: View?

    /// Wraps `cairo` (a `cairo_t *` on a `bufferWidth`×`bufferHeight` surface, not retained)
    /// drawing at `scale` buffer pixels per logical pixel.
    /// `compositor` draws into the same surface.
    init(cairo: OpaquePointer, scale: Double, bufferWidth: Int, bufferHeight: Int, compositor: PixmanCompositor, text: PangoText,
         shadowMasks: ShadowMasks, fillMasks: RoundedRectMasks, labels: LabelPictures, groupSurfaces: GroupSurfaces,
         coverageScratch: CoverageScratch, pictures: PictureLoader) {
        self.cairo = cairo
        self.pictures = pictures
        self.coverageScratch = coverageScratch
        self.groupSurfaces = groupSurfaces
        openGroups.reserveCapacity(GroupSurfaces.depthLimit)
        self.compositor = compositor
        self.scale = scale
        self.bufferWidth = bufferWidth
        self.bufferHeight = bufferHeight
        self.text = text
        self.shadowMasks = shadowMasks
        self.fillMasks = fillMasks
        self.labels = labels
    }

    /// Replaces the current transform (user space → root space, logical pixels).
    package func setTransform(_ transform: AffineTransform) {
        var matrix = cairoMatrix(transform.scaledBy(x: scale, y: scale))
        cairo_set_matrix(cairo, &matrix)
    }

    /// Applies `transform` before the current transform.
    package func concatenate(_ transform: AffineTransform) {
        var matrix = cairoMatrix(transform)
        cairo_transform(cairo, &matrix)
    }

    /// Pushes transform and clip.
    package func save() {
        cairo_save(cairo)
        compositor.save()
    }

    /// Pops transform and clip.
    package func restore() {
        cairo_restore(cairo)
        compositor.restore()
    }

    /// Intersects the clip with `path`.
    package func clip(to path: Path) {
        setPath(path, on: cairo)
        cairo_clip(cairo)
        clipCompositor(to: path)
    }

    /// Tells the compositor what the clip to `path` (just given to Cairo) leaves whole: an
    /// upright rectangle whose edges fall on whole pixels (as Cairo's fixed point rounds them)
    /// is that box of pixels exactly; one with other edges or rounded corners covers at least
    /// the whole pixels inside it between its corners' heights, and those between its corners'
    /// widths (a list's rows under its rounded top, but for the corners themselves), and none
    /// outside the pixels it reaches into (a row scrolled half out of the list), and covers its
    /// other pixels as `ClipEdgeCoverage` reads (a square one) or reads again from the shape
    /// (a rounded one); any other shape, nothing known.
    private func clipCompositor(to path: Path) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard let (rect, radius) = path.roundedRect, matrix.xy == 0, matrix.yx == 0 else { return compositor.clipToShape() }
        let x0 = rect.minX * matrix.xx + matrix.x0, x1 = rect.maxX * matrix.xx + matrix.x0
        let y0 = rect.minY * matrix.yy + matrix.y0, y1 = rect.maxY * matrix.yy + matrix.y0
        let limit = RoundedRectMasks.coordinateLimit
        guard max(max(abs(x0), abs(x1)), max(abs(y0), abs(y1))) < limit else { return compositor.clipToShape() }
        // Cairo's 24.8 fixed point, halves to even as its conversion rounds them.
        func fixed(_ value: Double) -> Double { (value * 256).rounded(.toNearestOrEven) / 256 }
        let left = fixed(min(x0, x1)), right = fixed(max(x0, x1)), top = fixed(min(y0, y1)), bottom = fixed(max(y0, y1))
        if radius == 0, left == left.rounded(), right == right.rounded(), top == top.rounded(), bottom == bottom.rounded() {
            return compositor.clipToArea(PixmanCompositor.Box(left: Int(left), top: Int(top), right: Int(right), bottom: Int(bottom)))
        }
        let reach = radius * abs(matrix.yy)  // The corners' height in buffer pixels.
        // The corners' width, and a 256th of a pixel more: where an arc meets a straight edge
        // is rounded to Cairo's fixed point apart from the rectangle's edge.
        let across = radius * abs(matrix.xx) + 1.0 / 256
        let wide = PixmanCompositor.Box(left: Int(left.rounded(.up)), top: Int((top + reach).rounded(.up)), right: Int(right.rounded(.down)),
                                        bottom: Int((bottom - reach).rounded(.down)))
        let tall = PixmanCompositor.Box(left: Int((left + across).rounded(.up)), top: Int(top.rounded(.up)),
                                        right: Int((right - across).rounded(.down)), bottom: Int(bottom.rounded(.down)))
        // Its outline and corners lie within its rectangle: nothing beyond is drawn.
        compositor.clipToArea(PixmanCompositor.Box(left: Int(left.rounded(.down)), top: Int(top.rounded(.down)),
                                                   right: Int(right.rounded(.up)), bottom: Int(bottom.rounded(.up))))
        let interior = PixmanCompositor.Interior(wide: wide, tall: tall)
        guard radius == 0 else {
            let shape = ClipEdgeCoverage.RoundedClip(rect: rect, radius: radius, matrix: matrix, tolerance: cairo_get_tolerance(cairo))
            return compositor.clipToRoundedRect(shape, interior: interior)
        }
        compositor.clipToRectangle(ClipEdgeCoverage.Edges(left: Int(left * 256), top: Int(top * 256), right: Int(right * 256),
                                                          bottom: Int(bottom * 256)), interior: interior)
    }

    /// Starts drawing one area of a frame: saves the state and clips to `area` (whole buffer
    /// pixels, at the identity transform). `endArea` restores.
    func beginArea(_ area: Rect) {
        save()
        areaRows = Int(area.minY)..<Int(area.maxY)
        cairo_rectangle(cairo, area.minX, area.minY, area.width, area.height)
        cairo_clip(cairo)
        compositor.clipToArea(PixmanCompositor.Box(left: Int(area.minX), top: Int(area.minY), right: Int(area.maxX),
                                                   bottom: Int(area.maxY)))
    }

    /// Ends the area `beginArea` started.
    func endArea() {
        restore()
        areaRows = nil
    }

    /// Fills `path` with `paint`: a colour under a turned or skewed transform composited by
    /// pixman where that gives Cairo's bytes (see `fillsTurned`), anything else by Cairo.
    package func fill(_ path: Path, with paint: Paint) {
        if case .color(let color) = paint, fillsTurned(path, color: color) { return }
        setPath(path, on: cairo)
        setSource(paint)
        cairo_fill(cairo)
    }

    /// Fills the rounded rectangle from a cached coverage mask where the current transform keeps
    /// it upright at a uniform scale (the pixels then do not depend on the clip, see
    /// `RoundedRectMasks`); as a path otherwise, and for square corners (Cairo fills those as
    /// boxes, just as exactly).
    package func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color) {
        if cornerRadius > 0, rect.width > 0, rect.height > 0, paintMask(of: rect, cornerRadius: cornerRadius, lineWidth: 0, color: color) {
            return
        }
        fill(Path(roundedRect: rect, cornerRadius: cornerRadius), with: .color(color))
    }

    /// Strokes the rounded rectangle from a cached coverage mask where the current transform
    /// keeps it upright at a uniform scale (the pixels then do not depend on the clip, see
    /// `RoundedRectMasks`), square corners included; as a path otherwise.
    package func strokeRoundedRect(_ rect: Rect, cornerRadius: Double, color: Color, lineWidth: Double) {
        if lineWidth > 0, rect.width > 0, rect.height > 0,
           paintMask(of: rect, cornerRadius: cornerRadius, lineWidth: lineWidth, color: color) {
            return
        }
        stroke(Path(roundedRect: rect, cornerRadius: cornerRadius), with: .color(color), lineWidth: lineWidth)
    }

    /// Paints `color` through the cached mask of the rounded rectangle (user space), filled or,
    /// with `lineWidth` > 0 (user space), stroked; false, painting nothing, unless the current
    /// transform scales both axes alike (a translation at the buffer scale, or a lifted item's
    /// scale too) and the shape lies within what Cairo's fixed point holds.
    private func paintMask(of rect: Rect, cornerRadius: Double, lineWidth: Double, color: Color) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let unit = matrix.xx  // Buffer pixels per user-space unit.
        let radius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2) * unit
        let shape = Rect(x: rect.minX * unit + matrix.x0, y: rect.minY * unit + matrix.y0,
                         width: rect.width * unit, height: rect.height * unit)
        let reach = lineWidth * unit / 2, limit = RoundedRectMasks.coordinateLimit
        guard matrix.xy == 0, matrix.yx == 0, unit > 0, matrix.yy == unit,
              shape.minX - reach > -limit, shape.minY - reach > -limit, shape.maxX + reach < limit, shape.maxY + reach < limit else {
            return false
        }
        guard let mask = fillMasks.mask(of: shape, cornerRadius: radius, lineWidth: lineWidth * unit,
                                        bufferWidth: bufferWidth, bufferHeight: bufferHeight, rows: areaRows) else { return true }
        if compositor.paint(color, through: mask.image, width: mask.width, height: mask.height, x: mask.x, y: mask.y) { return true }
        cairo_identity_matrix(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        let surface = mask.makeCairoSurface()
        cairo_mask_surface(cairo, surface, Double(mask.x), Double(mask.y))
        cairo_surface_destroy(surface)
        cairo_set_matrix(cairo, &matrix)
        return true
    }

    /// Strokes `path` with `paint`, `lineWidth` logical pixels wide.
    package func stroke(_ path: Path, with paint: Paint, lineWidth: Double) {
        setPath(path, on: cairo)
        setSource(paint)
        cairo_set_line_width(cairo, lineWidth)
        cairo_stroke(cairo)
    }

    /// Draws `image` scaled into `rect`, decoded at the size `rect` has in buffer pixels (no
    /// more than its own pixels); one still being decoded draws nothing until it arrives (the
    /// view being drawn is then redrawn), one that cannot be decoded draws nothing.
    package func draw(_ image: Image, in rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let (width, height) = image.decodedSize(for: rect.size, scale: scale)
        guard case .ready = pictures.state(of: image, width: width, height: height, for: viewBeingDrawn) else { return }
        drawPicture(of: image, width: width, height: height, frame: 0, in: rect, clip: rect, cornerRadius: 0, alpha: 1, tint: nil)
    }

    /// The renderer's caret geometry, which lays text out as this context draws it.
    package var textLayouter: TextLayouting? { text }

    /// Draws one line from the caret layouts, shaped once for its carets and its pixels: from a
    /// picture once it was drawn there before, where pixman composites it (see `LabelPictures`).
    package func drawLine(_ string: String, style: TextStyle, at origin: Point) {
        labels.drawLine(string, style: style, at: origin, cairo: cairo, bufferScale: scale, text: text, compositor: compositor)
    }

    /// Draws wrapped text from the caret layouts, shaped once for its carets and its pixels.
    package func drawWrapped(_ string: String, style: TextStyle, width: Double, at origin: Point) {
        text.drawBlock(string, style: style, width: width, at: origin, cairo: cairo, bufferScale: scale)
    }

    /// Draws `text` from the top of `rect`, wrapped to its width: from a picture once it was
    /// drawn there before, where pixman composites it (see `LabelPictures`).
    package func draw(_ string: String, style: TextStyle, in rect: Rect) {
        labels.draw(string, style: style, in: rect, cairo: cairo, bufferScale: scale, text: text, compositor: compositor,
                    onlyComposited: true)
    }

    /// Draws `label` centred in `rect`, from a picture of it once it was drawn there before.
    package func drawLabel(_ label: String, centredIn rect: Rect, font: Font, color: Color) {
        guard !label.isEmpty else { return }
        labels.draw(label, style: .label(font: font, color: color), in: labelFrame(of: label, font: font, in: rect),
                    cairo: cairo, bufferScale: scale, text: text, compositor: compositor)
    }

    /// The laid-out size of `string` in logical pixels.
    package func size(of string: String, style: TextStyle, width: Double?) -> Size {
        text.size(of: string, style: style, width: width)
    }

    /// Paints a blurred mask of the shape, snapped to whole buffer pixels, where the current
    /// transform only translates (the usual case); otherwise falls back to layered fills.
    package func drawShadow(_ shadow: Shadow, of rect: Rect, cornerRadius: Double) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let shape = rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
        let width = Int((shape.width * scale).rounded()), height = Int((shape.height * scale).rounded())
        guard matrix.xy == 0, matrix.yx == 0, scale > 0, matrix.yy == scale, width > 0, height > 0 else {
            drawShadowLayers(shadow, of: rect, cornerRadius: cornerRadius)
            return
        }
        let radius = min(max(cornerRadius, 0), min(rect.width, rect.height) / 2) * scale
        let blur = shadow.blurRadius * scale, padding = ShadowMasks.padding(blur: blur)
        let pad = Double(padding)
        // Halves round up on both sides of zero: a shadow moved by whole pixels (a compositor
        // layer's image is drawn shifted so) lands on the same pixels, moved.
        let x = (shape.minX * scale + matrix.x0 + 0.5).rounded(.down) - pad
        let y = (shape.minY * scale + matrix.y0 + 0.5).rounded(.down) - pad
        let placed = abs(x) < RoundedRectMasks.coordinateLimit && abs(y) < RoundedRectMasks.coordinateLimit
        guard let (mask, firstRow) = shadowMasks.mask(width: width, height: height, cornerRadius: radius, blur: blur,
                                                      top: placed ? Int(y) : 0, rows: placed ? areaRows : nil) else { return }
        let color = shadow.color
        if placed, compositor.paint(color, through: mask.image, width: width + 2 * padding,
                                    height: Int(cairo_image_surface_get_height(mask.surface)), x: Int(x), y: Int(y) + firstRow) {
            return
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cairo, mask.surface, x, y + Double(firstRow))
        cairo_restore(cairo)
    }

    /// Redirects drawing into an offscreen group: under a clip of one box of whole pixels (a
    /// tile), a surface kept for groups, drawn with its own context set as this one is and
    /// composited by pixman (the pixels of Cairo's group, without its allocations); otherwise
    /// one Cairo pushes.
    package func beginTransparencyGroup() {
        guard let box = compositor.clipBox(),
              let group = groupSurfaces.surface(depth: openGroups.count, width: box.right - box.left, height: box.bottom - box.top) else {
            cairo_push_group(cairo)
            compositor.openGroup(on: cairo_get_group_target(cairo))
            return openGroups.append(nil)
        }
        compositor.openGroup(in: group, box: box)
        let drawing = group.cairo
        cairo_save(drawing)  // Restored at the group's end: the kept context's defaults again.
        cairo_rectangle(drawing, Double(box.left), Double(box.top), Double(box.right - box.left), Double(box.bottom - box.top))
        cairo_clip(drawing)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_set_matrix(drawing, &matrix)
        cairo_set_tolerance(drawing, cairo_get_tolerance(cairo))
        cairo_set_operator(drawing, cairo_get_operator(cairo))
        cairo_set_antialias(drawing, cairo_get_antialias(cairo))
        cairo_get_font_options(cairo, groupSurfaces.fontOptions)
        cairo_set_font_options(drawing, groupSurfaces.fontOptions)
        openGroups.append(cairo)
        cairo = drawing
    }

    /// Composites the innermost group with `alpha`.
    package func endTransparencyGroup(alpha: Double) {
        guard let enclosing = openGroups.removeLast() else {
            compositor.closeGroup()
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, alpha)
            return
        }
        cairo_restore(cairo)
        cairo = enclosing
        compositor.closeGroup(alpha: alpha)
    }

    private func setSource(_ paint: Paint) {
        switch paint {
        case .color(let color):
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        case .linearGradient(let start, let end, let stops):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
            setGradientSource(pattern, stops: stops)
        case .radialGradient(let startCenter, let startRadius, let endCenter, let endRadius, let stops):
            let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)
            setGradientSource(pattern, stops: stops)
        }
    }

    private func setGradientSource(_ pattern: OpaquePointer?, stops: [GradientStop]) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }
}
