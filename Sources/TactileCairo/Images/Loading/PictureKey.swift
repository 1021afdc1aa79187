import TactileCore

/// What identifies a decoded picture: the image (by identity), the pixel size, and for a tile
/// of a zoomed picture the part of the picture at that size it holds.
package struct PictureKey: Hashable, Sendable {
    /// The image's identity; the cache holds the image itself while it holds the key, so the
    /// identity cannot be reused meanwhile.
    package let image: ObjectIdentifier
    /// The size decoded, in pixels.
    package let width: Int, height: Int
    /// The tile, in the pixels of the picture at that size; nil for the whole picture.
    package let region: PixelRect?

    /// The key of `image` decoded at `width`×`height`, whole or only `region` of it.
    package init(_ image: Image, width: Int, height: Int, region: PixelRect? = nil) {
        self.image = ObjectIdentifier(image)
        self.width = width
        self.height = height
        self.region = region
    }
}
