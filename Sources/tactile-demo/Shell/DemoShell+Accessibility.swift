import Tactile

// The visitor's accessibility settings in the demo: the home bar's accessibility button opens
// the panel that changes them, and the shell follows each change: the high-contrast look on
// every scene and the bar, and a new layout for text of another size (captions with room for
// two lines, the settings' captions above their controls, the bar in two rows).

extension DemoShell {
    /// Opens the accessibility panel above the home bar, or closes it when open.
    func toggleAccessibilityPanel() {
        guard let panel = accessibilityPanel else { return }
        if panel.superview == nil {
            panel.showSettings()
            // Above the scene, below the bar and the on-screen keyboard.
            host.rootView.insertSubview(panel, at: 1)
            placeAccessibilityPanel()
            homeBar?.isAccessibilityLit = true
        } else {
            closeAccessibilityPanel()
        }
    }

    /// Closes the accessibility panel if it is open.
    func closeAccessibilityPanel() {
        accessibilityPanel?.removeFromSuperview()
        homeBar?.isAccessibilityLit = false
    }

    /// The open panel sits 8 px above the home bar at the accessibility button's side, sized
    /// to its text.
    func placeAccessibilityPanel() {
        guard let panel = accessibilityPanel, panel.superview != nil, let homeBar else { return }
        let button = homeBar.accessibilityButton.convert(homeBar.accessibilityButton.bounds, to: nil)
        let room = Size(width: size.width - 16, height: homeBar.frame.minY - 16)
        let fitting = panel.fittingSize(within: room)
        let x = host.rootView.layoutEnvironment.direction == .rightToLeft ? button.maxX - fitting.width : button.minX
        panel.frame = Rect(x: min(max(x, 8), size.width - 8 - fitting.width), y: homeBar.frame.minY - 8 - fitting.height,
                           width: fitting.width, height: fitting.height)
        panel.layoutIfNeeded()
    }

    /// A setting changed: the look follows high contrast, everything is laid out again for
    /// the text's size, and the panel shows the settings (an idle reset turns them off).
    func accessibilityDidChange() {
        let settings = host.accessibility
        if settings.isHighContrast != showsHighContrast {
            showsHighContrast = settings.isHighContrast
            applyLook()
        }
        let scale = settings.textScale
        if scale != textScaleShown {
            textScaleShown = scale
            homeBar?.followTextScale(scale)
            settingsScene?.followTextScale(scale)
            for scene in scenes { scene.view.fitCaptions(toTextScale: scale) }
        }
        accessibilityPanel?.showSettings()
        // Before the window's first size (speech mode started by --speech) there is nothing
        // to lay out: a layout at no size would fit the sorting tiles to nothing for good.
        if size != .zero { layout(in: size) }
    }

    /// Every scene, the home bar and the panel take the look of the settings and the
    /// visitor's contrast.
    func applyLook() {
        let look = DemoLook.of(settings.appearance, highContrast: showsHighContrast)
        host.rootView.theme = look.theme
        for scene in scenes { scene.apply(look, background: look.background(builtWith: darkBackgrounds[scene.name])) }
        homeBar?.apply(look)
        accessibilityPanel?.apply(look)
    }
}
