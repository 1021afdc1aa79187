// What a view means to a person who cannot see it: the defaults the standard views give
// (`defaultAccessibilityElement`), what the app sets over them, and what the drag-and-drop
// manager adds to the views it drags and drops on. Nothing here runs until something reads
// the semantic tree (speech mode, a screen reader): the settings are stored, not pushed.

/// What was said about one view's meaning: kept out of `View` itself, which most views
/// would carry empty.
final class AccessibilityStorage {
    var role: AccessibilityRole?
    var name: LocalizedString?
    var value: LocalizedString?
    var isHidden = false
    var announcesChanges = false
    var actionHandler: ((AccessibilityAction) -> Bool)?
    /// The drag source whose view this is, set by its manager.
    weak var dragSource: DragSource?
    /// The drop zone whose view this is, and its manager, set by the manager.
    weak var dropZone: DropZone?
    weak var dropZoneManager: DragDropManager?
    /// The texts last made of `name`, `value` and a zone's count: the tree reads every element
    /// at every update, and a string's placeholders may be numbers a formatter writes.
    var resolvedTexts: [ResolvedText] = []
}

/// A string as it was last turned into text: kept while the string, the language and the
/// translations are the same.
struct ResolvedText {
    let source: LocalizedString
    let language: Language
    let translations: ObjectIdentifier
    let text: String
}

extension View {
    /// The view's storage, made at the first setting.
    var madeAccessibilityStorage: AccessibilityStorage {
        if let storage = accessibilityStorage { return storage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }

    /// The role the view has for a screen reader and speech mode, over its default (nil: the
    /// default; a plain view given a role becomes an element, its subviews' elements its
    /// children).
    public var accessibilityRole: AccessibilityRole? {
        get { accessibilityStorage?.role }
        set { madeAccessibilityStorage.role = newValue }
    }

    /// The view's name, spoken in the window's language, over its default (a button's title,
    /// a label's text). Give one to every image, toggle and item that has no text of its own:
    /// a view without a name is spoken by its role alone, and the host's log names it once.
    public var accessibilityName: LocalizedString? {
        get { accessibilityStorage?.name }
        set { madeAccessibilityStorage.name = newValue }
    }

    /// What the view holds, spoken after its name, over its default (a slider's value).
    public var accessibilityValue: LocalizedString? {
        get { accessibilityStorage?.value }
        set { madeAccessibilityStorage.value = newValue }
    }

    /// True hides the view and its subtree from screen readers and speech mode (a decoration,
    /// a picture that repeats a label beside it).
    public var isAccessibilityHidden: Bool {
        get { accessibilityStorage?.isHidden ?? false }
        set { madeAccessibilityStorage.isHidden = newValue }
    }

    /// True makes a change of the view's name or value spoken politely when the visitor did
    /// not cause it (a total, a countdown): a live region.
    public var announcesAccessibilityChanges: Bool {
        get { accessibilityStorage?.announcesChanges ?? false }
        set { madeAccessibilityStorage.announcesChanges = newValue }
    }

    /// Called first with each action asked of the view (by speech mode's double tap, a screen
    /// reader); returns true when it handled it. A view of the app's own that acts on a tap
    /// sets it (with `accessibilityRole = .button`) so that it can be activated without sight.
    public var onAccessibilityAction: ((AccessibilityAction) -> Bool)? {
        get { accessibilityStorage?.actionHandler }
        set { madeAccessibilityStorage.actionHandler = newValue }
    }

    /// What the view means now: its default element (or a group, for a plain view given a
    /// role or a name), the app's settings over it, and the drag-and-drop role its manager
    /// gave it. Nil when it means nothing of its own, or is hidden from screen readers.
    public var accessibilityElement: AccessibilityElement? {
        let storage = accessibilityStorage
        if storage?.isHidden == true { return nil }
        var element = defaultAccessibilityElement
        if let storage {
            if let source = storage.dragSource, source.manager != nil, source.view === self {
                element = draggableElement(from: element, source: source)
            } else if let zone = storage.dropZone, zone.view === self {
                element = dropZoneElement(from: element, zone: zone)
            }
            if storage.role != nil || storage.name != nil || storage.actionHandler != nil {
                element = element ?? AccessibilityElement(role: .group)
            }
            if element != nil {
                if let role = storage.role { element!.role = role }
                if let name = storage.name { element!.name = text(of: name, slot: 0) }
                if let value = storage.value { element!.value = text(of: value, slot: 1) }
                if storage.announcesChanges { element!.states.insert(.announcesChanges) }
                // A handler acts on a tap: an item that is also dragged offers both.
                if storage.actionHandler != nil, !element!.actions.contains(.activate) { element!.actions.append(.activate) }
            }
        }
        // The ring shows the keyboard's focus, whoever drives it (the controls' focus, the
        // keyboard's drags).
        if focusRing != nil { element?.states.insert(.focused) }
        if var named = element, named.name.isEmpty, named.role.takesNameFromContent {
            named.name = contentText()
            element = named
        }
        return element
    }

    /// Does `action` as the view's own input would: the app's handler first, then the
    /// drag-and-drop role (pick up, drop here, put back), then the view's default. True when
    /// it was done.
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction) -> Bool {
        if let handler = accessibilityStorage?.actionHandler, handler(action) { return true }
        if let storage = accessibilityStorage {
            switch action {
            case .pickUp:
                if let source = storage.dragSource, let manager = source.manager { return manager.accessiblePickUp(source) }
            case .drop:
                if let zone = storage.dropZone, let manager = storage.dropZoneManager { return manager.accessibleDrop(on: zone) }
            case .cancelDrag:
                if let source = storage.dragSource, let manager = source.manager { return manager.accessibleCancel(source) }
            default:
                break
            }
        }
        return performDefaultAccessibilityAction(action)
    }

    /// `string` in the window's language, made again only when the string, the language or
    /// the translations changed since `slot` (name, value, count) last kept it.
    private func text(of string: LocalizedString, slot: Int) -> String {
        let environment = layoutEnvironment
        let storage = madeAccessibilityStorage
        let translations = ObjectIdentifier(environment.translations)
        if storage.resolvedTexts.indices.contains(slot) {
            let kept = storage.resolvedTexts[slot]
            if kept.source == string, kept.language == environment.language, kept.translations == translations { return kept.text }
        }
        let resolved = ResolvedText(source: string, language: environment.language, translations: translations,
                                    text: environment.text(string))
        while storage.resolvedTexts.count <= slot { storage.resolvedTexts.append(resolved) }
        storage.resolvedTexts[slot] = resolved
        return resolved.text
    }

    /// The texts of the labels in the subtree, in order, joined by commas: the name of an
    /// element that has none of its own (a tile whose only text is its label).
    func contentText() -> String {
        var texts: [String] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.accessibilityStorage?.isHidden != true else { return }
            if let label = view as? Label, !label.text.isEmpty { texts.append(label.text) }
            view.subviews.forEach(visit)
        }
        subviews.forEach(visit)
        return texts.joined(separator: ", ")
    }

    /// A drag source's view as an item that may be picked up (or put back while carried).
    private func draggableElement(from element: AccessibilityElement?, source: DragSource) -> AccessibilityElement {
        var item = element ?? AccessibilityElement(role: .draggableItem)
        if item.role == .group || item.role == .label || item.role == .image { item.role = .draggableItem }
        if source.session?.item != nil {
            item.states.insert(.pickedUp)
            item.actions = [.cancelDrag]
        } else if source.isEnabled {
            item.actions = [.pickUp] + item.actions.filter { $0 != .pickUp }
        } else {
            item.states.insert(.disabled)
        }
        return item
    }

    /// A drop zone's view: its name, the number of items in it as its value, and "drop here"
    /// while an item that it would take is carried.
    private func dropZoneElement(from element: AccessibilityElement?, zone: DropZone) -> AccessibilityElement {
        var place = element ?? AccessibilityElement(role: .dropZone)
        if place.role == .group || place.role == .list { place.role = .dropZone }
        let count = draggableItemCount()
        if place.value == nil {
            place.value = text(of: LocalizedString("{count} item", plural: "{count} items", count: count,
                                                                 comment: "The number of items in a drop zone, spoken after its name"),
                               slot: 2)
        }
        if let manager = accessibilityStorage?.dropZoneManager, manager.accessibleSessionWants(zone) {
            place.actions = [.drop] + place.actions.filter { $0 != .drop }
        }
        return place
    }

    /// How many registered drag sources' views are in the subtree (not counting this view).
    func draggableItemCount() -> Int {
        var count = 0
        func visit(_ view: View) {
            if let source = view.accessibilityStorage?.dragSource, source.view === view, source.manager != nil { count += 1 }
            view.subviews.forEach(visit)
        }
        subviews.forEach(visit)
        return count
    }
}

extension AccessibilityRole {
    /// True for the roles whose element stands for its whole subtree and, without a name of
    /// its own, is named by the labels inside it.
    var takesNameFromContent: Bool {
        switch self {
        case .button, .toggle, .draggableItem: return true
        default: return false
        }
    }

    /// True for the roles a person cannot use without a name: a view of one of them without a
    /// name is reported once in the host's log.
    package var needsName: Bool {
        switch self {
        case .button, .toggle, .slider, .segmentedControl, .textField, .image, .draggableItem, .dropZone, .progressBar: return true
        default: return false
        }
    }
}
