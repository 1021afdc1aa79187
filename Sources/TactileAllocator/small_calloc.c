/* calloc for small blocks by way of malloc and a clear (see TactileAllocator.h for why and
   what it gains), defined in the executable that links the TactileAllocator product so that it
   serves every library in the process (symbols an executable defines come first).

   glibc's calloc (2.36, Debian 12's) leaves out malloc's per-thread cache (tcache): each of
   its calls runs _int_malloc, and since the cache fills up with the blocks freed meanwhile
   and is never emptied by calloc, each free of such a block goes on to the bins,
   consolidating it with its neighbours. Through malloc, the block comes from the cache the
   previous one went back to.

   Larger blocks are left to glibc's calloc, which knows when fresh pages need no clearing
   (an image's pixels, say). Weak: an executable that replaces the allocator itself (the test
   bundle, with CAllocationCount) keeps its own calloc, and tests `tactile_small_calloc`. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "TactileAllocator.h"

void *__libc_calloc(size_t count, size_t size);

/* The largest request malloc's per-thread cache serves on 64-bit glibc (1,032-byte chunks). */
#define TACTILE_CACHED_BLOCK 1024

__attribute__((section(".text.hot.tactile"))) void *tactile_small_calloc(size_t count, size_t size) {
    size_t total;
    if (__builtin_mul_overflow(count, size, &total) || total > TACTILE_CACHED_BLOCK) return __libc_calloc(count, size);
    void *block = malloc(total);
    /* Not memset: an optimizing compiler folds malloc and a clear of the whole block back into
       a call to calloc (this one, which then went on to glibc's), except in a function named
       calloc. explicit_bzero is never folded. The tests run a debug build, where nothing is
       folded: check-small-calloc.sh, run by .ci/test, reads what an optimizing build calls. */
    if (block != NULL) explicit_bzero(block, total);
    return block;
}

__attribute__((weak, section(".text.hot.tactile"))) void *calloc(size_t count, size_t size) {
    return tactile_small_calloc(count, size);
}
