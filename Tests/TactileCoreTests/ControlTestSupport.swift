@testable import TactileCore

/// A gesture harness with controls in it, recording after every frame what a control shows
/// (`describe`), so that tests compare whole per-frame traces.
extension GestureHarness {
    /// Plays `frames` one by one and returns, for each, "<ms>: " and what `describe` says then.
    func playRecording(_ frames: [ScriptFrame], _ describe: () -> String) -> [String] {
        frames.map { frame in
            play([frame])
            return "\(frame.time): \(describe())"
        }
    }

    /// Sends a key press and its release.
    func press(_ keysym: UInt32, modifiers: KeyModifiers = []) {
        dispatcher.handleKey(KeyEvent(time: clock.now, keysym: keysym, pressed: true, modifiers: modifiers))
        dispatcher.handleKey(KeyEvent(time: clock.now, keysym: keysym, pressed: false, modifiers: modifiers))
    }
}

/// A tap of finger `id` at (x, y): down at `time` ms, up 50 ms later.
func tap(_ id: Int32, at point: (Double, Double), time: UInt32) -> [ScriptFrame] {
    [(time, [.down(id, point.0, point.1)]), (time + 50, [.up(id)])]
}

extension GestureHarness {
    /// A slider 224×48 at (100, 100) over 0…100 (a 200 px track, 2 px a unit) at 50, its
    /// thumb grabbed 6 px right of its centre (x 212) and dragged 40 px right in four steps:
    /// what it showed after each frame.
    func sliderThumbDragTrace() -> [String] {
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 224, height: 48), value: 50, in: 0...100)
        let recorder = recorder
        slider.onChange = { recorder.trace.append("value \(fmt($0.value))") }
        root.addSubview(slider)
        let frames = drag(1, from: (218, 124), to: (258, 124), steps: 4, at: 0)
        return playRecording(frames) { "pressed \(slider.isPressed) value \(fmt(slider.value))" }
    }

    /// A segmented control of three 100 px segments at (100, 100), and a finger down on it at
    /// x 150, slid to 260 and lifted: the control, and the segment pressed and the one
    /// selected after each frame.
    func segmentSlide() -> (control: SegmentedControl, trace: [String]) {
        let control = SegmentedControl(frame: Rect(x: 100, y: 100, width: 300, height: 48), segments: ["QWERTY", "QWERTZ", "AZERTY"])
        let recorder = recorder
        control.onChange = { recorder.trace.append("selected \($0.selectedIndex)") }
        root.addSubview(control)
        let frames: [ScriptFrame] = [(0, [.down(1, 150, 124)]), (16, [.move(1, 260, 124)]), (32, [.up(1)])]
        let trace = playRecording(frames) { "pressed \(control.pressedIndex.map(String.init) ?? "-") selected \(control.selectedIndex)" }
        return (control, trace)
    }
}
