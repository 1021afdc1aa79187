import CGio

/// Builds the GVariant values of GDBus replies and signals. Each is floating: the container
/// or the call it is handed to takes it, so none is released here.
enum GVariantValue {
    static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }
    static func int32(_ value: Int) -> OpaquePointer { g_variant_new_int32(Int32(clamping: value)) }
    static func int16(_ value: Int) -> OpaquePointer { g_variant_new_int16(Int16(clamping: value)) }
    static func uint32(_ value: UInt32) -> OpaquePointer { g_variant_new_uint32(value) }
    static func boolean(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }
    static func double(_ value: Double) -> OpaquePointer { g_variant_new_double(value) }
    /// A value boxed in a variant (`v`).
    static func boxed(_ value: OpaquePointer) -> OpaquePointer { g_variant_new_variant(value) }

    /// A tuple of `items`.
    static func tuple(_ items: [OpaquePointer]) -> OpaquePointer {
        let children: [OpaquePointer?] = items
        return children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    }

    /// An array of `items`, each of type `elementType` (a GVariant type string, needed when
    /// there are none).
    static func array(of elementType: StaticString, _ items: [OpaquePointer]) -> OpaquePointer {
        let children: [OpaquePointer?] = items
        return children.withUnsafeBufferPointer {
            g_variant_new_array(type(elementType), $0.baseAddress, gsize($0.count))
        }
    }

    /// The GVariant type `string` spells. A type is its type string's bytes (G_VARIANT_TYPE
    /// is a cast), so the string must outlive every use: a static one does.
    static func type(_ string: StaticString) -> OpaquePointer {
        OpaquePointer(UnsafeRawPointer(string.utf8Start))
    }

    /// A string-to-string dictionary (`a{ss}`).
    static func stringDictionary(_ entries: [(String, String)]) -> OpaquePointer {
        array(of: "{ss}", entries.map { g_variant_new_dict_entry(string($0.0), string($0.1)) })
    }

    /// An object reference (`(so)`): a bus name and an object path (AT-SPI's null object for
    /// a path that is none, such as a registry's malformed answer).
    static func reference(_ reference: ATSPIReference) -> OpaquePointer {
        let path = g_variant_is_object_path(reference.path) != 0 ? reference.path : ATSPIReference.null.path
        return tuple([string(reference.busName), g_variant_new_object_path(path)])
    }
}

/// An accessible object anywhere on the accessibility bus: the unique name of its app's
/// connection and its path.
struct ATSPIReference: Equatable, Sendable {
    var busName: String
    var path: String

    /// What AT-SPI calls no object (the parent of a root nobody embedded).
    static let null = ATSPIReference(busName: "", path: "/org/a11y/atspi/null")
}

/// Reads the arguments of a method call or a signal.
enum GVariantArgument {
    /// Child `index` of tuple `tuple` as a 32-bit integer (0 when of another type).
    static func int32(_ tuple: OpaquePointer, _ index: Int) -> Int {
        child(tuple, index) { g_variant_is_of_type($0, GVariantValue.type("i")) != 0 ? Int(g_variant_get_int32($0)) : 0 }
    }

    /// Child `index` of tuple `tuple` as an unsigned 32-bit integer (0 when of another type).
    static func uint32(_ tuple: OpaquePointer, _ index: Int) -> UInt32 {
        child(tuple, index) { g_variant_is_of_type($0, GVariantValue.type("u")) != 0 ? g_variant_get_uint32($0) : 0 }
    }

    /// Child `index` of tuple `tuple` as a string or an object path (empty when of another type).
    static func string(_ tuple: OpaquePointer, _ index: Int) -> String {
        child(tuple, index) { value in
            let isText = g_variant_is_of_type(value, GVariantValue.type("s")) != 0 || g_variant_is_of_type(value, GVariantValue.type("o")) != 0
            return isText ? String(cString: g_variant_get_string(value, nil)) : ""
        }
    }

    /// The boolean under `key` in dictionary `dictionary` (`a{sv}`); nil when it has none.
    static func boolean(_ dictionary: OpaquePointer, _ key: String) -> Bool? {
        guard let value = g_variant_lookup_value(dictionary, key, GVariantValue.type("b")) else { return nil }
        defer { g_variant_unref(value) }
        return g_variant_get_boolean(value) != 0
    }

    /// Reads child `index` of `tuple` with `read`, then lets go of it.
    static func child<T>(_ tuple: OpaquePointer, _ index: Int, _ read: (OpaquePointer) -> T) -> T {
        let value = g_variant_get_child_value(tuple, gsize(index))!
        defer { g_variant_unref(value) }
        return read(value)
    }
}
