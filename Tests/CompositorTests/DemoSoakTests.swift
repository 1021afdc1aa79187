import Foundation
import PropertyBased
import Testing

/// Long random streams through the real demo on weston: up to five fingers landing, moving
/// and lifting anywhere (the home bar too, so scenes change under drags and flights), mouse
/// drags, touch cancels and Escape, as fast as the compositor takes them. The demo must stay
/// connected, and every scene must end with the items it started with, each once.
/// Three streams of 1,500 steps here; the longer soaks run by hand that found a layer past
/// the bottom edge ending the connection, a crash as the connection ended mid-drag and a
/// tile lost after a scene change mid-flight left a test of each behind
/// (`DemoScenesTests`, `DragDropCancelTests`): streams this short rarely hit them.
@Suite struct DemoSoakTests {
    /// One step of the stream, from three random numbers (0…9999): the kind, then two more
    /// for a place on the 1024×768 output or a finger's move.
    struct Step {
        let kind: Int, a: Int, b: Int
        var point: (x: Double, y: Double) { (Double(a) / 9999 * 1023, Double(b) / 9999 * 767) }
        var offset: (x: Double, y: Double) { (Double(a % 81) - 40, Double(b % 81) - 40) }
    }

    /// The input state the stream keeps, so that it only sends what a real seat could.
    struct Seat {
        var touches: [Int: (x: Double, y: Double)] = [:]
        var buttonPressed = false

        /// The command lines of `step`, sent together (one compositor flush).
        mutating func commands(for step: Step) -> [String] {
            let (x, y) = step.point
            switch step.kind % 100 {
            case ..<15 where touches.count < 5:
                let id = (0..<10).first { touches[$0] == nil }!
                touches[id] = (x, y)
                return ["touch-down \(id) \(x) \(y)", "touch-frame"]
            case ..<27 where !touches.isEmpty:
                let id = touches.keys.sorted()[step.a % touches.count]
                touches[id] = nil
                return ["touch-up \(id)", "touch-frame"]
            case 27 where !touches.isEmpty:
                touches.removeAll()
                return ["touch-cancel"]
            case 28, 29:
                return ["key 1 pressed", "key 1 released"]  // Escape
            case 30..<34:
                buttonPressed.toggle()
                return ["pointer-motion \(x) \(y)", "button 272 \(buttonPressed ? "pressed" : "released")", "pointer-frame"]
            case 34..<40:
                return ["pointer-motion \(x) \(y)", "pointer-frame"]
            default:
                guard !touches.isEmpty else { return [] }
                let moves = touches.keys.sorted().map { id -> String in
                    let place = touches[id]!
                    let moved = (x: min(max(place.x + step.offset.x, 0), 1023), y: min(max(place.y + step.offset.y, 0), 767))
                    touches[id] = moved
                    return "touch-motion \(id) \(moved.x) \(moved.y)"
                }
                return moves + ["touch-frame"]
            }
        }

        /// Lifts every finger and the button.
        mutating func release() -> [String] {
            var lines = touches.keys.sorted().map { "touch-up \($0)" }
            if !lines.isEmpty { lines.append("touch-frame") }
            if buttonPressed { lines += ["button 272 released", "pointer-frame"] }
            touches.removeAll()
            buttonPressed = false
            return lines
        }
    }

    @Test func randomInputNeverEndsTheConnectionOrLosesAnItem() async {
        await propertyCheck(count: 3, input: Gen.int(in: 0...9999).array(of: 4500...4500)) { numbers in
            let run = try DemoScenesTests.launch()
            try run.waitFor(["state saved"])
            let before = try #require(Self.itemsByScene(in: run.state()))
            var seat = Seat()
            for index in stride(from: 0, to: numbers.count - 2, by: 3) {
                let step = Step(kind: numbers[index], a: numbers[index + 1], b: numbers[index + 2])
                let lines = seat.commands(for: step)
                if !lines.isEmpty { #expect(try run.harness.replies(to: lines).allSatisfy { $0 == "ok" }, "\(lines)") }
                usleep([0, 2_000, 8_000, 16_000][step.a % 4])  // Up to a frame's time: animations move on.
                guard run.demo.process.isRunning else { break }
            }
            let release = seat.release()
            if !release.isEmpty { _ = try run.harness.replies(to: release) }
            usleep(1_500_000)  // Every spring lands.
            #expect(run.demo.process.isRunning, "the demo ended: \(run.demo.process.standardError())")
            run.demo.process.send(signal: SIGTERM)
            #expect(try run.demo.process.waitForExit(timeout: .seconds(5)) == .exited(0))
            #expect(Self.itemsByScene(in: run.state()) == before)
        }
    }

    /// Each scene's item IDs in the state file, sorted (a lost item is missing, a duplicated
    /// one appears twice).
    static func itemsByScene(in state: [String: Any]?) -> [String: [String]]? {
        guard let scenes = state?["scenes"] as? [String: Any] else { return nil }
        return scenes.mapValues { scene in
            (((scene as? [String: Any])?["items"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String }.sorted()
        }
    }
}
