/// Where the input layer reports what it dropped or repaired (impossible event sequences,
/// compositor quirks), one line per incident.
///
/// A value passed in by the owner rather than a global logger, so tests can capture the
/// lines and an application can route them wherever it logs.
public struct InputLog {
    private let sink: ((String) -> Void)?

    /// A log that writes each line through `sink`.
    public init(_ sink: @escaping (String) -> Void) { self.sink = sink }

    /// A log that discards everything without building the messages.
    public static var silent: InputLog { InputLog(nil) }

    private init(_ sink: ((String) -> Void)?) { self.sink = sink }

    /// Reports one incident; the message is only built when someone listens.
    func debug(_ message: @autoclosure () -> String) {
        if let sink { sink(message()) }
    }
}
