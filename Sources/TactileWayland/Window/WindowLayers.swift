import CWaylandClient

/// A window's compositor layers: the subsurfaces shown above its surface, each under the id
/// the renderer gave it, the video layers below it, and whether any changed since the
/// window's last commit.
final class WindowLayers {
    /// The layers with their ids, bottom first as the compositor stacks them: one per carried
    /// item, so a list searched in order. (A dictionary's first insertion, in the first drag,
    /// would also search the runtime's conformance tables.)
    @exclusivity(unchecked) private var layers: [(id: Int, subsurface: Subsurface)] = []
    /// Removed layers, emptied but kept until the next commit: destroying a subsurface unmaps
    /// it at once, a frame before the window's buffer shows what it showed.
    @exclusivity(unchecked) private var removed: [Subsurface] = []
    /// A removed layer kept, hidden, for the next one instead of destroyed: a drag makes a
    /// layer at every lift and removes it at every drop, and each new layer cost a surface, a
    /// subsurface and a first buffer (a memfd mapped here and by the compositor), each removed
    /// one as many requests and calls to undo. At most one; given back at rest (`releaseSpare`).
    @exclusivity(unchecked) private(set) var spare: Subsurface?
    /// Set when a layer changed since the last commit: the next frame is committed even when
    /// the window's own buffer shows no change.
    @exclusivity(unchecked) private(set) var changed = false
    /// The video layers, live or removed (until the window's next commit), held here so that
    /// they go before the window's surface and outlive their `VideoSurface` until then.
    private var videos: [VideoLayer] = []
    /// Set when a video layer waits for the window's next commit (see `VideoLayer`).
    private var videosAwaitCommit = false
    private let parent: OpaquePointer
    private let compositor: OpaquePointer
    private let subcompositor: OpaquePointer
    private let display: Display
    private let shm: OpaquePointer
    /// Scales video layers; nil without `wp_viewporter` (no video layers then).
    private let viewporter: OpaquePointer?

    /// Layers above `parent`, the window's surface, made through `subcompositor`, and video
    /// layers below it, scaled through `viewporter`.
    init(parent: OpaquePointer, compositor: OpaquePointer, subcompositor: OpaquePointer, viewporter: OpaquePointer?, display: Display,
         shm: OpaquePointer) {
        self.parent = parent
        self.viewporter = viewporter
        self.compositor = compositor
        self.subcompositor = subcompositor
        self.display = display
        self.shm = shm
    }

    /// Destroys every subsurface now: the window is going away, children before parents.
    func destroyAll() {
        for video in videos { video.destroy() }
        videos.removeAll()
        layers.removeAll()
        removed.removeAll()
        spare = nil
    }

    /// Layer `id`, created above the others the first time (from the spare layer when there
    /// is one, placed where a new subsurface starts: on top).
    func layer(creating id: Int) -> Subsurface {
        if let existing = layer(id) { return existing }
        let layer: Subsurface
        if let kept = spare {
            spare = nil
            kept.place(above: layers.last?.subsurface.surface ?? parent)
            layer = kept
        } else {
            layer = Subsurface(parent: parent, compositor: compositor, subcompositor: subcompositor, display: display, shm: shm)
        }
        layers.append((id, layer))
        return layer
    }

    /// Layer `id`, if it exists.
    @section(".text.hot")
    func layer(_ id: Int) -> Subsurface? {
        layers.first { $0.id == id }?.subsurface
    }

    /// Notes a change to show with the next commit.
    func noteChange() { changed = true }

    /// A new video layer just below the window's surface; nil without `wp_viewporter`.
    func makeVideoLayer() -> VideoLayer? {
        guard let viewporter else { return nil }
        let video = VideoLayer(parent: parent, compositor: compositor, subcompositor: subcompositor, viewporter: viewporter,
                               display: display, shm: shm, owner: self)
        videos.append(video)
        changed = true  // Its place below the surface is applied with the window's commit.
        return video
    }

    /// A video layer waits for the next commit: it has one, and is told of it.
    func videoAwaitsCommit() {
        videosAwaitCommit = true
        changed = true
    }

    /// Stacks the layers in this order above the window's surface, bottom first (any not
    /// named end up above them, as the compositor then stacks them).
    func order(_ ids: [Int]) {
        var below = parent
        var stacked: [(id: Int, subsurface: Subsurface)] = []
        stacked.reserveCapacity(layers.count)
        for id in ids {
            guard let layer = layer(id) else { continue }
            layer.place(above: below)
            below = layer.surface
            stacked.append((id, layer))
        }
        for entry in layers where !ids.contains(entry.id) { stacked.append(entry) }
        layers = stacked
        changed = true
    }

    /// Hides layer `id`, destroyed after the next commit.
    func remove(_ id: Int) {
        guard let index = layers.firstIndex(where: { $0.id == id }) else { return }
        let layer = layers.remove(at: index).subsurface
        layer.hide()
        removed.append(layer)
        changed = true
    }

    /// The window's commit is about to apply every change made so far.
    func willCommit() { changed = false }

    /// The window committed: the removed layers' emptiness is shown, so they may go, but for
    /// one kept as the spare; the video layers waiting for the commit are told.
    func didCommit() {
        if videosAwaitCommit { videosDidCommit() }
        guard !removed.isEmpty else { return }  // Nearly always empty: no removal code run for nothing.
        if spare == nil { spare = removed.removeLast() }
        removed.removeAll()
    }

    /// Tells the video layers of the commit; those removed are gone after it.
    private func videosDidCommit() {
        videosAwaitCommit = false
        for video in videos { video.windowDidCommit() }
        videos.removeAll { $0.isDestroyed }
    }

    /// Destroys the spare layer and its buffers: for an app that has been at rest a while.
    func releaseSpare() {
        spare = nil
    }
}
