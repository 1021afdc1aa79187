import Foundation
@testable import Tactile
import TestSupport
import Testing

/// Speech mode's client of speech-dispatcher against a fake server speaking SSIP on a private
/// socket: the exact lines libspeechd sends for each call, and the availability the main loop
/// is told when the server dies, comes back, hangs or was never there. One at a time, so that
/// the hand-off time is the output's alone.
@Suite(.serialized) struct SpeechDispatcherOutputTests {
    @Test func speaksAtEachPriorityInItsLanguage() {
        let directory = TemporaryDirectory()
        let server = FakeSpeechDispatcher(directory: directory.path)
        server.start()
        let driver = SpeechDispatcherTestDriver(server: server)
        driver.output.speak("Pay now", priority: .important, language: "en")
        driver.output.speak("Basket", priority: .text, language: "en")
        driver.output.speak("", priority: .text, language: "en")  // nothing to say: not sent
        driver.output.speak("Summe 12 Euro", priority: .message, language: "de")
        expectConnection(server, 0, speechConnectionStart() + [
            "SET SELF LANGUAGE en", "SET SELF PRIORITY IMPORTANT", "speak", "Pay now", ".",
            "SET SELF PRIORITY TEXT", "speak", "Basket", ".",
            "SET SELF LANGUAGE de", "SET SELF PRIORITY MESSAGE", "speak", "Summe 12 Euro", ".",
        ])
        #expect(driver.output.isAvailable)
        #expect(driver.changes.isEmpty)
    }

    @Test func charactersByNameKeyOrText() {
        let directory = TemporaryDirectory()
        let server = FakeSpeechDispatcher(directory: directory.path)
        server.start()
        let driver = SpeechDispatcherTestDriver(server: server)
        for character: Character in ["a", "A", " ", "\n", "\u{7}", "👍🏽", "é"] {
            driver.output.speakCharacter(character, language: "fr")
        }
        // The bell has no name and is not said; the emoji with its skin tone is 8 bytes, more
        // than CHAR takes, so it is spoken as text.
        expectConnection(server, 0, speechConnectionStart() + [
            "SET SELF LANGUAGE fr", "SET SELF PRIORITY TEXT", "CHAR a",
            "SET SELF PRIORITY TEXT", "CHAR A",
            "SET SELF PRIORITY TEXT", "CHAR space",
            "SET SELF PRIORITY TEXT", "KEY enter",
            "SET SELF PRIORITY TEXT", "speak", "👍🏽", ".",
            "SET SELF PRIORITY TEXT", "CHAR é",
        ])
    }

    /// From `speak` on the main thread to the utterance's closing `.` read by the server: the
    /// speech thread's share of speech mode's 20 ms from finger to speech-dispatcher. Printed,
    /// not asserted (a loaded machine stretches it); the trace is asserted.
    @Test func handOffTime() {
        let directory = TemporaryDirectory()
        let server = FakeSpeechDispatcher(directory: directory.path)
        server.start()
        let driver = SpeechDispatcherTestDriver(server: server)
        driver.output.speak("Ready", priority: .text, language: "en")
        expectConnection(server, 0, speechConnectionStart() + ["SET SELF LANGUAGE en", "SET SELF PRIORITY TEXT", "speak", "Ready", "."])
        var expected = speechConnectionStart() + ["SET SELF LANGUAGE en", "SET SELF PRIORITY TEXT", "speak", "Ready", "."]
        var handOffs: [Duration] = []
        for item in 1...50 {
            let asked = ContinuousClock.now
            driver.output.speak("Item \(item)", priority: .text, language: "en")
            expected += ["SET SELF PRIORITY TEXT", "speak", "Item \(item)", "."]
            guard server.waitUntil({ $0[0].count == expected.count }) else { break }
            handOffs.append(asked.duration(to: server.arrivals[0][expected.count - 1]))
        }
        #expect(server.connections == [expected])
        let sorted = handOffs.sorted()
        if !sorted.isEmpty {
            print("speech hand-off, speak() to the server's '.', 50 utterances: median \(sorted[sorted.count / 2]), worst \(sorted.last!)")
        }
    }

    @Test func stopVolumeAndRate() {
        let directory = TemporaryDirectory()
        let server = FakeSpeechDispatcher(directory: directory.path)
        server.start()
        let driver = SpeechDispatcherTestDriver(server: server)
        driver.output.speak("Welcome", priority: .text, language: "en")
        // Said before the stop comes (a stop drops what is still queued).
        _ = server.waitUntil { $0.first?.last == "." }
        driver.output.stop()
        driver.output.volume = 1
        driver.output.rate = 0
        driver.output.volume = 0.25
        driver.output.rate = 0.75
        driver.output.rate = 0.75  // unchanged: nothing sent
        driver.output.volume = 2  // held to 1
        #expect(driver.output.volume == 1)
        expectConnection(server, 0, speechConnectionStart() + [
            "SET SELF LANGUAGE en", "SET SELF PRIORITY TEXT", "speak", "Welcome", ".",
            "CANCEL SELF",
            "SET SELF VOLUME 100", "SET SELF RATE -100", "SET SELF VOLUME -50", "SET SELF RATE 50", "SET SELF VOLUME 100",
        ])
    }

    @Test func releasingTheOutputEndsItsConnection() {
        let directory = TemporaryDirectory()
        let server = FakeSpeechDispatcher(directory: directory.path)
        server.start()
        var driver: SpeechDispatcherTestDriver? = SpeechDispatcherTestDriver(server: server)
        driver?.output.speak("Goodbye", priority: .text, language: "en")
        expectConnection(server, 0, speechConnectionStart() + ["SET SELF LANGUAGE en", "SET SELF PRIORITY TEXT", "speak", "Goodbye", "."])
        #expect(server.closedByClient.isEmpty)
        driver = nil
        // The thread ends with the output, and closes the connection as it goes.
        #expect(server.waitUntil { _ in server.closedByClient == [0] })
    }

    /// libspeechd formats the priority, `CHAR` and the levels in buffers all its connections
    /// share: outputs on several threads (tests in parallel, an app with two) must still each
    /// send their own lines.
    @Test func outputsOnSeveralThreadsKeepTheirOwnLines() {
        let directory = TemporaryDirectory()
        let server = FakeSpeechDispatcher(directory: directory.path)
        server.start()
        let drivers = (0..<8).map { _ in SpeechDispatcherTestDriver(server: server) }
        var expected = Array(repeating: speechConnectionStart(), count: drivers.count)
        for round in 1...300 {
            for (index, driver) in drivers.enumerated() {
                let level = (round * 7 + index * 13) % 101
                driver.output.volume = Double(level) / 100
                driver.output.speakCharacter(Character(String(index)), language: "en")
                expected[index] += ["SET SELF VOLUME \(level * 2 - 100)"] + (round == 1 ? ["SET SELF LANGUAGE en"] : [])
                expected[index] += ["SET SELF PRIORITY TEXT", "CHAR \(index)"]
            }
        }
        #expect(server.waitUntil { $0.count == drivers.count && $0.map(\.count).reduce(0, +) == expected.map(\.count).reduce(0, +) })
        // Connections come in any order: each is known by its characters.
        let byOutput = server.connections.sorted { ($0.last ?? "") < ($1.last ?? "") }
        #expect(byOutput == expected)
    }

    @Test func serverDiesAndComesBack() {
        let directory = TemporaryDirectory()
        let server = FakeSpeechDispatcher(directory: directory.path)
        server.start()
        let driver = SpeechDispatcherTestDriver(server: server)
        driver.output.speak("Hello", priority: .text, language: "en")
        expectConnection(server, 0, speechConnectionStart() + ["SET SELF LANGUAGE en", "SET SELF PRIORITY TEXT", "speak", "Hello", "."])

        server.stop()
        driver.pump(until: "the server's death") { !$0.isAvailable }
        #expect(driver.changes == [false])
        #expect(driver.output.problem == "speech-dispatcher closed the connection")
        driver.output.speak("Lost", priority: .text, language: "en")  // dropped
        driver.output.volume = 0.5  // kept for the next connection

        server.start()
        driver.pump(until: "the server's return") { $0.isAvailable }
        #expect(driver.changes == [false, true])
        #expect(driver.output.problem == nil)
        driver.output.speak("Back", priority: .text, language: "en")
        expectConnection(server, 1, speechConnectionStart(volume: 0) + ["SET SELF LANGUAGE en", "SET SELF PRIORITY TEXT", "speak", "Back", "."])
        #expect(server.connections.count == 2)
    }

    @Test func noServerAtStart() throws {
        let directory = TemporaryDirectory()
        let server = FakeSpeechDispatcher(directory: directory.path)
        let driver = SpeechDispatcherTestDriver(server: server)
        driver.output.speak("Speech on", priority: .important, language: "en")  // dropped with the failed attempt
        driver.pump(until: "the failed connection") { !$0.isAvailable }
        #expect(driver.changes == [false])
        let problem = try #require(driver.output.problem)
        #expect(problem.hasPrefix("Error: Can't connect to unix socket \(server.socketPath): No such file or directory"), "\(problem)")

        server.start()
        driver.pump(until: "the first connection") { $0.isAvailable }
        #expect(driver.changes == [false, true])
        driver.output.speak("Speech on", priority: .important, language: "en")
        expectConnection(server, 0, speechConnectionStart() + ["SET SELF LANGUAGE en", "SET SELF PRIORITY IMPORTANT", "speak", "Speech on", "."])
    }

    @Test func refusedCommandKeepsTheConnection() {
        let directory = TemporaryDirectory()
        let server = FakeSpeechDispatcher(directory: directory.path)
        server.refuse("SET SELF LANGUAGE tlh", with: "302 ERR COULDNT SET LANGUAGE")
        server.start()
        let driver = SpeechDispatcherTestDriver(server: server)
        driver.output.speak("Qapla", priority: .text, language: "tlh")
        driver.output.speak("Again", priority: .text, language: "tlh")
        // The refused language is asked again rather than assumed; the text is said anyway.
        expectConnection(server, 0, speechConnectionStart() + [
            "SET SELF LANGUAGE tlh", "SET SELF PRIORITY TEXT", "speak", "Qapla", ".",
            "SET SELF LANGUAGE tlh", "SET SELF PRIORITY TEXT", "speak", "Again", ".",
        ])
        #expect(driver.output.isAvailable)
        #expect(driver.changes.isEmpty)
        #expect(server.connections.count == 1)
    }

    @Test func serverThatStopsAnsweringCountsAsGone() {
        let directory = TemporaryDirectory()
        let server = FakeSpeechDispatcher(directory: directory.path)
        server.start()
        let driver = SpeechDispatcherTestDriver(server: server, replyTimeout: .seconds(1))
        driver.output.speak("One", priority: .text, language: "en")
        expectConnection(server, 0, speechConnectionStart() + ["SET SELF LANGUAGE en", "SET SELF PRIORITY TEXT", "speak", "One", "."])

        server.stopAnswering(connection: 0)
        driver.output.speak("Two", priority: .text, language: "en")  // returns at once: the thread waits
        driver.pump(until: "the reply timeout") { !$0.isAvailable }
        #expect(driver.changes == [false])
        #expect(driver.output.problem == "speech-dispatcher closed the connection or stopped answering")

        driver.pump(until: "the next connection") { $0.isAvailable }
        #expect(driver.changes == [false, true])
        driver.output.speak("Three", priority: .text, language: "en")
        expectConnection(server, 0, speechConnectionStart() + [
            "SET SELF LANGUAGE en", "SET SELF PRIORITY TEXT", "speak", "One", ".", "SET SELF PRIORITY TEXT",
        ])
        expectConnection(server, 1, speechConnectionStart() + ["SET SELF LANGUAGE en", "SET SELF PRIORITY TEXT", "speak", "Three", "."])
    }
}

/// What libspeechd reads from the environment: where the server is (SPEECHD_ADDRESS) and what
/// to start when nothing listens (SPEECHD_CMD). Each in a process of its own: setting a
/// variable while other tests' threads read the environment is not safe.
@Suite struct SpeechDispatcherEnvironmentTests {
    @Test func addressFromTheEnvironment() async {
        await #expect(processExitsWith: .success) {
            setenv("SPEECHD_ADDRESS", "unix_socket:/run/kiosk/speechd.sock", 1)
            expectInChild(try? SpeechServerAddress.fromEnvironment(), .unixSocket(path: "/run/kiosk/speechd.sock"))
            setenv("SPEECHD_ADDRESS", "inet_socket:127.0.0.1:6561", 1)
            expectInChild(try? SpeechServerAddress.fromEnvironment(), .inetSocket(host: "127.0.0.1", port: 6561))
            setenv("SPEECHD_ADDRESS", "carrier_pigeon:loft", 1)
            do throws(SpeechServerProblem) {
                _ = try SpeechServerAddress.fromEnvironment()
                expectInChild("resolved", "thrown")
            } catch {
                expectInChild(error.reason, "Unknown or unsupported communication method")
            }
        }
    }

    /// With autospawn (a window's output) and no speech-dispatcher installed, libspeechd's
    /// attempt to start one fails and the output is unavailable, saying why.
    @Test func noDaemonInstalled() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let directory = TemporaryDirectory()
            let server = FakeSpeechDispatcher(directory: directory.path)
            setenv("SPEECHD_CMD", directory.path + "/speech-dispatcher", 1)
            let driver = SpeechDispatcherTestDriver(server: server, autospawn: true)
            driver.pump(until: "the failed start") { !$0.isAvailable }
            expectInChild(driver.changes, [false])
            let problem = driver.output.problem ?? ""
            let expected = "Error: Can't connect to unix socket \(server.socketPath): No such file or directory. Autospawn: Autospawn failed. Spawn error"
            expectInChild(problem.hasPrefix(expected), true)
            print(problem)
        }
        print("speech without a daemon: \(String(decoding: result?.standardOutputContent ?? [], as: UTF8.self))")
    }
}

/// In an exit test's process: ends it with status 1, saying what differed, unless `actual` is `expected`.
private func expectInChild<T: Equatable>(_ actual: T, _ expected: T, line: Int = #line) {
    guard actual != expected else { return }
    FileHandle.standardError.write(Data("line \(line): \(String(describing: actual)) is not \(expected)\n".utf8))
    exit(1)
}
