// The coupling-invariant search on one pair of loops (engine/explore/loop_coupling.hpp): the
// step functions built and explored until the invariant is inductive, on Z3, in Java semantics
// (bit-vectors and IEEE doubles) and in ideal semantics.
#include <chrono>
#include <string>

#include <benchmark/benchmark.h>

#include "symdelta/diff/loop_pairs.hpp"
#include "symdelta/engine/explore/loop_coupling.hpp"
#include "symdelta/engine/semantics/chosen.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/policy/policy.hpp"
#include "symdelta/solver/chain.hpp"
#include "symdelta/solver/z3/backend.hpp"

namespace {

using namespace symdelta;

// A loop over an input bound whose body was rewritten (a temporary, a constant folded, a dead
// variable dropped): coupled on every variable the two versions share.
const char *old_version = R"(class V {
  static double snippet(int n, double x) {
    double acc = 0, prev = 1, scale = 0.5 * 4; int dead = 0;
    for (int i = 0; i < n; i++) {
      double term = prev * x + i;
      acc += term * scale;
      if (acc > 1e6) acc = acc / 2;
      prev = term;
      dead = i;
    }
    return acc + prev;
  }
})";
const char *new_version = R"(class V {
  static double snippet(int n, double x) {
    double acc = 0, prev = 1, scale = 2.0;
    int i = 0;
    while (i < n) {
      double term = prev * x + i;
      double step = term * scale;
      acc = acc + step;
      if (acc > 1e6) { acc = acc / 2; }
      prev = term;
      i++;
    }
    return prev + acc;
  }
})";

void search(benchmark::State &state, semantics_mode semantics) {
  const auto old_p = java::frontend::parse(old_version, "old.java");
  const auto new_p = java::frontend::parse(new_version, "new.java");
  if (!old_p || !new_p) {
    state.SkipWithError("cannot parse the versions");
    return;
  }
  const std::uint32_t fn[2] = {old_p->find_function("snippet"), new_p->find_function("snippet")};
  const auto pairs = diff::loop_pairs(*old_p, fn[0], *new_p, fn[1]);
  if (pairs.size() != 1 || !pairs[0].refused.empty()) {
    state.SkipWithError("the versions have no loop pair to prove");
    return;
  }
  const ir::program *const programs[2] = {&*old_p, &*new_p};
  check_options opts;
  opts.semantics = semantics;
  for (auto _ : state) {
    solver::chain<solver::z3> s;
    engine::loop_coupling<solver::chain<solver::z3>, engine::chosen_semantics> coupling(
        s, opts, &policy::pasda::classify_partition);
    const auto found =
        coupling.prove(fn, programs, pairs[0], std::chrono::steady_clock::now() + std::chrono::seconds(60));
    if (!found.proved) state.SkipWithError(("not proved: " + found.reason).c_str());
    benchmark::DoNotOptimize(found.coupled.size());
  }
}

void BM_LoopInvariantJava(benchmark::State &state) { search(state, semantics_mode::java); }
void BM_LoopInvariantIdeal(benchmark::State &state) { search(state, semantics_mode::ideal); }

} // namespace

BENCHMARK(BM_LoopInvariantJava)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoopInvariantIdeal)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
