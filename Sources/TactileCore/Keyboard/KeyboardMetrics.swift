/// Spacing of the on-screen keyboard, in logical pixels.
public struct KeyboardMetrics: Hashable, Sendable {
    /// Space between the keyboard's edges and its outer keys.
    public var padding: Double
    /// Space between two keys of a row.
    public var keyGap: Double
    /// Space between two rows.
    public var rowGap: Double
    /// The height a key is given when there is room: a row then takes this plus `rowGap`,
    /// comfortably above the ~48 px a fingertip needs (the touch goes to the nearest key, so
    /// the gaps count towards the target).
    public var preferredKeyHeight: Double
    /// The largest share of its container's height the keyboard takes; below the preferred
    /// height the rows shrink in proportion.
    public var maximumHeightFraction: Double

    /// Creates metrics; the defaults suit a finger on a 96-dpi-equivalent logical pixel.
    public init(padding: Double = 6, keyGap: Double = 6, rowGap: Double = 8, preferredKeyHeight: Double = 48,
                maximumHeightFraction: Double = 0.5) {
        self.padding = padding
        self.keyGap = keyGap
        self.rowGap = rowGap
        self.preferredKeyHeight = preferredKeyHeight
        self.maximumHeightFraction = maximumHeightFraction
    }

    /// The keyboard's height for `rows` rows in a container `containerHeight` tall.
    package func keyboardHeight(rows: Int, containerHeight: Double) -> Double {
        let preferred = 2 * padding + Double(rows) * (preferredKeyHeight + rowGap) - rowGap
        return min(preferred, max(containerHeight * maximumHeightFraction, 0))
    }
}
