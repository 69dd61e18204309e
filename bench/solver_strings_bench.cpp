// The Java Ranger finding (docs/background.md section 9) on our two backends: "an n-character
// string contains exactly k = n/2 occurrences of 'B'", phrased three ways:
//   char_string  str.at(s, i) = "B"                (one-character string comparison)
//   char_code    str.to_code(str.at(s, i)) = 66    (character-code comparison)
//   bitvector    c_i = #x42 over n 8-bit variables
// Each query must be sat; a query that runs into the 10 s limit is reported as an error.
//   build/bench/bench_solvers --benchmark_filter=Strings
#include <chrono>
#include <string>
#include <vector>

#include <benchmark/benchmark.h>

#include "symdelta/solver.hpp"

using namespace symdelta::solver;

namespace {

enum class encoding { char_string, char_code, bitvector };

template <class S> typename S::term count_query(S &s, encoding e, int n) {
  std::vector<typename S::term> ones;
  auto one_if = [&](const typename S::term &c) {
    return s.mk(op::ite, {c, s.int_val(std::int64_t{1}), s.int_val(std::int64_t{0})});
  };
  std::vector<typename S::term> parts;
  if (e == encoding::bitvector) {
    for (int i = 0; i < n; ++i) {
      const auto c = s.constant("c" + std::to_string(i), s.bv_sort(8));
      ones.push_back(one_if(s.mk(op::eq, {c, s.bv_val(std::uint64_t{'B'}, 8)})));
    }
  } else {
    const auto str = s.constant("s", s.string_sort());
    parts.push_back(s.mk(op::eq, {s.mk(op::str_len, {str}), s.int_val(std::int64_t{n})}));
    for (int i = 0; i < n; ++i) {
      const auto ch = s.mk(op::str_at, {str, s.int_val(std::int64_t{i})});
      ones.push_back(one_if(e == encoding::char_string
                                ? s.mk(op::eq, {ch, s.string_val("B")})
                                : s.mk(op::eq, {s.mk(op::str_to_code, {ch}), s.int_val(std::int64_t{'B'})})));
    }
  }
  parts.push_back(s.mk(op::eq, {s.mk(op::add, ones), s.int_val(std::int64_t{n / 2})}));
  return s.mk(op::and_, parts);
}

template <class S, encoding E> void BM_Strings(benchmark::State &state) {
  const int n = static_cast<int>(state.range(0));
  for (auto _ : state) {
    S s;
    s.add(count_query(s, E, n));
    const check_result r = s.check(std::chrono::seconds(10));
    if (!r.is_sat()) {
      state.SkipWithError((std::string("not sat: ") + to_string(r.answer) + " " + r.reason).c_str());
      break;
    }
  }
}

#define STRINGS(S, E)                                                                                                  \
  BENCHMARK_TEMPLATE(BM_Strings, S, E)->RangeMultiplier(2)->Range(4, 64)->Unit(benchmark::kMillisecond)->MinTime(0.5)

STRINGS(symdelta::solver::z3, encoding::char_string);
STRINGS(symdelta::solver::z3, encoding::char_code);
STRINGS(symdelta::solver::z3, encoding::bitvector);
STRINGS(symdelta::solver::cvc5, encoding::char_string);
STRINGS(symdelta::solver::cvc5, encoding::char_code);
STRINGS(symdelta::solver::cvc5, encoding::bitvector);

} // namespace

BENCHMARK_MAIN();
