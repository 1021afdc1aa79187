import Foundation
import Testing

/// A configure storm while a finger drags a tile: under weston's desktop shell, a finger holds
/// a sorting tile of the demo while the pointer resizes the window by its bottom-right corner
/// in 40 steps (a configure each); then the finger moves on and lifts. The tile lands in a
/// container or goes home: it is never lost or doubled.
@Suite struct DemoDesktopConfigureStormTests {
    @Test func aTileHeldThroughAResizeStormLandsOnce() throws {
        let desktop = try DesktopDemo()
        let harness = desktop.harness
        let origin = try desktop.contentOrigin(width: 1024, height: 768)
        // tile-2 lies at (95, 252.5) in the content; the finger lifts it and carries it right.
        let start = (x: origin.x + 95, y: origin.y + 252.5)
        try harness.touchHold(from: start, to: (start.x + 60, start.y), steps: 6, startTime: 1000)
        try desktop.waitFor(["drag started tile-2"])
        let corner = (x: origin.x + 1024 + 6, y: origin.y + 768 + 6)
        try harness.pointerMotion(x: corner.x, y: corner.y)
        try harness.pointerFrame()
        try harness.button(272, pressed: true)
        try harness.pointerFrame()
        try desktop.waitForPointerGrab(".resize(")
        for step in 1...40 {
            try harness.pointerMotion(x: corner.x - 5 * Double(step), y: corner.y - 2.5 * Double(step))
            try harness.pointerFrame()
        }
        try harness.button(272, pressed: false)
        try harness.pointerFrame()
        try desktop.waitFor(["log: window resized 824x712 (content 824x668)"])
        #expect(desktop.demo.lines.contains("drag started tile-2") && !desktop.demo.lines.contains { $0.hasPrefix("drag ended") },
                "the drag survives the storm")
        // From the resize request to the last configure acked (one per step, and those of the
        // grab's start and end), the window's surface got at most one buffer per configure: a
        // storm read at once is drawn once, at its last size.
        let content = try desktop.contentSurface()
        let requests = desktop.requests
        let storm = try requests[#require(requests.firstIndex { $0.contains(".resize(") })...#require(requests.lastIndex { $0.contains(".ack_configure(") })]
        let acks = storm.filter { $0.contains(".ack_configure(") }.count
        let buffers = storm.filter { $0.hasPrefix(content + ".attach(") }.count
        #expect(acks >= 40 && buffers <= acks, "\(acks) configures acked, \(buffers) buffers attached")
        // On into the content's middle, and up.
        for step in 1...10 {
            try harness.touchMotion(id: 0, x: start.x + 60 + 30 * Double(step), y: start.y, time: 2000 + 16 * UInt32(step))
            try harness.touchFrame()
        }
        try harness.touchUp(id: 0, time: 2300)
        try harness.touchFrame()
        try harness.waitUntil("tile-2 at rest") { desktop.demo.lines.contains { $0.hasPrefix("tile-2 rests in ") } }
        let rest = try #require(desktop.demo.lines.first { $0.hasPrefix("tile-2 rests in ") })
        let container = try #require(rest.dropFirst("tile-2 rests in ".count).split(separator: " ").first.map(String.init))
        let ends = desktop.demo.lines.filter { $0.hasPrefix("drag ended ") }
        #expect(ends == ["drag ended tile-2 moved into \(container)"] || ends.count == 1 && ends[0].hasPrefix("drag ended tile-2 returned"),
                "\(ends), \(rest)")
        // The state saved at that rest holds the six tiles once each, tile-2 where it rests.
        try harness.waitUntil("six tiles saved, each once, tile-2 in \(container)") {
            let tiles = DemoSortingWindowsTests.savedTiles(at: desktop.statePath)
            return tiles.count == 6 && Set(tiles.map(\.id)) == Set((0..<6).map { "tile-\($0)" })
                && tiles.first { $0.id == "tile-2" }?.container == container
        }
        #expect(desktop.demo.process.isRunning)
    }
}
