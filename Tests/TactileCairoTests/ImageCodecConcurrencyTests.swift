import Dispatch
import Synchronization
import Testing
import TactileCairo
import TactileCore

/// ImageCodec keeps no shared state: the same images decoded on several threads at once give
/// what one thread gives.
@Suite struct ImageCodecConcurrencyTests {
    @Test func decodesOnManyThreadsAtOnceMatchOneThreads() throws {
        let pixels = gradient(width: 96, height: 64)
        let images = [
            try Image(bytes: jpegBytes(pixels, orientation: 6), name: "photo.jpg"), try Image(bytes: pngBytes(pixels), name: "picture.png"),
            try Image(bytes: losslessWebP(pixels), name: "picture.webp"), try Image(bytes: gifBytes(ImageCodecGIFTests.frames), name: "animated.gif"),
            try Image(bytes: ImageCodecSVGTests.halves, name: "halves.svg"),
        ]
        let expected = try images.map { try decodedPixels($0, width: 40, height: 30) }
        let results = Mutex<[Int: ARGBPixels]>([:])
        DispatchQueue.concurrentPerform(iterations: images.count * 4) { index in
            let picture = try? ImageCodec.decode(images[index % images.count], width: 40, height: 30)
            results.withLock { $0[index] = picture.map { ARGBPixels($0) } }
        }
        for (index, pixels) in results.withLock({ $0 }) {
            #expect(pixels == expected[index % images.count], "\(images[index % images.count].name)")
        }
        #expect(results.withLock { $0.count } == images.count * 4)
    }
}
