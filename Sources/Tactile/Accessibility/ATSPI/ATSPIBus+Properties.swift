import CGio
import TactileCore

/// The properties of the element objects, read from the last snapshot.
extension ATSPIBus {
    /// The version the root's `Application.Version` gives.
    static let toolkitVersion = "1.0"

    /// Property `name` of `interface` on `node`'s object; nil (GDBus then answers an error)
    /// for one it does not have.
    func property(_ name: String, of node: AccessibilityNode, interface: String) -> OpaquePointer? {
        let element = node.element
        switch (interface, name) {
        case (ATSPIInterfaces.accessible, "Name"): return GVariantValue.string(objects.name(of: node))
        case (ATSPIInterfaces.accessible, "Description"): return GVariantValue.string(objects.description(of: node))
        case (ATSPIInterfaces.accessible, "Parent"): return GVariantValue.reference(objects.parentReference(of: node))
        case (ATSPIInterfaces.accessible, "ChildCount"): return GVariantValue.int32(node.children.count)
        case (ATSPIInterfaces.accessible, "Locale"): return GVariantValue.string("")
        case (ATSPIInterfaces.accessible, "AccessibleId"): return GVariantValue.string("")
        case (ATSPIInterfaces.application, "ToolkitName"): return GVariantValue.string("Tactile")
        case (ATSPIInterfaces.application, "Version"): return GVariantValue.string(Self.toolkitVersion)
        case (ATSPIInterfaces.application, "AtspiVersion"): return GVariantValue.string("2.1")
        case (ATSPIInterfaces.application, "Id"): return GVariantValue.int32(Int(applicationID))
        case (ATSPIInterfaces.action, "NActions"): return GVariantValue.int32(element.actions.count)
        case (ATSPIInterfaces.value, "MinimumValue"): return GVariantValue.double(element.range?.minimum ?? 0)
        case (ATSPIInterfaces.value, "MaximumValue"): return GVariantValue.double(element.range?.maximum ?? 0)
        case (ATSPIInterfaces.value, "MinimumIncrement"): return GVariantValue.double(element.range?.step ?? 0)
        case (ATSPIInterfaces.value, "CurrentValue"): return GVariantValue.double(element.range?.value ?? 0)
        case (ATSPIInterfaces.value, "Text"): return GVariantValue.string(element.value ?? "")
        case (ATSPIInterfaces.text, "CharacterCount"): return GVariantValue.int32(ATSPIText(node.text ?? "").count)
        case (ATSPIInterfaces.text, "CaretOffset"):
            return GVariantValue.int32(ATSPIText.scalarOffset(ofCharacterOffset: node.caretOffset ?? 0, in: node.text ?? ""))
        case (ATSPIInterfaces.selection, "NSelectedChildren"): return GVariantValue.int32(objects.selectedChildren(of: node).count)
        default: return nil
        }
    }

    /// Sets property `name` of `interface` on `node`'s object to `value`: the root's
    /// `Application.Id` (the registry numbers the apps), or a `Value.CurrentValue`, which
    /// moves the value one step towards the one asked for (the tree's actions are steps).
    func set(_ name: String, of node: AccessibilityNode, interface: String, to value: OpaquePointer) {
        switch (interface, name) {
        case (ATSPIInterfaces.application, "Id"):
            if g_variant_is_of_type(value, GVariantValue.type("i")) != 0 { applicationID = g_variant_get_int32(value) }
        case (ATSPIInterfaces.value, "CurrentValue"):
            guard let range = node.element.range, g_variant_is_of_type(value, GVariantValue.type("d")) != 0 else { return }
            let wanted = g_variant_get_double(value)
            if wanted > range.value, node.element.actions.contains(.increment) {
                toMain.post(.perform(.increment, on: node.id, reply: nil))
            } else if wanted < range.value, node.element.actions.contains(.decrement) {
                toMain.post(.perform(.decrement, on: node.id, reply: nil))
            }
        default: break
        }
    }
}
