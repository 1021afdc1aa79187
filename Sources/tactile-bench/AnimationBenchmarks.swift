import CShims
import TactileCore

/// Cost of `Animator.tick` on the bench scene's 200 tiles (60×60, 20×10 grid), in process:
/// each figure is the mean over 2,000 ticks of one frame's work, while every tile's
/// animation is in flight (ticks 10 µs apart on the animator's clock, so none ends).
func runAnimationBenchmarks() {
    let cases: [(name: String, start: (Animator, [View]) -> Void)] = [
        ("ease-in-out centre", { animator, tiles in
            animator.animate(duration: .seconds(100), curve: .easeInOut, tiles.map { .init($0, \.center, to: Point(x: 640, y: 400)) })
        }),
        ("spring centre", { animator, tiles in
            animator.animate(spring: Spring(response: .seconds(1000), dampingRatio: 0.7), tiles.map { .init($0, \.center, to: Point(x: 640, y: 400)) })
        }),
        ("spring transform (scale + rotation)", { animator, tiles in
            let lifted = AffineTransform(scaleX: 1.2, y: 1.2).rotated(by: 0.2)
            animator.animate(spring: Spring(response: .seconds(1000)), tiles.map { .init($0, \.transform, to: lifted) })
        }),
        ("linear centre + alpha + background colour", { animator, tiles in
            animator.animate(duration: .seconds(100), curve: .linear, tiles.flatMap { tile -> [PropertyTarget] in
                [.init(tile, \.center, to: Point(x: 640, y: 400)), .init(tile, \.alpha, to: 0.2),
                 .init(tile, \.backgroundColor, to: Color.white)]
            })
        }),
        ("flick with rubber band (bounds.origin)", { animator, tiles in
            for tile in tiles {
                animator.decay(tile, \.bounds.origin, velocity: Point(x: 0, y: 3000),
                               limits: (lower: .zero, upper: Point(x: 0, y: 1e6)))
            }
        }),
    ]
    for benchmark in cases {
        var now = MonotonicTime.zero
        let animator = Animator(clock: { now })
        let tiles = (0..<200).map { index in
            View(frame: Rect(x: 10 + 62 * Double(index % 20), y: 10 + 62 * Double(index / 20), width: 60, height: 60))
        }
        benchmark.start(animator, tiles)
        let ticks = 2000
        let start = tactile_monotonic_ns()
        for tick in 1...ticks {
            now = .zero + .seconds(Double(tick) * 1e-5)
            animator.tick(now: now)
        }
        let perFrame = Double(tactile_monotonic_ns() - start) / Double(ticks) / 1000
        print("animator tick, 200 tiles, \(benchmark.name): \(format(perFrame)) µs per frame")
    }
    var now = MonotonicTime.zero
    let idle = Animator(clock: { now })
    let start = tactile_monotonic_ns()
    for tick in 1...100_000 {
        now = .zero + .seconds(Double(tick) * 1e-3)
        idle.tick(now: now)
    }
    print("animator tick with nothing animating: \(format(Double(tactile_monotonic_ns() - start) / 100_000)) ns")
}
