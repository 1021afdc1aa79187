import Testing
import TactileCairo
import TactileCore

/// Every format cut short, and with bytes overwritten at random, is refused with one line or
/// decoded: never a crash.
@Suite struct ImageCodecCorruptionTests {
    static func samples() -> [(name: String, bytes: [UInt8])] {
        let pixels = gradient(width: 48, height: 32)
        return [("photo.jpg", jpegBytes(pixels, orientation: 6)), ("picture.png", pngBytes(pixels)), ("picture.webp", losslessWebP(pixels)),
                ("animated.webp", animatedWebP(width: 12, height: 8, frames: [(ARGB.red, 50), (ARGB.blue, 70)])),
                ("animated.gif", gifBytes(ImageCodecGIFTests.frames)), ("halves.svg", ImageCodecSVGTests.halves)]
    }

    @Test func everyFormatCutShortSaysItIsTruncated() throws {
        let reasons = Self.samples().map { sample in
            failureReason { () throws -> [DecodedFrame] in
                let image = try Image(bytes: Array(sample.bytes.prefix(sample.bytes.count * 3 / 4)), name: sample.name)
                return try ImageCodec.decodeFrames(image, width: 16, height: 16)
            }
        }
        #expect(reasons[0] == "truncated")
        #expect(reasons[1] == "truncated")
        #expect(reasons[2] == "truncated" && reasons[3] == "truncated" && reasons[4] == "truncated")
        #expect(reasons[5]?.hasPrefix("XML parse error: ") == true)
    }

    @Test func bytesOverwrittenAtRandomNeverCrash() {
        var state: UInt64 = 0x5EED
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var outcomes = (decoded: 0, refused: 0)
        for sample in Self.samples() {
            for _ in 0..<150 {
                var bytes = sample.bytes
                for _ in 0..<1 + random(4) { bytes[random(bytes.count)] = UInt8(random(256)) }
                do {
                    let image = try Image(bytes: bytes, name: sample.name)
                    _ = try ImageCodec.decodeFrames(image, width: 16, height: 16)
                    outcomes.decoded += 1
                } catch {
                    #expect(!error.reason.isEmpty && !error.reason.contains("\n"), "\(sample.name): \(error.reason)")
                    outcomes.refused += 1
                }
            }
        }
        #expect(outcomes.decoded + outcomes.refused == 900)
    }
}
