#if canImport(Glibc)
import Glibc
#endif

/// Finds a cursor's file the way libXcursor does: `<directory>/<theme>/cursors/<name>` along
/// a search path, then in the themes the theme's `index.theme` names in `Inherits=`.
struct CursorThemeLookup {
    /// The directories that hold themes, searched in order.
    let searchPath: [String]
    /// How deep an `Inherits=` chain is followed: real themes inherit one or two levels.
    static let maximumDepth = 16

    /// XCURSOR_PATH (colon-separated, `~` for HOME) when set, else libXcursor's default path.
    static func fromEnvironment() -> CursorThemeLookup {
        let home = getenv("HOME").map { String(cString: $0) } ?? ""
        let path = getenv("XCURSOR_PATH").map { String(cString: $0) }
            ?? "~/.local/share/icons:~/.icons:/usr/share/icons:/usr/share/pixmaps"
        // Split as bytes: Character-wise string code would bring Unicode tables into memory
        // for these ASCII separators (the point of this type is a smaller footprint).
        let directories = path.utf8.split(separator: UInt8(ascii: ":")).map { entry in
            let text = String(decoding: entry, as: UTF8.self)
            return entry.first == UInt8(ascii: "~") ? home + String(decoding: entry.dropFirst(), as: UTF8.self) : text
        }
        return CursorThemeLookup(searchPath: directories)
    }

    /// The path of the first of `names` that `theme` or a theme it inherits from has; nil when
    /// none has any. Each name is tried through the whole inheritance chain before the next.
    func file(of names: [String], theme: String) -> String? {
        for name in names {
            var visited: Set<String> = []
            if let path = file(of: name, theme: theme, depth: 0, visited: &visited) { return path }
        }
        return nil
    }

    private func file(of name: String, theme: String, depth: Int, visited: inout Set<String>) -> String? {
        // A theme seen before is a cycle or a diamond: its chain has been searched already.
        guard depth < Self.maximumDepth, !theme.utf8.contains(UInt8(ascii: "/")), visited.insert(theme).inserted else { return nil }
        for directory in searchPath {
            let path = "\(directory)/\(theme)/cursors/\(name)"
            if access(path, R_OK) == 0 { return path }
        }
        for parent in inheritedThemes(of: theme) {
            if let path = file(of: name, theme: parent, depth: depth + 1, visited: &visited) { return path }
        }
        return nil
    }

    /// The themes named by `Inherits=` in the first `index.theme` of `theme` on the path,
    /// read as bytes like the search path.
    private func inheritedThemes(of theme: String) -> [String] {
        let key = Array("Inherits".utf8)
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        for directory in searchPath {
            guard let bytes = readFile(atPath: "\(directory)/\(theme)/index.theme", limit: 64 * 1024) else { continue }
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                let trimmed = line.drop(while: isBlank)
                guard trimmed.starts(with: key) else { continue }
                let rest = trimmed.dropFirst(key.count).drop(while: isBlank)
                guard rest.first == UInt8(ascii: "=") else { continue }
                let separators: [UInt8] = Array(",; \t\r".utf8)
                return rest.dropFirst().split { separators.contains($0) }.map { String(decoding: $0, as: UTF8.self) }
            }
            return []
        }
        return []
    }
}
