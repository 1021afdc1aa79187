import Tactile
#if canImport(Glibc)
import Glibc
#endif

/// How the photo viewer shows its photo: fitted in the viewport, then zoomed, turned and
/// moved by the fingers. Zoom 1 is the photo fitted whole; `actualSizeZoom` shows one photo
/// pixel per buffer pixel (100 %); the zoom stays between `minimumZoom` (fitted, or 100 % for
/// a photo smaller than the viewport) and `maximumZoom` (four times 100 %, at least fitted).
/// The photo's bounding box always
/// overlaps the viewport by at least half the smaller of the two along each axis, so the
/// photo never leaves the screen.
///
/// Points are relative to the viewport's centre, in logical pixels; angles in radians,
/// clockwise (y grows downwards).
struct PhotoZoom: Equatable {
    /// The viewport's size.
    let viewport: Size
    /// The photo's size fitted whole in the viewport: its size at zoom 1.
    let fitted: Size
    /// The zoom that shows the photo's own pixels, one per buffer pixel.
    let actualSizeZoom: Double
    /// The smallest zoom the fingers reach.
    let minimumZoom: Double
    /// The largest zoom the fingers reach.
    let maximumZoom: Double
    /// The zoom relative to the fitted size.
    private(set) var zoom = 1.0
    /// The photo's turn.
    private(set) var rotation = 0.0
    /// Where the photo's centre is.
    private(set) var offset = Point.zero

    /// How many times 100 % the fingers may zoom to.
    static let zoomBeyondActualSize = 4.0

    /// The photo of `pixelWidth`×`pixelHeight` fitted in `viewport` (logical pixels) on a
    /// screen of `outputScale` buffer pixels per logical pixel.
    init(viewport: Size, pixelWidth: Int, pixelHeight: Int, outputScale: Double) {
        self.viewport = viewport
        let width = Double(max(pixelWidth, 1)), height = Double(max(pixelHeight, 1))
        let fit = min(viewport.width / width, viewport.height / height)
        fitted = Size(width: width * fit, height: height * fit)
        actualSizeZoom = width / max(outputScale, 0.01) / max(fitted.width, 0.01)
        minimumZoom = min(1, actualSizeZoom)
        maximumZoom = max(1, Self.zoomBeyondActualSize * actualSizeZoom)
    }

    /// True at zoom 1, upright and centred: the photo fitted whole.
    var isFitted: Bool { abs(zoom - 1) < 1e-6 && rotation == 0 && offset == .zero }

    /// The photo's size on screen before its turn.
    var shownSize: Size { Size(width: fitted.width * zoom, height: fitted.height * zoom) }

    /// The transform of a view of the fitted size centred at `offset`: the zoom and the turn,
    /// about the view's centre.
    var transform: AffineTransform { AffineTransform(scaleX: zoom, y: zoom).rotated(by: rotation) }

    /// Zooms by `factor` about `focus` (the point between the fingers stays under them),
    /// within `minimumZoom`…`maximumZoom`.
    mutating func pinch(by factor: Double, about focus: Point) {
        guard factor > 0, factor.isFinite else { return }
        let newZoom = min(max(zoom * factor, minimumZoom), maximumZoom)
        let applied = newZoom / zoom
        offset = focus + (offset - focus) * applied
        zoom = newZoom
        keepOnScreen()
    }

    /// Turns by `angle` about `focus`.
    mutating func rotate(by angle: Double, about focus: Point) {
        guard angle.isFinite else { return }
        let cosine = cos(angle), sine = sin(angle), arm = offset - focus
        offset = focus + Point(x: arm.x * cosine - arm.y * sine, y: arm.x * sine + arm.y * cosine)
        rotation += angle
        keepOnScreen()
    }

    /// Moves the photo by `delta`.
    mutating func pan(by delta: Point) {
        offset = offset + delta
        keepOnScreen()
    }

    /// Back to the photo fitted whole, upright and centred.
    mutating func fit() {
        zoom = 1
        rotation = 0
        offset = .zero
    }

    /// A double tap: from fitted, to 100 % about `focus` (the tapped point stays under the
    /// finger); from anything else, fitted again.
    mutating func toggleActualSize(about focus: Point) {
        if isFitted {
            pinch(by: actualSizeZoom, about: focus)
        } else {
            fit()
        }
    }

    /// Pulls the offset back so that the photo's bounding box overlaps the viewport by half
    /// the smaller of the two along each axis.
    private mutating func keepOnScreen() {
        let cosine = abs(cos(rotation)), sine = abs(sin(rotation)), size = shownSize
        let box = Size(width: size.width * cosine + size.height * sine, height: size.width * sine + size.height * cosine)
        func limit(_ view: Double, _ extent: Double) -> Double { (view + extent) / 2 - min(view, extent) / 2 }
        let x = limit(viewport.width, box.width), y = limit(viewport.height, box.height)
        offset = Point(x: min(max(offset.x, -x), x), y: min(max(offset.y, -y), y))
    }
}
