/// How an image is fitted into a view's bounds.
public enum ContentMode: Hashable, Sendable {
    /// Stretched to the bounds, ignoring its aspect ratio.
    case scaleToFill
    /// As large as fits entirely, centred, aspect ratio kept.
    case aspectFit
    /// As small as covers the bounds entirely, centred, aspect ratio kept (the rest is clipped).
    case aspectFill
    /// At its natural size, centred.
    case center
}

/// A view showing an image fitted to its bounds.
open class ImageView: View {
    /// The image shown; nil shows nothing but the background.
    public var image: Image? {
        didSet { if image !== oldValue { setNeedsDisplay(); invalidateIntrinsicSize() } }
    }
    /// How the image is fitted into the bounds.
    public var contentMode: ContentMode = .aspectFit {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }

    /// Creates an image view at `frame` (superview space).
    public init(frame: Rect = .zero, image: Image? = nil) {
        self.image = image
        super.init(frame: frame)
    }

    /// The image's natural size in logical pixels (its pixels at its own scale); zero
    /// without an image.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        image?.size ?? .zero
    }

    /// Where the image lands in the bounds space under `contentMode`.
    package var imageRect: Rect {
        guard let image, image.size.width > 0, image.size.height > 0 else { return .zero }
        let size = image.size
        let fitScale = min(bounds.width / size.width, bounds.height / size.height)
        let fillScale = max(bounds.width / size.width, bounds.height / size.height)
        let drawn: Size
        switch contentMode {
        case .scaleToFill: return bounds
        case .aspectFit: drawn = Size(width: size.width * fitScale, height: size.height * fitScale)
        case .aspectFill: drawn = Size(width: size.width * fillScale, height: size.height * fillScale)
        case .center: drawn = size
        }
        return Rect(x: bounds.midX - drawn.width / 2, y: bounds.midY - drawn.height / 2, width: drawn.width, height: drawn.height)
    }

    /// Draws the image into `imageRect`.
    open override func draw(in context: DrawingContext, rect: Rect) {
        guard let image else { return }
        context.draw(image, in: imageRect)
    }
}
