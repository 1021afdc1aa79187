/* GLib's D-Bus library (GDBus, in gio-2.0), which the AT-SPI bridge talks to screen readers
 * through, and GLib's main loop and threads, which GDBus needs iterated.
 *
 * Included from gio.h itself: gio's headers sit in the include directory gobject-2.0.pc
 * already gives, and gio-2.0.pc is not used because its flags carry -pthread, which SwiftPM
 * rejects with "warning: prohibited flag(s): -pthread" on every build. Nothing here is declared
 * by hand, so nothing can drift from the installed GLib.
 *
 * The static inline functions are what Swift cannot call itself: the macros. */
#pragma once
#include <gio/gio.h>

/* GDBus's error domain (G_DBUS_ERROR is a macro over a function). */
static inline GQuark tactile_dbus_error_quark(void) { return G_DBUS_ERROR; }
