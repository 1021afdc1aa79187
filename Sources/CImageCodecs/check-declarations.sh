#!/usr/bin/env bash
# Fails when rsvg_declarations.h disagrees with the installed librsvg, GIO and GLib headers:
# compiles the real headers and our declarations in one translation unit (a conflicting
# prototype or enum value is an error).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cc=${CC:-$(command -v clang || command -v cc)}
printf '%s\n' \
  '#include <librsvg/rsvg.h>' \
  '#include <gio/gio.h>' \
  '#include "rsvg_declarations.h"' \
  '_Static_assert(RSVG_UNIT_PX == 1 && RSVG_UNIT_PC == 8, "RsvgUnit");' \
  '_Static_assert(RSVG_HANDLE_FLAGS_NONE == 0, "RsvgHandleFlags");' \
  '_Static_assert(sizeof(RsvgRectangle) == 4 * sizeof(double) && __builtin_offsetof(RsvgRectangle, height) == 3 * sizeof(double), "RsvgRectangle");' \
  '_Static_assert(sizeof(RsvgLength) == 2 * sizeof(double) && __builtin_offsetof(RsvgLength, unit) == sizeof(double), "RsvgLength");' \
  '_Static_assert(__builtin_offsetof(GError, message) == 2 * sizeof(int), "GError");' \
  | "$cc" -fsyntax-only -Werror $(pkg-config --cflags librsvg-2.0 gio-2.0) -I"$here" -x c -
echo "CImageCodecs declarations match the installed librsvg headers"
