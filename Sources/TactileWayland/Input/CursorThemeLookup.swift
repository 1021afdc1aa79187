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
        let directories = path.split(separator: ":").map { entry in
            entry.hasPrefix("~") ? home + entry.dropFirst() : String(entry)
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
        guard depth < Self.maximumDepth, !theme.contains("/"), visited.insert(theme).inserted else { return nil }
        for directory in searchPath {
            let path = "\(directory)/\(theme)/cursors/\(name)"
            if access(path, R_OK) == 0 { return path }
        }
        for parent in inheritedThemes(of: theme) {
            if let path = file(of: name, theme: parent, depth: depth + 1, visited: &visited) { return path }
        }
        return nil
    }

    /// The themes named by `Inherits=` in the first `index.theme` of `theme` on the path.
    private func inheritedThemes(of theme: String) -> [String] {
        for directory in searchPath {
            guard let bytes = readFile(atPath: "\(directory)/\(theme)/index.theme", limit: 64 * 1024) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            for line in text.split(whereSeparator: \.isNewline) {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                guard trimmed.hasPrefix("Inherits") else { continue }
                let rest = trimmed.dropFirst("Inherits".count).drop { $0 == " " || $0 == "\t" }
                guard rest.first == "=" else { continue }
                return rest.dropFirst().split { $0 == "," || $0 == ";" || $0 == " " || $0 == "\t" }.map(String.init)
            }
            return []
        }
        return []
    }
}
