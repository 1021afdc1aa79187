import CGStreamer
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// One video played by GStreamer: `playbin` (which picks a hardware decoder where one is
/// installed) decoding into an appsink that copies each frame, as XRGB8888, into `frames`
/// on GStreamer's streaming thread. Everything else happens on the main thread: the owner's
/// `wake` closure is called (from any thread) when a frame or a bus message waits, and the
/// owner then calls `deliverPending(now:)` for the events and `frames.takeLatest()` for the
/// frame to show.
///
/// The first frame is decoded at once (the pipeline prerolls in PAUSED) and published as the
/// poster before `play()`. A looping clip is given to playbin again as its end is read
/// (`about-to-finish`): playbin's gapless playback puts the next pass's first frame one frame
/// after the last one on the running time. Measured against segment seeks (which wrap without
/// reopening the file), this is the one seamless in every container: a segment that ends at the
/// container's duration loses the last frame where the duration stops at that frame's start
/// (WebM), and one without an end shows the first frame on top of the last (MP4). At a rate
/// other than 1 (playbin would start each pass at the clip's own pace), the clip ends and a
/// seek takes it back to its start: the last frame holds while the start is decoded.
package final class VideoPlayback {
    /// Where the streaming thread leaves frames for the main thread.
    package let frames: VideoFrameExchange
    /// The file path or URI given.
    package let location: String
    /// Whether the clip starts again at its end.
    package let loops: Bool
    /// How long playing without a new frame counts as a stall.
    package let stallTimeout: TimeSpan

    private let path: String?
    private let bridge: VideoSinkBridge
    private var pipeline: OpaquePointer?
    private var pending: [VideoEvent] = []
    /// Where the owner wants the pipeline: PAUSED (prerolled, showing a frame) or PLAYING.
    private var wantsPlaying = false
    /// True once the pipeline holds its first frame (and any seek asked before it is done).
    private var prerolled = false
    /// True from asking for the first frame until it is in.
    private var awaitingPreroll = false
    /// Passes of the clip begun since the pipeline started: each after the first is a loop.
    private var passes = 0
    /// Where the owner asked to go before the first frame was in.
    private var pendingSeek: TimeSpan?
    private var playing = false
    /// play() was called and `started` is not yet said; pause() and `paused` likewise.
    private var announceStart = false
    private var announcePause = false
    private var failed = false
    private var ended = false
    private var rateValue = 1.0
    private var stall = StallWatch()

    /// A video of the file at `location` (a path, or a URI such as `file:///…`), muted unless
    /// `muted` is false (without audio, nothing of it is decoded), prerolled at once so that
    /// its first frame arrives as the poster. `wake` is called from GStreamer's threads; it
    /// must only signal the main loop. A failure to start (GStreamer or playbin missing) is
    /// the first event `deliverPending` returns.
    package init(location: String, muted: Bool = true, loops: Bool = true, stallTimeout: TimeSpan = .seconds(5),
                 frames: VideoFrameExchange = VideoFrameExchange(), wake: @escaping @Sendable () -> Void) {
        self.location = location
        self.loops = loops
        self.stallTimeout = stallTimeout
        self.frames = frames
        path = location.contains("://") ? nil : location
        bridge = VideoSinkBridge(frames: frames, wake: wake)
        switch GStreamerRuntime.start().flatMap({ makePipeline(muted: muted) }) {
        case .success(let made):
            pipeline = made
            startPreroll()
        case .failure(let failure):
            fail(failure)
            wake()
        }
    }

    deinit {
        stop()
        for message in bridge.takeMessages() {
            gst_mini_object_unref(UnsafeMutableRawPointer(message).assumingMemoryBound(to: GstMiniObject.self))
        }
        if let pipeline { gst_object_unref(UnsafeMutableRawPointer(pipeline)) }
    }

    /// Plays from where the video is (its start, or where it was paused or sought to).
    package func play() {
        guard !failed, pipeline != nil else { return }
        wantsPlaying = true
        (announceStart, announcePause) = (true, false)
        if ended { seek(to: .zero) }
        if prerolled {
            setState(GST_STATE_PLAYING)
        } else if currentState() == GST_STATE_NULL {
            // Stopped: preroll again; the first frame's arrival plays it.
            startPreroll()
        }
    }

    /// Stops the frames where they are; `play()` goes on from there.
    package func pause() {
        guard !failed, pipeline != nil else { return }
        wantsPlaying = false
        (announceStart, announcePause) = (false, playing)
        if prerolled { setState(GST_STATE_PAUSED) }
    }

    /// Moves to `time` from the clip's start (the exact frame there, not the keyframe before).
    /// Before the first frame is in, the seek waits for it.
    package func seek(to time: TimeSpan) {
        guard !failed, pipeline != nil else { return }
        ended = false
        guard prerolled else {
            pendingSeek = time
            return
        }
        seek(from: time)
    }

    /// How fast the clip plays: 1 is its own pace, 2 twice as fast (forward only).
    package var rate: Double {
        get { rateValue }
        set {
            guard newValue > 0, newValue != rateValue else { return }
            rateValue = newValue
            bridge.gapless.store(newValue == 1, ordering: .releasing)
            guard let pipeline, !failed else { return }
            guard prerolled else {
                // A seek sets the rate: the one the first frame waits for, if none is yet.
                pendingSeek = pendingSeek ?? .zero
                return
            }
            var position: gint64 = 0
            _ = gst_element_query_position(pipeline, GST_FORMAT_TIME, &position)
            seek(to: TimeSpan(nanoseconds: Int64(position)))
        }
    }

    /// The audio's volume, from 0 (silent) to 1 (as recorded); nothing for a muted video.
    package var volume: Double {
        get { pipeline.map { tactile_gst_get_double(UnsafeMutableRawPointer($0), "volume") } ?? 0 }
        set { pipeline.map { tactile_gst_set_double(UnsafeMutableRawPointer($0), "volume", max(0, newValue)) } }
    }

    /// Whether the sound is off. Muted, playbin decodes no audio at all; turning the sound on
    /// or off rebuilds the pipeline's streams (READY and back), resuming where it was.
    package var isMuted: Bool {
        get { pipeline.map { tactile_gst_get_uint(UnsafeMutableRawPointer($0), "flags") & tactile_play_flag_audio == 0 } ?? true }
        set {
            guard let pipeline, !failed, newValue != isMuted else { return }
            let position = position
            _ = gst_element_set_state(pipeline, GST_STATE_READY)
            // Resumes on the frame last published (READY has stopped the streaming thread,
            // so none comes after it): a millisecond into it, as the frame before may end a
            // nanosecond past its start once timestamps are rounded.
            let resumeAt = frames.lastStreamTime.map { $0 + .milliseconds(1) } ?? position
            Self.setAudio(of: pipeline, muted: newValue)
            (prerolled, playing, ended, passes) = (false, false, false, 0)
            pendingSeek = resumeAt
            announceStart = wantsPlaying
            bridge.holdsFrames.store(resumeAt != nil, ordering: .releasing)
            startPreroll()
        }
    }

    /// Where playback is in the clip, when the pipeline knows.
    package var position: TimeSpan? {
        guard let pipeline else { return nil }
        var position: gint64 = 0
        return gst_element_query_position(pipeline, GST_FORMAT_TIME, &position) != 0 ? TimeSpan(nanoseconds: Int64(position)) : nil
    }

    /// How long the clip is, when the pipeline knows.
    package var duration: TimeSpan? {
        guard let pipeline else { return nil }
        var duration: gint64 = 0
        return gst_element_query_duration(pipeline, GST_FORMAT_TIME, &duration) != 0 ? TimeSpan(nanoseconds: Int64(duration)) : nil
    }

    /// Puts the pipeline to NULL: no thread decodes, the file is closed. `play()` starts it
    /// again from the clip's start.
    package func stop() {
        guard let pipeline else { return }
        _ = gst_element_set_state(pipeline, GST_STATE_NULL)
        frames.discardLatest()
        wantsPlaying = false
        (prerolled, playing, ended, pendingSeek, passes) = (false, false, false, nil, 0)
        (announceStart, announcePause, awaitingPreroll) = (false, false, false)
    }

    /// Main thread: handles what GStreamer posted since the last call (looping at the clip's
    /// end, playing once the first frame is in) and returns what the owner should know. `now`
    /// (the owner's clock, which tests drive) measures stalls: while playing, a call that
    /// finds no new frame for `stallTimeout` reports one.
    package func deliverPending(now: MonotonicTime) -> [VideoEvent] {
        for message in bridge.takeMessages() {
            if !failed { handle(message) }
            gst_mini_object_unref(UnsafeMutableRawPointer(message).assumingMemoryBound(to: GstMiniObject.self))
        }
        let waiting = awaitingPreroll && !failed
        if let after = stall.check(playing: waiting || (playing && !failed && !ended), frames: frames.publishedCount,
                                   now: now, timeout: stallTimeout) {
            // A pipeline that never shows its first picture (a damaged file can leave
            // GStreamer waiting without an error) cannot play; one that stops mid-way may resume.
            if waiting {
                fail(.unplayable(message: "no picture after \(after.seconds) s"))
            } else {
                pending.append(.stalled(after: after))
            }
        }
        defer { pending.removeAll() }
        return pending
    }

    private func handle(_ message: UnsafeMutablePointer<GstMessage>) {
        let fromPipeline = tactile_gst_message_source(message) == pipeline
        switch message.pointee.type {
        case GST_MESSAGE_ERROR:
            var error: UnsafeMutablePointer<GError>?
            gst_message_parse_error(message, &error, nil)
            fail(failure(for: error))
        case GST_MESSAGE_ELEMENT where gst_is_missing_plugin_message(message) != 0:
            noteMissingPlugin(message)
        case GST_MESSAGE_ASYNC_DONE:
            prerollDone()
        case GST_MESSAGE_STATE_CHANGED where fromPipeline:
            var old = GST_STATE_VOID_PENDING
            var new = GST_STATE_VOID_PENDING
            gst_message_parse_state_changed(message, &old, &new, nil)
            stateChanged(to: new)
        case GST_MESSAGE_STREAM_START where fromPipeline:
            passBegan()
        case GST_MESSAGE_CLOCK_LOST where playing:
            // The audio sink that gave the clock went: PAUSED and back picks a new one.
            setState(GST_STATE_PAUSED)
            setState(GST_STATE_PLAYING)
        case GST_MESSAGE_EOS where loops:
            // Not gapless (another rate): back to the start by a seek.
            restart()
        case GST_MESSAGE_EOS:
            ended = true
            pending.append(.ended)
        default:
            break
        }
    }

    /// The pipeline holds its first frame: goes where the owner asked meanwhile (one more
    /// preroll), then plays if asked to.
    private func prerollDone() {
        guard pipeline != nil else { return }
        if let start = pendingSeek {
            pendingSeek = nil
            // The flush drops the held preroll frame; the seek's own is published.
            bridge.holdsFrames.store(false, ordering: .releasing)
            seek(from: start)
            return
        }
        (prerolled, awaitingPreroll) = (true, false)
        if wantsPlaying && currentState() != GST_STATE_PLAYING { setState(GST_STATE_PLAYING) }
    }

    /// Tracks whether frames flow, and says `started` and `paused` for the owner's requests
    /// (not for the pause a seek makes on the way).
    private func stateChanged(to new: GstState) {
        playing = new == GST_STATE_PLAYING
        if playing && announceStart {
            announceStart = false
            let size = frames.frameSize
            pending.append(.started(width: size.width, height: size.height))
        } else if !playing && announcePause {
            announcePause = false
            pending.append(.paused)
        }
    }

    /// A pass of the clip begins on the sink: after the first, the clip looped.
    private func passBegan() {
        passes += 1
        if passes > 1 { pending.append(.looped) }
    }

    /// The clip ended while looping without gapless playback: seeks to its start, unless
    /// the file is gone (which a seek in the open file would not notice).
    private func restart() {
        if let path, access(path, F_OK) != 0 {
            fail(.removed(location: path))
            return
        }
        seek(from: .zero)
        pending.append(.looped)
    }

    /// Seeks to the frame at `start` (not the keyframe before it), at the current rate.
    private func seek(from start: TimeSpan) {
        guard let pipeline else { return }
        _ = gst_element_seek(pipeline, rateValue, GST_FORMAT_TIME,
                             GstSeekFlags(rawValue: GST_SEEK_FLAG_FLUSH.rawValue | GST_SEEK_FLAG_ACCURATE.rawValue),
                             GST_SEEK_TYPE_SET, gint64(max(0, start.nanoseconds)), GST_SEEK_TYPE_NONE, -1)
    }

    /// A decoder is missing: for the picture, the video cannot play (said now, with the
    /// package to install, before playbin's own less helpful error); for the sound alone, the
    /// picture plays silent.
    private func noteMissingPlugin(_ message: UnsafeMutablePointer<GstMessage>) {
        let description = GStreamerRuntime.takeString(gst_missing_plugin_message_get_description(message)) ?? "an unknown format"
        let detail = GStreamerRuntime.takeString(gst_missing_plugin_message_get_installer_detail(message)) ?? ""
        // The detail's last field names what is missing: "decoder-video/x-h264, level=..."
        let wanted = detail.split(separator: "|").last.map(String.init) ?? ""
        let mediaType = String(wanted.drop { $0 != "-" }.dropFirst().prefix { $0 != "," })
        if wanted.hasPrefix("decoder-audio/") { return }
        fail(.missingPlugin(description: description, package: VideoFailure.debianPackage(decoding: mediaType)))
    }

    private func failure(for error: UnsafeMutablePointer<GError>?) -> VideoFailure {
        let domain = error?.pointee.domain ?? 0
        let code = error?.pointee.code ?? 0
        let message = GStreamerRuntime.takeMessage(error)
        if domain == gst_resource_error_quark()
            && [GST_RESOURCE_ERROR_NOT_FOUND.rawValue, GST_RESOURCE_ERROR_OPEN_READ.rawValue].contains(UInt32(code)) {
            // An open file stays readable after its removal: a loop's reopening is where
            // the removal shows.
            if passes > 0, let path, access(path, F_OK) != 0 { return .removed(location: path) }
            return .unreadable(location: location, message: message)
        }
        if domain == gst_stream_error_quark() && [GST_STREAM_ERROR_TYPE_NOT_FOUND, GST_STREAM_ERROR_WRONG_TYPE,
                                                   GST_STREAM_ERROR_DECODE, GST_STREAM_ERROR_DEMUX,
                                                   GST_STREAM_ERROR_FORMAT].map(\.rawValue).contains(UInt32(code)) {
            return .unplayable(message: message)
        }
        return .gstreamer(message: message)
    }

    /// Reports `failure` once and stops the pipeline (its threads idle); the owner keeps the
    /// last frame or its poster.
    private func fail(_ failure: VideoFailure) {
        guard !failed else { return }
        failed = true
        pending.append(.failed(failure))
        if let pipeline { _ = gst_element_set_state(pipeline, GST_STATE_NULL) }
        playing = false
    }

    /// Takes the pipeline to PAUSED for its first frame, watched like a stall (and at the
    /// rate asked for, which takes a seek).
    private func startPreroll() {
        if rateValue != 1 && pendingSeek == nil { pendingSeek = .zero }
        awaitingPreroll = true
        setState(GST_STATE_PAUSED)
    }

    /// Asks the pipeline for `state`; a failure comes as an error message (deliverPending).
    private func setState(_ state: GstState) {
        guard let pipeline else { return }
        _ = gst_element_set_state(pipeline, state)
    }

    private func currentState() -> GstState {
        guard let pipeline else { return GST_STATE_NULL }
        var state = GST_STATE_NULL
        _ = gst_element_get_state(pipeline, &state, nil, 0)
        return state
    }

    /// playbin with the appsink as its video sink, audio off when muted.
    private func makePipeline(muted: Bool) -> Result<OpaquePointer, VideoFailure> {
        guard let playbin = gst_element_factory_make("playbin", nil) else {
            return .failure(.missingPlugin(description: "playbin", package: "gstreamer1.0-plugins-base"))
        }
        guard let sink = gst_element_factory_make("appsink", nil) else {
            gst_object_unref(UnsafeMutableRawPointer(playbin))
            return .failure(.missingPlugin(description: "appsink", package: "gstreamer1.0-plugins-base"))
        }
        let sinkObject = UnsafeMutableRawPointer(sink)
        // BGRA rather than BGRx: the same XRGB8888 bytes on little-endian, but with the unused
        // top byte set to 0xFF, which a compositor may carry into what it composes (weston's
        // pixman renderer does: its screenshots then read the video as transparent).
        let caps = gst_caps_from_string("video/x-raw,format=BGRA")
        tactile_gst_set_object(sinkObject, "caps", UnsafeMutableRawPointer(caps))
        caps.map { gst_mini_object_unref(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GstMiniObject.self)) }
        // The sink waits for each frame's time on the clock; a late frame is dropped rather
        // than queued, and it keeps no extra reference to the last one.
        tactile_gst_set_bool(sinkObject, "sync", 1)
        tactile_gst_set_uint(sinkObject, "max-buffers", 2)
        tactile_gst_set_bool(sinkObject, "drop", 1)
        tactile_gst_set_bool(sinkObject, "enable-last-sample", 0)
        bridge.attach(toSink: sink)

        let object = UnsafeMutableRawPointer(playbin)
        let uri = path.map { GStreamerRuntime.takeString(gst_filename_to_uri($0, nil)) ?? $0 } ?? location
        tactile_gst_set_string(object, "uri", uri)
        tactile_gst_set_object(object, "video-sink", sinkObject)
        tactile_gst_set_uint(object, "flags", tactile_gst_get_uint(object, "flags") & ~tactile_play_flag_text)
        tactile_gst_turn_off_direct_rendering(object)
        if loops { bridge.loop(playbin, uri: uri) }
        Self.setAudio(of: playbin, muted: muted)
        bridge.pipelineAddress.store(Int(bitPattern: UnsafeRawPointer(playbin)), ordering: .releasing)
        guard let bus = gst_element_get_bus(playbin) else {
            gst_object_unref(object)
            return .failure(.gstreamer(message: "playbin has no bus"))
        }
        bridge.attach(toBus: bus)
        gst_object_unref(UnsafeMutableRawPointer(bus))
        return .success(playbin)
    }
}

extension VideoPlayback {
    /// Turns playbin's audio streams (and its software volume) off or on: without them no
    /// audio is decoded; with them, it plays through GStreamer's default audio sink.
    fileprivate static func setAudio(of playbin: OpaquePointer, muted: Bool) {
        let object = UnsafeMutableRawPointer(playbin)
        let audio = tactile_play_flag_audio | tactile_play_flag_soft_volume
        let flags = tactile_gst_get_uint(object, "flags")
        tactile_gst_set_uint(object, "flags", muted ? flags & ~audio : flags | audio)
    }
}

/// Watches for frames that stop coming while the video plays.
private struct StallWatch {
    private var lastCount = -1
    private var lastChange: MonotonicTime?
    private var reported = false

    /// The time without a frame, once, when it reaches `timeout` while `playing`.
    mutating func check(playing: Bool, frames count: Int, now: MonotonicTime, timeout: TimeSpan) -> TimeSpan? {
        guard playing else {
            (lastChange, reported) = (nil, false)
            return nil
        }
        guard let since = lastChange, count == lastCount else {
            (lastCount, lastChange, reported) = (count, now, false)
            return nil
        }
        guard !reported, now - since >= timeout else { return nil }
        reported = true
        return now - since
    }
}
