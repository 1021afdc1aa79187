import Foundation
import Tactile
import Testing

/// The real demo's video scene against a headless weston at 1024×768, playing a clip of solid
/// colours (each frame its own colour, none black: `VideoClips.solidColours`) so that what the
/// screen shows tells which frame it is.
///
/// Geometry: the scene lays out in 1024×704 above the home bar; the large clip's view is
/// 655×368 at (24, 44), the 64×48 clip fitted in it 491×368 centred at (351.5, 228); the play
/// button 112×48 at (40, 348); the tiles (96 px) centred at (763, 104), (875, 104),
/// (763, 216); the clip tile (200×124) centred at (813, 344).
@Suite(.serialized) struct DemoVideoSceneTests {
    static let clipCentre = (351, 228)

    /// The solid-colour clip in `directory`, made there.
    static func clip(in directory: String, frames: Int = 60) throws -> String {
        try VideoClips.solidColours(frames: frames, in: directory).get()
    }

    /// The frame of the clip shown at `point` in a fresh screenshot, nil for any other colour.
    /// (The top byte is weston's copy of the frame's unused one: ignored.)
    static func frame(at point: (Int, Int), on harness: WestonHarness) throws -> Int? {
        VideoClips.frame(ofColour: try harness.screenshot().pixel(x: point.0, y: point.1) & 0x00FF_FFFF)
    }

    @Test func theClipShowsInItsRectangleAndMovesOn() throws {
        let harness = try WestonHarness(width: 1024, height: 768)
        let clip = try Self.clip(in: harness.runtimeDirectory)
        let name = (clip as NSString).lastPathComponent
        let run = try DemoScenesTests.launch(["--scene", "video", "--video", clip], harness: harness)
        try run.waitFor(["video playing \(name) 64x48"])
        var seen = Set<Int>()
        try harness.waitUntil("three frames of the clip at its centre") {
            if let frame = try Self.frame(at: Self.clipCentre, on: harness) { seen.insert(frame) }
            return seen.count >= 3
        }
    }
}
