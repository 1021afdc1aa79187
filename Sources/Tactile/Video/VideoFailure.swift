/// Why a video does not play, as one line for the app's log and the view's poster.
package enum VideoFailure: Error, Equatable, Sendable {
    /// The file (or URI) does not exist or cannot be opened.
    case unreadable(location: String, message: String)
    /// The file is not a video GStreamer can read: corrupt, truncated, or not a video.
    case unplayable(message: String)
    /// No installed plugin decodes the stream: `description` is GStreamer's name for the
    /// missing piece, `package` the Debian package that brings it.
    case missingPlugin(description: String, package: String)
    /// The file disappeared while the video looped.
    case removed(location: String)
    /// Any other error GStreamer reported.
    case gstreamer(message: String)

    /// The line: what went wrong, and what to do where something can be done.
    package var reason: String {
        switch self {
        case .unreadable(let location, let message): "cannot open \(location): \(message)"
        case .unplayable(let message): "not a video GStreamer can read (corrupt or truncated?): \(message)"
        case .missingPlugin(let description, let package): "no GStreamer plugin for \(description): install \(package)"
        case .removed(let location): "\(location) was removed while playing"
        case .gstreamer(let message): "GStreamer error: \(message)"
        }
    }

    /// The Debian package that brings a decoder or demuxer for `mediaType` (as GStreamer's
    /// installer detail names it, e.g. "video/x-h264"), in Debian 12's packaging.
    static func debianPackage(decoding mediaType: String) -> String {
        switch mediaType {
        case "video/x-vp8", "video/x-vp9", "video/x-matroska", "video/webm", "video/quicktime", "video/x-msvideo",
             "audio/x-flac", "image/jpeg", "image/png":
            "gstreamer1.0-plugins-good"
        case "audio/x-vorbis", "audio/x-opus", "video/x-theora", "application/ogg":
            "gstreamer1.0-plugins-base"
        case "video/x-av1":
            "gstreamer1.0-plugins-bad"
        default:
            // H.264, H.265, MPEG-2/4 Part 2, AAC and the rest come with FFmpeg's decoders.
            "gstreamer1.0-libav"
        }
    }
}
