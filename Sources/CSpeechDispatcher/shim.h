/* libspeechd, speech-dispatcher's client library: speech mode's utterances go through it to the
   speech server (speech-dispatcher.pc's flags are clean, so the real header is included). */
#include <libspeechd.h>
