import Synchronization
import TactileCairo
import TestSupport
import TactileCore

/// An image that only the frames a test makes can show (its bytes are no image), `width`×`height` pixels.
func testImage(_ name: String = "test", width: Int = 8, height: Int = 8, format: ImageFormat = .png, frames: Int = 1) -> Image {
    Image(name: name, format: format, pixelWidth: width, pixelHeight: height, scale: 1, frameCount: frames, source: .bytes([]),
          orientation: 1)
}

/// A picture of `width`×`height` pixels all of `color` (opaque ARGB).
func solidPicture(width: Int, height: Int, color: UInt32 = 0xff00_ff00) -> DecodedPicture {
    DecodedPicture.filled(width: width, height: height, argb: color)
}

/// Decoding that paints every picture in one colour per frame (so a test sees which frame and
/// size were drawn) and counts what it was asked for.
final class FakeDecoding: Sendable {
    /// The sizes asked for, in order, as "NAME WxH".
    let calls = Mutex<[String]>([])
    let frameColors: [UInt32]
    let frameDelay: Duration
    /// Images refused with this reason, by name.
    let refused: Set<String>

    init(frameColors: [UInt32] = [0xff00_ff00], frameDelay: Duration = .milliseconds(100), refused: Set<String> = []) {
        self.frameColors = frameColors
        self.frameDelay = frameDelay
        self.refused = refused
    }

    var decoding: ImageDecoding {
        ImageDecoding { [self] image, width, height throws(ImageError) in
            calls.withLock { $0.append("\(image.name) \(width)x\(height)") }
            if refused.contains(image.name) { throw ImageError(name: image.name, reason: "not an image") }
            return frameColors.map { DecodedFrame(picture: solidPicture(width: width, height: height, color: $0), delay: frameDelay) }
        }
    }

    var callList: [String] { calls.withLock { $0 } }
}
