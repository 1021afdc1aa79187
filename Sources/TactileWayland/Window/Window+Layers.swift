import TactileCore

/// The window's compositor layers as the renderer's layer host uses them (see `WindowLayers`).
extension Window {
    /// True when the window can show compositor layers: the compositor offers subsurfaces and
    /// the buffer is not scaled by a viewport (a layer is placed in whole logical pixels).
    /// Fixed from the window's start on.
    public var supportsLayers: Bool { layers != nil && viewport == nil }

    /// Set when a layer changed since the last commit: the next frame is committed even when
    /// the window's own buffer shows no change. (Computed over private storage: read from
    /// another module at every frame; see `View`.)
    public var layersChanged: Bool { @section(".text.hot") get { layers?.changed ?? false } }

    /// A free buffer of at least `width` × `height` buffer pixels for a new image of layer
    /// `id` (drawn into its top-left corner, the rest cleared), creating the layer (above the
    /// others) the first time; nil when the compositor holds all of the layer's buffers or the
    /// window cannot show layers. Drawn during `windowRender`, shown with `showLayerImage(id:)`.
    public func layerBuffer(id: Int, width: Int, height: Int) -> PixelBuffer? {
        guard width > 0, height > 0, let layers else { return nil }
        do {
            guard let buffer = try layers.layer(creating: id).imageBuffer(width: width, height: height, scale: Int(scale)) else {
                return nil
            }
            return buffer.pixelBuffer(scale: scale)
        } catch {
            onFatalError(error as? WaylandError ?? .sharedMemory(reason: "\(error)"))
            return nil
        }
    }

    /// Shows the image drawn into layer `id`'s latest buffer, with the next commit.
    public func showLayerImage(id: Int) {
        layers?.layer(id)?.showImage(scale: Int32(scale))
        layers?.noteChange()
    }

    /// Puts layer `id`'s top-left corner at (`x`, `y`) in logical pixels of the window, with
    /// the next commit.
    @section(".text.hot")
    public func moveLayer(id: Int, x: Int, y: Int) {
        layers?.layer(id)?.move(x: Int32(x), y: Int32(y))
        layers?.noteChange()
    }

    /// Stacks the layers in this order above the window's surface, bottom first.
    public func orderLayers(_ ids: [Int]) {
        layers?.order(ids)
    }

    /// Removes layer `id` (its subsurface disappears with the next commit).
    public func removeLayer(id: Int) {
        layers?.remove(id)
    }
}
