import Foundation

/// Finding programs the harness runs: by absolute or relative path, or by name in `PATH`.
enum ExecutableLookup {
    /// The absolute path of `name`: `name` itself when it contains a slash, otherwise the first
    /// executable of that name in `PATH`. Throws, saying what to install, when there is none.
    static func path(of name: String, installHint: String = "") throws -> String {
        let manager = FileManager.default
        if name.contains("/") {
            let absolute = URL(fileURLWithPath: name).standardizedFileURL.path
            guard manager.isExecutableFile(atPath: absolute) else {
                throw HarnessError("\(absolute) is not an executable file")
            }
            return absolute
        }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in searchPath.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if manager.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        throw HarnessError("\(name) not found in PATH (\(searchPath))" + (installHint.isEmpty ? "" : "; \(installHint)"))
    }

    /// Runs `name` with `arguments` to completion and returns its exit code and its standard
    /// output and error merged (one pipe, so a chatty tool cannot block on a full second pipe).
    static func run(_ name: String, _ arguments: [String], installHint: String = "") throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path(of: name, installHint: installHint))
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
