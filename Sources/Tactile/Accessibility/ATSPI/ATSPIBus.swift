import CGio
import Synchronization
import TactileCore

/// The AT-SPI bridge's D-Bus half, on a thread of its own that iterates a private GLib main
/// context (GDBus delivers replies, signals and method calls to the context that was the
/// thread's default when a connection or a subscription was made).
///
/// It watches the session bus's `org.a11y.Status` (`IsEnabled`, `ScreenReaderEnabled`). Only
/// while one is true does it connect to the accessibility bus (`org.a11y.Bus.GetAddress`),
/// export the tree (one object per element under `/org/a11y/atspi/accessible`, the cache at
/// `/org/a11y/atspi/cache`), ask the main loop for the tree, and register with the registry
/// (`Socket.Embed`) once the first snapshot has come. It answers screen readers from the last
/// snapshot the main loop published and turns the published changes into AT-SPI events;
/// anything that acts goes to the main loop as an `ATSPIRequest`.
///
/// Everything but `publish` and `stop` runs on that thread; the properties marked so are
/// touched there only.
final class ATSPIBus: @unchecked Sendable {
    /// The requests this thread sends the main loop.
    let toMain: ATSPIRequestQueue
    private let context: OpaquePointer
    private let loop: OpaquePointer
    private var thread: UnsafeMutablePointer<GThread>?

    /// What the main loop published and this thread has not taken yet.
    private struct Published {
        var snapshot: AccessibilitySnapshot?
        var changes: [AccessibilityChange] = []
        var isScheduled = false
    }
    private let published = Mutex(Published())

    // The D-Bus thread's own.
    /// The tree as this thread answers from it.
    var objects = ATSPIObjects()
    /// The connection to the accessibility bus while exported.
    var accessibilityBus: OpaquePointer?
    /// The `Application.Id` the registry gave the root.
    var applicationID: Int32 = 0
    private var session: OpaquePointer?
    private var status = (isEnabled: false, screenReaderEnabled: false)
    private var isConnecting = false
    private var waitsForFirstSnapshot = false
    private var registrations: [UInt32] = []
    private var subtree: UInt32 = 0
    private var reportedOff = false

    /// The session bus's address; nil for the session's own (DBUS_SESSION_BUS_ADDRESS).
    private let sessionAddress: String?

    /// A bridge half that names the root `applicationName` when the tree gives it no name,
    /// looks for screen readers on the session bus at `sessionAddress` (nil: the session's)
    /// and sends its requests to `toMain`. Nothing happens until `start()`.
    init(applicationName: String, sessionAddress: String? = nil, toMain: ATSPIRequestQueue) {
        self.toMain = toMain
        self.sessionAddress = sessionAddress
        objects.applicationName = applicationName
        context = g_main_context_new()
        loop = g_main_loop_new(context, 0)
    }

    deinit {
        g_main_loop_unref(loop)
        g_main_context_unref(context)
    }

    /// Starts the thread, which looks for the accessibility bus.
    func start() {
        thread = g_thread_new("tactile-atspi", { data in
            Unmanaged<ATSPIBus>.fromOpaque(data!).takeUnretainedValue().run()
            return nil
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Ends the thread: the tree leaves the accessibility bus and the connections close.
    /// Returns when the thread has ended.
    func stop() {
        guard let thread else { return }
        g_main_loop_quit(loop)
        g_thread_join(thread)
        self.thread = nil
    }

    /// Hands the tree as it is after an update and what changed in it since the last one to
    /// the D-Bus thread (from the main loop): a later snapshot replaces one not taken yet.
    func publish(_ snapshot: AccessibilitySnapshot, changes: [AccessibilityChange]) {
        let schedules = published.withLock { published in
            published.snapshot = snapshot
            published.changes.append(contentsOf: changes)
            defer { published.isScheduled = true }
            return !published.isScheduled
        }
        guard schedules else { return }
        g_main_context_invoke(context, { data in
            Unmanaged<ATSPIBus>.fromOpaque(data!).takeUnretainedValue().takePublished()
            return 0  // G_SOURCE_REMOVE
        }, Unmanaged.passUnretained(self).toOpaque())
    }

    /// The pointer GDBus callbacks get back as their user data.
    var userData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// The thread's body: watches the status until `stop()`.
    private func run() {
        g_main_context_push_thread_default(context)
        watchStatus()
        g_main_loop_run(loop)
        withdraw(reason: nil)
        if let session {
            g_dbus_connection_close_sync(session, nil, nil)
            g_object_unref(UnsafeMutableRawPointer(session))
        }
        session = nil
        g_main_context_pop_thread_default(context)
    }

    // MARK: Discovery

    /// Connects to the session bus (a connection of its own: the shared one would end the
    /// process when the bus goes), follows `org.a11y.Status` and reads it.
    private func watchStatus() {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
            | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        let address = sessionAddress ?? g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, nil, &error).map { found in
            defer { g_free(found) }
            return String(cString: found)
        }
        guard let address, let session = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            log("accessibility: no session bus (\(Self.describe(error))); screen readers cannot see the window")
            return
        }
        self.session = session
        _ = g_dbus_connection_signal_subscribe(
            session, "org.a11y.Bus", "org.freedesktop.DBus.Properties", "PropertiesChanged", "/org/a11y/bus",
            "org.a11y.Status", G_DBUS_SIGNAL_FLAGS_NONE,
            { _, _, _, _, _, parameters, data in
                Unmanaged<ATSPIBus>.fromOpaque(data!).takeUnretainedValue().statusChanged(parameters!)
            }, userData, nil)
        g_dbus_connection_call(
            session, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "GetAll",
            GVariantValue.tuple([GVariantValue.string("org.a11y.Status")]), GVariantValue.type("(a{sv})"),
            G_DBUS_CALL_FLAGS_NONE, 10_000, nil,
            { source, result, data in
                var error: UnsafeMutablePointer<GError>?
                let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                Unmanaged<ATSPIBus>.fromOpaque(data!).takeUnretainedValue().statusRead(reply, error: error)
            }, userData)
    }

    /// The first reading of `org.a11y.Status` (a `(a{sv})` reply), or why there is none.
    private func statusRead(_ reply: OpaquePointer?, error: UnsafeMutablePointer<GError>?) {
        guard let reply else {
            log("accessibility: no org.a11y.Bus on the session bus (\(Self.describe(error))); screen readers cannot see the window")
            return
        }
        GVariantArgument.child(reply, 0) { update(from: $0) }
        g_variant_unref(reply)
    }

    /// A `PropertiesChanged` of `org.a11y.Status` (`(sa{sv}as)`).
    private func statusChanged(_ parameters: OpaquePointer) {
        GVariantArgument.child(parameters, 1) { update(from: $0) }
    }

    /// Takes the status properties `properties` (`a{sv}`) holds and exports or withdraws.
    private func update(from properties: OpaquePointer) {
        if let enabled = GVariantArgument.boolean(properties, "IsEnabled") { status.isEnabled = enabled }
        if let enabled = GVariantArgument.boolean(properties, "ScreenReaderEnabled") { status.screenReaderEnabled = enabled }
        if status.isEnabled || status.screenReaderEnabled {
            connect()
        } else if accessibilityBus != nil {
            withdraw(reason: "the screen reader left (org.a11y.Status off); the tree is withdrawn and no longer read")
        } else if !reportedOff {
            reportedOff = true
            log("accessibility: no screen reader (org.a11y.Status off); nothing exported")
        }
    }

    // MARK: Export

    /// Asks for the accessibility bus's address and connects to it, unless connected.
    private func connect() {
        guard let session, accessibilityBus == nil, !isConnecting else { return }
        isConnecting = true
        g_dbus_connection_call(
            session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, GVariantValue.type("(s)"),
            G_DBUS_CALL_FLAGS_NONE, 10_000, nil,
            { source, result, data in
                var error: UnsafeMutablePointer<GError>?
                let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                Unmanaged<ATSPIBus>.fromOpaque(data!).takeUnretainedValue().addressRead(reply, error: error)
            }, userData)
    }

    /// Connects to the accessibility bus at the address in `reply` (`(s)`), exports the
    /// objects and asks the main loop for the tree; `Embed` waits for its first snapshot.
    private func addressRead(_ reply: OpaquePointer?, error: UnsafeMutablePointer<GError>?) {
        isConnecting = false
        guard let reply else {
            log("accessibility: no accessibility bus address (\(Self.describe(error))); screen readers cannot see the window")
            return
        }
        let address = GVariantArgument.string(reply, 0)
        g_variant_unref(reply)
        // The status may have gone off meanwhile.
        guard status.isEnabled || status.screenReaderEnabled else { return }
        var connectError: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
            | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let bus = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &connectError) else {
            log("accessibility: cannot connect to the accessibility bus (\(Self.describe(connectError)))")
            return
        }
        accessibilityBus = bus
        objects.busName = String(cString: g_dbus_connection_get_unique_name(bus))
        objects.rootParent = .null
        exportObjects(on: bus)
        waitsForFirstSnapshot = true
        toMain.post(.start)
    }

    /// Registers the element objects (a subtree: their paths come and go with the tree) and
    /// the cache object on `bus`.
    private func exportObjects(on bus: OpaquePointer) {
        var error: UnsafeMutablePointer<GError>?
        subtree = g_dbus_connection_register_subtree(
            bus, ATSPIObjects.prefix, ATSPIBus.subtreeVTable, G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES,
            userData, nil, &error)
        let cache = g_dbus_connection_register_object(bus, "/org/a11y/atspi/cache", ATSPIInterfaces.info(ATSPIInterfaces.cache),
                                                      ATSPIBus.interfaceVTable, userData, nil, &error)
        registrations = [cache]
        if subtree == 0 || cache == 0 { log("accessibility: cannot export the tree (\(Self.describe(error)))") }
    }

    /// Registers the root with the registry, which makes the app one of the desktop's.
    private func embed(on bus: OpaquePointer) {
        g_dbus_connection_call(
            bus, "org.a11y.atspi.Registry", ATSPIObjects.prefix + "/root", "org.a11y.atspi.Socket", "Embed",
            GVariantValue.tuple([GVariantValue.reference(objects.reference(0))]), GVariantValue.type("((so))"),
            G_DBUS_CALL_FLAGS_NONE, 10_000, nil,
            { source, result, data in
                var error: UnsafeMutablePointer<GError>?
                let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
                Unmanaged<ATSPIBus>.fromOpaque(data!).takeUnretainedValue().embedded(reply, on: OpaquePointer(source)!, error: error)
            }, userData)
    }

    /// Keeps the registry's desktop (`((so))` in `reply`) as the root's parent.
    private func embedded(_ reply: OpaquePointer?, on bus: OpaquePointer, error: UnsafeMutablePointer<GError>?) {
        guard bus == accessibilityBus else {
            if let reply { g_variant_unref(reply) }
            return
        }
        guard let reply else {
            log("accessibility: the registry refused the tree (\(Self.describe(error)))")
            return
        }
        GVariantArgument.child(reply, 0) { parent in
            objects.rootParent = ATSPIReference(busName: GVariantArgument.string(parent, 0), path: GVariantArgument.string(parent, 1))
        }
        g_variant_unref(reply)
        log("accessibility: a screen reader listens; the tree is on the accessibility bus as \(objects.busName)")
    }

    /// Withdraws the objects, leaves the registry and closes the accessibility bus, then tells
    /// the main loop to stop reading the tree; logs `reason` when given.
    private func withdraw(reason: String?) {
        guard let bus = accessibilityBus else { return }
        if subtree != 0 { g_dbus_connection_unregister_subtree(bus, subtree) }
        for registration in registrations { g_dbus_connection_unregister_object(bus, registration) }
        (subtree, registrations) = (0, [])
        g_dbus_connection_call(
            bus, "org.a11y.atspi.Registry", ATSPIObjects.prefix + "/root", "org.a11y.atspi.Socket", "Unembed",
            GVariantValue.tuple([GVariantValue.reference(objects.reference(0))]), nil, G_DBUS_CALL_FLAGS_NO_AUTO_START,
            -1, nil, nil, nil)
        // Closing sends what is queued (the Unembed) first.
        g_dbus_connection_close_sync(bus, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(bus))
        accessibilityBus = nil
        waitsForFirstSnapshot = false
        toMain.post(.stop)
        if let reason { log("accessibility: \(reason)") }
    }

    // MARK: Published trees

    /// Takes what the main loop published: the snapshot answers from now on, the changes
    /// become events (or, for the first snapshot, the root is embedded).
    private func takePublished() {
        let (snapshot, changes) = published.withLock { published in
            defer { published = Published() }
            return (published.snapshot, published.changes)
        }
        guard let snapshot else { return }
        let old = objects
        objects.snapshot = snapshot
        guard let bus = accessibilityBus else { return }
        if waitsForFirstSnapshot {
            waitsForFirstSnapshot = false
            embed(on: bus)
        } else {
            emitEvents(for: changes, before: old, on: bus)
        }
    }

    /// Sends `line` to the app's log through the main loop.
    func log(_ line: String) { toMain.post(.log(line)) }

    /// The message of `error`, freed.
    static func describe(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
