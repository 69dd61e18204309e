#pragma once
// The text a variant or a neutral rewrite edits: byte spans, edits applied to them, lines,
// indentation and the spelling of types.
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace symdelta::java::detail::variant_making {

struct text_span {
  std::size_t begin = 0, end = 0;
  [[nodiscard]] bool contains(std::size_t offset) const { return begin <= offset && offset < end; }
  [[nodiscard]] bool overlaps(text_span o) const { return begin < o.end && o.begin < end; }
};

struct text_edit {
  text_span where;
  std::string replacement;
};

/// `text` (which starts at byte `base` of the file) with the edits applied; the edits do not overlap.
inline std::string apply_edits(std::string_view text, std::size_t base, std::vector<text_edit> edits) {
  std::sort(edits.begin(), edits.end(),
            [](const text_edit &a, const text_edit &b) { return a.where.begin < b.where.begin; });
  std::string out;
  std::size_t at = base;
  for (const auto &e : edits) {
    out.append(text.substr(at - base, e.where.begin - at));
    out += e.replacement;
    at = e.where.end;
  }
  out.append(text.substr(at - base));
  return out;
}

inline bool is_word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$'; }
inline bool is_blank(char c) { return c == ' ' || c == '\t'; }

/// A type as written, with whitespace only where it separates two words (`Map<K, V>` and
/// `Map<K,V>` are the same type to the renaming).
inline std::string normalize_type(std::string_view written) {
  std::string out;
  bool space_pending = false;
  for (char c : written) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space_pending = !out.empty();
      continue;
    }
    if (space_pending && is_word_char(out.back()) && is_word_char(c)) out += ' ';
    space_pending = false;
    out += c;
  }
  return out;
}

/// The type's class name without package, outer classes or type arguments (`a.B<C>` -> `B`);
/// empty for an array type, which no class implements.
inline std::string simple_type_name(std::string_view type) {
  if (auto lt = type.find('<'); lt != std::string_view::npos) type = type.substr(0, lt);
  if (type.find('[') != std::string_view::npos) return {};
  if (auto dot = type.rfind('.'); dot != std::string_view::npos) type = type.substr(dot + 1);
  return std::string(type);
}

/// Where the line holding `offset` starts.
inline std::size_t line_start(std::string_view source, std::size_t offset) {
  const std::size_t nl = source.rfind('\n', offset == 0 ? 0 : offset - 1);
  return offset == 0 || nl == std::string_view::npos ? 0 : nl + 1;
}

/// The leading whitespace of the line holding `offset`.
inline std::string_view indent_at(std::string_view source, std::size_t offset) {
  const std::size_t b = line_start(source, offset);
  std::size_t e = b;
  while (e < source.size() && is_blank(source[e]))
    ++e;
  return source.substr(b, e - b);
}

/// The line break the text uses: CRLF if it has one, else LF.
inline std::string newline_of(std::string_view source) {
  return source.find("\r\n") != std::string_view::npos ? "\r\n" : "\n";
}

/// Moves the lines after the first from the indentation `from` to `to` (a transplant keeps its
/// own nesting, under the location's indentation).
inline std::string reindent(std::string_view text, std::string_view from, std::string_view to) {
  std::string out;
  std::size_t at = 0;
  for (bool first = true;; first = false) {
    const std::size_t nl = text.find('\n', at);
    std::string_view line = text.substr(at, nl == std::string_view::npos ? std::string_view::npos : nl - at);
    if (!first && line.substr(0, from.size()) == from) {
      out += to;
      line.remove_prefix(from.size());
    }
    out += line;
    if (nl == std::string_view::npos) break;
    out += '\n';
    at = nl + 1;
  }
  return out;
}
} // namespace symdelta::java::detail::variant_making
