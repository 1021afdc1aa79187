/// A picture an `ImageView` or a `Button` shows: a JPEG, PNG, WebP, GIF or SVG file or bytes.
///
/// Making one reads the file's header only, so its size is known at once and nothing large is
/// held; the pixels are decoded later, off the main thread, at the size the picture is shown
/// (see "Images" in the manual). An image is immutable and may be shared by many views.
public final class Image: Sendable {
    /// What the app calls the image in logs: the file's name, or the name given with bytes.
    public let name: String
    /// The file format its bytes are in.
    public let format: ImageFormat
    /// Width in image pixels, as shown: after the rotation its EXIF orientation asks for.
    public let pixelWidth: Int
    /// Height in image pixels, as shown.
    public let pixelHeight: Int
    /// Image pixels per logical pixel at the natural size (2 for an image made for a 2× screen).
    public let scale: Double
    /// Frames of an animated GIF or WebP; 1 for a still picture.
    public let frameCount: Int
    /// Where the bytes are read from when the image is decoded.
    package let source: ImageSource
    /// The EXIF orientation (1–8, 1 when the file has none) the decoder applies.
    package let orientation: Int

    /// The natural size in logical pixels (pixels divided by `scale`); SVG's is its own.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }
    /// True for an animated GIF or WebP of more than one frame.
    public var isAnimated: Bool { frameCount > 1 }

    /// An image whose header was read from `source` (see TactileCairo's `ImageCodec`).
    package init(name: String, format: ImageFormat, pixelWidth: Int, pixelHeight: Int, scale: Double, frameCount: Int,
                 source: ImageSource, orientation: Int) {
        self.name = name
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.scale = scale
        self.frameCount = frameCount
        self.source = source
        self.orientation = orientation
    }
}

/// The file formats an `Image` can hold.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// JPEG (baseline or progressive; RGB, greyscale or CMYK), from cameras and phones.
    case jpeg
    /// PNG.
    case png
    /// WebP, lossy or lossless, still or animated.
    case webp
    /// GIF, still or animated.
    case gif
    /// SVG: vectors, drawn sharp at every size and scale.
    case svg
}

/// Where an image's bytes come from.
package enum ImageSource: Sendable, Hashable {
    /// A file, read again at each decode (it may change or vanish meanwhile).
    case file(path: String)
    /// Bytes held in memory.
    case bytes([UInt8])
}

/// Why an image cannot be read or shown: one line that names it and says what is wrong.
public struct ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The image's name (its file name, or the name given with its bytes).
    public let name: String
    /// What is wrong, in one line ("not a JPEG, PNG, WebP, GIF or SVG file", "truncated", …).
    public let reason: String

    /// An error about the image called `name`.
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// "NAME: REASON", as the event log writes it.
    public var description: String { "\(name): \(reason)" }
}
