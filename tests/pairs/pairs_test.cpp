// End-to-end: every annotated pair in tests/pairs gets its expected verdict, over both backends,
// and every NEQ partition's model really makes the two versions differ when both run
// concretely in ideal semantics (engine/witness.hpp).
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "symdelta/symdelta.hpp"

namespace fs = std::filesystem;
using namespace symdelta;

namespace {

struct pair_case {
  std::string name;
  fs::path old_file, new_file;
  std::string expected;
  bool adaptive_depth = false; // "// depth: auto" in the old version's header
};

std::vector<pair_case> load_pairs() {
  std::vector<pair_case> out;
  for (const auto &e : fs::directory_iterator(SYMDELTA_PAIRS_DIR)) {
    if (!e.is_directory()) continue;
    std::ifstream in(e.path() / "old.java");
    std::string first, line;
    std::getline(in, first);
    bool adaptive = false;
    while (std::getline(in, line) && line.rfind("//", 0) == 0)
      adaptive = adaptive || line.find("depth: auto") != std::string::npos;
    const auto at = first.find("expected:");
    REQUIRE(at != std::string::npos);
    std::string expected = first.substr(at + 9);
    expected.erase(0, expected.find_first_not_of(' '));
    expected.erase(expected.find_last_not_of(" \r") + 1);
    out.push_back({e.path().filename().string(), e.path() / "old.java", e.path() / "new.java", expected, adaptive});
  }
  std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.name < b.name; });
  return out;
}

std::string effect_of(const ir::program &p, const std::vector<std::string> &args) {
  const auto fn = p.find_function("snippet");
  auto arg_prog = java::frontend::parse_arguments(p.functions[fn].param_types(), args);
  if (!arg_prog) return "bad input: " + arg_prog.error().to_string();
  engine::interpreter eval_args(*arg_prog);
  auto values = eval_args.static_values();
  if (!values) return "bad input";
  const auto out = engine::interpreter(p).call(fn, *values);
  if (out.what == engine::outcome::kind::threw) return "throws " + out.exception;
  return engine::java_to_string(out.result.s);
}

/// Every Neq partition's model ran in both versions (ideal semantics): a proved Neq must be
/// witnessed, never contradicted; a witnessed one is confirmed by definition. (Past the check's
/// deadline no model runs.)
void confirm_witnesses(const pair_case &c, const run_record &run) {
  for (const auto &p : run.partitions) {
    if (p.classes.overall != partition_class::neq || p.input.empty()) continue;
    if (run.timed_out && p.witness.status == witness_status::not_run) continue;
    INFO(c.name << ": partition " << p.index << " (" << to_string(p.provenance) << ") " << to_string(p.witness.status)
                << ": old " << p.witness.old_effect << ", new " << p.witness.new_effect << "; " << p.witness.detail);
    CHECK(p.provenance != neq_provenance::none);
    CHECK(p.witness.status == witness_status::confirmed);
  }
}

template <class Solver> void check_all_pairs(bool require_decided) {
  const auto pairs = load_pairs();
  REQUIRE(pairs.size() >= 40);
  int agreed = 0;
  for (const auto &c : pairs) {
    check_options opts;
    opts.run_timeout = std::chrono::milliseconds(20'000);
    opts.adaptive_depth = c.adaptive_depth;
    opts.prepass_share = 0; // the symbolic engine's verdict (the pre-pass has its own test)
    const run_record run = differ<java::frontend, Solver, policy::pasda>(opts).check_files(c.old_file, c.new_file);
    const std::string got(to_string(run.result));
    INFO(c.name << ": expected " << c.expected << ", got " << got << " " << run.error);
    // never the wrong proof
    CHECK_FALSE((c.expected == "EQ" && got == "NEQ"));
    CHECK_FALSE((c.expected == "NEQ" && got == "EQ"));
    // an approximation (an uninterpreted Math function) can only support the Maybe class
    const bool maybe_ok = run.approximated && got == "MAYBE_" + c.expected;
    if (require_decided) CHECK((got == c.expected || maybe_ok));
    agreed += got == c.expected;
    if (got == "NEQ") confirm_witnesses(c, run);
  }
  fmt::print("{}: {} of {} pairs got their expected verdict\n", Solver::name, agreed, pairs.size());
}

} // namespace

TEST_CASE("annotated pairs: expected verdicts with Z3", "[pairs]") { check_all_pairs<solver::z3>(true); }

// CVC5's non-linear real arithmetic is incomplete in Debian's build (docs/solvers.md): it must
// never contradict the annotation, and its NEQ witnesses must hold, but it may stay undecided.
TEST_CASE("annotated pairs: never a wrong verdict with CVC5", "[pairs]") { check_all_pairs<solver::cvc5>(false); }

// x / 0.0 is an infinity in Java, not a real: two versions that divide different numbers by a
// possibly-zero x agree in sign there, and SMT's arbitrary x/0 must not make them "different".
TEMPLATE_TEST_CASE("floating-point division by zero is no proof of a difference", "[pairs][division]", solver::z3,
                   solver::cvc5) {
  const std::string old_v = "class V { static int snippet(double x) { double r = 1.0 / x; return r > 0 ? 1 : 0; } }";
  const std::string new_v = "class V { static int snippet(double x) { double r = 2.0 / x; return r > 0 ? 1 : 0; } }";
  const run_record run = differ<java::frontend, TestType, policy::pasda>(check_options{}).check(old_v, new_v);
  INFO(report::to_text(run));
  CHECK(run.result != verdict::neq);
  CHECK(run.result != verdict::error);
}

// sqrt(log 8) is about 1.44, so the first branch is dead. log is an uninterpreted function with
// axioms that allow log 8 < 1; the path condition then mentions only the root's constant, which
// must count as approximated: a model of it is no proof of a reachable difference.
TEMPLATE_TEST_CASE("the root of an approximated value is no proof of a difference", "[pairs][approximation]",
                   solver::z3, solver::cvc5) {
  const std::string old_v =
      "class V { static int snippet(double x) { if (x == 8.0 && Math.sqrt(Math.log(x)) < 1.0) return 1; return 0; } }";
  const std::string new_v = "class V { static int snippet(double x) { return 0; } }";
  const run_record run = differ<java::frontend, TestType, policy::pasda>(check_options{}).check(old_v, new_v);
  INFO(report::to_text(run));
  CHECK(run.result != verdict::neq);
  CHECK(run.result != verdict::error);
  CHECK(run.approximated);
}

// An exact Sat for NEQ makes a partition Neq whatever EQ answers, so EQ is not asked, unless
// the caller wants every query.
TEMPLATE_TEST_CASE("an exact NEQ answer leaves EQ unasked unless every query is wanted", "[pairs][queries]", solver::z3,
                   solver::cvc5) {
  const std::string old_v = "class V { static int snippet(int x) { return x + 1; } }";
  const std::string new_v = "class V { static int snippet(int x) { return x * 2; } }";
  check_options opts;
  const run_record run = differ<java::frontend, TestType, policy::pasda>(opts).check(old_v, new_v);
  INFO(report::to_text(run));
  REQUIRE(run.partitions.size() == 1);
  const auto &p = run.partitions[0];
  CHECK(run.result == verdict::neq);
  CHECK(p.neq.status == query_status::sat);
  CHECK(p.eq.status == query_status::unknown);
  CHECK(p.eq.reason.rfind("not asked", 0) == 0);

  opts.all_queries = true;
  const run_record all = differ<java::frontend, TestType, policy::pasda>(opts).check(old_v, new_v);
  REQUIRE(all.partitions.size() == 1);
  CHECK(all.result == verdict::neq);
  CHECK(all.partitions[0].eq.status == query_status::sat); // x = 1 gives 2 in both
}

// Outputs that are one term (the versions computed them alike) are equal in every model, even
// through an approximated function: NEQ is unsat without asking the solver.
TEMPLATE_TEST_CASE("outputs that are the same term are equal without a query", "[pairs][queries]", solver::z3,
                   solver::cvc5) {
  const std::string old_v =
      "class V { static double snippet(double x) { if (x > 1) return Math.log(x) * x; return x; } }";
  const std::string new_v =
      "class V { static double snippet(double x) { if (1 < x) return Math.log(x) * x; return x; } }";
  const run_record run = differ<java::frontend, TestType, policy::pasda>(check_options{}).check(old_v, new_v);
  INFO(report::to_text(run));
  CHECK(run.result == verdict::eq);
  REQUIRE(run.partitions.size() == 2);
  for (const auto &p : run.partitions) {
    CHECK(p.neq.status == query_status::unsat);
    CHECK(p.neq.reason == "the outputs are the same term");
    CHECK_FALSE(p.neq.approximated);
    CHECK(p.old_version.concrete == p.new_version.concrete);
  }
}

// A partition's PC answer may be the last branch query's, model included: every partition's
// input must still lead both versions down that partition, to the outputs it reports.
TEMPLATE_TEST_CASE("every partition's input produces the outputs it reports", "[pairs][queries]", solver::z3,
                   solver::cvc5) {
  const std::string old_v = R"(class V { static int snippet(int x, int y) {
      if (x > 5) { if (y < x) return x - y; return 2 * x; }
      if (y == 3) return 7;
      return x > -4 ? y : 0; } })";
  const std::string new_v = R"(class V { static int snippet(int x, int y) {
      if (x > 5) { if (y < x) return x - y; return x + x; }
      if (y == 3 && x != 0) return 7;
      return x > -4 ? y : 1; } })";
  const run_record run = differ<java::frontend, TestType, policy::pasda>(check_options{}).check(old_v, new_v);
  INFO(report::to_text(run));
  CHECK(run.result == verdict::neq);
  CHECK(run.partitions.size() >= 6);
  const auto old_p = java::frontend::parse(old_v, "old"), new_p = java::frontend::parse(new_v, "new");
  REQUIRE(old_p.ok());
  REQUIRE(new_p.ok());
  for (const auto &p : run.partitions) {
    std::vector<std::string> args;
    for (const auto &i : p.input)
      args.push_back(i.value);
    REQUIRE(args.size() == 2);
    INFO("partition " << p.index << " input " << args[0] << ", " << args[1]);
    CHECK(effect_of(*old_p, args) == p.old_version.concrete);
    CHECK(effect_of(*new_p, args) == p.new_version.concrete);
  }
}

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

template <class Solver, class Policy> run_record check_pair(const pair_case &c) {
  check_options opts;
  opts.run_timeout = std::chrono::milliseconds(20'000);
  opts.adaptive_depth = false; // deeper, prv completes these loops and proves EQ without abstraction
  return differ<java::frontend, Solver, Policy>(opts).check_files(c.old_file, c.new_file);
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
    const run_record pasda = check_pair<TestType, policy::pasda>(c);
    CHECK(pasda.result == verdict::eq);
    CHECK(pasda.reported_iteration == 2); // iteration 1 is PRV's exploration, iteration 2 abstracted
    CHECK(check_pair<TestType, policy::dse>(c).result == verdict::eq);
    CHECK(check_pair<TestType, policy::ardiff>(c).result == verdict::eq);
  }
}

namespace {

/// ARDiff on two versions given as text, with time for H1's quantified queries.
template <class Solver> run_record ardiff_with_h1(const std::string &old_v, const std::string &new_v) {
  check_options opts;
  opts.h1_timeout = std::chrono::milliseconds(2'000);
  opts.run_timeout = std::chrono::milliseconds(30'000);
  return differ<java::frontend, Solver, policy::ardiff>(opts).check(old_v, new_v);
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
    check_options opts;
    opts.run_timeout = std::chrono::milliseconds(5'000);
    for (const run_record &run :
         {differ<java::frontend, TestType, policy::dse>(opts).check_files(c.old_file, c.new_file),
          differ<java::frontend, TestType, policy::ardiff>(opts).check_files(c.old_file, c.new_file)}) {
      const std::string got(to_string(run.result));
      INFO(c.name << " with " << run.policy << ": expected " << c.expected << ", got " << got << " " << run.error);
      CHECK_FALSE((c.expected == "EQ" && got == "NEQ"));
      CHECK_FALSE((c.expected == "NEQ" && got == "EQ"));
      if (got == "NEQ") {
        ++neq;
        confirm_witnesses(c, run);
      }
    }
  }
  CHECK(neq > 20); // the witness check did check something
}

// Adaptive depth: a loop of up to 30 iterations is Depth_Limited at depth 10 and 20 and complete
// at 40, where EQ is proved; a loop the depth never completes stops at the time limit with the
// last round that completed.
TEMPLATE_TEST_CASE("adaptive depth deepens until the exploration is complete", "[pairs][depth]", solver::z3,
                   solver::cvc5) {
  const fs::path dir = fs::path(SYMDELTA_PAIRS_DIR) / "depth_auto_loop";
  check_options opts;
  opts.adaptive_depth = false;
  const run_record fixed =
      differ<java::frontend, TestType, policy::prv>(opts).check_files(dir / "old.java", dir / "new.java");
  INFO(report::to_text(fixed));
  CHECK(fixed.result != verdict::eq);
  CHECK(fixed.result != verdict::neq);
  CHECK(fixed.depth_limited);
  CHECK(fixed.depth == 10);
  CHECK(fixed.depth_rounds.empty());

  opts.adaptive_depth = true;
  const run_record adaptive =
      differ<java::frontend, TestType, policy::prv>(opts).check_files(dir / "old.java", dir / "new.java");
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
  check_options opts;
  opts.adaptive_depth = true;
  opts.run_timeout = std::chrono::milliseconds(1500);
  opts.witnesses = false; // n = 2^21 is a witness, which this test is not about
  const run_record run = differ<java::frontend, TestType, policy::prv>(opts).check(old_v, new_v);
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

// Witnesses (engine/witness.hpp) in a check: a Maybe_Neq whose model makes the versions differ
// becomes a witnessed Neq; a model that does not (sin^2 + cos^2 is 1) leaves the class as it is.
TEMPLATE_TEST_CASE("a Maybe_Neq whose model makes the versions differ is a witnessed Neq", "[pairs][witness]",
                   solver::z3, solver::cvc5) {
  const fs::path dir = fs::path(SYMDELTA_PAIRS_DIR) / "maybe_neq_witnessed";
  check_options opts;
  opts.prepass_share = 0; // the partition's model, not the pre-pass, shows the difference
  const run_record run =
      differ<java::frontend, TestType, policy::pasda>(opts).check_files(dir / "old.java", dir / "new.java");
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
      differ<java::frontend, TestType, policy::pasda>(opts).check_files(dir / "old.java", dir / "new.java");
  INFO(report::to_text(plain));
  CHECK(plain.result == verdict::maybe_neq);
  CHECK_FALSE(plain.witness.found());
}

TEMPLATE_TEST_CASE("a model on which the versions agree leaves the partition's class", "[pairs][witness]", solver::z3,
                   solver::cvc5) {
  const std::string old_v =
      "class V { static double snippet(double x) { return Math.sin(x) * Math.sin(x) + Math.cos(x) * Math.cos(x); } }";
  const std::string new_v = "class V { static double snippet(double x) { return 1.0; } }";
  const run_record run = differ<java::frontend, TestType, policy::pasda>(check_options{}).check(old_v, new_v);
  INFO(report::to_text(run));
  CHECK(run.result != verdict::neq);
  CHECK(run.result != verdict::eq);
  CHECK_FALSE(run.witness.found());
  CHECK(run.prepass.tried > 100); // the pre-pass ran, and found nothing
  for (const auto &p : run.partitions)
    if (!p.input.empty() && p.classes.overall == partition_class::maybe_neq)
      CHECK(p.witness.status == witness_status::not_confirmed);
}

// The pre-pass alone, on every pair: never a witness on an EQ pair; on NEQ pairs it finds most
// differences (not the narrow ones, which the symbolic engine is for).
TEST_CASE("the pre-pass never finds a difference in an EQ pair", "[pairs][witness]") {
  int neq = 0, found = 0;
  for (const auto &c : load_pairs()) {
    const auto old_p = java::frontend::parse_file(c.old_file), new_p = java::frontend::parse_file(c.new_file);
    REQUIRE(old_p.ok());
    REQUIRE(new_p.ok());
    const auto fo = entry_method(*old_p, ""), fn = entry_method(*new_p, "");
    REQUIRE(fo.ok());
    REQUIRE(fn.ok());
    const engine::witness_runner runner(*old_p, *fo, *new_p, *fn, 1e-9, 1'000'000);
    engine::prepass pass(runner);
    program_witness w;
    prepass_record rec;
    pass.run(std::chrono::steady_clock::now() + std::chrono::seconds(5), 1000, w, rec);
    INFO(c.name << ": " << pass.tried() << " inputs; " << w.old_effect << " / " << w.new_effect);
    if (c.expected == "EQ") CHECK_FALSE(w.found());
    if (c.expected == "NEQ") ++neq, found += w.found();
  }
  fmt::print("pre-pass: a witness for {} of {} NEQ pairs\n", found, neq);
  CHECK(found * 2 > neq);
}

namespace {

/// The `effect_*` pairs with their headers: which components a difference shows in, and what
/// `--observe return` makes of the pair.
struct effect_pair {
  pair_case pair;
  std::vector<std::string> differs;
  std::string return_only; // expected verdict when only the return is compared ("" when the same)
};

std::vector<effect_pair> effect_pairs() {
  std::vector<effect_pair> out;
  for (const auto &c : load_pairs()) {
    if (!c.name.starts_with("effect_")) continue;
    effect_pair e{c, {}, {}};
    std::ifstream in(c.old_file);
    for (std::string line; std::getline(in, line) && line.rfind("//", 0) == 0;) {
      if (line.rfind("// differs:", 0) == 0) {
        std::stringstream names(line.substr(11));
        for (std::string n; std::getline(names, n, ',');)
          e.differs.push_back(n.substr(n.find_first_not_of(' ')));
      }
      if (line.rfind("// observe return:", 0) == 0) e.return_only = line.substr(line.find_last_of(' ') + 1);
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
      check_options opts;
      opts.run_timeout = std::chrono::milliseconds(20'000);
      opts.observe = observe;
      const std::string expected =
          observe == observe_mode::return_only && !e.return_only.empty() ? e.return_only : e.pair.expected;
      const run_record run = differ<java::frontend, Solver, Policy>(opts).check_files(e.pair.old_file, e.pair.new_file);
      INFO(e.pair.name << " (" << Policy::name << ", " << Solver::name << ", observe " << to_string(observe)
                       << "): expected " << expected << ", got " << to_string(run.result) << "\n"
                       << report::to_text(run));
      CHECK(to_string(run.result) == expected);
      if (run.result != verdict::neq) continue;
      const auto names = named_differences(run);
      for (const auto &d : e.differs)
        CHECK(std::find(names.begin(), names.end(), d) != names.end());
      confirm_witnesses(e.pair, run);
    }
  }
}

} // namespace

// What a caller observes besides the returned value (output, static fields, exception messages)
// decides these pairs, under every policy and both backends; observing the return only, as PASDA
// does, turns the pairs that differ in nothing else into EQ.
TEMPLATE_TEST_CASE("effects: output, static fields and messages are compared", "[pairs][effects]", solver::z3,
                   solver::cvc5) {
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
    check_options opts;
    opts.run_timeout = limit;
    const run_record run =
        differ<java::frontend, TestType, policy::pasda>(opts).check_files(dir / "old.java", dir / "new.java");
    INFO(limit.count() << " ms: " << to_string(run.result) << " " << run.error);
    CHECK(run.result == verdict::eq);
    CHECK_FALSE(run.timed_out);
  }
}
