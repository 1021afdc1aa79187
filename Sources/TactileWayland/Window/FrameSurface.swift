import CWaylandClient
import CWaylandProtocols
import TactileCore

/// One strip of the frame Tactile draws around a window (see `ClientFrame`): a synchronized
/// subsurface beneath the window's surface, with its own buffers, taking the input of its
/// part of the frame (title bar, resize margin) and letting the rest of the shadow through.
///
/// What is set here takes effect with the window's next commit, so a resized frame and the
/// content it surrounds change together.
final class FrameSurface {
    let surface: OpaquePointer
    private let subsurface: OpaquePointer
    private let compositor: OpaquePointer
    /// Scales the buffer to the part's logical size at a fractional scale; nil without
    /// viewporter (integer buffer scales then).
    private let viewport: OpaquePointer?
    private let pool: BufferPool
    private var bufferScale: Int32 = 1
    /// Where the part lies and takes input, as last set: set again only when they change.
    private var placed: (rect: Rect, input: Rect?)?
    /// True while the surface shows a buffer.
    private(set) var isShown = false

    init(parent: OpaquePointer, compositor: OpaquePointer, subcompositor: OpaquePointer, viewporter: OpaquePointer?,
         display: Display, shm: OpaquePointer) {
        self.compositor = compositor
        let surface = wl_compositor_create_surface(compositor)!
        self.surface = surface
        subsurface = wl_subcompositor_get_subsurface(subcompositor, surface, parent)
        // Beneath the window's surface: compositor layers (a carried tile) pass over the frame
        // as they pass over the content.
        wl_subsurface_place_below(subsurface, parent)
        viewport = viewporter.map { wp_viewporter_get_viewport($0, surface) }
        pool = BufferPool(display: display, shm: shm)
    }

    deinit {
        pool.destroyAll()
        if let viewport { wp_viewport_destroy(viewport) }
        wl_subsurface_destroy(subsurface)
        wl_surface_destroy(surface)
    }

    /// Shows the part `rect` (logical pixels, relative to the window surface's origin) drawn
    /// by `paint` into a fresh buffer at `scale`, taking input within `input` (same
    /// coordinates; nil: none). False when the compositor holds every buffer (the frame is
    /// painted again at the next release); throws when shared memory fails.
    func show(rect: Rect, input: Rect?, scale: Double, paint: (PixelBuffer) -> Void) throws -> Bool {
        let factor = viewport == nil ? max(1, Int32(scale.rounded(.down))) : 1
        let pixels = viewport == nil
            ? (width: Int(rect.width) * Int(factor), height: Int(rect.height) * Int(factor))
            : (width: Int((rect.width * scale).rounded()), height: Int((rect.height * scale).rounded()))
        guard pixels.width > 0, pixels.height > 0 else {
            hide()
            return true
        }
        guard let (buffer, _) = try pool.acquire(width: pixels.width, height: pixels.height) else { return false }
        paint(buffer.pixelBuffer(scale: viewport == nil ? Double(factor) : scale))
        if placed?.rect != rect || placed?.input != input { place(rect: rect, input: input) }
        if let viewport {
            wp_viewport_set_destination(viewport, Int32(rect.width), Int32(rect.height))
        } else if factor != bufferScale {
            wl_surface_set_buffer_scale(surface, factor)
            bufferScale = factor
        }
        pool.attach(buffer, to: surface)
        wl_surface_damage_buffer(surface, 0, 0, Int32(pixels.width), Int32(pixels.height))
        wl_surface_commit(surface)  // Cached until the window's commit.
        isShown = true
        return true
    }

    /// Shows nothing from the window's next commit on.
    func hide() {
        guard isShown else { return }
        wl_surface_attach(surface, nil, 0, 0)
        wl_surface_commit(surface)
        isShown = false
    }

    /// Gives back the buffers the compositor does not hold.
    func releaseSpareBuffers() { pool.releaseFreeBuffers() }

    private func place(rect: Rect, input: Rect?) {
        placed = (rect, input)
        wl_subsurface_set_position(subsurface, Int32(rect.minX), Int32(rect.minY))
        let region = wl_compositor_create_region(compositor)
        if let input {
            wl_region_add(region, Int32(input.minX - rect.minX), Int32(input.minY - rect.minY), Int32(input.width), Int32(input.height))
        }
        wl_surface_set_input_region(surface, region)
        wl_region_destroy(region)
    }
}
