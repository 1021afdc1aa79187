/// One frame of a decoded image at the size it was decoded for: a still picture's only frame,
/// or one of an animated GIF or WebP, composited (the earlier frames' disposal applied).
package struct DecodedFrame: Sendable {
    /// The whole picture as this frame shows it.
    package let picture: DecodedPicture
    /// How long the frame shows before the next (zero for a still picture).
    package let delay: Duration

    /// A frame showing `picture` for `delay`.
    package init(picture: DecodedPicture, delay: Duration = .zero) {
        self.picture = picture
        self.delay = delay
    }
}
