/// Makes one view a place where dragged items can be dropped: whether it wants a given
/// drag, how it shows that a drag hovers over it, and where a dropped item goes.
///
/// Register it with a `DragDropManager`. For each drag, `isInterested` is asked once, when
/// the drag starts; only an interested zone can be entered, exited, moved over and dropped
/// on. Hooks run as the finger moves: `entered` (the finger came over the zone; the
/// highlight goes on), `moved` (it moved while over it), `exited` (it left, or the drag was
/// cancelled over it; the highlight goes off), `dropped` (the finger lifted over it and the
/// zone accepted the item: it is flying to its place in the zone, which it joins when it
/// lands; with `.handledByZone` it is flying home instead), then `displaced` (a `.replace`
/// drop moved the zone's occupant out of the way).
public final class DropZone {
    /// The view that receives drops; the zone does not keep it alive.
    public private(set) weak var view: View?
    /// Where a dropped item goes.
    public var placement: DropPlacement
    /// How the zone shows that an interested drag hovers over it; nil shows nothing (the
    /// `highlightChanged` hook can still draw its own).
    public var highlight: DropHighlight? = DropHighlight()

    /// Asked once per drag, when it starts; false leaves the zone out of that drag. Nil is
    /// interested in every drag.
    public var isInterested: ((DragSession) -> Bool)?
    /// The finger came over the zone.
    public var entered: ((DragSession) -> Void)?
    /// The finger moved while over the zone.
    public var moved: ((DragSession) -> Void)?
    /// The finger left the zone, or the drag was cancelled while over it.
    public var exited: ((DragSession) -> Void)?
    /// The finger lifted over the zone.
    public var dropped: ((DragSession) -> Void)?
    /// A drop on the zone (`.replace`) displaced `occupant`, after `dropped`: the occupant is
    /// flying to where the relocation sends it, which it joins when it lands.
    public var displaced: ((_ occupant: View, DragSession) -> Void)?
    /// What the zone takes from other apps' drags (see `SharedDrops`); nil, the default,
    /// ignores them. The window's `SharedDragReceiver` must know the zone's manager.
    public var sharedDrops: SharedDrops?
    /// Called with true when the first hovering drag enters and with false when the last
    /// leaves (several fingers may hover at once), after the default highlight changed.
    public var highlightChanged: ((_ isHighlighted: Bool) -> Void)?

    /// How many drags currently hover over the zone.
    var hoveringCount = 0
    /// The view's border before the highlight replaced it.
    var savedBorder: (width: Double, color: Color)?

    /// Creates a zone for `view` placing dropped items by `placement`.
    public init(view: View, placement: DropPlacement = .keepWhereDropped) {
        self.view = view
        self.placement = placement
    }

    /// True while at least one interested drag hovers over the zone.
    public var isHighlighted: Bool { hoveringCount > 0 }

    /// Counts one more or one fewer hovering drag, switching the highlight at 0 ↔ 1.
    func setHovering(_ hovering: Bool) {
        let wasHighlighted = isHighlighted
        hoveringCount = max(0, hoveringCount + (hovering ? 1 : -1))
        guard isHighlighted != wasHighlighted else { return }
        if let view, let highlight {
            if isHighlighted {
                savedBorder = (view.borderWidth, view.borderColor)
                view.borderWidth = highlight.borderWidth
                view.borderColor = highlight.borderColor
            } else if let savedBorder {
                view.borderWidth = savedBorder.width
                view.borderColor = savedBorder.color
                self.savedBorder = nil
            }
        }
        highlightChanged?(isHighlighted)
    }
}

/// The default highlight of a zone under a drag: a border drawn inside the zone's bounds
/// (the zone's own border is restored when the drag leaves).
public struct DropHighlight: Sendable {
    /// Border width in logical pixels.
    public var borderWidth: Double
    /// Border colour.
    public var borderColor: Color

    /// Creates a highlight; the default is a 4 px light blue border, visible on most fills.
    public init(borderWidth: Double = 4, borderColor: Color = Color(red: 0.2, green: 0.6, blue: 1)) {
        self.borderWidth = borderWidth
        self.borderColor = borderColor
    }
}

/// Where a zone puts an item dropped on it. Positions are in the zone view's bounds space;
/// the item always keeps its transform's rotation (and the scale and turn a second finger
/// gave it, see `DragSource.manipulation`) and loses the lift's scale and alpha.
public enum DropPlacement: Sendable {
    /// Where it was dropped (its on-screen place converted into the zone), nudged just
    /// enough to lie inside the zone's bounds when it fits; centred along an axis on which it
    /// is larger than the zone.
    case keepWhereDropped
    /// Centred in the zone's bounds.
    case center
    /// Centred and resized, keeping its aspect ratio, to fit the zone's bounds inset by
    /// `inset` logical pixels on each side; its transform becomes the identity.
    case fit(inset: Double = 0)
    /// Centred and resized to the zone's bounds inset by `inset` on each side (stretched);
    /// its transform becomes the identity.
    case fill(inset: Double = 0)
    /// Centred on the nearest free slot (slots are rectangles; a slot is taken when another
    /// subview of the zone rests with its centre inside it). With no free slot the drop is
    /// refused and the item springs back.
    case slots([Rect])
    /// Takes the place (centre, transform, index) of the registered source view under the
    /// drop point (else the frontmost one in the zone), which is displaced as `occupant`
    /// says; an empty zone centres the item.
    case replace(occupant: OccupantRelocation)
    /// The zone's view is a layout container (`Stack`, `Grid`, `Flow`): the item joins its
    /// children at the index under the finger, sized by the container. While a drag hovers,
    /// the children part to make room there (animated) and follow the finger; they close up
    /// again when it leaves. Reordering a list or a grid is a drag onto its own container.
    /// Another view takes the item on top, centred.
    case arranged
    /// The zone uses the payload itself in its `dropped` hook (for example takes the item's
    /// colour) and the item springs back home.
    case handledByZone
}

/// Where an occupant displaced by `.replace` goes.
public enum OccupantRelocation: Sendable {
    /// To the place the dropped item came from: the two trade places.
    case swap
    /// To where it was when its source was registered (its home); to the dropped item's
    /// origin if that home's container is gone.
    case sendHome
}
