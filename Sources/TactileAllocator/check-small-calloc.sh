#!/usr/bin/env bash
# Fails when an optimizing build of small_calloc.c no longer clears small blocks itself: clang
# folds a malloc followed by a clear of the whole block into a call to calloc, which in the
# executable is small_calloc's own calloc, so every small calloc would go on to glibc's again
# (see the comment in small_calloc.c). The tests run the shim in a debug build, where nothing
# is folded; this compiles it as a release build does (SwiftPM's -O2, and -O3 and -Os besides)
# and reads which functions tactile_small_calloc calls.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
clang=$(dirname "$(readlink -f "$(command -v swift)")")/clang
object=$(mktemp --suffix=.o)
trap 'rm -f "$object"' EXIT
for level in -O2 -O3 -Os; do
  "$clang" "$level" -fPIC -I"$here/include" -c "$here/small_calloc.c" -o "$object"
  calls=$(objdump -dr --no-show-raw-insn --disassemble=tactile_small_calloc "$object" \
    | sed -n 's/.*R_X86_64_PLT32[[:space:]]*\([A-Za-z_][A-Za-z0-9_]*\).*/\1/p' | sort -u | tr '\n' ' ')
  if [[ " $calls" != *" malloc "* || " $calls" == *" calloc "* ]]; then
    echo "small_calloc.c at $level: tactile_small_calloc calls $calls- a small block must come from malloc and be cleared, not from calloc" >&2
    exit 1
  fi
done
echo "small_calloc.c takes small blocks from malloc at -O2, -O3 and -Os"
