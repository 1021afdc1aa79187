#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <gif_lib.h>
#include <webp/encode.h>
#include <webp/mux.h>
#include "image_fixtures.h"

/* An APP1 segment: "Exif\0\0", a TIFF header and IFD0 holding the orientation alone. */
static size_t exif_segment(int orientation, int big_endian, uint8_t segment[32]) {
    static const uint8_t little[] = {'E', 'x', 'i', 'f', 0, 0, 'I', 'I', 42, 0, 8, 0, 0, 0,
                                     1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    static const uint8_t big[] = {'E', 'x', 'i', 'f', 0, 0, 'M', 'M', 0, 42, 0, 0, 0, 8,
                                  0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0};
    memcpy(segment, big_endian ? big : little, 32);
    segment[big_endian ? 25 : 24] = (uint8_t)orientation;
    return 32;
}

size_t fixture_jpeg(const uint8_t *pixels, int width, int height, int stride, fixture_jpeg_layout layout,
                    int quality, int orientation, int big_endian, uint8_t **out) {
    struct jpeg_compress_struct c;
    struct jpeg_error_mgr errors;
    c.err = jpeg_std_error(&errors);
    jpeg_create_compress(&c);
    unsigned char *buffer = NULL;
    unsigned long size = 0;
    jpeg_mem_dest(&c, &buffer, &size);
    c.image_width = (JDIMENSION)width;
    c.image_height = (JDIMENSION)height;
    switch (layout) {
    case FIXTURE_JPEG_BGRX: case FIXTURE_JPEG_BGRX_PROGRESSIVE: c.input_components = 4; c.in_color_space = JCS_EXT_BGRX; break;
    case FIXTURE_JPEG_GREY: c.input_components = 1; c.in_color_space = JCS_GRAYSCALE; break;
    case FIXTURE_JPEG_CMYK: case FIXTURE_JPEG_YCCK: c.input_components = 4; c.in_color_space = JCS_CMYK; break;
    }
    jpeg_set_defaults(&c);
    if (layout == FIXTURE_JPEG_YCCK) jpeg_set_colorspace(&c, JCS_YCCK);
    if (layout == FIXTURE_JPEG_BGRX_PROGRESSIVE) jpeg_simple_progression(&c);
    jpeg_set_quality(&c, quality, TRUE);
    jpeg_start_compress(&c, TRUE);
    if (orientation) {
        uint8_t segment[32];
        jpeg_write_marker(&c, JPEG_APP0 + 1, segment, (unsigned)exif_segment(orientation, big_endian, segment));
    }
    while (c.next_scanline < c.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)c.next_scanline * (size_t)stride);
        jpeg_write_scanlines(&c, &row, 1);
    }
    jpeg_finish_compress(&c);
    jpeg_destroy_compress(&c);
    *out = buffer;
    return size;
}

uint8_t *fixture_jpeg_decode(const uint8_t *bytes, size_t length, int eighths, int *width, int *height) {
    struct jpeg_decompress_struct d;
    struct jpeg_error_mgr errors;
    d.err = jpeg_std_error(&errors);
    jpeg_create_decompress(&d);
    jpeg_mem_src(&d, bytes, (unsigned long)length);
    jpeg_read_header(&d, TRUE);
    d.scale_num = (unsigned)eighths;
    d.scale_denom = 8;
    d.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&d);
    *width = (int)d.output_width;
    *height = (int)d.output_height;
    uint8_t *pixels = malloc((size_t)d.output_width * d.output_height * 4);
    while (d.output_scanline < d.output_height) {
        JSAMPROW row = pixels + (size_t)d.output_scanline * d.output_width * 4;
        jpeg_read_scanlines(&d, &row, 1);
    }
    jpeg_finish_decompress(&d);
    jpeg_destroy_decompress(&d);
    return pixels;
}

size_t fixture_webp_lossless(const uint8_t *pixels, int width, int height, int stride, uint8_t **out) {
    return WebPEncodeLosslessBGRA(pixels, width, height, stride, out);
}

size_t fixture_webp_animation(const uint8_t *const *frames, const int *durations_ms, int count, int width,
                              int height, uint8_t **out) {
    WebPAnimEncoderOptions options;
    WebPConfig config;
    if (!WebPAnimEncoderOptionsInit(&options) || !WebPConfigInit(&config)) return 0;
    config.lossless = 1;
    WebPAnimEncoder *encoder = WebPAnimEncoderNew(width, height, &options);
    int timestamp = 0;
    for (int i = 0; i < count; i++) {
        WebPPicture picture;
        WebPPictureInit(&picture);
        picture.use_argb = 1;
        picture.width = width;
        picture.height = height;
        WebPPictureImportBGRA(&picture, frames[i], width * 4);
        WebPAnimEncoderAdd(encoder, &picture, timestamp, &config);
        WebPPictureFree(&picture);
        timestamp += durations_ms[i];
    }
    WebPAnimEncoderAdd(encoder, NULL, timestamp, NULL);
    WebPData data;
    WebPDataInit(&data);
    WebPAnimEncoderAssemble(encoder, &data);
    WebPAnimEncoderDelete(encoder);
    *out = malloc(data.size);
    memcpy(*out, data.bytes, data.size);
    size_t size = data.size;
    WebPDataClear(&data);
    return size;
}

typedef struct { uint8_t *bytes; size_t length; } gif_output;

static int write_bytes(GifFileType *file, const GifByteType *bytes, int count) {
    gif_output *output = file->UserData;
    output->bytes = realloc(output->bytes, output->length + (size_t)count);
    memcpy(output->bytes + output->length, bytes, (size_t)count);
    output->length += (size_t)count;
    return count;
}

size_t fixture_gif(int width, int height, const uint8_t *palette, int colours, const fixture_gif_frame *frames,
                   int count, uint8_t **out) {
    gif_output output = {NULL, 0};
    int error = 0;
    GifFileType *file = EGifOpen(&output, write_bytes, &error);
    GifColorType table[256];
    for (int i = 0; i < colours; i++) table[i] = (GifColorType){palette[3 * i], palette[3 * i + 1], palette[3 * i + 2]};
    ColorMapObject *map = GifMakeMapObject(colours, table);
    EGifSetGifVersion(file, true);
    EGifPutScreenDesc(file, width, height, 8, 0, map);
    for (int f = 0; f < count; f++) {
        const fixture_gif_frame *frame = &frames[f];
        GraphicsControlBlock control = {frame->disposal, false, frame->delay_cs, frame->transparent};
        GifByteType extension[4];
        EGifGCBToExtension(&control, extension);
        EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, extension);
        EGifPutImageDesc(file, frame->left, frame->top, frame->width, frame->height, frame->interlaced, NULL);
        static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
        for (int pass = 0; pass < (frame->interlaced ? 4 : 1); pass++) {
            int start = frame->interlaced ? starts[pass] : 0, step = frame->interlaced ? steps[pass] : 1;
            for (int y = start; y < frame->height; y += step)
                EGifPutLine(file, (GifPixelType *)frame->indices + (size_t)y * (size_t)frame->width, frame->width);
        }
    }
    EGifCloseFile(file, &error);
    GifFreeMapObject(map);
    *out = output.bytes;
    return output.length;
}
