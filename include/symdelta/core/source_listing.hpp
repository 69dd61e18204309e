#pragma once
// A source file as a report shows it: its text and the spans a highlighter marked. A frontend
// fills the spans (it has the parse), a report renders them (it has no parser).
#include <cstdint>
#include <string>
#include <vector>

namespace symdelta {

/// What a span of source text is, for colouring.
enum class token_kind : std::uint8_t { keyword, type, string, number, comment, literal };

inline const char *to_string(token_kind k) {
  switch (k) {
  case token_kind::keyword: return "keyword";
  case token_kind::type: return "type";
  case token_kind::string: return "string";
  case token_kind::number: return "number";
  case token_kind::comment: return "comment";
  case token_kind::literal: return "literal";
  }
  return "keyword";
}

/// Bytes [begin, end) of the text; spans do not overlap and come in order.
struct source_token {
  std::uint32_t begin = 0, end = 0;
  token_kind kind = token_kind::keyword;
};

struct source_listing {
  std::string path;
  std::string text;
  std::string error; // why the text is missing (the file is gone, say), else ""
  std::vector<source_token> tokens;
};

} // namespace symdelta
