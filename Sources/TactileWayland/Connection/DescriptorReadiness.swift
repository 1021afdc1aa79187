#if canImport(Glibc)
import Glibc
#endif

/// What `epoll_wait` reported for a descriptor watched with `EventLoop.watch`.
package struct DescriptorReadiness: Sendable {
    /// epoll's event bits, which are poll's (POLLIN, POLLOUT, POLLERR, POLLHUP).
    let rawEvents: UInt32

    /// Data can be read (or the writer closed: a read then returns 0).
    package var isReadable: Bool { rawEvents & UInt32(POLLIN) != 0 }
    /// Data can be written without blocking.
    package var isWritable: Bool { rawEvents & UInt32(POLLOUT) != 0 }
    /// The other end is gone or the descriptor failed.
    package var isHungUp: Bool { rawEvents & UInt32(POLLHUP | POLLERR) != 0 }
}
