import CWaylandClient
#if canImport(Glibc)
import Glibc
#endif

/// The arrow shown for the mouse: loaded through libwayland-cursor from the XCURSOR_THEME
/// theme at XCURSOR_SIZE (default 24), which falls back to its built-in cursors when no
/// theme is installed. When even that fails, no cursor is set and the compositor's shows.
final class Cursor {
    private let theme: OpaquePointer
    /// Held so the connection outlives this proxy, whatever order owners release in.
    private let display: Display
    private let surface: OpaquePointer
    private let image: UnsafeMutablePointer<wl_cursor_image>

    /// Loads the theme's "left_ptr" (or "default") cursor; nil when none can be had.
    init?(display: Display, compositor: OpaquePointer, shm: OpaquePointer, log: (String) -> Void) {
        let size = getenv("XCURSOR_SIZE").flatMap { Int32(String(cString: $0)) } ?? 24
        guard let theme = wl_cursor_theme_load(getenv("XCURSOR_THEME"), size, shm) else {
            log("cursor: no cursor theme could be loaded; the compositor's cursor is used")
            return nil
        }
        let cursor = wl_cursor_theme_get_cursor(theme, "left_ptr") ?? wl_cursor_theme_get_cursor(theme, "default")
        guard let cursor, cursor.pointee.image_count > 0, let image = cursor.pointee.images[0],
              let buffer = wl_cursor_image_get_buffer(image)
        else {
            log("cursor: the theme has no arrow cursor; the compositor's cursor is used")
            wl_cursor_theme_destroy(theme)
            return nil
        }
        self.display = display
        self.theme = theme
        self.image = image
        surface = wl_compositor_create_surface(compositor)
        wl_surface_attach(surface, buffer, 0, 0)
        wl_surface_damage_buffer(surface, 0, 0, Int32(image.pointee.width), Int32(image.pointee.height))
        wl_surface_commit(surface)
    }

    deinit {
        wl_surface_destroy(surface)
        wl_cursor_theme_destroy(theme)  // Destroys the cursor buffers too.
    }

    /// Makes this the pointer's image on our surface (`serial` from the pointer's enter).
    func show(on pointer: OpaquePointer, serial: UInt32) {
        wl_pointer_set_cursor(pointer, serial, surface, Int32(image.pointee.hotspot_x), Int32(image.pointee.hotspot_y))
    }
}
