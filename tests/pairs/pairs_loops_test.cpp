// Loop pairs (docs/loops.md): pairs of loops proved coupled by an invariant and explored with
// the proved pairs abstracted, on both backends and in both semantics; and the soundness guard:
// every EQ a proved pair took part in is run on thousands of inputs, where the versions must agree.
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "pairs_common.hpp"
#include "symdelta/engine/witness/witness.hpp"

using namespace symdelta;
using namespace symdelta_test;

namespace {

std::string method_of(const std::string &body, const std::string &params = "int n") {
  return fmt::format("class V {{ static int snippet({}) {{ {} }} }}", params, body);
}

check_options loop_options(semantics_mode semantics) {
  check_options opts = ideal_options();
  opts.semantics = semantics;
  opts.witnesses = false; // the solver's verdict alone: no input shows a difference for it
  opts.adaptive_depth = false;
  return opts;
}

} // namespace

TEMPLATE_TEST_CASE("loop pairs: a loop over an input bound, rewritten, is EQ by a coupling invariant", "[pairs][loops]",
                   solver::z3, solver::cvc5) {
  // s grows by 2i each iteration in both; the bound is any int, which no unrolling covers
  const std::string old_v = method_of("int s = 0; for (int i = 0; i < n; i++) { s += 2 * i; } return s;");
  const std::string new_v =
      method_of("int s = 0; int i = 0; while (i < n) { int t = i + i; s = s + t; i++; } return s;");
  for (const auto semantics : {semantics_mode::java, semantics_mode::ideal}) {
    check_options opts = loop_options(semantics);
    const run_record run = builtin_differ<TestType, policy::pasda>(opts).check(old_v, new_v);
    INFO(report::to_text(run));
    CHECK(run.result == verdict::eq);
    REQUIRE(run.loop_pairs.size() == 1);
    CHECK(run.loop_pairs[0].proved);
    CHECK(run.loop_stage.decided);

    opts.loop_proofs = false; // exploration alone stops at the depth limit
    const run_record plain = builtin_differ<TestType, policy::pasda>(opts).check(old_v, new_v);
    INFO(report::to_text(plain));
    CHECK(plain.result != verdict::eq);
    CHECK(plain.loop_pairs.empty());
    // prv proves no loop pairs: the paper's exploration alone
    CHECK(builtin_differ<TestType, policy::prv>(loop_options(semantics)).check(old_v, new_v).result != verdict::eq);

    // the new version calls a helper it alone declares, in a class named otherwise: the versions
    // number their methods differently, and each step program has its own
    const std::string helper_v = "class W { static int twice(int k) { return k + k; } static int snippet(int n) { "
                                 "int s = 0; for (int i = 0; i < n; i++) { s = s + twice(i); } return s; } }";
    const run_record helped = builtin_differ<TestType, policy::pasda>(loop_options(semantics)).check(old_v, helper_v);
    INFO(report::to_text(helped));
    CHECK(helped.result == verdict::eq);
    CHECK(helped.loop_stage.decided);
  }
}

TEMPLATE_TEST_CASE("loop pairs: versions that part after many iterations, or where the loop does not run, are not EQ",
                   "[pairs][loops]", solver::z3, solver::cvc5) {
  struct shape {
    std::string old_v, new_v;
  };
  const std::vector<shape> shapes{
      // the 5000th iteration adds one more in the new version
      {method_of("int s = 0; for (int i = 0; i < n; i++) { s += i; } return s;"),
       method_of("int s = 0; for (int i = 0; i < n; i++) { s += i; if (i == 5000) s++; } return s;")},
      // d is written before it is read in every iteration, but kept as it was where the loop does not run
      {method_of("int d = 1; int x = n; while (x > 0) { d = 5; x--; } return d;"),
       method_of("int d = 2; int x = n; while (x > 0) { d = 5; x--; } return d;")},
      // the same loop reading a constant initialised differently
      {method_of("double eps = 1e-7; double v = n; int k = 0; while (v > eps && k < 100) { v = v / 2; k++; } "
                 "return k;"),
       method_of("double eps = 1e-8; double v = n; int k = 0; while (v > eps && k < 100) { v = v / 2; k++; } "
                 "return k;")},
      // a return inside the loop at another iteration
      {method_of("for (int i = 0; i < n; i++) { if (i * 3 > 7000) return i; } return -1;"),
       method_of("for (int i = 0; i < n; i++) { if (i * 3 > 7003) return i; } return -1;")},
  };
  for (const auto semantics : {semantics_mode::java, semantics_mode::ideal})
    for (const auto &s : shapes) {
      const run_record run = builtin_differ<TestType, policy::pasda>(loop_options(semantics)).check(s.old_v, s.new_v);
      INFO(s.new_v << "\n" << report::to_text(run));
      CHECK(run.result != verdict::eq);
      CHECK(run.result != verdict::error);
    }
}

// Derived candidates (docs/loops.md): a variable of one loop without a counterpart, equal in every
// iteration to an expression of the other loop's variables (strength reduction), on entry too.
TEMPLATE_TEST_CASE("loop pairs: a variable without a counterpart is proved equal to the other loop's expression",
                   "[pairs][loops]", solver::z3, solver::cvc5) {
  struct shape {
    std::string old_v, new_v;
    bool eq;
  };
  const std::string product =
      method_of("int acc = 5; for (int i = 0; i < n; i++) { acc = acc + i * k; } return acc;", "int n, int k");
  const std::vector<shape> shapes{
      // the accumulator in the new version, a while loop counting by += 1
      {product,
       method_of("int acc = 5; int step = 0; int i = 0; while (i < n) { acc += step; step += k; i += 1; } return acc;",
                 "int n, int k"),
       true},
      // the accumulator in the old version, the product written the other way round
      {method_of("int r = 0; int p = 0; for (int i = 0; i < n; i++) { r ^= p; p += k; } return r;", "int n, int k"),
       method_of("int r = 0; for (int i = 0; i < n; i++) { r ^= k * i; } return r;", "int n, int k"), true},
      // one step ahead from the start: preserved by every iteration, broken on entry
      {product,
       method_of("int acc = 5; int step = k; for (int i = 0; i < n; i++) { acc += step; step += k; } return acc;",
                 "int n, int k"),
       false},
      // a wrong increment: no iteration preserves it
      {product,
       method_of("int acc = 5; int step = 0; for (int i = 0; i < n; i++) { acc += step; step += k + 1; } return acc;",
                 "int n, int k"),
       false},
  };
  for (const auto semantics : {semantics_mode::java, semantics_mode::ideal})
    for (const auto &s : shapes) {
      check_options opts = loop_options(semantics);
      const run_record run = builtin_differ<TestType, policy::pasda>(opts).check(s.old_v, s.new_v);
      INFO(s.new_v << "\n" << report::to_text(run));
      CHECK((run.result == verdict::eq) == s.eq);
      CHECK(run.result != verdict::error);
      if (!s.eq) continue;
      REQUIRE(run.loop_pairs.size() == 1);
      CHECK(run.loop_pairs[0].invariant.back().find("k") != std::string::npos); // the derived pair, last
      opts.loop_proofs = false; // exploration alone stops at the depth limit
      CHECK(builtin_differ<TestType, policy::pasda>(opts).check(s.old_v, s.new_v).result != verdict::eq);
    }
}

// Mutual summaries (docs/loops.md, "Recursion"): recursive methods that changed are proved equal
// with their calls assumed equal on equal arguments, where both versions make the same calls.
TEMPLATE_TEST_CASE("recursion: changed recursive methods are EQ by mutual summaries, not where calls differ",
                   "[pairs][loops]", solver::z3, solver::cvc5) {
  struct shape {
    std::string old_v, new_v;
    bool eq;
  };
  const std::vector<shape> shapes{
      // the compared method itself, its parameters renamed, an if against a conditional
      {"class G { static int snippet(int a, int b) { if (b == 0) return a; return snippet(b, a % b); } }",
       "class G { static int snippet(int x, int y) { return y == 0 ? x : snippet(y, x % y); } }", true},
      // a pair of mutually recursive helpers, declared in the other order
      {"class P { static int snippet(int n) { return n < 0 ? 0 : down(n, 1); }"
       "  static int down(int k, int m) { return k == 0 ? m : up(k - 1, m + m); }"
       "  static int up(int k, int m) { return k == 0 ? m + 1 : down(k - 1, m); } }",
       "class P { static int up(int j, int acc) { if (j != 0) return down(j - 1, acc); return 1 + acc; }"
       "  static int snippet(int n) { return n < 0 ? 0 : down(n, 1); }"
       "  static int down(int j, int acc) { if (j == 0) return acc; int twice = 2 * acc; return up(j - 1, twice); } }",
       true},
      // a call added whose result counts for nothing, but which recurses upwards for ever: the
      // new version never returns where the old one does
      {"class D { static int snippet(int n) { return n <= 0 ? 0 : snippet(n - 1) + 1; } }",
       "class D { static int snippet(int n) { return n <= 0 ? 0 : snippet(n - 1) + 1 + 0 * snippet(n + 1); } }", false},
      // the same calls in the other order: the calls are compared as a multiset
      {"class F { static int snippet(int n) { return n <= 1 ? n : snippet(n - 1) - snippet(n - 2); } }",
       "class F { static int snippet(int n) { if (n <= 1) return n; int b = snippet(n - 2); return snippet(n - 1) - b; "
       "} }",
       true},
  };
  for (const auto semantics : {semantics_mode::java, semantics_mode::ideal})
    for (const auto &s : shapes) {
      check_options opts = loop_options(semantics);
      const run_record run = builtin_differ<TestType, policy::pasda>(opts).check(s.old_v, s.new_v);
      INFO(s.new_v << "\n" << report::to_text(run));
      REQUIRE_FALSE(run.loop_pairs.empty());
      CHECK(run.loop_pairs[0].edit.starts_with("recursion "));
      CHECK(run.loop_pairs[0].proved == s.eq);
      CHECK((run.result == verdict::eq) == s.eq);
      CHECK(run.result != verdict::error);
      if (!s.eq) continue;
      opts.loop_proofs = false; // exploration alone stops at the depth limit
      CHECK(builtin_differ<TestType, policy::pasda>(opts).check(s.old_v, s.new_v).result != verdict::eq);
    }
}

// A function per helper, not per name: overloads read as one function had one signature for both
// (an ERROR in Java semantics) and one value for f(3) and f(3.0) (a wrong EQ in ideal semantics).
TEMPLATE_TEST_CASE("loop pairs: overloaded unchanged helpers are functions of their own", "[pairs][loops]", solver::z3,
                   solver::cvc5) {
  const std::string helpers =
      "static int f(int k) { int s = 0; while (k > 0) { s += k; k--; } return s; }"
      "static double f(double y) { double s = 0; while (y > 1) { s += y; y = y / 2; } return s; } }";
  const std::string swapped_old =
      "class Ov { static double snippet(int n, double x) { return f(n) + f(x); } " + helpers;
  const std::string swapped_new =
      "class Ov { static double snippet(int n, double x) { return f(x) + f(n); } " + helpers;
  const std::string by_int = "class Ov { static double snippet(int n, double x) { return f(n); } " + helpers;
  const std::string by_double =
      "class Ov { static double snippet(int n, double x) { return f((double) n); } " + helpers;
  for (const auto semantics : {semantics_mode::java, semantics_mode::ideal}) {
    const run_record same =
        builtin_differ<TestType, policy::pasda>(loop_options(semantics)).check(swapped_old, swapped_new);
    INFO(report::to_text(same));
    CHECK(same.result == verdict::eq);
    CHECK(same.loop_stage.decided);
    const run_record other = builtin_differ<TestType, policy::pasda>(loop_options(semantics)).check(by_int, by_double);
    INFO(report::to_text(other));
    CHECK(other.result != verdict::eq); // f(3) is 6, f(3.0) is 4.5
    CHECK(other.result != verdict::error);
  }
}

// The soundness guard: each tests/pairs pair whose EQ rests on a proved loop pair (in either
// semantics) runs in both versions, in that semantics' arithmetic, on boundary values and
// 2000 inputs; any difference is a failure, never a fallback.
TEST_CASE("loop pairs: every EQ a proved pair took part in holds on thousands of inputs", "[pairs][loops]") {
  std::mt19937_64 random(20261207);
  const auto values = [&](ir::type ty) {
    std::vector<std::string> out;
    if (ty.is(ir::prim::boolean)) return std::vector<std::string>{"true", "false"};
    if (ty.is_floating()) {
      for (const char *v : {"0.0", "-0.0", "1.0", "-1.0", "0.5", "2.5", "1e300", "-1e300", "Double.NaN",
                            "Double.POSITIVE_INFINITY", "Double.NEGATIVE_INFINITY", "4.9E-324"})
        out.emplace_back(v);
      std::uniform_real_distribution<double> d(-1000, 1000);
      for (int i = 0; i < 60; ++i)
        out.push_back(fmt::format("{:.17g}", d(random)));
      return out;
    }
    const bool wide = ty.is(ir::prim::long_);
    for (const char *v : {"0", "1", "-1", "2", "-2", "3", "7", "10", "99", "100", "1000", "1001", "46340", "65536"})
      out.emplace_back(v);
    out.emplace_back(wide ? "Long.MIN_VALUE" : "Integer.MIN_VALUE");
    out.emplace_back(wide ? "Long.MAX_VALUE" : "Integer.MAX_VALUE");
    out.emplace_back(wide ? "Long.MIN_VALUE + 1" : "Integer.MIN_VALUE + 1");
    out.emplace_back(wide ? "Long.MAX_VALUE - 1" : "Integer.MAX_VALUE - 1");
    std::uniform_int_distribution<int> small(-2000, 2000);
    for (int i = 0; i < 60; ++i)
      out.push_back(std::to_string(small(random)));
    return out;
  };
  std::size_t guarded = 0;
  for (const auto &c : load_pairs()) {
    // the pairs about loops and recursion (the others' loops, where they have some, are bounded)
    if (c.name.find("loop") == std::string::npos && c.name.find("recurs") == std::string::npos &&
        c.name.find("while") == std::string::npos)
      continue;
    for (const auto semantics : {semantics_mode::java, semantics_mode::ideal}) {
      check_options opts = ideal_options();
      opts.semantics = semantics;
      // a proved pair decides in a fraction of it; one not decided yet gets less
      opts.run_timeout = c.undecided.empty() ? std::chrono::milliseconds(3'000) : std::chrono::milliseconds(1'000);
      const run_record run =
          builtin_differ<solver::z3, policy::pasda>(opts).check_files(c.old_file, c.new_file, c.method, c.new_method);
      if (run.result != verdict::eq || !run.loop_stage.decided) continue;
      INFO(c.name << " in " << to_string(semantics) << " semantics\n" << report::to_text(run));
      CHECK((semantics == semantics_mode::java ? c.jvm : c.expected) == "EQ");
      const ir::program old_p = test::lower_file(c.old_file), new_p = test::lower_file(c.new_file);
      const auto old_fn = old_p.find_function(c.method.empty() ? "snippet" : c.method);
      const auto new_fn =
          new_p.find_function(c.new_method.empty() ? (c.method.empty() ? "snippet" : c.method) : c.new_method);
      if (old_fn == ir::no_function || new_fn == ir::no_function) continue; // a method named with its class
      const engine::witness_runner runner(old_p, old_fn, new_p, new_fn, opts.tolerance, opts.step_budget, opts.observe,
                                          opts.receiver, opts.heap_bound, semantics == semantics_mode::ideal);
      const auto types = runner.plan().types();
      std::vector<std::vector<std::string>> pools;
      for (const auto &t : types)
        pools.push_back(values(t));
      std::size_t runs = 0;
      std::uniform_int_distribution<std::size_t> pick(0, 1'000'000);
      for (int k = 0; k < 2000; ++k) {
        std::vector<std::string> args;
        for (const auto &pool : pools)
          args.push_back(pool[k < static_cast<int>(pool.size()) ? k : pick(random) % pool.size()]);
        const auto w = runner.run(test::arguments(types, args), nullptr, 200'000); // longer runs: undecidable
        INFO(fmt::format("({})", fmt::join(args, ", ")) << ": old " << w.old_effect << ", new " << w.new_effect);
        CHECK(w.status != witness_status::confirmed);
        ++runs;
      }
      CHECK(runs == 2000);
      ++guarded;
    }
  }
  WARN(guarded << " EQ verdicts with loop pairs guarded");
  CHECK(guarded > 0);
}
