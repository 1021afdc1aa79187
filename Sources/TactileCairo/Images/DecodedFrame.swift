/// One frame of an animated GIF or WebP, composited (the earlier frames' disposal applied), at
/// the size it was decoded for.
package struct DecodedFrame: Sendable {
    /// The whole picture as this frame shows it.
    package let picture: DecodedPicture
    /// How long the frame shows before the next.
    package let delay: Duration

    /// A frame showing `picture` for `delay`.
    package init(picture: DecodedPicture, delay: Duration) {
        self.picture = picture
        self.delay = delay
    }
}
