// The manual's code for "Layouts and controls" (Tactile.docc/LayoutsAndControls.md); see
// SceneAndViews.swift.
import Tactile

/// A screen of containers: the article's first snippet.
func buildCheckIn(host: SceneHost, choices: [View]) {
    let title = Label(text: "Check-in")
    let tiles = Grid(columnCount: 3, spacing: 8, choices)
    tiles.layout.height = .flexible()                       // the grid takes the height left
    let screen = Stack(.vertical, spacing: 16, [title, tiles, Label(text: "Touch a choice")])
    screen.padding = EdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
    screen.layout.fillsSuperview = true
    host.rootView.addSubview(screen)
}

/// A settings screen: the article's second snippet.
/// Returns the screen and its control focus, which the screen must keep (the input dispatcher
/// holds it weakly).
func buildSettings(app: Application, resizeTiles: @escaping (Double) -> Void, choose: @escaping (Int) -> Void) -> (Stack, ControlFocus) {
    app.rootView.theme = .light                       // the whole window; any subtree may set its own
    let dark = Toggle(isOn: false) { toggle in app.rootView.theme = toggle.isOn ? .dark : .light }
    let tileSize = Slider(value: 110, in: 80...160, step: 10) { slider in resizeTiles(slider.value) }
    tileSize.showsValue = true
    let letters = SegmentedControl(segments: ["QWERTY", "QWERTZ", "AZERTY"]) { control in choose(control.selectedIndex) }
    let reset = Button(title: "Reset") { _ in tileSize.value = 110 }
    let busy = ProgressView(progress: 0.4)
    let focus = ControlFocus(rootView: app.rootView)  // Tab / Shift-Tab, Enter, Space, arrows
    focus.attach(to: app.inputDispatcher)
    return (Stack(.vertical, spacing: 16, [dark, tileSize, letters, reset, busy]), focus)
}

/// Layouts and controls: the visitor's larger text and high contrast, two switches of an
/// accessibility panel; the app's own colours follow the contrast.
func buildAccessibilitySwitches(host: SceneHost, followInOwnColours: @escaping (Bool) -> Void) -> [Toggle] {
    let access = host.accessibility
    access.addObserver { settings in followInOwnColours(settings.isHighContrast) }
    let largerText = Toggle(isOn: access.textScale > 1) { toggle in access.textScale = toggle.isOn ? 1.5 : 1 }
    let highContrast = Toggle(isOn: access.isHighContrast) { toggle in access.isHighContrast = toggle.isOn }
    return [largerText, highContrast]
}
