/// What speech mode says, in the window's language: an element as "name, role, value,
/// states", and its own messages. Every word goes through the window's translations.
struct SpeechPhrases {
    let environment: LayoutEnvironment

    private func text(_ string: LocalizedString) -> String { environment.text(string) }

    /// "OK, button", "Sound, switch, on", "Volume, slider, 4", "Tile 3, item", "Keep, drop
    /// zone, 2 items"; a secure field's length, never its characters.
    func describe(_ element: AccessibilityElement, carrying: Bool) -> String {
        var parts: [String] = []
        if !element.name.isEmpty { parts.append(element.name) }
        let secure = element.states.contains(.secure)
        if let role = roleWord(element.role, secure: secure) { parts.append(role) }
        if element.role == .toggle {
            parts.append(element.states.contains(.checked)
                         ? text(LocalizedString("on", context: "switch state", comment: "Spoken after a switch that is on"))
                         : text(LocalizedString("off", context: "switch state", comment: "Spoken after a switch that is off")))
        }
        if secure {
            let count = element.value?.count ?? 0
            parts.append(text(LocalizedString("{count} character", plural: "{count} characters", count: count,
                                              comment: "The length of a PIN or password field, spoken instead of its characters")))
        } else if let value = element.value, !value.isEmpty, element.role != .label {
            parts.append(value)
        }
        parts += stateWords(element.states)
        if carrying && element.actions.contains(.drop) {
            parts.append(text(LocalizedString("drop here", comment: "Spoken after a drop zone while an item is carried: a double tap drops it there")))
        }
        return parts.joined(separator: ", ")
    }

    /// The words for the states a person needs to hear (disabled, selected, picked up).
    func stateWords(_ states: AccessibilityStates) -> [String] {
        var words: [String] = []
        if states.contains(.selected) { words.append(text(LocalizedString("selected", comment: "Spoken after an element that is the chosen one"))) }
        if states.contains(.disabled) { words.append(text(LocalizedString("dimmed", comment: "Spoken after an element that cannot be used now"))) }
        if states.contains(.pickedUp) { words.append(text(LocalizedString("picked up", comment: "Spoken after an item being carried"))) }
        return words
    }

    /// The role's word, or nil for roles that say nothing (a label is its text).
    func roleWord(_ role: AccessibilityRole, secure: Bool) -> String? {
        switch role {
        case .application, .group, .label: return nil
        case .button: return text(LocalizedString("button", context: "role", comment: "Spoken after an element's name: what it is"))
        case .toggle: return text(LocalizedString("switch", context: "role", comment: "Spoken after an element's name: what it is"))
        case .slider: return text(LocalizedString("slider", context: "role", comment: "Spoken after an element's name: what it is"))
        case .progressBar: return text(LocalizedString("progress", context: "role", comment: "Spoken after an element's name: what it is"))
        case .segmentedControl: return text(LocalizedString("choice", context: "role", comment: "Spoken after an element's name: one choice out of a few"))
        case .textField:
            return secure
                ? text(LocalizedString("secure text field", context: "role", comment: "Spoken after a PIN or password field's name"))
                : text(LocalizedString("text field", context: "role", comment: "Spoken after an element's name: what it is"))
        case .image: return text(LocalizedString("image", context: "role", comment: "Spoken after an element's name: what it is"))
        case .list: return text(LocalizedString("list", context: "role", comment: "Spoken after an element's name: what it is"))
        case .draggableItem: return text(LocalizedString("item", context: "role", comment: "Spoken after the name of an item that can be picked up and dropped elsewhere"))
        case .dropZone: return text(LocalizedString("drop zone", context: "role", comment: "Spoken after the name of a place items can be dropped in"))
        case .dialog: return text(LocalizedString("dialog", context: "role", comment: "Spoken after an element's name: what it is"))
        case .video: return text(LocalizedString("video", context: "role", comment: "Spoken after an element's name: what it is"))
        case .keyboard: return text(LocalizedString("keyboard", context: "role", comment: "Spoken after an element's name: what it is"))
        }
    }

    var speechOn: String {
        text(LocalizedString("Speech on. Touch the screen to hear what is under your finger, double tap to activate it, swipe right or left for the next or previous item. Hold three fingers on the screen to turn speech off.",
                             comment: "Spoken when speech mode starts: how to use it"))
    }

    var speechOff: String { text(LocalizedString("Speech off", comment: "Spoken when speech mode ends")) }

    func pickedUp(_ name: String) -> String {
        text(LocalizedString("{name}, picked up", comment: "Spoken when the visitor picked an item up to drop it elsewhere").with(["name": .text(name)]))
    }

    func dropped(in zone: String) -> String {
        text(LocalizedString("Dropped in {zone}", comment: "Spoken when the carried item was dropped in a drop zone").with(["zone": .text(zone)]))
    }

    func putBack(_ name: String) -> String {
        text(LocalizedString("{name}, put back", comment: "Spoken when the carried item went back where it came from").with(["name": .text(name)]))
    }

    var cannotDrop: String { text(LocalizedString("Cannot drop here", comment: "Spoken when the carried item cannot be dropped on the element spoken last")) }

    var dot: String { text(LocalizedString("dot", comment: "Spoken for each character typed into a PIN or password field, never the character itself")) }

    func volume(_ fraction: Double) -> String {
        text(LocalizedString("Volume {percent} percent", comment: "Spoken when the visitor changed speech's loudness")
            .with(["percent": .integer(Int((fraction * 100).rounded()))]))
    }

    func rate(_ fraction: Double) -> String {
        text(LocalizedString("Speed {percent} percent", comment: "Spoken when the visitor changed how fast speech goes")
            .with(["percent": .integer(Int((fraction * 100).rounded()))]))
    }
}
