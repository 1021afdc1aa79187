/// The payload of one drag: typed entries, each under a type identifier, that the source
/// writes in its `willStart` hook and drop zones read to decide whether they are interested
/// and what to do with a drop.
///
/// The pasteboard lives in-process for the length of one drag session, so values are kept as
/// they are (never encoded); `Codable` only promises that a value could cross a process
/// boundary if a later version needs it to. One entry per type: writing a type again replaces
/// its entry and keeps its position.
public final class DragPasteboard {
    /// The type identifier under which `text` is stored.
    public static let textType = "public.text"

    private var entries: [(type: String, value: Any)] = []

    /// Creates an empty pasteboard.
    public init() {}

    /// The type identifiers present, in the order they were first written.
    public var types: [String] { entries.map(\.type) }

    /// True when an entry of `type` is present.
    public func contains(_ type: String) -> Bool { entries.contains { $0.type == type } }

    /// Plain text, stored under `textType`; nil when absent. Setting nil removes it.
    public var text: String? {
        get { value(String.self, forType: Self.textType) }
        set {
            if let newValue { store(newValue, forType: Self.textType) } else { remove(Self.textType) }
        }
    }

    /// The type identifier under which `uriList` is stored.
    public static let uriListType = "public.uri-list"

    /// URIs (such as `file:///…` or `https://…`), stored under `uriListType`; nil when
    /// absent. Setting nil removes them. Offered to other apps as `text/uri-list`.
    public var uriList: [String]? {
        get { value([String].self, forType: Self.uriListType) }
        set {
            if let newValue { store(newValue, forType: Self.uriListType) } else { remove(Self.uriListType) }
        }
    }

    /// Stores raw bytes under `type`.
    public func setData(_ bytes: [UInt8], forType type: String) { store(bytes, forType: type) }

    /// The bytes stored under `type`, nil when absent or not bytes.
    public func data(forType type: String) -> [UInt8]? { value([UInt8].self, forType: type) }

    /// Stores a value under `type` (for example "com.example.tile").
    public func setValue<Value: Codable>(_ value: Value, forType type: String) { store(value, forType: type) }

    /// The value stored under `type` if it is a `Value`, else nil.
    public func value<Value: Codable>(_: Value.Type, forType type: String) -> Value? {
        entries.first { $0.type == type }?.value as? Value
    }

    /// Removes the entry of `type`, if any.
    public func remove(_ type: String) { entries.removeAll { $0.type == type } }

    /// Removes every entry.
    public func removeAll() { entries.removeAll() }

    private func store(_ value: Any, forType type: String) {
        if let index = entries.firstIndex(where: { $0.type == type }) {
            entries[index].value = value
        } else {
            entries.append((type, value))
        }
    }
}
