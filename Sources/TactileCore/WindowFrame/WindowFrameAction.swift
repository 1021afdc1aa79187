/// The pointer shape a frame asks for.
package enum WindowFrameCursor: Hashable, Sendable {
    /// The default arrow: over the title bar and its buttons.
    case arrow
    /// A resize arrow for these edges (two for a corner's diagonal).
    case resize(ResizeEdges)
}

/// What the frame's input asks the window to do, in the order it is returned.
package enum WindowFrameAction: Equatable, Sendable {
    /// `xdg_toplevel.move` with this press's or touch-down's serial: the compositor drags the
    /// window from there.
    case move(serial: UInt32)
    /// `xdg_toplevel.resize` of these edges (their `rawValue` is the resize edge) with this serial.
    case resize(ResizeEdges, serial: UInt32)
    /// Maximize the window, or restore it when maximized.
    case toggleMaximized
    /// `xdg_toplevel.set_minimized`.
    case minimize
    /// Close the window, as the compositor's close does.
    case close
    /// `xdg_toplevel.show_window_menu` at this point (frame coordinates) with this serial.
    case showMenu(at: Point, serial: UInt32)
    /// The title bar's look changed (a button hovered or pressed): repaint the top part.
    case redraw
    /// Set this pointer shape.
    case cursor(WindowFrameCursor)
}
