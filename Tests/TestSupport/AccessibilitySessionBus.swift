import Foundation

/// A private session bus (`dbus-daemon --session`) with at-spi2-core's bus launcher on it, in
/// a runtime directory of its own (where the launcher puts the accessibility bus), so tests
/// run in parallel and never see the desktop's. `org.a11y.Status` starts off; `setEnabled`
/// turns it on and off as a desktop's accessibility setting does. `stop()`, or deinit, ends
/// the launcher (which ends the accessibility bus, and with it the registry) and the bus.
public final class AccessibilitySessionBus {
    /// The bus's address, for DBUS_SESSION_BUS_ADDRESS.
    public let address: String
    /// Its runtime directory (XDG_RUNTIME_DIR of everything on it).
    public let directory: URL
    private var processes: [Process] = []

    /// The environment a client of this bus runs with.
    public var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    /// The bus's and the launcher's: the accessibility bus's socket goes into the runtime
    /// directory, and the accessibility setting is kept in memory (no dconf).
    private var serviceEnvironment: [String: String] {
        environment.merging(["XDG_RUNTIME_DIR": directory.path, "GSETTINGS_BACKEND": "memory"]) { $1 }
    }

    /// Starts the bus and the launcher; throws when either is missing or does not answer
    /// within 20 s.
    public init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        address = "unix:path=\(directory.path)/bus"
        do {
            try launch("/usr/bin/dbus-daemon", ["--session", "--nofork", "--nopidfile", "--address=\(address)"], output: "dbus")
            try waitUntil("the session bus") { (try? self.call(["org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus.GetId"])) != nil }
            try launch("/usr/libexec/at-spi-bus-launcher", [], output: "launcher")
            try waitUntil("org.a11y.Bus") { (try? self.status()) != nil }
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    /// `org.a11y.Status`'s IsEnabled as the launcher tells it.
    public func status() throws -> String {
        try call(["org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties.Get", "org.a11y.Status", "IsEnabled"])
    }

    /// Sets `org.a11y.Status`'s IsEnabled, which the launcher announces with PropertiesChanged.
    public func setEnabled(_ enabled: Bool) throws {
        _ = try call(["org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties.Set", "org.a11y.Status", "IsEnabled",
                      enabled ? "<true>" : "<false>"])
    }

    /// Ends the launcher (which ends the accessibility bus it started) and the bus, by their
    /// own process ids, and removes the directory.
    public func stop() {
        for process in processes.reversed() { Self.end(process) }
        processes = []
        try? FileManager.default.removeItem(at: directory)
    }

    /// Calls a method with `gdbus call` (destination, path, method, arguments); its output.
    private func call(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
        // --session with the bus in the environment: with --address, gdbus would talk to the
        // daemon as a peer, without the Hello a bus wants first.
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.arguments = ["call", "--session", "--timeout", "10", "--dest", arguments[0], "--object-path", arguments[1],
                             "--method", arguments[2]] + arguments.dropFirst(3)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BusError("gdbus call \(arguments[2]) failed") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Ends `process`: SIGTERM, and SIGKILL if it is still there 5 s later.
    public static func end(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        let end = Date().addingTimeInterval(5)
        while process.isRunning, Date() < end { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Runs `executable` with `arguments` with no signal blocked: the test runner blocks
    /// SIGTERM in its threads and a spawned process inherits the mask, so without this it
    /// would ignore `terminate()` (and the launcher would not end the accessibility bus).
    public static func unblocked(_ process: Process, _ executable: String, _ arguments: [String]) {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
                             executable] + arguments
    }

    /// Starts `executable` on the bus with its output in `output`.log.
    private func launch(_ executable: String, _ arguments: [String], output: String) throws {
        let process = Process()
        Self.unblocked(process, executable, arguments)
        process.environment = ProcessInfo.processInfo.environment.merging(serviceEnvironment) { $1 }
        let log = directory.appendingPathComponent(output + ".log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        processes.append(process)
    }

    /// Polls `condition` every 20 ms for up to 20 s.
    private func waitUntil(_ what: String, _ condition: () -> Bool) throws {
        let end = Date().addingTimeInterval(20)
        while Date() < end {
            if condition() { return }
            usleep(20_000)
        }
        throw BusError("\(what) did not answer within 20 s")
    }
}

/// Why the private bus did not come up.
public struct BusError: Error, CustomStringConvertible {
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
