import Foundation
import TestSupport
import Testing
@testable import Tactile

@Test func latencyCountsFramesShowingInputButNotInputThatShowedNothing() throws {
    let path = NSTemporaryDirectory() + "tactile-latency-test-\(getpid()).txt"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let recorder = FrameLatencyRecorder(reportPath: path)
    recorder.inputReceived()       // A pointer entering: nothing to show.
    recorder.inputShowedNothing()
    recorder.frameRendered(committed: true)   // An animation frame: no input in it.
    recorder.inputReceived()
    recorder.inputReceived()
    recorder.frameRendered(committed: true)   // Shows both: one sample.
    recorder.inputReceived()
    recorder.frameRendered(committed: false)  // Drawn, nothing changed: no sample.
    recorder.frameRendered(committed: true)
    recorder.writeReport()
    let report = try String(contentsOfFile: path, encoding: .utf8)
    #expect(report.hasPrefix("frames 1 p50 "))
}
