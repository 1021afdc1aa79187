/// The on-screen keyboard's key behaviour as a state machine fed touches (keyboard space,
/// event times), with timers on an `InputClock`. It types by sending `KeyEvent`s, a
/// press and a release, as a hardware keyboard would.
///
/// What people know from phone keyboards:
/// - a touch presses the key nearest to it (no dead gaps); the key shows pressed at once;
/// - a character goes in when the finger lifts, from the key it lifts from: sliding to
///   another key first types that one;
/// - a finger that stays on a letter for `Timing.longPress` opens its accented variants above
///   it (`accentPopup`); sliding onto one and lifting types it; lifting away from the pop-up
///   (more than a cell's size from it, or below the pressed key's row) types nothing;
/// - two thumbs roll: a key goes down before the previous one is up. The new press types
///   the previous key at once (where its finger is then, accent choice included) and that
///   finger's lift does nothing more, so keys go in in press order, none dropped or doubled;
/// - shift and backspace act at the press: shift taps its state machine (`ShiftState`),
///   backspace deletes and repeats after `Timing.repeatDelay` every `Timing.repeatInterval`
///   until its finger lifts (a finger sliding onto them from another key taps them once at
///   its lift instead). Timers exist only while a finger is down.
/// Everything runs on the event loop's thread.
package final class KeyboardTouchModel {
    /// Delays of the key behaviour.
    package struct Timing: Hashable, Sendable {
        /// How long a finger stays on a letter before its accents open.
        package var longPress: TimeSpan
        /// How long backspace is held before it repeats.
        package var repeatDelay: TimeSpan
        /// Time between two repeats of a held backspace.
        package var repeatInterval: TimeSpan
        /// How close two taps on shift must be to lock it.
        package var shiftDoubleTap: TimeSpan

        /// Creates timings; the defaults follow common phone keyboards.
        package init(longPress: TimeSpan = .milliseconds(500), repeatDelay: TimeSpan = .milliseconds(500),
                    repeatInterval: TimeSpan = .milliseconds(50), shiftDoubleTap: TimeSpan = .milliseconds(300)) {
            self.longPress = longPress
            self.repeatDelay = repeatDelay
            self.repeatInterval = repeatInterval
            self.shiftDoubleTap = shiftDoubleTap
        }
    }

    /// What a finger on the keyboard is doing.
    package enum Role: Hashable, Sendable {
        /// On a key that acts when the finger lifts; shown pressed.
        case pending
        /// On shift, which acted at the press; shown pressed until the lift.
        case held
        /// On backspace, which deletes and repeats; shown pressed until the lift.
        case repeating
        /// Done: typed already (a later key went down) or outlived its page; shown as nothing.
        case settled
    }

    /// One finger on the keyboard.
    package struct KeyTouch: Hashable, Sendable {
        /// The touch id.
        package let id: Int
        /// The index in `layout.keys` of the key under the finger.
        package internal(set) var keyIndex: Int
        /// What the finger is doing.
        package internal(set) var role: Role
        /// Where the finger is, in the keyboard's space.
        package internal(set) var location: Point
    }

    /// What changed, for whoever draws the keyboard.
    package enum Change: Hashable, Sendable {
        /// Pressed keys, their previews or the accent pop-up.
        case touches
        /// The shift state (letters change case).
        case shift
        /// The page or its letters (every key changed).
        case page
    }

    /// Time and timers (long press, backspace repeat).
    package let clock: InputClock
    /// The delays.
    package var timing = Timing() {
        didSet { shift.doubleTapInterval = timing.shiftDoubleTap }
    }
    /// The keys of the current page at the current size.
    package private(set) var layout: KeyboardLayout
    /// The fingers on the keyboard, in the order they went down.
    package private(set) var touches: [KeyTouch] = []
    /// The accented variants open above a letter, if any.
    package private(set) var accentPopup: AccentPopup?

    /// Receives every key event typed (a press then a release; repeats of a held backspace
    /// in between its own press and release).
    package var onKeyEvent: ((KeyEvent) -> Void)?
    /// Told of every visible change, synchronously, inside the input that caused it.
    package var onChange: ((Change) -> Void)?
    /// Called when the hide key is tapped.
    package var onHideKey: (() -> Void)?

    private var shift = ShiftKey()
    private var longPressTimer: TimerToken?
    private var repeatTimer: TimerToken?
    private var arrangementsStorage: [LetterArrangement]
    private var arrangementIndex = 0
    private var sizeStorage: Size
    private let metrics: KeyboardMetrics

    /// Creates a model showing `page` with letters in `arrangement`, laid out at `size`.
    package init(clock: InputClock, page: KeyboardPage = .letters, arrangement: LetterArrangement = .qwerty,
                size: Size, metrics: KeyboardMetrics = KeyboardMetrics()) {
        self.clock = clock
        self.metrics = metrics
        arrangementsStorage = [arrangement]
        sizeStorage = size
        layout = KeyboardLayout(page: page, arrangement: arrangement, size: size, metrics: metrics)
    }

    /// The page shown.
    package var page: KeyboardPage { layout.page }
    /// The shift state.
    package var shiftState: ShiftState { shift.state }
    /// The letters shown.
    package var arrangement: LetterArrangement { arrangementsStorage[arrangementIndex] }
    /// The arrangements the key to the next one cycles through (it shows when there are
    /// several), the one shown among them.
    package var arrangements: [LetterArrangement] { arrangementsStorage }
    /// The keyboard's size, in logical pixels.
    package var size: Size { sizeStorage }

    /// Shows `page`; fingers still down are let go (they type nothing more).
    package func setPage(_ page: KeyboardPage) { relayout(page: page, size: size) }
    /// Offers `arrangements` (none: QWERTY alone), showing the first.
    package func setArrangements(_ arrangements: [LetterArrangement]) {
        relayout(page: page, arrangements: arrangements.isEmpty ? [.qwerty] : arrangements, index: 0, size: size)
    }
    /// Shows the next arrangement, the first after the last.
    package func showNextArrangement() {
        relayout(page: page, index: (arrangementIndex + 1) % arrangements.count, size: size)
    }
    /// Lays the keys out again for `size`.
    package func setSize(_ size: Size) { relayout(page: page, size: size) }

    /// Sets the shift state (an app capitalising the first letter of a field).
    package func setShiftState(_ state: ShiftState) {
        guard state != shift.state else { return }
        shift.set(state, at: clock.now)
        onChange?(.shift)
    }

    /// The keys shown pressed: every finger not settled, in press order.
    package var pressedKeys: [Int] { touches.filter { $0.role != .settled }.map(\.keyIndex) }

    /// The keys shown enlarged above their fingers: characters under a pending finger whose
    /// accents are not open.
    package var previewedKeys: [(touchID: Int, keyIndex: Int)] {
        touches.compactMap { touch in
            guard touch.role == .pending, accentPopup?.touchID != touch.id,
                  layout.keys[touch.keyIndex].key.showsPreview else { return nil }
            return (touch.id, touch.keyIndex)
        }
    }

    /// The text a character key types now (its shifted text while shift is on).
    package func text(of key: KeyboardKey) -> String? {
        guard case .character(let text, let shifted) = key.action else { return nil }
        return shift.state == .off ? text : shifted
    }

    // MARK: Touches

    /// A finger went down at `point` at `time`.
    package func touchBegan(id: Int, at point: Point, time: MonotonicTime) {
        guard !touches.contains(where: { $0.id == id }) else { return }
        settlePendingTouches(time: time)
        guard let index = layout.nearestKey(to: point) else { return }
        var touch = KeyTouch(id: id, keyIndex: index, role: .pending, location: point)
        switch layout.keys[index].key.action {
        case .shift:
            touch.role = .held
            touches.append(touch)
            shift.tap(at: time)
            onChange?(.shift)
        case .backspace:
            touch.role = .repeating
            touches.append(touch)
            send(Keysym.backspace, "\u{8}", time: time, release: false)
            scheduleRepeat(after: timing.repeatDelay)
        default:
            touches.append(touch)
            startLongPress(for: id)
        }
        onChange?(.touches)
    }

    /// A finger moved to `point`.
    package func touchMoved(id: Int, to point: Point) {
        guard let position = touches.firstIndex(where: { $0.id == id }), touches[position].role == .pending else { return }
        touches[position].location = point
        if var popup = accentPopup, popup.touchID == id {
            let selected = popup.selection(at: point, key: layout.keys[popup.keyIndex].frame)
            guard selected != popup.selected else { return }
            popup.selected = selected
            accentPopup = popup
            onChange?(.touches)
            return
        }
        guard let index = layout.nearestKey(to: point), index != touches[position].keyIndex else { return }
        touches[position].keyIndex = index
        startLongPress(for: id)
        onChange?(.touches)
    }

    /// A finger lifted at `point` at `time`.
    package func touchEnded(id: Int, at point: Point, time: MonotonicTime) {
        touchMoved(id: id, to: point)
        guard let position = touches.firstIndex(where: { $0.id == id }) else { return }
        let touch = touches.remove(at: position)
        switch touch.role {
        case .pending: perform(touch, time: time)
        case .repeating: stopRepeat(sendingReleaseAt: time)
        case .held, .settled: break
        }
        onChange?(.touches)
    }

    /// A finger was taken away (touch cancel, Escape, a gesture claiming it): it types nothing;
    /// a held backspace is released.
    package func touchCancelled(id: Int) {
        guard let position = touches.firstIndex(where: { $0.id == id }) else { return }
        let touch = touches.remove(at: position)
        if touch.role == .repeating { stopRepeat(sendingReleaseAt: clock.now) }
        if touch.role == .pending { cancelLongPress() }
        if accentPopup?.touchID == id { accentPopup = nil }
        onChange?(.touches)
    }

    /// Every finger is taken away, as by `touchCancelled`.
    package func cancelAllTouches() {
        for touch in touches { touchCancelled(id: touch.id) }
    }

    // MARK: Acting

    /// A new key went down: the pending finger (there is at most one) types its key now, and
    /// a held backspace stops repeating and is released, as a hardware key's repeat stops
    /// when another key goes down.
    private func settlePendingTouches(time: MonotonicTime) {
        for position in touches.indices {
            switch touches[position].role {
            case .pending:
                touches[position].role = .settled
                perform(touches[position], time: time)
            case .repeating:
                touches[position].role = .settled
                stopRepeat(sendingReleaseAt: time)
            case .held, .settled: break
            }
        }
    }

    /// Types the key (or accent) under a pending finger that lifted or was overtaken.
    private func perform(_ touch: KeyTouch, time: MonotonicTime) {
        cancelLongPress()
        if let popup = accentPopup, popup.touchID == touch.id {
            accentPopup = nil
            if let selected = popup.selected {
                let accent = popup.variants[selected]
                typeCharacter(accent, usesShift: accent.lowercased() != accent.uppercased(), time: time)
            }
            return
        }
        switch layout.keys[touch.keyIndex].key.action {
        case .character(let text, let shifted):
            typeCharacter(shift.state == .off ? text : shifted, usesShift: text != shifted, time: time)
        case .space: send(Keysym.space, " ", time: time)
        case .enter: send(Keysym.enter, "\r", time: time)
        case .backspace: send(Keysym.backspace, "\u{8}", time: time)
        case .shift:
            shift.tap(at: time)
            onChange?(.shift)
        case .hide: onHideKey?()
        case .page(let page): setPage(page)
        case .nextArrangement: showNextArrangement()
        }
    }

    /// Types `text`; a one-letter shift is used up when shift mattered (`usesShift`): by a
    /// letter, not by a digit or a sign that shift leaves as it is.
    private func typeCharacter(_ text: String, usesShift: Bool, time: MonotonicTime) {
        send(Keysym.forText(text), text, time: time)
        if usesShift && shift.state == .once {
            shift.letterTyped()
            onChange?(.shift)
        }
    }

    /// Sends a press of `keysym` typing `text` and, unless `release` is false, its release.
    /// The text is what xkbcommon gives for the same key (Return "\r", BackSpace "\u{8}").
    private func send(_ keysym: UInt32, _ text: String, time: MonotonicTime, release: Bool = true, isRepeat: Bool = false) {
        onKeyEvent?(KeyEvent(time: time, keysym: keysym, text: text, pressed: true, isRepeat: isRepeat))
        if release { sendRelease(keysym, time: time) }
    }

    private func sendRelease(_ keysym: UInt32, time: MonotonicTime) {
        onKeyEvent?(KeyEvent(time: time, keysym: keysym, pressed: false))
    }

    /// Lays out `page` at `size` with `arrangements` (by default the current ones), the one at
    /// `index` shown; nothing happens when neither the keys nor the arrangement shown change.
    private func relayout(page: KeyboardPage, arrangements: [LetterArrangement]? = nil, index: Int? = nil, size: Size) {
        let arrangements = arrangements ?? arrangementsStorage, index = index ?? arrangementIndex
        let layout = KeyboardLayout(page: page, arrangement: arrangements[index], switchesArrangement: arrangements.count > 1,
                                    size: size, metrics: metrics)
        // Arrangements may have the same letters under another name (the layout key's label)
        // and other accents.
        let shownChanged = arrangements[index] != arrangement
        arrangementsStorage = arrangements
        arrangementIndex = index
        guard layout != self.layout || shownChanged else { return }
        sizeStorage = size
        // Fingers still down pressed keys of the old layout: let them go.
        if touches.contains(where: { $0.role == .repeating }) { stopRepeat(sendingReleaseAt: clock.now) }
        for position in touches.indices { touches[position].role = .settled }
        cancelLongPress()
        accentPopup = nil
        // Another page, other letters or the key to the next arrangement: every key is drawn anew.
        let keysChanged = layout.page != self.layout.page || shownChanged
            || !layout.keys.lazy.map(\.key).elementsEqual(self.layout.keys.lazy.map(\.key))
        self.layout = layout
        onChange?(keysChanged ? .page : .touches)
    }

    // MARK: Timers

    private func startLongPress(for id: Int) {
        cancelLongPress()
        longPressTimer = clock.schedule(after: timing.longPress) { [weak self] in
            guard let self else { return }
            self.longPressTimer = nil
            self.openAccents(for: id)
        }
    }

    private func cancelLongPress() {
        if let longPressTimer { clock.cancel(longPressTimer) }
        longPressTimer = nil
    }

    private func openAccents(for id: Int) {
        guard let touch = touches.first(where: { $0.id == id && $0.role == .pending }),
              case .character(let letter, _) = layout.keys[touch.keyIndex].key.action else { return }
        let variants = arrangement.accents(of: letter, uppercased: shift.state != .off)
        guard !variants.isEmpty else { return }
        let key = layout.keys[touch.keyIndex].frame
        var popup = AccentPopup(touchID: id, keyIndex: touch.keyIndex, key: key, variants: variants,
                                width: size.width, metrics: metrics)
        popup.selected = popup.selection(at: touch.location, key: key)
        accentPopup = popup
        onChange?(.touches)
    }

    private func scheduleRepeat(after delay: TimeSpan) {
        repeatTimer = clock.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.send(Keysym.backspace, "\u{8}", time: self.clock.now, release: false, isRepeat: true)
            self.scheduleRepeat(after: self.timing.repeatInterval)
        }
    }

    private func stopRepeat(sendingReleaseAt time: MonotonicTime? = nil) {
        if let repeatTimer { clock.cancel(repeatTimer) }
        repeatTimer = nil
        if let time { sendRelease(Keysym.backspace, time: time) }
    }
}
