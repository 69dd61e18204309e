#pragma once
// java.lang.String's methods on concrete texts, as the JDK computes them: a text is a sequence
// of UTF-16 units (core/text.hpp), and indices count units. Shared by the concrete domain and by
// symbolic semantics where every operand is concrete, so that the two cannot disagree.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "symdelta/core/text.hpp"

namespace symdelta::engine::java_string {

using units = std::vector<std::uint32_t>;

inline std::string text_of(const units &u, std::size_t begin, std::size_t end) {
  std::string out;
  for (std::size_t k = begin; k < end; ++k)
    text::append_unit(out, u[k]);
  return out;
}

inline std::int64_t length(std::string_view s) { return static_cast<std::int64_t>(text::codes(s).size()); }
/// Is every unit of s at most 0xff? (The JDK then stores s one byte a unit: String.isLatin1.)
inline bool is_latin1(std::string_view s) {
  const units u = text::codes(s);
  return std::all_of(u.begin(), u.end(), [](auto c) { return c <= 0xff; });
}
/// s.charAt(i) for an index in range.
inline std::uint32_t char_at(std::string_view s, std::int64_t i) {
  return text::codes(s).at(static_cast<std::size_t>(i));
}
inline bool starts_with(std::string_view s, std::string_view p) {
  const units a = text::codes(s), b = text::codes(p);
  return b.size() <= a.size() && std::equal(b.begin(), b.end(), a.begin());
}
inline bool ends_with(std::string_view s, std::string_view p) {
  const units a = text::codes(s), b = text::codes(p);
  return b.size() <= a.size() && std::equal(b.begin(), b.end(), a.end() - static_cast<std::ptrdiff_t>(b.size()));
}
/// s.indexOf(t): the first index where t occurs in s, or -1.
inline std::int64_t index_of(std::string_view s, std::string_view t) {
  const units a = text::codes(s), b = text::codes(t);
  const auto at = std::search(a.begin(), a.end(), b.begin(), b.end());
  return at == a.end() && !b.empty() ? -1 : static_cast<std::int64_t>(at - a.begin());
}
/// s.substring(begin, end) for indices in range.
inline std::string substring(std::string_view s, std::int64_t begin, std::int64_t end) {
  return text_of(text::codes(s), static_cast<std::size_t>(begin), static_cast<std::size_t>(end));
}

} // namespace symdelta::engine::java_string
