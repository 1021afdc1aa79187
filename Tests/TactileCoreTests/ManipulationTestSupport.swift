@testable import TactileCore

/// The gesture harness (real dispatcher, manual clock) plus an animator reading the same
/// clock, and a trace where each step records what the test wants to see.
final class ManipulationHarness {
    let gestures = GestureHarness()
    let animator: Animator

    var root: View { gestures.root }
    var trace: [String] { gestures.trace }

    init() {
        let clock = gestures.clock
        animator = Animator(clock: { clock.now })
    }

    /// Plays `frames` (ticking the animator at each, as a frame callback would) and notes
    /// `describe()` after each one.
    func play(_ frames: [ScriptFrame], _ describe: () -> String) {
        for frame in frames {
            gestures.play([frame])
            animator.tick(now: gestures.clock.now)
            gestures.note(describe())
        }
    }

    /// Ticks the animator at each of `times` (milliseconds, moving the clock there) and
    /// notes "t=<time> " followed by `describe()` after each tick.
    func tick(at times: [UInt32], _ describe: () -> String) {
        for time in times {
            gestures.advance(to: time)
            animator.tick(now: MonotonicTime(sinceOrigin: .milliseconds(Double(time))))
            gestures.note("t=\(time) " + describe())
        }
    }
}

/// Frames moving finger `id` through `points` (surface coordinates): a down at the first,
/// a move to each of the others, then the up, 10 ms apart from `time`.
func path(_ id: Int32, _ points: [(Double, Double)], at time: UInt32) -> [ScriptFrame] {
    var frames: [ScriptFrame] = [(time, [.down(id, points[0].0, points[0].1)])]
    for (index, point) in points.dropFirst().enumerated() {
        frames.append((time + UInt32(index + 1) * 10, [.move(id, point.0, point.1)]))
    }
    frames.append((time + UInt32(points.count) * 10, [.up(id)]))
    return frames
}

/// The rotation of `transform` in whole degrees and its scale with two decimals.
func turnAndScale(_ transform: AffineTransform) -> String {
    "\(fmt((transform.rotationAngle * 180 / .pi).rounded()))° ×\(fmt(transform.scaleFactor))"
}
