import TactileCore

extension Image {
    /// Reads the header of the image file at `path` (JPEG, PNG, WebP, GIF or SVG); its pixels
    /// are decoded when it is first shown. `scale` is its pixels per logical pixel at its
    /// natural size. Throws when the file cannot be read or is not an image it can show.
    public convenience init(contentsOfFile path: String, scale: Double = 1) throws(ImageError) {
        let name = String(path.split(separator: "/").last ?? Substring(path))
        let header = try ImageCodec.readHeader(of: .file(path: path), name: name)
        self.init(name: name, header: header, source: .file(path: path), scale: scale)
    }

    /// Reads the header of image bytes (JPEG, PNG, WebP, GIF or SVG), called `name` in logs and
    /// errors. Throws when they are not an image it can show.
    public convenience init(bytes: [UInt8], name: String, scale: Double = 1) throws(ImageError) {
        let header = try ImageCodec.readHeader(of: .bytes(bytes), name: name)
        self.init(name: name, header: header, source: .bytes(bytes), scale: scale)
    }

    private convenience init(name: String, header: ImageHeader, source: ImageSource, scale: Double) {
        self.init(name: name, format: header.format, pixelWidth: header.pixelWidth, pixelHeight: header.pixelHeight,
                  scale: scale > 0 ? scale : 1, frameCount: header.frameCount, source: source, orientation: header.orientation)
    }
}
