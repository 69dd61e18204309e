// Fuzz target: a benchmark folder's cases.tsv as `symdelta bench DIR` reads it
// (cli::load_case_table), and, after the input's first NUL byte, its labels-SEMANTICS.tsv
// (cli::apply_label_table) applied to the cases read. The folder is a temporary one holding a few
// cases (a/, b/c/, with oldV.java and newV.java; d/ with old.java and new.java), so that lines
// naming them are read past the check that the case exists.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "cli/campaign.hpp"

namespace {

namespace fs = std::filesystem;

void write(const fs::path &file, const char *text) {
  fs::create_directories(file.parent_path());
  std::ofstream(file) << text;
}

// the benchmark folder of this process, removed at exit
struct benchmark {
  fs::path dir;
  benchmark() {
    std::string templ = (fs::temp_directory_path() / "symdelta-fuzz-cases-XXXXXX").string();
    if (!mkdtemp(templ.data())) std::abort();
    dir = templ;
    const char *old_v = "class A {\n  // symdelta: expected NEQ\n  int snippet(int x) { return x; }\n}\n";
    const char *new_v = "class A {\n  int snippet(int x) { return x + 1; }\n}\n";
    write(dir / "a" / "oldV.java", old_v);
    write(dir / "a" / "newV.java", new_v);
    write(dir / "b" / "c" / "oldV.java", new_v);
    write(dir / "b" / "c" / "newV.java", new_v);
    write(dir / "d" / "old.java", old_v);
    write(dir / "d" / "new.java", new_v);
    write(dir / "Eq" / "oldV.java", new_v);
    write(dir / "Eq" / "newV.java", new_v);
  }
  ~benchmark() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
};

const fs::path &benchmark_folder() {
  static const benchmark b;
  return b.dir;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  namespace cli = symdelta::cli;
  const std::string_view text(reinterpret_cast<const char *>(data), size);
  const auto nul = text.find('\0');
  const auto semantics = size % 2 ? symdelta::semantics_mode::java : symdelta::semantics_mode::ideal;
  std::istringstream cases{std::string(text.substr(0, nul))};
  auto list = cli::load_case_table(benchmark_folder(), cases, semantics);
  if (!list.error.empty() || nul == std::string_view::npos) return 0;
  std::istringstream labels{std::string(text.substr(nul + 1))};
  (void)cli::apply_label_table(benchmark_folder(), labels, semantics, list.cases);
  (void)cli::label_overrides_text(list.cases, semantics);
  return 0;
}
