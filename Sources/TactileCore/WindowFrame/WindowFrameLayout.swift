/// Where a frame's pieces lie around content of a given size, in frame coordinates: logical
/// pixels whose origin is the content's top-left corner (the toplevel surface's origin). The
/// title bar lies above the content, at y in [-titleBarHeight, 0).
package struct WindowFrameLayout: Hashable, Sendable {
    /// The content's size (the toplevel surface's).
    package let contentSize: Size
    /// The window's state the frame follows.
    package let state: WindowFrameState
    /// The figures the frame is made with.
    package let metrics: WindowFrameMetrics

    /// Lays out a frame around content of `contentSize`.
    package init(contentSize: Size, state: WindowFrameState, metrics: WindowFrameMetrics = .standard) {
        self.contentSize = contentSize
        self.state = state
        self.metrics = metrics
    }

    /// The visible window, title bar included and shadow excluded: what
    /// `xdg_surface.set_window_geometry` gets, so that the compositor snaps and tiles the
    /// window by what the user sees.
    package var geometry: Rect {
        Rect(x: 0, y: -metrics.titleBarHeight, width: contentSize.width, height: contentSize.height + metrics.titleBarHeight)
    }

    /// How far the shadow reaches beyond the geometry; 0 when framed tightly.
    package var shadowExtent: Double { state.isFramedTightly ? 0 : metrics.shadowExtent }

    /// How far beyond the geometry a press resizes; 0 when framed tightly (the compositor
    /// places such a window).
    package var resizeMargin: Double { state.isFramedTightly ? 0 : metrics.resizeMargin }

    /// The radius of the title bar's top corners; 0 when framed tightly, where the window meets
    /// its neighbours or the screen's edge square.
    package var cornerRadius: Double { state.isFramedTightly ? 0 : metrics.cornerRadius }

    /// Everything the frame draws: the geometry grown by the shadow on every side.
    package var bounds: Rect { geometry.insetBy(dx: -shadowExtent, dy: -shadowExtent) }

    /// The rectangle a part's subsurface covers, or nil when it is empty (framed tightly, only
    /// the top part remains, and it is exactly the title bar). The four tile `bounds` minus the
    /// content without overlap: top and bottom across the whole width, left and right as tall as
    /// the content.
    package func rect(of part: WindowFramePart) -> Rect? {
        let bounds = bounds, shadow = shadowExtent
        let rect = switch part {
        case .top: Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: -bounds.minY)
        case .bottom: Rect(x: bounds.minX, y: contentSize.height, width: bounds.width, height: bounds.maxY - contentSize.height)
        case .left: Rect(x: bounds.minX, y: 0, width: shadow, height: contentSize.height)
        case .right: Rect(x: contentSize.width, y: 0, width: shadow, height: contentSize.height)
        }
        return rect.isEmpty ? nil : rect
    }

    /// The part of a part's rectangle that takes input (its subsurface's input region): within
    /// the resize margin around the geometry, so that presses in the shadow beyond it reach the
    /// windows below. Framed tightly, only the title bar; nil when empty.
    package func inputRect(of part: WindowFramePart) -> Rect? {
        guard let rect = rect(of: part) else { return nil }
        let input = rect.intersection(geometry.insetBy(dx: -resizeMargin, dy: -resizeMargin))
        return input.isEmpty ? nil : input
    }

    /// The title bar: as wide as the content, directly above it.
    package var titleBar: Rect { Rect(x: 0, y: -metrics.titleBarHeight, width: contentSize.width, height: metrics.titleBarHeight) }

    /// The buttons shown, from the right end of the title bar leftwards.
    private var buttonsFromTheRight: [WindowFrameButton] {
        var buttons: [WindowFrameButton] = [.close]
        if state.canMaximize { buttons.append(.maximize) }
        if state.canMinimize { buttons.append(.minimize) }
        return buttons
    }

    /// A button's target (the title bar's full height by the button width), or nil when the
    /// button is not shown. The buttons are right-aligned: close at the right end, then
    /// maximize, then minimize; one the compositor cannot perform leaves no gap.
    package func buttonRect(_ button: WindowFrameButton) -> Rect? {
        guard let index = buttonsFromTheRight.firstIndex(of: button) else { return nil }
        let width = metrics.buttonWidth
        return Rect(x: contentSize.width - Double(index + 1) * width, y: -metrics.titleBarHeight, width: width, height: metrics.titleBarHeight)
    }

    /// Where the title is drawn: between the left padding and the buttons (with the same
    /// padding before them); empty when the window is too narrow for any title.
    package var titleTextRect: Rect {
        let padding = metrics.titlePadding
        let buttonsMinX = contentSize.width - Double(buttonsFromTheRight.count) * metrics.buttonWidth
        return Rect(x: padding, y: -metrics.titleBarHeight, width: max(0, buttonsMinX - 2 * padding), height: metrics.titleBarHeight)
    }

    /// What a press at `point` (frame coordinates) acts on: a shown button first, then the
    /// title bar, then the resize margin around the geometry, where a point within `cornerGrab`
    /// of a corner along either side resizes that corner. Nil inside the content and outside
    /// every input area (the shadow beyond the margin). Framed tightly, no edge resizes.
    package func target(at point: Point) -> WindowFrameTarget? {
        for button in WindowFrameButton.allCases {
            if let rect = buttonRect(button), rect.contains(point) { return .button(button) }
        }
        if titleBar.contains(point) { return .titleBar }
        let geometry = geometry
        guard !geometry.contains(point), geometry.insetBy(dx: -resizeMargin, dy: -resizeMargin).contains(point) else { return nil }
        let grab = metrics.cornerGrab
        var edges: ResizeEdges = []
        if point.x < geometry.minX + grab { edges.insert(.left) }
        if point.x >= geometry.maxX - grab { edges.insert(.right) }
        if point.y < geometry.minY + grab { edges.insert(.top) }
        if point.y >= geometry.maxY - grab { edges.insert(.bottom) }
        // Outside the geometry, the point lies beyond at least one side; the sides it is merely
        // near along that edge turn it into a corner. The side it lies beyond decides when a
        // window narrower than two corner grabs makes it near both ends.
        if point.x < geometry.minX { edges.remove(.right) } else if point.x >= geometry.maxX { edges.remove(.left) }
        if point.y < geometry.minY { edges.remove(.bottom) } else if point.y >= geometry.maxY { edges.remove(.top) }
        if edges.contains([.left, .right]) { edges.subtract([.left, .right]) }
        if edges.contains([.top, .bottom]) { edges.subtract([.top, .bottom]) }
        return .edge(edges)
    }

    /// The content size for an `xdg_toplevel.configure` size, which is the geometry's (title
    /// bar included): the title bar's height less, and never below the minimum content size.
    /// A maximized window must take the size it is given, so it is only kept above 1×1 there.
    /// A configure of 0×0 leaves the size to the client: keep the current one rather than ask
    /// this.
    package static func contentSize(forWindowSize size: Size, state: WindowFrameState, metrics: WindowFrameMetrics = .standard) -> Size {
        let minimum = state.isMaximized ? Size(width: 1, height: 1) : metrics.minimumContentSize
        return Size(width: max(size.width, minimum.width), height: max(size.height - metrics.titleBarHeight, minimum.height))
    }

    /// The smallest window geometry (`xdg_toplevel.set_min_size`): the minimum content and
    /// the title bar above it.
    package static func minimumWindowSize(metrics: WindowFrameMetrics = .standard) -> Size {
        Size(width: metrics.minimumContentSize.width, height: metrics.minimumContentSize.height + metrics.titleBarHeight)
    }
}

/// What a press on the frame acts on.
package enum WindowFrameTarget: Hashable, Sendable {
    /// A title-bar button.
    case button(WindowFrameButton)
    /// The title bar outside the buttons: a drag moves the window.
    case titleBar
    /// The resize margin: a drag resizes these edges (two for a corner).
    case edge(ResizeEdges)
}
