import CCairo
import Foundation
import Testing

/// The real demo's photos scene against a headless weston at 1024×768, with `--photos` a
/// folder of small one-colour PNGs the test paints: the thumbnails' colours where the tiles
/// are, and a tap opens the viewer. Geometry as offscreen (see DemoTests' `PhotosGeometry`):
/// thumbnails of 182 px in four columns from (24, 24), 190 px apart.
@Suite struct DemoPhotosSceneTests {
    /// The photos: a.png red, b.png green, c.png blue (0xAARRGGBB), each 64×48.
    static let photos: [(name: String, colour: UInt32)] = [("a.png", 0xFFE8_505B), ("b.png", 0xFF3C_AEA3), ("c.png", 0xFF20_639B)]

    /// Writes each of `photos` into `directory` as a PNG of 64×48 pixels of its colour.
    static func paint(_ photos: [(name: String, colour: UInt32)], into directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for photo in photos {
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 48)
            let cairo = cairo_create(surface)
            func channel(_ shift: UInt32) -> Double { Double((photo.colour >> shift) & 0xFF) / 255 }
            cairo_set_source_rgb(cairo, channel(16), channel(8), channel(0))
            cairo_paint(cairo)
            cairo_destroy(cairo)
            let status = cairo_surface_write_to_png(surface, directory + "/" + photo.name)
            cairo_surface_destroy(surface)
            try #require(status == CAIRO_STATUS_SUCCESS)
        }
    }

    @Test func theThumbnailsShowTheirPhotosAndATapOpensOne() throws {
        let harness = try WestonHarness(width: 1024, height: 768)
        let folder = harness.runtimeDirectory + "/photos"
        try Self.paint(Self.photos, into: folder)
        let run = try DemoScenesTests.launch(["--scene", "photos", "--photos", folder], harness: harness)
        try run.waitFor(["image shown a.png 64x48", "image shown b.png 64x48", "image shown c.png 64x48"])
        let centres = [(115, 115), (305, 115), (495, 115)]
        try run.harness.waitUntil("each thumbnail in its photo's colour") {
            let shot = try run.harness.screenshot()
            return zip(centres, Self.photos).allSatisfy { shot.pixel(x: $0.0, y: $0.1) == $1.colour }
        }
        try run.harness.touchDrag(from: (305, 115), to: (305, 115), steps: 1, startTime: 1000)
        try run.waitFor(["viewer opened b.png"])
        // The photo fitted in the middle, the viewer's black around it.
        try run.waitForPixels(0xFF3C_AEA3, at: [(512, 352)], "b.png full screen")
        try run.waitForPixels(0xFF0B_0D11, at: [(10, 10)], "the viewer's background")
    }
}
