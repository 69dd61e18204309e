#pragma once
// java.lang.Math, Double and Float library functions on concrete values. Exact functions follow
// the JDK 17 specification (and its implementation where the specification leaves freedom, as for
// Math.round); transcendental functions use the C library: it and HotSpot are both within Java's
// error bound of the exact result (1 ulp for most functions, 2.5 for cosh), not always the same
// value (see docs/semantics.md).
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>

#include "symdelta/ir/semantics.hpp"

namespace symdelta::engine {

namespace detail {

// Math.min/max: NaN wins, and -0.0 is less than +0.0.
template <class T> T java_min(T a, T b) {
  if (a != a) return a;
  if (a == 0 && b == 0 && std::signbit(b)) return b;
  return a <= b ? a : b;
}
template <class T> T java_max(T a, T b) {
  if (a != a) return a;
  if (a == 0 && b == 0 && !std::signbit(b)) return b;
  return a >= b ? a : b;
}
// Math.abs(double) in JDK 17 is `(a <= 0.0) ? 0.0 - a : a`.
template <class T> T java_abs(T a) { return a <= T(0) ? T(0) - a : a; }
template <class T> T java_signum(T d) { return (d == 0 || d != d) ? d : std::copysign(T(1), d); }

// Math.round, as JDK 17 implements it: floor(x + 1/2) computed without rounding error.
inline std::int64_t round_double(double a) {
  const auto bits = std::bit_cast<std::int64_t>(a);
  const std::int64_t biased_exp = (bits & 0x7ff0000000000000LL) >> 52;
  const std::int64_t shift = (53 - 2 + 1023) - biased_exp;
  if ((shift & -64) == 0) {
    std::int64_t r = (bits & 0x000fffffffffffffLL) | (0x000fffffffffffffLL + 1);
    if (bits < 0) r = -r;
    return ((r >> shift) + 1) >> 1;
  }
  return ir::cast(ir::scalar::of_double(a), ir::long_type).i;
}
inline std::int32_t round_float(float a) {
  const auto bits = std::bit_cast<std::int32_t>(a);
  const std::int32_t biased_exp = (bits & 0x7f800000) >> 23;
  const std::int32_t shift = (24 - 2 + 127) - biased_exp;
  if ((shift & -32) == 0) {
    std::int32_t r = (bits & 0x007fffff) | (0x007fffff + 1);
    if (bits < 0) r = -r;
    return ((r >> shift) + 1) >> 1;
  }
  return static_cast<std::int32_t>(ir::cast(ir::scalar::of_float(a), ir::int_type).i);
}

// Math.pow differs from C's pow in two special cases (JDK 17 javadoc): a NaN exponent always
// gives NaN (C: pow(1, NaN) = 1), and |x| == 1 with an infinite exponent gives NaN (C: 1).
inline double java_pow(double x, double y) {
  if (std::isnan(y)) return y;
  if (std::fabs(x) == 1.0 && std::isinf(y)) return std::numeric_limits<double>::quiet_NaN();
  return std::pow(x, y);
}

inline std::int64_t canonical_bits(double d) {
  return std::isnan(d) ? 0x7ff8000000000000LL : std::bit_cast<std::int64_t>(d);
}
inline std::int32_t canonical_bits(float f) { return std::isnan(f) ? 0x7fc00000 : std::bit_cast<std::int32_t>(f); }

} // namespace detail

/// Evaluates a library intrinsic (print/println excluded: the interpreter records those).
/// Argument types select the overload, as the frontend resolved it.
inline ir::scalar eval_intrinsic(ir::intrinsic fn, std::span<const ir::scalar> a) {
  using ir::intrinsic;
  using ir::prim;
  using ir::scalar;
  const ir::type t = a.empty() ? ir::void_type : a[0].ty;
  auto d = [&](std::size_t k) { return a[k].d; };
  switch (fn) {
  case intrinsic::abs:
    switch (t.base) {
    case prim::int_: return scalar::of_int(a[0].as_int() < 0 ? ir::detail::wrap_neg(a[0].as_int()) : a[0].as_int());
    case prim::long_: return scalar::of_long(a[0].i < 0 ? ir::detail::wrap_neg(a[0].i) : a[0].i);
    case prim::float_: return scalar::of_float(detail::java_abs(a[0].f));
    default: return scalar::of_double(detail::java_abs(d(0)));
    }
  case intrinsic::min:
  case intrinsic::max: {
    const bool mn = fn == intrinsic::min;
    switch (t.base) {
    case prim::int_:
      return scalar::of_int(mn ? std::min(a[0].as_int(), a[1].as_int()) : std::max(a[0].as_int(), a[1].as_int()));
    case prim::long_: return scalar::of_long(mn ? std::min(a[0].i, a[1].i) : std::max(a[0].i, a[1].i));
    case prim::float_:
      return scalar::of_float(mn ? detail::java_min(a[0].f, a[1].f) : detail::java_max(a[0].f, a[1].f));
    default: return scalar::of_double(mn ? detail::java_min(d(0), d(1)) : detail::java_max(d(0), d(1)));
    }
  }
  case intrinsic::floor: return scalar::of_double(std::floor(d(0)));
  case intrinsic::ceil: return scalar::of_double(std::ceil(d(0)));
  case intrinsic::rint: return scalar::of_double(std::nearbyint(d(0))); // ties to even
  case intrinsic::round:
    if (t.is(prim::float_)) return scalar::of_int(detail::round_float(a[0].f));
    return scalar::of_long(detail::round_double(d(0)));
  case intrinsic::signum:
    if (t.is(prim::float_)) return scalar::of_float(detail::java_signum(a[0].f));
    return scalar::of_double(detail::java_signum(d(0)));
  case intrinsic::sqrt: return scalar::of_double(std::sqrt(d(0)));
  case intrinsic::get_exponent:
    if (t.is(prim::float_)) return scalar::of_int(((std::bit_cast<std::int32_t>(a[0].f) & 0x7f800000) >> 23) - 127);
    return scalar::of_int(
        static_cast<std::int32_t>(((std::bit_cast<std::int64_t>(d(0)) & 0x7ff0000000000000LL) >> 52) - 1023));
  case intrinsic::to_radians: return scalar::of_double(d(0) * 0.017453292519943295);
  case intrinsic::to_degrees: return scalar::of_double(d(0) * 57.29577951308232);
  // glibc cbrt is up to 2 ulp away from the JVM (fdlibm, < 0.67 ulp); cbrtl rounded to double
  // is within 0.5 ulp, hence within 1 ulp of fdlibm
  case intrinsic::cbrt: return scalar::of_double(static_cast<double>(std::cbrt(static_cast<long double>(d(0)))));
  case intrinsic::pow: return scalar::of_double(detail::java_pow(d(0), d(1)));
  case intrinsic::exp: return scalar::of_double(std::exp(d(0)));
  case intrinsic::log: return scalar::of_double(std::log(d(0)));
  case intrinsic::log10: return scalar::of_double(std::log10(d(0)));
  case intrinsic::sin: return scalar::of_double(std::sin(d(0)));
  case intrinsic::cos: return scalar::of_double(std::cos(d(0)));
  case intrinsic::tan: return scalar::of_double(std::tan(d(0)));
  case intrinsic::asin: return scalar::of_double(std::asin(d(0)));
  case intrinsic::acos: return scalar::of_double(std::acos(d(0)));
  case intrinsic::atan: return scalar::of_double(std::atan(d(0)));
  case intrinsic::atan2: return scalar::of_double(std::atan2(d(0), d(1)));
  case intrinsic::sinh: return scalar::of_double(std::sinh(d(0)));
  case intrinsic::cosh: return scalar::of_double(std::cosh(d(0)));
  case intrinsic::tanh: return scalar::of_double(std::tanh(d(0)));
  case intrinsic::hypot: return scalar::of_double(std::hypot(d(0), d(1)));
  case intrinsic::long_bits_to_double: return scalar::of_double(std::bit_cast<double>(a[0].i));
  case intrinsic::double_to_raw_long_bits: return scalar::of_long(std::bit_cast<std::int64_t>(d(0)));
  case intrinsic::double_to_long_bits: return scalar::of_long(detail::canonical_bits(d(0)));
  case intrinsic::is_nan: return scalar::of_bool(std::isnan(d(0)));
  case intrinsic::is_infinite: return scalar::of_bool(std::isinf(d(0)));
  case intrinsic::int_bits_to_float: return scalar::of_float(std::bit_cast<float>(a[0].as_int()));
  case intrinsic::float_to_raw_int_bits: return scalar::of_int(std::bit_cast<std::int32_t>(a[0].f));
  case intrinsic::float_to_int_bits: return scalar::of_int(detail::canonical_bits(a[0].f));
  case intrinsic::print:
  case intrinsic::println:
  case intrinsic::err_print:
  case intrinsic::err_println:
  default: break;
  }
  return scalar{};
}

} // namespace symdelta::engine
