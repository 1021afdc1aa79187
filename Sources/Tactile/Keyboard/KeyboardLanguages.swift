/// The XKB layout of each language's keyboard, as phones and desktops set it up for the
/// language, and the accents a long press offers on each layout's letters.
package enum KeyboardLanguages {
    /// The layout (and variant) by ISO 639-1 language code.
    private static let layouts: [String: (layout: String, variant: String)] = [
        "ar": ("ara", ""), "be": ("by", ""), "bg": ("bg", ""), "cs": ("cz", ""), "da": ("dk", ""), "de": ("de", ""),
        "el": ("gr", ""), "en": ("us", ""), "es": ("es", ""), "et": ("ee", ""), "fa": ("ir", ""), "fi": ("fi", ""),
        "fr": ("fr", ""), "he": ("il", ""), "hr": ("hr", ""), "hu": ("hu", ""), "hy": ("am", ""), "is": ("is", ""),
        "it": ("it", ""), "ka": ("ge", ""), "kk": ("kz", ""), "lt": ("lt", ""), "lv": ("lv", ""), "mk": ("mk", ""),
        "nb": ("no", ""), "nl": ("us", ""), "nn": ("no", ""), "no": ("no", ""), "pl": ("pl", ""), "pt": ("pt", ""),
        "ro": ("ro", ""), "ru": ("ru", ""), "sk": ("sk", ""), "sl": ("si", ""), "sq": ("al", ""), "sr": ("rs", ""),
        "sv": ("se", ""), "th": ("th", ""), "tr": ("tr", ""), "uk": ("ua", ""),
    ]

    /// Where a country's keyboard differs from the language's, by language-region.
    private static let regionalLayouts: [String: (layout: String, variant: String)] = [
        "de-at": ("at", ""), "de-ch": ("ch", ""), "en-gb": ("gb", ""), "fr-be": ("be", ""), "fr-ca": ("ca", ""),
        "fr-ch": ("ch", "fr"), "nl-be": ("be", ""), "pt-br": ("br", ""),
    ]

    /// Accents by layout, most common first in the language; a Latin layout not here offers
    /// `AccentVariants.latin`, others none of their own.
    private static let accents: [String: [Character: String]] = [
        "pl": ["a": "ą", "c": "ć", "e": "ę", "l": "ł", "n": "ń", "o": "ó", "s": "ś", "z": "żź"],
        "cz": ["a": "á", "c": "č", "d": "ď", "e": "ěé", "i": "í", "n": "ň", "o": "ó", "r": "ř", "s": "š", "t": "ť",
               "u": "ůú", "y": "ý", "z": "ž"],
        "fr": ["a": "àâæ", "c": "ç", "e": "éèêë", "i": "îï", "o": "ôœ", "u": "ùûü", "y": "ÿ"],
        "es": ["a": "á", "e": "é", "i": "í", "n": "ñ", "o": "ó", "u": "úü"],
        "it": ["a": "àá", "e": "èé", "i": "ìí", "o": "òó", "u": "ùú"],
        "gr": ["α": "ά", "ε": "έ", "η": "ή", "ι": "ίϊΐ", "ο": "ό", "υ": "ύϋΰ", "ω": "ώ"],
        "ru": ["е": "ё", "ь": "ъ"],
    ]

    /// The layout and variant for `language`, a language code with an optional region
    /// ("de", "fr-CA", "pt_BR"; upper or lower case); nil for a language without one.
    package static func layout(forLanguage language: String) -> (layout: String, variant: String)? {
        let code = language.lowercased().replacing("_", with: "-")
        let parts = code.split(separator: "-", maxSplits: 2)
        if parts.count > 1, let regional = regionalLayouts["\(parts[0])-\(parts[1])"] { return regional }
        return parts.first.flatMap { layouts[String($0)] }
    }

    /// The accents of `layout`'s letters.
    package static func accents(forLayout layout: String) -> [Character: String] {
        accents[layout] ?? AccentVariants.latin
    }
}
