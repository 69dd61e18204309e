// Benchmarks of a whole check and of its concrete pre-pass, so that a regression in what a
// default `symdelta check` spends shows up as a number (issue 25). The checks are the built-in
// ones the symdelta tool runs (symdelta_builtin_checks), on pairs of tests/pairs.
#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <string>

#include <benchmark/benchmark.h>

#include "symdelta/cli/builtin.hpp"
#include "symdelta/engine/witness/prepass.hpp"
#include "symdelta/engine/witness/witness.hpp"
#include "symdelta/frontend/java/frontend.hpp"

namespace {

namespace fs = std::filesystem;
using namespace symdelta;

const fs::path pairs = SYMDELTA_PAIRS_DIR;

/// The built-in check of PASDA on Z3, as `symdelta check` runs it.
const cli::combination &pasda_z3() {
  static const cli::combination found = [] {
    for (auto &c : cli::combinations_on<cli::builtin_policies, solver::z3>())
      if (c.policy == "pasda") return c;
    throw std::logic_error("no pasda/z3");
  }();
  return found;
}

/// The CLI's defaults: Java semantics, stop when the verdict is settled.
check_options cli_defaults() {
  check_options o;
  o.semantics = semantics_mode::java;
  o.stop_when_settled = true;
  return o;
}

/// One check of a pair, whole: parse, pre-pass, exploration, classification.
void check_pair(benchmark::State &state, const char *pair, bool settled) {
  check_options o = cli_defaults();
  o.stop_when_settled = settled;
  const fs::path dir = pairs / pair;
  for (auto _ : state) {
    const run_record r = pasda_z3().check(dir / "old.java", dir / "new.java", "", "", o);
    if (r.result == verdict::error) state.SkipWithError(r.error.c_str());
    benchmark::DoNotOptimize(r.result);
  }
}

void BM_CheckEqPair(benchmark::State &state) { check_pair(state, "add_sub_cancel", true); }
void BM_CheckNeqPairSettled(benchmark::State &state) { check_pair(state, "abs_threshold_wrong", true); }
void BM_CheckNeqPairExploreAll(benchmark::State &state) { check_pair(state, "abs_threshold_wrong", false); }

/// The concrete pre-pass's first phase (100 inputs) on an EQ pair, where no input shows a
/// difference and all of them run: the interpreter twice per input.
void BM_Prepass100(benchmark::State &state) {
  const fs::path dir = pairs / "add_sub_cancel";
  const auto old_p = java::frontend::parse_file(dir / "old.java");
  const auto new_p = java::frontend::parse_file(dir / "new.java");
  if (!old_p || !new_p) {
    state.SkipWithError("cannot parse the pair");
    return;
  }
  const auto old_fn = java::frontend::entry_method(*old_p, "snippet");
  const auto new_fn = java::frontend::entry_method(*new_p, "snippet");
  const engine::witness_runner runner(*old_p, *old_fn, *new_p, *new_fn, 1e-9, 5'000'000, observe_mode::everything,
                                      receiver_mode::automatic, engine::default_heap_bound, false);
  for (auto _ : state) {
    engine::prepass pass(runner);
    program_witness found;
    prepass_record rec;
    pass.run(std::chrono::steady_clock::now() + std::chrono::seconds(10), 100, found, rec);
    if (found.found() || rec.tried != 100) state.SkipWithError("the pre-pass did not run its 100 inputs");
    benchmark::DoNotOptimize(rec.tried);
  }
  state.SetItemsProcessed(state.iterations() * 100);
}

} // namespace

BENCHMARK(BM_CheckEqPair)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CheckNeqPairSettled)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CheckNeqPairExploreAll)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Prepass100)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
