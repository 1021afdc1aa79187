@testable import TactileCore

/// An 800×600 window whose root view holds an on-screen keyboard, fed through a real
/// `InputDispatcher` with a manual clock (the animator reads the same clock, in seconds).
/// Every key event reaching the app's key handler and every event-log line is recorded.
final class KeyboardHarness {
    let gestures = GestureHarness()
    let animator: Animator
    let keyboard: OnScreenKeyboard
    let recorder = Recorder()

    /// Lines shared with closures that must not capture the harness.
    final class Recorder {
        /// Key events as `+label` (press), `*label` (repeat), `-label` (release), `@time` appended.
        var keys: [String] = []
        /// The text typed: each press's text, backspace removing the last character.
        var text = ""
        var log: [String] = []
        var visibleHeights: [Double] = []
        var hides = 0
    }

    var clock: ManualClock { gestures.clock }
    var root: View { gestures.root }
    var dispatcher: InputDispatcher { gestures.dispatcher }

    init(arrangement: LetterArrangement = .qwerty) {
        let clock = gestures.clock
        animator = Animator(clock: { clock.now })
        keyboard = OnScreenKeyboard(dispatcher: gestures.dispatcher, animator: animator, arrangement: arrangement)
        gestures.root.addSubview(keyboard)
        let recorder = recorder
        gestures.dispatcher.keyHandler = { event in
            let label = switch event.keysym {
            case Keysym.backspace: "BackSpace"
            case Keysym.enter: "Return"
            case Keysym.space: "space"
            default: event.text.isEmpty ? character(of: event.keysym) : event.text
            }
            recorder.keys.append((event.pressed ? (event.isRepeat ? "*" : "+") : "-") + label + "@\(Int(event.time.sinceOrigin.milliseconds))")
            guard event.pressed else { return }
            if event.keysym == Keysym.backspace {
                if !recorder.text.isEmpty { recorder.text.removeLast() }
            } else if event.keysym != Keysym.enter {
                recorder.text += event.text
            }
        }
        keyboard.onEventLog = { recorder.log.append($0) }
        keyboard.onVisibleHeightChange = { recorder.visibleHeights.append($0) }
        keyboard.onHide = { recorder.hides += 1 }
    }

    /// Shows the keyboard for `kind` and lets the slide-in run to rest.
    func show(for kind: KeyboardContentKind = .text) {
        keyboard.show(for: kind)
        settle()
    }

    /// Ticks the animator every 16 ms until nothing moves.
    func settle() {
        while animator.isAnimating {
            clock.advance(by: .milliseconds(16))
            animator.tick(now: clock.now)
        }
    }

    /// The keys' frames in surface coordinates, by label, parsed from the `osk key` lines the
    /// keyboard logs now: what tests and log readers drive the keyboard by.
    var keyFrames: [String: Rect] {
        var frames: [String: Rect] = [:]
        for line in keyboard.keyLogLines() {
            let fields = line.split(separator: " ").map(String.init)
            let numbers = fields[3...].compactMap { Double($0) }
            frames[fields[2]] = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        return frames
    }

    /// The centre of the key labelled `label`.
    func centre(of label: String) -> (Double, Double) {
        guard let frame = keyFrames[label] else { fatalError("no key \(label) in \(keyFrames.keys.sorted())") }
        return (frame.midX, frame.midY)
    }

    /// Plays scripted touch frames (see `GestureHarness.play`).
    func play(_ frames: [ScriptFrame]) { gestures.play(frames) }

    /// Finger `id` taps the key labelled `label` at `time` (down, then up 40 ms later).
    func tap(_ label: String, id: Int32 = 1, at time: UInt32) {
        let (x, y) = centre(of: label)
        play([(time, [.down(id, x, y)]), (time + 40, [.up(id)])])
    }

    /// Taps each key of `labels` in turn, 100 ms apart from `time`.
    func type(_ labels: [String], at time: UInt32) {
        for (index, label) in labels.enumerated() { tap(label, at: time + UInt32(index) * 100) }
    }
}

/// The character a keysym stands for (releases carry no text), else its hex code.
private func character(of keysym: UInt32) -> String {
    let code = keysym >= 0x0100_0000 ? keysym - 0x0100_0000 : keysym
    guard keysym >= 0x0100_0000 || (0x20...0xff).contains(keysym), let scalar = Unicode.Scalar(code) else {
        return String(keysym, radix: 16)
    }
    return String(Character(scalar))
}
