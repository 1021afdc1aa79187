import CCairo
import CPango

/// A label's Pango layout kept for drawing, with the state of the Cairo context it is laid out
/// for: drawn again on a context in the same state, it is not updated (which would lay it out
/// anew, see `PangoContextState`). Owns its layout.
final class DrawnLayout {
    /// The Pango layout.
    let layout: OpaquePointer
    /// The context state it is laid out for.
    private var state: PangoContextState

    /// Takes `layout`, made on a context in `state`.
    init(layout: OpaquePointer, state: PangoContextState) {
        self.layout = layout
        self.state = state
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Lays the text out again for drawing on `cairo`, in `state`, if it was laid out for
    /// another state (another transform but for translation, or other font options).
    func update(for cairo: OpaquePointer, state: PangoContextState) {
        guard state != self.state else { return }
        self.state = state
        pango_cairo_update_layout(cairo, layout)
    }
}
