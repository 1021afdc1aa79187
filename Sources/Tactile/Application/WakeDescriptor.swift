import CShims
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// An eventfd that other threads (decoders, GStreamer's) signal to wake the main loop, closed
/// under a lock: a thread that signals after the app let it go must not write to a descriptor
/// number the process has since reused.
final class WakeDescriptor: Sendable {
    let descriptor: Int32
    private let isOpen = Mutex(true)

    init(_ descriptor: Int32) { self.descriptor = descriptor }

    /// Wakes the loop, unless closed.
    func signal() { isOpen.withLock { if $0 { tactile_eventfd_signal(descriptor) } } }

    /// Closes the descriptor; later signals do nothing.
    func close() {
        isOpen.withLock { open in
            if open { _ = Glibc.close(descriptor) }
            open = false
        }
    }
}
