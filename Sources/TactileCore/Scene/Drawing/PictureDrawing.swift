/// Where a picture asked of a renderer stands.
package enum PictureState: Equatable, Sendable {
    /// Being decoded (or about to be): the view shows its placeholder meanwhile and is redrawn
    /// when it arrives.
    case pending
    /// It cannot be shown (the error was logged once): the view keeps its placeholder.
    case refused
    /// Decoded, with this many frames (1 for a still picture).
    case ready(frameCount: Int)
}

/// What a renderer's drawing context offers image views beyond `DrawingContext`: pictures
/// decoded at the size shown, off the main thread, in a cache of the renderer's (see
/// TactileCairo's `PictureLoader`). A context without it draws images with
/// `DrawingContext.draw(_:in:)`.
package protocol PictureDrawing: AnyObject {
    /// Buffer pixels per logical pixel: a picture shown `w` logical pixels wide is decoded
    /// `w × bufferScale` pixels wide.
    var bufferScale: Double { get }
    /// Buffer pixels per user-space unit under the current transform: the buffer scale times
    /// the scale of the transforms of the view being drawn and its ancestors (a zoom).
    var currentScale: Double { get }
    /// The part of user space drawing can reach now: the clip's extents (the area being
    /// repainted, within the clips of the view and its ancestors).
    var visibleRect: Rect { get }
    /// The view whose content is being drawn (set by the scene drawer before each view's
    /// `draw(in:rect:)`): an image it draws with `DrawingContext.draw(_:in:)` that is still
    /// being decoded redraws it when it arrives.
    var viewBeingDrawn: View? { get set }
    /// Where the picture of `image` at `width`×`height` pixels stands, asking for its decode
    /// when it is not there: `view` is then redrawn when it arrives, unless it left the screen
    /// meanwhile (which cancels the decode).
    func pictureState(of image: Image, width: Int, height: Int, for view: View) -> PictureState
    /// Where the tile `region` (in the pixels of the picture at `width`×`height`) of `image`
    /// stands, asking for its decode as `pictureState(of:width:height:for:)` does.
    func tileState(of image: Image, width: Int, height: Int, region: PixelRect, for view: View) -> PictureState
    /// Whether the whole picture of `image` at `width`×`height` is decoded (without asking for it).
    func hasPicture(of image: Image, width: Int, height: Int) -> Bool
    /// How long frame `frame` of the (ready) picture shows before the next one.
    func frameDelay(of image: Image, width: Int, height: Int, frame: Int) -> TimeSpan
    /// Draws frame `frame` of the ready picture of `image` at `width`×`height` pixels into
    /// `rect` (user space), only inside `clip` with its corners rounded by `cornerRadius`, at
    /// `alpha`; with `tint`, the picture is a mask painted in that colour. Pixel for pixel,
    /// without scaling, when `rect` is that many buffer pixels on a whole-pixel translation.
    func drawPicture(of image: Image, width: Int, height: Int, frame: Int, in rect: Rect, clip: Rect, cornerRadius: Double,
                     alpha: Double, tint: Color?)
    /// Draws the ready tile `region` of the picture of `image` at `width`×`height` into `rect`
    /// (user space), cut at `rect` without antialiasing so that neighbouring tiles meet without
    /// a seam, at `alpha`, as a mask painted in `tint` when given.
    func drawTile(of image: Image, width: Int, height: Int, region: PixelRect, in rect: Rect, alpha: Double, tint: Color?)
}
