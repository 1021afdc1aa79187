/// Finds the first syntax error in a JSON document (RFC 8259), for messages that say where it
/// is: JSONDecoder says only that the data is not valid JSON.
enum JSONSyntax {
    /// A syntax error: what is wrong, at which line and column (1-based; columns count
    /// characters, not bytes).
    struct Problem: Equatable {
        let line: Int
        let column: Int
        let reason: String
    }

    /// The first syntax error in `bytes`, nil when the document is valid JSON.
    static func firstProblem(in bytes: [UInt8]) -> Problem? {
        var scanner = Scanner(bytes: bytes)
        do throws(Failure) {
            scanner.skipWhitespace()
            try scanner.value(depth: 0)
            scanner.skipWhitespace()
            if scanner.index < bytes.count { throw scanner.problem("text after the end of the document") }
            return nil
        } catch {
            return error.problem
        }
    }

    /// The thrown form of a problem.
    private struct Failure: Error {
        let problem: Problem
    }

    /// A recursive-descent reader that only checks: it keeps nothing of what it reads.
    private struct Scanner {
        /// Nesting beyond this is refused rather than risking the stack on a hostile file.
        static let maximumDepth = 512
        let bytes: [UInt8]
        var index = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// A problem at the current byte.
        func problem(_ reason: String) -> Failure {
            var line = 1, column = 1
            for byte in bytes[..<min(index, bytes.count)] {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xc0 != 0x80 { column += 1 }
            }
            return Failure(problem: Problem(line: line, column: column, reason: reason))
        }

        /// The problem of the byte at the current place: the end, or a character not expected.
        func unexpected(_ expected: String) -> Failure {
            guard index < bytes.count else { return problem("the document ends where \(expected) should be") }
            let byte = bytes[index]
            let shown = byte >= 0x20 && byte < 0x7f ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
            return problem("\(shown) where \(expected) should be")
        }

        mutating func skipWhitespace() {
            while index < bytes.count, [0x20, 0x0a, 0x0d, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws(Failure) {
            guard index < bytes.count else { throw unexpected("a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"): try container(depth: depth, close: UInt8(ascii: "}"), isObject: true)
            case UInt8(ascii: "["): try container(depth: depth, close: UInt8(ascii: "]"), isObject: false)
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default: throw unexpected("a value")
            }
        }

        /// An object or array from its opening bracket to `close`.
        mutating func container(depth: Int, close: UInt8, isObject: Bool) throws(Failure) {
            guard depth < Self.maximumDepth else { throw problem("nested more than \(Self.maximumDepth) deep") }
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == close { index += 1; return }
            while true {
                if isObject {
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw unexpected("a key in quotes") }
                    try string()
                    skipWhitespace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw unexpected("':'") }
                    index += 1
                    skipWhitespace()
                }
                try value(depth: depth + 1)
                skipWhitespace()
                guard index < bytes.count else { throw unexpected("',' or '\(Character(Unicode.Scalar(close)))'") }
                if bytes[index] == close { index += 1; return }
                guard bytes[index] == UInt8(ascii: ",") else { throw unexpected("',' or '\(Character(Unicode.Scalar(close)))'") }
                index += 1
                skipWhitespace()
            }
        }

        mutating func string() throws(Failure) {
            index += 1  // The opening quote.
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index += 1
                    return
                case UInt8(ascii: "\\"):
                    index += 1
                    guard index < bytes.count else { throw problem("the document ends inside a string") }
                    if bytes[index] == UInt8(ascii: "u") {
                        for _ in 0..<4 {
                            index += 1
                            guard index < bytes.count, isHexDigit(bytes[index]) else { throw problem("\\u not followed by four hex digits") }
                        }
                    } else if !Array("\"\\/bfnrt".utf8).contains(bytes[index]) {
                        throw problem("unknown escape in a string")
                    }
                    index += 1
                case ..<0x20:
                    throw problem("a control character inside a string (a line break must be written \\n)")
                default:
                    index += 1
                }
            }
            throw problem("the document ends inside a string")
        }

        mutating func number() throws(Failure) {
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            // A leading zero stands alone ("01" is not a number).
            if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                guard digits() > 0 else { throw unexpected("a digit") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw unexpected("a digit after '.'") }
            }
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw unexpected("a digit of the exponent") }
            }
        }

        /// Skips decimal digits; returns how many.
        mutating func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - start
        }

        mutating func literal(_ word: String) throws(Failure) {
            for byte in word.utf8 {
                guard index < bytes.count, bytes[index] == byte else { throw unexpected("'\(word)'") }
                index += 1
            }
        }

        func isHexDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
        }
    }
}
