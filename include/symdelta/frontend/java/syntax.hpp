#pragma once
// A thin RAII view of tree-sitter's Java syntax tree. This is the only header that includes
// tree-sitter; the rest of the frontend sees `syntax_node`.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <tree_sitter/api.h>

#include "symdelta/core/diagnostic.hpp"

extern "C" const TSLanguage *tree_sitter_java(void);

namespace symdelta::java {

class syntax_node {
public:
  syntax_node() = default;
  syntax_node(TSNode n, std::string_view src) : node_(n), src_(src) {}

  [[nodiscard]] bool valid() const { return !ts_node_is_null(node_); }
  explicit operator bool() const { return valid(); }
  [[nodiscard]] std::string_view kind() const { return ts_node_type(node_); }
  [[nodiscard]] bool is(std::string_view k) const { return valid() && kind() == k; }
  [[nodiscard]] bool is_named() const { return ts_node_is_named(node_); }
  [[nodiscard]] bool is_error() const { return kind() == "ERROR"; }
  [[nodiscard]] bool is_missing() const { return ts_node_is_missing(node_); }
  [[nodiscard]] bool has_error() const { return ts_node_has_error(node_); }

  [[nodiscard]] std::string_view text() const {
    const auto b = ts_node_start_byte(node_), e = ts_node_end_byte(node_);
    return src_.substr(b, e - b);
  }
  /// The node's bytes in the source: [start_byte, end_byte).
  [[nodiscard]] std::uint32_t start_byte() const { return ts_node_start_byte(node_); }
  [[nodiscard]] std::uint32_t end_byte() const { return ts_node_end_byte(node_); }
  /// 1-based line and column (columns count bytes, as compilers do).
  [[nodiscard]] source_pos pos() const {
    const TSPoint p = ts_node_start_point(node_);
    return {p.row + 1, p.column + 1};
  }

  [[nodiscard]] syntax_node field(std::string_view name) const {
    return {ts_node_child_by_field_name(node_, name.data(), static_cast<std::uint32_t>(name.size())), src_};
  }
  [[nodiscard]] std::uint32_t child_count() const { return ts_node_child_count(node_); }
  [[nodiscard]] syntax_node child(std::uint32_t i) const { return {ts_node_child(node_, i), src_}; }
  [[nodiscard]] std::uint32_t named_child_count() const { return ts_node_named_child_count(node_); }
  [[nodiscard]] syntax_node named_child(std::uint32_t i) const { return {ts_node_named_child(node_, i), src_}; }
  /// Calls f on every child that hangs from this node under field `name` (for_statement has
  /// several `init` and `update` children; child_by_field_name only finds the first).
  template <class F> void for_each_field(std::string_view name, F &&f) const {
    // deleted however f returns: lowering throws on the first error (a leak found by fuzzing)
    struct owned_cursor {
      TSTreeCursor c;
      ~owned_cursor() { ts_tree_cursor_delete(&c); }
    } cur{ts_tree_cursor_new(node_)};
    if (ts_tree_cursor_goto_first_child(&cur.c)) {
      do {
        const char *fname = ts_tree_cursor_current_field_name(&cur.c);
        if (fname && name == fname) f(syntax_node{ts_tree_cursor_current_node(&cur.c), src_});
      } while (ts_tree_cursor_goto_next_sibling(&cur.c));
    }
  }
  [[nodiscard]] syntax_node parent() const { return {ts_node_parent(node_), src_}; }
  /// The smallest node below this one that spans the bytes [begin, end).
  [[nodiscard]] syntax_node descendant_for(std::uint32_t begin, std::uint32_t end) const {
    return {ts_node_named_descendant_for_byte_range(node_, begin, end), src_};
  }

  template <class F> void for_each_named(F &&f) const {
    for (std::uint32_t i = 0, n = named_child_count(); i < n; ++i)
      f(named_child(i));
  }

private:
  TSNode node_{};
  std::string_view src_;
};

/// Owns a parser run over one source text.
class syntax_tree {
public:
  explicit syntax_tree(std::string source) : source_(std::move(source)) {
    std::unique_ptr<TSParser, decltype(&ts_parser_delete)> parser(ts_parser_new(), &ts_parser_delete);
    ts_parser_set_language(parser.get(), tree_sitter_java());
    tree_.reset(
        ts_parser_parse_string(parser.get(), nullptr, source_.data(), static_cast<std::uint32_t>(source_.size())));
  }

  [[nodiscard]] syntax_node root() const { return {ts_tree_root_node(tree_.get()), source_}; }
  [[nodiscard]] const std::string &source() const { return source_; }

  /// The first syntax error in document order, as a diagnostic; nullopt-like empty message if none.
  [[nodiscard]] diagnostic first_error(const std::string &file) const {
    diagnostic d{diagnostic::kind::syntax, file, {}, {}};
    syntax_node n = root();
    if (!n.has_error()) return d;
    // descend to the first ERROR or MISSING node
    for (bool descended = true; descended;) {
      descended = false;
      for (std::uint32_t i = 0; i < n.child_count(); ++i) {
        syntax_node c = n.child(i);
        if (c.is_missing()) {
          d.pos = c.pos();
          d.message = fmt::format("missing '{}'", c.kind());
          return d;
        }
        if (c.is_error() || c.has_error()) {
          n = c;
          descended = true;
          break;
        }
      }
    }
    d.pos = n.pos();
    std::string_view tok = n.text();
    if (auto nl = tok.find('\n'); nl != std::string_view::npos) tok = tok.substr(0, nl);
    if (tok.size() > 40) tok = tok.substr(0, 40);
    d.message = tok.empty() ? std::string("unexpected end of input") : fmt::format("unexpected '{}'", tok);
    return d;
  }

private:
  std::string source_;
  std::unique_ptr<TSTree, decltype(&ts_tree_delete)> tree_{nullptr, &ts_tree_delete};
};

} // namespace symdelta::java
