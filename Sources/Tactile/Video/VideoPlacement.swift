import TactileCore

/// Where a `VideoView` shows in its window at a frame, and whether the compositor can show
/// its frames there: only an axis-aligned, unclipped, opaque, square-cornered view can be a
/// rectangle of the compositor's video layer; the renderer draws the others' frames.
struct VideoPlacement: Equatable {
    /// Whether any of the view can be seen (see `View.isShown(in:)`).
    let isShown: Bool
    /// The frame's rectangle in the window, in whole logical pixels, when the compositor's
    /// layer can show it; nil when the renderer must draw the frame.
    let layerRect: Rect?
    /// The part of the frame shown (frame pixels), with `layerRect`.
    let source: Rect?
    /// `layerRect` mapped back into the view's bounds space: where the view leaves its pixels
    /// transparent.
    let hole: Rect?

    /// The placement of `view` in `root`'s window for a frame of `frameWidth`×`frameHeight`.
    init(of view: VideoView, in root: View, frameWidth: Int, frameHeight: Int) {
        isShown = view.isShown(in: root)
        guard isShown, view.cornerRadius <= 0, Self.isOpaque(view, in: root),
              let fitting = VideoFitting(frameWidth: frameWidth, frameHeight: frameHeight, bounds: view.bounds, mode: view.contentMode)
        else {
            (layerRect, source, hole) = (nil, nil, nil)
            return
        }
        let toRoot = view.transformToRoot
        guard toRoot.b == 0, toRoot.c == 0, toRoot.a > 0, toRoot.d > 0, let fromRoot = toRoot.inverted() else {
            (layerRect, source, hole) = (nil, nil, nil)
            return
        }
        let exact = fitting.destination.applying(toRoot)
        let left = exact.minX.rounded(), top = exact.minY.rounded()
        let rounded = Rect(x: left, y: top, width: exact.maxX.rounded() - left, height: exact.maxY.rounded() - top)
        guard !rounded.isEmpty, Self.clipsLeaveWhole(view, rounded, in: root) else {
            (layerRect, source, hole) = (nil, nil, nil)
            return
        }
        (layerRect, source, hole) = (rounded, fitting.source, rounded.applying(fromRoot))
    }

    /// Neither the view nor an ancestor is translucent (the layer under the window would show
    /// at full strength through a hole in a translucent group).
    private static func isOpaque(_ view: View, in root: View) -> Bool {
        var current: View? = view
        while let each = current {
            if each.alpha < 1 { return false }
            current = each === root ? nil : each.superview
        }
        return true
    }

    /// The window and every clipping ancestor contain `rect` (root space) whole: the layer is
    /// cut by no clip (a subsurface is not even cut by its window's edge), so a view partly
    /// scrolled out of a list or off the window is drawn by the renderer.
    private static func clipsLeaveWhole(_ view: View, _ rect: Rect, in root: View) -> Bool {
        guard root.bounds.contains(rect) else { return false }
        var ancestor = view.superview
        while let each = ancestor, each !== root {
            if each.clipsToBounds, !each.bounds.applying(each.transformToRoot).contains(rect) { return false }
            ancestor = each.superview
        }
        return true
    }
}
