import TactileCore

/// Decoded pictures for the app's views: looked up in one byte-bounded `PictureCache`, and on
/// a miss decoded at the size shown, either on `DecodeWorkers` threads (a window: the frame
/// never waits for a decode) or at once on the calling thread (`synchronous`, for snapshots
/// and in-process renderer tests). Main thread only, except the decodes.
///
/// A threaded loader hands results over through `deliverFinished`, which the main loop calls
/// when the workers' `wake` fired; it caches them and redraws the views that asked. Each frame
/// (`beginFrame`) it cancels the decodes whose views all left the screen: one not started is
/// taken out of the queue, one running has its result dropped.
package final class PictureLoader {
    /// The decoded pictures.
    package let cache: PictureCache
    /// Receives `image shown NAME WxH` when an image's picture is first drawn, and
    /// `image refused NAME: REASON` for an image that cannot be shown (each once per image).
    package var log: ((String) -> Void)?

    private let decoding: ImageDecoding
    private let workers: DecodeWorkers?
    /// Decodes queued or running, by picture.
    private var requests: [PictureKey: Request] = [:]
    private var requestIDs: [UInt64: PictureKey] = [:]
    private var nextRequestID: UInt64 = 1
    /// Images that cannot be shown, and images whose picture was drawn (for the log's "once").
    private var refusals: [ObjectIdentifier: ImageRecord] = [:]
    private var shown: [ObjectIdentifier: ImageRecord] = [:]
    /// Views that drew each cached picture (a rested window keeps those still on screen).
    private var viewers: [PictureKey: [WeakView]] = [:]

    private struct Request {
        let id: UInt64
        let image: Image
        var waiters: [WeakView]
    }

    private struct WeakView {
        weak var view: View?
    }

    /// An image by identity, whose identity is only trusted while it lives.
    private struct ImageRecord {
        weak var image: Image?
    }

    /// The default budget of decoded pictures: 64 MB, sixteen full-screen pictures of
    /// 1280×800, a wall of a few hundred thumbnails.
    package static let defaultBudget = 64 << 20

    /// A loader decoding on the calling thread, at once (snapshots, renderer tests).
    package static func synchronous(decoding: ImageDecoding = .codec, budget: Int = defaultBudget) -> PictureLoader {
        PictureLoader(decoding: decoding, budget: budget, workers: nil)
    }

    /// A loader decoding on up to `threads` threads (by default one per core), calling `wake`
    /// from a decoding thread after each decode (it must not block: it writes an eventfd):
    /// the main loop then calls `deliverFinished`.
    package static func threaded(decoding: ImageDecoding = .codec, budget: Int = defaultBudget, threads: Int = DecodeWorkers.coreCount,
                                 wake: @escaping @Sendable () -> Void) -> PictureLoader {
        PictureLoader(decoding: decoding, budget: budget, workers: DecodeWorkers(decoding: decoding, limit: threads, wake: wake))
    }

    private init(decoding: ImageDecoding, budget: Int, workers: DecodeWorkers?) {
        self.decoding = decoding
        self.workers = workers
        cache = PictureCache(budget: budget)
    }

    deinit { workers?.stop() }

    /// True when decodes run off the calling thread.
    package var isThreaded: Bool { workers != nil }

    /// Decodes queued or running.
    package var pendingCount: Int { requests.count }

    /// The nice value of the decoding threads, once one has run.
    package var decodingNiceValue: Int32? { workers?.decodingNiceValue }

    /// A frame of `root`'s window starts: the pictures the last frame drew may be evicted
    /// again, and the decodes of views no longer shown in it are cancelled.
    package func beginFrame(root: View) {
        cache.beginFrame()
        cancelRequests { $0.isShown(in: root) }
    }

    /// Where the picture of `image` at `width`×`height` (only its `region` tile when given)
    /// stands, decoding it now (synchronous) or asking for it (threaded) when it is not cached;
    /// `view` (when known) is redrawn when it arrives.
    package func state(of image: Image, width: Int, height: Int, region: PixelRect? = nil, for view: View?) -> PictureState {
        let key = PictureKey(image, width: width, height: height, region: region)
        if let frames = cache.frames(for: key) {
            if let view { noteViewer(view, of: key) }
            return .ready(frameCount: frames.count)
        }
        if isRefused(image) { return .refused }
        guard workers != nil else {
            decodeNow(image, key: key)
            if let view, cache.contains(key) { noteViewer(view, of: key) }
            return cache.frames(for: key).map { .ready(frameCount: $0.count) } ?? .refused
        }
        request(image, key: key, for: view)
        return .pending
    }

    /// The frames of the picture of `image` at `width`×`height` (only its `region` tile when
    /// given), when cached.
    package func frames(of image: Image, width: Int, height: Int, region: PixelRect? = nil) -> [DecodedFrame]? {
        cache.frames(for: PictureKey(image, width: width, height: height, region: region))
    }

    /// Logs `image shown` the first time a picture of `image` is drawn.
    package func noteShown(_ image: Image, width: Int, height: Int) {
        let id = ObjectIdentifier(image)
        if let record = shown[id], record.image === image { return }
        shown = shown.filter { $0.value.image != nil }
        shown[id] = ImageRecord(image: image)
        log?("image shown \(image.name) \(width)x\(height)")
    }

    /// Takes the decodes finished since the last call into the cache and redraws the views
    /// waiting for them (those still shown); results nobody waits for any more are dropped.
    /// Returns true when something arrived.
    @discardableResult
    package func deliverFinished() -> Bool {
        guard let workers else { return false }
        let outcomes = workers.takeFinished()
        for outcome in outcomes {
            guard let key = requestIDs.removeValue(forKey: outcome.id), let request = requests.removeValue(forKey: key) else {
                continue  // Cancelled while it ran: dropped.
            }
            switch outcome.result {
            case .success(let frames): cache.insert(frames, of: request.image, for: key)
            case .failure(let error): refuse(request.image, error)
            }
            for waiter in request.waiters { waiter.view?.setNeedsDisplay() }
        }
        return !outcomes.isEmpty
    }

    /// Waits for every queued and running decode to finish (cancelled ones that run too), then
    /// delivers them: the offscreen
    /// runner's frames and tests see decodes finish at a known point, not when threads please.
    package func finishPendingDecodes() {
        guard let workers else { return }
        workers.waitUntilIdle()
        deliverFinished()
    }

    /// The window rests: every decode is cancelled and the pictures no view on screen under
    /// `root` shows go (the next frame that needs one decodes it again).
    package func trim(root: View) {
        cancelRequests { _ in false }
        cache.beginFrame()  // Between frames: what the last one drew is kept only if still shown.
        cache.removeAll { key in viewers[key]?.contains { $0.view?.isShown(in: root) == true } == true }
        viewers = viewers.filter { cache.contains($0.key) }
    }

    // MARK: Requests

    private func request(_ image: Image, key: PictureKey, for view: View?) {
        if let view { forgetOtherSizes(of: key, for: view) }
        if var request = requests[key] {
            if let view, !request.waiters.contains(where: { $0.view === view }) {
                request.waiters.append(WeakView(view: view))
                requests[key] = request
            }
            return
        }
        let id = nextRequestID
        nextRequestID += 1
        requests[key] = Request(id: id, image: image, waiters: view.map { [WeakView(view: $0)] } ?? [])
        requestIDs[id] = key
        workers?.submit(DecodeWorkers.Job(id: id, image: image, key: key))
    }

    /// `view` now wants the whole picture `key`: it no longer waits for the whole image at
    /// another size (a view whose bounds are animated asks for a new size every frame), and
    /// such a decode nobody else waits for is cancelled. Tiles are left alone: a zoomed view
    /// wants several, and its whole picture beneath them.
    private func forgetOtherSizes(of key: PictureKey, for view: View) {
        guard key.region == nil else { return }
        for (other, request) in requests where other.image == key.image && other != key && other.region == nil {
            guard request.waiters.contains(where: { $0.view === view }) else { continue }
            let waiters = request.waiters.filter { $0.view !== view }
            if waiters.isEmpty { cancel(request, key: other) } else { requests[other]?.waiters = waiters }
        }
    }

    /// Forgets the decode of `key`: one not started never runs, a running one's result is dropped.
    private func cancel(_ request: Request, key: PictureKey) {
        requests[key] = nil
        requestIDs[request.id] = nil
        _ = workers?.cancel(request.id)
    }

    /// Cancels the decodes none of whose views `isWanted` (a decode asked without a view
    /// goes with the next cancellation).
    private func cancelRequests(keepingViews isWanted: (View) -> Bool) {
        guard !requests.isEmpty else { return }
        for (key, request) in requests {
            let waiters = request.waiters.filter { $0.view.map(isWanted) == true }
            if waiters.isEmpty {
                cancel(request, key: key)
            } else if waiters.count != request.waiters.count {
                requests[key]?.waiters = waiters
            }
        }
    }

    private func decodeNow(_ image: Image, key: PictureKey) {
        do throws(ImageError) {
            cache.insert(try decoding.frames(of: image, key), of: image, for: key)
        } catch {
            refuse(image, error)
        }
    }

    // MARK: Records by image

    private func isRefused(_ image: Image) -> Bool { refusals[ObjectIdentifier(image)]?.image === image }

    private func refuse(_ image: Image, _ error: ImageError) {
        guard !isRefused(image) else { return }
        refusals = refusals.filter { $0.value.image != nil }
        refusals[ObjectIdentifier(image)] = ImageRecord(image: image)
        log?("image refused \(error)")
    }

    private func noteViewer(_ view: View, of key: PictureKey) {
        if viewers[key]?.contains(where: { $0.view === view }) == true { return }
        // Pictures evicted since leave their viewers behind: swept once they outnumber the cached.
        if viewers.count > 2 * cache.count + 16 { viewers = viewers.filter { cache.contains($0.key) } }
        viewers[key, default: []].append(WeakView(view: view))
    }
}
