import Foundation
import TactileCore

/// Numbers, prices, dates and times written the way a language writes them, by Foundation's
/// formatters (ICU's data): its digits, decimal and grouping separators, and where the
/// currency goes.
///
/// ```swift
/// Language("de").format(price: 7.5, currency: "EUR")   // "7,50 €"
/// Language("fr").format(number: 1234.5, fractionDigits: 1)  // "1 234,5"
/// ```
///
/// Each call makes its formatter: format when a value or the language changes, not per frame.
extension Language {
    /// The locale of this language's formats.
    private var locale: Locale { Locale(identifier: code) }

    /// `number` with `fractionDigits` digits after the decimal separator (rounded half to
    /// even) and the language's grouping: "1.234" in German, "1 234" in French.
    public func format(number: Double, fractionDigits: Int = 0) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = fractionDigits
        formatter.maximumFractionDigits = fractionDigits
        return formatter.string(from: NSNumber(value: number)) ?? String(number)
    }

    /// `price` in `currency` (an ISO 4217 code: "EUR", "USD", "ILS"), with the currency's
    /// symbol where the language puts it and the currency's number of decimals: "7,50 €" in
    /// German, "€7.50" in English.
    public func format(price: Double, currency: String) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        return formatter.string(from: NSNumber(value: price)) ?? "\(price) \(currency)"
    }

    /// The time of day of `time` in `timeZone` (the system's by default), hours and minutes
    /// as the language writes them: "14:05" in German, "2:05 PM" in English.
    public func format(time: Date, timeZone: TimeZone = .current) -> String {
        dateFormatter(timeZone: timeZone, date: .none, time: .short).string(from: time)
    }

    /// The day of `date` in `timeZone` (the system's by default), in the language's medium
    /// style: "29.11.2026" in German, "Nov 29, 2026" in English.
    public func format(date: Date, timeZone: TimeZone = .current) -> String {
        dateFormatter(timeZone: timeZone, date: .medium, time: .none).string(from: date)
    }

    private func dateFormatter(timeZone: TimeZone, date: DateFormatter.Style, time: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }
}
