/// Collects the areas of a root view's surface that changed since the last frame, in the root's
/// space (logical pixels), and says when a frame is wanted.
///
/// A root view owns one (`View.damageTracker`); every pixel-altering change in its tree adds the
/// old and new on-screen extents here. The renderer takes the damage once per frame.
public final class DamageTracker {
    /// What changed since the last `takeDamage()`, coalesced.
    public private(set) var region = RectRegion()
    /// True when everything must be repainted (first frame, tree re-rooted).
    public private(set) var isFullyDamaged = true

    /// Called once each time the tracker goes from clean to dirty: the application requests a
    /// frame callback here. Not called again until the damage is taken.
    public var onNeedsRedraw: (() -> Void)?

    /// Creates a tracker that starts fully damaged (nothing has been drawn yet).
    public init() {}

    /// True when a frame should be drawn.
    public var needsRedraw: Bool { isFullyDamaged || !region.isEmpty }

    /// Adds a changed area (root space, logical pixels).
    public func add(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        let wasClean = !needsRedraw
        if !isFullyDamaged { region.add(rect) }
        if wasClean { onNeedsRedraw?() }
    }

    /// Marks the whole surface as changed.
    public func invalidateAll() {
        let wasClean = !needsRedraw
        isFullyDamaged = true
        region.removeAll()
        if wasClean { onNeedsRedraw?() }
    }

    /// Adds the damage collected so far to `destination` and starts a clean frame. Returns false
    /// when everything must be repainted (then `destination` is left as it was).
    public func takeDamage(into destination: inout RectRegion) -> Bool {
        defer { isFullyDamaged = false; region.removeAll() }
        guard !isFullyDamaged else { return false }
        destination.formUnion(region)
        return true
    }
}
