import Foundation

/// The weston module `Tests/WestonInjector/tactile-inject.c`, compiled once per test process.
enum InjectorModule {
    /// The compiled module's absolute path, compiling it on first use (thread-safe: a lazily
    /// initialised constant). Throws with the compiler's or pkg-config's output when the module
    /// cannot be built, which means the compositor test environment is missing: a failure.
    static func path() throws -> String {
        try compiled.get()
    }

    private static let compiled: Result<String, HarnessError> = Result {
        try CompiledC.compile(["Tests/WestonInjector/tactile-inject.c"], into: "tactile-inject.so",
                              packages: ["libweston-10", "wayland-server"], arguments: ["-shared", "-fPIC"],
                              installHint: "install libweston-10-dev and libwayland-dev")
    }.mapError { $0 as? HarnessError ?? HarnessError("\($0)") }
}
