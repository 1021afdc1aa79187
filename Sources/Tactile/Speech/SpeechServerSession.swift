import CSpeechDispatcher

/// The speech thread's side of the server: the connection while there is one, what the
/// server was last told, and when to try again after it went away. Used by that thread alone.
final class SpeechServerSession {
    /// Whether the server can be reached, and when not, why.
    struct Availability: Sendable, Equatable {
        /// True while connected (or before the first attempt).
        let isAvailable: Bool
        /// Why not, in libspeechd's words; nil while available.
        let problem: String?
    }

    /// Where and how to connect.
    private let settings: SpeechServerWorker.Settings
    /// The clock of the attempts to connect.
    private let clock = ContinuousClock()
    /// The open connection; nil before the first attempt and while the server is away.
    private var connection: SpeechServerConnection?
    /// When to try to connect next (at once to begin with).
    private var nextAttempt: ContinuousClock.Instant
    /// The language the connection was last set to: each utterance carries its own, and the
    /// server is told only when it changes.
    private var language: String?
    /// The loudness to hold the server to (SSIP's -100...100), sent again on every connection.
    private var volume: Int32
    /// The rate to hold the server to, likewise.
    private var rate: Int32
    /// Whether the server is reachable now, as the main loop is to be told.
    private(set) var availability = Availability(isAvailable: true, problem: nil)

    /// A session that connects at its first `connectIfDue()`.
    init(settings: SpeechServerWorker.Settings) {
        self.settings = settings
        volume = settings.volume
        rate = settings.rate
        nextAttempt = clock.now
    }

    /// Connects when not connected and the time to try has come: on success the server is
    /// told the volume and rate; on failure the next try is `retryInterval` later.
    func connectIfDue() {
        guard connection == nil, clock.now >= nextAttempt else { return }
        do throws(SpeechServerProblem) {
            let address = try settings.address.get()
            connection = try SpeechServerConnection.open(address, clientName: settings.clientName, autospawn: settings.autospawn,
                                                         replyTimeout: settings.replyTimeout)
            availability = Availability(isAvailable: true, problem: nil)
            language = nil
            if let connection, check(connection.setVolume(volume)) { _ = check(connection.setRate(rate)) }
        } catch {
            giveUp(error.reason)
        }
    }

    /// Does `command` on the server; without a connection, an utterance is dropped and a
    /// level kept for the next one.
    func perform(_ command: SpeechCommand) {
        switch command {
        case .volume(let level): volume = level
        case .rate(let level): rate = level
        default: break
        }
        guard let connection else { return }
        switch command {
        case .speak(let text, let priority, let language):
            if setLanguage(language, on: connection) { _ = check(connection.say(text, priority: priority.ssip)) }
        case .character(let character, let language):
            guard setLanguage(language, on: connection) else { return }
            switch character {
            case .character(let name): _ = check(connection.sayCharacter(name, priority: SPD_TEXT))
            case .key(let name): _ = check(connection.sayKey(name, priority: SPD_TEXT))
            case .text(let text): _ = check(connection.say(text, priority: SPD_TEXT))
            }
        case .stop: _ = check(connection.cancel())
        case .volume(let level): _ = check(connection.setVolume(level))
        case .rate(let level): _ = check(connection.setRate(level))
        }
    }

    /// The descriptor to watch while waiting (nothing is expected on it between commands),
    /// and how long to wait at most: until the next attempt to connect, or for ever.
    var waitingFor: (socket: Int32?, timeout: Duration?) {
        guard let connection else { return (nil, clock.now.duration(to: nextAttempt)) }
        return (connection.socket, nil)
    }

    /// The server's socket became readable or hung up between commands: it went away.
    func serverLeft() { giveUp("speech-dispatcher closed the connection") }

    /// Sets the language of what follows when it changed; false when the connection broke.
    private func setLanguage(_ wanted: String, on connection: SpeechServerConnection) -> Bool {
        guard wanted != language else { return true }
        let outcome = connection.setLanguage(wanted)
        // A language the server refused is asked again next time rather than assumed.
        language = outcome == .done ? wanted : nil
        return check(outcome)
    }

    /// False, with the connection dropped, when it broke.
    private func check(_ outcome: SpeechServerConnection.Outcome) -> Bool {
        guard outcome == .lost else { return true }
        giveUp("speech-dispatcher closed the connection or stopped answering")
        return false
    }

    /// Drops the connection for `problem`, and tries again `retryInterval` later.
    private func giveUp(_ problem: String) {
        connection = nil
        availability = Availability(isAvailable: false, problem: problem)
        nextAttempt = clock.now.advanced(by: settings.retryInterval)
    }
}
