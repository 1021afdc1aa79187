import TactileCore

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
