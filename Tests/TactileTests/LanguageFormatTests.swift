import Foundation
import Tactile
import Testing

/// Numbers, prices, dates and times as each language writes them, from ICU's data on this
/// machine: the separators, the currency's place and the right-to-left marks ICU adds.
@Suite struct LanguageFormatTests {
    /// 2026-11-29 15:05 UTC.
    static let moment = Date(timeIntervalSince1970: 1_795_964_700)
    static let utc = TimeZone(identifier: "UTC")!

    @Test(arguments: [
        ("en", "1,234.5", "€7.50", "3:05\u{202F}PM", "Nov 29, 2026"),
        ("de", "1.234,5", "7,50\u{A0}€", "15:05", "29.11.2026"),
        ("fr", "1\u{202F}234,5", "7,50\u{A0}€", "15:05", "29 nov. 2026"),
        ("ar", "1,234.5", "\u{200F}7.50\u{A0}€", "3:05\u{A0}م", "29\u{200F}/11\u{200F}/2026"),
        ("he", "1,234.5", "\u{200F}7.50\u{A0}\u{200F}€", "15:05", "29 בנוב׳ 2026"),
        ("el", "1.234,5", "7,50\u{A0}€", "3:05\u{202F}μμ", "29 Νοε 2026"),
    ])
    func eachLanguageWritesItsWay(code: String, number: String, price: String, time: String, date: String) {
        let language = Language(code)
        #expect(language.format(number: 1234.5, fractionDigits: 1) == number)
        #expect(language.format(price: 7.5, currency: "EUR") == price)
        #expect(language.format(time: Self.moment, timeZone: Self.utc) == time)
        #expect(language.format(date: Self.moment, timeZone: Self.utc) == date)
    }

    @Test func wholeNumbersRoundAndGroup() {
        #expect(Language("de").format(number: 1_234_567) == "1.234.567")
        #expect(Language("en").format(number: 2.5) == "2")
        #expect(Language("fr").format(price: 1000, currency: "USD") == "1\u{202F}000,00\u{A0}$US")
    }
}
