/// A bar that fills from the reading end's start (the left, or the right when the window reads
/// right to left) as work progresses (`progress` from 0 to 1), in the theme's
/// track and accent colours; or, given an `indeterminateAnimator`, a segment sweeping across it
/// for work of unknown length. It takes no touches and no focus.
///
/// The sweep asks for frames only while the bar is drawn: the frame after the bar (or an
/// ancestor) is hidden, faded out or taken out of the window it stops, and the next time the
/// bar is drawn again it starts anew. A hidden sweeping bar costs no frames and no wake-ups.
public final class ProgressView: Control {
    /// The fraction done, kept within 0…1.
    public var progress: Double {
        didSet {
            let kept = min(max(progress.isNaN ? 0 : progress, 0), 1)
            if kept != progress { progress = kept; return }
            if progress != oldValue { setNeedsDisplay() }
        }
    }

    /// When set, the bar shows work of unknown length: a segment sweeping across the track
    /// every `sweepDuration`, animated on this animator (the window's). Nil shows `progress`.
    public var indeterminateAnimator: Animator? {
        didSet {
            guard indeterminateAnimator !== oldValue else { return }
            oldValue?.stop(self, \ProgressView.sweep)
            isSweeping = false
            setNeedsDisplay()
        }
    }
    /// How long the segment takes to cross the bar.
    public static let sweepDuration = TimeSpan.seconds(1.2)

    /// The bar's thickness in logical pixels, centred in the bounds.
    package static let barThickness = 8.0

    /// Where the sweeping segment is, from 0 (entering at the left) to 1 (gone at the right);
    /// mirrored when reading right to left.
    var sweep = 0.0 {
        didSet {
            guard sweep != oldValue else { return }
            if isShown { setNeedsDisplay() } else { indeterminateAnimator?.stop(self, \ProgressView.sweep) }
        }
    }
    /// Whether a sweep is under way (so that drawing starts one only when none is).
    private var isSweeping = false
    /// The root the bar was drawn under when the sweep started (the tree being rendered), by
    /// identity: a reference would keep it alive or, weak, slow down every retain of it.
    private var sweepRoot: ObjectIdentifier?

    /// Creates a bar at `frame` (superview space) showing `progress`.
    public init(frame: Rect = .zero, progress: Double = 0) {
        self.progress = min(max(progress.isNaN ? 0 : progress, 0), 1)
        super.init(frame: frame)
        isUserInteractionEnabled = false
        touchRecognizer.isEnabled = false
    }

    /// A progress bar whose value is spoken as a percentage.
    public override var defaultAccessibilityElement: AccessibilityElement? {
        AccessibilityElement(role: .progressBar, value: "\(Int((progress * 100).rounded()))%",
                             range: AccessibilityRange(value: progress, minimum: 0, maximum: 1))
    }

    /// A progress bar takes no keyboard focus.
    public override var acceptsFocus: Bool { false }

    /// As wide as offered (200 px when offered any width), as high as the bar.
    public override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width.isFinite ? max(proposal.width, 0) : 200, height: Self.barThickness)
    }

    /// Only the colours change a bar.
    public override func looksDifferent(from old: Theme, to new: Theme) -> Bool { old.colors != new.colors }

    /// True while the bar can be seen: it and its ancestors up to the root it was drawn under
    /// are shown and not faded out.
    private var isShown: Bool {
        var view: View? = self
        while let current = view {
            if current.isHidden || current.alpha < 0.01 { return false }
            if current.superview == nil { return ObjectIdentifier(current) == sweepRoot }
            view = current.superview
        }
        return false
    }

    /// Runs one sweep across the bar, then the next, for as long as the bar is shown.
    private func startSweep(on animator: Animator) {
        isSweeping = true
        sweep = 0
        animator.animate(duration: Self.sweepDuration, curve: .linear, [PropertyTarget(self, \ProgressView.sweep, to: 1)]) {
            [weak self] finished in
            guard let self else { return }
            self.isSweeping = false
            if finished && self.isShown && self.indeterminateAnimator === animator { self.startSweep(on: animator) }
        }
    }

    /// Draws the track and its filled part (or the sweeping segment, starting the sweep when
    /// none runs: drawing is what tells the bar it is on screen), both mirrored when reading
    /// right to left.
    public override func draw(in context: DrawingContext, rect: Rect) {
        let colors = effectiveTheme.colors, thickness = Self.barThickness
        let bar = Rect(x: bounds.minX, y: bounds.midY - thickness / 2, width: bounds.width, height: thickness)
        context.fillRoundedRect(bar, cornerRadius: thickness / 2, color: colors.track)
        if let animator = indeterminateAnimator {
            if !isSweeping { sweepRoot = ObjectIdentifier(root); startSweep(on: animator) }
            // A segment a third of the bar long, entering at the left and leaving at the right.
            let length = bar.width / 3, start = bar.minX - length + sweep * (bar.width + length)
            let segment = readingRect(Rect(x: start, y: bar.minY, width: length, height: thickness).intersection(bar))
            guard !segment.isEmpty else { return }
            context.fillRoundedRect(segment, cornerRadius: thickness / 2, color: colors.accent)
            return
        }
        guard progress > 0 else { return }
        let filled = readingRect(Rect(x: bar.minX, y: bar.minY, width: max(bar.width * progress, thickness), height: thickness))
        context.fillRoundedRect(filled, cornerRadius: thickness / 2, color: isEnabled ? colors.accent : colors.onDisabled)
    }
}
