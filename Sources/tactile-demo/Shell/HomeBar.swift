import Tactile

/// The strip along the bottom of the window with one `Button` per scene: a button shows
/// pressed from the touch-down, and its scene comes on show when the finger (or the mouse's
/// left button) lifts on it; sliding off it by more than 10 px cancels. A finger that moves
/// like a drag lets go of the button, so the bar never takes a drag away from a scene; a tile
/// dropped on it springs back like anywhere outside a container.
final class HomeBar: View {
    /// The buttons, one per scene name, left to right; each is named `home-<scene>`.
    let buttons: [Button]
    /// Called with the scene's name when its button is activated.
    var onSelect: ((String) -> Void)?
    /// The look the bar has now.
    private var look = DemoLook.dark
    /// The scene whose button is lit.
    private var selectedName: String

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
        // The buttons share the width equally, 8 px apart and from the edges.
        let row = Stack(.horizontal, spacing: 8, buttons)
        row.padding = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        row.layout.fillsSuperview = true
        for (button, name) in zip(buttons, names) {
            button.action = { [unowned self] _ in onSelect?(name) }
            button.layout = LayoutParameters(width: .flexible(), height: .flexible())
        }
        addSubview(row)
        apply(look)
    }

    /// Lights the button of `name` and no other.
    func select(_ name: String) {
        selectedName = name
        for button in buttons {
            button.theme = look.barButtonTheme(selected: button.identifier == "home-\(name)")
        }
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
