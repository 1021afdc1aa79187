// The manual's code for "A terminal for every visitor" (Tactile.docc/Accessibility.md); see
// SceneAndViews.swift.
import Tactile

/// Names where the views have no text of their own, a decoration hidden, a live total: the
/// article's first snippet.
func nameTheShop(photo: ImageView, badge: View, total: Label, deleteButton: Button) {
    photo.accessibilityName = LocalizedString("The lighthouse at dusk", comment: "Spoken name of the lighthouse photo")
    deleteButton.accessibilityName = LocalizedString("Remove from cart", comment: "Spoken name of the trash-can button")
    badge.isAccessibilityHidden = true          // repeats the total beside it
    total.announcesAccessibilityChanges = true  // "Total 12 euros" is spoken when it changes
}

/// A card of the app's own that acts on a tap, usable without sight: the article's second
/// snippet.
func makeCardUsable(_ card: View, open: @escaping () -> Void) {
    card.accessibilityRole = .button
    card.accessibilityName = LocalizedString("Opening hours", comment: "Spoken name of the opening-hours card")
    card.onAccessibilityAction = { action in
        guard action == .activate else { return false }
        open()
        return true
    }
}

/// Speech mode's start: three fingers held, or the audio keypad's help key; and on at once:
/// the article's third snippet.
func startSpeech(on app: Application, helpKey: UInt32, startSpoken: Bool) {
    app.host.speechModeStart = SpeechModeStart(threeFingerHold: .seconds(2), key: helpKey)
    if startSpoken { app.host.setSpeechMode(true) }
}
