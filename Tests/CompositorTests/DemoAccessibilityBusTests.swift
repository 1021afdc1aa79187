import Foundation
import Testing
import TestSupport

/// The real demo under a headless weston, on a private session bus with at-spi2-core's bus
/// launcher, read by a real AT-SPI client (pyatspi, as Orca reads): nothing is exported while
/// `org.a11y.Status` is off; once it is on, the demo's tree is on the accessibility bus with
/// the home bar's buttons, a DoAction on one changes the scene, a call on an element of the
/// scene that went away is an error, and when the status goes off again the demo leaves the
/// desktop. Without a session bus the demo says so in one line and works as before.
@Suite struct DemoAccessibilityBusTests {
    @Test func aScreenReaderReadsTheDemoAndPressesAHomeBarButton() throws {
        let bus = try AccessibilitySessionBus()
        let harness = try WestonHarness(width: 1024, height: 768)
        let demo = try DemoWindowTests.launchDemo(on: harness, environment: bus.environment)
        let waitForLine = { (what: String, line: (String) -> Bool) in
            try harness.waitUntil(what, timeout: .harnessWait) { demo.lines.contains(where: line) }
        }
        try waitForLine("the off line") { $0 == "log: accessibility: no screen reader (org.a11y.Status off); nothing exported" }

        try bus.setEnabled(true)
        try waitForLine("the export") { $0.hasPrefix("log: accessibility: a screen reader listens; the tree is on the accessibility bus as :") }
        let reader = try ATSPIReaderProcess(bus: bus, repositoryRoot: CompiledC.repositoryRoot)
        defer { reader.stop() }
        #expect(try reader.run("find Tactile demo") == ["app Tactile demo toolkit Tactile"])
        let tree = try reader.run("tree")
        #expect(tree.first == "node 0 application|Tactile demo||")
        // The home bar's accessibility button and nine scene buttons, and the sorting scene's
        // six tiles to pick up.
        let names = ["Accessibility", "sorting", "putty", "palette", "colour", "cart", "tags", "photos", "video", "settings"]
        // (Each line: depth, role, name, actions, then states; the lit button may say "selected".)
        let buttons = tree.filter { $0.contains(" push button|") }
        #expect(buttons.count == names.count
            && zip(buttons, names).allSatisfy { $0.hasPrefix("node 1 push button|\($1)|click|") })
        #expect(tree.filter { $0.hasPrefix("node 2 list item|") && $0.hasSuffix("|pick up|") }.count == 6)
        try reader.run("events")
        try reader.run("remember")

        #expect(try reader.run("do palette") == ["did palette True"])
        try waitForLine("the palette scene") { $0 == "scene palette" }
        // The palette's words came in place of the tiles: the reader heard the children change.
        try harness.waitUntil("the palette's words", timeout: .harnessWait) {
            try reader.run("tree").contains("node 2 list item|apple|pick up|")
        }
        let events = try reader.run("events")
        #expect(events.contains("event object:children-changed:remove") && events.contains("event object:children-changed:add"))
        // The sorting scene's tiles left with it: their objects answer UnknownObject.
        let gone = try reader.run("gone")
        #expect(gone.count == 1 && gone[0].hasSuffix(" error org.freedesktop.DBus.Error.UnknownObject"))

        try bus.setEnabled(false)
        try waitForLine("the withdrawal") {
            $0 == "log: accessibility: the screen reader left (org.a11y.Status off); the tree is withdrawn and no longer read"
        }
        #expect(try reader.run("lost Tactile demo") == ["lost Tactile demo"])
    }

    @Test func withoutASessionBusTheDemoSaysSoOnceAndRunsOn() throws {
        let harness = try WestonHarness(width: 1024, height: 768)
        let missing = harness.runtimeDirectory + "/no-bus"
        let demo = try DemoWindowTests.launchDemo(on: harness, environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=" + missing])
        try harness.waitUntil("the no-bus line", timeout: .harnessWait) {
            demo.lines.contains { $0.hasPrefix("log: accessibility: no session bus (") }
        }
        try harness.waitForSurface(of: demo.process, atX: 512, y: 352)
        try harness.touchDrag(from: (286.2, 736), to: (286.2, 736), steps: 1, startTime: 1000)
        try harness.waitUntil("the palette scene", timeout: .harnessWait) { demo.lines.contains("scene palette") }
        #expect(demo.lines.filter { $0.hasPrefix("log: accessibility: ") }.count == 1)
    }
}
