import PropertyBased
import Testing
import TactileCairo
import TactileCore

/// The cache of decoded pictures keeps to its byte budget, evicting the least recently used
/// first, but never a picture the current frame drew.
@Suite struct ImageLoadingCacheTests {
    @Test func theLeastRecentlyUsedPictureGoesFirst() {
        // 10×10 pictures of 400 bytes; room for two.
        let cache = PictureCache(budget: 800)
        let images = (0..<3).map { testImage("\($0)") }
        let keys = images.map { PictureKey($0, width: 10, height: 10) }
        cache.insert([DecodedFrame(picture: solidPicture(width: 10, height: 10))], of: images[0], for: keys[0])
        cache.insert([DecodedFrame(picture: solidPicture(width: 10, height: 10))], of: images[1], for: keys[1])
        cache.beginFrame()
        #expect(cache.frames(for: keys[0]) != nil)
        cache.beginFrame()
        cache.insert([DecodedFrame(picture: solidPicture(width: 10, height: 10))], of: images[2], for: keys[2])
        #expect([cache.contains(keys[0]), cache.contains(keys[1]), cache.contains(keys[2])] == [true, false, true])
        #expect(cache.byteCount == 800)
    }

    @Test func picturesOfTheCurrentFrameAndNewOnesStayOverTheBudget() {
        let cache = PictureCache(budget: 400)
        let images = (0..<2).map { testImage("\($0)") }
        let keys = images.map { PictureKey($0, width: 10, height: 10) }
        cache.insert([DecodedFrame(picture: solidPicture(width: 10, height: 10))], of: images[0], for: keys[0])
        cache.beginFrame()
        _ = cache.frames(for: keys[0])
        // Over the budget, the drawn one stays, and so does the new one until the next frame.
        cache.insert([DecodedFrame(picture: solidPicture(width: 10, height: 10))], of: images[1], for: keys[1])
        #expect(cache.contains(keys[0]) && cache.contains(keys[1]) && cache.byteCount == 800)
        cache.beginFrame()
        _ = cache.frames(for: keys[1])
        cache.budget = 400
        #expect(!cache.contains(keys[0]) && cache.contains(keys[1]))
    }

    /// Random sizes, uses and frames: after each insertion the bytes held are within the
    /// budget or all pinned (drawn this frame or cached since), they never grow without an
    /// insertion, and no pinned picture is ever evicted.
    @Test func randomUsesKeepTheByteBoundAndThePinnedPictures() async {
        // Each step: what (0–5 insert, 6–8 use, 9 a new frame), which of 24 images, and a size.
        let step = zip(Gen.int(in: 0...9), Gen.int(in: 0..<24), Gen.int(in: 1...40), Gen.int(in: 1...40))
        await propertyCheck(count: 300, input: Gen.int(in: 1_000...20_000), step.array(of: 1...120)) { budget, steps in
            let cache = PictureCache(budget: budget)
            let images = (0..<24).map { testImage("\($0)") }
            var sizes: [Int: (Int, Int)] = [:]
            var pinned: Set<Int> = []
            var ceiling = budget
            func key(_ index: Int) -> PictureKey? {
                sizes[index].map { PictureKey(images[index], width: $0.0, height: $0.1) }
            }
            for (what, index, width, height) in steps {
                switch what {
                case 0...5:
                    if let old = key(index) { cache.remove(old) }
                    pinned.remove(index)
                    sizes[index] = (width, height)
                    cache.insert([DecodedFrame(picture: solidPicture(width: width, height: height))], of: images[index],
                                 for: key(index)!)
                    pinned.insert(index)  // Kept until the next frame, which draws it.
                case 6...8:
                    if let key = key(index), cache.frames(for: key) != nil { pinned.insert(index) }
                default:
                    cache.beginFrame()
                    pinned.removeAll()
                }
                let pinnedBytes = pinned.reduce(0) { $0 + 4 * sizes[$1]!.0 * sizes[$1]!.1 }
                if what <= 5 {
                    #expect(cache.byteCount <= budget || cache.byteCount == pinnedBytes, "over the budget by unpinned pictures")
                    ceiling = max(budget, cache.byteCount)
                }
                #expect(cache.byteCount <= ceiling)
                for index in pinned { #expect(cache.contains(key(index)!), "a picture drawn this frame was evicted") }
            }
        }
    }
}
