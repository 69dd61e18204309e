// Fuzz target: the bytes of a results database, as `symdelta report DB` and `merge OUT IN...` open
// it (report::sqlite::database, read-only), then every query they make: the program rows and the
// report's tables (report::study), the settings and options merge compares, the variants, and
// every stored check loaded back. The bytes are written to a temporary file of this process.
// A database_error (not a database, another schema, a corrupt file) is the refusal report and merge
// print; anything else is a finding.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include <fmt/format.h>

#include "symdelta/report/sqlite.hpp"
#include "symdelta/report/study.hpp"

namespace {

// the database file of this process, removed at exit
struct temporary_file {
  std::string path = (std::filesystem::temp_directory_path() / fmt::format("symdelta-fuzz-{}.db", ::getpid())).string();
  ~temporary_file() {
    std::error_code ec;
    std::filesystem::remove(path, ec);
  }
};

const std::string &database_file() {
  static const temporary_file file;
  return file.path;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
  namespace sqlite = symdelta::report::sqlite;
  namespace study = symdelta::report::study;
  {
    std::ofstream out(database_file(), std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char *>(data), static_cast<std::streamsize>(size));
  }
  try {
    sqlite::database db(database_file(), true);
    const auto rows = db.program_rows();
    (void)study::render(study::check_table(rows), study::table_format::text);
    const auto cases = study::combine_runs(rows);
    std::vector<study::table> tables = {study::verdict_table(cases), study::accuracy_table(cases),
                                        study::partition_table(db.partition_counts()),
                                        study::step_table(db.step_means()), study::correct_set_table(cases, {})};
    tables[0].notes.push_back(study::repetitions_note(rows, cases));
    tables[2].notes.push_back(study::exploration_note(db.settings(), rows.size()));
    if (const auto variants = db.variants(); !variants.empty()) {
      const auto checked = study::variant_rows(variants, cases);
      tables.push_back(study::nvr_table(checked, false));
      tables.push_back(study::nvr_table(checked, true));
    }
    for (const auto &t : tables)
      for (const auto f : {study::table_format::text, study::table_format::markdown, study::table_format::csv})
        (void)study::render(t, f);
    (void)db.options();
    (void)db.keys();
    for (const auto &c : db.load_all())
      (void)db.contains(c.key());
  } catch (const sqlite::database_error &) {
  }
  return 0;
}
