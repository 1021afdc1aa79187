import CCairo
import TactileCore

/// Draws a root view into pixel buffers, repainting only what changed since each buffer was
/// last drawn, with the same pixels a full repaint would give: both draw the buffer as fixed
/// tiles (see `TileGrid`), a partial repaint only the tiles the damage touches. Where the damage
/// shows nothing but translated backgrounds, borders and shadows, whose pixels do not depend on
/// the clip (see `RoundedRectMasks`), a partial repaint draws just the damage.
///
/// Once per frame the application calls `render(_:into:bufferAge:)` with the buffer the pool
/// handed out and that buffer's age; it passes the returned rectangles to
/// `wl_surface.damage_buffer` before committing.
package final class SceneRenderer {
    /// Lays out, measures and draws text.
    let text = PangoText()
    private let shadowMasks = ShadowMasks()
    private let fillMasks = RoundedRectMasks(tolerance: SceneRenderer.curveTolerance)
    /// Pictures of the texts drawn again and again.
    let labels = LabelPictures()
    /// Surfaces for transparency groups, kept from group to group.
    let groupSurfaces = GroupSurfaces()
    /// Coverages of clips to rectangles on fractional pixels, shared by the canvases.
    let clipEdges = ClipEdgeCoverage()
    /// Where translucent fills under a turned transform are rasterised, shared by the canvases.
    let coverageScratch = CoverageScratch()
    private var history: DamageHistory
    /// Size, scale and root of the previous frame: a change of any voids every buffer.
    private var lastLayout: (width: Int, height: Int, scale: Double, root: ObjectIdentifier)?
    /// The layout of the last frame when it left the window's buffer as drawn (the same layout,
    /// nothing left undrawn), with layers at a whole scale planned for that surface: in that
    /// layout, a frame in which only followed layer moves happened needs nothing else (see
    /// `movesFollowedLayersOnly`). Nil otherwise. Worked out once by the frame that settles it,
    /// rather than checked piece by piece at every motion.
    private(set) var settledLayout: (width: Int, height: Int, scale: Double, root: ObjectIdentifier)?
    // Scratch regions reused every frame.
    private var logicalDamage = RectRegion()
    private var pixelDamage = RectRegion()
    /// Damage of frames that changed nothing inside the buffer, so were not drawn (buffer
    /// pixels, outside it): content that a later scroll brings in must be repainted then.
    private var undrawnDamage = RectRegion()
    /// What this frame repaints in a buffer that is not repainted whole, the dirty tiles' runs,
    /// what a pixel move leaves to repaint, and the rectangles returned: scratch storage reused
    /// every frame, so that a frame allocates nothing once they reached their size.
    private var repaint = RectRegion()
    /// What this frame copies from the newest buffer (see `repaintChanges`), reused every frame.
    private var copied = RectRegion()
    private var tileRegion = RectRegion()
    private var scrollRepaint: [Rect] = []
    private var repainted: [PixelRect] = []
    private let drawer = SceneDrawer()
    /// Decides which views are shown in compositor layers of their own.
    let layerPlanner = LayerPlanner()
    /// Draws the layers' images.
    let layerDrawer = SceneDrawer()
    /// The layer ids in the order last given to the host.
    var layerOrder: [Int] = []
    /// The buffer's tiles (layers' images are drawn in the same grid, see `drawLayer`).
    private(set) var tiles: TileGrid
    /// The buffer areas repainted this frame, each under its own clip: the dirty tiles, or
    /// just the damage when no pixel in it depends on the clip.
    private var areas: [Rect] = []
    private let canvases = CairoCanvases()
    /// How far, in buffer pixels, flattened curves may stray (Cairo's default is 0.1): a quarter
    /// of a pixel is indistinguishable, and gives fewer edges to rasterise for every rounded corner.
    private static let curveTolerance = 0.25

    /// False: cached masks and pictures are composited by Cairo rather than pixman directly
    /// (see `PixmanCompositor`), which gives the same pixels with more work: the reference
    /// tests compare the pixman path with.
    let compositesWithPixman: Bool

    /// Decoded pictures of the images drawn: the app's loader (one cache for every window), or
    /// a loader of the renderer's own that decodes at once (snapshots, tests).
    package let pictures: PictureLoader

    /// A renderer serving buffer ages up to `maximumBufferAge` (older buffers are repainted
    /// whole), repainting in square tiles of `tileSize` buffer pixels, drawing images with
    /// `pictures`.
    package convenience init(maximumBufferAge: Int = 4, tileSize: Int = 64, pictures: PictureLoader = .synchronous()) {
        self.init(maximumBufferAge: maximumBufferAge, tileSize: tileSize, compositesWithPixman: true, pictures: pictures)
    }

    /// A renderer as `init(maximumBufferAge:tileSize:pictures:)` makes, compositing cached
    /// masks and pictures with pixman directly or, without `compositesWithPixman`, with Cairo.
    init(maximumBufferAge: Int, tileSize: Int, compositesWithPixman: Bool, pictures: PictureLoader = .synchronous()) {
        self.pictures = pictures
        history = DamageHistory(maximumAge: maximumBufferAge)
        tiles = TileGrid(tileSize: tileSize)
        self.compositesWithPixman = compositesWithPixman
    }

    /// Measures text as the renderer lays it out (for sizing labels outside a frame).
    package var textMeasurer: TextMeasuring { text }

    /// Caret positions and hit-testing of text as the renderer lays it out (for text fields;
    /// drawing contexts offer the same as `DrawingContext.textLayouter`).
    package var textLayouter: TextLayouting { text }

    /// What the renderer's caches hold now (masks of rounded shapes and shadows, text
    /// layouts and sizes, pictures of labels, surfaces for transparency groups, coverages of
    /// clips on fractional pixels). Each cache has a fixed budget and evicts what was used least
    /// recently, so this stays below about 7 MB whatever the scene does.
    package var cacheUsage: CacheUsage {
        fillMasks.usage + shadowMasks.usage + text.usage + labels.usage + groupSurfaces.usage + clipEdges.usage + coverageScratch.usage
    }

    /// Coverage pixels rasterised for masks (rounded shapes, shadows) since the renderer was
    /// made: the work its mask caches' misses cost, which a test bounds per frame.
    package var maskPixelsRasterized: Int { fillMasks.rasterizedPixels + shadowMasks.blurredPixels }

    /// Empties every cache: for an app that leaves a screen whose shapes and texts it will not
    /// show again, so the memory they held is free at once rather than evicted later.
    package func removeCachedEntries() {
        fillMasks.removeAll()
        shadowMasks.removeAll()
        labels.removeAll()
        groupSurfaces.removeAll()
        clipEdges.removeAll()
        coverageScratch.removeAll()
        text.removeCachedLayouts()
    }

    /// Draws `root` into `target`, whose contents are the frame drawn `bufferAge` frames ago
    /// (0: unknown contents), and the views that prefer their own layer into `layers`, where
    /// they can be shown there (see `LayerPlanner`; none without `layers`, or at a fractional
    /// scale, since a layer is placed in whole logical pixels). `newest`, when given, is the
    /// buffer drawn at the last frame, still readable: what `target` lacks from the frames
    /// since its own is copied from there rather than repainted. Takes the root's pending
    /// damage. Returns the rectangles of `target` that were repainted, in buffer pixels (empty
    /// when nothing changed for this buffer; the layers may have changed all the same), which
    /// are where it differs from `newest`.
    @discardableResult
    package func render(_ root: View, into target: PixelBuffer, bufferAge: Int, newest: PixelBuffer? = nil,
                       layers: LayerHost?) -> [PixelRect] {
        render(root, width: target.width, height: target.height, scale: target.scale, layers: layers,
               paintsWhole: bufferAge == 0) { (target, bufferAge, newest) }
    }

    /// Like `render(_:into:bufferAge:newest:layers:)` for a target of `width`×`height` buffer
    /// pixels at `scale`, which `target` gives with its age and the newest buffer (nil when there
    /// is none) only when the frame repaints something in it:
    /// a frame in which only layers move (a carried item following a finger) takes no buffer,
    /// so a window leaves its buffers, and their memory, untouched. With `paintsWhole` the
    /// target is taken and painted whole even when nothing changed (its picture is of no use).
    @section(".text.hot")
    package func render(_ root: View, width: Int, height: Int, scale: Double, layers: LayerHost?, paintsWhole: Bool,
                       target: () -> (buffer: PixelBuffer, age: Int, newest: PixelBuffer?)?) -> [PixelRect] {
        if let layers, !paintsWhole, movesFollowedLayersOnly(root, width: width, height: height, scale: scale, host: layers) {
            return []
        }
        return renderChanges(root, width: width, height: height, scale: scale, layers: layers, paintsWhole: paintsWhole,
                             target: target)
    }

    /// `render(_:width:height:scale:layers:paintsWhole:target:)` when more than layers' own
    /// views moved: the layers planned, the buffer repainted where it changed, the layers
    /// brought up to date.
    @inline(never)
    private func renderChanges(_ root: View, width: Int, height: Int, scale: Double, layers: LayerHost?, paintsWhole: Bool,
                               target: () -> (buffer: PixelBuffer, age: Int, newest: PixelBuffer?)?) -> [PixelRect] {
        pictures.beginFrame(root: root)
        let enabled = layers != nil && scale == scale.rounded()
        let size = Size(width: Double(width) / scale, height: Double(height) / scale)
        layerPlanner.plan(root, size: size, enabled: enabled)
        // Without a host everything is drawn here, even views another renderer's layers show.
        drawer.excludesLayers = layers != nil
        if let last = lastLayout, last.scale != scale {
            for entry in layerPlanner.active { entry.layer.contentChanged = true }  // Images of the old resolution.
        }
        let damage = renderBuffer(root, width: width, height: height, scale: scale, paintsWhole: paintsWhole, target: target)
        if let layers { updateLayers(root, host: layers, scale: scale) }
        let layout = (width, height, scale, ObjectIdentifier(root))
        let settled = enabled && undrawnDamage.isEmpty && layerPlanner.plannedSize == size && lastLayout.map { $0 == layout } == true
        settledLayout = settled ? layout : nil
        return damage
    }

    /// Draws all of `root` into `target` (no compositor layers), whose contents are the frame
    /// drawn `bufferAge` frames ago (0: unknown contents). Takes the root's pending damage.
    /// Returns the rectangles that were repainted, in buffer pixels (empty when nothing changed
    /// for this buffer).
    @discardableResult
    package func render(_ root: View, into target: PixelBuffer, bufferAge: Int) -> [PixelRect] {
        render(root, into: target, bufferAge: bufferAge, layers: nil)
    }

    /// Repaints what changed in the target, leaving out the views shown in layers.
    private func renderBuffer(_ root: View, width: Int, height: Int, scale: Double, paintsWhole: Bool,
                              target: () -> (buffer: PixelBuffer, age: Int, newest: PixelBuffer?)?) -> [PixelRect] {
        let layout = (width, height, scale, ObjectIdentifier(root))
        let layoutChanged = lastLayout.map { $0 != layout } ?? true || paintsWhole
        // Only layers moved (a carried item): nothing to do here, and nothing to remember.
        if !layoutChanged && !root.damageTracker.hasDamage && undrawnDamage.isEmpty { return [] }
        guard let (buffer, age, newest) = target() else { return [] }
        lastLayout = layout
        // A target of unknown contents (age 0: a new buffer, a new canvas for turned frames)
        // is painted whole, whether or not anything changed since the last frame.
        return repaintChanges(root, into: buffer, bufferAge: age, newest: newest, layoutChanged: layoutChanged || age == 0)
    }

    /// `renderBuffer` once something is to be repainted.
    @inline(never)
    private func repaintChanges(_ root: View, into target: PixelBuffer, bufferAge: Int, newest: PixelBuffer?,
                                layoutChanged: Bool) -> [PixelRect] {
        let whole = Rect(x: 0, y: 0, width: Double(target.width), height: Double(target.height))
        logicalDamage.removeAll()
        pixelDamage.removeAll()
        var scroll: DamageTracker.Scroll?, bufferScroll: BufferScroll?
        let tracked = root.damageTracker.takeDamage(into: &logicalDamage, scroll: &scroll)
        if !tracked || layoutChanged {
            history.removeAll()
            undrawnDamage.removeAll()
            pixelDamage.add(whole)
        } else {
            bufferScroll = scroll.flatMap { BufferScroll($0, scale: target.scale, buffer: whole) }
            if let scroll, bufferScroll == nil {
                logicalDamage.add(scroll.rect)  // Not whole buffer pixels: repainted instead.
            }
            for rect in logicalDamage.rects {
                pixelDamage.add(rect.scaled(by: target.scale).integral)
            }
            takeUndrawnDamage(scrolledBy: scroll?.delta, scale: target.scale)
        }
        // Damage is kept whole in the history (content damaged outside the buffer may scroll
        // into it later) and cut to the buffer for repainting.
        let frame = DamageHistory.Frame(damage: pixelDamage, scroll: bufferScroll)

        // Nothing changed: no frame, and no entry in the history, whose entries must match the
        // frames the window commits for buffer ages to stay right.
        guard pixelDamage.intersects(whole) || frame.scroll != nil else {
            undrawnDamage.replaceRects(with: pixelDamage)
            return []
        }
        let move = layoutChanged ? nil : movableScroll(root, frame: frame, age: bufferAge, scale: target.scale)
        // The newest buffer shows the last frame as a full repaint would: outside this frame's
        // damage, exactly this frame. What the older target lacks from the frames since its own
        // is copied from there, far cheaper than drawing it again (at a drag's drop, the lift's
        // hole), and only this frame's damage is repainted, over the copy.
        let copies = !layoutChanged && newest.map { target.isCopyable(from: $0) } == true
            && history.copyRegion(for: frame, age: bufferAge, within: whole, into: &copied)
        let repaintsPart = !layoutChanged
            && history.repaintRegion(for: frame, age: copies ? 1 : bufferAge, move: move, within: whole, into: &repaint)
        history.append(frame)
        repainted.removeAll(keepingCapacity: true)
        if copies, let newest { target.copy(copied, from: newest) }
        if let move {
            move.movePixels(in: target)
            repainted.append(PixelRect(move.rect))
            for rect in scrollRepaint { repaint.add(rect) }
        }
        areas.removeAll(keepingCapacity: true)
        if repaintsPart {
            // Where the damage shows only translated fills, whose pixels do not depend on the
            // clip (see RoundedRectMasks), no tiles are needed: the damage alone is repainted.
            setLogicalDamage(repaint, scale: target.scale)
            prepareDrawer(root, unlessWithin: move?.logicalRect)
            if drawer.paintsOnlyTranslatedFills(within: logicalDamage, scale: target.scale) {
                areas.append(contentsOf: repaint.rects)
                draw(into: target)
                for rect in repaint.rects { repainted.append(PixelRect(rect)) }
                return repainted
            }
        }
        tiles.reset(width: target.width, height: target.height)
        if repaintsPart {
            for rect in repaint.rects { tiles.mark(rect) }
        } else {
            tiles.markAll()
        }
        tiles.dirtyRegion(into: &tileRegion)
        guard !tileRegion.isEmpty else { return repainted }
        setLogicalDamage(tileRegion, scale: target.scale)
        drawer.prepare(root, damage: logicalDamage)
        tiles.forEachDirtyTile { areas.append($0) }
        draw(into: target)
        for rect in tileRegion.rects { repainted.append(PixelRect(rect)) }
        return repainted
    }

    /// Adds the damage of the frames that were not drawn to this frame's, kept and, when this
    /// frame scrolled by `delta` (logical pixels), also moved with the content as the tracker
    /// moves damage recorded before a scroll: a change made while scrolled out of view shows
    /// where the scroll brings it.
    private func takeUndrawnDamage(scrolledBy delta: Point?, scale: Double) {
        for rect in undrawnDamage.rects {
            pixelDamage.add(rect)
            if let delta { pixelDamage.add(rect.offsetBy(dx: -delta.x * scale, dy: -delta.y * scale).integral) }
        }
        undrawnDamage.removeAll()
    }

    /// The scroll a buffer of `age` can apply by moving pixels this `frame`, when the scene
    /// allows it (see `SceneDrawer.movableScrollContent`), with what must be repainted after
    /// the move besides the exposed strips (buffer pixels) put in `scrollRepaint`.
    private func movableScroll(_ root: View, frame: DamageHistory.Frame, age: Int, scale: Double) -> BufferScroll? {
        guard let scroll = history.combinedScroll(with: frame, age: age),
              let repaint = drawer.movableScrollContent(of: scroll.view, in: scroll.logicalRect, root: root, scale: scale,
                                                        roundedFillLimit: Double(RoundedRectMasks.wholeShapeLimit)) else { return nil }
        scrollRepaint.removeAll(keepingCapacity: true)
        for rect in repaint.above {
            let pixels = rect.scaled(by: scale).integral.intersection(scroll.rect)
            scrollRepaint.append(pixels)
            scrollRepaint.append(pixels.offsetBy(dx: Double(-scroll.dx), dy: Double(-scroll.dy)).intersection(scroll.rect))
        }
        for rect in repaint.inPlace { scrollRepaint.append(rect.scaled(by: scale).integral.intersection(scroll.rect)) }
        return scroll
    }

    /// Lists what of `root` reaches `logicalDamage`, unless all of it lies within
    /// `preparedRect`, the rect `movableScroll` has just listed (see
    /// `SceneDrawer.movableScrollContent`): that list already holds all the damage needs.
    private func prepareDrawer(_ root: View, unlessWithin preparedRect: Rect?) {
        if let preparedRect, logicalDamage.rects.allSatisfy({ preparedRect.contains($0) }) { return }
        drawer.prepare(root, damage: logicalDamage)
    }

    /// Sets `logicalDamage` to `region` (buffer pixels) in the root's space.
    private func setLogicalDamage(_ region: RectRegion, scale: Double) {
        logicalDamage.removeAll()
        for rect in region.rects { logicalDamage.add(rect.scaled(by: 1 / scale)) }
    }

    /// Redraws each of `areas` under a clip of exactly that area, clearing it first unless an
    /// opaque background paints over all of it.
    private func draw(into target: PixelBuffer) {
        let canvas = canvas(for: target)
        let cairo = canvas.cairo
        labels.beginFrame()
        for area in areas {
            let logicalArea = area.scaled(by: 1 / target.scale)
            canvas.context.beginArea(area)
            if !drawer.paintsOpaquely(over: logicalArea) {
                cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cairo)
                cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            }
            drawer.draw(in: canvas.context, area: logicalArea)
            canvas.context.endArea()
        }
        cairo_surface_flush(canvas.surface)
    }

    /// The Cairo canvas drawing into `target`.
    func canvas(for target: PixelBuffer) -> CairoCanvases.Canvas {
        canvases.canvas(for: target) { cairo, compositor in
            cairo_set_tolerance(cairo, Self.curveTolerance)
            compositor.isEnabled = compositesWithPixman
            compositor.clipEdges = clipEdges
            return CairoDrawingContext(cairo: cairo, scale: target.scale, bufferWidth: target.width, bufferHeight: target.height,
                                       compositor: compositor, text: text, shadowMasks: shadowMasks, fillMasks: fillMasks, labels: labels,
                                       groupSurfaces: groupSurfaces, coverageScratch: coverageScratch, pictures: pictures)
        }
    }
}

extension PixelRect {
    /// The rectangle `rect`, whose edges are whole buffer pixels.
    init(_ rect: Rect) {
        self.init(x: Int(rect.minX), y: Int(rect.minY), width: Int(rect.width), height: Int(rect.height))
    }
}

extension Rect {
    /// Both corners multiplied by `factor` (logical ↔ buffer pixels).
    func scaled(by factor: Double) -> Rect {
        Rect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
    }
}
