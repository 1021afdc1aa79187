import DemoState
import Foundation
import PropertyBased
@testable import Tactile
import TestSupport
import Testing

// The demo's state file: its format, and the fields its decoding refuses. How the store
// writes, sets aside and retries is the library's (TactileTests' StateStoreTests).

/// A state with one scene, one container and one item, and the exact file text it gives.
let sampleState = LayoutState(
    activeScene: "sorting", surface: LayoutSize(width: 800, height: 600),
    scenes: ["sorting": SceneLayout(
        containers: [ContainerLayout(id: "left", frame: LayoutFrame(x: 10, y: 20, width: 300, height: 400))],
        items: [ItemLayout(id: "tile1", container: "left", frame: LayoutFrame(x: 30, y: 40.5, width: 80, height: 60),
                           rotation: 90, scale: 1.5, color: Color(hex: "#ff8800"))])])

let sampleStateText = """
    {
      "activeScene" : "sorting",
      "scenes" : {
        "sorting" : {
          "containers" : [
            {
              "frame" : {
                "height" : 400,
                "width" : 300,
                "x" : 10,
                "y" : 20
              },
              "id" : "left"
            }
          ],
          "items" : [
            {
              "color" : "#ff8800",
              "container" : "left",
              "frame" : {
                "height" : 60,
                "width" : 80,
                "x" : 30,
                "y" : 40.5
              },
              "id" : "tile1",
              "rotation" : 90,
              "scale" : 1.5
            }
          ]
        }
      },
      "surface" : {
        "height" : 600,
        "width" : 800
      },
      "version" : 1
    }

    """

/// 2026-11-22 08:00:05 UTC, the time tests give the store for naming files set aside.
private let fixedTime = 1_795_334_405

@Suite struct DemoStateFileTests {
    @Test func savesTheDocumentedFormatAndReadsItBack() {
        let directory = TemporaryDirectory()
        var lines: [String] = []
        let store = StateStore<LayoutState>(path: directory.path + "/nested/tactile/state.json") { lines.append($0) }
        store.noteChange()
        #expect(store.saveIfChanged { sampleState })
        #expect(directory.contents("nested/tactile/state.json").map { String(decoding: $0, as: UTF8.self) } == sampleStateText)
        #expect(directory.names == ["nested"])

        let reader = StateStore<LayoutState>(path: store.path) { lines.append($0) }
        #expect(reader.load() == sampleState)
        #expect(lines.isEmpty)
    }

    @Test func anyStateReadsBackAsWritten() async {
        let directory = TemporaryDirectory()
        let name = Gen.letterOrNumber.string(of: 0...6)
        await propertyCheck(input: name.array(of: 1...4), Gen.double(in: -1e6...1e6).array(of: 8...8),
                            Gen.int(in: 0...0xffffff), Gen.bool) { names, numbers, rgb, hasColor in
            let items = names.enumerated().map { index, id in
                ItemLayout(id: id, container: names[0], frame: LayoutFrame(x: numbers[index], y: numbers[index + 1],
                                                                           width: abs(numbers[index + 2]), height: abs(numbers[index + 3])),
                           rotation: numbers[4], scale: abs(numbers[5]) + 1e-3,
                           color: hasColor ? Color(hex: "#" + String(rgb + 0x1000000, radix: 16).dropFirst()) : nil)
            }
            let state = LayoutState(activeScene: names.last!, surface: LayoutSize(width: abs(numbers[6]), height: abs(numbers[7])),
                                    scenes: [names[0]: SceneLayout(containers: [ContainerLayout(id: names[0], frame: items[0].frame)], items: items),
                                             "other": SceneLayout(containers: [], items: [])])
            let store = StateStore<LayoutState>(path: directory.path + "/state.json") { Issue.record("unexpected line \($0)") }
            store.noteChange()
            #expect(store.saveIfChanged { state })
            #expect(StateStore<LayoutState>(path: store.path) { _ in }.load() == state)
        }
    }

    static let corruptFiles: [(contents: String, problem: String)] = [
        ("", "is corrupt (the document is empty)"),
        (String(sampleStateText.prefix(200)), "is corrupt (line 11, column 5: invalid JSON (the document ends where a key in quotes should be))"),
        ("state=ok\n", "is corrupt (line 1, column 1: invalid JSON ('s' where a value should be))"),
        (sampleStateText.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2"),
         "is corrupt (version: version 2 is not supported (this build reads version 1))"),
        (sampleStateText.replacingOccurrences(of: "\"width\" : 800", with: "\"width\" : \"800\""),
         "is corrupt (surface.width: expected to decode Double but found a string instead)"),
        (sampleStateText.replacingOccurrences(of: "\"#ff8800\"", with: "\"orange\""),
         "is corrupt (scenes.sorting.items[0].color: \"orange\" is not a colour \"#rrggbb\")"),
        (sampleStateText.replacingOccurrences(of: "\"scale\" : 1.5", with: "\"scale\" : 0"),
         "is corrupt (scenes.sorting.items[0].scale: scale 0.0 is not greater than 0)"),
        (sampleStateText.replacingOccurrences(of: "\"height\" : 400", with: "\"height\" : -4"),
         "is corrupt (scenes.sorting.containers[0].frame.height: -4.0 is negative)"),
        (sampleStateText.replacingOccurrences(of: "\"container\" : \"left\",", with: ""),
         "is corrupt (scenes.sorting.items[0].container: missing)"),
    ]

    /// What the demo's decoding refuses, named by field in the store's one line (how the
    /// file is set aside and saving goes on is the store's, tested with the library).
    @Test(arguments: corruptFiles)
    func corruptFileIsReportedNamingTheField(contents: String, problem: String) {
        let directory = TemporaryDirectory()
        directory.write(contents, to: "state.json")
        var lines: [String] = []
        let store = StateStore<LayoutState>(path: directory.path + "/state.json") { lines.append($0) }
        store.wallClock = { fixedTime }
        #expect(store.load() == nil)
        #expect(lines == ["state: \(directory.path)/state.json \(problem); kept as \(directory.path)/state.json.corrupt-20261122T080005Z, starting from the defaults"])
    }
}
