import Testing
@testable import TactileCore

/// Flick scrolling: one-to-one drag, momentum, rubber band, a touch stopping the motion,
/// taps on the content.
@Suite struct ManipulationFlickTests {
    private func makeList(_ h: ManipulationHarness) -> ScrollView { h.makeFlickList() }

    /// The offsets a flick released at `offset` with `velocity` (px/s) passes through, from
    /// `Decay` itself, on the list's limits, as the list shows them: whole pixels between the
    /// ends (the harness draws at scale 1), exact at and beyond them.
    private func glide(from offset: Double, velocity: Double, after seconds: Double) -> String {
        let position = Decay(position: offset, velocity: velocity, limits: 0...700).position(at: .seconds(seconds))
        return fmt(position > 0 && position < 700 ? position.rounded() : position)
    }

    @Test func aFlickGlidesOnAndBouncesBackAtTheEnd() {
        let h = ManipulationHarness()
        let list = makeList(h)
        h.play(path(1, [(200, 350), (200, 330), (200, 310), (200, 290), (200, 270), (200, 250)], at: 0)) {
            "offset \(fmt(list.contentOffset.y))"
        }
        // Released at 60 ms at 2000 px/s: the glide alone would stop near 1100, so it reaches
        // the end (700) and the rubber band brings it back there.
        let times: [UInt32] = [160, 260, 360, 460, 560, 760, 1060, 3000]
        h.tick(at: times) { "offset \(fmt(list.contentOffset.y))" }
        #expect(h.trace == [
            "offset 0",
            "scroll began velocity (0, -2000)", "offset 20",
            "scroll changed velocity (0, -2000)", "offset 40",
            "scroll changed velocity (0, -2000)", "offset 60",
            "scroll changed velocity (0, -2000)", "offset 80",
            "scroll changed velocity (0, -2000)", "offset 100",
            "scroll ended velocity (0, -2000)", "offset 100",
        ] + times.map { "t=\($0) offset \(glide(from: 100, velocity: 2000, after: Double($0 - 60) / 1000))" })
        #expect(list.contentOffset.y == 700)
        #expect(!h.animator.isAnimating)
    }

    @Test func pullingPastTheTopRubberBandsAndSpringsBack() {
        let h = ManipulationHarness()
        let list = makeList(h)
        // Pulled down 100 px, then held still for 200 ms before lifting: no flick is left.
        h.play([(0, [.down(1, 200, 300)]), (10, [.move(1, 200, 350)]), (20, [.move(1, 200, 400)]), (220, [.up(1)])]) {
            "offset \(fmt(list.contentOffset.y))"
        }
        let held = list.contentOffset.y
        h.tick(at: [320, 420, 620, 2000]) { "offset \(fmt(list.contentOffset.y))" }
        // 0.55 · 50 / 300 = 0.0917: (1 − 1/1.0917) · 300 = 25.19; for 100 px, 46.48.
        #expect(h.trace == [
            "offset 0",
            "scroll began velocity (0, 5000)", "offset -25.19",
            "scroll changed velocity (0, 5000)", "offset -46.48",
            "scroll ended velocity (0, 0)", "offset -46.48",
            "t=320 offset \(glide(from: held, velocity: 0, after: 0.1))",
            "t=420 offset \(glide(from: held, velocity: 0, after: 0.2))",
            "t=620 offset \(glide(from: held, velocity: 0, after: 0.4))",
            "t=2000 offset 0",
        ])
    }

    @Test func aTouchStopsTheMomentumWhereItIsAndTapsNothing() {
        let h = ManipulationHarness()
        let list = makeList(h)
        h.play(path(1, [(200, 350), (200, 330), (200, 310), (200, 290), (200, 270), (200, 250)], at: 0)) { "" }
        h.tick(at: [200]) { "offset \(fmt(list.contentOffset.y))" }
        let stopped = glide(from: 100, velocity: 2000, after: 0.14)
        h.play([(200, [.down(2, 200, 200)])]) { "down offset \(fmt(list.contentOffset.y))" }
        h.tick(at: [300, 400]) { "offset \(fmt(list.contentOffset.y))" }
        h.play([(410, [.up(2)])]) { "up animating \(h.animator.isAnimating)" }
        // Once still, a touch taps the row under it: content y 100 + 344 is row 4.
        h.play(path(3, [(200, 200)], at: 600)) { "offset \(fmt(list.contentOffset.y))" }
        #expect(Array(h.trace.suffix(8)) == [
            "t=200 offset \(stopped)",
            "down offset \(stopped)",
            "t=300 offset \(stopped)",
            "t=400 offset \(stopped)",
            "up animating false",
            "offset \(stopped)", "row 4 recognized", "offset \(stopped)",
        ])
    }

    @Test func aTapOnTheContentStillTaps() {
        let h = ManipulationHarness()
        let list = makeList(h)
        h.play(path(1, [(200, 150), (203, 154)], at: 0)) { "offset \(fmt(list.contentOffset.y))" }
        #expect(h.trace == ["offset 0", "offset 0", "row 0 recognized", "offset 0"])
        #expect(!h.animator.isAnimating)
    }
}
