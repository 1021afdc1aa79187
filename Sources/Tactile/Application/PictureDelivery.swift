import CShims
import TactileCairo
import TactileWayland
#if canImport(Glibc)
import Glibc
#endif

/// The app's pictures and how their decodes reach the main loop: the decoding threads write
/// an eventfd the event loop watches, and the loop, reading it, hands what they decoded to
/// the views that asked (`PictureLoader.deliverFinished`). The threads never touch a view.
final class PictureDelivery {
    /// The app's one loader, with its cache of decoded pictures.
    let pictures: PictureLoader
    private let loop: EventLoop
    private let wakeUp: WakeDescriptor?

    /// A threaded loader whose decodes are delivered on `loop`; when the system gives no
    /// eventfd or the loop cannot watch it, a loader that decodes at once (logged).
    init(loop: EventLoop, log: (String) -> Void) {
        self.loop = loop
        let descriptor = tactile_eventfd_create()
        guard descriptor >= 0 else {
            log("images: no eventfd (\(String(cString: strerror(errno)))); pictures are decoded on the main thread")
            (pictures, wakeUp) = (.synchronous(), nil)
            return
        }
        let wakeUp = WakeDescriptor(descriptor)
        let threaded = PictureLoader.threaded(wake: { wakeUp.signal() })
        do {
            try loop.watch(descriptor) { [threaded] _ in
                tactile_eventfd_drain(descriptor)
                threaded.deliverFinished()
            }
            (pictures, self.wakeUp) = (threaded, wakeUp)
        } catch {
            log("images: \(error); pictures are decoded on the main thread")
            wakeUp.close()
            (pictures, self.wakeUp) = (.synchronous(), nil)
        }
    }

    deinit {
        guard let wakeUp else { return }
        loop.unwatch(wakeUp.descriptor)
        wakeUp.close()
    }
}
