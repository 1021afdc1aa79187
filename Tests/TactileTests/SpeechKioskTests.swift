import Testing
@testable import Tactile

/// Speech mode and the kiosk session on one host, offscreen: the warning spoken, the time
/// limits doubled, the idle reset turning speech mode off.
@Suite struct SpeechKioskTests {
    @Test func theWarningIsSpokenAndTheResetEndsSpeechMode() {
        let run = KioskWarningTests.Run(KioskTimeouts(idleReset: .seconds(30), attract: nil, warning: .seconds(20)))
        run.runner.host.setSpeechMode(true)
        #expect(run.session.isSpeechModeOn, "speech mode doubles the session's times")
        run.run(until: 61)
        let spoken = run.lines.filter { $0.line.hasPrefix("speak") || $0.line.hasPrefix("speech") || $0.line == "kiosk warning 40 s" }
            .map { "\(Int($0.time)) \($0.line)" }
        #expect(Array(spoken.dropFirst()) == [
            "0 speech on",
            "20 kiosk warning 40 s",
            "20 speak \"Are you still there? The screen resets in 40 seconds.\"",
            "50 speak \"Are you still there? The screen resets in 10 seconds.\"",
            "55 speak \"Are you still there? The screen resets in 5 seconds.\"",
            "60 speak \"Speech off\"",
            "60 speech off",
        ])
        #expect(!run.runner.host.isSpeechModeOn && !run.session.isSpeechModeOn)
    }
}
