import TactileCore

/// The semantic tree as AT-SPI objects: one object path per element, the interfaces each
/// offers and the answers that need no GDBus, read from the snapshot the main loop published
/// last (on the bridge's D-Bus thread, never from a view).
struct ATSPIObjects {
    /// Where every element's object lives: the root at `root`, as at-spi2-atk and AccessKit
    /// put it, the others at `<prefix>/<number>`.
    static let prefix = "/org/a11y/atspi/accessible"
    /// The node name of the root under `prefix`.
    static let root = "root"

    /// The tree as last published.
    var snapshot = AccessibilitySnapshot()
    /// The unique name of the bridge's connection to the accessibility bus.
    var busName = ""
    /// The object the registry embedded the root in (its desktop), from `Socket.Embed`.
    var rootParent = ATSPIReference.null
    /// The window title: the root's name when the tree gives it none.
    var applicationName = ""

    /// The element number of object path `path`; nil for a path that is no element's.
    static func id(ofPath path: String) -> Int? {
        guard path.hasPrefix(prefix + "/") else { return nil }
        return id(ofNode: String(path.dropFirst(prefix.count + 1)))
    }

    /// The element number of node `node` under `prefix` ("root" or a number).
    static func id(ofNode node: String) -> Int? {
        node == root ? 0 : Int(node).flatMap { $0 > 0 ? $0 : nil }
    }

    /// The node name under `prefix` of element `id`.
    static func nodeName(of id: Int) -> String { id == 0 ? root : String(id) }

    /// The reference to element `id`.
    func reference(_ id: Int) -> ATSPIReference {
        ATSPIReference(busName: busName, path: Self.prefix + "/" + Self.nodeName(of: id))
    }

    /// The node of element `id`, if it is in the tree.
    func node(_ id: Int) -> AccessibilityNode? { snapshot.nodes[id] }

    /// The reference to `node`'s parent: the registry's desktop for the root.
    func parentReference(of node: AccessibilityNode) -> ATSPIReference {
        node.parent.map { reference($0) } ?? rootParent
    }

    /// Where `node` is among its parent's children; -1 for the root.
    func indexInParent(of node: AccessibilityNode) -> Int {
        guard let parent = node.parent.flatMap({ snapshot.nodes[$0] }) else { return -1 }
        return parent.children.firstIndex(of: node.id) ?? -1
    }

    /// The name a screen reader reads: the root's is the window title when the tree gives none.
    func name(of node: AccessibilityNode) -> String {
        node.id == snapshot.rootID && node.element.name.isEmpty ? applicationName : node.element.name
    }

    /// What a screen reader reads after the name: the element's value, unless an interface
    /// of its own (Value, Text) carries it.
    func description(of node: AccessibilityNode) -> String {
        node.element.range != nil || node.text != nil ? "" : node.element.value ?? ""
    }

    /// The interfaces `node`'s object answers, Accessible first.
    func interfaces(of node: AccessibilityNode) -> [String] {
        var names = [ATSPIInterfaces.accessible, ATSPIInterfaces.component]
        if node.id == snapshot.rootID { names.append(ATSPIInterfaces.application) }
        if !node.element.actions.isEmpty { names.append(ATSPIInterfaces.action) }
        if node.element.range != nil { names.append(ATSPIInterfaces.value) }
        if node.text != nil { names.append(ATSPIInterfaces.text) }
        if node.element.role == .segmentedControl || node.element.role == .list { names.append(ATSPIInterfaces.selection) }
        return names
    }

    /// `node`'s children that are selected, in order.
    func selectedChildren(of node: AccessibilityNode) -> [Int] {
        node.children.filter { snapshot.nodes[$0]?.element.states.contains(.selected) == true }
    }

    /// The deepest element under `point` (window logical pixels) from `id` down; of siblings
    /// the later one, which is drawn over the earlier.
    func element(at point: Point, from id: Int) -> Int? {
        guard let node = snapshot.nodes[id], node.frame.contains(point) else { return nil }
        for child in node.children.reversed() {
            if let hit = element(at: point, from: child) { return hit }
        }
        return id
    }
}

/// The AT-SPI names of the actions (the names at-spi2-atk's toolkits give: "click" for a
/// press) and the phrases that describe them.
extension AccessibilityAction {
    /// The name `Action.GetName` answers.
    var atspiName: String {
        switch self {
        case .activate: "click"
        case .increment: "increment"
        case .decrement: "decrement"
        case .pickUp: "pick up"
        case .drop: "drop here"
        case .cancelDrag: "cancel drag"
        }
    }

    /// The description `Action.GetDescription` answers.
    var atspiDescription: String {
        switch self {
        case .activate: "Activates the element"
        case .increment: "Raises the value by a step"
        case .decrement: "Lowers the value by a step"
        case .pickUp: "Picks the item up to move it"
        case .drop: "Drops the carried item here"
        case .cancelDrag: "Puts the carried item back"
        }
    }
}
