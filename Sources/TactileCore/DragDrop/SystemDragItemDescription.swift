/// The item a drag carries, described for another Tactile window (the body of
/// `SystemDragOffer.itemType`): UTF-8 lines `key value`, the first `tactile-item 1`, then
/// `identifier`, `text`, `colour` (`#rrggbb`), `size` (`W H`, logical pixels) as the item has
/// them. Values are escaped (`\\`, `\n`), so each stays on its line.
public struct SystemDragItemDescription: Equatable, Sendable {
    /// The source view's identifier.
    public var identifier: String?
    /// The pasteboard's text.
    public var text: String?
    /// The source view's background colour as `#rrggbb`.
    public var colour: String?
    /// The source view's size in logical pixels.
    public var size: Size

    /// Describes the item of `session`.
    public init(of session: DragSession) {
        let view = session.sourceView
        identifier = view.identifier
        text = session.pasteboard.text
        colour = view.backgroundColor?.hexString
        size = view.bounds.size
    }

    /// The lines sent to other apps.
    public var encoded: String {
        var lines = ["tactile-item 1"]
        if let identifier { lines.append("identifier " + Self.escape(identifier)) }
        if let text { lines.append("text " + Self.escape(text)) }
        if let colour { lines.append("colour " + colour) }
        lines.append("size \(formatCoordinate(size.width)) \(formatCoordinate(size.height))")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func escape(_ value: String) -> String {
        value.replacing("\\", with: "\\\\").replacing("\n", with: "\\n")
    }
}
