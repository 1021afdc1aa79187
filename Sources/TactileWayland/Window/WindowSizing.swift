import TactileCore

/// The content size a window takes from a configure: the compositor's size less the title bar
/// Tactile draws (a configure gives the window geometry's size, title bar included), the
/// current or preferred size where it says 0 ("you choose"), no smaller than the frame's
/// minimum while Tactile frames the window, and within the buffer budget whatever the
/// compositor asks.
struct WindowSizing {
    /// The most buffer pixels on a side: Cairo's and pixman's images stop at 32,767, and no
    /// output is wider than 16K.
    static let maximumBufferSide = 16_384
    /// The most buffer pixels in one frame's buffer (a 64 MB buffer, three in the pool): a
    /// 5K output's 14.7 million fit; a configure beyond (a compositor bug, a 20000×20000 resize)
    /// gets a smaller window rather than an allocation that fails or takes the machine's memory.
    static let maximumBufferPixels = 1 << 24

    /// The size the compositor configured (0: the client's choice), in logical pixels.
    var configured: (width: Int, height: Int)
    /// The content's size now (0 × 0 before the first configure).
    var current: (width: Int, height: Int)
    /// The size the app asked for where the compositor lets it choose.
    var preferred: (width: Int, height: Int)
    /// The frame Tactile draws, when it draws one: its title bar is taken from the
    /// configured height, and its minimum content size applies unless `isMaximized`.
    var frame: WindowFrameMetrics?
    /// True when the compositor maximised the window, which must then take the size it is given.
    var isMaximized = false
    /// Buffer pixels per logical pixel.
    var scale: Double

    /// The content's size, in logical pixels: each side at least 1.
    var contentSize: (width: Int, height: Int) {
        let title = frame.map { Int($0.titleBarHeight) } ?? 0
        var width = configured.width > 0 ? configured.width : (current.width > 0 ? current.width : preferred.width)
        var height = configured.height > 0 ? configured.height - title : (current.height > 0 ? current.height : preferred.height)
        if let frame, !isMaximized {
            width = max(width, Int(frame.minimumContentSize.width))
            height = max(height, Int(frame.minimumContentSize.height))
        }
        let scale = max(scale, 1)
        let side = Int(Double(Self.maximumBufferSide) / scale)
        width = min(max(width, 1), side)
        height = min(max(height, 1), side)
        let pixels = Double(width) * Double(height) * scale * scale
        if pixels > Double(Self.maximumBufferPixels) {
            // Both sides shrink by the same factor: the window keeps the shape asked for.
            let factor = (Double(Self.maximumBufferPixels) / pixels).squareRoot()
            width = max(1, Int(Double(width) * factor))
            height = max(1, Int(Double(height) * factor))
        }
        return (width, height)
    }
}
