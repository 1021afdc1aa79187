import CImageCodecs
import TactileCore

/// Why a decoder failed, before the image's name is attached: what `ImageError.reason` says.
struct CodecFailure: Error {
    /// One line ("truncated", "changed since it was read", an errno or a library's text).
    let reason: String

    init(_ reason: String) { self.reason = reason }

    /// The failure a C decoder wrote into `message`, on one line (libxml2's errors, which
    /// librsvg passes on, end with a line break and may hold several).
    init(_ message: tactile_codec_message) {
        let text = withUnsafeBytes(of: message.text) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
        reason = text.split(whereSeparator: \.isNewline).map { String($0.drop { $0.isWhitespace }) }.filter { !$0.isEmpty }
            .joined(separator: "; ")
    }

    /// What a decode says when the file no longer has the header its `Image` was made from.
    static let changed = CodecFailure("changed since it was read")
}

extension ImageError {
    /// Runs `body`, naming `name` in the error it throws.
    static func naming<T>(_ name: String, _ body: () throws(CodecFailure) -> T) throws(ImageError) -> T {
        do { return try body() } catch { throw ImageError(name: name, reason: error.reason) }
    }
}
