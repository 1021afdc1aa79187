import Foundation

/// Where the demo's photos scene puts things in the window `.ci/with-weston` gives it
/// (TACTILE_WESTON_SIZE, landscape), worked out as the demo lays them out: the home bar's 64 px
/// along the bottom with eight buttons sharing it (8 px apart and from the edges, `photos`
/// the seventh); above it the wall, 24 px in from the left and top, beside the favourites
/// tray (a fifth of the width, 120…200 px, 24 px from the right); the wall's thumbnails in
/// columns of about 150 px, 8 px apart.
struct PhotosLayout {
    /// The window's size in logical pixels.
    let width: Double, height: Double

    /// The layout for the compositor the bench runs under.
    init() throws {
        let size = (ProcessInfo.processInfo.environment["TACTILE_WESTON_SIZE"] ?? "1280x800").split(separator: "x").compactMap { Double($0) }
        let scale = Double(ProcessInfo.processInfo.environment["TACTILE_WESTON_SCALE"] ?? "1") ?? 1
        guard size.count == 2, size[0] >= size[1] else { throw BenchmarkError("the photos benchmarks need a landscape TACTILE_WESTON_SIZE") }
        (width, height) = (size[0] / scale, size[1] / scale)
    }

    /// The scene's height: the window's but for the home bar.
    var sceneHeight: Double { height - 64 }

    /// The centre of the home bar's `photos` button.
    var photosButton: (x: Double, y: Double) {
        let buttonWidth = (width - 16 - 8 * 8) / 9
        return (8 + 6 * (buttonWidth + 8) + buttonWidth / 2, sceneHeight + 32)
    }

    /// The wall's frame: x, y, width, height.
    var wall: (x: Double, y: Double, width: Double, height: Double) {
        let tray = min(max(width / 5, 120), 200)
        return (24, 24, width - tray - 24 - 48, sceneHeight - 48)
    }

    /// The wall's columns.
    var columns: Int { max(2, Int(((wall.width + 8) / 158).rounded(.down))) }

    /// The side of a thumbnail on the wall.
    var thumbnailSide: Double {
        return (wall.width - 8 * Double(columns - 1)) / Double(columns)
    }

    /// How many thumbnails of a wall of `count` are in view, whole or in part, with the wall
    /// at its top.
    func thumbnailsInView(of count: Int) -> Int {
        let rows = Int(((wall.height + 8) / (thumbnailSide + 8)).rounded(.up))
        return min(count, rows * columns)
    }

    /// The centre of the wall's first thumbnail.
    var firstThumbnail: (x: Double, y: Double) { (wall.x + thumbnailSide / 2, wall.y + thumbnailSide / 2) }

    /// The centre of the favourites tray.
    var tray: (x: Double, y: Double) {
        let thickness = min(max(width / 5, 120), 200)
        return (width - 24 - thickness / 2, 24 + (sceneHeight - 48) / 2)
    }

    /// The centre of the scene (of the viewer, when a photo is open).
    var sceneCentre: (x: Double, y: Double) { (width / 2, sceneHeight / 2) }
}
