/// What another app offers in a drag over the window, as the window's data device sees it
/// (in a window, a `wl_data_offer`): its MIME types, and the answers the target gives the
/// source through the compositor. `SharedDragReceiver` drives it; tests drive the receiver
/// with an offer of their own.
package protocol SharedDragOffer: AnyObject {
    /// The MIME types offered, in the order the source announced them.
    var mimeTypes: [String] { get }
    /// Tells the source which type a drop here would take; nil: a drop here would be refused
    /// (the source shows it cannot drop, and the compositor sends no drop).
    func accept(_ mimeType: String?)
    /// Tells the compositor which actions a drop here would allow (copy and move) and which
    /// the target prefers; nil allows none.
    func setActions(preferring action: SharedDragActions?)
    /// Asks the source for the data of `mimeType`, read without blocking: at most `limit`
    /// bytes within `timeout`; `completion` runs once, on the event loop, with the bytes or
    /// why there are none.
    func receive(_ mimeType: String, limit: Int, timeout: TimeSpan,
                 completion: @escaping (Result<[UInt8], any Error>) -> Void)
    /// Tells the source the drop succeeded (a move then removes its item).
    func finish()
    /// Lets the offer go: without `finish` after a drop, the source hears the drop was
    /// cancelled and keeps its item.
    func discard()
}

/// What the window's data device reports of another app's drag: it came over the window
/// (with its offer, at a point in the root view's space), moved, left, or was dropped.
package enum SharedDragEvent {
    /// The drag came over the window at `location`.
    case enter(SharedDragOffer, location: Point)
    /// It moved to `location`.
    case motion(location: Point)
    /// It left the window, or the drag was cancelled while over it.
    case leave
    /// It was dropped where it last was.
    case drop
}
