#pragma once
// The Java-exact encoding (`--semantics java`, docs/engine.md, "Semantics"): `int long short
// byte char` are bit-vectors of their width, so arithmetic wraps around, shifts mask their count
// as Java does, division and remainder truncate toward zero (MIN_VALUE / -1 is MIN_VALUE), casts
// sign- or zero-extend and truncate, `char` is unsigned. Values that do not depend on the inputs
// are computed exactly without the solver, wrapped to their type. Floating point is not encoded
// yet: a program that uses float or double is refused (refusal()), never approximated.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/core/text.hpp"
#include "symdelta/engine/java_math.hpp"
#include "symdelta/engine/semantics_common.hpp"
#include "symdelta/engine/symbolic_value.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/semantics.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta::engine {

namespace detail {

/// Is t float or double, or an array of them?
inline bool floating_type(ir::type t) {
  t.dims = 0;
  return t.is_floating();
}
inline std::optional<source_pos> floating_in(const ir::expr &e) {
  if (floating_type(e.ty)) return e.pos;
  for (const auto &a : e.args)
    if (auto p = floating_in(a)) return p;
  return std::nullopt;
}
inline std::optional<source_pos> floating_in(const ir::stmt &s) {
  for (const auto &e : s.exprs)
    if (auto p = floating_in(e)) return p;
  for (const auto &b : s.body)
    if (auto p = floating_in(b)) return p;
  for (const auto &c : s.cases)
    for (const auto &b : c.body)
      if (auto p = floating_in(b)) return p;
  return std::nullopt;
}
} // namespace detail

template <solver::bv_backend S> class java_semantics : public semantics_common<S> {
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
  using base::concat;
  using base::show;
  static constexpr std::string_view name = "java";

  explicit java_semantics(S &s) : base(s) {}

  /// Why program p cannot be explored in this semantics, with the position: a float or double
  /// anywhere in it (not encoded yet).
  static std::optional<diagnostic> refusal(const ir::program &p) {
    const auto refuse = [&](source_pos pos) {
      return diagnostic{diagnostic::kind::unsupported, p.file, pos,
                        "float and double in --semantics java (not encoded yet; --semantics ideal reasons over "
                        "reals)"};
    };
    for (const auto &f : p.fields)
      if (detail::floating_type(f.ty)) return refuse(f.pos);
    for (const auto &f : p.functions) {
      if (detail::floating_type(f.ret)) return refuse(f.pos);
      for (const auto &l : f.locals)
        if (detail::floating_type(l.ty)) return refuse(l.pos);
      if (auto pos = detail::floating_in(f.body)) return refuse(*pos);
    }
    return std::nullopt;
  }

  typename S::sort sort(ir::type t) {
    if (t.is_boolean()) return s_.bool_sort();
    if (t.is(ir::prim::string)) return string_sort();
    if (t.is_integral()) return bv_sort(t);
    throw std::logic_error("symdelta: Java semantics has no floating-point sort yet");
  }

  /// A symbolic input of type t: any value of its width (no constraint needed).
  value input(const std::string &n, ir::type t, std::vector<term> &) {
    return value::of_term(t, s_.constant(n, sort(t)));
  }

  term to_term(const value &v) {
    switch (v.what) {
    case value::kind::integer: return bv_term(v.i, v.ty);
    case value::kind::boolean: return s_.bool_val(v.b);
    case value::kind::term: return *v.t;
    case value::kind::string: return string_val(v.text);
    default: throw std::logic_error("symdelta: an array, null, void or real value has no Java term");
    }
  }

  value literal(const ir::literal &l) {
    if (l.ty.is_boolean()) return value::of_bool(l.i != 0);
    if (l.ty.is_integral()) return value::of_int(l.ty, wrap(solver::big_int(l.i), l.ty));
    throw std::logic_error("symdelta: a floating-point literal in Java semantics");
  }

  value default_value(ir::type t) {
    if (t.is_boolean()) return value::of_bool(false);
    return value::of_int(t, 0);
  }

  value unary(ir::op o, const value &v) {
    if (o == ir::op::log_not)
      return v.is_concrete() ? value::of_bool(!v.b) : value::of_term(v.ty, s_.mk(op::not_, {*v.t}));
    if (v.what == value::kind::integer)
      return value::of_int(v.ty, wrap(o == ir::op::neg ? solver::big_int(-v.i) : solver::big_int(-v.i - 1), v.ty));
    return value::of_term(v.ty, s_.mk(o == ir::op::neg ? op::bv_neg : op::bv_not, {*v.t}));
  }

  /// `a o b` for operands of the operator's type (a shift's count may be int for a long). Integer
  /// / and % need a non-zero divisor: the executor branches on it first.
  value binary(ir::op o, const value &a, const value &b) {
    const ir::type t = a.ty;
    if (t.is_boolean()) return boolean_binary(o, a, b);
    if (o == ir::op::shl || o == ir::op::shr || o == ir::op::ushr) return shift(o, a, b);
    if (a.what == value::kind::integer && b.what == value::kind::integer) return fold(o, a, b);
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

  /// Widening sign-extends (zero-extends a char), narrowing keeps the low bits.
  value cast(const value &v, ir::type to) {
    const ir::type from = v.ty;
    if (from == to || !to.is_primitive() || from.is_boolean() || to.is_boolean()) return retyped(v, to);
    if (!from.is_integral() || !to.is_integral())
      throw std::logic_error("symdelta: a floating-point cast in Java semantics");
    if (v.what == value::kind::integer) return value::of_int(to, wrap(v.i, to));
    return value::of_term(to, resized(*v.t, from, width(to)));
  }

  /// Library intrinsics on integers: abs (abs(MIN_VALUE) is MIN_VALUE), min, max.
  value intrinsic(ir::intrinsic fn, std::span<const value> a, ir::type result) {
    using I = ir::intrinsic;
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

  value division_by_zero(const value &) {
    throw std::logic_error("symdelta: floating-point division in Java semantics");
  }

  /// String.valueOf(v): exact for integers, characters, booleans and Strings (null is "null").
  value text(const value &v) {
    if (v.what == value::kind::string || (v.what == value::kind::term && v.ty.is(ir::prim::string))) return v;
    if (v.what == value::kind::none) return value::of_string("null");
    const ir::type t = v.ty;
    if (v.what == value::kind::boolean) return value::of_string(v.b ? "true" : "false");
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
