/// The in-app clipboard that text fields copy to and paste from (Ctrl+C/X/V). It is the
/// app's own: text does not travel to or from other clients (the system clipboard is a
/// separate matter). Fields that share one share what is copied; `TextInputFocus` owns one
/// for all the fields of a window.
public final class TextClipboard {
    /// The text last copied or cut, nil before anything was.
    public var text: String?

    /// An empty clipboard.
    public init(text: String? = nil) { self.text = text }
}
