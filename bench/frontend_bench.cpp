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

#include "symdelta/diff/abstraction.hpp"
#include "symdelta/engine/execution/interpreter.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/ir/printer.hpp"

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

// Scaling with the size of a file (it must stay linear; issue 18 found a class of 5 MB taking
// 36 s): a class of n methods, each calling another (name lookup and overload resolution), and
// one method of n statements declaring n locals (scopes; the printer names every local).
std::string many_methods(std::int64_t n) {
  std::string src = "class Big {\n  static int f0(int x) { return x; }\n";
  for (std::int64_t i = 1; i < n; ++i)
    src += "  static int f" + std::to_string(i) + "(int x) {\n    int y = x * 3 + " + std::to_string(i % 97) +
           ";\n    if (y > 7) { y -= 2; } else { y += 1; }\n    return y + f" + std::to_string(i - 1) + "(x);\n  }\n";
  return src + "}\n";
}
std::string many_locals(std::int64_t n) {
  std::string src = "class Big {\n  static int f(int x) {\n    int y = 0;\n";
  for (std::int64_t i = 0; i < n; ++i)
    src += "    int v" + std::to_string(i) + " = x + " + std::to_string(i % 97) + ";\n    y += v" + std::to_string(i) +
           ";\n";
  return src + "    return y;\n  }\n}\n";
}

void parse_generated(benchmark::State &state, const std::string &src) {
  for (auto _ : state) {
    auto r = symdelta::java::frontend::parse(src, "Big.java");
    if (!r.ok()) {
      state.SkipWithError(r.error().to_string().c_str());
      return;
    }
    benchmark::DoNotOptimize(r);
  }
  state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(src.size()));
  state.SetComplexityN(state.range(0));
}
/// Sizes doubling from `Lo` to `Hi`, and the complexity fitted to the times.
template <std::int64_t Lo, std::int64_t Hi> void doubling(benchmark::internal::Benchmark *b) {
  b->RangeMultiplier(2)->Range(Lo, Hi)->Complexity()->Unit(benchmark::kMillisecond);
}

void BM_ParseLowerManyMethods(benchmark::State &state) { parse_generated(state, many_methods(state.range(0))); }
BENCHMARK(BM_ParseLowerManyMethods)->Apply(doubling<1 << 10, 1 << 13>);
void BM_ParseLowerManyLocals(benchmark::State &state) { parse_generated(state, many_locals(state.range(0))); }
BENCHMARK(BM_ParseLowerManyLocals)->Apply(doubling<1 << 12, 1 << 15>);

void BM_PrintManyLocals(benchmark::State &state) {
  const auto prog = symdelta::java::frontend::parse(many_locals(state.range(0)), "Big.java");
  for (auto _ : state)
    benchmark::DoNotOptimize(symdelta::ir::to_string(*prog));
  state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_PrintManyLocals)->Apply(doubling<1 << 12, 1 << 15>);

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

// Interpreter: n virtual calls through an interface, on objects of three classes with helper
// methods of their own (what program::dispatch looks up on every call), against static calls.
const char *const dispatch_program = R"(class S {
    interface Shape { int area(int k); }
    static class A implements Shape { int f() { return 1; } int g() { return 2; } public int area(int k) { return k; } }
    static class B extends A { int h() { return 3; } public int area(int k) { return k + 1; } }
    static class C extends B { int i() { return 4; } public int area(int k) { return k * 2; } }
    static int area(int c, int k) { return c == 0 ? k : c == 1 ? k + 1 : k * 2; }
    static int snippet(int n) {
      Shape[] shapes = { new A(), new B(), new C() };
      int sum = 0;
      for (int i = 0; i < n; i++) sum += shapes[i % 3].area(i);
      return sum;
    }
    static int snippetStatic(int n) {
      int sum = 0;
      for (int i = 0; i < n; i++) sum += area(i % 3, i);
      return sum;
    } })";
void interpret_dispatch(benchmark::State &state, const char *method) {
  const auto prog = symdelta::java::frontend::parse(dispatch_program);
  symdelta::engine::interpreter interp(*prog);
  const auto fn = prog->find_function(method);
  const auto n = static_cast<std::int32_t>(state.range(0));
  for (auto _ : state) {
    auto out = interp.call(fn, {symdelta::engine::value::of(symdelta::ir::scalar::of_int(n))});
    benchmark::DoNotOptimize(out);
  }
  state.SetItemsProcessed(state.iterations() * state.range(0));
}
void BM_InterpretVirtualCalls(benchmark::State &state) { interpret_dispatch(state, "snippet"); }
void BM_InterpretStaticCalls(benchmark::State &state) { interpret_dispatch(state, "snippetStatic"); }
BENCHMARK(BM_InterpretVirtualCalls)->Arg(10000)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_InterpretStaticCalls)->Arg(10000)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
