#pragma once
// Library functions the IR knows by meaning rather than by body (Math.*, Double.*, printing).
// The overload is given by the argument types of the call node (Math.abs on int vs double).
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

namespace symdelta::ir {

enum class intrinsic : std::uint8_t {
  // exact functions
  abs,
  min,
  max,
  floor,
  ceil,
  rint,
  round,
  signum,
  sqrt,
  get_exponent,
  to_radians,
  to_degrees,
  // transcendental functions: the JVM may differ from the C library by a few ulps
  cbrt,
  pow,
  exp,
  log,
  log10,
  sin,
  cos,
  tan,
  asin,
  acos,
  atan,
  atan2,
  sinh,
  cosh,
  tanh,
  hypot,
  // bit-level conversions and tests
  long_bits_to_double,
  double_to_raw_long_bits,
  double_to_long_bits,
  is_nan,
  is_infinite,
  int_bits_to_float,
  float_to_raw_int_bits,
  float_to_int_bits,
  // output (System.out, System.err): part of a call's observable behaviour
  print,
  println,
  err_print,
  err_println,
  // a point no run models (its literal says what): the run ends as unsupported
  unmodelled,
  // a function of a character's code (args[0], an int) that no run computes (Java's Unicode
  // data, its literal names it): concrete runs end as unsupported, symbolic ones approximate it
  approximated_boolean,
  approximated_int,
  // (r, s), two Strings that are not null: r, or s itself where their texts are equal (the JDK's
  // methods that return `this` when they change nothing: toUpperCase, replace)
  unchanged_text,
  // methods of java.lang.String on a receiver (args[0]) that is not null; the executor throws
  // what Java throws first (NullPointerException, StringIndexOutOfBoundsException)
  string_length,
  string_is_empty,
  string_char_at,     // (s, index in range)
  string_equals,      // (s, another String that is not null)
  string_starts_with, // (s, prefix)
  string_ends_with,   // (s, suffix)
  string_contains,    // (s, t)
  string_index_of,    // (s, t): the first index of t in s, or -1
  string_substring,   // (s, begin, end), in range
  string_is_latin1,   // (s): every unit at most 0xff, a text the JDK stores one byte a unit (compact strings)
  string_concat,      // (s, t)
  count_
};

struct intrinsic_info {
  intrinsic id;
  std::string_view java_name; // as written in Java
  bool transcendental;        // results may differ from the JVM's by a few ulps
};

inline constexpr std::array<intrinsic_info, static_cast<std::size_t>(intrinsic::count_)> intrinsics{{
    {intrinsic::abs, "Math.abs", false},
    {intrinsic::min, "Math.min", false},
    {intrinsic::max, "Math.max", false},
    {intrinsic::floor, "Math.floor", false},
    {intrinsic::ceil, "Math.ceil", false},
    {intrinsic::rint, "Math.rint", false},
    {intrinsic::round, "Math.round", false},
    {intrinsic::signum, "Math.signum", false},
    {intrinsic::sqrt, "Math.sqrt", false},
    {intrinsic::get_exponent, "Math.getExponent", false},
    {intrinsic::to_radians, "Math.toRadians", false},
    {intrinsic::to_degrees, "Math.toDegrees", false},
    {intrinsic::cbrt, "Math.cbrt", true},
    {intrinsic::pow, "Math.pow", true},
    {intrinsic::exp, "Math.exp", true},
    {intrinsic::log, "Math.log", true},
    {intrinsic::log10, "Math.log10", true},
    {intrinsic::sin, "Math.sin", true},
    {intrinsic::cos, "Math.cos", true},
    {intrinsic::tan, "Math.tan", true},
    {intrinsic::asin, "Math.asin", true},
    {intrinsic::acos, "Math.acos", true},
    {intrinsic::atan, "Math.atan", true},
    {intrinsic::atan2, "Math.atan2", true},
    {intrinsic::sinh, "Math.sinh", true},
    {intrinsic::cosh, "Math.cosh", true},
    {intrinsic::tanh, "Math.tanh", true},
    {intrinsic::hypot, "Math.hypot", true},
    {intrinsic::long_bits_to_double, "Double.longBitsToDouble", false},
    {intrinsic::double_to_raw_long_bits, "Double.doubleToRawLongBits", false},
    {intrinsic::double_to_long_bits, "Double.doubleToLongBits", false},
    {intrinsic::is_nan, "Double.isNaN", false},
    {intrinsic::is_infinite, "Double.isInfinite", false},
    {intrinsic::int_bits_to_float, "Float.intBitsToFloat", false},
    {intrinsic::float_to_raw_int_bits, "Float.floatToRawIntBits", false},
    {intrinsic::float_to_int_bits, "Float.floatToIntBits", false},
    {intrinsic::print, "System.out.print", false},
    {intrinsic::println, "System.out.println", false},
    {intrinsic::err_print, "System.err.print", false},
    {intrinsic::err_println, "System.err.println", false},
    {intrinsic::unmodelled, "symdelta$Unmodelled.at", false},
    {intrinsic::approximated_boolean, "symdelta$Approximate.bool", false},
    {intrinsic::approximated_int, "symdelta$Approximate.code", false},
    {intrinsic::unchanged_text, "symdelta$Text.unchanged", false},
    {intrinsic::string_length, "String#length", false},
    {intrinsic::string_is_empty, "String#isEmpty", false},
    {intrinsic::string_char_at, "String#charAt", false},
    {intrinsic::string_equals, "String#equals", false},
    {intrinsic::string_starts_with, "String#startsWith", false},
    {intrinsic::string_ends_with, "String#endsWith", false},
    {intrinsic::string_contains, "String#contains", false},
    {intrinsic::string_index_of, "String#indexOf", false},
    {intrinsic::string_substring, "String#substring", false},
    {intrinsic::string_is_latin1, "String#isLatin1", false},
    {intrinsic::string_concat, "String#concat", false},
}};

constexpr const intrinsic_info &info(intrinsic f) { return intrinsics[static_cast<std::size_t>(f)]; }

/// The output streams a program can print to.
enum class stream : std::uint8_t { out, err };

constexpr bool is_string_method(intrinsic f) { return f >= intrinsic::string_length && f <= intrinsic::string_concat; }
constexpr bool is_output(intrinsic f) { return f >= intrinsic::print && f <= intrinsic::err_println; }
constexpr stream output_stream(intrinsic f) {
  return f == intrinsic::err_print || f == intrinsic::err_println ? stream::err : stream::out;
}
constexpr bool ends_line(intrinsic f) { return f == intrinsic::println || f == intrinsic::err_println; }
constexpr std::string_view stream_name(stream s) { return s == stream::out ? "System.out" : "System.err"; }

inline std::optional<intrinsic> find_intrinsic(std::string_view java_name) {
  for (const auto &i : intrinsics)
    if (i.java_name == java_name) return i.id;
  return std::nullopt;
}

} // namespace symdelta::ir

namespace symdelta::ir::detail {
constexpr bool intrinsic_table_in_order() {
  for (std::size_t i = 0; i < intrinsics.size(); ++i)
    if (static_cast<std::size_t>(intrinsics[i].id) != i) return false;
  return true;
}
static_assert(intrinsic_table_in_order(), "ir::intrinsics must list the enum in declaration order");
} // namespace symdelta::ir::detail
