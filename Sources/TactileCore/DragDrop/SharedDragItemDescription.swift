/// The item a drag carries, described for another Tactile window (the body of
/// `SharedDragContent.itemType`): UTF-8 lines `key value`, the first `tactile-item 1`, then
/// `identifier`, `text`, `colour` (`#rrggbb`), `size` (`W H`, logical pixels) as the item has
/// them. Values are escaped (`\\`, `\n`), so each stays on its line.
public struct SharedDragItemDescription: Equatable, Sendable {
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

    /// Reads the lines another Tactile window sent (`encoded`); nil when `description` is not such a
    /// description (no `tactile-item 1` first line, or no valid `size`). Unknown keys are
    /// skipped, so later versions may add some.
    public init?(decoding description: String) {
        var lines = description.split(separator: "\n", omittingEmptySubsequences: true).makeIterator()
        guard lines.next() == "tactile-item 1" else { return nil }
        var size: Size?
        while let line = lines.next() {
            let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count > 1 ? String(parts[1]) : ""
            switch parts[0] {
            case "identifier": identifier = Self.unescape(value)
            case "text": text = Self.unescape(value)
            case "colour": colour = value
            case "size":
                let numbers = value.split(separator: " ").compactMap { Double($0) }
                guard numbers.count == 2, numbers.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
                size = Size(width: numbers[0], height: numbers[1])
            default: continue
            }
        }
        guard let size else { return nil }
        self.size = size
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

    private static func unescape(_ value: String) -> String {
        var result = "", escaped = false
        for character in value {
            if escaped {
                result.append(character == "n" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static func escape(_ value: String) -> String {
        value.replacing("\\", with: "\\\\").replacing("\n", with: "\\n")
    }
}
