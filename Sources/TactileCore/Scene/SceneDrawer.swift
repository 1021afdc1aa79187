/// Draws a view tree back to front into a `DrawingContext`, visiting only what can reach the
/// damaged area. The context is expected to be clipped to that area already (pixels outside it
/// must not change); skipping views outside it is an optimisation that never changes a pixel.
public enum SceneDrawer {
    /// Draws `root` and its subtree; `damage` is in the root's space (logical pixels), nil for
    /// the whole surface. The root's own center and transform are ignored: its bounds space is
    /// the surface.
    public static func draw(_ root: View, in context: DrawingContext, damage: RectRegion?) {
        drawSubtree(root, toRoot: .identity, context: context, damage: damage)
    }

    private static func drawSubtree(_ view: View, toRoot: AffineTransform, context: DrawingContext, damage: RectRegion?) {
        guard !view.isHidden, view.alpha > 0 else { return }
        let isGroup = view.alpha < 1
        if isGroup, let damage, !damage.intersects(view.subtreeExtent(toRoot: toRoot)) { return }
        if isGroup { context.beginTransparencyGroup() }
        drawContents(of: view, toRoot: toRoot, context: context, damage: damage)
        if isGroup { context.endTransparencyGroup(alpha: view.alpha) }
    }

    /// Draws `view`'s background, content, subviews and border mapped by `toRoot`, whatever
    /// its own alpha (the caller groups it). A drag shadow draws its original this way.
    static func drawContents(of view: View, toRoot: AffineTransform, context: DrawingContext, damage: RectRegion?) {
        let ownExtent = view.ownExtent.applying(toRoot)
        let drawsSelf = damage?.intersects(ownExtent) ?? true
        if drawsSelf {
            context.setTransform(toRoot)
            view.drawBackground(in: context)
            context.save()
            context.clip(to: Path(rect: view.bounds))
            view.draw(in: context, rect: dirtyRect(of: view, toRoot: toRoot, damage: damage))
            context.restore()
        }

        if !view.subviews.isEmpty {
            let clipped = view.clipsToBounds
            let childrenVisible = !clipped || (damage?.intersects(view.bounds.applying(toRoot)) ?? true)
            if childrenVisible {
                if clipped {
                    context.save()
                    context.setTransform(toRoot)
                    context.clip(to: view.outline)
                }
                for subview in view.subviews {
                    drawSubtree(subview, toRoot: subview.transformToSuperview.concatenating(toRoot),
                                context: context, damage: damage)
                }
                if clipped { context.restore() }
            }
        }

        if drawsSelf && view.borderWidth > 0 && view.borderColor.alpha > 0 {
            context.setTransform(toRoot)
            view.drawBorder(in: context)
        }
    }

    /// The part of the view's bounds (its space) that the damage reaches.
    private static func dirtyRect(of view: View, toRoot: AffineTransform, damage: RectRegion?) -> Rect {
        guard let damage, let fromRoot = toRoot.inverted() else { return view.bounds }
        return damage.bounds.applying(fromRoot).intersection(view.bounds)
    }
}

extension View {
    /// The rounded bounds: the shape of background, border, shadow and clipping.
    var outline: Path { Path(roundedRect: bounds, cornerRadius: cornerRadius) }

    /// Paints shadow and background, in the view's space.
    func drawBackground(in context: DrawingContext) {
        if let shadow, shadow.color.alpha > 0 { drawShadow(shadow, in: context) }
        if let backgroundColor, backgroundColor.alpha > 0 {
            context.fill(outline, with: .color(backgroundColor))
        }
    }

    /// Paints the border inside the bounds, in the view's space.
    func drawBorder(in context: DrawingContext) {
        let width = min(borderWidth, min(bounds.width, bounds.height) / 2)
        let inset = bounds.insetBy(dx: width / 2, dy: width / 2)
        context.stroke(Path(roundedRect: inset, cornerRadius: max(0, cornerRadius - width / 2)),
                       with: .color(borderColor), lineWidth: width)
    }

    /// A blur approximated by stacked rounded rectangles growing out to the blur radius, each
    /// translucent enough that where all overlap the shadow reaches its colour's alpha. Cheap
    /// enough for every frame, and the same pixels whichever part is repainted.
    private func drawShadow(_ shadow: Shadow, in context: DrawingContext) {
        let shape = bounds.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y)
        let layers = max(1, min(8, Int(shadow.blurRadius.rounded(.up))))
        let layerAlpha = 1 - _pow(1 - shadow.color.alpha, 1 / Double(layers))
        let paint = Paint.color(shadow.color.withAlpha(layerAlpha))
        for layer in 0..<layers {
            let grow = shadow.blurRadius * Double(layers - layer) / Double(layers)
            context.fill(Path(roundedRect: shape.insetBy(dx: -grow, dy: -grow), cornerRadius: cornerRadius + grow), with: paint)
        }
    }
}
