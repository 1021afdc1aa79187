import CShims
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The speech thread and its queue: the main loop queues commands and never waits; the
/// thread connects, sends them one by one (each waits for the server's answer) and, when the
/// server becomes reachable or goes away, leaves the news and calls `wake` (from the thread:
/// it must not block) for the main loop to take it. The thread touches no view and no Wayland
/// object.
final class SpeechServerWorker: Sendable {
    /// How the thread reaches the server.
    struct Settings: Sendable {
        /// Where the server listens, or why that is unknown.
        var address: Result<SpeechServerAddress, SpeechServerProblem>
        /// The client name the server lists.
        var clientName: String
        /// Whether libspeechd may start the server when nothing listens.
        var autospawn: Bool
        /// How long after a failed or lost connection the next attempt comes.
        var retryInterval: Duration
        /// How long the server may take to answer a command before it counts as gone.
        var replyTimeout: Duration
        /// The loudness to start with (SSIP's -100...100).
        var volume: Int32
        /// The rate to start with (SSIP's -100...100).
        var rate: Int32
    }

    /// What the main loop and the thread share, under `shared`'s lock.
    private struct Shared {
        /// The commands queued and not yet taken, in order.
        var commands: [SpeechCommand] = []
        /// Set when the output went away: the thread ends.
        var finishing = false
        /// The availability the main loop has not taken yet (the latest wins).
        var news: SpeechServerSession.Availability?
    }

    /// How the thread reaches the server.
    private let settings: Settings
    /// Tells the main loop there is news (called on the thread).
    private let wake: @Sendable () -> Void
    /// The queue and the news.
    private let shared = Mutex(Shared())
    /// An eventfd the main loop signals when it queued a command or asked the thread to end.
    private let queued: Int32

    /// A worker for `settings` that calls `wake` with news; nil when no eventfd could be made.
    init?(settings: Settings, wake: @escaping @Sendable () -> Void) {
        queued = tactile_eventfd_create()
        guard queued >= 0 else { return nil }
        self.settings = settings
        self.wake = wake
    }

    deinit { close(queued) }

    /// Starts the thread; false when the system refused one.
    func start() -> Bool {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            Unmanaged<SpeechServerWorker>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<SpeechServerWorker>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    /// Queues `command`; a stop drops the utterances still queued, which it would cut off.
    func send(_ command: SpeechCommand) {
        shared.withLock { shared in
            if command == .stop { shared.commands.removeAll { $0.isUtterance } }
            shared.commands.append(command)
        }
        tactile_eventfd_signal(queued)
    }

    /// Lets the thread end after the command under way; it closes the connection.
    func finish() {
        shared.withLock { $0.finishing = true }
        tactile_eventfd_signal(queued)
    }

    /// The availability the thread reported since the last call, if any.
    func takeNews() -> SpeechServerSession.Availability? {
        shared.withLock { shared in
            defer { shared.news = nil }
            return shared.news
        }
    }

    /// The thread's life: connect when due, send what was queued, tell the main loop when the
    /// server came or went, wait; until the output goes away.
    private func run() {
        let session = SpeechServerSession(settings: settings)
        var told = session.availability
        func tell() {
            guard session.availability.isAvailable != told.isAvailable else { return }
            told = session.availability
            shared.withLock { $0.news = told }
            wake()
        }
        while true {
            session.connectIfDue()
            tell()
            let (commands, finishing) = shared.withLock { shared in
                defer { shared.commands.removeAll() }
                return (shared.commands, shared.finishing)
            }
            if finishing { return }
            for command in commands { session.perform(command) }
            tell()
            wait(for: session)
        }
    }

    /// Sleeps until a command is queued, the server's socket stirs or the next attempt to
    /// connect is due.
    private func wait(for session: SpeechServerSession) {
        let (socket, timeout) = session.waitingFor
        var descriptors = [pollfd(fd: queued, events: Int16(POLLIN), revents: 0)]
        if let socket { descriptors.append(pollfd(fd: socket, events: Int16(POLLIN), revents: 0)) }
        let milliseconds: Int32 = timeout.map { timeout in
            let (seconds, attoseconds) = max(timeout, .zero).components
            return Int32(clamping: seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
        } ?? -1
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return }
        if descriptors[0].revents != 0 { tactile_eventfd_drain(queued) }
        if descriptors.count > 1, descriptors[1].revents != 0 { session.serverLeft() }
    }
}
