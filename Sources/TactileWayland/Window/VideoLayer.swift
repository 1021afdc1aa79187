import CWaylandClient
import CWaylandProtocols
import TactileCore

/// The Wayland side of a `VideoSurface`: a desynchronized subsurface below the window's
/// surface, taking no input, scaled by a viewport, with a `wl_buffer` for each frame's pixels
/// it was given. It lives on after its `VideoSurface` went, until the window's next commit
/// (see `remove`).
///
/// Frames show at their own commit. Everything that must change together with the window's
/// picture (the place, the size and crop, hiding) takes effect with the window's next commit:
/// the position does by protocol; for the others the subsurface is synchronized until that
/// commit (`holdForWindowCommit`), so that its own commit is cached and applied with the
/// window's.
final class VideoLayer {
    private let surface: OpaquePointer
    private let subsurface: OpaquePointer
    private let viewport: OpaquePointer
    private let display: Display
    private let shm: OpaquePointer
    /// The window's layers, told of changes the window's next commit must carry; nil once the
    /// window went (which destroyed this layer first).
    private weak var owner: WindowLayers?
    /// The buffers of the pixels shown so far, by their serial (a decoder's few frames in turn),
    /// until those pixels go (`forget`, or found gone at the next frame).
    private var buffers: [VideoBuffer] = []
    /// Buffers of pixels said to be gone that the compositor still held: destroyed on release.
    private var retired: [VideoBuffer] = []
    /// The size of the frame attached last, nil when none is (hidden, or not shown yet).
    private var frameSize: (width: Int, height: Int)?
    /// Where the caller placed the layer (logical pixels of the window), nil until placed.
    private var position: (x: Int, y: Int)?
    /// The viewport's destination size asked for (logical pixels), and its crop in the
    /// frame's pixels (nil: the whole frame).
    private var destination: (width: Int, height: Int)?
    private var crop: Rect?
    /// The viewport's state as last sent, to send only changes.
    private var sentDestination: (width: Int, height: Int)?
    private var sentSource: Rect?
    /// Synchronized until the window's next commit (see `holdForWindowCommit`).
    private(set) var awaitsWindowCommit = false
    /// Removed: destroyed after the window's next commit.
    private(set) var isRemoved = false
    /// The proxies are destroyed: nothing is sent any more.
    private(set) var isDestroyed = false

    /// A layer below `parent`, above the video layers made before it, showing nothing yet.
    init(parent: OpaquePointer, compositor: OpaquePointer, subcompositor: OpaquePointer, viewporter: OpaquePointer,
         display: Display, shm: OpaquePointer, owner: WindowLayers) {
        self.display = display
        self.shm = shm
        self.owner = owner
        surface = wl_compositor_create_surface(compositor)
        subsurface = wl_subcompositor_get_subsurface(subcompositor, surface, parent)
        viewport = wp_viewporter_get_viewport(viewporter, surface)
        wl_subsurface_place_below(subsurface, parent)
        wl_subsurface_set_desync(subsurface)
        let noInput = wl_compositor_create_region(compositor)
        wl_surface_set_input_region(surface, noInput)
        wl_region_destroy(noInput)
    }

    /// Shows `pixels` at once, scaled to the layer's place; `onRelease` runs when the
    /// compositor is done with them (at once when the layer is gone).
    func show(_ pixels: SharedPixels, onRelease: @escaping () -> Void) {
        guard !isDestroyed, !isRemoved else { return onRelease() }
        if buffers.contains(where: \.pixelsAreGone) { dropGoneBuffers() }
        let buffer = buffers.first { $0.serial == pixels.serial } ?? makeBuffer(for: pixels)
        buffer.attach(to: surface, onRelease: onRelease)
        frameSize = (pixels.width, pixels.height)
        sendViewport()  // A crop stays inside a frame of another size.
        wl_surface_damage_buffer(surface, 0, 0, Int32(pixels.width), Int32(pixels.height))
        wl_surface_commit(surface)
    }

    /// Places the layer's top-left corner at (`x`, `y`), `width` × `height` (logical pixels of
    /// the window, at least 1), showing the `source` rectangle of each frame (its pixels; nil:
    /// the whole frame), all with the window's next commit.
    func place(x: Int, y: Int, width: Int, height: Int, source: Rect?) {
        guard !isDestroyed, !isRemoved else { return }
        if position.map({ $0 != (x, y) }) ?? true {
            position = (x, y)
            wl_subsurface_set_position(subsurface, Int32(x), Int32(y))
            owner?.noteChange()
        }
        destination = (max(width, 1), max(height, 1))
        crop = source
        guard viewportDiffers() else { return }
        holdForWindowCommit()
        sendViewport()
        wl_surface_commit(surface)  // Cached until the window's commit.
    }

    /// Shows nothing from the window's next commit on (until the next frame shown).
    func hide() {
        guard !isDestroyed, !isRemoved, frameSize != nil else { return }
        holdForWindowCommit()
        frameSize = nil
        wl_surface_attach(surface, nil, 0, 0)
        wl_surface_commit(surface)
    }

    /// Hides the layer with the window's next commit and destroys it after (destroying a
    /// subsurface unmaps it at once, a frame before the window's buffer stops showing a hole
    /// for it); at once when the window went.
    func remove() {
        guard !isDestroyed, !isRemoved else { return }
        hide()
        isRemoved = true
        if owner == nil { destroy() } else { holdForWindowCommit() }
    }

    /// Stacks the layer just below the window's surface (above the video layers placed there
    /// before), with the window's next commit.
    func placeBelow(_ sibling: OpaquePointer) {
        guard !isDestroyed, !isRemoved else { return }
        wl_subsurface_place_below(subsurface, sibling)
        owner?.noteChange()
    }

    /// The buffer of `serial`'s pixels goes: now, or when the compositor releases it.
    func forget(serial: Int) {
        guard let index = buffers.firstIndex(where: { $0.serial == serial }) else { return }
        let buffer = buffers.remove(at: index)
        if buffer.isHeld { retired.append(buffer) }
    }

    /// The buffers of pixels that went without `forget` go as `forget` would have them go: a
    /// source that makes new pixels for every frame leaves no buffer behind.
    private func dropGoneBuffers() {
        for buffer in buffers where buffer.pixelsAreGone && buffer.isHeld { retired.append(buffer) }
        buffers.removeAll { $0.pixelsAreGone }
    }

    /// The window committed: what waited for it is shown, so the layer shows frames at their
    /// own commits again, or, removed, goes.
    func windowDidCommit() {
        guard awaitsWindowCommit, !isDestroyed else { return }
        awaitsWindowCommit = false
        if isRemoved { return destroy() }
        wl_subsurface_set_desync(subsurface)
    }

    /// Destroys the proxies, children first, then the buffers (whose waiting release calls
    /// run): the window goes, or the layer was removed.
    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        wp_viewport_destroy(viewport)
        wl_subsurface_destroy(subsurface)
        wl_surface_destroy(surface)
        buffers.removeAll()
        retired.removeAll()
    }

    /// Buffers alive (kept per serial, plus retired ones awaiting release), for tests.
    var liveBufferCount: Int { buffers.count + retired.count }

    private func makeBuffer(for pixels: SharedPixels) -> VideoBuffer {
        let buffer = VideoBuffer(pixels: pixels, display: display, shm: shm)
        buffer.onRelease = { [weak self] released in self?.retired.removeAll { $0 === released } }
        buffers.append(buffer)
        return buffer
    }

    /// Makes the subsurface's commits wait for the window's next one (synchronized), and has
    /// the window commit: changes that must show together with its picture.
    private func holdForWindowCommit() {
        if !awaitsWindowCommit {
            awaitsWindowCommit = true
            wl_subsurface_set_sync(subsurface)
        }
        owner?.videoAwaitsCommit()
    }

    /// The viewport's source: the crop inside the frame attached (the compositor refuses one
    /// reaching outside the buffer), nil for the whole frame or when no frame is attached.
    private var source: Rect? {
        guard let crop, let frameSize else { return nil }
        let clamped = crop.intersection(Rect(x: 0, y: 0, width: Double(frameSize.width), height: Double(frameSize.height)))
        return clamped.width > 0 && clamped.height > 0 ? clamped : nil
    }

    /// True when the viewport's source or destination differs from what was sent.
    private func viewportDiffers() -> Bool {
        guard let destination else { return false }
        return source != sentSource || sentDestination.map { $0 != destination } ?? true
    }

    /// Sends the viewport's source and destination where they changed.
    private func sendViewport() {
        let source = source
        if source != sentSource {
            sentSource = source
            if let source {
                wp_viewport_set_source(viewport, fixed(source.minX), fixed(source.minY), fixed(source.width), fixed(source.height))
            } else {
                wp_viewport_set_source(viewport, fixed(-1), fixed(-1), fixed(-1), fixed(-1))
            }
        }
        if let destination, sentDestination.map({ $0 != destination }) ?? true {
            sentDestination = destination
            wp_viewport_set_destination(viewport, Int32(destination.width), Int32(destination.height))
        }
    }

    /// `value` in the protocol's 24.8 fixed point.
    private func fixed(_ value: Double) -> wl_fixed_t { wl_fixed_t((value * 256).rounded()) }
}
