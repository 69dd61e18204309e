#pragma once
// The program's heap on transparent huge pages, set up before its first thread starts.
//
// Why: most of the time a Z3 context takes to make is page faults (it zeroes two large hash
// tables page by page), and a fast check makes one; on huge pages there are far fewer faults.
// glibc does this itself with the tunable glibc.malloc.hugetlb=1, but reads tunables only when a
// program starts; a program cannot set its own. The measurements: docs/measurements.md, "Huge
// pages".
//
// How: every thread allocates from the main arena (M_ARENA_MAX 1; the other arenas' heaps are
// mappings of their own), allocations up to 32 MiB come from it rather than from mappings of
// their own (M_MMAP_THRESHOLD), the heap grows once by 80 MiB, and that range is advised as
// huge-page memory (madvise MADV_HUGEPAGE), which a system with transparent huge pages in
// "madvise" mode (as on the machine measured) needs and one in "always" mode ignores. Forked
// children (each check runs in one, cli/isolate.hpp) inherit the advice. It is address space,
// not memory: a page is backed only when touched.
//
// Where the kernel has no free huge page at hand, a fault may wait for it to compact memory (a
// few checks in a hundred take longer). Nothing here changes what is computed;
// where any step fails (no brk heap, no transparent huge pages), the program runs as before.
#include <cstddef>
#include <cstdint>
#include <cstdlib>

#if defined(__GLIBC__)
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace symdelta::cli {

/// Sets up the heap as above; call it first in main, before any thread starts (an arena a
/// thread already has stays its own).
inline void heap_on_huge_pages() {
#if defined(__GLIBC__) && defined(MADV_HUGEPAGE)
  constexpr std::size_t reserve = std::size_t{64} << 20;
  mallopt(M_ARENA_MAX, 1);
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 128 << 20);          // what is freed stays for the next allocation
  mallopt(M_TOP_PAD, static_cast<int>(reserve)); // the heap grows by this much beyond a request
  void *const before = sbrk(0);
  {
    // more than the top of the heap can hold, so that the heap grows; volatile: a block freed
    // unused may be elided
    void *volatile grow = std::malloc(std::size_t{16} << 20);
    std::free(grow);
  }
  mallopt(M_TOP_PAD, 128 << 10); // glibc's default again
  void *const after = sbrk(0);
  if (before == reinterpret_cast<void *>(-1) || after == reinterpret_cast<void *>(-1)) return;
  const auto page = static_cast<std::uintptr_t>(sysconf(_SC_PAGESIZE));
  const auto start = (reinterpret_cast<std::uintptr_t>(before) + page - 1) & ~(page - 1);
  const auto end = reinterpret_cast<std::uintptr_t>(after);
  if (end > start) (void)madvise(reinterpret_cast<void *>(start), end - start, MADV_HUGEPAGE);
#endif
}

} // namespace symdelta::cli
