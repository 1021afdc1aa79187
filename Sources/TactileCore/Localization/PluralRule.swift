/// A catalog's plural rule: gettext's `Plural-Forms: nplurals=N; plural=EXPR;`, where EXPR is
/// a C expression of `n` that gives the index of the plural form to use.
///
/// The expression is parsed once, by this type's own small parser, into a tree that is
/// evaluated without any interpreter: the operators gettext allows (`?:`, `||`, `&&`, `==`,
/// `!=`, `<`, `<=`, `>`, `>=`, `+`, `-`, `*`, `/`, `%`, `!`, parentheses), the variable `n` and
/// decimal numbers. Arithmetic is unsigned and wraps, as gettext's `unsigned long` does, and a
/// division by zero gives 0 rather than a trap.
package struct PluralRule: Sendable, Equatable {
    /// How many forms a translation has (`nplurals`).
    package let count: Int
    /// The forms the rule picks for one number only among 0...1000 (Arabic's forms for 0, 1
    /// and 2): their translations may leave the number out.
    package let formsForOneNumber: Set<Int>
    /// The expression.
    private let expression: PluralExpression

    /// The longest expression read: CLDR's longest rules are under 200 characters.
    static let maximumLength = 1000

    /// English's rule, which the source strings follow: one form for 1, another for the rest.
    package static let source = try! PluralRule(forms: 2, expression: "n != 1")

    /// The rule with `forms` forms and `expression`; throws a message (without file and line)
    /// when the expression does not parse or gives an index outside `0..<forms` for some n in
    /// 0...1000.
    package init(forms: Int, expression text: String) throws(PluralRuleError) {
        guard (1...6).contains(forms) else { throw PluralRuleError("nplurals=\(forms): a language has 1 to 6 plural forms") }
        guard text.utf8.count <= Self.maximumLength else {
            throw PluralRuleError("the plural expression is longer than \(Self.maximumLength) characters")
        }
        var parser = PluralExpressionParser(text)
        expression = try parser.parseWhole()
        count = forms
        var numbersPerForm = [Int](repeating: 0, count: forms)
        for n in UInt64(0)...1000 {
            let index = expression.value(n)
            guard index < UInt64(forms) else {
                throw PluralRuleError("plural=\(text) gives form \(index) for n = \(n), but nplurals=\(forms)")
            }
            numbersPerForm[Int(index)] += 1
        }
        formsForOneNumber = Set(numbersPerForm.indices.filter { numbersPerForm[$0] == 1 })
    }

    /// The index of the form for `number` (its magnitude: a count of -3 reads as 3).
    package func form(for number: Int) -> Int {
        let index = expression.value(UInt64(number.magnitude))
        // Checked for 0...1000 at load; beyond, an index out of range falls back to the first
        // form, as gettext does.
        return index < UInt64(count) ? Int(index) : 0
    }
}

/// Why a plural rule was refused.
package struct PluralRuleError: Error, Equatable {
    /// What is wrong: "unexpected ')' at column 7".
    package let message: String

    init(_ message: String) { self.message = message }
}

/// A parsed plural expression.
indirect enum PluralExpression: Sendable, Equatable {
    /// `n`.
    case variable
    /// A decimal number.
    case number(UInt64)
    /// `!operand`.
    case not(PluralExpression)
    /// `left operator right`.
    case binary(PluralOperator, PluralExpression, PluralExpression)
    /// `condition ? then : otherwise`.
    case conditional(PluralExpression, PluralExpression, PluralExpression)

    /// The value for `n`, with C's truth values (0 false, 1 true).
    func value(_ n: UInt64) -> UInt64 {
        switch self {
        case .variable: return n
        case .number(let value): return value
        case .not(let operand): return operand.value(n) == 0 ? 1 : 0
        case .conditional(let condition, let then, let otherwise):
            return condition.value(n) != 0 ? then.value(n) : otherwise.value(n)
        case .binary(let op, let left, let right):
            let a = left.value(n)
            // && and || evaluate their right side only when needed, as in C.
            switch op {
            case .and: return a != 0 && right.value(n) != 0 ? 1 : 0
            case .or: return a != 0 || right.value(n) != 0 ? 1 : 0
            default: return op.apply(a, right.value(n))
            }
        }
    }
}

/// The binary operators of a plural expression, by C's precedence, loosest first.
enum PluralOperator: String, Sendable, CaseIterable {
    case or = "||", and = "&&"
    case equal = "==", notEqual = "!="
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case plus = "+", minus = "-"
    case times = "*", divided = "/", remainder = "%"

    /// The precedence level: a higher one binds tighter.
    var level: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .equal, .notEqual: 3
        case .less, .lessOrEqual, .greater, .greaterOrEqual: 4
        case .plus, .minus: 5
        case .times, .divided, .remainder: 6
        }
    }

    /// The operator applied to two values (not for && and ||, which short-circuit).
    func apply(_ a: UInt64, _ b: UInt64) -> UInt64 {
        switch self {
        case .or, .and: preconditionFailure("&& and || short-circuit in PluralExpression.value")
        case .equal: a == b ? 1 : 0
        case .notEqual: a != b ? 1 : 0
        case .less: a < b ? 1 : 0
        case .lessOrEqual: a <= b ? 1 : 0
        case .greater: a > b ? 1 : 0
        case .greaterOrEqual: a >= b ? 1 : 0
        case .plus: a &+ b
        case .minus: a &- b
        case .times: a &* b
        case .divided: b == 0 ? 0 : a / b
        case .remainder: b == 0 ? 0 : a % b
        }
    }
}
