import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One video frame's pixels in shared memory: a memfd mapped into this process, in
/// `WL_SHM_FORMAT_XRGB8888` (Cairo's RGB24, native-endian 32-bit pixels whose top byte is
/// ignored). A decoding thread writes them once; then the compositor reads them straight
/// from this memory (a `wl_shm` pool on `descriptor`) or the renderer draws them, and nobody
/// writes them again until both are done (see the frame exchange that hands them around).
///
/// Sendable without checks: the object itself never changes after its creation; the pixels
/// are written by one thread at a time, as the exchange that owns them decides.
package final class SharedPixels: @unchecked Sendable {
    /// The memfd holding the pixels, open for the object's life (the compositor maps it too).
    package let descriptor: Int32
    /// The first byte of the top row.
    package let pixels: UnsafeMutableRawPointer
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Bytes from one row to the next.
    package let stride: Int
    /// Tells these pixels apart from every other `SharedPixels` of the process (a compositor
    /// buffer made for them is kept under this number).
    package let serial: Int

    /// Takes ownership of `descriptor` (a memfd of at least `stride` × `height` bytes) and of
    /// `pixels`, its mapping: both are released when the object goes.
    package init(descriptor: Int32, pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        self.descriptor = descriptor
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stride = stride
        serial = SharedPixelsSerials.next()
    }

    /// Bytes of the mapping.
    package var byteCount: Int { stride * height }

    deinit {
        munmap(pixels, byteCount)
        close(descriptor)
    }
}

/// Serial numbers for `SharedPixels`, taken from any thread.
private enum SharedPixelsSerials {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int { counter.add(1, ordering: .relaxed).newValue }
}
