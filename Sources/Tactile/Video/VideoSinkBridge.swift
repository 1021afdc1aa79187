import CGStreamer

/// What GStreamer's threads may reach: the frame exchange, and the owner's wake-up. The
/// appsink's callbacks and the bus's sync handler get it as their user data (retained once
/// for each, released by GStreamer's destroy notify), and touch nothing else.
final class VideoSinkBridge: Sendable {
    /// Where frames go.
    let frames: VideoFrameExchange
    /// Wakes the main loop: a frame was published or a bus message waits.
    let wake: @Sendable () -> Void

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

    /// Wakes the main loop for each message posted on `bus`, leaving the message queued for
    /// the main thread's `gst_bus_pop`.
    func attach(toBus bus: OpaquePointer) {
        gst_bus_set_sync_handler(bus, { _, _, data in
            VideoSinkBridge.from(data).wake()
            return GST_BUS_PASS
        }, Unmanaged.passRetained(self).toOpaque()) { data in
            data.map { Unmanaged<VideoSinkBridge>.fromOpaque($0).release() }
        }
    }

    private func deliver(_ sample: OpaquePointer?) -> GstFlowReturn {
        guard let sample else { return GST_FLOW_EOS }
        defer { gst_mini_object_unref(UnsafeMutableRawPointer(sample).assumingMemoryBound(to: GstMiniObject.self)) }
        if frames.receive(sample: sample) { wake() }
        return GST_FLOW_OK
    }

    private static func from(_ data: gpointer?) -> VideoSinkBridge {
        Unmanaged<VideoSinkBridge>.fromOpaque(data!).takeUnretainedValue()
    }
}
