import TactileCore

/// Why data another client offered (or asked for) did not arrive whole: each is a clean
/// refusal, reported with a debug line, never a stuck or blocked loop.
public enum DataTransferError: Error, Equatable, CustomStringConvertible {
    /// Nothing is offered: the selection is empty, or the offer is gone.
    case nothingOffered
    /// The offer lacks every type that was asked for.
    case typeNotOffered([String])
    /// The source sent more than `limit` bytes.
    case tooLarge(limit: Int)
    /// The source did not finish (close its end of the pipe) within `timeout`.
    case timedOut(TimeSpan)
    /// Text arrived that is not valid UTF-8.
    case invalidText
    /// A system call failed (`call`, with the reason).
    case system(call: String, reason: String)

    /// What happened, for logs and refusal messages.
    public var description: String {
        switch self {
        case .nothingOffered: return "nothing is offered"
        case .typeNotOffered(let types): return "none of \(types.joined(separator: ", ")) is offered"
        case .tooLarge(let limit): return "the data exceeds the limit of \(limit) bytes"
        case .timedOut(let timeout): return "the source did not finish within \(timeout)"
        case .invalidText: return "the text is not valid UTF-8"
        case .system(let call, let reason): return "\(call) failed: \(reason)"
        }
    }
}
