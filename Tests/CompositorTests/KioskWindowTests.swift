import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The demo as a kiosk on a headless weston at 1024×768 with short timeouts: it forgets the
/// visitor (fields empty, back to sorting, in the state file too), its warning before the
/// reset and its attract screen take the touch that answers them without passing it on, and
/// it tells a notification socket of the test's own that it is ready and alive, as systemd's
/// `Type=notify` and `WatchdogSec=` expect.
@Suite struct KioskWindowTests {
    /// Waits up to `timeout` for `expected` lines in `run`'s event log.
    static func waitFor(_ expected: [String], in run: DemoScenesTests.Run, timeout: Duration = .seconds(15)) throws {
        try run.harness.waitUntil("the lines \(expected) in the event log", timeout: timeout) {
            Set(run.demo.lines).isSuperset(of: expected)
        }
    }

    @Test func anIdleResetEmptiesTheFieldsAndGoesBackToSortingInTheStateFileToo() throws {
        let run = try DemoScenesTests.launch(["--scene", "tags", "--idle-reset", "3", "--warning", "0", "--attract-after", "0"])
        let harness = run.harness
        try run.waitFor(["field name 24 24 976 64"])
        try harness.touchDrag(from: (512, 56), to: (512, 56), steps: 1, startTime: 1000)
        try run.waitFor(["keyboard shown"])
        try DemoManipulationTests.press(DemoTextEntryTests.keyS, on: harness)
        try run.waitFor(["text name \"s\"", "state saved"])
        try Self.waitFor(["idle reset", "scene sorting", "keyboard hidden"], in: run)
        try harness.waitUntil("the reset in the state file") {
            let state = run.state()
            let fields = ((state?["scenes"] as? [String: Any])?["tags"] as? [String: Any])?["fields"] as? [String: String]
            return state?["activeScene"] as? String == "sorting" && fields == ["name": ""]
        }
        // Only one reset per idle period.
        #expect(run.demo.lines.filter { $0 == "idle reset" }.count == 1)
    }

    @Test func aTouchThroughTheAttractScreenLeavesTheTileUnmovedAndTheNextOneMovesIt() throws {
        let run = try DemoScenesTests.launch(["--idle-reset", "0", "--attract-after", "2"])
        let harness = run.harness
        try DemoWindowTests.waitUntilShown(on: harness)
        try Self.waitFor(["attract shown"], in: run)
        // tile-5 rests in right at (761.67, 95): the waking finger carries nothing off.
        try harness.touchDrag(from: (761.67, 95), to: (512, 300), steps: 8, startTime: 1000)
        try run.waitFor(["attract hidden", "wake swallowed"])
        #expect(!run.demo.lines.contains { $0.hasPrefix("drag started") })
        try harness.touchDrag(from: (761.67, 95), to: (512, 300), steps: 8, startTime: 2000)
        try run.waitFor(["drag started tile-5", "drag ended tile-5 moved into middle"])
    }

    @Test func aTouchOnTheWarningGivesMoreTimeAndDragsNothingAndTheNextOneDrags() throws {
        // The warning 1 s after the start, the reset 30 s after it.
        let run = try DemoScenesTests.launch(["--idle-reset", "30", "--warning", "29", "--attract-after", "0"])
        let harness = run.harness
        try DemoWindowTests.waitUntilShown(on: harness)
        try Self.waitFor(["kiosk warning 29 s", "kiosk countdown 28 s"], in: run)
        try harness.touchDrag(from: (761.67, 95), to: (512, 300), steps: 8, startTime: 1000)
        try run.waitFor(["kiosk more time"])
        #expect(!run.demo.lines.contains { $0.hasPrefix("drag started") })
        try harness.touchDrag(from: (761.67, 95), to: (512, 300), steps: 8, startTime: 2000)
        try run.waitFor(["drag started tile-5", "drag ended tile-5 moved into middle"])
        #expect(!run.demo.lines.contains("idle reset"))
    }

    @Test func theBlackScreenIsBlackAndWakesToTheSceneByATouchThatDragsNothing() throws {
        let run = try DemoScenesTests.launch(["--idle-reset", "0", "--attract-after", "1", "--blank-after", "2"])
        let harness = run.harness
        try Self.waitFor(["attract shown", "attract hidden", "blank on"], in: run)
        // weston 10 offers neither idle inhibition nor output power: one log line each.
        #expect(run.demo.lines.filter { $0.hasPrefix("log: idle inhibit: the compositor offers no zwp_idle_inhibit_manager_v1") }.count == 1)
        #expect(run.demo.lines.filter { $0.hasPrefix("log: output power: the compositor offers no zwlr_output_power_manager_v1") }.count == 1)
        try run.waitForPixels(0xFF00_0000, at: [(0, 0), (512, 384), (1023, 767)], "the screen black")
        try harness.touchDrag(from: (761.67, 95), to: (512, 300), steps: 4, startTime: 1000)
        try run.waitFor(["blank off", "wake swallowed"])
        try run.waitForPixels(DemoWindowTests.sceneBackground, at: [(0, 0)], "the scene back")
        #expect(!run.demo.lines.contains { $0.hasPrefix("drag started") })
    }

    /// systemd names its socket by path (`/run/systemd/notify`) or, in containers and user
    /// managers, by an abstract `@` name: both work.
    @Test(arguments: [true, false])
    func theDemoTellsItsNotifySocketItIsReadyAliveAndStopping(abstract: Bool) throws {
        let harness = try WestonHarness(width: 1024, height: 768)
        let name = "tactile-notify-\(UUID().uuidString.prefix(8))"
        let socket = try NotifySocket(address: abstract ? "@" + name : harness.runtimeDirectory + "/" + name)
        let demo = try DemoWindowTests.launchDemo(
            on: harness, arguments: ["--idle-reset", "1", "--warning", "0", "--attract-after", "2"],
            environment: ["NOTIFY_SOCKET": socket.address, "WATCHDOG_USEC": "400000"])
        try harness.waitUntil("READY=1 and three watchdog pings", timeout: .seconds(10)) {
            let messages = socket.receive()
            return messages.contains("READY=1") && messages.filter { $0 == "WATCHDOG=1" }.count >= 3
        }
        // Nothing but the watchdog comes before READY=1.
        #expect(socket.messages.prefix { $0 != "READY=1" }.allSatisfy { $0 == "WATCHDOG=1" })
        try harness.waitUntil("the status lines", timeout: .seconds(10)) {
            Set(socket.receive()).isSuperset(of: ["STATUS=idle: visitor forgotten, back at the start", "STATUS=idle: attract screen"])
        }
        demo.process.send(signal: SIGTERM)
        #expect(try demo.process.waitForExit(timeout: .seconds(10)) == .exited(0))
        #expect(socket.receive().last == "STOPPING=1")
    }

    @Test func aNotifySocketThatIsNotThereIsOneLogLineAndTheDemoRuns() throws {
        let harness = try WestonHarness(width: 1024, height: 768)
        let demo = try DemoWindowTests.launchDemo(
            on: harness, environment: ["NOTIFY_SOCKET": harness.runtimeDirectory + "/no-such-socket", "WATCHDOG_USEC": "200000"])
        try DemoWindowTests.waitUntilShown(on: harness)
        Thread.sleep(forTimeInterval: 0.5)
        let complaints = demo.lines.filter { $0.hasPrefix("log: systemd: cannot notify") }
        #expect(complaints.count == 1)
        demo.process.send(signal: SIGTERM)
        #expect(try demo.process.waitForExit(timeout: .seconds(10)) == .exited(0))
    }
}
