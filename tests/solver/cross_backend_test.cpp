// Z3 and CVC5 must never contradict each other: one sat and the other unsat on the same query is
// a bug in a backend (or in the solver). Queries are generated at random over Int, Real, BV, FP
// and UF, the same way on both, and models are checked by evaluating every assertion.
#include <chrono>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "symdelta/solver.hpp"

using namespace symdelta::solver;
using namespace std::chrono_literals;

namespace {

/// Builds query number `seed` on backend S: a conjunction of random constraints.
template <class S> std::vector<typename S::term> generate(S &s, std::uint32_t seed) {
  std::mt19937 rng(seed);
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  std::vector<typename S::term> out;
  const int theory = static_cast<int>(seed % 4);
  if (theory == 0 || theory == 1) { // linear/non-linear Int or Real
    const auto sort = theory == 0 ? s.int_sort() : s.real_sort();
    auto num = [&](int v) { return theory == 0 ? s.int_val(std::int64_t{v}) : s.real_val(std::to_string(v)); };
    std::vector<typename S::term> vars{s.constant("a", sort), s.constant("b", sort), s.constant("c", sort)};
    for (int k = 0, n = 2 + pick(4); k < n; ++k) {
      auto term = [&] {
        auto t = s.mk(op::mul, {num(pick(7) - 3), vars[static_cast<std::size_t>(pick(3))]});
        if (pick(3) == 0) t = s.mk(op::mul, {t, vars[static_cast<std::size_t>(pick(3))]});
        return s.mk(op::add, {t, vars[static_cast<std::size_t>(pick(3))], num(pick(21) - 10)});
      };
      const op cmp[] = {op::lt, op::le, op::eq, op::ge, op::gt};
      out.push_back(s.mk(cmp[pick(5)], {term(), term()}));
    }
  } else if (theory == 2) { // bit-vectors with signed/unsigned mixing
    const auto bv8 = s.bv_sort(8);
    std::vector<typename S::term> vars{s.constant("p", bv8), s.constant("q", bv8)};
    const op arith[] = {op::bv_add, op::bv_mul, op::bv_sub,  op::bv_and, op::bv_or,
                        op::bv_xor, op::bv_shl, op::bv_lshr, op::bv_ashr};
    const op cmp[] = {op::bv_slt, op::bv_ult, op::eq, op::bv_sge, op::bv_uge};
    for (int k = 0, n = 2 + pick(4); k < n; ++k) {
      auto t = s.mk(arith[pick(9)],
                    {vars[static_cast<std::size_t>(pick(2))], s.bv_val(static_cast<std::uint64_t>(pick(256)), 8)});
      t = s.mk(arith[pick(9)], {t, vars[static_cast<std::size_t>(pick(2))]});
      out.push_back(s.mk(cmp[pick(5)], {t, s.bv_val(static_cast<std::uint64_t>(pick(256)), 8)}));
    }
  } else { // floating point and an uninterpreted function over Int
    const auto f32 = s.fp_sort(8, 24);
    const auto rne = s.rounding_mode(rounding_mode::nearest_even);
    const auto u = s.constant("u", f32), v = s.constant("v", f32);
    const float consts[] = {0.0f, 1.0f, -2.5f, 0.1f, 1e30f, -0.0f};
    const op arith[] = {op::fp_add, op::fp_mul, op::fp_sub, op::fp_div};
    const op cmp[] = {op::fp_lt, op::fp_le, op::fp_eq, op::fp_gt};
    out.push_back(s.mk(cmp[pick(4)], {s.mk(arith[pick(4)], {rne, u, s.fp_val(consts[pick(6)])}), v}));
    out.push_back(s.mk(cmp[pick(4)], {s.mk(arith[pick(4)], {rne, u, v}), s.fp_val(consts[pick(6)])}));
    if (pick(2)) out.push_back(s.mk(op::not_, {s.mk(op::fp_is_nan, {u})}));
    const std::vector<typename S::sort> dom{s.int_sort()};
    const auto g = s.declare_fun("g", dom, s.int_sort());
    const auto m = s.constant("m", s.int_sort()), n = s.constant("n", s.int_sort());
    const std::vector<typename S::term> gm{m}, gn{n};
    out.push_back(s.mk(pick(2) ? op::eq : op::distinct, {s.apply(g, gm), s.apply(g, gn)}));
    out.push_back(s.mk(pick(2) ? op::eq : op::distinct, {m, n}));
  }
  return out;
}

template <class S> check_result solve(std::uint32_t seed, std::string &problem) {
  S s;
  const auto assertions = generate(s, seed);
  for (const auto &a : assertions)
    s.add(a);
  const check_result r = s.check(2000ms);
  if (r.is_sat()) { // every assertion must evaluate to true in the model
    const auto m = s.get_model();
    for (const auto &a : assertions)
      if (!m.eval(a).boolean) problem = fmt::format("{}: model violates {}", S::name, s.to_string(a));
  }
  return r;
}

} // namespace

TEST_CASE("Z3 and CVC5 never contradict each other on generated queries", "[solver][cross]") {
  int sat = 0, unsat = 0, undecided = 0;
  for (std::uint32_t seed = 1; seed <= 80; ++seed) {
    std::string problem;
    const check_result z = solve<symdelta::solver::z3>(seed, problem);
    const check_result c = solve<symdelta::solver::cvc5>(seed, problem);
    INFO("query " << seed << ": z3 " << to_string(z.answer) << ", cvc5 " << to_string(c.answer));
    CHECK(problem.empty());
    CHECK(z.answer != status::error);
    CHECK(c.answer != status::error);
    CHECK_FALSE((z.is_sat() && c.is_unsat()));
    CHECK_FALSE((z.is_unsat() && c.is_sat()));
    if (z.is_sat() && c.is_sat())
      ++sat;
    else if (z.is_unsat() && c.is_unsat())
      ++unsat;
    else
      ++undecided;
  }
  fmt::print("cross-backend: 80 queries, both sat {}, both unsat {}, undecided by one {}\n", sat, unsat, undecided);
  CHECK(sat >= 10); // the generator must produce both kinds of answer for the test to mean something
  CHECK(unsat >= 10);
}
