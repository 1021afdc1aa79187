/// A view that draws another view's current appearance (its background, content, subviews
/// and border, at full opacity) in its own bounds: the drag shadow of `LiftStyle.shadow`.
///
/// It draws live, not a bitmap: what the original shows when the snapshot is repainted.
/// Drawing is clipped to the snapshot's bounds, so subviews of the original that overflow
/// its bounds are cut off. It takes no touches. Its own alpha, transform and position apply as for any view.
package final class SnapshotView: View {
    /// The view whose appearance is drawn; nil once it is gone (then nothing is drawn).
    package private(set) weak var original: View?

    /// Creates a snapshot the size of `original`, not yet placed anywhere.
    package init(of original: View) {
        self.original = original
        super.init(frame: Rect(origin: .zero, size: original.bounds.size))
        bounds = original.bounds
        cornerRadius = original.cornerRadius
        // A finger on a snapshot flying back means to catch the original beneath it.
        isUserInteractionEnabled = false
    }

    /// Draws the original's subtree mapped onto this view's bounds.
    package override func draw(in context: DrawingContext, rect: Rect) {
        guard let original else { return }
        let toRoot = AffineTransform(translationX: bounds.minX - original.bounds.minX, y: bounds.minY - original.bounds.minY)
            .concatenating(transformToRoot)
        SceneDrawer.drawContents(of: original, toRoot: toRoot, context: context, damage: nil)
    }
}
