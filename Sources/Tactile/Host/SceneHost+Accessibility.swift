import TactileCore

// What the semantic tree's changes leave in the host's trace (the event log in a window):
// where the focus went, so that a run shows what a keyboard or speech mode reached.

extension SceneHost {
    /// Traces `a11y focus ROLE "NAME"` for each focus move among `changes`, as `tree` (whose
    /// `update()` gave them) reads the newly focused element: the element's role and its name
    /// in the window's language (empty for an unnamed one, which the tree reported already).
    /// A focus that went to nothing traces nothing: nothing is there to be told.
    package func traceAccessibilityChanges(_ changes: [AccessibilityChange], tree: AccessibilityTree) {
        for change in changes {
            guard case .focusMoved(let id?) = change, let node = tree.snapshot.nodes[id] else { continue }
            trace("a11y focus \(node.element.role.rawValue) \(Self.quoted(node.element.name))")
        }
    }

    /// `text` in double quotes, with quotes and backslashes inside escaped by a backslash: a
    /// name the visitor typed (a tag's word) cannot end the line's quotes.
    private static func quoted(_ text: String) -> String {
        "\"" + text.flatMap { $0 == "\"" || $0 == "\\" ? "\\\($0)" : "\($0)" } + "\""
    }
}
