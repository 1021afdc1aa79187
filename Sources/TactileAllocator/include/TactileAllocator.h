/* TactileAllocator: a calloc for small blocks, for the executable that links this product.

   Linking it replaces calloc in the whole process (an executable's definitions come first in
   the dynamic linker's search): a block of up to 1 KiB comes from malloc, and so from its
   per-thread cache, and is cleared; a larger one, or a count times size that overflows, is
   left to glibc's calloc. glibc's own calloc (2.36, Debian 12's) skips that cache, and
   libwayland callocs a closure for every event it reads and every request it sends: six
   blocks a drag motion, each taken from and given back to the allocator's bins.

   Measured on the bench's drags (`bash .ci/bench drag-instructions`, callgrind, client
   instructions per steady motion, two runs each), tactile-demo with it against without it:
   touch drag 10,884-11,073 against 11,708-11,770, mouse drag 10,887-10,896 against
   11,514-11,603, touches on the background 5,608 against 5,914 (5 to 7 % fewer); cache lines
   fetched cold per motion, touch 786-798 against 913-936. In CPU time per steady motion
   (`bash .ci/bench drag`, two interleaved pairs on a shared machine) the difference lies
   within the runs' spread: touch drag 69-70 us with it against 68-70 without, touch drag back
   56-67 against 69-71, background 55-61 against 53-57.

   The Tactile library does not link it, so an app's calloc stays glibc's unless the app
   links TactileAllocator itself (the demo and the bench do). Weak: an executable that
   replaces the allocator itself keeps its own calloc. */
#pragma once
#include <stddef.h>

/* The calloc this target gives the process, by its own name (for tests, whose executable may
   keep another calloc): a block of up to 1 KiB taken from malloc and cleared, a larger one or
   an overflowing count times size left to glibc's calloc (NULL and ENOMEM on overflow). */
void *tactile_small_calloc(size_t count, size_t size);
