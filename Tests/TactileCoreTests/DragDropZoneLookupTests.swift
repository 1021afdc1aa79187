import Testing
@testable import TactileCore

@Suite struct DragDropZoneLookupTests {
    /// The zone under a finger is looked up through its container's cached subview extents:
    /// zone views moved under or away from the finger, resized, hidden and shown, reordered
    /// or removed mid-drag are entered and exited at the next movement as the scene now is.
    @Test func zonesChangedMidDragAreFoundAsTheyAreNow() {
        let h = DragHarness()
        let a = h.tile("A", at: 100, 100, in: h.palette)
        h.source(a)
        // In the tray's space; the finger stays near (70, 70) there, (470, 70) in the root.
        let left = h.input.addView(Rect(x: 20, y: 20, width: 100, height: 100), to: h.tray, name: "left")
        let right = h.input.addView(Rect(x: 200, y: 20, width: 100, height: 100), to: h.tray, name: "right")
        h.zone(left)
        h.zone(right)
        h.recordsMoves = false
        h.play([(0, [.down(1, 100, 100)])])
        var time: UInt32 = 10
        func step(_ change: String, _ apply: () -> Void) {
            apply()
            h.note(change)
            h.play([(time, [.move(1, time % 20 == 0 ? 470 : 471, 70)])])
            time += 10
        }
        step("finger over left") {}
        step("left moved away") { left.center = Point(x: 70, y: 400) }
        step("right moved under") { right.center = Point(x: 70, y: 70) }
        step("right made a strip above the finger") { right.frame = Rect(x: 20, y: 20, width: 100, height: 20) }
        step("left back, hidden") {
            left.center = Point(x: 70, y: 70)
            left.isHidden = true
        }
        step("left shown") { left.isHidden = false }
        step("right back over it") { right.frame = Rect(x: 20, y: 20, width: 100, height: 100) }
        step("right sent back") { h.tray.sendSubviewToBack(right) }
        step("left removed") { left.removeFromSuperview() }
        h.play([(time, [.up(1)])])
        func over(_ zone: String) -> [String] { ["\(zone) highlight on", "\(zone) entered by A", "delegate A entered \(zone)"] }
        func off(_ zone: String) -> [String] { ["\(zone) highlight off", "\(zone) exited by A", "delegate A exited \(zone)"] }
        #expect(h.trace == [
            "A shouldStart", "delegate shouldStart A #1", "A willStart", "left interested in A? true",
            "right interested in A? true", "A started", "delegate didStart A",
        ] + ["finger over left"] + over("left")
          + ["left moved away"] + off("left")
          + ["right moved under"] + over("right")
          + ["right made a strip above the finger"] + off("right")
          + ["left back, hidden", "left shown"] + over("left")
          + ["right back over it"] + off("left") + over("right")
          + ["right sent back"] + off("right") + over("left")
          + ["left removed"] + off("left") + over("right")
          + ["right highlight off", "right dropped A", "delegate A dropped on right", "A ended moved into right",
             "delegate A ended moved into right"])
    }
}
