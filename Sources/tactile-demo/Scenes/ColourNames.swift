import Tactile

/// The names of the colours the scenes' tiles and swatches show, in the window's language: a
/// tile that shows nothing but its colour is named by it for a visitor who cannot see it.
enum ColourNames {
    /// The colours the demo names, by `#rrggbb` (lower case, as `Color.hexString` writes it).
    static let byHex: [String: LocalizedString] = [
        "#e8505b": LocalizedString("Red", comment: "A tile's or swatch's name: its colour, spoken to a visitor who cannot see it"),
        "#f9a03f": LocalizedString("Orange", comment: "A tile's name: its colour, spoken to a visitor who cannot see it"),
        "#3caea3": LocalizedString("Green", comment: "A tile's or swatch's name: its colour, spoken to a visitor who cannot see it"),
        "#8e6cc9": LocalizedString("Violet", comment: "A tile's name: its colour, spoken to a visitor who cannot see it"),
        "#f6d55c": LocalizedString("Yellow", comment: "A tile's name: its colour, spoken to a visitor who cannot see it"),
        "#20639b": LocalizedString("Blue", comment: "A tile's or swatch's name: its colour, spoken to a visitor who cannot see it"),
        "#5a6270": LocalizedString("Grey", comment: "Colour scene: the target's colour before a tile gave it one, spoken"),
    ]

    /// The name of `hex` (`#rrggbb`), or for a colour without one (a pasted swatch's) its code.
    static func name(ofHex hex: String) -> LocalizedString {
        byHex[hex.lowercased()] ?? LocalizedString("Colour {code}", comment: "The name of a swatch pasted as a colour code; {code} is like #12ab34")
            .with(["code": .text(hex.lowercased())])
    }

    /// The name of `colour` (see `name(ofHex:)`); nil for no colour.
    static func name(of colour: Color?) -> LocalizedString? {
        colour.map { name(ofHex: $0.hexString) }
    }
}
