import TactileCore

/// The voice of a host that has no speech server (offscreen, or before the window made one):
/// never available, so speech mode says so on screen and works on by keys.
final class SilentSpeech: SpeechOutput {
    var volume = 0.7
    var rate = 0.5
    let isAvailable = false
    var availabilityChanged: ((Bool) -> Void)?

    func speak(_ text: String, priority: SpeechPriority, language: String) {}
    func speakCharacter(_ character: Character, language: String) {}
    func stop() {}
}
