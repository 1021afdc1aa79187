import TactileCore

/// The numbers and names AT-SPI gives the kinds of things and their states (AtspiRole and
/// AtspiStateType in at-spi2-core's atspi-constants.h): what a screen reader asks for with
/// `GetRole` and `GetState`.
enum ATSPIRole {
    /// The AT-SPI role number for `node`: a secure text field is a password field.
    static func number(for node: AccessibilityNode) -> UInt32 {
        if node.element.role == .textField, node.element.states.contains(.secure) { return 40 }  // password text
        return number(for: node.element.role)
    }

    /// The AT-SPI role number for `role`.
    ///
    /// A switch is a toggle button with the checkable state, as GTK 4 exposes its switches. A
    /// segmented control is a page tab list: one choice among a few side by side, its segments
    /// the selectable children. A drop zone, like a group and the on-screen keyboard, is a
    /// panel: a named region Orca announces by its name ("Keep, panel"); a landmark would
    /// suit web pages' regions, and AT-SPI has no keyboard role.
    static func number(for role: AccessibilityRole) -> UInt32 {
        switch role {
        case .application: 75
        case .group, .dropZone, .keyboard: 39  // panel
        case .button: 43  // push button
        case .toggle: 62  // toggle button
        case .slider: 51
        case .progressBar: 42
        case .segmentedControl: 38  // page tab list
        case .textField: 79  // entry
        case .label: 29
        case .image: 27
        case .list: 31
        case .draggableItem: 32  // list item
        case .dialog: 16
        case .video: 107
        }
    }

    /// The name AT-SPI gives role number `number` (`atspi_role_get_name`), for the roles
    /// `number(for:)` gives.
    static func name(of number: UInt32) -> String {
        switch number {
        case 75: "application"
        case 39: "panel"
        case 43: "push button"
        case 62: "toggle button"
        case 51: "slider"
        case 42: "progress bar"
        case 38: "page tab list"
        case 79: "entry"
        case 40: "password text"
        case 29: "label"
        case 27: "image"
        case 31: "list"
        case 32: "list item"
        case 16: "dialog"
        case 107: "video"
        default: "unknown"
        }
    }
}

/// An AT-SPI state set: bit n of the 64 is AtspiStateType n, sent as two 32-bit words.
struct ATSPIStateSet: Equatable {
    /// The bits.
    var bits: UInt64 = 0

    static let active = 1, checked = 4, editable = 7, enabled = 8, focusable = 11, focused = 12, modal = 16,
               selectable = 22, selected = 23, sensitive = 24, showing = 25, singleLine = 26, visible = 30,
               checkable = 41, readOnly = 43

    /// The states of `node`: what it is (focusable, checkable, editable) and what it is now
    /// (focused, selected, checked, enabled). Every element of the tree is on screen, so
    /// each is visible and showing.
    init(_ node: AccessibilityNode) {
        let element = node.element
        let states = element.states
        insert(Self.visible)
        insert(Self.showing)
        if !states.contains(.disabled) {
            insert(Self.enabled)
            insert(Self.sensitive)
        }
        switch element.role {
        case .application: insert(Self.active)
        case .button, .slider, .draggableItem: insert(Self.focusable)
        case .toggle:
            insert(Self.focusable)
            insert(Self.checkable)
        case .textField:
            insert(Self.focusable)
            insert(Self.editable)
            insert(Self.singleLine)
        case .segmentedControl: insert(Self.focusable)
        case .progressBar: insert(Self.readOnly)
        case .dialog: insert(Self.modal)
        case .group, .label, .image, .list, .dropZone, .video, .keyboard: break
        }
        if states.contains(.focused) { insert(Self.focused) }
        if states.contains(.checked) { insert(Self.checked) }
        if states.contains(.selected) {
            insert(Self.selectable)
            insert(Self.selected)
        }
    }

    /// Sets state number `state`.
    mutating func insert(_ state: Int) { bits |= 1 << UInt64(state) }

    /// Whether state number `state` is set.
    func contains(_ state: Int) -> Bool { bits & (1 << UInt64(state)) != 0 }

    /// The two words `GetState` answers: states 0 to 31, then 32 to 63.
    var words: [UInt32] { [UInt32(truncatingIfNeeded: bits), UInt32(truncatingIfNeeded: bits >> 32)] }

    /// The AT-SPI names of the states that differ between `old` and `new`, each with whether
    /// it is now set: what `StateChanged` events report.
    static func changes(from old: ATSPIStateSet, to new: ATSPIStateSet) -> [(name: String, isSet: Bool)] {
        let names: [(Int, String)] = [
            (focused, "focused"), (checked, "checked"), (selected, "selected"), (enabled, "enabled"), (sensitive, "sensitive"),
        ]
        return names.compactMap { state, name in
            old.contains(state) == new.contains(state) ? nil : (name, new.contains(state))
        }
    }
}
