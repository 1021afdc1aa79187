/// Draws a view tree back to front into a `DrawingContext`, visiting only what can reach the
/// damaged area.
///
/// Drawing is in two steps so that a renderer repainting many small areas (tiles) walks the
/// tree once: `prepare` lists, in painting order, what reaches the damage; `draw(in:area:)`
/// plays that list for one area, skipping items outside it. The context must already be
/// clipped to the area (pixels outside it must not change); skipping is only an optimisation
/// and never changes a pixel. Views may not change between `prepare` and the last `draw`.
package final class SceneDrawer {
    enum Item {
        /// Starts a transparency group.
        case group
        case endGroup(alpha: Double)
        /// The view's shadow, background (faded by `alpha`) and custom drawing.
        case content(View, toRoot: AffineTransform, alpha: Double)
        /// Clips the subviews to the view's outline.
        case clip(View, toRoot: AffineTransform)
        case endClip
        case border(View, toRoot: AffineTransform)
        case focusRing(View, toRoot: AffineTransform)
    }

    /// The list, in painting order.
    private(set) var items: [Item] = []
    /// Per item, the root-space area it can paint; empty for the closing items, which are never
    /// skipped on their own.
    private(set) var extents: [Rect] = []
    /// Per item, where to continue when it is skipped: past its closing item for a group or a
    /// clip, the next item otherwise. Kept apart from `items` so skipping touches no view.
    private(set) var skipTo: [Int] = []

    /// Leaves out views shown in compositor layers of their own (`View.compositorLayer`): set
    /// for the drawer of a window's buffer, which the layers are stacked above. (Computed over
    /// private storage: the renderer sets it at every frame from another module; see `View`.)
    package var excludesLayers: Bool {
        get { leavesOutLayers }
        @section(".text.hot") set { leavesOutLayers = newValue }
    }
    @exclusivity(unchecked) private var leavesOutLayers = false

    /// Creates a drawer with an empty list.
    package init() {}

    /// Draws `root` and its subtree; `damage` is in the root's space (logical pixels), nil for
    /// everything. The root's own center and transform are ignored: its bounds space is the surface.
    package static func draw(_ root: View, in context: DrawingContext, damage: RectRegion?) {
        let drawer = SceneDrawer()
        drawer.prepare(root, damage: damage)
        drawer.draw(in: context, area: nil)
    }

    /// Lists what of `root`'s tree reaches `damage` (root space; nil: everything).
    package func prepare(_ root: View, damage: RectRegion?) {
        items.removeAll(keepingCapacity: true)
        extents.removeAll(keepingCapacity: true)
        skipTo.removeAll(keepingCapacity: true)
        collect(root, toRoot: .identity, damage: damage)
    }

    /// Lists all of `view`'s subtree, the view's own alpha and visibility included, mapped by
    /// `toRoot` (what a compositor layer showing the view draws).
    package func prepare(subtree view: View, toRoot: AffineTransform) {
        items.removeAll(keepingCapacity: true)
        extents.removeAll(keepingCapacity: true)
        skipTo.removeAll(keepingCapacity: true)
        collect(view, toRoot: toRoot, damage: nil)
    }

    /// Plays the prepared list into `context`, skipping items outside `area` (root space; nil:
    /// nothing is skipped).
    package func draw(in context: DrawingContext, area: Rect?) {
        // Told which view draws, a renderer redraws it when an image it drew arrives.
        let pictures = context as? PictureDrawing
        var index = 0
        while index < items.count {
            if let area, !extents[index].isEmpty, !extents[index].intersects(area) {
                index = skipTo[index]
                continue
            }
            switch items[index] {
            case .group:
                context.beginTransparencyGroup()
            case .endGroup(let alpha):
                context.endTransparencyGroup(alpha: alpha)
            case .content(let view, let toRoot, let alpha):
                context.setTransform(toRoot)
                view.drawBackground(in: context, alpha: alpha)
                if view.drawsOwnContent {
                    context.save()
                    context.clip(to: Path(rect: view.bounds))
                    pictures?.viewBeingDrawn = view
                    view.draw(in: context, rect: Self.dirtyRect(of: view, toRoot: toRoot, area: area))
                    pictures?.viewBeingDrawn = nil
                    context.restore()
                }
            case .clip(let view, let toRoot):
                context.save()
                context.setTransform(toRoot)
                context.clip(to: view.outline)
            case .endClip:
                context.restore()
            case .border(let view, let toRoot):
                context.setTransform(toRoot)
                view.drawBorder(in: context)
            case .focusRing(let view, let toRoot):
                context.setTransform(toRoot)
                view.drawFocusRing(in: context)
            }
            index += 1
        }
    }

    /// True when all the list paints within `damage` (root space) is backgrounds, borders and
    /// shadows of plain `View`s placed by translations only (without a shadow, also scaled
    /// uniformly, as a lifted item is), possibly under square clips whose edges are whole pixels
    /// at `scale` (buffer pixels per logical pixel): no custom drawing, text, image, focus ring,
    /// transparency group or other clip (views that paint nothing at all may be placed any way). A renderer whose fills, borders and shadows under a
    /// translation give the same pixels whatever pixel-aligned clip they are drawn under may
    /// then repaint just that damage (see `SceneRenderer`).
    package func paintsOnlyTranslatedFills(within damage: RectRegion, scale: Double) -> Bool {
        var index = 0
        while index < items.count {
            if !extents[index].isEmpty, !damage.intersects(extents[index]) {
                index = skipTo[index]
                continue
            }
            if !isTranslatedFill(items[index], scale: scale, roundedFillLimit: .infinity) { return false }
            index += 1
        }
        return true
    }

    /// True when the item paints nothing but translated fills at `scale` (see
    /// `paintsOnlyTranslatedFills(within:scale:)`), no rounded fill nor border (a masked shape,
    /// see `DrawingContext.strokeRoundedRect`) more than `roundedFillLimit` buffer pixels a
    /// side, or closes a clip.
    func isTranslatedFill(_ item: Item, scale: Double, roundedFillLimit: Double) -> Bool {
        // A pixel of margin on each side: a shape at a fractional position touches one more.
        let fitsMask = { (view: View, toRoot: AffineTransform) in
            (max(view.bounds.width, view.bounds.height) * toRoot.a + 2) * scale <= roundedFillLimit
        }
        switch item {
        case .group, .endGroup:
            // Composited with its alpha under the clip, a group's pixels may come out one unit
            // off from one clip to another (found by the damage property test).
            return false
        case .endClip:
            return true
        case .content(let view, let toRoot, _):
            // No pixel painted (a carried view without a fill), none that a clip could change.
            guard Self.paintsPixels(item) else { return true }
            // Fills are masks (or boxes) at any uniform scale too; a shadow only when translated.
            let placed = toRoot.isTranslationOnly || (toRoot.isUniformScaleAndTranslation && (view.shadow?.color.alpha ?? 0) == 0)
            return !view.drawsOwnContent && placed
                && (view.cornerRadius <= 0 || view.backgroundColor == nil || fitsMask(view, toRoot))
        case .clip(let view, let toRoot):
            return view.cornerRadius <= 0 && toRoot.isTranslationOnly && view.bounds.applying(toRoot).hasWholePixelEdges(at: scale)
        case .border(let view, let toRoot):
            return toRoot.isUniformScaleAndTranslation && fitsMask(view, toRoot)
        case .focusRing:
            return false
        }
    }

    /// True when the first thing the list paints over `area` (root space) is an opaque,
    /// square-cornered background placed by a translation and covering all of `area`: what
    /// was there before is painted over, so a renderer need not clear the area first.
    package func paintsOpaquely(over area: Rect) -> Bool {
        var index = 0
        while index < items.count {
            if !extents[index].isEmpty, !extents[index].intersects(area) {
                index = skipTo[index]
                continue
            }
            guard case .content(let view, let toRoot, let alpha) = items[index] else { return false }
            guard let color = view.backgroundColor, color.alpha > 0 else {
                // Nothing painted yet, unless a shadow or custom drawing.
                if view.drawsOwnContent || (view.shadow?.color.alpha ?? 0) > 0 { return false }
                index += 1
                continue
            }
            // A shadow below the background is painted over where the background covers.
            return color.alpha * alpha >= 1 && view.cornerRadius <= 0 && toRoot.isTranslationOnly
                && view.bounds.applying(toRoot).contains(area)
        }
        return false
    }

    /// Appends an item; returns its index.
    @discardableResult
    private func append(_ item: Item, extent: Rect = .zero) -> Int {
        items.append(item)
        extents.append(extent)
        skipTo.append(items.count)
        return items.count - 1
    }

    private func collect(_ view: View, toRoot: AffineTransform, damage: RectRegion?) {
        guard !view.isHidden, view.alpha > 0, !(leavesOutLayers && view.compositorLayer != nil) else { return }
        // A view with nothing but a background fades that fill instead of a group.
        let foldsAlpha = view.paintsOnlyItsBackground
        let isGroup = view.alpha < 1 && !foldsAlpha
        var groupIndex = 0
        if isGroup {
            let extent = view.subtreeExtent(toRoot: toRoot)
            if let damage, !damage.intersects(extent) { return }
            groupIndex = append(.group, extent: extent)
        }

        collectContents(of: view, toRoot: toRoot, fillAlpha: foldsAlpha ? view.alpha : 1, damage: damage)
        if isGroup {
            skipTo[groupIndex] = append(.endGroup(alpha: view.alpha)) + 1
        }
    }

    /// Draws `view`'s background, content, subviews and border mapped by `toRoot`, whatever
    /// its own alpha and visibility (a drag shadow draws its original this way).
    static func drawContents(of view: View, toRoot: AffineTransform, context: DrawingContext, damage: RectRegion?) {
        let drawer = SceneDrawer()
        drawer.collectContents(of: view, toRoot: toRoot, fillAlpha: 1, damage: damage)
        drawer.draw(in: context, area: nil)
    }

    /// Lists the view's own painting, its subviews and its border; the background's opacity is
    /// multiplied by `fillAlpha`.
    private func collectContents(of view: View, toRoot: AffineTransform, fillAlpha: Double, damage: RectRegion?) {
        let ownExtent = view.ownExtent.applying(toRoot)
        let drawsSelf = damage?.intersects(ownExtent) ?? true
        if drawsSelf {
            append(.content(view, toRoot: toRoot, alpha: fillAlpha), extent: ownExtent)
        }
        if !view.subviews.isEmpty {
            if view.clipsToBounds {
                let clipExtent = view.bounds.applying(toRoot)
                if damage?.intersects(clipExtent) ?? true {
                    let clipIndex = append(.clip(view, toRoot: toRoot), extent: clipExtent)
                    collectSubviews(of: view, toRoot: toRoot, damage: damage)
                    skipTo[clipIndex] = append(.endClip) + 1
                }
            } else {
                collectSubviews(of: view, toRoot: toRoot, damage: damage)
            }
        }
        if drawsSelf && view.borderWidth > 0 && view.borderColor.alpha > 0 {
            append(.border(view, toRoot: toRoot), extent: ownExtent)
        }
        if drawsSelf && view.focusRing != nil {
            append(.focusRing(view, toRoot: toRoot), extent: ownExtent)
        }
    }

    /// Visits the subviews whose paint box (see View+DrawExtent.swift) reaches the damage: a
    /// frame that changes one view among hundreds scans their boxes, not the views.
    private func collectSubviews(of view: View, toRoot: AffineTransform, damage: RectRegion?) {
        let subviews = view.subviews
        guard let damage else {
            for subview in subviews { collect(subview, toRoot: subview.transformToSuperview.concatenating(toRoot), damage: nil) }
            return
        }
        let extents = view.subviewDrawExtents
        // Boxes are first compared, in the view's own space, with the damage's bounds mapped
        // there and grown by a unit (far more than any rounding of the mapping): most of them
        // miss it, with no mapping of theirs. Among hundreds of subviews, a lift or a drop
        // repaints one view's place. The boxes left are compared with the damage exactly.
        let reach = toRoot.inverted().map { damage.bounds.applying($0).insetBy(dx: -1, dy: -1) }
        for index in subviews.indices {
            if let reach, !extents[index].intersects(reach) { continue }
            guard damage.intersects(extents[index].applying(toRoot)) else { continue }
            let subview = subviews[index]
            collect(subview, toRoot: subview.transformToSuperview.concatenating(toRoot), damage: damage)
        }
    }

    /// The part of the view's bounds (its space) that the area reaches.
    private static func dirtyRect(of view: View, toRoot: AffineTransform, area: Rect?) -> Rect {
        guard let area, let fromRoot = toRoot.inverted() else { return view.bounds }
        return area.applying(fromRoot).intersection(view.bounds)
    }
}

extension View {
    /// True when the view paints nothing but its background: no subviews, no content of its
    /// own (`drawsContent`), no shadow, border or focus ring. Its alpha may then fade the fill
    /// instead of compositing a transparency group, with the same look.
    var paintsOnlyItsBackground: Bool {
        subviews.isEmpty && !drawsOwnContent && shadow == nil && borderWidth == 0 && focusRing == nil
    }

    /// The rounded bounds: the shape of background, border, shadow and clipping.
    var outline: Path { Path(roundedRect: bounds, cornerRadius: cornerRadius) }

    /// Paints shadow and background, in the view's space, the background's opacity multiplied
    /// by `alpha`.
    func drawBackground(in context: DrawingContext, alpha: Double) {
        if let shadow, shadow.color.alpha > 0 { context.drawShadow(shadow, of: bounds, cornerRadius: cornerRadius) }
        if let backgroundColor, backgroundColor.alpha > 0 {
            context.fillRoundedRect(bounds, cornerRadius: cornerRadius, color: backgroundColor.withAlpha(backgroundColor.alpha * alpha))
        }
    }

    /// Paints the focus ring around the bounds, in the view's space.
    func drawFocusRing(in context: DrawingContext) {
        guard let focusRing, focusRing.width > 0, focusRing.color.alpha > 0 else { return }
        context.stroke(focusRing.path(around: bounds, cornerRadius: cornerRadius), with: .color(focusRing.color),
                       lineWidth: focusRing.width)
    }

    /// Paints the border inside the bounds, in the view's space.
    func drawBorder(in context: DrawingContext) {
        let width = min(borderWidth, min(bounds.width, bounds.height) / 2)
        let inset = bounds.insetBy(dx: width / 2, dy: width / 2)
        context.strokeRoundedRect(inset, cornerRadius: max(0, cornerRadius - width / 2), color: borderColor, lineWidth: width)
    }
}
