/// What a drag offers other apps once the finger or the pointer carries it out of the window
/// (`DragSource.sharedDrag`): data under MIME types and the actions allowed.
///
/// Inside the window nothing changes: the drag stays the app's own. Only when its finger (or
/// pointer) leaves the window is the drag handed to the compositor, and `data` is asked then,
/// once. Most apps take `.pasteboard`, which offers what `willStart` wrote into the pasteboard:
///
/// ```swift
/// source.willStart = { session in session.pasteboard.text = "apple" }
/// source.sharedDrag = .pasteboard      // "apple" as text/plain;charset=utf-8 to any app
/// ```
public struct SharedDragContent {
    /// The MIME type of text, as other apps look for it first.
    public static let textType = "text/plain;charset=utf-8"
    /// The MIME type of a list of URIs (one per line, CRLF-terminated, RFC 2483).
    public static let uriListType = "text/uri-list"
    /// Tactile's own type: the item's description (see `SharedDragItemDescription`), for
    /// another Tactile window to recreate the item.
    public static let itemType = "application/x-tactile-item"
    /// The MIME type of the item's picture (`offersImage`).
    public static let imageType = "image/png"

    /// The actions other apps may take: a move removes the item here once the target has it.
    /// A source whose `operation` is `.copy` offers only `.copy`, whatever this says.
    public var actions: SharedDragActions
    /// The data, by MIME type, best first, asked for when the drag leaves the window.
    public var data: (DragSession) -> [SharedDragData]
    /// Whether the item's picture is offered too, as `image/png` after `data`: the carried
    /// item drawn at its size and the window's scale, rendered only when an app asks for it.
    public var offersImage: Bool

    /// An offer of `data`, allowing `actions` (by default copy and move), with the item's
    /// picture when `offersImage`.
    public init(actions: SharedDragActions = [.copy, .move], offersImage: Bool = false,
                data: @escaping (DragSession) -> [SharedDragData]) {
        self.actions = actions
        self.offersImage = offersImage
        self.data = data
    }

    /// Offers the pasteboard: its `text` as `text/plain;charset=utf-8` (and `text/plain`), its
    /// `uriList` as `text/uri-list`, and always the item's description under `itemType` and
    /// its picture as `image/png`.
    public static var pasteboard: SharedDragContent {
        SharedDragContent(offersImage: true) { session in pasteboardData(of: session) }
    }

    /// The data `.pasteboard` offers for `session`.
    public static func pasteboardData(of session: DragSession) -> [SharedDragData] {
        var data: [SharedDragData] = []
        if let text = session.pasteboard.text {
            let bytes = Array(text.utf8)  // One copy, shared by both types.
            data.append(SharedDragData(mimeType: textType, bytes: bytes))
            data.append(SharedDragData(mimeType: "text/plain", bytes: bytes))
        }
        if let uris = session.pasteboard.uriList, !uris.isEmpty {
            data.append(SharedDragData(mimeType: uriListType, bytes: Array(uris.map { $0 + "\r\n" }.joined().utf8)))
        }
        data.append(SharedDragData(mimeType: itemType, bytes: Array(SharedDragItemDescription(of: session).encoded.utf8)))
        return data
    }
}

/// One representation of a drag's data for other apps.
public struct SharedDragData: Sendable {
    /// The MIME type, such as `text/plain;charset=utf-8`.
    public var mimeType: String
    /// The bytes sent to a target that asks for `mimeType`.
    public var bytes: [UInt8]

    /// Data `bytes` of `mimeType`.
    public init(mimeType: String, bytes: [UInt8]) {
        self.mimeType = mimeType
        self.bytes = bytes
    }
}
