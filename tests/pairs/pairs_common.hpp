#pragma once
// What the pair tests share: the annotated pairs of tests/pairs and the check that a Neq
// partition's model really makes the versions differ.
#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "builtin_checks.hpp"
#include "support.hpp"
#include "symdelta/report/text.hpp"

namespace symdelta_test {

namespace fs = std::filesystem;
using namespace symdelta;
using symdelta::test::builtin_differ;
using symdelta::test::ideal_options;

struct pair_case {
  std::string name;
  fs::path old_file, new_file;
  std::string expected;
  bool adaptive_depth = false;     // "// depth: auto" in the old version's header
  std::string jvm;                 // the JVM's verdict ("// jvm:", where it differs from ideal semantics')
  bool ideal_approximated = false; // "// ideal: approximated": any Maybe verdict is ideal semantics' best
  std::string method, new_method;  // "// method:" and "// new-method:": the compared methods, where not snippet
  // "// undecided: <why>": symdelta does not reach the expected verdict yet (never the opposite one),
  // and why; the tests that go over every pair give such a pair little time
  std::string undecided;
};

/// The time limit a test that goes over every pair gives pair `c`: `normal`, but at most two
/// seconds for a pair symdelta does not decide yet (it would run into any limit).
inline std::chrono::milliseconds pair_time(const pair_case &c, std::chrono::milliseconds normal) {
  return c.undecided.empty() ? normal : std::min(normal, std::chrono::milliseconds(2'000));
}

inline std::vector<pair_case> load_pairs() {
  std::vector<pair_case> out;
  for (const auto &e : fs::directory_iterator(SYMDELTA_PAIRS_DIR)) {
    if (!e.is_directory()) continue;
    std::ifstream in(e.path() / "old.java");
    std::string first, line;
    std::getline(in, first);
    bool adaptive = false;
    bool approximated = false;
    std::string jvm, method, new_method, undecided;
    while (std::getline(in, line) && line.rfind("//", 0) == 0) {
      adaptive = adaptive || line.find("depth: auto") != std::string::npos;
      if (line.rfind("// jvm: ", 0) == 0) jvm = line.substr(8, line.find(' ', 8) - 8);
      approximated = approximated || line.rfind("// ideal: approximated", 0) == 0;
      if (line.rfind("// method: ", 0) == 0) method = line.substr(11, line.find_last_not_of(" \r") - 10);
      if (line.rfind("// new-method: ", 0) == 0) new_method = line.substr(15, line.find_last_not_of(" \r") - 14);
      if (line.rfind("// undecided: ", 0) == 0) undecided = line.substr(14);
    }
    const auto at = first.find("expected:");
    REQUIRE(at != std::string::npos);
    std::string expected = first.substr(at + 9);
    expected.erase(0, expected.find_first_not_of(' '));
    expected.erase(expected.find_last_not_of(" \r") + 1);
    if (jvm.empty()) jvm = expected;
    out.push_back({e.path().filename().string(), e.path() / "old.java", e.path() / "new.java", expected, adaptive, jvm,
                   approximated, method, new_method, undecided});
  }
  std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.name < b.name; });
  return out;
}

/// What `snippet` of `p` returns or throws on `args`, as the unit tests print a run.
inline std::string effect_of(const ir::program &p, const std::vector<std::string> &args) {
  return symdelta::test::result_text(symdelta::test::run(p, p.find_function("snippet"), args));
}

/// Every Neq partition's model ran in both versions (ideal semantics): a proved Neq must be
/// witnessed, never contradicted; a witnessed one is confirmed by definition. (Past the check's
/// deadline, `limit` after its start, no model runs: on a loaded machine the exploration can
/// finish just before it.)
inline void confirm_witnesses(const pair_case &c, const run_record &run, std::chrono::milliseconds limit) {
  const bool out_of_time = run.timed_out || run.seconds >= std::chrono::duration<double>(limit).count();
  for (const auto &p : run.partitions) {
    if (p.classes.overall != partition_class::neq || p.input.empty()) continue;
    if (out_of_time && p.witness.status == witness_status::not_run) continue;
    INFO(c.name << ": partition " << p.index << " (" << to_string(p.provenance) << ") " << to_string(p.witness.status)
                << ": old " << p.witness.old_effect << ", new " << p.witness.new_effect << "; " << p.witness.detail);
    CHECK(p.provenance != neq_provenance::none);
    CHECK(p.witness.status == witness_status::confirmed);
  }
}

} // namespace symdelta_test
