import Testing
@testable import Tactile

/// The kiosk session's warning before its idle reset, offscreen on the runner's manual clock:
/// when it shows and what it says each second, any touch or key giving the visitor more time
/// (and pressing nothing), speech mode's longer times, the reset taking it away, and its
/// pixels in the window's theme.
@Suite struct KioskWarningTests {
    /// A runner at 800×600 with a white root and an app button at (40, 40, 200, 80) counting
    /// its presses, and a session with `timeouts` whose events and trace lines are kept with
    /// their times (in seconds).
    final class Run {
        let runner: OffscreenRunner
        let session: KioskSession
        let button = Button(frame: Rect(x: 40, y: 40, width: 200, height: 80), title: "Pay")
        var presses = 0
        var lines: [(time: Double, line: String)] = []
        var events: [(time: Double, event: KioskEvent)] = []

        /// A still attract screen, when `timeouts.attract` is to show one.
        final class StillScreen: KioskAttractScreen {
            let view = View()
            func advance(to elapsed: TimeSpan) {}
        }

        init(_ timeouts: KioskTimeouts) {
            let traced = TracedLines()
            runner = OffscreenRunner(script: OffscreenScript(size: Size(width: 800, height: 600), events: [], snapshots: []),
                                     trace: { _ in }, sceneTrace: { traced.append($0) })
            runner.rootView.backgroundColor = .white
            runner.rootView.addSubview(button)
            session = KioskSession(host: runner.host, timeouts: timeouts,
                                   attractScreen: timeouts.attract == nil ? nil : { StillScreen() })
            traced.sink = { [unowned self] line in lines.append((now, line)) }
            button.action = { [unowned self] _ in presses += 1 }
            session.addObserver { [unowned self] event in events.append((now, event)) }
        }

        /// Holds the trace lines' destination until the run exists.
        final class TracedLines {
            var sink: ((String) -> Void)?
            func append(_ line: String) { sink?(line) }
        }

        /// The clock's time in seconds.
        var now: Double { runner.clock.now.sinceOrigin.seconds }

        /// Runs until `seconds` on the clock.
        func run(until seconds: Double) { runner.play([], until: MonotonicTime(sinceOrigin: .seconds(seconds))) }

        /// A finger taps `point` at `seconds`, lifting 100 ms later.
        func tap(_ point: Point, at seconds: Double) {
            let down = MonotonicTime(sinceOrigin: .seconds(seconds)), up = down + .milliseconds(100)
            runner.play([OffscreenEvent(time: down, kind: .down(id: 0, location: point)), OffscreenEvent(time: down, kind: .frame),
                         OffscreenEvent(time: up, kind: .up(id: 0)), OffscreenEvent(time: up, kind: .frame)],
                        until: up + .milliseconds(100))
        }

        /// A hardware key pressed and released at `seconds`.
        func key(_ keysym: UInt32, at seconds: Double) {
            run(until: seconds)
            runner.handleKey(KeyEvent(time: runner.clock.now, keysym: keysym, pressed: true))
            runner.handleKey(KeyEvent(time: runner.clock.now, keysym: keysym, pressed: false))
        }

        /// The session's lines other than the countdown's, with their times.
        var steps: [String] {
            lines.filter { !$0.line.hasPrefix("kiosk countdown") }.map { "\(format($0.time)) \($0.line)" }
        }

        /// The countdown's lines from `start` to `end` seconds (both included).
        func countdown(from start: Double, to end: Double) -> [String] {
            lines.filter { $0.line.hasPrefix("kiosk countdown") && $0.time >= start && $0.time <= end }.map { "\(format($0.time)) \($0.line)" }
        }

        /// The warning over the window, nil when none shows.
        var warningView: View? { runner.rootView.subviews.first { $0.identifier == "time limit warning" } }

        private func format(_ seconds: Double) -> String { String(format: "%.1f", seconds) }
    }

    @Test func theWarningShowsItsLeadBeforeTheResetAndCountsDownEachSecond() throws {
        let run = Run(KioskTimeouts(idleReset: .seconds(30), attract: nil))
        run.run(until: 9.9)
        #expect(run.lines.isEmpty && run.session.phase == .inUse && run.session.warningText == nil)
        run.run(until: 10)
        #expect(run.session.phase == .warning && run.warningView != nil)
        #expect(run.session.warningText == "Are you still there? The screen resets in 20 seconds.")
        run.run(until: 28.5)
        #expect(run.session.warningText == "Are you still there? The screen resets in 2 seconds.")
        run.run(until: 29.5)
        #expect(run.session.warningText == "Are you still there? The screen resets in 1 second.")
        run.run(until: 31)
        #expect(run.steps == ["10.0 kiosk warning 20 s", "30.0 idle reset"])
        #expect(run.countdown(from: 0, to: 31) == (1...19).map { "\(String(format: "%.1f", 10.0 + Double($0))) kiosk countdown \(20 - $0) s" })
        #expect(run.events.map(\.event) == [.warningShown(remaining: .seconds(20))]
                + (1...19).map { .warningTick(remaining: .seconds(Double(20 - $0))) } + [.idleReset])
        #expect(run.session.phase == .inUse && run.warningView == nil && run.session.warningText == nil)
        // Nothing counts down after the reset.
        #expect(run.runner.clock.pendingTimerCount == 0)
    }

    @Test func aTouchGivesMoreTimeAndPressesNothingAndTheNextInputIsOrdinary() throws {
        let run = Run(KioskTimeouts(idleReset: .seconds(30), attract: nil, extensionTime: .seconds(60)))
        run.run(until: 12)
        #expect(run.session.phase == .warning)
        // On the app's button, under the warning: it only asks for more time.
        run.tap(Point(x: 140, y: 80), at: 15.5)
        #expect(run.presses == 0 && run.session.phase == .inUse && run.warningView == nil)
        // The extension: the warning 40 s after the touch (its lift), the reset 60 s after it.
        run.run(until: 76)
        #expect(run.steps == ["10.0 kiosk warning 20 s", "15.5 kiosk more time", "55.6 kiosk warning 20 s", "75.6 idle reset"])
        #expect(run.countdown(from: 10, to: 15.5) == ["11.0 kiosk countdown 19 s", "12.0 kiosk countdown 18 s", "13.0 kiosk countdown 17 s",
                                                       "14.0 kiosk countdown 16 s", "15.0 kiosk countdown 15 s"])
        #expect(run.countdown(from: 15.5, to: 55.6).isEmpty)
        #expect(run.events.filter { $0.event == .extended }.count == 1)

        // After the reset the button works, and its touch starts an ordinary period.
        run.tap(Point(x: 140, y: 80), at: 80)
        #expect(run.presses == 1)
        run.tap(Point(x: 140, y: 80), at: 100.5)
        #expect(run.presses == 1 && run.steps.suffix(2) == ["90.1 kiosk warning 20 s", "100.5 kiosk more time"])
        run.tap(Point(x: 140, y: 80), at: 101)
        run.run(until: 122)
        #expect(run.presses == 2)
        #expect(run.steps.suffix(2) == ["100.5 kiosk more time", "111.1 kiosk warning 20 s"])
    }

    @Test func aKeyGivesMoreTimeAndSoDoesTheButton() throws {
        let run = Run(KioskTimeouts(idleReset: .seconds(30), attract: nil))
        run.key(Keysym.enter, at: 15)
        #expect(run.session.phase == .inUse)
        // Without an extension time, a whole idle period: the warning 10 s after the key.
        run.run(until: 25)
        #expect(run.steps == ["10.0 kiosk warning 20 s", "15.0 kiosk more time", "25.0 kiosk warning 20 s"])
        // The warning's own button (speech mode and screen readers press it) does the same.
        let moreTime = try #require(run.warningView?.allSubviews.compactMap { $0 as? Button }.first)
        #expect(moreTime.title == "More time")
        run.run(until: 27)
        moreTime.activate()
        run.run(until: 47)
        #expect(run.steps.suffix(3) == ["25.0 kiosk warning 20 s", "27.0 kiosk more time", "37.0 kiosk warning 20 s"])
        #expect(run.presses == 0)
    }

    @Test func aClickGivesMoreTimeButTheMouseMovingDoesNot() throws {
        let run = Run(KioskTimeouts(idleReset: .seconds(30), attract: nil))
        let host = run.runner.host
        let onButton = Point(x: 140, y: 80)
        run.run(until: 12)
        for event: PointerEvent in [.enter(location: onButton), .motion(time: 12_000, location: onButton), .frame] { host.handlePointer(event) }
        #expect(run.session.phase == .warning)
        run.run(until: 13)
        for event: PointerEvent in [.button(time: 13_000, button: PointerButton.left, pressed: true), .frame,
                                    .button(time: 13_050, button: PointerButton.left, pressed: false), .frame] {
            host.handlePointer(event)
        }
        run.run(until: 23.5)
        #expect(run.presses == 0)
        #expect(run.steps == ["10.0 kiosk warning 20 s", "13.0 kiosk more time", "23.0 kiosk warning 20 s"])
    }

    @Test func speechModeMakesEveryStepLongerUntilItGoesOff() throws {
        let run = Run(KioskTimeouts(idleReset: .seconds(30), attract: .seconds(100), blank: .seconds(150), warning: .seconds(10),
                                    extensionTime: .seconds(20)))
        run.session.isSpeechModeOn = true
        // As speech mode does: the reset turns it off.
        run.session.addObserver { [unowned run] event in if event == .idleReset { run.session.isSpeechModeOn = false } }
        run.run(until: 44)
        // Twice the reset, twice the lead: the warning 20 s before the reset at 60 s.
        #expect(run.steps == ["40.0 kiosk warning 20 s"])
        run.tap(Point(x: 140, y: 80), at: 44)
        // Twice the extension: the reset 40 s after the touch, its warning 20 s before.
        run.run(until: 360)
        #expect(run.steps == ["40.0 kiosk warning 20 s", "44.0 kiosk more time", "64.1 kiosk warning 20 s", "84.1 idle reset",
                              "144.1 attract shown", "194.1 attract hidden", "194.1 blank on"])
        #expect(run.countdown(from: 64, to: 85).count == 19)
    }

    @Test func speechModeSwitchedOnDuringTheWarningLengthensItsCountdown() throws {
        let run = Run(KioskTimeouts(idleReset: .seconds(30), attract: nil))
        run.run(until: 15.5)
        #expect(run.session.warningText == "Are you still there? The screen resets in 15 seconds.")
        run.session.isSpeechModeOn = true
        // The reset 60 s after the last input now: 44.5 s left.
        #expect(run.session.warningText == "Are you still there? The screen resets in 45 seconds.")
        run.run(until: 61)
        #expect(run.steps == ["10.0 kiosk warning 20 s", "60.0 idle reset"])
        #expect(run.countdown(from: 15.5, to: 17) == ["16.0 kiosk countdown 44 s", "17.0 kiosk countdown 43 s"])
        #expect(run.countdown(from: 58, to: 61) == ["58.0 kiosk countdown 2 s", "59.0 kiosk countdown 1 s"])
    }

    /// The warning at 20, 2 and 1 seconds left in each language the library ships, as its
    /// catalog writes it (Arabic and Hebrew have a form of their own for two).
    static let texts: [String: [String]] = [
        "en": ["Are you still there? The screen resets in 20 seconds.", "Are you still there? The screen resets in 2 seconds.",
               "Are you still there? The screen resets in 1 second."],
        "de": ["Sind Sie noch da? Der Bildschirm wird in 20 Sekunden zurückgesetzt.",
               "Sind Sie noch da? Der Bildschirm wird in 2 Sekunden zurückgesetzt.",
               "Sind Sie noch da? Der Bildschirm wird in 1 Sekunde zurückgesetzt."],
        "fr": ["Êtes-vous toujours là\u{a0}? L’écran revient au début dans 20\u{a0}secondes.",
               "Êtes-vous toujours là\u{a0}? L’écran revient au début dans 2\u{a0}secondes.",
               "Êtes-vous toujours là\u{a0}? L’écran revient au début dans 1\u{a0}seconde."],
        "ar": ["هل ما زلت هنا؟ ستعود الشاشة إلى البداية خلال 20 ثانية.", "هل ما زلت هنا؟ ستعود الشاشة إلى البداية خلال ثانيتين.",
               "هل ما زلت هنا؟ ستعود الشاشة إلى البداية خلال ثانية واحدة."],
        "he": ["אתם עדיין כאן? המסך יתאפס בעוד 20 שניות.", "אתם עדיין כאן? המסך יתאפס בעוד שתי שניות.",
               "אתם עדיין כאן? המסך יתאפס בעוד שנייה אחת."],
        "el": ["Είστε ακόμα εκεί; Η οθόνη θα επανέλθει στην αρχή σε 20 δευτερόλεπτα.",
               "Είστε ακόμα εκεί; Η οθόνη θα επανέλθει στην αρχή σε 2 δευτερόλεπτα.",
               "Είστε ακόμα εκεί; Η οθόνη θα επανέλθει στην αρχή σε 1 δευτερόλεπτο."],
    ]

    @Test(arguments: ["en", "de", "fr", "ar", "he", "el"])
    func theWarningSpeaksTheWindowsLanguageAndFitsItsPanel(code: String) throws {
        let run = Run(KioskTimeouts(idleReset: .seconds(30), attract: nil))
        run.runner.host.language = Language(code)
        var shown: [String?] = []
        for time in [10.5, 28.5, 29.5] {
            run.run(until: time)
            shown.append(run.session.warningText)
        }
        #expect(shown == Self.texts[code])
        let button = try #require(run.warningView?.allSubviews.compactMap { $0 as? Button }.first)
        #expect(button.title == ["en": "More time", "de": "Mehr Zeit", "fr": "Plus de temps", "ar": "وقت إضافي", "he": "עוד זמן",
                                 "el": "Περισσότερος χρόνος"][code])
        // No container reported children that do not fit.
        #expect(!run.lines.contains { $0.line.contains("px more than") }, "\(run.lines.filter { $0.line.hasPrefix("layout") }.map(\.line))")
    }

    @Test func theResetTakesTheWarningAwayAndItsCountdownWithIt() throws {
        let run = Run(KioskTimeouts(idleReset: .seconds(30), attract: nil))
        run.run(until: 12.5)
        run.session.resetNow()
        #expect(run.session.phase == .inUse && run.warningView == nil && run.session.warningText == nil)
        run.run(until: 29)
        #expect(run.steps == ["10.0 kiosk warning 20 s", "12.5 idle reset"])
        #expect(run.countdown(from: 12.5, to: 29).isEmpty)
        // The button under it works again.
        run.tap(Point(x: 140, y: 80), at: 29)
        #expect(run.presses == 1)
    }

    @Test func aWakeCountsTheNextResetFromItselfNotFromTheBlankScreensTime() throws {
        let run = Run(KioskTimeouts(idleReset: .seconds(10), attract: .seconds(20), blank: .seconds(60), warning: nil))
        run.run(until: 22)
        run.tap(Point(x: 400, y: 300), at: 25)
        run.run(until: 50)
        #expect(run.steps == ["10.0 idle reset", "20.0 attract shown", "25.0 attract hidden", "25.0 wake swallowed",
                              "35.1 idle reset", "45.1 attract shown"])
    }

    @Test func theWarningIsDrawnInTheWindowsThemeWithItsCountdown() throws {
        let run = Run(KioskTimeouts(idleReset: .seconds(30), attract: nil))
        run.run(until: 10.1)
        let warning = try #require(run.warningView)
        let panel = try #require(warning.subviews.first { $0.identifier == "time limit panel" })
        let box = panel.convert(panel.bounds, to: nil)
        #expect(box.width == 560 && abs(box.midX - 400) < 1 && abs(box.midY - 300) < 1)
        let countdown = try #require(panel.subviews.compactMap { $0 as? Label }.last)
        let digits = countdown.convert(countdown.bounds, to: nil)
        // The scene dimmed around the panel, the light theme's background in it, its border in
        // the theme's text colour.
        #expect(run.runner.pixel(x: 20, y: 20) == 0xFF66_6666)
        #expect(run.runner.pixel(x: Int(box.minX) + 12, y: Int(box.midY)) == 0xFFF4_F5F7)
        #expect(run.runner.pixel(x: Int(box.minX) + 1, y: Int(box.midY)) == 0xFF1B_2028)
        let twenty = inkPixels(in: digits, run: run)
        #expect(twenty.count > 100)
        run.run(until: 11.1)
        let nineteen = inkPixels(in: digits, run: run)
        #expect(nineteen.count > 100 && nineteen != twenty)

        // A theme set on the root (a high-contrast one) takes the panel at its next second.
        let contrast = Theme(colors: ThemeColors(background: .black, text: Color(hex: "#ffff00")!, accent: Color(hex: "#ffff00")!,
                                                 accentPressed: .white, onAccent: .black, track: .white, knob: .white,
                                                 disabled: .black, onDisabled: .white))
        run.runner.rootView.theme = contrast
        run.run(until: 12.1)
        #expect(run.runner.pixel(x: Int(box.minX) + 12, y: Int(box.midY)) == 0xFF00_0000)
        #expect(run.runner.pixel(x: Int(box.minX) + 1, y: Int(box.midY)) == 0xFFFF_FF00)
        #expect(inkPixels(in: digits, run: run, ink: 0xFFFF_FF00).count > 100)
    }

    /// The pixels of `rect` (window coordinates) drawn in `ink`, as "x,y".
    private func inkPixels(in rect: Rect, run: Run, ink: UInt32 = 0xFF1B_2028) -> Set<String> {
        var found: Set<String> = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where run.runner.pixel(x: x, y: y) == ink { found.insert("\(x),\(y)") }
        }
        return found
    }
}

extension View {
    /// Every view below this one, depth first.
    fileprivate var allSubviews: [View] { subviews.flatMap { [$0] + $0.allSubviews } }
}
