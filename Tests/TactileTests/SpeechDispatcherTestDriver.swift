import Dispatch
import Foundation
@testable import Tactile
import TestSupport
import Testing

/// Drives a `SpeechDispatcherOutput` as a window's main loop would: its thread's wake-ups land
/// on a semaphore, and `pump` waits for each (bounded, never for ever) and delivers the news.
/// What availability changes the output reported are kept in order.
final class SpeechDispatcherTestDriver {
    let output: SpeechDispatcherOutput
    private let woken = DispatchSemaphore(value: 0)
    private(set) var changes: [Bool] = []

    /// An output for the fake server's socket that tries again every `retryInterval`, starts
    /// no server itself unless `autospawn`, and counts a server silent for `replyTimeout` as gone.
    init(server: FakeSpeechDispatcher, autospawn: Bool = false, retryInterval: Duration = .milliseconds(100),
         replyTimeout: Duration = .seconds(5)) {
        let woken = woken
        output = SpeechDispatcherOutput(address: .unixSocket(path: server.socketPath), autospawn: autospawn,
                                        retryInterval: retryInterval, replyTimeout: replyTimeout) { woken.signal() }
        output.availabilityChanged = { [unowned self] in changes.append($0) }
    }

    /// Delivers the thread's news at each of its wake-ups until `condition` holds; records an
    /// issue when it does not within 10 s.
    func pump(until what: String, _ condition: (SpeechDispatcherOutput) -> Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let deadline = DispatchTime.now() + 10
        while !condition(output) {
            guard woken.wait(timeout: deadline) == .success else {
                Issue.record("no wake-up brought \(what) within 10 s", sourceLocation: sourceLocation)
                return
            }
            output.deliverAvailability()
        }
    }
}

/// The line libspeechd opens every connection with: `USER:CLIENT:CONNECTION`.
let speechClientNameLine = "SET SELF CLIENT_NAME \"\(String(cString: getpwuid(getuid())!.pointee.pw_name)):tactile:main\""

/// What every connection starts with: the client's name, then the output's volume and rate
/// (0.7 and 0.5 as SSIP's 40 and 0, unless changed).
func speechConnectionStart(volume: Int = 40, rate: Int = 0) -> [String] {
    [speechClientNameLine, "SET SELF VOLUME \(volume)", "SET SELF RATE \(rate)"]
}

/// Waits until the fake's connection `index` has exactly `lines` (up to 10 s), then checks it.
func expectConnection(_ server: FakeSpeechDispatcher, _ index: Int, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    _ = server.waitUntil { $0.count > index && $0[index].count >= lines.count }
    let connections = server.connections
    #expect(connections.count > index, "connection \(index) never came", sourceLocation: sourceLocation)
    guard connections.count > index else { return }
    #expect(connections[index] == lines, sourceLocation: sourceLocation)
}
