import CCairo
import TactileCore

/// What a header tells of an image before its pixels are decoded.
package struct ImageHeader: Sendable, Equatable {
    /// The format the bytes are in.
    package var format: ImageFormat
    /// Width in pixels, as shown (after the EXIF orientation's rotation).
    package var pixelWidth: Int
    /// Height in pixels, as shown.
    package var pixelHeight: Int
    /// Frames of an animated GIF or WebP; 1 for a still picture.
    package var frameCount = 1
    /// The EXIF orientation (1–8; 1 when none).
    package var orientation = 1
}

extension ImageHeader {
    /// The header `image` was made from.
    init(_ image: Image) {
        self.init(format: image.format, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight,
                  frameCount: image.frameCount, orientation: image.orientation)
    }
}

/// Reads image headers and decodes pixels, for every format an `Image` can hold. Safe to call
/// from any thread, concurrently: it touches no view and no shared state, and each call has
/// decoders of its own.
///
/// Every failure is an `ImageError` with a one-line reason; nothing a file holds crashes the
/// process or makes it allocate more than `pixelBudget` pixels.
package enum ImageCodec {
    /// The most pixels an image may have, checked from its header before anything is
    /// allocated (and for each size it is decoded at): 120 MP lets 100 MP camera files through
    /// (11648×8736) and refuses a header's hostile 30000×30000.
    package static let pixelBudget = 120_000_000

    /// The largest side, in pixels, of the whole picture a region is cut from: a 24 MP photo
    /// zoomed far beyond its own pixels, of which only tiles are ever made.
    package static let maxZoomedSide = 1 << 20

    /// Reads the header of the bytes in `source` (nothing more is decoded); the format comes
    /// from the bytes' magic numbers, never from `name`.
    package static func readHeader(of source: ImageSource, name: String) throws(ImageError) -> ImageHeader {
        try ImageError.naming(name) { () throws(CodecFailure) in
            let header: ImageHeader
            switch try format(of: source) {
            case .jpeg: header = try JPEGCodec.header(of: source)
            case .png: header = try PNGCodec.header(inPrefix: ImageInput.prefix(of: source))
            case .webp: header = try WebPCodec.header(of: ImageInput.whole(source))
            case .gif: header = try GIFCodec.header(of: ImageInput.whole(source))
            case .svg: header = try SVGCodec.header(of: source)
            }
            try checkBudget(width: header.pixelWidth, height: header.pixelHeight, claim: "claims")
            return header
        }
    }

    /// Decodes `image`'s still picture (an animation's first frame) at exactly `width`×`height`
    /// pixels, its orientation applied.
    package static func decode(_ image: Image, width: Int, height: Int) throws(ImageError) -> DecodedPicture {
        try decode(image, width: width, height: height, region: PixelRect(x: 0, y: 0, width: width, height: height))
    }

    /// Decodes only `region` (in the pixels of the `width`×`height` output) of `image` shown at
    /// that size: a zoomed photo decoded in tiles. A JPEG decodes only the rows and columns the
    /// region needs and an SVG draws only the region, so only the region counts against the
    /// pixel budget; other formats decode the whole and cut it.
    package static func decode(_ image: Image, width: Int, height: Int, region: PixelRect) throws(ImageError) -> DecodedPicture {
        try ImageError.naming(image.name) { () throws(CodecFailure) in try picture(image, width: width, height: height, region: region) }
    }

    /// Decodes every frame of an animated GIF or WebP at `width`×`height`, composited, with its
    /// delay; a still picture gives one frame with no delay.
    package static func decodeFrames(_ image: Image, width: Int, height: Int) throws(ImageError) -> [DecodedFrame] {
        try ImageError.naming(image.name) { () throws(CodecFailure) in
            try checkBudget(width: width, height: height, claim: "cannot be shown at")
            guard image.frameCount <= pixelBudget / (width * height) else {
                throw CodecFailure("has too many frames (\(image.frameCount)) to hold at \(width)×\(height)")
            }
            guard try format(of: image.source) == image.format else { throw CodecFailure.changed }
            switch image.format {
            case .gif: return try GIFCodec.frames(image, width: width, height: height)
            case .webp: return try WebPCodec.frames(image, width: width, height: height)
            case .jpeg, .png, .svg:
                let whole = PixelRect(x: 0, y: 0, width: width, height: height)
                return [DecodedFrame(picture: try picture(image, width: width, height: height, region: whole), delay: .zero)]
            }
        }
    }

    private static func picture(_ image: Image, width: Int, height: Int, region: PixelRect) throws(CodecFailure) -> DecodedPicture {
        guard width > 0, height > 0, width <= maxZoomedSide, height <= maxZoomedSide else {
            throw CodecFailure("cannot be shown at \(width)×\(height) pixels")
        }
        guard region.width > 0, region.height > 0, region.x >= 0, region.y >= 0,
              region.x + region.width <= width, region.y + region.height <= height else {
            throw CodecFailure("region \(region) is not inside \(width)×\(height)")
        }
        // A JPEG or an SVG makes the region's pixels alone; the other formats make the whole.
        switch image.format {
        case .jpeg, .svg: try checkBudget(width: region.width, height: region.height, claim: "cannot be shown at")
        case .png, .webp, .gif: try checkBudget(width: width, height: height, claim: "cannot be shown at")
        }
        guard try format(of: image.source) == image.format else { throw CodecFailure.changed }
        switch image.format {
        case .jpeg: return try JPEGCodec.decode(image, width: width, height: height, region: region)
        case .svg: return try SVGCodec.decode(image, width: width, height: height, region: region)
        case .png: return try PNGCodec.decode(image, width: width, height: height).cut(region)
        case .webp: return try WebPCodec.decode(image, width: width, height: height).cut(region)
        case .gif: return try GIFCodec.frames(image, width: width, height: height, limit: 1)[0].picture.cut(region)
        }
    }

    /// The format `source`'s first bytes are in.
    private static func format(of source: ImageSource) throws(CodecFailure) -> ImageFormat {
        guard let format = ImageFormat(sniffing: try ImageInput.prefix(of: source)) else {
            throw CodecFailure("not a JPEG, PNG, WebP, GIF or SVG file")
        }
        return format
    }

    /// Throws unless `width`×`height` is a size with pixels, within `pixelBudget`, that Cairo
    /// can hold (32767 pixels a side).
    private static func checkBudget(width: Int, height: Int, claim: String) throws(CodecFailure) {
        guard width > 0, height > 0 else { throw CodecFailure("\(claim) \(width)×\(height) pixels: none to show") }
        guard width <= 32767, height <= 32767, width * height <= pixelBudget else {
            throw CodecFailure("\(claim) \(width)×\(height) pixels, more than the \(pixelBudget / 1_000_000) MP allowed")
        }
    }
}
