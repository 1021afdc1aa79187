import Tactile

/// The strip along the bottom of the window with one button per scene: a tap on a button
/// shows its scene. Buttons only tap (a finger that moves more than a tap allows does
/// nothing), so the bar never takes a drag away from a scene; a tile dropped on it springs
/// back like anywhere outside a container.
final class HomeBar: View {
    /// The buttons, one per scene name, left to right; each is named `home-<scene>`.
    let buttons: [Label]
    /// Called with the scene's name when its button is tapped.
    var onSelect: ((String) -> Void)?

    private static let idle = Color(hex: "#2b3340")!
    private static let selected = Color(hex: "#3c6e9e")!

    /// Creates the bar with a button for each of `names`, `selectedName`'s lit.
    init(names: [String], selectedName: String) {
        buttons = names.map { name in
            let button = Label(text: name, style: TextStyle(font: Font(size: 18, isBold: true), color: .white, alignment: .center))
            button.identifier = "home-\(name)"
            button.cornerRadius = 10
            return button
        }
        super.init(frame: .zero)
        identifier = "home bar"
        backgroundColor = Color(hex: "#12151b")
        for (button, name) in zip(buttons, names) {
            let tap = TapGestureRecognizer()
            tap.name = "tap \(name)"
            tap.onChange { [unowned self] _ in onSelect?(name) }
            button.addGestureRecognizer(tap)
            addSubview(button)
        }
        select(selectedName)
    }

    /// Lights the button of `name` and no other.
    func select(_ name: String) {
        for button in buttons {
            button.backgroundColor = button.identifier == "home-\(name)" ? Self.selected : Self.idle
        }
    }

    /// Puts the bar at `frame` (surface coordinates); the buttons share its width equally,
    /// 8 px apart and from the edges.
    func layout(in frame: Rect) {
        self.frame = frame
        let gap = 8.0
        let width = (bounds.width - gap * Double(buttons.count + 1)) / Double(max(buttons.count, 1))
        for (index, button) in buttons.enumerated() {
            button.frame = Rect(x: gap + Double(index) * (width + gap), y: gap, width: max(width, 0), height: max(bounds.height - 2 * gap, 0))
        }
    }
}
