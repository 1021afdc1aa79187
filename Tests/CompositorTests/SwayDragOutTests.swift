import Foundation
import Testing

/// A word dragged out of the demo with the mouse onto another real app under headless sway
/// 1.7 (tiled side by side on a 2048×768 output: the demo left at 1024×768, the drop target
/// right), the pointer driven by the input-method client's virtual pointer.
@Suite struct SwayDragOutTests {
    @Test func aWordDraggedOutWithTheMouseArrivesAsTextInAnotherApp() throws {
        let session = try SwayPaletteBeside { try DropTargetProgram(on: $0) }
        let (harness, demo, target, pointer, send) = (session.harness, session.demo, session.other, session.pointer, session.send)
        // Until sway has given the demo the pointer, a press reaches nothing: press and let go
        // on the word until the demo reports a press.
        try harness.waitUntil("the pointer to reach the demo") {
            if demo.lines.contains("pointer button 272 pressed") { return true }
            try send("move", 108, 412)
            try send("click", 108, 412)
            Thread.sleep(forTimeInterval: 0.2)
            return false
        }
        try harness.waitUntil("the first click to end") { demo.lines.contains { $0.hasPrefix("drag ended word-apple") } }
        try send("press", 108, 412)
        for step in 1...8 { try send("move", 108 + Double(step) * 180, 412) }
        try harness.waitUntil("the hand-off") { demo.lines.contains("drag left window word-apple") }
        try send("move", 1560, 420)
        try send("move", 1580, 430)
        try harness.waitUntil("the drag over the target") { target.lines.contains { $0.hasPrefix("enter ") } }
        try pointer.send("release")
        try harness.waitUntil("the drop in the target") { target.lines.contains { $0.hasPrefix("dropped ") } }
        #expect(target.lines.last == "dropped 1 apple")
        try harness.waitUntil("the drag's end in the demo") { demo.lines.contains("drag ended word-apple sent to another app copied") }
    }
}
