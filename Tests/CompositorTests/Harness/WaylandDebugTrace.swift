/// Reads the events a client received from its WAYLAND_DEBUG=1 log (libwayland prints each
/// one to standard error as `[time] interface@id.event(arguments)`), normalised so a test can
/// compare whole traces: object IDs and serials, which vary from run to run, are dropped.
///
/// `wl_touch@8.down(30, 1000, wl_surface@7, 0, 200.00000000, 200.00000000)` becomes
/// `wl_touch.down(1000, wl_surface, 0, 200.00000000, 200.00000000)`.
enum WaylandDebugTrace {
    /// Events whose first argument is a serial.
    private static let serialFirst: Set<String> = [
        "wl_touch.down", "wl_touch.up", "wl_pointer.enter", "wl_pointer.leave", "wl_pointer.button",
        "wl_keyboard.enter", "wl_keyboard.leave", "wl_keyboard.key", "wl_keyboard.modifiers",
    ]

    /// Events that describe configuration rather than input; they carry sizes and fds that
    /// differ between machines.
    private static let configuration: Set<String> = ["wl_keyboard.keymap", "wl_keyboard.repeat_info"]

    /// The normalised input events received on objects of `interfaces`, in order. Requests the
    /// client sent (lines with " -> ") and other lines are skipped.
    static func events(in log: String, interfaces: Set<String>) -> [String] {
        log.split(separator: "\n").compactMap { event(in: $0, interfaces: interfaces) }
    }

    private static func event(in line: Substring, interfaces: Set<String>) -> String? {
        guard line.hasPrefix("["), !line.contains(" -> "),
              let bracket = line.firstIndex(of: "]") else { return nil }
        let message = line[line.index(after: bracket)...].drop { $0 == " " }
        guard let at = message.firstIndex(of: "@"), let dot = message.firstIndex(of: "."),
              let open = message.firstIndex(of: "("), message.hasSuffix(")"), at < dot, dot < open else { return nil }
        let interface = String(message[..<at])
        let name = interface + "." + message[message.index(after: dot)..<open]
        guard interfaces.contains(interface), !configuration.contains(name) else { return nil }
        let argumentText = message[message.index(after: open)..<message.index(before: message.endIndex)]
        var arguments = argumentText.isEmpty ? [] : argumentText.split(separator: ",").map {
            withoutObjectID(String($0.drop { $0 == " " }))
        }
        if serialFirst.contains(name), !arguments.isEmpty {
            arguments.removeFirst()
        }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// `wl_surface@7` becomes `wl_surface`; other arguments stay as they are.
    private static func withoutObjectID(_ argument: String) -> String {
        guard let at = argument.firstIndex(of: "@"),
              argument[argument.index(after: at)...].allSatisfy(\.isNumber) else { return argument }
        return String(argument[..<at])
    }
}

extension WestonHarness {
    /// Waits until `client`, started with WAYLAND_DEBUG=1 in its environment, has logged at
    /// least `count` events on `interfaces`, and returns all of them normalised (see
    /// `WaylandDebugTrace`); compare the result with the whole expected trace, so that extra
    /// events fail the test too. Throws with weston's log tail after `timeout`.
    func receivedEvents(of client: HarnessProcess, interfaces: Set<String>, atLeast count: Int,
                        timeout: Duration = .harnessWait) throws -> [String] {
        var events: [String] = []
        try waitUntil("\(count) events on \(interfaces.sorted()) in \(client.name)'s WAYLAND_DEBUG log", timeout: timeout) {
            events = WaylandDebugTrace.events(in: client.standardError(), interfaces: interfaces)
            return events.count >= count
        }
        return events
    }
}
