/* WebP through libwebp (stills, scaled by its own rescaler) and libwebpdemux (animations,
 * composited by its WebPAnimDecoder). MODE_bgrA is premultiplied B, G, R, A: Cairo's ARGB32
 * on a little-endian machine. */
#include <stdlib.h>
#include <webp/decode.h>
#include <webp/demux.h>
#include "message.h"

static void fail_with_status(tactile_codec_message *message, VP8StatusCode status) {
    switch (status) {
    case VP8_STATUS_NOT_ENOUGH_DATA: tactile_codec_fail(message, "truncated"); break;
    case VP8_STATUS_OUT_OF_MEMORY: tactile_codec_fail(message, "out of memory"); break;
    case VP8_STATUS_UNSUPPORTED_FEATURE: tactile_codec_fail(message, "uses a WebP feature libwebp does not support"); break;
    default: tactile_codec_fail(message, "not valid WebP data"); break;
    }
}

int tactile_webp_read_header(const uint8_t *bytes, size_t length, int *width, int *height, int *frame_count,
                             tactile_codec_message *message) {
    WebPBitstreamFeatures features;
    VP8StatusCode status = WebPGetFeatures(bytes, length, &features);
    if (status != VP8_STATUS_OK) {
        fail_with_status(message, status);
        return -1;
    }
    *width = features.width;
    *height = features.height;
    *frame_count = 1;
    if (!features.has_animation) return 0;
    WebPData data = {bytes, length};
    WebPDemuxState state;
    WebPDemuxer *demuxer = WebPDemuxPartial(&data, &state);
    if (!demuxer || state != WEBP_DEMUX_DONE) {
        tactile_codec_fail(message, state == WEBP_DEMUX_PARSE_ERROR ? "not valid WebP data" : "truncated");
        WebPDemuxDelete(demuxer);
        return -1;
    }
    *width = (int)WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_WIDTH);
    *height = (int)WebPDemuxGetI(demuxer, WEBP_FF_CANVAS_HEIGHT);
    *frame_count = (int)WebPDemuxGetI(demuxer, WEBP_FF_FRAME_COUNT);
    WebPDemuxDelete(demuxer);
    return 0;
}

int tactile_webp_decode(const uint8_t *bytes, size_t length, int width, int height, uint8_t *pixels, int stride,
                        tactile_codec_message *message) {
    WebPDecoderConfig config;
    if (!WebPInitDecoderConfig(&config)) {
        tactile_codec_fail(message, "libwebp's version does not match its headers");
        return -1;
    }
    VP8StatusCode status = WebPGetFeatures(bytes, length, &config.input);
    if (status == VP8_STATUS_OK) {
        if (config.input.width != width || config.input.height != height) {
            config.options.use_scaling = 1;
            config.options.scaled_width = width;
            config.options.scaled_height = height;
        }
        config.output.colorspace = MODE_bgrA;
        config.output.is_external_memory = 1;
        config.output.u.RGBA.rgba = pixels;
        config.output.u.RGBA.stride = stride;
        config.output.u.RGBA.size = (size_t)stride * (size_t)height;
        status = WebPDecode(bytes, length, &config);
        WebPFreeDecBuffer(&config.output);
    }
    if (status != VP8_STATUS_OK) {
        fail_with_status(message, status);
        return -1;
    }
    return 0;
}

struct tactile_webp_animation {
    WebPAnimDecoder *decoder;
    int width, height;
    int timestamp;               /* when the last frame returned ends, in ms */
};

tactile_webp_animation *tactile_webp_animation_open(const uint8_t *bytes, size_t length, int *width, int *height,
                                                    tactile_codec_message *message) {
    tactile_webp_animation *animation = calloc(1, sizeof *animation);
    WebPAnimDecoderOptions options;
    if (!animation || !WebPAnimDecoderOptionsInit(&options)) {
        tactile_codec_fail(message, animation ? "libwebpdemux's version does not match its headers" : "out of memory");
        free(animation);
        return NULL;
    }
    options.color_mode = MODE_bgrA;
    options.use_threads = 0;
    WebPData data = {bytes, length};
    animation->decoder = WebPAnimDecoderNew(&data, &options);
    WebPAnimInfo info;
    if (!animation->decoder || !WebPAnimDecoderGetInfo(animation->decoder, &info)) {
        tactile_codec_fail(message, "not a valid animated WebP");
        tactile_webp_animation_close(animation);
        return NULL;
    }
    animation->width = *width = (int)info.canvas_width;
    animation->height = *height = (int)info.canvas_height;
    return animation;
}

int tactile_webp_animation_next_frame(tactile_webp_animation *animation, tactile_frame *frame,
                                      tactile_codec_message *message) {
    if (!WebPAnimDecoderHasMoreFrames(animation->decoder)) return 0;
    uint8_t *pixels = NULL;
    int timestamp = 0;
    if (!WebPAnimDecoderGetNext(animation->decoder, &pixels, &timestamp)) {
        tactile_codec_fail(message, "a frame cannot be decoded");
        return -1;
    }
    *frame = (tactile_frame){pixels, animation->width, animation->height, timestamp - animation->timestamp};
    animation->timestamp = timestamp;
    return 1;
}

void tactile_webp_animation_close(tactile_webp_animation *animation) {
    if (!animation) return;
    WebPAnimDecoderDelete(animation->decoder);
    free(animation);
}
