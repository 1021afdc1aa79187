import FoundationEssentials
import Glibc

/// Keeps an app's `Document` (what the user arranged, as the app models it) in a JSON file
/// across restarts, power losses and crashes.
///
/// Use: `load()` once at start (nil: use the defaults); `noteChange()` whenever the
/// arrangement changes; `saveIfChanged { capture }` whenever the scene comes to rest (no
/// gesture, no animation: see `RestDetector`). A drag in progress is therefore never saved:
/// killed mid-drag, the app restarts with the item where it was before the drag.
///
/// Writes are atomic (temporary file, fsync, rename, fsync of the directory), coalesced
/// (nothing is captured until a change was noted) and skipped when the captured state equals
/// what the file already holds. A file that cannot be read or decoded is never overwritten:
/// `load()` moves it aside and reports it in one line, naming the JSON problem and where it is
/// (line and column, or the path of the field the document's decoding refused). A document
/// should decode strictly (wrong types, impossible values, another format version are
/// errors): a kiosk that restores a half-read arrangement looks broken.
public final class StateStore<Document: Codable & Equatable> {
    /// The state file's path.
    public let path: String
    /// Why saving is off, when a corrupt file could not be moved aside (it must not be
    /// overwritten); nil while saving works.
    public private(set) var savingDisabledReason: String?
    /// True when a change was noted and not yet saved.
    public private(set) var hasUnsavedChanges = false

    private let log: (String) -> Void
    /// What the file holds, as last read or written.
    private var stored: Document?
    /// Seconds since 1970, for the names of files moved aside (tests fix it).
    var wallClock: () -> Int = { Int(time(nil)) }
    /// The system calls that write and move the file (tests make one fail).
    var fileCalls = FileCalls()

    /// A store for the file at `path`, or at `defaultPath(environment:)` when nil. `log`
    /// receives one line per problem (a corrupt file set aside, a failed write).
    public init(path: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                log: @escaping (String) -> Void) {
        self.path = path ?? Self.defaultPath(environment: environment)
        self.log = log
    }

    /// `$XDG_STATE_HOME/tactile/state.json`, or `~/.local/state/tactile/state.json` when
    /// XDG_STATE_HOME is unset, empty or relative (as the XDG base directory spec says).
    public static func defaultPath(environment: [String: String]) -> String {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/tactile/state.json"
        }
        // Without HOME, the user's home from the password database, as a login shell sets it.
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? getpwuid(getuid()).map { String(cString: $0.pointee.pw_dir) } ?? "/"
        return home + "/.local/state/tactile/state.json"
    }

    /// Reads the saved state: nil when there is no file (silently) or when it is unreadable
    /// or corrupt (bad JSON, truncated, another version, wrong types or values), in which case
    /// the file is renamed to `<path>.corrupt-<UTC time>`, one line says so, and the caller
    /// uses its defaults. Temporary files left by a write that a crash interrupted are removed.
    public func load() -> Document? {
        FileAccess.removeLeftoverTemporaries(of: path)
        let problem: String
        do {
            guard let bytes = try FileAccess.read(path) else { return nil }
            do {
                let state = try JSONDecoder().decode(Document.self, from: Data(bytes))
                stored = state
                return state
            } catch {
                problem = "is corrupt (\(JSONProblem(error, decoding: bytes)))"
            }
        } catch {
            problem = "is unreadable (\(error.description))"
        }
        let aside = asidePath()
        if fileCalls.rename(path, aside) == 0 {
            log("state: \(path) \(problem); kept as \(aside), starting from the defaults")
        } else {
            let reason = String(cString: strerror(errno))
            savingDisabledReason = "\(path) \(problem) and could not be moved aside (\(reason))"
            log("state: \(path) \(problem) and could not be moved aside (\(reason)); starting from the defaults without saving, so it is not overwritten")
        }
        return nil
    }

    /// Records that the arrangement changed; the next `saveIfChanged` captures and writes it.
    public func noteChange() { hasUnsavedChanges = true }

    /// When a change was noted, captures the state and writes it unless the file already
    /// holds exactly that state. Call it only while the scene is at rest. Returns true when
    /// the file was written. A failed write is reported in one line and retried at the next
    /// call.
    @discardableResult
    public func saveIfChanged(_ capture: () -> Document) -> Bool {
        guard hasUnsavedChanges, savingDisabledReason == nil else { return false }
        hasUnsavedChanges = false
        let state = capture()
        guard state != stored else { return false }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            var bytes = Array(try encoder.encode(state))
            bytes.append(0x0a)
            try FileAccess.replace(path, with: bytes, calls: fileCalls)
        } catch {
            hasUnsavedChanges = true
            log("state: not saved: \(error)")
            return false
        }
        stored = state
        return true
    }

    /// `<path>.corrupt-20261122T080005Z`, with "-2", "-3"… added if that name is taken.
    private func asidePath() -> String {
        var seconds = time_t(wallClock())
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let stamp = "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
        let base = "\(path).corrupt-\(stamp)"
        var candidate = base
        var number = 1
        while access(candidate, F_OK) == 0 {
            number += 1
            candidate = "\(base)-\(number)"
        }
        return candidate
    }
}
