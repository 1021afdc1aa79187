import Foundation

/// Polls `condition` every `interval` until it returns true or `timeout` (wall-clock) has passed;
/// returns whether it became true. The condition is checked once more at the deadline, so a
/// slow machine never fails a check that has in fact come true.
func poll(timeout: Duration, interval: Duration = .milliseconds(10), until condition: () throws -> Bool) rethrows -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
        if try condition() {
            return true
        }
        Thread.sleep(forTimeInterval: interval.seconds)
    }
    return try condition()
}

extension Duration {
    /// How long a harness waits for something a client or the compositor is expected to do.
    /// Generous on purpose: the whole suite runs two compositor tests at once on a 2-core
    /// machine, each a weston and debug-built clients, and a client can lag seconds behind its
    /// input there; a wait that comes true returns at once, so the limit only delays failures.
    static let harnessWait = Duration.seconds(20)


    /// This duration in seconds, for Foundation's `TimeInterval` APIs.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// Waits on `harness` until `lines()` (a client's log or report) holds every line of
/// `expected`; a failure names `place` and shows its last 20 lines, of those `shown` keeps.
func waitForLines(_ expected: [String], in place: String, on harness: some CompositorHarness, lines: () -> [String],
                  shown: ([String]) -> [String] = { $0 }) throws {
    do {
        try harness.waitUntil("the lines \(expected) in \(place)", timeout: .harnessWait) { Set(lines()).isSuperset(of: expected) }
    } catch {
        throw HarnessError("\(error)\n\(place) ends:\n\(shown(lines()).suffix(20).joined(separator: "\n"))")
    }
}
