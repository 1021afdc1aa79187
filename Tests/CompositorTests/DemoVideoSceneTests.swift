import Foundation
import Tactile
import Testing

/// The real demo's video scene against a headless weston at 1024×768, playing a clip of solid
/// colours in both its views (each frame its own colour, none black:
/// `VideoClips.solidColours`), so that what the screen shows tells which frame it is.
///
/// Geometry: the scene lays out in 1024×704 above the home bar; the large clip's view is
/// 655×368 at (24, 44), the 64×48 clip fitted in it 491×368 centred at (351.5, 228); the play
/// button 112×48 at (40, 348); the tiles (96 px) centred at (763, 104), (875, 104),
/// (763, 216); the clip tile (200×124) centred at (813, 344).
@Suite struct DemoVideoSceneTests {
    static let clipCentre = (351, 228)
    static let clipTileCentre = (813.0, 344.0)

    /// The demo showing the video scene with the solid-colour clip, once it plays.
    struct VideoRun {
        let run: DemoScenesTests.Run
        let name: String
        var harness: WestonHarness { run.harness }

        init(frames: Int = 60, extraArguments: [String] = []) throws {
            let harness = try WestonHarness(width: 1024, height: 768)
            let clip = try VideoClips.solidColours(frames: frames, in: harness.runtimeDirectory).get()
            name = (clip as NSString).lastPathComponent
            run = try DemoScenesTests.launch(["--scene", "video", "--video", clip] + extraArguments, harness: harness)
            try run.waitFor(["video playing \(name) 64x48"])
        }

        /// The frame of the clip shown at `point` in a fresh screenshot; nil for any other
        /// colour. (The top byte, weston's copy of the frame's unused one, is ignored.)
        func frame(at point: (Int, Int)) throws -> Int? {
            VideoClips.frame(ofColour: try harness.screenshot().pixel(x: point.0, y: point.1) & 0x00FF_FFFF)
        }

        /// Waits until `point` has shown `count` different frames of the clip.
        func waitForFrames(_ count: Int, at point: (Int, Int), _ what: String) throws {
            var seen = Set<Int>()
            try harness.waitUntil(what) {
                if let frame = try frame(at: point) { seen.insert(frame) }
                return seen.count >= count
            }
        }
    }

    @Test func theClipShowsInItsRectangleAndMovesOn() throws {
        let video = try VideoRun()
        try video.waitForFrames(3, at: Self.clipCentre, "three frames of the clip at its centre")
        // The view's letterbox is its black background; the window's own pixels around it.
        let shot = try video.harness.screenshot()
        #expect(shot.pixel(x: 60, y: 228) == 0xFF00_0000)
        #expect(VideoClips.frame(ofColour: shot.pixel(x: 110, y: 228) & 0x00FF_FFFF) != nil)
        #expect(VideoClips.frame(ofColour: shot.pixel(x: 593, y: 228) & 0x00FF_FFFF) != nil)
    }

    @Test func aLoopWrapsWithoutABlackFrame() throws {
        // 20 frames: a seam every two thirds of a second.
        let video = try VideoRun(frames: 20)
        var frames: [Int] = []
        let start = ContinuousClock.now
        while ContinuousClock.now - start < .seconds(2.5) {
            let frame = try video.frame(at: Self.clipCentre)
            try #require(frame != nil, "a screenshot between frames shows \(frames) then something else")
            frames.append(frame!)
        }
        try video.run.waitFor(["video looped \(video.name)"])
        // The frames go round: some screenshot saw a later frame followed by an earlier one.
        #expect(zip(frames, frames.dropFirst()).contains { $0 > $1 })
    }

    @Test func aTileDraggedOverTheClipShowsAboveItWhileTheClipPlaysAround() throws {
        let video = try VideoRun()
        try video.harness.touchDrag(from: (763, 104), to: (351, 228), steps: 10, startTime: 1000)
        try video.run.waitFor(["tile-red dragged to (351, 228)"])
        try video.run.waitForPixels(0xFFE8_505B, at: [Self.clipCentre], "the red tile above the clip")
        try video.waitForFrames(2, at: (200, 228), "the clip playing beside the tile")
    }

    @Test func theClipTileCarriesItsVideoWhereItIsDragged() throws {
        let video = try VideoRun()
        try video.waitForFrames(2, at: (813, 344), "the tile's clip playing")
        // Held half way: the clip is where the finger has the tile.
        try video.harness.touchHold(from: Self.clipTileCentre, to: (813, 520), steps: 8, startTime: 1000)
        try video.waitForFrames(2, at: (813, 520), "the tile's clip playing under the finger")
        try video.harness.touchUp(id: 0, time: 2000)
        try video.run.waitFor(["clip tile dragged to (813, 520)"])
        try video.waitForFrames(2, at: (813, 520), "the tile's clip playing where it was dropped")
    }

    @Test func thePlayButtonPausesTheClipAtItsFrameAndPlaysItOn() throws {
        let video = try VideoRun()
        try video.harness.touchDrag(from: (96, 372), to: (96, 372), steps: 1, startTime: 1000)
        try video.run.waitFor(["video pause", "video paused \(video.name)"])
        let paused = try video.frame(at: Self.clipCentre)
        #expect(paused != nil)
        Thread.sleep(forTimeInterval: 0.3)
        #expect(try video.frame(at: Self.clipCentre) == paused)
        try video.harness.touchDrag(from: (96, 372), to: (96, 372), steps: 1, startTime: 2000)
        try video.run.waitFor(["video play"])
        try video.waitForFrames(3, at: Self.clipCentre, "the clip playing on")
    }

    @Test func anotherSceneShownPausesBothClips() throws {
        let video = try VideoRun()
        try video.harness.touchDrag(from: (60, 736), to: (60, 736), steps: 1, startTime: 1000)
        try video.run.waitFor(["scene sorting"])
        try video.harness.waitUntil("both clips paused") {
            video.run.demo.lines.filter { $0 == "video paused \(video.name)" }.count == 2
        }
    }

    @Test func aMissingClipIsRefusedOnItsPosterAndTheSceneStillWorks() throws {
        let harness = try WestonHarness(width: 1024, height: 768)
        let run = try DemoScenesTests.launch(["--scene", "video", "--video", harness.runtimeDirectory + "/gone.mp4"], harness: harness)
        try harness.waitUntil("the refusal in the log") {
            run.demo.lines.contains { $0.hasPrefix("video refused gone.mp4: ") }
        }
        try harness.touchDrag(from: (763, 104), to: (351, 228), steps: 10, startTime: 1000)
        try run.waitFor(["tile-red dragged to (351, 228)"])
        try run.waitForPixels(0xFFE8_505B, at: [Self.clipCentre], "the red tile over the poster")
    }
}

extension DemoVideoSceneTests {
    @Test func aCorruptClipIsRefusedWithItsReason() throws {
        let harness = try WestonHarness(width: 1024, height: 768)
        let path = harness.runtimeDirectory + "/broken.mp4"
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: URL(fileURLWithPath: path))
        let run = try DemoScenesTests.launch(["--scene", "video", "--video", path], harness: harness)
        try harness.waitUntil("the refusal in the log") {
            run.demo.lines.contains { $0.hasPrefix("video refused broken.mp4: not a video GStreamer can read") }
        }
        #expect(!run.demo.lines.contains { $0.hasPrefix("video playing broken.mp4") })
    }

    /// Without `--video` the demo makes its clips with GStreamer's test sources (into the
    /// user's cache, once) and plays them.
    @Test func withoutAClipTheDemoPlaysClipsItMakes() throws {
        let run = try DemoScenesTests.launch(["--scene", "video"])
        try run.harness.waitUntil("both clips playing", timeout: .seconds(60)) {
            let lines = run.demo.lines
            return lines.contains("video playing demo-loop-4s.webm 320x240") && lines.contains { $0.hasPrefix("video playing opaque-colours-") }
        }
    }
}

/// The demo's kiosk session with an attract video: it plays while nobody is there, the waking
/// touch moves nothing, and the clip pauses then and when the screen blanks.
@Suite struct DemoAttractVideoTests {
    @Test func theAttractVideoPlaysUntilTheWakingTouchWhichMovesNothing() throws {
        let harness = try WestonHarness(width: 1024, height: 768)
        let clip = try VideoClips.solidColours(in: harness.runtimeDirectory).get()
        let name = (clip as NSString).lastPathComponent
        let run = try DemoScenesTests.launch(["--idle-reset", "0", "--attract-after", "1", "--attract-video", clip], harness: harness)
        try KioskWindowTests.waitFor(["attract shown", "video playing \(name) 64x48"], in: run)
        var seen = Set<Int>()
        try harness.waitUntil("the clip over the whole window") {
            let shot = try harness.screenshot()
            if let frame = VideoClips.frame(ofColour: shot.pixel(x: 512, y: 200) & 0x00FF_FFFF) { seen.insert(frame) }
            return seen.count >= 2 && VideoClips.frame(ofColour: shot.pixel(x: 5, y: 5) & 0x00FF_FFFF) != nil
        }
        // tile-5 rests in right at (761.67, 95): the waking finger carries nothing off.
        try harness.touchDrag(from: (761.67, 95), to: (512, 300), steps: 8, startTime: 1000)
        try run.waitFor(["attract hidden", "wake swallowed", "video paused \(name)"])
        #expect(!run.demo.lines.contains { $0.hasPrefix("drag started") })
        try run.waitForPixels(DemoWindowTests.sceneBackground, at: [(0, 0)], "the scene back")
    }

    @Test func theBlankedScreenPausesTheAttractVideo() throws {
        let harness = try WestonHarness(width: 1024, height: 768)
        let clip = try VideoClips.solidColours(in: harness.runtimeDirectory).get()
        let name = (clip as NSString).lastPathComponent
        let run = try DemoScenesTests.launch(["--idle-reset", "0", "--attract-after", "1", "--blank-after", "3", "--attract-video", clip],
                                             harness: harness)
        try KioskWindowTests.waitFor(["attract shown", "video playing \(name) 64x48", "blank on", "video paused \(name)"], in: run)
        try run.waitForPixels(0xFF00_0000, at: [(0, 0), (512, 384)], "the screen black")
    }
}
