#pragma once
// The Java-exact encoding (`--semantics java`, docs/engine.md, "Semantics"): `int long short
// byte char` are bit-vectors of their width, so arithmetic wraps around, shifts mask their count
// as Java does, division and remainder truncate toward zero (MIN_VALUE / -1 is MIN_VALUE), casts
// sign- or zero-extend and truncate, `char` is unsigned. `float double` are IEEE binary32 and
// binary64 in the SMT floating-point theory, rounding to nearest: NaN compares false, -0.0 is
// equal to 0.0 yet distinct from it, casts to integers saturate (NaN gives 0). Values that do not
// depend on the inputs are computed without the solver, exactly as the JVM does (ir/semantics.hpp,
// engine/semantics/java_math.hpp). Transcendental functions (sin, pow, ...) are uninterpreted: the JVM may
// return any value within an ulp or two, so a query that mentions one is approximated.
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/core/text.hpp"
#include "symdelta/engine/semantics/common.hpp"
#include "symdelta/engine/semantics/java_math.hpp"
#include "symdelta/engine/values/symbolic_value.hpp"
#include "symdelta/ir/counted_loop.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/semantics.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta::engine {

template <solver::fp_backend S> class java_semantics : public semantics_common<S> {
  using base = semantics_common<S>;
  using base::boolean;
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
  using base::show;
  static constexpr std::string_view name = "java";

  explicit java_semantics(S &s) : base(s) {}

  typename S::sort sort(ir::type t) {
    if (t.is_boolean()) return s_.bool_sort();
    if (t.is(ir::prim::string)) return string_sort();
    if (t.is_integral()) return bv_sort(t);
    return s_.fp_sort(exponent_bits(t), significand_bits(t));
  }

  /// Floating-point division by zero gives an infinity or NaN, as IEEE arithmetic does: no
  /// branch of its own (engine/execution/symbolic_domain.hpp).
  [[nodiscard]] bool ieee_floating() const { return true; }

  /// Does a counted loop's closed form hold? Modulo 2^32 or 2^64 it does, but not for
  /// `i <= bound` (or `>=`): at Integer.MAX_VALUE the counter wraps around and the loop never
  /// ends, so such a loop runs its iterations; nor for floating-point updates, whose closed form
  /// would be a real's.
  [[nodiscard]] bool closes(const ir::counted_loop &l) const {
    return l.comparison != ir::op::le && l.comparison != ir::op::ge &&
           std::none_of(l.updates.begin(), l.updates.end(), [](const auto &u) { return u.value->ty.is_floating(); });
  }

  /// Bit-vectors and floats evaluate at an input in bounded time: a path condition query may be
  /// pinned to a known input (engine/explore/path_search.hpp).
  [[nodiscard]] bool bounded_evaluation() const { return true; }

  /// A symbolic input of type t: any value of its width (no constraint needed but a String's).
  /// A String's length is an int of its own (`s.length`), tied to the text among the inputs'
  /// constraints: the solvers give up on int2bv(str.len s) and on its sign, and a query about
  /// the length alone is then one of bit-vectors.
  value input(const std::string &n, ir::type t, std::vector<term> &constraints) {
    if (!t.is(ir::prim::string)) return value::of_term(t, s_.constant(n, sort(t)));
    value text = this->string_input(n, constraints);
    const term length = s_.constant(n + ".length", bv_sort(ir::int_type));
    const term integer = s_.mk(op::str_len, {*text.t});
    constraints.push_back(s_.mk(op::eq, {s_.bv_to_int(length, false), integer}));
    constraints.push_back(s_.mk(op::bv_sge, {length, s_.bv_val(std::uint64_t{0}, 32)}));
    remember(length_of_, *text.t, known_text{length, true});
    remember(integer_of_, length, known_integer{integer, true});
    return text;
  }

  /// a + b for two String values. The length of a concatenation whose parts' lengths are known
  /// ints is their sum, as int2bv(str.len) of it would be (both modulo 2^32), in a form the
  /// solvers need not convert: `(s + t).length()` is then `s.length() + t.length()`.
  value concat(const value &a, const value &b) {
    value joined = base::concat(a, b);
    if (joined.what != value::kind::term) return joined;
    const std::optional<term> la = known_length(a), lb = known_length(b);
    if (la && lb) {
      const term length = s_.mk(op::bv_add, {*la, *lb});
      remember(length_of_, *joined.t, known_text{length, false});
      remember(integer_of_, length, known_integer{s_.mk(op::str_len, {*joined.t}), false});
    }
    return joined;
  }

  term to_term(const value &v) {
    switch (v.what) {
    case value::kind::integer: return bv_term(v.i, v.ty);
    case value::kind::boolean: return s_.bool_val(v.b);
    case value::kind::term: return *v.t;
    case value::kind::string: return string_val(v.text);
    case value::kind::floating: return fp_term(v.d, v.ty);
    default: throw std::logic_error("symdelta: an array, null, void or real value has no Java term");
    }
  }

  value literal(const ir::literal &l) {
    if (l.ty.is_boolean()) return value::of_bool(l.i != 0);
    if (l.ty.is_integral()) return value::of_int(l.ty, wrap(solver::big_int(l.i), l.ty));
    return value::of_floating(l.ty, l.ty.is(ir::prim::float_) ? static_cast<double>(l.f) : l.d);
  }

  value default_value(ir::type t) {
    if (t.is_boolean()) return value::of_bool(false);
    if (t.is_floating()) return value::of_floating(t, 0.0);
    return value::of_int(t, 0);
  }

  value unary(ir::op o, const value &v) {
    if (o == ir::op::log_not)
      return v.is_concrete() ? value::of_bool(!v.b) : value::of_term(v.ty, s_.mk(op::not_, {*v.t}));
    if (v.what == value::kind::integer)
      return value::of_int(v.ty, wrap(o == ir::op::neg ? solver::big_int(-v.i) : solver::big_int(-v.i - 1), v.ty));
    if (v.what == value::kind::floating) return from_scalar(ir::unary(o, scalar_of(v)));
    if (v.ty.is_floating()) return value::of_term(v.ty, s_.mk(op::fp_neg, {*v.t}));
    return value::of_term(v.ty, s_.mk(o == ir::op::neg ? op::bv_neg : op::bv_not, {*v.t}));
  }

  /// `a o b` for operands of the operator's type (a shift's count may be int for a long). Integer
  /// / and % need a non-zero divisor: the executor branches on it first.
  value binary(ir::op o, const value &a, const value &b) {
    const ir::type t = a.ty;
    if (t.is_boolean()) return boolean_binary(o, a, b);
    if (o == ir::op::shl || o == ir::op::shr || o == ir::op::ushr) return shift(o, a, b);
    if (a.what == value::kind::integer && b.what == value::kind::integer) return fold(o, a, b);
    if (t.is_floating()) return floating_binary(o, a, b);
    if (const auto compared = integer_comparison(o, a, b)) return *compared;
    const term x = to_term(a), y = to_term(b);
    const bool unsigned_ = t.is(ir::prim::char_);
    switch (o) {
    case ir::op::add: return value::of_term(t, s_.mk(op::bv_add, {x, y}));
    case ir::op::sub: return value::of_term(t, s_.mk(op::bv_sub, {x, y}));
    case ir::op::mul: return value::of_term(t, s_.mk(op::bv_mul, {x, y}));
    case ir::op::div: return value::of_term(t, s_.mk(op::bv_sdiv, {x, y})); // truncating, MIN / -1 wraps
    case ir::op::rem: return value::of_term(t, s_.mk(op::bv_srem, {x, y})); // the dividend's sign
    case ir::op::bit_and: return value::of_term(t, s_.mk(op::bv_and, {x, y}));
    case ir::op::bit_or: return value::of_term(t, s_.mk(op::bv_or, {x, y}));
    case ir::op::bit_xor: return value::of_term(t, s_.mk(op::bv_xor, {x, y}));
    case ir::op::eq: return boolean(s_.mk(op::eq, {x, y}));
    case ir::op::ne: return boolean(s_.mk(op::not_, {s_.mk(op::eq, {x, y})}));
    case ir::op::lt: return boolean(s_.mk(unsigned_ ? op::bv_ult : op::bv_slt, {x, y}));
    case ir::op::le: return boolean(s_.mk(unsigned_ ? op::bv_ule : op::bv_sle, {x, y}));
    case ir::op::gt: return boolean(s_.mk(unsigned_ ? op::bv_ugt : op::bv_sgt, {x, y}));
    case ir::op::ge: return boolean(s_.mk(unsigned_ ? op::bv_uge : op::bv_sge, {x, y}));
    default: throw std::logic_error("symdelta: unexpected operator");
    }
  }

  /// Widening sign-extends (zero-extends a char), narrowing keeps the low bits. To floating point
  /// rounds to nearest; from it, truncates toward zero and saturates (NaN gives 0), to int or long
  /// first for a narrower type (JLS 5.1.3).
  value cast(const value &v, ir::type to) {
    const ir::type from = v.ty;
    if (from == to || !to.is_primitive() || from.is_boolean() || to.is_boolean()) return retyped(v, to);
    if (v.what == value::kind::integer && from.is_integral() && to.is_integral())
      return value::of_int(to, wrap(v.i, to));
    if (v.is_concrete()) return from_scalar(ir::cast(scalar_of(v), to));
    const term x = *v.t;
    if (from.is_integral() && to.is_integral()) {
      const term r = resized(x, from, width(to));
      // a widening that keeps the value (char to int or long, a signed type to a wider one)
      // keeps its solver integer
      const bool keeps_value = width(to) > width(from) && !to.is(ir::prim::char_);
      if (const known_integer *known = recalled(integer_of_, x); keeps_value && known && known->in_range)
        remember(integer_of_, r, *known);
      return value::of_term(to, r);
    }
    if (from.is_integral()) // char zero-extended first: fp_from_sbv reads its bits signed
      return value::of_term(to, s_.fp_from_sbv(nearest, resized(x, from, std::max(32u, width(from))), exponent_bits(to),
                                               significand_bits(to)));
    if (to.is_floating()) return value::of_term(to, s_.fp_to_fp(nearest, x, exponent_bits(to), significand_bits(to)));
    const ir::type wide = to.is(ir::prim::long_) ? ir::long_type : ir::int_type;
    const term i = saturated(x, from, width(wide));
    return value::of_term(to, wide == to ? i : resized(i, wide, width(to)));
  }

  /// Library intrinsics: on integers abs (abs(MIN_VALUE) is MIN_VALUE), min, max; the floating
  /// ones as Java specifies them (floating_intrinsic).
  value intrinsic(ir::intrinsic fn, std::span<const value> a, ir::type result) {
    using I = ir::intrinsic;
    if (fn == I::string_length && a[0].what == value::kind::term)
      if (const known_text *known = recalled(length_of_, *a[0].t))
        return value::of_term(ir::int_type, known->length); // a String input's, or a concatenation's
    if (ir::is_string_method(fn)) {
      value r = base::string_method(
          fn, a,
          [&](const value &v) {
            const term b = to_term(v);
            const known_integer *known = recalled(integer_of_, b);
            return known ? known->integer : s_.bv_to_int(b, !v.ty.is(ir::prim::char_));
          },
          [&](ir::type t, const term &x) {
            // a length, an index or a character's code, in the type's range: the solver integer
            // stands for the bit-vector exactly, so an index that comes back is not converted
            // twice (the solvers do not simplify bv2int(int2bv(x)))
            const term b = s_.int_to_bv(width(t), x);
            remember(integer_of_, b, known_integer{x, false});
            return value::of_term(t, b);
          });
      // Results whose solver integer is in their type's range, so that int2bv keeps it: a
      // character's code (a unit of UTF-16: texts are made of them), and an index into a text
      // whose length is an int (a String input's, a literal's) or -1.
      const bool in_range = fn == I::string_char_at ||
                            (fn == I::string_index_of && (a[0].what == value::kind::string || is_input_text(a[0])));
      if (known_integer *made = r.what == value::kind::term ? recalled(integer_of_, *r.t) : nullptr; made && in_range)
        made->in_range = true;
      return r;
    }
    if (std::any_of(a.begin(), a.end(), [](const value &x) { return x.ty.is_floating(); }) || result.is_floating() ||
        fn >= I::long_bits_to_double)
      return floating_intrinsic(fn, a, result);
    switch (fn) {
    case I::abs: {
      const value zero = value::of_int(a[0].ty, 0);
      return select(binary(ir::op::ge, a[0], zero), a[0], unary(ir::op::neg, a[0]), result);
    }
    case I::min: return select(binary(ir::op::le, a[0], a[1]), a[0], a[1], result);
    case I::max: return select(binary(ir::op::ge, a[0], a[1]), a[0], a[1], result);
    default: throw std::logic_error("symdelta: a floating-point intrinsic in Java semantics");
    }
  }

  value division_by_zero(const value &) { throw std::logic_error("symdelta: IEEE division needs no branch"); }

  /// String.valueOf(v): exact for integers, characters, booleans and Strings (null is "null").
  value text(const value &v) {
    if (v.what == value::kind::string || (v.what == value::kind::term && v.ty.is(ir::prim::string))) return v;
    if (v.what == value::kind::none) return value::of_string("null");
    const ir::type t = v.ty;
    if (v.what == value::kind::boolean) return value::of_string(v.b ? "true" : "false");
    if (v.what == value::kind::floating) return value::of_string(java_to_string(scalar_of(v)));
    if (t.is_floating()) // Double.toString's shortest digits: not encoded
      return string_term(s_.approximation(t.is(ir::prim::float_) ? "Float.toString" : "Double.toString",
                                          std::vector<term>{to_term(v)}, string_sort()));
    if (v.what == value::kind::integer) {
      if (!t.is(ir::prim::char_)) return value::of_string(v.i.str());
      std::string c; // a surrogate too: a unit of the text
      text::append_unit(c, static_cast<std::uint32_t>(v.i));
      return value::of_string(std::move(c));
    }
    const term x = to_term(v);
    if (t.is_boolean()) return string_term(s_.mk(op::ite, {x, string_val("true"), string_val("false")}));
    const term n = s_.bv_to_int(x, !t.is(ir::prim::char_));
    if (t.is(ir::prim::char_)) {
      // a surrogate is a unit of Java's text, which a stream writes as '?' unless another one
      // pairs with it: an approximation (core/text.hpp)
      const term surrogate = s_.mk(op::and_, {s_.mk(op::le, {s_.int_val(std::int64_t{0xd800}), n}),
                                              s_.mk(op::le, {n, s_.int_val(std::int64_t{0xdfff})})});
      return string_term(
          s_.mk(op::ite, {surrogate, s_.approximation("Character.toString", std::vector<term>{n}, string_sort()),
                          s_.mk(op::str_from_code, {n})}));
    }
    const term zero = s_.int_val(std::int64_t{0});
    const term minus = s_.mk(op::str_concat, {string_val("-"), s_.mk(op::str_from_int, {s_.mk(op::neg, {n})})});
    return string_term(s_.mk(op::ite, {s_.mk(op::ge, {n, zero}), s_.mk(op::str_from_int, {n}), minus}));
  }

  /// A value chosen by a condition (ite); both sides of the same type.
  value select(const value &c, const value &x, const value &y, ir::type t) {
    if (c.what == value::kind::boolean) return retyped(c.b ? x : y, t);
    return value::of_term(t, s_.mk(op::ite, {*c.t, to_term(x), to_term(y)}));
  }

private:
  /// A bit-vector's solver integer (int2bv of it is the bit-vector); in_range: the integer is
  /// within the type's range, so that comparing integers is comparing the bit-vectors.
  struct known_integer {
    term integer;
    bool in_range = false;
  };
  /// A text's length as an int term; input: the text is a String input.
  struct known_text {
    term length;
    bool input = false;
  };
  /// Facts by term id, each with its term: held here, the term keeps its id (a solver gives the
  /// ids of the terms it freed to new ones, and a fact must not pass to those).
  template <class Fact> using facts_by_term = std::map<std::uint64_t, std::pair<term, Fact>>;
  facts_by_term<known_integer> integer_of_; // String methods' results, String inputs' lengths, and widenings of them
  facts_by_term<known_text> length_of_;     // String inputs and concatenations of known lengths

  template <class Fact> void remember(facts_by_term<Fact> &facts, const term &t, Fact f) {
    facts.emplace(s_.term_id(t), std::pair<term, Fact>(t, std::move(f)));
  }
  template <class Fact> Fact *recalled(facts_by_term<Fact> &facts, const term &t) {
    const auto found = facts.find(s_.term_id(t));
    return found != facts.end() ? &found->second.second : nullptr;
  }

  /// The length of a String value as an int term, where known without int2bv.
  std::optional<term> known_length(const value &v) {
    if (v.what == value::kind::string) return s_.bv_val(static_cast<std::uint64_t>(java_string::length(v.text)), 32);
    const known_text *known = text_facts(v);
    return known ? std::optional<term>(known->length) : std::nullopt;
  }
  bool is_input_text(const value &v) {
    const known_text *known = text_facts(v);
    return known && known->input;
  }
  known_text *text_facts(const value &v) { return v.what == value::kind::term ? recalled(length_of_, *v.t) : nullptr; }

  /// `a o b` for a comparison of two integers that are constants or in range, as a comparison of
  /// solver integers: the solvers decide `s.indexOf(t) >= 0` or `s.charAt(0) == 'a'` in the
  /// string theory, where through int2bv they gave up. Other operators, or other operands: none.
  std::optional<value> integer_comparison(ir::op o, const value &a, const value &b) {
    if (!ir::is_comparison(o)) return std::nullopt;
    const auto integer = [&](const value &v) -> std::optional<term> {
      if (v.what == value::kind::integer) return s_.int_val(v.i.str());
      const known_integer *known = v.what == value::kind::term ? recalled(integer_of_, *v.t) : nullptr;
      return known && known->in_range ? std::optional<term>(known->integer) : std::nullopt;
    };
    const std::optional<term> x = integer(a), y = integer(b);
    if (!x || !y) return std::nullopt;
    switch (o) {
    case ir::op::eq: return boolean(s_.mk(op::eq, {*x, *y}));
    case ir::op::ne: return boolean(s_.mk(op::not_, {s_.mk(op::eq, {*x, *y})}));
    case ir::op::lt: return boolean(s_.mk(op::lt, {*x, *y}));
    case ir::op::le: return boolean(s_.mk(op::le, {*x, *y}));
    case ir::op::gt: return boolean(s_.mk(op::gt, {*x, *y}));
    default: return boolean(s_.mk(op::ge, {*x, *y}));
    }
  }

  static constexpr solver::rounding_mode nearest = solver::rounding_mode::nearest_even; // Java's only mode

  static unsigned exponent_bits(ir::type t) { return t.is(ir::prim::float_) ? 8 : 11; }
  static unsigned significand_bits(ir::type t) { return t.is(ir::prim::float_) ? 24 : 53; }

  /// A concrete value as the JVM's primitive (ir/semantics.hpp computes on it).
  static ir::scalar scalar_of(const value &v) {
    if (v.what == value::kind::floating)
      return v.ty.is(ir::prim::float_) ? ir::scalar::of_float(static_cast<float>(v.d)) : ir::scalar::of_double(v.d);
    if (v.what == value::kind::boolean) return ir::scalar::of_bool(v.b);
    return ir::scalar::of_integral(v.ty, v.i.template convert_to<std::int64_t>());
  }
  static value from_scalar(const ir::scalar &s) {
    if (s.ty.is_boolean()) return value::of_bool(s.i != 0);
    if (s.ty.is(ir::prim::float_)) return value::of_floating(s.ty, static_cast<double>(s.f));
    if (s.ty.is(ir::prim::double_)) return value::of_floating(s.ty, s.d);
    return value::of_int(s.ty, solver::big_int(s.i));
  }
  term fp_term(double d, ir::type t) {
    return t.is(ir::prim::float_) ? s_.fp_val(static_cast<float>(d)) : s_.fp_val(d);
  }
  term rm() { return s_.rounding_mode(nearest); }
  term is(op predicate, const term &x) { return s_.mk(predicate, {x}); }

  /// `a o b` on floats or doubles: IEEE arithmetic rounding to nearest, comparisons false with a
  /// NaN (and != true), % truncating like C's fmod.
  value floating_binary(ir::op o, const value &a, const value &b) {
    const ir::type t = a.ty;
    if (a.is_concrete() && b.is_concrete()) return from_scalar(ir::binary(o, scalar_of(a), scalar_of(b)));
    // x * 1.0, 1.0 * x and x / 1.0 are x exactly in IEEE arithmetic (SMT's one NaN included): the
    // term x itself, which a version that leaves the factor out computes
    const auto one = [](const value &v) { return v.what == value::kind::floating && v.d == 1.0; };
    if ((o == ir::op::mul || o == ir::op::div) && one(b)) return value::of_term(t, to_term(a));
    if (o == ir::op::mul && one(a)) return value::of_term(t, to_term(b));
    term x = to_term(a), y = to_term(b);
    // + and * commute (NaNs are one value in SMT): operands in one order make b + a the term
    // a + b is, and spare the solver a proof over bit-blasted adders
    if ((o == ir::op::add || o == ir::op::mul || o == ir::op::eq || o == ir::op::ne) && s_.term_id(y) < s_.term_id(x))
      std::swap(x, y);
    switch (o) {
    case ir::op::add: return value::of_term(t, s_.mk(op::fp_add, {rm(), x, y}));
    case ir::op::sub: return value::of_term(t, s_.mk(op::fp_sub, {rm(), x, y}));
    case ir::op::mul: return value::of_term(t, s_.mk(op::fp_mul, {rm(), x, y}));
    case ir::op::div: return value::of_term(t, s_.mk(op::fp_div, {rm(), x, y}));
    case ir::op::rem: return value::of_term(t, fmod(x, y));
    case ir::op::eq: return boolean(s_.mk(op::fp_eq, {x, y}));
    case ir::op::ne: return boolean(s_.mk(op::not_, {s_.mk(op::fp_eq, {x, y})}));
    case ir::op::lt: return boolean(s_.mk(op::fp_lt, {x, y}));
    case ir::op::le: return boolean(s_.mk(op::fp_le, {x, y}));
    case ir::op::gt: return boolean(s_.mk(op::fp_gt, {x, y}));
    case ir::op::ge: return boolean(s_.mk(op::fp_ge, {x, y}));
    default: throw std::logic_error("symdelta: unexpected floating-point operator");
    }
  }

  /// Java's x % y (C's fmod: x - trunc(x / y) * y, exactly) from IEEE's remainder r = x - n * y,
  /// n the nearest integer to x / y: where r's sign is not x's, n was one too far and r + |y|
  /// (or r - |y|) is fmod's result, exactly representable, so the addition is exact. A zero
  /// keeps x's sign in both; NaN and infinities agree.
  term fmod(const term &x, const term &y) {
    const term r = s_.mk(op::fp_rem, {x, y});
    const term abs_y = s_.mk(op::fp_abs, {y});
    const term x_negative = is(op::fp_is_negative, x);
    const term wrong_sign = s_.mk(
        op::and_, {s_.mk(op::not_, {is(op::fp_is_zero, r)}), s_.mk(op::xor_, {is(op::fp_is_negative, r), x_negative})});
    const term fixed =
        s_.mk(op::ite, {x_negative, s_.mk(op::fp_sub, {rm(), r, abs_y}), s_.mk(op::fp_add, {rm(), r, abs_y})});
    return s_.mk(op::ite, {wrong_sign, fixed, r});
  }

  /// A float or double x of type `from` as a signed integer of w bits, truncated toward zero and
  /// saturated at the bounds; NaN gives 0 (JLS 5.1.3).
  term saturated(const term &x, ir::type from, unsigned w) {
    const double bound = std::ldexp(1.0, static_cast<int>(w) - 1); // 2^(w-1): exact in float and double
    const solver::big_int max = (solver::big_int(1) << (w - 1)) - 1;
    const ir::type wide = w == 64 ? ir::long_type : ir::int_type;
    return s_.mk(op::ite,
                 {is(op::fp_is_nan, x), bv_term(0, wide),
                  s_.mk(op::ite, {s_.mk(op::fp_ge, {x, fp_term(bound, from)}), bv_term(max, wide),
                                  s_.mk(op::ite, {s_.mk(op::fp_le, {x, fp_term(-bound, from)}), bv_term(-max - 1, wide),
                                                  s_.fp_to_sbv(solver::rounding_mode::toward_zero, x, w)})})});
  }

  /// The IEEE bits of x as a long (int for a float), a NaN's given by `nan`.
  term bits(const term &x, ir::type t, const term &nan) {
    const unsigned e = exponent_bits(t), s = significand_bits(t);
    return s_.mk(op::ite, {is(op::fp_is_nan, x), nan, s_.fp_to_bits(x, e, s)});
  }

  /// The floating intrinsics of Math, Double and Float as JDK 17 specifies them; transcendental
  /// ones (Math.sin, pow, ...) uninterpreted, which makes a query that mentions them approximated.
  value floating_intrinsic(ir::intrinsic fn, std::span<const value> a, ir::type result) {
    using I = ir::intrinsic;
    const bool transcendental = ir::info(fn).transcendental;
    if (!transcendental && std::all_of(a.begin(), a.end(), [](const value &x) { return x.is_concrete(); })) {
      std::vector<ir::scalar> args;
      for (const auto &x : a)
        args.push_back(scalar_of(x));
      return from_scalar(eval_intrinsic(fn, args));
    }
    const ir::type t = a[0].ty;
    const term x = to_term(a[0]);
    const auto result_fp = [&](term r) { return value::of_term(result, std::move(r)); };
    const auto constant = [&](double d) { return fp_term(d, t); };
    switch (fn) {
    case I::abs: return result_fp(s_.mk(op::fp_abs, {x}));
    case I::min:
    case I::max: { // JDK: a NaN a wins; min(0.0, -0.0) is -0.0, max(-0.0, 0.0) is 0.0; else a <= b ? a : b
      const bool min = fn == I::min;
      const term y = to_term(a[1]);
      const term y_sign = is(op::fp_is_negative, y);
      const term zeros =
          s_.mk(op::and_, {is(op::fp_is_zero, x), is(op::fp_is_zero, y), min ? y_sign : s_.mk(op::not_, {y_sign})});
      const term pick = s_.mk(op::ite, {s_.mk(min ? op::fp_le : op::fp_ge, {x, y}), x, y});
      return result_fp(s_.mk(op::ite, {is(op::fp_is_nan, x), x, s_.mk(op::ite, {zeros, y, pick})}));
    }
    case I::floor:
      return result_fp(s_.mk(op::fp_round_to_integral, {s_.rounding_mode(solver::rounding_mode::toward_negative), x}));
    case I::ceil:
      return result_fp(s_.mk(op::fp_round_to_integral, {s_.rounding_mode(solver::rounding_mode::toward_positive), x}));
    case I::rint: return result_fp(s_.mk(op::fp_round_to_integral, {rm(), x}));
    case I::round: { // floor(x + 1/2) exactly: f = floor(x), and x - f is exact wherever it decides
      const term f = s_.mk(op::fp_round_to_integral, {s_.rounding_mode(solver::rounding_mode::toward_negative), x});
      const term up = s_.mk(op::fp_ge, {s_.mk(op::fp_sub, {rm(), x, f}), constant(0.5)});
      const term r = s_.mk(op::ite, {up, s_.mk(op::fp_add, {rm(), f, constant(1.0)}), f});
      return value::of_term(result, saturated(r, t, width(result)));
    }
    case I::signum: {
      const term unit = s_.mk(op::ite, {is(op::fp_is_negative, x), constant(-1.0), constant(1.0)});
      return result_fp(s_.mk(op::ite, {s_.mk(op::or_, {is(op::fp_is_zero, x), is(op::fp_is_nan, x)}), x, unit}));
    }
    case I::sqrt: return result_fp(s_.mk(op::fp_sqrt, {rm(), x}));
    case I::get_exponent: { // the biased exponent field less the bias: NaN and infinities 2^(e-1)
      const unsigned e = exponent_bits(t), s = significand_bits(t);
      const term field = s_.extract(e + s - 2, s - 1, s_.fp_to_bits(x, e, s)); // a NaN's field is all ones
      const term biased = s_.zero_extend(32 - e, field);
      return value::of_term(result, s_.mk(op::bv_sub, {biased, bv_term((1 << (e - 1)) - 1, ir::int_type)}));
    }
    case I::to_radians: return result_fp(s_.mk(op::fp_mul, {rm(), x, constant(0.017453292519943295)}));
    case I::to_degrees: return result_fp(s_.mk(op::fp_mul, {rm(), x, constant(57.29577951308232)}));
    case I::is_nan: return boolean(is(op::fp_is_nan, x));
    case I::is_infinite: return boolean(is(op::fp_is_inf, x));
    case I::long_bits_to_double: return result_fp(s_.fp_from_bits(x, 11, 53));
    case I::int_bits_to_float: return result_fp(s_.fp_from_bits(x, 8, 24));
    case I::double_to_long_bits:
    case I::float_to_int_bits: // a NaN's canonical bits
      return value::of_term(result,
                            bits(x, t, bv_term(t.is(ir::prim::float_) ? 0x7fc00000 : 0x7ff8000000000000, result)));
    case I::double_to_raw_long_bits:
    case I::float_to_raw_int_bits: // a NaN's bits depend on how it was made: unknown here
      return value::of_term(
          result, bits(x, t, s_.approximation(ir::info(fn).java_name, std::vector<term>{x}, bv_sort(result))));
    default: { // transcendental: any value, the same for the same arguments
      std::vector<term> args;
      for (const auto &v : a)
        args.push_back(to_term(v));
      return result_fp(s_.approximation(ir::info(fn).java_name, args, sort(result)));
    }
    }
  }

  static unsigned width(ir::type t) {
    switch (t.base) {
    case ir::prim::byte_: return 8;
    case ir::prim::short_:
    case ir::prim::char_: return 16;
    case ir::prim::long_: return 64;
    default: return 32;
    }
  }
  /// x as a value of integral type t: its low bits, signed (unsigned for char).
  static solver::big_int wrap(const solver::big_int &x, ir::type t) {
    const unsigned w = width(t);
    const solver::big_int modulus = solver::big_int(1) << w;
    solver::big_int r = x % modulus;
    if (r < 0) r += modulus;
    if (!t.is(ir::prim::char_) && r >= (modulus >> 1)) r -= modulus;
    return r;
  }

  typename S::sort bv_sort(ir::type t) { return s_.bv_sort(width(t)); }
  term bv_term(const solver::big_int &v, ir::type t) {
    const unsigned w = width(t);
    const solver::big_int u = v < 0 ? v + (solver::big_int(1) << w) : v;
    return s_.bv_val(u.template convert_to<std::uint64_t>(), w);
  }
  /// Bit-vector x of type `from` at `to` bits: sign- (char: zero-) extended, or its low bits.
  term resized(const term &x, ir::type from, unsigned to) {
    const unsigned w = width(from);
    if (to > w) return from.is(ir::prim::char_) ? s_.zero_extend(to - w, x) : s_.sign_extend(to - w, x);
    if (to < w) return s_.extract(to - 1, 0, x);
    return x;
  }

  value fold(ir::op o, const value &a, const value &b) {
    const ir::type t = a.ty;
    const auto &x = a.i, &y = b.i;
    if (ir::is_comparison(o)) return value::of_bool(ir::detail::compare(o, x, y));
    switch (o) {
    case ir::op::add: return value::of_int(t, wrap(x + y, t));
    case ir::op::sub: return value::of_int(t, wrap(x - y, t));
    case ir::op::mul: return value::of_int(t, wrap(x * y, t));
    case ir::op::div: return value::of_int(t, wrap(x / y, t)); // C++ truncates toward zero, as Java does
    case ir::op::rem: return value::of_int(t, x % y);
    case ir::op::bit_and: return value::of_int(t, x & y); // two's complement of values in range
    case ir::op::bit_or: return value::of_int(t, x | y);
    case ir::op::bit_xor: return value::of_int(t, x ^ y);
    default: throw std::logic_error("symdelta: unexpected integer operator");
    }
  }

  /// Shifts: the count masked to the width (31 or 63), >> arithmetic, >>> logical.
  value shift(ir::op o, const value &a, const value &b) {
    const ir::type t = a.ty;
    const unsigned w = width(t);
    if (a.what == value::kind::integer && b.what == value::kind::integer) {
      const unsigned n = static_cast<unsigned>(solver::big_int(b.i & (w - 1)).template convert_to<std::int64_t>());
      if (o == ir::op::shl) return value::of_int(t, wrap(a.i << n, t));
      if (o == ir::op::shr) return value::of_int(t, a.i >> n); // arithmetic: floor division
      const solver::big_int u = a.i < 0 ? a.i + (solver::big_int(1) << w) : a.i;
      return value::of_int(t, wrap(u >> n, t));
    }
    const term x = to_term(a);
    const term count = s_.mk(op::bv_and, {resized(to_term(b), b.ty, w), bv_term(w - 1, t)});
    const op how = o == ir::op::shl ? op::bv_shl : o == ir::op::shr ? op::bv_ashr : op::bv_lshr;
    return value::of_term(t, s_.mk(how, {x, count}));
  }
};

} // namespace symdelta::engine
