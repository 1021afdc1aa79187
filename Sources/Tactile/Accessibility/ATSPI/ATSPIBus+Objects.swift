import CGio
import TactileCore

/// How GDBus reaches the element objects and the cache: the subtree's callbacks (which
/// objects exist, which interfaces each has) and the interfaces' (method calls, properties).
/// GDBus calls them on the bridge's thread, the one whose context was the default when they
/// were registered.
extension ATSPIBus {
    /// The answer to a method call.
    enum Answer {
        /// A reply of these values (a tuple).
        case value(OpaquePointer)
        /// A D-Bus error reply.
        case error(name: String, message: String)
        /// Handed to the main loop, which answers.
        case later
    }

    /// The element objects: every element in the last snapshot, and any other number (a call
    /// to an element that went away then gets `UnknownObject`, not GDBus's UnknownMethod).
    nonisolated(unsafe) static let subtreeVTable: UnsafeMutablePointer<GDBusSubtreeVTable> = {
        let table = UnsafeMutablePointer<GDBusSubtreeVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusSubtreeVTable())
        table.pointee.enumerate = { _, _, _, data in
            let bus = Unmanaged<ATSPIBus>.fromOpaque(data!).takeUnretainedValue()
            let names = g_ptr_array_new()
            for id in bus.objects.snapshot.nodes.keys.sorted() {
                g_ptr_array_add(names, UnsafeMutableRawPointer(g_strdup(ATSPIObjects.nodeName(of: id))))
            }
            g_ptr_array_add(names, nil)
            return UnsafeMutableRawPointer(g_ptr_array_free(names, 0))?.assumingMemoryBound(to: UnsafeMutablePointer<gchar>?.self)
        }
        table.pointee.introspect = { _, _, _, node, data in
            guard let node, let id = ATSPIObjects.id(ofNode: String(cString: node)) else { return nil }
            let bus = Unmanaged<ATSPIBus>.fromOpaque(data!).takeUnretainedValue()
            let names = bus.objects.node(id).map { bus.objects.interfaces(of: $0) } ?? ATSPIBus.everyElementInterface
            let infos = g_ptr_array_new()
            for name in names { g_ptr_array_add(infos, UnsafeMutableRawPointer(g_dbus_interface_info_ref(ATSPIInterfaces.info(name)))) }
            g_ptr_array_add(infos, nil)
            return UnsafeMutableRawPointer(g_ptr_array_free(infos, 0))?.assumingMemoryBound(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self)
        }
        table.pointee.dispatch = { _, _, _, _, _, userData, data in
            userData?.pointee = data
            return UnsafePointer(ATSPIBus.interfaceVTable)
        }
        return table
    }()

    /// What an element that went away is introspected as: every interface, so that each call
    /// reaches `call` and gets `UnknownObject`.
    static let everyElementInterface = [
        ATSPIInterfaces.accessible, ATSPIInterfaces.component, ATSPIInterfaces.application, ATSPIInterfaces.action,
        ATSPIInterfaces.value, ATSPIInterfaces.text, ATSPIInterfaces.selection,
    ]

    /// Method calls and properties of every interface.
    nonisolated(unsafe) static let interfaceVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
        let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
        table.initialize(to: GDBusInterfaceVTable())
        table.pointee.method_call = { _, _, path, interface, method, parameters, invocation, data in
            let bus = Unmanaged<ATSPIBus>.fromOpaque(data!).takeUnretainedValue()
            let answer = bus.call(path: String(cString: path!), interface: String(cString: interface!),
                                  method: String(cString: method!), parameters: parameters!, invocation: invocation!)
            switch answer {
            case .value(let value): g_dbus_method_invocation_return_value(invocation, value)
            case .error(let name, let message): g_dbus_method_invocation_return_dbus_error(invocation, name, message)
            case .later: break
            }
        }
        table.pointee.get_property = { _, _, path, interface, property, error, data in
            let bus = Unmanaged<ATSPIBus>.fromOpaque(data!).takeUnretainedValue()
            let path = String(cString: path!)
            guard let id = ATSPIObjects.id(ofPath: path), let node = bus.objects.node(id) else {
                g_set_error_literal(error, tactile_dbus_error_quark(), gint(G_DBUS_ERROR_UNKNOWN_OBJECT.rawValue),
                                    "\(path) is no element now")
                return nil
            }
            return bus.property(String(cString: property!), of: node, interface: String(cString: interface!))
        }
        table.pointee.set_property = { _, _, path, interface, property, value, error, data in
            let bus = Unmanaged<ATSPIBus>.fromOpaque(data!).takeUnretainedValue()
            let path = String(cString: path!)
            guard let id = ATSPIObjects.id(ofPath: path), let node = bus.objects.node(id) else {
                g_set_error_literal(error, tactile_dbus_error_quark(), gint(G_DBUS_ERROR_UNKNOWN_OBJECT.rawValue),
                                    "\(path) is no element now")
                return 0
            }
            bus.set(String(cString: property!), of: node, interface: String(cString: interface!), to: value!)
            return 1
        }
        return table
    }()

    /// Answers method `method` of `interface` on the object at `path`.
    func call(path: String, interface: String, method: String, parameters: OpaquePointer, invocation: OpaquePointer) -> Answer {
        if interface == ATSPIInterfaces.cache { return .value(GVariantValue.tuple([cacheItems()])) }
        guard let id = ATSPIObjects.id(ofPath: path), let node = objects.node(id) else {
            return .error(name: "org.freedesktop.DBus.Error.UnknownObject", message: "\(path) is no element now")
        }
        let reply = ATSPIReply(invocation: invocation)
        switch interface {
        case ATSPIInterfaces.accessible: return accessibleCall(method, node: node, parameters: parameters)
        case ATSPIInterfaces.application:
            return .value(GVariantValue.tuple([GVariantValue.string("")]))  // GetLocale: the window's language is not in the tree
        case ATSPIInterfaces.component: return componentCall(method, node: node, parameters: parameters, reply: reply)
        case ATSPIInterfaces.action: return actionCall(method, node: node, parameters: parameters, reply: reply)
        case ATSPIInterfaces.text: return textCall(method, node: node, parameters: parameters)
        case ATSPIInterfaces.selection: return selectionCall(method, node: node, parameters: parameters, reply: reply)
        default: return .error(name: "org.freedesktop.DBus.Error.UnknownInterface", message: "no interface \(interface)")
        }
    }

    /// The cache's items: every element with what a screen reader reads first.
    func cacheItems() -> OpaquePointer {
        let items = objects.snapshot.nodes.keys.sorted().compactMap { objects.node($0).map(cacheItem) }
        return GVariantValue.array(of: "((so)(so)(so)iiassusau)", items)
    }

    /// One cache item: `((so)(so)(so)iiassusau)`, the element, its application, its parent,
    /// its index there, its number of children, its interfaces, name, role, description and
    /// states.
    func cacheItem(_ node: AccessibilityNode) -> OpaquePointer {
        GVariantValue.tuple([
            GVariantValue.reference(objects.reference(node.id)), GVariantValue.reference(objects.reference(0)),
            GVariantValue.reference(objects.parentReference(of: node)),
            GVariantValue.int32(objects.indexInParent(of: node)), GVariantValue.int32(node.children.count),
            GVariantValue.array(of: "s", objects.interfaces(of: node).map(GVariantValue.string)),
            GVariantValue.string(objects.name(of: node)), GVariantValue.uint32(ATSPIRole.number(for: node)),
            GVariantValue.string(objects.description(of: node)), states(of: node),
        ])
    }

    /// `node`'s state set as `GetState` answers it (`au`).
    func states(of node: AccessibilityNode) -> OpaquePointer {
        GVariantValue.array(of: "u", ATSPIStateSet(node).words.map(GVariantValue.uint32))
    }

    /// A method of `org.a11y.atspi.Accessible`.
    private func accessibleCall(_ method: String, node: AccessibilityNode, parameters: OpaquePointer) -> Answer {
        let value: OpaquePointer
        switch method {
        case "GetChildAtIndex":
            let index = GVariantArgument.int32(parameters, 0)
            guard node.children.indices.contains(index) else {
                return .error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "no child \(index)")
            }
            value = GVariantValue.reference(objects.reference(node.children[index]))
        case "GetChildren": value = GVariantValue.array(of: "(so)", node.children.map { GVariantValue.reference(objects.reference($0)) })
        case "GetIndexInParent": value = GVariantValue.int32(objects.indexInParent(of: node))
        case "GetRelationSet": value = GVariantValue.array(of: "(ua(so))", [])
        case "GetRole": value = GVariantValue.uint32(ATSPIRole.number(for: node))
        case "GetRoleName", "GetLocalizedRoleName": value = GVariantValue.string(ATSPIRole.name(of: ATSPIRole.number(for: node)))
        case "GetState": value = states(of: node)
        case "GetAttributes": value = GVariantValue.stringDictionary([("toolkit", "Tactile")])
        case "GetApplication": value = GVariantValue.reference(objects.reference(0))
        case "GetInterfaces": value = GVariantValue.array(of: "s", objects.interfaces(of: node).map(GVariantValue.string))
        default: return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(method)")
        }
        return .value(GVariantValue.tuple([value]))
    }

    /// A method of `org.a11y.atspi.Component`. The window does not know where the compositor
    /// shows it, so screen coordinates are the window's too.
    private func componentCall(_ method: String, node: AccessibilityNode, parameters: OpaquePointer, reply: ATSPIReply) -> Answer {
        switch method {
        case "Contains", "GetAccessibleAtPoint":
            let origin = coordinateOrigin(for: node, type: GVariantArgument.uint32(parameters, 2))
            let point = Point(x: Double(GVariantArgument.int32(parameters, 0)) + origin.x,
                              y: Double(GVariantArgument.int32(parameters, 1)) + origin.y)
            if method == "Contains" { return .value(GVariantValue.tuple([GVariantValue.boolean(node.frame.contains(point))])) }
            let hit = objects.element(at: point, from: node.id).map { objects.reference($0) } ?? .null
            return .value(GVariantValue.tuple([GVariantValue.reference(hit)]))
        case "GetExtents":
            let box = extents(of: node, type: GVariantArgument.uint32(parameters, 0))
            return .value(GVariantValue.tuple([GVariantValue.tuple(box.map(GVariantValue.int32))]))
        case "GetPosition":
            let box = extents(of: node, type: GVariantArgument.uint32(parameters, 0))
            return .value(GVariantValue.tuple([GVariantValue.int32(box[0]), GVariantValue.int32(box[1])]))
        case "GetSize":
            let box = extents(of: node, type: 1)
            return .value(GVariantValue.tuple([GVariantValue.int32(box[2]), GVariantValue.int32(box[3])]))
        case "GetLayer":
            // ATSPI_LAYER_WINDOW for the root, ATSPI_LAYER_WIDGET for the rest.
            return .value(GVariantValue.tuple([GVariantValue.uint32(node.parent == nil ? 7 : 3)]))
        case "GetMDIZOrder": return .value(GVariantValue.tuple([GVariantValue.int16(0)]))
        case "GetAlpha": return .value(GVariantValue.tuple([GVariantValue.double(1)]))
        case "GrabFocus":
            toMain.post(.focus(node.id, reply: reply))
            return .later
        default: return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(method)")
        }
    }

    /// Where coordinates of `type` (AtspiCoordType: 0 screen, 1 window, 2 parent) start, in
    /// window pixels.
    private func coordinateOrigin(for node: AccessibilityNode, type: UInt32) -> Point {
        guard type == 2, let parent = node.parent.flatMap({ objects.node($0) }) else { return Point(x: 0, y: 0) }
        return parent.frame.origin
    }

    /// `node`'s bounds as x, y, width, height in coordinates of `type`.
    private func extents(of node: AccessibilityNode, type: UInt32) -> [Int] {
        let origin = coordinateOrigin(for: node, type: type)
        let frame = node.frame
        return [frame.minX - origin.x, frame.minY - origin.y, frame.width, frame.height].map { Int($0.rounded()) }
    }

    /// A method of `org.a11y.atspi.Action`; `DoAction` is answered by the main loop once done.
    private func actionCall(_ method: String, node: AccessibilityNode, parameters: OpaquePointer, reply: ATSPIReply) -> Answer {
        let actions = node.element.actions
        if method == "GetActions" {
            let items = actions.map {
                GVariantValue.tuple([GVariantValue.string($0.atspiName), GVariantValue.string($0.atspiDescription), GVariantValue.string("")])
            }
            return .value(GVariantValue.tuple([GVariantValue.array(of: "(sss)", items)]))
        }
        let index = GVariantArgument.int32(parameters, 0)
        guard actions.indices.contains(index) else {
            return .error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "no action \(index)")
        }
        let action = actions[index]
        switch method {
        case "GetName", "GetLocalizedName": return .value(GVariantValue.tuple([GVariantValue.string(action.atspiName)]))
        case "GetDescription": return .value(GVariantValue.tuple([GVariantValue.string(action.atspiDescription)]))
        case "GetKeyBinding": return .value(GVariantValue.tuple([GVariantValue.string("")]))
        case "DoAction":
            toMain.post(.perform(action, on: node.id, reply: reply))
            return .later
        default: return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(method)")
        }
    }

    /// A method of `org.a11y.atspi.Selection`; `SelectChild` activates the child, answered by
    /// the main loop once done.
    private func selectionCall(_ method: String, node: AccessibilityNode, parameters: OpaquePointer, reply: ATSPIReply) -> Answer {
        let index = GVariantArgument.int32(parameters, 0)
        switch method {
        case "GetSelectedChild":
            let selected = objects.selectedChildren(of: node)
            guard selected.indices.contains(index) else {
                return .error(name: "org.freedesktop.DBus.Error.InvalidArgs", message: "no selected child \(index)")
            }
            return .value(GVariantValue.tuple([GVariantValue.reference(objects.reference(selected[index]))]))
        case "IsChildSelected":
            let child = node.children.indices.contains(index) ? node.children[index] : nil
            let selected = child.map { objects.selectedChildren(of: node).contains($0) } ?? false
            return .value(GVariantValue.tuple([GVariantValue.boolean(selected)]))
        case "SelectChild":
            guard node.children.indices.contains(index) else { return .value(GVariantValue.tuple([GVariantValue.boolean(false)])) }
            toMain.post(.perform(.activate, on: node.children[index], reply: reply))
            return .later
        default: return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(method)")
        }
    }

    /// A method of `org.a11y.atspi.Text`: a single line, with no attributes and no selection;
    /// a character's or a range's extents are the field's.
    private func textCall(_ method: String, node: AccessibilityNode, parameters: OpaquePointer) -> Answer {
        let text = ATSPIText(node.text ?? "")
        let int = { GVariantArgument.int32(parameters, $0) }
        switch method {
        case "GetText": return .value(GVariantValue.tuple([GVariantValue.string(text.text(from: int(0), to: int(1)))]))
        case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset", "GetStringAtOffset":
            let shift = method == "GetTextBeforeOffset" ? -1 : method == "GetTextAfterOffset" ? 1 : 0
            // GetStringAtOffset's granularities (char, word, sentence, line, paragraph) map onto
            // the boundaries' char, word start and the whole line.
            let unit = GVariantArgument.uint32(parameters, 1)
            let boundary: UInt32 = method == "GetStringAtOffset" ? (unit <= 1 ? unit : 5) : unit
            let piece = text.piece(at: int(0), boundary: boundary, shift: shift)
            return .value(GVariantValue.tuple([GVariantValue.string(piece.text), GVariantValue.int32(piece.start), GVariantValue.int32(piece.end)]))
        case "GetCharacterAtOffset":
            let offset = int(0)
            let scalar = text.scalars.indices.contains(offset) ? Int(text.scalars[offset].value) : 0
            return .value(GVariantValue.tuple([GVariantValue.int32(scalar)]))
        case "GetAttributes":
            return .value(GVariantValue.tuple([GVariantValue.stringDictionary([]), GVariantValue.int32(0), GVariantValue.int32(text.count)]))
        case "GetDefaultAttributes": return .value(GVariantValue.tuple([GVariantValue.stringDictionary([])]))
        case "GetCharacterExtents", "GetRangeExtents":
            let box = extents(of: node, type: GVariantArgument.uint32(parameters, method == "GetRangeExtents" ? 2 : 1))
            return .value(GVariantValue.tuple(box.map(GVariantValue.int32)))
        case "GetNSelections": return .value(GVariantValue.tuple([GVariantValue.int32(0)]))
        default: return .error(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(method)")
        }
    }
}
