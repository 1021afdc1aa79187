/// A bar that fills from the left as work progresses (`progress` from 0 to 1), in the theme's
/// track and accent colours. It takes no touches and no focus.
public final class ProgressView: Control {
    /// The fraction done, kept within 0…1.
    public var progress: Double {
        didSet {
            let kept = min(max(progress.isNaN ? 0 : progress, 0), 1)
            if kept != progress { progress = kept; return }
            if progress != oldValue { setNeedsDisplay() }
        }
    }

    /// The bar's thickness in logical pixels, centred in the bounds.
    public static let barThickness = 8.0

    /// Creates a bar at `frame` (superview space) showing `progress`.
    public init(frame: Rect = .zero, progress: Double = 0) {
        self.progress = min(max(progress.isNaN ? 0 : progress, 0), 1)
        super.init(frame: frame)
        isUserInteractionEnabled = false
        touchRecognizer.isEnabled = false
    }

    override var acceptsFocus: Bool { false }

    /// As wide as offered (200 px when offered any width), as high as the bar.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width.isFinite ? max(proposal.width, 0) : 200, height: Self.barThickness)
    }

    /// Only the colours change a bar.
    override func looksDifferent(from old: Theme, to new: Theme) -> Bool { old.colors != new.colors }

    /// Draws the track and its filled part.
    public override func draw(in context: DrawingContext, rect: Rect) {
        let colors = effectiveTheme.colors, thickness = Self.barThickness
        let bar = Rect(x: bounds.minX, y: bounds.midY - thickness / 2, width: bounds.width, height: thickness)
        context.fillRoundedRect(bar, cornerRadius: thickness / 2, color: colors.track)
        guard progress > 0 else { return }
        let filled = Rect(x: bar.minX, y: bar.minY, width: max(bar.width * progress, thickness), height: thickness)
        context.fillRoundedRect(filled, cornerRadius: thickness / 2, color: isEnabled ? colors.accent : colors.onDisabled)
    }
}
