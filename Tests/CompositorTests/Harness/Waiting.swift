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
    /// This duration in seconds, for Foundation's `TimeInterval` APIs.
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
