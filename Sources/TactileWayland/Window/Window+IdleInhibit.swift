import CWaylandProtocols

extension Window {
    /// Whether the compositor can be kept from blanking or locking the screen for idleness
    /// while this window shows (it offers `zwp_idle_inhibit_manager_v1`).
    package var canInhibitIdle: Bool { idleInhibitManager != nil }

    /// True while the window holds the compositor's idle blanking off.
    package var isIdleInhibited: Bool { idleInhibitor != nil }

    /// Holds the compositor's idle blanking and locking off while the surface is visible
    /// (true), or lets it act again (false). Does nothing when the compositor lacks the
    /// protocol (`canInhibitIdle`) or the state is already the one asked for.
    package func setIdleInhibited(_ inhibited: Bool) {
        if inhibited, idleInhibitor == nil, let idleInhibitManager {
            idleInhibitor = zwp_idle_inhibit_manager_v1_create_inhibitor(idleInhibitManager, surface)
        } else if !inhibited, let idleInhibitor {
            zwp_idle_inhibitor_v1_destroy(idleInhibitor)
            self.idleInhibitor = nil
        }
    }
}
