import Foundation

/// Compiling the harness's C helpers (weston's injector module, sway's input-method client)
/// once per test process into a per-process directory, removed when the process exits.
enum CompiledC {
    /// The repository's root, found relative to this file so the tests work from any working
    /// directory.
    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Harness
            .deletingLastPathComponent()  // CompositorTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
    }

    /// The per-process directory holding what was compiled; named after the process so the
    /// exit handler can find and remove it without any stored state.
    private static var directory: String {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tactile-harness-\(getpid())").path
    }

    private static let directoryMade: Result<Void, HarnessError> = Result {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        atexit {
            try? FileManager.default.removeItem(atPath: CompiledC.directory)
        }
    }.mapError { $0 as? HarnessError ?? HarnessError("\($0)") }

    /// Compiles `sources` (paths relative to the repository's root) into `output` (a file name
    /// in the per-process directory) with warnings as errors, the flags of pkg-config
    /// `packages` and `arguments` (`-shared -fPIC` for a module), and returns its absolute
    /// path. Throws with the compiler's or pkg-config's output, saying what to install.
    static func compile(_ sources: [String], into output: String, packages: [String], arguments: [String] = [],
                        installHint: String) throws -> String {
        let flags = try ExecutableLookup.run("pkg-config", ["--cflags", "--libs"] + packages, installHint: "install pkg-config")
        guard flags.status == 0 else {
            throw HarnessError("pkg-config cannot find \(packages.joined(separator: " and ")) (\(installHint)):\n\(flags.output)")
        }
        try directoryMade.get()
        let path = "\(directory)/\(output)"
        let sourcePaths = sources.map { repositoryRoot.appendingPathComponent($0).path }
        let compilerArguments = arguments + ["-O1", "-Wall", "-Wextra", "-Wno-unused-parameter", "-Werror", "-o", path]
            + sourcePaths + flags.output.split(whereSeparator: \.isWhitespace).map(String.init)
        let compiler = try ExecutableLookup.run("cc", compilerArguments, installHint: "install a C compiler (gcc or clang)")
        guard compiler.status == 0 else {
            throw HarnessError("compiling \(sources.joined(separator: " ")) failed:\n\(compiler.output)")
        }
        return path
    }
}
