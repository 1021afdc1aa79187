import CShims
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

extension SharedPixels {
    /// New `width` × `height` pixels in a fresh memfd (rows of 4 × `width` bytes, as
    /// `wl_shm` and Cairo's RGB24 take them), or nil with the system's reason when shared
    /// memory runs out. Any thread may call it: it touches no Wayland object.
    package static func allocate(width: Int, height: Int) -> Result<SharedPixels, WaylandError> {
        let stride = width * 4
        let byteCount = stride * height
        let descriptor = tactile_memfd_create("tactile-video", byteCount)
        guard descriptor >= 0 else { return .failure(.sharedMemory(reason: "memfd_create: \(errnoDescription())")) }
        _ = tactile_memfd_seal_shrink(descriptor)  // Best effort, as for window buffers.
        guard let pixels = tactile_map_shared(descriptor, byteCount) else {
            let reason = errnoDescription()
            close(descriptor)
            return .failure(.sharedMemory(reason: "mmap of \(byteCount) bytes: \(reason)"))
        }
        return .success(SharedPixels(descriptor: descriptor, pixels: pixels, width: width, height: height, stride: stride))
    }
}
