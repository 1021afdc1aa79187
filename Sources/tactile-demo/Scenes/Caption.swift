import Tactile

/// A zone's caption: one short bold line in the look's text colour (`DemoScene.recolour`
/// gives it), 24 px high; at larger text (`followTextScale`), up to two lines in the room
/// they need. It takes no touches, so a drop on it goes to what lies below.
final class Caption: Label {
    /// A caption's height at the app's text size, in logical pixels: the margin the scenes
    /// keep above their zones.
    static let height = 24.0
    /// The caption's font size at the app's text size.
    private static let fontSize = 15.0

    /// The caption's height now: `Caption.height`, or at larger text room for two lines.
    private(set) var height = Caption.height

    /// A caption saying `text` in the window's language, in the dark look's text colour
    /// until a look is applied; a translation longer than the line is ellipsized.
    init(_ text: LocalizedString) {
        super.init(text: "", style: TextStyle(font: Font(size: Self.fontSize, isBold: true), color: DemoLook.dark.theme.colors.text,
                                              maximumLines: 1))
        localizedText = text
        isUserInteractionEnabled = false
        layout = LayoutParameters(width: .flexible(), height: .fixed(Self.height))
    }

    /// Takes the room the window's text scale needs: one line in 24 px at the app's size (a
    /// longer translation is ellipsized, as ever), two lines of 1.2 em each at a larger one,
    /// where a visitor who asked to read more easily gets the whole caption.
    func followTextScale(_ scale: Double) {
        height = scale > 1 ? (2 * 1.2 * Self.fontSize * scale).rounded(.up) : Self.height
        style.maximumLines = scale > 1 ? 2 : 1
        layout.height = .fixed(height)
    }
}

extension Stack {
    /// A column of `zone` under its caption `text`: the caption in the 24 px above it, the
    /// zone filling the rest. The column shares its row's width with its flexible siblings.
    /// The caption is the name of `named` (the zone itself when nil: a view inside it when the
    /// zone only holds the place that takes drops) for a visitor who cannot see it, and is
    /// not read again on its own.
    static func captioned(_ text: LocalizedString, _ zone: View, named: View? = nil) -> Stack {
        zone.layout = LayoutParameters(width: .flexible(), height: .flexible())
        let caption = Caption(text)
        caption.names(named ?? zone)
        let column = Stack(.vertical, [caption, zone])
        column.layout = LayoutParameters(width: .flexible(), height: .flexible())
        return column
    }

    /// The caption of a column made by `captioned`.
    var caption: Caption? { subviews.first as? Caption }

    /// A row of captioned columns filling its superview (a scene's root), 24 px apart and
    /// from the sides and the bottom; the captions fill the 24 px along the top, so each zone
    /// starts 24 px down as it did before it had a caption.
    static func board(_ columns: [View]) -> Stack {
        let row = Stack(.horizontal, spacing: 24, columns)
        row.padding = EdgeInsets(top: 0, left: 24, bottom: 24, right: 24)
        row.layout.fillsSuperview = true
        return row
    }
}

extension Label {
    /// Makes this caption `view`'s name for a visitor who cannot see it: the caption is then
    /// not read again on its own.
    func names(_ view: View) {
        view.accessibilityName = localizedText
        isAccessibilityHidden = true
    }
}

extension View {
    /// Gives every caption below this view the room text at `scale` needs.
    func fitCaptions(toTextScale scale: Double) {
        for subview in subviews {
            (subview as? Caption)?.followTextScale(scale)
            subview.fitCaptions(toTextScale: scale)
        }
    }

    /// Gives every caption below this view `colour`.
    func recolourCaptions(to colour: Color) {
        for subview in subviews {
            if let caption = subview as? Caption { caption.style.color = colour }
            subview.recolourCaptions(to: colour)
        }
    }
}
