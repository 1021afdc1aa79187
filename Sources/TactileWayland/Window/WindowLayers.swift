import CWaylandClient

/// A window's compositor layers: the subsurfaces shown above its surface, each under the id
/// the renderer gave it, and whether any changed since the window's last commit.
/// Stored properties skip dynamic exclusivity checks, as `View`'s do (one thread, every frame).
final class WindowLayers {
    /// The layers with their ids: one per carried item, so a list searched in order. (A
    /// dictionary's first insertion, in the first drag, would also search the runtime's
    /// conformance tables.)
    @exclusivity(unchecked) private var layers: [(id: Int, subsurface: Subsurface)] = []
    /// Removed layers, emptied but kept until the next commit: destroying a subsurface unmaps
    /// it at once, a frame before the window's buffer shows what it showed.
    @exclusivity(unchecked) private var removed: [Subsurface] = []
    /// Set when a layer changed since the last commit: the next frame is committed even when
    /// the window's own buffer shows no change.
    @exclusivity(unchecked) private(set) var changed = false
    private let parent: OpaquePointer
    private let compositor: OpaquePointer
    private let subcompositor: OpaquePointer
    private let display: Display
    private let shm: OpaquePointer

    /// Layers above `parent`, the window's surface, made through `subcompositor`.
    init(parent: OpaquePointer, compositor: OpaquePointer, subcompositor: OpaquePointer, display: Display, shm: OpaquePointer) {
        self.parent = parent
        self.compositor = compositor
        self.subcompositor = subcompositor
        self.display = display
        self.shm = shm
    }

    /// Destroys every subsurface now: the window is going away, children before parents.
    func destroyAll() {
        layers.removeAll()
        removed.removeAll()
    }

    /// Layer `id`, created above the others the first time.
    func layer(creating id: Int) -> Subsurface {
        if let existing = layer(id) { return existing }
        let layer = Subsurface(parent: parent, compositor: compositor, subcompositor: subcompositor, display: display, shm: shm)
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

    /// Stacks the layers in this order above the window's surface, bottom first.
    func order(_ ids: [Int]) {
        var below = parent
        for id in ids {
            guard let layer = layer(id) else { continue }
            layer.place(above: below)
            below = layer.surface
        }
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

    /// The window committed: the removed layers' emptiness is shown, so they may go.
    func didCommit() {
        if !removed.isEmpty { removed.removeAll() }  // Nearly always empty: no removal code run for nothing.
    }
}
