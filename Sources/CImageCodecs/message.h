/* Filling a tactile_codec_message, shared by the decoders. */
#pragma once
#include "image_codecs.h"

/* Writes printf-style text into `message` (cut to its size). */
void tactile_codec_fail(tactile_codec_message *message, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
