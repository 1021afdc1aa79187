import CCairo
import CImageCodecs
import TactileCore

/// WebP through libwebp: a still scaled to the size asked by libwebp's own rescaler while it
/// decodes; an animation's frames composited by libwebpdemux, then scaled.
enum WebPCodec {
    /// The size (an animation's canvas) and the number of frames.
    static func header(of bytes: [UInt8]) throws(CodecFailure) -> ImageHeader {
        try ImageHeader.read(.webp, from: bytes, with: tactile_webp_read_header)
    }

    /// The still picture, or an animation's first frame, at `width`×`height`.
    static func decode(_ image: Image, width: Int, height: Int) throws(CodecFailure) -> DecodedPicture {
        let bytes = try ImageInput.whole(image.source)
        guard try header(of: bytes) == ImageHeader(image) else { throw CodecFailure.changed }
        if image.frameCount > 1 { return try frames(of: bytes, image, width: width, height: height, limit: 1)[0].picture }
        let surface = try DecodedPicture.surface(width: width, height: height)
        let picture = DecodedPicture(adopting: surface)
        var message = tactile_codec_message()
        let status = bytes.withUnsafeBufferPointer {
            tactile_webp_decode($0.baseAddress, $0.count, Int32(width), Int32(height), cairo_image_surface_get_data(surface),
                                cairo_image_surface_get_stride(surface), &message)
        }
        guard status == 0 else { throw CodecFailure(message) }
        cairo_surface_mark_dirty(surface)
        return picture
    }

    /// Every frame of an animated WebP (a still's one picture) at `width`×`height`.
    static func frames(_ image: Image, width: Int, height: Int) throws(CodecFailure) -> [DecodedFrame] {
        let bytes = try ImageInput.whole(image.source)
        guard try header(of: bytes) == ImageHeader(image) else { throw CodecFailure.changed }
        guard image.frameCount > 1 else { return [DecodedFrame(picture: try decode(image, width: width, height: height), delay: .zero)] }
        return try frames(of: bytes, image, width: width, height: height, limit: .max)
    }

    private static func frames(of bytes: [UInt8], _ image: Image, width: Int, height: Int, limit: Int) throws(CodecFailure) -> [DecodedFrame] {
        try bytes.withUnsafeBufferPointer { (buffer) throws(CodecFailure) in
            var canvasWidth: Int32 = 0, canvasHeight: Int32 = 0
            var message = tactile_codec_message()
            guard let animation = tactile_webp_animation_open(buffer.baseAddress, buffer.count, &canvasWidth, &canvasHeight, &message) else {
                throw CodecFailure(message)
            }
            defer { tactile_webp_animation_close(animation) }
            return try AnimationFrames.collect(width: width, height: height, limit: limit) { frame, message in
                tactile_webp_animation_next_frame(animation, frame, message)
            }
        }
    }
}
