import FoundationEssentials

/// Why a JSON document (state file, offscreen script) could not be decoded, as one phrase
/// that names the place: "scenes.sorting.items[2].color: …" for a bad value, "line 3,
/// column 7: …" for broken syntax.
struct JSONProblem: Error, CustomStringConvertible {
    /// The phrase, without a trailing full stop.
    let description: String

    /// Describes `error`, thrown by `JSONDecoder` while decoding `bytes`.
    init(_ error: Error, decoding bytes: [UInt8]) {
        guard let decoding = error as? DecodingError else {
            description = String(describing: error)
            return
        }
        switch decoding {
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            description = "\(Self.path(context.codingPath)): \(Self.sentence(context.debugDescription))"
        case .keyNotFound(let key, let context):
            description = "\(Self.path(context.codingPath + [key])): missing"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            description = Self.syntaxProblem(in: bytes)
        case .dataCorrupted(let context):
            description = "\(Self.path(context.codingPath)): \(Self.sentence(context.debugDescription))"
        @unknown default:
            description = String(describing: decoding)
        }
    }

    /// "a.b[2].c" for a coding path.
    static func path(_ keys: [CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text.isEmpty ? "top level" : text
    }

    /// Foundation's message without its capital and full stop, to follow a colon.
    private static func sentence(_ message: String) -> String {
        var text = Substring(message)
        if text.hasSuffix(".") { text = text.dropLast() }
        guard let first = text.first else { return "invalid" }
        return first.lowercased() + text.dropFirst()
    }

    /// Where the syntax breaks: JSONDecoder says only that the data is not valid JSON.
    private static func syntaxProblem(in bytes: [UInt8]) -> String {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0a || $0 == 0x0d || $0 == 0x09 }) { return "the document is empty" }
        guard let problem = JSONSyntax.firstProblem(in: bytes) else { return "not valid JSON" }
        return "line \(problem.line), column \(problem.column): invalid JSON (\(problem.reason))"
    }
}
