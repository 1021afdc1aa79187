#!/usr/bin/env bash
# Fails when shim.h disagrees with the installed GStreamer headers. First its prototypes are
# compiled together with the real headers (a conflicting one is an error); then one program
# prints the enum values, sizes and field offsets shim.h gives, another the same from the real
# headers, and the two lists must be equal (shim.h's own copies of the structures are skipped
# where the real headers define them, so only running both shows a drift).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cc=${CC:-$(command -v clang || command -v cc)}
real_flags=$(pkg-config --cflags gstreamer-app-1.0 gstreamer-video-1.0 gstreamer-pbutils-1.0)
real_headers='#include <gst/gst.h>
#include <gst/app/app.h>
#include <gst/video/video.h>
#include <gst/pbutils/pbutils.h>'
printf '%s\n#include "shim.h"\n' "$real_headers" | "$cc" -fsyntax-only -Werror $real_flags -I"$here" -x c -

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/values.c" <<'PROGRAM'
#include <stddef.h>
#include <stdio.h>
#ifdef REAL
#define VIDEO_META GstVideoMeta
#define tactile_gst_video_format_bgrx GST_VIDEO_FORMAT_BGRx
#define tactile_gst_clock_time_none GST_CLOCK_TIME_NONE
#else
#define VIDEO_META TactileVideoMetaHead
#endif
#define P(x) printf("%s %lld\n", #x, (long long)(x))
int main(void) {
    P(GST_MESSAGE_EOS); P(GST_MESSAGE_ERROR); P(GST_MESSAGE_WARNING); P(GST_MESSAGE_STATE_CHANGED); P(GST_MESSAGE_CLOCK_LOST);
    P(GST_MESSAGE_ELEMENT); P(GST_MESSAGE_ASYNC_DONE); P(GST_MESSAGE_STREAM_START);
    P(GST_MAP_READ); P(GST_MAP_WRITE); P(tactile_gst_video_format_bgrx); P(tactile_gst_clock_time_none);
    P(GST_STATE_VOID_PENDING); P(GST_STATE_NULL); P(GST_STATE_READY); P(GST_STATE_PAUSED); P(GST_STATE_PLAYING);
    P(GST_STATE_CHANGE_FAILURE); P(GST_STATE_CHANGE_SUCCESS); P(GST_STATE_CHANGE_ASYNC); P(GST_STATE_CHANGE_NO_PREROLL);
    P(GST_FORMAT_TIME); P(GST_SEEK_FLAG_NONE); P(GST_SEEK_FLAG_FLUSH); P(GST_SEEK_FLAG_ACCURATE);
    P(GST_SEEK_FLAG_KEY_UNIT); P(GST_SEEK_TYPE_NONE); P(GST_SEEK_TYPE_SET);
    P(GST_FLOW_OK); P(GST_FLOW_EOS); P(GST_FLOW_ERROR); P(GST_BUS_DROP); P(GST_BUS_PASS);
    P(GST_RESOURCE_ERROR_NOT_FOUND); P(GST_RESOURCE_ERROR_OPEN_READ); P(GST_RESOURCE_ERROR_READ);
    P(GST_STREAM_ERROR_TYPE_NOT_FOUND); P(GST_STREAM_ERROR_WRONG_TYPE); P(GST_STREAM_ERROR_CODEC_NOT_FOUND);
    P(GST_STREAM_ERROR_DECODE); P(GST_STREAM_ERROR_DEMUX); P(GST_STREAM_ERROR_FORMAT);
    P(sizeof(GstMiniObject)); P(sizeof(GstMessage)); P(offsetof(GstMessage, type)); P(offsetof(GstMessage, src));
    P(offsetof(GstBuffer, pts)); P(offsetof(GstBuffer, duration));
    P(sizeof(GstMapInfo)); P(offsetof(GstMapInfo, data)); P(offsetof(GstMapInfo, size));
    P(sizeof(GstAppSinkCallbacks)); P(offsetof(GstAppSinkCallbacks, new_sample));
    P(offsetof(VIDEO_META, buffer)); P(offsetof(VIDEO_META, n_planes)); P(offsetof(VIDEO_META, offset)); P(offsetof(VIDEO_META, stride));
    return 0;
}
PROGRAM
printf '#include "shim.h"\n#include "values.c"\n' > "$work/shim.c"
printf '%s\n#define REAL 1\n#include "values.c"\n' "$real_headers" > "$work/real.c"
"$cc" -Werror $(pkg-config --cflags gobject-2.0) -I"$here" -I"$work" "$work/shim.c" -o "$work/shim" $(pkg-config --libs gobject-2.0)
"$cc" -Werror $real_flags -I"$work" "$work/real.c" -o "$work/real"
diff <("$work/real") <("$work/shim")
echo "CGStreamer declarations match the installed GStreamer headers"
