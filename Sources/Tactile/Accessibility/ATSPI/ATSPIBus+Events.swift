import CGio
import TactileCore

/// The AT-SPI events that tell screen readers what changed: `org.a11y.atspi.Event.Object`
/// signals with the standard `(siiva{sv})` body (a detail, two numbers, a value and no
/// properties) from the changed element's object, `Event.Focus` for the focus, and the cache's
/// `AddAccessible` and `RemoveAccessible`.
extension ATSPIBus {
    /// Emits the events for `changes`, which turned `old` into the objects' current tree.
    func emitEvents(for changes: [AccessibilityChange], before old: ATSPIObjects, on bus: OpaquePointer) {
        for change in changes {
            switch change {
            case .added(let id):
                guard let node = objects.node(id) else { continue }
                emit(on: bus, path: "/org/a11y/atspi/cache", interface: ATSPIInterfaces.cache, member: "AddAccessible",
                     GVariantValue.tuple([cacheItem(node)]))
            case .removed(let id):
                emit(on: bus, path: "/org/a11y/atspi/cache", interface: ATSPIInterfaces.cache, member: "RemoveAccessible",
                     GVariantValue.tuple([GVariantValue.reference(old.reference(id))]))
            case .childrenChanged(let id):
                childrenChanged(id, before: old, on: bus)
            case .nameChanged(let id):
                guard let node = objects.node(id) else { continue }
                objectEvent("PropertyChange", id, on: bus, detail: "accessible-name", value: GVariantValue.string(objects.name(of: node)))
            case .valueChanged(let id):
                guard let node = objects.node(id) else { continue }
                let value = node.element.range.map { GVariantValue.double($0.value) } ?? GVariantValue.string(node.element.value ?? "")
                objectEvent("PropertyChange", id, on: bus, detail: "accessible-value", value: value)
            case .statesChanged(let id, let oldStates, let newStates):
                guard var node = objects.node(id) else { continue }
                node.element.states = newStates
                let now = ATSPIStateSet(node)
                node.element.states = oldStates
                // The focus's own events come with `focusMoved`.
                for (name, isSet) in ATSPIStateSet.changes(from: ATSPIStateSet(node), to: now) where name != "focused" {
                    objectEvent("StateChanged", id, on: bus, detail: name, first: isSet ? 1 : 0)
                }
            case .textChanged(let id, let oldText, let newText):
                let edit = ATSPIText.edit(from: oldText, to: newText)
                if !edit.deleted.isEmpty {
                    objectEvent("TextChanged", id, on: bus, detail: "delete", first: edit.offset,
                                second: ATSPIText(edit.deleted).count, value: GVariantValue.string(edit.deleted))
                }
                if !edit.inserted.isEmpty {
                    objectEvent("TextChanged", id, on: bus, detail: "insert", first: edit.offset,
                                second: ATSPIText(edit.inserted).count, value: GVariantValue.string(edit.inserted))
                }
            case .caretMoved(let id, let offset):
                let scalars = ATSPIText.scalarOffset(ofCharacterOffset: offset, in: objects.node(id)?.text ?? "")
                objectEvent("TextCaretMoved", id, on: bus, first: scalars)
            case .frameChanged:
                break  // Screen readers ask for bounds when they need them.
            case .focusMoved(let id):
                if let previous = old.snapshot.focusedID, objects.node(previous) != nil {
                    objectEvent("StateChanged", previous, on: bus, detail: "focused", first: 0)
                }
                guard let id, objects.node(id) != nil else { continue }
                objectEvent("StateChanged", id, on: bus, detail: "focused", first: 1)
                emit(on: bus, path: objects.reference(id).path, interface: "org.a11y.atspi.Event.Focus", member: "Focus",
                     Self.eventBody(detail: "", first: 0, second: 0, value: GVariantValue.int32(0)))
            case .announcement(let text, let polite):
                // at-spi2-core 2.46 knows Object:Announcement, the text its value (a detail
                // would become part of the event's type); the first number is the politeness
                // later versions read (1 polite, 2 assertive).
                objectEvent("Announcement", objects.snapshot.rootID, on: bus, first: polite ? 1 : 2, value: GVariantValue.string(text))
            }
        }
    }

    /// `ChildrenChanged` for each child `id` lost (at its old index) and gained (at its new).
    private func childrenChanged(_ id: Int, before old: ATSPIObjects, on bus: OpaquePointer) {
        let before = old.node(id)?.children ?? [], after = objects.node(id)?.children ?? []
        for (index, child) in before.enumerated() where !after.contains(child) {
            objectEvent("ChildrenChanged", id, on: bus, detail: "remove", first: index,
                        value: GVariantValue.reference(old.reference(child)))
        }
        for (index, child) in after.enumerated() where !before.contains(child) {
            objectEvent("ChildrenChanged", id, on: bus, detail: "add", first: index,
                        value: GVariantValue.reference(objects.reference(child)))
        }
    }

    /// Emits `member` of `org.a11y.atspi.Event.Object` from element `id`'s object.
    private func objectEvent(_ member: String, _ id: Int, on bus: OpaquePointer, detail: String = "", first: Int = 0,
                             second: Int = 0, value: OpaquePointer = GVariantValue.int32(0)) {
        emit(on: bus, path: objects.reference(id).path, interface: "org.a11y.atspi.Event.Object", member: member,
             Self.eventBody(detail: detail, first: first, second: second, value: value))
    }

    /// The `(siiva{sv})` body of an event.
    static func eventBody(detail: String, first: Int, second: Int, value: OpaquePointer) -> OpaquePointer {
        GVariantValue.tuple([GVariantValue.string(detail), GVariantValue.int32(first), GVariantValue.int32(second),
                             GVariantValue.boxed(value), GVariantValue.array(of: "{sv}", [])])
    }

    /// Broadcasts signal `member` of `interface` from `path` with `body`.
    private func emit(on bus: OpaquePointer, path: String, interface: String, member: String, _ body: OpaquePointer) {
        var error: UnsafeMutablePointer<GError>?
        if g_dbus_connection_emit_signal(bus, nil, path, interface, member, body, &error) == 0 {
            log("accessibility: \(interface).\(member) not sent (\(Self.describe(error)))")
        }
    }
}
