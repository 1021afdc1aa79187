/// The edges of a window a resize drags: one edge, or two adjacent ones for a corner.
///
/// The raw values are xdg-shell's, so that a combination's `rawValue` is exactly the
/// `xdg_toplevel.resize_edge` to send (`[.top, .left]` is 5, top_left; `[.bottom, .right]` is
/// 10, bottom_right).
package struct ResizeEdges: OptionSet, Hashable, Sendable {
    /// The bits: top 1, bottom 2, left 4, right 8.
    package let rawValue: UInt32

    /// Creates a set from xdg-shell's resize-edge bits.
    package init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The top edge.
    package static let top = ResizeEdges(rawValue: 1)
    /// The bottom edge.
    package static let bottom = ResizeEdges(rawValue: 2)
    /// The left edge.
    package static let left = ResizeEdges(rawValue: 4)
    /// The right edge.
    package static let right = ResizeEdges(rawValue: 8)
}
