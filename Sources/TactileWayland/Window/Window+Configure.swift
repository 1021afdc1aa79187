import CWaylandClient
import CWaylandProtocols

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
        delegate?.windowDidResize(self, width: width, height: height, scale: scale)
        needsRedraw = true
    }

    private func applyConfigure(serial: UInt32) {
        xdg_surface_ack_configure(xdgSurface, serial)
        // A 0 in a configure means "you choose": keep the current size, or the preferred
        // size before the first frame (desktop shells send 0×0).
        let newWidth = pendingSize.width > 0 ? pendingSize.width : (width > 0 ? width : preferredSize.width)
        let newHeight = pendingSize.height > 0 ? pendingSize.height : (height > 0 ? height : preferredSize.height)
        isFullscreen = pendingFullscreen
        let changed = newWidth != width || newHeight != height || !isConfigured
        width = newWidth
        height = newHeight
        isConfigured = true
        if changed {
            // Said outright: by default the geometry is the bounding box of the surface and its
            // subsurfaces, and a carried item's layer reaching past the edge would grow it
            // beyond the configured size (a protocol error for a fullscreen window on weston).
            xdg_surface_set_window_geometry(xdgSurface, 0, 0, Int32(width), Int32(height))
            resized()
            needsRedraw = true
        } else if framesCommitted > 0 {
            // Only the states changed (activated, say): nothing to redraw, and a redraw would
            // take a second buffer (4 MB at 1280×800, copied from the shown one) to find that
            // out. A commit without a buffer tells the compositor the configure is applied.
            wl_surface_commit(surface)
        }
    }

    /// Notes the size and states of a toplevel configure, applied at the xdg_surface's.
    private func noteToplevelConfigure(width: Int32, height: Int32, states: UnsafeMutablePointer<wl_array>?) {
        pendingSize = (Int(width), Int(height))
        pendingFullscreen = false
        if let states, let words = states.pointee.data?.assumingMemoryBound(to: UInt32.self) {
            for index in 0..<(states.pointee.size / 4) where words[index] == XDG_TOPLEVEL_STATE_FULLSCREEN.rawValue {
                pendingFullscreen = true
            }
        }
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
            case .configureBounds, .wmCapabilities:
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
