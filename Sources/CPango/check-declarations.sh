#!/usr/bin/env bash
# Fails when shim.h disagrees with the installed Pango headers: compiles the real headers
# and the shim's declarations in one translation unit (a conflicting prototype or enum
# value is an error).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cc=${CC:-$(command -v clang || command -v cc)}
printf '%s\n' \
  '#include <pango/pangocairo.h>' \
  '#include "shim.h"' \
  '_Static_assert(PANGO_ALIGN_CENTER == 1 && PANGO_ALIGN_RIGHT == 2, "PangoAlignment");' \
  '_Static_assert(PANGO_WRAP_WORD_CHAR == 2, "PangoWrapMode");' \
  '_Static_assert(PANGO_ELLIPSIZE_END == 3, "PangoEllipsizeMode");' \
  '_Static_assert(PANGO_DIRECTION_RTL == 1 && PANGO_DIRECTION_WEAK_LTR == 4 && PANGO_DIRECTION_WEAK_RTL == 5, "PangoDirection");' \
  '_Static_assert(PANGO_SCALE == 1024, "PANGO_SCALE");' \
  '_Static_assert(sizeof(PangoRectangle) == 4 * sizeof(int) && __builtin_offsetof(PangoRectangle, y) == sizeof(int), "PangoRectangle");' \
  '_Static_assert(__builtin_offsetof(PangoRectangle, width) == 2 * sizeof(int) && __builtin_offsetof(PangoRectangle, height) == 3 * sizeof(int), "PangoRectangle");' \
  '_Static_assert(sizeof(TactileGlyphInfo) == sizeof(PangoGlyphInfo) && __builtin_offsetof(PangoGlyphInfo, geometry.width) == __builtin_offsetof(TactileGlyphInfo, width), "PangoGlyphInfo");' \
  '_Static_assert(__builtin_offsetof(PangoGlyphInfo, geometry.x_offset) == __builtin_offsetof(TactileGlyphInfo, x_offset) && __builtin_offsetof(PangoGlyphInfo, geometry.y_offset) == __builtin_offsetof(TactileGlyphInfo, y_offset), "PangoGlyphInfo");' \
  '_Static_assert(__builtin_offsetof(PangoGlyphString, glyphs) == __builtin_offsetof(TactileGlyphString, glyphs), "PangoGlyphString");' \
  '_Static_assert(__builtin_offsetof(PangoGlyphItem, glyphs) == __builtin_offsetof(TactileGlyphItem, glyphs) && __builtin_offsetof(PangoGlyphItem, y_offset) == __builtin_offsetof(TactileGlyphItem, y_offset), "PangoGlyphItem");' \
  '_Static_assert(PANGO_GLYPH_EMPTY == 0x0FFFFFFF && PANGO_GLYPH_UNKNOWN_FLAG == 0x10000000, "PangoGlyph");' \
  | "$cc" -fsyntax-only -Werror $(pkg-config --cflags pangocairo) -I"$here" -x c -
echo "CPango declarations match the installed Pango headers"
