#pragma once
// The PASDA paper's views of a campaign, computed from stored checks: program-level verdicts per
// tool, timeout and expected class (Tables 5-7), partition-level shares (Table 9), mean runtime
// per step (Table 10), and which cases one tool gets right that another does not. Repetitions of
// a check are combined by majority, as in the paper. Tables print as text, Markdown or CSV.
#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/report/sqlite.hpp"

namespace symdelta::report::study {

using sqlite::check_key;
using sqlite::program_row;
using sqlite::stored_variant;

// --- tables ----------------------------------------------------------------------------------------

enum class table_format { text, markdown, csv };

struct table {
  std::string title;
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> notes; // printed under the table (text, Markdown); not in CSV
};

inline std::string csv_field(const std::string &s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s)
    out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

/// Text aligns columns (numbers to the right); Markdown is a pipe table; CSV has the title as a
/// first line starting with '#', then the header and the rows.
inline std::string render(const table &t, table_format f) {
  std::string out;
  const auto numeric = [](const std::string &s) {
    return !s.empty() && s.find_first_not_of("0123456789.-% ") == std::string::npos;
  };
  switch (f) {
  case table_format::csv: {
    out += "# " + t.title + "\n";
    for (const auto *row : {&t.header}) {
      std::vector<std::string> cells;
      for (const auto &c : *row)
        cells.push_back(csv_field(c));
      out += fmt::format("{}\n", fmt::join(cells, ","));
    }
    for (const auto &row : t.rows) {
      std::vector<std::string> cells;
      for (const auto &c : row)
        cells.push_back(csv_field(c));
      out += fmt::format("{}\n", fmt::join(cells, ","));
    }
    return out;
  }
  case table_format::markdown: {
    out += "### " + t.title + "\n\n| " + fmt::format("{}", fmt::join(t.header, " | ")) + " |\n|";
    for (std::size_t i = 0; i < t.header.size(); ++i) { // numbers to the right
      const bool right = !t.rows.empty() && std::all_of(t.rows.begin(), t.rows.end(), [&](const auto &row) {
        return i < row.size() && (numeric(row[i]) || row[i] == "-");
      });
      out += right ? "---:|" : "---|";
    }
    out += "\n";
    for (const auto &row : t.rows) {
      std::vector<std::string> cells;
      for (const auto &c : row) {
        std::string e;
        for (char ch : c)
          e += ch == '|' ? std::string("\\|") : std::string(1, ch);
        cells.push_back(e);
      }
      out += "| " + fmt::format("{}", fmt::join(cells, " | ")) + " |\n";
    }
    break;
  }
  case table_format::text: {
    std::vector<std::size_t> width(t.header.size(), 0);
    for (std::size_t i = 0; i < t.header.size(); ++i)
      width[i] = t.header[i].size();
    for (const auto &row : t.rows)
      for (std::size_t i = 0; i < row.size() && i < width.size(); ++i)
        width[i] = std::max(width[i], row[i].size());
    out += t.title + "\n";
    const auto line = [&](const std::vector<std::string> &row) {
      std::string l;
      for (std::size_t i = 0; i < row.size() && i < width.size(); ++i) {
        if (i) l += "  ";
        l += numeric(row[i]) && i > 0 ? fmt::format("{:>{}}", row[i], width[i])
                                      : fmt::format("{:<{}}", row[i], width[i]);
      }
      while (!l.empty() && l.back() == ' ')
        l.pop_back();
      return l + "\n";
    };
    out += line(t.header);
    for (const auto &row : t.rows)
      out += line(row);
    break;
  }
  }
  for (const auto &n : t.notes)
    out += (f == table_format::markdown ? "\n" : "") + n + "\n";
  return out;
}

// --- combining repetitions -------------------------------------------------------------------------

/// What a tool was run with: a check's key without the case and the repetition.
struct configuration {
  std::string tool;
  double timeout = 10;
  std::uint32_t depth = 10;
  double query_timeout = 2, h1_timeout = 0.5;
  bool abstract_helpers = false;
  bool adaptive_depth = true;
  std::string observe = "all";
  auto operator<=>(const configuration &) const = default;

  static configuration of(const check_key &k) {
    return {k.tool_name,  k.timeout,          k.depth,          k.query_timeout,
            k.h1_timeout, k.abstract_helpers, k.adaptive_depth, k.observe};
  }
  [[nodiscard]] std::string timeout_text() const { return fmt::format("{:g} s", timeout); }
  /// Settings that differ from the defaults (adaptive depth from 10), e.g. "depth 20, helpers".
  [[nodiscard]] std::string settings() const {
    std::vector<std::string> s;
    if (!adaptive_depth)
      s.push_back(fmt::format("depth {}", depth));
    else if (depth != 10)
      s.push_back(fmt::format("depth auto from {}", depth));
    if (query_timeout != 2) s.push_back(fmt::format("query {:g} s", query_timeout));
    if (h1_timeout != 0.5) s.push_back(fmt::format("h1 {:g} s", h1_timeout));
    if (abstract_helpers) s.push_back("helpers");
    if (observe != "all") s.push_back("observes " + observe);
    return fmt::format("{}", fmt::join(s, ", "));
  }
  /// " (depth 20, helpers)", or nothing with the default settings.
  [[nodiscard]] std::string settings_suffix() const {
    const std::string s = settings();
    return s.empty() ? "" : " (" + s + ")";
  }
  [[nodiscard]] std::string tool_text() const { return tool + settings_suffix(); }
};

inline const std::vector<std::string> &verdict_names() {
  static const std::vector<std::string> v = {"EQ",      "NEQ",           "MAYBE_EQ", "MAYBE_NEQ",
                                             "UNKNOWN", "DEPTH_LIMITED", "TIMEOUT",  "ERROR"};
  return v;
}

/// EQ on an expected EQ, NEQ on an expected NEQ.
inline bool is_correct(const std::string &expected, const std::string &result) {
  return (expected == "EQ" || expected == "NEQ") && result == expected;
}
/// A proof of the opposite: NEQ on an expected EQ, EQ on an expected NEQ.
inline bool is_wrong(const std::string &expected, const std::string &result) {
  return (expected == "EQ" && result == "NEQ") || (expected == "NEQ" && result == "EQ");
}
/// A NEQ on an expected EQ whose witness the JVM confirmed in Java semantics: the JVM shows the
/// label (written for real numbers, say) mistaken, so the verdict is not counted wrong; nor is it
/// counted correct, since the label says otherwise. A disputed label, neither correct nor wrong.
inline bool is_disputed(const std::string &expected, const std::string &result, bool jvm_confirmed) {
  return jvm_confirmed && expected == "EQ" && result == "NEQ";
}

/// One case under one configuration, its repetitions combined.
struct case_result {
  std::string benchmark, expected;
  configuration config;
  std::string result;    // the majority verdict
  double seconds = 0;    // median over the repetitions
  std::size_t runs = 0;  // repetitions stored
  std::size_t agree = 0; // repetitions with the majority verdict
  // a repetition with the majority verdict had its witness confirmed on the JVM (program_row)
  bool jvm_confirmed = false;

  [[nodiscard]] bool correct() const { return is_correct(expected, result); }
  [[nodiscard]] bool disputed() const { return is_disputed(expected, result, jvm_confirmed); }
  [[nodiscard]] bool wrong() const { return is_wrong(expected, result) && !disputed(); }
};

inline double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

inline double mean(const std::vector<double> &v) {
  double m = 0;
  for (double x : v)
    m += x / static_cast<double>(v.size());
  return m;
}

/// The majority verdict of each case and configuration. A tie goes to the verdict later in
/// EQ, NEQ, MAYBE_EQ, MAYBE_NEQ, UNKNOWN, DEPTH_LIMITED, TIMEOUT, ERROR: the less decided
/// answer, so that a tie never counts as correct.
inline std::vector<case_result> combine_runs(const std::vector<program_row> &rows) {
  struct group {
    std::string expected;
    std::map<std::string, std::size_t> votes;
    std::set<std::string> confirmed; // verdicts of repetitions whose witness the JVM confirmed
    std::vector<double> seconds;
  };
  std::map<std::pair<configuration, std::string>, group> groups;
  for (const auto &r : rows) {
    group &g = groups[{configuration::of(r.key), r.key.benchmark}];
    g.expected = r.expected;
    ++g.votes[r.result];
    if (r.jvm_confirmed) g.confirmed.insert(r.result);
    g.seconds.push_back(r.seconds);
  }
  const auto rank = [](const std::string &v) {
    const auto &names = verdict_names();
    return std::find(names.begin(), names.end(), v) - names.begin();
  };
  std::vector<case_result> out;
  for (const auto &[key, g] : groups) {
    std::string best;
    std::size_t n = 0;
    for (const auto &[v, count] : g.votes)
      if (count > n || (count == n && rank(v) > rank(best))) best = v, n = count;
    out.push_back(
        {key.second, g.expected, key.first, best, median(g.seconds), g.seconds.size(), n, g.confirmed.count(best) > 0});
  }
  return out;
}

inline std::vector<configuration> configurations(const std::vector<case_result> &cases) {
  std::set<configuration> s;
  for (const auto &c : cases)
    s.insert(c.config);
  return {s.begin(), s.end()};
}

/// Counts and times of one configuration.
struct summary {
  std::size_t cases = 0, correct = 0, wrong = 0, disputed = 0, maybe_right = 0, maybe_wrong = 0;
  std::map<std::string, std::map<std::string, std::size_t>> by_expected; // expected -> verdict -> n
  std::map<std::string, std::size_t> counts;                             // verdict -> n
  std::set<std::string> correct_cases, disputed_cases;
  std::vector<double> seconds;
};

inline summary summarise(const std::vector<case_result> &cases, const configuration &config) {
  summary s;
  for (const auto &c : cases) {
    if (c.config != config) continue;
    ++s.cases;
    s.correct += c.correct();
    s.wrong += c.wrong();
    s.disputed += c.disputed();
    if (c.correct()) s.correct_cases.insert(c.benchmark);
    if (c.disputed()) s.disputed_cases.insert(c.benchmark);
    if ((c.expected == "EQ" && c.result == "MAYBE_EQ") || (c.expected == "NEQ" && c.result == "MAYBE_NEQ"))
      ++s.maybe_right;
    if ((c.expected == "EQ" && c.result == "MAYBE_NEQ") || (c.expected == "NEQ" && c.result == "MAYBE_EQ"))
      ++s.maybe_wrong;
    ++s.by_expected[c.expected][c.result];
    ++s.counts[c.result];
    s.seconds.push_back(c.seconds);
  }
  return s;
}

inline std::string percent(std::size_t part, std::size_t whole) {
  return whole ? fmt::format("{:.1f}%", 100.0 * static_cast<double>(part) / static_cast<double>(whole)) : "-";
}

inline std::string repetitions_note(const std::vector<program_row> &rows, const std::vector<case_result> &cases) {
  std::size_t split = 0;
  for (const auto &c : cases)
    split += c.agree < c.runs;
  return fmt::format("{} checks stored; {} case results (repetitions combined by majority; {} with repetitions that "
                     "disagree).",
                     rows.size(), cases.size(), split);
}

// --- the views -------------------------------------------------------------------------------------

/// Table 5 style: program-level verdicts per tool, timeout and expected class.
inline table verdict_table(const std::vector<case_result> &cases) {
  table t{"Program-level verdicts per tool, timeout and expected class (Table 5 style)",
          {"tool", "timeout", "expected"},
          {},
          {}};
  for (const auto &v : verdict_names())
    t.header.push_back(v);
  t.header.push_back("total");
  for (const auto &config : configurations(cases)) {
    const summary s = summarise(cases, config);
    for (const auto &[expected, counts] : s.by_expected) {
      std::vector<std::string> row = {config.tool_text(), config.timeout_text(), expected};
      std::size_t total = 0;
      for (const auto &v : verdict_names()) {
        const auto it = counts.find(v);
        const std::size_t n = it == counts.end() ? 0 : it->second;
        total += n;
        row.push_back(std::to_string(n));
      }
      row.push_back(std::to_string(total));
      t.rows.push_back(std::move(row));
    }
  }
  return t;
}

/// Tables 6 and 7 style: how many verdicts are correct, wrong, best-effort (pointing the right
/// or the wrong way) and undecided, with runtimes.
inline table accuracy_table(const std::vector<case_result> &cases) {
  table t{"Correct, wrong, best-effort and undecided verdicts per tool and timeout (Tables 6-7 style)",
          {"tool", "timeout", "cases", "correct", "wrong", "maybe right", "maybe wrong", "undecided", "disputed",
           "correct %", "maybe right %", "median s", "mean s"},
          {},
          {"correct: EQ on expected EQ or NEQ on expected NEQ; wrong: NEQ on EQ or EQ on NEQ; maybe right: MAYBE_EQ on "
           "EQ or MAYBE_NEQ on NEQ; undecided: UNKNOWN, DEPTH_LIMITED, TIMEOUT, ERROR; disputed: NEQ on EQ with the "
           "witness confirmed on the JVM in Java semantics (a disputed label, neither correct nor wrong); maybe right "
           "%: of the MAYBE verdicts."}};
  for (const auto &config : configurations(cases)) {
    const summary s = summarise(cases, config);
    const std::size_t undecided = s.cases - s.correct - s.wrong - s.disputed - s.maybe_right - s.maybe_wrong;
    t.rows.push_back({config.tool_text(), config.timeout_text(), std::to_string(s.cases), std::to_string(s.correct),
                      std::to_string(s.wrong), std::to_string(s.maybe_right), std::to_string(s.maybe_wrong),
                      std::to_string(undecided), std::to_string(s.disputed), percent(s.correct, s.cases),
                      percent(s.maybe_right, s.maybe_right + s.maybe_wrong), fmt::format("{:.3f}", median(s.seconds)),
                      fmt::format("{:.3f}", mean(s.seconds))});
  }
  return t;
}

/// Table 9 style: the share of each partition class among the partitions of the reported
/// iterations (every repetition counted).
/// How much of each check's partitions Table 9 counts: every partition, or those up to the one
/// that settled the verdict (--explore settled, recorded in the checks' settings; a check stored
/// before the option existed explored every partition unless it ran with --first-witness).
inline std::string exploration_note(const std::map<sqlite::check_key, std::map<std::string, std::string>> &settings,
                                    std::size_t checks) {
  std::size_t settled = 0, first_witness = 0;
  for (const auto &[key, s] : settings) {
    const auto explore = s.find("--explore"), first = s.find("--first-witness");
    if (explore != s.end() && explore->second == "settled")
      ++settled;
    else if (first != s.end() && first->second == "on")
      ++first_witness;
  }
  const std::size_t all = checks - std::min(checks, settled + first_witness);
  std::string note = fmt::format("partitions explored: every one in {} checks (--explore all)", all);
  if (settled) note += fmt::format(", until the verdict was settled in {} (--explore settled)", settled);
  if (first_witness) note += fmt::format(", none past the pre-pass's witness in {} (--first-witness)", first_witness);
  if (settled || first_witness) note += "; a check stopped early counts only the partitions it explored";
  return note;
}

inline table partition_table(const std::vector<sqlite::partition_count> &counts) {
  static const std::vector<std::string> classes = {"Eq",      "Neq",           "Maybe_Eq", "Maybe_Neq",
                                                   "Unknown", "Depth_Limited", "Timeout",  "Error"};
  table t{"Partition-level classes per tool and timeout (Table 9 style)", {"tool", "timeout", "partitions"}, {}, {}};
  for (const auto &c : classes)
    t.header.push_back(c);
  std::map<std::pair<std::string, double>, std::map<std::string, long>> by;
  for (const auto &c : counts)
    by[{c.tool_name, c.timeout}][c.result] += c.count;
  for (const auto &[config, n] : by) {
    long total = 0;
    for (const auto &[_, k] : n)
      total += k;
    std::vector<std::string> row = {config.first, fmt::format("{:g} s", config.second), std::to_string(total)};
    for (const auto &c : classes)
      row.push_back(percent(static_cast<std::size_t>(n.count(c) ? n.at(c) : 0), static_cast<std::size_t>(total)));
    t.rows.push_back(std::move(row));
  }
  return t;
}

/// Table 10 style: mean wall time per step, in seconds, over every stored check.
inline table step_table(const std::vector<sqlite::step_mean> &means) {
  table t{"Mean runtime per step in seconds (Table 10 style)",
          {"tool", "timeout", "checks"},
          {},
          {"checks: those with step times (a check stopped at its time limit, or killed past it, has none)."}};
  const auto steps = sqlite::step_fields();
  for (const auto &[name, _] : steps)
    t.header.push_back(name);
  t.header.push_back("sum");
  std::map<std::pair<std::string, double>, std::map<std::string, sqlite::step_mean>> by;
  for (const auto &m : means)
    by[{m.tool_name, m.timeout}][m.step] = m;
  for (const auto &[config, m] : by) {
    std::vector<std::string> row = {config.first, fmt::format("{:g} s", config.second),
                                    std::to_string(m.empty() ? 0 : m.begin()->second.checks)};
    double sum = 0;
    for (const auto &[name, _] : steps) {
      const double s = m.count(name) ? m.at(name).mean_seconds : 0;
      sum += s;
      row.push_back(fmt::format("{:.3f}", s));
    }
    row.push_back(fmt::format("{:.3f}", sum));
    t.rows.push_back(std::move(row));
  }
  return t;
}

/// Which cases one tool gets right that another does not, for every ordered pair of tools at the
/// same timeout and settings (or only the named pair).
inline table correct_set_table(const std::vector<case_result> &cases,
                               const std::optional<std::pair<std::string, std::string>> &only = std::nullopt) {
  table t{"Correct-set comparison: cases correct with one tool and not with the other",
          {"tool A", "tool B", "timeout", "both", "only A", "only B", "cases only A", "cases only B"},
          {},
          {}};
  const auto configs = configurations(cases);
  for (const auto &a : configs)
    for (const auto &b : configs) {
      if (a.tool >= b.tool && !only) continue; // each unordered pair once
      if (only && (a.tool != only->first || b.tool != only->second)) continue;
      configuration b_at_a = b;
      b_at_a.tool = a.tool;
      if (b_at_a != a) continue; // compare at the same timeout and settings
      const summary sa = summarise(cases, a), sb = summarise(cases, b);
      std::vector<std::string> both, only_a, only_b;
      std::set_intersection(sa.correct_cases.begin(), sa.correct_cases.end(), sb.correct_cases.begin(),
                            sb.correct_cases.end(), std::back_inserter(both));
      std::set_difference(sa.correct_cases.begin(), sa.correct_cases.end(), sb.correct_cases.begin(),
                          sb.correct_cases.end(), std::back_inserter(only_a));
      std::set_difference(sb.correct_cases.begin(), sb.correct_cases.end(), sa.correct_cases.begin(),
                          sa.correct_cases.end(), std::back_inserter(only_b));
      t.rows.push_back({a.tool, b.tool, a.timeout_text() + a.settings_suffix(), std::to_string(both.size()),
                        std::to_string(only_a.size()), std::to_string(only_b.size()),
                        fmt::format("{}", fmt::join(only_a, " ")), fmt::format("{}", fmt::join(only_b, " "))});
    }
  return t;
}

/// Every stored check, one row each (repetitions not combined), sorted by case, tool, settings and
/// run: for exporting, and for comparing two databases.
inline table check_table(std::vector<program_row> rows) {
  std::sort(rows.begin(), rows.end(), [](const auto &x, const auto &y) { return x.key < y.key; });
  table t{
      "Stored checks", {"case", "expected", "tool", "timeout", "settings", "run", "result", "runtime s", "id"}, {}, {}};
  for (const auto &r : rows) {
    const configuration c = configuration::of(r.key);
    t.rows.push_back({r.key.benchmark, r.expected, c.tool, c.timeout_text(), c.settings(), std::to_string(r.key.run_id),
                      r.result, fmt::format("{:.3f}", r.seconds), std::to_string(r.id)});
  }
  return t;
}

/// One program variant as the NVR tables count it (docs/variants.md): checked by `tool` (its
/// majority verdict `result`), or not compiling (no result).
struct variant_row {
  std::string tool;
  stored_variant variant;
  std::string result;
};

/// The variants, stored and checked: one row per variant and tool that checked any (a variant
/// that does not compile counts for every tool).
inline std::vector<variant_row> variant_rows(const std::vector<stored_variant> &variants,
                                             const std::vector<case_result> &cases) {
  std::set<std::string> tools;
  std::map<std::pair<std::string, std::string>, std::string> result; // by tool and case
  for (const auto &c : cases) {
    tools.insert(c.config.tool_text());
    result[{c.config.tool_text(), c.benchmark}] = c.result;
  }
  std::vector<variant_row> out;
  for (const auto &tool : tools)
    for (const auto &v : variants) {
      const auto r = result.find({tool, v.benchmark});
      if (v.compiles && r == result.end()) continue; // not checked (yet) by this tool
      out.push_back({tool, v, v.compiles ? r->second : std::string()});
    }
  return out;
}

/// The neutral variant rate per tool and transformation (or per node kind, the statement kind of
/// a location or transplant), proved (EQ) and by tests (test-neutral), of the variants that
/// compile: the paper's Tables 2 to 9, proofs beside tests.
inline table nvr_table(const std::vector<variant_row> &rows, bool by_node) {
  table t{by_node ? "Neutral variants per node kind (the paper's Tables 3-9 style)"
                  : "Neutral variants per transformation (the paper's Table 2 style)",
          {"tool", by_node ? "node" : "transformation", "made", "compile", "EQ", "NEQ", "MAYBE_EQ", "MAYBE_NEQ",
           "undecided", "test-neutral", "t-n but NEQ", "NVR proved", "NVR tests"},
          {},
          {"NVR: of the variants that compile; proved: EQ; tests: behaves like the original on the tests (--inputs, "
           "else the pre-pass's inputs); t-n but NEQ: test-neutral, and the witness shows a difference."}};
  struct counts {
    std::size_t made = 0, compile = 0, eq = 0, neq = 0, maybe_eq = 0, maybe_neq = 0, test = 0, test_neq = 0;
  };
  std::map<std::pair<std::string, std::string>, counts> per;
  for (const auto &r : rows)
    for (const std::string &key : {by_node ? r.variant.node : r.variant.transformation, std::string("all")}) {
      counts &c = per[{r.tool, key}];
      ++c.made;
      if (!r.variant.compiles) continue;
      ++c.compile;
      c.eq += r.result == "EQ";
      c.neq += r.result == "NEQ";
      c.maybe_eq += r.result == "MAYBE_EQ";
      c.maybe_neq += r.result == "MAYBE_NEQ";
      c.test += r.variant.test_neutral == "yes";
      c.test_neq += r.variant.test_neutral == "yes" && r.result == "NEQ";
    }
  const auto rate = [](std::size_t n, std::size_t of) {
    return of == 0 ? std::string("-")
                   : fmt::format("{:.1f}%", 100.0 * static_cast<double>(n) / static_cast<double>(of));
  };
  const auto row = [&](const std::string &tool, const std::string &key, const counts &c) {
    t.rows.push_back({tool, key, std::to_string(c.made), std::to_string(c.compile), std::to_string(c.eq),
                      std::to_string(c.neq), std::to_string(c.maybe_eq), std::to_string(c.maybe_neq),
                      std::to_string(c.compile - c.eq - c.neq - c.maybe_eq - c.maybe_neq), std::to_string(c.test),
                      std::to_string(c.test_neq), rate(c.eq, c.compile), rate(c.test, c.compile)});
  };
  for (const bool all : {false, true}) // each tool's "all" after its other rows
    for (const auto &[key, c] : per)
      if ((key.second == "all") == all) row(key.first, key.second, c);
  std::stable_sort(t.rows.begin(), t.rows.end(), [](const auto &a, const auto &b) { return a[0] < b[0]; });
  return t;
}

} // namespace symdelta::report::study
