#pragma once
// Java highlighting from the tree-sitter parse the frontend already makes: keywords are the
// grammar's anonymous word tokens, the rest are named node kinds. Reports colour with it.
#include <cctype>
#include <string>
#include <string_view>
#include <vector>

#include "symdelta/core/source_listing.hpp"
#include "symdelta/frontend/java/syntax.hpp"

namespace symdelta::java {

namespace detail {

/// The kind of a node highlighted as a whole (its children are not looked at), if it is one.
inline bool whole_token(const syntax_node &n, token_kind &kind) {
  const std::string_view k = n.kind();
  if (k == "line_comment" || k == "block_comment")
    kind = token_kind::comment;
  else if (k == "string_literal" || k == "character_literal" || k == "text_block")
    kind = token_kind::string;
  else if (k.ends_with("integer_literal") || k.ends_with("floating_point_literal"))
    kind = token_kind::number;
  else if (k == "true" || k == "false" || k == "null_literal")
    kind = token_kind::literal;
  else if (k == "type_identifier" || k == "integral_type" || k == "floating_point_type" || k == "boolean_type" ||
           k == "void_type")
    kind = token_kind::type;
  else if (!n.is_named() && !k.empty() && std::isalpha(static_cast<unsigned char>(k[0])))
    kind = token_kind::keyword; // `class`, `return`, `int` inside integral_type is covered above
  else
    return false;
  return true;
}

inline void highlight_into(const syntax_node &n, std::vector<source_token> &out) {
  token_kind kind{};
  if (whole_token(n, kind)) {
    if (n.end_byte() > n.start_byte()) out.push_back({n.start_byte(), n.end_byte(), kind});
    return;
  }
  for (std::uint32_t i = 0; i < n.child_count(); ++i)
    highlight_into(n.child(i), out);
}

} // namespace detail

/// The highlighted spans of a Java source, in order. A text with syntax errors is highlighted as
/// far as tree-sitter recovered it.
inline std::vector<source_token> highlight(const std::string &source) {
  const syntax_tree tree(source);
  std::vector<source_token> out;
  detail::highlight_into(tree.root(), out);
  return out;
}

} // namespace symdelta::java
