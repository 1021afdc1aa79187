import CGStreamer
import Synchronization

/// What GStreamer's threads may reach: the frame exchange, the queue of bus messages for the
/// main thread, and the owner's wake-up. The appsink's callbacks and the bus's sync handler
/// get it as their user data (retained once for each, released by GStreamer's destroy
/// notify), and touch nothing else.
///
/// Messages go through a queue of its own rather than staying on the bus: the bus's sync
/// handler runs before the bus queues the message, so a main thread woken from there could
/// pop the bus too early, find nothing, and wait for a wake-up that never comes. Queued here
/// first and then woken, the main thread always finds what it was woken for.
final class VideoSinkBridge: Sendable {
    /// Where frames go.
    let frames: VideoFrameExchange
    /// Wakes the main loop: a frame was published or a bus message waits.
    let wake: @Sendable () -> Void
    private let messages = Mutex<[QueuedMessage]>([])
    /// While true, decoded frames are not published: the pipeline is being rebuilt, and its
    /// first frame (the clip's start) would flash before the seek back to where it was.
    let holdsFrames = Atomic<Bool>(false)
    /// Whether a looping playbin is given its clip again as it reads the end (seamless, at
    /// rate 1 only: the next pass starts at the clip's own pace); when false it ends, and the
    /// main thread seeks back to the start.
    let gapless = Atomic<Bool>(true)

    /// The pipeline's address, set once it exists: its own state changes are kept for the
    /// main thread, its children's are dropped.
    let pipelineAddress = Atomic<Int>(0)

    /// The messages the main thread acts on; the rest (tags, QoS, the elements' own state
    /// changes, ...) are dropped where they are posted, so neither a wake-up nor a queued
    /// message is spent on them.
    private static let wanted: UInt32 = [GST_MESSAGE_EOS, GST_MESSAGE_ERROR, GST_MESSAGE_ELEMENT, GST_MESSAGE_ASYNC_DONE,
                                          GST_MESSAGE_CLOCK_LOST].reduce(0) { $0 | $1.rawValue }

    init(frames: VideoFrameExchange, wake: @escaping @Sendable () -> Void) {
        self.frames = frames
        self.wake = wake
    }

    /// Sends `appsink`'s samples (the prerolled first frame, then each frame as the clock
    /// reaches it) to the exchange, waking the main loop for each.
    func attach(toSink appsink: OpaquePointer) {
        var callbacks = GstAppSinkCallbacks()
        callbacks.new_preroll = { sink, data in
            VideoSinkBridge.from(data).deliver(gst_app_sink_pull_preroll(sink))
        }
        callbacks.new_sample = { sink, data in
            VideoSinkBridge.from(data).deliver(gst_app_sink_pull_sample(sink))
        }
        gst_app_sink_set_callbacks(appsink, &callbacks, Unmanaged.passRetained(self).toOpaque()) { data in
            data.map { Unmanaged<VideoSinkBridge>.fromOpaque($0).release() }
        }
    }

    /// Takes each message posted on `bus` that the main thread acts on into the queue
    /// (`takeMessages`), and wakes the main loop; drops the others.
    func attach(toBus bus: OpaquePointer) {
        gst_bus_set_sync_handler(bus, { _, message, data in
            let bridge = VideoSinkBridge.from(data)
            guard let message, bridge.wants(message) else { return GST_BUS_DROP }
            _ = gst_mini_object_ref(UnsafeMutableRawPointer(message).assumingMemoryBound(to: GstMiniObject.self))
            bridge.messages.withLock { $0.append(QueuedMessage(message: message)) }
            bridge.wake()
            return GST_BUS_DROP
        }, Unmanaged.passRetained(self).toOpaque()) { data in
            data.map { Unmanaged<VideoSinkBridge>.fromOpaque($0).release() }
        }
    }

    /// Makes `playbin` loop while `gapless`: when it has read the clip to its end, it is given
    /// the same `uri` again and plays it on without a gap (playbin's gapless playback: the
    /// next stream's first frame follows the last one on the running time).
    func loop(_ playbin: OpaquePointer, uri: String) {
        let next = Unmanaged.passRetained(NextURI(uri, bridge: self)).toOpaque()
        tactile_gst_on_about_to_finish(UnsafeMutableRawPointer(playbin), { playbin, data in
            guard let playbin, let data else { return }
            let next = Unmanaged<NextURI>.fromOpaque(data).takeUnretainedValue()
            if next.bridge.gapless.load(ordering: .acquiring) { tactile_gst_set_string(playbin, "uri", next.uri) }
        }, next) { data, _ in
            data.map { Unmanaged<NextURI>.fromOpaque($0).release() }
        }
    }

    /// Main thread: the messages queued since the last call, oldest first, each with a
    /// reference the caller releases.
    func takeMessages() -> [UnsafeMutablePointer<GstMessage>] {
        messages.withLock { queued in
            defer { queued.removeAll() }
            return queued.map(\.message)
        }
    }

    private func wants(_ message: UnsafeMutablePointer<GstMessage>) -> Bool {
        let type = message.pointee.type
        if type == GST_MESSAGE_STATE_CHANGED || type == GST_MESSAGE_STREAM_START {
            return tactile_gst_message_source(message).map { Int(bitPattern: UnsafeRawPointer($0)) } == pipelineAddress.load(ordering: .acquiring)
        }
        return type.rawValue & Self.wanted != 0
    }

    private func deliver(_ sample: OpaquePointer?) -> GstFlowReturn {
        guard let sample else { return GST_FLOW_EOS }
        defer { gst_mini_object_unref(UnsafeMutableRawPointer(sample).assumingMemoryBound(to: GstMiniObject.self)) }
        if !holdsFrames.load(ordering: .acquiring) && frames.receive(sample: sample) { wake() }
        return GST_FLOW_OK
    }

    private static func from(_ data: gpointer?) -> VideoSinkBridge {
        Unmanaged<VideoSinkBridge>.fromOpaque(data!).takeUnretainedValue()
    }
}

/// A bus message on its way from the thread that posted it to the main thread, which alone
/// reads it.
private struct QueuedMessage: @unchecked Sendable {
    let message: UnsafeMutablePointer<GstMessage>
}

/// The URI a looping playbin is given again at each end, read on its streaming thread, and
/// the bridge that says whether to.
private final class NextURI: Sendable {
    let uri: String
    let bridge: VideoSinkBridge

    init(_ uri: String, bridge: VideoSinkBridge) {
        self.uri = uri
        self.bridge = bridge
    }
}
