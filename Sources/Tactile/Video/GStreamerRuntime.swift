import CGStreamer
import Synchronization

/// GStreamer's one-time set-up for the process, done by the first video that needs it.
enum GStreamerRuntime {
    private static let outcome = Mutex<Result<Void, VideoFailure>?>(nil)

    /// Initializes GStreamer (and its plugin-installer helpers) once; later calls return the
    /// first call's outcome.
    static func start() -> Result<Void, VideoFailure> {
        outcome.withLock { outcome in
            if let outcome { return outcome }
            var error: UnsafeMutablePointer<GError>?
            let result: Result<Void, VideoFailure>
            if gst_init_check(nil, nil, &error) != 0 {
                gst_pb_utils_init()
                result = .success(())
            } else {
                result = .failure(.gstreamer(message: "GStreamer did not start: \(takeMessage(error))"))
            }
            outcome = result
            return result
        }
    }

    /// The text of a GLib error, which it frees.
    static func takeMessage(_ error: UnsafeMutablePointer<GError>?) -> String {
        guard let error else { return "no reason given" }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? "no reason given"
    }

    /// A string GLib allocated, which it frees.
    static func takeString(_ text: UnsafeMutablePointer<gchar>?) -> String? {
        guard let text else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}
