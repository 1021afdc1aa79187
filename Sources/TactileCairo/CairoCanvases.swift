import CCairo
import TactileCore

/// Cairo image surfaces and contexts over the few buffers a window cycles through, kept from
/// frame to frame: making and destroying them for every frame costs more than drawing a small
/// damage.
final class CairoCanvases {
    /// A context drawing into one buffer.
    final class Canvas {
        let target: PixelBuffer
        let surface: OpaquePointer
        let cairo: OpaquePointer
        let context: CairoDrawingContext

        init(target: PixelBuffer, makeContext: (OpaquePointer, PixmanCompositor) -> CairoDrawingContext) {
            self.target = target
            surface = target.makeCairoSurface()
            cairo = cairo_create(surface)!
            context = makeContext(cairo, PixmanCompositor(target: target, surface: surface))
        }

        deinit {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }

        /// True when this canvas draws into exactly `target`'s memory, layout and scale.
        func matches(_ other: PixelBuffer) -> Bool {
            target.pixels == other.pixels && target.width == other.width && target.height == other.height
                && target.stride == other.stride && target.scale == other.scale
        }
    }

    /// More canvases than a window has buffers, its compositor layers' included; the least
    /// recently used goes first.
    private static let capacity = 8
    /// Most recently used last.
    private var canvases: [Canvas] = []

    /// The canvas for `target`, made with `makeContext` the first time. Cairo's state is back
    /// to its defaults plus whatever `makeContext` set, provided each use restored what it saved.
    func canvas(for target: PixelBuffer, makeContext: (OpaquePointer, PixmanCompositor) -> CairoDrawingContext) -> Canvas {
        if let index = canvases.firstIndex(where: { $0.matches(target) }) {
            let canvas = canvases.remove(at: index)
            canvases.append(canvas)
            return canvas
        }
        if canvases.count == Self.capacity { canvases.removeFirst() }
        let canvas = Canvas(target: target, makeContext: makeContext)
        canvases.append(canvas)
        return canvas
    }
}
