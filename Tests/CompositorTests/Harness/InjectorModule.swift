import Foundation

/// The weston module `Tests/WestonInjector/tactile-inject.c`, compiled once per test process.
enum InjectorModule {
    /// The compiled module's absolute path, compiling it on first use (thread-safe: a lazily
    /// initialised constant). Throws with the compiler's or pkg-config's output when the module
    /// cannot be built, which means the compositor test environment is missing: a failure.
    static func path() throws -> String {
        try compiled.get()
    }

    private static let compiled: Result<String, HarnessError> = Result { try compile() }.mapError {
        $0 as? HarnessError ?? HarnessError("\($0)")
    }

    /// The C source, found relative to this file so the tests work from any working directory.
    private static var sourcePath: String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Harness
            .deletingLastPathComponent()  // CompositorTests
            .deletingLastPathComponent()  // Tests
            .appendingPathComponent("WestonInjector/tactile-inject.c").path
    }

    /// The per-process directory holding the module; named after the process so the exit
    /// handler can find and remove it without any stored state.
    private static var directory: String {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("tactile-inject-\(getpid())").path
    }

    private static func compile() throws -> String {
        let flags = try ExecutableLookup.run(
            "pkg-config", ["--cflags", "--libs", "libweston-10", "wayland-server"],
            installHint: "install pkg-config")
        guard flags.status == 0 else {
            throw HarnessError("pkg-config cannot find libweston-10 and wayland-server (install libweston-10-dev and libwayland-dev):\n\(flags.output)")
        }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        atexit {
            try? FileManager.default.removeItem(atPath: InjectorModule.directory)
        }
        let output = "\(directory)/tactile-inject.so"
        let arguments = ["-shared", "-fPIC", "-O1", "-Wall", "-Wextra", "-Wno-unused-parameter", "-Werror",
                         "-o", output, sourcePath] + flags.output.split(whereSeparator: \.isWhitespace).map(String.init)
        let compiler = try ExecutableLookup.run("cc", arguments, installHint: "install a C compiler (gcc or clang)")
        guard compiler.status == 0 else {
            throw HarnessError("compiling \(sourcePath) failed:\n\(compiler.output)")
        }
        return output
    }
}
