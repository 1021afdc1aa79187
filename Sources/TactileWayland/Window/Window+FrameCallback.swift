import CWaylandClient

/// The window's frame callbacks: at most one pending, asked for with a commit and done at
/// the compositor's next refresh for it (see `FramePacing`).
extension Window {
    /// True while a frame callback is pending.
    var isAwaitingFrameCallback: Bool { frameCallback != nil }

    /// Asks for a callback at the next refresh after the coming commit. (Not inlined into
    /// `drawIfNeeded`, whose frames answering input, a drag's, ask for none.)
    @inline(never)
    func requestFrameCallback() {
        let callback = wl_surface_frame(surface)!
        addEventDispatcher(Self.frameCallbackEvents, to: callback, owner: self)
        frameCallback = callback
    }

    private static let frameCallbackEvents: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (window: Window, event: WlCallbackEvent) in
            switch event {
            case .done:
                // The callback that fired is the one destroyed, whichever the window holds.
                let fired = OpaquePointer(target)
                if window.frameCallback == fired { window.frameCallback = nil }
                if let fired { wl_callback_destroy(fired) }
            }
        }
    }
}
