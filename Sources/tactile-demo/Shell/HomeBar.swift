import Tactile

/// The strip along the bottom of the window with one `Button` per scene: a button shows
/// pressed from the touch-down, and its scene comes on show when the finger (or the mouse's
/// left button) lifts on it; sliding off it by more than 10 px cancels. A finger that moves
/// like a drag lets go of the button, so the bar never takes a drag away from a scene; a tile
/// dropped on it springs back like anywhere outside a container. Before the scenes' buttons,
/// a narrow one titled "Aa", `home-accessibility`, opens and closes the accessibility panel
/// (lit while it is open). At larger text the buttons take two rows (`followTextScale`).
final class HomeBar: View {
    /// The buttons, one per scene name, left to right; each is named `home-<scene>`.
    let buttons: [Button]
    /// Opens and closes the accessibility panel.
    let accessibilityButton = Button(title: "Aa")
    /// Called with the scene's name when its button is activated.
    var onSelect: ((String) -> Void)?
    /// Called when the accessibility button is activated.
    var onAccessibility: (() -> Void)?
    /// True while the accessibility panel is open: its button is lit.
    var isAccessibilityLit = false {
        didSet { if isAccessibilityLit != oldValue { select(selectedName) } }
    }
    /// The look the bar has now.
    private var look = DemoLook.dark
    /// The scene whose button is lit.
    private var selectedName: String
    /// The rows of buttons, one above the other, 8 px apart and from the edges.
    private let rows = Stack(.vertical, spacing: 8)

    /// Creates the bar with a button for each of `names` (titled in the window's language),
    /// `selectedName`'s lit.
    init(names: [String], selectedName: String) {
        self.selectedName = selectedName
        buttons = names.map { name in
            let button = Button(title: name)
            if let title = DemoScenes.titles[name] { button.localizedTitle = title }
            button.identifier = "home-\(name)"
            return button
        }
        super.init(frame: .zero)
        identifier = "home bar"
        // The accessibility button is 40 px wide (it takes touches over the theme's 48 px
        // target, within the gaps), so that each scene's button keeps under it the places a
        // finger found it at before there was one; the scenes' buttons share the rest of their
        // row equally, 8 px apart and from the edges.
        accessibilityButton.identifier = "home-accessibility"
        accessibilityButton.accessibilityName = AccessibilityPanel.title
        accessibilityButton.layout = LayoutParameters(width: .fixed(40), height: .flexible())
        accessibilityButton.action = { [unowned self] _ in onAccessibility?() }
        rows.padding = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        rows.layout.fillsSuperview = true
        for (button, name) in zip(buttons, names) {
            button.action = { [unowned self] _ in onSelect?(name) }
            button.layout = LayoutParameters(width: .flexible(), height: .flexible())
        }
        addSubview(rows)
        arrange(rowCount: 1)
        apply(look)
    }

    /// The bar's height: one row of 48 px buttons, 8 px from the edges, or two at larger text.
    var height: Double { rows.subviews.count == 1 ? DemoShell.homeBarHeight : 2 * DemoShell.homeBarHeight - 8 }

    /// One row of buttons at the app's text size; at a larger one two rows (the accessibility
    /// button and the first half of the scenes', then the rest), so that each title has room
    /// for its larger text.
    func followTextScale(_ scale: Double) {
        arrange(rowCount: scale > 1 ? 2 : 1)
    }

    /// Puts the buttons in `rowCount` rows sharing the bar's height, each row's buttons
    /// sharing its width.
    private func arrange(rowCount: Int) {
        guard rows.subviews.count != rowCount else { return }
        for row in rows.subviews { row.removeFromSuperview() }
        let all = [accessibilityButton] + buttons
        let perRow = (all.count + rowCount - 1) / rowCount
        for start in stride(from: 0, to: all.count, by: perRow) {
            let row = Stack(.horizontal, spacing: 8, Array(all[start..<min(start + perRow, all.count)]))
            row.layout = LayoutParameters(width: .flexible(), height: .flexible())
            rows.addSubview(row)
        }
    }

    /// Lights the button of `name` and no other scene's.
    func select(_ name: String) {
        selectedName = name
        for button in buttons {
            button.theme = look.barButtonTheme(selected: button.identifier == "home-\(name)")
        }
        accessibilityButton.theme = look.barButtonTheme(selected: isAccessibilityLit)
    }

    /// Takes `look`'s colours: the bar's background and its buttons'.
    func apply(_ look: DemoLook) {
        self.look = look
        backgroundColor = look.bar
        select(selectedName)
    }

    /// Puts the bar at `frame` (surface coordinates); its row of buttons follows.
    func layout(in frame: Rect) {
        self.frame = frame
        layoutIfNeeded()
    }
}
