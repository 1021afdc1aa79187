import Tactile

/// A photo as the photos scene shows it on its wall and in its tray: the picture covering a
/// square with rounded corners (the rest cut off), named by its file, on the containers'
/// colour until its picture arrives.
final class PhotoTile: ImageView {
    /// A tile of `side` logical pixels showing `image`, identified as `id`.
    init(image: Image, id: String, side: Double) {
        super.init(frame: Rect(x: 0, y: 0, width: side, height: side), image: image)
        identifier = id
        accessibilityName = Self.name(of: image)
        contentMode = .aspectFill
        clipsToBounds = true
        cornerRadius = 10
        placeholderColor = DemoLook.dark.container
    }

    /// The file name of the tile's photo.
    var photoName: String { image?.name ?? "" }

    /// What a visitor who cannot see `image` hears it called: its file's name.
    static func name(of image: Image) -> LocalizedString {
        LocalizedString("Photo {file}", comment: "A photo's name, spoken to a visitor who cannot see it; {file} is its file's name")
            .with(["file": .text(image.name)])
    }
}
