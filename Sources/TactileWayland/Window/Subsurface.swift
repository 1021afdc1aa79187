import CWaylandClient

/// One compositor layer of a window: a synchronized subsurface above the window's surface,
/// taking no input (touches and clicks reach the window beneath), with its own buffers.
///
/// Everything set here (image, position, stacking) takes effect with the window's next
/// commit, so a frame's buffer and layers change together.
final class Subsurface {
    let surface: OpaquePointer
    private let subsurface: OpaquePointer
    private let pool: BufferPool
    /// The buffer handed out for the next image, until it is shown.
    @exclusivity(unchecked) private var pending: ShmBuffer?
    @exclusivity(unchecked) private var bufferScale: Int32 = 1
    /// Logical pixels to which buffer sizes are rounded up (see `imageBuffer`).
    static let sizeStep = 16

    /// A subsurface of `parent`, showing nothing until its first image.
    init(parent: OpaquePointer, compositor: OpaquePointer, subcompositor: OpaquePointer, display: Display, shm: OpaquePointer) {
        surface = wl_compositor_create_surface(compositor)
        subsurface = wl_subcompositor_get_subsurface(subcompositor, surface, parent)
        pool = BufferPool(display: display, shm: shm)
        let noInput = wl_compositor_create_region(compositor)
        wl_surface_set_input_region(surface, noInput)
        wl_region_destroy(noInput)
    }

    deinit {
        pool.destroyAll()
        wl_subsurface_destroy(subsurface)
        wl_surface_destroy(surface)
    }

    /// A free buffer of `width` × `height` for the next image, nil when the compositor holds
    /// them all. Throws when shared memory runs out.
    ///
    /// The buffer may be larger (sizes are rounded up to `sizeStep`, a multiple of the
    /// scale), the image filling its top-left corner and the rest left transparent: an item
    /// growing and shrinking by a few pixels through its lift then reuses the same buffers
    /// instead of allocating new ones every frame.
    func imageBuffer(width: Int, height: Int, scale: Int) throws -> ShmBuffer? {
        let step = Self.sizeStep * scale
        func roundedUp(_ length: Int) -> Int { (length + step - 1) / step * step }
        guard let (buffer, _) = try pool.acquire(width: roundedUp(width), height: roundedUp(height)) else { return nil }
        pending = buffer
        return buffer
    }

    /// Shows the image drawn into the buffer last handed out, at `scale` buffer pixels per
    /// logical pixel.
    func showImage(scale: Int32) {
        guard let buffer = pending else { return }
        pending = nil
        if scale != bufferScale {
            wl_surface_set_buffer_scale(surface, scale)
            bufferScale = scale
        }
        pool.attach(buffer, to: surface)
        wl_surface_damage_buffer(surface, 0, 0, Int32(buffer.width), Int32(buffer.height))
        wl_surface_commit(surface)  // Cached until the window's commit.
    }

    /// Shows nothing from the window's next commit on.
    func hide() {
        wl_surface_attach(surface, nil, 0, 0)
        wl_surface_commit(surface)
    }

    /// Puts the top-left corner at (`x`, `y`) in the window's surface (logical pixels).
    func move(x: Int32, y: Int32) {
        wl_subsurface_set_position(subsurface, x, y)
    }

    /// Stacks this layer just above `sibling` (the window's surface or another layer).
    func place(above sibling: OpaquePointer) {
        wl_subsurface_place_above(subsurface, sibling)
    }
}
