import TactileCore

/// A compositor layer showing video frames below a window's surface (see
/// `Window.makeVideoSurface()`): the window's buffer is made transparent where the video shows
/// (a hole), so that whatever the scene draws above it, and the window's layers above its
/// surface, show above the video.
///
/// Frames (`show`) show at once, without a commit of the window. The place, size and crop
/// (`place`), hiding and removal take effect with the window's next commit, together with the
/// hole the scene draws: call them while the window draws its frame (or request a redraw).
/// A frame shown while such a change waits for the window's commit shows with that commit.
/// Before the first `place`, a frame shows at its own size at the window's top-left corner.
/// The layer takes no input and is scaled by the compositor: frames are never copied.
package final class VideoSurface {
    let layer: VideoLayer

    init(layer: VideoLayer) {
        self.layer = layer
    }

    /// Removes the layer (see `remove()`).
    deinit {
        layer.remove()
    }

    /// Shows `pixels` now. Their `wl_buffer` is made the first time and kept for the next
    /// time the same pixels (the same `serial`) are shown, until `forget(_:)` or, without it,
    /// the next frame shown after the pixels went. `onRelease` runs
    /// on the main thread when the compositor is done with them (the pixels may be written
    /// again), or at once when the layer is removed.
    package func show(_ pixels: SharedPixels, onRelease: @escaping () -> Void) {
        layer.show(pixels, onRelease: onRelease)
    }

    /// Places the layer with the window's next commit: its top-left corner at (`x`, `y`),
    /// `width` × `height` (logical pixels of the window, whatever its scale), showing the
    /// `source` rectangle of each frame, in the frame's pixels (nil: the whole frame), scaled
    /// to that size by the compositor. A crop reaching outside a frame is cut to it.
    package func place(x: Int, y: Int, width: Int, height: Int, source: Rect? = nil) {
        layer.place(x: x, y: y, width: width, height: height, source: source)
    }

    /// Shows nothing from the window's next commit on, until the next frame shown.
    package func hide() {
        layer.hide()
    }

    /// Hides the layer with the window's next commit, after which it is destroyed with its
    /// buffers; later calls do nothing (`show` runs its `onRelease` at once).
    package func remove() {
        layer.remove()
    }

    /// The pixels of `serial` are gone (or about to be): their buffer is destroyed, now or
    /// when the compositor releases it.
    package func forget(_ serial: Int) {
        layer.forget(serial: serial)
    }
}
