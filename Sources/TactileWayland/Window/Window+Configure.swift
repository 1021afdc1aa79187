import CWaylandClient
import CWaylandProtocols
import TactileCore

/// The window as the compositor shapes it: configures (size, fullscreen) acked and applied,
/// the outputs the surface enters, and the scale they or the fractional-scale object ask for.
extension Window {
    /// Recomputes the scale from the preferred fractional scale or the entered outputs, and
    /// redraws when the output's turn changed (frames are drawn turned to match it).
    func updateScale() {
        if isConfigured, bufferTransform != committedBufferTransform { needsRedraw = true }
        let integer = enteredOutputs.map(\.scale).max() ?? 1
        let newScale = viewport != nil ? (preferredFractionalScale ?? Double(integer)) : Double(integer)
        guard newScale != scale else { return }
        storedScale = newScale
        if isConfigured { resized() }
    }

    private func resized() {
        clientFrame?.setNeedsPaint()  // At the new scale, or around the new size.
        delegate?.windowDidResize(self, width: width, height: height, scale: scale)
        needsRedraw = true
    }

    private func applyConfigure(serial: UInt32) {
        xdg_surface_ack_configure(xdgSurface, serial)
        commitTrace?("configure \(pendingSize.width)x\(pendingSize.height)")
        configuredSize = pendingSize
        isFullscreen = pendingFullscreen
        frameState = pendingFrameState
        applyConfiguredSize()
    }

    /// Applies the last configure's size and states with the negotiated decoration mode: the
    /// content's size, the frame around it, the window geometry. Applied again when the
    /// compositor withdraws xdg-decoration (the frame is then Tactile's).
    func applyConfiguredSize() {
        let mode = negotiatedDecorationMode
        let framed = mode == .clientSide && !isFullscreen && canDrawFrame
        let isWindowed = !isFullscreen && !frameState.isMaximized
        // Leaving fullscreen or maximised, weston's desktop shell lets the client choose:
        // the window takes back the size it had before, not the output's.
        let current = isWindowed && windowedSize.width > 0 ? windowedSize : (width, height)
        let sizing = WindowSizing(configured: configuredSize, current: current, preferred: preferredSize,
                                  frame: framed ? .standard : nil, isMaximized: frameState.isMaximized, scale: scale)
        let (newWidth, newHeight) = sizing.contentSize
        let changed = newWidth != width || newHeight != height || !isConfigured
        width = newWidth
        height = newHeight
        if isWindowed { windowedSize = (width, height) }
        isConfigured = true
        applyFrame(mode: mode)
        if changed {
            let title = framed ? Int(WindowFrameMetrics.standard.titleBarHeight) : 0
            log("window resized \(width)x\(height + title)\(title > 0 ? " (content \(width)x\(height))" : "")")
            resized()
        } else if !needsRedraw, framesCommitted > 0 {
            // Only the states changed (activated, say) and the frame, if any, looks the same:
            // nothing to redraw, and a redraw would take a second buffer (4 MB at 1280×800,
            // copied from the shown one) to find that out. A commit without a buffer tells the
            // compositor the configure is applied.
            wl_surface_commit(surface)
            commitTrace?(Self.emptyCommitLine)
        }
    }

    /// Notes the size and states of a toplevel configure, applied at the xdg_surface's.
    private func noteToplevelConfigure(width: Int32, height: Int32, states: UnsafeMutablePointer<wl_array>?) {
        pendingSize = (Int(width), Int(height))
        pendingFullscreen = false
        var frame = WindowFrameState(canMaximize: pendingFrameState.canMaximize, canMinimize: pendingFrameState.canMinimize)
        frame.isActivated = false
        for state in Self.words(of: states) {
            switch state {
            case XDG_TOPLEVEL_STATE_FULLSCREEN.rawValue: pendingFullscreen = true
            case XDG_TOPLEVEL_STATE_MAXIMIZED.rawValue: frame.isMaximized = true
            case XDG_TOPLEVEL_STATE_ACTIVATED.rawValue: frame.isActivated = true
            case XDG_TOPLEVEL_STATE_TILED_LEFT.rawValue: frame.tiledEdges.insert(.left)
            case XDG_TOPLEVEL_STATE_TILED_RIGHT.rawValue: frame.tiledEdges.insert(.right)
            case XDG_TOPLEVEL_STATE_TILED_TOP.rawValue: frame.tiledEdges.insert(.top)
            case XDG_TOPLEVEL_STATE_TILED_BOTTOM.rawValue: frame.tiledEdges.insert(.bottom)
            default: break
            }
        }
        pendingFrameState = frame
    }

    /// Notes which window-management requests the compositor carries out (xdg_wm_base 5): the
    /// frame shows no maximise or minimise button the compositor would ignore.
    private func noteCapabilities(_ capabilities: UnsafeMutablePointer<wl_array>?) {
        let words = Self.words(of: capabilities)
        pendingFrameState.canMaximize = words.contains(XDG_TOPLEVEL_WM_CAPABILITIES_MAXIMIZE.rawValue)
        pendingFrameState.canMinimize = words.contains(XDG_TOPLEVEL_WM_CAPABILITIES_MINIMIZE.rawValue)
    }

    /// The 32-bit words of a `wl_array` (a configure's states, the compositor's capabilities).
    private static func words(of array: UnsafeMutablePointer<wl_array>?) -> [UInt32] {
        guard let array, let words = array.pointee.data?.assumingMemoryBound(to: UInt32.self) else { return [] }
        return Array(UnsafeBufferPointer(start: words, count: array.pointee.size / 4))
    }

    static let surfaceEvents: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (window: Window, event: WlSurfaceEvent) in
            switch event {
            case .enter(let output):
                guard let entered = window.outputLookup(output) else { return }
                let comesBack = window.hasEnteredAnOutput && window.enteredOutputs.isEmpty
                window.enteredOutputs.append(entered)
                window.hasEnteredAnOutput = true
                window.updateScale()
                // Back on an output after leaving them all: what plays only while seen (videos)
                // looks again at the next frame.
                if comesBack { window.requestRedraw() }
            case .leave(let output):
                window.enteredOutputs.removeAll { $0.proxy == output }
                window.updateScale()
                if window.enteredOutputs.isEmpty { window.requestRedraw() }
            }
        }
    }

    static let xdgSurfaceEvents: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (window: Window, event: XdgSurfaceEvent) in
            switch event {
            case .configure(let serial): window.applyConfigure(serial: serial)
            }
        }
    }

    static let toplevelEvents: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (window: Window, event: XdgToplevelEvent) in
            switch event {
            case .configure(let width, let height, let states):
                window.noteToplevelConfigure(width: width, height: height, states: states)
            case .close:
                window.delegate?.windowDidRequestClose(window)
            case .wmCapabilities(let capabilities):
                window.noteCapabilities(capabilities)
            case .configureBounds:
                break
            }
        }
    }

    static let fractionalScaleEvents: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (window: Window, event: WpFractionalScaleV1Event) in
            switch event {
            case .preferredScale(let scale):
                window.preferredFractionalScale = Double(scale) / 120  // The protocol's fixed denominator.
                window.updateScale()
            }
        }
    }
}
