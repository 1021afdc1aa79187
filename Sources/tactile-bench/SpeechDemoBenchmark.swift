import CShims
import Foundation
import TestSupport

/// Speech mode in the real release demo, under the compositor in WAYLAND_DISPLAY with the
/// injector of `.ci/with-weston`: `tactile-demo --scene bench --speech` speaking to a stand-in
/// speech-dispatcher on a private socket (SPEECHD_ADDRESS), which answers as the real server
/// does and notes when each line arrives. For a finger landing on each of `count` tiles of the
/// bench scene (lifted after 100 ms, the next 500 ms later: never a double tap), the time from sending
/// the touch-down (with its frame) to the injector to the stand-in reading the text of the
/// `SPEAK` it caused: compositor, the demo's wake-up, speech mode, its voice's thread and the
/// socket, all in it; the stand-in's poll wakes at once, so what it adds is one read.
func measureSpeechInTheDemo(count: Int = 200) throws {
    let injector = try InjectorClient()
    let directory = NSTemporaryDirectory() + "tactile-bench-speechd-\(getpid())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let server = FakeSpeechDispatcher(directory: directory)
    server.start()
    defer { server.stop() }
    let demo = try BenchDemo(arguments: ["--scene", "bench", "--speech"], environment: ["SPEECHD_ADDRESS": "unix_socket:" + server.socketPath],
                             takingInputAt: (40, 40), injector: injector)
    defer { _ = try? demo.stop() }
    // Speech mode's greeting reached the server: its connection is made.
    guard server.waitUntil({ _ in spokenTexts(server) > 0 }) else {
        demo.poll()
        let said = demo.lines.map(\.text).filter { $0.hasPrefix("speech") || $0.hasPrefix("speak") }
        throw BenchmarkError("the demo never spoke to the stand-in server (\(server.connections.count) connections; the demo's log: "
            + said.joined(separator: "; ") + ")")
    }
    usleep(500_000)
    var samples: [Double] = [], toTouch: [Double] = [], toLog: [Double] = [], silent = 0
    for index in 0..<(count + 3) {  // The first three warm up.
        // The bench scene's tile at (column, row) is centred at (40 + 62·column, 40 + 62·row).
        let (column, row) = (index * 7 % 20, index * 3 % 10)
        let spokenBefore = spokenTexts(server)
        demo.poll()
        let logged = demo.lines.count
        let sent = (ContinuousClock.now, tactile_monotonic_ns())
        try injector.send("touch-down 0 \(40 + 62 * column) \(40 + 62 * row)", "touch-frame")
        let spoke = demo.wait(seconds: 2) { spokenTexts(server) > spokenBefore }
        usleep(100_000)
        try injector.send("touch-up 0", "touch-frame")
        if spoke, index >= 3, let arrival = lastTextArrival(server),
           let touch = demo.lines[logged...].first(where: { $0.text.hasPrefix("touch down ") }),
           let line = demo.lines[logged...].first(where: { $0.text.hasPrefix("speak ") }) {
            samples.append(microseconds(arrival - sent.0) / 1000)
            toTouch.append(Double(touch.time - sent.1) / 1e6)
            toLog.append(Double(line.time - sent.1) / 1e6)
        } else if !spoke {
            silent += 1
        }
        usleep(500_000)
    }
    print("speech mode in the release demo under weston, touch-down sent to the injector to the SPEAK text read by a stand-in "
        + "speech-dispatcher: \(millisecondPercentiles(samples)) (target ≤ 20 ms; \(samples.count) landings on tiles of the bench scene"
        + (silent > 0 ? ", \(silent) said nothing within 2 s)" : ")"))
    // The demo writes (and flushes) a line for each touch as it reads it, and one for each
    // utterance just before handing it to its voice.
    print("  to the demo's `touch down` line in its event log (polled every 0.5 ms): \(millisecondPercentiles(toTouch)); "
        + "to its `speak` line: \(millisecondPercentiles(toLog))")
}

/// True for the `SPEAK` command (libspeechd writes it in lower case; SSIP's commands are
/// case-insensitive).
private func isSpeak(_ line: String) -> Bool { line.uppercased() == "SPEAK" }

/// How many `SPEAK` texts the server has read, over all connections.
private func spokenTexts(_ server: FakeSpeechDispatcher) -> Int {
    server.connections.reduce(0) { total, lines in total + zip(lines, lines.dropFirst()).filter { isSpeak($0.0) }.count }
}

/// When the last `SPEAK`'s text (the line after it) arrived.
private func lastTextArrival(_ server: FakeSpeechDispatcher) -> ContinuousClock.Instant? {
    var latest: ContinuousClock.Instant?
    for (lines, arrivals) in zip(server.connections, server.arrivals) {
        guard let index = lines.indices.dropLast().last(where: { isSpeak(lines[$0]) }) else { continue }
        if latest.map({ arrivals[index + 1] > $0 }) ?? true { latest = arrivals[index + 1] }
    }
    return latest
}
