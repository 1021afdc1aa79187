import CImageCodecs
import TactileCore

/// GIF through giflib: frames composited onto the logical screen with their disposal and
/// transparency, each shown for its Graphics Control Extension's delay.
enum GIFCodec {
    /// The screen size and the number of frames (counted without decoding them).
    static func header(of bytes: [UInt8]) throws(CodecFailure) -> ImageHeader {
        try ImageHeader.read(.gif, from: bytes, with: tactile_gif_read_header)
    }

    /// How long a frame shows: as the file says, except that delays of 0 and 10 ms show for
    /// 100 ms, as browsers show them (such files expect it).
    static func shownDelay(milliseconds: Int) -> Duration { .milliseconds(milliseconds <= 10 ? 100 : milliseconds) }

    /// The first `limit` frames (all by default) at `width`×`height`.
    static func frames(_ image: Image, width: Int, height: Int, limit: Int = .max) throws(CodecFailure) -> [DecodedFrame] {
        let bytes = try ImageInput.whole(image.source)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(CodecFailure) in
            var screenWidth: Int32 = 0, screenHeight: Int32 = 0
            var message = tactile_codec_message()
            guard let gif = tactile_gif_open(buffer.baseAddress, buffer.count, &screenWidth, &screenHeight, &message) else {
                throw CodecFailure(message)
            }
            defer { tactile_gif_close(gif) }
            guard Int(screenWidth) == image.pixelWidth, Int(screenHeight) == image.pixelHeight else { throw CodecFailure.changed }
            let frames = try AnimationFrames.collect(width: width, height: height, limit: limit, delay: shownDelay) { frame, message in
                tactile_gif_next_frame(gif, frame, message)
            }
            guard limit < image.frameCount || frames.count == image.frameCount else { throw CodecFailure.changed }
            return frames
        }
    }
}
