#pragma once
// An integer literal's digits as javac reads them (JLS 3.10.1): underscores dropped, the base from
// its prefix, an `L` suffix making it a long, and its magnitude within its type's. The lowering
// makes IR constants of it (literals.hpp); the variant generator reads loop bounds with it.
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>

#include "symdelta/frontend/java/syntax.hpp"

namespace symdelta::java::detail {

struct integer_literal_digits {
  std::uint64_t magnitude = 0; // at most 2^32 - 1 for an int, 2^64 - 1 for a long
  bool is_long = false;
  bool decimal = true; // a decimal literal is signed (2^31 and 2^63 only right after a unary minus);
                       // a hex, octal or binary one is its type's bit pattern (0xffffffff is -1)
};

inline std::string without_underscores(std::string_view s) {
  std::string r;
  for (char c : s)
    if (c != '_') r += c;
  return r;
}

/// The literal `n` (a decimal, hex, octal or binary integer literal of the grammar); nullopt if
/// it is none, or if its magnitude is beyond its type's ("integer number too large").
inline std::optional<integer_literal_digits> read_integer_literal(syntax_node n) {
  int base = 10;
  std::size_t start = 0;
  if (n.is("hex_integer_literal"))
    base = 16, start = 2;
  else if (n.is("binary_integer_literal"))
    base = 2, start = 2;
  else if (n.is("octal_integer_literal"))
    base = 8, start = 1;
  else if (!n.is("decimal_integer_literal"))
    return std::nullopt;
  std::string s = without_underscores(n.text());
  integer_literal_digits lit;
  lit.is_long = !s.empty() && (s.back() == 'l' || s.back() == 'L');
  lit.decimal = base == 10;
  if (lit.is_long) s.pop_back();
  auto [ptr, ec] = std::from_chars(s.data() + start, s.data() + s.size(), lit.magnitude, base);
  const std::uint64_t limit = lit.is_long ? std::numeric_limits<std::uint64_t>::max() : 0xffffffffull;
  if (ec != std::errc{} || ptr != s.data() + s.size() || lit.magnitude > limit) return std::nullopt;
  return lit;
}

} // namespace symdelta::java::detail
