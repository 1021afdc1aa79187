@testable import TactileCore

/// A speech output that writes down what it is asked: `say <priority> "<text>" <language>`,
/// `char "<c>"`, `stop`.
final class RecordingSpeech: SpeechOutput {
    var said: [String] = []
    var volume = 0.7
    var rate = 0.5
    var isAvailable = true
    var availabilityChanged: ((Bool) -> Void)?

    func speak(_ text: String, priority: SpeechPriority, language: String) {
        said.append("say \(priority.rawValue) \"\(text)\" \(language)")
    }
    func speakCharacter(_ character: Character, language: String) { said.append("char \"\(character)\" \(language)") }
    func stop() { said.append("stop") }

    /// What was said since the last call.
    func take() -> [String] {
        defer { said = [] }
        return said
    }
}

/// Fingers on a screen in speech mode: touches with their own times on a manual clock.
final class SpeechFingers {
    let clock = ManualClock()
    var time: UInt32 = 1000
    let handle: (TouchEvent) -> Void

    init(_ handle: @escaping (TouchEvent) -> Void) { self.handle = handle }

    func wait(_ milliseconds: UInt32) {
        time += milliseconds
        clock.advance(by: .milliseconds(Double(milliseconds)))
    }

    func down(_ id: Int32, _ x: Double, _ y: Double) { handle(.down(time: time, id: id, location: Point(x: x, y: y))); handle(.frame) }
    func move(_ id: Int32, _ x: Double, _ y: Double) { handle(.motion(time: time, id: id, location: Point(x: x, y: y))); handle(.frame) }
    func up(_ id: Int32) { handle(.up(time: time, id: id)); handle(.frame) }

    /// A quick tap at (x, y).
    func tap(_ x: Double, _ y: Double) {
        down(0, x, y)
        wait(60)
        up(0)
    }

    /// Two quick taps at (x, y), 150 ms apart.
    func doubleTap(_ x: Double, _ y: Double) {
        tap(x, y)
        wait(150)
        tap(x, y)
    }

    /// A flick of `fingers` fingers from (x, y) by (dx, dy) in 120 ms.
    func flick(from x: Double, _ y: Double, by dx: Double, _ dy: Double, fingers: Int32 = 1) {
        for finger in 0..<fingers { down(finger, x + Double(finger) * 40, y) }
        for step in 1...3 {
            wait(40)
            for finger in 0..<fingers { move(finger, x + Double(finger) * 40 + dx * Double(step) / 3, y + dy * Double(step) / 3) }
        }
        for finger in 0..<fingers { up(finger) }
    }

    /// `fingers` fingers tapped together.
    func multiTap(_ fingers: Int32) {
        for finger in 0..<fingers { down(finger, 100 + Double(finger) * 40, 300) }
        wait(80)
        for finger in 0..<fingers { up(finger) }
    }
}
