// The program's heap on transparent huge pages (cli/huge_pages.hpp): after the set-up, a block of
// the size of a Z3 context's hash tables comes from the heap, in a range advised as huge-page
// memory. Each Catch test runs in a process of its own (catch_discover_tests), so the set-up is
// the first thing this one does to its heap.
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>
#include <unistd.h>

#include "cli/huge_pages.hpp"

namespace {
/// The VmFlags line of the mapping of /proc/self/smaps that holds `address`, or "" if none.
std::string vm_flags_at(std::uintptr_t address) {
  std::ifstream smaps("/proc/self/smaps");
  std::string line;
  bool inside = false;
  while (std::getline(smaps, line)) {
    std::uintptr_t from = 0, to = 0;
    char dash = 0;
    std::istringstream header(line);
    if (header >> std::hex >> from >> dash >> to && dash == '-') {
      inside = from <= address && address < to;
    } else if (inside && line.rfind("VmFlags:", 0) == 0) {
      return line;
    }
  }
  return "";
}
} // namespace

TEST_CASE("the heap is advised as huge-page memory, and a context-sized block comes from it", "[huge_pages]") {
  if (!std::filesystem::exists("/sys/kernel/mm/transparent_hugepage/enabled")) {
    WARN("this kernel has no transparent huge pages: skipped");
    return;
  }
  symdelta::cli::heap_on_huge_pages();
  void *block = std::malloc(std::size_t{8523776}); // one of a Z3 4.8 context's tables (strace)
  REQUIRE(block != nullptr);
  const auto at = reinterpret_cast<std::uintptr_t>(block);
  const auto heap_end = reinterpret_cast<std::uintptr_t>(sbrk(0));
  CHECK(at < heap_end); // from the heap, not from a mapping of its own
  const std::string flags = vm_flags_at(at + std::size_t{8523776} / 2);
  INFO(flags);
  CHECK(flags.find(" hg") != std::string::npos); // MADV_HUGEPAGE
  std::free(block);
}
