import Testing
@testable import TactileCore

/// A German catalog with every construct a `.po` file has (`msgfmt --check` accepts it).
let germanCatalogText = #"""
    # German translations of the sorting scene.
    msgid ""
    msgstr ""
    "Project-Id-Version: Tactile\n"
    "Language: de\n"
    "Content-Type: text/plain; charset=UTF-8\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\n"

    #. Title of the drop zone that keeps tiles
    #: Sources/Demo/Sorting.swift:12
    msgid "Keep"
    msgstr "Behalten"

    #. A verb on a button
    msgctxt "verb"
    msgid "Open"
    msgstr "Öffnen"

    #, python-brace-format
    msgid "{count} tile in {zone}"
    msgid_plural "{count} tiles in {zone}"
    msgstr[0] "{count} Kachel in {zone}"
    msgstr[1] "{count} Kacheln "
    "in {zone}"

    msgid ""
    "Line one\n"
    "Line two"
    msgstr "Zeile eins\n\tZeile \"zwei\" \\ Ende"

    #, fuzzy
    msgid "Discard"
    msgstr "Verwerfen"

    msgid "Untranslated"
    msgstr ""

    #~ msgid "Gone"
    #~ msgstr "Weg"
    """#

/// `text` as a catalog named `file`.
func catalog(_ text: String, file: String = "de.po") throws(CatalogError) -> Catalog {
    try Catalog(parsing: Array(text.utf8), file: file)
}

/// Reading `.po` text: what a catalog holds, and one error with file and line for each kind of
/// malformed file.
@Suite struct LocalizationCatalogTests {
    @Test func aCatalogReadsEveryConstruct() throws {
        let german = try catalog(germanCatalogText)
        #expect(german.language == Language("de"))
        #expect(german.pluralRule?.count == 2)
        #expect(german.translations == [
            CatalogKey(context: nil, source: "Keep"): ["Behalten"],
            CatalogKey(context: "verb", source: "Open"): ["Öffnen"],
            CatalogKey(context: nil, source: "{count} tile in {zone}"): ["{count} Kachel in {zone}", "{count} Kacheln in {zone}"],
            CatalogKey(context: nil, source: "Line one\nLine two"): ["Zeile eins\n\tZeile \"zwei\" \\ Ende"],
        ])
        #expect(german.refusals.isEmpty)
    }

    /// Windows line ends, a byte order mark and a header without Plural-Forms (no plural
    /// entries) read as well.
    @Test func crlfBomAndNoPluralForms() throws {
        let text = "\u{FEFF}msgid \"\"\r\nmsgstr \"Language: fr\\n\"\r\n\r\nmsgid \"Keep\"\r\nmsgstr \"Garder\"\r\n"
        let french = try catalog(text, file: "fr.po")
        #expect(french.language == Language("fr") && french.pluralRule == nil)
        #expect(french.translations == [CatalogKey(context: nil, source: "Keep"): ["Garder"]])
    }

    /// Each malformed catalog gives one error: the file, the line and what is wrong.
    @Test func malformedCatalogsSayFileLineAndWhat() {
        let header = "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=n != 1;\\n\"\n\n"
        let cases: [(String, String)] = [
            ("msgid \"Keep\"\nmsgstr \"Behalten", "de.po:2: the string has no closing quote"),
            ("msgid \"Keep\"\nmsgstr \"a\\qb\"", "de.po:2: unknown escape '\\q' (a catalog's strings know \\n, \\t, \\\" and \\\\)"),
            ("msgid \"Keep\" x\nmsgstr \"\"", "de.po:1: text after the closing quote:  x"),
            ("msgid Keep\nmsgstr \"\"", "de.po:1: msgid must be followed by a string in quotes"),
            ("msgid \"Keep\"\nmsgstr \"a\"\n\"b", "de.po:3: the string has no closing quote"),
            ("\"stray\"\nmsgid \"Keep\"\nmsgstr \"\"", "de.po:1: a string outside an entry: a continuation line follows a keyword's string"),
            ("msgid \"Keep\"\nmsgid \"Drop\"\nmsgstr \"\"", "de.po:2: a second msgid (the msgid at line 1 has no msgstr)"),
            ("msgid \"Keep\"\n\nmsgctxt \"x\"\nmsgid \"Drop\"\nmsgstr \"\"", "de.po:3: msgctxt inside an entry (the entry at line 1 has no msgstr yet)"),
            ("msgid \"Keep\"\n# note\nmsgstr \"\"", "de.po:2: a comment inside an entry (the entry at line 1 has no msgstr yet)"),
            ("msgid \"Keep\"\nmsgstr \"a\"\n\nmsgid \"Drop\"\n", "de.po:4: msgid without msgstr at the end of the file"),
            ("msgctxt \"verb\"\n", "de.po:1: msgctxt without msgstr at the end of the file"),
            ("msgstr \"a\"", "de.po:1: msgstr must follow a msgid"),
            ("msgid \"Keep\"\nmsgstr \"a\"\nmsgstr \"b\"", "de.po:3: msgstr must follow a msgid"),
            ("msgid \"a\"\nmsgstr \"b\"\nmsgid_plural \"c\"", "de.po:3: msgid_plural must follow a msgid"),
            ("msgid \"a\"\nmsgid_plural \"b\"\nmsgstr \"c\"", "de.po:3: an entry with msgid_plural takes msgstr[0], msgstr[1], …, not msgstr"),
            ("msgid \"a\"\nmsgstr[0] \"c\"", "de.po:2: msgstr[0] without msgid_plural: an entry without plural forms takes msgstr"),
            ("msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[1] \"c\"", "de.po:3: msgstr[1] where msgstr[0] was expected"),
            ("msgid \"a\"\nmsgstr \"b\"\nmsgfoo \"c\"", "de.po:3: unknown keyword 'msgfoo'"),
            ("msgid \"Keep\"\nmsgstr \"a\"\n\nmsgid \"Keep\"\nmsgstr \"b\"", "de.po:4: a second entry for \"Keep\" (the first is at line 1)"),
            ("msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\nmsgstr[1] \"d\"", "de.po:1: a translated plural entry, but the header has no Plural-Forms"),
            (header + "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"", "de.po:4: 1 plural forms, but the header's Plural-Forms has nplurals=2"),
            ("msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Plural-Forms: nplurals=2; plural=n != ;\\n\"",
             "de.po:4: Plural-Forms: unexpected ';' at column 6 of the plural expression, expecting a value"),
            ("msgid \"\"\nmsgstr \"Plural-Forms: plural=n != 1;\\n\"", "de.po:2: Plural-Forms: expected nplurals=N, found \"plural=n != 1\""),
            ("msgid \"\"\nmsgstr \"Plural-Forms: nplurals=3\\n\"", "de.po:2: Plural-Forms: expected \"nplurals=N; plural=EXPRESSION;\""),
            ("msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=ISO-8859-1\\n\"",
             "de.po:3: charset=ISO-8859-1: catalogs are read as UTF-8 (save the file as UTF-8 and say charset=UTF-8)"),
        ]
        for (text, description) in cases {
            do {
                _ = try catalog(text)
                Issue.record("no error for \(text)")
            } catch {
                #expect(error.description == description, "\(text)")
            }
        }
    }

    /// Latin-1 bytes where UTF-8 is expected: the line of the first bad byte.
    @Test func textThatIsNotUTF8SaysItsLine() {
        let bytes = Array("msgid \"Keep\"\n".utf8) + Array("msgstr \"".utf8) + [0xE4] + Array("\"\n".utf8)
        #expect(throws: CatalogError(file: "de.po", line: 2, "not UTF-8 text: catalogs are read as UTF-8")) {
            try Catalog(parsing: bytes, file: "de.po")
        }
    }

    /// A translation whose placeholders differ from its source's is refused (with its file,
    /// line and source) and the rest of the catalog loads.
    @Test func placeholderMismatchesAreRefusedOneByOne() throws {
        let text = """
            msgid ""
            msgstr "Plural-Forms: nplurals=2; plural=n != 1;\\n"

            msgid "Moved to {zone}"
            msgstr "Nach {Zone} verschoben"

            msgid "{count} tile"
            msgid_plural "{count} tiles"
            msgstr[0] "{count} Kachel"
            msgstr[1] "Kacheln"

            msgid "Keep"
            msgstr "Behalte {zone}"

            msgid "Drop"
            msgstr "Ablegen"
            """
        let german = try catalog(text)
        #expect(german.translations == [CatalogKey(context: nil, source: "Drop"): ["Ablegen"]])
        #expect(german.refusals.map(\.description) == [
            "de.po:5: the translation of \"Moved to {zone}\" has {Zone} where the source has {zone} (msgstr): refused, the source string shows instead",
            "de.po:10: the translation of \"{count} tiles\" has no placeholders where the source has {count} (msgstr[1]): refused, the source string shows instead",
            "de.po:13: the translation of \"Keep\" has {zone} where the source has no placeholders (msgstr): refused, the source string shows instead",
        ])
    }

    /// Arabic's forms for exactly 0, 1 and 2 may leave out `{count}` ("one tile" needs no
    /// digit), the others may not; other placeholders are needed in every form.
    @Test func singleNumberFormsMayLeaveOutTheCount() throws {
        let text = """
            msgid ""
            msgstr "Plural-Forms: nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;\\n"

            msgid "{count} tile in {zone}"
            msgid_plural "{count} tiles in {zone}"
            msgstr[0] "لا بلاطات في {zone}"
            msgstr[1] "بلاطة واحدة في {zone}"
            msgstr[2] "بلاطتان في {zone}"
            msgstr[3] "{count} بلاطات في {zone}"
            msgstr[4] "{count} بلاطة في {zone}"
            msgstr[5] "{count} بلاطة في {zone}"

            msgid "{count} box"
            msgid_plural "{count} boxes"
            msgstr[0] "لا صناديق"
            msgstr[1] "صندوق واحد"
            msgstr[2] "صندوقان"
            msgstr[3] "صناديق"
            msgstr[4] "{count} صندوقًا"
            msgstr[5] "{count} صندوق"
            """
        let arabic = try catalog(text, file: "ar.po")
        #expect(arabic.translations.keys.map(\.source) == ["{count} tile in {zone}"])
        #expect(arabic.refusals.map(\.description) == [
            "ar.po:18: the translation of \"{count} boxes\" has no placeholders where the source has {count} (msgstr[3]): refused, the source string shows instead",
        ])
    }
}
