/* The part of GStreamer (core, app, video, pbutils) that Tactile's video playback uses,
 * declared here over glib-object.h rather than included.
 *
 * Why: GStreamer's headers need -I/usr/include/gstreamer-1.0, which only its .pc files
 * supply, and every one of them requires gmodule-no-export-2.0, whose flags carry -pthread,
 * which SwiftPM rejects with "warning: prohibited flag(s): -pthread" on every build.
 * gobject-2.0.pc has clean flags. check-declarations.sh compiles these declarations together
 * with the real headers, so any drift from the installed GStreamer is a compile error.
 *
 * The static inline functions are what Swift cannot call itself: the variadic
 * g_object_set/g_object_get, and the header macros that read a structure's fields. */
#pragma once
#include <glib-object.h>

typedef struct _GstObject GstObject;
typedef struct _GstElement GstElement;
typedef struct _GstBin GstBin;
typedef struct _GstMeta GstMeta;
typedef struct _GstVideoMeta GstVideoMeta;
typedef struct _GstAllocator GstAllocator;
typedef struct _GstAllocationParams GstAllocationParams;
typedef struct _GstBus GstBus;
typedef struct _GstCaps GstCaps;
typedef struct _GstStructure GstStructure;
typedef struct _GstSample GstSample;
typedef struct _GstSegment GstSegment;
typedef struct _GstMemory GstMemory;
typedef struct _GstBufferPool GstBufferPool;
typedef struct _GstAppSink GstAppSink;
typedef struct _GstAppSrc GstAppSrc;
typedef struct _GstRegistry GstRegistry;
typedef struct _GstPluginFeature GstPluginFeature;
typedef struct _GstElementFactory GstElementFactory;
typedef guint64 GstClockTime;

#ifndef __GST_MINI_OBJECT_H__
/* The head of every reference-counted GStreamer value (gstminiobject.h). */
typedef struct _GstMiniObject {
    GType type;
    gint refcount;
    gint lockstate;
    guint flags;
    gpointer copy;
    gpointer dispose;
    gpointer free;
    guint priv_uint;
    gpointer priv_pointer;
} GstMiniObject;
#endif

#ifndef __GST_MESSAGE_H__
typedef enum {
    GST_MESSAGE_EOS = (1 << 0),
    GST_MESSAGE_ERROR = (1 << 1),
    GST_MESSAGE_WARNING = (1 << 2),
    GST_MESSAGE_STATE_CHANGED = (1 << 6),
    GST_MESSAGE_CLOCK_LOST = (1 << 10),
    GST_MESSAGE_ELEMENT = (1 << 15),
    GST_MESSAGE_ASYNC_DONE = (1 << 21),
    GST_MESSAGE_STREAM_START = (1 << 28),
} GstMessageType;

/* A bus message (gstmessage.h): its kind and the object that posted it. */
typedef struct _GstMessage {
    GstMiniObject mini_object;
    GstMessageType type;
    guint64 timestamp;
    GstObject *src;
    guint32 seqnum;
    GMutex lock;
    GCond cond;
} GstMessage;
#endif

#ifndef __GST_BUFFER_H__
/* A buffer (gstbuffer.h): its timing, read by the frame copy and set by the clip maker. */
typedef struct _GstBuffer {
    GstMiniObject mini_object;
    GstBufferPool *pool;
    GstClockTime pts;
    GstClockTime dts;
    GstClockTime duration;
    guint64 offset;
    guint64 offset_end;
} GstBuffer;
#endif

#ifndef __GST_MEMORY_H__
typedef enum { GST_MAP_READ = 1, GST_MAP_WRITE = 2 } GstMapFlags;

/* A mapped buffer's bytes (gstmemory.h). */
typedef struct {
    GstMemory *memory;
    GstMapFlags flags;
    guint8 *data;
    gsize size;
    gsize maxsize;
    gpointer user_data[4];
    gpointer _gst_reserved[4];
} GstMapInfo;
#endif

#ifndef __GST_ELEMENT_H__
typedef enum {
    GST_STATE_VOID_PENDING = 0,
    GST_STATE_NULL = 1,
    GST_STATE_READY = 2,
    GST_STATE_PAUSED = 3,
    GST_STATE_PLAYING = 4,
} GstState;

typedef enum {
    GST_STATE_CHANGE_FAILURE = 0,
    GST_STATE_CHANGE_SUCCESS = 1,
    GST_STATE_CHANGE_ASYNC = 2,
    GST_STATE_CHANGE_NO_PREROLL = 3,
} GstStateChangeReturn;
#endif

#ifndef __GST_FORMAT_H__
typedef enum { GST_FORMAT_TIME = 3 } GstFormat;
#endif

#ifndef __GST_SEGMENT_H__
typedef enum {
    GST_SEEK_FLAG_NONE = 0,
    GST_SEEK_FLAG_FLUSH = (1 << 0),
    GST_SEEK_FLAG_ACCURATE = (1 << 1),
    GST_SEEK_FLAG_KEY_UNIT = (1 << 2),
} GstSeekFlags;

typedef enum { GST_SEEK_TYPE_NONE = 0, GST_SEEK_TYPE_SET = 1 } GstSeekType;
#endif

#ifndef __GST_PAD_H__
typedef enum { GST_FLOW_OK = 0, GST_FLOW_EOS = -3, GST_FLOW_ERROR = -5 } GstFlowReturn;
#endif

#ifndef __GST_BUS_H__
typedef enum { GST_BUS_DROP = 0, GST_BUS_PASS = 1 } GstBusSyncReply;
typedef GstBusSyncReply (*GstBusSyncHandler)(GstBus *bus, GstMessage *message, gpointer user_data);
#endif

#ifndef __GST_ERROR_H__
typedef enum { GST_RESOURCE_ERROR_NOT_FOUND = 3, GST_RESOURCE_ERROR_OPEN_READ = 5, GST_RESOURCE_ERROR_READ = 9 } GstResourceError;
typedef enum {
    GST_STREAM_ERROR_TYPE_NOT_FOUND = 4,
    GST_STREAM_ERROR_WRONG_TYPE = 5,
    GST_STREAM_ERROR_CODEC_NOT_FOUND = 6,
    GST_STREAM_ERROR_DECODE = 7,
    GST_STREAM_ERROR_DEMUX = 9,
    GST_STREAM_ERROR_FORMAT = 11,
} GstStreamError;
#endif

#ifndef _GST_APP_SINK_H_
/* What an appsink calls on its streaming thread (gstappsink.h). */
typedef struct {
    void (*eos)(GstAppSink *appsink, gpointer user_data);
    GstFlowReturn (*new_preroll)(GstAppSink *appsink, gpointer user_data);
    GstFlowReturn (*new_sample)(GstAppSink *appsink, gpointer user_data);
    gboolean (*new_event)(GstAppSink *appsink, gpointer user_data);
    gpointer _gst_reserved[3];
} GstAppSinkCallbacks;
#endif

/* The head of a video frame's layout metadata (gstvideometa.h), as far as its strides. */
typedef struct {
    guint meta_flags;
    gconstpointer meta_info;
    GstBuffer *buffer;
    guint flags;
    gint format;
    gint id;
    guint width;
    guint height;
    guint n_planes;
    gsize offset[4];
    gint stride[4];
} TactileVideoMetaHead;

/* Bits of playbin's "flags" property (GstPlayFlags, private to the playbin plugin). */
static const guint tactile_play_flag_video = 1u << 0;
static const guint tactile_play_flag_audio = 1u << 1;
static const guint tactile_play_flag_text = 1u << 2;
static const guint tactile_play_flag_soft_volume = 1u << 4;

/* The rank below which decodebin never picks a decoder (GST_RANK_NONE). */
static const guint tactile_gst_rank_none = 0;
/* GST_ELEMENT_FACTORY_TYPE_DECODER | GST_ELEMENT_FACTORY_TYPE_MEDIA_VIDEO. */
static const guint64 tactile_gst_video_decoders = (G_GUINT64_CONSTANT(1) << 0) | (G_GUINT64_CONSTANT(1) << 49);
/* GST_VIDEO_FORMAT_BGRx: XRGB8888 on little-endian machines. */
static const guint tactile_gst_video_format_bgrx = 8;
/* GST_CLOCK_TIME_NONE. */
static const GstClockTime tactile_gst_clock_time_none = G_MAXUINT64;

gboolean gst_init_check(int *argc, char ***argv, GError **error);
gchar *gst_filename_to_uri(const gchar *filename, GError **error);
void gst_pb_utils_init(void);
GstMiniObject *gst_mini_object_ref(GstMiniObject *object);
void gst_mini_object_unref(GstMiniObject *object);
gpointer gst_object_ref(gpointer object);
void gst_object_unref(gpointer object);
gchar *gst_object_get_name(GstObject *object);

GstElement *gst_element_factory_make(const gchar *factory_name, const gchar *name);
GstElement *gst_parse_launch(const gchar *pipeline_description, GError **error);
GstElement *gst_bin_get_by_name(GstBin *bin, const gchar *name);
GstStateChangeReturn gst_element_set_state(GstElement *element, GstState state);
GstStateChangeReturn gst_element_get_state(GstElement *element, GstState *state, GstState *pending, GstClockTime timeout);
GstBus *gst_element_get_bus(GstElement *element);
gboolean gst_element_seek(GstElement *element, gdouble rate, GstFormat format, GstSeekFlags flags,
                          GstSeekType start_type, gint64 start, GstSeekType stop_type, gint64 stop);
gboolean gst_element_query_position(GstElement *element, GstFormat format, gint64 *cur);
gboolean gst_element_query_duration(GstElement *element, GstFormat format, gint64 *duration);

GstMessage *gst_bus_pop(GstBus *bus);
GstMessage *gst_bus_timed_pop_filtered(GstBus *bus, GstClockTime timeout, GstMessageType types);
void gst_bus_set_sync_handler(GstBus *bus, GstBusSyncHandler func, gpointer user_data, GDestroyNotify notify);
void gst_message_parse_error(GstMessage *message, GError **gerror, gchar **debug);
void gst_message_parse_state_changed(GstMessage *message, GstState *oldstate, GstState *newstate, GstState *pending);
gboolean gst_is_missing_plugin_message(GstMessage *msg);
gchar *gst_missing_plugin_message_get_description(GstMessage *msg);
gchar *gst_missing_plugin_message_get_installer_detail(GstMessage *msg);

GQuark gst_resource_error_quark(void);
GQuark gst_stream_error_quark(void);

void gst_app_sink_set_callbacks(GstAppSink *appsink, GstAppSinkCallbacks *callbacks, gpointer user_data, GDestroyNotify notify);
GstSample *gst_app_sink_pull_sample(GstAppSink *appsink);
GstSample *gst_app_sink_pull_preroll(GstAppSink *appsink);
GstFlowReturn gst_app_src_push_buffer(GstAppSrc *appsrc, GstBuffer *buffer);
GstFlowReturn gst_app_src_end_of_stream(GstAppSrc *appsrc);

GstSample *gst_sample_new(GstBuffer *buffer, GstCaps *caps, const GstSegment *segment, GstStructure *info);
GstBuffer *gst_sample_get_buffer(GstSample *sample);
GstCaps *gst_sample_get_caps(GstSample *sample);
GstSegment *gst_sample_get_segment(GstSample *sample);
guint64 gst_segment_to_running_time(const GstSegment *segment, GstFormat format, guint64 position);
GstCaps *gst_caps_from_string(const gchar *string);
GstStructure *gst_caps_get_structure(const GstCaps *caps, guint index);
gboolean gst_structure_get_int(const GstStructure *structure, const gchar *fieldname, gint *value);
const gchar *gst_structure_get_name(const GstStructure *structure);

GstBuffer *gst_buffer_new_allocate(GstAllocator *allocator, gsize size, GstAllocationParams *params);
gboolean gst_buffer_map(GstBuffer *buffer, GstMapInfo *info, GstMapFlags flags);
void gst_buffer_unmap(GstBuffer *buffer, GstMapInfo *info);
GstMeta *gst_buffer_get_meta(GstBuffer *buffer, GType api);
GType gst_video_meta_api_get_type(void);
GstVideoMeta *gst_buffer_add_video_meta_full(GstBuffer *buffer, guint flags, guint format, guint width, guint height,
                                             guint n_planes, gsize offset[4], gint stride[4]);

GstRegistry *gst_registry_get(void);
GList *gst_element_factory_list_get_elements(guint64 type, guint minrank);
gboolean gst_element_factory_can_sink_any_caps(GstElementFactory *factory, const GstCaps *caps);
void gst_plugin_feature_list_free(GList *list);
guint gst_plugin_feature_get_rank(GstPluginFeature *feature);
void gst_plugin_feature_set_rank(GstPluginFeature *feature, guint rank);

/* Sets a string, integer, unsigned, boolean, double or object property (g_object_set is variadic). */
static inline void tactile_gst_set_string(gpointer object, const char *name, const char *value) { g_object_set(object, name, value, NULL); }
static inline void tactile_gst_set_int(gpointer object, const char *name, gint value) { g_object_set(object, name, value, NULL); }
static inline void tactile_gst_set_uint(gpointer object, const char *name, guint value) { g_object_set(object, name, value, NULL); }
static inline void tactile_gst_set_bool(gpointer object, const char *name, gboolean value) { g_object_set(object, name, value, NULL); }
static inline void tactile_gst_set_double(gpointer object, const char *name, gdouble value) { g_object_set(object, name, value, NULL); }
static inline void tactile_gst_set_object(gpointer object, const char *name, gpointer value) { g_object_set(object, name, value, NULL); }
/* Sets an enum or flags property from its nickname, as gst-launch does (e.g. "ultrafast"). */
static inline void tactile_gst_set_from_string(gpointer object, const char *name, const char *value) {
    GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(object), name);
    if (spec == NULL) return;
    GValue v = G_VALUE_INIT;
    g_value_init(&v, spec->value_type);
    if (G_TYPE_IS_ENUM(spec->value_type)) {
        GEnumValue *e = g_enum_get_value_by_nick(g_type_class_peek(spec->value_type), value);
        if (e != NULL) g_value_set_enum(&v, e->value);
    }
    g_object_set_property(G_OBJECT(object), name, &v);
    g_value_unset(&v);
}
/* Reads a double property. */
static inline gdouble tactile_gst_get_double(gpointer object, const char *name) {
    gdouble value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}
/* Reads an unsigned (or flags) property. */
static inline guint tactile_gst_get_uint(gpointer object, const char *name) {
    guint value = 0;
    g_object_get(object, name, &value, NULL);
    return value;
}

/* Calls `handler` on the streaming thread when playbin has read its stream to the end and
 * takes a next URI ("about-to-finish"; G_CALLBACK's cast is a macro); `destroy` releases
 * `data` with the signal. */
static inline void tactile_gst_on_about_to_finish(gpointer playbin, void (*handler)(gpointer playbin, gpointer data),
                                                  gpointer data, GClosureNotify destroy) {
    g_signal_connect_data(playbin, "about-to-finish", G_CALLBACK(handler), data, destroy, (GConnectFlags)0);
}
/* The source of a bus message (GST_MESSAGE_SRC). */
/* gst-libav's decoders decode straight into buffers of the downstream pool when they can
 * ("direct rendering"); into an app sink's pipeline each of those buffers is still the
 * decoder's reference picture when the frame is finished, so GStreamer copies it whole into a
 * fresh allocation (12 MB a 1080p frame, mapped and faulted in anew each time). Without direct
 * rendering the decoder copies the picture into a buffer its own pool reuses. */
static inline void tactile_gst_decode_apart(gpointer playbin, GstElement *element, gpointer data) {
    (void)playbin; (void)data;
    if (g_object_class_find_property(G_OBJECT_GET_CLASS(element), "direct-rendering")) {
        g_object_set(element, "direct-rendering", FALSE, NULL);
    }
}
/* Has every decoder playbin makes decode into its own buffers (see tactile_gst_decode_apart). */
static inline void tactile_gst_turn_off_direct_rendering(gpointer playbin) {
    g_signal_connect_data(playbin, "element-setup", G_CALLBACK(tactile_gst_decode_apart), NULL, NULL, (GConnectFlags)0);
}

static inline GstObject *tactile_gst_message_source(GstMessage *message) { return message->src; }
/* A buffer's presentation time (GST_BUFFER_PTS). */
static inline GstClockTime tactile_gst_buffer_pts(GstBuffer *buffer) { return buffer->pts; }
/* Sets a buffer's presentation time and duration (GST_BUFFER_PTS, GST_BUFFER_DURATION). */
static inline void tactile_gst_buffer_set_timing(GstBuffer *buffer, GstClockTime pts, GstClockTime duration) {
    buffer->pts = pts;
    buffer->duration = duration;
}
/* The first plane's offset and stride from a buffer's video metadata; false without it
 * (the frame is then laid out as its caps say, rows of width × 4 bytes for BGRx). */
static inline gboolean tactile_gst_video_plane(GstBuffer *buffer, gsize *offset, gint *stride) {
    const TactileVideoMetaHead *meta = (const TactileVideoMetaHead *)gst_buffer_get_meta(buffer, gst_video_meta_api_get_type());
    if (meta == NULL) return FALSE;
    *offset = meta->offset[0];
    *stride = meta->stride[0];
    return TRUE;
}
/* Describes `buffer` as one BGRx plane of rows `stride` bytes apart, as a decoder with
 * padded rows does. */
static inline gboolean tactile_gst_add_bgrx_video_meta(GstBuffer *buffer, guint width, guint height, gint stride) {
    gsize offsets[4] = {0, 0, 0, 0};
    gint strides[4] = {stride, 0, 0, 0};
    return gst_buffer_add_video_meta_full(buffer, 0, tactile_gst_video_format_bgrx, width, height, 1, offsets, strides) != NULL;
}
/* The element factory an item of a factory list holds. */
static inline GstElementFactory *tactile_gst_list_factory(GList *item) { return item->data; }
