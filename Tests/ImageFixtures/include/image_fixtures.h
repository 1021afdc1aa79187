/* Test pictures made with the libraries' own encoders (and a plain libjpeg decode for
 * reference), so that no binary file is committed. For tests and the benchmark only. Every
 * buffer returned is malloc'd: release it with free(). */
#pragma once
#include <stddef.h>
#include <stdint.h>

/* The pixel layouts fixture_jpeg compresses from. */
typedef enum {
    FIXTURE_JPEG_BGRX,       /* Cairo's ARGB32 (the alpha byte ignored), written as YCbCr */
    FIXTURE_JPEG_BGRX_PROGRESSIVE, /* the same, written as a progressive JPEG */
    FIXTURE_JPEG_GREY,       /* one byte a pixel, written as greyscale */
    FIXTURE_JPEG_CMYK,       /* C, M, Y, K bytes as Adobe stores them (255 = no ink), written as CMYK */
    FIXTURE_JPEG_YCCK,       /* the same, written as YCCK */
} fixture_jpeg_layout;

/* A JPEG of `pixels` (rows `stride` bytes apart) at `quality`, with an APP1 EXIF segment
 * giving `orientation` when it is not 0 (big-endian TIFF when `big_endian`). Returns its size
 * and sets `*out`; 0 on failure. */
size_t fixture_jpeg(const uint8_t *pixels, int width, int height, int stride, fixture_jpeg_layout layout,
                    int quality, int orientation, int big_endian, uint8_t **out);

/* Decodes a JPEG with libjpeg alone at `eighths`/8 of its size into BGRA rows 4*width bytes
 * apart; sets the size. Returns the pixels, NULL on failure. */
uint8_t *fixture_jpeg_decode(const uint8_t *bytes, size_t length, int eighths, int *width, int *height);

/* A lossless WebP of unpremultiplied B, G, R, A `pixels` (rows `stride` bytes apart). */
size_t fixture_webp_lossless(const uint8_t *pixels, int width, int height, int stride, uint8_t **out);

/* A lossless animated WebP of `count` frames of unpremultiplied B, G, R, A pixels (rows
 * 4*width bytes apart), frame i shown for durations_ms[i]. */
size_t fixture_webp_animation(const uint8_t *const *frames, const int *durations_ms, int count, int width,
                              int height, uint8_t **out);

/* One frame of a GIF: its rectangle on the screen, its colour indices (width*height bytes),
 * its disposal (0-3), its delay in hundredths of a second, its transparent index or -1. */
typedef struct {
    int left, top, width, height;
    const uint8_t *indices;
    int disposal, delay_cs, transparent, interlaced;
} fixture_gif_frame;

/* A GIF89a of a `width`x`height` screen with a global colour table of `colours` (a power of
 * two, 2-256) R, G, B triplets, and `count` frames. */
size_t fixture_gif(int width, int height, const uint8_t *palette, int colours, const fixture_gif_frame *frames,
                   int count, uint8_t **out);
