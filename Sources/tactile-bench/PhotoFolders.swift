import Foundation

/// Folders of camera-like JPEGs (see `writeCameraJPEG`) in a temporary directory, for the
/// benchmarks that run the demo's photos scene; removed with the value.
final class PhotoFolder {
    /// The folder's path.
    let path: String
    /// The files' names, in the order the scene shows them (file-name order).
    let names: [String]
    /// The pictures' size in pixels.
    let width: Int, height: Int

    /// What the pictures' sides are divided by: `TACTILE_PHOTOS_BENCH_SHRINK`, 1 when unset.
    /// The bench's smoke test, a debug build, shrinks them so that writing and decoding them
    /// does not take minutes (its figures mean nothing).
    static let shrink = ProcessInfo.processInfo.environment["TACTILE_PHOTOS_BENCH_SHRINK"].flatMap { Int($0) }.map { max(1, $0) } ?? 1

    /// Writes `count` JPEGs of `width`×`height` (over `shrink`), quality 90, named `photo-0001.jpg`…, into a new
    /// folder whose name starts with `label`. Only `distinct` of them are encoded (each with
    /// grain of its own); the others are byte copies of those, in turn: the scene decodes and
    /// caches every file by itself all the same, and encoding 500 pictures would take the
    /// bench longer than the figure it serves.
    init(_ label: String, count: Int, width: Int, height: Int, distinct: Int? = nil) throws {
        (self.width, self.height) = (width / Self.shrink, height / Self.shrink)
        path = NSTemporaryDirectory() + "tactile-bench-\(label)-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        names = (1...count).map { index in "photo-" + String(repeating: "0", count: max(0, 4 - String(index).count)) + "\(index).jpg" }
        let encoded = min(distinct ?? count, count)
        for (index, name) in names.enumerated() {
            let file = "\(path)/\(name)"
            if index < encoded {
                _ = try writeCameraJPEG(to: file, width: self.width, height: self.height, seed: UInt64(index + 1))
            } else {
                try FileManager.default.copyItem(atPath: "\(path)/\(names[index % encoded])", toPath: file)
            }
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// "W×H", for the figures' lines.
    var size: String { "\(width)×\(height)" }

    /// The full paths of the files.
    var files: [String] { names.map { "\(path)/\($0)" } }
}
