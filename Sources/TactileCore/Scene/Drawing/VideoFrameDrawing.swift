/// What a renderer's drawing context offers a view showing video, reached from the view's
/// `draw(in:rect:)` by a cast: a hole in the window's buffer where a compositor layer below it
/// shows the frames, or, where no layer can (a clip, a turn, a translucent ancestor, no
/// compositor support), the current frame drawn by the renderer.
package protocol VideoFrameDrawing: AnyObject {
    /// Makes `rect` (user space) transparent in the buffer, snapped to whole buffer pixels (each
    /// edge inward to the nearest pixel boundary), whatever was drawn there: the video layer below shows through, and
    /// what is drawn afterwards shows above it. Only under a transform that keeps rectangles
    /// upright, and outside transparency groups (a group's pixels are composited over the
    /// buffer: a hole in them would not reach it).
    func clearForVideo(_ rect: Rect)
    /// Draws the `source` rectangle of `pixels` (their pixels) scaled into `rect` (user space),
    /// filtered smoothly, under the current transform, clip and transparency group.
    func drawVideoFrame(_ pixels: SharedPixels, source: Rect, in rect: Rect)
}
