extension Image {
    /// The pixel size a picture of this image is decoded at to fill `size` logical pixels at
    /// `scale` buffer pixels per logical pixel: that many buffer pixels, but no more than the
    /// image's own in each direction (a bitmap is not enlarged before it is drawn; SVG is
    /// drawn from its vectors at any size), and at least one.
    package func decodedSize(for size: Size, scale: Double) -> (width: Int, height: Int) {
        var width = max(1, Int((size.width * scale).rounded())), height = max(1, Int((size.height * scale).rounded()))
        if format != .svg {
            width = min(width, max(1, pixelWidth))
            height = min(height, max(1, pixelHeight))
        }
        return (width, height)
    }
}
