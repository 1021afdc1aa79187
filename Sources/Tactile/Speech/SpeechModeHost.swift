import TactileCore

/// A scene host's speech mode (see `ScreenReader`): what starts and stops it, where its
/// touches and keys come from, its voice, and the note it shows when it has none.
///
/// Nothing is made before the first start: no semantic tree, no connection to the speech
/// server. While it is off it only watches the touches going to the views for its start
/// gesture (a counter per finger landing or lifting) and the keys for its start key.
final class SpeechModeHost {
    /// How the visitor starts and stops it.
    var start = SpeechModeStart() {
        didSet { watcher.limits.longPress = start.threeFingerHold ?? .seconds(2) }
    }
    /// Makes the voice at the first start (the window's: speech-dispatcher); nil: a host
    /// without one (offscreen), whose speech mode shows that it cannot speak.
    var makeOutput: (() -> SpeechOutput?)?
    /// True while speech mode is on.
    var isOn: Bool { reader?.isOn ?? false }
    /// The screen reader, once started.
    private(set) var reader: ScreenReader?

    private unowned let host: SceneHost
    private let watcher: SpeechStartWatcher
    /// The note saying the voice is missing, while it shows.
    private var note: View?
    /// True once the note follows the visitor's text size.
    private var isPlacingNotes = false

    init(host: SceneHost) {
        self.host = host
        watcher = SpeechStartWatcher(clock: host.inputDispatcher.clock)
        watcher.onStart = { [unowned self] in
            // The three fingers pressed nothing: the views' touches go, as when the compositor
            // cancels. (`self.host`: the initializer's own `host` would be held for good.)
            self.host.inputDispatcher.cancelAllTouches()
            self.host.inputDispatcher.cancelGestures()
            setOn(true)
        }
    }

    /// Turns speech mode on or off (traced `speech on` / `speech off`).
    func setOn(_ on: Bool) {
        guard on != isOn else { return }
        if on {
            let reader = self.reader ?? makeReader()
            reader.turnOn()
        } else {
            reader?.turnOff()
        }
        didSwitch(on)
    }

    /// After speech mode went on or off, whatever switched it: traced, the note shown or taken
    /// away, the kiosk's time limits lengthened or back, the visitor's settings (and their
    /// observers, an app's panel) told.
    private func didSwitch(_ on: Bool) {
        host.trace(on ? "speech on" : "speech off")
        host.speechModeTakesMotions = on || watcher.isArmed
        showNote(on && reader?.output.isAvailable == false)
        host.kioskSession?.isSpeechModeOn = on
        host.accessibility.isSpeechOn = on
    }

    /// What the kiosk session did, spoken while speech mode is on: the time-limit warning with
    /// its countdown at ten and five seconds, the time given back; after the idle reset (which
    /// turned speech mode off with the visitor's other settings) the next visitor gets the
    /// usual voice.
    func kioskDidChange(_ event: KioskEvent) {
        switch event {
        case .warningShown:
            if let text = host.kioskSession?.warningText { reader?.announce(text, priority: .important) }
        case .warningTick(let remaining):
            let seconds = Int(remaining.seconds.rounded())
            if seconds == 10 || seconds == 5, let text = host.kioskSession?.warningText { reader?.announce(text, priority: .important) }
        case .extended:
            reader?.announce(host.rootView.layoutEnvironment.text(LocalizedString(
                "More time given", comment: "Spoken in speech mode when the visitor's touch or key put off the time-limit reset")),
                             priority: .important)
        case .idleReset:
            // The reset turned speech off already (the visitor's settings, reset with them).
            restoreVoice()
        default:
            break
        }
    }

    /// The volume and speed the next visitor starts with (a kiosk's idle reset).
    func restoreVoice() { reader?.restoreVoice() }

    private func makeReader() -> ScreenReader {
        let tree = host.startAccessibilityTree()
        let output = makeOutput?() ?? SilentSpeech()
        let reader = ScreenReader(tree: tree, output: output, clock: host.inputDispatcher.clock) { [unowned host] line in
            host.trace(line)
        }
        reader.gestures.limits.longPress = start.threeFingerHold ?? .seconds(2)
        reader.onTurnedOff = { [unowned self] in didSwitch(false) }
        tree.addObserver { [unowned reader] changes in reader.treeDidChange(changes) }
        output.availabilityChanged = { [unowned self] available in
            host.trace("speech \(available ? "available" : "unavailable")")
            if isOn { showNote(!available) }
        }
        self.reader = reader
        return reader
    }

    // MARK: Input (from the host)

    /// Takes a touch event: true when it may go on to the views (speech mode is off).
    func admits(_ event: TouchEvent) -> Bool {
        defer { host.speechModeTakesMotions = isOn || watcher.isArmed }
        if let reader, reader.isOn {
            reader.handleTouch(event)
            return false
        }
        if start.threeFingerHold != nil {
            if case .motion = event, !watcher.isArmed { return true }
            watcher.handle(event)
        }
        return true
    }

    /// Takes a key: true when it may go on to the views (it is not the start key, nor a key
    /// speech mode used).
    func admits(_ event: KeyEvent) -> Bool {
        if let key = start.key, event.keysym == key, event.modifiers.intersection(Self.chordModifiers) == start.keyModifiers {
            if event.pressed && !event.isRepeat { setOn(!isOn) }
            return false
        }
        if let reader, reader.isOn, reader.handleKey(event) { return false }
        return true
    }

    /// The modifiers a key chord is told by (locks left out).
    private static let chordModifiers: KeyModifiers = [.shift, .control, .alt, .super]

    // MARK: The note

    /// Shows (or takes away) the note that speech cannot be heard, above everything.
    private func showNote(_ shown: Bool) {
        guard shown else {
            note?.removeFromSuperview()
            note = nil
            return
        }
        let note = self.note ?? makeNote()
        host.rootView.addSubview(note)
        self.note = note
        placeNote()
    }

    private func makeNote() -> View {
        let note = View()
        note.identifier = "speech unavailable"
        note.backgroundColor = Color(red: 0.6, green: 0.05, blue: 0.05)
        note.isUserInteractionEnabled = false
        // It is for whoever can see it; what is under it is what speech mode reads.
        note.isAccessibilityHidden = true
        note.addSubview(Label(localizedText: LocalizedString(
            "Speech is not available. Everything still works with the keys.",
            comment: "Shown at the top of the screen when speech mode is on but no speech server can be reached"),
            style: TextStyle(font: Font(size: 22, isBold: true), color: .white, alignment: .center)))
        if !isPlacingNotes {
            isPlacingNotes = true
            // Larger text grows it; it stays as wide as the window.
            host.accessibility.addObserver { [unowned self] _ in placeNote() }
        }
        return note
    }

    /// Lays the note across the top of the window, as high as its text needs at the
    /// window's width (the text wraps, at any text size).
    func placeNote() {
        guard let note, let label = note.subviews.first else { return }
        let width = host.rootView.bounds.width
        let margin = 16.0
        let text = label.sizeThatFits(Size(width: max(width - 2 * margin, 0), height: .infinity))
        label.frame = Rect(x: margin, y: margin, width: max(width - 2 * margin, 0), height: text.height)
        note.frame = Rect(x: 0, y: 0, width: width, height: text.height + 2 * margin)
    }
}
