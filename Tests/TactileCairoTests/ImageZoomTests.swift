import CCairo
import Synchronization
import Testing
@testable import TactileCairo
import TactileCore

/// A picture whose pixel at (x, y) of the picture at `width`×`height` encodes x and y (low
/// bytes) and whether it is a zoomed picture, so that a test reads off the canvas which pixel
/// of which picture landed where; tiles are cut from the same pattern.
private final class PatternDecoding: Sendable {
    let wholes = Mutex<[String]>([]), tiles = Mutex<[PixelRect]>([])

    static func pattern(_ x: Int, _ y: Int, width: Int) -> UInt32 {
        0xff00_0000 | UInt32(x & 0xff) << 16 | UInt32(y & 0xff) << 8 | UInt32(width >> 8 & 0xff)
    }

    static func picture(width: Int, height: Int, region: PixelRect) -> DecodedPicture {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(region.width), Int32(region.height))!
        let stride = Int(cairo_image_surface_get_stride(surface)), data = cairo_image_surface_get_data(surface)!
        for row in 0..<region.height {
            (data + row * stride).withMemoryRebound(to: UInt32.self, capacity: region.width) { pixels in
                for column in 0..<region.width { pixels[column] = pattern(region.x + column, region.y + row, width: width) }
            }
        }
        cairo_surface_mark_dirty(surface)
        return DecodedPicture(adopting: surface)
    }

    var decoding: ImageDecoding {
        ImageDecoding({ [self] _, width, height throws(ImageError) in
            wholes.withLock { $0.append("\(width)x\(height)") }
            return [DecodedFrame(picture: Self.picture(width: width, height: height, region: PixelRect(x: 0, y: 0, width: width, height: height)))]
        }, decodeTile: { [self] _, width, height, region throws(ImageError) in
            tiles.withLock { $0.append(region) }
            return Self.picture(width: width, height: height, region: region)
        })
    }
}

/// A 400×300 window filled by an image view of a 4000×3000 photo (fitted: 400×300), its
/// pictures drawn by `loader`, into `canvas`.
private struct ZoomedPhoto {
    let root = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
    let view: ImageView
    let canvas = Canvas(width: 400, height: 300)
    let renderer: SceneRenderer

    init(loader: PictureLoader) {
        view = ImageView(frame: root.bounds, image: testImage("photo", width: 4000, height: 3000))
        root.addSubview(view)
        renderer = SceneRenderer(pictures: loader)
    }

    /// Draws the whole window.
    func render() { _ = renderer.render(root, into: canvas.target, bufferAge: 0) }

    /// The canvas's pixel at (x, y).
    func pixel(_ x: Int, _ y: Int) -> UInt32 { canvas.pixels.load(fromByteOffset: y * canvas.stride + x * 4, as: UInt32.self) }
}

@Suite struct ImageZoomTests {
    /// A view shown a few percent larger (a lifted tile) decodes nothing new; a pinch decodes
    /// again each time it doubles, up to the largest level.
    @Test func zoomLevelsArePowersOfTwoAtOrBelowTheZoom() {
        let levels = [1.05, 1.99, 2, 2.3, 7.9, 8, 1000].map { ImageView.zoomLevel(currentScale: 2 * $0, bufferScale: 2) }
        #expect(levels == [1, 1, 2, 2, 4, 8, 64])
    }

    /// The tiles of a 3200×2400 picture shown in 400×300 that a 60×40 part in sight reaches.
    @Test func theTilesAreThoseThePartInSightReaches() {
        let tiles = ImageView.tiles(of: (3200, 2400), drawn: Rect(x: 0, y: 0, width: 400, height: 300),
                                    visible: Rect(x: 100, y: 100, width: 60, height: 40))
        #expect(tiles == [PixelRect(x: 512, y: 512, width: 512, height: 512), PixelRect(x: 1024, y: 512, width: 512, height: 512),
                          PixelRect(x: 512, y: 1024, width: 512, height: 512), PixelRect(x: 1024, y: 1024, width: 512, height: 512)])
        let edge = ImageView.tiles(of: (3200, 2400), drawn: Rect(x: 0, y: 0, width: 400, height: 300),
                                   visible: Rect(x: 390, y: 290, width: 50, height: 50))
        #expect(edge == [PixelRect(x: 3072, y: 2048, width: 128, height: 352)])
    }

    /// A 4000×3000 photo fitted in 400×300 and zoomed 8 times about its centre (to 3200×2400
    /// on screen, more than `wholePictureLimit`): the two tiles in sight are decoded, never the
    /// whole 3200×2400 picture (30 MB), and the window shows the zoomed picture's own pixels,
    /// one for one. Decoded at once, the tiles cover the view: the picture of the unzoomed view,
    /// drawn beneath tiles still to come, is not needed.
    @Test func aPhotoZoomedPastTheWholePictureLimitIsDecodedInTheTilesInSight() {
        let decoding = PatternDecoding(), photo = ZoomedPhoto(loader: .synchronous(decoding: decoding.decoding))
        photo.view.transform = AffineTransform(scaleX: 8, y: 8)
        photo.render()

        #expect(decoding.wholes.withLock { $0 } == [])
        // In sight: x 1400..<1800 and y 1050..<1350 of the 3200×2400 picture.
        #expect(decoding.tiles.withLock { $0 } == [PixelRect(x: 1024, y: 1024, width: 512, height: 512),
                                                    PixelRect(x: 1536, y: 1024, width: 512, height: 512)])
        #expect(photo.renderer.pictures.cache.byteCount == 2 * 512 * 512 * 4)
        for (x, y) in [(0, 0), (135, 40), (136, 40), (399, 299), (200, 150)] {
            #expect(photo.pixel(x, y) == PatternDecoding.pattern(1400 + x, 1050 + y, width: 3200), "at \(x), \(y)")
        }
    }

    /// Zoomed twice and a half, the 800×600 picture at level 2 is small enough to decode whole.
    @Test func aPhotoZoomedWithinTheLimitIsDecodedWholeAtItsLevel() {
        let decoding = PatternDecoding(), photo = ZoomedPhoto(loader: .synchronous(decoding: decoding.decoding))
        photo.view.transform = AffineTransform(scaleX: 2.5, y: 2.5)
        photo.render()
        #expect(decoding.wholes.withLock { $0 } == ["800x600"])
        #expect(decoding.tiles.withLock { $0 }.isEmpty)
    }

    /// While the tiles of a zoom are decoded on a thread, the picture of the unzoomed view
    /// shows beneath, enlarged; once they arrive, the tiles' own pixels show (the pattern's
    /// blue byte tells the 400-pixel picture from the 3200-pixel one).
    @Test func theUnzoomedPictureShowsUntilTheTilesArrive() {
        let decoding = PatternDecoding(), loader = PictureLoader.threaded(decoding: decoding.decoding, threads: 1, wake: {})
        let photo = ZoomedPhoto(loader: loader)
        func blue(_ x: Int, _ y: Int) -> UInt32 { photo.pixel(x, y) & 0xff }
        photo.render()
        loader.finishPendingDecodes()
        photo.view.transform = AffineTransform(scaleX: 8, y: 8)
        photo.render()
        #expect(loader.pendingCount == 2)
        #expect([blue(10, 10), blue(390, 290)] == [1, 1])
        loader.finishPendingDecodes()
        photo.render()
        #expect([blue(10, 10), blue(390, 290)] == [12, 12])
        #expect(decoding.wholes.withLock { $0 } == ["400x300"])
    }
}
