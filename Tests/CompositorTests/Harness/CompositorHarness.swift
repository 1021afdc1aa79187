import Foundation

/// What a test needs of a private compositor to run clients on it, whichever it is
/// (`WestonHarness`, `SwayHarness`).
protocol CompositorHarness: AnyObject {
    /// The compositor's private XDG_RUNTIME_DIR, where clients' output and logs go too.
    var runtimeDirectory: String { get }
    /// Starts `executable` as a client of this compositor (see `HarnessClients.launch`).
    func launchClient(executable: String, arguments: [String], environment: [String: String]) throws -> HarnessProcess
    /// Polls `condition` until true; throws, naming `description` and with the tail of the
    /// compositor's log, after `timeout`.
    func waitUntil(_ description: String, timeout: Duration, condition: () throws -> Bool) throws
}

/// Making the private runtime directory of a compositor harness.
enum PrivateDirectory {
    /// A new directory `<prefix>XXXXXX` in the temporary directory, mode 0700.
    static func make(prefix: String) throws -> String {
        var template = Array(URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent(prefix + "XXXXXX").path.utf8CString)
        // mkdtemp creates the directory with mode 0700 and writes its name into the template.
        guard mkdtemp(&template) != nil else {
            throw HarnessError("mkdtemp failed: \(String(cString: strerror(errno)))")
        }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
