import Foundation
@testable import Tactile
import TestSupport
import Testing

/// What the store keeps in these tests: a document as an app models its own (the demo's is
/// its `LayoutState`), with a nested value and a list.
struct Shelf: Codable, Equatable {
    /// Where the shelf stands.
    var name: String
    /// Its size.
    var size: ShelfSize
    /// The titles on it, left to right.
    var books: [String]
}

/// A shelf's size.
struct ShelfSize: Codable, Equatable {
    var width: Double
    var height: Double
}

/// A shelf, and the exact file text it gives.
let sampleShelf = Shelf(name: "hall", size: ShelfSize(width: 120, height: 40.5), books: ["Emma", "Persuasion"])

let sampleShelfText = """
    {
      "books" : [
        "Emma",
        "Persuasion"
      ],
      "name" : "hall",
      "size" : {
        "height" : 40.5,
        "width" : 120
      }
    }

    """

/// 2026-11-22 08:00:05 UTC, the time tests give the store for naming files set aside.
private let fixedTime = 1_795_334_405

/// A store whose file holds `sampleShelf`, the directory holding it, and the store's lines.
private func storeWithSavedSample() -> (StateStore<Shelf>, TemporaryDirectory, LinesBox) {
    let directory = TemporaryDirectory()
    let lines = LinesBox()
    let store = StateStore<Shelf>(path: directory.path + "/state.json") { lines.lines.append($0) }
    store.noteChange()
    store.saveIfChanged { sampleShelf }
    return (store, directory, lines)
}

@Suite struct StateStoreTests {
    @Test func savesPrettyPrintedJSONWithSortedKeysAndReadsItBack() {
        let directory = TemporaryDirectory()
        var lines: [String] = []
        let store = StateStore<Shelf>(path: directory.path + "/nested/tactile/state.json") { lines.append($0) }
        store.noteChange()
        #expect(store.saveIfChanged { sampleShelf })
        #expect(directory.contents("nested/tactile/state.json").map { String(decoding: $0, as: UTF8.self) } == sampleShelfText)
        #expect(directory.names == ["nested"])

        let reader = StateStore<Shelf>(path: store.path) { lines.append($0) }
        #expect(reader.load() == sampleShelf)
        #expect(lines.isEmpty)
    }

    @Test func loadingRemovesWhatAnInterruptedWriteLeft() {
        let (_, directory, _) = storeWithSavedSample()
        directory.write("{\"boo", to: ".state.json.tmp-a1B2c3")
        directory.write("kept", to: ".other.json.tmp-a1B2c3")
        #expect(StateStore<Shelf>(path: directory.path + "/state.json") { _ in }.load() == sampleShelf)
        #expect(directory.names == [".other.json.tmp-a1B2c3", "state.json"])
    }

    @Test func missingFileGivesDefaultsWithoutALine() {
        let directory = TemporaryDirectory()
        var lines: [String] = []
        let store = StateStore<Shelf>(path: directory.path + "/state.json") { lines.append($0) }
        #expect(store.load() == nil)
        #expect(lines.isEmpty)
        #expect(directory.names.isEmpty)
    }

    @Test func defaultPathFollowsXDGStateHome() {
        #expect(StateStore<Shelf>.defaultPath(environment: ["XDG_STATE_HOME": "/var/kiosk", "HOME": "/home/k"]) == "/var/kiosk/tactile/state.json")
        // The spec says relative and empty values are to be ignored.
        #expect(StateStore<Shelf>.defaultPath(environment: ["XDG_STATE_HOME": "rel", "HOME": "/home/k"]) == "/home/k/.local/state/tactile/state.json")
        #expect(StateStore<Shelf>.defaultPath(environment: ["XDG_STATE_HOME": "", "HOME": "/home/k"]) == "/home/k/.local/state/tactile/state.json")
        #expect(StateStore<Shelf>.defaultPath(environment: ["HOME": "/home/k"]) == "/home/k/.local/state/tactile/state.json")
    }

    static let corruptFiles: [(contents: String, problem: String)] = [
        ("", "is corrupt (the document is empty)"),
        (String(sampleShelfText.prefix(40)), "is corrupt (line 4, column 13: invalid JSON (the document ends inside a string))"),
        ("state=ok\n", "is corrupt (line 1, column 1: invalid JSON ('s' where a value should be))"),
        (sampleShelfText.replacingOccurrences(of: "\"width\" : 120", with: "\"width\" : \"120\""),
         "is corrupt (size.width: expected to decode Double but found a string instead)"),
        (sampleShelfText.replacingOccurrences(of: "\"name\" : \"hall\",", with: ""),
         "is corrupt (name: missing)"),
    ]

    @Test(arguments: corruptFiles)
    func corruptFileIsKeptAsideWithOneLine(contents: String, problem: String) {
        let directory = TemporaryDirectory()
        directory.write(contents, to: "state.json")
        var lines: [String] = []
        let store = StateStore<Shelf>(path: directory.path + "/state.json") { lines.append($0) }
        store.wallClock = { fixedTime }

        #expect(store.load() == nil)
        let aside = "state.json.corrupt-20261122T080005Z"
        #expect(lines == ["state: \(directory.path)/state.json \(problem); kept as \(directory.path)/\(aside), starting from the defaults"])
        #expect(directory.names == [aside])
        #expect(directory.contents(aside) == Array(contents.utf8))

        // Saving afterwards writes a fresh file and leaves the one set aside alone.
        store.noteChange()
        #expect(store.saveIfChanged { sampleShelf })
        #expect(directory.names == ["state.json", aside])
        #expect(directory.contents(aside) == Array(contents.utf8))
    }

    @Test func unreadableFileIsKeptAside() {
        let directory = TemporaryDirectory()
        mkdir(directory.path + "/state.json", 0o700)
        var lines: [String] = []
        let store = StateStore<Shelf>(path: directory.path + "/state.json") { lines.append($0) }
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
            let store = StateStore<Shelf>(path: directory.path + "/state.json") { lines.append($0) }
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
        let store = StateStore<Shelf>(path: directory.path + "/state.json") { lines.append($0) }
        store.fileCalls.rename = { _, _ in errno = EACCES; return -1 }
        #expect(store.load() == nil)
        #expect(lines == ["state: \(directory.path)/state.json is corrupt (line 1, column 2: invalid JSON (the document ends where a key in quotes should be)) and could not be moved aside (Permission denied); starting from the defaults without saving, so it is not overwritten"])
        store.noteChange()
        #expect(!store.saveIfChanged { sampleShelf })
        #expect(store.savingDisabledReason != nil)
        #expect(directory.names == ["state.json"])
        #expect(directory.contents("state.json") == Array("{".utf8))
    }
}

@Suite struct StateStoreWriteTests {
    private var movedState: Shelf {
        var shelf = sampleShelf
        shelf.books.swapAt(0, 1)
        return shelf
    }

    @Test func nothingIsCapturedOrWrittenWithoutAChange() {
        let (store, directory, lines) = storeWithSavedSample()
        let inode = inodeNumber(directory.path + "/state.json")
        var captures = 0
        #expect(!store.saveIfChanged { captures += 1; return self.movedState })
        #expect(captures == 0)

        // A change that ends where it started (an item dragged and sprung home) is not written.
        store.noteChange()
        #expect(!store.saveIfChanged { captures += 1; return sampleShelf })
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
        let store = StateStore<Shelf>(path: directory.path + "/state.json") { _ in }
        #expect(store.load() == sampleShelf)
        store.noteChange()
        #expect(!store.saveIfChanged { sampleShelf })
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
        #expect(directory.contents("state.json") == Array(sampleShelfText.utf8))
        #expect(store.hasUnsavedChanges)

        // The next rest retries, and succeeds once writing works again.
        store.fileCalls = FileCalls()
        #expect(store.saveIfChanged { self.movedState })
        #expect(StateStore<Shelf>(path: store.path) { _ in }.load() == movedState)
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
        #expect(directory.contents("state.json") == Array(sampleShelfText.utf8))
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
