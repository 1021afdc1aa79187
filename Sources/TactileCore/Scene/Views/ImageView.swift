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
///
/// The picture is decoded off the main thread at the size it is shown (its rectangle in
/// buffer pixels, no larger than the image's own pixels but for SVG) and kept in the app's
/// cache of pictures: until it arrives the view shows `placeholderColor`, and then the picture
/// fades in over `fadeDuration` (at once while a finger drags or scrolls). One already decoded
/// at that size shows at once. An image
/// that cannot be shown keeps the placeholder (the event log says why, once). An animated GIF
/// or WebP plays its frames at their own delays while the view is on screen. A still picture
/// zoomed by the view's transform (or an ancestor's) is decoded again, larger, each time the
/// zoom doubles, up to the image's own pixels, and in tiles of the part in sight when that
/// picture would be large.
open class ImageView: View {
    /// The image shown; nil shows nothing but the background.
    public var image: Image? {
        didSet {
            guard image !== oldValue else { return }
            restartPicture()
            setNeedsDisplay()
            invalidateIntrinsicSize()
        }
    }
    /// How the image is fitted into the bounds.
    public var contentMode: ContentMode = .aspectFit {
        didSet { if contentMode != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the picture's rectangle while the picture is decoded, and for good when
    /// it cannot be shown; nil shows nothing there meanwhile. Rounded as the picture is.
    public var placeholderColor: Color? {
        didSet { if placeholderColor != oldValue { setNeedsDisplay() } }
    }
    /// When set, the picture is used as a mask painted in this colour (its own colours are
    /// ignored, its transparency kept): a one-colour icon, an SVG most often, then takes the
    /// colour of the theme or the state it shows. Nil shows the picture's own colours.
    public var tintColor: Color? {
        didSet { if tintColor != oldValue { setNeedsDisplay() } }
    }
    /// How long a picture that arrives after the placeholder was shown takes to fade in.
    public static let fadeDuration = TimeSpan.milliseconds(150)

    /// How far the picture has faded in over the placeholder, 0 to 1 (animated on the window's
    /// animator when it arrives).
    package internal(set) var fade = 1.0 {
        didSet { if fade != oldValue { setNeedsDisplay(shownRect) } }
    }
    /// The view drew its placeholder while the picture was being decoded: the picture fades
    /// in when it is drawn.
    private var waitsForPicture = false
    /// The frame of an animated image shown now.
    package private(set) var frameIndex = 0
    /// The timer that shows the next frame; nil when none is due (the view was not drawn since
    /// the last frame, or the image is still).
    private var frameTimer: (clock: InputClock, token: TimerToken)?

    /// Creates an image view at `frame` (superview space).
    public init(frame: Rect = .zero, image: Image? = nil) {
        self.image = image
        super.init(frame: frame)
    }

    deinit {
        if let frameTimer { frameTimer.clock.cancel(frameTimer.token) }
    }

    /// The image's natural size in logical pixels (its pixels at its own scale); zero
    /// without an image.
    /// A picture, named only by the app (`accessibilityName`): what it shows is not known.
    open override var defaultAccessibilityElement: AccessibilityElement? { AccessibilityElement(role: .image) }

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

    /// The part of the picture that shows: its rectangle within the bounds.
    package var shownRect: Rect { imageRect.intersection(bounds) }

    /// The pixel size the picture is decoded at for `scale` buffer pixels per logical pixel.
    package func decodedSize(scale: Double) -> (width: Int, height: Int)? {
        guard let image, !imageRect.isEmpty else { return nil }
        return image.decodedSize(for: imageRect.size, scale: scale)
    }

    /// Draws the placeholder or the picture (fading in, or its current frame) into
    /// `imageRect`, clipped to the bounds with the view's `cornerRadius`.
    open override func draw(in context: DrawingContext, rect: Rect) {
        guard let image else { return }
        let drawn = imageRect, shown = shownRect
        guard !shown.isEmpty else { return }
        guard let pictures = context as? PictureDrawing, let (width, height) = decodedSize(scale: pictures.bufferScale) else {
            context.draw(image, in: drawn)
            return
        }
        let level = Self.zoomLevel(currentScale: pictures.currentScale, bufferScale: pictures.bufferScale)
        if let zoomed = zoomedSize(level: level, base: (width, height), bufferScale: pictures.bufferScale) {
            drawZoomed(image, zoomed: zoomed, base: (width, height), pictures: pictures, in: context, drawn: drawn, shown: shown)
            return
        }
        let state = pictures.pictureState(of: image, width: width, height: height, for: self)
        guard case .ready(let frameCount) = state else {
            waitsForPicture = state == .pending
            fillPlaceholder(in: context, shown, alpha: 1)
            return
        }
        if waitsForPicture { startFade() }
        if fade < 1 { fillPlaceholder(in: context, shown, alpha: 1 - fade) }
        pictures.drawPicture(of: image, width: width, height: height, frame: frameIndex, in: drawn, clip: shown,
                             cornerRadius: cornerRadius, alpha: fade, tint: tintColor)
        if frameCount > 1 { scheduleNextFrame(after: pictures.frameDelay(of: image, width: width, height: height, frame: frameIndex),
                                              frameCount: frameCount) }
    }

    private func fillPlaceholder(in context: DrawingContext, _ shown: Rect, alpha: Double) {
        guard let placeholderColor, alpha > 0 else { return }
        context.fillRoundedRect(shown, cornerRadius: cornerRadius, color: placeholderColor.withAlpha(placeholderColor.alpha * alpha))
    }

    /// The picture arrived after the placeholder showed: it fades in on the window's animator
    /// (at once without one, or while a finger drags or scrolls: the fade's frames would
    /// delay the finger's).
    private func startFade() {
        waitsForPicture = false
        guard let environment = existingLayoutEnvironment, let animator = environment.animator, !environment.isInputInProgress() else {
            return
        }
        fade = 0
        animator.animate(duration: Self.fadeDuration, curve: .easeOut, [PropertyTarget(self, \ImageView.fade, to: 1)])
    }

    /// A new image: no frame timer, no fade, the first frame.
    private func restartPicture() {
        if let frameTimer { frameTimer.clock.cancel(frameTimer.token) }
        frameTimer = nil
        existingLayoutEnvironment?.animator?.stop(self, \ImageView.fade)
        fade = 1
        waitsForPicture = false
        frameIndex = 0
    }

    /// Arms the timer for the next frame, once per frame shown: a view that is not drawn
    /// again (off screen, its window not drawing) arms none, so costs no wake-ups.
    private func scheduleNextFrame(after delay: TimeSpan, frameCount: Int) {
        guard frameTimer == nil, let environment = existingLayoutEnvironment, environment.playsAnimatedImages,
              let clock = environment.clock else { return }
        let token = clock.schedule(after: delay) { [weak self] in self?.showNextFrame(of: frameCount) }
        frameTimer = (clock, token)
    }

    /// Moves on to the next frame and damages the picture's rectangle, unless the view left
    /// the screen or the screen is blanked: it then stays at its frame until drawn again.
    private func showNextFrame(of frameCount: Int) {
        frameTimer = nil
        guard let environment = existingLayoutEnvironment, environment.playsAnimatedImages, isShown(in: root) else { return }
        frameIndex = (frameIndex + 1) % frameCount
        setNeedsDisplay(shownRect)
    }
}
