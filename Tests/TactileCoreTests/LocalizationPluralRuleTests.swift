import Testing
@testable import TactileCore

/// gettext plural expressions as the languages' catalogs ship them (the Plural-Forms lines of
/// Debian 12's glib20, gtk40 and Linux-PAM catalogs, which follow CLDR), evaluated for every
/// n in 0...120 and a few beyond.
@Suite struct LocalizationPluralRuleTests {
    /// The form index for n = 0...120, one digit each, as Python's gettext module computes it
    /// for the same expression.
    private func forms(_ rule: PluralRule) -> String {
        (0...120).map { String(rule.form(for: $0)) }.joined()
    }

    @Test func arabicHasSixForms() throws {
        let rule = try PluralRule(forms: 6, expression: "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;")
        #expect(forms(rule) == "01233333333" + String(repeating: "4", count: 89) + "55533333333" + String(repeating: "4", count: 10))
        // 0 zero, 1 one, 2 two, 3…10 few, 11…99 many, 100…102 other; again by n % 100 beyond.
        #expect([1000, 1001, 1002, 1003, 1011, 1111].map(rule.form) == [5, 5, 5, 3, 4, 4])
        #expect(rule.formsForOneNumber == [0, 1, 2])
    }

    @Test func polishHasThreeForms() throws {
        let rule = try PluralRule(forms: 3, expression: "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
        let tens = "22111222222211122222"
        #expect(forms(rule) == "20111222222222222222" + String(repeating: tens, count: 4) + "22111222222222222222" + "2")
        #expect([1002, 1012, 1022, 1001].map(rule.form) == [1, 2, 1, 2])
        #expect(rule.formsForOneNumber == [0])
    }

    @Test func russianHasThreeForms() throws {
        let rule = try PluralRule(forms: 3, expression: "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
        let tens = "20111222222011122222"
        #expect(forms(rule) == "20111222222222222222" + String(repeating: tens, count: 4) + "20111222222222222222" + "2")
        #expect([21, 101, 111, 1001, 1002, 1011].map(rule.form) == [0, 0, 2, 0, 1, 2])
        #expect(rule.formsForOneNumber.isEmpty)
    }

    @Test func czechHasThreeForms() throws {
        let rule = try PluralRule(forms: 3, expression: "(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;")
        #expect(forms(rule) == "20111" + String(repeating: "2", count: 116))
        #expect([22, 102].map(rule.form) == [2, 2])
    }

    @Test func frenchTakesTheSingularForZeroAndOne() throws {
        let rule = try PluralRule(forms: 2, expression: "n > 1;")
        #expect(forms(rule) == "00" + String(repeating: "1", count: 119))
    }

    @Test func germanAndEnglishTakeTheSingularForOneOnly() throws {
        let rule = try PluralRule(forms: 2, expression: "(n != 1);")
        #expect(forms(rule) == "10" + String(repeating: "1", count: 119))
        #expect(forms(PluralRule.source) == forms(rule))
    }

    @Test func hebrewHasFourForms() throws {
        let rule = try PluralRule(forms: 4, expression: "(n==1 ? 0 : n==2 ? 1 : n>10 && n%10==0 ? 2 : 3)")
        let tens = "23333333332333333333"
        #expect(forms(rule) == "30133333333333333333" + String(repeating: tens, count: 5) + "2")
        #expect(rule.formsForOneNumber == [0, 1])
    }

    /// A negative count picks the form of its magnitude; `/` and `%` by zero give 0.
    @Test func negativeCountsAndDivisionByZero() throws {
        let polish = try PluralRule(forms: 3, expression: "n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2")
        #expect([-1, -2, -5].map(polish.form) == [0, 1, 2])
        let odd = try PluralRule(forms: 2, expression: "n / 0 + n % 0 + !n * 0")
        #expect(odd.form(for: 7) == 0)
    }

    /// C's precedence: `*` before `+`, `+` before `<`, `<` before `==`, `==` before `&&`,
    /// `&&` before `||`, `||` before `?:`; `-` is left-associative; `?:` nests to the right.
    @Test func precedenceAndAssociativityAreCs() throws {
        #expect(try PluralRule(forms: 6, expression: "1 + 2 * 2").form(for: 0) == 5)
        #expect(try PluralRule(forms: 6, expression: "5 - 2 - 1").form(for: 0) == 2)
        #expect(try PluralRule(forms: 2, expression: "n < 2 == 1").form(for: 1) == 1)
        #expect(try PluralRule(forms: 2, expression: "n == 0 || n == 1 && 0").form(for: 0) == 1)
        let nested = try PluralRule(forms: 3, expression: "n ? n == 1 ? 0 : 1 : 2")
        #expect([0, 1, 5].map(nested.form) == [2, 0, 1])
        #expect(try PluralRule(forms: 2, expression: "!(n == 1)").form(for: 1) == 0)
    }

    /// Each expression that is not gettext's grammar, or whose value leaves 0..<nplurals, is
    /// refused with what is wrong and where.
    @Test func badExpressionsAreRefused() {
        let cases: [(Int, String, String)] = [
            (2, "n != ", "unexpected the end at column 6 of the plural expression, expecting a value"),
            (2, "(n != 1", "unexpected the end at column 8 of the plural expression, expecting ')'"),
            (2, "n != 1)", "unexpected ')' at column 7 of the plural expression"),
            (2, "n ? 1", "unexpected the end at column 6 of the plural expression, expecting ':'"),
            (2, "x != 1", "unexpected 'x != 1' at column 1 of the plural expression, expecting a value"),
            (2, "n = 1", "unexpected '= 1' at column 3 of the plural expression"),
            (2, "n != 1; n", "unexpected 'n' at column 9 of the plural expression"),
            (2, "n", "plural=n gives form 2 for n = 2, but nplurals=2"),
            (3, "n > 1 ? 3 : 0", "plural=n > 1 ? 3 : 0 gives form 3 for n = 2, but nplurals=3"),
            (0, "0", "nplurals=0: a language has 1 to 6 plural forms"),
            (2, "99999999999999999999999", "the number at column 1 is too large"),
            (2, String(repeating: "(", count: 40) + "n" + String(repeating: ")", count: 40),
             "the plural expression nests deeper than 32 levels at column 33"),
            (2, String(repeating: "n+", count: 600) + "0", "the plural expression is longer than 1000 characters"),
        ]
        for (count, expression, message) in cases {
            #expect(throws: PluralRuleError(message), "\(expression)") { try PluralRule(forms: count, expression: expression) }
        }
    }
}
