import DemoState
import Foundation
import Tactile
import TestSupport
import Testing
@testable import tactile_demo

/// The demo's arrangement through the state file, in-process: saved when things come to
/// rest, put back at the next start (at the same or another window size), the scene shown
/// last shown again.
@Suite struct DemoPersistenceTests {
    /// tile-2 dragged from the left container into the right one, to (800, 300).
    static let move = DemoSortingTests.drag(from: Point(x: 95, y: 252.5), to: Point(x: 800, y: 300))

    @Test func aMoveIsSavedAtRestAndPutBackAtTheNextStart() throws {
        let directory = TemporaryDirectory()
        let path = directory.path + "/state.json"
        var problems: [String] = []
        let run = DemoRun(Self.move, store: StateStore<LayoutState>(path: path) { problems.append($0) })
        try run.play()
        #expect(run.lines.suffix(2) == ["tile-2 rests in right at (800, 300)", "state saved"])
        let saved = try JSONDecoder().decode(LayoutState.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(saved.activeScene == "sorting" && saved.surface == LayoutSize(width: 1024, height: 768))
        #expect(Set(saved.scenes.keys) == ["sorting", "putty", "palette", "colour", "cart", "tags", "photos", "video", "settings"])
        #expect(saved.scenes["sorting"]?.containers.map(\.id) == ["left", "middle", "right"])
        #expect(saved.scenes["sorting"]?.items.first { $0.id == "tile-2" } ==
            ItemLayout(id: "tile-2", container: "right", frame: LayoutFrame(x: 745, y: 245, width: 110, height: 110),
                       color: Color(hex: "#3caea3")))

        let store = StateStore<LayoutState>(path: path) { problems.append($0) }
        let relaunch = DemoRun(TouchScript(), state: store.load(), store: store)
        try relaunch.play()
        #expect(relaunch.lines == ["state restored"])
        let tile = relaunch.scene(SortingScene.self).items[2]
        #expect(tile.superview?.identifier == "right" && tile.surfaceCenter == Point(x: 800, y: 300))
        #expect(relaunch.session.shell.capturedState() == saved)
        #expect(problems.isEmpty)
    }

    @Test func atAnotherWindowSizeItemsKeepTheirPlaceInTheirContainer() throws {
        let first = DemoRun(Self.move)
        try first.play()
        let saved = first.session.shell.capturedState()
        // At 640×480 the right container starts at x 434.67 instead of 690.67.
        let smaller = DemoRun(TouchScript(), size: Size(width: 640, height: 480), state: saved)
        try smaller.play()
        let tile = smaller.scene(SortingScene.self).items[2]
        #expect(tile.superview?.identifier == "right" && tile.surfaceCenter.distance(to: Point(x: 544, y: 300)) < 1e-9)
    }

    @Test func keepingContainersMovesTheirItemsAlong() {
        let saved = SceneLayout(
            containers: [ContainerLayout(id: "box", frame: LayoutFrame(x: 100, y: 50, width: 200, height: 200))],
            items: [ItemLayout(id: "in", container: "box", frame: LayoutFrame(x: 120, y: 60, width: 10, height: 10)),
                    ItemLayout(id: "out", container: "", frame: LayoutFrame(x: 5, y: 5, width: 10, height: 10))])
        let current = SceneLayout(containers: [ContainerLayout(id: "box", frame: LayoutFrame(x: 40, y: 80, width: 100, height: 100))], items: [])
        let moved = saved.keepingContainers(of: current)
        #expect(moved.containers == current.containers)
        #expect(moved.items.map(\.frame) == [LayoutFrame(x: 60, y: 90, width: 10, height: 10), LayoutFrame(x: 5, y: 5, width: 10, height: 10)])
    }

    @Test func theSceneShownLastIsShownAgainUnlessOneIsAskedFor() {
        let state = LayoutState(activeScene: "colour", surface: LayoutSize(width: 1024, height: 768), scenes: [:])
        let host = SceneHost(size: Size(width: 1024, height: 768), clock: ManualClock())
        #expect(DemoSession(host: host, sceneName: nil, state: state, store: nil).shell.active.name == "colour")
        #expect(DemoSession(host: host, sceneName: "putty", state: state, store: nil).shell.active.name == "putty")
        let unknown = LayoutState(activeScene: "bench", surface: LayoutSize(width: 1024, height: 768), scenes: [:])
        #expect(DemoSession(host: host, sceneName: nil, state: unknown, store: nil).shell.active.name == "sorting")
    }
}

/// The shell's layout follows the window's size and scale.
@Suite struct DemoLayoutTests {
    static func shell(size: Size, scene: String = "sorting") -> DemoShell {
        let shell = DemoShell(host: SceneHost(size: size, clock: ManualClock()), sceneName: scene)
        shell.layout(in: size)
        return shell
    }

    @Test func theHomeBarTakesTheBottomAndTheScenesTheRest() {
        for (size, width) in [(Size(width: 640, height: 480), 181.33), (Size(width: 1280, height: 800), 394.67)] {
            let shell = Self.shell(size: size)
            #expect(shell.homeBar?.frame == Rect(x: 0, y: size.height - 64, width: size.width, height: 64))
            #expect(shell.homeBar?.buttons.count == DemoScenes.seeds.count)
            for scene in shell.scenes { #expect(scene.view.frame == Rect(x: 0, y: 0, width: size.width, height: size.height - 64)) }
            let sorting = shell.scenes[0].containers.map { $0.convert($0.bounds, to: nil) }
            #expect(sorting.map { ($0.width * 100).rounded() / 100 } == [width, width, width])
            #expect(sorting.map(\.height) == [size.height - 64 - 48, size.height - 64 - 48, size.height - 64 - 48])
            #expect(abs(sorting[2].maxX - (size.width - 24)) < 1e-9)
        }
    }

    @Test func aToolSceneFillsTheWindowWithoutAHomeBar() {
        let shell = Self.shell(size: Size(width: 640, height: 480), scene: "gestures")
        #expect(shell.homeBar == nil && shell.scenes.count == 1 && !shell.keepsState)
        #expect(shell.active.view.frame == Rect(x: 0, y: 0, width: 640, height: 480))
    }

    @Test func atScale2EdgesFallOnDevicePixels() throws {
        // tile-0 spans logical x 40…106.7 at 640×480: device column 80 is its first.
        let run = DemoRun(TouchScript(), size: Size(width: 640, height: 480), scale: 2)
        let frame = try #require(try run.play().last)
        let pixels = try #require(pngPixels(frame, at: [(79, 100), (80, 100)]))
        #expect((pixels[0] >> 16) & 0xFF < 0x40 && pixels[1] == 0xFFE8_505B)
    }
}

/// The built-in offscreen tour visits every seed scene through the home bar.
@Suite struct DemoTourTests {
    @Test func theTourShowsEverySceneAndWritesAFrameForEach() throws {
        let run = DemoRun(script: BuiltInTour.script(sceneName: nil, state: nil))
        let frames = try run.play()
        #expect(frames.count == DemoScenes.seeds.count + 1)
        let milestones = ["drag ended tile-2 moved into middle", "drag ended tile-5 returned noZone", "scene putty", "button tapped 1",
                          "putty resize ended", "scene palette", "drag ended word-apple moved into list",
                          "drag ended swatch-green returned noZone", "scene colour", "target colour #e8505b",
                          "drag ended violet moved into slot-0", "scene cart", "cart tapped 1", "cart drag ended",
                          "scene tags", "field name 24 24 976 64", "keyboard shown"]
        #expect(milestones.filter { run.lines.contains($0) } == milestones)
        #expect(milestones.compactMap { run.lines.firstIndex(of: $0) } == milestones.compactMap { run.lines.firstIndex(of: $0) }.sorted())
    }
}
