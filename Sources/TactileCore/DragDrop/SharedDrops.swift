/// What a `DropZone` takes from other apps' drags (its `sharedDrops`): the MIME types it
/// reads, best first, whether a given drag interests it, and what it does with the data once
/// it has arrived. A zone without one ignores other apps' drags.
///
/// ```swift
/// zone.sharedDrops = SharedDrops(types: SharedDrops.textTypes) { drop in
///     guard let text = drop.text else { return false }
///     addNote(text)
///     return true
/// }
/// ```
public struct SharedDrops {
    /// The MIME types text is offered as, best first (the last three are the X11 names
    /// Xwayland clients and older toolkits still use).
    public static let textTypes = ["text/plain;charset=utf-8", "text/plain", "UTF8_STRING", "STRING", "TEXT"]

    /// The MIME types the zone reads, best first: a drag offering none of them does not
    /// interest the zone; of those offered, the first is the one read.
    public var types: [String]
    /// What the zone prefers the source to do with its item (the compositor may still choose
    /// the other action when the source allows only that; either way the zone gets the data).
    public var preferredAction: SharedDragActions
    /// Asked once, when a drag offering one of `types` comes over the window, with the drag
    /// (its `mimeTypes`); false leaves the zone out of it. Nil: interested.
    public var isInterested: ((SharedIncomingDrag) -> Bool)?
    /// The data of a drop on the zone has arrived: true takes it (the source is told the
    /// drop finished), false refuses it (the source is told it was cancelled).
    public var received: (SharedDrop) -> Bool

    /// A zone reading `types` (best first), preferring `preferredAction`, with `received`
    /// taking or refusing each drop's data.
    public init(types: [String], preferredAction: SharedDragActions = .copy,
                received: @escaping (SharedDrop) -> Bool) {
        self.types = types
        self.preferredAction = preferredAction
        self.received = received
    }

    /// True when `mimeType` is text that must arrive as valid UTF-8 (a `text/` type or an
    /// X11 text name): anything else is refused before the zone sees it.
    static func isText(_ mimeType: String) -> Bool {
        mimeType.hasPrefix("text/") || textTypes.contains(mimeType)
    }
}

/// Another app's drag over the window: what it offers and where it is. It exists from the
/// moment it comes over the window until it leaves or is dropped.
public final class SharedIncomingDrag {
    /// The MIME types the source offers, in its order.
    public let mimeTypes: [String]
    /// Where the drag is, in the root view's space (logical surface pixels).
    public internal(set) var location: Point
    /// The interested zone under it, nil when none.
    public internal(set) weak var zone: DropZone?

    let offer: SharedDragOffer
    /// The zones interested in this drag, by view, decided when it came over the window.
    var interestedZones: [ObjectIdentifier: DropZone] = [:]

    init(offer: SharedDragOffer, location: Point) {
        self.offer = offer
        mimeTypes = offer.mimeTypes
        self.location = location
    }

    /// The drag's position in `view`'s space.
    public func location(in view: View) -> Point { view.convert(location, from: nil) }

    /// The type `zone` would read of this drag: the first of its types that is offered.
    func type(for zone: DropZone?) -> String? {
        zone?.sharedDrops?.types.first { mimeTypes.contains($0) }
    }
}

/// Data another app dropped on a zone, as it arrived.
public struct SharedDrop {
    /// The MIME type read.
    public let mimeType: String
    /// The bytes the source sent.
    public let bytes: [UInt8]
    /// The bytes as text when `mimeType` is a text type (always valid UTF-8: text that is not
    /// is refused before it gets here); nil for other types.
    public let text: String?
    /// Where the drop happened, in the zone view's bounds space.
    public let location: Point
    /// The zone dropped on.
    public let zone: DropZone
}
