#pragma once
// Concrete arithmetic in ideal semantics (engine/semantics/ideal.hpp, background.md section 7),
// for running a witness: integers are mathematical integers (held in 64 bits; a value beyond
// them ends the run as undecidable rather than wrapping), floating-point numbers are reals,
// computed in extended precision (long double: a 64-bit mantissa and an exponent reaching far
// beyond the double range) with a bound on the distance to the real value. Every decision
// the bound cannot settle (a comparison of two values whose intervals overlap, a floor or cast
// whose interval holds an integer boundary) ends the run as undecidable too, so a run that
// finishes took the path the real numbers take. NaN and infinities are not reals: producing one
// ends the run. The bounds assume the C library's transcendental functions are within 8 ulp of
// the true value (of long double), which glibc documents for the functions used here.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>

#include <fmt/format.h>

#include "symdelta/engine/semantics/java_math.hpp"
#include "symdelta/engine/values/java_format.hpp"
#include "symdelta/engine/values/symbolic_value.hpp"
#include "symdelta/engine/values/value.hpp"
#include "symdelta/ir/intrinsic.hpp"
#include "symdelta/ir/semantics.hpp"

namespace symdelta::engine::ideal {

/// The run left what ideal semantics can decide concretely; `reason` says what happened.
struct undecidable {
  std::string reason;
};

/// A comparison the rounding bounds cannot settle: the real values may lie either way. The
/// interpreter explores both answers (engine/witness/witness.hpp); `natural` is the doubles' answer.
struct unsettled {
  bool natural;
};

/// The approximations of reals (value::approx, value::err).
using real_t = long double;

namespace detail {

constexpr real_t infinity = std::numeric_limits<real_t>::infinity();

inline real_t ulp(real_t x) {
  const real_t a = std::fabs(x);
  return std::nextafter(a, infinity) - a;
}

/// Half an ulp: the rounding error of one correctly rounded operation.
inline real_t half_ulp(real_t x) { return ulp(x) / 2; }

/// The ends of the interval x +- e, rounded outward (x - e itself is rounded to nearest).
inline real_t lower(real_t x, real_t e) { return e == 0 ? x : std::nextafter(x - e, -infinity); }
inline real_t upper(real_t x, real_t e) { return e == 0 ? x : std::nextafter(x + e, infinity); }

inline value real(ir::type t, real_t v, real_t err, const char *what) {
  if (!std::isfinite(v) || !std::isfinite(err))
    throw undecidable{fmt::format("{} is not a finite real (NaN or an infinity)", what)};
  if (v == 0) v = 0.0L;                                               // reals have no negative zero
  value r = value::of(ir::scalar::of_double(static_cast<double>(v))); // s.d, s.f: for display
  r.s.ty = t;
  r.s.f = static_cast<float>(v);
  r.approx = v;
  // the bound's own arithmetic rounds (a few operations): widen it past their error
  r.err = err == 0 ? 0 : std::nextafter(err * (1 + 0x1p-56L), infinity);
  thread_local std::uint64_t computations = 0;
  if (err != 0) r.origin = ++computations;
  return r;
}

inline value integer(ir::type t, std::int64_t v) {
  value r = value::of(ir::scalar::of_long(v));
  r.s.ty = t;
  return r;
}

inline value boolean(bool b) { return value::of(ir::scalar::of_bool(b)); }

/// op(x, y, &r) is a __builtin_*_overflow: r, or undecidable when it overflows.
template <class Op> std::int64_t checked(Op op, std::int64_t x, std::int64_t y) {
  std::int64_t r = 0;
  if (op(x, y, &r)) throw undecidable{"an integer beyond 64 bits"};
  return r;
}
inline bool add_overflow(std::int64_t x, std::int64_t y, std::int64_t *r) { return __builtin_add_overflow(x, y, r); }
inline bool sub_overflow(std::int64_t x, std::int64_t y, std::int64_t *r) { return __builtin_sub_overflow(x, y, r); }
inline bool mul_overflow(std::int64_t x, std::int64_t y, std::int64_t *r) { return __builtin_mul_overflow(x, y, r); }

/// Sign of a - b in the reals, or 2 when the intervals overlap (and are not points).
inline int compare_reals(const value &x, const value &y) {
  if (x.origin != 0 && x.origin == y.origin) return 0; // one computation's result, compared with itself
  const real_t a = x.approx, ea = x.err, b = y.approx, eb = y.err;
  if (lower(a, ea) > upper(b, eb)) return 1;
  if (upper(a, ea) < lower(b, eb)) return -1;
  if (ea == 0 && eb == 0) return a < b ? -1 : a > b ? 1 : 0;
  return 2; // unsettled
}

/// The C library's function for a one-argument transcendental intrinsic, or nullptr.
inline real_t (*one_argument_function(ir::intrinsic fn))(real_t) {
  using I = ir::intrinsic;
  switch (fn) {
  case I::cbrt: return [](real_t v) { return std::cbrt(v); };
  case I::exp: return [](real_t v) { return std::exp(v); };
  case I::log: return [](real_t v) { return std::log(v); };
  case I::log10: return [](real_t v) { return std::log10(v); };
  case I::tan: return [](real_t v) { return std::tan(v); };
  case I::asin: return [](real_t v) { return std::asin(v); };
  case I::acos: return [](real_t v) { return std::acos(v); };
  case I::atan: return [](real_t v) { return std::atan(v); };
  case I::sinh: return [](real_t v) { return std::sinh(v); };
  case I::cosh: return [](real_t v) { return std::cosh(v); };
  case I::tanh: return [](real_t v) { return std::tanh(v); };
  default: return nullptr;
  }
}

/// f over the interval x +- e, for a function continuous there: the deviation at the ends,
/// doubled (a smooth function's extremum inside a tiny interval deviates less), plus the
/// library's error.
template <class F> real_t spread(F f, real_t x, real_t e, real_t y) {
  if (e == 0) return 8 * ulp(y);
  const real_t lo = f(lower(x, e)), hi = f(upper(x, e));
  if (!std::isfinite(lo) || !std::isfinite(hi))
    throw undecidable{"a Math function's argument interval leaves its domain"};
  return 2 * std::max(std::fabs(lo - y), std::fabs(hi - y)) + 8 * std::max({ulp(y), ulp(lo), ulp(hi)});
}

inline void require_no_integer_crossing(real_t lo, real_t hi, const char *what) {
  if (std::floor(lo) != std::floor(hi))
    throw undecidable{fmt::format("{} of a value whose rounding error crosses an integer", what)};
}

} // namespace detail

/// A literal: exact when the double is exactly the decimal the source means (ideal semantics
/// reads 0.1 as one tenth, which no double is).
inline value literal(const ir::literal &l) {
  using namespace detail;
  if (!l.ty.is_floating()) {
    if (l.ty.is_boolean()) return boolean(l.i != 0);
    return integer(l.ty, l.i);
  }
  const bool is_float = l.ty.is(ir::prim::float_);
  const double d = is_float ? static_cast<double>(l.f) : l.d;
  if (!std::isfinite(d)) throw undecidable{"a NaN or infinite literal"};
  // exactness depends on the value only; literals run in loops: remember each answer
  thread_local std::unordered_map<std::uint64_t, bool> known[2];
  const auto [it, fresh] = known[is_float].try_emplace(std::bit_cast<std::uint64_t>(d));
  if (fresh) {
    const std::string shortest = is_float ? fmt::format("{}", l.f) : fmt::format("{}", l.d);
    it->second = parse_decimal(shortest) == solver::big_rational(d);
  }
  if (it->second) return real(l.ty, d, 0, "a literal");
  // the nearest long double to the decimal is within half its ulp
  const real_t near = std::strtold((is_float ? fmt::format("{}", l.f) : fmt::format("{}", l.d)).c_str(), nullptr);
  return real(l.ty, near, half_ulp(near), "a literal");
}

/// A double or float input: exactly the number it holds.
inline value input(const value &v) {
  if (!v.s.ty.is_floating()) return v;
  const real_t d = v.s.ty.is(ir::prim::float_) ? static_cast<real_t>(v.s.f) : static_cast<real_t>(v.s.d);
  return detail::real(v.s.ty, d, 0, "an input");
}

inline value unary(ir::op o, const value &v) {
  using namespace detail;
  if (o == ir::op::log_not) return boolean(!v.s.as_bool());
  if (v.s.ty.is_floating()) return real(v.s.ty, -v.approx, v.err, "a negation"); // neg
  if (o == ir::op::neg) return integer(v.s.ty, checked(sub_overflow, 0, v.s.i));
  return integer(v.s.ty, checked(sub_overflow, -1, v.s.i)); // ~x == -x - 1
}

/// `a o b` for operands of the operator's type (the interpreter promotes them first).
/// Integer division by zero throws Java's ArithmeticException, as in the symbolic engine.
inline value binary(ir::op o, const value &a, const value &b) {
  using namespace detail;
  const ir::type t = a.s.ty;
  if (t.is_boolean()) return value::of(ir::binary(o, a.s, b.s)); // exact: & | ^ == != on booleans
  if (t.is_integral()) {
    const std::int64_t x = a.s.i, y = b.s.i;
    if (ir::is_comparison(o)) return boolean(ir::detail::compare(o, x, y));
    switch (o) {
    case ir::op::add: return integer(t, checked(add_overflow, x, y));
    case ir::op::sub: return integer(t, checked(sub_overflow, x, y));
    case ir::op::mul: return integer(t, checked(mul_overflow, x, y));
    case ir::op::div:
    case ir::op::rem:
      if (y == 0) throw ir::raised_error{ir::raised::arithmetic};
      if (x == std::numeric_limits<std::int64_t>::min() && y == -1) throw undecidable{"an integer beyond 64 bits"};
      return integer(t, o == ir::op::div ? x / y : x % y); // both truncate toward zero, as Java's
    case ir::op::bit_and: return integer(t, x & y);        // two's complement on unbounded integers
    case ir::op::bit_or: return integer(t, x | y);
    case ir::op::bit_xor: return integer(t, x ^ y);
    case ir::op::shl:
    case ir::op::shr:
    case ir::op::ushr: {
      const unsigned mask = t.is(ir::prim::long_) ? 63 : 31;
      const unsigned n = static_cast<unsigned>(y & mask);
      if (o == ir::op::shl) {
        if (n >= 63 || (x != 0 && (std::bit_width(static_cast<std::uint64_t>(x < 0 ? ~x : x)) + n >= 63)))
          throw undecidable{"an integer beyond 64 bits"};
        return integer(t, x * (std::int64_t{1} << n));
      }
      if (o == ir::op::ushr && x < 0 && n != 0) { // Java's meaning on the type's width
        const bool is_long = t.is(ir::prim::long_);
        if (!is_long && x < std::numeric_limits<std::int32_t>::min()) throw undecidable{">>> of an int beyond 32 bits"};
        if (is_long) return integer(t, static_cast<std::int64_t>(static_cast<std::uint64_t>(x) >> n));
        return integer(t, static_cast<std::int64_t>(static_cast<std::uint32_t>(x) >> n));
      }
      return integer(t, x >> n); // arithmetic shift = floor division
    }
    default: throw std::logic_error("symdelta: unexpected integer operator");
    }
  }
  const real_t x = a.approx, y = b.approx, ex = a.err, ey = b.err;
  if (ir::is_comparison(o)) {
    const int sign = compare_reals(a, b);
    if (sign == 2) throw unsettled{ir::detail::compare(o, x, y)};
    return boolean(ir::detail::compare(o, sign, 0));
  }
  switch (o) {
  case ir::op::add: {
    const real_t r = x + y;
    return real(t, r, ex + ey + (ex + ey == 0 && r - x == y && r - y == x ? 0 : half_ulp(r)), "a sum");
  }
  case ir::op::sub: {
    if (a.origin != 0 && a.origin == b.origin) return real(t, 0, 0, "a difference"); // v - v
    const real_t r = x - y;
    return real(t, r, ex + ey + (ex + ey == 0 && r + y == x && x - r == y ? 0 : half_ulp(r)), "a difference");
  }
  case ir::op::mul: {
    const real_t r = x * y;
    const bool exact = std::fma(x, y, -r) == 0;
    return real(t, r, std::fabs(x) * ey + std::fabs(y) * ex + ex * ey + (exact ? 0 : half_ulp(r)), "a product");
  }
  case ir::op::div: {
    if (lower(std::fabs(y), ey) <= 0) throw undecidable{"a division by a value that may be zero"};
    const real_t r = x / y;
    const bool exact = std::fma(r, y, -x) == 0;
    const real_t propagated = ex + ey == 0 ? 0 : (ex + std::fabs(r) * ey) / lower(std::fabs(y), ey);
    return real(t, r, propagated * (1 + 0x1p-56L) + (exact ? 0 : half_ulp(r)), "a quotient");
  }
  case ir::op::rem: {
    if (ex != 0 || ey != 0) throw undecidable{"% of inexact floating-point values"};
    if (y == 0) throw undecidable{"% by zero on floating-point values (NaN)"};
    return real(t, std::fmod(x, y), 0, "a remainder"); // fmod is exact
  }
  default: throw std::logic_error("symdelta: unexpected real operator");
  }
}

inline value cast(const value &v, ir::type to) {
  using namespace detail;
  const ir::type from = v.s.ty;
  if (from == to || !to.is_primitive() || from.is_boolean() || to.is_boolean()) {
    value r = v;
    r.s.ty = to;
    return r;
  }
  if (from.is_integral() && to.is_integral()) return integer(to, v.s.i); // no wrap-around in ideal semantics
  if (from.is_floating() && to.is_floating()) return real(to, v.approx, v.err, "a cast");
  if (from.is_integral()) return real(to, static_cast<real_t>(v.s.i), 0, "a cast"); // exact: 64-bit mantissa
  // floating to integral truncates toward zero
  const real_t lo = lower(v.approx, v.err), hi = upper(v.approx, v.err);
  if (std::trunc(lo) != std::trunc(hi))
    throw undecidable{"a cast to an integer of a value whose rounding error crosses an integer"};
  const real_t t = std::trunc(v.approx);
  if (std::fabs(t) >= 0x1p63L) throw undecidable{"an integer beyond 64 bits"};
  return integer(to, static_cast<std::int64_t>(t));
}

/// Library intrinsics (print/println excluded) in ideal semantics.
inline value intrinsic(ir::intrinsic fn, std::span<const value> a, ir::type result) {
  using namespace detail;
  using I = ir::intrinsic;
  const bool floating = !a.empty() && a[0].s.ty.is_floating();
  const real_t x = floating ? a[0].approx : 0, e = floating ? a[0].err : 0;
  const std::string_view name = ir::info(fn).java_name; // a literal: data() ends in '\0'

  switch (fn) {
  case I::abs:
    if (floating) return real(result, std::fabs(x), e, "abs");
    return a[0].s.i < 0 ? unary(ir::op::neg, a[0]) : a[0];
  case I::min:
  case I::max: {
    if (!floating) return (a[0].s.i <= a[1].s.i) == (fn == I::min) ? a[0] : a[1];
    // the min (max) of two intervals lies within the larger error of its operands' values
    const real_t y = fn == I::min ? std::min(x, a[1].approx) : std::max(x, a[1].approx);
    return real(result, y, std::max(e, a[1].err), "min/max");
  }
  case I::floor:
  case I::ceil: {
    const real_t y = fn == I::floor ? std::floor(x) : std::ceil(x);
    if (e != 0) {
      if (fn == I::floor)
        require_no_integer_crossing(lower(x, e), upper(x, e), "floor");
      else
        require_no_integer_crossing(-upper(x, e), -lower(x, e), "ceil");
    }
    return real(result, y, 0, "floor/ceil");
  }
  case I::round: { // floor(x + 1/2)
    if (e != 0)
      require_no_integer_crossing(lower(lower(x, e) + 0.5L, 0x1p-70L), upper(upper(x, e) + 0.5L, 0x1p-70L), "round");
    const real_t y = std::floor(x + 0.5L); // exact below 2^62
    if (std::fabs(y) >= 0x1p62L) throw undecidable{"an integer beyond 64 bits"};
    return integer(result, static_cast<std::int64_t>(y));
  }
  case I::rint: {
    if (e != 0 && std::nearbyint(lower(x, e)) != std::nearbyint(upper(x, e)))
      throw undecidable{"rint of a value whose rounding error crosses a rounding boundary"};
    return real(result, std::nearbyint(x), 0, "rint");
  }
  case I::signum:
    if (e != 0 && lower(x, e) <= 0 && upper(x, e) >= 0) throw undecidable{"signum of a value that may be zero"};
    return real(result, x > 0 ? 1.0L : x < 0 ? -1.0L : 0.0L, 0, "signum");
  case I::sqrt: {
    if (lower(x, e) < 0) throw undecidable{"Math.sqrt of a value that may be negative"};
    const real_t y = std::sqrt(x);
    const bool exact = std::fma(y, y, -x) == 0;
    const real_t propagated = e == 0 ? 0 : e / (std::sqrt(lower(x, e)) + y) * (1 + 0x1p-56L);
    return real(result, y, propagated + (exact ? 0 : half_ulp(y)), "sqrt");
  }
  case I::log:
  case I::log10:
    if (lower(x, e) <= 0) throw undecidable{fmt::format("{} of a value that may not be positive", name)};
    break;
  case I::tan:
    if (e >= 0.1 || std::signbit(std::cos(lower(x, e))) != std::signbit(std::cos(upper(x, e))))
      throw undecidable{"Math.tan near a pole"};
    break;
  case I::asin:
  case I::acos:
    if (lower(x, e) < -1 || upper(x, e) > 1)
      throw undecidable{fmt::format("{} of a value that may lie outside [-1, 1]", name)};
    break;
  case I::sin:
  case I::cos: { // |f'| <= 1
    const real_t y = fn == I::sin ? std::sin(x) : std::cos(x);
    return real(result, y, e + 8 * ulp(y) + 0x1p-70L, name.data());
  }
  case I::to_radians: return binary(ir::op::mul, a[0], literal(ir::literal{a[0].s.ty, 0, 0.017453292519943295, 0, {}}));
  case I::to_degrees: return binary(ir::op::mul, a[0], literal(ir::literal{a[0].s.ty, 0, 57.29577951308232, 0, {}}));
  case I::is_nan:
  case I::is_infinite: return boolean(false); // reals are never NaN or infinite
  case I::pow:
  case I::atan2:
  case I::hypot: {
    const real_t y2 = a[1].approx, e2 = a[1].err;
    if (fn == I::atan2 && lower(y2, e2) <= 0 && lower(x, e) <= 0 && upper(x, e) >= 0)
      throw undecidable{"Math.atan2 near its branch cut"}; // y crossing 0 with x <= 0
    if (fn == I::pow && lower(x, e) <= 0 && !(e == 0 && e2 == 0))
      throw undecidable{"Math.pow of a base that may not be positive, with rounding errors"};
    real_t (*f)(real_t, real_t) = fn == I::pow     ? +[](real_t u, real_t v) { return std::pow(u, v); }
                                  : fn == I::atan2 ? +[](real_t u, real_t v) { return std::atan2(u, v); }
                                                   : +[](real_t u, real_t v) { return std::hypot(u, v); };
    const real_t y = f(x, y2);
    if (!std::isfinite(y)) throw undecidable{"a Math function outside its domain"};
    real_t dev = 0;
    for (real_t dx : {-e, e})
      for (real_t dy : {-e2, e2}) {
        const real_t c = f(x + dx, y2 + dy);
        if (!std::isfinite(c)) throw undecidable{"a Math function's argument interval leaves its domain"};
        dev = std::max(dev, std::fabs(c - y));
      }
    return real(result, y, 2 * dev + 8 * ulp(y), "a Math function");
  }
  default: break;
  }
  if (const auto f = one_argument_function(fn)) { // the others of one argument, where defined
    const real_t y = f(x);
    if (!std::isfinite(y)) throw undecidable{fmt::format("{} outside its domain", name)};
    return real(result, y, spread(f, x, e, y), name.data());
  }
  // bit-level functions: Java's meaning on exact values of the type's range
  ir::scalar args[2];
  for (std::size_t k = 0; k < a.size() && k < 2; ++k) {
    const value &v = a[k];
    if (v.s.ty.is_floating() &&
        (v.err != 0 || static_cast<real_t>(v.s.ty.is(ir::prim::float_)
                                               ? static_cast<real_t>(static_cast<float>(v.approx))
                                               : static_cast<real_t>(static_cast<double>(v.approx))) != v.approx))
      throw undecidable{fmt::format("{} of an inexact value or one no {} holds", name, ir::to_string(v.s.ty))};
    if (v.s.ty.is_integral() && ir::scalar::of_integral(v.s.ty, v.s.i).i != v.s.i)
      throw undecidable{fmt::format("{} of an integer beyond its type's range", name)};
    args[k] = v.s;
    args[k].d = static_cast<double>(v.approx);
    args[k].f = static_cast<float>(v.approx);
  }
  const ir::scalar r = eval_intrinsic(fn, std::span<const ir::scalar>(args, a.size()));
  if (result.is_floating())
    return real(result, result.is(ir::prim::float_) ? static_cast<double>(r.f) : r.d, 0, "a bit-level function");
  return value::of(r);
}

/// Ideal arithmetic as the concrete domain of the executor uses it (engine/execution/concrete_domain.hpp).
struct arithmetic {
  static constexpr bool ideal = true;
  static value literal(const ir::literal &l) { return ideal::literal(l); }
  static value input(const value &v) { return ideal::input(v); }
  static value integer(ir::type t, std::int64_t v) { return detail::integer(t, v); }
  static value unary(ir::op o, const value &v) { return ideal::unary(o, v); }
  static value binary(ir::op o, const value &a, const value &b) { return ideal::binary(o, a, b); }
  static value cast(const value &v, ir::type t) { return ideal::cast(v, t); }
};

} // namespace symdelta::engine::ideal
