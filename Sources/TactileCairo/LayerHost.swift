import TactileCore

/// Where a renderer shows the views it draws in compositor layers of their own (see
/// `View.prefersOwnLayer`): a window's subsurfaces, stacked above its buffer. Changes take
/// effect together with the window's next commit.
package protocol LayerHost: AnyObject {
    /// A buffer of at least `width`×`height` buffer pixels to draw a new image of layer `id`
    /// into, from its top-left corner (creating the layer the first time), or nil when none is
    /// free now: the image is then drawn at a later frame. The renderer clears all of it.
    func imageTarget(forLayer id: Int, width: Int, height: Int) -> PixelBuffer?
    /// The image drawn into the buffer last handed out for layer `id` is complete: show it.
    func showImage(ofLayer id: Int)
    /// Puts layer `id`'s top-left corner at (`x`, `y`), whole logical pixels of the window.
    func moveLayer(_ id: Int, x: Int, y: Int)
    /// Stacks the layers in this order, bottom first, all of them above the window's buffer.
    func orderLayers(_ ids: [Int])
    /// Layer `id` ended: it shows nothing any more.
    func removeLayer(_ id: Int)
}
