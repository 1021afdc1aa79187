import Tactile

/// Traces the drags of one scene's `DragDropManager` (as its delegate), one line each:
/// `drag started tile-3` when an item is lifted, `drag ended tile-3 moved into right` (or
/// `copied into list`, `handled by target`, `returned noZone`, `returned refused`,
/// `returned cancelled`) when the finger lifts or the drag is cancelled, and, once
/// everything has landed, `tile-3 rests in right at (480, 210)` (its container and its
/// centre in surface coordinates, followed by ` scale 1.5 rotation 30` when it is scaled or
/// turned, in degrees clockwise) for each item that was dragged or moved (a tile a drop
/// displaced), in the order of `items`.
final class DragTracer: DragDropManagerDelegate {
    /// The items whose place is watched (a scene that makes items gives them as they are now).
    private let items: () -> [View]
    private let trace: (String) -> Void
    /// The items dragged or displaced since the last rest.
    private var settling: [View] = []

    /// Creates a tracer of the drags of `items` writing to `trace`; set it as the manager's
    /// delegate and keep it.
    convenience init(items: [View], trace: @escaping (String) -> Void) {
        self.init(items: { items }, trace: trace)
    }

    /// Creates a tracer of the drags of the items `items` returns at each rest.
    init(items: @escaping () -> [View], trace: @escaping (String) -> Void) {
        self.items = items
        self.trace = trace
    }

    /// Traces `drag started <item>`.
    func dragDropManager(_ manager: DragDropManager, didStart session: DragSession) {
        trace("drag started \(session.sourceView.identifier ?? "?")")
    }

    /// Notes the occupant a drop displaced for the next rest.
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didDisplace occupant: View, from zone: DropZone) {
        note(occupant)
    }

    /// Traces `drag ended <item> <outcome>` and notes the item for the next rest.
    func dragDropManager(_ manager: DragDropManager, didEnd session: DragSession, outcome: DragOutcome) {
        trace("drag ended \(session.sourceView.identifier ?? "?") \(Self.describe(outcome))")
        note(session.sourceView)
    }

    /// Traces `drag left window <item>`: it went on to other apps.
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didHandOff handOff: SharedDragHandOff) {
        trace("drag left window \(session.sourceView.identifier ?? "?")")
    }

    /// Traces `drag came back <item> <reason>` (`noTarget`, `cancelled`, `timedOut 3000.0 ms`…).
    func dragDropManager(_ manager: DragDropManager, session: DragSession, sharedDragReturned reason: SharedDragReturn) {
        trace("drag came back \(session.sourceView.identifier ?? "?") \(reason)")
    }

    private func note(_ item: View) {
        if !settling.contains(where: { $0 === item }) { settling.append(item) }
    }

    /// Traces where each item that was dragged or displaced since the last rest came to rest.
    func cameToRest() {
        for item in items() where settling.contains(where: { $0 === item }) {
            trace("\(item.identifier ?? "?") rests in \(item.superview?.identifier ?? "?") at \(item.surfaceCenter)"
                  + Self.describeTurnAndScale(of: item))
        }
        settling = []
    }

    /// " scale 1.5 rotation 30" for an item scaled or turned (on screen, rounded to two
    /// decimals, degrees clockwise); "" for one at its natural size and angle.
    static func describeTurnAndScale(of item: View) -> String {
        let placement = item.transformToRoot
        let scale = decimal(placement.scaleFactor), rotation = decimal(placement.rotationAngle * 180 / Double.pi)
        return scale == "1" && (rotation == "0" || rotation == "-0") ? "" : " scale \(scale) rotation \(rotation)"
    }

    /// "moved into right", "returned noZone"…
    static func describe(_ outcome: DragOutcome) -> String {
        switch outcome {
        case .moved(let zone): "moved into \(zone.view?.identifier ?? "?")"
        case .copied(let zone): "copied into \(zone.view?.identifier ?? "?")"
        case .handled(let zone): "handled by \(zone.view?.identifier ?? "?")"
        case .returned(let reason): "returned \(reason)"
        case .sentToOtherApp(let action): "sent to another app \(action.contains(.move) ? "moved" : "copied")"
        }
    }
}

extension View {
    /// The view's centre in surface coordinates (where it shows on screen).
    var surfaceCenter: Point { convert(bounds.center, to: nil) }

    /// A container named `id` in the scenes' look: dark slate, rounded.
    static func container(_ id: String) -> View {
        let container = View()
        container.identifier = id
        container.styleAsContainer()
        return container
    }

    /// Gives this view the look of the scenes' containers: dark slate, rounded corners.
    func styleAsContainer() {
        backgroundColor = DemoLook.dark.container
        cornerRadius = 16
    }

    /// Gives every view below this one styled as a container (in either look) `colour`.
    func recolourContainers(to colour: Color) {
        for subview in subviews {
            if subview.backgroundColor == DemoLook.dark.container || subview.backgroundColor == DemoLook.light.container {
                subview.backgroundColor = colour
            }
            subview.recolourContainers(to: colour)
        }
    }

    /// A square coloured tile of `side` logical pixels named `id`, with rounded corners and a
    /// shadow: what the scenes drag around. It shows nothing but its colour, so its colour is
    /// its name for a visitor who cannot see it.
    static func tile(_ id: String, hex: String, side: Double) -> View {
        let tile = View(frame: Rect(x: 0, y: 0, width: side, height: side))
        tile.identifier = id
        tile.accessibilityName = ColourNames.name(ofHex: hex)
        tile.backgroundColor = Color(hex: hex)
        tile.cornerRadius = side / 8
        tile.shadow = Shadow()
        return tile
    }
}
