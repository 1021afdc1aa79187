import CCairo
import CImageCodecs
import TactileCore

/// JPEG through libjpeg-turbo: decoded at the smallest DCT scale that still covers the size
/// asked (at 1/8, as for a thumbnail of a 24 MP photo, each 8×8 block's inverse DCT is its DC
/// coefficient alone), then oriented and scaled to the exact size in one pass.
package enum JPEGCodec {
    /// The DCT scale, in eighths of the stored size, at which a `storedWidth`×`storedHeight`
    /// JPEG is decoded to cover `width`×`height` (in stored orientation): the smallest whose
    /// output (libjpeg rounds it up) is at least that large, 8 when none is.
    package static func scaleEighths(storedWidth: Int, storedHeight: Int, covering width: Int, _ height: Int) -> Int {
        (1...8).first { ($0 * storedWidth + 7) / 8 >= width && ($0 * storedHeight + 7) / 8 >= height } ?? 8
    }

    /// The size as shown (after the EXIF orientation) and the orientation.
    static func header(of source: ImageSource) throws(CodecFailure) -> ImageHeader {
        try withDecoder(source) { _, header in header }
    }

    /// `region` of the picture shown at `width`×`height`: only the rows and (block-aligned)
    /// columns of the scaled picture that the region samples are decoded.
    static func decode(_ image: Image, width: Int, height: Int, region: PixelRect) throws(CodecFailure) -> DecodedPicture {
        try withDecoder(image.source) { (jpeg, header) throws(CodecFailure) in
            guard header == ImageHeader(image) else { throw CodecFailure.changed }
            let stored = storedSize(header)
            let turned = header.orientation >= 5
            let eighths = scaleEighths(storedWidth: stored.width, storedHeight: stored.height,
                                       covering: turned ? height : width, turned ? width : height)
            let scaledWidth = (eighths * stored.width + 7) / 8, scaledHeight = (eighths * stored.height + 7) / 8
            let transform = PictureTransform(orientation: header.orientation, sourceWidth: scaledWidth, sourceHeight: scaledHeight,
                                             width: width, height: height)
            let wanted = transform.sourceBounds(of: region, sourceWidth: scaledWidth, sourceHeight: scaledHeight)
            var x = Int32(wanted.x), columns = Int32(wanted.width), rows: Int32 = 0
            var message = tactile_codec_message()
            guard tactile_jpeg_start(jpeg, Int32(eighths), &x, &columns, &rows, &message) == 0 else { throw CodecFailure(message) }
            guard Int(rows) == scaledHeight else { throw CodecFailure("libjpeg scaled it to \(rows) rows, not \(scaledHeight)") }
            let surface = try DecodedPicture.surface(width: Int(columns), height: wanted.height)
            let decoded = DecodedPicture(adopting: surface)
            let status = tactile_jpeg_read_rows(jpeg, Int32(wanted.y), Int32(wanted.height), cairo_image_surface_get_data(surface),
                                                cairo_image_surface_get_stride(surface), &message)
            guard status == 0 else { throw CodecFailure(message) }
            cairo_surface_mark_dirty(surface)
            if transform.isIdentity, wanted == region, Int(x) == region.x, Int(columns) == region.width { return decoded }
            return try transform.render(surface, sourceOrigin: (Int(x), wanted.y), region: region)
        }
    }

    /// The stored size of a picture whose header gives its size as shown.
    private static func storedSize(_ header: ImageHeader) -> (width: Int, height: Int) {
        header.orientation >= 5 ? (header.pixelHeight, header.pixelWidth) : (header.pixelWidth, header.pixelHeight)
    }

    /// Opens `source` with libjpeg, reads its header, and runs `body` with both.
    private static func withDecoder<T>(_ source: ImageSource, _ body: (OpaquePointer, ImageHeader) throws(CodecFailure) -> T) throws(CodecFailure) -> T {
        var header = tactile_jpeg_header()
        var message = tactile_codec_message()
        func run(_ jpeg: OpaquePointer?) throws(CodecFailure) -> T {
            guard let jpeg else { throw CodecFailure(message) }
            defer { tactile_jpeg_close(jpeg) }
            let turned = header.orientation >= 5
            let shown = ImageHeader(format: .jpeg, pixelWidth: Int(turned ? header.height : header.width),
                                    pixelHeight: Int(turned ? header.width : header.height), orientation: Int(header.orientation))
            return try body(jpeg, shown)
        }
        switch source {
        case .file(let path): return try run(tactile_jpeg_open(path, nil, 0, &header, &message))
        case .bytes(let bytes):
            return try bytes.withUnsafeBufferPointer { (buffer) throws(CodecFailure) in
                try run(tactile_jpeg_open(nil, buffer.baseAddress, buffer.count, &header, &message))
            }
        }
    }
}
