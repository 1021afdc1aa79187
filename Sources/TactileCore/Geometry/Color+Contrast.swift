// How far apart two colours are for a reader, as WCAG 2 measures it: from each colour's
// relative luminance (its sRGB components made linear, weighted by how bright the eye finds
// red, green and blue), the ratio (lighter + 0.05) / (darker + 0.05), from 1 (the same) to 21
// (black and white). Text needs 4.5 for level AA and 7 for level AAA; a high-contrast theme
// is held to 7 for every text it draws.

extension Color {
    /// The relative luminance, 0 (black) … 1 (white), of the colour as if opaque.
    package var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            let value = min(max(component, 0), 1)
            return value <= 0.04045 ? value / 12.92 : _pow((value + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The contrast ratio of this colour against `other`, 1…21, both taken as opaque.
    package func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}
