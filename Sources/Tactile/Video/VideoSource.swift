/// Where a `VideoView`'s clip comes from.
public enum VideoSource: Hashable, Sendable {
    /// A file on this machine, by its path (absolute, or relative to the working directory).
    case file(String)
    /// A URI GStreamer can open (`file:///…`, `http://…`, `rtsp://…`).
    case uri(String)

    /// What GStreamer is given: the path, or the URI.
    var location: String {
        switch self {
        case .file(let path): path
        case .uri(let uri): uri
        }
    }

    /// The name the event log gives the clip: the last part of its path or URI.
    public var name: String {
        let whole: String
        switch self {
        case .file(let path): whole = path
        case .uri(let uri): whole = uri
        }
        return whole.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? whole
    }
}
