/// How whatever may outlive an input dispatcher refers to it (a recognizer, a text field, the
/// on-screen keyboard, a timer on a shared clock): it reads nil once the dispatcher is gone, as a
/// weak reference would, without one.
///
/// A weak reference gives the object it points to a side table for good, and from then on
/// every retain and release of that object takes the runtime's slow path: for the dispatcher,
/// retained and released several times per input event, that cost about a tenth of a drag
/// motion. The dispatcher owns its link and clears it in its `deinit`, so the
/// unsafe reference inside is never left dangling.
final class InputDispatcherLink {
    /// The dispatcher; nil once it is gone.
    @exclusivity(unchecked) unowned(unsafe) var dispatcher: InputDispatcher?

    init(_ dispatcher: InputDispatcher) { self.dispatcher = dispatcher }
}
