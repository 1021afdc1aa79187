/* GIF through giflib's record-level reader rather than DGifSlurp: each frame's descriptor is
 * seen before its pixels are decoded, straight onto the canvas, one row at a time, so a frame
 * claiming more pixels than the file holds costs one row of memory, not the whole claim. */
#include <stdlib.h>
#include <string.h>
#include <gif_lib.h>
#include "message.h"

/* Bytes giflib reads through read_bytes. */
typedef struct {
    const uint8_t *bytes;
    size_t length, position;
} gif_input;

struct tactile_gif {
    GifFileType *file;
    gif_input input;
    int width, height;
    uint32_t *canvas;            /* the logical screen, ARGB32 */
    uint32_t *previous;          /* the canvas before a frame disposed of "to previous" */
    uint8_t *row;                /* one row of a frame's colour indices */
    int frames;                  /* frames composited so far */
    int disposal;                /* the last frame's disposal, applied before the next */
    int left, top, right, bottom; /* the last frame's rectangle, clipped to the screen */
};

static int read_bytes(GifFileType *file, GifByteType *buffer, int count) {
    gif_input *input = file->UserData;
    size_t available = input->length - input->position;
    size_t n = (size_t)count < available ? (size_t)count : available;
    memcpy(buffer, input->bytes + input->position, n);
    input->position += n;
    return (int)n;
}

static void fail_with_gif_error(tactile_codec_message *message, int error) {
    if (error == D_GIF_ERR_READ_FAILED || error == D_GIF_ERR_EOF_TOO_SOON) {
        tactile_codec_fail(message, "truncated");
    } else {
        const char *text = GifErrorString(error);
        tactile_codec_fail(message, "%s", text ? text : "cannot be decoded");
    }
}

static GifFileType *open_file(gif_input *input, tactile_codec_message *message) {
    int error = 0;
    GifFileType *file = DGifOpen(input, read_bytes, &error);
    if (!file) fail_with_gif_error(message, error);
    return file;
}

/* Reads an extension, keeping a Graphics Control Extension in `control`. */
static int read_extension(GifFileType *file, GraphicsControlBlock *control) {
    int code = 0;
    GifByteType *block = NULL;
    if (DGifGetExtension(file, &code, &block) == GIF_ERROR) return GIF_ERROR;
    if (code == GRAPHICS_EXT_FUNC_CODE && block && control) DGifExtensionToGCB(block[0], block + 1, control);
    while (block) {
        if (DGifGetExtensionNext(file, &block) == GIF_ERROR) return GIF_ERROR;
    }
    return GIF_OK;
}

/* Skips a frame's compressed pixels without decoding them. */
static int skip_pixels(GifFileType *file) {
    int code_size = 0;
    GifByteType *block = NULL;
    if (DGifGetCode(file, &code_size, &block) == GIF_ERROR) return GIF_ERROR;
    while (block) {
        if (DGifGetCodeNext(file, &block) == GIF_ERROR) return GIF_ERROR;
    }
    return GIF_OK;
}

int tactile_gif_read_header(const uint8_t *bytes, size_t length, int *width, int *height, int *frame_count,
                            tactile_codec_message *message) {
    gif_input input = {bytes, length, 0};
    GifFileType *file = open_file(&input, message);
    if (!file) return -1;
    *width = file->SWidth;
    *height = file->SHeight;
    int frames = 0, result = 0;
    for (;;) {
        GifRecordType type;
        if (DGifGetRecordType(file, &type) == GIF_ERROR) {
            /* Many GIFs end without their trailer byte; browsers show them whole. */
            if (frames == 0 || file->Error != D_GIF_ERR_READ_FAILED) {
                fail_with_gif_error(message, file->Error);
                result = -1;
            }
            break;
        }
        if (type == TERMINATE_RECORD_TYPE) break;
        int status = GIF_OK;
        if (type == IMAGE_DESC_RECORD_TYPE) {
            status = DGifGetImageDesc(file);
            if (status == GIF_OK) status = skip_pixels(file);
            frames++;
        } else if (type == EXTENSION_RECORD_TYPE) {
            status = read_extension(file, NULL);
        }
        if (status == GIF_ERROR) {
            fail_with_gif_error(message, file->Error);
            result = -1;
            break;
        }
    }
    if (result == 0 && frames == 0) {
        tactile_codec_fail(message, "has no frames");
        result = -1;
    }
    *frame_count = frames;
    int error = 0;
    DGifCloseFile(file, &error);
    return result;
}

tactile_gif *tactile_gif_open(const uint8_t *bytes, size_t length, int *width, int *height,
                              tactile_codec_message *message) {
    tactile_gif *gif = calloc(1, sizeof *gif);
    if (!gif) {
        tactile_codec_fail(message, "out of memory");
        return NULL;
    }
    gif->input = (gif_input){bytes, length, 0};
    gif->file = open_file(&gif->input, message);
    if (!gif->file) {
        free(gif);
        return NULL;
    }
    gif->width = *width = gif->file->SWidth;
    gif->height = *height = gif->file->SHeight;
    return gif;
}

/* Undoes the last frame as its disposal asks, before the next frame is drawn. */
static void dispose_last_frame(tactile_gif *gif) {
    if (gif->disposal == DISPOSE_BACKGROUND) {
        /* Browsers clear to transparent rather than to the background colour. */
        for (int y = gif->top; y < gif->bottom; y++)
            memset(gif->canvas + (size_t)y * (size_t)gif->width + gif->left, 0, (size_t)(gif->right - gif->left) * 4);
    } else if (gif->disposal == DISPOSE_PREVIOUS && gif->previous) {
        memcpy(gif->canvas, gif->previous, (size_t)gif->width * (size_t)gif->height * 4);
    }
    gif->disposal = DISPOSAL_UNSPECIFIED;
}

/* Decodes the current frame's rows onto the canvas. */
static int draw_frame(tactile_gif *gif, const GraphicsControlBlock *control, tactile_codec_message *message) {
    GifFileType *file = gif->file;
    const GifImageDesc *desc = &file->Image;
    const ColorMapObject *colours = desc->ColorMap ? desc->ColorMap : file->SColorMap;
    if (!colours) {
        tactile_codec_fail(message, "has no colour table");
        return -1;
    }
    if (desc->Width <= 0 || desc->Height <= 0) {
        if (skip_pixels(file) == GIF_OK) return 0;
        fail_with_gif_error(message, file->Error);
        return -1;
    }
    uint8_t *row = realloc(gif->row, (size_t)desc->Width);
    if (!row) {
        tactile_codec_fail(message, "out of memory");
        return -1;
    }
    gif->row = row;
    /* Interlaced rows come in four passes: every 8th from 0, every 8th from 4, every 4th
       from 2, every 2nd from 1. */
    static const int starts[] = {0, 4, 2, 1}, steps[] = {8, 8, 4, 2};
    int passes = desc->Interlace ? 4 : 1;
    for (int pass = 0; pass < passes; pass++) {
        int start = desc->Interlace ? starts[pass] : 0, step = desc->Interlace ? steps[pass] : 1;
        for (int r = start; r < desc->Height; r += step) {
            if (DGifGetLine(file, row, desc->Width) == GIF_ERROR) {
                fail_with_gif_error(message, file->Error);
                return -1;
            }
            int y = desc->Top + r;
            if (y >= gif->height) continue;
            uint32_t *target = gif->canvas + (size_t)y * (size_t)gif->width;
            for (int i = 0; i < desc->Width; i++) {
                int x = desc->Left + i, index = row[i];
                if (x >= gif->width) break;
                if (index == control->TransparentColor || index >= colours->ColorCount) continue;
                GifColorType colour = colours->Colors[index];
                target[x] = 0xFF000000u | (uint32_t)colour.Red << 16 | (uint32_t)colour.Green << 8 | colour.Blue;
            }
        }
    }
    return 0;
}

int tactile_gif_next_frame(tactile_gif *gif, tactile_frame *frame, tactile_codec_message *message) {
    GifFileType *file = gif->file;
    size_t pixels = (size_t)gif->width * (size_t)gif->height;
    if (!gif->canvas && !(gif->canvas = calloc(pixels, 4))) {
        tactile_codec_fail(message, "out of memory");
        return -1;
    }
    GraphicsControlBlock control = {DISPOSAL_UNSPECIFIED, false, 0, NO_TRANSPARENT_COLOR};
    for (;;) {
        GifRecordType type;
        if (DGifGetRecordType(file, &type) == GIF_ERROR) {
            if (gif->frames > 0 && file->Error == D_GIF_ERR_READ_FAILED) return 0;
            fail_with_gif_error(message, file->Error);
            return -1;
        }
        if (type == TERMINATE_RECORD_TYPE) return 0;
        if (type == EXTENSION_RECORD_TYPE) {
            if (read_extension(file, &control) == GIF_ERROR) {
                fail_with_gif_error(message, file->Error);
                return -1;
            }
            continue;
        }
        if (type != IMAGE_DESC_RECORD_TYPE) continue;
        if (DGifGetImageDesc(file) == GIF_ERROR) {
            fail_with_gif_error(message, file->Error);
            return -1;
        }
        break;
    }
    dispose_last_frame(gif);
    if (control.DisposalMode == DISPOSE_PREVIOUS) {
        if (!gif->previous && !(gif->previous = malloc(pixels * 4))) {
            tactile_codec_fail(message, "out of memory");
            return -1;
        }
        memcpy(gif->previous, gif->canvas, pixels * 4);
    }
    if (draw_frame(gif, &control, message) != 0) return -1;
    const GifImageDesc *desc = &file->Image;
    gif->disposal = control.DisposalMode;
    gif->left = desc->Left < gif->width ? desc->Left : gif->width;
    gif->top = desc->Top < gif->height ? desc->Top : gif->height;
    gif->right = desc->Left + desc->Width < gif->width ? desc->Left + desc->Width : gif->width;
    gif->bottom = desc->Top + desc->Height < gif->height ? desc->Top + desc->Height : gif->height;
    if (gif->right < gif->left) gif->right = gif->left;
    if (gif->bottom < gif->top) gif->bottom = gif->top;
    gif->frames++;
    *frame = (tactile_frame){(const uint8_t *)gif->canvas, gif->width, gif->height, control.DelayTime * 10};
    return 1;
}

void tactile_gif_close(tactile_gif *gif) {
    if (!gif) return;
    int error = 0;
    DGifCloseFile(gif->file, &error);
    free(gif->canvas);
    free(gif->previous);
    free(gif->row);
    free(gif);
}
