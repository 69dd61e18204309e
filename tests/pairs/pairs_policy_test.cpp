// The policies' features on pairs, over both backends: abstraction and ARDiff's H1, summaries,
// adaptive depth, witnesses, the observed effects, time limits. A translation unit of its own:
// each instantiates the engine for several policies, and one file took over 60 s to compile.
#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "pairs_common.hpp"

namespace fs = std::filesystem;
using namespace symdelta;
using namespace symdelta_test;

namespace {

/// Pairs annotated `// abstraction: required` on line 3 (tests/pairs/README.md).
std::vector<pair_case> abstraction_pairs() {
  std::vector<pair_case> out;
  for (const auto &c : load_pairs()) {
    std::ifstream in(c.old_file);
    std::string line;
    for (int k = 0; k < 3 && std::getline(in, line); ++k)
      if (k == 2 && line.find("abstraction: required") != std::string::npos) out.push_back(c);
  }
  return out;
}

template <class Solver, class Policy> run_record check_pair(const pair_case &c, bool loop_proofs = true) {
  check_options opts = ideal_options();
  opts.run_timeout = std::chrono::milliseconds(20'000);
  opts.adaptive_depth = false; // deeper, prv completes these loops and proves EQ without abstraction
  opts.loop_proofs = loop_proofs;
  return builtin_differ<Solver, Policy>(opts).check_files(c.old_file, c.new_file, c.method, c.new_method);
}

} // namespace

TEMPLATE_TEST_CASE("pairs that only abstraction proves: EQ with pasda, dse and ardiff, not with prv",
                   "[pairs][abstraction]", solver::z3, solver::cvc5) {
  const auto pairs = abstraction_pairs();
  REQUIRE(pairs.size() >= 4);
  for (const auto &c : pairs) {
    INFO(c.name);
    REQUIRE(c.expected == "EQ");
    const run_record prv = check_pair<TestType, policy::prv>(c);
    CHECK(prv.result != verdict::eq);
    CHECK(prv.result != verdict::neq);
    const run_record pasda = check_pair<TestType, policy::pasda>(c, false);
    CHECK(pasda.result == verdict::eq);
    CHECK(pasda.reported_iteration == 2); // iteration 1 is PRV's exploration, iteration 2 abstracted
    // the loop-pair stage proves the unchanged loops coupled first (docs/loops.md)
    const run_record staged = check_pair<TestType, policy::pasda>(c);
    CHECK(staged.result == verdict::eq);
    CHECK(staged.loop_stage.decided);
    CHECK(check_pair<TestType, policy::dse>(c).result == verdict::eq);
    CHECK(check_pair<TestType, policy::ardiff>(c).result == verdict::eq);
  }
}

// Versions that name their classes, helpers, locals and compared method differently, or hold the
// compared method in a second or nested class (the match_* pairs, docs/engine.md "How versions
// correspond"): every policy on both backends, never the wrong verdict; PASDA's is the pair's.
TEMPLATE_TEST_CASE("pairs whose versions name things differently: every policy, never a wrong verdict",
                   "[pairs][match]", solver::z3, solver::cvc5) {
  int checks = 0, decided = 0;
  for (const auto &c : load_pairs()) {
    if (!c.name.starts_with("match_")) continue;
    check_options opts = ideal_options();
    opts.run_timeout = std::chrono::milliseconds(10'000);
    opts.adaptive_depth = c.adaptive_depth;
    const auto check = [&](auto policy) {
      using P = decltype(policy);
      return builtin_differ<TestType, P>(opts).check_files(c.old_file, c.new_file, c.method, c.new_method);
    };
    for (const run_record &run :
         {check(policy::pasda{}), check(policy::prv{}), check(policy::dse{}), check(policy::ardiff{})}) {
      ++checks;
      const std::string got(to_string(run.result));
      INFO(c.name << " with " << run.policy << ": expected " << c.expected << ", got " << got << " " << run.error);
      CHECK(run.result != verdict::error);
      CHECK_FALSE((c.expected == "EQ" && got == "NEQ"));
      CHECK_FALSE((c.expected == "NEQ" && got == "EQ"));
      if (run.policy == "pasda" && std::is_same_v<TestType, solver::z3>) CHECK(got == c.expected);
      decided += got == c.expected;
      if (got == "NEQ") confirm_witnesses(c, run, opts.run_timeout);
    }
  }
  fmt::print("match_* pairs: {} checks (4 policies), {} with the expected verdict\n", checks, decided);
  CHECK(checks >= 48);
}

namespace {

/// ARDiff on two versions given as text, with time for H1's quantified queries.
template <class Solver> run_record ardiff_with_h1(const std::string &old_v, const std::string &new_v) {
  check_options opts = ideal_options();
  opts.h1_timeout = std::chrono::milliseconds(2'000);
  opts.run_timeout = std::chrono::milliseconds(30'000);
  return builtin_differ<Solver, policy::ardiff>(opts).check(old_v, new_v);
}

} // namespace

// Block 1 (a = x*x - x*x, two products) scores higher under H3 than block 2 (a loop without
// products), so H3 alone would refine the loop first. But only an interpretation of UF_a_1 (zero)
// makes the versions agree whatever the loop computes: H1 names it alone, and refining it proves
// EQ. A solver that cannot answer H1 (CVC5 says unknown to this quantified query) falls back to
// H2, which finds UF_a_1 too: it occurs in the old version's branch condition only.
TEMPLATE_TEST_CASE("ARDiff's H1 picks the function an interpretation of which makes the versions agree",
                   "[pairs][abstraction]", solver::z3, solver::cvc5) {
  // the changed `int d = ...` separates the two blocks
  auto version = [](const char *d, const char *tail) {
    return std::string("class V { static int snippet(int x, int n) { if (x > 100 || x < -100) { return 0; } "
                       "int a = x * x - x * x; int d = ") +
           d + "; int s = 0; while (s < n) { s = s + 1; } " + tail + " } }";
  };
  const run_record run = ardiff_with_h1<TestType>(version("x + 1", "if (a == 0) { return s + d; } return s + d + 1;"),
                                                  version("1 + x", "return d + s;"));
  INFO(report::to_text(run));
  REQUIRE(run.iterations.size() >= 2);
  CHECK(run.iterations[0].abstracted == 2);
  CHECK(run.iterations[0].result != verdict::eq);
  CHECK(run.iterations[1].refined == "UF_a_1");
  if (std::is_same_v<TestType, solver::z3>) CHECK(run.iterations[1].heuristic == "H1");
  CHECK(run.result == verdict::eq);
}

// The same choice behind a square root. A root is a constant of the solver; H1 quantifies over
// it, assuming that equal arguments have equal roots. Left free (as it was), the solver chose the
// roots equal and H1 said yes for every function, so H3 refined the loop (score 1) before UF_a_1
// (two products, score 2). CVC5 answers unknown to H1 and refines in H3's order.
TEMPLATE_TEST_CASE("ARDiff's H1 quantifies over square roots too", "[pairs][abstraction]", solver::z3, solver::cvc5) {
  auto version = [](const char *d, const char *ret) {
    return std::string("class V { static double snippet(double x, int n) { if (x > 100 || x < 0) { return 0; } "
                       "double a = x * x - x * x; double d = ") +
           d + "; int s = 0; while (s < n) { s = s + 1; } return " + ret + "; } }";
  };
  const run_record run =
      ardiff_with_h1<TestType>(version("x + 1", "Math.sqrt(a + d) + s"), version("1 + x", "Math.sqrt(d) + s"));
  INFO(report::to_text(run));
  REQUIRE(run.iterations.size() >= 2);
  CHECK(run.iterations[0].abstracted == 2);
  if (std::is_same_v<TestType, solver::z3>) {
    CHECK(run.iterations[1].refined == "UF_a_1");
    CHECK(run.iterations[1].heuristic == "H1");
  }
  CHECK(run.result == verdict::eq);
}

// DSE and ARDiff explore summaries: on every pair they must never contradict the annotation, and
// the input of a Neq summary partition must make the versions differ when run.
TEMPLATE_TEST_CASE("summary policies: never a wrong verdict, and their witnesses hold", "[pairs][abstraction]",
                   solver::z3, solver::cvc5) {
  const auto pairs = load_pairs();
  int neq = 0;
  for (const auto &c : pairs) {
    check_options opts = ideal_options();
    opts.run_timeout = pair_time(c, std::chrono::milliseconds(5'000));
    for (const run_record &run :
         {builtin_differ<TestType, policy::dse>(opts).check_files(c.old_file, c.new_file, c.method, c.new_method),
          builtin_differ<TestType, policy::ardiff>(opts).check_files(c.old_file, c.new_file, c.method, c.new_method)}) {
      const std::string got(to_string(run.result));
      INFO(c.name << " with " << run.policy << ": expected " << c.expected << ", got " << got << " " << run.error);
      CHECK_FALSE((c.expected == "EQ" && got == "NEQ"));
      CHECK_FALSE((c.expected == "NEQ" && got == "EQ"));
      if (got == "NEQ") {
        ++neq;
        confirm_witnesses(c, run, opts.run_timeout);
      }
    }
  }
  CHECK(neq > 20); // the witness check did check something
}

// A variable a block writes only on some paths (in a branch, a loop's body) keeps its value from
// before the block on the others, so that value is an input of its function: here the loop does
// not run for x <= 0, and d is 1 in one version and 2 in the other. Witnesses off: the solver's
// verdict alone, which must not be EQ.
TEMPLATE_TEST_CASE("abstraction: a variable written on some paths of a block is an input of its function",
                   "[pairs][abstraction]", solver::z3, solver::cvc5) {
  const auto version = [](int d, const char *guard) {
    return fmt::format("class V {{ static int snippet(int x) {{ int d = {}; {} return d; }} }}", d, guard);
  };
  for (const char *block : {"while (x > 0) { d = 5; x--; }", "if (x > 0) { d = x; }",
                            "boolean b = x > 0 && (d = 7) > 0;", "x = x > 3 ? (d = x) : x;"}) {
    check_options opts = ideal_options();
    opts.witnesses = false;
    for (const run_record &run :
         {builtin_differ<TestType, policy::dse>(opts).check(version(1, block), version(2, block)),
          builtin_differ<TestType, policy::ardiff>(opts).check(version(1, block), version(2, block)),
          builtin_differ<TestType, policy::pasda>(opts).check(version(1, block), version(2, block))}) {
      INFO(block << " with " << run.policy << "\n" << report::to_text(run));
      CHECK(run.result != verdict::eq);
      CHECK(run.result != verdict::error);
    }
  }
}

// Adaptive depth: a loop of up to 30 iterations is Depth_Limited at depth 10 and 20 and complete
// at 40, where EQ is proved; a loop the depth never completes stops at the time limit with the
// last round that completed.
TEMPLATE_TEST_CASE("adaptive depth deepens until the exploration is complete", "[pairs][depth]", solver::z3,
                   solver::cvc5) {
  const fs::path dir = fs::path(SYMDELTA_PAIRS_DIR) / "depth_auto_loop";
  check_options opts = ideal_options();
  opts.adaptive_depth = false;
  const run_record fixed = builtin_differ<TestType, policy::prv>(opts).check_files(dir / "old.java", dir / "new.java");
  INFO(report::to_text(fixed));
  CHECK(fixed.result != verdict::eq);
  CHECK(fixed.result != verdict::neq);
  CHECK(fixed.depth_limited);
  CHECK(fixed.depth == 10);
  CHECK(fixed.depth_rounds.empty());

  opts.adaptive_depth = true;
  const run_record adaptive =
      builtin_differ<TestType, policy::prv>(opts).check_files(dir / "old.java", dir / "new.java");
  INFO(report::to_text(adaptive));
  CHECK(adaptive.result == verdict::eq);
  CHECK_FALSE(adaptive.depth_limited);
  CHECK(adaptive.depth == 40);
  CHECK(adaptive.depth_rounds == std::vector<std::uint32_t>{10, 20, 40});
  CHECK_FALSE(adaptive.timed_out);
}

TEMPLATE_TEST_CASE("adaptive depth reports the last round that completed", "[pairs][depth]", solver::z3, solver::cvc5) {
  // the versions differ only past 2^20 iterations: no round completes the loop, none proves anything
  const std::string old_v =
      "class V { static int snippet(int n) { int s = 0; while (n > 0) { n = n - 1; s = s + 1; } return s; } }";
  const std::string new_v = "class V { static int snippet(int n) { int s = 0; while (n > 0) { n = n - 1; s = s + 1; "
                            "if (s > 1048576) return 0; } return s; } }";
  check_options opts = ideal_options();
  opts.adaptive_depth = true;
  opts.run_timeout = std::chrono::milliseconds(1500);
  opts.witnesses = false; // n = 2^21 is a witness, which this test is not about
  const run_record run = builtin_differ<TestType, policy::prv>(opts).check(old_v, new_v);
  INFO(report::to_text(run));
  CHECK(run.result != verdict::eq);
  CHECK(run.result != verdict::neq);
  REQUIRE(run.depth_rounds.size() >= 2);
  if (run.timed_out) // the usual end: the last round was cut, the one before is reported
    CHECK(run.depth == run.depth_rounds[run.depth_rounds.size() - 2]);
  else // a round that completed just as the time ran out
    CHECK(run.depth == run.depth_rounds.back());
  CHECK(run.depth_limited);
}

// Witnesses (engine/witness/witness.hpp) in a check: a Maybe_Neq whose model makes the versions differ
// becomes a witnessed Neq; a model that does not (sin^2 + cos^2 is 1) leaves the class as it is.
TEMPLATE_TEST_CASE("a Maybe_Neq whose model makes the versions differ is a witnessed Neq", "[pairs][witness]",
                   solver::z3, solver::cvc5) {
  const fs::path dir = fs::path(SYMDELTA_PAIRS_DIR) / "maybe_neq_witnessed";
  check_options opts = ideal_options();
  opts.prepass_share = 0; // the partition's model, not the pre-pass, shows the difference
  const run_record run = builtin_differ<TestType, policy::pasda>(opts).check_files(dir / "old.java", dir / "new.java");
  INFO(report::to_text(run));
  CHECK(run.result == verdict::neq);
  CHECK(run.witness.source.starts_with("partition"));
  const auto witnessed = std::count_if(run.partitions.begin(), run.partitions.end(), [](const partition_record &p) {
    return p.classes.overall == partition_class::neq && p.provenance == neq_provenance::witnessed &&
           p.classes.output == partition_class::maybe_neq && p.witness.status == witness_status::confirmed &&
           p.witness.on_path;
  });
  CHECK(witnessed == 1);

  opts.witnesses = false; // without witnesses, the solver's best effort
  const run_record plain =
      builtin_differ<TestType, policy::pasda>(opts).check_files(dir / "old.java", dir / "new.java");
  INFO(report::to_text(plain));
  CHECK(plain.result == verdict::maybe_neq);
  CHECK_FALSE(plain.witness.found());
}

// Java semantics' first stage explores in ideal semantics and runs its partitions' models in the
// JVM's arithmetic: a model that shows a difference there is the witness, before any query about
// bit-vectors; an ideal verdict proves nothing (x + 1 > x is EQ over the integers, not over int).
TEMPLATE_TEST_CASE("Java semantics: the ideal-semantics stage's models are witnesses only if the JVM's arithmetic "
                   "shows a difference",
                   "[pairs][witness][java]", solver::z3, solver::cvc5) {
  const fs::path pairs(SYMDELTA_PAIRS_DIR);
  check_options opts = ideal_options();
  opts.semantics = semantics_mode::java;
  opts.prepass_share = 0;
  opts.ideal_first_share = 0.1;
  const auto check = [&](const fs::path &dir) {
    return builtin_differ<TestType, policy::pasda>(opts).check_files(dir / "old.java", dir / "new.java");
  };
  const run_record wrong = check(pairs / "abs_threshold_wrong");
  INFO(report::to_text(wrong));
  CHECK(wrong.result == verdict::neq);
  CHECK(wrong.ideal_stage.result == "NEQ");
  CHECK(wrong.ideal_stage.models >= 1);
  CHECK(wrong.witness.source.starts_with("ideal-semantics partition"));
  REQUIRE(wrong.witness.input.size() == 1);
  CHECK(wrong.witness.input[0].value == "-1"); // the one input on which the versions differ
  CHECK(report::to_text(wrong).find("ideal-semantics stage: NEQ") != std::string::npos);

  const run_record overflow = check(pairs / "java_overflow_increment");
  INFO(report::to_text(overflow));
  CHECK(overflow.ideal_stage.result == "EQ"); // over the integers
  CHECK(overflow.result == verdict::neq);     // Java-exact exploration: at Integer.MAX_VALUE
  CHECK(overflow.witness.source.starts_with("partition"));

  opts.ideal_first_share = 0;
  const run_record without = check(pairs / "abs_threshold_wrong");
  CHECK(without.ideal_stage.result.empty());
  CHECK(without.result == verdict::neq);
  CHECK(without.witness.source.starts_with("partition"));
  opts.ideal_first_share = 0.1;
  opts.semantics = semantics_mode::ideal; // the stage is Java semantics'
  CHECK(check(pairs / "abs_threshold_wrong").ideal_stage.result.empty());
}

// The pre-pass's inputs after its first hundred run between two paths once exploration runs
// long, not only after it: here the versions differ only for negative x, which depth-first
// exploration reaches after the 2^16 paths of the loop, and the pre-pass's 329th input shows it.
TEMPLATE_TEST_CASE("the pre-pass's rest runs while a long exploration is still going", "[pairs][witness]", solver::z3,
                   solver::cvc5) {
  const std::string loop = "class V { static int snippet(int x, int y) { if (x >= 0) { int s = 0; "
                           "for (int i = 0; i < 16; i++) { if (((y >> i) & 1) == 1) s = s + i; else s = s - 1; } "
                           "return s; } ";
  const std::string old_v = loop + "return (x & 0x3ff) == (y & 0x3ff) + 1 ? 1 : 0; } }";
  const std::string new_v = loop + "return 0; } }";
  check_options opts = ideal_options();
  opts.run_timeout = std::chrono::milliseconds(4000);
  opts.semantics = semantics_mode::java;
  opts.stop_when_settled = true; // the command line's default, --explore settled
  opts.loop_proofs = false;      // with the loop abstracted (docs/loops.md), exploration finds it at once
  const run_record run = builtin_differ<TestType, policy::pasda>(opts).check(old_v, new_v);
  INFO(report::to_text(run));
  CHECK(run.result == verdict::neq);
  CHECK(run.witness.source == "pre-pass");
  CHECK(run.prepass.tried > 100); // not one of the inputs tried before exploration
  // the witness ended exploration, long before the loop's paths could have
  CHECK_FALSE(run.timed_out);
  CHECK(run.partitions.size() < 65536);
}

TEMPLATE_TEST_CASE("a path only a pre-pass input takes is reachable without the solver's search", "[pairs][witness]",
                   solver::z3, solver::cvc5) {
  // the solver would have to invert six rounds of squaring; the program's own constant takes the path
  const std::string mix = "static int mix(int h) { "
                          "h = h * h + 0x5bd1e995; h ^= h >>> 15; h = h * h + 0x27d4eb2d; h ^= h >>> 13; "
                          "h = h * h + 0x165667b1; h ^= h >>> 16; h = h * h + 0x5bd1e995; h ^= h >>> 15; "
                          "h = h * h + 0x27d4eb2d; h ^= h >>> 13; h = h * h + 0x165667b1; h ^= h >>> 16; return h; } ";
  const std::string old_v =
      "class V { " + mix + "static int snippet(int x) { if (mix(x) == mix(12345)) return 1; return 0; } }";
  const std::string new_v =
      "class V { " + mix + "static int snippet(int x) { if (mix(x) != mix(12345)) return 0; return 1; } }";
  check_options opts = ideal_options();
  opts.run_timeout = std::chrono::milliseconds(4000);
  opts.semantics = semantics_mode::java;
  const run_record run = builtin_differ<TestType, policy::pasda>(opts).check(old_v, new_v);
  INFO(report::to_text(run));
  CHECK(run.result == verdict::eq);
  REQUIRE(run.partitions.size() == 2);
  for (const auto &p : run.partitions) {
    CHECK(p.classes.reach == reachability::reachable);
    CHECK(p.pc.status == query_status::sat);
  }
  const bool found_12345 = std::any_of(run.partitions.begin(), run.partitions.end(), [](const partition_record &p) {
    return p.input.size() == 1 && p.input[0].value == "12345";
  });
  CHECK(found_12345);
}

TEMPLATE_TEST_CASE("a model on which the versions agree leaves the partition's class", "[pairs][witness]", solver::z3,
                   solver::cvc5) {
  const std::string old_v =
      "class V { static double snippet(double x) { return Math.sin(x) * Math.sin(x) + Math.cos(x) * Math.cos(x); } }";
  const std::string new_v = "class V { static double snippet(double x) { return 1.0; } }";
  const run_record run = builtin_differ<TestType, policy::pasda>(ideal_options()).check(old_v, new_v);
  INFO(report::to_text(run));
  CHECK(run.result != verdict::neq);
  CHECK(run.result != verdict::eq);
  CHECK_FALSE(run.witness.found());
  CHECK(run.prepass.tried > 100); // the pre-pass ran, and found nothing
  for (const auto &p : run.partitions)
    if (!p.input.empty() && p.classes.overall == partition_class::maybe_neq)
      CHECK(p.witness.status == witness_status::not_confirmed);
}

namespace {

/// The `effect_*`, `object_*`, `class_*`, `array_param_*` and `array_new_*` pairs with their headers: which components
/// a difference shows in, and what `--observe return` makes of the pair.
struct effect_pair {
  pair_case pair;
  std::vector<std::string> differs;
  std::string return_only;  // expected verdict when only the return is compared ("" when the same)
  std::string summary_cvc5; // expected verdict of a summary policy (dse, ardiff) on cvc5 ("" when the same)
};

std::vector<effect_pair> effect_pairs() {
  std::vector<effect_pair> out;
  for (const auto &c : load_pairs()) {
    if (!c.name.starts_with("effect_") && !c.name.starts_with("object_") && !c.name.starts_with("class_") &&
        !c.name.starts_with("array_param_") && !c.name.starts_with("array_new_") && !c.name.starts_with("ref_"))
      continue;
    effect_pair e{c, {}, {}, {}};
    std::ifstream in(c.old_file);
    for (std::string line; std::getline(in, line) && line.rfind("//", 0) == 0;) {
      if (line.rfind("// differs:", 0) == 0) {
        std::stringstream names(line.substr(11));
        for (std::string n; std::getline(names, n, ',');)
          e.differs.push_back(n.substr(n.find_first_not_of(' ')));
      }
      if (line.rfind("// observe return:", 0) == 0) e.return_only = line.substr(line.find_last_of(' ') + 1);
      if (line.rfind("// summary cvc5:", 0) == 0) e.summary_cvc5 = line.substr(17, line.find(' ', 17) - 17);
    }
    out.push_back(std::move(e));
  }
  return out;
}

/// The components a check names as different: those of its witness and of its Neq partitions.
std::vector<std::string> named_differences(const run_record &run) {
  std::vector<std::string> names = run.witness.differs;
  for (const auto &p : run.partitions)
    if (p.classes.overall == partition_class::neq) names.insert(names.end(), p.differs.begin(), p.differs.end());
  return names;
}

template <class Solver, class Policy> void check_effect_pairs() {
  const auto pairs = effect_pairs();
  REQUIRE(pairs.size() >= 10);
  for (const auto &e : pairs) {
    for (const observe_mode observe : {observe_mode::everything, observe_mode::return_only}) {
      check_options opts = ideal_options();
      opts.run_timeout = std::chrono::milliseconds(20'000);
      opts.observe = observe;
      const bool summary_cvc5 =
          (std::string_view(Policy::name) == "dse" || std::string_view(Policy::name) == "ardiff") &&
          std::string_view(builtin_differ<Solver, Policy>::solver()) == "cvc5";
      const std::string expected = observe == observe_mode::return_only && !e.return_only.empty() ? e.return_only
                                   : observe == observe_mode::everything && summary_cvc5 && !e.summary_cvc5.empty()
                                       ? e.summary_cvc5
                                       : e.pair.expected;
      const run_record run = builtin_differ<Solver, Policy>(opts).check_files(e.pair.old_file, e.pair.new_file);
      INFO(e.pair.name << " (" << Policy::name << ", " << (builtin_differ<Solver, Policy>::solver()) << ", observe "
                       << to_string(observe) << "): expected " << expected << ", got " << to_string(run.result) << "\n"
                       << report::to_text(run));
      CHECK(to_string(run.result) == expected);
      if (run.result != verdict::neq) continue;
      confirm_witnesses(e.pair, run, opts.run_timeout);
      if (observe == observe_mode::return_only) continue; // only the return value can differ
      const auto names = named_differences(run);
      for (const auto &d : e.differs)
        CHECK(std::find(names.begin(), names.end(), d) != names.end());
    }
  }
}

} // namespace

// What a caller observes besides the returned value (output, static fields, exception messages,
// the receiver, the heap with its aliasing and its objects' classes) decides these pairs, under every policy and both
// backends; observing the return only, as PASDA does, turns the pairs that differ in nothing else into EQ.
TEMPLATE_TEST_CASE("effects: output, static fields, messages, receivers and heaps are compared", "[pairs][effects]",
                   solver::z3, solver::cvc5) {
  SECTION("pasda") { check_effect_pairs<TestType, policy::pasda>(); }
  SECTION("prv") { check_effect_pairs<TestType, policy::prv>(); }
  SECTION("dse") { check_effect_pairs<TestType, policy::dse>(); }
  SECTION("ardiff") { check_effect_pairs<TestType, policy::ardiff>(); }
}

// A time limit too large for the clock (nanoseconds in 64 bits: 292 years from the clock's start)
// is no limit; added to now it used to wrap into the past, and the check timed out at once.
TEMPLATE_TEST_CASE("a time limit beyond the clock's range is no limit", "[pairs][time]", solver::z3, solver::cvc5) {
  const fs::path dir = fs::path(SYMDELTA_PAIRS_DIR) / "de_morgan";
  for (const auto limit : {std::chrono::milliseconds(9'223'372'036'000), std::chrono::milliseconds::max()}) {
    check_options opts = ideal_options();
    opts.run_timeout = limit;
    const run_record run =
        builtin_differ<TestType, policy::pasda>(opts).check_files(dir / "old.java", dir / "new.java");
    INFO(limit.count() << " ms: " << to_string(run.result) << " " << run.error);
    CHECK(run.result == verdict::eq);
    CHECK_FALSE(run.timed_out);
  }
}
