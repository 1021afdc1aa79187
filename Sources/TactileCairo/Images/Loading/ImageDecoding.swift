import TactileCore

/// How the loader turns an image into frames at a pixel size: the codec by default; tests
/// give frames of their own (an animation without a GIF decoder, a decode that waits).
/// Called on decoding threads, so it touches nothing but its arguments.
package struct ImageDecoding: Sendable {
    /// Decodes `image` at exactly `width`×`height` pixels: one frame for a still picture,
    /// every frame of an animation.
    package let decode: @Sendable (_ image: Image, _ width: Int, _ height: Int) throws(ImageError) -> [DecodedFrame]

    /// Decoding done by `decode`.
    package init(_ decode: @escaping @Sendable (_ image: Image, _ width: Int, _ height: Int) throws(ImageError) -> [DecodedFrame]) {
        self.decode = decode
    }

    /// The codec: a still picture's one frame, or every frame of an animation.
    package static let codec = ImageDecoding { image, width, height throws(ImageError) in
        guard image.isAnimated else { return [DecodedFrame(picture: try ImageCodec.decode(image, width: width, height: height))] }
        return try ImageCodec.decodeFrames(image, width: width, height: height)
    }
}
