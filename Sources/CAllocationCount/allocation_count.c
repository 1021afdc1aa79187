/* See CAllocationCount.h. glibc 2.34 removed __malloc_hook; what it still exports under the
   __libc_ names is its allocator itself, which these definitions forward to. */
#define _GNU_SOURCE /* dladdr1 */
#include <dlfcn.h>
#include <errno.h>
#include <link.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/resource.h>

#include "CAllocationCount.h"

void *__libc_malloc(size_t size);
void *__libc_calloc(size_t count, size_t size);
void *__libc_realloc(void *pointer, size_t size);
void *__libc_memalign(size_t alignment, size_t size);
void __libc_free(void *pointer);

/* Per thread, so that a test counts its own work and not what other threads do meanwhile;
   initial-exec, so that reaching it never allocates (the executable's TLS is static). */
static __thread uint64_t allocations __attribute__((tls_model("initial-exec")));

uint64_t tactile_allocation_count(void) { return allocations; }

/* Swift heap objects: every one comes from swift_slowAlloc calling malloc (or posix_memalign
   for a large alignment). The Swift runtime calls its own functions directly, so neither
   swift_allocObject nor swift_slowAlloc can be replaced like malloc; an allocation is
   recognised instead by its return address lying in swift_slowAlloc, whose place and size
   are looked up once, before main. */
static uintptr_t swift_slow_alloc_start, swift_slow_alloc_end;
static __thread uint64_t swift_objects __attribute__((tls_model("initial-exec")));

uint64_t tactile_swift_object_count(void) { return swift_objects; }

static void count_if_swift(void *return_address) {
    uintptr_t address = (uintptr_t)return_address;
    if (address >= swift_slow_alloc_start && address < swift_slow_alloc_end) swift_objects++;
}

__attribute__((constructor)) static void find_swift_slow_alloc(void) {
    void *function = dlsym(RTLD_DEFAULT, "swift_slowAlloc");
    Dl_info info;
    const ElfW(Sym) *symbol = NULL;
    if (function == NULL || !dladdr1(function, &info, (void **)&symbol, RTLD_DL_SYMENT) || symbol == NULL) return;
    swift_slow_alloc_start = (uintptr_t)function;
    swift_slow_alloc_end = swift_slow_alloc_start + symbol->st_size;
}

void *malloc(size_t size) {
    allocations++;
    count_if_swift(__builtin_return_address(0));
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
    allocations++;
    count_if_swift(__builtin_return_address(0));
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

uint64_t tactile_thread_minor_faults(void) {
    struct rusage usage;
    if (getrusage(RUSAGE_THREAD, &usage) != 0) return 0;
    return (uint64_t)usage.ru_minflt;
}
