import CCairo
import TactileCore

/// Composites the renderer's cached masks and pictures into one canvas with pixman directly:
/// the single `pixman_image_composite32` that Cairo's image backend ends in for them, without
/// what Cairo builds around each call (a copy of the clip, a region, pixman images for the
/// source and the mask: about eight allocations a composite, thousands a frame in a scene of
/// rounded shapes repainted tile by tile). Only where that is the same composite, so the same
/// pixels: drawing onto the canvas or into a transparency group's image surface placed on whole
/// pixels, under a clip that is one rectangle of whole buffer pixels, inside a clip where all
/// the composite touches lies in pixels the clip covers whole (Cairo's coverage there is full,
/// and multiplying by full coverage changes no byte), or at the edge of a clip to one rectangle
/// on fractional pixels, multiplied by that edge's coverage as Cairo computes it (kept in
/// `ClipEdgeCoverage`). Elsewhere the caller draws with Cairo.
///
/// It follows the Cairo context's clip through `save`, `restore`, `clipToArea`,
/// `clipToRectangle`, `clipToInterior` and `clipToShape`, and its groups through `openGroup` and `closeGroup`,
/// which its drawing context calls along with Cairo's. Transparency groups under a clip of
/// one box of whole pixels it opens and composites itself (`clipBox`), in surfaces kept
/// from group to group (see `GroupSurfaces`), where Cairo would make and free them each time.
final class PixmanCompositor {
    /// Whole buffer pixels from (`left`, `top`) to (`right`, `bottom`), the far edges excluded.
    struct Box: Hashable {
        var left, top, right, bottom: Int

        /// The part of both boxes (empty when `right <= left` or `bottom <= top`).
        func intersection(_ other: Box) -> Box {
            Box(left: max(left, other.left), top: max(top, other.top), right: min(right, other.right),
                bottom: min(bottom, other.bottom))
        }

        /// True when the box holds no pixel.
        var isEmpty: Bool { right <= left || bottom <= top }
    }

    /// False: every composite is left to Cairo (the reference the pixman path is tested against).
    var isEnabled = true
    /// Coverages of clips to rectangles on fractional pixels; nil: composites reaching such a
    /// clip's edges are left to Cairo.
    var clipEdges: ClipEdgeCoverage?
    /// Solid colours kept as pixman sources (each costs 1, a pixman image in a 264-byte block:
    /// 66 KB at most). A scene of a few hundred colours (the drag benchmark's 200 tiles, a
    /// palette's swatches) fits: with 64, each drop there repainted tiles of colours evicted
    /// since, and made their sources again.
    static let solidBudget = 256
    /// Where composites land: a pixman image of a Cairo image surface's pixels (the same
    /// memory Cairo draws into), the surface, told of every composite (Cairo takes a surface it
    /// cleared last for clear, and would paint over what pixman drew as if it were not there),
    /// the canvas pixels it covers, and the offset from those to its own.
    private struct Target {
        let image: OpaquePointer
        let surface: OpaquePointer
        let bounds: Box
        let offsetX: Int, offsetY: Int
    }

    /// The canvas.
    private let canvas: Target
    /// The transparency groups open, innermost last; nil for one pixman cannot draw into.
    private var groups: [Target?] = []
    /// Where composites go now: the innermost open group, or the canvas (nil: a group pixman cannot draw into).
    private var currentTarget: Target? { groups.isEmpty ? canvas : groups[groups.count - 1] }
    /// Sources of solid colours, premultiplied in 16 bits a channel as Cairo makes them.
    private let solids = BoundedCache<Color, OpaquePointer>(budget: solidBudget) { pixman_image_unref($0) }
    /// What is known of Cairo's clip: the box of whole pixels it is cut to, and when it is cut
    /// by other shapes too (covering parts of pixels), pixels those cover whole.
    private struct Clip {
        var box: Box
        var interior: Interior?
        /// When the other shape is one, that shape, whose coverage composites are multiplied by.
        var edge: EdgeShape?
    }

    /// The one shape besides its box that a clip is cut to, whose coverage is kept.
    private enum EdgeShape {
        /// An upright rectangle, by its edges (see `ClipEdgeCoverage`).
        case rectangle(ClipEdgeCoverage.Edges)
        /// A rounded rectangle (see `ClipEdgeCoverage+Rounded`).
        case rounded(ClipEdgeCoverage.RoundedClip)
    }

    /// Pixels a clip covers whole: those in either box. A rounded rectangle covers whole the
    /// pixels between its corners' heights across its whole width (`wide`), and those between
    /// its corners' widths down its whole height (`tall`).
    struct Interior: Equatable {
        var wide: Box
        var tall: Box

        /// Pixels both interiors cover whole (some of them: the pairs' intersections).
        func intersection(_ other: Interior) -> Interior {
            Interior(wide: wide.intersection(other.wide), tall: tall.intersection(other.tall))
        }

        /// True when every pixel of `box` is covered whole.
        func covers(_ box: Box) -> Bool {
            box.intersection(wide) == box || box.intersection(tall) == box
        }
    }

    /// The clip; nil when nothing is known of it (a view clipping to an ellipse), where Cairo draws.
    private var clip: Clip?
    /// The clips `save` kept, innermost last (storage kept from frame to frame).
    private var savedClips: [Clip?] = []
    /// A compositor drawing into `target`'s pixels (ARGB32), which Cairo's `surface` draws into too.
    init(target: PixelBuffer, surface: OpaquePointer) {
        let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(target.width), Int32(target.height),
                                             target.pixels.assumingMemoryBound(to: UInt32.self), Int32(target.stride))!
        canvas = Target(image: image, surface: surface, bounds: Box(left: 0, top: 0, right: target.width, bottom: target.height),
                        offsetX: 0, offsetY: 0)
        clip = Clip(box: canvas.bounds, interior: nil, edge: nil)
        savedClips.reserveCapacity(16)
        groups.reserveCapacity(GroupSurfaces.depthLimit)
    }

    deinit {
        solids.removeAll()
        while !groups.isEmpty { closeGroup() }
        pixman_image_unref(canvas.image)
    }

    /// How many solid sources are kept, at most `solidBudget`.
    var solidCount: Int { solids.count }

    /// Composites made by pixman in Cairo's stead since the compositor was made: a test that
    /// compares this path with Cairo's checks that it ran, and did not decline every composite.
    private(set) var compositeCount = 0

    /// Keeps the clip, as `cairo_save` does.
    func save() { savedClips.append(clip) }

    /// Returns to the clip `save` kept, as `cairo_restore` does.
    func restore() { clip = savedClips.removeLast() }

    /// Intersects the clip with `area` (whole buffer pixels).
    func clipToArea(_ area: Box) {
        clip = clip.map { Clip(box: $0.box.intersection(area), interior: $0.interior, edge: $0.edge) }
    }

    /// Intersects the clip with a shape that covers the pixels of `interior` whole, and
    /// perhaps parts of pixels around it: composites go through Cairo unless all they touch
    /// lies inside.
    func clipToInterior(_ interior: Interior) {
        clip = clip.map { Clip(box: $0.box, interior: $0.interior?.intersection(interior) ?? interior, edge: nil) }
    }

    /// Intersects the clip with an upright rectangle of `edges` (not all on whole pixels) that
    /// covers the pixels of `interior` whole: composites reaching its edges' pixels are
    /// multiplied by its coverage (see `ClipEdgeCoverage`) where it is the only such shape.
    func clipToRectangle(_ edges: ClipEdgeCoverage.Edges, interior: Interior) {
        clip = clip.map {
            Clip(box: $0.box, interior: $0.interior?.intersection(interior) ?? interior, edge: $0.interior == nil ? .rectangle(edges) : nil)
        }
    }

    /// Intersects the clip with a rounded rectangle (`shape`, not all on whole pixels) that
    /// covers the pixels of `interior` whole: composites reaching its other pixels are
    /// multiplied by its coverage (see `ClipEdgeCoverage+Rounded`) where it is the only such shape.
    func clipToRoundedRect(_ shape: ClipEdgeCoverage.RoundedClip, interior: Interior) {
        clip = clip.map {
            Clip(box: $0.box, interior: $0.interior?.intersection(interior) ?? interior, edge: $0.interior == nil ? .rounded(shape) : nil)
        }
    }

    /// The clip was intersected with a shape of its own: composites go through Cairo until the
    /// matching `restore`.
    func clipToShape() { clip = nil }

    /// A transparency group opens, drawn into `surface` (`cairo_get_group_target`) until the
    /// matching `closeGroup`: an ARGB32 image surface whose device offset (from the canvas's
    /// pixels to its own) is whole pixels, or composites into it go through Cairo.
    func openGroup(on surface: OpaquePointer) {
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              cairo_image_surface_get_data(surface) != nil, offsetX == offsetX.rounded(), offsetY == offsetY.rounded(),
              abs(offsetX) < RoundedRectMasks.coordinateLimit, abs(offsetY) < RoundedRectMasks.coordinateLimit else {
            return groups.append(nil)
        }
        let x = Int(offsetX), y = Int(offsetY)
        let bounds = Box(left: -x, top: -y, right: Int(cairo_image_surface_get_width(surface)) - x,
                         bottom: Int(cairo_image_surface_get_height(surface)) - y)
        groups.append(Target(image: pixmanImage(of: surface), surface: surface, bounds: bounds, offsetX: x, offsetY: y))
    }

    /// The innermost transparency group closes (before Cairo pops it).
    func closeGroup() {
        if let group = groups.removeLast() { pixman_image_unref(group.image) }
    }

    /// The box of whole pixels (canvas pixels) that Cairo's clip is, in a target pixman draws
    /// into: what a transparency group opened now is clipped to, where pixman can composite it
    /// as Cairo would (`openGroup(in:box:)`), and the area a fill's coverage is rasterised for
    /// (`CoverageScratch`); nil where the clip is another shape or nothing of the target.
    func clipBox() -> Box? {
        guard isEnabled, let clip, clip.interior == nil, let target = currentTarget else { return nil }
        let box = clip.box.intersection(target.bounds)
        return box.isEmpty ? nil : box
    }

    /// A transparency group opens, drawn into `group` until the matching `closeGroup(alpha:)`:
    /// `box` (a `clipBox()`) is placed at the surface's top-left by its device offset (Cairo
    /// draws there in canvas pixels, as into the surface `cairo_push_group` makes), and its
    /// pixels are cleared, as those of that surface are.
    ///
    /// Cleared by Cairo, the whole surface with no clip (its context is at its defaults), and
    /// not by pixman: Cairo then knows the surface is clear, as it knows the one it pushes is,
    /// and the group's first drawing takes the same path there. Onto pixels it does not know
    /// to be clear, a translucent fill's edges round a level apart here and there, which a
    /// text drawn over them then showed (one pixel of a label in a skewed group at scale 2).
    func openGroup(in group: KeptSurface, box: Box) {
        cairo_surface_flush(group.surface)
        cairo_surface_set_device_offset(group.surface, Double(-box.left), Double(-box.top))
        cairo_set_operator(group.cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(group.cairo)
        cairo_set_operator(group.cairo, CAIRO_OPERATOR_OVER)
        groups.append(Target(image: pixman_image_ref(group.image), surface: group.surface, bounds: box, offsetX: -box.left,
                             offsetY: -box.top))
    }

    /// The innermost transparency group, opened by `openGroup(in:box:)`, closes and is
    /// composited with `alpha` into what it was opened in, as `cairo_pop_group_to_source` and
    /// `cairo_paint_with_alpha` composite it: through a solid mask of that alpha, made as
    /// Cairo makes a colour's; without one where Cairo takes the alpha for opaque (from
    /// 0xff00/0xffff on); nothing where it takes it for zero (up to 0x00ff/0xffff).
    func closeGroup(alpha: Double) {
        guard let group = groups.removeLast(), let target = currentTarget else {
            preconditionFailure("a group opened in a kept surface closes in the target it was opened in")
        }
        defer { pixman_image_unref(group.image) }
        cairo_surface_flush(group.surface)
        guard alpha > Double(0x00ff) / Double(0xffff) else { return }
        let mask = alpha >= Double(0xff00) / Double(0xffff) ? nil : solid(Color(red: 0, green: 0, blue: 0, alpha: alpha))
        let box = group.bounds
        pixman_image_composite32(PIXMAN_OP_OVER, group.image, mask, target.image, 0, 0, 0, 0, Int32(box.left + target.offsetX),
                                 Int32(box.top + target.offsetY), Int32(box.right - box.left), Int32(box.bottom - box.top))
        markDrawn(box, on: target)
    }

    /// Paints `color` through `mask` (an A8 pixman image of `width`×`height`) whose top-left
    /// pixel lies on buffer pixel (`x`, `y`), as `cairo_mask` does; false, painting nothing,
    /// where that is not the same composite (then the caller masks with Cairo).
    func paint(_ color: Color, through mask: OpaquePointer, width: Int, height: Int, x: Int, y: Int) -> Bool {
        guard let (target, area) = area(x: x, y: y, width: width, height: height) else {
            return paintUnderEdges(color, through: mask, width: width, height: height, x: x, y: y)
        }
        if area.isEmpty { return true }
        pixman_image_composite32(PIXMAN_OP_OVER, solid(color), mask, target.image, 0, 0, Int32(area.left - x), Int32(area.top - y),
                                 Int32(area.left + target.offsetX), Int32(area.top + target.offsetY), Int32(area.right - area.left),
                                 Int32(area.bottom - area.top))
        markDrawn(area, on: target)
        return true
    }

    /// Paints `color` over every pixel of `box` (canvas pixels), as Cairo fills a shape that
    /// covers them all; false, painting nothing, where that is not the same composite.
    func paint(_ color: Color, over box: Box) -> Bool {
        guard let (target, area) = area(x: box.left, y: box.top, width: box.right - box.left, height: box.bottom - box.top) else {
            return false
        }
        if area.isEmpty { return true }
        pixman_image_composite32(PIXMAN_OP_OVER, solid(color), nil, target.image, 0, 0, 0, 0, Int32(area.left + target.offsetX),
                                 Int32(area.top + target.offsetY), Int32(area.right - area.left), Int32(area.bottom - area.top))
        markDrawn(area, on: target)
        return true
    }

    /// Paints `picture` (an ARGB32 pixman image of `width`×`height`) with its top-left pixel on
    /// buffer pixel (`x`, `y`), as `cairo_set_source_surface` and `cairo_paint` do; false,
    /// painting nothing, where that is not the same composite.
    func paint(picture: OpaquePointer, width: Int, height: Int, x: Int, y: Int) -> Bool {
        guard let (target, area) = area(x: x, y: y, width: width, height: height) else { return false }
        if area.isEmpty { return true }
        pixman_image_composite32(PIXMAN_OP_OVER, picture, nil, target.image, Int32(area.left - x), Int32(area.top - y), 0, 0,
                                 Int32(area.left + target.offsetX), Int32(area.top + target.offsetY), Int32(area.right - area.left),
                                 Int32(area.bottom - area.top))
        markDrawn(area, on: target)
        return true
    }

    /// Paints `color` through `mask` as `paint(_:through:width:height:x:y:)` does, under a clip
    /// to one rectangle or one rounded rectangle whose partly covered pixels the mask reaches,
    /// as Cairo composites it there: the mask times the clip's coverage (`clipEdges`), then the
    /// colour through that; false, painting nothing, where the clip is another shape or the
    /// area too large.
    private func paintUnderEdges(_ color: Color, through mask: OpaquePointer, width: Int, height: Int, x: Int, y: Int) -> Bool {
        guard isEnabled, let clipEdges, let clip, let target = currentTarget else { return false }
        let drawn = clip.box.intersection(target.bounds)
        let area = drawn.intersection(Box(left: x, top: y, right: x + width, bottom: y + height))
        guard !area.isEmpty, let (coverage, coverageTop) = coverage(of: clip, in: area, drawn: drawn, from: clipEdges) else { return false }
        let areaWidth = Int32(area.right - area.left), areaHeight = Int32(area.bottom - area.top)
        pixman_image_composite32(PIXMAN_OP_SRC, mask, coverage, clipEdges.product, Int32(area.left - x), Int32(area.top - y), 0,
                                 Int32(area.top - coverageTop), 0, 0, areaWidth, areaHeight)
        pixman_image_composite32(PIXMAN_OP_OVER, solid(color), clipEdges.product, target.image, 0, 0, 0, 0, Int32(area.left + target.offsetX),
                                 Int32(area.top + target.offsetY), areaWidth, areaHeight)
        markDrawn(area, on: target)
        return true
    }

    /// The coverage of the clip's edge shape (`clip.edge`) over `area`, where
    /// `drawn` is all the clip lets be drawn in the target, and the canvas row of its top pixel;
    /// nil where the clip is another shape or the area too large.
    private func coverage(of clip: Clip, in area: Box, drawn: Box, from clipEdges: ClipEdgeCoverage) -> (OpaquePointer, Int)? {
        switch clip.edge {
        case nil:
            return nil
        case .rectangle(let edges):
            return clipEdges.coverage(of: edges, in: area).map { ($0, area.top) }
        case .rounded(let rounded):
            let columns = Box(left: area.left, top: drawn.top, right: area.right, bottom: drawn.bottom)
            return clipEdges.roundedCoverage(of: rounded, over: columns).map { ($0, drawn.top) }
        }
    }

    /// Tells Cairo that `area` (canvas pixels) of `target`'s surface changed, by a composite of pixman's.
    private func markDrawn(_ area: Box, on target: Target) {
        compositeCount += 1
        cairo_surface_mark_dirty_rectangle(target.surface, Int32(area.left), Int32(area.top), Int32(area.right - area.left),
                                           Int32(area.bottom - area.top))
    }

    /// Where a composite of the box at (`x`, `y`) lands and what of it it touches (canvas
    /// pixels): its part in the clip and the target; nil where pixman cannot stand in for Cairo.
    private func area(x: Int, y: Int, width: Int, height: Int) -> (Target, Box)? {
        guard isEnabled, let clip, let target = currentTarget else { return nil }
        let touched = clip.box.intersection(target.bounds).intersection(Box(left: x, top: y, right: x + width, bottom: y + height))
        guard let interior = clip.interior, !touched.isEmpty else { return (target, touched) }
        return interior.covers(touched) ? (target, touched) : nil
    }

    /// The solid source of `color`, made as Cairo's `cairo_set_source_rgba` and image backend
    /// make it: each component clamped to 0…1, premultiplied, then d × 65535 + 0.5 truncated.
    private func solid(_ color: Color) -> OpaquePointer {
        if let image = solids.value(for: color) { return image }
        func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
        func short(_ value: Double) -> UInt16 { UInt16(value * 65535 + 0.5) }
        let alpha = clamped(color.alpha)
        var pixmanColor = pixman_color_t(red: short(clamped(color.red) * alpha), green: short(clamped(color.green) * alpha),
                                         blue: short(clamped(color.blue) * alpha), alpha: short(alpha))
        let image = pixman_image_create_solid_fill(&pixmanColor)!
        solids.insert(image, for: color, cost: 1)
        return image
    }
}

/// A pixman image of the pixels of `surface` (a flushed Cairo image surface, A8 or ARGB32),
/// sharing its memory: the caller releases it (`pixman_image_unref`) before the surface.
func pixmanImage(of surface: OpaquePointer) -> OpaquePointer {
    let format = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 ? PIXMAN_a8 : PIXMAN_a8r8g8b8
    let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
    return pixman_image_create_bits(format, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
                                    pixels, cairo_image_surface_get_stride(surface))!
}

/// An image surface a cache keeps with a pixman image of the same pixels.
struct PixmanSurface {
    let surface: OpaquePointer
    let image: OpaquePointer

    /// Keeps `surface` (taking over its reference) and makes its pixman image.
    init(_ surface: OpaquePointer) {
        self.surface = surface
        image = pixmanImage(of: surface)
    }

    /// Releases both, the image first: it shows the surface's pixels.
    func release() {
        pixman_image_unref(image)
        cairo_surface_destroy(surface)
    }
}
