import DemoState
import Foundation
import Tactile
import TestSupport
import Testing
@testable import tactile_demo

/// The photos scene on the offscreen runner at the tour's 1024×768 (see `PhotosGeometry`),
/// with photos from a folder the test paints.
@Suite struct DemoPhotosTests {
    @Test func theWallShowsEveryPictureByNameAndRefusesTheOtherFiles() throws {
        let folder = PhotoFolder.threeColours()
        folder.directory.write("not a picture", to: "notes.txt")
        folder.directory.write("", to: "empty.png")
        try FileManager.default.createDirectory(atPath: folder.path + "/inner", withIntermediateDirectories: false)
        let (run, frames) = try folder.play(TouchScript())
        let scene = run.scene(PhotosScene.self)
        #expect(scene.tiles.map(\.identifier) == ["a.png", "b.png", "c.png"])
        #expect(scene.message.isHidden)
        let refused = run.lines.filter { $0.hasPrefix("image refused ") }
        #expect(refused.count == 2)
        #expect(refused.first?.hasPrefix("image refused empty.png: ") == true)
        #expect(refused.last?.hasPrefix("image refused notes.txt: ") == true)
        #expect(run.lines.filter { $0.hasPrefix("image shown ") } == ["image shown a.png 64x48", "image shown b.png 64x48",
                                                                      "image shown c.png 64x48"])
        // Each thumbnail covers its square with its photo's colour.
        let last = try #require(frames.last)
        let centres = (0..<3).map { PhotosGeometry.thumbnail($0) }
        #expect(pngPixels(last, at: centres.map { (Int($0.x), Int($0.y)) }) == [0xFFE8_505B, 0xFF3C_AEA3, 0xFF20_639B])
    }

    /// Of 24 photos, the first four rows are on screen (the fourth in part, down to y 680);
    /// the others are shown, and traced, once the wall scrolls to them.
    @Test func aPhotoIsTracedShownWhenItFirstComesOnScreen() throws {
        let folder = PhotoFolder((0..<24).map { (name: "p\($0 < 10 ? "0" : "")\($0).png", hex: "#3caea3", width: 8, height: 8) })
        let still = try folder.play(TouchScript()).run
        #expect(still.lines.filter { $0.hasPrefix("image shown ") } == (0..<16).map { "image shown p\($0 < 10 ? "0" : "")\($0).png 8x8" })
        var touches = TouchScript()
        touches.perform(.drag(from: Point(x: 400, y: 600), to: Point(x: 400, y: 100)))
        let scrolled = try folder.play(touches).run
        #expect(scrolled.lines.filter { $0.hasPrefix("image shown ") }.count == 24)
    }

    @Test func anEmptyFolderOrNoneSaysSoInsteadOfTheWall() throws {
        let empty = PhotoFolder([])
        let missing = empty.path + "/nowhere"
        for (source, expected) in [(empty.source, "No photos: \(empty.path) is empty"),
                                   (PhotoSource.directory(missing), "No folder \(missing) to show photos from (No such file or directory)")] {
            // The photos are read as the run lays the scene out.
            let run = withExtendedLifetime(empty) { DemoRun(TouchScript(), scene: "photos", photos: source) }
            try run.play()
            let scene = run.scene(PhotosScene.self)
            #expect(scene.tiles.isEmpty && !scene.message.isHidden && scene.message.text == expected)
        }
    }

    @Test func aFolderWithoutPicturesSaysSo() throws {
        let folder = PhotoFolder([])
        folder.directory.write("hello", to: "readme.txt")
        let run = try folder.play(TouchScript()).run
        #expect(run.scene(PhotosScene.self).message.text == "No photos: none of the 1 files in \(folder.path) is a picture")
        #expect(run.lines.contains { $0.hasPrefix("image refused readme.txt: ") })
    }

    @Test func aTapOpensThePhotoAndTheCloseButtonClosesIt() throws {
        var touches = TouchScript()
        touches.tap(at: PhotosGeometry.thumbnail(1))
        touches.snapshot()
        touches.tap(at: PhotosGeometry.closeButton)
        let (run, frames) = try PhotoFolder.threeColours().play(touches)
        #expect(run.lines.filter { $0.hasPrefix("viewer ") } == ["viewer opened b.png", "viewer closed b.png"])
        #expect(run.scene(PhotosScene.self).viewer == nil)
        // Open, the photo fitted in the middle and the black around it.
        #expect(pngPixels(frames[0], at: [(512, 352), (10, 10)]) == [0xFF3C_AEA3, 0xFF0B_0D11])
    }

    /// A 400×300 photo fitted in 1024×704 is 938.67 wide: 100 % is a zoom of 0.43, and the
    /// fingers zoom it up to 1.7. (Small: until decoding is cached, every drawing decodes it.)
    static func photo() -> PhotoFolder { PhotoFolder([("photo.png", "#8e6cc9", 400, 300)]) }

    @Test func twoFingersZoomAboutThePointBetweenThem() throws {
        var touches = TouchScript()
        touches.tap(at: PhotosGeometry.thumbnail(0))
        // Spread from 80 to 120 px apart about (300, 300): one and a half times the size, that point kept.
        touches.perform(.twoFingers(from: (Point(x: 260, y: 300), Point(x: 340, y: 300)),
                                    to: (Point(x: 240, y: 300), Point(x: 360, y: 300))))
        let run = try Self.photo().play(touches).run
        let viewer = try #require(run.scene(PhotosScene.self).viewer)
        #expect(abs(viewer.zoom.zoom - 1.5) < 1e-9)
        // (300, 300) is (-212, -52) from the viewport's centre: the photo's centre goes to -0.5 × that.
        #expect(abs(viewer.zoom.offset.x - 106) < 1e-6 && abs(viewer.zoom.offset.y - 26) < 1e-6)
        #expect(run.lines.contains("viewer zoom 1.5 rotation 0"))
        // The photo's view shows it so: 1.5 times its fitted size, centred where the offset says.
        #expect(abs(viewer.photo.transform.scaleFactor - 1.5) < 1e-9 && viewer.photo.center.distance(to: Point(x: 618, y: 378)) < 1e-6)
    }

    @Test func aDoubleTapSwitchesBetweenFittedAndTheOwnPixels() throws {
        var touches = TouchScript()
        touches.tap(at: PhotosGeometry.thumbnail(0))
        touches.doubleTap(at: Point(x: 512, y: 352))
        touches.snapshot()
        touches.doubleTap(at: Point(x: 512, y: 352))
        let (run, frames) = try Self.photo().play(touches)
        #expect(run.lines.filter { $0.hasPrefix("viewer zoom") } == ["viewer zoom 0.43 rotation 0", "viewer zoom 1 rotation 0"])
        #expect(run.scene(PhotosScene.self).viewer?.zoom.isFitted == true)
        // At 100 % the photo is its own 400×300 pixels in the middle: (300, 352) is black, (320, 352) violet.
        #expect(pngPixels(frames[0], at: [(300, 352), (320, 352)]) == [0xFF0B_0D11, 0xFF8E_6CC9])
    }

    @Test func twoFingersTurnThePhoto() throws {
        var touches = TouchScript()
        touches.tap(at: PhotosGeometry.thumbnail(0))
        // A quarter turn clockwise about the middle, the fingers as far apart at the end.
        touches.perform(.twoFingers(from: (Point(x: 412, y: 352), Point(x: 612, y: 352)),
                                    to: (Point(x: 512, y: 252), Point(x: 512, y: 452))))
        let run = try Self.photo().play(touches).run
        let viewer = try #require(run.scene(PhotosScene.self).viewer)
        #expect(abs(viewer.zoom.rotation - Double.pi / 2) < 1e-9 && abs(viewer.zoom.zoom - 1) < 1e-9)
        #expect(run.lines.contains("viewer zoom 1 rotation 90"))
    }

    @Test func theNextVisitorFindsNoPhotoOpenAndTheWallAtItsTop() throws {
        let folder = PhotoFolder((0..<24).map { (name: "p\($0 < 10 ? "0" : "")\($0).png", hex: "#3caea3", width: 8, height: 8) })
        var touches = TouchScript()
        touches.tap(at: PhotosGeometry.thumbnail(0))
        let run = try folder.play(touches).run
        let scene = run.scene(PhotosScene.self)
        scene.wall.setContentOffset(Point(x: 0, y: 300))
        #expect(scene.viewer != nil)
        run.session.forgetVisitor()
        #expect(scene.viewer == nil && scene.wall.contentOffset == .zero)
        #expect(run.session.shell.active.name == "sorting")
    }

    @Test func aSwipeDownFromTheFittedPhotoCloses() throws {
        var touches = TouchScript()
        touches.tap(at: PhotosGeometry.thumbnail(0))
        touches.perform(.drag(from: Point(x: 512, y: 250), to: Point(x: 520, y: 500)))
        let run = try PhotoFolder.threeColours().play(touches).run
        #expect(run.lines.filter { $0.hasPrefix("viewer ") } == ["viewer opened a.png", "viewer closed a.png"])
    }

    @Test func aShortSwipePutsThePhotoBack() throws {
        var touches = TouchScript()
        touches.tap(at: PhotosGeometry.thumbnail(0))
        touches.perform(.drag(from: Point(x: 512, y: 250), to: Point(x: 512, y: 300)))
        let run = try PhotoFolder.threeColours().play(touches).run
        let viewer = try #require(run.scene(PhotosScene.self).viewer)
        #expect(viewer.zoom.isFitted && viewer.photo.center == Point(x: 512, y: 352))
    }

    @Test func aThumbnailDroppedInTheTrayBecomesAFavouriteTheStateFileKeeps() throws {
        let folder = PhotoFolder.threeColours()
        let state = TemporaryDirectory()
        let path = state.path + "/state.json"
        var touches = TouchScript()
        touches.holdAndDrag(from: PhotosGeometry.thumbnail(1), to: PhotosGeometry.favourite(0))
        let (run, frames) = try folder.play(touches, store: StateStore<LayoutState>(path: path) { Issue.record("state file problem: \($0)") })
        #expect(run.lines.filter { !$0.hasPrefix("image ") } == [
            "drag started b.png", "drag ended b.png copied into favourites", "b.png rests in wall at (305, 115)",
            "favourites b.png", "state saved",
        ])
        let scene = run.scene(PhotosScene.self)
        #expect(scene.tray.subviews.map(\.identifier) == ["favourite-b.png"])
        #expect(scene.tiles[1].alpha == 1)
        let last = try #require(frames.last)
        #expect(pngPixels(last, at: [(900, 124)]) == [0xFF3C_AEA3])
        let saved = try JSONDecoder().decode(LayoutState.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(saved.scenes["photos"]?.favourites == ["b.png"])

        let store = StateStore<LayoutState>(path: path) { Issue.record("state file problem: \($0)") }
        let relaunch = try folder.play(TouchScript(), state: store.load(), store: store).run
        #expect(relaunch.scene(PhotosScene.self).tray.subviews.map(\.identifier) == ["favourite-b.png"])
        #expect(relaunch.session.shell.capturedState().scenes["photos"]?.favourites == ["b.png"])
    }

    @Test func theKeyboardCarriesAPhotoIntoTheTrayToo() {
        let folder = PhotoFolder.threeColours()
        let demo = KeyedDemo(scene: "photos", photos: folder.source)
        demo.press([Keysym.tab, Keysym.enter, Keysym.tab, Keysym.enter])
        demo.settle()
        #expect(demo.lines.filter { !$0.hasPrefix("image ") } == [
            // The ring follows the copy as it lifts, then goes on to the tray.
            "focus a.png", "drag started a.png", "focus favourite-a.png", "focus favourites", "drag ended a.png copied into favourites",
            "focus a.png",
            "a.png rests in wall at (115, 115)", "favourites a.png",
        ])
        #expect(demo.session.scene(PhotosScene.self).tray.subviews.map(\.identifier) == ["favourite-a.png"])
    }

    @Test func aThumbnailDroppedElsewhereSpringsBackAndNothingChanges() throws {
        var touches = TouchScript()
        touches.holdAndDrag(from: PhotosGeometry.thumbnail(2), to: Point(x: 400, y: 720))
        let run = try PhotoFolder.threeColours().play(touches).run
        #expect(run.lines.filter { !$0.hasPrefix("image ") } == [
            "drag started c.png", "drag ended c.png returned noZone", "c.png rests in wall at (495, 115)",
        ])
        let scene = run.scene(PhotosScene.self)
        #expect(scene.tray.subviews.isEmpty && scene.favouriteTiles.isEmpty && scene.tiles[2].alpha == 1)
    }

    @Test func aPhotoIsInTheTrayOnceAtMost() throws {
        var touches = TouchScript()
        touches.holdAndDrag(from: PhotosGeometry.thumbnail(0), to: PhotosGeometry.favourite(0))
        touches.holdAndDrag(from: PhotosGeometry.thumbnail(0), to: PhotosGeometry.favourite(1))
        let run = try PhotoFolder.threeColours().play(touches).run
        #expect(run.lines.filter { $0.hasPrefix("drag ended") } == ["drag ended a.png copied into favourites",
                                                                     "drag ended a.png returned noZone"])
        #expect(run.scene(PhotosScene.self).tray.subviews.map(\.identifier) == ["favourite-a.png"])
    }

    @Test func favouritesReorderInTheTrayAndLeaveItWhenDroppedOutside() throws {
        let saved = LayoutState(activeScene: "photos", surface: LayoutSize(width: 1024, height: 768),
                                scenes: ["photos": SceneLayout(containers: [], items: [], favourites: ["a.png", "c.png", "gone.png", "a.png"])])
        var touches = TouchScript()
        touches.holdAndDrag(from: PhotosGeometry.favourite(1), to: Point(x: 900, y: 60))
        touches.holdAndDrag(from: PhotosGeometry.favourite(1), to: Point(x: 400, y: 400))
        let run = try PhotoFolder.threeColours().play(touches, state: saved).run
        #expect(run.lines.filter { $0.hasPrefix("drag ended") || $0.hasPrefix("favourites") } == [
            "drag ended favourite-c.png moved into favourites", "favourites c.png a.png gone.png",
            "drag ended favourite-a.png returned noZone", "favourites c.png gone.png",
        ])
        let scene = run.scene(PhotosScene.self)
        #expect(scene.tray.subviews.map(\.identifier) == ["favourite-c.png"])
        // The photo the folder lacks stays a favourite in the file.
        #expect(run.session.shell.capturedState().scenes["photos"]?.favourites == ["c.png", "gone.png"])
    }

    /// Six favourites are longer than the tray (656 px shows three and a half): a quick
    /// drag over them scrolls the tray and lifts none.
    @Test func aFullTrayScrolls() throws {
        let names = (1...6).map { "f\($0).png" }
        let folder = PhotoFolder(names.map { (name: $0, hex: "#20639b", width: 8, height: 8) })
        let saved = LayoutState(activeScene: "photos", surface: LayoutSize(width: 1024, height: 768),
                                scenes: ["photos": SceneLayout(containers: [], items: [], favourites: names)])
        var touches = TouchScript()
        touches.perform(.drag(from: Point(x: 900, y: 600), to: Point(x: 900, y: 200)))
        let run = try folder.play(touches, state: saved).run
        let scene = run.scene(PhotosScene.self)
        // The tray: 8 px, then seven places of 184 + 8 (six favourites and room for one more).
        #expect(scene.trayScroller.contentSize == Size(width: 200, height: 1352))
        #expect(scene.trayScroller.contentOffset.y > 0)
        #expect(!run.lines.contains { $0.hasPrefix("drag ") })
        #expect(scene.tray.subviews.compactMap(\.identifier) == names.map { "favourite-\($0)" })
    }

    @Test func withoutPhotosTheDemoPaintsItsOwn() throws {
        let cache = TemporaryDirectory()
        let pictures = GeneratedPhotos(directory: cache.path + "/photos", count: 4, longSide: 120)
        let run = DemoRun(TouchScript(), scene: "photos", photos: .generated(pictures))
        try run.play()
        #expect(cache.names == ["photos"])
        #expect(PhotoSource.fileNames(in: pictures.directory) == ["photo-01.png", "photo-02.png", "photo-03.png", "photo-04.png"])
        let tiles = run.scene(PhotosScene.self).tiles
        #expect(tiles.map { "\($0.image!.pixelWidth)x\($0.image!.pixelHeight)" } == ["120x80", "120x80", "80x120", "120x80"])
        // Distinct pictures.
        let bytes = (1...4).map { FileManager.default.contents(atPath: pictures.directory + "/photo-0\($0).png") }
        #expect(Set(bytes).count == 4)
    }

    /// At the layout tests' sizes, landscape and portrait, the wall, the tray and their
    /// captions lie inside the scene without overlapping, the thumbnails across the wall.
    @Test(arguments: [Size(width: 640, height: 480), Size(width: 1024, height: 768), Size(width: 1280, height: 800),
                      Size(width: 1920, height: 1080), Size(width: 480, height: 640), Size(width: 800, height: 1280),
                      Size(width: 333, height: 217)])
    func theWallAndTheTrayFitTheWindow(size: Size) {
        let host = SceneHost(size: size, clock: ManualClock())
        let folder = PhotoFolder.threeColours()
        let session = DemoSession(host: host, sceneName: "photos", state: nil, store: nil, photos: folder.source)
        withExtendedLifetime(folder) { session.resized(to: size) }
        let scene = session.scene(PhotosScene.self)
        let area = scene.view.bounds
        let parts = scene.view.subviews.filter { !$0.isHidden }.map(\.frame)
        for (index, part) in parts.enumerated() {
            #expect(part.minX >= 0 && part.minY >= 0 && part.maxX <= area.maxX + 1e-9 && part.maxY <= area.maxY + 1e-9, "\(part) in \(area)")
            for other in parts[(index + 1)...] { #expect(part.intersection(other).isEmpty, "\(part) and \(other)") }
        }
        #expect(scene.tiles.allSatisfy { $0.frame.maxX <= scene.wall.bounds.width + 1e-9 && $0.frame.width > 0 })
        #expect(scene.tray.bounds.width > 0 && scene.tray.bounds.height > 0)
    }

    @Test func aPortraitWindowPutsTheTrayAlongTheBottom() {
        let size = Size(width: 480, height: 800)
        let host = SceneHost(size: size, clock: ManualClock())
        let folder = PhotoFolder.threeColours()
        let session = DemoSession(host: host, sceneName: "photos", state: nil, store: nil, photos: folder.source)
        withExtendedLifetime(folder) { session.resized(to: size) }
        let scene = session.scene(PhotosScene.self)
        // The scene is 480×736: the tray 432×147.2 from y 564.8, the wall 432 wide above it.
        #expect(scene.trayScroller.frame == Rect(x: 24, y: 736 - 24 - 147.2, width: 432, height: 147.2))
        #expect(scene.wall.frame.maxY <= scene.trayScroller.frame.minY - Caption.height && scene.wall.frame.width == 432)
        #expect(scene.tray.axis == .horizontal)
        #expect(scene.tiles.allSatisfy { $0.frame.maxX <= 432 + 1e-9 })
    }
}

/// The viewer's zoom, pan and turn, and their limits.
@Suite struct PhotoZoomTests {
    /// A 6000×4000 photo in 1000×800 at scale 1: fitted 1000×666.67, 100 % at zoom 6.
    static func zoom() -> PhotoZoom { PhotoZoom(viewport: Size(width: 1000, height: 800), pixelWidth: 6000, pixelHeight: 4000, outputScale: 1) }

    @Test func theZoomStaysBetweenFittedAndFourTimesTheOwnPixels() {
        var zoom = Self.zoom()
        #expect(abs(zoom.actualSizeZoom - 6) < 1e-9 && abs(zoom.maximumZoom - 24) < 1e-9)
        zoom.pinch(by: 0.5, about: .zero)
        #expect(zoom.zoom == 1 && zoom.isFitted)
        zoom.pinch(by: 100, about: .zero)
        #expect(abs(zoom.zoom - 24) < 1e-9)
        // At scale 2, 100 % is half the zoom.
        #expect(abs(PhotoZoom(viewport: Size(width: 1000, height: 800), pixelWidth: 6000, pixelHeight: 4000, outputScale: 2)
            .actualSizeZoom - 3) < 1e-9)
    }

    @Test func aPhotoSmallerThanTheScreenZoomsFromItsOwnPixelsToFitted() {
        var zoom = PhotoZoom(viewport: Size(width: 1000, height: 800), pixelWidth: 100, pixelHeight: 50, outputScale: 1)
        zoom.pinch(by: 3, about: .zero)
        #expect(zoom.maximumZoom == 1 && zoom.zoom == 1)
        zoom.pinch(by: 0.01, about: .zero)
        #expect(abs(zoom.zoom - 0.1) < 1e-12 && abs(zoom.minimumZoom - 0.1) < 1e-12)
    }

    @Test func thePhotoNeverLeavesTheScreen() {
        var zoom = Self.zoom()
        zoom.pan(by: Point(x: 5000, y: -5000))
        // Fitted (1000×666.67 in 1000×800): half of it stays on screen along each axis.
        #expect(abs(zoom.offset.x - 500) < 1e-9 && abs(zoom.offset.y + 400) < 1e-9)
        zoom.pinch(by: 4, about: .zero)
        zoom.pan(by: Point(x: 1e6, y: 1e6))
        // 4000×2666.67 wide: the viewport's half stays on the photo.
        #expect(abs(zoom.offset.x - 2000) < 1e-6 && abs(zoom.offset.y - 1333.33) < 0.01)
        zoom.rotate(by: Double.pi / 2, about: .zero)
        #expect(abs(zoom.offset.x) <= 1333.34 && abs(zoom.offset.y) <= 2000 + 1e-6)
    }

    @Test func aTurnAboutAPointKeepsThatPointOfThePhotoUnderIt() {
        var zoom = Self.zoom()
        zoom.pinch(by: 3, about: .zero)
        zoom.rotate(by: Double.pi / 2, about: Point(x: 100, y: 0))
        // The centre (0, 0) turns a quarter clockwise about (100, 0): to (100, -100).
        #expect(abs(zoom.offset.x - 100) < 1e-9 && abs(zoom.offset.y + 100) < 1e-9)
        #expect(abs(zoom.rotation - Double.pi / 2) < 1e-12)
    }

    @Test func aDoubleTapGoesTo100PercentAboutTheTapAndBack() {
        var zoom = Self.zoom()
        zoom.toggleActualSize(about: Point(x: 100, y: 50))
        #expect(abs(zoom.zoom - 6) < 1e-9 && abs(zoom.offset.x + 500) < 1e-9 && abs(zoom.offset.y + 250) < 1e-9)
        zoom.toggleActualSize(about: .zero)
        #expect(zoom.isFitted)
    }
}

/// The state file keeps the favourites, and files from before them still load.
@Suite struct DemoFavouritesStateTests {
    @Test func aFileWithoutFavouritesLoadsAndIsWrittenTheSame() throws {
        let json = #"{"version":1,"activeScene":"tags","surface":{"width":1024,"height":768},"scenes":{"tags":{"containers":[],"items":[],"fields":{"name":"pea"}}}}"#
        let state = try JSONDecoder().decode(LayoutState.self, from: Data(json.utf8))
        #expect(state.scenes["tags"]?.favourites == nil)
        let written = try #require(String(data: JSONEncoder().encode(state.scenes["tags"]), encoding: .utf8))
        #expect(!written.contains("favourites"))
    }

    @Test func favouritesRoundTrip() throws {
        let layout = SceneLayout(containers: [], items: [], favourites: ["b.png", "a b.jpg"])
        #expect(try JSONDecoder().decode(SceneLayout.self, from: JSONEncoder().encode(layout)) == layout)
    }
}
