#pragma once
// `symdelta bench`: a campaign of checks over a benchmark folder. The checks are the cross
// product of runs (repetitions), timeouts, cases and combinations (policy x solver), in that
// order of nesting; `--shard I/N` takes every N-th of them starting at the I-th, `--jobs N` runs
// N at once (one child process each), and `--db` stores each as it finishes, so that `--resume`
// can skip what is stored.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/check.hpp"
#include "symdelta/report/study.hpp"

namespace symdelta::cli {

struct bench_case {
  std::string name, expected, method;
  fs::path old_file, new_file;
  // the new version's entry point where its class or name differs from the old one's (cases.tsv's
  // fourth column, written as `method` is); empty: the old one's
  std::string new_method{};
  // the label that labels-SEMANTICS.tsv replaced by `expected` in this campaign's semantics; empty
  // when the case keeps its own (from cases.tsv, its path or its annotation)
  std::string replaced_label{};
  // the case settings (is_case_setting) stored with its checks besides the campaign's options:
  // which variant a case of `variants` stands for
  std::map<std::string, std::string> settings{};
};

/// The two versions in a case's folder: oldV.java and newV.java (the ARDiff benchmark's names),
/// else old.java and new.java (tests/pairs). A path the system cannot look at (a name too long)
/// holds none, so that a list naming it says so at its line rather than throwing.
inline std::optional<std::pair<fs::path, fs::path>> case_files(const fs::path &folder) {
  std::error_code ec;
  for (const auto &[o, n] : {std::pair{"oldV.java", "newV.java"}, std::pair{"old.java", "new.java"}})
    if (fs::is_regular_file(folder / o, ec) && fs::is_regular_file(folder / n, ec))
      return std::pair{folder / o, folder / n};
  return std::nullopt;
}

/// A case's expected verdict when its list does not say: from its path (a component Eq or NEq),
/// else from the old version's '// expected: EQ' first line (its '// jvm:' line in Java semantics).
inline std::string expected_of(const fs::path &name, const fs::path &old_file, semantics_mode semantics) {
  const std::string e = expected_from_path(name);
  return e == "?" ? expected_from_annotation(old_file, semantics) : e;
}

/// A benchmark's cases, or why they cannot be read (`cases.tsv:LINE: ...`).
struct case_list {
  std::vector<bench_case> cases;
  std::string error;
};

/// The tab-separated fields of line `number` of a list (cases.tsv, labels-SEMANTICS.tsv); none for
/// a line without an entry: an empty one, or a first line starting with "case" (a header). A byte
/// order mark and CRLF line ends are read as if absent (a list saved on Windows).
inline std::vector<std::string> tsv_fields(std::string line, std::size_t number) {
  if (number == 1 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);
  if (line.ends_with('\r')) line.pop_back();
  if (line.empty() || (number == 1 && line.starts_with("case"))) return {};
  std::vector<std::string> cols;
  std::size_t start = 0;
  for (std::size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1)
    cols.push_back(line.substr(start, tab - start));
  cols.push_back(line.substr(start));
  return cols;
}

/// A case's folder as the lists compare it: "x/../Eq" and "Eq/" are "Eq".
inline std::string case_folder(const fs::path &name) {
  std::string folder = name.lexically_normal().string();
  while (folder.size() > 1 && folder.back() == '/')
    folder.pop_back();
  return folder;
}

/// cases.tsv: one case a line, tab-separated: the case's folder (relative to `dir`), the expected
/// verdict (EQ, NEQ, ? or empty: from the path or the annotation), the method (empty: the
/// default) and the new version's method where it differs (empty: the same). A first line
/// starting with "case" is a header; CRLF line ends are read as LF.
inline case_list load_case_table(const fs::path &dir, std::istream &tsv, semantics_mode semantics) {
  const std::string file = (dir / "cases.tsv").string();
  case_list out;
  std::map<std::string, std::size_t> seen; // normalised case path -> its line
  std::string line;
  for (std::size_t number = 1; std::getline(tsv, line); ++number) {
    const auto fail = [&](const std::string &why) {
      out.error = fmt::format("{}:{}: {}", file, number, why);
      return out;
    };
    const std::vector<std::string> cols = tsv_fields(line, number);
    if (cols.empty()) continue;
    if (cols.size() > 4)
      return fail(fmt::format("{} columns, expected at most 4 separated by tabs (case, expected, method, new_method)",
                              cols.size()));
    const fs::path name(cols[0]);
    const fs::path normal = name.lexically_normal();
    if (cols[0].empty()) return fail("no case (the first column is empty)");
    if (name.is_absolute() || normal.empty() || *normal.begin() == ".." || normal == ".")
      return fail(
          fmt::format("case '{}' is outside the folder {}: give its path relative to it", cols[0], dir.string()));
    const std::string folder = case_folder(name);
    if (const auto [at, fresh] = seen.emplace(folder, number); !fresh)
      return fail(fmt::format("case '{}' is listed twice (first on line {})", cols[0], at->second));
    const auto files = case_files(dir / name);
    if (!files)
      return fail(fmt::format("case '{}': no oldV.java and newV.java (nor old.java and new.java) in {}", cols[0],
                              (dir / name).string()));
    std::string expected = cols.size() > 1 ? cols[1] : "";
    if (expected.empty()) expected = expected_of(name, files->first, semantics);
    if (expected != "EQ" && expected != "NEQ" && expected != "?")
      return fail(fmt::format("case '{}': expected '{}', which is none of EQ, NEQ and ? (unknown)", cols[0], expected));
    out.cases.push_back({cols[0], expected, cols.size() > 2 ? cols[2] : "", files->first, files->second,
                         cols.size() > 3 ? cols[3] : ""});
  }
  return out;
}

/// The list of the labels that differ in `semantics` from a benchmark's own: labels-java.tsv or
/// labels-ideal.tsv (as --semantics names them).
inline std::string labels_file_name(semantics_mode semantics) {
  return fmt::format("labels-{}.tsv", to_string(semantics));
}

inline std::string semantics_name(semantics_mode semantics) {
  return semantics == semantics_mode::java ? "Java semantics" : "ideal semantics";
}

/// labels-SEMANTICS.tsv: a line per case whose label differs in that semantics, tab-separated:
/// the case (its folder, as cases.tsv names it) and its label there (EQ, NEQ or ?). A label can
/// hold over the reals and fail on the JVM (integers wrap around, doubles round and carry NaN):
/// such a case is EQ in ideal semantics and NEQ in Java's. A first line starting with "case" is a
/// header. Replaces the labels of `cases` it names (a line that agrees with one changes nothing),
/// or says why it cannot (`FILE:LINE: ...`) and replaces none.
inline std::string apply_label_table(const fs::path &dir, std::istream &tsv, semantics_mode semantics,
                                     std::vector<bench_case> &cases) {
  const std::string file = (dir / labels_file_name(semantics)).string();
  std::map<std::string, bench_case *> by_folder;
  for (auto &c : cases)
    by_folder.emplace(case_folder(c.name), &c);
  std::map<std::string, std::size_t> seen; // normalised case path -> its line
  std::vector<std::pair<bench_case *, std::string>> labels;
  std::string line;
  for (std::size_t number = 1; std::getline(tsv, line); ++number) {
    const auto fail = [&](const std::string &why) { return fmt::format("{}:{}: {}", file, number, why); };
    const std::vector<std::string> cols = tsv_fields(line, number);
    if (cols.empty()) continue;
    if (cols.size() > 2)
      return fail(fmt::format("{} columns, expected 2 separated by a tab (case, expected)", cols.size()));
    if (cols[0].empty()) return fail("no case (the first column is empty)");
    const std::string folder = case_folder(cols[0]);
    const auto c = by_folder.find(folder);
    if (c == by_folder.end()) return fail(fmt::format("unknown case '{}': not a case of {}", cols[0], dir.string()));
    if (const auto [at, fresh] = seen.emplace(folder, number); !fresh)
      return fail(fmt::format("case '{}' is listed twice (first on line {})", cols[0], at->second));
    if (cols.size() < 2) return fail(fmt::format("case '{}': no label (a second column EQ, NEQ or ?)", cols[0]));
    if (cols[1] != "EQ" && cols[1] != "NEQ" && cols[1] != "?")
      return fail(fmt::format("case '{}': expected '{}', which is none of EQ, NEQ and ? (unknown)", cols[0], cols[1]));
    labels.emplace_back(c->second, cols[1]);
  }
  for (auto &[c, label] : labels)
    if (label != c->expected) {
      c->replaced_label = c->expected;
      c->expected = label;
    }
  return "";
}

/// The cases of a benchmark folder: those cases.tsv lists, else every folder holding both versions;
/// their labels in `semantics` replaced by those of labels-SEMANTICS.tsv where it is there.
inline case_list load_cases(const fs::path &dir, semantics_mode semantics) {
  case_list out;
  if (fs::exists(dir / "cases.tsv")) {
    std::ifstream tsv(dir / "cases.tsv");
    if (!tsv) return {{}, fmt::format("{}: i/o error: cannot open file", (dir / "cases.tsv").string())};
    out = load_case_table(dir, tsv, semantics);
    if (!out.error.empty()) return out;
  } else {
    for (const auto &e : fs::recursive_directory_iterator(dir)) {
      if (!e.is_directory()) continue;
      if (const auto files = case_files(e.path())) {
        const fs::path name = fs::relative(e.path(), dir);
        out.cases.push_back({name.string(), expected_of(name, files->first, semantics),
                             annotation(files->first, "method"), files->first, files->second,
                             annotation(files->first, "new-method")}); // the methods as the old version names them
      }
    }
    std::sort(out.cases.begin(), out.cases.end(), [](const auto &x, const auto &y) { return x.name < y.name; });
  }
  if (const fs::path labels = dir / labels_file_name(semantics); fs::exists(labels)) {
    std::ifstream tsv(labels);
    if (!tsv) return {{}, fmt::format("{}: i/o error: cannot open file", labels.string())};
    if (std::string why = apply_label_table(dir, tsv, semantics, out.cases); !why.empty()) return {{}, std::move(why)};
  }
  return out;
}

/// The labels that labels-SEMANTICS.tsv gave `cases`, as bench names them before the checks and
/// in the summary ("labels-java.tsv: 1 label for Java semantics: Airy/MAX/Eq EQ -> NEQ"); empty
/// when it gave none.
inline std::string label_overrides_text(const std::vector<bench_case> &cases, semantics_mode semantics) {
  std::vector<std::string> named;
  for (const auto &c : cases)
    if (!c.replaced_label.empty()) named.push_back(fmt::format("{} {} -> {}", c.name, c.replaced_label, c.expected));
  if (named.empty()) return "";
  return fmt::format("{}: {} label{} for {}: {}", labels_file_name(semantics), named.size(),
                     named.size() == 1 ? "" : "s", semantics_name(semantics), fmt::join(named, ", "));
}

/// "I/N" with 1 <= I <= N, both whole numbers (sscanf's %zu would read "-1" as 2^64 - 1).
inline std::optional<std::pair<std::size_t, std::size_t>> parse_shard(const std::string &s) {
  const auto slash = s.find('/');
  if (slash == std::string::npos) return std::nullopt;
  const auto i = whole_number_of(s.substr(0, slash)), n = whole_number_of(s.substr(slash + 1));
  if (!i || !n || *i < 1 || *i > *n) return std::nullopt;
  return std::pair{static_cast<std::size_t>(*i), static_cast<std::size_t>(*n)};
}

/// One check of the campaign.
struct campaign_check {
  const bench_case *c;
  const combination *combo;
  double timeout;
  int run_id;

  [[nodiscard]] report::sqlite::check_key key(const common_args &a) const {
    return report::sqlite::check_key::of(c->name, combo->label(), a.options(timeout), run_id);
  }
};

/// What a campaign tells its caller of each check as it finishes: the check and its record
/// (check_task::record, without its text).
using check_observer = std::function<void(const campaign_check &, const nlohmann::json &)>;

/// Runs every check of `cases` (runs x timeouts x cases x combinations, this shard's) as `bench`
/// does: in child processes, stored as each finishes, summarised. `on_check` sees each check's
/// record as it finishes. Returns the exit status (1 when a verdict is wrong, 2 on bad input).
int run_campaign(const std::vector<bench_case> &cases, const bench_args &a, const std::vector<combination> &offered,
                 const check_observer &on_check);

} // namespace symdelta::cli
