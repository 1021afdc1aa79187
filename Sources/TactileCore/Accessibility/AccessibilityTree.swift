/// A window's semantic tree: every view that means something to a person (see
/// `View.accessibilityElement`), nested as the views are, plain views left out. Speech mode
/// and the screen-reader bridge read it; nothing else does, and a window where neither runs
/// never makes one, so a kiosk without them pays nothing for it.
///
/// `update()` reads the views again and tells what changed since the last update (the window
/// calls it once per frame while a reader is on): elements added and removed, names, values,
/// states, text, caret and focus, and the announcements asked for meanwhile. The tree between
/// updates is `snapshot`, plain values another thread may read.
///
/// Elements are numbered as they are first seen, and keep their number as long as their view
/// lives (a tile dropped into another container keeps its number): a screen reader's
/// references stay good. The root is 0.
package final class AccessibilityTree {
    /// The window's root view.
    package let root: View
    /// The tree as of the last update.
    package private(set) var snapshot = AccessibilitySnapshot()
    /// The root element's name: the application's.
    package var applicationName = ""
    /// The window's dispatcher: a text field activated by a reader takes that window's text
    /// focus (the field may not know its window before its first tap).
    package var dispatcher: InputDispatcher? {
        get { dispatcherLink?.dispatcher }
        set { dispatcherLink = newValue?.link }
    }
    /// How the tree refers to `dispatcher` (see `InputDispatcherLink`).
    private var dispatcherLink: InputDispatcherLink?
    /// Speech mode's cursor, if it is on: the element it last spoke has the focus when the
    /// keyboard's focus is nowhere.
    package weak var cursor: View?
    /// Hears one line for each view that needs a name and has none, once per view, so that
    /// the app maker finds it: `a11y unnamed <role> <identifier or place>`.
    package var reportUnnamed: ((String) -> Void)?

    /// The manager whose drag a reader's pick-up started, while it may still carry it.
    private weak var carryingManager: DragDropManager?
    /// True while an item picked up through the tree is carried: the scene is not at rest
    /// (nothing is saved with the item in the air), as while a finger or the keys carry one.
    package var isCarrying: Bool { carryingManager?.accessiblyCarriedItem != nil }
    /// Hear every update's changes, whoever asked for the update (speech mode, the
    /// screen-reader bridge, the window after a frame).
    private var observers: [([AccessibilityChange]) -> Void] = []
    private var ids: [ObjectIdentifier: Int] = [:]
    private var views: [Int: WeakView] = [:]
    private var nextID = 1
    private var reported: Set<Int> = []
    private var announcements: [AccessibilityChange] = []

    private struct WeakView {
        weak var view: View?
    }

    /// Makes the tree of `root`'s window; it reads nothing before the first `update()`.
    package init(root: View) {
        self.root = root
    }

    /// Asks for `text` to be spoken at the next update: `polite` waits for what is being
    /// said. Of several asked before the update, the latest of each kind wins: a flood of
    /// announcements says only what is true now.
    package func announce(_ text: String, polite: Bool) {
        announcements.removeAll { if case .announcement(_, polite) = $0 { return true } else { return false } }
        announcements.append(.announcement(text, polite: polite))
    }

    /// Calls `observer` with the changes of every update from now on.
    package func addObserver(_ observer: @escaping ([AccessibilityChange]) -> Void) {
        observers.append(observer)
    }

    // MARK: Reading the views

    /// Reads the views again: the new snapshot, and what changed since the last update (told
    /// to the observers too).
    @discardableResult
    package func update() -> [AccessibilityChange] {
        var nodes: [Int: AccessibilityNode] = [:]
        nodes.reserveCapacity(snapshot.nodes.count)
        var rootChildren: [Int] = []
        for subview in root.subviews {
            collect(subview, parent: 0, toRoot: subview.transformToSuperview, into: &nodes, children: &rootChildren)
        }
        nodes[0] = AccessibilityNode(id: 0, parent: nil, children: rootChildren,
                                     element: AccessibilityElement(role: .application, name: applicationName),
                                     frame: root.bounds)
        let focused = focusedID(in: nodes)
        var changes = differences(from: snapshot.nodes, to: nodes)
        if focused != snapshot.focusedID { changes.append(.focusMoved(focused)) }
        changes += announcements
        announcements = []
        snapshot.nodes = nodes
        snapshot.focusedID = focused
        forgetGoneViews()
        if !changes.isEmpty { for observer in observers { observer(changes) } }
        return changes
    }

    /// Adds `view`'s element (or, for a view that means nothing itself, its subviews'
    /// elements) to `nodes`, its number to `children`.
    private func collect(_ view: View, parent: Int, toRoot: AffineTransform, into nodes: inout [Int: AccessibilityNode],
                         children: inout [Int]) {
        guard !view.isHidden, view.alpha >= 0.01 else { return }
        guard let element = view.accessibilityElement else {
            if view.isAccessibilityHidden { return }
            for subview in view.subviews {
                collect(subview, parent: parent, toRoot: subview.transformToSuperview.concatenating(toRoot), into: &nodes,
                        children: &children)
            }
            return
        }
        let id = number(of: view)
        children.append(id)
        var own: [Int] = []
        if !element.role.takesNameFromContent {
            for subview in view.subviews {
                collect(subview, parent: id, toRoot: subview.transformToSuperview.concatenating(toRoot), into: &nodes,
                        children: &own)
            }
        }
        var node = AccessibilityNode(id: id, parent: parent, children: own, element: element, frame: view.bounds.applying(toRoot))
        if let field = view as? TextField {
            node.text = element.value ?? ""
            node.caretOffset = field.editor.caret
        }
        if element.role.needsName, element.name.isEmpty, reported.insert(id).inserted {
            let place = view.identifier ?? "at \(Int(node.frame.midX)),\(Int(node.frame.midY))"
            reportUnnamed?("a11y unnamed \(element.role.rawValue) \(place)")
        }
        nodes[id] = node
    }

    /// The focused element: the one with the keyboard's focus, else speech mode's cursor.
    private func focusedID(in nodes: [Int: AccessibilityNode]) -> Int? {
        if let keyboard = nodes.values.filter({ $0.element.states.contains(.focused) }).map(\.id).min() { return keyboard }
        guard let cursor, let id = ids[ObjectIdentifier(cursor)], nodes[id] != nil else { return nil }
        return id
    }

    /// What changed from `old` to `new`: elements gone, then new ones, then the changes of
    /// the others, each by number (a parent's new children exist before it is told of them).
    private func differences(from old: [Int: AccessibilityNode], to new: [Int: AccessibilityNode]) -> [AccessibilityChange] {
        var changes: [AccessibilityChange] = []
        for id in old.keys.sorted() where new[id] == nil { changes.append(.removed(id)) }
        for id in new.keys.sorted() where old[id] == nil { changes.append(.added(id)) }
        for id in new.keys.sorted() {
            guard let before = old[id], let node = new[id], before != node else { continue }
            if before.children != node.children { changes.append(.childrenChanged(id)) }
            let element = node.element, was = before.element
            if was.name != element.name || was.role != element.role || was.actions != element.actions {
                changes.append(.nameChanged(id))
            }
            if was.value != element.value || was.range != element.range { changes.append(.valueChanged(id)) }
            if was.states != element.states { changes.append(.statesChanged(id, old: was.states, new: element.states)) }
            if let text = node.text, let oldText = before.text, text != oldText {
                changes.append(.textChanged(id, old: oldText, new: text))
            }
            if let caret = node.caretOffset, caret != before.caretOffset { changes.append(.caretMoved(id, offset: caret)) }
            if before.frame != node.frame { changes.append(.frameChanged(id)) }
            if element.states.contains(.announcesChanges), was.name != element.name || was.value != element.value {
                changes.append(.announcement([element.name, element.value ?? ""].filter { !$0.isEmpty }.joined(separator: ", "),
                                             polite: true))
            }
        }
        return changes
    }

    // MARK: Numbers and views

    /// `view`'s element number, given at first sight.
    private func number(of view: View) -> Int {
        let key = ObjectIdentifier(view)
        if let id = ids[key], views[id]?.view === view { return id }
        let id = nextID
        nextID += 1
        ids[key] = id
        views[id] = WeakView(view: view)
        return id
    }

    /// Drops the numbers of views that are gone: a new view at the same address gets a new one.
    private func forgetGoneViews() {
        guard views.count > snapshot.nodes.count * 2 + 64 else { return }
        for (id, entry) in views where entry.view == nil || snapshot.nodes[id] == nil {
            views[id] = nil
            if let view = entry.view { ids[ObjectIdentifier(view)] = nil }
        }
        ids = ids.filter { views[$0.value] != nil }
    }

    /// The view of element `id`, if it still lives and is in the tree.
    package func view(for id: Int) -> View? {
        id == 0 ? root : (snapshot.nodes[id] != nil ? views[id]?.view : nil)
    }

    /// The number of `view`'s element, if it is in the tree.
    package func id(of view: View) -> Int? {
        if view === root { return 0 }
        guard let id = ids[ObjectIdentifier(view)], snapshot.nodes[id] != nil else { return nil }
        return id
    }

    /// The element at `point` (root space): the deepest, frontmost one whose frame holds it,
    /// the root when none does.
    package func element(at point: Point) -> Int? {
        snapshot.readingOrder().last { $0 != 0 && snapshot.nodes[$0]!.frame.contains(point) }
    }

    // MARK: Acting

    /// Puts the focus (speech mode's cursor) on element `id`, as a screen reader's "grab
    /// focus" asks. False when the element is gone.
    @discardableResult
    package func focus(_ id: Int) -> Bool {
        guard let view = view(for: id), id != 0 else { return false }
        cursor = view
        return true
    }

    /// Asks element `id` to do `action` (`View.performAccessibilityAction`); a text field
    /// activated before it knew its window takes this window's focus. False when the element
    /// is gone or did not do it.
    @discardableResult
    package func perform(_ action: AccessibilityAction, on id: Int) -> Bool {
        guard let view = view(for: id), view.root === root else { return false }
        if view.performAccessibilityAction(action) {
            if action == .pickUp { carryingManager = view.accessibilityStorage?.dragSource?.manager }
            return true
        }
        if action == .activate, let field = view as? TextField, let dispatcher {
            field.focus(in: dispatcher, cause: .touch)
            return true
        }
        return false
    }
}
