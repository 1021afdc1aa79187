import CWaylandClient
import CWaylandProtocols

/// Who draws the window's frame: the compositor (server-side) or Tactile (client-side).
package enum DecorationMode: Equatable, Sendable {
    /// The compositor draws the title bar and edges (KWin, sway, labwc… through xdg-decoration).
    case serverSide
    /// Tactile draws them (`ClientFrame`): the compositor offers no xdg-decoration (mutter,
    /// weston) or answered client-side.
    case clientSide
}

/// The window's `zxdg_toplevel_decoration_v1`: asks the compositor to draw the frame and hears
/// which mode it chose, at the start and whenever it changes its mind. The mode applies at
/// the next `xdg_surface.configure`, which the protocol sends after it, with the size it
/// comes with.
final class ServerDecoration {
    private let proxy: OpaquePointer
    /// The mode of the latest `configure`; nil until the first.
    private(set) var pendingMode: DecorationMode?

    init(manager: OpaquePointer, toplevel: OpaquePointer) {
        proxy = zxdg_decoration_manager_v1_get_toplevel_decoration(manager, toplevel)
        addEventDispatcher(Self.events, to: proxy, owner: self)
        // Asked outright: a compositor that draws frames on request (sway, KWin) would
        // otherwise leave the choice to its default, often client-side.
        zxdg_toplevel_decoration_v1_set_mode(proxy, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
    }

    deinit {
        zxdg_toplevel_decoration_v1_destroy(proxy)
    }

    private static let events: wl_dispatcher_func_t = { _, target, opcode, _, args in
        dispatchEvent(target: target, opcode: opcode, args: args) { (decoration: ServerDecoration, event: ZxdgToplevelDecorationV1Event) in
            switch event {
            case .configure(let mode):
                decoration.pendingMode = mode == ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue ? .serverSide : .clientSide
            }
        }
    }
}
