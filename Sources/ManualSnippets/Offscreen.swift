// The manual's code for "Running without a compositor" (Tactile.docc/Offscreen.md); see
// SceneAndViews.swift.
import Tactile

/// A scene written once against a host: the article's snippet.
func buildTrays(on host: SceneHost) -> DragDropManager {
    let dragDrop = DragDropManager(rootView: host.rootView, animator: host.animator)
    // … trays, tiles, zones and sources as in the quick start …
    host.onRest = { print("at rest: the moment to save") }
    return dragDrop
}

/// The same scene in a window.
func showTraysInAWindow() {
    let app = Application.openOrExit(configuration: .init(title: "Trays"))
    let dragDrop = buildTrays(on: app.host)
    app.runOrExit()
    dragDrop.cancelAllDrags()
}

/// The same scene offscreen.
func playTraysOffscreen() throws {
    let runner = OffscreenRunner(script: try OffscreenScript(contentsOfFile: "drag.json")) { print($0) }
    let dragDrop = buildTrays(on: runner.host)
    let pictures = try runner.run(outputDirectory: "/tmp/trays")
    print(pictures)
    dragDrop.cancelAllDrags()
}
