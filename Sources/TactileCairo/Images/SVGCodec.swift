import CCairo
import CImageCodecs
import TactileCore

/// SVG through librsvg, drawn from its vectors at the size asked (see svg.c for the limits
/// that keep a hostile file in check).
enum SVGCodec {
    /// The size in whole pixels (rounded up), after parsing the whole document.
    static func header(of source: ImageSource) throws(CodecFailure) -> ImageHeader {
        try withDocument(source) { _, width, height in ImageHeader(format: .svg, pixelWidth: width, pixelHeight: height) }
    }

    /// `region` of the document stretched to `width`×`height`, drawn alone.
    static func decode(_ image: Image, width: Int, height: Int, region: PixelRect) throws(CodecFailure) -> DecodedPicture {
        try withDocument(image.source) { (svg, naturalWidth, naturalHeight) throws(CodecFailure) in
            guard naturalWidth == image.pixelWidth, naturalHeight == image.pixelHeight else { throw CodecFailure.changed }
            let surface = try DecodedPicture.surface(width: region.width, height: region.height)
            let picture = DecodedPicture(adopting: surface)
            var message = tactile_codec_message()
            let status = tactile_svg_render(svg, surface, Int32(width), Int32(height), Int32(region.x), Int32(region.y), &message)
            guard status == 0 else { throw CodecFailure(message) }
            return picture
        }
    }

    /// Parses `source` with librsvg and runs `body` with the document and its size in pixels.
    private static func withDocument<T>(_ source: ImageSource, _ body: (OpaquePointer, Int, Int) throws(CodecFailure) -> T) throws(CodecFailure) -> T {
        var width = 0.0, height = 0.0
        var message = tactile_codec_message()
        func run(_ svg: OpaquePointer?) throws(CodecFailure) -> T {
            guard let svg else { throw CodecFailure(message) }
            defer { tactile_svg_close(svg) }
            // Cairo draws at most 32767 pixels a side; a larger natural size is a hostile claim.
            guard width.isFinite, height.isFinite, width <= 32767, height <= 32767 else {
                throw CodecFailure("claims a size of \(width)×\(height) pixels")
            }
            return try body(svg, max(1, Int(width.rounded(.up))), max(1, Int(height.rounded(.up))))
        }
        switch source {
        case .file(let path): return try run(tactile_svg_open(path, nil, 0, &width, &height, &message))
        case .bytes(let bytes):
            return try bytes.withUnsafeBufferPointer { (buffer) throws(CodecFailure) in
                try run(tactile_svg_open(nil, buffer.baseAddress, buffer.count, &width, &height, &message))
            }
        }
    }
}
