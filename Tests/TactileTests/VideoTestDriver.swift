import Dispatch
import Foundation
@testable import Tactile
import TactileCore
import Testing

/// Every video test, one at a time: GStreamer's threads are pooled across pipelines, and a
/// test that checks them idle must not see another test's pipeline at work (the two cores
/// are better spent on one decoder at a time anyway).
@Suite(.serialized) enum VideoTests {}

/// Plays a video as the main loop would, for the tests: waits for the playback's wake-up
/// (bounded, never forever), delivers its events, takes each frame, reads its colour and
/// releases it. Everything seen is kept for the test to check.
final class VideoTestDriver {
    /// One frame as the test saw it.
    struct SeenFrame {
        /// The colour of the frame's centre pixel (XRGB, top byte cleared).
        let colour: UInt32
        let streamTime: TimeSpan
        let runningTime: TimeSpan
        /// When the main thread took it (wall clock).
        let arrival: MonotonicTime
    }

    let playback: VideoPlayback
    private let woken = DispatchSemaphore(value: 0)
    private(set) var events: [VideoEvent] = []
    private(set) var frames: [SeenFrame] = []
    /// The time the driver gives `deliverPending` (the tests' own clock for stalls).
    var now = MonotonicTime.zero
    /// Whether `now` follows the wall clock; a stall test moves it by hand instead.
    var clockFollowsWall = true

    init(location: String, loops: Bool = true, muted: Bool = true, stallTimeout: TimeSpan = .seconds(5)) {
        let woken = woken
        playback = VideoPlayback(location: location, muted: muted, loops: loops, stallTimeout: stallTimeout) { woken.signal() }
    }

    /// Delivers events and takes frames until `condition` holds, failing (not hanging) when it
    /// does not within `seconds`.
    @discardableResult
    func run(upTo seconds: Double = 20, _ what: String, until condition: (VideoTestDriver) -> Bool) -> Bool {
        let deadline = DispatchTime.now() + seconds
        while !condition(self) {
            guard DispatchTime.now() < deadline else {
                Issue.record("waited \(seconds) s for \(what); events \(events), \(frames.count) frames")
                return false
            }
            // Woken, or a quarter second on, as the owner's timer looks for stalls.
            _ = woken.wait(timeout: min(deadline, DispatchTime.now() + 0.25))
            pump()
        }
        return true
    }

    /// Handles what is pending now, without waiting.
    func pump() {
        if clockFollowsWall { now = Self.wallNow() }
        events += playback.deliverPending(now: now)
        while let frame = playback.frames.takeLatest() {
            let pixels = frame.pixels
            let centre = pixels.pixels.load(fromByteOffset: (pixels.height / 2) * pixels.stride + (pixels.width / 2) * 4,
                                            as: UInt32.self)
            frames.append(SeenFrame(colour: centre & 0xffffff, streamTime: frame.streamTime, runningTime: frame.runningTime,
                                    arrival: Self.wallNow()))
            playback.frames.release(pixels)
        }
    }

    /// Forgets the frames and events seen so far.
    func clear() {
        frames.removeAll()
        events.removeAll()
    }

    /// Whether an event like `event` was delivered.
    func saw(_ event: VideoEvent) -> Bool { events.contains(event) }

    /// The failure delivered, if any.
    var failure: VideoFailure? {
        for case .failed(let failure) in events { return failure }
        return nil
    }

    /// The frame numbers of the solid-colour clip seen, in order (nil for a colour not in it).
    var frameNumbers: [Int?] { frames.map { VideoClips.frame(ofColour: $0.colour) } }

    static func wallNow() -> MonotonicTime {
        MonotonicTime(sinceOrigin: TimeSpan(nanoseconds: Int64(DispatchTime.now().uptimeNanoseconds)))
    }
}

/// The solid-colour clip the video tests share (made once into the clip cache).
func solidColourClip(frames: Int = 60, framesPerSecond: Int = 30) throws -> String {
    try VideoClips.solidColours(frames: frames, framesPerSecond: framesPerSecond).get()
}
