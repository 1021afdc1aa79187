import CShims
import Foundation
import TactileCore
import Testing
@testable import TactileWayland

/// The system clipboard against headless weston (kiosk shell) and wl-clipboard's `wl-copy` and
/// `wl-paste`, which take the keyboard focus for a moment with a surface of their own: the
/// selection reaches a client only while it has the focus, so our window hears of a copy when
/// the focus comes back to it, and `wl-paste` reads our copy while it holds the focus.
@Suite struct ClipboardTests {
    /// A client with a window on `harness`, its clipboard, and a log of its debug lines.
    final class Session {
        /// The client's debug lines, as it logged them.
        final class Lines { var all: [String] = [] }

        let client: WaylandClient
        let window: Window
        let delegate = FramePacingTests.RecordingDelegate()
        private let log = Lines()
        var lines: [String] { log.all }

        init(harness: WestonHarness) throws {
            let log = log
            client = try WaylandClient(displayName: harness.runtimeDirectory + "/" + harness.waylandDisplay) { log.all.append($0) }
            window = client.makeWindow(title: "clipboard", appID: "org.tactile.test", preferredSize: (320, 240), fullscreen: false)
            window.delegate = delegate
        }

        var clipboard: Clipboard {
            get throws { try #require(client.clipboard, "weston offers wl_data_device_manager") }
        }

        /// Runs the loop until `condition` holds (checked every 10 ms); throws after `timeout`.
        func run(until description: String, timeout: Duration = .harnessWait, _ condition: @escaping () -> Bool) throws {
            if condition() { return }  // A stop before `run` would be lost.
            let deadline = EventLoop.now() + .seconds(Double(timeout.components.seconds))
            var timedOut = false
            func check() {
                if condition() { return client.loop.stop() }
                if deadline < EventLoop.now() {
                    timedOut = true
                    return client.loop.stop()
                }
                client.loop.addTimer(at: EventLoop.now() + .milliseconds(10), check)
            }
            check()
            try client.run()
            if timedOut { throw HarnessError("timed out after \(timeout) waiting for \(description)") }
        }
    }

    /// Starts `command` through sh on `harness` (its pipes and redirections apply).
    static func shell(_ command: String, on harness: WestonHarness) throws -> HarnessProcess {
        try harness.launchClient(executable: "/bin/sh", arguments: ["-c", command])
    }

    /// A session whose window is up and focused, so that it has an input serial to quote.
    static func focusedSession(on harness: WestonHarness) throws -> Session {
        let session = try Session(harness: harness)
        try session.run(until: "keyboard focus") { session.client.clipboard?.canCopy == true }
        return session
    }

    @Test func textCopiedByWlCopyIsPastedHere() throws {
        let harness = try WestonHarness()
        let session = try Self.focusedSession(on: harness)
        _ = try harness.launchClient(executable: "wl-copy", arguments: ["--foreground", "grüße from wl-copy"])
        let clipboard = try session.clipboard
        try session.run(until: "wl-copy's selection") { clipboard.offeredTypes.contains("text/plain;charset=utf-8") }
        var pasted: Result<String, DataTransferError>?
        clipboard.paste { pasted = $0 }
        try session.run(until: "the paste") { pasted != nil }
        #expect(try pasted?.get() == "grüße from wl-copy")
    }

    @Test func textCopiedHereIsPastedByWlPaste() throws {
        let harness = try WestonHarness()
        let session = try Self.focusedSession(on: harness)
        #expect(try session.clipboard.copy(text: "tile #e8505b"))
        try session.client.display.roundtrip()  // Weston holds the copy before wl-paste asks.
        let paste = try harness.launchClient(executable: "wl-paste", arguments: ["--no-newline"])
        try session.run(until: "wl-paste to finish") { !paste.isRunning }
        #expect(paste.standardOutput() == "tile #e8505b")
    }

    @Test func aWithdrawnCopyIsNoLongerPasted() throws {
        let harness = try WestonHarness()
        let session = try Self.focusedSession(on: harness)
        let clipboard = try session.clipboard
        #expect(clipboard.copy(text: "the last visitor's secret"))
        clipboard.clearOwnSelection()  // What a kiosk reset does (TextClipboard.clear).
        // Weston has had the copy and its withdrawal before wl-paste asks: an empty paste
        // then shows the withdrawal, not a copy that had yet to arrive.
        try session.client.display.roundtrip()
        let paste = try harness.launchClient(executable: "wl-paste", arguments: ["--no-newline"])
        try session.run(until: "wl-paste to finish") { !paste.isRunning }
        #expect(paste.standardOutput() == "", "nothing is copied")
    }

    @Test func aNewerCopyReplacesTheOfferAndIsWhatIsPasted() throws {
        let harness = try WestonHarness()
        let session = try Self.focusedSession(on: harness)
        let clipboard = try session.clipboard
        _ = try harness.launchClient(executable: "wl-copy", arguments: ["--foreground", "first"])
        try session.run(until: "the first selection") { clipboard.offeredTypes.contains("text/plain") }
        _ = try harness.launchClient(executable: "wl-copy", arguments: ["--foreground", "--type", "application/x-tactile-test", "second"])
        try session.run(until: "the second selection") { clipboard.offeredTypes == ["application/x-tactile-test"] }
        var pasted: Result<[UInt8], DataTransferError>?
        clipboard.paste(["text/plain", "application/x-tactile-test"]) { pasted = $0 }
        try session.run(until: "the paste") { pasted != nil }
        #expect(try pasted?.get() == Array("second".utf8))
    }

    @Test func aLargeCopyIsWrittenWithoutBlockingAndAReaderLeavingEarlyIsNoHarm() throws {
        let harness = try WestonHarness()
        let session = try Self.focusedSession(on: harness)
        let text = String(repeating: "0123456789abcdef", count: 256 * 1024)  // 4 MB, far beyond a pipe's 64 KB.
        #expect(try session.clipboard.copy(text: text))
        try session.client.display.roundtrip()  // Weston holds the copy before wl-paste asks.
        let whole = try Self.shell("wl-paste --no-newline | wc -c", on: harness)
        try session.run(until: "wl-paste to read 4 MB") { !whole.isRunning }
        #expect(whole.standardOutput().trimmingCharacters(in: .whitespacesAndNewlines) == "\(text.utf8.count)")
        // `head` leaves after 10 bytes and wl-paste with it: our write then fails with EPIPE,
        // which must neither kill the process (SIGPIPE) nor leave the transfer hanging.
        let early = try Self.shell("wl-paste --no-newline | head -c 10", on: harness)
        try session.run(until: "the early reader to finish") { !early.isRunning }
        #expect(early.standardOutput() == "0123456789")
        try session.run(until: "the writer to notice") { session.lines.contains { $0.contains("the reader left") } }
    }

    @Test func invalidUTF8IsRefusedWithADebugLine() throws {
        let harness = try WestonHarness()
        let session = try Self.focusedSession(on: harness)
        _ = try Self.shell("printf 'ab\\377\\376cd' | wl-copy --foreground --type 'text/plain;charset=utf-8'", on: harness)
        let clipboard = try session.clipboard
        try session.run(until: "the selection") { clipboard.offeredTypes.contains("text/plain;charset=utf-8") }
        var pasted: Result<String, DataTransferError>?
        clipboard.paste { pasted = $0 }
        try session.run(until: "the paste") { pasted != nil }
        #expect(pasted == .failure(.invalidText))
        #expect(session.lines.contains { $0.contains("not valid UTF-8") })
    }

    @Test func aPasteBeyondTheSizeLimitIsRefused() throws {
        let harness = try WestonHarness()
        let session = try Self.focusedSession(on: harness)
        let clipboard = try session.clipboard
        #expect(clipboard.sizeLimit == 16 * 1024 * 1024)
        clipboard.sizeLimit = 1024 * 1024
        _ = try Self.shell("head -c 3000000 /dev/zero | tr '\\0' x | wl-copy --foreground", on: harness)
        try session.run(until: "the selection") { clipboard.offeredTypes.contains("text/plain") }
        var pasted: Result<String, DataTransferError>?
        clipboard.paste { pasted = $0 }
        try session.run(until: "the paste") { pasted != nil }
        #expect(pasted == .failure(.tooLarge(limit: 1024 * 1024)))
        #expect(session.lines.contains { $0.contains("exceeds the limit") })
    }

    @Test func aSourceThatNeverClosesItsPipeTimesOutAndTheLoopStaysResponsive() throws {
        let harness = try WestonHarness()
        let session = try Session(harness: harness)
        var ends: (Int32, Int32) = (-1, -1)
        let made = withUnsafeMutableBytes(of: &ends) { tactile_pipe_nonblocking($0.baseAddress!.assumingMemoryBound(to: Int32.self)) }
        try #require(made == 0)
        defer { close(ends.1) }
        _ = "partial".withCString { write(ends.1, $0, 7) }  // Then nothing more, and no end of file.
        var result: Result<[UInt8], DataTransferError>?
        PipeReader(descriptor: ends.0, loop: session.client.loop, limit: 1024, timeout: .milliseconds(400)) { result = $0 }
        var ticks = 0
        func tick() {
            ticks += 1
            if result == nil { session.client.loop.addTimer(at: EventLoop.now() + .milliseconds(10), tick) }
        }
        tick()
        try session.run(until: "the refusal") { result != nil }
        #expect(result == .failure(.timedOut(.milliseconds(400))))
        #expect(ticks >= 20, "timers kept firing every 10 ms while the pipe stayed open")
    }
}
