import CCairo
import Foundation
import Testing

/// Tests of the real-compositor harness itself: weston's lifetime, the injected seat, screenshots,
/// input reaching real weston clients, injector errors, and a compositor that dies.
@Suite struct HarnessTests {
    /// Opaque black: kiosk-shell's default background.
    static let black: UInt32 = 0xFF00_0000
    /// weston-simple-touch's work area: 0x40 in every byte of a premultiplied ARGB buffer, that
    /// is 25% grey at 25% alpha, over kiosk-shell's black background.
    static let simpleTouchBackground: UInt32 = 0xFF40_4040

    @Test func westonStartsInAPrivateDirectoryAndStops() throws {
        let harness = try WestonHarness()
        let directory = harness.runtimeDirectory
        let attributes = try FileManager.default.attributesOfItem(atPath: directory)
        #expect(attributes[.posixPermissions] as? Int == 0o700)
        #expect(FileManager.default.fileExists(atPath: directory + "/" + harness.waylandDisplay))
        #expect(harness.isRunning)
        #expect(try harness.reply(to: "ping") == "ok")

        harness.stop()
        #expect(!harness.isRunning)
        #expect(harness.westonExitStatus == .exited(0))
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    /// sway runs as nobody when the tests run as root, in a private directory it owns, and our
    /// input method binds its input-method and virtual-pointer globals there.
    @Test func swayStartsInAPrivateDirectoryOffersAnInputMethodAndStops() throws {
        let harness = try SwayHarness()
        let directory = harness.runtimeDirectory
        let attributes = try FileManager.default.attributesOfItem(atPath: directory)
        #expect(attributes[.posixPermissions] as? Int == 0o700)
        if getuid() == 0 { #expect(attributes[.ownerAccountID] as? Int == 65534) }
        #expect(FileManager.default.fileExists(atPath: directory + "/" + harness.waylandDisplay))
        let inputMethod = try InputMethodProgram(on: harness)
        #expect(inputMethod.lines == ["ready"])

        harness.stop()
        #expect(!harness.isRunning && !inputMethod.process.isRunning)
        #expect(!FileManager.default.fileExists(atPath: directory))
    }

    @Test func aStartupTimeoutFailsWithTheLogAndLeavesNothingBehind() throws {
        let error = #expect(throws: HarnessError.self) { try WestonHarness(startupTimeout: .zero) }
        let message = try #require(error?.description)
        #expect(message.hasPrefix("weston did not start within 0.0 seconds (weston is running); weston log /"))
        let runtimeDirectory = try #require(message.split(separator: " ").first { $0.hasSuffix("/weston.log") }?
            .dropLast("/weston.log".count))
        #expect(!FileManager.default.fileExists(atPath: String(runtimeDirectory)))
        #expect(Self.processes(mentioning: String(runtimeDirectory)).isEmpty)
    }

    @Test func westonEndsWhenTheWatchedProcessEnds() throws {
        let watched = try HarnessProcess(executable: "sleep", arguments: ["30"], environment: [:],
                                       outputPrefix: Self.temporaryPath("tactile-sleep-\(getpid())"))
        defer {
            try? FileManager.default.removeItem(atPath: watched.standardOutputPath)
            try? FileManager.default.removeItem(atPath: watched.standardErrorPath)
        }
        let harness = try WestonHarness(watchedProcess: watched.processIdentifier)
        try watched.terminate()
        try harness.waitUntil("weston to exit after the watched process") { !harness.isRunning }
        #expect(harness.westonExitStatus == .exited(0))
        #expect(harness.logTail(lines: 5).contains("tactile-inject: the watched process ended, stopping weston"))
    }

    @Test func seatOffersTouchPointerAndKeyboard() throws {
        let harness = try WestonHarness()
        let info = try harness.launchClient(executable: "wayland-info")
        #expect(try info.waitForExit(timeout: .seconds(5)) == .exited(0))
        #expect(Self.seatDescription(in: info.standardOutput()) == ["name: tactile", "capabilities: pointer keyboard touch"])
    }

    @Test func desktopShellStartsWithTheSameSeat() throws {
        let harness = try WestonHarness(shell: .desktop)
        let info = try harness.launchClient(executable: "wayland-info")
        #expect(try info.waitForExit(timeout: .seconds(5)) == .exited(0))
        #expect(Self.seatDescription(in: info.standardOutput()) == ["name: tactile", "capabilities: pointer keyboard touch"])
    }

    @Test func screenshotHasTheOutputSizeAndKioskBackground() throws {
        let harness = try WestonHarness(width: 640, height: 480)
        let shot = try harness.screenshot()
        #expect(shot.width == 640 && shot.height == 480)
        #expect(shot.pixels.count == 640 * 480)
        #expect(shot.pixels.allSatisfy { $0 == Self.black })
    }

    @Test func screenshotShowsAConfiguredBackgroundInARGBOrder() throws {
        let harness = try WestonHarness(width: 320, height: 200, backgroundColor: 0xFF33_6699)
        let shot = try harness.screenshot()
        #expect(shot.width == 320 && shot.height == 200)
        #expect(shot.pixel(x: 0, y: 0) == 0xFF33_6699)
        #expect(shot.pixels.allSatisfy { $0 == 0xFF33_6699 })
    }

    /// weston-simple-touch (600×500, centred by kiosk-shell at 100,50 on an 800×600 output)
    /// paints a 5-pixel cross at each touch point in a colour per touch ID; with WAYLAND_DEBUG
    /// it also logs every wl_touch event it receives.
    @Test func touchEventsReachARealClient() throws {
        let harness = try WestonHarness(width: 800, height: 600)
        let client = try Self.launchSimpleTouch(on: harness)

        try harness.touchDown(id: 0, x: 300, y: 250, time: 1000)
        try harness.touchFrame()
        try harness.touchDown(id: 1, x: 320, y: 250, time: 1010)
        try harness.touchMotion(id: 1, x: 330, y: 260, time: 1020)
        try harness.touchFrame()
        try harness.touchUp(id: 0, time: 1030)
        try harness.touchFrame()
        try harness.touchUp(id: 1, time: 1040)
        try harness.touchFrame()  // weston 10 drops the frame after the last up
        try harness.touchDown(id: 2, x: 400, y: 300, time: 2000)
        try harness.touchFrame()
        try harness.touchCancel()
        try harness.touchDown(id: 3, x: 410, y: 310, time: 3000)  // after a cancel, a new sequence
        try harness.touchFrame()
        try harness.touchUp(id: 3, time: 3010)

        let expected = [
            "wl_touch.down(1000, wl_surface, 0, 200.00000000, 200.00000000)",
            "wl_touch.frame()",
            "wl_touch.down(1010, wl_surface, 1, 220.00000000, 200.00000000)",
            "wl_touch.motion(1020, 1, 230.00000000, 210.00000000)",
            "wl_touch.frame()",
            "wl_touch.up(1030, 0)",
            "wl_touch.frame()",
            "wl_touch.up(1040, 1)",
            "wl_touch.down(2000, wl_surface, 2, 300.00000000, 250.00000000)",
            "wl_touch.frame()",
            "wl_touch.cancel()",
            "wl_touch.down(3000, wl_surface, 3, 310.00000000, 260.00000000)",
            "wl_touch.frame()",
            "wl_touch.up(3010, 3)",
        ]
        #expect(try harness.receivedEvents(of: client, interfaces: ["wl_touch"], atLeast: expected.count) == expected)

        // Each cross is centred on its touch point in global coordinates: 0xFF red for ID 0,
        // yellow for 1 (painted at down and motion), blue for 2, magenta for 3.
        let painted: [(x: Int, y: Int, colour: UInt32)] = [
            (300, 250, 0xFFFF_0000), (320, 250, 0xFFFF_FF00), (330, 260, 0xFFFF_FF00),
            (400, 300, 0xFF00_00FF), (410, 310, 0xFFFF_00FF), (303, 250, Self.simpleTouchBackground),
        ]
        var shot = try harness.screenshot()
        try harness.waitUntil("the touch crosses on screen") {
            shot = try harness.screenshot()
            return shot.pixel(x: 410, y: 310) == 0xFFFF_00FF
        }
        #expect(painted.map { shot.pixel(x: $0.x, y: $0.y) } == painted.map(\.colour))
    }

    @Test func clientAtAnswersWhoseSurfaceInputReaches() throws {
        let harness = try WestonHarness(width: 800, height: 600)
        #expect(try harness.clientProcessIdentifier(atX: 400, y: 300) == nil)
        let client = try Self.launchSimpleTouch(on: harness)
        #expect(try harness.clientProcessIdentifier(atX: 400, y: 300) == client.processIdentifier)
        #expect(try harness.clientProcessIdentifier(atX: 100, y: 50) == client.processIdentifier)
        // kiosk-shell centres the 600×500 surface: its corner is at (100, 50).
        #expect(try harness.client(atX: 400, y: 300).map { [$0.surfaceX, $0.surfaceY] } == [300, 250])
        #expect(try harness.clientProcessIdentifier(atX: 99, y: 300) == nil)
        #expect(try harness.clientProcessIdentifier(atX: 400, y: 550) == nil)
        #expect(try harness.reply(to: "client-at 400") == "error usage: client-at X Y")
    }

    @Test func aScriptedDragIsDeliveredWithExactTimes() throws {
        let harness = try WestonHarness(width: 800, height: 600)
        let client = try Self.launchSimpleTouch(on: harness)

        try harness.touchDrag(from: (x: 200, y: 150), to: (x: 260, y: 180), steps: 3, startTime: 500, stepInterval: 10)

        let expected = [
            "wl_touch.down(500, wl_surface, 0, 100.00000000, 100.00000000)",
            "wl_touch.frame()",
            "wl_touch.motion(510, 0, 120.00000000, 110.00000000)",
            "wl_touch.frame()",
            "wl_touch.motion(520, 0, 140.00000000, 120.00000000)",
            "wl_touch.frame()",
            "wl_touch.motion(530, 0, 160.00000000, 130.00000000)",
            "wl_touch.frame()",
            "wl_touch.up(540, 0)",
        ]
        #expect(try harness.receivedEvents(of: client, interfaces: ["wl_touch"], atLeast: expected.count) == expected)
    }

    /// weston-eventdemo binds wl_pointer and wl_keyboard; kiosk-shell makes it fullscreen, so
    /// surface coordinates equal global ones. weston's pointer starts at 100,100, where the
    /// window receives pointer focus once it maps.
    @Test func pointerAndKeyEventsReachARealClient() throws {
        let harness = try WestonHarness()
        let client = try harness.launchClient(executable: "weston-eventdemo", environment: ["WAYLAND_DEBUG": "1"])
        let interfaces: Set<String> = ["wl_pointer", "wl_keyboard"]
        let focus = [
            "wl_keyboard.enter(wl_surface, array[0])",
            "wl_keyboard.modifiers(0, 0, 0, 0)",
            "wl_pointer.enter(wl_surface, 100.00000000, 100.00000000)",
            "wl_pointer.frame()",
        ]
        _ = try harness.receivedEvents(of: client, interfaces: interfaces, atLeast: focus.count)

        try harness.pointerMotion(x: 200, y: 150, time: 1000)
        try harness.pointerFrame()
        try harness.button(272, pressed: true, time: 1010)
        try harness.pointerFrame()
        try harness.button(272, pressed: false, time: 1020)
        try harness.pointerFrame()
        try harness.axis(.vertical, 10, time: 1030)
        try harness.axis(.horizontal, -5.5, time: 1030)
        try harness.pointerFrame()
        try harness.key(42, pressed: true, time: 1040)  // KEY_LEFTSHIFT
        try harness.key(30, pressed: true, time: 1050)  // KEY_A
        try harness.key(30, pressed: false, time: 1060)
        try harness.key(42, pressed: false, time: 1070)

        let expected = focus + [
            "wl_pointer.motion(1000, 200.00000000, 150.00000000)",
            "wl_pointer.frame()",
            "wl_pointer.button(1010, 272, 1)",
            "wl_pointer.frame()",
            "wl_pointer.button(1020, 272, 0)",
            "wl_pointer.frame()",
            "wl_pointer.axis(1030, 0, 10.00000000)",
            "wl_pointer.axis(1030, 1, -5.50000000)",
            "wl_pointer.frame()",
            "wl_keyboard.key(1040, 42, 1)",
            "wl_keyboard.modifiers(1, 0, 0, 0)",
            "wl_keyboard.key(1050, 30, 1)",
            "wl_keyboard.key(1060, 30, 0)",
            "wl_keyboard.key(1070, 42, 0)",
            "wl_keyboard.modifiers(0, 0, 0, 0)",
        ]
        #expect(try harness.receivedEvents(of: client, interfaces: interfaces, atLeast: expected.count) == expected)
    }

    @Test func injectorRepliesWithErrorsForMalformedCommands() throws {
        let harness = try WestonHarness()
        let exchanges: [(command: String, reply: String)] = [
            ("", "error empty command"),
            ("teleport 1 2", "error unknown command"),
            ("touch-down 1 2", "error usage: touch-down ID X Y [@MS]"),
            ("touch-down one 2 3", "error usage: touch-down ID X Y [@MS]"),
            ("touch-down 1 2 nan", "error usage: touch-down ID X Y [@MS]"),
            ("touch-motion 1 2 3", "error touch ID is not down"),
            ("touch-up 4", "error touch ID is not down"),
            ("touch-down 1 2 3", "ok"),
            ("touch-down 1 5 6", "error touch ID is already down"),
            ("touch-cancel", "ok"),
            ("touch-up 1", "error touch ID is not down"),
            ("button 272 sideways", "error usage: button CODE pressed|released [@MS]"),
            ("button 272 released", "error not pressed"),
            ("button 272 pressed", "ok"),
            ("button 272 pressed", "error already pressed"),
            ("axis diagonal 1", "error usage: axis vertical|horizontal VALUE [@MS]"),
            ("key 30 pressed @soon", "error bad time (want @MILLISECONDS)"),
            ("key -1 pressed", "error usage: key CODE pressed|released [@MS]"),
            ("ping now", "error usage: ping"),
            ("a b c d e f g", "error too many words"),
            (String(repeating: "x", count: 300), "error line too long"),
            ("ping", "ok"),
        ]
        let replies = try exchanges.map { try harness.reply(to: $0.command) }
        #expect(replies == exchanges.map(\.reply))
        // The same lines written at once (more replies than the module holds back before a
        // flush) get the same replies, in order, once the button they pressed is released.
        #expect(try harness.replies(to: ["button 272 released", "pointer-frame"]) == ["ok", "ok"])
        #expect(try harness.replies(to: exchanges.map(\.command)) == exchanges.map(\.reply))

        let error = #expect(throws: HarnessError.self) { try harness.touchUp(id: 9) }
        #expect(error?.description == "injector refused \"touch-up 9\": touch ID is not down")
    }

    /// A client whose compositor dies sees its connection end; simple-touch then exits with 0.
    @Test func aKilledWestonIsSeenByHarnessAndClient() throws {
        let harness = try WestonHarness(width: 800, height: 600)
        let client = try Self.launchSimpleTouch(on: harness)

        kill(harness.westonProcessIdentifier, SIGKILL)
        try harness.waitUntil("weston's death to be noticed") { !harness.isRunning }
        #expect(harness.westonExitStatus == .signalled(SIGKILL))
        let error = #expect(throws: HarnessError.self) { try harness.inject("ping") }
        #expect(error?.description.hasPrefix("cannot send \"ping\" (weston ended with signal 9)") == true)
        #expect(try client.waitForExit(timeout: .seconds(5)) == .exited(0))
    }

    @Test func locatesExecutablesOfThisPackage() throws {
        let demo = try WestonHarness.productPath(named: "tactile-demo")
        #expect(FileManager.default.isExecutableFile(atPath: demo))
        let error = #expect(throws: HarnessError.self) { try WestonHarness.productPath(named: "no-such-product") }
        #expect(error?.description.hasSuffix("build it with `swift build --product no-such-product`") == true)
    }

    @Test func debugTraceKeepsReceivedInputEventsWithoutSerialsOrObjectIDs() {
        let log = """
            [1913714.334]  -> wl_seat@6.get_touch(new id wl_touch@8)
            [1913714.400] wl_keyboard@19.keymap(1, fd 8, 64434)
            [1913714.401] wl_keyboard@19.repeat_info(40, 400)
            [1914808.554] wl_touch@8.down(30, 1000, wl_surface@7, 0, 200.00000000, 200.00000000)
            [1914808.560] wl_surface@7.enter(wl_output@4)
            [1914808.600] wl_touch@8.frame()
            [1914808.650] wl_keyboard@19.key(7, 1040, 30, 1)
            not a wayland line
            [1914808.703] wl_touch@8.motion(1020, 1, 230.00000000, 210.00000000)
            [1914808.794] wl_touch@8.cancel()
            """
        #expect(WaylandDebugTrace.events(in: log, interfaces: ["wl_touch", "wl_keyboard"]) == [
            "wl_touch.down(1000, wl_surface, 0, 200.00000000, 200.00000000)",
            "wl_touch.frame()",
            "wl_keyboard.key(1040, 30, 1)",
            "wl_touch.motion(1020, 1, 230.00000000, 210.00000000)",
            "wl_touch.cancel()",
        ])
    }

    /// Cairo writes a 2×2 image with four distinct opaque colours; the decoder must give them
    /// back as 0xAARRGGBB in row-major order.
    @Test func screenshotDecodingKeepsPixelOrderAndChannels() throws {
        let colours: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF, 0xFF12_3456]
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 2, 2))
        defer { cairo_surface_destroy(surface) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = try #require(cairo_image_surface_get_data(surface))
        for (index, colour) in colours.enumerated() {
            UnsafeMutableRawPointer(data + (index / 2) * stride).storeBytes(of: colour, toByteOffset: (index % 2) * 4, as: UInt32.self)
        }
        cairo_surface_mark_dirty(surface)
        let path = Self.temporaryPath("tactile-decode-\(getpid()).png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)

        let decoded = try Screenshot.decodePNG(atPath: path)
        #expect(decoded.width == 2 && decoded.height == 2)
        #expect(decoded.pixels == colours)
        #expect(decoded.pixel(x: 1, y: 1) == 0xFF12_3456)
    }

    /// Starts weston-simple-touch with WAYLAND_DEBUG=1 and waits for its window. It needs an
    /// output of at least 800×600: kiosk-shell centres the 600×500 window (at 100,50 there) and
    /// disconnects a fullscreen client whose buffer exceeds the output.
    static func launchSimpleTouch(on harness: WestonHarness) throws -> HarnessProcess {
        let client = try harness.launchClient(executable: "weston-simple-touch", environment: ["WAYLAND_DEBUG": "1"])
        try harness.waitForSurface(of: client, atX: 400, y: 300)
        return client
    }

    /// `name` in the temporary directory.
    static func temporaryPath(_ name: String) -> String {
        URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(name).path
    }

    /// The IDs of running processes whose command line mentions `text`.
    static func processes(mentioning text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { entry in
            guard entry.allSatisfy(\.isNumber),
                  let commandLine = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return false }
            return String(decoding: commandLine, as: UTF8.self).contains(text)
        }
    }

    /// The `name:` and `capabilities:` lines of wayland-info's wl_seat section.
    static func seatDescription(in output: String) -> [String] {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("interface: 'wl_seat'") }) else { return [] }
        return lines[(start + 1)...]
            .prefix { !$0.hasPrefix("interface:") }
            .filter { $0.hasPrefix("name:") || $0.hasPrefix("capabilities:") }
    }
}
