import CGStreamer
import Synchronization
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// Small clips made with GStreamer's own test sources and encoders, for the tests, the demo
/// and the benchmark, so that no video file is committed. Each is written once into a cache
/// directory (under a temporary name, renamed when complete) and found there afterwards.
package enum VideoClips {
    private static let partSerial = Atomic<Int>(0)

    /// Tactile's clip cache: `$XDG_CACHE_HOME/tactile/video`, or `~/.cache/tactile/video`.
    package static var cacheDirectory: String {
        let environment = { (name: String) in getenv(name).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } }
        let base = environment("XDG_CACHE_HOME") ?? (environment("HOME") ?? "/tmp") + "/.cache"
        return base + "/tactile/video"
    }

    /// The colour of frame `index` of `solidColours` as an XRGB8888 pixel (top byte zero):
    /// every frame its own, none black, so a frame shown tells which it is.
    package static func colour(ofFrame index: Int) -> UInt32 {
        precondition((0..<200).contains(index), "the clip's colours tell 200 frames apart")
        let red = UInt32(0x20 + index)
        let green = UInt32(0xff - index)
        return red << 16 | green << 8 | 0x80
    }

    /// The frame `colour(ofFrame:)` gave `pixel` (its top byte ignored), or nil for any other.
    package static func frame(ofColour pixel: UInt32) -> Int? {
        let index = Int((pixel >> 16) & 0xff) - 0x20
        guard (0..<200).contains(index), colour(ofFrame: index) == pixel & 0xffffff else { return nil }
        return index
    }

    /// A clip of `frames` frames at `framesPerSecond`, frame i filled with
    /// `colour(ofFrame: i)`, stored uncompressed so that its colours come back exact: for the
    /// tests of seams, seeks and pixels. In AVI, which stores BGRx, the appsink's own format,
    /// so no conversion touches a pixel on the way (Matroska's raw video has no BGRx).
    package static func solidColours(frames: Int = 60, framesPerSecond: Int = 30, width: Int = 64, height: Int = 48,
                                     in directory: String = cacheDirectory) -> Result<String, VideoFailure> {
        let path = "\(directory)/opaque-colours-\(frames)f-\(framesPerSecond)fps-\(width)x\(height).avi"
        return make(path) { temporary in
            let caps = "video/x-raw,format=BGRx,width=\(width),height=\(height),framerate=\(framesPerSecond)/1,pixel-aspect-ratio=1/1"
            // The muxer's video pad named: appsrc's caps are not known when the description is
            // linked, and avimux would give it an audio pad.
            let description = "avimux name=mux ! filesink location=\"\(temporary)\" "
                + "appsrc name=frames format=time caps=\"\(caps)\" ! mux.video_0"
            return run(description) { pipeline in
                guard let source = gst_bin_get_by_name(pipeline, "frames") else { return }
                defer { gst_object_unref(UnsafeMutableRawPointer(source)) }
                let duration = GstClockTime(1_000_000_000 / framesPerSecond)
                let rowBytes = width * 4
                for index in 0..<frames {
                    guard let buffer = gst_buffer_new_allocate(nil, gsize(rowBytes * height), nil) else { return }
                    var map = GstMapInfo()
                    if gst_buffer_map(buffer, &map, GST_MAP_WRITE) != 0, let bytes = map.data {
                        let colour = colour(ofFrame: index)
                        for pixel in 0..<(width * height) {
                            bytes[pixel * 4] = UInt8(colour & 0xff)
                            bytes[pixel * 4 + 1] = UInt8((colour >> 8) & 0xff)
                            bytes[pixel * 4 + 2] = UInt8(colour >> 16)
                            // Opaque, as a decoder's frames converted to BGRA are: a BGRx
                            // frame's unused byte passes through to the sink as it is stored.
                            bytes[pixel * 4 + 3] = 0xff
                        }
                        gst_buffer_unmap(buffer, &map)
                    }
                    tactile_gst_buffer_set_timing(buffer, GstClockTime(index) * duration, duration)
                    // The source takes the buffer.
                    _ = gst_app_src_push_buffer(source, buffer)
                }
                _ = gst_app_src_end_of_stream(source)
            }
        }
    }

    /// A small looping WebM (VP8, 320 × 240, `seconds` long, 30 frames a second): a moving
    /// test pattern, the demo's clip when none is given.
    package static func demoLoop(seconds: Int = 4, in directory: String = cacheDirectory) -> Result<String, VideoFailure> {
        let path = "\(directory)/demo-loop-\(seconds)s.webm"
        return make(path) { temporary in
            run("videotestsrc num-buffers=\(seconds * 30) pattern=smpte horizontal-speed=4 "
                + "! video/x-raw,width=320,height=240,framerate=30/1 ! vp8enc deadline=1 "
                + "! webmmux ! filesink location=\"\(temporary)\"")
        }
    }

    /// An H.264 clip in MP4 (`width` × `height`, 30 frames a second, `seconds` long), High
    /// profile, 8-bit 4:2:0 as cameras, editors and hardware decoders have it: by default the
    /// benchmark's 1080p30 loop.
    package static func h264(seconds: Int = 10, width: Int = 1920, height: Int = 1080,
                             in directory: String = cacheDirectory) -> Result<String, VideoFailure> {
        let path = "\(directory)/h264-420-\(width)x\(height)-\(seconds)s.mp4"
        return make(path) { temporary in
            // I420 named before the encoder: given the test source's own format, x264enc would
            // choose a 4:4:4 profile few decoders outside software take.
            run("videotestsrc num-buffers=\(seconds * 30) pattern=smpte horizontal-speed=8 "
                + "! video/x-raw,format=I420,width=\(width),height=\(height),framerate=30/1 "
                + "! x264enc speed-preset=ultrafast key-int-max=30 ! h264parse ! mp4mux "
                + "! filesink location=\"\(temporary)\"")
        }
    }

    /// `path` if it exists; else what `write` writes to a temporary name beside it, renamed to
    /// `path` when complete.
    private static func make(_ path: String, write: (String) -> VideoFailure?) -> Result<String, VideoFailure> {
        if access(path, R_OK) == 0 { return .success(path) }
        if case .failure(let failure) = GStreamerRuntime.start() { return .failure(failure) }
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if let failure = makeDirectories(directory) { return .failure(failure) }
        // Unique to the call: two threads (or processes) making the same clip each write their
        // own, and the last rename wins with a whole file either way.
        let temporary = "\(path).\(getpid()).\(partSerial.add(1, ordering: .relaxed).newValue).part"
        if let failure = write(temporary) {
            unlink(temporary)
            return .failure(failure)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return .failure(.unreadable(location: path, message: reason))
        }
        return .success(path)
    }

    /// Runs the pipeline `description` to its end; `feed`, given the pipeline once it plays,
    /// pushes what an appsrc in it needs. Nil when it ended well, else why not.
    private static func run(_ description: String, feed: (OpaquePointer) -> Void = { _ in }) -> VideoFailure? {
        var error: UnsafeMutablePointer<GError>?
        guard let pipeline = gst_parse_launch(description, &error) else {
            return .gstreamer(message: GStreamerRuntime.takeMessage(error))
        }
        if error != nil {
            // A pipeline built with a missing piece (an element not installed).
            gst_object_unref(UnsafeMutableRawPointer(pipeline))
            return .gstreamer(message: GStreamerRuntime.takeMessage(error))
        }
        defer {
            _ = gst_element_set_state(pipeline, GST_STATE_NULL)
            gst_object_unref(UnsafeMutableRawPointer(pipeline))
        }
        guard gst_element_set_state(pipeline, GST_STATE_PLAYING) != GST_STATE_CHANGE_FAILURE,
              let bus = gst_element_get_bus(pipeline) else {
            return .gstreamer(message: "the clip's pipeline did not start: \(description)")
        }
        defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
        feed(pipeline)
        // Generous: a 1080p clip encodes in seconds; a minute means something is wrong.
        let minute = GstClockTime(60_000_000_000)
        let ends = GstMessageType(rawValue: GST_MESSAGE_EOS.rawValue | GST_MESSAGE_ERROR.rawValue)
        guard let message = gst_bus_timed_pop_filtered(bus, minute, ends) else {
            return .gstreamer(message: "the clip's pipeline did not finish within a minute: \(description)")
        }
        defer { gst_mini_object_unref(UnsafeMutableRawPointer(message).assumingMemoryBound(to: GstMiniObject.self)) }
        guard message.pointee.type == GST_MESSAGE_ERROR else { return nil }
        var failure: UnsafeMutablePointer<GError>?
        gst_message_parse_error(message, &failure, nil)
        return .gstreamer(message: GStreamerRuntime.takeMessage(failure))
    }

    /// Creates `directory` and its parents; nil when it exists after.
    private static func makeDirectories(_ directory: String) -> VideoFailure? {
        var prefix = ""
        for component in directory.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += "/" + component
            if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                return .unreadable(location: prefix, message: String(cString: strerror(errno)))
            }
        }
        return nil
    }
}
