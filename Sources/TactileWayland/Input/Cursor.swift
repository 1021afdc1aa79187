import CWaylandClient
import TactileCore
#if canImport(Glibc)
import Glibc
#endif

/// A cursor shown for the mouse: the arrow, or over a window frame's edges a resize arrow. It is
/// the XCURSOR_THEME theme's image of the first of its names the theme has (the arrow's
/// "left_ptr" or "default") at the XCURSOR_SIZE (default 24) nearest size, read from its file
/// alone into a buffer of just its size. libwayland-cursor's theme loading, which would map
/// every cursor of the theme (half a megabyte for Adwaita) for this one, is the fallback: it
/// has built-in cursors when no theme is installed. When even that fails, no cursor is set
/// and the compositor's shows.
final class Cursor {
    /// What holds the arrow's pixels alive while the surface shows them.
    private enum Pixels {
        case file(ShmBuffer)
        case theme(OpaquePointer)
    }

    /// Held so the connection outlives this proxy, whatever order owners release in.
    private let display: Display
    private let surface: OpaquePointer
    private let pixels: Pixels
    private let hotspotX: Int32
    private let hotspotY: Int32

    /// Loads the cursor of `shape`; nil when none can be had.
    init?(shape: WindowFrameCursor, display: Display, compositor: OpaquePointer, shm: OpaquePointer, log: (String) -> Void) {
        let names = shape.themeNames
        let size = getenv("XCURSOR_SIZE").flatMap { Int32(String(cString: $0)) } ?? 24
        let themeName = getenv("XCURSOR_THEME").map { String(cString: $0) }
        let buffer: OpaquePointer
        let width: Int32, height: Int32
        if let (image, shmBuffer) = Self.loadFromFile(names: names, theme: themeName ?? "default", size: Int(size), display: display, shm: shm, log: log) {
            pixels = .file(shmBuffer)
            buffer = shmBuffer.proxy
            (width, height) = (Int32(image.width), Int32(image.height))
            (hotspotX, hotspotY) = (Int32(image.hotspotX), Int32(image.hotspotY))
        } else {
            guard let theme = wl_cursor_theme_load(themeName, size, shm) else {
                log("cursor: no cursor theme could be loaded; the compositor's cursor is used")
                return nil
            }
            let cursor = names.lazy.compactMap { wl_cursor_theme_get_cursor(theme, $0) }.first
            guard let cursor, cursor.pointee.image_count > 0, let image = cursor.pointee.images[0],
                  let themeBuffer = wl_cursor_image_get_buffer(image)
            else {
                log("cursor: the theme has no \(names[0]) cursor; the compositor's cursor is used")
                wl_cursor_theme_destroy(theme)
                return nil
            }
            pixels = .theme(theme)
            buffer = themeBuffer
            (width, height) = (Int32(image.pointee.width), Int32(image.pointee.height))
            (hotspotX, hotspotY) = (Int32(image.pointee.hotspot_x), Int32(image.pointee.hotspot_y))
        }
        self.display = display
        surface = wl_compositor_create_surface(compositor)
        wl_surface_attach(surface, buffer, 0, 0)
        wl_surface_damage_buffer(surface, 0, 0, width, height)
        wl_surface_commit(surface)
    }

    deinit {
        wl_surface_destroy(surface)
        if case .theme(let theme) = pixels { wl_cursor_theme_destroy(theme) }  // Destroys its buffers too.
    }

    /// Makes this the pointer's image on our surface (`serial` from the pointer's enter).
    func show(on pointer: OpaquePointer, serial: UInt32) {
        wl_pointer_set_cursor(pointer, serial, surface, hotspotX, hotspotY)
    }

    /// The cursor of the first of `names` the theme has, read from its file into its own shm
    /// buffer; nil, with the reason logged, when there is no such file or it cannot be used.
    private static func loadFromFile(names: [String], theme: String, size: Int, display: Display, shm: OpaquePointer,
                                     log: (String) -> Void) -> (XcursorImage, ShmBuffer)? {
        let fallback = "libwayland-cursor's theme loading is used instead"
        guard let path = CursorThemeLookup.fromEnvironment().file(of: names, theme: theme) else {
            log("cursor: theme \"\(theme)\" has no \(names.joined(separator: " or ")) cursor on the search path; \(fallback)")
            return nil
        }
        guard let bytes = readFile(atPath: path, limit: 16 * 1024 * 1024) else {
            log("cursor: \(path) cannot be read, or is not a regular file under 16 MB; \(fallback)")
            return nil
        }
        do {
            let image = try XcursorFile.image(in: bytes, nearestTo: size)
            let buffer = try ShmBuffer(display: display, shm: shm, width: image.width, height: image.height)
            image.pixels.withUnsafeBytes { buffer.pixels.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            return (image, buffer)
        } catch {
            log("cursor: \(path): \(error); \(fallback)")
            return nil
        }
    }
}
