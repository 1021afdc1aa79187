import DemoState
import Tactile
import TestSupport
@testable import tactile_demo

/// A folder of photos for the photos scene: PNG files of one colour each, painted by the
/// renderer, and any other files a test writes beside them.
final class PhotoFolder {
    let directory = TemporaryDirectory()

    /// The folder's path.
    var path: String { directory.path }

    /// The scene's source for this folder, as `--photos` gives it.
    var source: PhotoSource { .directory(path) }

    /// A folder holding `photos`: each a name, a colour (#rrggbb) and a size in pixels.
    init(_ photos: [(name: String, hex: String, width: Int, height: Int)]) {
        for photo in photos { paint(photo.name, hex: photo.hex, width: photo.width, height: photo.height) }
    }

    /// Plays `touches` in the photos scene showing this folder (alive while it plays), with
    /// `state` put back and saving to `store`; returns the run and its frames.
    func play(_ touches: TouchScript, size: Size = BuiltInTour.size, state: LayoutState? = nil,
              store: StateStore<LayoutState>? = nil) throws -> (run: DemoRun, frames: [String]) {
        let run = DemoRun(touches, size: size, scene: "photos", state: state, store: store, photos: source)
        return (run, try run.play())
    }

    /// Writes a PNG `name` of `width`×`height` pixels filled with `hex`.
    func paint(_ name: String, hex: String, width: Int, height: Int) {
        let view = View(frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
        view.backgroundColor = Color(hex: hex)
        let image = PixelImage(width: width, height: height)
        SceneRenderer().render(view, into: image.renderTarget, bufferAge: 0)
        try! image.writePNG(to: path + "/" + name)
    }

    /// Three photos: a.png red, b.png green, c.png blue, 64×48 pixels.
    static func threeColours() -> PhotoFolder {
        PhotoFolder([("b.png", "#3caea3", 64, 48), ("a.png", "#e8505b", 64, 48), ("c.png", "#20639b", 64, 48)])
    }
}

/// Where the photos scene puts things at the tour's 1024×768 (a scene of 1024×704 above the
/// home bar): the wall from (24, 24), 752 wide, in four columns of 182 px thumbnails 8 px
/// apart; the tray from (800, 24), 200×656, its favourites 184 px, 8 px apart from (808, 32).
enum PhotosGeometry {
    /// The centre of thumbnail `index` on the unscrolled wall.
    static func thumbnail(_ index: Int) -> Point {
        Point(x: 24 + Double(index % 4) * 190 + 91, y: 24 + Double(index / 4) * 190 + 91)
    }

    /// The centre of the tray's favourite `index`.
    static func favourite(_ index: Int) -> Point {
        Point(x: 900, y: 124 + Double(index) * 192)
    }

    /// The viewer's close button.
    static let closeButton = Point(x: 944, y: 50)
}

extension TouchScript {
    /// Finger 0 rests on `start` long enough to lift a thumbnail, then drags it to `end` in
    /// 20 steps and lifts; the next event comes 600 ms later.
    mutating func holdAndDrag(from start: Point, to end: Point) {
        down(at: start)
        wait(milliseconds: 400)
        for step in 1...20 { move(to: start + (end - start) * (Double(step) / 20)) }
        up()
        wait(milliseconds: 600)
    }

    /// Finger 0 taps `point` twice, 100 ms apart; the next event comes 400 ms later.
    mutating func doubleTap(at point: Point) {
        for _ in 0..<2 {
            down(at: point)
            wait(milliseconds: 50)
            up()
            wait(milliseconds: 100)
        }
        wait(milliseconds: 300)
    }
}
