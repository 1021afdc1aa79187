import TactileCairo
import TactileCore

/// A layer host keeping each layer's latest image, place and stacking as a compositor would,
/// with a trace of what it was told, and the window's view of it all: its buffer with the
/// layers composited over it.
final class RecordingLayerHost: LayerHost {
    /// One layer as the compositor shows it.
    struct Layer {
        var image: Canvas?
        var pending: Canvas?
        var position = (x: 0, y: 0)
    }

    let scale: Double
    private(set) var layers: [Int: Layer] = [:]
    /// Layer ids, bottom first.
    private(set) var order: [Int] = []
    /// One line per call: "image 1 60×60", "move 1 10,20", "order 1 2", "remove 1".
    var trace: [String] = []

    /// A host for a window drawn at `scale` buffer pixels per logical pixel.
    init(scale: Double = 1) { self.scale = scale }

    func imageTarget(forLayer id: Int, width: Int, height: Int) -> PixelBuffer? {
        let canvas = Canvas(width: width, height: height, scale: scale)
        layers[id, default: Layer()].pending = canvas
        if !order.contains(id) { order.append(id) }  // A new layer goes on top.
        return canvas.target
    }

    func showImage(ofLayer id: Int) {
        guard let image = layers[id]?.pending else { return }
        layers[id]?.image = image
        trace.append("image \(id) \(image.width)×\(image.height)")
    }

    func moveLayer(_ id: Int, x: Int, y: Int) {
        layers[id]?.position = (x, y)
        trace.append("move \(id) \(x),\(y)")
    }

    func orderLayers(_ ids: [Int]) {
        order = ids
        trace.append("order " + ids.map(String.init).joined(separator: " "))
    }

    func removeLayer(_ id: Int) {
        layers[id] = nil
        order.removeAll { $0 == id }
        trace.append("remove \(id)")
    }

    /// Returns the trace so far and starts a new one.
    func takeTrace() -> [String] {
        defer { trace.removeAll() }
        return trace
    }

    /// What the screen shows: a copy of `buffer` with every layer's image composited over it,
    /// bottom first (premultiplied "over", as a compositor blends).
    func composite(over buffer: Canvas) -> Canvas {
        let screen = Canvas(width: buffer.width, height: buffer.height, scale: buffer.scale)
        screen.pixels.copyMemory(from: buffer.pixels, byteCount: buffer.stride * buffer.height)
        for id in order {
            guard let layer = layers[id], let image = layer.image else { continue }
            let left = Int((Double(layer.position.x) * scale).rounded()), top = Int((Double(layer.position.y) * scale).rounded())
            for y in 0..<image.height where (0..<screen.height).contains(top + y) {
                for x in 0..<image.width where (0..<screen.width).contains(left + x) {
                    let source = image.pixels.load(fromByteOffset: y * image.stride + x * 4, as: UInt32.self)
                    let offset = (top + y) * screen.stride + (left + x) * 4
                    let below = screen.pixels.load(fromByteOffset: offset, as: UInt32.self)
                    screen.pixels.storeBytes(of: blendOver(source, below), toByteOffset: offset, as: UInt32.self)
                }
            }
        }
        return screen
    }

    private func blendOver(_ source: UInt32, _ below: UInt32) -> UInt32 {
        let keep = 255 - (source >> 24)
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let channel = ((source >> shift) & 0xff) + (((below >> shift) & 0xff) * keep + 127) / 255
            result |= min(channel, 255) << shift
        }
        return result
    }
}

extension Canvas {
    /// The largest difference of any channel of any pixel from `other` (same size).
    func largestDifference(from other: Canvas) -> Int {
        var largest = 0
        for y in 0..<height {
            for x in 0..<width {
                let a = pixels.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
                let b = other.pixels.load(fromByteOffset: y * other.stride + x * 4, as: UInt32.self)
                guard a != b else { continue }
                for shift: UInt32 in [0, 8, 16, 24] {
                    largest = max(largest, abs(Int((a >> shift) & 0xff) - Int((b >> shift) & 0xff)))
                }
            }
        }
        return largest
    }
}
