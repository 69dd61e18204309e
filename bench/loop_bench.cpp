// The coupling-invariant search on one pair of loops (engine/explore/loop_coupling.hpp): the
// step functions built and explored until the invariant is inductive, on Z3, in Java semantics
// (bit-vectors and IEEE doubles) and in ideal semantics, without and with a derived candidate;
// and the mutual-summary proof of a pair of recursive methods (diff/recursion_pairs.hpp).
#include <chrono>
#include <optional>
#include <string>
#include <utility>

#include <benchmark/benchmark.h>

#include "symdelta/diff/loop_pairs.hpp"
#include "symdelta/diff/recursion_pairs.hpp"
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

/// The two versions lowered, or nothing (the benchmark skipped with the error).
std::optional<std::pair<ir::program, ir::program>> lowered(benchmark::State &state, const char *old_source,
                                                           const char *new_source) {
  auto old_p = java::frontend::parse(old_source, "old.java");
  auto new_p = java::frontend::parse(new_source, "new.java");
  if (old_p && new_p) return std::pair{std::move(*old_p), std::move(*new_p)};
  state.SkipWithError("cannot parse the versions");
  return std::nullopt;
}

/// Runs `prove` (a proof with a fresh solver and search, by a deadline a minute away; the reason
/// it failed, or nothing) once per iteration of the benchmark.
template <class Prove> void measure(benchmark::State &state, semantics_mode semantics, const Prove &prove) {
  check_options opts;
  opts.semantics = semantics;
  for (auto _ : state) {
    solver::chain<solver::z3> s;
    engine::loop_coupling<solver::chain<solver::z3>, engine::chosen_semantics> search(
        s, opts, &policy::pasda::classify_partition);
    const std::string why = prove(search, std::chrono::steady_clock::now() + std::chrono::seconds(60));
    if (!why.empty()) state.SkipWithError(("not proved: " + why).c_str());
    benchmark::DoNotOptimize(why.size());
  }
}

void search(benchmark::State &state, semantics_mode semantics, const char *old_source = old_version,
            const char *new_source = new_version) {
  const auto versions = lowered(state, old_source, new_source);
  if (!versions) return;
  const ir::program *const old_p = &versions->first, *const new_p = &versions->second;
  const std::uint32_t fn[2] = {old_p->find_function("snippet"), new_p->find_function("snippet")};
  const auto pairs = diff::loop_pairs(*old_p, fn[0], *new_p, fn[1]);
  if (pairs.size() != 1 || !pairs[0].refused.empty()) {
    state.SkipWithError("the versions have no loop pair to prove");
    return;
  }
  const ir::program *const programs[2] = {old_p, new_p};
  measure(state, semantics, [&](auto &coupling, auto deadline) {
    const auto found = coupling.prove(fn, programs, pairs[0], deadline);
    if (found.proved && pairs[0].derived.size() > 0 && found.derived.empty()) return std::string("no derived pair");
    return found.proved ? std::string() : found.reason;
  });
}

void BM_LoopInvariantJava(benchmark::State &state) { search(state, semantics_mode::java); }
void BM_LoopInvariantIdeal(benchmark::State &state) { search(state, semantics_mode::ideal); }

// Strength reduction: the new loop's accumulator is the old loop's i * k, a derived candidate,
// after the larger candidate i * k + 1 fails on entry (the entry programs explored first).
const char *old_product = R"(class S {
  static int snippet(int n, int k) {
    int s = 0;
    for (int i = 0; i < n; i++) { s += i * k + 1; }
    return s;
  }
})";
const char *new_product = R"(class S {
  static int snippet(int n, int k) {
    int s = 0, ik = 0;
    for (int i = 0; i < n; i++) { s += ik + 1; ik += k; }
    return s;
  }
})";

void BM_DerivedInvariantJava(benchmark::State &state) { search(state, semantics_mode::java, old_product, new_product); }
void BM_DerivedInvariantIdeal(benchmark::State &state) {
  search(state, semantics_mode::ideal, old_product, new_product);
}

// Two mutually recursive methods rewritten (a conditional as an if, a product as a sum), proved
// equal with their calls as functions.
const char *old_recursive = R"(class R {
  static int snippet(int n) { return n < 0 ? 0 : down(n, 1); }
  static int down(int k, int m) { return k == 0 ? m : up(k - 1, m + m); }
  static int up(int k, int m) { return k == 0 ? m + 1 : down(k - 1, m); }
})";
const char *new_recursive = R"(class R {
  static int snippet(int n) { return n < 0 ? 0 : down(n, 1); }
  static int up(int j, int acc) { if (j != 0) return down(j - 1, acc); return 1 + acc; }
  static int down(int j, int acc) { if (j == 0) return acc; return up(j - 1, 2 * acc); }
})";

void summaries(benchmark::State &state, semantics_mode semantics) {
  const auto versions = lowered(state, old_recursive, new_recursive);
  if (!versions) return;
  const ir::program *const old_p = &versions->first, *const new_p = &versions->second;
  const std::uint32_t old_fn = old_p->find_function("snippet"), new_fn = new_p->find_function("snippet");
  const auto pairs = diff::recursive_pairs(*old_p, old_fn, *new_p, new_fn, {});
  if (pairs.size() != 2) {
    state.SkipWithError("the versions have no two recursive pairs to prove");
    return;
  }
  const ir::program *const programs[2] = {old_p, new_p};
  measure(state, semantics, [&](auto &proofs, auto deadline) {
    for (const auto &why : proofs.prove_summaries(programs, pairs, deadline))
      if (!why.empty()) return why;
    return std::string();
  });
}

void BM_MutualSummariesJava(benchmark::State &state) { summaries(state, semantics_mode::java); }
void BM_MutualSummariesIdeal(benchmark::State &state) { summaries(state, semantics_mode::ideal); }

} // namespace

BENCHMARK(BM_LoopInvariantJava)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_LoopInvariantIdeal)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DerivedInvariantJava)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_DerivedInvariantIdeal)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MutualSummariesJava)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MutualSummariesIdeal)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
