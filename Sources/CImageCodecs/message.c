#include "message.h"
#include <stdarg.h>
#include <stdio.h>

void tactile_codec_fail(tactile_codec_message *message, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(message->text, sizeof message->text, format, arguments);
    va_end(arguments);
}
