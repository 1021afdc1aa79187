import Tactile

/// A photo as the photos scene shows it on its wall and in its tray: the picture covering a
/// square with rounded corners (the rest cut off), named by its file. It calls
/// `onFirstDraw` the first time it is drawn: when the picture is first on screen.
final class PhotoTile: ImageView {
    /// Called once, at the tile's first drawing, with its picture. It should hold its scene
    /// weakly: a host may draw the views after the scene that made them is gone.
    var onFirstDraw: ((Image) -> Void)?

    /// A tile of `side` logical pixels showing `image`, identified as `id`.
    init(image: Image, id: String, side: Double) {
        super.init(frame: Rect(x: 0, y: 0, width: side, height: side), image: image)
        identifier = id
        contentMode = .aspectFill
        clipsToBounds = true
        cornerRadius = 10
        backgroundColor = DemoLook.dark.container
    }

    /// The file name of the tile's photo.
    var photoName: String { image?.name ?? "" }

    /// Draws the picture, and reports the first drawing.
    override func draw(in context: DrawingContext, rect: Rect) {
        super.draw(in: context, rect: rect)
        guard let image, let report = onFirstDraw else { return }
        onFirstDraw = nil
        report(image)
    }
}
