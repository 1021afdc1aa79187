import CShims
import Foundation
import TactileCore
import Testing
import TestSupport
@testable import Tactile

/// The AT-SPI bridge's D-Bus half on a private session bus with at-spi2-core's launcher,
/// read by a real AT-SPI client (pyatspi): the test thread plays the main loop, answering the
/// bridge's requests with a tree of its own.
@Suite struct ATSPIBusTests {
    /// A window's tree: a bar with a button and a slider, and a field.
    static func snapshot() -> AccessibilitySnapshot {
        var snapshot = AccessibilitySnapshot()
        let nodes = [
            AccessibilityNode(id: 0, parent: nil, children: [1, 4], element: AccessibilityElement(role: .application),
                              frame: Rect(x: 0, y: 0, width: 400, height: 300)),
            AccessibilityNode(id: 1, parent: 0, children: [2, 3],
                              element: AccessibilityElement(role: .group, name: "Bar"), frame: Rect(x: 0, y: 200, width: 400, height: 100)),
            AccessibilityNode(id: 2, parent: 1, children: [], element: AccessibilityElement(role: .button, name: "OK", actions: [.activate]),
                              frame: Rect(x: 10, y: 210, width: 100, height: 80)),
            AccessibilityNode(id: 3, parent: 1, children: [],
                              element: AccessibilityElement(role: .slider, name: "Volume", value: "50 %",
                                                            range: AccessibilityRange(value: 0.5, minimum: 0, maximum: 1, step: 0.1),
                                                            actions: [.increment, .decrement]),
                              frame: Rect(x: 120, y: 210, width: 200, height: 80)),
            AccessibilityNode(id: 4, parent: 0, children: [], element: AccessibilityElement(role: .textField, name: "Name", value: "ab c",
                                                                                            states: [.focused]),
                              frame: Rect(x: 10, y: 10, width: 300, height: 40), text: "ab c", caretOffset: 2),
        ]
        for node in nodes { snapshot.nodes[node.id] = node }
        snapshot.focusedID = 4
        return snapshot
    }

    /// The bridge's D-Bus half, and the requests it sent the "main loop" so far.
    final class Bridge {
        let bus: ATSPIBus
        let queue: ATSPIRequestQueue
        var logged: [String] = []
        var performed: [(AccessibilityAction, Int)] = []
        var snapshot = ATSPIBusTests.snapshot()

        init(session: AccessibilitySessionBus) {
            queue = ATSPIRequestQueue(wakeUp: WakeDescriptor(tactile_eventfd_create()))
            bus = ATSPIBus(applicationName: "Bus test", sessionAddress: session.address, toMain: queue)
            bus.start()
        }

        /// Does what the main loop does with the requests waiting, until `condition` (20 s at most).
        func serve(until what: String, _ condition: () -> Bool) throws {
            let end = Date().addingTimeInterval(20)
            while Date() < end {
                for request in queue.take() {
                    switch request {
                    case .start: bus.publish(snapshot, changes: [])
                    case .stop: logged.append("stopped")
                    case .perform(let action, let id, let reply):
                        performed.append((action, id))
                        reply?.answer(true)
                    case .focus(_, let reply): reply?.answer(true)
                    case .log(let line): logged.append(line)
                    }
                }
                if condition() { return }
                usleep(10_000)
            }
            throw BusError("no \(what) within 20 s; logged: \(logged)")
        }
    }

    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func aScreenReaderReadsTheTreeActsOnItAndLosesItWhenTheStatusGoesOff() throws {
        let session = try AccessibilitySessionBus()
        let bridge = Bridge(session: session)
        defer { bridge.bus.stop() }
        try bridge.serve(until: "the off line") { bridge.logged.contains("accessibility: no screen reader (org.a11y.Status off); nothing exported") }

        try session.setEnabled(true)
        try bridge.serve(until: "the export") { bridge.logged.contains { $0.hasPrefix("accessibility: a screen reader listens") } }
        let reader = try ATSPIReaderProcess(bus: session, repositoryRoot: Self.repositoryRoot)
        defer { reader.stop() }
        #expect(try reader.run("find Bus test") == ["app Bus test toolkit Tactile"])
        #expect(try reader.run("tree") == [
            "node 0 application|Bus test||", "node 1 panel|Bar||", "node 2 push button|OK|click|",
            "node 2 slider|Volume|increment,decrement|", "node 1 entry|Name||focused",
        ])
        #expect(try reader.run("text Name") == ["text ab c caret 2 word ab "])
        try reader.run("remember")

        // DoAction is answered once the main loop performed it.
        let press = reader.send("do OK")
        try bridge.serve(until: "the press") { !bridge.performed.isEmpty }
        #expect(try reader.answer(to: "do OK", from: press) == ["did OK True"])
        #expect(bridge.performed.map { "\($0.0) \($0.1)" } == ["activate 2"])

        // A value set is a step towards it, performed on the main loop.
        #expect(try reader.run("value Volume 0.8") == ["value Volume 0.5 of 0.0 to 1.0"])
        try bridge.serve(until: "the step") { bridge.performed.count == 2 }
        #expect(bridge.performed.map { "\($0.0) \($0.1)" } == ["activate 2", "increment 3"])

        // Changes the main loop publishes are the events a screen reader hears.
        try reader.run("events")
        var changed = bridge.snapshot
        changed.nodes[1]?.element.name = "Bottom bar"
        changed.nodes[2]?.element.states = [.focused]
        changed.nodes[4]?.element.states = []
        changed.nodes[4]?.text = "ab cd"
        changed.nodes[4]?.caretOffset = 5
        changed.focusedID = 2
        bridge.snapshot = changed
        bridge.bus.publish(changed, changes: [
            .nameChanged(1), .statesChanged(2, old: [], new: [.focused]), .statesChanged(4, old: [.focused], new: []), .focusMoved(2),
            .textChanged(4, old: "ab c", new: "ab cd"), .caretMoved(4, offset: 5), .announcement("Saved", polite: true),
        ])
        try bridge.serve(until: "the events") { true }
        #expect(try reader.run("events") == [
            "event object:property-change:accessible-name", "event object:state-changed:focused", "event object:state-changed:focused",
            "event focus:", "event object:text-changed:insert", "event object:text-caret-moved", "event object:announcement",
        ])

        // The button goes: a call on its object is an error, and the tree no longer has it.
        bridge.snapshot.nodes[2] = nil
        bridge.snapshot.nodes[1]?.children = [3]
        bridge.snapshot.focusedID = nil
        bridge.bus.publish(bridge.snapshot, changes: [.removed(2), .childrenChanged(1)])
        try bridge.serve(until: "the reader's check") { true }
        let gone = try reader.run("gone")
        #expect(gone == ["gone /org/a11y/atspi/accessible/2 error org.freedesktop.DBus.Error.UnknownObject"])

        try session.setEnabled(false)
        try bridge.serve(until: "the withdrawal") { bridge.logged.contains("stopped") }
        #expect(bridge.logged.contains("accessibility: the screen reader left (org.a11y.Status off); the tree is withdrawn and no longer read"))
        #expect(try reader.run("lost Bus test") == ["lost Bus test"])
    }
}
