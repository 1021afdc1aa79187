/// Parses a plural expression (see ``PluralRule``) by recursive descent with precedence
/// climbing, refusing anything outside gettext's grammar with the column where it went wrong.
struct PluralExpressionParser {
    private let bytes: [UInt8]
    private var position = 0
    /// How deeply parentheses, `!` and `?:` nest at the current position.
    private var depth = 0

    /// The deepest nesting read: real rules nest three or four levels; the bound keeps the
    /// recursion far from the end of a thread's stack.
    static let maximumDepth = 32

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The whole text as one expression, with nothing after it but an optional `;`.
    mutating func parseWhole() throws(PluralRuleError) -> PluralExpression {
        let expression = try parseConditional()
        skipSpaces()
        if position < bytes.count && bytes[position] == UInt8(ascii: ";") { position += 1 }
        skipSpaces()
        guard position == bytes.count else { throw unexpected() }
        return expression
    }

    /// `binary` or `binary ? conditional : conditional`.
    private mutating func parseConditional() throws(PluralRuleError) -> PluralExpression {
        let condition = try parseBinary(above: 0)
        guard take("?") else { return condition }
        try enter()
        let then = try parseConditional()
        guard take(":") else { throw unexpected(expecting: "':'") }
        let otherwise = try parseConditional()
        depth -= 1
        return .conditional(condition, then, otherwise)
    }

    /// Operands joined by binary operators of a level above `level`, left-associative.
    private mutating func parseBinary(above level: Int) throws(PluralRuleError) -> PluralExpression {
        var left = try parseUnary()
        while let op = peekOperator(), op.level > level {
            position += op.rawValue.utf8.count
            let right = try parseBinary(above: op.level)
            left = .binary(op, left, right)
        }
        return left
    }

    /// `!unary`, `(conditional)`, `n` or a number.
    private mutating func parseUnary() throws(PluralRuleError) -> PluralExpression {
        skipSpaces()
        guard position < bytes.count else { throw unexpected(expecting: "a value") }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "!"):
            try enter()
            position += 1
            defer { depth -= 1 }
            return .not(try parseUnary())
        case UInt8(ascii: "("):
            try enter()
            position += 1
            let inner = try parseConditional()
            guard take(")") else { throw unexpected(expecting: "')'") }
            depth -= 1
            return inner
        case UInt8(ascii: "n"):
            position += 1
            return .variable
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = position
            var value: UInt64 = 0
            while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
                let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times.addingReportingOverflow(UInt64(bytes[position] - UInt8(ascii: "0")))
                guard !overflow1 && !overflow2 else { throw PluralRuleError("the number at column \(start + 1) is too large") }
                value = sum
                position += 1
            }
            return .number(value)
        default:
            throw unexpected(expecting: "a value")
        }
    }

    /// Counts one more level of nesting, refusing one too many.
    private mutating func enter() throws(PluralRuleError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw PluralRuleError("the plural expression nests deeper than \(Self.maximumDepth) levels at column \(position + 1)")
        }
    }

    /// The binary operators, longest first, so that `<=` is matched before `<`.
    private static let operatorsByLength = PluralOperator.allCases.sorted { $0.rawValue.utf8.count > $1.rawValue.utf8.count }

    /// The binary operator at the current position.
    private mutating func peekOperator() -> PluralOperator? {
        skipSpaces()
        return Self.operatorsByLength.first { isNext($0.rawValue) }
    }

    /// Consumes `token` after spaces when it comes next.
    private mutating func take(_ token: String) -> Bool {
        skipSpaces()
        guard isNext(token) else { return false }
        position += token.utf8.count
        return true
    }

    /// True when the bytes at the current position spell `token`.
    private func isNext(_ token: String) -> Bool {
        let token = Array(token.utf8)
        return position + token.count <= bytes.count && Array(bytes[position..<position + token.count]) == token
    }

    private mutating func skipSpaces() {
        while position < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(bytes[position]) {
            position += 1
        }
    }

    /// The error for what stands at the current position.
    private func unexpected(expecting expected: String? = nil) -> PluralRuleError {
        let found = position < bytes.count ? "'\(String(decoding: bytes[position...].prefix(12), as: UTF8.self))'" : "the end"
        return PluralRuleError("unexpected \(found) at column \(position + 1) of the plural expression" + (expected.map { ", expecting \($0)" } ?? ""))
    }
}
