#pragma once
// The ideal-semantics encoding (../shared/docs/background.md section 7): integers are
// mathematical integers, floating-point numbers are reals, with Java's rules wherever they can
// be expressed (truncating / and %, truncating casts, exact abs/min/max/floor/ceil/signum/round,
// exact sqrt/cbrt, pow with a constant integer exponent expanded). What cannot be expressed
// (bitwise operators on symbolic integers, bit-level conversions, NaN and infinities) becomes an
// approximation the solver reports, never a silent guess. Values that do not depend on the
// inputs are computed exactly (big integers, rationals) without the solver.
#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/text.hpp"
#include "symdelta/engine/semantics/common.hpp"
#include "symdelta/engine/semantics/java_math.hpp"
#include "symdelta/engine/semantics/real_math.hpp"
#include "symdelta/engine/values/java_format.hpp"
#include "symdelta/engine/values/symbolic_value.hpp"
#include "symdelta/ir/counted_loop.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/semantics.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta::engine {

template <solver::backend S> class ideal_semantics : public semantics_common<S> {
  using base = semantics_common<S>;
  using base::boolean_binary;
  using base::rational_text;
  using base::retyped;
  using base::s_;
  using base::string_sort;
  using base::string_term;
  using base::string_val;

public:
  using term = typename S::term;
  using value = sym_value<term>;
  using op = solver::op;
  using base::concat;
  using base::show;
  static constexpr std::string_view name = "ideal";

  explicit ideal_semantics(S &s) : base(s) {}

  /// Reals have no infinity: division by zero is a path of its own (engine/execution/symbolic_domain.hpp).
  [[nodiscard]] bool ieee_floating() const { return false; }

  /// A counted loop's closed form is exact after any number of iterations.
  [[nodiscard]] bool closes(const ir::counted_loop &) const { return true; }

  /// Not bounded: Z3 evaluates the roots of ideal semantics at a random double's rational as
  /// algebraic numbers, for seconds, past any interrupt (engine/explore/path_search.hpp).
  [[nodiscard]] bool bounded_evaluation() const { return false; }

  typename S::sort sort(ir::type t) {
    if (t.is_boolean()) return s_.bool_sort();
    if (t.is_floating()) return s_.real_sort();
    if (t.is(ir::prim::string)) return string_sort();
    return s_.int_sort();
  }

  /// A symbolic input of type t; `constraints` receives what Java's type implies (its range).
  value input(const std::string &n, ir::type t, std::vector<term> &constraints) {
    if (t.is(ir::prim::string)) return this->string_input(n, constraints);
    term c = s_.constant(n, sort(t));
    if (t.is_integral()) {
      solver::big_int lo, hi;
      switch (t.base) {
      case ir::prim::byte_: lo = -128, hi = 127; break;
      case ir::prim::short_: lo = -32768, hi = 32767; break;
      case ir::prim::char_: lo = 0, hi = 65535; break;
      case ir::prim::int_: lo = INT32_MIN, hi = INT32_MAX; break;
      default: lo = INT64_MIN, hi = INT64_MAX; break;
      }
      constraints.push_back(s_.mk(op::le, {int_term(lo), c}));
      constraints.push_back(s_.mk(op::le, {c, int_term(hi)}));
    } else if (t.is_floating()) { // finite doubles lie within +-MAX_VALUE
      const term bound = real_term(solver::big_rational(solver::big_int(std::numeric_limits<double>::max())));
      constraints.push_back(s_.mk(op::le, {s_.mk(op::neg, {bound}), c}));
      constraints.push_back(s_.mk(op::le, {c, bound}));
    }
    return value::of_term(t, c);
  }

  term to_term(const value &v) {
    switch (v.what) {
    case value::kind::integer: return int_term(v.i);
    case value::kind::real: return real_term(v.r);
    case value::kind::boolean: return s_.bool_val(v.b);
    case value::kind::term: return *v.t;
    case value::kind::string: return string_val(v.text);
    default: throw std::logic_error("symdelta: an array, null or void value has no term");
    }
  }

  value literal(const ir::literal &l) {
    switch (l.ty.base) {
    case ir::prim::boolean: return value::of_bool(l.i != 0);
    case ir::prim::float_: return floating(l.ty, static_cast<double>(l.f), fmt::format("{}", l.f));
    case ir::prim::double_: return floating(l.ty, l.d, fmt::format("{}", l.d));
    default: return value::of_int(l.ty, solver::big_int(l.i));
    }
  }

  value default_value(ir::type t) {
    if (t.is_boolean()) return value::of_bool(false);
    if (t.is_floating()) return value::of_real(t, 0);
    return value::of_int(t, 0);
  }

  value unary(ir::op o, const value &v) {
    if (o == ir::op::log_not)
      return v.is_concrete() ? value::of_bool(!v.b) : value::of_term(v.ty, s_.mk(op::not_, {*v.t}));
    if (o == ir::op::neg) {
      if (v.what == value::kind::integer) return value::of_int(v.ty, -v.i);
      if (v.what == value::kind::real) return value::of_real(v.ty, -v.r);
      return value::of_term(v.ty, s_.mk(op::neg, {*v.t}));
    }
    // ~x == -x - 1 on unbounded integers
    if (v.what == value::kind::integer) return value::of_int(v.ty, -v.i - 1);
    return value::of_term(v.ty, s_.mk(op::sub, {s_.mk(op::neg, {*v.t}), int_term(1)}));
  }

  /// `a o b` for operands of the operator's type. Integer / and % need a non-zero divisor: the
  /// executor branches on it first.
  value binary(ir::op o, const value &a, const value &b) {
    const ir::type t = a.ty;
    if (t.is_boolean()) return boolean_binary(o, a, b);
    if (a.is_concrete() && b.is_concrete()) {
      if (t.is_integral()) return fold_integral(o, a, b);
      if (!(o == ir::op::div && b.r == 0) && o != ir::op::rem) return fold_real(o, a, b);
    }
    const bool integral = t.is_integral();
    const term x = to_term(a), y = to_term(b);
    switch (o) {
    case ir::op::add: return value::of_term(t, s_.mk(op::add, {x, y}));
    case ir::op::sub: return value::of_term(t, s_.mk(op::sub, {x, y}));
    case ir::op::mul: return value::of_term(t, s_.mk(op::mul, {x, y}));
    case ir::op::div: return value::of_term(t, integral ? truncating_div(x, y) : s_.mk(op::div, {x, y}));
    case ir::op::rem:
      if (integral) return value::of_term(t, s_.mk(op::sub, {x, s_.mk(op::mul, {y, truncating_div(x, y)})}));
      return value::of_term(t, approximate("fmod", {x, y}, s_.real_sort())); // fmod over reals: not expressed
    case ir::op::shl:
    case ir::op::shr:
    case ir::op::ushr: return shift(o, a, b);
    case ir::op::bit_and:
    case ir::op::bit_or:
    case ir::op::bit_xor: return value::of_term(t, approximate(symbol_name(o), {x, y}, s_.int_sort()));
    case ir::op::eq: return value::of_term(ir::boolean_type, s_.mk(op::eq, {x, y}));
    case ir::op::ne: return value::of_term(ir::boolean_type, s_.mk(op::not_, {s_.mk(op::eq, {x, y})}));
    case ir::op::lt: return value::of_term(ir::boolean_type, s_.mk(op::lt, {x, y}));
    case ir::op::le: return value::of_term(ir::boolean_type, s_.mk(op::le, {x, y}));
    case ir::op::gt: return value::of_term(ir::boolean_type, s_.mk(op::gt, {x, y}));
    case ir::op::ge: return value::of_term(ir::boolean_type, s_.mk(op::ge, {x, y}));
    default: throw std::logic_error("symdelta: unexpected operator");
    }
  }

  value cast(const value &v, ir::type to) {
    const ir::type from = v.ty;
    if (from == to || !to.is_primitive()) return retyped(v, to);
    if (from.is_boolean() || to.is_boolean()) return retyped(v, to);
    if (from.is_integral() && to.is_integral()) return retyped(v, to); // no wrap-around in ideal semantics
    if (from.is_floating() && to.is_floating()) return retyped(v, to); // no rounding either
    if (from.is_integral()) {                                          // to floating
      if (v.what == value::kind::integer) return value::of_real(to, solver::big_rational(v.i));
      return value::of_term(to, s_.mk(op::to_real, {*v.t}));
    }
    // floating to integral truncates toward zero
    if (v.what == value::kind::real) return value::of_int(to, trunc(v.r));
    const term x = *v.t;
    const term zero = s_.real_val("0");
    return value::of_term(to, s_.mk(op::ite, {s_.mk(op::ge, {x, zero}), s_.mk(op::to_int, {x}),
                                              s_.mk(op::neg, {s_.mk(op::to_int, {s_.mk(op::neg, {x})})})}));
  }

  /// Library intrinsics (print/println excluded).
  value intrinsic(ir::intrinsic fn, std::span<const value> a, ir::type result) {
    using I = ir::intrinsic;
    if (ir::is_string_method(fn))
      return base::string_method(
          fn, a, [&](const value &v) { return to_term(v); },
          [](ir::type t, const term &x) { return value::of_term(t, x); });
    const bool all_concrete = std::all_of(a.begin(), a.end(), [](const value &v) { return v.is_concrete(); });
    auto real = [&](const term &t) { return value::of_term(result, t); };
    switch (fn) {
    case I::abs: {
      const value zero = zero_of(a[0].ty);
      return select(binary(ir::op::ge, a[0], zero), a[0], unary(ir::op::neg, a[0]), result);
    }
    case I::min: return select(binary(ir::op::le, a[0], a[1]), a[0], a[1], result);
    case I::max: return select(binary(ir::op::ge, a[0], a[1]), a[0], a[1], result);
    case I::floor: return cast(floor_int(a[0]), result);
    case I::ceil: return cast(unary(ir::op::neg, floor_int(unary(ir::op::neg, a[0]))), result);
    case I::round: { // floor(x + 1/2), exactly what Java computes
      const value half = value::of_real(a[0].ty, solver::big_rational(1, 2));
      return retyped(floor_int(binary(ir::op::add, a[0], half)), result);
    }
    case I::rint: { // nearest integer, ties to even
      const value f = floor_int(a[0]);
      const value d = binary(ir::op::sub, a[0], cast(f, a[0].ty));
      const value half = value::of_real(a[0].ty, solver::big_rational(1, 2));
      const value f1 = binary(ir::op::add, f, value::of_int(f.ty, 1));
      const value even = binary(ir::op::eq, int_mod2(f), value::of_int(f.ty, 0));
      const value tie = select(even, f, f1, f.ty);
      return cast(select(binary(ir::op::lt, d, half), f, select(binary(ir::op::gt, d, half), f1, tie, f.ty), f.ty),
                  result);
    }
    case I::signum: {
      const value zero = zero_of(a[0].ty);
      return select(binary(ir::op::gt, a[0], zero), value::of_real(result, 1),
                    select(binary(ir::op::lt, a[0], zero), value::of_real(result, -1), a[0], result), result);
    }
    case I::sqrt: return real(s_.mk(op::sqrt, {to_term(a[0])}));
    case I::cbrt: return real(s_.mk(op::cbrt, {to_term(a[0])}));
    case I::pow: return power(a[0], a[1], result);
    case I::exp: return real(math(op::exp, {to_term(a[0])}));
    case I::log: return real(math(op::log, {to_term(a[0])}));
    case I::log10: return real(s_.mk(op::div, {math(op::log, {to_term(a[0])}), math(op::log, {s_.real_val("10")})}));
    case I::sin: return real(math(op::sin, {to_term(a[0])}));
    case I::cos: return real(math(op::cos, {to_term(a[0])}));
    case I::tan: return real(math(op::tan, {to_term(a[0])}));
    case I::asin: return real(math(op::asin, {to_term(a[0])}));
    case I::acos: return real(math(op::acos, {to_term(a[0])}));
    case I::atan: return real(math(op::atan, {to_term(a[0])}));
    case I::atan2: return real(math(op::atan2, {to_term(a[0]), to_term(a[1])}));
    case I::sinh: return real(math(op::sinh, {to_term(a[0])}));
    case I::cosh: return real(math(op::cosh, {to_term(a[0])}));
    case I::tanh: return real(math(op::tanh, {to_term(a[0])}));
    case I::hypot: {
      const term x = to_term(a[0]), y = to_term(a[1]);
      return real(s_.mk(op::sqrt, {s_.mk(op::add, {s_.mk(op::mul, {x, x}), s_.mk(op::mul, {y, y})})}));
    }
    case I::to_radians:
      return binary(ir::op::mul, a[0], value::of_real(a[0].ty, parse_decimal("0.017453292519943295")));
    case I::to_degrees: return binary(ir::op::mul, a[0], value::of_real(a[0].ty, parse_decimal("57.29577951308232")));
    case I::is_nan:
    case I::is_infinite: return value::of_bool(false); // reals are never NaN or infinite
    default: break;
    }
    // bit-level functions: exact on constants (Java's meaning), approximated otherwise
    if (all_concrete) return java_bits(fn, a, result);
    std::vector<term> args;
    for (const auto &v : a)
      args.push_back(to_term(v));
    return value::of_term(result, approximate(std::string(ir::info(fn).java_name), args, sort(result)));
  }

  /// x / 0 for a floating-point x: Java's infinity or NaN has no real value, so the result is an
  /// approximation depending on x only (the same in both versions for the same x).
  value division_by_zero(const value &x) {
    return value::of_term(x.ty, approximate("division_by_zero", {to_term(x)}, s_.real_sort()));
  }

  /// String.valueOf(v), as string concatenation and printing convert: exact for integers,
  /// characters, booleans and Strings (null is "null"). A real's decimal digits are those of the
  /// double nearest to it: exact for a constant whose value they are, otherwise an approximation
  /// (a function of the real, the same in both versions).
  value text(const value &v) {
    if (v.what == value::kind::string || (v.what == value::kind::term && v.ty.is(ir::prim::string))) return v;
    if (v.what == value::kind::none) return value::of_string("null");
    const ir::type t = v.ty;
    switch (v.what) {
    case value::kind::boolean: return value::of_string(v.b ? "true" : "false");
    case value::kind::integer:
      if (t.is(ir::prim::char_) && v.i >= 0 && v.i <= 0xffff) { // a surrogate too: a unit of the text
        std::string c;
        text::append_unit(c, static_cast<std::uint32_t>(v.i));
        return value::of_string(std::move(c));
      }
      if (!t.is(ir::prim::char_)) return value::of_string(v.i.str());
      break;
    case value::kind::real:
      if (auto exact = exact_digits(v.r, t)) return value::of_string(std::move(*exact));
      break;
    default: break;
    }
    const term x = to_term(v);
    if (t.is_boolean()) return string_term(s_.mk(op::ite, {x, string_val("true"), string_val("false")}));
    if (t.is(ir::prim::char_)) {
      // a surrogate is a unit of Java's text, which a stream writes as '?' unless another one
      // pairs with it: an approximation (core/text.hpp)
      const term surrogate = s_.mk(op::and_, {s_.mk(op::le, {s_.int_val(std::int64_t{0xd800}), x}),
                                              s_.mk(op::le, {x, s_.int_val(std::int64_t{0xdfff})})});
      return string_term(s_.mk(
          op::ite, {surrogate, approximate("Character.toString", {x}, string_sort()), s_.mk(op::str_from_code, {x})}));
    }
    if (t.is_integral()) { // str.from_int gives the digits of a non-negative integer
      const term zero = s_.int_val(std::int64_t{0});
      const term minus = s_.mk(op::str_concat, {string_val("-"), s_.mk(op::str_from_int, {s_.mk(op::neg, {x})})});
      return string_term(s_.mk(op::ite, {s_.mk(op::ge, {x, zero}), s_.mk(op::str_from_int, {x}), minus}));
    }
    return string_term(approximate(t.is(ir::prim::float_) ? "Float.toString" : "Double.toString", {x}, string_sort()));
  }

  /// A value chosen by a condition (ite); both sides of the same type.
  value select(const value &c, const value &x, const value &y, ir::type t) {
    if (c.what == value::kind::boolean) return retyped(c.b ? x : y, t);
    return value::of_term(t, s_.mk(op::ite, {*c.t, to_term(x), to_term(y)}));
  }

private:
  /// Java's digits of the double (or float) nearest to r, when they are r's exact value.
  static std::optional<std::string> exact_digits(const solver::big_rational &r, ir::type t) {
    const double d = r.template convert_to<double>();
    const std::string digits = t.is(ir::prim::float_) ? java_to_string(static_cast<float>(d)) : java_to_string(d);
    if (!std::isfinite(d) || parse_decimal(digits) != r) return std::nullopt;
    return digits;
  }

  term int_term(const solver::big_int &v) { return s_.int_val(v.str()); }
  term real_term(const solver::big_rational &v) { return s_.real_val(rational_text(v)); }
  static solver::big_int trunc(const solver::big_rational &r) { return numerator(r) / denominator(r); } // C++: toward 0
  static solver::big_int floor(const solver::big_rational &r) {
    solver::big_int q = numerator(r) / denominator(r);
    if (r < 0 && q * denominator(r) != numerator(r)) --q;
    return q;
  }
  value zero_of(ir::type t) { return t.is_integral() ? value::of_int(t, 0) : value::of_real(t, 0); }

  value floating(ir::type t, double d, const std::string &shortest) {
    if (std::isfinite(d)) return value::of_real(t, parse_decimal(shortest));
    // NaN and infinities are not reals: an approximated constant each
    const std::string n = std::isnan(d) ? "NaN" : d > 0 ? "POSITIVE_INFINITY" : "NEGATIVE_INFINITY";
    return value::of_term(t, approximate(n, {}, s_.real_sort()));
  }

  /// Math's real function o (exp, log, sin, ..., pow) of args: the backend's own, or its
  /// axioms as the ideal semantics knows them (engine/semantics/real_math.hpp).
  term math(op o, std::initializer_list<term> args) {
    return s_.real_function(o, std::span<const term>(args), semantics::real_math_axioms<term>(o));
  }
  term approximate(const std::string &n, std::initializer_list<term> args, const typename S::sort &range) {
    std::vector<term> xs(args);
    return s_.approximation(n, xs, range);
  }
  term approximate(const std::string &n, const std::vector<term> &args, const typename S::sort &range) {
    return s_.approximation(n, args, range);
  }

  static const char *symbol_name(ir::op o) {
    switch (o) {
    case ir::op::bit_and: return "bitand";
    case ir::op::bit_or: return "bitor";
    case ir::op::bit_xor: return "bitxor";
    case ir::op::shl: return "shl";
    case ir::op::shr: return "shr";
    default: return "ushr";
    }
  }

  // trunc(x / y) from SMT-LIB's Euclidean div: for x >= 0 they agree; otherwise -((-x) div y)
  term truncating_div(const term &x, const term &y) {
    const term zero = s_.int_val(std::int64_t{0});
    return s_.mk(op::ite, {s_.mk(op::ge, {x, zero}), s_.mk(op::int_div, {x, y}),
                           s_.mk(op::neg, {s_.mk(op::int_div, {s_.mk(op::neg, {x}), y})})});
  }

  value fold_integral(ir::op o, const value &a, const value &b) {
    const ir::type t = a.ty;
    const auto &x = a.i, &y = b.i;
    if (ir::is_comparison(o)) return value::of_bool(ir::detail::compare(o, x, y));
    switch (o) {
    case ir::op::add: return value::of_int(t, x + y);
    case ir::op::sub: return value::of_int(t, x - y);
    case ir::op::mul: return value::of_int(t, x * y);
    case ir::op::div: return value::of_int(t, x / y); // C++ truncates toward zero, as Java does
    case ir::op::rem: return value::of_int(t, x % y);
    case ir::op::bit_and: return value::of_int(t, x & y); // two's complement on unbounded integers
    case ir::op::bit_or: return value::of_int(t, x | y);
    case ir::op::bit_xor: return value::of_int(t, x ^ y);
    case ir::op::shl:
    case ir::op::shr:
    case ir::op::ushr: return shift(o, a, b);
    default: throw std::logic_error("symdelta: unexpected integer operator");
    }
  }

  value fold_real(ir::op o, const value &a, const value &b) {
    const ir::type t = a.ty;
    const auto &x = a.r, &y = b.r;
    if (ir::is_comparison(o)) return value::of_bool(ir::detail::compare(o, x, y));
    switch (o) {
    case ir::op::add: return value::of_real(t, x + y);
    case ir::op::sub: return value::of_real(t, x - y);
    case ir::op::mul: return value::of_real(t, x * y);
    case ir::op::div: return value::of_real(t, x / y);
    default: throw std::logic_error("symdelta: unexpected real operator");
    }
  }

  // Shifts by a constant count (masked as Java masks it) are multiplications and floor divisions
  // by powers of two; >>> of a negative number and symbolic counts are approximated.
  value shift(ir::op o, const value &a, const value &b) {
    const ir::type t = a.ty;
    if (b.what != value::kind::integer) {
      return value::of_term(t, approximate(symbol_name(o), {to_term(a), to_term(b)}, s_.int_sort()));
    }
    const unsigned mask = t.is(ir::prim::long_) ? 63 : 31;
    const unsigned n = static_cast<unsigned>(static_cast<std::int64_t>(b.i & mask));
    const solver::big_int scale = solver::big_int(1) << n;
    if (o == ir::op::shl) {
      if (a.what == value::kind::integer) return value::of_int(t, a.i * scale);
      return value::of_term(t, s_.mk(op::mul, {*a.t, int_term(scale)}));
    }
    if (a.what == value::kind::integer) {
      if (o == ir::op::ushr && a.i < 0) { // Java's meaning on the type's two's complement width
        const solver::big_int modulus = solver::big_int(1) << (mask + 1);
        return value::of_int(t, (a.i + modulus) >> n);
      }
      return value::of_int(t, a.i >> n); // arithmetic shift = floor division
    }
    if (o == ir::op::ushr && n != 0) return value::of_term(t, approximate("ushr", {*a.t, int_term(n)}, s_.int_sort()));
    return value::of_term(t, s_.mk(op::int_div, {*a.t, int_term(scale)})); // Euclidean = floor here
  }

  value floor_int(const value &v) { // floor of a real as an integer value of type long
    if (v.what == value::kind::real) return value::of_int(ir::long_type, floor(v.r));
    return value::of_term(ir::long_type, s_.mk(op::to_int, {to_term(v)}));
  }
  value int_mod2(const value &v) {
    if (v.what == value::kind::integer) {
      solver::big_int m = v.i % 2;
      return value::of_int(v.ty, m < 0 ? -m : m);
    }
    return value::of_term(v.ty, s_.mk(op::mod, {*v.t, s_.int_val(std::int64_t{2})}));
  }

  value power(const value &x, const value &y, ir::type result) {
    if (y.what == value::kind::real && denominator(y.r) == 1 && abs(numerator(y.r)) <= 64) {
      const long n = static_cast<long>(numerator(y.r));
      value acc = value::of_real(result, 1);
      for (long k = 0; k < (n < 0 ? -n : n); ++k)
        acc = binary(ir::op::mul, acc, x);
      return n >= 0 ? acc : binary(ir::op::div, value::of_real(result, 1), acc);
    }
    return value::of_term(result, math(op::pow, {to_term(x), to_term(y)}));
  }

  value java_bits(ir::intrinsic fn, std::span<const value> a, ir::type result) {
    // evaluate with the concrete Java library on the double/long the constant stands for
    ir::scalar args[2];
    for (std::size_t k = 0; k < a.size() && k < 2; ++k) {
      if (a[k].what == value::kind::integer)
        args[k] = ir::scalar::of_integral(a[k].ty, static_cast<std::int64_t>(a[k].i));
      else if (a[k].ty.is(ir::prim::float_))
        args[k] = ir::scalar::of_float(static_cast<float>(a[k].r.template convert_to<double>()));
      else
        args[k] = ir::scalar::of_double(a[k].r.template convert_to<double>());
    }
    const ir::scalar r = eval_intrinsic(fn, std::span<const ir::scalar>(args, a.size()));
    if (result.is_boolean()) return value::of_bool(r.i != 0);
    if (result.is_integral()) return value::of_int(result, solver::big_int(r.i));
    const double d = result.is(ir::prim::float_) ? static_cast<double>(r.f) : r.d;
    return floating(result, d, result.is(ir::prim::float_) ? fmt::format("{}", r.f) : fmt::format("{}", d));
  }
};

} // namespace symdelta::engine
