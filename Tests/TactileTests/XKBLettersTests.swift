import Tactile
import Testing

/// The on-screen keyboard's letters read from the system's xkeyboard-config data
/// (/usr/share/X11/xkb/symbols, Debian 12's xkb-data 2.35.1). Each expected row was written
/// from the symbols file's main block (AD01–AD12, AC01–AC11, AB01–AB10) at levels 1 and 2,
/// keeping the keys whose first level is a letter.
@Suite struct XKBLettersTests {
    /// The three rows of letters, unshifted.
    private func rows(_ arrangement: LetterArrangement) -> [String] { arrangement.rows.map { $0.map(\.text).joined() } }
    /// The three rows of letters with shift.
    private func shifted(_ arrangement: LetterArrangement) -> [String] { arrangement.rows.map { $0.map(\.shifted).joined() } }

    /// Latin layouts: symbols/us; de, es and it over latin(type4); fr, pl and cz over latin.
    /// Punctuation keys are left out (us [ ] ; ' , . /, de + , . -, fr $ , ; : !), dead keys
    /// too (fr's circumflex, es's grave and acute); letters on punctuation positions stay
    /// (de ü ö ä, fr ù, es ñ, it è ò à, cz ú ů). Polish's default layout has US letters (its
    /// own are on the third level, a long press here).
    @Test(arguments: [
        ("us", ["qwertyuiop", "asdfghjkl", "zxcvbnm"]),
        ("de", ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"]),
        ("fr", ["azertyuiop", "qsdfghjklmù", "wxcvbn"]),
        ("es", ["qwertyuiop", "asdfghjklñ", "zxcvbnm"]),
        ("it", ["qwertyuiopè", "asdfghjklòà", "zxcvbnm"]),
        ("pl", ["qwertyuiop", "asdfghjkl", "zxcvbnm"]),
        ("cz", ["qwertzuiopú", "asdfghjklů", "yxcvbnm"]),
    ])
    func latinLayoutsHaveTheirLetterRows(layout: String, expected: [String]) throws {
        let arrangement = try LetterArrangement(xkbLayout: layout)
        #expect(arrangement.name == layout)
        #expect(rows(arrangement) == expected)
        // Shift gives the upper case, also where the key's second level is something else
        // (it è/é ò/ç à/°, fr ù/%, cz ú// ů/").
        #expect(shifted(arrangement) == expected.map { $0.uppercased() })
    }

    /// Greek (gr(bare)): AD01 is ; and AC10 the dead acute, both left out; shift is the upper
    /// case (final sigma too gives Σ). Russian (ru(common)): 12, 11 and 9 letters, AB10's
    /// full stop left out.
    @Test func greekAndRussianHaveTheirScriptsLetters() throws {
        let greek = try LetterArrangement(xkbLayout: "gr")
        #expect(rows(greek) == ["ςερτυθιοπ", "ασδφγηξκλ", "ζχψωβνμ"])
        #expect(shifted(greek) == ["ΣΕΡΤΥΘΙΟΠ", "ΑΣΔΦΓΗΞΚΛ", "ΖΧΨΩΒΝΜ"])
        let russian = try LetterArrangement(xkbLayout: "ru")
        #expect(rows(russian) == ["йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"])
        #expect(shifted(russian) == ["ЙЦУКЕНГШЩЗХЪ", "ФЫВАПРОЛДЖЭ", "ЯЧСМИТЬБЮ"])
    }

    /// Arabic (symbols/ara): every key of the block is a letter, in the physical keys' left
    /// to right order (ض at AD01, the top left). Shift gives the second level where that is
    /// a letter or a mark (the harakat, hamza forms, lam-alef ligatures), else the letter
    /// itself (` ÷ × ؛ < > ] [ ـ ، / : " ~ } { ' , . ؟ are not; tatweel is no letter).
    @Test func arabicKeepsThePhysicalOrderAndShiftsToItsSecondLevel() throws {
        let arabic = try LetterArrangement(xkbLayout: "ara")
        #expect(rows(arabic) == ["ضصثقفغعهخحجد", "شسيبلاتنمكط", "ئءؤرﻻىةوزظ"])
        #expect(shifted(arabic) == [
            "\u{64E}\u{64B}\u{64F}\u{64C}\u{FEF9}\u{625}عهخحجد",
            "\u{650}\u{64D}يب\u{FEF7}\u{623}تنمكط",
            "ئ\u{652}ؤر\u{FEF5}\u{622}ةوزظ",
        ])
    }

    /// Hebrew (il(basic)): AD01 / and AD02 ', AC11 , and AB10 . are left out; the Latin
    /// capitals of the second level are not Hebrew's shift: a letter stays itself.
    @Test func hebrewKeepsItsLettersWithShift() throws {
        let hebrew = try LetterArrangement(xkbLayout: "il")
        #expect(rows(hebrew) == ["קראטוןםפ", "שדגכעיחלךף", "זסבהנמצתץ"])
        #expect(shifted(hebrew) == rows(hebrew))
    }

    /// Georgian (ge(basic)): its letters have capitals in Unicode but Georgian does not
    /// capitalise: shift gives the second level's Georgian letters (წ ჭ, რ ღ, ტ თ, ს შ, ჯ ჟ,
    /// ზ ძ, ც ჩ), not the Latin capitals of the other keys.
    @Test func georgianShiftsToItsSecondLevelsLetters() throws {
        let georgian = try LetterArrangement(language: "ka")
        #expect(rows(georgian) == ["ქწერტყუიოპ", "ასდფგჰჯკლ", "ზხცვბნმ"])
        #expect(shifted(georgian) == ["ქჭეღთყუიოპ", "აშდფგჰჟკლ", "ძხჩვბნმ"])
    }

    /// A language picks its layout and names the arrangement; its accents are its own.
    @Test func aLanguagePicksItsLayout() throws {
        let pairs = [("en", "us"), ("de", "de"), ("fr", "fr"), ("es", "es"), ("it", "it"), ("pl", "pl"), ("cs", "cz"),
                     ("el", "gr"), ("ru", "ru"), ("ar", "ara"), ("he", "il")]
        for (language, layout) in pairs {
            let arrangement = try LetterArrangement(language: language)
            #expect(arrangement.name == language)
            #expect(arrangement.rows == (try LetterArrangement(xkbLayout: layout)).rows)
        }
        // A region picks the country's layout: French as typed in Switzerland is QWERTZ.
        #expect(rows(try LetterArrangement(language: "fr-CH")).first == "qwertzuiopè")
        #expect(try LetterArrangement(language: "pl").accents["z"] == "żź")
        #expect(try LetterArrangement(language: "el").accents["ι"] == "ίϊΐ")
    }

    /// The built-in QWERTY and QWERTZ are the us and de layouts' letters.
    @Test func theBuiltInArrangementsAreXKBsLetters() throws {
        #expect(try LetterArrangement(xkbLayout: "us").rows == LetterArrangement.qwerty.rows)
        #expect(try LetterArrangement(xkbLayout: "de").rows == LetterArrangement.qwertz.rows)
    }

    @Test func anUnknownLayoutOrLanguageIsAnError() {
        #expect(throws: KeyboardLayoutError.unknownLayout(layout: "xx", variant: "")) { try LetterArrangement(xkbLayout: "xx") }
        #expect(throws: KeyboardLayoutError.unknownLayout(layout: "de", variant: "nosuch")) {
            try LetterArrangement(xkbLayout: "de", variant: "nosuch")
        }
        #expect(throws: KeyboardLayoutError.unknownLayout(layout: "", variant: "")) { try LetterArrangement(xkbLayout: "") }
        #expect(throws: KeyboardLayoutError.unknownLanguage("ja")) { try LetterArrangement(language: "ja") }
        #expect("\(KeyboardLayoutError.unknownLayout(layout: "de", variant: "nosuch"))"
                == #"the XKB layout "de(nosuch)" is not in the system's xkeyboard-config data"#)
        #expect("\(KeyboardLayoutError.unknownLanguage("ja"))" == #"no keyboard layout for the language "ja""#)
    }

    /// A hardware keymap's layout name, descriptive (as xkb_keymap_layout_get_name gives
    /// it) or in RMLVO form, resolves through the system's rules list.
    @Test func hardwareLayoutNamesResolve() {
        let names = XKBLayoutNames()
        let resolved = ["English (US)", "German", "French (Switzerland)", "German (no dead keys)", "Greek", "Hebrew",
                        "de", "de(nodeadkeys)", "us,de", "DE", "", "no such"].map { names.resolve($0).map { "\($0.layout)/\($0.variant)" } }
        #expect(resolved == ["us/", "de/", "ch/fr", "de/nodeadkeys", "gr/", "il/", "de/", "de/nodeadkeys", "us/", "de/", nil, nil])
    }
}
