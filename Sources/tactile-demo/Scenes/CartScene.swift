import Tactile

/// The floating cart: a round `FloatingButton` over a shop's shelves. It follows
/// the finger; let go partly off screen, it springs back fully inside the safe area (24 px
/// from each edge) with a 0.25 s spring after 0.1 s; a second after it was let go it fades
/// to 0.2, and it lights up again as soon as it is touched. A tap counts items into it, each
/// at 2.50 €: the cart's badge shows the count and a line above the shelves the total, both in
/// the window's language (its digits and its way of writing prices).
///
/// Keys: Tab focuses the cart, the arrows nudge it by 10 px (springing back inside the safe
/// area when nudged out).
///
/// Traces: `focus cart` (`focus none`), `cart tapped 1` (the count so far), `cart drag
/// ended` and, at the next rest after a drag or a nudge,
/// `cart rests at (x, y) alpha 0.2` (centre in surface coordinates).
final class CartScene: DemoScene {
    static let name = "cart"
    let view = View()
    let cart: FloatingButton
    var items: [View] { [cart] }
    let keyboard: KeyboardDragController?
    private var badge: FormattedLabel!
    /// The count and the total, in the 24 px above the shelves.
    private var total: FormattedLabel!
    private let trace: (String) -> Void
    private var count = 0
    private var hasMovedSinceRest = false
    /// The cart's placement at the last rest (or layout, or restore).
    private var restingPlace: ViewPlacement?
    private var hasPlacedCart = false
    /// The cart's diameter, in logical pixels.
    static let diameter = 96.0
    /// The safe area's distance from each edge of the scene.
    static let safeInset = 24.0
    /// What each item costs, in `currency`.
    static let price = 2.5, currency = "EUR"

    init(host: SceneHost) {
        trace = { host.trace($0) }
        view.identifier = Self.name
        view.backgroundColor = Color(hex: "#f4f1ea")
        let shelves = ["#e8d8c3", "#d9e6d3", "#d6dfea", "#eadcd6"].map { hex in
            let shelf = View()
            shelf.backgroundColor = Color(hex: hex)
            shelf.cornerRadius = 12
            return shelf
        }
        let shelfGrid = Grid(columnCount: 2, spacing: 24, shelves)
        shelfGrid.rowHeight = .flexible()
        shelfGrid.padding = EdgeInsets(top: 24, left: 24, bottom: 24, right: 24)
        shelfGrid.layout.fillsSuperview = true
        view.addSubview(shelfGrid)
        let inset = Self.safeInset
        cart = FloatingButton(diameter: Self.diameter, center: .zero, animator: host.animator,
                              safeAreaInsets: EdgeInsets(top: inset, left: inset, bottom: inset, right: inset))
        cart.identifier = "cart"
        keyboard = .nudging([cart.mover], on: host)
        cart.backgroundColor = Color(hex: "#e8505b")
        cart.shadow = Shadow(blurRadius: 10)
        badge = FormattedLabel(style: TextStyle(font: Font(size: 28, isBold: true), color: .white, alignment: .center, maximumLines: 1)) {
            [unowned self, unowned host] in host.language.format(number: Double(count))
        }
        total = FormattedLabel(style: TextStyle(font: Font(size: 15, isBold: true), color: Color(hex: "#20242c")!, maximumLines: 1)) {
            [unowned self, unowned host] in
            let price = host.language.format(price: Double(count) * Self.price, currency: Self.currency)
            return host.translations.text(LocalizedString("{count} item in the cart: {total}", plural: "{count} items in the cart: {total}", count: count,
                                                    comment: "Cart scene: line above the shelves; {total} is the price, written for the language; one line")
                .with(["total": .text(price)]), in: host.language)
        }
        total.identifier = "cart total"
        total.isUserInteractionEnabled = false
        view.addSubview(total)
        badge.frame = cart.bounds
        badge.isUserInteractionEnabled = false
        cart.addSubview(badge)
        // The count and the total are told when they change; the badge repeats the count.
        total.announcesAccessibilityChanges = true
        badge.isAccessibilityHidden = true
        cart.accessibilityRole = .button
        cart.accessibilityName = LocalizedString("Cart", comment: "Cart scene: the floating cart's name, spoken; a tap puts an item in it")
        cart.onTap = { [unowned self] in addItem() }
        cart.onAccessibilityAction = { [unowned self] action in
            guard action == .activate else { return false }
            addItem()
            return true
        }
        cart.mover.pan.addAction { [unowned self] pan in
            guard pan.state == .ended || pan.state == .cancelled else { return }
            trace("cart drag \(pan.state)")
            hasMovedSinceRest = true
        }
        view.addSubview(cart)
    }

    /// The shelves tile the scene in a 2×2 grid, 24 px apart and from the edges; the cart
    /// starts in the lower-right corner of the safe area. At later resizes the cart stays,
    /// brought back inside if it is out.
    func layout(in size: Size) {
        view.frame = Rect(origin: .zero, size: size)
        view.layoutIfNeeded()
        total.frame = Rect(x: Self.safeInset, y: 0, width: max(size.width - 2 * Self.safeInset, 0), height: Self.safeInset)
        let radius = Self.diameter / 2, inset = Self.safeInset
        if hasPlacedCart {
            cart.mover.nudge(by: .zero)
        } else {
            hasPlacedCart = true
            cart.center = Point(x: size.width - inset - radius, y: size.height - inset - radius)
            restingPlace = ViewPlacement(of: cart)
        }
    }

    /// A tap (or an activation without sight): one more item in the cart.
    private func addItem() {
        count += 1
        badge.refresh()
        total.refresh()
        trace("cart tapped \(count)")
    }

    func didRestore() { restingPlace = ViewPlacement(of: cart) }

    func cameToRest() {
        let place = ViewPlacement(of: cart)
        guard hasMovedSinceRest || place != restingPlace else { return }
        hasMovedSinceRest = false
        restingPlace = place
        trace("cart rests at \(cart.surfaceCenter) alpha \(decimal(cart.alpha))")
    }

    /// The cart is tapped, then dragged half off the left edge: it springs back inside and
    /// fades a second later.
    var tourSteps: [TourStep] {
        let start = cart.surfaceCenter
        return [.tap(start), .drag(from: start, to: Point(x: 10, y: start.y - 200)), .wait(milliseconds: 2500)]
    }
}
