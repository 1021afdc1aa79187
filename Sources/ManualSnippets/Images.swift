// The manual's code for "Images" (Tactile.docc/Images.md); see SceneAndViews.swift.
import Tactile

/// A photo in a rounded view that covers its frame: the article's first snippet.
func showProduct(in root: View, path: String) {
    let photo: Image
    do {
        photo = try Image(contentsOfFile: path)
    } catch {
        print("cannot show \(error)")  // "shelf.jpg: not a JPEG, PNG, WebP, GIF or SVG file"
        return
    }
    let view = ImageView(frame: Rect(x: 40, y: 40, width: 320, height: 240), image: photo)
    view.contentMode = .aspectFill
    view.cornerRadius = 16
    view.placeholderColor = Color(red: 0.9, green: 0.9, blue: 0.92)
    root.addSubview(view)
}

/// An icon painted in the theme's accent colour.
func addIcon(_ icon: Image, to bar: View, theme: Theme) -> ImageView {
    let view = ImageView(frame: Rect(x: 0, y: 0, width: 32, height: 32), image: icon)
    view.tintColor = theme.colors.accent
    bar.addSubview(view)
    return view
}

/// A larger picture budget.
func configureImageMemory(of app: Application) {
    // A wall of large photos on a 4K panel: room for more decoded pictures.
    app.imageCacheBudget = 128 << 20
}
