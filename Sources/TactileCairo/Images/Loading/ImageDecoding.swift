import TactileCore

/// How the loader turns an image into frames at a pixel size: the codec by default; tests
/// give frames of their own (an animation without a GIF decoder, a decode that waits).
/// Called on decoding threads, so it touches nothing but its arguments.
package struct ImageDecoding: Sendable {
    /// Decodes `image` at exactly `width`×`height` pixels: one frame for a still picture,
    /// every frame of an animation.
    package let decode: @Sendable (_ image: Image, _ width: Int, _ height: Int) throws(ImageError) -> [DecodedFrame]
    /// Decodes only `region` (in the pixels of `image` at `width`×`height`): a tile of a
    /// zoomed picture, which is never decoded whole at that size.
    package let decodeTile: @Sendable (_ image: Image, _ width: Int, _ height: Int, _ region: PixelRect) throws(ImageError) -> DecodedPicture

    /// Decoding done by `decode`, tiles by `decodeTile` (the codec's by default).
    package init(_ decode: @escaping @Sendable (_ image: Image, _ width: Int, _ height: Int) throws(ImageError) -> [DecodedFrame],
                 decodeTile: @escaping @Sendable (_ image: Image, _ width: Int, _ height: Int, _ region: PixelRect) throws(ImageError)
                     -> DecodedPicture = { image, width, height, region throws(ImageError) in
                         try ImageCodec.decode(image, width: width, height: height, region: region)
                     }) {
        self.decode = decode
        self.decodeTile = decodeTile
    }

    /// The frames of `key`: the whole picture, or the one frame of its tile.
    func frames(of image: Image, _ key: PictureKey) throws(ImageError) -> [DecodedFrame] {
        guard let region = key.region else { return try decode(image, key.width, key.height) }
        return [DecodedFrame(picture: try decodeTile(image, key.width, key.height, region))]
    }

    /// The codec: a still picture's one frame, or every frame of an animation.
    package static let codec = ImageDecoding { image, width, height throws(ImageError) in
        guard image.isAnimated else { return [DecodedFrame(picture: try ImageCodec.decode(image, width: width, height: height))] }
        return try ImageCodec.decodeFrames(image, width: width, height: height)
    }
}
