/* Counts heap allocations, for tests and benchmarks that assert or report how many a piece of
   work makes. Link this target only into test and benchmark executables, never a shipped one:
   - It replaces malloc and its relatives in the whole process: an executable's definitions come
     first in the dynamic linker's search, so the Swift runtime, Cairo and every other library
     call these, without LD_PRELOAD. Each counts one allocation for the calling thread and
     forwards to glibc's own allocator.
   - Of those, it counts apart the Swift heap objects (class instances, closure contexts, boxes,
     the buffers of arrays, strings and dictionaries): those the Swift runtime's swift_slowAlloc
     asks for; and the C allocations: those asked for from outside the Swift runtime. */
#pragma once
#include <stdint.h>

/* How many allocations (malloc, calloc, realloc, memalign and their relatives) the calling
   thread has made since it started. Take the difference over the work to count. */
uint64_t tactile_allocation_count(void);

/* How many Swift heap objects the calling thread has allocated since it started (each is also
   one of `tactile_allocation_count`). Unlike that count, it does not include the frames that an
   unoptimized build's calls into the standard library's generic code allocate (accessor
   coroutines), which an optimized build never makes: it means the same in debug and release. */
uint64_t tactile_swift_object_count(void);

/* How many allocations C code asked for on the calling thread since it started: those of
   `tactile_allocation_count` whose caller is not the Swift runtime library, so those of Cairo,
   pixman, Pango, GLib, HarfBuzz, FreeType, fontconfig, libc and C code of ours. Neither Swift
   heap objects nor an unoptimized build's accessor frames are among them: it means the same in
   debug and release, and with `tactile_swift_object_count` it makes what an optimized build
   allocates in all. */
uint64_t tactile_c_allocation_count(void);

/* How many minor page faults the calling thread has taken since it started (getrusage's
   RUSAGE_THREAD): pages touched for the first time, or again after being given back. A path
   that runs over and over, such as a drag's motion, should take none once warmed up: each costs
   a trip into the kernel that no count of instructions shows (and a new window buffer a
   thousand of them). */
uint64_t tactile_thread_minor_faults(void);
