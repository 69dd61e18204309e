// Parse + lower throughput of the Java frontend, and interpreter speed.
//   build/bench/bench_frontend --benchmark_repetitions=5 --benchmark_report_aggregates_only=true
// BM_ParseLowerArdiff is skipped (reports an error) when ../shared/benchmarks/ardiff is absent.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "symdelta/symdelta.hpp"

namespace fs = std::filesystem;

namespace {

struct source {
  std::string path, text;
};

std::vector<source> load(const fs::path &dir) {
  std::vector<source> out;
  if (!fs::exists(dir)) return out;
  for (const auto &e : fs::recursive_directory_iterator(dir)) {
    if (e.path().extension() != ".java") continue;
    std::ifstream in(e.path());
    std::stringstream ss;
    ss << in.rdbuf();
    out.push_back({e.path().string(), ss.str()});
  }
  std::sort(out.begin(), out.end(), [](const source &a, const source &b) { return a.path < b.path; });
  return out;
}

void parse_and_lower_all(benchmark::State &state, const std::vector<source> &files) {
  if (files.empty()) {
    state.SkipWithError("no input files (benchmark directory absent)");
    return;
  }
  std::size_t bytes = 0;
  for (auto _ : state) {
    for (const auto &f : files) {
      auto r = symdelta::java::frontend::parse(f.text, f.path);
      if (!r.ok()) {
        state.SkipWithError(r.error().to_string().c_str());
        return;
      }
      benchmark::DoNotOptimize(r);
      bytes += f.text.size();
    }
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
  state.counters["files"] = static_cast<double>(files.size());
}

void BM_ParseLowerArdiff(benchmark::State &state) {
  static const auto files = load(SYMDELTA_BENCHMARK_DIR);
  parse_and_lower_all(state, files);
}
BENCHMARK(BM_ParseLowerArdiff)->Unit(benchmark::kMillisecond);

// tree-sitter alone, to see what share of parse+lower is parsing
void BM_ParseOnlyArdiff(benchmark::State &state) {
  static const auto files = load(SYMDELTA_BENCHMARK_DIR);
  if (files.empty()) {
    state.SkipWithError("no input files (benchmark directory absent)");
    return;
  }
  for (auto _ : state)
    for (const auto &f : files) {
      symdelta::java::syntax_tree tree(f.text);
      benchmark::DoNotOptimize(tree.root());
    }
}
BENCHMARK(BM_ParseOnlyArdiff)->Unit(benchmark::kMillisecond);

void BM_ParseLowerOwnPrograms(benchmark::State &state) {
  static const auto files = load(SYMDELTA_JVM_PROGRAMS_DIR);
  parse_and_lower_all(state, files);
}
BENCHMARK(BM_ParseLowerOwnPrograms)->Unit(benchmark::kMillisecond);

// Interpreter: a loop-heavy method (sieve of Eratosthenes up to n).
void BM_InterpretSieve(benchmark::State &state) {
  const auto prog = symdelta::java::frontend::parse(R"(class S {
    static int snippet(int n) {
      boolean[] composite = new boolean[n + 1];
      int count = 0;
      for (int i = 2; i <= n; i++) {
        if (composite[i]) continue;
        count++;
        for (long j = (long) i * i; j <= n; j += i) composite[(int) j] = true;
      }
      return count;
    } })");
  symdelta::engine::interpreter interp(*prog);
  const auto n = static_cast<std::int32_t>(state.range(0));
  for (auto _ : state) {
    auto out = interp.call(0, {symdelta::engine::value::of(symdelta::ir::scalar::of_int(n))});
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
BENCHMARK(BM_InterpretSieve)->Arg(10000)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
