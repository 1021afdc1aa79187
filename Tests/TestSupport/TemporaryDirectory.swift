import Foundation

/// A fresh directory under /tmp for one test, removed with everything in it when released.
public final class TemporaryDirectory {
    /// Its absolute path, without a trailing slash.
    public let path: String

    /// Makes the directory.
    public init() {
        var template = Array("/tmp/tactile-tests-XXXXXX".utf8CString)
        precondition(mkdtemp(&template) != nil, "mkdtemp failed")
        path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The names in the directory, sorted.
    public var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted() }

    /// The bytes of `name` in the directory, nil when missing.
    public func contents(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: "\(path)/\(name)").map { Array($0) }
    }

    /// Writes `text` as `name` in the directory.
    public func write(_ text: String, to name: String) {
        precondition(FileManager.default.createFile(atPath: "\(path)/\(name)", contents: Data(text.utf8)))
    }
}
