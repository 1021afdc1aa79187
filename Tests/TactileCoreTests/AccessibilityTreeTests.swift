import Testing
@testable import TactileCore

@Suite struct AccessibilityTreeTests {
    /// A settings panel: the standard controls give their roles, names, values, states and
    /// actions by themselves; a plain view's subviews belong to its parent; a hidden view and
    /// a view hidden from readers are left out; the app names a switch and an image.
    @Test func standardViewsGiveTheirElements() {
        let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let panel = View(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        root.addSubview(panel)
        panel.addSubview(Label(frame: Rect(x: 10, y: 10, width: 200, height: 30), text: "Settings"))
        let ok = Button(frame: Rect(x: 10, y: 50, width: 100, height: 48), title: "OK")
        panel.addSubview(ok)
        let sound = Toggle(frame: Rect(x: 10, y: 110, width: 60, height: 48), isOn: true)
        sound.accessibilityName = LocalizedString("Sound", comment: "test")
        panel.addSubview(sound)
        let volume = Slider(frame: Rect(x: 10, y: 170, width: 200, height: 48), value: 4, in: 0...10, step: 1)
        panel.addSubview(volume)
        let look = SegmentedControl(frame: Rect(x: 10, y: 230, width: 200, height: 48), segments: ["Light", "Dark"], selectedIndex: 1)
        look.isEnabled = false
        panel.addSubview(look)
        let picture = ImageView(frame: Rect(x: 10, y: 290, width: 60, height: 60))
        picture.accessibilityName = LocalizedString("A lighthouse", comment: "test")
        panel.addSubview(picture)
        let hidden = Label(frame: .zero, text: "Hidden")
        hidden.isHidden = true
        panel.addSubview(hidden)
        let decoration = Label(frame: .zero, text: "Decoration")
        decoration.isAccessibilityHidden = true
        panel.addSubview(decoration)
        let pin = TextField(frame: Rect(x: 10, y: 360, width: 200, height: 40))
        pin.placeholder = "PIN"
        pin.kind = .pin
        pin.text = "1234"
        panel.addSubview(pin)

        let tree = AccessibilityTree(root: root)
        tree.applicationName = "Test"
        tree.update()
        #expect(tree.snapshot.outline() == [
            "application \"Test\"",
            "  label \"Settings\"",
            "  button \"OK\" [activate]",
            "  toggle \"Sound\" {checked} [activate]",
            "  slider = 4 [increment, decrement]",
            "  segmentedControl = Dark {disabled}",
            "  image \"A lighthouse\"",
            "  textField \"PIN\" = •••• {secure} [activate]",
        ])
        #expect(tree.snapshot.nodes.values.first { $0.element.role == .textField }?.text == "••••")
    }

    /// Changes are told as they happen, between two updates only: a switch flipped, a value
    /// moved, a label renamed, a button removed (its parent told), a new one added; the same
    /// view keeps its number.
    @Test func updatesTellWhatChanged() {
        let root = View(frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let sound = Toggle(frame: Rect(x: 10, y: 10, width: 60, height: 48))
        sound.accessibilityName = LocalizedString("Sound", comment: "test")
        let volume = Slider(frame: Rect(x: 10, y: 70, width: 200, height: 48), value: 4, in: 0...10, step: 1)
        let total = Label(frame: Rect(x: 10, y: 130, width: 200, height: 30), text: "Total 3")
        total.announcesAccessibilityChanges = true
        let ok = Button(frame: Rect(x: 10, y: 170, width: 100, height: 48), title: "OK")
        [sound, volume, total, ok].forEach(root.addSubview)
        let tree = AccessibilityTree(root: root)
        let first = tree.update()
        #expect(first == [.added(0), .added(1), .added(2), .added(3), .added(4)])
        #expect(tree.update().isEmpty, "nothing changed, nothing told")

        #expect(tree.perform(.activate, on: 1))
        #expect(tree.perform(.increment, on: 2))
        total.text = "Total 4"
        ok.removeFromSuperview()
        #expect(tree.update() == [
            .removed(4),
            .childrenChanged(0),
            .statesChanged(1, old: [], new: [.checked]),
            .valueChanged(2),
            .nameChanged(3),
            .announcement("Total 4", polite: true),
        ])
        #expect(sound.isOn && volume.value == 5)
        #expect(!tree.perform(.activate, on: 4), "an element that went away does nothing")
        root.addSubview(ok)
        #expect(tree.update() == [.added(4), .childrenChanged(0)], "a view back in the tree keeps its number")
        tree.announce("first", polite: true)
        tree.announce("second", polite: true)
        #expect(tree.update() == [.announcement("second", polite: true)], "a flood of announcements: the latest wins")
    }

    /// Drag-and-drop without a finger: an item picked up by its action, its zones offering
    /// "drop", dropped on one by the zone's action, told as a finger's drag is (the same hooks
    /// and placement), the zones' counts following.
    @Test func dragAndDropByActions() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        a.accessibilityName = LocalizedString("Tile A", comment: "test")
        h.source(a)
        h.palette.accessibilityName = LocalizedString("Palette", comment: "test")
        h.tray.accessibilityName = LocalizedString("Tray", comment: "test")
        h.zone(h.palette)
        h.zone(h.tray)
        let tree = AccessibilityTree(root: h.root)
        tree.update()
        #expect(tree.snapshot.outline() == [
            "application",
            "  dropZone \"Palette\" = 1 item",
            "    draggableItem \"Tile A\" [pickUp]",
            "  dropZone \"Tray\" = 0 items",
        ])
        let item = tree.id(of: a)!, tray = tree.id(of: h.tray)!
        #expect(tree.perform(.pickUp, on: item))
        tree.update()
        #expect(tree.snapshot.nodes[item]?.element.states == [.pickedUp])
        #expect(tree.snapshot.nodes[tray]?.element.actions == [.drop])
        #expect(tree.perform(.drop, on: tray))
        h.settle()
        tree.update()
        #expect(tree.snapshot.outline() == [
            "application",
            "  dropZone \"Palette\" = 0 items",
            "  dropZone \"Tray\" = 1 item",
            "    draggableItem \"Tile A\" [pickUp]",
        ])
        #expect(tree.id(of: a) == item, "the dropped item keeps its number")
        #expect(h.trace.contains("A started") && h.trace.contains { $0.hasPrefix("A ended") })
    }
}
