/// Speech mode: the terminal's own screen reader, for a visitor who cannot see the screen
/// and cannot bring their own (a kiosk is closed to them).
///
/// While it is on, every touch comes here instead of going to the views:
/// - a finger on the screen says what is under it, at once, and as it slides, without
///   pressing anything;
/// - a double tap anywhere activates the element spoken last (the one spoken before the
///   double tap's own first tap): presses a button, flips a switch, focuses a field, picks an
///   item up, drops the carried item on a drop zone, puts it back when it is the item itself;
/// - a flick right or left goes to the next or previous element in reading order and says
///   it (while an item is carried: the next or previous place that takes it, and the item);
///   a flick up or down raises or lowers a slider or a choice;
/// - two fingers tapped stop the speech; three fingers tapped say the last thing again;
/// - two fingers flicked up or down change the volume, three the speed;
/// - three fingers held for two seconds turn speech mode off (and, while it is off, on: see
///   `SpeechStartWatcher`).
///
/// Keys go to the views as always (Tab, the arrows, Enter, the keypad), and every move of the
/// focus is spoken. Changes the visitor did not cause (a live region, an announcement) are
/// spoken politely; typed characters are spoken, a secure field's as "dot".
///
/// Every utterance goes to `output` in the window's language and to the log as
/// `speak "TEXT"`.
package final class ScreenReader {
    /// True while speech mode is on.
    package private(set) var isOn = false
    /// The semantic tree it reads.
    package let tree: AccessibilityTree
    /// Where utterances go.
    package let output: SpeechOutput
    /// Reads the fingers while it is on.
    package let gestures: SpeechGestureReader
    /// Called when the visitor's gesture turned speech mode off.
    package var onTurnedOff: () -> Void = {}
    /// The element the visitor is on: spoken last by a finger, a flick or the focus.
    package private(set) var cursor: Int?
    /// The last thing said, for the three-finger tap that repeats it.
    package private(set) var lastUtterance: String?

    private let log: (String) -> Void
    private let clock: InputClock
    /// The least time between two polite announcements: what comes meanwhile waits, and of
    /// several only the latest is said (a total changing at every frame is said once).
    private let politeInterval = TimeSpan.seconds(1.5)
    /// When the last polite announcement was said.
    private var lastPolite: MonotonicTime?
    /// The announcement waiting for `politeInterval` to pass, and its timer.
    private var pendingPolite: String?
    private var politeTimer: TimerToken?
    /// The cursor when the current gesture began, and when the last single tap began: a
    /// double tap activates what was spoken before its first tap.
    private var cursorAtGestureStart: Int?
    private var cursorBeforeTap: Int?
    /// What had been said when the current gesture began: what three fingers repeat (not what
    /// their first finger explored on landing).
    private var utteranceAtGestureStart: String?
    private var phrases: SpeechPhrases { SpeechPhrases(environment: tree.root.layoutEnvironment) }

    /// Speech mode over `tree`, speaking to `output`, its long press timed on `clock`;
    /// `log` hears `speak "…"` for every utterance.
    package init(tree: AccessibilityTree, output: SpeechOutput, clock: InputClock, log: @escaping (String) -> Void) {
        self.tree = tree
        self.output = output
        self.log = log
        self.clock = clock
        gestures = SpeechGestureReader(clock: clock)
        gestures.onGesture = { [unowned self] gesture in handle(gesture) }
    }

    // MARK: On and off

    /// Turns speech mode on and says how to use it.
    package func turnOn() {
        guard !isOn else { return }
        isOn = true
        gestures.reset()
        tree.update()
        say(phrases.speechOn, .important)
    }

    /// Turns speech mode off, saying so.
    package func turnOff() {
        guard isOn else { return }
        // An item picked up by speech goes back: nobody is left to drop it.
        tree.update()
        if let carried = carriedItem() { tree.perform(.cancelDrag, on: carried) }
        say(phrases.speechOff, .important)
        isOn = false
        pendingPolite = nil
        if let politeTimer { clock.cancel(politeTimer) }
        politeTimer = nil
        cursor = nil
        tree.cursor = nil
        gestures.reset()
    }

    /// The volume and speed the next visitor starts with.
    package func restoreVoice() {
        output.volume = 0.7
        output.rate = 0.5
    }

    // MARK: Input

    /// Takes one raw touch event while on (the views see none of them).
    package func handleTouch(_ event: TouchEvent) {
        gestures.handle(event)
    }

    /// Takes a key while on: the volume keys (and the keypad's plus and minus) change the
    /// volume, Escape puts back an item speech picked up; true when used. Other keys go to the
    /// views, whose focus moves are spoken.
    package func handleKey(_ event: KeyEvent) -> Bool {
        guard event.pressed else { return false }
        switch event.keysym {
        case Keysym.escape:
            tree.update()
            guard let carried = carriedItem(), let name = tree.snapshot.nodes[carried]?.element.name,
                  tree.perform(.cancelDrag, on: carried) else { return false }
            say(phrases.putBack(name), .text)
        case Keysym.raiseVolume, Keysym.keypadAdd: changeVolume(by: 0.1)
        case Keysym.lowerVolume, Keysym.keypadSubtract: changeVolume(by: -0.1)
        default: return false
        }
        return true
    }

    private func handle(_ gesture: SpeechGesture) {
        switch gesture {
        case .began:
            cursorAtGestureStart = cursor
            utteranceAtGestureStart = lastUtterance
        case .explore(let point):
            tree.update()
            guard let id = tree.element(at: point), id != cursor else { return }
            move(to: id)
        case .tap:
            cursorBeforeTap = cursorAtGestureStart
        case .doubleTap(let point):
            // What the double tap's own fingers explored does not count: the element spoken
            // before it does, or, when nothing was, the one under it.
            let target = cursorBeforeTap ?? tree.element(at: point)
            cursorBeforeTap = nil
            if let target { activate(target) }
        case .swipe(let direction, let fingers):
            restoreCursor()
            swipe(direction, fingers: fingers)
        case .multiTap(let fingers):
            restoreCursor()
            if fingers == 2 {
                output.stop()
            } else if fingers >= 3, let repeated = utteranceAtGestureStart {
                say(repeated, .text)
            }
        case .longPress:
            turnOff()
            onTurnedOff()
        }
    }

    /// A flick or a tap of several fingers explored where its first finger landed (said at
    /// once, in case it was exploring): the cursor, and the last thing said, go back to what
    /// they were when the gesture began.
    private func restoreCursor() {
        lastUtterance = utteranceAtGestureStart
        cursor = cursorAtGestureStart
        tree.cursor = cursor.flatMap { tree.view(for: $0) }
    }

    private func swipe(_ direction: SwipeDirection, fingers: Int) {
        switch (direction, fingers) {
        case (.right, 1): step(forward: true)
        case (.left, 1): step(forward: false)
        case (.up, 1): adjust(.increment)
        case (.down, 1): adjust(.decrement)
        case (.up, 2): changeVolume(by: 0.1)
        case (.down, 2): changeVolume(by: -0.1)
        case (.up, 3): changeRate(by: 0.1)
        case (.down, 3): changeRate(by: -0.1)
        default: break
        }
    }

    // MARK: Moving and acting

    /// The elements a flick goes through: every element but the root, in reading order;
    /// while an item is carried, the places that take it and the item itself.
    private func navigationOrder() -> [Int] {
        let order = tree.snapshot.readingOrder().filter { $0 != 0 }
        guard let carried = carriedItem() else { return order }
        return order.filter { id in
            id == carried || tree.snapshot.nodes[id]?.element.actions.contains(.drop) == true
        }
    }

    private func step(forward: Bool) {
        tree.update()
        let order = navigationOrder()
        guard !order.isEmpty else { return }
        // The keyboard's Tab order steps the same way: wrapping, from nothing to an end.
        let index = cursor.flatMap { order.firstIndex(of: $0) }
        move(to: order[focusStep(from: index, count: order.count, backward: !forward)])
    }

    /// Puts the cursor on `id` and says what it is.
    private func move(to id: Int) {
        cursor = id
        tree.focus(id)
        guard let node = tree.snapshot.nodes[id] else { return }
        say(phrases.describe(node.element, carrying: carriedItem() != nil), .text)
    }

    /// The element an accessible drag carries now, if any.
    private func carriedItem() -> Int? {
        tree.snapshot.nodes.values.first { $0.element.states.contains(.pickedUp) }?.id
    }

    /// What a double tap on `id` does: its first action, told in words.
    private func activate(_ id: Int) {
        tree.update()
        guard let node = tree.snapshot.nodes[id] else { return }
        cursor = id
        tree.focus(id)
        let element = node.element
        if let carried = carriedItem() {
            if id == carried {
                if tree.perform(.cancelDrag, on: id) { say(phrases.putBack(element.name), .text) }
            } else if element.actions.contains(.drop), tree.perform(.drop, on: id) {
                say(phrases.dropped(in: element.name), .text)
            } else {
                say(phrases.cannotDrop, .text)
            }
            tree.update()
            return
        }
        guard let action = element.actions.first(where: { $0 == .activate || $0 == .pickUp }) else {
            // Nothing to press: say it again (a slider is adjusted by flicks up and down).
            say(phrases.describe(element, carrying: false), .text)
            return
        }
        guard tree.perform(action, on: id) else { return }
        if action == .pickUp {
            tree.update()
            say(phrases.pickedUp(element.name), .text)
        } else {
            sayChange(of: id, from: element)
        }
    }

    /// A flick up or down on a slider or a choice.
    private func adjust(_ action: AccessibilityAction) {
        tree.update()
        guard let cursor, let element = tree.snapshot.nodes[cursor]?.element, element.actions.contains(action),
              tree.perform(action, on: cursor) else { return }
        sayChange(of: cursor, from: element)
    }

    /// After the visitor acted on `id`: its new value or state, if either changed.
    private func sayChange(of id: Int, from before: AccessibilityElement) {
        tree.update()
        guard let after = tree.snapshot.nodes[id]?.element else { return }
        var words: [String] = []
        if after.role == .toggle, after.states.contains(.checked) != before.states.contains(.checked) {
            words.append(phrases.describe(after, carrying: false))
        } else if after.value != before.value, let value = after.value {
            words.append(value)
        }
        if !words.isEmpty { say(words.joined(separator: ", "), .text) }
    }

    private func changeVolume(by amount: Double) {
        output.volume = min(max(output.volume + amount, 0.1), 1)
        say(phrases.volume(output.volume), .text)
    }

    private func changeRate(by amount: Double) {
        output.rate = min(max(output.rate + amount, 0), 1)
        say(phrases.rate(output.rate), .text)
    }

    // MARK: What the tree tells

    /// Speaks what changed in the tree that the visitor should hear: focus moves (by keys),
    /// announcements, characters typed. Call with every update's changes while on.
    package func treeDidChange(_ changes: [AccessibilityChange]) {
        guard isOn else { return }
        for change in changes {
            switch change {
            case .focusMoved(let id?) where id != cursor:
                move(to: id)
            case .announcement(let text, let polite):
                if polite { announcePolitely(text) } else { say(text, .important) }
            case .textChanged(let id, let old, let new):
                guard id == tree.snapshot.focusedID || id == cursor, new.count == old.count + 1,
                      let typed = insertedCharacter(old, new) else { continue }
                if tree.snapshot.nodes[id]?.element.states.contains(.secure) == true {
                    say(phrases.dot, .text)
                } else {
                    log("speak \"\(typed)\"")
                    lastUtterance = String(typed)
                    output.speakCharacter(typed, language: tree.root.layoutEnvironment.language.code)
                }
            default:
                continue
            }
        }
    }

    /// Says `text` as a message that waits for what is being said, unless another was said
    /// less than `politeInterval` ago: then it waits for the interval's end, replacing any
    /// that waits already.
    private func announcePolitely(_ text: String) {
        let now = clock.now
        if let lastPolite, now - lastPolite < politeInterval {
            pendingPolite = text
            guard politeTimer == nil else { return }
            politeTimer = clock.schedule(after: politeInterval - (now - lastPolite)) { [weak self] in
                guard let self else { return }
                politeTimer = nil
                if isOn, let waiting = pendingPolite { announcePolitely(waiting) }
                pendingPolite = nil
            }
            return
        }
        lastPolite = now
        say(text, .message)
    }

    /// The one character `new` has more than `old`.
    private func insertedCharacter(_ old: String, _ new: String) -> Character? {
        let prefix = zip(old, new).prefix { $0 == $1 }.count
        return new[new.index(new.startIndex, offsetBy: prefix)]
    }

    // MARK: Speaking

    /// Says `text` for the app or the library (a time-limit warning), at `priority`.
    package func announce(_ text: String, priority: SpeechPriority) {
        guard isOn else { return }
        say(text, priority)
    }

    private func say(_ text: String, _ priority: SpeechPriority) {
        guard !text.isEmpty else { return }
        lastUtterance = text
        log("speak \"\(text)\"")
        output.speak(text, priority: priority, language: tree.root.layoutEnvironment.language.code)
    }
}
