// The jobs of a symbolic exploration, tested through the explorer that runs them: partition
// checking (engine/explore/partition_check.hpp), summaries (engine/explore/summary_check.hpp) and refinement
// evidence (engine/explore/refinement_evidence.hpp). Included once per backend (EXPLORATION_BACKEND),
// each in a translation unit of its own: the explorer is the heaviest template of the library.
#include <chrono>
#include <set>
#include <string>
#include <string_view>

#include <catch2/catch.hpp>

#include "support.hpp"
#include "symdelta/diff/abstraction.hpp"
#include "symdelta/engine/explore/product_explorer.hpp"
#include "symdelta/engine/semantics/ideal.hpp"
#include "symdelta/policy/policy.hpp"

namespace exploration_test {

using namespace symdelta;
using S = EXPLORATION_BACKEND;
using explorer = engine::product_explorer<S, engine::ideal_semantics>;
using namespace std::chrono_literals;

struct pair_of {
  ir::program old_p, new_p;
  std::uint32_t old_fn, new_fn;
  pair_of(const std::string &old_java, const std::string &new_java)
      : old_p(test::lower(old_java)), new_p(test::lower(new_java)), old_fn(old_p.find_function("snippet")),
        new_fn(new_p.find_function("snippet")) {}
};

inline std::multiset<partition_class> classes(const run_record &run) {
  std::multiset<partition_class> out;
  for (const auto &p : run.partitions)
    out.insert(p.classes.overall);
  return out;
}

const std::string abs_old = "class T { static int snippet(int x) { if (x < 0) return -x; return x; } }";
const std::string abs_new = "class T { static int snippet(int x) { if (x <= 0) return -x; return x + 0 * x; } }";
const std::string off_new =
    "class T { static int snippet(int x) { if (x < 0) return -x; return x + (x == 7 ? 1 : 0); } }";

/// Explores the product of two versions (partition mode) with PASDA's table.
inline run_record explore_partitions(const std::string &old_java, const std::string &new_java) {
  S s;
  pair_of p(old_java, new_java);
  explorer ex(s, p.old_p, p.old_fn, p.new_p, p.new_fn, check_options{}, &policy::pasda::classify_partition);
  run_record run;
  ex.explore(run, std::chrono::steady_clock::now() + 60s);
  return run;
}

} // namespace exploration_test

TEST_CASE("partition checking (" EXPLORATION_NAME "): each pair of paths is a partition, classified by the policy",
          "[exploration][partitions]") {
  using namespace exploration_test;
  const run_record run = explore_partitions(abs_old, abs_new);
  // x < 0 | x == 0 | x > 0: the product has these three reachable pairs, all equal
  CHECK(classes(run) == std::multiset<partition_class>{partition_class::eq, partition_class::eq, partition_class::eq});
  for (const auto &part : run.partitions) {
    CHECK(part.pc.status == query_status::sat);
    CHECK(part.neq.status == query_status::unsat);
    CHECK_FALSE(part.old_version.lines.empty());
  }
}

TEST_CASE("partition checking (" EXPLORATION_NAME "): a difference is a Neq partition with its input",
          "[exploration][partitions]") {
  using namespace exploration_test;
  const run_record run = explore_partitions(abs_old, off_new);
  const auto neq = std::find_if(run.partitions.begin(), run.partitions.end(),
                                [](const partition_record &r) { return r.classes.overall == partition_class::neq; });
  REQUIRE(neq != run.partitions.end());
  REQUIRE(neq->input.size() == 1);
  CHECK(neq->input[0].value == "7");
  CHECK(neq->differs == std::vector<std::string>{std::string(engine::component::returned)});
}

TEST_CASE("summaries (" EXPLORATION_NAME "): both versions' paths are checked at once, as one partition",
          "[exploration][summaries]") {
  using namespace exploration_test;
  for (const bool differ : {false, true}) {
    S s;
    pair_of p(abs_old, differ ? off_new : abs_new);
    explorer ex(s, p.old_p, p.old_fn, p.new_p, p.new_fn, check_options{}, &policy::dse::classify_partition);
    run_record run;
    ex.explore_summaries(run, std::chrono::steady_clock::now() + 60s);
    REQUIRE(run.partitions.size() == 1);
    const partition_record &part = run.partitions[0];
    CHECK_THAT(part.path_condition, Catch::StartsWith("summary of v1 (2 paths) and v2"));
    CHECK(part.classes.overall == (differ ? partition_class::neq : partition_class::eq));
    if (differ) CHECK(part.input.at(0).value == "7");
  }
}

TEST_CASE("refinement evidence (" EXPLORATION_NAME "): how often each function occurs, and H1",
          "[exploration][evidence]") {
  using namespace exploration_test;
  // the loop is unchanged and abstracted; what follows it differs in whether its result is used
  const std::string old_java = R"(class T { static int snippet(int x, int n) {
    int s = 0;
    for (int i = 0; i < 3; i++) s += x;
    return s > n ? 1 : 0;
  } })";
  const std::string new_java = R"(class T { static int snippet(int x, int n) {
    int s = 0;
    for (int i = 0; i < 3; i++) s += x;
    return s > n ? 1 : n - n;
  } })";
  pair_of p(old_java, new_java);
  const auto ab = diff::abstract(p.old_p, p.old_fn, p.new_p, p.new_fn, {}, diff::abstraction_options{});
  REQUIRE_FALSE(ab.uifs.empty());
  S s;
  explorer ex(s, ab.old_p, p.old_fn, ab.new_p, p.new_fn, check_options{}, &policy::ardiff::classify_partition);
  run_record run;
  ex.explore_summaries(run, std::chrono::steady_clock::now() + 60s);
  for (int v = 0; v < 2; ++v) {
    const auto counts = ex.occurrences(v);
    REQUIRE(counts.size() == ab.uifs.size());
    for (const auto &[name, n] : counts)
      CHECK(n >= 1);
  }
  // the versions agree whatever the abstracted function computes: Z3 proves it (CVC5's
  // quantifier instantiation may answer unknown, which H1 reads as no)
  const bool agree = ex.h1(ab.uifs.front().name, 5000ms);
  if (std::string_view(S::name) == "z3") CHECK(agree);
}

TEST_CASE("refinement evidence (" EXPLORATION_NAME "): H1 never claims an agreement no function gives",
          "[exploration][evidence]") {
  using namespace exploration_test;
  const std::string loop = "int s = 0; for (int i = 0; i < 3; i++) s += x;";
  pair_of p("class T { static int snippet(int x) { " + loop + " return s; } }",
            "class T { static int snippet(int x) { " + loop + " return s + 1; } }");
  const auto ab = diff::abstract(p.old_p, p.old_fn, p.new_p, p.new_fn, {}, diff::abstraction_options{});
  REQUIRE_FALSE(ab.uifs.empty());
  S s;
  explorer ex(s, ab.old_p, p.old_fn, ab.new_p, p.new_fn, check_options{}, &policy::ardiff::classify_partition);
  run_record run;
  ex.explore_summaries(run, std::chrono::steady_clock::now() + 60s);
  CHECK_FALSE(ex.h1(ab.uifs.front().name, 5000ms));
}
