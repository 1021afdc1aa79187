import CWaylandClient
import TactileCore

/// The `wl_buffer` (XRGB8888) over one video frame's `SharedPixels`, made once and attached
/// each time those pixels are shown again, and the calls waiting for the compositor to be done
/// with them.
///
/// The compositor maps the memfd through a pool made for the buffer alone and destroyed at
/// once (the buffer keeps the memory mapped on its side): nothing but the buffer is left to
/// destroy.
final class VideoBuffer {
    /// The `serial` of the pixels shown.
    let serial: Int
    /// Size in buffer pixels.
    let width: Int, height: Int
    let proxy: OpaquePointer
    /// The pixels, not kept alive: once they go, nothing will show them again.
    private weak var pixels: SharedPixels?
    /// Held so the connection outlives this proxy, whatever order owners release in.
    private let display: Display
    /// Run, in order, when the compositor releases the buffer (one release answers every
    /// attach made while it held it).
    private var releaseCalls: [() -> Void] = []
    /// Called after the release calls, with the buffer (its owner may then destroy it).
    var onRelease: ((VideoBuffer) -> Void)?

    /// True between an attach and the compositor's release.
    var isHeld: Bool { !releaseCalls.isEmpty }

    /// True once the pixels shown are gone (the compositor keeps its own mapping of them).
    var pixelsAreGone: Bool { pixels == nil }

    /// A buffer over `pixels`, made through `shm`.
    init(pixels: SharedPixels, display: Display, shm: OpaquePointer) {
        self.display = display
        self.pixels = pixels
        serial = pixels.serial
        width = pixels.width
        height = pixels.height
        let pool = wl_shm_create_pool(shm, pixels.descriptor, Int32(pixels.byteCount))
        proxy = wl_shm_pool_create_buffer(pool, 0, Int32(width), Int32(height), Int32(pixels.stride), WL_SHM_FORMAT_XRGB8888.rawValue)
        wl_shm_pool_destroy(pool)
        addEventDispatcher(Self.events, to: proxy, owner: self)
    }

    /// Destroys the buffer. Calls still waiting for a release run now: the compositor reads
    /// no buffer once it is destroyed.
    deinit {
        wl_buffer_destroy(proxy)
        let calls = releaseCalls
        for call in calls { call() }
    }

    /// Attaches the buffer to `surface` for its next commit; `onRelease` runs when the
    /// compositor is done with it.
    func attach(to surface: OpaquePointer, onRelease: @escaping () -> Void) {
        wl_surface_attach(surface, proxy, 0, 0)
        releaseCalls.append(onRelease)
    }

    private func released() {
        let calls = releaseCalls
        releaseCalls.removeAll()
        for call in calls { call() }
        onRelease?(self)
    }

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (buffer: VideoBuffer, event: WlBufferEvent) in
            switch event {
            case .release: buffer.released()
            }
        }
    }
}
