import Tactile

/// The putty window: a `PuttyView` moved by dragging, resized from its lower-right
/// thumb, pinched and rotated with two fingers, turned with one finger on the handle above
/// it, springing back inside the scene when left partly outside. Its content has a working
/// button: each tap switches the content's colour and counts the taps in the button's text.
///
/// Keys: Tab focuses the putty, the arrows nudge it by 10 px (springing back inside when
/// nudged out).
///
/// Traces: `focus putty` (`focus none`), `button tapped 1` (the count so far),
/// `putty <drag|pinch|rotation|resize|turn> ended` at the end of each gesture, and at the
/// next rest after a gesture or a nudge `putty rests at (x, y) size w×h scale s rotation r`
/// (centre in surface coordinates, size in putty space, rotation in degrees clockwise).
final class PuttyScene: DemoScene {
    static let name = "putty"
    let view = View()
    let putty: PuttyView
    /// The button inside the putty's content.
    /// One line, ellipsized when a translation is longer.
    let button = Label(localizedText: LocalizedString("Tap me", comment: "Putty scene: the button in the putty window, 140 px wide"),
                       style: TextStyle(font: Font(size: 20, isBold: true), color: .white, alignment: .center, maximumLines: 1))
    var items: [View] { [putty] }
    let keyboard: KeyboardDragController?
    private let title = Label(localizedText: LocalizedString("Putty window", comment: "Putty scene: the title of the window that stretches"),
                              style: TextStyle(font: Font(size: 22, isBold: true), color: Color(hex: "#20242c")!, alignment: .center,
                                               maximumLines: 1))
    private let trace: (String) -> Void
    private var taps = 0
    private var hasMovedSinceRest = false
    /// The putty's placement at the last rest (or layout, or restore).
    private var restingPlace: ViewPlacement?
    private var hasPlacedPutty = false
    /// The content's two colours, switched by the button.
    static let contentColours = ["#f4f1ea", "#cdeccf"]

    init(host: SceneHost) {
        trace = { host.trace($0) }
        view.identifier = Self.name
        view.backgroundColor = Color(hex: "#1e2a30")
        let content = View()
        content.identifier = "putty content"
        content.backgroundColor = Color(hex: Self.contentColours[0])
        content.cornerRadius = 12
        content.clipsToBounds = true
        putty = PuttyView(frame: Rect(x: 0, y: 0, width: 360, height: 240), contentView: content, animator: host.animator,
                          containment: Containment(mode: .springBack))
        putty.identifier = "putty"
        // The window is named by its title, which is then not read again on its own.
        putty.accessibilityRole = .group
        title.names(putty)
        keyboard = .nudging([putty.mover], on: host)
        putty.shadow = Shadow(blurRadius: 12)
        button.identifier = "putty button"
        button.backgroundColor = Color(hex: "#3c6e9e")
        button.cornerRadius = 10
        content.addSubview(Self.arrangement(title: title, button: button))
        // Laid out with the putty's size, so the button is where it shows at once.
        putty.layoutContent = { content in content.layoutIfNeeded() }
        content.layoutIfNeeded()
        let tap = TapGestureRecognizer()
        tap.name = "tap putty button"
        tap.onChange { [unowned self] _ in buttonTapped() }
        button.addGestureRecognizer(tap)
        button.accessibilityRole = .button
        button.onAccessibilityAction = { [unowned self] action in
            guard action == .activate else { return false }
            buttonTapped()
            return true
        }
        let gestures: [(GestureRecognizer, String)] = [(putty.mover.pan, "drag"), (putty.pinch, "pinch"), (putty.rotation, "rotation"),
                                                       (putty.resizePan, "resize"), (putty.rotationPan, "turn")]
        for (recognizer, kind) in gestures {
            recognizer.addAction { [unowned self] recognizer in
                guard recognizer.state == .ended || recognizer.state == .cancelled else { return }
                trace("putty \(kind) \(recognizer.state)")
                hasMovedSinceRest = true
            }
        }
        view.addSubview(putty)
    }

    /// The putty starts centred, 360×240 or less on a small window; it stays where the user
    /// leaves it at later resizes.
    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
        guard !hasPlacedPutty else { return }
        hasPlacedPutty = true
        putty.bounds.size = Size(width: min(360, size.width * 0.6), height: min(240, size.height * 0.5))
        putty.center = Point(x: size.width / 2, y: size.height / 2 + PuttyView.handleDistance / 2)
        restingPlace = ViewPlacement(of: putty)
    }

    /// The content's column: the title along the top (36 px high, 8 px down), the 140×48
    /// button centred in what is left but the bottom 12 px, and never above 52 px down.
    private static func arrangement(title: Label, button: Label) -> Stack {
        title.layout.height = .fixed(36)
        button.layout = LayoutParameters(width: .fixed(140), height: .fixed(48))
        let below = Stack(.vertical, [button])
        below.alignment = .center
        below.distribution = .center
        below.layout.height = .flexible()
        below.layout.minimum.height = 64
        let column = Stack(.vertical, [title, below])
        column.padding = EdgeInsets(top: 8, bottom: 12)
        column.layout.fillsSuperview = true
        return column
    }

    private func buttonTapped() {
        taps += 1
        button.localizedText = LocalizedString("Tapped {count}×", plural: "Tapped {count}×", count: taps,
                                               comment: "Putty scene: the button after {count} taps; 140 px wide")
        putty.contentView.backgroundColor = Color(hex: Self.contentColours[taps % 2])
        trace("button tapped \(taps)")
    }

    func didRestore() { restingPlace = ViewPlacement(of: putty) }

    func cameToRest() {
        let place = ViewPlacement(of: putty)
        guard hasMovedSinceRest || place != restingPlace else { return }
        hasMovedSinceRest = false
        restingPlace = place
        let placement = putty.transform
        trace("putty rests at \(putty.surfaceCenter) size \(decimal(putty.bounds.width))×\(decimal(putty.bounds.height))"
              + " scale \(decimal(placement.scaleFactor)) rotation \(decimal(placement.rotationAngle * 180 / Double.pi))")
    }

    /// The button is tapped; the putty moves right by its title, grows from its thumb (its
    /// handle, at the top's middle, moves right by half the growth) and turns a little with
    /// its handle.
    var tourSteps: [TourStep] {
        let titlePoint = title.surfaceCenter
        let thumb = putty.resizeThumb.surfaceCenter, handle = putty.rotationHandle.surfaceCenter
        return [.tap(button.surfaceCenter),
                .drag(from: titlePoint, to: titlePoint + Point(x: 120, y: 40)),
                .drag(from: thumb + Point(x: 120, y: 40), to: thumb + Point(x: 200, y: 100)),
                .drag(from: handle + Point(x: 160, y: 40), to: handle + Point(x: 260, y: 80))]
    }
}

/// `value` rounded to two decimals, without trailing zeros ("1", "0.5", "33.33"): numbers in
/// trace lines.
func decimal(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
}
