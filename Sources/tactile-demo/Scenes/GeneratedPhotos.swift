import Tactile
#if canImport(Glibc)
import Glibc
#endif

/// Pictures the demo paints itself, so that the photos scene has something to show without
/// `--photos` and nothing large is committed: `count` PNG files `photo-01.png`…, each a
/// landscape of coloured sky, sun and hills (every third one upright), drawn by the
/// renderer at `longSide` pixels along its longer side. Painted into `directory` the first
/// time they are wanted; a file already there is kept (a cache).
struct GeneratedPhotos {
    /// Where the pictures are painted and read.
    var directory: String
    /// How many pictures.
    var count: Int
    /// Pixels along each picture's longer side (the shorter is two thirds of it).
    var longSide: Int

    /// What the demo shows without `--photos`: 36 pictures of 3000×2000 pixels (6 megapixels,
    /// like a phone's photos) in `$XDG_CACHE_HOME/tactile-demo/photos`, else
    /// `~/.cache/tactile-demo/photos` (`$TMPDIR` when there is no home).
    static func standard() -> GeneratedPhotos {
        GeneratedPhotos(directory: cacheHome() + "/tactile-demo/photos", count: 36, longSide: 3000)
    }

    /// What an in-process session that names no photos shows (the tests, the reading of the
    /// tour's layout): 12 small pictures of 300×200 in the temporary directory.
    static let preview = GeneratedPhotos(directory: DemoOptions.defaultOutputDirectory + "-preview-photos", count: 12, longSide: 300)

    /// The file name of picture `index` (0-based).
    static func fileName(_ index: Int) -> String {
        index < 9 ? "photo-0\(index + 1).png" : "photo-\(index + 1).png"
    }

    /// Paints the pictures that are not in `directory` yet. Returns why it could not, in one
    /// line, or nil when every picture is there.
    func paintMissing() -> String? {
        guard Self.makeDirectories(directory) else {
            return "Cannot make \(directory) for the demo's photos (\(String(cString: strerror(errno))))"
        }
        for index in 0..<count {
            let path = directory + "/" + Self.fileName(index)
            guard access(path, F_OK) != 0 else { continue }
            // Painted beside its place under a name of its own and renamed into it: a reader
            // (or another session painting the same pictures) never sees half a file.
            let partial = path + ".part-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
            do {
                try picture(index).writePNG(to: partial)
            } catch {
                unlink(partial)
                return "Cannot paint the demo's photos: \(error)"
            }
            guard rename(partial, path) == 0 else {
                unlink(partial)
                return "Cannot paint the demo's photos into \(directory) (\(String(cString: strerror(errno))))"
            }
        }
        return nil
    }

    /// Picture `index`, painted.
    func picture(_ index: Int) -> PixelImage {
        let upright = index % 3 == 2
        // Drawn on a 300×200 (or 200×300) scene at the scale that gives `longSide` pixels.
        let size = upright ? Size(width: 200, height: 300) : Size(width: 300, height: 200)
        let scale = Double(longSide) / 300
        let image = PixelImage(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
        SceneRenderer().render(Self.scene(index, of: count, size: size), into: image.renderTarget, bufferAge: 0)
        return image
    }

    /// The views of picture `index` of `count`: a sky of its own hue, a sun in the opposite
    /// hue that travels across the pictures, and three hills in darker shades.
    static func scene(_ index: Int, of count: Int, size: Size) -> View {
        let hue = Double(index) / Double(max(count, 1))
        let root = View(frame: Rect(origin: .zero, size: size))
        root.backgroundColor = colour(hue: hue, saturation: 0.55, brightness: 0.95)
        let sun = View(frame: Rect(x: 0, y: 0, width: size.width * 0.3, height: size.width * 0.3))
        sun.cornerRadius = sun.bounds.width / 2
        sun.backgroundColor = colour(hue: hue + 0.5, saturation: 0.8, brightness: 1)
        sun.center = Point(x: size.width * (0.2 + 0.6 * Double(index % 5) / 4), y: size.height * (0.25 + 0.1 * Double(index % 3)))
        root.addSubview(sun)
        for hill in 0..<3 {
            let width = size.width * (0.7 - 0.1 * Double(hill))
            let view = View(frame: Rect(x: 0, y: 0, width: width, height: width))
            view.cornerRadius = width / 2
            view.backgroundColor = colour(hue: hue + 0.1 * Double(hill + 1), saturation: 0.7, brightness: 0.55 - 0.12 * Double(hill))
            let across = Double((index + hill * 2) % 5) / 4
            view.center = Point(x: size.width * across, y: size.height * (0.95 + 0.08 * Double(hill)) + width * 0.3)
            root.addSubview(view)
        }
        return root
    }

    /// The colour of `hue` (turns, wrapped into 0…1), `saturation` and `brightness` (0…1).
    static func colour(hue: Double, saturation: Double, brightness: Double) -> Color {
        let turn = hue - hue.rounded(.down)
        func channel(_ offset: Double) -> Double {
            let k = (offset + turn * 6).truncatingRemainder(dividingBy: 6)
            return brightness - brightness * saturation * max(0, min(k, 4 - k, 1))
        }
        return Color(red: channel(5), green: channel(3), blue: channel(1))
    }

    /// `$XDG_CACHE_HOME` when it is an absolute path, else `$HOME/.cache`, else the
    /// temporary directory.
    private static func cacheHome() -> String {
        if let value = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), value.hasPrefix("/") { return value }
        if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") { return home + "/.cache" }
        return DemoOptions.defaultOutputDirectory
    }

    /// Makes the folder at `path` and its missing parents; false when one cannot be made.
    private static func makeDirectories(_ path: String) -> Bool {
        var made = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            made += "/" + part
            if mkdir(made, 0o755) != 0 && errno != EEXIST { return false }
        }
        return true
    }
}
