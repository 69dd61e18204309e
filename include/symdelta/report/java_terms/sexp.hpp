#pragma once
// SMT-LIB text as the Java printer of report/java_terms.hpp reads it: s-expressions, Java's
// operator precedence, the sorts and Java expressions the printer works with, and the literals
// and names it reads.
#include <bit>
#include <cctype>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "symdelta/core/java_literal.hpp"
#include "symdelta/core/text.hpp"

namespace symdelta::report::java_terms_detail {

/// An s-expression of SMT-LIB text: an atom (a symbol, |quoted symbol|, numeral, #x/#b literal,
/// "string") or a list.
struct sexp {
  bool list = false;
  std::string atom;
  std::vector<sexp> items;
  [[nodiscard]] bool is(std::string_view a) const { return !list && atom == a; }
  [[nodiscard]] bool head(std::string_view a) const { return list && !items.empty() && items[0].is(a); }
};

/// Reads one s-expression at `pos`; nullopt on unbalanced or cut text (a term printed past the
/// backend's print limit ends in "...").
inline std::optional<sexp> read(std::string_view s, std::size_t &pos, int depth = 0) {
  const auto space = [&] {
    while (pos < s.size() && (s[pos] == ' ' || s[pos] == '\n' || s[pos] == '\t' || s[pos] == '\r'))
      ++pos;
  };
  space();
  if (pos >= s.size() || s[pos] == ')' || depth > 2000) return std::nullopt;
  sexp e;
  if (s[pos] == '(') {
    e.list = true;
    ++pos;
    for (;;) {
      space();
      if (pos >= s.size()) return std::nullopt;
      if (s[pos] == ')') {
        ++pos;
        return e;
      }
      auto item = read(s, pos, depth + 1);
      if (!item) return std::nullopt;
      e.items.push_back(std::move(*item));
    }
  }
  const std::size_t start = pos;
  if (s[pos] == '|') {
    const auto end = s.find('|', pos + 1);
    if (end == std::string_view::npos) return std::nullopt;
    pos = end + 1;
  } else if (s[pos] == '"') {
    for (++pos;; ++pos) {
      if (pos >= s.size()) return std::nullopt;
      if (s[pos] == '"') {
        if (pos + 1 < s.size() && s[pos + 1] == '"') { // "" stands for one quote
          ++pos;
          continue;
        }
        ++pos;
        break;
      }
    }
  } else {
    while (pos < s.size() && s[pos] != ' ' && s[pos] != '(' && s[pos] != ')' && s[pos] != '\n' && s[pos] != '\t' &&
           s[pos] != '|' && s[pos] != '"')
      ++pos;
  }
  e.atom = std::string(s.substr(start, pos - start));
  return e;
}

/// Java's operator precedence, tightest last.
enum prec : int {
  conditional = 3,
  cor,
  cand,
  bor,
  bxor,
  band,
  equality,
  relational,
  shift,
  additive,
  multiplicative,
  unary,
  primary
};

/// What a term is, as far as the printer needs: its sort, a bit-vector's width, whether a
/// 16-bit value is a char (compared unsigned) rather than a short.
struct sort_info {
  enum kind_t : std::uint8_t { unknown, boolean, bv, fp, integer, real, string, rounding } kind = unknown;
  unsigned width = 0; // bv: bits; fp: exponent + significand bits
  unsigned eb = 0, sb = 0;
  bool is_char = false;
  bool operator==(const sort_info &) const = default;
};

/// A Java expression and how tightly it binds; `java` false where it is SMT-LIB text kept.
struct jx {
  std::string text;
  int p = primary;
  sort_info sort;
};

// ---- literals

inline std::optional<std::pair<std::uint64_t, unsigned>> bits_of(std::string_view a) { // #x.. / #b.., <= 64 bits
  if (a.size() < 3 || a[0] != '#' || (a[1] != 'x' && a[1] != 'b')) return std::nullopt;
  const bool hex = a[1] == 'x';
  const unsigned width = static_cast<unsigned>(a.size() - 2) * (hex ? 4 : 1);
  if (width > 64) return std::nullopt;
  std::uint64_t v = 0;
  for (const char c : a.substr(2)) {
    int d = -1;
    if (c >= '0' && c <= '9') d = c - '0';
    if (hex && c >= 'a' && c <= 'f') d = c - 'a' + 10;
    if (hex && c >= 'A' && c <= 'F') d = c - 'A' + 10;
    if (d < 0 || (!hex && d > 1)) return std::nullopt;
    v = (v << (hex ? 4 : 1)) | static_cast<std::uint64_t>(d);
  }
  return std::pair{v, width};
}

inline sort_info bv_sort(unsigned w) { return {sort_info::bv, w}; }
inline sort_info fp_sort(unsigned eb, unsigned sb) { return {sort_info::fp, eb + sb, eb, sb}; }

/// A bit-vector value as Java writes a value of its width's type.
inline std::optional<jx> bv_literal(std::uint64_t bits, unsigned width, bool is_char) {
  const auto signed_value = [&]() -> std::int64_t {
    if (width == 64) return static_cast<std::int64_t>(bits);
    const std::uint64_t sign = std::uint64_t{1} << (width - 1);
    return static_cast<std::int64_t>(bits ^ sign) - static_cast<std::int64_t>(sign);
  };
  jx r;
  r.sort = bv_sort(width);
  if (width == 16 && is_char) {
    r.text = java::char_literal(static_cast<std::uint16_t>(bits));
    r.sort.is_char = true;
    return r;
  }
  if (width != 8 && width != 16 && width != 32 && width != 64) return std::nullopt;
  r.text = java::integer_literal(signed_value(), width == 64 ? 64 : 32);
  if (r.text[0] == '-') r.p = unary;
  return r;
}

inline jx floating_literal(std::uint64_t bits, unsigned eb, unsigned sb) {
  jx r;
  r.sort = fp_sort(eb, sb);
  if (eb == 11 && sb == 53)
    r.text = java::double_literal(std::bit_cast<double>(bits));
  else
    r.text = java::float_literal(std::bit_cast<float>(static_cast<std::uint32_t>(bits)));
  if (r.text[0] == '-') r.p = unary;
  return r;
}

inline bool java_floating(unsigned eb, unsigned sb) { return (eb == 11 && sb == 53) || (eb == 8 && sb == 24); }

/// An index of an indexed operator (an optional<unsigned> here trips GCC 12's
/// maybe-uninitialized warning).
struct index {
  bool ok = false;
  unsigned v = 0;
  explicit operator bool() const { return ok; }
  unsigned operator*() const { return v; }
};

inline index number(const sexp &e) {
  if (e.list || e.atom.empty() || e.atom.size() > 9 || e.atom.find_first_not_of("0123456789") != std::string::npos)
    return {};
  return {true, static_cast<unsigned>(std::stoul(e.atom))};
}

/// (_ name i...) of an indexed operator or constant.
inline bool indexed(const sexp &e, std::string_view name, std::size_t indices) {
  return e.head("_") && e.items.size() == 2 + indices && e.items[1].is(name);
}

inline bool rne(const sexp &e) { return e.is("RNE") || e.is("roundNearestTiesToEven"); }

// ---- operators

/// SMT-LIB's name of an operator as Z3 may name it too.
inline std::string operator_name(std::string op) {
  if (op == "if") return "ite"; // as Z3's text had it before it printed SMT-LIB's name
  // Z3's divisions known to have a non-zero divisor (bvsdiv_i) compute as the others
  if (op.starts_with("bv") && op.ends_with("_i")) op.resize(op.size() - 2);
  return op;
}

/// The Java type's width that extending by `by` bits makes another Java type's (unique).
inline unsigned extended_from(unsigned by) {
  for (unsigned from : {8u, 16u, 32u})
    if (from + by == 16 || from + by == 32 || from + by == 64) return from;
  return 0;
}

/// The text of an SMT-LIB string literal ("" for a quote, \u{61} or \u0061 for a character),
/// as symdelta holds texts (core/text.hpp).
inline std::optional<std::string> smt_string(std::string_view a) {
  if (a.size() < 2 || a.front() != '"' || a.back() != '"') return std::nullopt;
  const std::string_view in = a.substr(1, a.size() - 2);
  std::string out;
  for (std::size_t i = 0; i < in.size(); ++i) {
    if (in[i] == '"') { // ""
      out += '"';
      ++i;
      continue;
    }
    if (in[i] == '\\' && i + 1 < in.size() && in[i + 1] == 'u') {
      std::size_t from = i + 2, to = from;
      const bool braced = from < in.size() && in[from] == '{';
      if (braced)
        to = in.find('}', ++from);
      else
        to = std::min(in.size(), from + 4);
      const std::string_view hex = in.substr(from, to == std::string_view::npos ? 0 : to - from);
      if (!hex.empty() && hex.size() <= 5 && (braced || hex.size() == 4) &&
          hex.find_first_not_of("0123456789abcdefABCDEF") == std::string_view::npos) {
        text::append_unit(out, static_cast<std::uint32_t>(std::stoul(std::string(hex), nullptr, 16)));
        i = braced ? to : to - 1;
        continue;
      }
    }
    out += in[i];
  }
  return out;
}

inline bool math_function(std::string_view f) {
  for (std::string_view m : {"exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh",
                             "cosh", "tanh", "pow", "sqrt", "cbrt", "expm1", "log1p", "hypot"})
    if (f == m) return true;
  return false;
}

} // namespace symdelta::report::java_terms_detail
