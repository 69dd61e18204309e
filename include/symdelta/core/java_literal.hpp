#pragma once
// Java's spelling of primitive values: Double.toString's text of a double or float (the shortest
// digits that read back to the same value, laid out as Double.toString does: JDK 19+; JDK 17
// sometimes prints more digits), and a value as a Java source literal (9.0, 2.5f, 10L, 'a',
// Double.NaN, "a\n"), for the engine's texts and the reports' Java terms (report/java_terms.hpp).
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "symdelta/core/text.hpp"

namespace symdelta::java {

namespace detail {

// Java layout of shortest digits: plain for 1e-3 <= |v| < 1e7, else d.dddE<exp>.
inline std::string java_floating(std::string shortest, bool finite, bool negative_zero) {
  if (!finite) {
    if (shortest.find("nan") != std::string::npos) return "NaN";
    return shortest[0] == '-' ? "-Infinity" : "Infinity";
  }
  if (negative_zero) return "-0.0";
  std::string sign;
  if (shortest[0] == '-') {
    sign = "-";
    shortest.erase(0, 1);
  }
  // split "d.ddde±x" / "ddd.ddd" into digits and the decimal exponent of the first digit
  int exp10 = 0;
  if (auto e = shortest.find('e'); e != std::string::npos) {
    exp10 = std::stoi(shortest.substr(e + 1));
    shortest.erase(e);
  }
  std::string digits;
  int point = -1;
  for (char c : shortest) {
    if (c == '.')
      point = static_cast<int>(digits.size());
    else
      digits += c;
  }
  if (point < 0) point = static_cast<int>(digits.size());
  const auto first = digits.find_first_not_of('0');
  if (first == std::string::npos) return sign + "0.0";
  point -= static_cast<int>(first);
  digits.erase(0, first);
  while (digits.size() > 1 && digits.back() == '0')
    digits.pop_back();
  const int sci = point - 1 + exp10; // value = 0.digits * 10^(point+exp10)
  if (sci >= -3 && sci < 7) {
    std::string out;
    const int int_digits = sci + 1;
    if (int_digits <= 0) {
      out = "0." + std::string(static_cast<std::size_t>(-int_digits), '0') + digits;
    } else if (static_cast<std::size_t>(int_digits) >= digits.size()) {
      out = digits + std::string(int_digits - digits.size(), '0') + ".0";
    } else {
      out = digits.substr(0, int_digits) + "." + digits.substr(int_digits);
    }
    return sign + out;
  }
  std::string mant = digits.substr(0, 1) + "." + (digits.size() > 1 ? digits.substr(1) : "0");
  return sign + mant + "E" + std::to_string(sci);
}

} // namespace detail

// Java prints at least two significant digits in computerized scientific notation (d.dE<n>):
// when one digit suffices, it picks the two-digit decimal closest to the value (4.9E-324, not
// 5.0E-324). "{:.1e}" is exactly that decimal.
template <class T> std::string java_floating_text(T v) {
  if (!std::isfinite(v) || v == 0)
    return detail::java_floating(fmt::format("{}", v), std::isfinite(v), std::signbit(v));
  std::string shortest = fmt::format("{}", v);
  const T mag = std::fabs(v);
  const bool scientific = mag < T(1e-3) || mag >= T(1e7);
  std::size_t significant = 0;
  bool leading = true;
  for (char c : shortest.substr(0, shortest.find('e'))) {
    if (c < '0' || c > '9') continue;
    if (c != '0') leading = false;
    if (!leading) ++significant;
  }
  if (scientific && significant <= 1) shortest = fmt::format("{:.1e}", v);
  return detail::java_floating(shortest, true, false);
}

/// A double as a Java expression of its value: 9.0, -0.0, 1.0E10, Double.NaN,
/// Double.POSITIVE_INFINITY (Java has no literal for those three).
inline std::string double_literal(double v) {
  if (std::isnan(v)) return "Double.NaN";
  if (std::isinf(v)) return v > 0 ? "Double.POSITIVE_INFINITY" : "Double.NEGATIVE_INFINITY";
  return java_floating_text(v);
}

/// A float as a Java expression of its value: 2.5f, -0.0f, Float.NaN, Float.NEGATIVE_INFINITY.
inline std::string float_literal(float v) {
  if (std::isnan(v)) return "Float.NaN";
  if (std::isinf(v)) return v > 0 ? "Float.POSITIVE_INFINITY" : "Float.NEGATIVE_INFINITY";
  return java_floating_text(v) + "f";
}

/// A char as a Java literal: 'a', '\n', '\'', '\u00e9' (beyond printable ASCII).
inline std::string char_literal(std::uint16_t c) {
  switch (c) {
  case '\n': return "'\\n'";
  case '\t': return "'\\t'";
  case '\r': return "'\\r'";
  case '\'': return "'\\''";
  case '\\': return "'\\\\'";
  default: return c >= 0x20 && c < 0x7f ? fmt::format("'{}'", static_cast<char>(c)) : fmt::format("'\\u{:04x}'", c);
  }
}

/// An int (width 32) or long (width 64; byte and short are ints) as a Java literal: decimal, 10L
/// for a long, and hexadecimal where the bits say more than the digits: a non-negative mask or
/// single bit of 17 bits or more, and the type's least value (0x7fffffff, 0xffff0000L,
/// 0x80000000; but -65536, -2147483648L).
inline std::string integer_literal(std::int64_t v, unsigned width) {
  const std::string suffix = width == 64 ? "L" : "";
  const std::uint64_t bits =
      width >= 64 ? static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v) & ((std::uint64_t{1} << width) - 1);
  const std::uint64_t run = bits >> std::countr_zero(bits | (std::uint64_t{1} << 63)); // its ones moved down
  const bool mask = bits != 0 && (run & (run + 1)) == 0;                               // one run of ones
  const std::uint64_t magnitude = v < 0 ? 0 - static_cast<std::uint64_t>(v) : static_cast<std::uint64_t>(v);
  const bool least = bits == std::uint64_t{1} << (width - 1);
  if (mask && (v >= 0 || least) && magnitude >= (std::uint64_t{1} << 16) && (width == 32 || width == 64))
    return fmt::format("0x{:x}{}", bits, suffix);
  return fmt::format("{}{}", v, suffix);
}

/// A text as a Java string literal: quoted, with \n, \t, \r, \", \\ and other control
/// characters escaped (\uXXXX). Reports keep other characters as they are; with `ascii`, every
/// UTF-16 unit beyond ASCII is escaped too, as the JVM harness writes texts (UTF-8 decoded; a
/// byte that is not UTF-8 stands for itself).
inline std::string java_quoted(std::string_view s, bool ascii = false) {
  std::string out = "\"";
  auto unit = [&](std::uint32_t u) {
    switch (u) {
    case '\n': out += "\\n"; break;
    case '\t': out += "\\t"; break;
    case '\r': out += "\\r"; break;
    case '"': out += "\\\""; break;
    case '\\': out += "\\\\"; break;
    default:
      if (u < 0x20 || u == 0x7f || (ascii && u > 0x7f))
        out += fmt::format("\\u{:04x}", u);
      else
        text::append_unit(out, u);
    }
  };
  if (!ascii) { // the bytes as they are, control characters escaped
    for (const char c : s)
      if (static_cast<unsigned char>(c) >= 0x80)
        out += c;
      else
        unit(static_cast<unsigned char>(c));
    return out + "\"";
  }
  for (const std::uint32_t c : text::codes(s)) {
    if (c > 0xffff) { // a surrogate pair, as Java holds it
      unit(0xd800 + ((c - 0x10000) >> 10));
      unit(0xdc00 + ((c - 0x10000) & 0x3ff));
    } else {
      unit(c);
    }
  }
  return out + "\"";
}

} // namespace symdelta::java
