import CGStreamer
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

extension VideoFrameExchange {
    /// Streaming thread: copies the BGRx frame of `sample` (a `GstSample` from the appsink)
    /// into a free slot, row by row as the buffer's strides lay it out, and publishes it.
    /// False when the frame was dropped: every slot busy, or a buffer that does not hold
    /// the frame its caps describe.
    func receive(sample: OpaquePointer) -> Bool {
        guard let caps = gst_sample_get_caps(sample), let buffer = gst_sample_get_buffer(sample),
              let structure = gst_caps_get_structure(caps, 0) else { return false }
        var width: gint = 0
        var height: gint = 0
        guard gst_structure_get_int(structure, "width", &width) != 0, gst_structure_get_int(structure, "height", &height) != 0,
              width > 0, height > 0 else { return false }
        var map = GstMapInfo()
        guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { return false }
        defer { gst_buffer_unmap(buffer, &map) }
        var offset = 0
        var stride: gint = width * 4
        _ = tactile_gst_video_plane(buffer, &offset, &stride)
        let rowBytes = Int(width) * 4
        guard let source = map.data, stride >= rowBytes,
              offset + Int(stride) * (Int(height) - 1) + rowBytes <= map.size else { return false }
        guard let pixels = beginWrite(width: Int(width), height: Int(height)) else { return false }
        if Int(stride) == pixels.stride {
            memcpy(pixels.pixels, source + offset, pixels.stride * Int(height))
        } else {
            for row in 0..<Int(height) {
                memcpy(pixels.pixels + row * pixels.stride, source + offset + row * Int(stride), rowBytes)
            }
        }
        let presentation = tactile_gst_buffer_pts(buffer)
        let running = gst_sample_get_segment(sample).map { gst_segment_to_running_time($0, GST_FORMAT_TIME, presentation) }
        publish(pixels, streamTime: Self.span(presentation), runningTime: Self.span(running ?? tactile_gst_clock_time_none))
        return true
    }

    /// A GStreamer clock time as a span (zero for "none").
    private static func span(_ time: GstClockTime) -> TimeSpan {
        time == tactile_gst_clock_time_none ? .zero : TimeSpan(nanoseconds: Int64(time))
    }
}
