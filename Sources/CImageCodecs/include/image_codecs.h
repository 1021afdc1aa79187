/* The image decoders behind TactileCairo's ImageCodec: libjpeg-turbo, giflib, libwebp and
 * librsvg wrapped in small C functions, so that no library's error handling (libjpeg's longjmp
 * above all) ever crosses a Swift frame. Every function returns its failure as a value and a
 * one-line message; no function keeps state between calls outside the handle it is given, so
 * handles on different threads decode concurrently.
 *
 * Pixels always come out as Cairo's ARGB32: premultiplied, 32 bits a pixel in native byte
 * order, which on a little-endian machine is the bytes B, G, R, A. */
#pragma once
#include <cairo.h>
#include <stddef.h>
#include <stdint.h>

/* Why a call failed, in one line (NUL-terminated). */
typedef struct { char text[200]; } tactile_codec_message;

/* ---- JPEG (libjpeg-turbo) ---- */

typedef struct tactile_jpeg tactile_jpeg;

/* What a JPEG's header says. */
typedef struct {
    int width, height;   /* as stored, before the EXIF orientation */
    int orientation;     /* EXIF orientation 1-8 from the APP1 segment, 1 when there is none */
} tactile_jpeg_header;

/* Opens the JPEG file at `path` (when not NULL) or `bytes` (kept by the caller until closed),
 * and reads its header and EXIF orientation. NULL, with `message` filled, when it cannot. */
tactile_jpeg *tactile_jpeg_open(const char *path, const uint8_t *bytes, size_t length,
                                tactile_jpeg_header *header, tactile_codec_message *message);

/* Starts decoding at `eighths`/8 of the stored size (1-8). When `*width` is not 0, only the
 * columns from `*x` to `*x + *width` (at that scale) are decoded: libjpeg widens them to its
 * block boundaries, and `*x` and `*width` come back as the columns that will come out. Sets
 * `*height` to the scaled height. Returns 0, or -1 with `message` filled. */
int tactile_jpeg_start(tactile_jpeg *jpeg, int eighths, int *x, int *width, int *height,
                       tactile_codec_message *message);

/* Skips `skip` rows, then decodes `rows` rows into `pixels` (ARGB32, `stride` bytes a row).
 * Returns 0, or -1 with `message` filled ("truncated" when the data ends early). */
int tactile_jpeg_read_rows(tactile_jpeg *jpeg, int skip, int rows, uint8_t *pixels, int stride,
                           tactile_codec_message *message);

/* Releases the decoder and closes its file. */
void tactile_jpeg_close(tactile_jpeg *jpeg);

/* ---- Animations (GIF and WebP): frames composited onto a canvas ---- */

/* One frame of an animation, composited: the whole canvas, ARGB32 with a stride of
 * `width * 4` bytes, owned by the animation and valid until its next call. */
typedef struct {
    const uint8_t *pixels;
    int width, height;
    int delay_ms;        /* how long this frame shows, as the file says */
} tactile_frame;

/* ---- GIF (giflib) ---- */

typedef struct tactile_gif tactile_gif;

/* Reads a GIF's logical screen size and counts its frames without decoding them.
 * Returns 0, or -1 with `message` filled. */
int tactile_gif_read_header(const uint8_t *bytes, size_t length, int *width, int *height, int *frame_count,
                            tactile_codec_message *message);

/* Opens GIF bytes (kept by the caller until closed) for decoding; sets the screen size.
 * NULL, with `message` filled, when it cannot. */
tactile_gif *tactile_gif_open(const uint8_t *bytes, size_t length, int *width, int *height,
                              tactile_codec_message *message);

/* Composites the next frame onto the canvas (the previous frame's disposal applied first).
 * Returns 1 with `frame` filled, 0 after the last frame, -1 with `message` filled. */
int tactile_gif_next_frame(tactile_gif *gif, tactile_frame *frame, tactile_codec_message *message);

/* Releases the decoder and its canvas. */
void tactile_gif_close(tactile_gif *gif);

/* ---- WebP (libwebp, libwebpdemux) ---- */

/* Reads a WebP's size (its canvas for an animation) and its number of frames.
 * Returns 0, or -1 with `message` filled. */
int tactile_webp_read_header(const uint8_t *bytes, size_t length, int *width, int *height, int *frame_count,
                             tactile_codec_message *message);

/* Decodes a still WebP scaled by libwebp to `width`x`height` into `pixels` (ARGB32, `stride`
 * bytes a row). Returns 0, or -1 with `message` filled. */
int tactile_webp_decode(const uint8_t *bytes, size_t length, int width, int height, uint8_t *pixels, int stride,
                        tactile_codec_message *message);

typedef struct tactile_webp_animation tactile_webp_animation;

/* Opens an animated WebP (bytes kept by the caller until closed); sets the canvas size.
 * NULL, with `message` filled, when it cannot. */
tactile_webp_animation *tactile_webp_animation_open(const uint8_t *bytes, size_t length, int *width, int *height,
                                                    tactile_codec_message *message);

/* Decodes the next frame, composited by libwebpdemux. Returns 1 with `frame` filled, 0 after
 * the last frame, -1 with `message` filled. */
int tactile_webp_animation_next_frame(tactile_webp_animation *animation, tactile_frame *frame,
                                      tactile_codec_message *message);

/* Releases the decoder. */
void tactile_webp_animation_close(tactile_webp_animation *animation);

/* ---- SVG (librsvg) ---- */

typedef struct tactile_svg tactile_svg;

/* Parses the SVG file at `path` (when not NULL: it may then reference files in its own folder
 * and below, nothing else) or `bytes` (which may reference nothing outside themselves), and
 * gives its size in pixels: its intrinsic size, else its viewBox's, else 256x256.
 * NULL, with `message` filled, when it cannot. */
tactile_svg *tactile_svg_open(const char *path, const uint8_t *bytes, size_t length, double *width, double *height,
                              tactile_codec_message *message);

/* Renders the SVG stretched to `width`x`height` into `surface` (an ARGB32 image surface,
 * cleared), whose top-left pixel is (x, y) of that picture: a region of a zoomed SVG is drawn
 * without the rest. Returns 0, or -1 with `message` filled. */
int tactile_svg_render(tactile_svg *svg, cairo_surface_t *surface, int width, int height, int x, int y,
                       tactile_codec_message *message);

/* Releases the parsed SVG. */
void tactile_svg_close(tactile_svg *svg);
