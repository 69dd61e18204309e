// A backend's text of a term is SMT-LIB that keeps every constant (the reports store it, and
// print it as Java through report/java_terms.hpp): run over both backends.
#include <string>

#include <catch2/catch.hpp>

#include "symdelta/report/java_terms.hpp"
#include "symdelta/solver.hpp"

using namespace symdelta::solver;

namespace {
template <class S> std::string java(S &s, const typename S::term &t) {
  const std::string smt = s.to_string(t);
  INFO("SMT-LIB: " << smt);
  const auto j = symdelta::report::java_term(smt);
  REQUIRE(j);
  return *j;
}
} // namespace

#define BACKENDS symdelta::solver::z3, symdelta::solver::cvc5

TEMPLATE_TEST_CASE("printed terms keep their floating-point constants", "[solver][printing]", BACKENDS) {
  TestType s;
  const auto rne = s.rounding_mode(rounding_mode::nearest_even);
  const auto x = s.constant("x", s.fp_sort(11, 53));
  const auto f = s.constant("f", s.fp_sort(8, 24));
  CHECK(s.to_string(s.fp_val(9.0)).find("fp.numeral") == std::string::npos);
  CHECK(java(s, s.mk(op::not_, {s.mk(op::fp_gt, {x, s.fp_val(9.0)})})) == "!(x > 9.0)");
  CHECK(java(s, s.mk(op::fp_lt, {s.mk(op::fp_mul, {rne, s.fp_val(2.0), x}), s.fp_val(-0.0)})) == "2.0 * x < -0.0");
  CHECK(java(s, s.mk(op::fp_eq, {x, s.fp_val(std::numeric_limits<double>::infinity())})) ==
        "x == Double.POSITIVE_INFINITY");
  CHECK(java(s, s.mk(op::eq, {x, s.fp_val(std::numeric_limits<double>::quiet_NaN())})) ==
        "Double.compare(x, Double.NaN) == 0");
  CHECK(java(s, s.mk(op::fp_ge, {f, s.fp_val(0.1f)})) == "f >= 0.1f");
  CHECK(java(s, s.mk(op::fp_lt, {s.fp_to_fp(rounding_mode::nearest_even, f, 11, 53), x})) == "(double) f < x");
}

TEMPLATE_TEST_CASE("printed terms keep their bit-vector constants and indices", "[solver][printing]", BACKENDS) {
  TestType s;
  const auto i = s.constant("i", s.bv_sort(32));
  const auto l = s.constant("l", s.bv_sort(64));
  const auto b = s.constant("b", s.bv_sort(8));
  const auto a0 = s.constant("a[0]", s.bv_sort(32));
  CHECK(java(s, s.mk(op::bv_slt, {s.mk(op::bv_add, {i, s.bv_val(std::uint64_t{0xfffffff7}, 32)}), a0})) ==
        "i + -9 < a[0]");
  CHECK(java(s, s.mk(op::eq, {s.sign_extend(32, i), s.mk(op::bv_mul, {l, s.bv_val(std::uint64_t{3}, 64)})})) ==
        "(long) i == l * 3L");
  CHECK(java(s, s.mk(op::eq, {s.extract(7, 0, i), b})) == "(byte) i == b");
  CHECK(java(s, s.mk(op::bv_sge, {s.sign_extend(24, b), s.bv_val(std::uint64_t{0x7fffffff}, 32)})) ==
        "b >= 0x7fffffff");
  const auto c = s.constant("c", s.bool_sort());
  CHECK(s.to_string(s.mk(op::ite, {c, i, a0})).rfind("(ite ", 0) == 0);
  CHECK(java(s, s.mk(op::bv_slt, {s.mk(op::ite, {c, i, s.bv_val(std::uint64_t{4}, 32)}), a0})) == "(c ? i : 4) < a[0]");
  CHECK(java(s, s.mk(op::eq, {s.fp_from_sbv(rounding_mode::nearest_even, i, 11, 53), s.fp_val(1.5)})) ==
        "Double.compare((double) i, 1.5) == 0");
}

TEMPLATE_TEST_CASE("printed terms keep their real constants", "[solver][printing]", BACKENDS) {
  TestType s;
  const auto x = s.constant("x", s.real_sort());
  CHECK(java(s, s.mk(op::not_, {s.mk(op::gt, {x, s.real_val("9")})})) == "!(x > 9.0)");
  const std::string third = java(s, s.mk(op::lt, {x, s.real_val("-1/3")}));
  CHECK((third == "x < -(1.0 / 3.0)" || third == "x < -1.0 / 3.0"));
}
