// The manual's code for "On the desktop" (Tactile.docc/Desktop.md); see SceneAndViews.swift.
import Tactile

/// A windowed app whose title follows the document it shows, with a button for fullscreen:
/// the article's snippet.
func runViewer(documentName: String, fullscreenButton: Button) {
    let app = Application.openOrExit(configuration: .init(title: "Viewer", appID: "com.example.viewer",
                                                          preferredSize: Size(width: 1280, height: 800)))
    app.title = "Viewer — \(documentName)"  // Repaints the title bar alone.
    fullscreenButton.action = { _ in app.setFullscreen(!app.isFullscreen) }  // F11 does the same.
    app.runOrExit()
}
