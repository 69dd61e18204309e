#pragma once
// What the results database stores and answers: a check with its key, a program variant, and the
// rows of the campaign tables (report/sqlite.hpp).
#include <compare>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "symdelta/model/records.hpp"

namespace symdelta::report::sqlite {

/// What identifies a check in a campaign: a benchmark case, a tool (policy, Maybe classes and
/// solver, e.g. "pasda/z3"), the settings that change its result, and the repetition (run_id,
/// from 1). A database holds at most one result per key.
struct check_key {
  std::string benchmark, tool_name;
  double timeout = 10; // seconds
  std::uint32_t depth = 10;
  double query_timeout = 2, h1_timeout = 0.5;
  bool abstract_helpers = false;
  int run_id = 1;
  bool adaptive_depth = true;  // depth is the first round's (the default, as in check_options)
  std::string observe = "all"; // what is compared: everything observable, or the return only
  auto operator<=>(const check_key &) const = default;

  static check_key of(const std::string &benchmark, const std::string &tool_name, const check_options &o, int run_id) {
    return {benchmark,
            tool_name,
            o.run_timeout.count() / 1000.0,
            o.depth,
            o.query_timeout.count() / 1000.0,
            o.h1_timeout.count() / 1000.0,
            o.abstract_helpers,
            run_id,
            o.adaptive_depth,
            std::string(to_string(o.observe))};
  }
};

/// One stored check: the record of the run, and what the campaign knew about it.
struct stored_check {
  std::string benchmark;      // the case's name in its benchmark
  std::string expected = "?"; // EQ, NEQ or ? (unknown)
  std::string tool_name;      // e.g. "pasda/z3", "prv+maybe/cvc5"
  bool maybe = false;         // best-effort Maybe classes on
  int run_id = 1;             // repetition
  std::string version, host;  // symdelta's version and the machine that ran it
  std::string finished_at;    // UTC, ISO 8601 (set when stored)
  /// False for a check killed past its hard limit: its record is rebuilt from the partitions it
  /// streamed, and how long each step took is not known (no runtime rows, rather than zeros).
  bool has_step_times = true;
  /// The options of the program that ran the check beyond those of its key, by name (symdelta
  /// names its command-line options: "--tolerance" -> "1e-09"), so that a resumed campaign can
  /// tell whether it runs with the options the stored checks ran with.
  std::map<std::string, std::string> settings;
  run_record run;

  [[nodiscard]] check_key key() const { return check_key::of(benchmark, tool_name, run.options, run_id); }
};

/// A program variant of `symdelta variants` (docs/variants.md): the case its check is stored
/// under, and what the NVR tables count besides the check's verdict.
struct stored_variant {
  std::string benchmark; // the case's name: <program>/<method>-<transformation>-<k>
  std::string program;   // the file it was made from
  std::string method, transformation;
  long line = 0;            // of the location, in the program
  std::string node;         // tree-sitter kind of the location's statement, or of the transplant
  bool compiles = false;    // the frontend accepts it (else it was not checked)
  std::string test_neutral; // "yes", "no" or "" (unknown)
  std::string description;
};

/// Program-level facts of one stored check: what the paper's program-level tables count.
struct program_row {
  check_key key;
  std::string expected, result;
  double seconds = 0;
  long id = 0; // the run's row: `report --check ID`
  // the check ran in Java semantics and the JVM confirmed its witness (--confirm-jvm): a NEQ
  // against an EQ label then disputes the label (study::is_disputed)
  bool jvm_confirmed = false;
};

/// Partitions (of reported iterations) per tool, timeout and class.
struct partition_count {
  std::string tool_name;
  double timeout = 0;
  std::string result; // partition class
  long count = 0;
};

/// Mean wall time of one step per tool and timeout, over every stored check.
struct step_mean {
  std::string tool_name;
  double timeout = 0;
  std::string step;
  double mean_seconds = 0;
  long checks = 0;
};

/// The steps of step_times, named as in PASDA's runtime table.
inline std::vector<std::pair<std::string, double step_times::*>> step_fields() {
  return {{"initialization", &step_times::initialization},
          {"symbolic execution", &step_times::symbolic_execution},
          {"partition classification", &step_times::partition_classification},
          {"program classification", &step_times::program_classification},
          {"refinement", &step_times::refinement},
          {"finalization", &step_times::finalization}};
}
} // namespace symdelta::report::sqlite
