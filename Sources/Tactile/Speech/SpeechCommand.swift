import CSpeechDispatcher

/// What the main loop asks the speech thread to do, in the order asked.
enum SpeechCommand: Sendable, Equatable {
    /// Say `text` at `priority` in `language`.
    case speak(text: String, priority: SpeechPriority, language: String)
    /// Say a typed character in `language`.
    case character(TypedCharacter, language: String)
    /// Stop what is said and drop what waits.
    case stop
    /// The loudness, -100...100 as SSIP has it.
    case volume(Int32)
    /// The rate, -100...100 as SSIP has it.
    case rate(Int32)

    /// Whether it says something (dropped while the server is away, and by a stop).
    var isUtterance: Bool {
        switch self {
        case .speak, .character: true
        case .stop, .volume, .rate: false
        }
    }
}

/// How a typed character goes to the server: by SSIP's `CHAR` (which names it: "space",
/// "capital A"), by `KEY` for the keys that are not characters, or as text for a character
/// longer than `CHAR` takes (libspeechd refuses more than 6 bytes: an emoji with modifiers).
enum TypedCharacter: Sendable, Equatable {
    /// `CHAR` with this argument.
    case character(String)
    /// `KEY` with this SSIP key name.
    case key(String)
    /// `SPEAK` with this text.
    case text(String)

    /// `character` as the server takes it; nil for a control character that has no name.
    init?(_ character: Character) {
        switch character {
        case " ": self = .character("space")
        case "\n", "\r\n", "\r": self = .key("enter")
        case "\t": self = .key("tab")
        default:
            let text = String(character)
            guard !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
            self = text.utf8.count > 6 ? .text(text) : .character(text)
        }
    }
}

extension SpeechPriority {
    /// The SSIP priority of the same name.
    var ssip: SPDPriority {
        switch self {
        case .important: SPD_IMPORTANT
        case .text: SPD_TEXT
        case .message: SPD_MESSAGE
        }
    }
}

/// A level from 0...1 (volume, rate) as SSIP's -100...100, 0.5 giving 0.
func ssipLevel(_ level: Double) -> Int32 {
    Int32((min(max(level, 0), 1) * 200 - 100).rounded())
}
