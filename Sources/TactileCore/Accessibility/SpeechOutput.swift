/// How urgent an utterance is, after speech-dispatcher's priorities: what the visitor asked
/// for cuts off what was being said; what happens on its own waits its turn.
package enum SpeechPriority: String, Hashable, Sendable {
    /// Said at once, never cut off by anything but another important one (speech mode
    /// starting or ending, a time-limit warning).
    case important
    /// What the visitor's own finger or key asked for: cuts off the text before it.
    case text
    /// A change the visitor did not cause (a total, a timer): waits for what is being said.
    case message
}

/// Where speech mode's utterances go: a speech server (speech-dispatcher in a window) or, in
/// tests, a recorder. Called on the main loop only; an implementation that talks to a server
/// does so on its own thread and reports back through the main loop's wake-up.
package protocol SpeechOutput: AnyObject {
    /// Says `text` in `language` (a code such as "de" or "fr-CA") at `priority`.
    func speak(_ text: String, priority: SpeechPriority, language: String)
    /// Says one typed character by its name ("capital A", "space") in `language`.
    func speakCharacter(_ character: Character, language: String)
    /// Stops what is being said and drops what waits.
    func stop()
    /// The loudness, from 0 (silent) to 1 (the loudest the server allows); 0.7 to start with.
    var volume: Double { get set }
    /// The speaking rate, from 0 (slowest) to 1 (fastest); 0.5 is the server's normal rate.
    var rate: Double { get set }
    /// True while the server is reachable: otherwise utterances are dropped, and speech mode
    /// says so on screen.
    var isAvailable: Bool { get }
    /// Called on the main loop when `isAvailable` changes (a server that died, or came back).
    var availabilityChanged: ((Bool) -> Void)? { get set }
}
