/* The part of librsvg, GIO and GLib that svg.c uses, declared here rather than included.
 *
 * Why: librsvg's headers need the include paths that only librsvg-2.0.pc supplies, and its
 * flags carry -pthread, which SwiftPM rejects with "warning: prohibited flag(s): -pthread".
 * These declarations need only cairo.h. check-declarations.sh compiles them together with the
 * real headers, so any drift from the installed librsvg is a compile error. */
#pragma once
#include <cairo.h>

typedef struct _RsvgHandle RsvgHandle;
typedef struct _GFile GFile;
typedef struct _GCancellable GCancellable;
typedef struct _GError GError;
typedef struct _RsvgRectangle RsvgRectangle;

#ifndef __G_ERROR_H__
/* gerror.h: an error's domain (a GQuark), its code and its message. */
struct _GError { unsigned int domain; int code; char *message; };
#endif

#ifndef RSVG_H
/* rsvg.h: a rectangle in user units. */
struct _RsvgRectangle { double x; double y; double width; double height; };
typedef enum {
    RSVG_UNIT_PERCENT, RSVG_UNIT_PX, RSVG_UNIT_EM, RSVG_UNIT_EX, RSVG_UNIT_IN, RSVG_UNIT_CM, RSVG_UNIT_MM,
    RSVG_UNIT_PT, RSVG_UNIT_PC
} RsvgUnit;
typedef struct { double length; RsvgUnit unit; } RsvgLength;
typedef enum { RSVG_HANDLE_FLAGS_NONE = 0, RSVG_HANDLE_FLAG_UNLIMITED = 1 << 0, RSVG_HANDLE_FLAG_KEEP_IMAGE_DATA = 1 << 1 } RsvgHandleFlags;
#endif

RsvgHandle *rsvg_handle_new_from_gfile_sync(GFile *file, RsvgHandleFlags flags, GCancellable *cancellable, GError **error);
RsvgHandle *rsvg_handle_new_from_data(const unsigned char *data, unsigned long data_len, GError **error);
int rsvg_handle_get_intrinsic_size_in_pixels(RsvgHandle *handle, double *out_width, double *out_height);
void rsvg_handle_get_intrinsic_dimensions(RsvgHandle *handle, int *out_has_width, RsvgLength *out_width,
                                          int *out_has_height, RsvgLength *out_height, int *out_has_viewbox,
                                          RsvgRectangle *out_viewbox);
int rsvg_handle_render_document(RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport, GError **error);

GFile *g_file_new_for_path(const char *path);
void g_object_unref(void *object);
void g_error_free(GError *error);
