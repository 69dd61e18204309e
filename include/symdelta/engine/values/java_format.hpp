#pragma once
// Java's textual form of primitive values (String.valueOf): used for string concatenation,
// printed output events and the CLI. Doubles and floats as core/java_literal.hpp writes them.
#include <cmath>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/java_literal.hpp"
#include "symdelta/core/text.hpp"
#include "symdelta/ir/semantics.hpp"

namespace symdelta::engine {

using java::java_floating_text;
using java::java_quoted;

inline std::string java_to_string(double v) { return java_floating_text(v); }
inline std::string java_to_string(float v) { return java_floating_text(v); }

/// String.valueOf of a primitive value.
inline std::string java_to_string(const ir::scalar &v) {
  switch (v.ty.base) {
  case ir::prim::boolean: return v.i ? "true" : "false";
  case ir::prim::char_: {
    std::string s;
    text::append_unit(s, static_cast<std::uint32_t>(v.i));
    return s;
  }
  case ir::prim::float_: return java_to_string(v.f);
  case ir::prim::double_: return java_to_string(v.d);
  default: return std::to_string(v.i);
  }
}

/// The text of a Java string literal (java_quoted()'s, or one a user writes: the escapes \b \t
/// \n \f \r \s \" \' \\, octal ones and \uXXXX), as symdelta holds texts (core/text.hpp: a
/// character beyond the UTF-16 units becomes its surrogate pair); nullopt when it is not one.
inline std::optional<std::string> java_unquoted(std::string_view s) {
  if (s.size() < 2 || s.front() != '"' || s.back() != '"') return std::nullopt;
  const std::vector<std::uint32_t> cs = text::codes(s.substr(1, s.size() - 2));
  std::string out;
  auto hex = [](std::uint32_t c) -> int {
    if (c >= '0' && c <= '9') return static_cast<int>(c - '0');
    if (c >= 'a' && c <= 'f') return static_cast<int>(c - 'a' + 10);
    if (c >= 'A' && c <= 'F') return static_cast<int>(c - 'A' + 10);
    return -1;
  };
  for (std::size_t i = 0; i < cs.size(); ++i) {
    std::uint32_t c = cs[i];
    if (c == '"') return std::nullopt; // unescaped, it would end the literal
    if (c == '\\') {
      if (++i == cs.size()) return std::nullopt;
      switch (cs[i]) {
      case 'b': c = '\b'; break;
      case 't': c = '\t'; break;
      case 'n': c = '\n'; break;
      case 'f': c = '\f'; break;
      case 'r': c = '\r'; break;
      case 's': c = ' '; break;
      case '"':
      case '\'':
      case '\\': c = cs[i]; break;
      case 'u': {
        while (i + 1 < cs.size() && cs[i + 1] == 'u')
          ++i;
        if (i + 4 >= cs.size()) return std::nullopt;
        c = 0;
        for (int k = 0; k < 4; ++k) {
          const int d = hex(cs[++i]);
          if (d < 0) return std::nullopt;
          c = c * 16 + static_cast<std::uint32_t>(d);
        }
        break;
      }
      default: { // octal: up to three digits, at most \377
        if (cs[i] < '0' || cs[i] > '7') return std::nullopt;
        c = cs[i] - '0';
        const std::size_t most = cs[i] <= '3' ? 3 : 2;
        for (std::size_t k = 1; k < most && i + 1 < cs.size() && cs[i + 1] >= '0' && cs[i + 1] <= '7'; ++k)
          c = c * 8 + (cs[++i] - '0');
      }
      }
    }
    if (c > 0xffff) { // a surrogate pair, as Java holds it
      text::append_unit(out, 0xd800 + ((c - 0x10000) >> 10));
      text::append_unit(out, 0xdc00 + ((c - 0x10000) & 0x3ff));
    } else {
      text::append_unit(out, c);
    }
  }
  return out;
}

} // namespace symdelta::engine
