import Foundation

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

    /// JSONDecoder says only "not valid JSON"; JSONSerialization says where (as a character
    /// offset), which becomes a line and column.
    private static func syntaxProblem(in bytes: [UInt8]) -> String {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0a || $0 == 0x0d || $0 == 0x09 }) { return "the document is empty" }
        do {
            _ = try JSONSerialization.jsonObject(with: Data(bytes))
            return "not valid JSON"
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "not valid JSON"
            let words = detail.split(separator: " ")
            guard let marker = words.firstIndex(of: "character"), marker + 1 < words.count,
                  let offset = Int(words[marker + 1].trimmingCharacters(in: .punctuationCharacters)) else {
                return "invalid JSON (\(sentence(detail)))"
            }
            var line = 1, column = 1
            for byte in bytes.prefix(offset) {
                if byte == 0x0a { line += 1; column = 1 } else if byte & 0xc0 != 0x80 { column += 1 }
            }
            return "line \(line), column \(column): invalid JSON (\(sentence(detail)))"
        }
    }
}
