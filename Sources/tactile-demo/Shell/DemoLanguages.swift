import Tactile

/// The languages the demo ships catalogs for, and where it reads them.
enum DemoLanguages {
    /// The languages the settings scene offers, in its row's order, each named in its own
    /// language (a visitor looks for their language's name as they write it).
    static let shipped: [(language: Language, name: String)] = [
        (Language("en"), "English"), (Language("de"), "Deutsch"), (Language("fr"), "Français"),
        (Language("ar"), "العربية"), (Language("he"), "עברית"), (Language("el"), "Ελληνικά"),
    ]

    /// The catalogs in the source tree, next to the demo's code: right when the demo runs
    /// from the repository (`.ci/demo`, the tests). A deployed demo passes `--translations`.
    static let sourceDirectory: String = {
        // This file is Sources/tactile-demo/Shell/DemoLanguages.swift.
        let parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        return (parts.dropLast(2) + ["Localizations"]).joined(separator: "/")
    }()

    /// The catalogs in `directory`, their numbers written in each language's digits; each
    /// problem with them (a malformed catalog, a missing translation) is one line for `log`
    /// (by default on standard error), and never stops the demo.
    static func translations(directory: String,
                             log: @escaping (String) -> Void = { printError(TranslationProblem(description: $0)) }) -> Translations {
        let translations = Translations(directory: directory, log: log)
        translations.formatInteger = { number, language in language.format(number: Double(number)) }
        return translations
    }

    /// The shipped language with `code`, or an error listing the shipped ones.
    static func language(code: String) throws -> Language {
        let language = Language(code)
        guard shipped.contains(where: { $0.language == language }) else {
            throw UnknownLanguage(code: code)
        }
        return language
    }

    /// The codes and names of the shipped languages: `en (English), de (Deutsch), …`.
    static var list: String {
        shipped.map { "\($0.language.code) (\($0.name))" }.joined(separator: ", ")
    }
}

/// `--language` named a language the demo has no catalog for.
struct UnknownLanguage: Error, CustomStringConvertible {
    /// The code as given.
    let code: String

    var description: String { "unknown language \(code); choose one of \(DemoLanguages.list)" }
}

/// A catalog problem, as `Translations` words it.
private struct TranslationProblem: Error, CustomStringConvertible {
    let description: String
}
