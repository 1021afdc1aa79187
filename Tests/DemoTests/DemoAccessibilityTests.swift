import DemoState
import Tactile
import Testing
@testable import tactile_demo

/// The home bar's accessibility button and its panel, driven by touches on the offscreen
/// runner, and every scene at 1.5× text in high contrast with no text cut and nothing
/// overflowing, in a landscape and a portrait window.
@Suite struct DemoAccessibilityTests {
    /// The centre of `view` at 1024×768 with the accessibility panel open, text as given.
    static func centre(of view: (DemoShell) -> View) -> Point {
        let host = SceneHost(size: BuiltInTour.size, clock: ManualClock())
        let session = DemoSession(host: host, sceneName: nil, state: nil, store: nil)
        session.resized(to: BuiltInTour.size)
        session.shell.toggleAccessibilityPanel()
        let target = view(session.shell)
        return target.convert(target.bounds, to: nil).center
    }

    /// Every text of the views below `view` that is cut (ellipsized or clipped), each a line
    /// naming it: a label's whole text (no line limit) wrapped at its width, or on one line
    /// for a one-line label, larger than its bounds; a button's or a segment's title on one
    /// line larger than its bounds or its segment.
    static func cutTexts(below view: View, measurer: TextMeasuring) -> [String] {
        var found: [String] = []
        for subview in view.subviews where !subview.isHidden {
            if let label = subview as? Label, !label.text.isEmpty {
                var whole = label.style
                whole.maximumLines = 0
                let size = measurer.size(of: label.text, style: whole, width: label.style.maximumLines == 1 ? nil : label.bounds.width)
                if size.width > label.bounds.width + 0.5 || size.height > label.bounds.height + 0.5 {
                    found.append("label \"\(label.text)\" needs \(size) in \(label.bounds.size)")
                }
            }
            if let button = subview as? Button, !button.title.isEmpty {
                let size = button.measure(button.title, font: button.effectiveTheme.fonts.control)
                if size.width > button.bounds.width + 0.5 || size.height > button.bounds.height + 0.5 {
                    found.append("button \"\(button.title)\" needs \(size) in \(button.bounds.size)")
                }
            }
            if let control = subview as? SegmentedControl {
                let width = control.bounds.width / Double(max(control.segments.count, 1))
                for segment in control.segments {
                    let size = control.measure(segment, font: control.effectiveTheme.fonts.control)
                    if size.width > width + 0.5 || size.height > control.bounds.height + 0.5 {
                        found.append("segment \"\(segment)\" needs \(size) in \(Size(width: width, height: control.bounds.height))")
                    }
                }
            }
            found += cutTexts(below: subview, measurer: measurer)
        }
        return found
    }

    /// Each seed scene shown in turn on `host`, at rest: what overflows or is cut, the home
    /// bar and the panel (when open) included, each line starting with the scene's name.
    static func problemsInEveryScene(_ shell: DemoShell, host: SceneHost) -> [String] {
        let measurer = host.rootView.layoutEnvironment.textMeasurer!
        var found: [String] = []
        for scene in shell.scenes {
            shell.show(scene.name)
            host.rootView.layoutIfNeeded()
            host.animator.settleAll()  // A floating button brought back inside a smaller scene.
            found += (DemoLanguageTests.overflows(below: host.rootView, measurer: measurer)
                      + cutTexts(below: host.rootView, measurer: measurer)).map { "\(scene.name): \($0)" }
        }
        return found
    }

    /// What a problem is about, without the sizes: the same text cut by as much or more.
    static func subject(of problem: String) -> String {
        problem.components(separatedBy: " needs ")[0]
    }

    /// Aa opens the panel; its switches turn high contrast and speech on by touch, then, in
    /// speech mode, 1.5× text by a finger finding its switch and a double tap (each tapped
    /// where it is before the text grows), which the event log tells; the whole demo takes the
    /// high-contrast look, the bar's lit button gold under black; Aa again closes it.
    @Test func theAccessibilityButtonsPanelSwitchesTextContrastAndSpeech() throws {
        var touches = TouchScript()
        touches.tap(at: Self.centre { $0.homeBar!.accessibilityButton })
        for toggle: (DemoShell) -> View in [{ $0.accessibilityPanel!.highContrast }, { $0.accessibilityPanel!.speech }] {
            touches.wait(milliseconds: 300)
            touches.tap(at: Self.centre(of: toggle))
        }
        // Two quick taps: the first finds the switch and says it, the second activates it.
        let largerText = Self.centre(of: { $0.accessibilityPanel!.largerText })
        for _ in 0..<2 {
            touches.down(at: largerText)
            touches.wait(milliseconds: 50)
            touches.up()
            touches.wait(milliseconds: 100)
        }
        let run = DemoRun(touches)
        try run.play()
        let host = run.runner.host, shell = run.session.shell
        #expect(run.lines.filter { !$0.hasPrefix("speak \"Speech on.") } == [
            "a11y contrast on", "speech on", "speak \"Larger text, switch, off\"", "a11y focus toggle \"Larger text\"",
            "a11y text 1.5", "speak \"Larger text, switch, on\"",
        ])
        #expect(host.accessibility.isSpeechOn && host.accessibility.isHighContrast && host.accessibility.textScale == 1.5)
        #expect(host.rootView.layoutEnvironment.textScale == 1.5)
        #expect(host.rootView.theme == .highContrast && shell.showsHighContrast)
        #expect(shell.homeBar?.accessibilityButton.theme?.colors.accent == Theme.highContrast.colors.accent)
        #expect(shell.homeBar?.accessibilityButton.theme?.colors.onAccent == .black)
        #expect(shell.scenes.allSatisfy { $0.view.backgroundColor == .black })
        #expect(shell.accessibilityPanel?.superview != nil)
        #expect(Self.problemsInEveryScene(shell, host: host) == [])
        shell.homeBar?.accessibilityButton.action?(shell.homeBar!.accessibilityButton)
        #expect(shell.accessibilityPanel?.superview == nil)
    }

    /// The kiosk session's idle reset turns the visitor's settings off and closes the panel:
    /// the next visitor finds the demo in its own look, its text at its size and the bar in
    /// one row.
    @Test func theIdleResetTurnsTheSettingsOffAndClosesThePanel() {
        let run = TagsRun(scene: SortingScene.name)
        let host = run.runner.host, shell = run.session.shell
        let bar = shell.homeBar!.accessibilityButton
        run.tap(bar.convert(bar.bounds, to: nil).center)
        host.accessibility.textScale = 1.5
        host.accessibility.isHighContrast = true
        host.accessibility.isSpeechOn = true
        #expect(shell.accessibilityPanel?.superview != nil && shell.homeBar?.frame.height == 2 * DemoShell.homeBarHeight - 8)
        let kiosk = DemoKioskTests.startSession(on: run, KioskTimeouts(idleReset: .milliseconds(100), attract: nil))
        run.play(TouchScript(), settle: .milliseconds(300))
        #expect(run.lines.suffix(5) == ["a11y text 1", "a11y contrast off", "speak \"Speech off\"", "speech off", "idle reset"])
        #expect(host.accessibility.textScale == 1 && !host.accessibility.isHighContrast && !host.accessibility.isSpeechOn)
        #expect(shell.accessibilityPanel?.superview == nil && shell.homeBar?.frame.height == DemoShell.homeBarHeight)
        #expect(host.rootView.theme == DemoLook.dark.theme && !shell.showsHighContrast)
        _ = kiosk
    }

    /// At 1.5× text in high contrast, the accessibility panel open, no scene overflows and no
    /// text is cut that shows whole at the app's size (in a portrait window some titles are
    /// ellipsized at any size, a home bar button's among them), but in a portrait window two
    /// of the six language names: 125 px each is all 800 px hold, and Greek and French at
    /// 1.5× bold need 138 and 126 (each name is in its own language, which its reader still
    /// recognises ellipsized). Off again, the demo has its look, and the bar its one row, back.
    @Test(arguments: DemoLanguageTests.sizes + [BuiltInTour.size])
    func noSceneOverflowsOrCutsTextAtLargerTextInHighContrast(size: Size) {
        let host = SceneHost(size: size, clock: ManualClock())
        let session = DemoSession(host: host, sceneName: nil, state: nil, store: nil)
        session.resized(to: size)
        let shell = session.shell
        let atAppSize = Set(Self.problemsInEveryScene(shell, host: host).map(Self.subject))
        shell.toggleAccessibilityPanel()
        host.accessibility.textScale = 1.5
        host.accessibility.isHighContrast = true
        #expect(shell.homeBar?.frame.height == 2 * DemoShell.homeBarHeight - 8)
        let problems = Self.problemsInEveryScene(shell, host: host).filter { !atAppSize.contains(Self.subject(of: $0)) }
        let expected = size.width > 800 ? [] : ["settings: segment \"Français\" needs 126×33 in 125.33×49",
                                                "settings: segment \"Ελληνικά\" needs 138×33 in 125.33×49"]
        #expect(problems == expected)
        host.accessibility.resetForNextVisitor()
        #expect(host.rootView.theme == DemoLook.dark.theme && !shell.showsHighContrast)
        #expect(shell.homeBar?.frame.height == DemoShell.homeBarHeight)
        #expect(shell.scenes[0].view.frame.height == size.height - DemoShell.homeBarHeight)
    }
}
