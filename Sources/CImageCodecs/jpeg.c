/* JPEG through libjpeg-turbo. libjpeg reports a fatal error by calling error_exit, which must
 * not return: it longjmps back to the setjmp of the function of this file that called into
 * libjpeg, so the jump never leaves C and every caller sees a return code. */
#include <errno.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>
#include "exif.h"
#include "message.h"

struct tactile_jpeg {
    struct jpeg_decompress_struct decompress;
    struct jpeg_error_mgr errors;
    jmp_buf escape;
    tactile_codec_message *message;   /* where error_exit writes; set by each entry point */
    FILE *file;
    int cmyk;                          /* decoding to CMYK, converted row by row */
};

static tactile_jpeg *owner(j_common_ptr common) {
    return (tactile_jpeg *)((char *)common - offsetof(tactile_jpeg, decompress));
}

static void exit_with_message(j_common_ptr common) {
    tactile_jpeg *jpeg = owner(common);
    if (common->err->msg_code == JERR_INPUT_EOF) {
        tactile_codec_fail(jpeg->message, "truncated");
    } else {
        char text[JMSG_LENGTH_MAX];
        common->err->format_message(common, text);
        tactile_codec_fail(jpeg->message, "%s", text);
    }
    longjmp(jpeg->escape, 1);
}

/* Warnings are ignored (cameras write extraneous bytes that decode fine), except the end of
 * the data before the end of the picture: libjpeg would fill the rest with grey. */
static void warn_or_exit(j_common_ptr common, int level) {
    if (level < 0 && common->err->msg_code == JWRN_JPEG_EOF) {
        tactile_jpeg *jpeg = owner(common);
        tactile_codec_fail(jpeg->message, "truncated");
        longjmp(jpeg->escape, 1);
    }
}

tactile_jpeg *tactile_jpeg_open(const char *path, const uint8_t *bytes, size_t length,
                                tactile_jpeg_header *header, tactile_codec_message *message) {
    tactile_jpeg *jpeg = calloc(1, sizeof *jpeg);
    if (!jpeg) {
        tactile_codec_fail(message, "out of memory");
        return NULL;
    }
    if (path) {
        jpeg->file = fopen(path, "rb");
        if (!jpeg->file) {
            tactile_codec_fail(message, "%s", strerror(errno));
            free(jpeg);
            return NULL;
        }
    }
    jpeg->message = message;
    jpeg->decompress.err = jpeg_std_error(&jpeg->errors);
    jpeg->errors.error_exit = exit_with_message;
    jpeg->errors.emit_message = warn_or_exit;
    if (setjmp(jpeg->escape)) {
        tactile_jpeg_close(jpeg);
        return NULL;
    }
    jpeg_create_decompress(&jpeg->decompress);
    if (jpeg->file) jpeg_stdio_src(&jpeg->decompress, jpeg->file);
    else jpeg_mem_src(&jpeg->decompress, bytes, (unsigned long)length);
    jpeg_save_markers(&jpeg->decompress, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&jpeg->decompress, TRUE);
    header->width = (int)jpeg->decompress.image_width;
    header->height = (int)jpeg->decompress.image_height;
    header->orientation = 1;
    for (jpeg_saved_marker_ptr marker = jpeg->decompress.marker_list; marker; marker = marker->next) {
        if (marker->marker == JPEG_APP0 + 1) {
            header->orientation = tactile_exif_orientation(marker->data, marker->data_length);
            if (header->orientation != 1) break;
        }
    }
    return jpeg;
}

int tactile_jpeg_start(tactile_jpeg *jpeg, int eighths, int *x, int *width, int *height,
                       tactile_codec_message *message) {
    jpeg->message = message;
    if (setjmp(jpeg->escape)) return -1;
    struct jpeg_decompress_struct *d = &jpeg->decompress;
    d->scale_num = (unsigned)eighths;
    d->scale_denom = 8;
    jpeg->cmyk = d->jpeg_color_space == JCS_CMYK || d->jpeg_color_space == JCS_YCCK;
    d->out_color_space = jpeg->cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_start_decompress(d);
    if (*width > 0 && (JDIMENSION)*width < d->output_width) {
        JDIMENSION column = (JDIMENSION)*x, columns = (JDIMENSION)*width;
        jpeg_crop_scanline(d, &column, &columns);
        *x = (int)column;
    } else {
        *x = 0;
    }
    *width = (int)d->output_width;
    *height = (int)d->output_height;
    return 0;
}

/* CMYK as libjpeg gives it to BGRA, in place. Adobe's encoders store the inks inverted
 * (255 is no ink), and say so with their APP14 marker. */
static void convert_cmyk_row(uint8_t *row, int width, int inverted) {
    for (int i = 0; i < width; i++) {
        uint8_t *p = row + 4 * i;
        unsigned c = p[0], m = p[1], y = p[2], k = p[3];
        if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
        p[0] = (uint8_t)((y * k + 127) / 255);
        p[1] = (uint8_t)((m * k + 127) / 255);
        p[2] = (uint8_t)((c * k + 127) / 255);
        p[3] = 255;
    }
}

int tactile_jpeg_read_rows(tactile_jpeg *jpeg, int skip, int rows, uint8_t *pixels, int stride,
                           tactile_codec_message *message) {
    jpeg->message = message;
    if (setjmp(jpeg->escape)) return -1;
    struct jpeg_decompress_struct *d = &jpeg->decompress;
    if (skip > 0) jpeg_skip_scanlines(d, (JDIMENSION)skip);
    for (int row = 0; row < rows; row++) {
        JSAMPROW line = pixels + (size_t)row * (size_t)stride;
        if (jpeg_read_scanlines(d, &line, 1) != 1) {
            tactile_codec_fail(message, "truncated");
            return -1;
        }
        if (jpeg->cmyk) convert_cmyk_row(line, (int)d->output_width, d->saw_Adobe_marker);
    }
    return 0;
}

void tactile_jpeg_close(tactile_jpeg *jpeg) {
    if (!jpeg) return;
    jpeg_destroy_decompress(&jpeg->decompress);
    if (jpeg->file) fclose(jpeg->file);
    free(jpeg);
}
