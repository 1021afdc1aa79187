/// Watches and steers every drag of a `DragDropManager`, alongside the sources' and zones'
/// own hooks (which run first). Every method has a default: implement only what you need.
public protocol DragDropManagerDelegate: AnyObject {
    /// Asked after the source's `shouldStart`; false refuses the drag. Default: true.
    func dragDropManager(_ manager: DragDropManager, shouldStart session: DragSession) -> Bool
    /// The item was lifted and follows the finger.
    func dragDropManager(_ manager: DragDropManager, didStart session: DragSession)
    /// The finger came over an interested zone.
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didEnter zone: DropZone)
    /// The finger left a zone, or the drag was cancelled over it.
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didExit zone: DropZone)
    /// The item was dropped on a zone that accepted it.
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didDropOn zone: DropZone)
    /// The drop on `zone` (`.replace`) displaced `occupant`, which flies to its new place.
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didDisplace occupant: View, from zone: DropZone)
    /// The drag is over; `outcome` says what became of the item.
    func dragDropManager(_ manager: DragDropManager, didEnd session: DragSession, outcome: DragOutcome)
    /// The drag left the window and was handed to the compositor for other apps (`handOff`
    /// tells what it offers and which input carries it).
    func dragDropManager(_ manager: DragDropManager, session: DragSession, didHandOff handOff: SharedDragHandOff)
    /// The drag handed to other apps came back (it springs home; `didEnd` follows with
    /// `.returned(.cancelled)`): `reason` says why.
    func dragDropManager(_ manager: DragDropManager, session: DragSession, sharedDragReturned reason: SharedDragReturn)
}

extension DragDropManagerDelegate {
    /// Allows every drag.
    public func dragDropManager(_ manager: DragDropManager, shouldStart session: DragSession) -> Bool { true }
    /// Does nothing.
    public func dragDropManager(_ manager: DragDropManager, didStart session: DragSession) {}
    /// Does nothing.
    public func dragDropManager(_ manager: DragDropManager, session: DragSession, didEnter zone: DropZone) {}
    /// Does nothing.
    public func dragDropManager(_ manager: DragDropManager, session: DragSession, didExit zone: DropZone) {}
    /// Does nothing.
    public func dragDropManager(_ manager: DragDropManager, session: DragSession, didDropOn zone: DropZone) {}
    /// Does nothing.
    public func dragDropManager(_ manager: DragDropManager, session: DragSession, didDisplace occupant: View, from zone: DropZone) {}
    /// Does nothing.
    public func dragDropManager(_ manager: DragDropManager, didEnd session: DragSession, outcome: DragOutcome) {}
    /// Does nothing.
    public func dragDropManager(_ manager: DragDropManager, session: DragSession, didHandOff handOff: SharedDragHandOff) {}
    /// Does nothing.
    public func dragDropManager(_ manager: DragDropManager, session: DragSession, sharedDragReturned reason: SharedDragReturn) {}
}

/// A view that carries its own drag source; `DragDropManager.discover(in:)` registers it.
public protocol DragSourceView: View {
    /// The source describing how the view is dragged (the same object every time).
    var dragSource: DragSource { get }
}

/// A view that carries its own drop zone; `DragDropManager.discover(in:)` registers it.
public protocol DropZoneView: View {
    /// The zone describing what the view accepts (the same object every time).
    var dropZone: DropZone { get }
}
