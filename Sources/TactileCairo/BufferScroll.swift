import Glibc
import TactileCore

/// A scroll as the renderer applies it to a buffer: the pixels inside `rect` move by
/// (-dx, -dy) whole buffer pixels, as `view`'s content did.
struct BufferScroll {
    /// The scrolled view.
    let view: View
    /// The view's bounds on screen, in the root's space (logical pixels).
    let logicalRect: Rect
    /// The same in buffer pixels: whole-pixel edges, inside the buffer.
    let rect: Rect
    /// The change of the content offset along x, in buffer pixels.
    var dx: Int
    /// The change of the content offset along y, in buffer pixels.
    var dy: Int

    /// The tracker's scroll in buffer pixels at `scale`, or nil when the rect or the delta is
    /// not a whole number of buffer pixels, or the rect leaves `buffer`.
    init?(_ scroll: DamageTracker.Scroll, scale: Double, buffer: Rect) {
        let rect = scroll.rect.scaled(by: scale)
        guard let minX = rect.minX.wholeNumber, let minY = rect.minY.wholeNumber, let maxX = rect.maxX.wholeNumber,
              let maxY = rect.maxY.wholeNumber, let dx = (scroll.delta.x * scale).wholeNumber,
              let dy = (scroll.delta.y * scale).wholeNumber else { return nil }
        self.rect = Rect(x: Double(minX), y: Double(minY), width: Double(maxX - minX), height: Double(maxY - minY))
        guard buffer.contains(self.rect) else { return nil }
        view = scroll.view
        logicalRect = scroll.rect
        self.dx = dx
        self.dy = dy
    }

    /// Where the moved pixels land: the part of `rect` that shows pixels from inside it.
    var landing: Rect {
        rect.intersection(rect.offsetBy(dx: Double(-dx), dy: Double(-dy)))
    }

    /// The parts of `rect` that the move leaves showing content that was outside it.
    var exposedRects: [Rect] {
        let landing = landing
        guard !landing.isEmpty else { return [rect] }
        return [Rect(x: rect.minX, y: rect.minY, width: rect.width, height: landing.minY - rect.minY),
                Rect(x: rect.minX, y: landing.maxY, width: rect.width, height: rect.maxY - landing.maxY),
                Rect(x: rect.minX, y: landing.minY, width: landing.minX - rect.minX, height: landing.height),
                Rect(x: landing.maxX, y: landing.minY, width: rect.maxX - landing.maxX, height: landing.height)]
            .filter { !$0.isEmpty }
    }

    /// Moves the pixels of `target` inside `rect` by (-dx, -dy), row by row in the order that
    /// reads every source row before it is overwritten.
    func movePixels(in target: PixelBuffer) {
        let landing = landing
        guard !landing.isEmpty, dx != 0 || dy != 0 else { return }
        let top = Int(landing.minY), bottom = Int(landing.maxY), bytes = Int(landing.width) * 4
        for y in dy > 0 ? stride(from: top, to: bottom, by: 1) : stride(from: bottom - 1, to: top - 1, by: -1) {
            let destination = target.pixels + y * target.stride + Int(landing.minX) * 4
            memmove(destination, destination + dy * target.stride + dx * 4, bytes)
        }
    }
}

extension Double {
    /// The nearest integer when the value is within a millionth of it, else nil.
    var wholeNumber: Int? {
        let rounded = self.rounded()
        return abs(self - rounded) < 1e-6 ? Int(rounded) : nil
    }
}
