#pragma once
// Neutral rewrites of a whole Java file: changes no caller of the compared method can observe (the
// class, helper methods or locals renamed, members reordered, unused code added, comments and
// layout changed, `this.` written out). Applied to one version of a pair or to both, they must not
// change its verdict: the metamorphic test (tests/jvm) checks that over every pair. Like the
// variants (variants.hpp), they work on the text by byte ranges of tree-sitter nodes, so that what
// a rewrite does not touch keeps its layout. Each one is conservative: where it cannot tell what a
// name means, it leaves the name alone.
// What they know of the file is in variants/neutral_file.hpp.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/frontend/java/syntax.hpp"
#include "symdelta/frontend/java/variants/neutral_file.hpp"
#include "symdelta/frontend/java/variants/text.hpp"

namespace symdelta::java {

enum class neutral_rewrite : std::uint8_t {
  rename_class,
  rename_helpers,
  rename_locals,
  reorder_members,
  add_unused,
  reformat,
  qualify_fields
};

inline constexpr std::array<neutral_rewrite, 7> all_neutral_rewrites{
    neutral_rewrite::rename_class,    neutral_rewrite::rename_helpers, neutral_rewrite::rename_locals,
    neutral_rewrite::reorder_members, neutral_rewrite::add_unused,     neutral_rewrite::reformat,
    neutral_rewrite::qualify_fields};

constexpr std::string_view rewrite_name(neutral_rewrite r) {
  switch (r) {
  case neutral_rewrite::rename_class: return "rename-class";
  case neutral_rewrite::rename_helpers: return "rename-helpers";
  case neutral_rewrite::rename_locals: return "rename-locals";
  case neutral_rewrite::reorder_members: return "reorder-members";
  case neutral_rewrite::add_unused: return "add-unused";
  case neutral_rewrite::reformat: return "reformat";
  case neutral_rewrite::qualify_fields: return "qualify-fields";
  }
  return "?";
}

inline std::optional<neutral_rewrite> parse_rewrite(std::string_view name) {
  for (neutral_rewrite r : all_neutral_rewrites)
    if (rewrite_name(r) == name) return r;
  return std::nullopt;
}

/// A rewritten file and the compared method's name in it (`[CLASS.]NAME[(TYPES)]`, "" for the
/// frontend's default), which only rename-class and reorder-members change.
struct rewritten {
  std::string source;
  std::string method;
};

namespace detail::neutral_rewriting {

// ---- the rewrites --------------------------------------------------------------------------------

inline bool is_identifier_of(syntax_node parent, std::string_view field, syntax_node id, const java_file &f) {
  return f.locals.same(parent.field(field), id);
}

/// rename-class: the main class, or the top-level class holding the entry, gets a fresh name
/// wherever the file names it. Left alone when the name also names anything else (another type,
/// a type parameter, a variable, a method, a label).
inline rewritten rename_class(const java_file &f, const std::string &spec, const entry_ref &entry, fresh_names &names) {
  const std::size_t target = entry.type == none ? f.main : f.top_level(entry.type);
  const std::string &from = f.types[target].name;
  std::vector<text_edit> edits;
  bool other_meaning = false;
  const auto visit = [&](auto &&self, syntax_node n) -> void {
    if (other_meaning) return;
    if ((n.is("identifier") || n.is("type_identifier")) && n.text() == from) {
      syntax_node parent = n.parent();
      const std::string_view pk = parent.kind();
      bool reference = false;
      if (n.is("type_identifier")) {
        reference = pk != "type_parameter";
      } else if (pk == "method_invocation") {
        reference = is_identifier_of(parent, "object", n, f);
      } else if (pk == "field_access") {
        reference = is_identifier_of(parent, "object", n, f);
      } else if (pk == "method_reference") {
        reference = f.locals.same(parent.named_child(0), n);
      } else if (is_type_declaration(pk)) {
        reference = f.locals.same(parent, f.types[target].decl);
      } else if (pk == "constructor_declaration") {
        reference = f.type_of_decl(parent.parent().parent()) == target;
      }
      // a class name in an expression is the object of a call or a field access; anywhere else
      // the identifier names something that is not the class
      if (!reference) {
        other_meaning = true;
        return;
      }
      edits.push_back({f.span(n), {}});
      return;
    }
    for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
      self(self, n.named_child(i));
  };
  visit(visit, f.root());
  for (const auto &t : f.types)
    if (&t != &f.types[target] && t.name == from) other_meaning = true;
  if (other_meaning || edits.empty()) return {std::string(f.source()), spec};
  const std::string to = names.make(class_stems);
  for (auto &e : edits)
    e.replacement = to;
  return {apply_edits(f.source(), 0, std::move(edits)), respell_entry(spec, from, to, entry.type == target)};
}

/// rename-helpers: every static or private method (not `main`, not the entry) gets a fresh name,
/// at its declarations (all overloads of a name in a class together) and at every call the file
/// resolves to them. A name is left alone wherever a call of it cannot be resolved here (`s.length()`
/// on an object, a method reference, a class extending one outside the file).
inline rewritten rename_helpers(const java_file &f, const std::string &spec, const entry_ref &entry,
                                fresh_names &names) {
  using group = std::pair<std::size_t, std::string>; // the class declaring them, the name
  std::set<group> candidates;
  std::set<group> excluded;
  for (const auto &m : f.methods) {
    if (m.is_constructor) continue;
    const group g{m.owner, m.name};
    const bool renamable = (m.is_static || m.is_private) && m.name != "main" &&
                           !(m.owner == entry.type && m.name == entry.name && !entry.constructor);
    (renamable ? candidates : excluded).insert(g);
  }
  for (const auto &g : excluded)
    candidates.erase(g);
  std::set<std::string> unresolved; // names some call of which the file cannot resolve
  std::vector<std::pair<syntax_node, group>> resolved;
  // the declarations of `name` the lookup from type t reaches (t, then what it inherits)
  const auto lookup = [&](std::size_t t, const std::string &name) -> std::optional<group> {
    bool external = false;
    const auto chain = f.supertypes_of(t, external);
    std::vector<std::size_t> declaring;
    for (std::size_t u : chain)
      if (f.declares_method(u, name)) declaring.push_back(u);
    if (external || declaring.size() != 1) return std::nullopt;
    return group{declaring.front(), name};
  };
  for (const auto &c : f.calls) {
    syntax_node name_node =
        c.node.is("method_invocation") ? c.node.field("name") : c.node.named_child(c.node.named_child_count() - 1);
    const std::string name(name_node.text());
    if (c.node.is("method_reference") || c.in_local_type || c.type == none) {
      unresolved.insert(name);
      continue;
    }
    syntax_node object = c.node.field("object");
    std::optional<group> g;
    if (!object) { // the innermost enclosing class that has a method of that name
      for (std::size_t t = c.type; t != none && !g; t = f.types[t].outer) {
        bool external = false;
        const auto chain = f.supertypes_of(t, external);
        const bool has =
            std::any_of(chain.begin(), chain.end(), [&](std::size_t u) { return f.declares_method(u, name); });
        if (external) break;
        if (has) g = lookup(t, name);
        if (has && !g) break;
      }
    } else if (object.is("this")) {
      g = lookup(c.type, name);
    } else if ((object.is("identifier") || object.is("field_access") || object.is("scoped_identifier")) &&
               !f.is_field_name(object.text())) {
      // a class of the file by its name (`V.f()`, `Outer.Inner.f()`), unless a variable has that name
      bool variable = false;
      for (const auto &v : f.locals.variables)
        variable = variable || v.name == object.text();
      const std::size_t t = variable ? none : f.type_named(object.text());
      if (t != none) g = lookup(t, name);
    }
    if (g && candidates.count(*g))
      resolved.emplace_back(name_node, *g);
    else
      unresolved.insert(name);
  }
  std::map<group, std::string> fresh;
  for (const auto &g : candidates)
    if (!unresolved.count(g.second)) fresh[g] = names.make(method_stems);
  std::vector<text_edit> edits;
  for (const auto &m : f.methods)
    if (!m.is_constructor)
      if (auto it = fresh.find({m.owner, m.name}); it != fresh.end())
        edits.push_back({f.span(m.decl.field("name")), it->second});
  for (const auto &[node, g] : resolved)
    if (auto it = fresh.find(g); it != fresh.end()) edits.push_back({f.span(node), it->second});
  return {apply_edits(f.source(), 0, std::move(edits)), spec};
}

/// Was the variable declared by a pattern (`o instanceof T x`)? Its scope follows the flow of
/// the condition, which the model of locals does not: it keeps its name.
inline bool declared_by_pattern(const java_file &f, std::size_t declared_at) {
  syntax_node n =
      f.root().descendant_for(static_cast<std::uint32_t>(declared_at), static_cast<std::uint32_t>(declared_at + 1));
  const std::string_view pk = n.parent().kind();
  return pk == "instanceof_expression" || pk == "type_pattern" || pk == "record_pattern_component";
}

/// rename-locals: every parameter and local of a method or constructor gets a fresh name of its
/// own, at its declaration and at every use. A name that is also a field's anywhere in the file
/// keeps it (an unqualified use of it could mean the field).
inline rewritten rename_locals(const java_file &f, const std::string &spec, fresh_names &names) {
  std::vector<std::string> fresh(f.locals.variables.size());
  std::vector<text_edit> edits;
  for (std::size_t v = 0; v < f.locals.variables.size(); ++v) {
    const auto &var = f.locals.variables[v];
    if (f.is_field_name(var.name) || declared_by_pattern(f, var.declared_at)) continue;
    fresh[v] = names.make(local_stems);
    edits.push_back({{var.declared_at, var.declared_at + var.name.size()}, fresh[v]});
  }
  for (const auto &o : f.locals.occurrences)
    if (!fresh[o.var].empty()) edits.push_back({o.where, fresh[o.var]});
  return {apply_edits(f.source(), 0, std::move(edits)), spec};
}

inline bool is_movable_member(syntax_node n) {
  const std::string_view k = n.kind();
  return k == "method_declaration" || k == "constructor_declaration" || k == "compact_constructor_declaration" ||
         is_type_declaration(k) || k == "annotation_type_declaration";
}

/// The text of type declaration `decl` with the methods, constructors and member types of its
/// body, and of theirs, in reverse order; fields, initializers and comments stay where they are.
inline std::string reordered(const java_file &f, syntax_node decl) {
  syntax_node body = decl.field("body");
  if (!body || decl.is("enum_declaration")) return std::string(decl.text());
  std::vector<syntax_node> members;
  body.for_each_named([&](syntax_node c) {
    if (is_movable_member(c)) members.push_back(c);
  });
  std::vector<text_edit> edits;
  for (std::size_t i = 0; i < members.size(); ++i) {
    syntax_node moved = members[members.size() - 1 - i];
    edits.push_back(
        {f.span(members[i]), is_type_declaration(moved.kind()) ? reordered(f, moved) : std::string(moved.text())});
  }
  return apply_edits(decl.text(), f.offset(decl), std::move(edits));
}

/// reorder-members: reverses the methods, constructors and member types of every class body.
/// Fields and initializer blocks keep their places, and so the order their initializers run in.
inline rewritten reorder_members(const java_file &f, const std::string &spec, const entry_ref &entry) {
  std::vector<text_edit> edits;
  f.root().for_each_named([&](syntax_node c) {
    if (is_type_declaration(c.kind())) edits.push_back({f.span(c), reordered(f, c)});
  });
  // the default entry is the main class's first method when it has no `snippet`: name it
  std::string method = spec;
  if (spec.empty() && !f.declares_method(f.main, "snippet")) method = explicit_default_entry(f, entry);
  std::string source = apply_edits(f.source(), 0, std::move(edits));
  if (source == f.source()) method = spec;
  return {std::move(source), std::move(method)};
}

/// add-unused: a private static method nobody calls at the end of the main class, and a class
/// nobody uses (a field, a constructor, a method) at the end of the file.
inline rewritten add_unused(const java_file &f, const std::string &spec, fresh_names &names) {
  const std::string nl = newline_of(f.source());
  syntax_node body = f.types[f.main].decl.field("body");
  const std::size_t close = f.offset(body) + body.text().size() - 1; // the body's `}`
  // the members' indentation, and one step of it
  const std::string outer(indent_at(f.source(), f.offset(f.types[f.main].decl)));
  std::string i1 = outer + "    ";
  for (std::uint32_t k = 0; k < body.named_child_count(); ++k) {
    const std::size_t at = f.offset(body.named_child(k));
    if (indent_at(f.source(), at).size() > outer.size()) {
      i1 = std::string(indent_at(f.source(), at));
      break;
    }
  }
  const std::string i2 = i1 + i1.substr(std::min(outer.size(), i1.size()));
  const std::string method = names.make(method_stems), a = names.make(local_stems), b = names.make(local_stems);
  std::string unused_method = fmt::format("{nl}{i1}private static int {m}(int {a}) {{{nl}"
                                          "{i2}int {b} = {a} * 3 + 1;{nl}"
                                          "{i2}return {b} > 10 ? {b} - 1 : {b} + {a};{nl}"
                                          "{i1}}}{nl}",
                                          fmt::arg("nl", nl), fmt::arg("i1", i1), fmt::arg("i2", i2),
                                          fmt::arg("m", method), fmt::arg("a", a), fmt::arg("b", b));
  // the `}` closes a line of its own, or follows the last member on its line
  const std::string_view before = f.source().substr(0, close);
  const std::size_t line = before.rfind('\n');
  const bool own_line =
      std::all_of(before.begin() + static_cast<std::ptrdiff_t>(line == std::string_view::npos ? 0 : line + 1),
                  before.end(), is_blank);
  std::vector<text_edit> edits;
  if (own_line)
    edits.push_back({{line + 1, line + 1}, unused_method});
  else
    edits.push_back({{close, close}, unused_method});
  const std::string cls = names.make(class_stems), field = names.make(local_stems), p = names.make(local_stems),
                    q = names.make(local_stems), m2 = names.make(method_stems);
  std::string unused_class = fmt::format("{nl}class {c} {{{nl}"
                                         "    private int {fd};{nl}{nl}"
                                         "    {c}(int {p}) {{{nl}"
                                         "        this.{fd} = {p} * 2;{nl}"
                                         "    }}{nl}{nl}"
                                         "    int {m}(int {q}) {{{nl}"
                                         "        return {fd} - {q};{nl}"
                                         "    }}{nl}"
                                         "}}{nl}",
                                         fmt::arg("nl", nl), fmt::arg("c", cls), fmt::arg("fd", field),
                                         fmt::arg("p", p), fmt::arg("q", q), fmt::arg("m", m2));
  const std::size_t end = f.source().size();
  if (end > 0 && f.source().back() != '\n') unused_class = nl + unused_class;
  edits.push_back({{end, end}, unused_class});
  return {apply_edits(f.source(), 0, std::move(edits)), spec};
}

/// Is `offset` inside a token that spans lines (a text block, a block comment), where blanks
/// are part of the program's text?
inline bool inside_multiline_token(syntax_node root, std::size_t offset) {
  syntax_node n = root.descendant_for(static_cast<std::uint32_t>(offset), static_cast<std::uint32_t>(offset + 1));
  for (; n.valid(); n = n.parent())
    if ((n.is("string_literal") || n.is("block_comment")) && n.start_byte() < offset) return true;
  return false;
}

/// reformat: a comment (a line or a block comment) before every member and every statement of a
/// block, a line break after the operator of every outermost binary expression and after every
/// comma of a parameter list, then every line indented anew (one tab for two columns).
inline rewritten reformat(const java_file &f, const std::string &spec, std::uint64_t seed) {
  const std::string nl = newline_of(f.source());
  std::mt19937_64 rng(seed);
  std::map<std::size_t, std::string> inserts;
  std::size_t comments = 0;
  const auto comment_before = [&](syntax_node n) {
    const std::size_t at = f.offset(n);
    const std::string indent(indent_at(f.source(), at));
    if (rng() % 2 == 0)
      inserts[at] += fmt::format("// note {}{}{}", ++comments, nl, indent);
    else
      inserts[at] += fmt::format("/* note {} */ ", ++comments);
  };
  const auto visit = [&](auto &&self, syntax_node n) -> void {
    const std::string_view k = n.kind();
    if (k == "line_comment" || k == "block_comment") return;
    syntax_node parent = n.parent();
    const std::string_view pk = parent.valid() ? parent.kind() : std::string_view();
    if (n.is_named() && (pk == "class_body" || pk == "interface_body" ||
                         ((pk == "block" || pk == "constructor_body") && variant_making::is_statement_kind(k))))
      comment_before(n);
    if (k == "binary_expression" && pk != "binary_expression")
      inserts[n.field("operator").end_byte()] += nl + std::string(indent_at(f.source(), f.offset(n))) + "        ";
    if (k == "formal_parameters")
      for (std::uint32_t i = 0; i + 1 < n.child_count(); ++i)
        if (n.child(i).kind() == ",")
          inserts[n.child(i).end_byte()] += nl + std::string(indent_at(f.source(), f.offset(n))) + "        ";
    for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
      self(self, n.named_child(i));
  };
  visit(visit, f.root());
  std::vector<text_edit> edits;
  for (auto &[at, text] : inserts)
    edits.push_back({{at, at}, std::move(text)});
  const std::string commented = apply_edits(f.source(), 0, std::move(edits));
  // indent anew: the blanks that start a line become a tab per two columns (a space for an odd one)
  const syntax_tree again(commented);
  std::vector<text_edit> indents;
  for (std::size_t at = 0; at < commented.size();) {
    std::size_t e = at;
    std::size_t columns = 0;
    while (e < commented.size() && is_blank(commented[e]))
      columns += commented[e++] == '\t' ? 4 : 1;
    if (e > at && !inside_multiline_token(again.root(), at))
      indents.push_back({{at, e}, std::string(columns / 2, '\t') + std::string(columns % 2, ' ')});
    const std::size_t next = commented.find('\n', e);
    if (next == std::string::npos) break;
    at = next + 1;
  }
  return {apply_edits(commented, 0, std::move(indents)), spec};
}

/// Identifiers in `n` that may name a variable (not a method, a field after `.`, a label, a
/// declaration's name), outside local and anonymous classes.
template <class F> void for_each_variable_use(const java_file &f, syntax_node n, F &&use) {
  const std::string_view k = n.kind();
  if (k == "identifier") {
    syntax_node parent = n.parent();
    const std::string_view pk = parent.kind();
    if (pk == "method_invocation" && is_identifier_of(parent, "name", n, f)) return;
    if (pk == "field_access" && is_identifier_of(parent, "field", n, f)) return;
    if ((pk == "variable_declarator" || pk == "formal_parameter" || pk == "catch_formal_parameter" ||
         pk == "enhanced_for_statement" || pk == "instanceof_expression") &&
        is_identifier_of(parent, "name", n, f))
      return;
    if (pk == "lambda_expression" || pk == "inferred_parameters" || pk == "labeled_statement" ||
        pk == "break_statement" || pk == "continue_statement" || pk == "method_reference" || pk == "type_pattern" ||
        pk == "switch_label" || pk == "scoped_identifier" || pk == "record_pattern_component")
      return;
    use(n);
    return;
  }
  if (k == "class_body" || is_type_declaration(k) || k == "annotation" || k == "marker_annotation" ||
      k == "line_comment" || k == "block_comment")
    return;
  for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
    for_each_variable_use(f, n.named_child(i), use);
}

/// qualify-fields: `this.` before every unqualified use of an instance field in the instance
/// methods and constructors of the class that declares or inherits it, where no local of that
/// name is in scope.
inline rewritten qualify_fields(const java_file &f, const std::string &spec) {
  std::vector<text_edit> edits;
  for (const auto &m : f.methods) {
    syntax_node body = m.decl.field("body");
    if (m.is_static || !body || !f.types[m.owner].decl.is("class_declaration")) continue;
    for_each_variable_use(f, body, [&](syntax_node id) {
      if (f.locals.variable_at(f.span(id))) return;
      const auto field = f.field_seen_from(m.owner, id.text());
      if (field && !field->is_static) edits.push_back({{f.offset(id), f.offset(id)}, "this."});
    });
  }
  return {apply_edits(f.source(), 0, std::move(edits)), spec};
}

} // namespace detail::neutral_rewriting

/// `source` with rewrite r applied; `method` names the compared method (`[CLASS.]NAME[(TYPES)]`,
/// "" for the frontend's default), and comes back as the rewritten file names it. The fresh
/// names are drawn from `seed` and are no word of the file. A file the rewrite finds nothing to
/// do in comes back unchanged. A syntax error, or a method the file does not declare, is a
/// diagnostic.
inline result<rewritten> apply_rewrite(const std::string &source, const std::string &method, neutral_rewrite r,
                                       std::uint64_t seed) {
  using namespace detail::neutral_rewriting;
  const java_file f(source);
  if (f.root().has_error()) return f.tree().first_error({});
  auto entry = resolve_entry(f, method);
  if (!entry) return entry.error();
  fresh_names names(f, seed);
  switch (r) {
  case neutral_rewrite::rename_class: return rename_class(f, method, *entry, names);
  case neutral_rewrite::rename_helpers: return rename_helpers(f, method, *entry, names);
  case neutral_rewrite::rename_locals: return rename_locals(f, method, names);
  case neutral_rewrite::reorder_members: return reorder_members(f, method, *entry);
  case neutral_rewrite::add_unused: return add_unused(f, method, names);
  case neutral_rewrite::reformat: return reformat(f, method, seed);
  case neutral_rewrite::qualify_fields: return qualify_fields(f, method);
  }
  return rewritten{source, method};
}

/// The rewrites applied one after the other, each to the previous one's result (the k-th with
/// seed + k).
inline result<rewritten> apply_rewrites(const std::string &source, const std::string &method,
                                        std::span<const neutral_rewrite> rs, std::uint64_t seed) {
  rewritten out{source, method};
  for (std::size_t k = 0; k < rs.size(); ++k) {
    auto next = apply_rewrite(out.source, out.method, rs[k], seed + k);
    if (!next) return next.error();
    out = std::move(*next);
  }
  return out;
}

} // namespace symdelta::java
