/* The part of Pango and pangocairo that Tactile uses, declared here rather than included.
 *
 * Why: Pango's headers need -I/usr/include/pango-1.0, which only pango.pc supplies, and
 * pango.pc pulls in gio-2.0 whose flags carry -pthread, which SwiftPM rejects with
 * "warning: prohibited flag(s): -pthread" on every build. These declarations need only
 * cairo.h (cairo.pc has clean flags). check-declarations.sh compiles them together with the
 * real headers, so any drift from the installed Pango is a compile error. */
#pragma once
#include <cairo.h>

typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoRectangle PangoRectangle;
typedef struct _PangoLayoutLine PangoLayoutLine;
typedef struct _PangoLayoutIter PangoLayoutIter;
typedef struct _PangoContext PangoContext;

#ifndef __PANGO_TYPES_H__
/* A rectangle in Pango units (pango-types.h). */
struct _PangoRectangle { int x; int y; int width; int height; };
#endif

#ifndef __PANGO_LAYOUT_H__
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
#endif

#ifndef __PANGO_DIRECTION_H__
typedef enum {
  PANGO_DIRECTION_LTR, PANGO_DIRECTION_RTL, PANGO_DIRECTION_TTB_LTR, PANGO_DIRECTION_TTB_RTL,
  PANGO_DIRECTION_WEAK_LTR, PANGO_DIRECTION_WEAK_RTL, PANGO_DIRECTION_NEUTRAL
} PangoDirection;
#endif

/* One logical pixel in Pango units (PANGO_SCALE in pango-types.h). */
static const int tactile_pango_scale = 1024;

PangoLayout *pango_cairo_create_layout(cairo_t *cr);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_update_layout(cairo_t *cr, PangoLayout *layout);
void pango_cairo_layout_path(cairo_t *cr, PangoLayout *layout);

PangoContext *pango_layout_get_context(PangoLayout *layout);
void pango_context_set_base_dir(PangoContext *context, PangoDirection direction);
void pango_layout_context_changed(PangoLayout *layout);
PangoDirection pango_unichar_direction(unsigned int ch);

void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_get_size(PangoLayout *layout, int *width, int *height);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_baseline(PangoLayout *layout);
unsigned int pango_layout_get_serial(PangoLayout *layout);
const char *pango_layout_get_text(PangoLayout *layout);
void pango_layout_get_cursor_pos(PangoLayout *layout, int index_, PangoRectangle *strong_pos, PangoRectangle *weak_pos);
int pango_layout_xy_to_index(PangoLayout *layout, int x, int y, int *index_, int *trailing);
int pango_layout_get_width(PangoLayout *layout);
int pango_layout_get_line_count(PangoLayout *layout);
int pango_layout_line_x_to_index(PangoLayoutLine *line, int x_pos, int *index_, int *trailing);
PangoLayoutLine *pango_layout_get_line_readonly(PangoLayout *layout, int line);
void pango_layout_line_get_x_ranges(PangoLayoutLine *line, int start_index, int end_index, int **ranges, int *n_ranges);
int pango_layout_line_get_start_index(PangoLayoutLine *line);
int pango_layout_line_get_length(PangoLayoutLine *line);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
void pango_layout_iter_get_line_yrange(PangoLayoutIter *iter, int *y0_, int *y1_);
int pango_layout_iter_next_line(PangoLayoutIter *iter);
void pango_layout_move_cursor_visually(PangoLayout *layout, int strong, int old_index, int old_trailing, int direction,
                                       int *new_index, int *new_trailing);

/* A layout run is a glyph item (pango-glyph-item.h); its fields are read through the Tactile*
   structs below, whose layout check-declarations.sh asserts equal to Pango's. */
typedef struct _PangoGlyphItem PangoLayoutRun;
PangoLayoutRun *pango_layout_iter_get_run_readonly(PangoLayoutIter *iter);
int pango_layout_iter_next_run(PangoLayoutIter *iter);
void pango_layout_iter_get_run_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_iter_get_baseline(PangoLayoutIter *iter);

/* PangoGlyphInfo: a glyph, its advance and offsets (Pango units), and its visual attributes. */
typedef struct { unsigned int glyph; int width; int x_offset; int y_offset; unsigned int attributes; } TactileGlyphInfo;
/* PangoGlyphString's public fields. */
typedef struct { int num_glyphs; TactileGlyphInfo *glyphs; int *log_clusters; } TactileGlyphString;
/* PangoGlyphItem's first fields: the item, the glyphs, and the run's rise (Pango units). */
typedef struct { void *item; TactileGlyphString *glyphs; int y_offset; } TactileGlyphItem;
/* PANGO_GLYPH_EMPTY (drawn as nothing) and PANGO_GLYPH_UNKNOWN_FLAG (drawn as a box of the code point). */
static const unsigned int tactile_pango_glyph_empty = 0x0FFFFFFF;
static const unsigned int tactile_pango_glyph_unknown_flag = 0x10000000;

PangoFontDescription *pango_font_description_from_string(const char *str);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_free(PangoFontDescription *desc);

void g_object_unref(void *object);
void g_free(void *memory);
