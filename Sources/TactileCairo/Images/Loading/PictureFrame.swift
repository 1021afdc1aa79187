import TactileCore

/// One frame of a decoded image: its pixels and, in an animation, how long it shows.
package struct PictureFrame: Sendable {
    /// The frame's pixels at the size decoded.
    package let picture: DecodedPicture
    /// How long the frame shows before the next one (zero for a still picture).
    package let delay: Duration

    /// A frame of `picture` shown for `delay`.
    package init(picture: DecodedPicture, delay: Duration = .zero) {
        self.picture = picture
        self.delay = delay
    }
}

/// How the loader turns an image into frames at a pixel size: the codec by default; tests
/// give frames of their own (an animation without a GIF decoder, a decode that waits).
/// Called on decoding threads, so it touches nothing but its arguments.
package struct ImageDecoding: Sendable {
    /// Decodes `image` at exactly `width`×`height` pixels: one frame for a still picture,
    /// every frame of an animation.
    package let decode: @Sendable (_ image: Image, _ width: Int, _ height: Int) throws(ImageError) -> [PictureFrame]

    /// Decoding done by `decode`.
    package init(_ decode: @escaping @Sendable (_ image: Image, _ width: Int, _ height: Int) throws(ImageError) -> [PictureFrame]) {
        self.decode = decode
    }

    /// The codec's still picture (an animation's first frame).
    package static let codec = ImageDecoding { image, width, height throws(ImageError) in
        [PictureFrame(picture: try ImageCodec.decode(image, width: width, height: height))]
    }
}

/// What identifies a decoded picture: the image (by identity) and the pixel size.
package struct PictureKey: Hashable, Sendable {
    /// The image's identity; the cache holds the image itself while it holds the key, so the
    /// identity cannot be reused meanwhile.
    package let image: ObjectIdentifier
    /// The size decoded, in pixels.
    package let width: Int, height: Int

    /// The key of `image` decoded at `width`×`height`.
    package init(_ image: Image, width: Int, height: Int) {
        self.image = ObjectIdentifier(image)
        self.width = width
        self.height = height
    }
}
