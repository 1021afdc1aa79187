/// A button of the title bar.
package enum WindowFrameButton: CaseIterable, Hashable, Sendable {
    /// Asks the compositor to minimize the window.
    case minimize
    /// Maximizes the window, or restores it when maximized.
    case maximize
    /// Closes the window, as the compositor's close does.
    case close
}

/// One of the four strips around the content, each drawn into a subsurface of its own.
package enum WindowFramePart: CaseIterable, Hashable, Sendable {
    /// Above the content: the title bar and the shadow above it, across the whole width.
    case top
    /// Left of the content, as tall as the content.
    case left
    /// Right of the content, as tall as the content.
    case right
    /// Below the content, across the whole width.
    case bottom
}

/// What the compositor told of the window (`xdg_toplevel.configure` states and
/// `wm_capabilities`), as far as the frame's look and its targets depend on it.
package struct WindowFrameState: Hashable, Sendable {
    /// The window fills the work area.
    package var isMaximized = false
    /// The edges the compositor has placed against something (a tiling layout, the screen's
    /// side): no shadow or resize margin there.
    package var tiledEdges: ResizeEdges = []
    /// The window has the keyboard focus; an inactive frame is drawn dimmed.
    package var isActivated = true
    /// The compositor can maximize (`wm_capabilities`); without it the button is not shown.
    package var canMaximize = true
    /// The compositor can minimize (`wm_capabilities`); without it the button is not shown.
    package var canMinimize = true

    /// Creates a state; every default is a plain, focused, floating window.
    package init(isMaximized: Bool = false, tiledEdges: ResizeEdges = [], isActivated: Bool = true, canMaximize: Bool = true, canMinimize: Bool = true) {
        self.isMaximized = isMaximized
        self.tiledEdges = tiledEdges
        self.isActivated = isActivated
        self.canMaximize = canMaximize
        self.canMinimize = canMinimize
    }

    /// True when the window sits against its neighbours (maximized or tiled on any edge): the
    /// frame then has no shadow, no rounded corners and no resize margin, as a shadow or a
    /// margin would reach over the neighbour or off the screen.
    package var isFramedTightly: Bool { isMaximized || !tiledEdges.isEmpty }
}
