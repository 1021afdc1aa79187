import CShims
import CWaylandClient
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// One ARGB8888 (premultiplied, Cairo's ARGB32) `wl_buffer` in its own sealed memfd.
///
/// A buffer is free, or held by the compositor from `attach`+`commit` until
/// `wl_buffer.release`; only free buffers may be drawn into.
final class ShmBuffer {
    /// Size in buffer pixels.
    let width: Int
    let height: Int
    /// Bytes per row: 4 × width, which is what `cairo_format_stride_for_width` gives for ARGB32.
    let stride: Int
    /// The mapped pixels.
    let pixels: UnsafeMutableRawPointer
    let proxy: OpaquePointer
    /// Held so the connection outlives this proxy, whatever order owners release in.
    private let display: Display
    private let byteCount: Int
    /// True between attach and the compositor's release.
    private(set) var isHeld = false
    /// The frame number whose contents the buffer holds; 0 when never drawn.
    var frameNumber: UInt64 = 0
    /// When set, the buffer is destroyed as soon as the compositor releases it.
    private var retired = false
    /// Called when the compositor releases the buffer.
    var onRelease: (() -> Void)?

    /// Allocates a `width` × `height` buffer through `shm`.
    init(display: Display, shm: OpaquePointer, width: Int, height: Int) throws {
        self.display = display
        self.width = width
        self.height = height
        stride = width * 4
        byteCount = stride * height
        let fd = tactile_memfd_create("tactile-buffer", byteCount)
        guard fd >= 0 else { throw WaylandError.sharedMemory(reason: "memfd_create: \(errnoDescription())") }
        defer { close(fd) }
        _ = tactile_memfd_seal_shrink(fd)  // Sealing is best effort: the compositor is safe either way from our side.
        guard let mapping = tactile_map_shared(fd, byteCount) else {
            throw WaylandError.sharedMemory(reason: "mmap of \(byteCount) bytes: \(errnoDescription())")
        }
        pixels = mapping
        let pool = wl_shm_create_pool(shm, fd, Int32(byteCount))
        proxy = wl_shm_pool_create_buffer(pool, 0, Int32(width), Int32(height), Int32(stride), WL_SHM_FORMAT_ARGB8888.rawValue)
        wl_shm_pool_destroy(pool)  // The buffer keeps the memory alive.
        addEventDispatcher(Self.events, to: proxy, owner: self)
    }

    deinit {
        wl_buffer_destroy(proxy)
        munmap(pixels, byteCount)
    }

    /// The buffer's memory described for drawing at `scale` buffer pixels per logical pixel.
    func pixelBuffer(scale: Double) -> PixelBuffer {
        PixelBuffer(pixels: pixels, width: width, height: height, stride: stride, scale: scale)
    }

    /// Attaches the buffer to `surface` (for its next commit), which hands it to the
    /// compositor: held until released, so nothing can draw into it meanwhile.
    func attach(to surface: OpaquePointer) {
        wl_surface_attach(surface, proxy, 0, 0)
        isHeld = true
    }

    /// Destroys the buffer now if free, else when the compositor releases it. Returns true
    /// when the caller may drop it now.
    func retire() -> Bool {
        retired = true
        return !isHeld
    }

    /// Kept alive by the pool's retired list until released.
    var isRetired: Bool { retired }

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (buffer: ShmBuffer, event: WlBufferEvent) in
            switch event {
            case .release:
                buffer.isHeld = false
                buffer.onRelease?()
            }
        }
    }
}
