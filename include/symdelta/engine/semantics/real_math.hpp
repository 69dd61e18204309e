#pragma once
// java.lang.Math's real functions as the ideal semantics sees them (exact functions over the
// reals), described for a backend that lacks one: sound facts about each application (ranges,
// values at 0 and 1, linear bounds) and where the function is monotone. A backend that has the
// function natively (CVC5's exp, sin, ...) ignores them (solver::backend::real_function).
//
// Facts are valid whatever the scope, so a backend assumes them at every check, those of the
// applications a query mentions (solver/real_functions.hpp). They hold for the real functions:
// |sin| <= 1, exp x >= 1 + x, log x <= x - 1, |atan| < pi/2 < 1.5708, ...
#include <array>
#include <cstddef>
#include <span>
#include <stdexcept>
#include <vector>

#include "symdelta/solver/function_axioms.hpp"
#include "symdelta/solver/op.hpp"

namespace symdelta::semantics {

namespace detail {
template <class Term> solver::function_axioms<Term> math_function(solver::op o) {
  using solver::op;
  using m = solver::monotonicity;
  solver::function_axioms<Term> f;
  f.facts = [o](const solver::term_maker<Term> &b, std::span<const Term> args, const Term &r) {
    std::vector<Term> out;
    const auto fact = [&](Term t) { out.push_back(std::move(t)); };
    const Term &x = args[0];
    const auto zero = [&] { return b.num("0"); };
    const auto x_is = [&](const char *v) { return b.eq(x, b.num(v)); };
    switch (o) {
    case op::sin:
    case op::cos:
      fact(b.le(b.num("-1"), r));
      fact(b.le(r, b.num("1")));
      fact(b.when(x_is("0"), b.eq(r, b.num(o == op::sin ? "0" : "1"))));
      break;
    case op::tan: fact(b.when(x_is("0"), b.eq(r, zero()))); break;
    case op::exp:
      fact(b.lt(zero(), r));
      fact(b.le(b.mk(op::add, {b.num("1"), x}), r)); // e^x >= 1 + x for every real x
      fact(b.when(x_is("0"), b.eq(r, b.num("1"))));
      break;
    case op::log:
      fact(b.when(x_is("1"), b.eq(r, zero())));
      fact(b.when(b.lt(zero(), x), b.le(r, b.mk(op::sub, {x, b.num("1")})))); // ln x <= x - 1
      break;
    case op::asin:
    case op::atan:
      // |asin|, |atan| <= pi/2 < 1.5708
      fact(b.le(b.num("-1.5708"), r));
      fact(b.le(r, b.num("1.5708")));
      fact(b.when(x_is("0"), b.eq(r, zero())));
      break;
    case op::acos:
      fact(b.le(zero(), r));
      fact(b.le(r, b.num("3.1416"))); // pi < 3.1416
      fact(b.when(x_is("1"), b.eq(r, zero())));
      break;
    case op::atan2:
      fact(b.le(b.num("-3.1416"), r));
      fact(b.le(r, b.num("3.1416")));
      break;
    case op::sinh:
      fact(b.when(x_is("0"), b.eq(r, zero())));
      fact(b.when(b.lt(zero(), x), b.lt(x, r))); // sinh x > x for x > 0
      fact(b.when(b.lt(x, zero()), b.lt(r, x)));
      break;
    case op::cosh:
      fact(b.le(b.num("1"), r));
      fact(b.when(x_is("0"), b.eq(r, b.num("1"))));
      break;
    case op::tanh:
      fact(b.lt(b.num("-1"), r));
      fact(b.lt(r, b.num("1")));
      fact(b.when(x_is("0"), b.eq(r, zero())));
      break;
    case op::pow:
      fact(b.when(b.eq(args[1], zero()), b.eq(r, b.num("1"))));
      fact(b.when(b.eq(args[1], b.num("1")), b.eq(r, x)));
      fact(b.when(b.lt(zero(), x), b.lt(zero(), r)));
      break;
    default: break;
    }
    return out;
  };
  switch (o) {
  case op::exp: f.name = "exp", f.monotone = m::increasing; break;
  case op::log: f.name = "log", f.monotone = m::increasing, f.low = "0", f.closed = false; break;
  case op::sin: f.name = "sin"; break;
  case op::cos: f.name = "cos"; break;
  case op::tan: f.name = "tan"; break;
  case op::asin: f.name = "asin", f.monotone = m::increasing, f.low = "-1", f.high = "1"; break;
  case op::acos: f.name = "acos", f.monotone = m::decreasing, f.low = "-1", f.high = "1"; break;
  case op::atan: f.name = "atan", f.monotone = m::increasing; break;
  case op::atan2: f.name = "atan2"; break;
  case op::sinh: f.name = "sinh", f.monotone = m::increasing; break;
  case op::cosh: f.name = "cosh"; break;
  case op::tanh: f.name = "tanh", f.monotone = m::increasing; break;
  case op::pow: f.name = "pow"; break;
  default: throw std::invalid_argument("symdelta::semantics: not a real function of java.lang.Math");
  }
  return f;
}
} // namespace detail

/// The axioms of Math's real function `o` (exp ... pow: solver::is_transcendental), for terms of
/// type Term; made once per type.
template <class Term> const solver::function_axioms<Term> &real_math_axioms(solver::op o) {
  constexpr auto first = static_cast<std::size_t>(solver::op::exp);
  constexpr auto count = static_cast<std::size_t>(solver::op::pow) - first + 1;
  static const std::array<solver::function_axioms<Term>, count> all = [] {
    std::array<solver::function_axioms<Term>, count> a;
    for (std::size_t k = 0; k < count; ++k)
      a[k] = detail::math_function<Term>(static_cast<solver::op>(first + k));
    return a;
  }();
  if (!solver::is_transcendental(o)) throw std::invalid_argument("symdelta::semantics: not a real function of Math");
  return all[static_cast<std::size_t>(o) - first];
}

} // namespace symdelta::semantics
