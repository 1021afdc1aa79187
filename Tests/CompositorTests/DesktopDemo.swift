import Foundation
import Testing

/// The demo in a window under headless weston's desktop shell, which offers no xdg-decoration:
/// the frame is the one Tactile draws. The output (1600×1200, a green background, the shell's
/// 32 px panel along the top) leaves room to move the 1024×768 window wherever the shell
/// places it (at random).
///
/// Frame coordinates have their origin at the content's top-left: the title bar spans y -44…0
/// over the content's width, its buttons 48 px wide at its right end (close rightmost, then
/// maximise, then minimise); presses up to 12 px beyond the window's edge resize it.
struct DesktopDemo {
    /// The title bar of the demo's dark theme, #30343b.
    static let titleBar: UInt32 = 0xFF30_343B
    /// Behind the close button the pointer is over, #e01b24.
    static let closeHover: UInt32 = 0xFFE0_1B24
    /// A title-bar button's width.
    static let buttonWidth = 48.0
    /// The desktop's background colour, given to weston's desktop shell.
    static let background: UInt32 = 0xFF30_6030
    /// The height of the panel weston's desktop shell shows along the output's top.
    static let panelHeight = 32.0
    /// The content's size as the demo opens.
    static let openingSize = (width: 1024.0, height: 768.0)

    let harness: WestonHarness
    let demo: DemoWindowTests.Demo
    /// The demo's state file.
    let statePath: String

    /// Starts weston's desktop shell and the demo on it, with libwayland's WAYLAND_DEBUG trace
    /// of the demo's requests and events in its standard error (the tests see there which
    /// surfaces it commits and when a move or resize request went out), and waits until the
    /// window shows at its opening size.
    init() throws {
        harness = try WestonHarness(width: 1600, height: 1200, shell: .desktop, backgroundColor: Self.background)
        demo = try DemoWindowTests.launchDemo(on: harness, environment: ["WAYLAND_DEBUG": "1"])
        statePath = harness.runtimeDirectory + "/state.json"
        _ = try contentOrigin(width: Self.openingSize.width, height: Self.openingSize.height)
    }

    /// Waits until the event log holds every line of `expected`.
    func waitFor(_ expected: [String]) throws {
        try waitForLines(expected, in: "the demo's event log", on: harness, lines: { demo.lines },
                         shown: { $0.filter { !$0.hasPrefix("touch ") && !$0.hasPrefix("pointer ") } })
    }

    /// The event log's `window resized …` lines so far.
    var resizes: [String] { demo.lines.filter { $0.hasPrefix("log: window resized ") } }

    /// Where the content of `width`×`height` lies on screen, once weston shows it: found
    /// with `client-at` on a 64 px grid, a hit taken as the content only when the point that
    /// would be the content's centre is that centre of a surface of the demo (a hit on a frame
    /// strip gives the strip's origin, whose centre point is not) and the point past its
    /// bottom-right corner is not a point of that surface.
    func contentOrigin(width: Double, height: Double) throws -> (x: Double, y: Double) {
        var origin: (x: Double, y: Double)?
        try harness.waitUntil("the demo's \(Int(width))x\(Int(height)) content on screen", timeout: .harnessWait) {
            origin = try currentContentOrigin(width: width, height: height)
            return origin != nil
        }
        return try #require(origin)
    }

    /// Where the content of `width`×`height` lies on screen now (see `contentOrigin`); nil
    /// when weston shows no such content.
    func currentContentOrigin(width: Double, height: Double) throws -> (x: Double, y: Double)? {
        let pid = demo.process.processIdentifier
        for y in stride(from: 16.0, to: Double(harness.height), by: 64) {
            for x in stride(from: 16.0, to: Double(harness.width), by: 64) {
                guard let hit = try harness.client(atX: x, y: y), hit.processIdentifier == pid else { continue }
                let candidate = (x: x - hit.surfaceX, y: y - hit.surfaceY)
                let centre = (x: (width / 2).rounded(.down), y: (height / 2).rounded(.down))
                guard let middle = try harness.client(atX: candidate.x + centre.x, y: candidate.y + centre.y),
                      middle.processIdentifier == pid, middle.surfaceX == centre.x, middle.surfaceY == centre.y else { continue }
                // A surface larger than `width`×`height` (the window before a resize shows)
                // would also reach past the corner.
                let past = try harness.client(atX: candidate.x + width, y: candidate.y + height)
                if past.map({ $0.processIdentifier != pid || $0.surfaceX != width || $0.surfaceY != height }) ?? true {
                    return candidate
                }
            }
        }
        return nil
    }

    /// Waits until the content's origin is `expected` (weston has moved the window there).
    func waitForContent(at expected: (x: Double, y: Double), width: Double, height: Double) throws {
        var seen: (x: Double, y: Double)?
        do {
            try harness.waitUntil("the content at \(expected)", timeout: .harnessWait) {
                seen = try currentContentOrigin(width: width, height: height)
                return seen.map { $0 == expected } ?? false
            }
        } catch {
            throw HarnessError("\(error)\nthe content was last seen at \(seen.map { "\($0)" } ?? "no place")")
        }
    }

    /// The requests the demo sent so far (WAYLAND_DEBUG lines with " -> "), without timestamps.
    var requests: [String] {
        demo.process.standardError().split(separator: "\n").compactMap { line in
            guard let arrow = line.range(of: " -> ") else { return nil }
            return String(line[arrow.upperBound...])
        }
    }

    /// Waits until the demo has sent a request whose text contains `part` (such as
    /// `.show_window_menu(`). libwayland traces a request when the demo makes it, before it
    /// flushes it: weston may not have it yet.
    func waitForRequest(_ part: String) throws {
        try harness.waitUntil("the demo's request \(part)", timeout: .harnessWait) { requests.contains { $0.contains(part) } }
    }

    /// Waits until weston has started the pointer grab the demo's request `part` (`.move(`,
    /// `.resize(`) asks for: the desktop shell then takes the pointer from the demo (a
    /// `wl_pointer.leave` after the request), and moves or resizes by the pointer's travel
    /// from where its button went down.
    func waitForPointerGrab(_ part: String) throws {
        do {
            try harness.waitUntil("weston's grab for the demo's request \(part)", timeout: .harnessWait) {
                let lines = demo.process.standardError().split(separator: "\n")
                guard let request = lines.firstIndex(where: { $0.contains(" -> ") && $0.contains(part) }) else { return false }
                return lines[request...].contains { !$0.contains(" -> ") && $0.contains("wl_pointer@") && $0.contains(".leave(") }
            }
        } catch {
            let pointer = demo.process.standardError().split(separator: "\n").filter { $0.contains("wl_pointer@") || $0.contains("xdg_toplevel@") }
            throw HarnessError("\(error)\nthe demo's pointer and toplevel messages end:\n\(pointer.suffix(16).joined(separator: "\n"))")
        }
    }

    /// Whether the demo received a `wl_touch.motion` to the surface-local point (`x`, `y`).
    func receivedTouchMotion(toX x: Double, y: Double) -> Bool {
        let at = String(format: "%.8f, %.8f)", x, y)
        return demo.process.standardError().split(separator: "\n").contains {
            !$0.contains(" -> ") && $0.contains("wl_touch@") && $0.contains(".motion(") && $0.hasSuffix(at)
        }
    }

    /// The window's surface (`wl_surface@N`): the one its xdg_surface was made for.
    func contentSurface() throws -> String {
        let made = try #require(requests.first { $0.contains(".get_xdg_surface(") })
        return try #require(made.split(separator: " ").last.map { String($0.dropLast()) })
    }

    /// The count of `request` (such as `.attach(`) sent on `surface`, and on every other surface.
    func count(_ request: String, on surface: String) -> (surface: Int, others: Int) {
        let sent = requests.filter { $0.hasPrefix("wl_surface@") && $0.contains(request) }
        let own = sent.filter { $0.hasPrefix(surface + ".") }.count
        return (own, sent.count - own)
    }

    /// Waits until the screen shows `colour` at (`x`, `y`).
    func waitForPixel(_ colour: UInt32, at x: Double, _ y: Double, _ what: String) throws {
        var seen: UInt32 = 0
        do {
            try harness.waitUntil(what) {
                let shot = try harness.screenshot()
                guard x >= 0, y >= 0, Int(x) < shot.width, Int(y) < shot.height else { return false }
                seen = shot.pixel(x: Int(x), y: Int(y))
                return seen == colour
            }
        } catch {
            throw HarnessError("\(error)\nthe pixel at \(x),\(y) was last \(String(seen, radix: 16))")
        }
    }

    /// Moves the pointer to (`x`, `y`) and waits until the demo has it there: its last pointer
    /// event is an enter or a motion at the point weston names under (`x`, `y`). After the
    /// window changed under a resting pointer, weston gives the pointer to the new surface only
    /// at its next repaint, and a click before that reaches no one.
    func pointDemoPointer(at x: Double, _ y: Double) throws {
        try harness.pointerMotion(x: x, y: y)
        try harness.pointerFrame()
        let pid = demo.process.processIdentifier
        try harness.waitUntil("the demo's pointer at \(x),\(y)", timeout: .harnessWait) {
            guard let hit = try harness.client(atX: x, y: y), hit.processIdentifier == pid else { return false }
            let at = String(format: "%.8f, %.8f)", hit.surfaceX, hit.surfaceY)
            let events = demo.process.standardError().split(separator: "\n").filter {
                !$0.contains(" -> ") && ($0.contains(".enter(") || $0.contains(".leave(") || $0.contains(".motion(")) && $0.contains("wl_pointer@")
            }
            return events.last.map { !$0.contains(".leave(") && $0.hasSuffix(at) } ?? false
        }
    }

    /// A left click at (`x`, `y`) once the demo has the pointer there, the press and the
    /// release stamped `time` and 50 ms later.
    func click(at x: Double, _ y: Double, time: UInt32) throws {
        try pointDemoPointer(at: x, y)
        try harness.button(272, pressed: true, time: time)
        try harness.pointerFrame()
        try harness.button(272, pressed: false, time: time + 50)
        try harness.pointerFrame()
    }
}
