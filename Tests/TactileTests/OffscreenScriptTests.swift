import Tactile
import TestSupport
import Testing

@Suite struct OffscreenScriptTests {
    @Test func readsEveryEventTypeAndTheDefaults() throws {
        let script = try OffscreenScript(json: Array("""
            {"size": {"width": 320, "height": 240},
             "events": [
               {"t": 0, "type": "down", "id": 1, "x": 10.5, "y": 20},
               {"t": 0, "type": "frame"},
               {"t": 16, "type": "move", "id": 1, "x": 30, "y": -4},
               {"t": 16, "type": "up", "id": 1},
               {"t": 40, "type": "cancel"}],
             "snapshots": [0, 100]}
            """.utf8))
        #expect(script == OffscreenScript(
            size: Size(width: 320, height: 240), scale: 1, frameInterval: .milliseconds(16),
            events: [
                OffscreenEvent(time: at(0), kind: .down(id: 1, location: Point(x: 10.5, y: 20))),
                OffscreenEvent(time: at(0), kind: .frame),
                OffscreenEvent(time: at(16), kind: .move(id: 1, location: Point(x: 30, y: -4))),
                OffscreenEvent(time: at(16), kind: .up(id: 1)),
                OffscreenEvent(time: at(40), kind: .cancel),
            ],
            snapshots: [at(0), at(100)]))
    }

    @Test func readsScaleAndFrameInterval() throws {
        let script = try OffscreenScript(json: Array("""
            {"size": {"width": 8, "height": 6}, "scale": 2, "frameInterval": 8.5, "events": [], "snapshots": [3]}
            """.utf8))
        #expect(script == OffscreenScript(size: Size(width: 8, height: 6), scale: 2, frameInterval: .milliseconds(8.5), events: [], snapshots: [at(3)]))
    }

    static let badScripts: [(json: String, error: String)] = [
        ("", "script: the document is empty"),
        ("{\"size\": {\"width\": 10,\n \"height\": 10}, \"events\": [\n {\"t\": 0, \"type\": down}]}",
         "script: line 3, column 19: invalid JSON ('d' where a value should be)"),
        ("{\"size\": {\"width\": 10, \"height\": 10}, \"events\": [", "script: line 1, column 50: invalid JSON (the document ends where a value should be)"),
        ("[]", "script: top level: expected to decode Dictionary<String, Any> but found an array instead"),
        ("{\"events\": [], \"snapshots\": []}", "script: size: missing"),
        ("{\"size\": {\"width\": 0, \"height\": 10}, \"events\": [], \"snapshots\": []}", "script: size.width: 0.0 is not greater than 0"),
        ("{\"size\": {\"width\": 10, \"height\": 10, \"depth\": 3}, \"events\": [], \"snapshots\": []}",
         "script: size.depth: unknown field for a size (expected width, height)"),
        ("{\"size\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"type\": \"drag\", \"id\": 0}], \"snapshots\": []}",
         "script: events[0].type: unknown type \"drag\" (expected down, move, up, frame or cancel)"),
        ("{\"size\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"type\": \"frame\"}, {\"t\": 5, \"type\": \"move\", \"id\": 0, \"y\": 1}], \"snapshots\": []}",
         "script: events[1].x: missing"),
        ("{\"size\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"type\": \"down\", \"id\": 0, \"x\": \"1\", \"y\": 1}], \"snapshots\": []}",
         "script: events[0].x: expected to decode Double but found a string instead"),
        ("{\"size\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 0, \"type\": \"up\", \"id\": 0, \"x\": 1}], \"snapshots\": []}",
         "script: events[0].x: unknown field for an up event (expected t, type, id)"),
        ("{\"size\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 2.5, \"type\": \"cancel\"}], \"snapshots\": []}",
         "script: events[0].t: 2.5 is not a whole number of milliseconds ≥ 0"),
        ("{\"size\": {\"width\": 10, \"height\": 10}, \"events\": [{\"t\": 9, \"type\": \"cancel\"}, {\"t\": 3, \"type\": \"frame\"}], \"snapshots\": []}",
         "script: events[1].t: 3 is earlier than the event before (9)"),
        ("{\"size\": {\"width\": 10, \"height\": 10}, \"events\": [], \"snapshots\": [5, 5]}",
         "script: snapshots[1]: 5 does not come after 5"),
        ("{\"size\": {\"width\": 10, \"height\": 10}, \"events\": [], \"snapshots\": [-1]}",
         "script: snapshots[0]: -1.0 is not a whole number of milliseconds ≥ 0"),
        ("{\"size\": {\"width\": 10, \"height\": 10}, \"events\": [], \"snapshot\": [1]}",
         "script: snapshot: unknown field for a script (expected size, scale, frameInterval, events, snapshots)"),
    ]

    @Test(arguments: badScripts)
    func badScriptsNameTheLineOrField(json: String, expected: String) {
        let thrown = #expect(throws: OffscreenScriptError.self) { try OffscreenScript(json: Array(json.utf8)) }
        #expect(thrown?.description == expected)
    }

    @Test func fileErrorsNameTheFile() throws {
        let directory = TemporaryDirectory()
        directory.write("{\"size\": 3}", to: "tour.json")
        let bad = #expect(throws: OffscreenScriptError.self) { try OffscreenScript(contentsOfFile: directory.path + "/tour.json") }
        #expect(bad?.description == "script \(directory.path)/tour.json: size: expected to decode Dictionary<String, Any> but found number instead")
        let missing = #expect(throws: OffscreenScriptError.self) { try OffscreenScript(contentsOfFile: directory.path + "/none.json") }
        #expect(missing?.description == "script: \(directory.path)/none.json does not exist")
    }
}

/// The point `milliseconds` after a script's start.
private func at(_ milliseconds: Double) -> MonotonicTime { MonotonicTime(sinceOrigin: .milliseconds(milliseconds)) }
