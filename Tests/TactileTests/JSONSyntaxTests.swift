import Testing
@testable import Tactile

/// The syntax checker behind the state file's and the script's messages: it accepts what
/// RFC 8259 accepts and names the first place that breaks it.
@Suite struct JSONSyntaxTests {
    @Test(arguments: [
        "{}", "[]", " 0 ", "-0.5e+10", "\"\\u00e9\\n\"", "true", "null",
        "{\"a\": [1, 2.5, {\"b\": false}], \"c\": \"ünïcode\"}",
    ])
    func validDocumentsHaveNoProblem(_ text: String) {
        #expect(JSONSyntax.firstProblem(in: Array(text.utf8)) == nil)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "'}' where a key in quotes should be"),
        ("[1 2]", 1, 4, "'2' where ',' or ']' should be"),
        ("{\"é\": tru}", 1, 10, "'}' where 'true' should be"),
        ("[01]", 1, 3, "'1' where ',' or ']' should be"),
        ("[1.]", 1, 4, "']' where a digit after '.' should be"),
        ("\"a\nb\"", 1, 3, "a control character inside a string (a line break must be written \\n)"),
        ("\"\\x\"", 1, 3, "unknown escape in a string"),
        ("[\n  \"open", 2, 8, "the document ends inside a string"),
        ("{} {}", 1, 4, "text after the end of the document"),
    ])
    func problemsNameTheirLineColumnAndWhatWasExpected(_ text: String, line: Int, column: Int, reason: String) {
        #expect(JSONSyntax.firstProblem(in: Array(text.utf8)) == JSONSyntax.Problem(line: line, column: column, reason: reason))
    }

    @Test func nestingDeeperThanTheLimitIsAProblemNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        #expect(JSONSyntax.firstProblem(in: Array(text.utf8))?.reason == "nested more than 512 deep")
    }
}
