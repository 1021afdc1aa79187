import TactileAllocator
import Glibc
import Testing

/// The calloc TactileAllocator gives the executable that links it (in place of glibc's, whose
/// calloc skips malloc's per-thread cache): called here by its own name, since the test bundle
/// keeps CAllocationCount's calloc.
struct SmallCallocTests {
    /// A small block comes back cleared even when malloc hands out one just freed full of bytes.
    @Test func aSmallBlockIsClearedThoughMallocReusesADirtyOne() throws {
        for size in [1, 24, 200, 232, 1024] {
            let dirty = try #require(malloc(size))
            memset(dirty, 0xAB, size)
            free(dirty)
            let block = try #require(tactile_small_calloc(1, size))
            defer { free(block) }
            let bytes = UnsafeRawBufferPointer(start: block, count: size)
            #expect(bytes.allSatisfy { $0 == 0 }, "a \(size)-byte block")
        }
    }

    /// A small block is the one malloc's per-thread cache just took back, which glibc's calloc
    /// (2.36) would not hand out: the reason TactileAllocator has a calloc of its own.
    @Test func aSmallBlockIsTheOneMallocsCacheJustTookBack() throws {
        for size in [24, 200, 232, 1024] {
            let freed = try #require(malloc(size))
            free(freed)
            let block = try #require(tactile_small_calloc(1, size))
            defer { free(block) }
            #expect(block == freed, "a \(size)-byte block")
        }
    }

    /// Count times size is the block's size, cleared whole; a block over 1 KiB (glibc's calloc)
    /// is cleared too.
    @Test func countTimesSizeIsClearedWhole() throws {
        for (count, size) in [(3, 100), (256, 4), (2, 4096), (1, 1025)] {
            let block = try #require(tactile_small_calloc(count, size))
            defer { free(block) }
            #expect(UnsafeRawBufferPointer(start: block, count: count * size).allSatisfy { $0 == 0 }, "\(count) × \(size)")
        }
    }

    /// A count times size that overflows gets no block and ENOMEM, as glibc's calloc answers.
    @Test func anOverflowingRequestFailsWithENOMEM() {
        errno = 0
        #expect(tactile_small_calloc(Int.max / 2 + 1, 4) == nil)
        #expect(errno == ENOMEM)
    }
}
