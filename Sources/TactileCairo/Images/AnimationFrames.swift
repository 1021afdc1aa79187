import CCairo
import CImageCodecs
import TactileCore

/// Turns the canvases an animation decoder composites, one after another, into pictures at
/// the size asked.
enum AnimationFrames {
    /// Calls `next` (a C decoder's next-frame function: 1 a frame, 0 the end, -1 a failure)
    /// until the end or `limit` frames, scaling each canvas to `width`×`height` and its delay
    /// through `delay`.
    static func collect(width: Int, height: Int, limit: Int = .max,
                        delay: (Int) -> Duration = { .milliseconds($0) },
                        next: (UnsafeMutablePointer<tactile_frame>, UnsafeMutablePointer<tactile_codec_message>) -> Int32)
        throws(CodecFailure) -> [DecodedFrame] {
        var frames: [DecodedFrame] = []
        var frame = tactile_frame()
        var message = tactile_codec_message()
        while frames.count < limit {
            let result = next(&frame, &message)
            guard result >= 0 else { throw CodecFailure(message) }
            if result == 0 { break }
            let canvas = cairo_image_surface_create_for_data(UnsafeMutablePointer(mutating: frame.pixels), CAIRO_FORMAT_ARGB32,
                                                             frame.width, frame.height, frame.width * 4)!
            defer { cairo_surface_destroy(canvas) }
            // Always drawn into a picture of its own: the decoder reuses its canvas.
            let transform = PictureTransform(orientation: 1, sourceWidth: Int(frame.width), sourceHeight: Int(frame.height),
                                             width: width, height: height)
            let picture = try transform.render(canvas, region: PixelRect(x: 0, y: 0, width: width, height: height))
            frames.append(DecodedFrame(picture: picture, delay: delay(Int(frame.delay_ms))))
        }
        guard !frames.isEmpty else { throw CodecFailure("has no frames") }
        return frames
    }
}
