#pragma once
// The meaning of IR operators and casts on concrete primitive values, exactly as the JVM computes
// them (JLS 15, 5.1): two's complement wrap-around, truncating integer division, shift-count
// masking, IEEE-754 float/double arithmetic, saturating float-to-integer casts. Shared by the
// concrete interpreter and by the frontend's constant folding so the two can never disagree.
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string_view>

#include "symdelta/ir/node.hpp"

namespace symdelta::ir {

/// An error an operation on concrete values raises (an integer division by zero); its class is
/// the program's (program::raised_class).
struct raised_error {
  raised what;
};

// java.lang.Throwable's fields as frontends declare the class (frontend/java/library.hpp): its
// message, and whether the JVM raised it (a null message is then one a JVM may replace by a
// description of the code: a helpful NullPointerException's)
inline constexpr std::string_view throwable_message_field = "symdelta$message";
inline constexpr std::string_view throwable_raised_field = "symdelta$raised";

/// A value of a primitive type. Integral values and booleans live in `i`, normalised to their
/// type's range (byte in [-128,127], char in [0,65535], boolean 0/1).
struct scalar {
  type ty;
  std::int64_t i = 0;
  double d = 0;
  float f = 0;

  static scalar of_bool(bool b) { return {boolean_type, b ? 1 : 0, 0, 0}; }
  static scalar of_int(std::int32_t v) { return {int_type, v, 0, 0}; }
  static scalar of_long(std::int64_t v) { return {long_type, v, 0, 0}; }
  static scalar of_float(float v) { return {float_type, 0, 0, v}; }
  static scalar of_double(double v) { return {double_type, 0, v, 0}; }
  static scalar of_integral(type t, std::int64_t v); // normalises v to t's range

  [[nodiscard]] std::int32_t as_int() const { return static_cast<std::int32_t>(i); }
  [[nodiscard]] bool as_bool() const { return i != 0; }
};

inline scalar to_scalar(const literal &l) { return {l.ty, l.i, l.d, l.f}; }
inline literal to_literal(const scalar &s) { return {s.ty, s.i, s.d, s.f, {}}; }

namespace detail {

// Wrap-around arithmetic through the unsigned type (signed overflow is UB in C++).
template <class T> T wrap_add(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
}
template <class T> T wrap_sub(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) - static_cast<U>(b));
}
template <class T> T wrap_mul(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) * static_cast<U>(b));
}
template <class T> T wrap_neg(T a) { return wrap_sub(T{0}, a); }
template <class T> T java_div(T a, T b) {
  if (b == 0) throw raised_error{raised::arithmetic};
  if (b == -1) return wrap_neg(a); // MIN / -1 == MIN in Java
  return a / b;                    // C++ truncates toward zero, as Java does
}
template <class T> T java_rem(T a, T b) {
  if (b == 0) throw raised_error{raised::arithmetic};
  if (b == -1) return 0;
  return a % b;
}
template <class T> T java_shl(T a, std::int64_t n) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) << (n & (sizeof(T) * 8 - 1)));
}
template <class T> T java_shr(T a, std::int64_t n) {
  return static_cast<T>(a >> (n & (sizeof(T) * 8 - 1))); // arithmetic shift (C++20)
}
template <class T> T java_ushr(T a, std::int64_t n) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) >> (n & (sizeof(T) * 8 - 1)));
}

/// JLS 5.1.3: NaN -> 0, out of range saturates, otherwise truncation toward zero.
template <class Int, class Fp> Int fp_to_integral(Fp v) {
  if (std::isnan(v)) return 0;
  if (v >= static_cast<Fp>(std::numeric_limits<Int>::max())) return std::numeric_limits<Int>::max();
  if (v <= static_cast<Fp>(std::numeric_limits<Int>::min())) return std::numeric_limits<Int>::min();
  return static_cast<Int>(v);
}

template <class T> bool compare(op o, T a, T b) {
  switch (o) {
  case op::eq: return a == b;
  case op::ne: return a != b;
  case op::lt: return a < b;
  case op::le: return a <= b;
  case op::gt: return a > b;
  case op::ge: return a >= b;
  default: return false;
  }
}

template <class T> T integral_binary(op o, T a, T b) {
  switch (o) {
  case op::add: return wrap_add(a, b);
  case op::sub: return wrap_sub(a, b);
  case op::mul: return wrap_mul(a, b);
  case op::div: return java_div(a, b);
  case op::rem: return java_rem(a, b);
  case op::bit_and: return a & b;
  case op::bit_or: return a | b;
  case op::bit_xor: return a ^ b;
  default: return 0;
  }
}

template <class T> T floating_binary(op o, T a, T b) {
  switch (o) {
  case op::add: return a + b;
  case op::sub: return a - b;
  case op::mul: return a * b;
  case op::div: return a / b;
  case op::rem: return std::fmod(a, b); // Java's % on floating point truncates, like fmod
  default: return 0;
  }
}

} // namespace detail

inline scalar scalar::of_integral(type t, std::int64_t v) {
  switch (t.base) {
  case prim::boolean: return {t, v != 0 ? 1 : 0, 0, 0};
  case prim::byte_: return {t, static_cast<std::int8_t>(v), 0, 0};
  case prim::short_: return {t, static_cast<std::int16_t>(v), 0, 0};
  case prim::char_: return {t, static_cast<std::uint16_t>(v), 0, 0};
  case prim::int_: return {t, static_cast<std::int32_t>(v), 0, 0};
  default: return {t, v, 0, 0};
  }
}

/// Casting conversion between primitive types (JLS 5.5), identity included.
inline scalar cast(const scalar &v, type to) {
  if (v.ty == to) return v;
  if (to.is_boolean() || v.ty.is_boolean()) return {to, v.i, v.d, v.f};
  if (v.ty.is_integral()) {
    switch (to.base) {
    case prim::float_: return scalar::of_float(static_cast<float>(v.i));
    case prim::double_: return scalar::of_double(static_cast<double>(v.i));
    default: return scalar::of_integral(to, v.i);
    }
  }
  const bool from_double = v.ty.is(prim::double_);
  switch (to.base) {
  case prim::double_: return scalar::of_double(from_double ? v.d : static_cast<double>(v.f));
  case prim::float_: return scalar::of_float(from_double ? static_cast<float>(v.d) : v.f);
  case prim::long_:
    return scalar::of_long(from_double ? detail::fp_to_integral<std::int64_t>(v.d)
                                       : detail::fp_to_integral<std::int64_t>(v.f));
  default: {
    // to int first, then narrow (JLS 5.1.3 for byte, short, char)
    const std::int32_t i =
        from_double ? detail::fp_to_integral<std::int32_t>(v.d) : detail::fp_to_integral<std::int32_t>(v.f);
    return scalar::of_integral(to, i);
  }
  }
}

inline scalar unary(op o, const scalar &v) {
  switch (v.ty.base) {
  case prim::boolean: return scalar::of_bool(!v.as_bool());
  case prim::int_: return scalar::of_int(o == op::neg ? detail::wrap_neg(v.as_int()) : ~v.as_int());
  case prim::long_: return scalar::of_long(o == op::neg ? detail::wrap_neg(v.i) : ~v.i);
  case prim::float_: return scalar::of_float(-v.f);
  case prim::double_: return scalar::of_double(-v.d);
  default: return v;
  }
}

/// A binary operator on operands of the operand type (for shifts: the left operand's type).
/// Throws raised_error for integer division by zero. Short-circuit operators are evaluated by the
/// caller; here they get both (already evaluated) operands.
inline scalar binary(op o, const scalar &a, const scalar &b) {
  if (is_shift(o)) {
    const std::int64_t n = b.i;
    if (a.ty.is(prim::long_)) {
      return scalar::of_long(o == op::shl   ? detail::java_shl(a.i, n)
                             : o == op::shr ? detail::java_shr(a.i, n)
                                            : detail::java_ushr(a.i, n));
    }
    const std::int32_t x = a.as_int();
    return scalar::of_int(o == op::shl   ? detail::java_shl(x, n)
                          : o == op::shr ? detail::java_shr(x, n)
                                         : detail::java_ushr(x, n));
  }
  switch (a.ty.base) {
  case prim::boolean:
    switch (o) {
    case op::eq: return scalar::of_bool(a.i == b.i);
    case op::ne:
    case op::bit_xor: return scalar::of_bool(a.i != b.i);
    case op::bit_and:
    case op::log_and: return scalar::of_bool(a.i && b.i);
    default: return scalar::of_bool(a.i || b.i);
    }
  case prim::int_:
    if (is_comparison(o)) return scalar::of_bool(detail::compare(o, a.as_int(), b.as_int()));
    return scalar::of_int(detail::integral_binary(o, a.as_int(), b.as_int()));
  case prim::long_:
    if (is_comparison(o)) return scalar::of_bool(detail::compare(o, a.i, b.i));
    return scalar::of_long(detail::integral_binary(o, a.i, b.i));
  case prim::float_:
    if (is_comparison(o)) return scalar::of_bool(detail::compare(o, a.f, b.f));
    return scalar::of_float(detail::floating_binary(o, a.f, b.f));
  case prim::double_:
    if (is_comparison(o)) return scalar::of_bool(detail::compare(o, a.d, b.d));
    return scalar::of_double(detail::floating_binary(o, a.d, b.d));
  default:
    // byte/short/char never reach here: frontends promote operands to int first
    return scalar::of_bool(detail::compare(o, a.i, b.i));
  }
}

/// Java's default value of a type (fields and array elements start with it).
inline scalar default_scalar(type t) {
  scalar s;
  s.ty = t;
  return s;
}

} // namespace symdelta::ir
