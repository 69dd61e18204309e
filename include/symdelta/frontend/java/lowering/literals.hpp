#pragma once
// Java literals (integer, floating-point, char, String) as IR constants, with javac's range and
// escape checks.
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>
#include <string_view>

#include "symdelta/frontend/java/lowering/context.hpp"
#include "symdelta/frontend/java/lowering/integer_literal.hpp"

namespace symdelta::java::detail {

class literal_lowering : public lowering_context {
public:
  using lowering_context::lowering_context;

protected:
  // ---- literals -----------------------------------------------------------------------------

  expr lower_integer_literal(syntax_node n, bool negated) {
    const auto lit = read_integer_literal(n);
    if (!lit) fail(diagnostic::kind::syntax, n, "integer number too large");
    std::uint64_t mag = lit->magnitude;
    if (lit->decimal) { // decimal literals are signed; 2^31 / 2^63 only right after a unary minus
      const std::uint64_t max_pos = lit->is_long ? 0x7fffffffffffffffull : 0x7fffffffull;
      if (mag > max_pos + (negated ? 1 : 0)) fail(diagnostic::kind::syntax, n, "integer number too large");
      if (negated) mag = 0 - mag;
    }
    const ir::scalar v = lit->is_long ? ir::scalar::of_long(static_cast<std::int64_t>(mag))
                                      : ir::scalar::of_int(static_cast<std::int32_t>(static_cast<std::uint32_t>(mag)));
    return literal_of(n.pos(), v);
  }

  expr lower_float_literal(syntax_node n) {
    std::string s = without_underscores(n.text());
    const char suffix = s.empty() ? 'd' : s.back();
    const bool is_float = suffix == 'f' || suffix == 'F';
    if (is_float || suffix == 'd' || suffix == 'D') s.pop_back();
    errno = 0;
    char *end = nullptr;
    // strtod/strtof round correctly to nearest (glibc), as Java's literal conversion does
    if (is_float) {
      const float f = std::strtof(s.c_str(), &end);
      if (std::isinf(f) || (f == 0 && has_nonzero_digit(s)))
        fail(diagnostic::kind::syntax, n, "floating-point number out of range");
      return literal_of(n.pos(), ir::scalar::of_float(f));
    }
    const double d = std::strtod(s.c_str(), &end);
    if (std::isinf(d) || (d == 0 && has_nonzero_digit(s)))
      fail(diagnostic::kind::syntax, n, "floating-point number out of range");
    return literal_of(n.pos(), ir::scalar::of_double(d));
  }

  static bool has_nonzero_digit(const std::string &s) {
    const bool hex = s.size() > 1 && (s[1] == 'x' || s[1] == 'X');
    for (std::size_t i = hex ? 2 : 0; i < s.size(); ++i) {
      const char c = s[i];
      if (c == 'e' || c == 'E' || (hex && (c == 'p' || c == 'P'))) break;
      if ((c >= '1' && c <= '9') || (hex && std::isxdigit(static_cast<unsigned char>(c)) && c != '0')) return true;
    }
    return false;
  }

  /// Decodes the escape at s[i] ('\\' already seen at s[i-1]) into UTF-16 units; advances i.
  void decode_escape(syntax_node n, std::string_view s, std::size_t &i, std::u16string &out) const {
    const char c = s[i++];
    switch (c) {
    case 'b': out += u'\b'; return;
    case 't': out += u'\t'; return;
    case 'n': out += u'\n'; return;
    case 'f': out += u'\f'; return;
    case 'r': out += u'\r'; return;
    case 's': out += u' '; return;
    case '"': out += u'"'; return;
    case '\'': out += u'\''; return;
    case '\\': out += u'\\'; return;
    case 'u': {
      while (i < s.size() && s[i] == 'u')
        ++i;
      unsigned v = 0;
      auto [p, ec] = std::from_chars(s.data() + i, s.data() + std::min(s.size(), i + 4), v, 16);
      if (ec != std::errc{} || p != s.data() + i + 4) fail(diagnostic::kind::syntax, n, "illegal unicode escape");
      i += 4;
      out += static_cast<char16_t>(v);
      return;
    }
    default:
      if (c >= '0' && c <= '7') { // octal escape, at most \377
        unsigned v = static_cast<unsigned>(c - '0');
        const std::size_t max_len = c <= '3' ? 2 : 1;
        for (std::size_t k = 0; k < max_len && i < s.size() && s[i] >= '0' && s[i] <= '7'; ++k)
          v = v * 8 + static_cast<unsigned>(s[i++] - '0');
        out += static_cast<char16_t>(v);
        return;
      }
      fail(diagnostic::kind::syntax, n, "illegal escape character");
    }
  }

  /// Decodes a literal body (between the quotes) to UTF-16, as Java stores chars.
  std::u16string decode_text(syntax_node n, std::string_view s) const {
    std::u16string out;
    for (std::size_t i = 0; i < s.size();) {
      const auto c = static_cast<unsigned char>(s[i]);
      if (c == '\\') {
        ++i;
        decode_escape(n, s, i, out);
      } else if (c < 0x80) {
        out += static_cast<char16_t>(c);
        ++i;
      } else { // UTF-8 sequence -> code point -> UTF-16
        unsigned cp = 0;
        std::size_t len = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
        cp = c & (0xff >> (len + 1));
        for (std::size_t k = 1; k < len && i + k < s.size(); ++k)
          cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3f);
        i += len;
        if (cp >= 0x10000) {
          cp -= 0x10000;
          out += static_cast<char16_t>(0xd800 + (cp >> 10));
          out += static_cast<char16_t>(0xdc00 + (cp & 0x3ff));
        } else {
          out += static_cast<char16_t>(cp);
        }
      }
    }
    return out;
  }

  expr lower_char_literal(syntax_node n) {
    std::string_view t = n.text();
    const std::u16string v = decode_text(n, t.substr(1, t.size() - 2));
    if (v.size() != 1) fail(diagnostic::kind::syntax, n, "a char literal must hold exactly one character");
    return literal_of(n.pos(), ir::scalar::of_integral(ir::char_type, v[0]));
  }

  expr lower_string_literal(syntax_node n) {
    std::string_view t = n.text();
    if (t.substr(0, 3) == "\"\"\"") unsupported(n);
    const std::u16string v = decode_text(n, t.substr(1, t.size() - 2));
    expr e = reference_literal(n, ir::string_type);
    for (char16_t c : v) { // back to UTF-8 for printing
      if (c < 0x80)
        e.lit.s += static_cast<char>(c);
      else if (c < 0x800) {
        e.lit.s += static_cast<char>(0xc0 | (c >> 6));
        e.lit.s += static_cast<char>(0x80 | (c & 0x3f));
      } else {
        e.lit.s += static_cast<char>(0xe0 | (c >> 12));
        e.lit.s += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
        e.lit.s += static_cast<char>(0x80 | (c & 0x3f));
      }
    }
    return e;
  }
};

} // namespace symdelta::java::detail
