import Foundation
import PropertyBased
@testable import Tactile
import Testing

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

/// A store whose file holds `sampleState`, the directory holding it, and the store's lines.
private func storeWithSavedSample() -> (StateStore, TemporaryDirectory, LinesBox) {
    let directory = TemporaryDirectory()
    let lines = LinesBox()
    let store = StateStore(path: directory.path + "/state.json") { lines.lines.append($0) }
    store.noteChange()
    store.saveIfChanged { sampleState }
    return (store, directory, lines)
}

@Suite struct StateStoreTests {
    @Test func savesTheDocumentedFormatAndReadsItBack() {
        let directory = TemporaryDirectory()
        var lines: [String] = []
        let store = StateStore(path: directory.path + "/nested/tactile/state.json") { lines.append($0) }
        store.noteChange()
        #expect(store.saveIfChanged { sampleState })
        #expect(directory.contents("nested/tactile/state.json").map { String(decoding: $0, as: UTF8.self) } == sampleStateText)
        #expect(directory.names == ["nested"])

        let reader = StateStore(path: store.path) { lines.append($0) }
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
            let store = StateStore(path: directory.path + "/state.json") { Issue.record("unexpected line \($0)") }
            store.noteChange()
            #expect(store.saveIfChanged { state })
            #expect(StateStore(path: store.path) { _ in }.load() == state)
        }
    }

    @Test func loadingRemovesWhatAnInterruptedWriteLeft() {
        let (_, directory, _) = storeWithSavedSample()
        directory.write("{\"activeSc", to: ".state.json.tmp-a1B2c3")
        directory.write("kept", to: ".other.json.tmp-a1B2c3")
        #expect(StateStore(path: directory.path + "/state.json") { _ in }.load() == sampleState)
        #expect(directory.names == [".other.json.tmp-a1B2c3", "state.json"])
    }

    @Test func missingFileGivesDefaultsWithoutALine() {
        let directory = TemporaryDirectory()
        var lines: [String] = []
        let store = StateStore(path: directory.path + "/state.json") { lines.append($0) }
        #expect(store.load() == nil)
        #expect(lines.isEmpty)
        #expect(directory.names.isEmpty)
    }

    @Test func defaultPathFollowsXDGStateHome() {
        #expect(StateStore.defaultPath(environment: ["XDG_STATE_HOME": "/var/kiosk", "HOME": "/home/k"]) == "/var/kiosk/tactile/state.json")
        // The spec says relative and empty values are to be ignored.
        #expect(StateStore.defaultPath(environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/k"]) == "/home/k/.local/state/tactile/state.json")
        #expect(StateStore.defaultPath(environment: ["XDG_STATE_HOME": "", "HOME": "/home/k"]) == "/home/k/.local/state/tactile/state.json")
        #expect(StateStore.defaultPath(environment: ["HOME": "/home/k"]) == "/home/k/.local/state/tactile/state.json")
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

    @Test(arguments: corruptFiles)
    func corruptFileIsKeptAsideWithOneLine(contents: String, problem: String) {
        let directory = TemporaryDirectory()
        directory.write(contents, to: "state.json")
        var lines: [String] = []
        let store = StateStore(path: directory.path + "/state.json") { lines.append($0) }
        store.wallClock = { fixedTime }

        #expect(store.load() == nil)
        let aside = "state.json.corrupt-20261122T080005Z"
        #expect(lines == ["state: \(directory.path)/state.json \(problem); kept as \(directory.path)/\(aside), starting from the defaults"])
        #expect(directory.names == [aside])
        #expect(directory.contents(aside) == Array(contents.utf8))

        // Saving afterwards writes a fresh file and leaves the one set aside alone.
        store.noteChange()
        #expect(store.saveIfChanged { sampleState })
        #expect(directory.names == ["state.json", aside])
        #expect(directory.contents(aside) == Array(contents.utf8))
    }

    @Test func unreadableFileIsKeptAside() {
        let directory = TemporaryDirectory()
        mkdir(directory.path + "/state.json", 0o700)
        var lines: [String] = []
        let store = StateStore(path: directory.path + "/state.json") { lines.append($0) }
        store.wallClock = { fixedTime }
        #expect(store.load() == nil)
        #expect(lines == ["state: \(directory.path)/state.json is unreadable (cannot read \(directory.path)/state.json (read: Is a directory)); kept as \(directory.path)/state.json.corrupt-20261122T080005Z, starting from the defaults"])
        #expect(directory.names == ["state.json.corrupt-20261122T080005Z"])
    }

    @Test func fileSetAsideNeverReplacesAnEarlierOne() {
        let directory = TemporaryDirectory()
        var lines: [String] = []
        for attempt in 1...3 {
            directory.write("broken \(attempt)", to: "state.json")
            let store = StateStore(path: directory.path + "/state.json") { lines.append($0) }
            store.wallClock = { fixedTime }
            #expect(store.load() == nil)
        }
        let base = "state.json.corrupt-20261122T080005Z"
        #expect(directory.names == [base, base + "-2", base + "-3"])
        #expect(directory.contents(base + "-2") == Array("broken 2".utf8))
        #expect(lines.count == 3)
    }

    @Test func corruptFileThatCannotBeMovedAsideIsNeverOverwritten() {
        let directory = TemporaryDirectory()
        directory.write("{", to: "state.json")
        var lines: [String] = []
        let store = StateStore(path: directory.path + "/state.json") { lines.append($0) }
        store.fileCalls.rename = { _, _ in errno = EACCES; return -1 }
        #expect(store.load() == nil)
        #expect(lines == ["state: \(directory.path)/state.json is corrupt (line 1, column 2: invalid JSON (the document ends where a key in quotes should be)) and could not be moved aside (Permission denied); starting from the defaults without saving, so it is not overwritten"])
        store.noteChange()
        #expect(!store.saveIfChanged { sampleState })
        #expect(store.savingDisabledReason != nil)
        #expect(directory.names == ["state.json"])
        #expect(directory.contents("state.json") == Array("{".utf8))
    }
}

@Suite struct StateStoreWriteTests {
    private var movedState: LayoutState {
        var state = sampleState
        state.scenes["sorting"]?.items[0].frame.x = 99
        return state
    }

    @Test func nothingIsCapturedOrWrittenWithoutAChange() {
        let (store, directory, lines) = storeWithSavedSample()
        let inode = inodeNumber(directory.path + "/state.json")
        var captures = 0
        #expect(!store.saveIfChanged { captures += 1; return self.movedState })
        #expect(captures == 0)

        // A change that ends where it started (an item dragged and sprung home) is not written.
        store.noteChange()
        #expect(!store.saveIfChanged { captures += 1; return sampleState })
        #expect(captures == 1)
        #expect(inodeNumber(directory.path + "/state.json") == inode)

        // Many changes between two rests give one write.
        store.noteChange()
        store.noteChange()
        #expect(store.saveIfChanged { captures += 1; return self.movedState })
        #expect(!store.saveIfChanged { captures += 1; return self.movedState })
        #expect(captures == 2)
        #expect(inodeNumber(directory.path + "/state.json") != inode)
        #expect(lines.lines.isEmpty)
    }

    @Test func restoredStateCountsAsWritten() {
        let (_, directory, _) = storeWithSavedSample()
        let store = StateStore(path: directory.path + "/state.json") { _ in }
        #expect(store.load() == sampleState)
        store.noteChange()
        #expect(!store.saveIfChanged { sampleState })
    }

    @Test func writeFailingHalfwayLeavesTheOldFileIntact() {
        let (store, directory, lines) = storeWithSavedSample()
        var calls = 0
        store.fileCalls.write = { fd, bytes, count in
            calls += 1
            if calls == 1 { return Glibc.write(fd, bytes, count / 2) }
            errno = ENOSPC
            return -1
        }
        store.noteChange()
        #expect(!store.saveIfChanged { self.movedState })
        #expect(calls == 2)
        #expect(lines.lines == ["state: not saved: cannot write \(directory.path)/state.json (write: No space left on device)"])
        #expect(directory.names == ["state.json"])
        #expect(directory.contents("state.json") == Array(sampleStateText.utf8))
        #expect(store.hasUnsavedChanges)

        // The next rest retries, and succeeds once writing works again.
        store.fileCalls = FileCalls()
        #expect(store.saveIfChanged { self.movedState })
        #expect(StateStore(path: store.path) { _ in }.load() == movedState)
    }

    @Test func failedFsyncOrRenameLeavesTheOldFileIntact() {
        let (store, directory, lines) = storeWithSavedSample()
        store.fileCalls.fsync = { _ in errno = EIO; return -1 }
        store.noteChange()
        #expect(!store.saveIfChanged { self.movedState })
        store.fileCalls = FileCalls()
        store.fileCalls.rename = { _, _ in errno = EXDEV; return -1 }
        #expect(!store.saveIfChanged { self.movedState })
        #expect(lines.lines == [
            "state: not saved: cannot write \(directory.path)/state.json (fsync: Input/output error)",
            "state: not saved: cannot write \(directory.path)/state.json (rename: Invalid cross-device link)",
        ])
        #expect(directory.names == ["state.json"])
        #expect(directory.contents("state.json") == Array(sampleStateText.utf8))
    }
}

/// Collects log lines from a closure that outlives the test's locals.
final class LinesBox {
    var lines: [String] = []
}

/// The inode of `path`: an atomic replacement gives the file a new one.
func inodeNumber(_ path: String) -> UInt {
    var info = stat()
    return stat(path, &info) == 0 ? UInt(info.st_ino) : 0
}
