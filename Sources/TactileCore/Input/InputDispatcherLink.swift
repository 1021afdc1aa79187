/// How whatever may outlive an input dispatcher refers to it (a recognizer, a text field, the
/// on-screen keyboard, a timer on a shared clock): it reads nil once the dispatcher is gone, as a
/// weak reference would, without one.
///
/// The dispatcher owns its link and clears it in its `deinit`, so the unsafe reference inside
/// is never left dangling (why not weak: the Tactile manual's "Performance code").
final class InputDispatcherLink {
    /// The dispatcher; nil once it is gone.
    @exclusivity(unchecked) unowned(unsafe) var dispatcher: InputDispatcher?

    init(_ dispatcher: InputDispatcher) { self.dispatcher = dispatcher }
}
