#pragma once
// `symdelta check` and `symdelta bench`: the policy and the solver are picked by name at run
// time among the combinations compiled in.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <malloc.h>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <boost/hana.hpp>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "background.hpp"
#include "isolate.hpp"
#include "symdelta/engine/differ.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/report/json.hpp"
#include "symdelta/report/text.hpp"
#include "symdelta/solver.hpp"

namespace symdelta::cli {

namespace fs = std::filesystem;

struct common_args {
  std::vector<std::string> policies{"pasda"};
  std::vector<std::string> solvers{"z3"};
  bool maybe_on = false, maybe_off = false; // best-effort Maybe classes; neither: the policy's default
  bool abstract_helpers = false;
  double timeout = 10;
  std::uint32_t depth = 10;
  double query_timeout = 2;
  double h1_timeout = 0.5;
  bool trace = false;
  bool all_queries = false;

  [[nodiscard]] check_options options() const {
    check_options o;
    o.depth = depth;
    o.run_timeout = std::chrono::milliseconds(static_cast<long>(timeout * 1000));
    o.query_timeout = std::chrono::milliseconds(static_cast<long>(query_timeout * 1000));
    o.trace = trace;
    o.all_queries = all_queries;
    o.abstract_helpers = abstract_helpers;
    o.h1_timeout = std::chrono::milliseconds(static_cast<long>(h1_timeout * 1000));
    return o;
  }
};

inline void add_common_options(CLI::App *cmd, common_args &a, bool several) {
  const std::string list = several ? " (several: repeat the option or separate names by commas)" : "";
  auto *p = cmd->add_option("--policy", a.policies,
                            "Policy: pasda (partitions, then abstraction and refinement), prv (partitions), dse "
                            "(summaries, abstracted), ardiff (summaries, abstracted, refined)" +
                                list)
                ->check(CLI::IsMember({"pasda", "prv", "dse", "ardiff"}))
                ->capture_default_str();
  auto *s = cmd->add_option("--solver", a.solvers, "Solver backend: z3 or cvc5" + list)
                ->check(CLI::IsMember({"z3", "cvc5"}))
                ->capture_default_str();
  if (several) {
    p->delimiter(',');
    s->delimiter(',');
  } else {
    p->expected(1);
    s->expected(1);
  }
  // two flags, not one optional: CLI11 gives a flag bound to std::optional<bool> a value even when absent
  auto *on = cmd->add_flag("--maybe", a.maybe_on,
                           "Best-effort classes MAYBE_EQ and MAYBE_NEQ on (default: on for pasda, off for the others)");
  cmd->add_flag("--no-maybe", a.maybe_off, "Best-effort classes off")->excludes(on);
  cmd->add_flag("--abstract-helpers", a.abstract_helpers,
                "Also abstract calls to unchanged pure helper methods as uninterpreted functions (policies that "
                "abstract)");
  cmd->add_option("--timeout", a.timeout, "Time limit of one check in seconds")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--query-timeout", a.query_timeout, "Time limit of one solver query in seconds")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--h1-timeout", a.h1_timeout,
                  "Time limit of one query of ARDiff's refinement heuristic H1 in seconds (policies that refine)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_flag("--trace", a.trace, "Print every solver query (kind, answer, time) to stderr");
  cmd->add_flag("--all-queries", a.all_queries,
                "Ask the EQ query of a partition even when the policy's class does not depend on it "
                "(an exact NEQ Sat)");
  cmd->add_option("--depth", a.depth, "Depth limit: iterations of one loop at which the path forks, and call depth")
      ->check(CLI::Range(1u, 100000u))
      ->capture_default_str();
}

using check_function = run_record (*)(const fs::path &, const fs::path &, const std::string &, const check_options &);

template <class Solver, class Policy>
run_record check_with(const fs::path &old_file, const fs::path &new_file, const std::string &method,
                      const check_options &o) {
  return differ<java::frontend, Solver, Policy>(o).check_files(old_file, new_file, method);
}

/// The policy's own default for Maybe classes.
inline bool default_maybe(const std::string &policy_name) {
  bool maybe = false;
  boost::hana::for_each(boost::hana::tuple_t<policy::pasda, policy::prv, policy::dse, policy::ardiff>, [&](auto t) {
    using P = typename decltype(t)::type;
    if (P::name == policy_name) maybe = P::maybe;
  });
  return maybe;
}

/// One policy with its Maybe classes on or off, on one backend.
struct combination {
  std::string policy, solver;
  bool maybe = false;
  check_function check = nullptr;
  [[nodiscard]] std::string label() const {
    const bool usual = maybe == default_maybe(policy);
    return fmt::format("{}{}/{}", policy, usual ? "" : maybe ? "+maybe" : "-maybe", solver);
  }
};

/// Every policy (Maybe classes on and off) on every backend, instantiated at compile time: a
/// tuple of policies times a tuple of backends.
inline const std::vector<combination> &registry() {
  namespace hana = boost::hana;
  static const std::vector<combination> all = [] {
    constexpr auto policies =
        hana::tuple_t<policy::basic_pasda<true>, policy::basic_pasda<false>, policy::basic_prv<false>,
                      policy::basic_prv<true>, policy::basic_dse<false>, policy::basic_dse<true>,
                      policy::basic_ardiff<false>, policy::basic_ardiff<true>>;
    constexpr auto backends = hana::tuple_t<solver::z3, solver::cvc5>;
    std::vector<combination> out;
    hana::for_each(hana::cartesian_product(hana::make_tuple(policies, backends)), [&](auto pair) {
      using P = typename decltype(+hana::at_c<0>(pair))::type;
      using S = typename decltype(+hana::at_c<1>(pair))::type;
      out.push_back({std::string(P::name), std::string(S::name), P::maybe, &check_with<S, P>});
    });
    return out;
  }();
  return all;
}

/// The combinations the options name, in the order given (policies outer, solvers inner).
inline std::vector<combination> select(const common_args &a) {
  std::vector<combination> out;
  for (const auto &p : a.policies)
    for (const auto &s : a.solvers) {
      const bool maybe = a.maybe_on || (!a.maybe_off && default_maybe(p));
      for (const auto &c : registry())
        if (c.policy == p && c.solver == s && c.maybe == maybe &&
            std::none_of(out.begin(), out.end(), [&](const auto &o) { return o.label() == c.label(); }))
          out.push_back(c);
    }
  return out;
}

/// Lets the chosen backends set up what every check would otherwise set up again (see
/// solver::z3::prepare): for a process about to fork one child per check.
inline void prepare_solver(const std::vector<combination> &cs) {
  if (std::any_of(cs.begin(), cs.end(), [](const auto &c) { return c.solver == "z3"; })) solver::z3::prepare();
}

/// Writes JSON text to `file`; false (with a message) when it cannot.
inline bool write_json_text(const std::string &file, const std::string &text) {
  std::ofstream out(file);
  out << text << "\n";
  if (!out) {
    fmt::print(stderr, "{}: i/o error: cannot write the JSON file\n", file);
    return false;
  }
  return true;
}

inline bool write_json(const std::string &file, const nlohmann::json &j) { return write_json_text(file, j.dump(2)); }

struct check_args {
  std::string old_file, new_file, method, json_file;
  common_args common;
};

/// Runs a check in a child process (see isolate.hpp): returns its JSON record with its text
/// report under "text". A check killed past its limit keeps the partitions it streamed.
inline nlohmann::json isolated_check(const combination &combo, const common_args &a, const fs::path &old_file,
                                     const fs::path &new_file, const std::string &method) {
  const check_function check = combo.check;
  check_options opts = a.options();
  const auto hard_limit = opts.run_timeout + std::max(std::chrono::milliseconds(3000), opts.run_timeout / 2);
  const isolated_result r = run_isolated(
      [&](const emitter &emit) {
        background_worker streamer; // partitions go out in order, off the check's thread
        opts.on_partition = [&](const partition_record &p) {
          streamer.post([p, &emit] {
            nlohmann::json j = report::to_json(p);
            j["text"] = report::partition_text(p);
            emit(j);
          });
        };
        const run_record run = check(old_file, new_file, method, opts);
        streamer.finish();
        nlohmann::json j = report::to_json(run);
        j["text"] = report::to_text(run);
        return j;
      },
      hard_limit);
  if (!r.killed && r.failure.empty() && !r.payload.contains("child_error")) return r.payload;
  // killed or failed: what the streamed partitions say
  const double seconds = std::chrono::duration<double>(hard_limit).count();
  std::string why = r.killed
                        ? fmt::format("killed after {:.1f} s: a solver query did not stop at its time limit", seconds)
                        : r.failure;
  if (r.payload.contains("child_error")) why = r.payload["child_error"].get<std::string>();
  // the partitions of each iteration streamed before the kill (background.md section 6: the cut
  // iteration stands if Eq, Neq or Error, else the one before it)
  std::map<std::size_t, std::vector<partition_class>> classes;
  std::map<std::size_t, nlohmann::json> parts;
  std::map<std::size_t, std::string> blocks;
  for (const auto &p : r.progress) {
    const std::size_t it = p.value("iteration", std::size_t{1});
    const std::string c = p.value("class", std::string());
    for (auto k :
         {partition_class::eq, partition_class::neq, partition_class::maybe_eq, partition_class::maybe_neq,
          partition_class::unknown, partition_class::depth_limited, partition_class::timeout, partition_class::error})
      if (to_string(k) == c) classes[it].push_back(k);
    blocks[it] += p.value("text", std::string());
    nlohmann::json q = p;
    q.erase("text");
    if (!parts.count(it)) parts[it] = nlohmann::json::array();
    parts[it].push_back(std::move(q));
  }
  std::size_t reported = classes.empty() ? 1 : classes.rbegin()->first;
  verdict v = r.killed ? classify_program(classes[reported], run_facts{false, true}, combo.maybe) : verdict::error;
  if (r.killed && report_previous_iteration(reported, v, true)) {
    --reported;
    v = classify_program(classes[reported], run_facts{false, false}, combo.maybe);
  }
  const std::string result(to_string(v));
  return {{"result", result},
          {"error", why},
          {"seconds", seconds},
          {"timed_out", r.killed},
          {"old_file", old_file.string()},
          {"new_file", new_file.string()},
          {"policy", combo.policy},
          {"solver", combo.solver},
          {"maybe", combo.maybe},
          {"reported_iteration", reported},
          {"partitions", parts.count(reported) ? parts[reported] : nlohmann::json::array()},
          {"text", fmt::format("result: {}\nerror: {}\n\n{}", result, why, blocks[reported])}};
}

inline int check_command(const check_args &a) {
  nlohmann::json run = isolated_check(select(a.common).front(), a.common, a.old_file, a.new_file, a.method);
  fmt::print("{}", run.value("text", std::string()));
  run.erase("text");
  if (!a.json_file.empty() && !write_json(a.json_file, run)) return 2;
  const std::string result = run.value("result", std::string("ERROR"));
  if (result == "ERROR" && run["partitions"].empty()) return 2; // bad input
  return result == "EQ" ? 0 : result == "NEQ" ? 1 : 3;
}

struct bench_args {
  std::string dir, json_file, filter;
  common_args common;
};

struct bench_case {
  std::string name, expected, method;
  fs::path old_file, new_file;
};

inline std::string expected_from_path(const fs::path &p) {
  for (const auto &part : p) {
    const std::string s = part.string();
    if (s == "Eq") return "EQ";
    if (s == "NEq" || s == "Neq") return "NEQ";
  }
  return "?";
}

/// "// expected: EQ" on the first line of a file (the annotation of tests/pairs).
inline std::string expected_from_annotation(const fs::path &file) {
  std::ifstream in(file);
  std::string first;
  std::getline(in, first);
  const auto at = first.find("expected:");
  if (at == std::string::npos) return "?";
  std::string v = first.substr(at + 9);
  v.erase(0, v.find_first_not_of(' '));
  v.erase(v.find_last_not_of(" \r") + 1);
  return v;
}

inline std::vector<bench_case> load_cases(const fs::path &dir) {
  std::vector<bench_case> cases;
  if (std::ifstream tsv(dir / "cases.tsv"); tsv) {
    std::string line;
    bool header = true;
    while (std::getline(tsv, line)) {
      if (header) {
        header = false;
        if (line.rfind("case", 0) == 0) continue;
      }
      if (line.empty()) continue;
      std::vector<std::string> cols;
      std::size_t start = 0;
      for (std::size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1)
        cols.push_back(line.substr(start, tab - start));
      cols.push_back(line.substr(start));
      if (cols.empty() || cols[0].empty()) continue;
      bench_case c{
          cols[0], cols.size() > 1 ? cols[1] : expected_from_path(cols[0]), cols.size() > 2 ? cols[2] : "", {}, {}};
      c.old_file = dir / c.name / "oldV.java";
      c.new_file = dir / c.name / "newV.java";
      cases.push_back(std::move(c));
    }
    return cases;
  }
  for (const auto &e : fs::recursive_directory_iterator(dir)) {
    if (!e.is_directory()) continue;
    for (const auto &[o, n] : {std::pair{"oldV.java", "newV.java"}, std::pair{"old.java", "new.java"}}) {
      if (!fs::exists(e.path() / o) || !fs::exists(e.path() / n)) continue;
      const std::string name = fs::relative(e.path(), dir).string();
      std::string expected = expected_from_path(fs::relative(e.path(), dir));
      if (expected == "?") expected = expected_from_annotation(e.path() / o);
      cases.push_back({name, expected, "", e.path() / o, e.path() / n});
    }
  }
  std::sort(cases.begin(), cases.end(), [](const auto &x, const auto &y) { return x.name < y.name; });
  return cases;
}

/// One row per combination: verdict counts, correct, wrong, median; then which cases each
/// combination gets right that another does not.
template <class CorrectSet>
void print_side_by_side(const std::vector<combination> &combos, const nlohmann::json &summaries,
                        CorrectSet correct_set) {
  static constexpr const char *verdicts[] = {"EQ",      "NEQ",           "MAYBE_EQ", "MAYBE_NEQ",
                                             "UNKNOWN", "DEPTH_LIMITED", "TIMEOUT",  "ERROR"};
  fmt::print("\nside by side:\n{:<20} {:>7} {:>5}", "combination", "correct", "wrong");
  for (const char *v : verdicts)
    fmt::print(" {:>{}}", v, std::max<std::size_t>(4, std::string_view(v).size()));
  fmt::print(" {:>9}\n", "median s");
  for (std::size_t ci = 0; ci < combos.size(); ++ci) {
    const auto &s = summaries[ci];
    fmt::print("{:<20} {:>7} {:>5}", combos[ci].label(), s["correct"].get<int>(), s["wrong"].get<int>());
    for (const char *v : verdicts)
      fmt::print(" {:>{}}", s["counts"].value(v, 0), std::max<std::size_t>(4, std::string_view(v).size()));
    fmt::print(" {:>9.3f}\n", s["median_s"].get<double>());
  }
  for (std::size_t x = 0; x < combos.size(); ++x)
    for (std::size_t y = 0; y < combos.size(); ++y) {
      if (x == y) continue;
      std::vector<std::string> only;
      const auto cx = correct_set(x), cy = correct_set(y);
      std::set_difference(cx.begin(), cx.end(), cy.begin(), cy.end(), std::back_inserter(only));
      fmt::print("correct with {} but not with {}: {}{}\n", combos[x].label(), combos[y].label(), only.size(),
                 only.empty() ? "" : fmt::format(" ({})", fmt::join(only, ", ")));
    }
}

inline int bench_command(const bench_args &a) {
  auto cases = load_cases(a.dir);
  if (!a.filter.empty())
    cases.erase(std::remove_if(cases.begin(), cases.end(),
                               [&](const auto &c) { return c.name.find(a.filter) == std::string::npos; }),
                cases.end());
  if (cases.empty()) {
    fmt::print(stderr, "{}: usage error: no cases found (expected cases.tsv or folders with oldV.java and newV.java)\n",
               a.dir);
    return 2;
  }
  const auto combos = select(a.common);
  prepare_solver(combos); // once for all cases, not in each case's child
  struct tally {
    std::map<std::string, std::map<std::string, int>> counts; // expected -> verdict -> n
    std::vector<double> times;
    int correct = 0, wrong = 0;
    std::set<std::string> correct_cases;
  };
  std::vector<tally> tallies(combos.size());
  std::vector<std::string> case_json; // each case's JSON text, for --json
  std::string labels;
  for (const auto &c : combos)
    labels += (labels.empty() ? "" : ", ") + c.label();
  fmt::print("{} cases, {} ({}), timeout {} s, depth {}\n", cases.size(),
             combos.size() > 1 ? "combinations" : "policy/solver", labels, a.common.timeout, a.common.depth);
  std::size_t k = 0;
  for (const auto &c : cases) {
    ++k;
    for (std::size_t ci = 0; ci < combos.size(); ++ci) {
      tally &t = tallies[ci];
      nlohmann::json jc = isolated_check(combos[ci], a.common, c.old_file, c.new_file, c.method);
      jc.erase("text");
      const std::string result = jc.value("result", std::string("ERROR"));
      const double seconds = jc.value("seconds", 0.0);
      const std::string error = jc.value("error", std::string());
      const bool ok = (c.expected == "EQ" && result == "EQ") || (c.expected == "NEQ" && result == "NEQ");
      const bool bad = (c.expected == "EQ" && result == "NEQ") || (c.expected == "NEQ" && result == "EQ");
      t.correct += ok;
      t.wrong += bad;
      if (ok) t.correct_cases.insert(c.name);
      ++t.counts[c.expected][result];
      t.times.push_back(seconds);
      fmt::print("[{:>3}/{}] {:<44} {}expected {:<3} result {:<13} {:7.3f} s{}\n", k, cases.size(), c.name,
                 combos.size() > 1 ? fmt::format("{:<18} ", combos[ci].label()) : "", c.expected, result, seconds,
                 bad ? "  WRONG" : "");
      if (!error.empty()) fmt::print("          {}\n", error);
      std::fflush(stdout);
      jc["case"] = c.name;
      jc["expected"] = c.expected;
      jc["runtime_s"] = seconds;
      if (!a.json_file.empty()) case_json.push_back(jc.dump(2));
      // Every check runs in a child forked from this process: what this process holds, the child
      // shares copy-on-write, and the pages it frees in between are where the child's allocations
      // land, each first write a page copy. Results are therefore kept as text (a few contiguous
      // blocks, not a tree of small allocations) and freed pages go back to the system: a late
      // case (Bess/bessi0 Eq, 15 ms alone) was measured at 0.10 s inside a full run.
      jc = nlohmann::json();
      malloc_trim(0);
    }
  }
  auto median_of = [](std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
  };
  auto mean_of = [](const std::vector<double> &v) {
    double m = 0;
    for (double x : v)
      m += x / static_cast<double>(v.size());
    return m;
  };
  nlohmann::json summaries = nlohmann::json::array();
  int wrong = 0;
  for (std::size_t ci = 0; ci < combos.size(); ++ci) {
    const tally &t = tallies[ci];
    wrong += t.wrong;
    const double median = median_of(t.times), mean = mean_of(t.times);
    fmt::print("\nsummary{}: {} cases, {} correct, {} wrong, median {:.3f} s, mean {:.3f} s\n",
               combos.size() > 1 ? " " + combos[ci].label() : "", cases.size(), t.correct, t.wrong, median, mean);
    nlohmann::json verdict_counts = nlohmann::json::object();
    for (const auto &[expected, by] : t.counts) {
      std::string line;
      for (const auto &[v, n] : by) {
        line += fmt::format(" {} {}", v, n);
        verdict_counts[v] = verdict_counts.value(v, 0) + n;
      }
      fmt::print("  expected {:<3}:{}\n", expected, line);
    }
    summaries.push_back({{"cases", cases.size()},
                         {"correct", t.correct},
                         {"wrong", t.wrong},
                         {"median_s", median},
                         {"mean_s", mean},
                         {"counts", verdict_counts},
                         {"by_expected", t.counts},
                         {"policy", combos[ci].policy},
                         {"solver", combos[ci].solver},
                         {"maybe", combos[ci].maybe},
                         {"timeout_s", a.common.timeout},
                         {"depth", a.common.depth}});
  }
  if (combos.size() > 1)
    print_side_by_side(combos, summaries, [&](std::size_t ci) { return tallies[ci].correct_cases; });
  if (!a.json_file.empty()) {
    std::string text =
        "{\n\"summary\": " + summaries[0].dump(2) + ",\n\"summaries\": " + summaries.dump(2) + ",\n\"cases\": [";
    for (std::size_t k = 0; k < case_json.size(); ++k)
      text += (k ? ",\n" : "\n") + case_json[k];
    if (!write_json_text(a.json_file, text + "\n]\n}")) return 2;
  }
  return wrong > 0 ? 1 : 0;
}

} // namespace symdelta::cli
