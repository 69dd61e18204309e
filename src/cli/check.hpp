#pragma once
// `check`: one policy on one solver, picked by name at run time among the combinations compiled
// in, checked in a child process; and what `bench` shares with it (running a check isolated and
// classifying what a stopped or killed one left). Their options are in cli/options.hpp.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/background.hpp"
#include "cli/commands.hpp"
#include "cli/html_pages.hpp"
#include "cli/isolate.hpp"
#include "cli/jvm_replay.hpp"
#include "cli/stored_options.hpp"
#include "cli/streamed_partitions.hpp"
#include "cli/validators.hpp"
#include "symdelta/cli/combinations.hpp"
#include "symdelta/core/version.hpp"
#include "symdelta/frontend/entry_method.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/model/records.hpp"
#include "symdelta/report/java_terms.hpp"
#include "symdelta/report/json.hpp"
#include "symdelta/report/sqlite.hpp"
#include "symdelta/report/text.hpp"

namespace symdelta::cli {

namespace fs = std::filesystem;

/// The combinations the options name, in the order given (policies outer, solvers inner), or
/// why there are none: a policy this program offers only with its Maybe classes the other way.
inline std::variant<std::vector<combination>, std::string> select(const common_args &a,
                                                                  const std::vector<combination> &offered) {
  std::vector<combination> out;
  for (const auto &p : a.policies)
    for (const auto &s : a.solvers) {
      const combination *u = usual(offered, p);
      const bool maybe = a.maybe_on || (!a.maybe_off && u && u->maybe);
      const auto c = std::find_if(offered.begin(), offered.end(),
                                  [&](const auto &c) { return c.policy == p && c.solver == s && c.maybe == maybe; });
      if (c == offered.end())
        return fmt::format("{}: usage error: this program has policy {} {} its best-effort Maybe classes only",
                           maybe ? "--maybe" : "--no-maybe", p, maybe ? "without" : "with");
      if (std::none_of(out.begin(), out.end(), [&](const auto &o) { return o.label() == c->label(); }))
        out.push_back(*c);
    }
  for (const auto &c : out) // a backend in a shared object is loaded now, before any check runs
    if (c.load)
      if (const std::string why = c.load(); !why.empty()) return fmt::format("--solver {}: {}", c.solver, why);
  return out;
}

/// Lets the chosen backends set up what every check would otherwise set up again (see
/// solver::z3::prepare): for a process about to fork one child per check.
inline void prepare_solver(const std::vector<combination> &cs) {
  std::set<void (*)()> done;
  for (const auto &c : cs)
    if (c.prepare && done.insert(c.prepare).second) c.prepare();
}

/// Writes JSON text to `file`; false (with a message) when it cannot. The file is closed before
/// it is judged: a write that fails only when the buffer is flushed (a full disk) counts too.
inline bool write_json_text(const std::string &file, const std::string &text) {
  const auto error = write_file(file, text + "\n", "the JSON file");
  if (!error.empty()) fmt::print(stderr, "{}\n", error);
  return error.empty();
}

inline bool write_json(const std::string &file, const nlohmann::json &j) {
  return write_json_text(file, report::json_text(j, 2));
}

/// One check to run in a child process: the files, and the combination and options to run it with.
struct check_task {
  combination combo;
  check_options options;
  fs::path old_file, new_file;
  std::string method;
  std::string new_method;    // the new version's compared method, where not the old one's counterpart
  std::size_t memory_mb = 0; // address space limit of the child, 0 for none
  bool confirm_jvm = false;  // replay the witnesses on the JVM (jvm_replay.hpp)

  [[nodiscard]] isolation_limits limits() const { return {hard_limit(), memory_mb}; }

  /// The method compared: `method`, or the one the check chose when none was named (as the
  /// frontend chooses it), for the record of a check whose child could not tell.
  [[nodiscard]] std::string compared_method() const {
    if (!method.empty()) return method;
    const auto prog = java::frontend::parse_file(old_file);
    if (!prog) return method;
    const auto fn = java::frontend::entry_method(*prog, method);
    return fn ? entry_label(*prog, *fn) : method;
  }

  /// Past its time limit plus a grace period, the child is killed (see isolate.hpp): a last
  /// resort, for a child that cannot even answer at its limit (work() does).
  [[nodiscard]] std::chrono::milliseconds hard_limit() const {
    // replaying on the JVM compiles both versions after the check (2-6 s here): 20 s more for it
    return options.run_timeout + std::max(std::chrono::milliseconds(3000), options.run_timeout / 2) +
           std::chrono::milliseconds(confirm_jvm ? 20'000 : 0);
  }

  /// What the child does: run the check and stream its partitions; its JSON record is the result
  /// (the parent renders what is asked for from it). The check runs on a thread of its own, so that the child
  /// answers at the time limit even when a solver query does not stop at its interrupt (Z3 4.8
  /// in non-linear arithmetic, say; the check keeps 5% of its limit for such lateness, see
  /// differ::wrap_up_share): it answers `{"stopped": true}`, and the
  /// parent classifies the check from the partitions it streamed, as it would a killed one. The
  /// stuck thread ends with the child process.
  [[nodiscard]] child_work work() const {
    return [task = *this, parent = getpid()](const emitter &emit) {
      // in the child (not when it could not be forked): the solver's set-up overlaps parsing and
      // the pre-pass and is not waited for when the pre-pass settles the check (a process that
      // forks one child per check made it before), and nothing is torn down before the exit
      if (task.combo.prepare_for_one_check && getpid() != parent) task.combo.prepare_for_one_check();
      const auto limit =
          deadline_after<std::chrono::steady_clock>(std::chrono::steady_clock::now(), task.options.run_timeout);
      // what the check's thread uses lives as long as that thread, which may outlive this call
      struct shared_state {
        check_options opts;
        background_worker streamer; // partitions go out in order, off the check's thread
      };
      auto state = std::make_shared<shared_state>();
      state->opts = task.options;
      background_worker &streamer = state->streamer;
      state->opts.on_partition = [&streamer, &emit](const partition_record &p) {
        streamer.post([p, &emit] { emit(report::to_json(p)); });
      };
      state->opts.on_witness = [&streamer, &emit](const program_witness &w) {
        streamer.post([j = nlohmann::json{{"program_witness", report::to_json(w)}}, &emit] { emit(j); });
      };
      std::optional<run_record> finished = run_until<run_record>(
          [state, task] {
            return task.combo.check(task.old_file, task.new_file, task.method, task.new_method, state->opts);
          },
          limit);
      streamer.finish();
      if (!finished) return nlohmann::json{{"stopped", true}}; // the stuck thread ends with the process
      run_record &run = *finished;
      // in Java semantics a witness shows the JVM's exact values: no tolerance
      if (task.confirm_jvm)
        jvm::confirm_on_jvm(run, task.options.semantics == semantics_mode::java ? 0.0 : task.options.tolerance);
      return report::to_json(run);
    };
  }

  /// The check's JSON record from what its child left. A check stopped at its limit, killed or
  /// failed keeps the partitions it streamed.
  [[nodiscard]] nlohmann::json record(isolated_result r) const {
    // a killed child, or one that produced nothing, left no payload (null, which value() refuses)
    const bool stopped = r.payload.is_object() && r.payload.value("stopped", false);
    if (!r.killed && !stopped && r.failure.empty() && !r.payload.contains("child_error")) {
      const std::string error = r.payload.value("error", std::string());
      if (memory_mb && error.ends_with("out of memory"))
        r.payload["error"] = fmt::format("{}: the check exceeded its memory limit of {} MiB", error, memory_mb);
      return std::move(r.payload);
    }
    const double seconds = std::chrono::duration<double>(hard_limit()).count();
    std::string why =
        stopped    ? fmt::format("stopped at its time limit of {:g} s: a solver query did not stop at its interrupt, "
                                    "and the result comes from the partitions finished before",
                                 std::chrono::duration<double>(options.run_timeout).count())
        : r.killed ? fmt::format("killed after {:.1f} s: a solver query did not stop at its time limit", seconds)
                   : r.failure;
    const bool timed_out = r.killed || stopped;
    if (r.payload.contains("child_error")) why = r.payload["child_error"].get<std::string>();
    // the partitions of each iteration streamed before the kill (background.md section 6: the cut
    // iteration stands if Eq, Neq or Error, else the one before it)
    streamed_partitions streamed;
    for (const auto &p : r.progress)
      streamed.add(p);
    auto &classes = streamed.classes;
    auto &parts = streamed.parts;
    const auto &witness = streamed.witness;
    std::size_t reported = classes.empty() ? 1 : classes.rbegin()->first;
    // by the rule of the policy that ran, as the check itself would have
    verdict v = timed_out ? combo.classify(classes[reported], run_facts{false, true}) : verdict::error;
    if (timed_out && report_previous_iteration(reported, v, true)) {
      --reported;
      v = combo.classify(classes[reported], run_facts{false, false});
    }
    if (timed_out && !witness.is_null()) v = verdict::neq;
    // the record a finished check would have written, with what the stopped one left
    run_record run;
    run.old_file = old_file.string();
    run.new_file = new_file.string();
    run.method = compared_method();
    run.new_method = new_method;
    run.policy = combo.policy;
    run.solver = combo.solver;
    run.semantics = std::string(to_string(options.semantics));
    run.options = options;
    run.depth = options.depth;
    run.result = v;
    run.timed_out = timed_out;
    run.error = why;
    run.seconds = r.seconds;
    run.witness = report::program_witness_from_json(witness);
    run.reported_iteration = reported;
    if (parts.count(reported))
      for (const auto &p : parts[reported])
        run.partitions.push_back(report::partition_from_json(p));
    // what the stopped check found is replayed on the JVM as a finished one's would be
    if (confirm_jvm && timed_out && (run.witness.found() || !run.partitions.empty()))
      jvm::confirm_on_jvm(run, options.semantics == semantics_mode::java ? 0.0 : options.tolerance);
    return report::to_json(run);
  }
};

/// Runs a check in a child process and waits for its JSON record.
inline nlohmann::json isolated_check(const check_task &task) {
  return task.record(run_isolated(task.work(), task.limits()));
}

inline std::string expected_from_path(const fs::path &p) {
  for (const auto &part : p) {
    const std::string s = part.string();
    if (s == "Eq") return "EQ";
    if (s == "NEq" || s == "Neq") return "NEQ";
  }
  return "?";
}

/// "// expected: EQ" on the first line of a file (the annotation of tests/pairs); in Java
/// semantics a "// jvm: NEQ" line among the comment lines that follow it overrides it (the
/// JVM's answer, where it is not ideal semantics'). Only the first 4 KiB are read.
inline std::string expected_from_annotation(const fs::path &file, semantics_mode semantics = semantics_mode::ideal) {
  std::ifstream in(file);
  std::string head(4096, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(in.gcount()));
  const auto value_after = [](const std::string &line, std::string_view key) -> std::optional<std::string> {
    const auto at = line.find(key);
    if (at == std::string::npos) return std::nullopt;
    std::string v = line.substr(at + key.size());
    v.erase(0, v.find_first_not_of(' '));
    v.erase(v.find_last_not_of(" \r") + 1);
    return v;
  };
  std::istringstream lines(head);
  std::string line;
  std::getline(lines, line);
  const auto expected = value_after(line, "expected:");
  if (!expected) return "?";
  if (semantics == semantics_mode::java)
    while (std::getline(lines, line) && line.starts_with("//"))
      if (line.starts_with("// jvm:")) return value_after(line, "jvm:").value_or(*expected);
  return *expected;
}

/// The value of a `// KEY: value` line among the comment lines at the top of a file (the
/// annotations of tests/pairs: `// method: Light.Light`), or "". Only the first 4 KiB are read.
inline std::string annotation(const fs::path &file, std::string_view key) {
  std::ifstream in(file);
  std::string head(4096, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(in.gcount()));
  std::istringstream lines(head);
  const std::string prefix = fmt::format("// {}:", key);
  for (std::string line; std::getline(lines, line) && line.starts_with("//");)
    if (line.starts_with(prefix)) {
      std::string v = line.substr(prefix.size());
      v.erase(0, v.find_first_not_of(' '));
      v.erase(v.find_last_not_of(" \r") + 1);
      return v;
    }
  return {};
}

inline std::string host_name() {
  char buf[256] = {};
  return gethostname(buf, sizeof buf - 1) == 0 ? buf : "";
}

/// A check's JSON record as a database row.
inline report::sqlite::stored_check stored(const nlohmann::json &record, const std::string &benchmark,
                                           const std::string &expected, const combination &combo, int run_id,
                                           std::map<std::string, std::string> settings) {
  report::sqlite::stored_check c;
  c.settings = std::move(settings);
  c.benchmark = benchmark;
  c.expected = expected;
  c.tool_name = combo.label();
  c.maybe = combo.maybe;
  c.run_id = run_id;
  c.version = symdelta::version;
  c.host = host_name();
  c.has_step_times = record.contains("steps"); // not when rebuilt from what a killed check streamed
  c.run = report::run_from_json(record);
  return c;
}

/// Opens (creating if new) the database of --db, or says why it cannot.
inline std::unique_ptr<report::sqlite::database> open_database(const std::string &file) {
  try {
    return std::make_unique<report::sqlite::database>(file);
  } catch (const report::sqlite::database_error &e) {
    fmt::print(stderr, "{}\n", e.what());
    return nullptr;
  }
}

} // namespace symdelta::cli
