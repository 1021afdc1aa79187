import Tactile

/// A zone's caption: one short bold line in the look's text colour (`DemoScene.recolour`
/// gives it), 24 px high. It takes no touches, so a drop on it goes to what lies below.
final class Caption: Label {
    /// A caption's height, in logical pixels: the margin the scenes keep above their zones.
    static let height = 24.0

    /// A caption saying `text` in the window's language, in the dark look's text colour
    /// until a look is applied; a translation longer than the line is ellipsized.
    init(_ text: LocalizedString) {
        super.init(text: "", style: TextStyle(font: Font(size: 15, isBold: true), color: DemoLook.dark.theme.colors.text,
                                              maximumLines: 1))
        localizedText = text
        isUserInteractionEnabled = false
        layout = LayoutParameters(width: .flexible(), height: .fixed(Self.height))
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
    /// Gives every caption below this view `colour`.
    func recolourCaptions(to colour: Color) {
        for subview in subviews {
            if let caption = subview as? Caption { caption.style.color = colour }
            subview.recolourCaptions(to: colour)
        }
    }
}
