/// Up to three shm buffers of the window's current size, handed out with their age.
///
/// The pool never returns a buffer the compositor holds. When all three are held the
/// frame is skipped (the window redraws on the next release) rather than blocking or
/// growing without bound. Buffers of a previous size are destroyed when free, or on release.
final class BufferPool {
    /// The most buffers alive at once for the current size.
    static let capacity = 3

    private let display: Display
    private let shm: OpaquePointer
    private var buffers: [ShmBuffer] = []
    private var retired: [ShmBuffer] = []
    /// Frames drawn so far; a buffer's age is how many frames ago it was drawn.
    private var framesDrawn: UInt64 = 0
    /// How many of `buffers` the compositor holds, and their size: `hasFreeBuffer` answers from
    /// these without reading the buffers themselves (a frame asks at every motion of a drag).
    private var heldCount = 0
    private var bufferSize = (width: 0, height: 0)

    init(display: Display, shm: OpaquePointer) {
        self.display = display
        self.shm = shm
    }

    /// A free buffer of `width` × `height` and its age: 0 when its contents are unknown
    /// (the first buffer of this size), N when it holds the frame drawn N frames before the
    /// one about to be drawn. Nil when every buffer is held by the compositor.
    ///
    /// A buffer added while the others are held starts as a copy of the latest frame (age 1):
    /// copying the pixels costs far less than drawing a whole frame, which is what age 0 asks
    /// for, in the middle of a drag that needs one more buffer.
    @section(".text.hot")
    func acquire(width: Int, height: Int) throws -> (buffer: ShmBuffer, age: Int)? {
        resize(width: width, height: height)
        // The most recently drawn free buffer has the smallest age: the least to repaint.
        var best: ShmBuffer?
        for buffer in buffers where !buffer.isHeld && buffer.frameNumber >= (best?.frameNumber ?? 0) {
            best = buffer
        }
        if let best {
            let age = best.frameNumber == 0 ? 0 : Int(framesDrawn + 1 - best.frameNumber)
            return (best, age)
        }
        guard buffers.count < Self.capacity else { return nil }
        let buffer = try ShmBuffer(display: display, shm: shm, width: width, height: height)
        buffer.onRelease = { [unowned self, unowned buffer] in released(buffer) }
        let latest = buffers.max { $0.frameNumber < $1.frameNumber }
        buffers.append(buffer)
        bufferSize = (width, height)
        guard let latest, latest.frameNumber > 0 else { return (buffer, 0) }
        // Reading a buffer the compositor holds is fine: it only reads it too.
        buffer.pixels.copyMemory(from: latest.pixels, byteCount: latest.stride * latest.height)
        buffer.frameNumber = latest.frameNumber
        return (buffer, Int(framesDrawn + 1 - latest.frameNumber))
    }

    /// The buffer holding the last frame drawn, when it is not `target` and still of the
    /// current size: its pixels are what `target` lacks from the frames drawn since its own.
    @section(".text.hot")
    func latestFrame(besides target: ShmBuffer) -> ShmBuffer? {
        guard framesDrawn > 0 else { return nil }
        for buffer in buffers where buffer !== target && buffer.frameNumber == framesDrawn { return buffer }
        return nil
    }

    /// True when `acquire(width:height:)` would hand out a buffer now: one of another size (the
    /// current ones are then retired), a free one, or room for a new one.
    @section(".text.hot")
    func hasFreeBuffer(width: Int, height: Int) -> Bool {
        buffers.isEmpty || bufferSize != (width, height) || heldCount < buffers.count || buffers.count < Self.capacity
    }

    /// Attaches `buffer`, which now holds a new frame, to `surface` for its next commit: from
    /// here the compositor holds it and `acquire` will not hand it out until it is released.
    func attach(_ buffer: ShmBuffer, to surface: OpaquePointer) {
        framesDrawn += 1
        buffer.frameNumber = framesDrawn
        if !buffer.isHeld { heldCount += 1 }
        buffer.attach(to: surface)
    }

    /// Destroys every buffer now, held or not (the window is going away with its surface).
    func destroyAll() {
        buffers.removeAll()
        retired.removeAll()
        heldCount = 0
    }

    /// Destroys the buffers the compositor does not hold, keeping the one it shows: for a
    /// window that has been idle a while, whose next frame can start from a copy of the shown
    /// one (see `acquire`) rather than keep a spare full-window buffer for months.
    func releaseFreeBuffers() {
        buffers.removeAll { !$0.isHeld }
    }

    /// Buffers alive (current size plus retired ones awaiting release), for tests and logs.
    var liveBufferCount: Int { buffers.count + retired.count }

    @section(".text.hot")
    private func resize(width: Int, height: Int) {
        guard let first = buffers.first, first.width != width || first.height != height else { return }
        for buffer in buffers where !buffer.retire() { retired.append(buffer) }
        buffers.removeAll()
        heldCount = 0
    }

    /// A released buffer is free again (a skipped frame is drawn on the loop's next turn);
    /// a retired one is dropped.
    private func released(_ buffer: ShmBuffer) {
        if buffer.isRetired { retired.removeAll { $0 === buffer } } else { heldCount -= 1 }
    }
}
