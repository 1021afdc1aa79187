import Tactile

/// One photo over the whole photos scene, on black: fitted whole at first; two fingers
/// zoom it about the point between them (from fitted to four times its own pixels, see
/// `PhotoZoom`) and turn it, one or two move it, a double tap switches between fitted and
/// 100 % (its own pixels, one per buffer pixel) about the tapped point. The close button, or
/// a swipe down from the fitted photo, closes it (`onClose`); a swipe that falls short puts
/// the photo back.
///
/// Traces `viewer zoom 2.5 rotation 30` (the zoom relative to fitted, degrees clockwise,
/// two decimals) when the fingers lift after changing it, and after a double tap.
final class PhotoViewer: View {
    /// The photo shown.
    let image: Image
    /// Shows the photo at its fitted size, zoomed, turned and moved by its transform.
    let photo: ImageView
    /// Closes the viewer.
    let closeButton: Button = {
        let button = Button()
        button.localizedTitle = LocalizedString("Close", comment: "Button closing the full-screen photo viewer")
        return button
    }()
    /// How the photo is shown now.
    private(set) var zoom: PhotoZoom
    /// Called when the close button or a swipe down asks for the viewer to go.
    var onClose: (() -> Void)?
    private let pinch = PinchGestureRecognizer()
    private let turn = RotationGestureRecognizer()
    private let pan = PanGestureRecognizer()
    private let doubleTap = TapGestureRecognizer()
    private let animator: Animator
    private let outputScale: Double
    private let trace: (String) -> Void
    /// Set while a pan that started on the fitted photo, with no pinch or turn so far, may
    /// become a swipe down.
    private var mayBeSwipe = false
    /// Whether the fingers changed the zoom since they came down.
    private var hasChanged = false

    /// How far down a swipe from the fitted photo must go to close the viewer, in logical pixels.
    static let swipeDistance = 120.0
    /// The background behind the photo.
    static let background = Color(hex: "#0b0d11")!

    /// A viewer of `image` covering `size` on a screen of `outputScale` buffer pixels per
    /// logical pixel, its animations on `animator`.
    init(image: Image, size: Size, outputScale: Double, animator: Animator, trace: @escaping (String) -> Void) {
        self.image = image
        self.animator = animator
        self.outputScale = outputScale
        self.trace = trace
        photo = ImageView(image: image)
        photo.contentMode = .scaleToFill
        photo.isUserInteractionEnabled = false
        zoom = PhotoZoom(viewport: size, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, outputScale: outputScale)
        super.init(frame: Rect(origin: .zero, size: size))
        identifier = "viewer"
        // Over the whole scene, it is all there is until it closes.
        accessibilityRole = .dialog
        photo.accessibilityName = PhotoTile.name(of: image)
        backgroundColor = Self.background
        clipsToBounds = true
        addSubview(photo)
        closeButton.identifier = "viewer close"
        closeButton.action = { [unowned self] _ in onClose?() }
        addSubview(closeButton)
        wireGestures()
        layout(in: size)
    }

    /// Covers `size` with the photo fitted again (a new window size starts over).
    func layout(in size: Size) {
        frame = Rect(origin: .zero, size: size)
        zoom = PhotoZoom(viewport: size, pixelWidth: image.pixelWidth, pixelHeight: image.pixelHeight, outputScale: outputScale)
        closeButton.frame = Rect(x: max(size.width - 24 - 112, 0), y: 24, width: 112, height: 52)
        show()
    }

    /// The point `location` (this view's space) relative to the viewport's centre.
    private func fromCentre(_ location: Point) -> Point { location - bounds.center }

    /// Puts the photo where `zoom` says.
    private func show() {
        animator.stop(photo)
        photo.bounds.size = zoom.fitted
        photo.center = bounds.center + zoom.offset
        photo.transform = zoom.transform
    }

    private func wireGestures() {
        for recognizer in [pinch, turn, pan, doubleTap] as [GestureRecognizer] { addGestureRecognizer(recognizer) }
        pinch.recognizeSimultaneously(with: turn)
        pinch.recognizeSimultaneously(with: pan)
        turn.recognizeSimultaneously(with: pan)
        pinch.onChange { [unowned self] pinch in
            switch pinch.state {
            case .began, .changed:
                mayBeSwipe = false
                zoom.pinch(by: pinch.scale, about: fromCentre(pinch.focalPoint(in: self)))
                pinch.scale = 1
                changed()
            case .ended, .cancelled: finish()
            default: break
            }
        }
        turn.onChange { [unowned self] turn in
            switch turn.state {
            case .began, .changed:
                mayBeSwipe = false
                zoom.rotate(by: turn.rotation, about: fromCentre(turn.center(in: self)))
                turn.rotation = 0
                changed()
            case .ended, .cancelled: finish()
            default: break
            }
        }
        pan.onChange { [unowned self] pan in
            switch pan.state {
            case .began, .changed:
                if pan.state == .began { mayBeSwipe = zoom.isFitted && pan.numberOfTouches == 1 }
                if pan.numberOfTouches > 1 { mayBeSwipe = false }
                zoom.pan(by: pan.translation(in: self))
                pan.setTranslation(.zero, in: self)
                changed()
            case .ended, .cancelled: endPan(isSwipeAllowed: pan.state == .ended)
            default: break
            }
        }
        doubleTap.numberOfTapsRequired = 2
        doubleTap.onChange { [unowned self] tap in
            guard tap.state == .recognized else { return }
            zoom.toggleActualSize(about: fromCentre(tap.location(in: self)))
            animateToZoom()
            traceZoom()
        }
    }

    /// The photo follows the fingers' change at once.
    private func changed() {
        hasChanged = true
        show()
    }

    /// A pan ended: a swipe down far enough from the fitted photo closes the viewer; one
    /// that fell short brings the photo back to fitted.
    private func endPan(isSwipeAllowed: Bool) {
        let moved = zoom.offset
        if mayBeSwipe && isSwipeAllowed && moved.y >= Self.swipeDistance && moved.y > 2 * abs(moved.x) {
            mayBeSwipe = false
            hasChanged = false
            onClose?()
            return
        }
        if mayBeSwipe {
            zoom.fit()
            animateToZoom()
            hasChanged = false
        }
        mayBeSwipe = false
        finish()
    }

    /// The fingers lifted from a pinch or a turn (or a pan that was no swipe): the change
    /// is traced once, when the last recognizer of the gesture ends.
    private func finish() {
        guard hasChanged, ![pinch, turn, pan].contains(where: { $0.state.isActive }) else { return }
        hasChanged = false
        traceZoom()
    }

    /// `viewer zoom 2.5 rotation 30`.
    private func traceZoom() {
        trace("viewer zoom \(decimal(zoom.zoom)) rotation \(decimal(zoom.rotation * 180 / Double.pi))")
    }

    /// Moves the photo to where `zoom` says in a quarter of a second.
    private func animateToZoom() {
        photo.bounds.size = zoom.fitted
        animator.animate(duration: .seconds(0.25), curve: .easeOut, [
            PropertyTarget(photo, \View.center, to: bounds.center + zoom.offset),
            PropertyTarget(photo, \View.transform, to: zoom.transform),
        ])
    }
}
