import Foundation
import Testing
import TestSupport

/// The real demo in speech mode under a headless weston at 1024×768, speaking to a fake
/// speech-dispatcher on a private socket: a blind visitor's drag-and-drop of a tile from the
/// left container into the right one, by touch alone, and the start by three fingers held.
@Suite struct DemoSpeechTests {
    /// The demo on its own weston, speaking to `speech`.
    private static func launch(_ arguments: [String]) throws -> (run: DemoScenesTests.Run, speech: FakeSpeechDispatcher) {
        let harness = try WestonHarness(width: 1024, height: 768)
        let speech = FakeSpeechDispatcher(directory: harness.runtimeDirectory)
        speech.start()
        let statePath = harness.runtimeDirectory + "/state-\(UUID().uuidString).json"
        let demo = try DemoWindowTests.launchDemo(on: harness, arguments: arguments + ["--state", statePath],
                                                  environment: ["SPEECHD_ADDRESS": "unix_socket:" + speech.socketPath])
        try harness.waitForSurface(of: demo.process, atX: 512, y: 352)
        return (DemoScenesTests.Run(harness: harness, demo: demo, statePath: statePath), speech)
    }

    /// The utterances in the event log so far, without their `speak "…"` wrapping.
    private static func spoken(_ run: DemoScenesTests.Run) -> [String] {
        run.demo.lines.filter { $0.hasPrefix("speak \"") }.map { String($0.dropFirst(7).dropLast()) }
    }

    /// One finger tapping at `point`, its events stamped from `time` ms.
    private static func tap(_ run: DemoScenesTests.Run, at point: (x: Double, y: Double), time: UInt32) throws {
        try run.harness.touchDown(id: 0, x: point.x, y: point.y, time: time)
        try run.harness.touchFrame()
        try run.harness.touchUp(id: 0, time: time + 50)
    }

    /// Where nothing that means anything is (the scene's background above the containers):
    /// a gesture landing there says nothing before it does what it does.
    private static let empty = (x: 12.0, y: 12.0)

    /// A flick right from `empty`: 150 px in 120 ms.
    private static func flickRight(_ run: DemoScenesTests.Run, time: UInt32) throws {
        try run.harness.touchDown(id: 0, x: empty.x, y: empty.y, time: time)
        try run.harness.touchFrame()
        for step in 1...3 {
            try run.harness.touchMotion(id: 0, x: empty.x + 50 * Double(step), y: empty.y, time: time + 40 * UInt32(step))
            try run.harness.touchFrame()
        }
        try run.harness.touchUp(id: 0, time: time + 130)
    }

    @Test func aBlindVisitorMovesATileByTouchAlone() throws {
        let (run, speech) = try Self.launch(["--speech", "--scene", "sorting"])
        defer { speech.stop() }
        try run.waitFor(["speech on"])
        let heard = { (text: String) in speech.connections.contains { $0.contains(text) } }
        try run.harness.waitUntil("speech-dispatcher to hear the start", timeout: .harnessWait) {
            Self.spoken(run).first.map(heard) ?? false
        }
        // A finger on tile-2 says what it is, and picks nothing up.
        try Self.tap(run, at: (95, 252.5), time: 1000)
        try run.harness.waitUntil("the tile spoken", timeout: .harnessWait) { Self.spoken(run).last?.hasSuffix(", item") == true }
        #expect(Self.spoken(run).last == "Green, item")
        let tile = String(Self.spoken(run).last!.dropLast(", item".count))
        #expect(!run.demo.lines.contains { $0.hasPrefix("drag started") })
        // A double tap away from it picks it up.
        try Self.tap(run, at: Self.empty, time: 2000)
        try Self.tap(run, at: Self.empty, time: 2150)
        try run.waitFor(["speak \"\(tile), picked up\""])
        // Flicks go through the places that take it, one utterance each, to the right container.
        var time: UInt32 = 3000
        while Self.spoken(run).last?.hasPrefix("Right,") != true && time < 3000 + 8 * 600 {
            let count = Self.spoken(run).count
            try Self.flickRight(run, time: time)
            try run.harness.waitUntil("a flick spoken", timeout: .harnessWait) { Self.spoken(run).count > count }
            #expect(Self.spoken(run).count == count + 1)
            time += 600
        }
        #expect(Self.spoken(run).last?.hasSuffix("drop here") == true)
        try Self.tap(run, at: Self.empty, time: time)
        try Self.tap(run, at: Self.empty, time: time + 150)
        try run.waitFor(["speak \"Dropped in Right\"", "drag ended tile-2 moved into right"])
        try run.harness.waitUntil("speech-dispatcher to hear the drop", timeout: .harnessWait) { heard("Dropped in Right") }
    }

    @Test func threeFingersHeldStartSpeechMode() throws {
        let (run, speech) = try Self.launch(["--scene", "sorting"])
        defer { speech.stop() }
        for finger in 0..<3 {
            try run.harness.touchDown(id: finger, x: 400 + 60 * Double(finger), y: 600, time: 1000)
        }
        try run.harness.touchFrame()
        try run.waitFor(["speech on"])
        for finger in 0..<3 { try run.harness.touchUp(id: finger, time: 4000) }
        #expect(!run.demo.lines.contains { $0.hasPrefix("drag started") }, "the three fingers pressed nothing")
        try run.harness.waitUntil("speech-dispatcher to hear the start", timeout: .harnessWait) {
            speech.connections.contains { $0.contains { $0.hasPrefix("Speech on.") } }
        }
    }
}
