import CWaylandClient
import CWaylandProtocols
import TactileCore

/// What a strip of the frame Tactile draws shows (see `WindowDelegate.windowPaintFrame`).
package struct WindowFramePicture {
    /// Where everything lies, for the window's size and states.
    package let layout: WindowFrameLayout
    /// The title shown in the title bar.
    package let title: String
    /// The button under the pointer, if any.
    package let hovered: WindowFrameButton?
    /// The button held down by the pointer or a finger, if any.
    package let pressed: WindowFrameButton?
}

/// The window's frame: who draws it (negotiated through xdg-decoration where the compositor
/// offers it), the frame Tactile draws otherwise (`ClientFrame`), and the window management its
/// input asks of the compositor (move, resize, maximise, minimise, the window menu).
extension Window {
    /// True while Tactile draws the window's frame: decorations are client-side, and the
    /// window is not fullscreen (kiosk shells, cage and F11 show no frame).
    package var showsClientFrame: Bool { decorationMode == .clientSide && !isFullscreen && canDrawFrame }

    /// True when the compositor shows the window maximised.
    package var isMaximized: Bool { frameState.isMaximized }

    /// The window's title, in the compositor's lists and in the title bar Tactile draws.
    package var title: String {
        get { storedTitle }
        set {
            guard newValue != storedTitle else { return }
            storedTitle = newValue
            xdg_toplevel_set_title(toplevel, newValue)
            // Only the title bar's strip is painted again: the content and the other strips keep their buffers.
            if let clientFrame, showsClientFrame {
                clientFrame.title = newValue
                requestRedraw()
            }
        }
    }

    /// Asks for fullscreen when windowed and for the window back when fullscreen (F11).
    package func toggleFullscreen() { setFullscreen(!isFullscreen) }

    /// Paints the frame's strips if they need it for this frame, or hides them when the window
    /// no longer shows a frame; true when a strip changed (the commit then goes out even if
    /// the content did not change).
    func updateFrameForCommit() -> Bool {
        guard let clientFrame else { return false }
        guard showsClientFrame else { return clientFrame.hide() }
        guard clientFrame.needsPaint, let delegate else { return false }
        let picture = WindowFramePicture(layout: clientFrame.layout, title: clientFrame.title,
                                         hovered: clientFrame.input.hovered, pressed: clientFrame.input.pressed)
        do {
            try clientFrame.paint(scale: scale) { part, buffer in
                delegate.windowPaintFrame(self, part: part, picture: picture, into: buffer)
            }
        } catch {
            onFatalError(error as? WaylandError ?? .sharedMemory(reason: "\(error)"))
            return false
        }
        // A strip whose buffers were all held is painted at the next frame.
        if clientFrame.needsPaint { needsRedraw = true }
        return true
    }

    /// Applies the decoration mode and frame states of the configure being applied, with the
    /// content size it gives: creates, updates or hides the frame, sets the window geometry
    /// and the minimum size, and logs a change of who draws the frame.
    func applyFrame(mode: DecorationMode) {
        if mode != decorationMode || loggedFullscreenFrame != isFullscreen {
            decorationMode = mode
            loggedFullscreenFrame = isFullscreen
            log(isFullscreen ? "decorations none (fullscreen)" : mode == .serverSide ? "decorations server-side" : "decorations client-side")
            if mode == .clientSide, !canDrawFrame { log("decorations: no subsurfaces to draw a frame with; the window has none") }
        }
        var geometry = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        var minimum: (Int, Int) = (0, 0)
        if showsClientFrame {
            let layout = WindowFrameLayout(contentSize: Size(width: Double(width), height: Double(height)), state: frameState)
            if clientFrame == nil { clientFrame = makeClientFrame(layout, storedTitle) }
            clientFrame?.update(layout: layout)
            geometry = layout.geometry
            let size = WindowFrameLayout.minimumWindowSize(metrics: .standard)
            minimum = (Int(size.width), Int(size.height))
        } else if !isFullscreen {
            let size = WindowFrameMetrics.standard.minimumContentSize
            minimum = (Int(size.width), Int(size.height))
        }
        if clientFrame?.needsPaint == true || clientFrame?.isShown == true && !showsClientFrame { needsRedraw = true }
        // Said outright even without a frame: by default the geometry is the bounding box of the
        // surface and its subsurfaces, and a carried item's layer reaching past the edge would
        // grow it beyond the configured size (a protocol error for a fullscreen window on weston).
        if geometry != windowGeometry {
            windowGeometry = geometry
            xdg_surface_set_window_geometry(xdgSurface, Int32(geometry.minX), Int32(geometry.minY),
                                            Int32(geometry.width), Int32(geometry.height))
        }
        if minimum != minimumSize {
            minimumSize = minimum
            xdg_toplevel_set_min_size(toplevel, Int32(minimum.0), Int32(minimum.1))
        }
    }

    /// The decoration mode the next configure applies: the compositor's answer, or
    /// client-side where it offers no xdg-decoration (or withdrew it) or has not answered.
    var negotiatedDecorationMode: DecorationMode { serverDecoration?.pendingMode ?? .clientSide }

    /// The compositor withdrew xdg-decoration: Tactile draws the frame from the next frame on.
    package func decorationManagerRemoved() {
        guard serverDecoration != nil else { return }
        serverDecoration = nil
        guard isConfigured else { return }
        applyConfiguredSize()
    }

    /// Where `surface`'s origin lies in frame coordinates, when it is a strip of the frame
    /// Tactile draws: input there goes to the frame, not the scene.
    func frameOrigin(of surface: OpaquePointer?) -> Point? { clientFrame?.origin(of: surface) }

    /// Hands input on the frame to its state machine (`deliver`) and carries out what it asks,
    /// through `seat` (the one whose pointer or finger it was).
    func handleFrameInput(seat: Seat, _ deliver: (WindowFrameInput) -> [WindowFrameAction]) {
        guard let clientFrame else { return }
        for action in deliver(clientFrame.input) { perform(action, seat: seat) }
    }

    private func perform(_ action: WindowFrameAction, seat: Seat) {
        switch action {
        case .move(let serial):
            xdg_toplevel_move(toplevel, seat.proxy, serial)
        case .resize(let edges, let serial):
            xdg_toplevel_resize(toplevel, seat.proxy, serial, edges.rawValue)
        case .toggleMaximized:
            if frameState.isMaximized { xdg_toplevel_unset_maximized(toplevel) } else { xdg_toplevel_set_maximized(toplevel) }
        case .minimize:
            xdg_toplevel_set_minimized(toplevel)
        case .close:
            delegate?.windowDidRequestClose(self)
        case .showMenu(let point, let serial):
            xdg_toplevel_show_window_menu(toplevel, seat.proxy, serial, Int32(point.x.rounded()), Int32(point.y.rounded()))
        case .redraw:
            clientFrame?.setTitleBarNeedsPaint()  // A button's look: the title bar alone.
            requestRedraw()
        case .cursor(let shape):
            seat.pointer?.setCursorShape(shape)
        }
    }

    /// Marks the frame to be painted again (the app's theme changed).
    package func repaintFrame() {
        guard let clientFrame, showsClientFrame else { return }
        clientFrame.setNeedsPaint()
        requestRedraw()
    }
}
