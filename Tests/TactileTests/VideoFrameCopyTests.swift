import CGStreamer
import Dispatch
@testable import Tactile
import TactileCore
import Testing

extension VideoTests {
    /// The streaming thread's copy of a decoded frame into a slot, on a sample made by hand.
    @Suite struct VideoFrameCopyTests {
        /// A padded 1080p frame (stride wider than its rows, as decoders often give) arrives row
        /// for row, the padding left out; the time a copy takes is printed.
        @Test func strideIsHonouredAndThe1080pCopyIsTimed() throws {
            let (width, height, stride) = (1920, 1080, 1920 * 4 + 256)
            let sample = try #require(makeSample(width: width, height: height, stride: stride))
            defer { gst_mini_object_unref(UnsafeMutableRawPointer(sample).assumingMemoryBound(to: GstMiniObject.self)) }
            let exchange = VideoFrameExchange()
            let copies = 30
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<copies {
                #expect(exchange.receive(sample: sample))
                if let frame = exchange.takeLatest() { exchange.release(frame.pixels) }
            }
            let perFrame = Double(DispatchTime.now().uptimeNanoseconds - start) / Double(copies) / 1e6
            print("video copy: \(perFrame) ms per 1920x1080 BGRx frame (stride \(stride)) into shared memory")
            #expect(exchange.receive(sample: sample))
            let frame = try #require(exchange.takeLatest())
            let pixels = frame.pixels.pixels.bindMemory(to: UInt32.self, capacity: width * height)
            for (x, y) in [(0, 0), (1919, 0), (0, 1079), (1919, 1079), (960, 540)] {
                #expect(pixels[y * width + x] == UInt32(y << 12 | x), "pixel \(x), \(y)")
            }
            #expect(frame.streamTime == .milliseconds(40))
        }
    }
}

/// A BGRx sample whose pixel (x, y) holds y << 12 | x, rows `stride` bytes apart with video
/// metadata saying so, its time 40 ms.
private func makeSample(width: Int, height: Int, stride: Int) -> OpaquePointer? {
    _ = GStreamerRuntime.start()
    guard let buffer = gst_buffer_new_allocate(nil, gsize(stride * height), nil) else { return nil }
    var map = GstMapInfo()
    guard gst_buffer_map(buffer, &map, GST_MAP_WRITE) != 0, let bytes = map.data else { return nil }
    for y in 0..<height {
        let row = UnsafeMutableRawPointer(bytes + y * stride).bindMemory(to: UInt32.self, capacity: stride / 4)
        for x in 0..<(stride / 4) { row[x] = x < width ? UInt32(y << 12 | x) : 0xdead_beef }
    }
    gst_buffer_unmap(buffer, &map)
    tactile_gst_buffer_set_timing(buffer, 40_000_000, 40_000_000)
    guard tactile_gst_add_bgrx_video_meta(buffer, guint(width), guint(height), gint(stride)) != 0,
          let caps = gst_caps_from_string("video/x-raw,format=BGRx,width=\(width),height=\(height)") else { return nil }
    defer {
        gst_mini_object_unref(UnsafeMutableRawPointer(caps).assumingMemoryBound(to: GstMiniObject.self))
        gst_mini_object_unref(UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: GstMiniObject.self))
    }
    return gst_sample_new(buffer, caps, nil, nil)
}
