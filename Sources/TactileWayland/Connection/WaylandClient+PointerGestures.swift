import CWaylandClient
import CWaylandProtocols

extension WaylandClient {
    /// The highest `zwp_pointer_gestures_v1` version handled: 3 brings hold gestures.
    static let pointerGesturesHighestVersion: UInt32 = 3

    /// Binds the touchpad gesture manager when the compositor offers it (sway, mutter; weston
    /// does not) and says which way it went in one log line.
    static func bindPointerGestures(_ registry: Registry, log: (String) -> Void) -> (proxy: OpaquePointer, version: UInt32)? {
        guard let global = registry.first("zwp_pointer_gestures_v1") else {
            log("touchpad gestures: not offered (the wheel with a modifier pinches and turns)")
            return nil
        }
        let bound = registry.bind(global, interface: tactile_zwp_pointer_gestures_v1_interface(), highest: pointerGesturesHighestVersion)
        log("touchpad gestures: zwp_pointer_gestures_v1 v\(bound.version)")
        return bound
    }

    /// Lets the gesture manager go (after every pointer's gesture objects): released from
    /// version 2, before which the protocol had no destructor request.
    static func releasePointerGestures(_ manager: (proxy: OpaquePointer, version: UInt32)) {
        if manager.version >= UInt32(ZWP_POINTER_GESTURES_V1_RELEASE_SINCE_VERSION) {
            zwp_pointer_gestures_v1_release(manager.proxy)
        } else {
            zwp_pointer_gestures_v1_destroy(manager.proxy)
        }
    }
}
