import TactileCore

// Capture and restore between views and the state file's model. Views are matched by their
// `identifier`; the app says which views are containers and which are items, so decoration
// (labels, backgrounds) never ends up in the file.

extension SceneLayout {
    /// Captures the arrangement of a scene drawn under `root`: each container's bounding box,
    /// and each item's on-screen centre, size, rotation, scale, colour and container (the
    /// nearest ancestor listed in `containers`, "" when none); for a layout container, the
    /// order of the items it holds. Frames are in surface
    /// coordinates: the space of the window's root view, which `root` is or lies under.
    /// Views without an identifier, and items not under `root`, are left out; items are
    /// listed back to front.
    package init(capturing containers: [View], items: [View], in root: View) {
        let containerEntries = containers.compactMap { container -> ContainerLayout? in
            guard let id = container.identifier else { return nil }
            let order = container.arrangesSubviews
                ? container.subviews.filter { view in items.contains { $0 === view } }.compactMap(\.identifier) : nil
            return ContainerLayout(id: id, frame: LayoutFrame(container.convert(container.bounds, to: nil)), order: order)
        }
        let placed = items.filter { $0.identifier != nil && $0.isDescendant(of: root) }
        let itemEntries = placed.map { (item: $0, order: $0.paintOrder(under: root)) }
            .sorted { $0.order.lexicographicallyPrecedes($1.order) }
            .map { ItemLayout(capturing: $0.item, containers: containers, root: root) }
        self.init(containers: containerEntries, items: itemEntries)
    }

    /// Puts the views back where this layout says: containers get their frames, items their
    /// size, on-screen placement, colour (keeping the current opacity) and container, stacked
    /// in the layout's order above the container's other subviews. Items whose container is ""
    /// go onto `root`, the scene's root. A container with an `order` then puts the items it
    /// names in that order, after its others. Containers are assumed not scaled or rotated
    /// relative to the surface.
    /// Returns the ids of entries that matched no view (an item whose container is unknown
    /// included); those views keep their defaults.
    @discardableResult
    package func restore(containers: [View], items: [View], in root: View) -> [String] {
        var unmatched: [String] = []
        for entry in self.containers {
            guard let view = containers.first(where: { $0.identifier == entry.id }) else {
                unmatched.append(entry.id)
                continue
            }
            let frame = entry.frame.rect
            view.bounds.size = frame.size
            view.center = view.superview?.convert(frame.center, from: nil) ?? frame.center
        }
        for entry in self.items {
            guard let view = items.first(where: { $0.identifier == entry.id }),
                  let container = entry.container.isEmpty ? root : containers.first(where: { $0.identifier == entry.container })
            else {
                unmatched.append(entry.id)
                continue
            }
            entry.apply(to: view, in: container)
        }
        for entry in self.containers {
            guard let order = entry.order, let container = containers.first(where: { $0.identifier == entry.id }) else { continue }
            for id in order {
                if let item = container.subviews.first(where: { $0.identifier == id }) { container.bringSubviewToFront(item) }
            }
        }
        return unmatched
    }
}

extension ItemLayout {
    /// The entry for `item` as it shows now under `root`.
    init(capturing item: View, containers: [View], root: View) {
        let toRoot = item.transformToRoot
        let center = toRoot.apply(to: item.bounds.center)
        let size = item.bounds.size
        var holder = item.superview
        while let view = holder, view !== root, !containers.contains(where: { $0 === view }) { holder = view.superview }
        // Quantised as the file stores it, so a captured state equals its saved-and-read copy.
        let color = item.backgroundColor.flatMap { Color(hex: $0.hexString) }
        self.init(id: item.identifier ?? "", container: holder === root ? "" : holder?.identifier ?? "",
                  frame: LayoutFrame(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                     width: size.width, height: size.height),
                  rotation: toRoot.rotationAngle * 180 / Double.pi, scale: toRoot.scaleFactor, color: color)
    }

    /// Moves `view` into `container` (on top) and sets its size, colour and transform so it
    /// shows where the entry says.
    func apply(to view: View, in container: View) {
        let frame = self.frame.rect
        view.bounds.size = frame.size
        if let color { view.backgroundColor = color.withAlpha(view.backgroundColor?.alpha ?? 1) }
        // On screen the view must map its centre to frame.center through scale and rotation:
        // transform · T(center) · containerToRoot = S · R · T(frame.center).
        let onScreen = AffineTransform(scaleX: scale, y: scale).rotated(by: rotation * Double.pi / 180)
            .translatedBy(x: frame.midX, y: frame.midY)
        let fromContainer = container.transformToRoot.inverted() ?? .identity
        let placement = onScreen.concatenating(fromContainer)
        container.addSubview(view)
        view.transform = AffineTransform(a: placement.a, b: placement.b, c: placement.c, d: placement.d, tx: 0, ty: 0)
        view.center = Point(x: placement.tx, y: placement.ty)
    }
}

extension View {
    /// The subview indices leading from `root` down to this view: sorting views by it gives
    /// their drawing order, back to front.
    func paintOrder(under root: View) -> [Int] {
        var path: [Int] = []
        var view = self
        while view !== root, let parent = view.superview {
            path.append(parent.subviews.firstIndex { $0 === view } ?? 0)
            view = parent
        }
        return path.reversed()
    }
}
