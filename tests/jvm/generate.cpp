// java_generate: prints the program of a seed (java_generator.hpp), or writes the pair of a seed
// (java_pairs.hpp) as a folder `symdelta check` and `symdelta bench` read, so that a seed a test
// or a soak names can be looked at and checked by hand.
//
//   java_generate SEED [CLASS]        the program, class CLASS (default G<SEED>), on stdout
//   java_generate --pair SEED DIR     DIR/old.java and DIR/new.java, the rewrite on stdout
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "java_pairs.hpp"

namespace {

bool parse_seed(const char *text, std::uint64_t &seed) {
  char *end = nullptr;
  errno = 0;
  seed = std::strtoull(text, &end, 10);
  return errno == 0 && end != text && *end == '\0' && text[0] != '-';
}

int usage() {
  std::fputs("usage: java_generate SEED [CLASS]\n       java_generate --pair SEED DIR\n", stderr);
  return 2;
}

bool write(const std::filesystem::path &file, const std::string &text) {
  std::ofstream out(file);
  out << text;
  out.close();
  if (!out) std::fprintf(stderr, "java_generate: cannot write %s: %s\n", file.c_str(), std::strerror(errno));
  return static_cast<bool>(out);
}

} // namespace

int main(int argc, char **argv) {
  std::uint64_t seed = 0;
  if (argc == 4 && std::string(argv[1]) == "--pair") {
    if (!parse_seed(argv[2], seed)) return usage();
    const std::string old_class = "G" + std::to_string(seed);
    const std::string new_class = seed % 3 == 0 ? "H" + std::to_string(seed) : old_class; // as the test does
    const auto pair = symdelta::testing::java_pair_maker::make(seed, old_class, new_class);
    if (!pair) {
      std::fprintf(stderr, "java_generate: no rewrite applies to the program of seed %s\n", argv[2]);
      return 1;
    }
    std::error_code ec;
    std::filesystem::create_directories(argv[3], ec);
    if (ec) {
      std::fprintf(stderr, "java_generate: cannot create %s: %s\n", argv[3], ec.message().c_str());
      return 2;
    }
    if (!write(std::filesystem::path(argv[3]) / "old.java", pair->old_text) ||
        !write(std::filesystem::path(argv[3]) / "new.java", pair->new_text))
      return 2;
    std::printf("%s (meant to %s)\n", pair->rewrite.c_str(), pair->meant_to_preserve ? "preserve" : "change");
    return 0;
  }
  if (argc < 2 || argc > 3 || !parse_seed(argv[1], seed)) return usage();
  const std::string text =
      symdelta::testing::java_generator::program(seed, argc == 3 ? argv[2] : "G" + std::string(argv[1]));
  return std::fputs(text.c_str(), stdout) < 0 || std::fflush(stdout) != 0 ? 2 : 0;
}
