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
