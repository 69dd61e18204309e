#pragma once
// How symdelta holds a Java String's text: its UTF-16 units, each encoded on its own as UTF-8
// would encode that code (a surrogate as three bytes, as CESU-8 does). Every Java string has one
// such text, lone surrogates included, so texts compare as Java's strings do; a text of
// characters outside the surrogates is plain UTF-8.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace symdelta::text {

/// Appends one UTF-16 unit (or a code point beyond them) to a text.
inline void append_unit(std::string &out, std::uint32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xc0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3f));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xe0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (c & 0x3f));
  } else {
    out += static_cast<char>(0xf0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3f));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
    out += static_cast<char>(0x80 | (c & 0x3f));
  }
}

/// The codes of a text: each sequence of one to four bytes decodes to its code (a surrogate's
/// three bytes to the surrogate, four bytes to a code point beyond the units); a byte that
/// starts no sequence stands for itself.
inline std::vector<std::uint32_t> codes(std::string_view s) {
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    std::size_t n = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 1;
    if (i + n > s.size()) n = 1;
    for (std::size_t k = 1; k < n; ++k)
      if ((static_cast<unsigned char>(s[i + k]) & 0xc0) != 0x80) n = 1;
    std::uint32_t c = n == 1 ? b : b & (0x7fu >> n);
    for (std::size_t k = 1; k < n; ++k)
      c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3f);
    out.push_back(c);
    i += n;
  }
  return out;
}

inline bool is_high_surrogate(std::uint32_t c) { return c >= 0xd800 && c <= 0xdbff; }
inline bool is_low_surrogate(std::uint32_t c) { return c >= 0xdc00 && c <= 0xdfff; }

/// The bytes a UTF-8 stream (System.out, System.err) receives for a text: a surrogate pair is
/// the character it stands for, and a lone surrogate becomes '?', as Java's encoder writes it,
/// except a high surrogate that ends the text: the encoder keeps it for a low one to come, so the
/// stream never receives it.
inline std::string stream_bytes(std::string_view s) {
  const std::vector<std::uint32_t> cs = codes(s);
  std::string out;
  for (std::size_t i = 0; i < cs.size(); ++i) {
    const std::uint32_t c = cs[i];
    if (is_high_surrogate(c) && i + 1 == cs.size()) break;
    if (is_high_surrogate(c) && i + 1 < cs.size() && is_low_surrogate(cs[i + 1])) {
      append_unit(out, 0x10000 + ((c - 0xd800) << 10) + (cs[++i] - 0xdc00));
      continue;
    }
    if (is_high_surrogate(c) || is_low_surrogate(c))
      out += '?';
    else
      append_unit(out, c);
  }
  return out;
}

} // namespace symdelta::text
