import PropertyBased
import Testing
@testable import TactileCairo
import TactileCore

/// Over random scenes holding a video's hole (a `VideoPixelTests.VideoSpot` on fractional
/// pixels, at a random place in the painting order) and random mutations around it, at integer
/// and fractional scales: the one buffer repaired frame after frame, compositing with pixman,
/// holds the very bytes of a full repaint by Cairo alone, so the hole stays exact through
/// partial repaints of whatever moves over it or beside it.
@Test func holesStayExactThroughPartialRepaintsWithPixman() async {
    await propertyCheck(count: 150, input: Gen.uint64(), Gen.int(in: 1...3).array(of: 1...8), Gen.int(in: 2...4)) {
        seed, frames, halfScale in
        let scale = Double(halfScale) / 2
        var rng = Xoshiro(seed: seed)
        let scene = RandomScene(using: &rng)
        let hole = VideoPixelTests.VideoSpot(frame: Rect(x: Double(Int.random(in: 0...300, using: &rng)) / 10,
                                                         y: Double(Int.random(in: 0...200, using: &rng)) / 10,
                                                         width: Double(Int.random(in: 40...300, using: &rng)) / 10,
                                                         height: Double(Int.random(in: 40...250, using: &rng)) / 10))
        scene.root.insertSubview(hole, at: Int.random(in: 0...scene.root.subviews.count, using: &rng))
        let width = Int(64 * scale), height = Int(48 * scale)
        let repaired = Canvas(width: width, height: height, scale: scale), full = Canvas(width: width, height: height, scale: scale)
        let pixman = SceneRenderer(), cairo = SceneRenderer(maximumBufferAge: 4, tileSize: 64, compositesWithPixman: false)
        for (frame, mutations) in ([0] + frames).enumerated() {
            for _ in 0..<mutations { scene.mutate(using: &rng) }
            pixman.render(scene.root, into: repaired.target, bufferAge: frame == 0 ? 0 : 1)
            cairo.render(scene.root, into: full.target, bufferAge: 0)
            #expect(repaired.hasSamePixels(as: full), "frame \(frame) of \(frames.count), seed \(seed), scale \(scale)")
        }
    }
}
