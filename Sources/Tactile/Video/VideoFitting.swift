import TactileCore

/// Where a video frame lands in a view's bounds under a `ContentMode`, and which part of the
/// frame shows there: what the compositor is told (a viewport's source and destination) and
/// what the renderer draws when it draws the frame itself.
struct VideoFitting: Equatable {
    /// The frame's rectangle in the bounds' space, within the bounds.
    let destination: Rect
    /// The part of the frame shown there, in the frame's pixels.
    let source: Rect

    /// The fitting of a `frameWidth`×`frameHeight` frame into `bounds` (a frame pixel counts
    /// as a logical pixel for `.center`); nil when nothing of it shows.
    init?(frameWidth: Int, frameHeight: Int, bounds: Rect, mode: ContentMode) {
        guard frameWidth > 0, frameHeight > 0, !bounds.isEmpty else { return nil }
        let width = Double(frameWidth), height = Double(frameHeight)
        let drawn: Size
        switch mode {
        case .scaleToFill: drawn = bounds.size
        case .aspectFit:
            let scale = min(bounds.width / width, bounds.height / height)
            drawn = Size(width: width * scale, height: height * scale)
        case .aspectFill:
            let scale = max(bounds.width / width, bounds.height / height)
            drawn = Size(width: width * scale, height: height * scale)
        case .center: drawn = Size(width: width, height: height)
        }
        let whole = Rect(x: bounds.midX - drawn.width / 2, y: bounds.midY - drawn.height / 2, width: drawn.width, height: drawn.height)
        let shown = whole.intersection(bounds)
        guard !shown.isEmpty else { return nil }
        let perPixelX = width / whole.width, perPixelY = height / whole.height
        destination = shown
        source = Rect(x: (shown.minX - whole.minX) * perPixelX, y: (shown.minY - whole.minY) * perPixelY,
                      width: shown.width * perPixelX, height: shown.height * perPixelY)
    }
}
