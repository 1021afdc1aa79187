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

/* Allocations asked for by C code: every one whose caller lies outside the Swift runtime
   library (which holds swift_slowAlloc and the allocators of an unoptimized build's coroutine
   frames). Its code's place is looked up once, before main, with swift_slowAlloc's. */
static uintptr_t swift_runtime_start, swift_runtime_end;
static __thread uint64_t c_allocations __attribute__((tls_model("initial-exec")));

uint64_t tactile_c_allocation_count(void) { return c_allocations; }

static void count_if_swift(void *return_address) {
    uintptr_t address = (uintptr_t)return_address;
    if (address >= swift_slow_alloc_start && address < swift_slow_alloc_end) swift_objects++;
    if (address < swift_runtime_start || address >= swift_runtime_end) c_allocations++;
}

/* Finds the executable segments' span of the object loaded at `info->dlpi_addr` when it is
   the one holding swift_slowAlloc (`data` is its load address). */
static int find_swift_runtime(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    if (info->dlpi_addr != (ElfW(Addr))data) return 0;
    for (int index = 0; index < info->dlpi_phnum; index++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[index];
        if (header->p_type != PT_LOAD || !(header->p_flags & PF_X)) continue;
        uintptr_t start = info->dlpi_addr + header->p_vaddr, end = start + header->p_memsz;
        if (swift_runtime_start == 0 || start < swift_runtime_start) swift_runtime_start = start;
        if (end > swift_runtime_end) swift_runtime_end = end;
    }
    return 1;
}

__attribute__((constructor)) static void find_swift_slow_alloc(void) {
    void *function = dlsym(RTLD_DEFAULT, "swift_slowAlloc");
    Dl_info info;
    const ElfW(Sym) *symbol = NULL;
    if (function == NULL || !dladdr1(function, &info, (void **)&symbol, RTLD_DL_SYMENT) || symbol == NULL) return;
    swift_slow_alloc_start = (uintptr_t)function;
    swift_slow_alloc_end = swift_slow_alloc_start + symbol->st_size;
    dl_iterate_phdr(find_swift_runtime, info.dli_fbase);
}

void *malloc(size_t size) {
    allocations++;
    count_if_swift(__builtin_return_address(0));
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    count_if_swift(__builtin_return_address(0));
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    count_if_swift(__builtin_return_address(0));
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    allocations++;
    count_if_swift(__builtin_return_address(0));
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    count_if_swift(__builtin_return_address(0));
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
