import Tactile
import Testing
@testable import tactile_demo

/// What a visitor who cannot see the screen meets in each scene: the semantic tree as its
/// outline (role "name" = value {states} [actions], indented by depth), exactly, at start on
/// a 1024×768 window in English. Every element that needs a name has one: no scene's trace
/// reports an unnamed one.
@Suite struct DemoAccessibilityTreeTests {
    /// The home bar's buttons, under every seed scene.
    static let homeBar = DemoScenes.seeds.map { "  button \"\($0.name)\" [activate]" }

    /// `scene`'s tree at start, and the scene's trace lines meanwhile.
    static func outline(of scene: String) -> (lines: [String], trace: [String], demo: KeyedDemo) {
        let demo = KeyedDemo(scene: scene)
        let tree = demo.session.shell.host.startAccessibilityTree()
        tree.update()
        return (tree.snapshot.outline(), demo.lines, demo)
    }

    @Test func sorting() {
        #expect(Self.outline(of: "sorting").lines == [
            "application",
            "  dropZone \"Left\" = 3 items",
            "    draggableItem \"Red\" [pickUp]",
            "    draggableItem \"Orange\" [pickUp]",
            "    draggableItem \"Green\" [pickUp]",
            "  dropZone \"Middle: drop between two tiles\" = 2 items",
            "    draggableItem \"Violet\" [pickUp]",
            "    draggableItem \"Yellow\" [pickUp]",
            "  dropZone \"Right\" = 1 item",
            "    draggableItem \"Blue\" [pickUp]",
        ] + Self.homeBar)
    }

    /// The window is named by its title; its button says what it shows.
    @Test func putty() {
        #expect(Self.outline(of: "putty").lines == [
            "application",
            "  group \"Putty window\"",
            "    button \"Tap me\" [activate]",
        ] + Self.homeBar)
    }

    /// The list's rows are a drop zone inside the scrolling list.
    @Test func palette() {
        #expect(Self.outline(of: "palette").lines == [
            "application",
            "  dropZone \"Colours only\" = 3 items",
            "    draggableItem \"Red\" [pickUp]",
            "    draggableItem \"Green\" [pickUp]",
            "    draggableItem \"Blue\" [pickUp]",
            "  dropZone \"Words only\" = 3 items",
            "    draggableItem \"apple\" [pickUp]",
            "    draggableItem \"pear\" [pickUp]",
            "    draggableItem \"plum\" [pickUp]",
            "  list",
            "    dropZone \"List: both, one a row\" = 0 items",
        ] + Self.homeBar)
    }

    /// The target's value is its colour's name.
    @Test func colour() {
        #expect(Self.outline(of: "colour").lines == [
            "application",
            "  dropZone \"Tray\" = 5 items",
            "    draggableItem \"Red\" [pickUp]",
            "    draggableItem \"Orange\" [pickUp]",
            "    draggableItem \"Green\" [pickUp]",
            "    draggableItem \"Violet\" [pickUp]",
            "    draggableItem \"Yellow\" [pickUp]",
            "  label \"Slots: a drop replaces the tile there\"",
            "  dropZone \"Slot 1\" = 0 items",
            "  dropZone \"Slot 2\" = 0 items",
            "  dropZone \"Slot 3\" = 0 items",
            "  dropZone \"Target: takes the colour of a tile dropped on it\" = Grey",
        ] + Self.homeBar)
    }

    /// The total is told when it changes; the cart's badge repeats it and is not read.
    @Test func cart() {
        #expect(Self.outline(of: "cart").lines == [
            "application",
            "  label \"0 items in the cart: €0.00\" {live}",
            "  button \"Cart\" [activate]",
        ] + Self.homeBar)
    }

    /// The field is named by its placeholder; the caption above it says what it does.
    @Test func tags() {
        #expect(Self.outline(of: "tags").lines == [
            "application",
            "  label \"Name: type a word, enter makes a tag; drop a tag here to type it\"",
            "  textField \"Type a word, then enter\" =  [activate]",
            "  dropZone \"Inbox\" = 0 items",
            "  dropZone \"Keep\" = 0 items",
            "  dropZone \"Bin\" = 0 items",
        ] + Self.homeBar)
    }

    /// Each photo is named by its file; activated, it opens in the viewer.
    @Test func photos() {
        #expect(Self.outline(of: "photos").lines == [
            "application",
            "  list \"Photos: tap to view, hold to drag into favourites\"",
        ] + (1...12).map { "    draggableItem \"Photo photo-\($0 < 10 ? "0" : "")\($0).png\" [pickUp, activate]" } + [
            "  list",
            "    dropZone \"Favourites\" = 0 items",
        ] + Self.homeBar)
    }

    /// The clips are videos, the tiles that move over them pictures of their colour.
    @Test func video() {
        #expect(Self.outline(of: "video").lines == [
            "application",
            "  label \"Drag the tiles over the video; the small clip plays while you drag it\"",
            "  video \"Test pattern\"",
            "  button \"Pause\" [activate]",
            "  video \"Colour clip\"",
            "  image \"Red\"",
            "  image \"Green\"",
            "  image \"Yellow\"",
        ] + Self.homeBar)
    }

    /// The controls are named by their captions; the reset button by its own title.
    @Test func settings() {
        #expect(Self.outline(of: "settings").lines == [
            "application",
            "  toggle \"Dark theme\" {checked} [activate]",
            "  slider \"Sorting tile size\" = 110 [increment, decrement]",
            "  segmentedControl \"Keyboard letters\" = QWERTY [increment, decrement]",
            "  label \"Reset a scene\"",
            "  button \"Reset sorting\" [activate]",
            "  segmentedControl \"Language\" = English [increment, decrement]",
        ] + Self.homeBar)
    }

    /// The tool scenes: the gestures' tiles are pictures of their colour, the benchmark's
    /// 200 tiles pictures named by their column and row.
    @Test func toolScenes() {
        #expect(Self.outline(of: "gestures").lines == [
            "application", "  image \"Red\"", "  image \"Orange\"", "  image \"Green\"", "  image \"Violet\"",
        ])
        let bench = (1...10).flatMap { row in (1...20).map { column in "  image \"Tile \(column), \(row)\"" } }
        #expect(Self.outline(of: "bench").lines == ["application"] + bench)
    }

    /// No scene has an element that needs a name and has none, the photo viewer included.
    @Test func noSceneHasAnUnnamedElement() {
        for scene in DemoScenes.names {
            let trace = Self.outline(of: scene).trace
            #expect(!trace.contains { $0.hasPrefix("a11y unnamed") }, "\(scene): \(trace.filter { $0.hasPrefix("a11y") })")
        }
    }

    /// A photo activated through the tree opens in the viewer, a dialog that is all the scene
    /// has while it is open (the wall and the tray are behind it), whose close button takes it
    /// away again.
    @Test func aPhotoOpensAndClosesWithoutSight() throws {
        let (_, _, demo) = Self.outline(of: "photos")
        let tree = try #require(demo.session.shell.host.accessibilityTree)
        let photos = demo.session.scene(PhotosScene.self)
        #expect(tree.perform(.activate, on: try #require(tree.id(of: photos.wall.subviews[1]))))
        tree.update()
        #expect(Array(tree.snapshot.outline().prefix(4))
                == ["application", "  dialog", "    image \"Photo photo-02.png\"", "    button \"Close\" [activate]"])
        demo.press(Keysym.tab)
        #expect(photos.viewer?.closeButton.focusRing != nil, "Tab goes to the close button first")
        let close = try #require(photos.viewer?.closeButton)
        #expect(tree.perform(.activate, on: try #require(tree.id(of: close))))
        #expect(demo.lines.suffix(2) == ["viewer opened photo-02.png", "viewer closed photo-02.png"])
        #expect(!demo.lines.contains { $0.hasPrefix("a11y unnamed") })
    }

    /// A tile picked up through the tree and dropped on another container moves there, as a
    /// finger's drag would: the drag's trace lines, the zones' counts and the tree follow.
    @Test func aTileMovesByPickUpAndDrop() throws {
        let (_, _, demo) = Self.outline(of: "sorting")
        let tree = try #require(demo.session.shell.host.accessibilityTree)
        let sorting = demo.session.scene(SortingScene.self)
        let red = try #require(tree.id(of: sorting.items[0])), right = try #require(tree.id(of: sorting.containers[2]))
        #expect(tree.perform(.pickUp, on: red))
        tree.update()
        #expect(tree.snapshot.nodes[red]?.element.summary == "draggableItem \"Red\" {picked up} [cancelDrag]")
        #expect(tree.snapshot.nodes[right]?.element.summary == "dropZone \"Right\" = 1 item [drop]")
        #expect(tree.perform(.drop, on: right))
        demo.settle()
        tree.update()
        #expect(sorting.items[0].superview === sorting.containers[2])
        #expect(demo.lines.contains("drag started tile-0") && demo.lines.contains("drag ended tile-0 moved into right"))
        #expect(Array(tree.snapshot.outline()[1...10]) == [
            "  dropZone \"Left\" = 2 items",
            "    draggableItem \"Orange\" [pickUp]",
            "    draggableItem \"Green\" [pickUp]",
            "  dropZone \"Middle: drop between two tiles\" = 2 items",
            "    draggableItem \"Violet\" [pickUp]",
            "    draggableItem \"Yellow\" [pickUp]",
            "  dropZone \"Right\" = 2 items",
            "    draggableItem \"Blue\" [pickUp]",
            "    draggableItem \"Red\" [pickUp]",
            "  button \"sorting\" [activate]",
        ])
        #expect(tree.id(of: sorting.items[0]) == red, "the moved tile keeps its number")
    }
}
