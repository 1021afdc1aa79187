import TactileCairo
import TactileWayland

/// Shows the renderer's compositor layers in the window's subsurfaces, and notes each new
/// image and each layer's end in the event log (not the moves: one per frame of a drag).
final class WindowLayerHost: LayerHost {
    /// The window, which the window host owning this object holds as long: the reference needs no check.
    unowned(unsafe) let window: Window
    private let eventLog: InputEventLog?

    init(window: Window, eventLog: InputEventLog?) {
        self.window = window
        self.eventLog = eventLog
    }

    func imageTarget(forLayer id: Int, width: Int, height: Int) -> PixelBuffer? {
        guard let buffer = window.layerBuffer(id: id, width: width, height: height) else { return nil }
        eventLog?.write("layer \(id) image \(width)x\(height)")
        return buffer
    }

    func showImage(ofLayer id: Int) { window.showLayerImage(id: id) }

    func moveLayer(_ id: Int, x: Int, y: Int) { window.moveLayer(id: id, x: x, y: y) }
    func orderLayers(_ ids: [Int]) { window.orderLayers(ids) }
    func removeLayer(_ id: Int) {
        window.removeLayer(id: id)
        eventLog?.write("layer \(id) removed")
    }
}
