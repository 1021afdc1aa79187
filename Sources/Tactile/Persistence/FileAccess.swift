import FoundationEssentials
import Glibc

/// A file operation that failed, with the path and the system's reason.
struct FileAccessError: Error, CustomStringConvertible {
    /// "cannot write /path (fsync: Input/output error)".
    let description: String

    init(_ action: String, _ path: String, _ call: String, errno code: Int32) {
        description = "cannot \(action) \(path) (\(call): \(String(cString: strerror(code))))"
    }
}

/// The system calls that write and move files. Tests replace one to fail at a chosen step and
/// check that the previous file survives.
struct FileCalls {
    /// write(2): returns the bytes written or -1 with errno set.
    var write: (Int32, UnsafeRawPointer, Int) -> Int = { Glibc.write($0, $1, $2) }
    /// fsync(2).
    var fsync: (Int32) -> Int32 = { Glibc.fsync($0) }
    /// rename(2).
    var rename: (String, String) -> Int32 = { Glibc.rename($0, $1) }
}

/// Whole-file reads and crash-safe replacement of small files (the state file).
enum FileAccess {
    /// The file's bytes, or nil when it does not exist. Throws when it exists but cannot be read.
    static func read(_ path: String) throws(FileAccessError) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw FileAccessError("read", path, "open", errno: errno)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileAccessError("read", path, "read", errno: errno)
            }
            if count == 0 { return bytes }
            bytes += chunk.prefix(count)
        }
    }

    /// The names in `directory` (without "." and ".."), sorted.
    static func names(in directory: String) throws(FileAccessError) -> [String] {
        guard let stream = opendir(directory) else { throw FileAccessError("list", directory, "opendir", errno: errno) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Replaces the file at `path` with `bytes` so that a crash or power loss at any moment
    /// leaves either the old file or the new one, never a mix: the bytes go to a temporary
    /// file in the same directory (created with its parents when missing), which is fsynced,
    /// renamed over `path`, and the directory is fsynced so the rename itself is durable.
    /// On failure the temporary file is removed and the old file is untouched.
    static func replace(_ path: String, with bytes: [UInt8], calls: FileCalls = FileCalls()) throws(FileAccessError) {
        let (directory, name) = split(path)
        try makeDirectories(directory)
        var template = Array("\(directory)/\(temporaryPrefix(name))XXXXXX".utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw FileAccessError("write", path, "mkstemp", errno: errno) }
        // The app is single-threaded: nothing can fork between mkstemp and this.
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)

        func fail(_ call: String, _ code: Int32, closing: Bool) -> FileAccessError {
            if closing { close(fd) }
            unlink(temporary)
            return FileAccessError("write", path, call, errno: code)
        }

        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { calls.write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail("write", errno, closing: true)
            }
            // A regular file never takes zero bytes of a non-empty write; don't spin on it.
            if count == 0 { throw fail("write", EIO, closing: true) }
            written += count
        }
        guard calls.fsync(fd) == 0 else { throw fail("fsync", errno, closing: true) }
        guard close(fd) == 0 else { throw fail("close", errno, closing: false) }
        guard calls.rename(temporary, path) == 0 else { throw fail("rename", errno, closing: false) }

        let directoryFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directoryFD >= 0 else { throw FileAccessError("sync the directory of", path, "open", errno: errno) }
        defer { close(directoryFD) }
        guard calls.fsync(directoryFD) == 0 else { throw FileAccessError("sync the directory of", path, "fsync", errno: errno) }
    }

    /// mkdir -p; new directories get `mode` (0700 by default: private to the user, as the XDG
    /// base directory spec asks of state directories).
    static func makeDirectories(_ directory: String, mode: mode_t = 0o700) throws(FileAccessError) {
        var prefix = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, mode) != 0 && errno != EEXIST {
                throw FileAccessError("create directory", prefix, "mkdir", errno: errno)
            }
        }
    }

    /// Removes the temporary files a write interrupted by a crash left next to `path`.
    static func removeLeftoverTemporaries(of path: String) {
        let (directory, name) = split(path)
        let prefix = temporaryPrefix(name)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where entry.hasPrefix(prefix) {
            unlink("\(directory)/\(entry)")
        }
    }

    /// The start of the names of `name`'s temporary files: hidden, then six random characters.
    private static func temporaryPrefix(_ name: String) -> String { ".\(name).tmp-" }

    /// The directory ("." when none is given) and the file name of `path`.
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        return (slash == path.startIndex ? "/" : String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
