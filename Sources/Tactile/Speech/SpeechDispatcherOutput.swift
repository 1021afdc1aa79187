import CShims
import TactileCore
import TactileWayland
#if canImport(Glibc)
import Glibc
#endif

/// Speech mode's voice: utterances sent to speech-dispatcher through libspeechd.
///
/// Everything here runs on the main loop and returns at once: the commands go to a thread of
/// the output's own, which connects, talks to the server and, when the server goes away or
/// comes back, wakes the main loop, where `deliverAvailability()` updates `isAvailable` and
/// calls `availabilityChanged`. While the server is away the thread tries again every
/// `retryInterval` (2 s), and utterances are dropped.
package final class SpeechDispatcherOutput: SpeechOutput {
    /// The loudness from 0 to 1, sent as SSIP's -100...100 (0.7 gives 40).
    package var volume = 0.7 {
        didSet {
            volume = min(max(volume, 0), 1)
            if ssipLevel(volume) != ssipLevel(oldValue) { worker?.send(.volume(ssipLevel(volume))) }
        }
    }
    /// The rate from 0 to 1, sent as SSIP's -100...100 (0.5, the server's normal rate, gives 0).
    package var rate = 0.5 {
        didSet {
            rate = min(max(rate, 0), 1)
            if ssipLevel(rate) != ssipLevel(oldValue) { worker?.send(.rate(ssipLevel(rate))) }
        }
    }
    /// True until the thread reports the server unreachable (so that what is said right after
    /// the output is made waits for the first connection rather than being dropped), and again
    /// once it is back.
    package private(set) var isAvailable: Bool
    /// Why the server is unreachable, in libspeechd's words (for the log); nil while available.
    package private(set) var problem: String?
    /// Called on the main loop, from `deliverAvailability()`, when `isAvailable` changed.
    package var availabilityChanged: ((Bool) -> Void)?

    /// The speech thread's queue; nil when no thread could be started.
    private let worker: SpeechServerWorker?
    /// The eventfd the thread wakes the main loop with, when the output made it itself.
    private var wakeUp: (descriptor: WakeDescriptor, loop: EventLoop)?

    /// An output that talks to the server at `address` (when nil, see
    /// `SpeechServerAddress.fromEnvironment`: `SPEECHD_ADDRESS`, else libspeechd's default socket) as `clientName`, calling
    /// `wake` from its thread when `deliverAvailability()` has news. With `autospawn`
    /// libspeechd starts `speech-dispatcher --spawn` when nothing listens (tests pass false).
    /// A server that takes longer than `replyTimeout` to answer counts as gone.
    package init(address: SpeechServerAddress? = nil, clientName: String = "tactile", autospawn: Bool = true,
                 retryInterval: Duration = .seconds(2), replyTimeout: Duration = .seconds(5),
                 wake: @escaping @Sendable () -> Void) {
        tactile_ignore_sigpipe()  // libspeechd writes to a socket whose server may have left.
        let resolved: Result<SpeechServerAddress, SpeechServerProblem>
        if let address {
            resolved = .success(address)
        } else {
            do throws(SpeechServerProblem) { resolved = .success(try SpeechServerAddress.fromEnvironment()) } catch { resolved = .failure(error) }
        }
        let settings = SpeechServerWorker.Settings(
            address: resolved, clientName: clientName, autospawn: autospawn, retryInterval: retryInterval,
            replyTimeout: replyTimeout, volume: ssipLevel(0.7), rate: ssipLevel(0.5))
        let worker = SpeechServerWorker(settings: settings, wake: wake)
        if let worker, worker.start() {
            (self.worker, isAvailable, problem) = (worker, true, nil)
        } else {
            (self.worker, isAvailable, problem) = (nil, false, "speech: no thread or eventfd for speech-dispatcher's client")
        }
    }

    /// An output for a window: its thread wakes `loop` through an eventfd the loop watches,
    /// which delivers the availability. Speech mode makes it when first switched on, so a
    /// kiosk that never speaks opens no socket. Nil (logged) when the loop cannot watch one.
    package static func connect(loop: EventLoop, address: SpeechServerAddress? = nil, log: (String) -> Void) -> SpeechDispatcherOutput? {
        let descriptor = tactile_eventfd_create()
        guard descriptor >= 0 else {
            log("speech: no eventfd (\(String(cString: strerror(errno)))); speech mode cannot speak")
            return nil
        }
        let wakeUp = WakeDescriptor(descriptor)
        let output = SpeechDispatcherOutput(address: address, wake: { wakeUp.signal() })
        do {
            try loop.watch(descriptor) { [weak output] _ in
                tactile_eventfd_drain(descriptor)
                output?.deliverAvailability()
            }
        } catch {
            log("speech: \(error); speech mode cannot speak")
            wakeUp.close()
            return nil
        }
        output.wakeUp = (wakeUp, loop)
        return output
    }

    deinit {
        worker?.finish()
        guard let wakeUp else { return }
        wakeUp.loop.unwatch(wakeUp.descriptor.descriptor)
        wakeUp.descriptor.close()
    }

    /// Says `text` at `priority` in `language`; dropped while the server is unreachable, and
    /// when empty.
    package func speak(_ text: String, priority: SpeechPriority, language: String) {
        guard isAvailable, !text.isEmpty else { return }
        worker?.send(.speak(text: text, priority: priority, language: language))
    }

    /// Says `character` by its name in `language` (a space as "space", Return as the Enter
    /// key); dropped while the server is unreachable.
    package func speakCharacter(_ character: Character, language: String) {
        guard isAvailable, let typed = TypedCharacter(character) else { return }
        worker?.send(.character(typed, language: language))
    }

    /// Stops what is being said, and what was queued and not yet sent.
    package func stop() {
        guard isAvailable else { return }
        worker?.send(.stop)
    }

    /// On the main loop after the thread's wake-up: takes its news and, when the server
    /// became reachable or went away, updates `isAvailable` and calls `availabilityChanged`.
    package func deliverAvailability() {
        guard let news = worker?.takeNews() else { return }
        problem = news.problem
        guard news.isAvailable != isAvailable else { return }
        isAvailable = news.isAvailable
        availabilityChanged?(isAvailable)
    }
}
