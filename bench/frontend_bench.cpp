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

// Differencing and abstraction (diff::abstract: tree differencing, common blocks, rewriting both
// versions) of every pair of the ARDiff benchmark, lowered beforehand: what an abstracted
// iteration adds before it explores.
void BM_AbstractArdiff(benchmark::State &state) {
  struct lowered_pair {
    symdelta::ir::program old_p, new_p;
    std::uint32_t old_fn, new_fn;
  };
  static const auto pairs = [] {
    std::vector<lowered_pair> out;
    const fs::path dir = SYMDELTA_BENCHMARK_DIR;
    if (!fs::exists(dir)) return out;
    for (const auto &e : fs::recursive_directory_iterator(dir)) {
      if (e.path().filename() != "oldV.java") continue;
      auto o = symdelta::java::frontend::parse_file(e.path());
      auto n = symdelta::java::frontend::parse_file(e.path().parent_path() / "newV.java");
      if (!o.ok() || !n.ok()) continue;
      const auto fo = o->find_function("snippet"), fn = n->find_function("snippet");
      if (fo == symdelta::ir::no_function || fn == symdelta::ir::no_function) continue;
      out.push_back({std::move(*o), std::move(*n), fo, fn});
    }
    return out;
  }();
  if (pairs.empty()) {
    state.SkipWithError("no input files (benchmark directory absent)");
    return;
  }
  std::size_t blocks = 0, functions = 0;
  for (auto _ : state) {
    blocks = functions = 0;
    for (const auto &p : pairs) {
      const auto a = symdelta::diff::abstract(p.old_p, p.old_fn, p.new_p, p.new_fn);
      blocks += a.blocks.size();
      functions += a.uifs.size();
      benchmark::DoNotOptimize(a);
    }
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(pairs.size()));
  state.counters["pairs"] = static_cast<double>(pairs.size());
  state.counters["blocks"] = static_cast<double>(blocks);
  state.counters["functions"] = static_cast<double>(functions);
}
BENCHMARK(BM_AbstractArdiff)->Unit(benchmark::kMillisecond);

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
