import Tactile
import Testing
@testable import tactile_demo

/// Keys alone reach everything: in every seed scene, Tab goes through one order holding each
/// element the semantic tree says can be acted on (controls, the text field, activatable
/// views, draggable items, the home bar's buttons) and the views only the arrows move, in
/// the tree's reading order, the ring on each; each move is an `a11y focus` line.
@Suite struct DemoKeyboardReachTests {
    /// The views the arrow keys nudge, which offer no action of their own to the tree.
    static let nudgedOnly: [String: Set<String>] = [
        "putty": ["putty"],
        "video": ["tile-red", "tile-green", "tile-yellow", "clip tile"],
    ]

    /// The identifiers of the views Tab visits in `demo`'s scene, `count` presses, and the
    /// focus lines traced meanwhile.
    static func tabs(_ count: Int, in demo: KeyedDemo, tree: AccessibilityTree) -> (visited: [String], focusLines: [String]) {
        var visited: [String] = []
        demo.clearLines()
        for _ in 0..<count {
            demo.press(Keysym.tab)
            tree.update()
            let focused = tree.snapshot.focusedID.flatMap { tree.view(for: $0) }
            visited.append(focused?.identifier ?? "nothing")
            #expect(focused == nil || focused?.focusRing != nil, "the ring shows on \(visited.last!)")
        }
        return (visited, demo.lines.filter { $0.hasPrefix("a11y focus") })
    }

    @Test(arguments: DemoScenes.seeds.map(\.name))
    func tabReachesEverythingActionable(scene: String) {
        let demo = KeyedDemo(scene: scene)
        let tree = demo.session.shell.host.startAccessibilityTree()
        tree.update()
        let nudged = Self.nudgedOnly[scene] ?? []
        let expected = tree.snapshot.readingOrder().compactMap { id -> String? in
            guard let node = tree.snapshot.nodes[id], let view = tree.view(for: id), let name = view.identifier else { return nil }
            return !node.element.actions.isEmpty || nudged.contains(name) ? name : nil
        }
        #expect(expected.suffix(9) == DemoScenes.seeds.map { "home-\($0.name)" }[...])
        let (visited, focusLines) = Self.tabs(expected.count + 1, in: demo, tree: tree)
        #expect(visited == expected + [expected[0]], "one more Tab wraps to the first")
        #expect(focusLines.count == expected.count + 1)
        #expect(focusLines.first == focusLines.last)
    }

    /// The tool scenes offer nothing to act on (their tiles follow fingers only): Tab finds
    /// nothing to focus and leaves the key alone.
    @Test(arguments: DemoScenes.tools.map(\.name))
    func toolScenesOfferNothingToTab(scene: String) {
        let demo = KeyedDemo(scene: scene)
        let tree = demo.session.shell.host.startAccessibilityTree()
        tree.update()
        #expect(!tree.snapshot.nodes.values.contains { !$0.element.actions.isEmpty })
        let (visited, focusLines) = Self.tabs(1, in: demo, tree: tree)
        #expect(visited == ["nothing"] && focusLines.isEmpty)
    }

    /// The focus lines name what the keys reach: the sorting scene's first tile by its colour.
    @Test func focusLinesNameTheElement() {
        let demo = KeyedDemo()
        let tree = demo.session.shell.host.startAccessibilityTree()
        tree.update()
        #expect(Self.tabs(2, in: demo, tree: tree).focusLines == ["a11y focus draggableItem \"Red\"", "a11y focus draggableItem \"Orange\""])
    }

    /// Enter on a home-bar button shows its scene; the focus stays on the button, and Tab goes
    /// on along the bar; the keypad's Enter does the same.
    @Test func enterOnAHomeBarButtonSwitchesScene() {
        let demo = KeyedDemo(scene: "putty")
        // The putty, its button, then the home bar: accessibility, sorting, putty, palette,
        // colour, cart.
        for _ in 0..<8 { demo.press(Keysym.tab) }
        #expect(demo.session.shell.controlFocus.focusedView?.identifier == "home-cart")
        demo.clearLines()
        demo.press(Keysym.enter)
        #expect(demo.lines == ["scene cart"])
        #expect(demo.session.shell.active is CartScene)
        demo.press(Keysym.tab)
        #expect(demo.session.shell.controlFocus.focusedView?.identifier == "home-tags")
        demo.press(Keysym.keypadEnter)
        #expect(demo.session.shell.active is TagsScene && demo.lines.contains("scene tags"))
    }

    /// Enter activates what the keys reach and a tap would act on: the putty's button, the
    /// floating cart (whose arrows still nudge it); Space opens a photo, which Enter picks up.
    @Test func enterActivatesTheViewsATapActsOn() {
        let putty = KeyedDemo(scene: "putty")
        putty.press([Keysym.tab, Keysym.tab, Keysym.enter, Keysym.space])
        #expect(putty.lines.filter { $0.hasPrefix("button tapped") } == ["button tapped 1", "button tapped 2"])
        let cart = KeyedDemo(scene: "cart")
        cart.press([Keysym.tab, Keysym.enter, Keysym.keypadEnter, Keysym.left])
        cart.settle()
        #expect(cart.lines == ["focus cart", "cart tapped 1", "cart tapped 2", "cart rests at (942, 632) alpha 0.2"])
        let photos = KeyedDemo(scene: "photos")
        photos.press([Keysym.tab, Keysym.space])
        #expect(photos.lines == ["focus photo-01.png", "viewer opened photo-01.png"])
    }
}
