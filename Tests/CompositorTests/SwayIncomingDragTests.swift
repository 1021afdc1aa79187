import Foundation
import Testing

/// Text dragged with the mouse from a real GTK 4 app onto the demo under headless sway 1.7
/// (tiled side by side on a 2048×768 output: the demo left at 1024×768, GTK right), the pointer
/// driven by the input-method client's virtual pointer. The pointer left the demo for GTK
/// (`wl_pointer.leave` and its frame); after the drop sway gives the demo the pointer back at
/// its next event, a press: `enter` where it is, then the button at once, with no motion
/// between. That press, and one after the pointer went out to GTK and came straight back, each
/// carry a word chip.
@Suite struct SwayIncomingDragTests {
    @Test func pressesAfterADropFromAnotherAppReachTheWindow() throws {
        let session = try SwayPaletteBeside { try GtkDragSourceProgram(on: $0, offering: "kiwi") }
        let (harness, demo, gtk, pointer, send) = (session.harness, session.demo, session.other, session.pointer, session.send)
        // Until sway has given GTK the pointer, a press there starts nothing: press and let go
        // until GTK has started its drag.
        try harness.waitUntil("GTK to start its drag") {
            if gtk.lines.contains("drag begin") { return true }
            try pointer.send("release")
            try send("move", 1536, 384)
            try send("press", 1536, 384)
            for step in 1...4 { try send("move", 1536 - Double(step) * 10, 384) }
            Thread.sleep(forTimeInterval: 0.2)
            return false
        }
        // Across into the demo's `words` box (the lower box of its left half), and let go once
        // GTK's source has heard that the demo takes text there (sway drops only what was accepted).
        for step in 1...10 { try send("move", 1500 - Double(step) * 120, 384 + Double(step) * 6) }
        try send("move", 280, 470)
        try send("move", 300, 480)
        try harness.waitUntil("the demo to accept the drag") {
            DemoSharedDropTests.sourceEvents(of: gtk.process).last { $0.hasPrefix("target(") } == "target(\"text/plain;charset=utf-8\")"
        }
        try pointer.send("release")
        try harness.waitUntil("the drop in the demo") { demo.lines.contains { $0.hasPrefix("external drop ") } }
        #expect(demo.lines.contains("external drop word-kiwi into words"), "\(demo.lines.suffix(12))")
        try harness.waitUntil("GTK's drag to end") { gtk.lines.contains("drag end") }

        // A press on `apple` (108, 412), the pointer's first event in the demo since the drop:
        // sway enters the demo there and presses at once. It carries the word.
        try send("press", 108, 412)
        for step in 1...6 { try send("move", 108 + Double(step) * 20, 412 + Double(step) * 10) }
        try pointer.send("release")
        try harness.waitUntil("apple carried") { demo.lines.contains { $0.hasPrefix("drag ended word-apple") } }
        // Out to GTK and straight back onto `pear` (244, 412), pressed where the pointer enters.
        try send("move", 1536, 384)
        try harness.waitUntil("the pointer gone to GTK") { demo.lines.filter { $0 == "pointer leave" }.count >= 2 }
        try send("press", 244, 412)
        for step in 1...6 { try send("move", 244 + Double(step) * 20, 412 + Double(step) * 10) }
        try pointer.send("release")
        try harness.waitUntil("pear carried") { demo.lines.contains { $0.hasPrefix("drag ended word-pear") } }
        #expect(!demo.lines.contains("log: input: pointer: dropped press before the pointer entered"), "\(demo.lines.suffix(20))")
    }
}
