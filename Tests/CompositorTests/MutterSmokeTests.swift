import Foundation
import Testing

/// The demo on GNOME's compositor (headless mutter 43, a 1280×800 virtual monitor): it runs
/// windowed with the frame Tactile draws, as mutter offers no xdg-decoration. mutter has no
/// input injection or screenshots here: what the demo logs and tells systemd says it.
@Suite struct MutterSmokeTests {
    @Test func theDemoRunsWindowedWithItsOwnFrame() throws {
        let harness = try MutterHarness(width: 1280, height: 800)
        let socket = try NotifySocket(address: harness.runtimeDirectory + "/notify")
        let demo = try DemoWindowTests.launchDemo(on: harness, environment: ["NOTIFY_SOCKET": socket.address],
                                                  mappedLine: "log: decorations client-side")
        // The first configure lets the demo choose: 1024×768 content under its 44 px title bar.
        #expect(demo.lines.first { $0.hasPrefix("log: window resized ") } == "log: window resized 1024x812 (content 1024x768)")
        #expect(!demo.lines.contains { $0.hasPrefix("log: decorations ") && $0 != "log: decorations client-side" })
        // READY=1 goes out once the first frame is committed.
        try harness.waitUntil("the demo's first frame (READY=1)", timeout: .harnessWait) {
            _ = socket.receive()
            return socket.messages.contains("READY=1")
        }
        demo.process.send(signal: SIGTERM)
        #expect(try demo.process.waitForExit(timeout: .seconds(10)) == .exited(0))
    }
}
