import Foundation
import Testing
@testable import TactileWayland
import TestSupport

/// The cursor theme lookup on a temporary tree of themes: search path order, `Inherits=`,
/// names in order, and cycles that end.
@Suite struct CursorThemeLookupTests {
    /// Writes into `root` a tree of `themes`: theme name → (cursor names, Inherits value).
    static func tree(_ themes: [String: (cursors: [String], inherits: String?)], in root: URL) throws {
        for (theme, contents) in themes {
            let directory = root.appendingPathComponent(theme)
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("cursors"), withIntermediateDirectories: true)
            for name in contents.cursors {
                try Data([1]).write(to: directory.appendingPathComponent("cursors/\(name)"))
            }
            if let inherits = contents.inherits {
                try "[Icon Theme]\nName=\(theme)\n  Inherits = \(inherits)\n".write(
                    to: directory.appendingPathComponent("index.theme"), atomically: true, encoding: .utf8)
            }
        }
    }

    @Test func inheritedThemesAreSearchedAfterTheThemeOnEveryDirectory() throws {
        let firstDirectory = TemporaryDirectory(), secondDirectory = TemporaryDirectory()
        let first = URL(fileURLWithPath: firstDirectory.path), second = URL(fileURLWithPath: secondDirectory.path)
        try Self.tree(["default": ([], "Missing;Base,Other")], in: first)
        try Self.tree(["Base": (["default"], "Deep"), "Other": (["left_ptr"], nil), "Deep": (["left_ptr"], nil)], in: second)
        let lookup = CursorThemeLookup(searchPath: ["/nonexistent", first.path, second.path])
        // left_ptr first through the whole chain: Base has none, Deep (Base's parent) has it.
        #expect(lookup.file(of: ["left_ptr", "default"], theme: "default") == second.path + "/Deep/cursors/left_ptr")
        #expect(lookup.file(of: ["default"], theme: "default") == second.path + "/Base/cursors/default")
        #expect(lookup.file(of: ["wait"], theme: "default") == nil)
        #expect(lookup.file(of: ["left_ptr"], theme: "Nowhere") == nil)
        // A theme name is one path component: it cannot reach out of the search path.
        #expect(lookup.file(of: ["left_ptr"], theme: "../\(second.lastPathComponent)/Deep") == nil)
        withExtendedLifetime((firstDirectory, secondDirectory)) {}  // The trees stay until here.
    }

    @Test func cyclesAndOverlongChainsEnd() throws {
        let rootDirectory = TemporaryDirectory()
        let root = URL(fileURLWithPath: rootDirectory.path)
        try Self.tree(["A": ([], "B"), "B": ([], "A, Self"), "Self": ([], "Self")], in: root)
        let depth = CursorThemeLookup.maximumDepth
        var chain: [String: (cursors: [String], inherits: String?)] = [:]
        for level in 0..<depth { chain["L\(level)"] = ([], "L\(level + 1)") }
        chain["L\(depth)"] = (["left_ptr"], nil)
        chain["L\(depth - 1)"] = (["default"], "L\(depth)")
        try Self.tree(chain, in: root)
        let lookup = CursorThemeLookup(searchPath: [root.path])
        #expect(lookup.file(of: ["left_ptr"], theme: "A") == nil)
        // L0 … L15 are searched, L16 lies past the depth limit.
        #expect(lookup.file(of: ["left_ptr", "default"], theme: "L0") == root.path + "/L\(depth - 1)/cursors/default")
        #expect(lookup.file(of: ["left_ptr"], theme: "L1") == root.path + "/L\(depth)/cursors/left_ptr")
        withExtendedLifetime(rootDirectory) {}  // The tree stays until here.
    }
}
