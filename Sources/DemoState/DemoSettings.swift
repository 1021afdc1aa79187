import TactileCore

/// The choices the demo's `settings` scene makes, as the state file keeps them under
/// `"settings"`:
///
/// ```json
/// "settings": {"theme": "light", "tileSize": 130, "keyboard": "qwertz"}
/// ```
///
/// Every field is optional (a file written before settings existed has none). Unlike the
/// rest of the file, a bad value does not make the whole file unreadable: that one setting
/// takes its default and `problems` says why, so the arrangement is still restored.
package struct DemoSettings: Codable, Equatable, Sendable {
    /// The demo's look: the dark one it always had, or a light one.
    package enum Appearance: String, Codable, Sendable, CaseIterable {
        /// Dark scenes and home bar (the default).
        case dark
        /// Light scenes and home bar.
        case light
    }

    /// The letter arrangements the settings offer, as the settings scene shows them; the
    /// state file names them by `name`.
    package static let keyboards: [LetterArrangement] = [.qwerty, .qwertz, .azerty]

    /// The sizes a sorting tile may have, in logical pixels.
    package static let tileSizes: ClosedRange<Double> = 60...160

    /// The look of every scene and the home bar.
    package var appearance: Appearance
    /// The side of the sorting scene's tiles in logical pixels; nil: fitted to the window.
    package var tileSize: Double?
    /// The on-screen keyboard's letter order; nil: that of the hardware keyboard's layout.
    package var keyboard: LetterArrangement?
    /// What was wrong with the values read (one line each, naming the setting); empty for
    /// settings made in code or read without fault. Neither written nor compared.
    package var problems: [String] = []

    /// Creates settings; the defaults are the demo's look before it had settings.
    package init(appearance: Appearance = .dark, tileSize: Double? = nil, keyboard: LetterArrangement? = nil) {
        self.appearance = appearance
        self.tileSize = tileSize
        self.keyboard = keyboard
    }

    private enum CodingKeys: String, CodingKey {
        case theme, tileSize, keyboard
    }

    /// Decodes the settings, each bad value replaced by its default and noted in `problems`.
    package init(from decoder: Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.theme) {
            let text = try? container.decode(String.self, forKey: .theme)
            if let text, let appearance = Appearance(rawValue: text) {
                self.appearance = appearance
            } else {
                problems.append("settings.theme \(Self.shown(text)) is not \"dark\" or \"light\"; using dark")
            }
        }
        if container.contains(.tileSize), (try? container.decodeNil(forKey: .tileSize)) != true {
            let size = try? container.decode(Double.self, forKey: .tileSize)
            if let size, Self.tileSizes.contains(size) {
                tileSize = size
            } else {
                problems.append("settings.tileSize \(size.map { "\($0)" } ?? "(not a number)") is not a size from "
                                + "\(Int(Self.tileSizes.lowerBound)) to \(Int(Self.tileSizes.upperBound)); fitting the tiles to the window")
            }
        }
        if container.contains(.keyboard), (try? container.decodeNil(forKey: .keyboard)) != true {
            let text = try? container.decode(String.self, forKey: .keyboard)
            if let text, let arrangement = Self.keyboards.first(where: { $0.name == text }) {
                keyboard = arrangement
            } else {
                problems.append("settings.keyboard \(Self.shown(text)) is not \"qwerty\", \"qwertz\" or \"azerty\"; "
                                + "following the hardware keyboard")
            }
        }
    }

    /// Encodes the settings; the ones left to the defaults nil are left out.
    package func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(appearance.rawValue, forKey: .theme)
        try container.encodeIfPresent(tileSize, forKey: .tileSize)
        try container.encodeIfPresent(keyboard?.name, forKey: .keyboard)
    }

    /// Settings are equal when their values are, whatever was wrong with the file they came from.
    package static func == (lhs: DemoSettings, rhs: DemoSettings) -> Bool {
        lhs.appearance == rhs.appearance && lhs.tileSize == rhs.tileSize && lhs.keyboard == rhs.keyboard
    }

    /// A value read from the file, quoted, or a note that it was not text.
    private static func shown(_ text: String?) -> String {
        text.map { "\"\($0)\"" } ?? "(not text)"
    }
}
