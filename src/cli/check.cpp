// `symdelta check` (cli/check.hpp): one check of two files, run in a child process.
#include "cli/check.hpp"

namespace symdelta::cli {

/// The versions' files as the check reads them: a pipe (`<(git show ...)`, a named pipe) is read
/// once, here, within the check's time limit, into a file of a temporary folder, since the check,
/// the JVM replay and the HTML page each read the files again (and a pipe nobody writes to would
/// block them for ever). Regular files stay where they are.
class input_files {
public:
  input_files(const std::string &old_file, const std::string &new_file, std::chrono::milliseconds limit)
      : path_{old_file, new_file} {
    for (int v = 0; v < 2 && error_.empty(); ++v) {
      std::error_code ec;
      if (fs::status(path_[v], ec).type() != fs::file_type::fifo) continue;
      auto text = read_source_file(path_[v], max_source_bytes, std::min(limit, pipe_wait));
      if (!text) {
        error_ = text.error().to_string();
        return;
      }
      if (dir_.empty()) {
        char tmpl[] = "/tmp/symdelta-pipes-XXXXXX";
        if (!::mkdtemp(tmpl)) {
          error_ = "cannot create a temporary folder for the pipes' texts";
          return;
        }
        dir_ = tmpl;
      }
      path_[v] = (dir_ / (v == 0 ? "old.java" : "new.java")).string();
      std::ofstream(path_[v]) << *text;
    }
  }
  ~input_files() {
    std::error_code ec;
    if (!dir_.empty()) fs::remove_all(dir_, ec);
  }
  input_files(const input_files &) = delete;
  input_files &operator=(const input_files &) = delete;

  [[nodiscard]] const std::string &old_file() const { return path_[0]; }
  [[nodiscard]] const std::string &new_file() const { return path_[1]; }
  /// Why a pipe could not be read ("" when both files are ready).
  [[nodiscard]] const std::string &error() const { return error_; }

private:
  std::string path_[2];
  fs::path dir_;
  std::string error_;
};

int check_command(const check_args &a, const std::vector<combination> &offered) {
  const auto chosen = select(a.common, offered);
  if (const auto *why = std::get_if<std::string>(&chosen)) {
    fmt::print(stderr, "{}\n", *why);
    return 2;
  }
  std::unique_ptr<report::sqlite::database> db;
  if (!a.common.db_file.empty() && !(db = open_database(a.common.db_file))) return 2;
  const check_options options = a.common.options(a.common.timeouts.front());
  const input_files files(a.old_file, a.new_file, options.run_timeout);
  if (!files.error().empty()) {
    fmt::print(stderr, "{}\n", files.error());
    return 2;
  }
  const check_task task{std::get<std::vector<combination>>(chosen).front(),
                        options,
                        files.old_file(),
                        files.new_file(),
                        a.method,
                        a.new_method,
                        a.common.memory_limit_mb,
                        a.common.confirm_jvm};
  nlohmann::json run = isolated_check(task);
  // the text and HTML reports print terms as Java (--smtlib: as recorded); JSON and the database
  // keep the solver's SMT-LIB text
  const run_record recorded =
      a.smtlib ? report::run_from_json(run) : report::with_java_terms(report::run_from_json(run));
  fmt::print("{}", report::to_text(recorded, {a.full}));
  if (!a.html_file.empty() &&
      !write_page(a.html_file,
                  report::html::check_page(recorded, java_listing(files.old_file()), java_listing(files.new_file()))))
    return 2;
  if (!a.json_file.empty() && !write_json(a.json_file, run)) return 2;
  const std::string result = run.value("result", std::string("ERROR"));
  const bool bad_input = result == "ERROR" && run["partitions"].empty();
  if (db && !bad_input) {
    // the case is named by the old version's folder (both files in it) or by both files
    const fs::path o = fs::path(a.old_file).lexically_normal(), n = fs::path(a.new_file).lexically_normal();
    const std::string name = o.parent_path() == n.parent_path() && !o.parent_path().empty()
                                 ? o.parent_path().string()
                                 : o.string() + " | " + n.string();
    std::string expected = expected_from_path(o);
    if (expected == "?") expected = expected_from_annotation(files.old_file(), task.options.semantics);
    try {
      auto c = stored(run, name, expected, task.combo, 1, a.common.settings());
      c.run_id = db->next_run_id(c.key());
      db->store(std::move(c));
    } catch (const report::sqlite::database_error &e) {
      fmt::print(stderr, "{}: database error: {}\n", a.common.db_file, e.what());
      return 2;
    }
  }
  if (bad_input) return 2;
  return result == "EQ" ? 0 : result == "NEQ" ? 1 : 3;
}

} // namespace symdelta::cli
