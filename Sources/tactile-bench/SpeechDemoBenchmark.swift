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
    guard server.waitUntil({ $0.joined().contains("SPEAK") }) else { throw BenchmarkError("the demo never spoke to the stand-in server") }
    usleep(500_000)
    var samples: [Double] = [], silent = 0
    for index in 0..<(count + 3) {  // The first three warm up.
        // The bench scene's tile at (column, row) is centred at (40 + 62·column, 40 + 62·row).
        let (column, row) = (index * 7 % 20, index * 3 % 10)
        let spokenBefore = spokenTexts(server)
        let sent = ContinuousClock.now
        try injector.send("touch-down 0 \(40 + 62 * column) \(40 + 62 * row)", "touch-frame")
        let spoke = server.waitUntil(timeout: .seconds(2)) { _ in spokenTexts(server) > spokenBefore }
        usleep(100_000)
        try injector.send("touch-up 0", "touch-frame")
        if spoke, index >= 3, let arrival = lastTextArrival(server) {
            samples.append(microseconds(arrival - sent) / 1000)
        } else if !spoke {
            silent += 1
        }
        usleep(500_000)
    }
    print("speech mode in the release demo under weston, touch-down sent to the injector to the SPEAK text read by a stand-in "
        + "speech-dispatcher: \(millisecondPercentiles(samples)) (target ≤ 20 ms; \(samples.count) landings on tiles of the bench scene"
        + (silent > 0 ? ", \(silent) said nothing within 2 s)" : ")"))
}

/// How many `SPEAK` texts the server has read, over all connections.
private func spokenTexts(_ server: FakeSpeechDispatcher) -> Int {
    server.connections.reduce(0) { total, lines in total + zip(lines, lines.dropFirst()).filter { $0.0 == "SPEAK" }.count }
}

/// When the last `SPEAK`'s text (the line after it) arrived.
private func lastTextArrival(_ server: FakeSpeechDispatcher) -> ContinuousClock.Instant? {
    var latest: ContinuousClock.Instant?
    for (lines, arrivals) in zip(server.connections, server.arrivals) {
        guard let index = lines.indices.dropLast().last(where: { lines[$0] == "SPEAK" }) else { continue }
        if latest.map({ arrivals[index + 1] > $0 }) ?? true { latest = arrivals[index + 1] }
    }
    return latest
}
