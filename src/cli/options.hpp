#pragma once
// The options of `check` and `bench` as the command line gives them: what the program's main
// (cli/program.cpp) parses, without the commands that run them (cli/commands.hpp).
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/validators.hpp"
#include "symdelta/cli/combinations.hpp"
#include "symdelta/model/records.hpp"

namespace symdelta::cli {

inline constexpr int exit_usage = 2;  // bad command line, unreadable or unsupported input
inline constexpr int exit_budget = 3; // the run did not finish within its step budget

/// The largest --depth, and the largest --memory-limit in MiB (16 TiB: the limit in bytes fits rlim_t).
inline constexpr std::uint64_t max_depth = 100'000, max_memory_mb = std::uint64_t{16} << 20;

struct common_args {
  std::vector<std::string> policies; // by default the first offered (add_common_options)
  std::vector<std::string> solvers;
  bool maybe_on = false, maybe_off = false; // best-effort Maybe classes; neither: the policy's default
  bool abstract_helpers = false;
  std::vector<double> timeouts{10};
  std::string depth = "auto"; // or a number
  double query_timeout = 2;
  double h1_timeout = 0.5;
  bool trace = false;
  bool all_queries = false;
  std::size_t memory_limit_mb = 8192;
  std::string db_file;
  bool no_witnesses = false;
  double tolerance = 1e-9;
  double prepass_share = 0.05;
  double ideal_first_share = check_options{}.ideal_first_share;
  bool first_witness = false;
  std::string explore = "settled"; // or "all"
  bool confirm_jvm = false;
  std::string observe = "all";
  std::string receiver = "auto";
  std::uint32_t heap_bound = 3;
  std::string semantics = "java";
  bool enable_assertions = false;
  std::string loops = "on"; // or "off"

  [[nodiscard]] check_options options(double timeout) const {
    check_options o;
    o.adaptive_depth = depth == "auto";
    o.depth = o.adaptive_depth ? 10 : static_cast<std::uint32_t>(std::stoul(depth));
    o.run_timeout = std::chrono::milliseconds(static_cast<long>(timeout * 1000));
    o.query_timeout = std::chrono::milliseconds(static_cast<long>(query_timeout * 1000));
    o.trace = trace;
    o.all_queries = all_queries;
    o.abstract_helpers = abstract_helpers;
    o.h1_timeout = std::chrono::milliseconds(static_cast<long>(h1_timeout * 1000));
    o.witnesses = !no_witnesses;
    o.tolerance = tolerance;
    o.prepass_share = no_witnesses ? 0 : prepass_share;
    o.first_witness = first_witness;
    o.stop_when_settled = explore == "settled";
    o.ideal_first_share = no_witnesses ? 0 : ideal_first_share;
    o.observe = observe == "return" ? observe_mode::return_only : observe_mode::everything;
    o.receiver = receiver == "fresh"      ? receiver_mode::fresh
                 : receiver == "symbolic" ? receiver_mode::symbolic
                                          : receiver_mode::automatic;
    o.heap_bound = heap_bound;
    o.semantics = semantics == "java" ? semantics_mode::java : semantics_mode::ideal;
    o.enable_assertions = enable_assertions;
    o.loop_proofs = loops == "on";
    return o;
  }

  /// The options beyond a check's key (report::sqlite::check_key) that change what it records,
  /// as their command-line names and values: stored with every check, compared on --resume.
  [[nodiscard]] std::map<std::string, std::string> settings() const {
    const auto flag = [](bool on) { return std::string(on ? "on" : "off"); };
    return {{"--no-witnesses", flag(no_witnesses)},
            {"--tolerance", fmt::format("{}", tolerance)},
            {"--prepass", fmt::format("{}", prepass_share)},
            {"--first-witness", flag(first_witness)},
            {"--explore", explore},
            {"--ideal-first", fmt::format("{}", ideal_first_share)},
            {"--all-queries", flag(all_queries)},
            {"--confirm-jvm", flag(confirm_jvm)},
            {"--memory-limit", fmt::format("{}", memory_limit_mb)},
            {"--receiver", receiver},
            {"--heap-bound", fmt::format("{}", heap_bound)},
            {"--semantics", semantics},
            {"--enable-assertions", flag(enable_assertions)},
            {"--loops", loops}};
  }
};

/// The names of the policies `offered` has, each once, in their order.
inline std::vector<std::string> policy_names(const std::vector<combination> &offered) {
  std::vector<std::string> out;
  for (const auto &c : offered)
    if (std::find(out.begin(), out.end(), c.policy) == out.end()) out.push_back(c.policy);
  return out;
}

inline std::vector<std::string> solver_names(const std::vector<combination> &offered) {
  std::vector<std::string> out;
  for (const auto &c : offered)
    if (std::find(out.begin(), out.end(), c.solver) == out.end()) out.push_back(c.solver);
  return out;
}

/// The usual combination of a policy (its Maybe classes as the policy has them by default).
inline const combination *usual(const std::vector<combination> &offered, const std::string &policy) {
  const auto at =
      std::find_if(offered.begin(), offered.end(), [&](const auto &c) { return c.policy == policy && c.usual; });
  return at == offered.end() ? nullptr : &*at;
}

/// The options of check and bench; the policies and solvers are those `offered` (the first of
/// each is the default).
inline void add_common_options(CLI::App *cmd, common_args &a, bool several, const std::vector<combination> &offered) {
  const std::string list = several ? " (several: repeat the option or separate them by commas)" : "";
  const auto policies = policy_names(offered), solvers = solver_names(offered);
  a.policies = {policies.front()};
  a.solvers = {solvers.front()};
  std::string policy_help, maybe_on, maybe_off;
  for (const auto &name : policies) {
    const combination *u = usual(offered, name);
    policy_help += fmt::format("{}{} ({})", policy_help.empty() ? "" : ", ", name, u->description);
    (u->maybe ? maybe_on : maybe_off) += (u->maybe ? maybe_on : maybe_off).empty() ? name : ", " + name;
  }
  const std::string maybe_default = maybe_off.empty()  ? "on"
                                    : maybe_on.empty() ? "off"
                                                       : fmt::format("on for {}, off for the others", maybe_on);
  auto *p = cmd->add_option("--policy", a.policies, "Policy: " + policy_help + list)
                ->check(CLI::IsMember(policies))
                ->capture_default_str();
  auto *s =
      cmd->add_option("--solver", a.solvers, "Solver backend: " + fmt::format("{}", fmt::join(solvers, " or ")) + list)
          ->check(CLI::IsMember(solvers))
          ->capture_default_str();
  // two flags, not one optional: CLI11 gives a flag bound to std::optional<bool> a value even when absent
  auto *on = cmd->add_flag("--maybe", a.maybe_on,
                           "Best-effort classes MAYBE_EQ and MAYBE_NEQ on (default: " + maybe_default + ")");
  cmd->add_flag("--no-maybe", a.maybe_off, "Best-effort classes off")->excludes(on);
  cmd->add_flag("--abstract-helpers", a.abstract_helpers,
                "Also abstract calls to unchanged pure helper methods as uninterpreted functions (policies that "
                "abstract)");
  auto *t = cmd->add_option("--timeout", a.timeouts, "Time limit of one check in seconds, at most a week" + list)
                ->check(seconds_limit())
                ->capture_default_str();
  for (auto *o : {p, s, t})
    if (several)
      o->delimiter(',');
    else
      o->expected(1);
  cmd->add_option("--memory-limit", a.memory_limit_mb,
                  "Memory (address space) limit of one check in MiB (at most 16 TiB), 0 for none; a check past it "
                  "is an ERROR")
      ->check(whole_number<std::size_t>(0, max_memory_mb))
      ->capture_default_str();
  cmd->add_option(
      "--db", a.db_file,
      "Also store everything recorded in this SQLite database (created if new; schema in docs/database.md)");
  cmd->add_option("--query-timeout", a.query_timeout,
                  "Time limit of one solver query in seconds, at most a week (a query also gets at most a quarter of "
                  "what is left of the check, and at least 0.1 s)")
      ->check(seconds_limit())
      ->capture_default_str();
  cmd->add_option("--h1-timeout", a.h1_timeout,
                  "Time limit of one query of ARDiff's refinement heuristic H1 in seconds, at most a week (policies "
                  "that refine)")
      ->check(seconds_limit())
      ->capture_default_str();
  cmd->add_flag("--trace", a.trace, "Print every solver query (kind, answer, time) to stderr");
  cmd->add_flag("--all-queries", a.all_queries,
                "Ask the EQ query of a partition even when the policy's class does not depend on it "
                "(an exact NEQ Sat)");
  cmd->add_option("--depth", a.depth,
                  "Depth limit: iterations of one loop at which the path forks, and call depth; auto: 10, then 20, "
                  "40, ... while Depth_Limited partitions remain and time is left")
      ->check(CLI::Validator(
          [](std::string &text) { return text == "auto" ? std::string() : whole_number_error(text, 1, max_depth); },
          fmt::format("auto|UINT in [1..{}]", max_depth)))
      ->capture_default_str();
  cmd->add_option("--tolerance", a.tolerance,
                  "Relative difference below which a witness's floating-point results count as equal")
      ->check(number_in(0, 1, false))
      ->capture_default_str();
  cmd->add_option("--prepass", a.prepass_share,
                  "Share of the time limit for the concrete pre-pass (boundary values, the programs' constants, "
                  "random inputs); 0 for none")
      ->check(number_in(0, 1, false))
      ->capture_default_str();
  cmd->add_option("--ideal-first", a.ideal_first_share,
                  "Under --semantics java, share of the time limit for a first stage in ideal semantics, whose "
                  "partitions' inputs then run in the JVM's arithmetic (a difference seen is a witness; the ideal "
                  "verdict proves nothing about Java's); 0 for none (behind the pre-pass it rarely finds what the "
                  "pre-pass misses, docs/semantics.md)")
      ->check(number_in(0, 1, false))
      ->capture_default_str();
  cmd->add_option("--loops", a.loops,
                  "on: pair the versions' loops, prove pairs coupled by an invariant and explore with them "
                  "abstracted first, for the policies that do (pasda; docs/loops.md); off: exploration alone")
      ->check(CLI::IsMember({"on", "off"}))
      ->capture_default_str();
  cmd->add_flag("--enable-assertions", a.enable_assertions,
                "Run assert statements, as java -ea does (by default they have no effect, as on the JVM)");
  cmd->add_flag("--first-witness", a.first_witness,
                "Report NEQ at the pre-pass's first witness, without exploring symbolically for partition data "
                "(--explore settled does this and more)");
  cmd->add_option("--explore", a.explore,
                  "settled: stop as soon as the verdict can no longer change, at the first input seen to make the "
                  "versions differ or at a partition that decides the verdict (PASDA, PRV: a proved Neq); all: "
                  "explore every partition, for studies that need the partition tables (PASDA's way)")
      ->check(CLI::IsMember({"settled", "all"}))
      ->capture_default_str();
  cmd->add_flag("--no-witnesses", a.no_witnesses,
                "Run no witnesses: neither the pre-pass nor the models of Neq, Maybe_Neq and Unknown partitions");
  cmd->add_option("--observe", a.observe,
                  "What the versions are compared on: all (how the call ends: the returned value or the exception's "
                  "class and message; what it printed on System.out and System.err; the final values of the static "
                  "fields both versions declare, an instance method's receiver, and the arrays and objects reachable "
                  "from them, structurally and with aliasing respected) or return (the returned value or the "
                  "exception's class only, as PASDA compares)")
      ->check(CLI::IsMember({"all", "return"}))
      ->capture_default_str();
  cmd->add_option("--receiver", a.receiver,
                  "The receiver of an instance method: fresh (what the constructor without parameters builds, as "
                  "when a program starts), symbolic (every instance field is an input, primitive, an array of a "
                  "primitive type or an object, except final ones with an initialiser) or auto (fresh when both "
                  "versions have such "
                  "a constructor or declare none, else "
                  "symbolic)")
      ->check(CLI::IsMember({"auto", "fresh", "symbolic"}))
      ->capture_default_str();
  cmd->add_option("--heap-bound", a.heap_bound,
                  "How deep objects passed as inputs (parameters, a symbolic receiver's fields) are followed: an "
                  "object a parameter holds is at depth 1, one its fields hold at depth 2. Each reference read "
                  "first chooses null, a fresh object of a class of the files, or an object read before; a path "
                  "that reads a reference deeper than this is Depth_Limited")
      ->check(whole_number<std::uint32_t>(1, 16))
      ->capture_default_str();
  cmd->add_option("--semantics", a.semantics,
                  "What the symbolic queries, witnesses and the pre-pass reason in: java, the JVM's answer (int, "
                  "long, short, byte and char are bit-vectors of their width: arithmetic wraps around, `x + 1 > x` "
                  "fails at Integer.MAX_VALUE; float and double are IEEE's: rounding, NaN, -0.0, infinities, so "
                  "`a + b + c` is not `a + (b + c)` and `!(x < y)` is not `x >= y`), or ideal (integers are "
                  "mathematical integers and doubles real numbers, as PASDA does: those pairs are EQ). "
                  "docs/engine.md, \"Semantics\", has the table")
      ->check(CLI::IsMember({"ideal", "java"}))
      ->capture_default_str();
  cmd->add_flag("--confirm-jvm", a.confirm_jvm,
                "Replay every witness on the JVM (compiled with javac; needs a JDK on the PATH) and report whether "
                "it confirms");
}

struct check_args {
  std::string old_file, new_file, method, new_method, json_file, html_file;
  bool full = false;   // terms whole in the text report
  bool smtlib = false; // terms in the text and HTML reports as the solver printed them, not as Java
  common_args common;
};

struct bench_args {
  std::string dir, json_file, filter;
  common_args common;
  int runs = 1;
  std::size_t jobs = 1;
  std::string shard; // "I/N"
  bool resume = false;
};

/// `variants FILE`: the variants to make, and the campaign that classifies them (its dir unused).
struct variants_args {
  std::string file, method, emit_dir, inputs_file;
  std::uint64_t seed = 0;
  std::size_t count = 10;
  std::vector<std::string> transforms; // empty: all
  bool javac = false;
  bool overwrite = false; // --emit into a folder that is not empty
  bench_args campaign;
};

/// `ir FILE`, or with `abstract_new` set, `ir OLD --abstract NEW`.
struct ir_args {
  std::string file, abstract_new, method;
  std::vector<std::string> refine; // functions whose code stays
  bool helpers = false;            // also abstract unchanged pure helper methods
  bool positions = true;           // line:column comments
};

struct run_args {
  std::string file, method;
  std::vector<std::string> args; // Java expressions
  std::uint64_t step_budget = 50'000'000;
  std::uint32_t max_call_depth = 1000;
  bool ideal = false;
  bool show_output = false;
};

struct merge_args {
  std::string out;
  std::vector<std::string> inputs;
};

struct report_args {
  std::string db;
  std::string format = "text";
  std::vector<std::string> compare; // two tool names, or none for every pair
  bool checks = false;              // only the table of stored checks
  long check_id = 0;                // --check: the page of this stored check (html)
  std::string output = "-";         // -o: where the page goes
  bool smtlib = false;              // check pages' terms as stored (SMT-LIB), not as Java
};

} // namespace symdelta::cli
