import Glibc
import PropertyBased
import Testing
import TactileCairo
import TactileCore

/// Over random scenes and random mutations, drawn into 2 or 3 buffers used in turn, each given
/// with its age and the buffer drawn last (from which the renderer copies what an older buffer
/// lacks): after every frame, every buffer holds exactly the bytes of a full repaint of the
/// scene at the frame it was last drawn, so the one shown holds the scene now and the newest,
/// read by the copies, is never written. Scrolling scenes mix in frames that move pixels,
/// where the renderer repaints instead.
@Test func repairedBuffersAreByteIdenticalToFullRepaints() async {
    let mutationsPerFrame = Gen.int(in: 1...3).array(of: 1...12)
    await propertyCheck(count: 200, input: Gen.uint64(), mutationsPerFrame, Gen.int(in: 2...3), Gen.int(in: 2...4), Gen.bool) {
        seed, frames, bufferCount, halfScale, scrolling in
        expectRepairedBuffersMatch(seed: seed, frames: frames, bufferCount: bufferCount, halfScale: halfScale, scrolling: scrolling)
    }
}

/// With two buffers, a frame whose damage lies far from the previous frame's (a drag's drop
/// after its lift) repaints only its own damage's tiles: the previous frame's is copied from the
/// newest buffer, and the buffer still equals a full repaint.
@Test func aFrameDamagedFarFromTheLastRepaintsOnlyItsOwnTiles() throws {
    let root = rootView(width: 256, height: 128)
    let near = box(Rect(x: 8, y: 8, width: 40, height: 40), red)
    let far = box(Rect(x: 200, y: 72, width: 40, height: 40), blue)
    near.cornerRadius = 6
    far.cornerRadius = 6
    root.addSubview(near)
    root.addSubview(far)
    let buffers = [Canvas(width: 256, height: 128), Canvas(width: 256, height: 128)]
    let renderer = SceneRenderer()
    renderer.render(root, into: buffers[0].target, bufferAge: 0)
    near.backgroundColor = green
    renderer.render(root, into: buffers[1].target, bufferAge: 0, newest: buffers[0].target, layers: nil)
    near.backgroundColor = blue
    renderer.render(root, into: buffers[0].target, bufferAge: 2, newest: buffers[1].target, layers: nil)
    far.backgroundColor = red

    let repainted = renderer.render(root, into: buffers[1].target, bufferAge: 2, newest: buffers[0].target, layers: nil)

    let farTiles = PixelRect(x: 192, y: 64, width: 64, height: 64)
    #expect(!repainted.isEmpty)
    for rect in repainted {
        #expect(rect.x >= farTiles.x && rect.y >= farTiles.y && rect.x + rect.width <= farTiles.x + farTiles.width
                    && rect.y + rect.height <= farTiles.y + farTiles.height, "\(rect) outside the far view's tiles")
    }
    #expect(buffers[1].hasSamePixels(as: renderFully(root)))
}

/// Plays one random scene (from `seed`) through `frames` frames of random mutations (the count
/// of mutations each), drawn into `bufferCount` buffers in turn at `halfScale` / 2 buffer pixels
/// per logical pixel, each given the newest buffer, and compares every buffer after every frame
/// with the full repaint made when it was last drawn.
private func expectRepairedBuffersMatch(seed: UInt64, frames: [Int], bufferCount: Int, halfScale: Int, scrolling: Bool) {
    let scale = Double(halfScale) / 2
    var rng = Xoshiro(seed: seed)
    let scene = RandomScene(using: &rng, scrolling: scrolling)
    let width = Int(64 * scale), height = Int(48 * scale)
    let buffers = (0..<bufferCount).map { _ in Canvas(width: width, height: height, scale: scale) }
    // What each buffer must hold: the full repaint of the frame it was last drawn at.
    let expected = (0..<bufferCount).map { _ in Canvas(width: width, height: height, scale: scale) }
    let renderer = SceneRenderer()
    var drawn = 0
    for (frame, mutations) in ([0] + frames).enumerated() {
        for _ in 0..<mutations { scene.mutate(using: &rng) }
        let index = drawn % bufferCount
        let newest = drawn == 0 ? nil : buffers[(drawn - 1) % bufferCount].target
        let age = drawn < bufferCount ? 0 : bufferCount
        // A render that returns no rectangles made no frame: the buffer keeps its picture.
        if !renderer.render(scene.root, into: buffers[index].target, bufferAge: age, newest: newest, layers: nil).isEmpty {
            SceneRenderer().render(scene.root, into: expected[index].target, bufferAge: 0)
            drawn += 1
        }
        for (buffer, picture) in zip(buffers, expected) {
            #expect(buffer.hasSamePixels(as: picture), "frame \(frame) of \(frames.count), \(bufferCount) buffers")
        }
    }
}
