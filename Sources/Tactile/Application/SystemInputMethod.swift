import TactileCore
import TactileWayland

/// Connects a window's text focus to the compositor's input method when the scene's
/// `textInputSource` asks for it: the focused field's state goes to the compositor after each
/// batch of input and each frame where what it is made of changed (a frame that changed
/// nothing of it builds and sends nothing), what the input method sends is applied to the
/// field, and the built-in keyboard stays hidden meanwhile.
///
/// Traces `preedit <field id> "<text>"` each time the preedit shown changes (`""`: gone).
final class SystemInputMethod {
    /// The window host's scene: the window host owns both it and this object.
    private unowned(unsafe) let scene: SceneHost
    private let client: WaylandClient
    private let log: (String) -> Void
    /// Set once the missing protocol has been logged.
    @exclusivity(unchecked) private var reportedMissing = false
    /// The field whose state went out last: another one starts afresh (disable, then enable).
    @exclusivity(unchecked) private weak var lastField: AnyObject?
    /// What the state last given to the compositor was made from (nil: no field's).
    @exclusivity(unchecked) private var sentSource: AnyHashable?
    /// The preedit text last traced ("" for none).
    @exclusivity(unchecked) private var tracedPreedit = ""

    /// A connection of `scene`'s fields to `client`'s input method; incidents go to `log`.
    init(scene: SceneHost, client: WaylandClient, log: @escaping (String) -> Void) {
        self.scene = scene
        self.client = client
        self.log = log
    }

    /// The focused field, when the input method types into it.
    private var field: InputMethodClient? {
        scene.usesSystemInputMethod ? scene.inputDispatcher.textInput.focused as? InputMethodClient : nil
    }

    /// Sends the focused field's state (or that none is focused) when what it is made of
    /// changed, or when the compositor has yet to get the last one. The window host calls it
    /// at every input batch and frame: an app whose scene neither asks for the compositor's
    /// input method nor still uses it (most: the built-in keyboard is the default) has
    /// nothing to sync, and learns it from two flags.
    func sync() {
        if scene.textInputSource == .systemInputMethod || scene.usesSystemInputMethod { syncInUse() }
    }

    /// `sync()` when the scene asks for the input method or still uses it.
    @section(".text.hot") @inline(never)
    private func syncInUse() {
        let wanted = scene.textInputSource == .systemInputMethod
        if wanted && !client.offersTextInput && !reportedMissing {
            reportedMissing = true
            log("the compositor offers no zwp_text_input_manager_v3: the built-in keyboard types")
        }
        let uses = wanted && client.offersTextInput
        // Forgotten once, when the input method stops being used: touching the AnyHashable?
        // at all (even storing nil over nil) runs the standard library's generic value
        // witnesses, pages of code every input batch and frame would run through in an app
        // without the input method.
        if scene.usesSystemInputMethod && !uses { sentSource = nil }
        scene.usesSystemInputMethod = uses
        guard uses else { return }
        let field = self.field
        let source = field?.inputMethodStateSource
        guard source != sentSource || client.hasUnsentTextInputState else { return }
        sentSource = source
        // Enabling resets the input method's state: a composition in one field must not go on
        // in the next.
        if let field, let lastField, field !== lastField { client.setTextInputState(nil) }
        lastField = field
        client.setTextInputState(field?.inputMethodState)
    }

    /// Applies one `done` of the input method to the focused field.
    func apply(_ update: InputMethodUpdate) {
        guard let field else { return }
        field.applyInputMethod(update, log: log)
        let preedit = update.preedit?.text ?? ""
        if preedit != tracedPreedit {
            tracedPreedit = preedit
            scene.trace("preedit \(field.inputView.identifier ?? "?") \(preedit.debugDescription)")
        }
    }
}
