/* SVG through librsvg, rendered straight into a Cairo surface at the size asked, so its
 * vectors stay sharp at every size, and a region of it is drawn alone.
 *
 * What keeps a hostile SVG in check is librsvg's own: references to other files resolve only
 * against the base file, and only to files in its folder or below (a handle made from bytes
 * has no base file, so it loads nothing at all); no network scheme is fetched; the XML parser
 * runs with libxml2's limits (no RSVG_HANDLE_FLAG_UNLIMITED); and its limits.rs caps the
 * elements loaded (MAX_LOADED_ELEMENTS) and the references followed while rendering
 * (MAX_REFERENCED_ELEMENTS: a "billion laughs" of nested <use> stops with an error). */
#include <stdlib.h>
#include "message.h"
#include "rsvg_declarations.h"

struct tactile_svg {
    RsvgHandle *handle;
    double width, height;        /* the size it is drawn at before being stretched */
};

static void fail_with_error(tactile_codec_message *message, GError *error, const char *otherwise) {
    tactile_codec_fail(message, "%s", error && error->message ? error->message : otherwise);
    if (error) g_error_free(error);
}

/* The size in pixels: intrinsic when the SVG gives one in absolute units, else its viewBox's,
   else 256x256. */
static void measure(RsvgHandle *handle, double *width, double *height) {
    if (rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height) && *width > 0 && *height > 0) return;
    int has_width = 0, has_height = 0, has_viewbox = 0;
    RsvgLength w, h;
    RsvgRectangle viewbox = {0, 0, 0, 0};
    rsvg_handle_get_intrinsic_dimensions(handle, &has_width, &w, &has_height, &h, &has_viewbox, &viewbox);
    if (has_viewbox && viewbox.width > 0 && viewbox.height > 0) {
        *width = viewbox.width;
        *height = viewbox.height;
    } else {
        *width = *height = 256;
    }
}

tactile_svg *tactile_svg_open(const char *path, const uint8_t *bytes, size_t length, double *width, double *height,
                              tactile_codec_message *message) {
    tactile_svg *svg = calloc(1, sizeof *svg);
    if (!svg) {
        tactile_codec_fail(message, "out of memory");
        return NULL;
    }
    GError *error = NULL;
    if (path) {
        /* A GFile made from a path, never a URI: the file is the base for its references. */
        GFile *file = g_file_new_for_path(path);
        svg->handle = rsvg_handle_new_from_gfile_sync(file, RSVG_HANDLE_FLAGS_NONE, NULL, &error);
        g_object_unref(file);
    } else {
        svg->handle = rsvg_handle_new_from_data(bytes, length, &error);
    }
    if (!svg->handle) {
        fail_with_error(message, error, "not a valid SVG file");
        free(svg);
        return NULL;
    }
    measure(svg->handle, &svg->width, &svg->height);
    *width = svg->width;
    *height = svg->height;
    return svg;
}

int tactile_svg_render(tactile_svg *svg, cairo_surface_t *surface, int width, int height, int x, int y,
                       tactile_codec_message *message) {
    cairo_t *cairo = cairo_create(surface);
    /* A whole-pixel shift moves Cairo's fixed-point coordinates exactly: the region's pixels
       are the whole picture's. */
    cairo_translate(cairo, -x, -y);
    cairo_scale(cairo, width / svg->width, height / svg->height);
    RsvgRectangle viewport = {0, 0, svg->width, svg->height};
    GError *error = NULL;
    int drawn = rsvg_handle_render_document(svg->handle, cairo, &viewport, &error);
    cairo_status_t status = cairo_status(cairo);
    cairo_destroy(cairo);
    cairo_surface_flush(surface);
    if (!drawn) {
        fail_with_error(message, error, "cannot be drawn");
        return -1;
    }
    if (status != CAIRO_STATUS_SUCCESS) {
        tactile_codec_fail(message, "%s", cairo_status_to_string(status));
        return -1;
    }
    return 0;
}

void tactile_svg_close(tactile_svg *svg) {
    if (!svg) return;
    g_object_unref(svg->handle);
    free(svg);
}
