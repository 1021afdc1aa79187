import Testing
import TactileCore

/// Traces of the animator on a manual clock: every schedule change, completion and sampled
/// value is a line, and whole traces are compared.
@Suite struct AnimationAnimatorTests {
    private func viewCentred(at point: Point) -> View {
        View(frame: Rect(x: point.x - 10, y: point.y - 10, width: 20, height: 20))
    }

    @Test func linearMoveIsSampledAtEachTickAndStopsNeedingFrames() {
        let h = AnimatorHarness()
        let view = viewCentred(at: .zero)
        h.animator.animate(duration: .seconds(1), curve: .linear, [PropertyTarget(view, \.center, to: Point(x: 100, y: 50))],
                           completion: h.completion("move"))
        h.trace.append("needs frames \(h.animator.needsFrames)")
        for time in [0.25, 0.5, 1.0, 1.25] {
            h.tick(at: time)
            h.trace.append("\(time): \(view.center) needs frames \(h.animator.needsFrames)")
        }
        #expect(h.trace == [
            "schedule changed", "needs frames true",
            "0.25: (25, 12.5) needs frames true",
            "0.5: (50, 25) needs frames true",
            "move finished", "1.0: (100, 50) needs frames false",
            "1.25: (100, 50) needs frames false",
        ])
        #expect(!h.animator.isAnimating)
    }

    /// During the delay nothing moves and no frames are needed (the app waits for
    /// `nextStartTime`); the motion starts from wherever the property is when the delay ends.
    @Test func delayLeavesThePropertyAloneUntilItEnds() {
        let h = AnimatorHarness()
        let view = viewCentred(at: .zero)
        h.animator.animate(duration: .seconds(0.5), delay: .seconds(0.5), curve: .linear, [PropertyTarget(view, \.center, to: Point(x: 100, y: 0))],
                           completion: h.completion("nudge"))
        func record(_ label: String) {
            let next = h.animator.nextStartTime.map { "\($0.sinceOrigin.seconds)" } ?? "none"
            h.trace.append("\(label): \(view.center) frames \(h.animator.needsFrames) next \(next)")
        }
        record("added")
        h.tick(at: 0.25)
        record("0.25")
        view.center = Point(x: 20, y: 0)
        for time in [0.5, 0.75, 1.0] {
            h.tick(at: time)
            record("\(time)")
        }
        #expect(h.trace == [
            "schedule changed",
            "added: (0, 0) frames false next 0.5",
            "0.25: (0, 0) frames false next 0.5",
            "0.5: (20, 0) frames true next none",
            "0.75: (60, 0) frames true next none",
            "nudge finished", "1.0: (100, 0) frames false next none",
        ])
    }

    /// One call animates position, size, opacity and a subclass's colour together while
    /// another view's transform animates on its own schedule.
    @Test func severalPropertiesAndViewsAnimateAtOnce() {
        let h = AnimatorHarness()
        let tinted = AnimationTintedView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let other = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.animator.animate(duration: .seconds(1), curve: .linear, [
            .init(tinted, \.center, to: Point(x: 105, y: 5)),
            .init(tinted, \.bounds, to: Rect(x: 0, y: 0, width: 30, height: 50)),
            .init(tinted, \.alpha, to: 0),
            .init(tinted, \.tint, to: .white),
        ], completion: h.completion("tinted"))
        h.animator.animate(duration: .seconds(0.5), curve: .linear, [.init(other, \.transform, to: AffineTransform(scaleX: 3, y: 3))],
                           completion: h.completion("other"))
        for time in [0.25, 0.5, 1.0] {
            h.tick(at: time)
            h.trace.append("\(time): \(tinted.center) \(tinted.bounds) \(tinted.alpha) \(tinted.tint) | \(other.transform)")
        }
        #expect(h.trace == [
            "schedule changed",
            "0.25: (30, 5) (0, 0, 15×20) 0.75 #404040 | [2 0 0 2 0 0]",
            "other finished",
            "0.5: (55, 5) (0, 0, 20×30) 0.5 #808080 | [3 0 0 3 0 0]",
            "tinted finished",
            "1.0: (105, 5) (0, 0, 30×50) 0.0 #ffffff | [3 0 0 3 0 0]",
        ])
    }

    /// Animations ending at the same tick complete in the order they were started, after
    /// every value of that tick is written; a completion may chain a new animation.
    @Test func completionsRunInOrderAfterAllValuesAreWritten() {
        let h = AnimatorHarness()
        let first = viewCentred(at: .zero), second = viewCentred(at: .zero), third = viewCentred(at: .zero)
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(first, \.center, to: Point(x: 10, y: 0))]) { finished in
            h.trace.append("first \(finished), third is at \(third.center)")
        }
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(second, \.center, to: Point(x: 20, y: 0))]) { finished in
            h.trace.append("second \(finished)")
            h.animator.animate(duration: .seconds(1), curve: .linear, [.init(first, \.center, to: .zero)],
                               completion: h.completion("chained"))
        }
        h.animator.animate(duration: .seconds(0.5), delay: .seconds(0.5), curve: .linear, [.init(third, \.center, to: Point(x: 30, y: 0))],
                           completion: h.completion("third"))
        for time in [1.0, 1.5, 2.0] {
            h.tick(at: time)
            h.trace.append("\(time): \(first.center) \(second.center) \(third.center) frames \(h.animator.needsFrames)")
        }
        #expect(h.trace == [
            "schedule changed", "schedule changed",
            "first true, third is at (30, 0)", "second true", "third finished",
            "1.0: (10, 0) (20, 0) (30, 0) frames true",
            "1.5: (5, 0) (20, 0) (30, 0) frames true",
            "chained finished", "2.0: (0, 0) (20, 0) (30, 0) frames false",
        ])
    }

    /// A new animation of a moving property starts from its current value; the old one
    /// completes as interrupted at once.
    @Test func replacementStartsFromTheCurrentValue() {
        let h = AnimatorHarness()
        let view = viewCentred(at: .zero)
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(view, \.center, to: Point(x: 100, y: 0))],
                           completion: h.completion("out"))
        h.tick(at: 0.5)
        h.trace.append("0.5: \(view.center)")
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(view, \.center, to: .zero)], completion: h.completion("back"))
        for time in [1.0, 1.5] {
            h.tick(at: time)
            h.trace.append("\(time): \(view.center)")
        }
        #expect(h.trace == [
            "schedule changed", "0.5: (50, 0)", "out interrupted", "1.0: (25, 0)", "back finished", "1.5: (0, 0)",
        ])
    }

    /// A spring taking over a linear move at 100 px/s keeps that velocity: the samples are
    /// the damped oscillator's from displacement −150 and velocity 100 (reference values from
    /// a numerical integration of the equation, outside this code base).
    @Test func springReplacementKeepsTheVelocity() {
        let h = AnimatorHarness()
        let view = viewCentred(at: .zero)
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(view, \.center, to: Point(x: 100, y: 0))])
        h.tick(at: 0.5)
        h.animator.animate(spring: Spring(response: .seconds(0.5), dampingRatio: 1), [.init(view, \.center, to: Point(x: 200, y: 0))])
        var samples: [String] = []
        for time in [0.6, 0.75, 1.0] {
            h.tick(at: time)
            samples.append(traceRounded(view.center.x))
        }
        #expect(samples == ["106.507", "174.2342", "198.0532"])
    }

    /// An animation with a delay lets the running one continue until the delay ends, then
    /// takes over from where that one is; a later call cancels an earlier waiting one.
    @Test func delayedReplacementTakesOverWhenItStarts() {
        let h = AnimatorHarness()
        let view = viewCentred(at: .zero)
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(view, \.center, to: Point(x: 100, y: 0))],
                           completion: h.completion("out"))
        h.clock.now = 0.2
        h.animator.animate(duration: .seconds(0.5), delay: .seconds(0.5), curve: .linear, [.init(view, \.center, to: Point(x: -100, y: 0))],
                           completion: h.completion("cancelled"))
        h.animator.animate(duration: .seconds(0.5), delay: .seconds(0.3), curve: .linear, [.init(view, \.center, to: .zero)],
                           completion: h.completion("back"))
        for time in [0.4, 0.5, 0.75, 1.0] {
            h.tick(at: time)
            h.trace.append("\(time): \(view.center)")
        }
        #expect(h.trace == [
            "schedule changed", "schedule changed", "cancelled interrupted", "schedule changed", "0.4: (40, 0)",
            "out interrupted", "0.5: (50, 0)", "0.75: (25, 0)", "back finished", "1.0: (0, 0)",
        ])
    }

    /// A touch grabbing a view mid-flight: the stopped property stays exactly where the last
    /// frame put it, the others go on, and the call completes as interrupted.
    @Test func stopLeavesThePropertyWhereItIs() {
        let h = AnimatorHarness()
        let view = AnimationTintedView(frame: Rect(x: -10, y: -10, width: 20, height: 20))
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(view, \.center, to: Point(x: 100, y: 0)), .init(view, \.alpha, to: 0)],
                           completion: h.completion("fly"))
        h.tick(at: 0.3)
        h.clock.now = 0.45
        h.animator.stop(view, \.center)
        h.trace.append("stopped: \(view.center) center animating \(h.animator.isAnimating(view, \.center)) view animating \(h.animator.isAnimating(view))")
        for time in [0.6, 1.0] {
            h.tick(at: time)
            h.trace.append("\(time): \(view.center) \(traceRounded(view.alpha))")
        }
        #expect(h.trace == [
            "schedule changed", "stopped: (30, 0) center animating false view animating true",
            "0.6: (30, 0) 0.4", "fly interrupted", "1.0: (30, 0) 0",
        ])
    }

    @Test func stoppingAViewStopsAllItsPropertiesAndSparesOthers() {
        let h = AnimatorHarness()
        let grabbed = AnimationTintedView(frame: Rect(x: -10, y: -10, width: 20, height: 20)), other = viewCentred(at: .zero)
        h.animator.animate(spring: Spring(response: .seconds(0.5), dampingRatio: 0.5),
                           [.init(grabbed, \.center, to: Point(x: 100, y: 0)), .init(grabbed, \.tint, to: .white)],
                           completion: h.completion("grabbed"))
        h.animator.animate(duration: .seconds(1), curve: .linear, [.init(other, \.center, to: Point(x: 10, y: 0))], completion: h.completion("other"))
        h.tick(at: 0.1)
        let center = grabbed.center, tint = grabbed.tint
        h.animator.stop(grabbed)
        h.tick(at: 0.5)
        h.trace.append("grabbed held \(grabbed.center == center && grabbed.tint == tint), other at \(other.center)")
        h.animator.stopAll()
        h.trace.append("frames \(h.animator.needsFrames) animating \(h.animator.isAnimating)")
        #expect(h.trace == [
            "schedule changed", "grabbed interrupted", "grabbed held true, other at (5, 0)",
            "other interrupted", "frames false animating false",
        ])
    }

    /// The app hears about new work only when frames become needed or a delayed start comes
    /// earlier; ticking is its own business.
    @Test func scheduleChangesAreReportedOnlyWhenTheyMatter() {
        let h = AnimatorHarness()
        let a = viewCentred(at: .zero), b = viewCentred(at: .zero)
        func add(_ view: View, _ delay: Double, _ name: String) {
            h.trace.append("add \(name)")
            h.animator.animate(duration: .seconds(0.5), delay: .seconds(delay), curve: .linear, [.init(view, \.center, to: Point(x: 10, y: 0))])
        }
        add(a, 1, "a after 1")
        add(b, 2, "b after 2")
        add(b, 0.5, "b after 0.5")
        h.tick(at: 0.5)
        h.trace.append("ticked: frames \(h.animator.needsFrames) next \(h.animator.nextStartTime.map { "\($0.sinceOrigin.seconds)" } ?? "none")")
        add(b, 0, "b now")
        h.tick(at: 1.5)
        h.trace.append("ended: frames \(h.animator.needsFrames) animating \(h.animator.isAnimating)")
        #expect(h.trace == [
            "add a after 1", "schedule changed", "add b after 2", "add b after 0.5", "schedule changed",
            "ticked: frames true next 1.0", "add b now", "ended: frames false animating false",
        ])
    }

    @Test func nothingToAnimateCompletesAtOnceAndZeroDurationJumpsAtTheNextTick() {
        let h = AnimatorHarness()
        let view = viewCentred(at: .zero)
        h.animator.animate(duration: .seconds(1), [], completion: h.completion("empty"))
        h.animator.animate(duration: .seconds(0), [.init(view, \.center, to: Point(x: 7, y: 7))], completion: h.completion("jump"))
        h.trace.append("before tick: \(view.center)")
        h.tick(at: 0)
        h.trace.append("after tick: \(view.center) frames \(h.animator.needsFrames)")
        #expect(h.trace == ["empty finished", "schedule changed", "before tick: (0, 0)", "jump finished", "after tick: (7, 7) frames false"])
    }

    /// `\.center` on a subclass resolves to the key path `View` declares, so the animation
    /// an app starts on its own subclass and the stop a drag issues on a `View` meet.
    @Test func viewPropertiesAreTheSameWhateverTheSubclass() {
        let h = AnimatorHarness()
        let tinted = AnimationTintedView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        h.animator.animate(duration: .seconds(1), [.init(tinted, \.center, to: .zero)], completion: h.completion("app"))
        let asView: View = tinted
        h.trace.append("animating as view \(h.animator.isAnimating(asView, \.center))")
        h.animator.stop(asView, \View.center)
        #expect(h.trace == ["schedule changed", "animating as view true", "app interrupted"])
    }
}
