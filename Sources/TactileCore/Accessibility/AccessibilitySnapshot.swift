/// One element of a window's semantic tree as the tree last read it: what a screen reader's
/// thread answers from without touching a view.
package struct AccessibilityNode: Hashable, Sendable {
    /// The element's number, stable for as long as its view lives (the tree's root is 0).
    package var id: Int
    /// The parent element's number; nil for the root.
    package var parent: Int?
    /// The child elements' numbers, in reading order.
    package var children: [Int]
    /// What the view means.
    package var element: AccessibilityElement
    /// The view's bounds on screen, in the window's logical pixels (the box around them when
    /// the view is turned).
    package var frame: Rect
    /// A text field's text as a screen reader may read it (dots for a secure field); nil for
    /// anything else.
    package var text: String?
    /// A text field's caret, in characters from the start of `text`.
    package var caretOffset: Int?

    /// Creates a node.
    package init(id: Int, parent: Int?, children: [Int], element: AccessibilityElement, frame: Rect,
                 text: String? = nil, caretOffset: Int? = nil) {
        self.id = id
        self.parent = parent
        self.children = children
        self.element = element
        self.frame = frame
        self.text = text
        self.caretOffset = caretOffset
    }
}

/// The whole semantic tree of a window at one moment, as plain values that another thread may
/// read (see `AccessibilityTree.snapshot`).
package struct AccessibilitySnapshot: Sendable {
    /// The root element's number (always 0).
    package var rootID = 0
    /// Every element, by number.
    package var nodes: [Int: AccessibilityNode] = [:]
    /// The element with the keyboard focus or the speech mode's cursor, if any.
    package var focusedID: Int?

    /// An empty tree.
    package init() {}

    /// The elements under `id` (itself first), depth first in reading order: the order speech
    /// mode's swipes go through.
    package func readingOrder(from id: Int = 0) -> [Int] {
        var order: [Int] = []
        var pending = [id]
        while let next = pending.popLast() {
            guard let node = nodes[next] else { continue }
            order.append(next)
            pending.append(contentsOf: node.children.reversed())
        }
        return order
    }
}

/// What changed in a semantic tree between two updates: what a screen reader is told, and what
/// speech mode speaks when the visitor did not cause it.
package enum AccessibilityChange: Hashable, Sendable {
    /// A new element (its parent's `childrenChanged` follows).
    case added(Int)
    /// An element went away (with its view, or hidden).
    case removed(Int)
    /// An element's children were added, removed or reordered.
    case childrenChanged(Int)
    /// An element's name changed.
    case nameChanged(Int)
    /// An element's value (or range) changed.
    case valueChanged(Int)
    /// An element's states changed from `old` to `new`.
    case statesChanged(Int, old: AccessibilityStates, new: AccessibilityStates)
    /// A text field's text changed from `old` to `new`.
    case textChanged(Int, old: String, new: String)
    /// A text field's caret moved to `offset`.
    case caretMoved(Int, offset: Int)
    /// An element moved or changed size on screen.
    case frameChanged(Int)
    /// The focus went to `id` (nil: to nothing).
    case focusMoved(Int?)
    /// The app (or the library) asked for `text` to be spoken: `polite` waits for what is
    /// being said, otherwise it interrupts.
    case announcement(String, polite: Bool)
}

extension AccessibilitySnapshot {
    /// The tree as text, one element a line, indented by depth: `role "name" = value
    /// {states} [actions]`. Tests compare scenes' trees with it, and the demo's `--a11y-tree`
    /// prints it.
    package func outline() -> [String] {
        var lines: [String] = []
        func visit(_ id: Int, depth: Int) {
            guard let node = nodes[id] else { return }
            lines.append(String(repeating: "  ", count: depth) + node.element.summary)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(rootID, depth: 0)
        return lines
    }
}

extension AccessibilityElement {
    /// `role "name" = value {states} [actions]`, the parts left out when empty.
    package var summary: String {
        var line = role.rawValue
        if !name.isEmpty { line += " \"\(name)\"" }
        if let value { line += " = \(value)" }
        let stateNames: [(AccessibilityStates, String)] = [
            (.focused, "focused"), (.selected, "selected"), (.disabled, "disabled"), (.checked, "checked"),
            (.secure, "secure"), (.pickedUp, "picked up"), (.announcesChanges, "live"),
        ]
        let shown = stateNames.filter { states.contains($0.0) }.map(\.1)
        if !shown.isEmpty { line += " {\(shown.joined(separator: ", "))}" }
        if !actions.isEmpty { line += " [\(actions.map(\.rawValue).joined(separator: ", "))]" }
        return line
    }
}
