import Testing
@testable import TactileCore

/// How a theme reaches controls and what a theme change repaints, read from the root's damage
/// tracker: a 400×300 root holding a button at (10, 10, 100×48), a toggle at (10, 70, 52×48),
/// a plain view at (200, 10, 50×50), and a panel at (200, 100, 180×150) with a theme of its own
/// holding a slider at (10, 10, 160×48) in its space.
@MainActor @Suite struct ControlThemeTests {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let button = Button(frame: Rect(x: 10, y: 10, width: 100, height: 48), title: "Go")
    let toggle = Toggle(frame: Rect(x: 10, y: 70, width: 52, height: 48))
    let panel = View(frame: Rect(x: 200, y: 100, width: 180, height: 150))
    let slider = Slider(frame: Rect(x: 10, y: 10, width: 160, height: 48))

    init() {
        root.addSubview(button)
        root.addSubview(toggle)
        let plain = View(frame: Rect(x: 200, y: 10, width: 50, height: 50))
        plain.backgroundColor = .black
        root.addSubview(plain)
        panel.theme = .light
        panel.addSubview(slider)
        root.addSubview(panel)
        _ = takeDamage(root)
    }

    /// Without a theme anywhere controls follow `Theme.light`; a root's theme reaches every
    /// control down to the panel, which keeps its own.
    @Test func aThemeIsInheritedAndOverriddenPerSubtree() {
        #expect(button.effectiveTheme == .light && button.theme == nil)
        root.theme = .dark
        #expect(button.effectiveTheme == .dark && toggle.effectiveTheme == .dark)
        #expect(slider.effectiveTheme == .light)
        panel.theme = nil
        #expect(slider.effectiveTheme == .dark)
    }

    /// Going dark repaints the button and the toggle only: not the plain view, not the panel
    /// that keeps its own theme. Setting the same theme again repaints nothing.
    @Test func aThemeChangeRepaintsTheControlsItAffectsOnly() {
        root.theme = .dark
        #expect(takeDamage(root) == ["(10, 10, 100×48)", "(10, 70, 52×48)"])
        root.theme = .dark
        #expect(takeDamage(root) == [])
        panel.theme = nil
        #expect(takeDamage(root) == ["(210, 110, 160×48)"])
    }

    /// A change of the control font repaints what draws text (the button), not the toggle;
    /// a bigger touch target repaints nothing but grows the touch areas.
    @Test func aFontChangeRepaintsTextOnly() {
        var theme = Theme.light
        theme.fonts.control = Font(size: 24, isBold: true)
        root.theme = theme
        #expect(takeDamage(root) == ["(10, 10, 100×48)"])
        theme.touchTarget = 64
        root.theme = theme
        #expect(takeDamage(root) == [])
        #expect(toggle.touchAreaOutset == 8 && button.touchAreaOutset == 8)
    }

    /// A control in a subtree attached under a view whose theme wants a bigger touch target
    /// takes that target; one in a subtree with a theme of its own keeps its own.
    @Test func attachedControlsTakeTheTouchTargetTheyInherit() {
        var big = Theme.light
        big.touchTarget = 80
        root.theme = big
        let card = View(frame: Rect(x: 0, y: 150, width: 200, height: 100))
        let small = Button(frame: Rect(x: 10, y: 10, width: 40, height: 40), title: "x")
        card.addSubview(small)
        let own = View(frame: Rect(x: 100, y: 0, width: 100, height: 100))
        own.theme = .light
        let kept = Button(frame: Rect(x: 10, y: 10, width: 40, height: 40), title: "y")
        own.addSubview(kept)
        card.addSubview(own)
        #expect(small.touchAreaOutset == 4 && kept.touchAreaOutset == 4)
        root.addSubview(card)
        #expect(small.touchAreaOutset == 20 && kept.touchAreaOutset == 4)
    }

    /// Sizes: a button is its title plus padding, never below the touch target; a toggle is
    /// its track grown to the target; a slider takes the width offered; segments are as wide as
    /// the widest title plus padding (text estimated from the font size without a measurer).
    @Test func controlsSayTheirSize() {
        let measured = Button(title: "Reset scene")
        #expect(measured.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 11 * 18 * 0.6 + 32, height: 48))
        #expect(Button(title: "A").sizeThatFits(Size(width: 300, height: 300)) == Size(width: 48, height: 48))
        #expect(toggle.sizeThatFits(.zero) == Size(width: 52, height: 48))
        #expect(slider.sizeThatFits(Size(width: 300, height: 100)) == Size(width: 300, height: 48))
        let segments = SegmentedControl(segments: ["a", "bb"])
        #expect(segments.sizeThatFits(Size(width: .infinity, height: .infinity)) == Size(width: 2 * (2 * 18 * 0.6 + 32), height: 48))
    }
}

/// The settings screen of the README, built as written there: a tap on the toggle turns the
/// whole window dark, every control with it.
@MainActor @Suite struct ControlSettingsScreenTests {
    @Test func aToggleSwitchesTheWindowsTheme() {
        let h = GestureHarness()
        let root = h.root
        root.theme = .light
        let dark = Toggle(isOn: false) { toggle in root.theme = toggle.isOn ? .dark : .light }
        let tileSize = Slider(value: 110, in: 80...160, step: 10) { _ in }
        tileSize.showsValue = true
        let layout = SegmentedControl(segments: ["QWERTY", "QWERTZ", "AZERTY"]) { _ in }
        let reset = Button(title: "Reset scene") { _ in }
        let busy = ProgressView(progress: 0.4)
        let controls: [Control] = [dark, tileSize, layout, reset, busy]
        for (index, control) in controls.enumerated() {
            let size = control.sizeThatFits(Size(width: 300, height: .infinity))
            control.frame = Rect(x: 20, y: 20 + Double(index) * 60, width: size.width, height: size.height)
            root.addSubview(control)
        }
        _ = takeDamage(root)
        h.play(tap(1, at: (46, 44), time: 0))
        #expect(dark.isOn && controls.allSatisfy { $0.effectiveTheme == .dark })
        #expect(takeDamage(root).count == controls.count)
    }
}
