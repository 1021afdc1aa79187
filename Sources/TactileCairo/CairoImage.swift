import CCairo
import TactileCore

/// A decoded image held as a Cairo ARGB32 image surface, drawable by `CairoDrawingContext`.
public final class CairoImage: Image {
    /// The `cairo_surface_t *`, owned by this object.
    let surface: OpaquePointer
    /// Width in image pixels.
    public let pixelWidth: Int
    /// Height in image pixels.
    public let pixelHeight: Int
    /// Image pixels per logical pixel (2 for an image made for a 2× screen).
    public let scale: Double

    /// Natural size in logical pixels.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// Decodes the PNG file at `path`; nil when it cannot be read or decoded.
    public convenience init?(pngFile path: String, scale: Double = 1) {
        guard let surface = cairo_image_surface_create_from_png(path) else { return nil }
        self.init(adopting: surface, scale: scale)
    }

    /// Decodes PNG bytes; nil when they are not a valid PNG.
    public convenience init?(pngData data: [UInt8], scale: Double = 1) {
        var reader = PNGByteReader(bytes: data)
        let surface = withUnsafeMutablePointer(to: &reader) { pointer in
            cairo_image_surface_create_from_png_stream({ closure, destination, length in
                guard let closure, let destination else { return CAIRO_STATUS_READ_ERROR }
                let reader = closure.assumingMemoryBound(to: PNGByteReader.self)
                return reader.pointee.read(into: destination, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, pointer)
        }
        guard let surface else { return nil }
        self.init(adopting: surface, scale: scale)
    }

    private init?(adopting surface: OpaquePointer, scale: Double) {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, scale > 0 else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        pixelWidth = Int(cairo_image_surface_get_width(surface))
        pixelHeight = Int(cairo_image_surface_get_height(surface))
        self.scale = scale
    }

    deinit { cairo_surface_destroy(surface) }
}

/// Feeds a byte array to Cairo's PNG reader in the chunks it asks for.
private struct PNGByteReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - position else { return false }
        bytes.withUnsafeBufferPointer { source in
            destination.update(from: source.baseAddress! + position, count: count)
        }
        position += count
        return true
    }
}
