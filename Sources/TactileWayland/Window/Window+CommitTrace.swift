import TactileCore

/// The window's commit trace (`commitTrace`, set by the application when TACTILE_EVENT_LOG
/// names a file and TACTILE_COMMIT_TRACE is set): a line per configure and per commit of the window's surface, so that a
/// benchmark or a test outside the process can tell what each commit repainted.
///
/// Lines: `configure 1280x800` (the toplevel configure's size, 0x0 when the client chooses)
/// as the configure is acked; `commit content top left right bottom layers` for a frame, naming
/// what it carries: a new buffer of the content, the frame's strips painted again for it, and
/// compositor layers moved, shown or gone; `commit frame hidden` when it hides the frame's strips;
/// `commit empty` for a commit that carries nothing new (a configure applied that changed nothing
/// drawn, or a wait for the next frame callback).
extension Window {
    /// The line of a commit that carries nothing new.
    static let emptyCommitLine = "commit empty"

    /// The line of a frame's commit: `content` when a new buffer of the content is attached,
    /// `frame` when the frame's strips changed (the ones painted are named), `layers` when
    /// compositor layers changed.
    func commitLine(content: Bool, frame: Bool, layers: Bool) -> String {
        var parts: [String] = content ? ["content"] : []
        if frame {
            if let clientFrame, clientFrame.isShown { parts += clientFrame.lastPainted.map { "\($0)" } } else { parts.append("frame hidden") }
        }
        if layers { parts.append("layers") }
        return parts.isEmpty ? Self.emptyCommitLine : "commit " + parts.joined(separator: " ")
    }
}
