#pragma once
// Java's Unicode escapes outside literals (JLS 3.3): javac translates every `\uXXXX` before it
// reads tokens, so `int \u0041bc = 1;` declares `Abc`, and an escape in a comment is the
// character it stands for (`// \u000a` ends the comment). tree-sitter reads the text as written,
// so the frontend translates the escapes of code and comments first. String and character
// literals keep theirs: the literal decoder (lowering/literals.hpp) reads them, lone surrogates
// included, which UTF-8 text cannot hold.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace symdelta::java::detail {

/// The code unit of the escape at s[i] (`\u`, `\uu`, ... then four hex digits), if one starts
/// there, and its length.
inline std::optional<std::pair<char16_t, std::size_t>> unicode_escape_at(std::string_view s, std::size_t i) {
  if (i + 1 >= s.size() || s[i] != '\\' || s[i + 1] != 'u') return std::nullopt;
  std::size_t j = i + 1;
  while (j < s.size() && s[j] == 'u')
    ++j;
  if (j + 4 > s.size()) return std::nullopt;
  unsigned v = 0;
  for (std::size_t k = j; k < j + 4; ++k) {
    const char c = s[k];
    const int d = c >= '0' && c <= '9'   ? c - '0'
                  : c >= 'a' && c <= 'f' ? c - 'a' + 10
                  : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                         : -1;
    if (d < 0) return std::nullopt;
    v = v * 16 + static_cast<unsigned>(d);
  }
  return std::pair{static_cast<char16_t>(v), j + 4 - i};
}

inline void append_utf8(std::string &out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

/// `source` with the Unicode escapes of its code and comments translated (see the top of the
/// file); the text itself when it has none. An escape of a lone surrogate stays as written.
inline std::string translate_unicode_escapes(std::string source) {
  if (source.find("\\u") == std::string::npos) return source;
  enum class state { code, line_comment, block_comment, string, character, text_block } at = state::code;
  std::string out;
  out.reserve(source.size());
  const std::string_view s = source;
  for (std::size_t i = 0; i < s.size();) {
    const bool literal = at == state::string || at == state::character || at == state::text_block;
    if (literal) { // copied as written, an escape with the character it protects
      if (s[i] == '\\' && i + 1 < s.size()) {
        out.append(s.substr(i, 2));
        i += 2;
        continue;
      }
      const bool closes = (at == state::string && s[i] == '"') || (at == state::character && s[i] == '\'') ||
                          (at == state::text_block && s.substr(i, 3) == "\"\"\"");
      const std::size_t n = at == state::text_block && closes ? 3 : 1;
      out.append(s.substr(i, n));
      i += n;
      if (closes || (at != state::text_block && s[i - 1] == '\n')) at = state::code;
      continue;
    }
    // code or a comment: one character, an escape translated
    char32_t c = static_cast<unsigned char>(s[i]);
    std::size_t length = 1;
    std::string raw(1, s[i]);
    if (const auto e = unicode_escape_at(s, i)) {
      length = e->second;
      c = e->first;
      const auto low = unicode_escape_at(s, i + length);
      if (c >= 0xD800 && c <= 0xDBFF && low && low->first >= 0xDC00 && low->first <= 0xDFFF) {
        c = 0x10000 + ((c - 0xD800) << 10) + (low->first - 0xDC00);
        length += low->second;
      }
      raw.clear();
      if (c >= 0xD800 && c <= 0xDFFF)
        raw = std::string(s.substr(i, length)); // a lone surrogate: no character of UTF-8 text
      else
        append_utf8(raw, c);
    } else if (s[i] == '\\' && i + 1 < s.size() && s[i + 1] == '\\') { // `\\u` is no escape
      raw = "\\\\";
      length = 2;
    }
    const char32_t next = i + length < s.size() ? static_cast<unsigned char>(s[i + length]) : 0;
    switch (at) {
    case state::code:
      if (c == '/' && next == '/') at = state::line_comment;
      if (c == '/' && next == '*') {
        at = state::block_comment;
        out += raw;
        out += '*';
        i += length + 1; // (the comment's opening `*` cannot also close it)
        continue;
      }
      if (c == '"') at = s.substr(i + length, 2) == "\"\"" ? state::text_block : state::string;
      if (c == '\'') at = state::character;
      if (at == state::text_block) {
        out += "\"\"\"";
        i += length + 2;
        continue;
      }
      break;
    case state::line_comment:
      if (c == '\n' || c == '\r') at = state::code;
      break;
    case state::block_comment:
      if (c == '*' && next == '/') {
        out += raw;
        out += '/';
        i += length + 1;
        at = state::code;
        continue;
      }
      break;
    default: break;
    }
    out += raw;
    i += length;
  }
  return out;
}

} // namespace symdelta::java::detail
