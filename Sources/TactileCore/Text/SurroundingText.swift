/// Grapheme clusters and the UTF-8 byte counts an input method speaks in: the surrounding
/// text a field sends (text-input-unstable-v3 counts bytes), and the deletions it receives
/// converted back to whole clusters.
package enum SurroundingText {
    /// The byte offset of cluster `offset` in `characters`.
    package static func byteOffset(ofCharacter offset: Int, in characters: [Character]) -> Int {
        characters[..<min(max(offset, 0), characters.count)].reduce(0) { $0 + $1.utf8.count }
    }

    /// The clusters to delete around `caret` for `before` and `after` bytes: whole clusters,
    /// a count ending inside one takes all of it (the input method meant that character).
    /// Nil when a count runs past the text's start or end: the input method's idea of the text
    /// is not the field's, and deleting anything would delete the wrong thing.
    package static func deletion(before: Int, after: Int, around caret: Int, in characters: [Character]) -> Range<Int>? {
        var start = caret, bytes = 0
        while bytes < before {
            guard start > 0 else { return nil }
            start -= 1
            bytes += characters[start].utf8.count
        }
        var end = caret
        bytes = 0
        while bytes < after {
            guard end < characters.count else { return nil }
            bytes += characters[end].utf8.count
            end += 1
        }
        return start..<end
    }

    /// The clusters around `caret` whose bytes fit `maximumBytes`, as many before as after
    /// where the text allows.
    package static func excerpt(around caret: Int, in characters: [Character], maximumBytes: Int) -> Range<Int> {
        var start = caret, end = caret, bytes = 0
        while true {
            let grewBack = start > 0 && bytes + characters[start - 1].utf8.count <= maximumBytes
            if grewBack { start -= 1; bytes += characters[start].utf8.count }
            let grewOn = end < characters.count && bytes + characters[end].utf8.count <= maximumBytes
            if grewOn { bytes += characters[end].utf8.count; end += 1 }
            if !grewBack && !grewOn { return start..<end }
        }
    }
}
