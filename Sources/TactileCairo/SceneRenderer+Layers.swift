import CCairo
import TactileCore

extension SceneRenderer {
    /// Brings the host's layers up to date with the planner's decision: a layer whose view only
    /// moved is moved; one whose content changed, or that is new, gets a new image.
    func updateLayers(_ root: View, host: LayerHost, scale: Double) {
        for id in layerPlanner.removed { host.removeLayer(id) }
        // By index, reading only what is used: a copy of the whole entry would retain and
        // release its view at every frame.
        let active = layerPlanner.active
        for index in active.indices {
            let layer = active[index].layer, toRoot = active[index].toRoot
            if let position = layer.movedPosition(for: toRoot) {
                if position != layer.position {
                    layer.position = position
                    host.moveLayer(layer.id, x: position.x, y: position.y)
                }
                continue
            }
            let view = active[index].view, extent = active[index].extent
            let origin = (x: (extent.minX).rounded(.down), y: (extent.minY).rounded(.down))
            let width = Int(((extent.maxX.rounded(.up) - origin.x) * scale).rounded())
            let height = Int(((extent.maxY.rounded(.up) - origin.y) * scale).rounded())
            guard var target = host.imageTarget(forLayer: layer.id, width: width, height: height) else {
                root.damageTracker.layerDidChange()  // Drawn at a later frame, when a buffer is free.
                continue
            }
            target.scale = scale  // The window's, whatever the host assumed.
            drawLayer(view, toRoot: toRoot.concatenating(AffineTransform(translationX: -origin.x, y: -origin.y)),
                      bufferOrigin: (Int(origin.x * scale), Int(origin.y * scale)), into: target)
            host.showImage(ofLayer: layer.id)
            layer.contentChanged = false
            layer.drawnTransform = toRoot
            layer.drawnOrigin = (Int(origin.x), Int(origin.y))
            layer.position = layer.drawnOrigin
            host.moveLayer(layer.id, x: layer.position.x, y: layer.position.y)
        }
        // Compared in place, by index: no array and no entry copied at every frame.
        if active.count != layerOrder.count || active.indices.contains(where: { active[$0].layer.id != layerOrder[$0] }) {
            layerOrder = active.map(\.layer.id)
            if !layerOrder.isEmpty { host.orderLayers(layerOrder) }
        }
    }

    /// When all the frame has to do is move the layers whose views moved to the places they
    /// worked out then (`DamageTracker.takeFollowedLayerMoves()`), in the layout the last frame
    /// left settled (`settledLayout`): moves them and returns true. (A carried item following
    /// a finger: no plan, no buffer, no image.)
    @section(".text.hot")
    func movesFollowedLayersOnly(_ root: View, width: Int, height: Int, scale: Double, host: LayerHost) -> Bool {
        guard let settled = settledLayout, settled == (width, height, scale, ObjectIdentifier(root)),
              root.damageTracker.takeFollowedLayerMoves() else { return false }
        let active = layerPlanner.active
        for index in active.indices {
            let layer = active[index].layer
            if let position = layer.takeFollowedPosition() { host.moveLayer(layer.id, x: position.x, y: position.y) }
        }
        return true
    }

    /// Draws `view`'s subtree, mapped by `toRoot` (into the image's logical space), over a
    /// cleared `target`, whose top-left pixel is at `bufferOrigin` in the window's buffer. The
    /// image is drawn in the buffer's tiles, each under its own clip, as the buffer is (see
    /// `TileGrid`): its pixels are then those the buffer would show.
    private func drawLayer(_ view: View, toRoot: AffineTransform, bufferOrigin: (x: Int, y: Int), into target: PixelBuffer) {
        let canvas = canvas(for: target)
        let cairo = canvas.cairo
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_restore(cairo)
        layerDrawer.prepare(subtree: view, toRoot: toRoot)
        let size = tiles.tileSize
        // A layer lies inside the window, so its origin is not negative.
        for top in stride(from: bufferOrigin.y / size * size - bufferOrigin.y, to: target.height, by: size) {
            for left in stride(from: bufferOrigin.x / size * size - bufferOrigin.x, to: target.width, by: size) {
                // The whole tile, not just its part in the image: the clip must be the buffer's.
                let area = Rect(x: Double(left), y: Double(top), width: Double(size), height: Double(size))
                canvas.context.beginArea(area)
                layerDrawer.draw(in: canvas.context, area: area.scaled(by: 1 / target.scale))
                canvas.context.endArea()
            }
        }
        cairo_surface_flush(canvas.surface)
    }
}
