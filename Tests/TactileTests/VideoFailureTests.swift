import CGStreamer
import Foundation
@testable import Tactile
import TactileCore
import TestSupport
import Testing

extension VideoTests {
    /// Each way a video can fail gives one line, and the playback stops without taking the
    /// process with it.
    @Suite struct VideoFailureTests {
        @Test func missingFile() {
            let driver = VideoTestDriver(location: "/nonexistent/clip.avi")
            driver.run("the failure") { $0.failure != nil }
            guard case .unreadable(let location, _) = driver.failure else {
                Issue.record("expected an unreadable file, got \(String(describing: driver.failure))")
                return
            }
            #expect(location == "/nonexistent/clip.avi")
            print("video failure line: \(driver.failure?.reason ?? "")")
        }

        @Test func corruptFile() {
            let directory = TemporaryDirectory()
            var generator = SystemRandomNumberGenerator()
            let noise = Data((0..<20_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
            #expect(FileManager.default.createFile(atPath: directory.path + "/noise.mkv", contents: noise))
            let driver = VideoTestDriver(location: directory.path + "/noise.mkv")
            expectUnplayable(driver)
        }

        @Test func truncatedFile() throws {
            let directory = TemporaryDirectory()
            let whole = try Data(contentsOf: URL(fileURLWithPath: try solidColourClip()))
            // Cut inside the header: the streams are announced but their description is gone.
            // GStreamer says so, or (seen under load) waits without a word: then no picture comes
            // within the stall time, which says it.
            #expect(FileManager.default.createFile(atPath: directory.path + "/cut.avi", contents: whole.prefix(300)))
            let driver = VideoTestDriver(location: directory.path + "/cut.avi", stallTimeout: .seconds(3))
            expectUnplayable(driver)
        }

        @Test func codecWithoutPluginNamesThePackage() throws {
            let clip = try VideoClips.h264(seconds: 1, width: 160, height: 120).get()
            let hidden = hideDecoders(of: "video/x-h264")
            defer { restore(hidden) }
            #expect(!hidden.isEmpty, "an H.264 decoder is installed to hide")
            let driver = VideoTestDriver(location: clip)
            driver.run("the failure") { $0.failure != nil }
            guard case .missingPlugin(let description, let package) = driver.failure else {
                Issue.record("expected a missing plugin, got \(String(describing: driver.failure))")
                return
            }
            #expect(description.contains("H.264"))
            #expect(package == "gstreamer1.0-libav")
            print("video failure line: \(driver.failure?.reason ?? "")")
        }

        @Test func fileRemovedWhileLooping() throws {
            let directory = TemporaryDirectory()
            let path = directory.path + "/clip.avi"
            try FileManager.default.copyItem(atPath: try solidColourClip(frames: 30), toPath: path)
            let driver = VideoTestDriver(location: path)
            driver.playback.play()
            driver.run("frame 3") { $0.frameNumbers.contains(3) }
            // The open file stays readable; the loop is where the removal shows.
            unlink(path)
            driver.run("the failure") { $0.failure != nil }
            #expect(driver.failure == .removed(location: path))
            print("video failure line: \(driver.failure?.reason ?? "")")
        }

        @Test func stallIsReportedOnceOnTheOwnersClock() throws {
            // One frame a second, played at a twentieth of its pace: twenty seconds between
            // frames, while the test's clock jumps.
            let driver = VideoTestDriver(location: try solidColourClip(frames: 4, framesPerSecond: 1), stallTimeout: .seconds(5))
            driver.playback.rate = 0.05
            driver.playback.play()
            // Three publications of the first frame: the poster, again after the looping
        // segment's flush, and once more as playing begins; the next comes 20 s later.
        driver.run("the first frame playing") { driver in
            driver.events.contains { if case .started = $0 { true } else { false } } && driver.playback.frames.publishedCount >= 3
        }
            // From here the test moves the clock, on from where the wall clock left it.
            driver.clockFollowsWall = false
            driver.pump()
            driver.now += .seconds(4)
            driver.pump()
            #expect(!driver.events.contains(.stalled(after: .seconds(4))))
            driver.now += .seconds(2)
            driver.pump()
            driver.now += .seconds(3)
            driver.pump()
            let stalls = driver.events.filter { if case .stalled = $0 { true } else { false } }
            #expect(stalls == [.stalled(after: .seconds(6))], "events: \(driver.events)")
        }
    }
}

/// Takes every decoder of `mediaType` out of decodebin's choice (rank none), returning them
/// with their ranks for `restore`.
/// Runs `driver` until its video fails, which must be as an unplayable file; prints the line.
private func expectUnplayable(_ driver: VideoTestDriver) {
    driver.run("the failure") { $0.failure != nil }
    guard case .unplayable = driver.failure else {
        Issue.record("expected an unplayable file, got \(String(describing: driver.failure))")
        return
    }
    print("video failure line: \(driver.failure?.reason ?? "")")
}

private func hideDecoders(of mediaType: String) -> [(OpaquePointer, guint)] {
    guard let caps = gst_caps_from_string(mediaType) else { return [] }
    defer { gst_mini_object_unref(UnsafeMutableRawPointer(caps).assumingMemoryBound(to: GstMiniObject.self)) }
    let list = gst_element_factory_list_get_elements(tactile_gst_video_decoders, tactile_gst_rank_none)
    defer { gst_plugin_feature_list_free(list) }
    var hidden: [(OpaquePointer, guint)] = []
    var item = list
    while let node = item {
        if let factory = tactile_gst_list_factory(node), gst_element_factory_can_sink_any_caps(factory, caps) != 0 {
            let feature = factory
            hidden.append((OpaquePointer(gst_object_ref(UnsafeMutableRawPointer(feature))), gst_plugin_feature_get_rank(feature)))
            gst_plugin_feature_set_rank(feature, tactile_gst_rank_none)
        }
        item = node.pointee.next
    }
    return hidden
}

/// Gives the decoders `hideDecoders` hid their ranks back.
private func restore(_ hidden: [(OpaquePointer, guint)]) {
    for (feature, rank) in hidden {
        gst_plugin_feature_set_rank(feature, rank)
        gst_object_unref(UnsafeMutableRawPointer(feature))
    }
}
