// Fuzz target: any bytes as a .java file -> parse and lower (java::frontend::parse), then the
// static initialisation of the main class by the concrete interpreter (no symbolic solving).
#include <cstddef>
#include <cstdint>
#include <string>

#include "support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  symdelta::fuzz::parse_and_initialise(std::string(reinterpret_cast<const char *>(data), size));
  return 0;
}
