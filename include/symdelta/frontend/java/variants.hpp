#pragma once
// Java program variants, after Harrand et al., "A Journey Among Java Neutral Program Variants":
// speculative source-to-source transformations of one method (delete, add or replace a statement,
// add a guarded call, reverse a counted loop, swap the class an interface-typed variable gets).
// A variant is only a candidate: whether it compiles, and whether it behaves as the original,
// is for later stages (the frontend, the differ) to decide. The transformation works on the
// text, by byte ranges of tree-sitter nodes, so that everything it does not touch (comments,
// layout) stays as the author wrote it.
#include <algorithm>
#include <array>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/frontend/java/syntax.hpp"

namespace symdelta::java {

enum class transformation : std::uint8_t { add, del, replace, add_call, loop_flip, swap_subtype };

inline constexpr std::array<transformation, 6> all_transformations{
    transformation::add,      transformation::del,       transformation::replace,
    transformation::add_call, transformation::loop_flip, transformation::swap_subtype};

constexpr std::string_view transformation_name(transformation t) {
  switch (t) {
  case transformation::add: return "add";
  case transformation::del: return "delete";
  case transformation::replace: return "replace";
  case transformation::add_call: return "add-call";
  case transformation::loop_flip: return "loop-flip";
  case transformation::swap_subtype: return "swap-subtype";
  }
  return "?";
}

inline std::optional<transformation> parse_transformation(std::string_view name) {
  for (transformation t : all_transformations)
    if (transformation_name(t) == name) return t;
  return std::nullopt;
}

struct variant {
  std::string method; // the host method's name
  transformation kind;
  std::uint32_t line = 0;  // 1-based line, in the original, of the location (the statement transformed)
  std::string node;        // tree-sitter kind of the location (delete, loop-flip, add-call, swap-subtype)
                           // or of the transplant (add, replace)
  std::string source;      // the variant's whole text
  std::string description; // one line
};

struct variant_options {
  std::optional<std::string> method; // nullopt: every method and constructor with a body
  std::uint64_t seed = 0;
  std::size_t count = 10; // at most this many distinct variants per transformation
  std::vector<transformation> transforms{all_transformations.begin(), all_transformations.end()};
};

namespace detail::variant_making {

// ---- text ----------------------------------------------------------------------------------

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

// ---- what the file declares ----------------------------------------------------------------

struct variable {
  std::string name;
  std::string type; // normalised; empty when unknown (`var`, an untyped lambda parameter, a pattern)
  std::size_t declared_at = 0;
};

struct occurrence {
  text_span where;
  std::size_t var = 0;
};

struct free_variable {
  std::size_t var = 0;
  std::vector<text_span> occurrences;
};

struct method_info {
  syntax_node decl, owner, body; // owner: the class (interface, enum, record) declaring it
  std::string name;
  std::string return_type; // "void" for void methods and constructors
  bool is_static = false, is_constructor = false, is_generic = false;
  std::vector<std::size_t> params; // variable ids
};

/// Where a statement stands, which decides what may take its place.
enum class position : std::uint8_t {
  list,    // one of a block's (switch group's, constructor body's) statements
  body,    // the only statement a construct holds: a braceless if branch or loop body
  rule,    // the body of a switch rule, which must be an expression statement, a throw or a block
  labeled, // the statement a label names
};

struct statement_info {
  syntax_node node;
  text_span where;
  std::size_t method = 0;
  position pos = position::list;
  std::vector<std::size_t> scope_before, scope_after; // visible variable ids, outermost first
  std::vector<free_variable> free;                    // in order of first occurrence
  std::vector<std::string> declared;                  // names of the variables declared inside
};

struct class_info {
  syntax_node decl;
  std::string name;
  bool is_interface = false, is_abstract = false;
  std::vector<std::string> interfaces; // simple names of the types in `implements`
};

struct file_model {
  std::string_view source;
  std::vector<class_info> classes;
  std::vector<method_info> methods;
  std::vector<variable> variables;
  std::vector<occurrence> occurrences; // by position
  std::vector<statement_info> statements;

  [[nodiscard]] std::size_t offset(syntax_node n) const {
    return static_cast<std::size_t>(n.text().data() - source.data());
  }
  [[nodiscard]] text_span span(syntax_node n) const { return {offset(n), offset(n) + n.text().size()}; }
  [[nodiscard]] bool same(syntax_node a, syntax_node b) const {
    return a.valid() && b.valid() && offset(a) == offset(b) && a.text().size() == b.text().size() &&
           a.kind() == b.kind();
  }
  [[nodiscard]] std::optional<std::size_t> variable_at(text_span identifier) const {
    auto it = std::lower_bound(occurrences.begin(), occurrences.end(), identifier.begin,
                               [](const occurrence &o, std::size_t b) { return o.where.begin < b; });
    if (it != occurrences.end() && it->where.begin == identifier.begin) return it->var;
    return std::nullopt;
  }
};

inline bool has_modifier(syntax_node decl, std::string_view word) {
  for (std::uint32_t i = 0; i < decl.named_child_count(); ++i) {
    syntax_node c = decl.named_child(i);
    if (!c.is("modifiers")) continue;
    for (std::uint32_t j = 0; j < c.child_count(); ++j)
      if (c.child(j).kind() == word) return true;
  }
  return false;
}

inline syntax_node first_named_of_kind(syntax_node n, std::string_view kind) {
  for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
    if (n.named_child(i).is(kind)) return n.named_child(i);
  return {};
}

inline std::string type_text(syntax_node type, syntax_node dims) {
  std::string t = normalize_type(type.text());
  if (dims) t += normalize_type(dims.text());
  return t;
}

inline bool is_type_declaration(std::string_view k) {
  return k == "class_declaration" || k == "interface_declaration" || k == "enum_declaration" ||
         k == "record_declaration";
}

inline bool is_statement_kind(std::string_view k) {
  static constexpr std::array<std::string_view, 19> kinds{"expression_statement",
                                                          "labeled_statement",
                                                          "if_statement",
                                                          "while_statement",
                                                          "for_statement",
                                                          "enhanced_for_statement",
                                                          "block",
                                                          "assert_statement",
                                                          "do_statement",
                                                          "break_statement",
                                                          "continue_statement",
                                                          "return_statement",
                                                          "yield_statement",
                                                          "switch_expression",
                                                          "synchronized_statement",
                                                          "local_variable_declaration",
                                                          "throw_statement",
                                                          "try_statement",
                                                          "try_with_resources_statement"};
  return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

/// Builds the file_model: the classes, their methods, and one walk of every method body that
/// resolves identifiers to the locals and parameters they name and records, for every statement,
/// the variables visible there.
class model_builder {
public:
  explicit model_builder(file_model &m) : m_(m) {}

  void build(syntax_node root) {
    collect_types(root);
    for (std::size_t i = 0; i < m_.methods.size(); ++i) {
      if (!m_.methods[i].body) continue;
      method_ = i;
      scopes_.assign(1, m_.methods[i].params);
      walk(m_.methods[i].body);
    }
    std::sort(m_.occurrences.begin(), m_.occurrences.end(),
              [](const occurrence &a, const occurrence &b) { return a.where.begin < b.where.begin; });
    std::stable_sort(m_.statements.begin(), m_.statements.end(),
                     [](const statement_info &a, const statement_info &b) { return a.where.begin < b.where.begin; });
    for (auto &s : m_.statements)
      describe_contents(s);
  }

private:
  file_model &m_;
  std::vector<std::vector<std::size_t>> scopes_;
  std::size_t method_ = 0;
  int local_type_depth_ = 0; // inside a local or anonymous class: its statements belong to another class

  // -- classes and methods --

  void collect_types(syntax_node n) {
    for (std::uint32_t i = 0; i < n.named_child_count(); ++i) {
      syntax_node c = n.named_child(i);
      if (is_type_declaration(c.kind())) add_type(c);
    }
  }

  void add_type(syntax_node decl) {
    class_info c{decl,
                 std::string(decl.field("name").text()),
                 decl.is("interface_declaration"),
                 has_modifier(decl, "abstract"),
                 {}};
    if (syntax_node interfaces = decl.field("interfaces"))
      if (syntax_node list = first_named_of_kind(interfaces, "type_list"))
        for (std::uint32_t i = 0; i < list.named_child_count(); ++i)
          c.interfaces.push_back(simple_type_name(normalize_type(list.named_child(i).text())));
    m_.classes.push_back(std::move(c));
    if (syntax_node body = decl.field("body")) add_members(decl, body);
  }

  void add_members(syntax_node owner, syntax_node body) {
    for (std::uint32_t i = 0; i < body.named_child_count(); ++i) {
      syntax_node c = body.named_child(i);
      const std::string_view k = c.kind();
      if (k == "method_declaration" || k == "constructor_declaration" || k == "compact_constructor_declaration")
        add_method(owner, c);
      else if (is_type_declaration(k))
        add_type(c);
      else if (k == "enum_body_declarations")
        add_members(owner, c);
    }
  }

  void add_method(syntax_node owner, syntax_node decl) {
    method_info mi;
    mi.decl = decl;
    mi.owner = owner;
    mi.body = decl.field("body");
    mi.name = std::string(decl.field("name").text());
    mi.is_constructor = !decl.is("method_declaration");
    mi.is_static = has_modifier(decl, "static");
    mi.is_generic = static_cast<bool>(decl.field("type_parameters"));
    mi.return_type = mi.is_constructor ? "void" : type_text(decl.field("type"), decl.field("dimensions"));
    scopes_.assign(1, {});
    if (syntax_node params = decl.field("parameters")) declare_parameters(params);
    mi.params = scopes_.front();
    m_.methods.push_back(std::move(mi));
  }

  // -- scopes --

  std::size_t declare(syntax_node name, std::string type) {
    const std::size_t id = m_.variables.size();
    m_.variables.push_back({std::string(name.text()), std::move(type), m_.offset(name)});
    scopes_.back().push_back(id);
    return id;
  }

  void declare_parameters(syntax_node formal_parameters) {
    for (std::uint32_t i = 0; i < formal_parameters.named_child_count(); ++i) {
      syntax_node p = formal_parameters.named_child(i);
      if (p.is("formal_parameter")) {
        syntax_node t = p.field("type");
        declare(p.field("name"), t.text() == "var" ? std::string() : type_text(t, p.field("dimensions")));
      } else if (p.is("spread_parameter")) {
        // `T... xs` is a `T[]` inside the method
        syntax_node type, declarator;
        for (std::uint32_t j = 0; j < p.named_child_count(); ++j) {
          syntax_node c = p.named_child(j);
          if (c.is("variable_declarator"))
            declarator = c;
          else if (!type && !c.is("modifiers") && !c.is("annotation") && !c.is("marker_annotation"))
            type = c;
        }
        if (type && declarator)
          declare(declarator.field("name"), type_text(type, declarator.field("dimensions")) + "[]");
      }
    }
  }

  [[nodiscard]] std::vector<std::size_t> visible() const {
    std::vector<std::size_t> out;
    std::set<std::string_view> seen;
    for (auto s = scopes_.rbegin(); s != scopes_.rend(); ++s)
      for (auto v = s->rbegin(); v != s->rend(); ++v)
        if (seen.insert(m_.variables[*v].name).second) out.push_back(*v);
    std::reverse(out.begin(), out.end());
    return out;
  }

  [[nodiscard]] std::optional<std::size_t> resolve(std::string_view name) const {
    for (auto s = scopes_.rbegin(); s != scopes_.rend(); ++s)
      for (auto v = s->rbegin(); v != s->rend(); ++v)
        if (m_.variables[*v].name == name) return *v;
    return std::nullopt;
  }

  struct scope_guard {
    model_builder &b;
    explicit scope_guard(model_builder &builder) : b(builder) { b.scopes_.emplace_back(); }
    ~scope_guard() { b.scopes_.pop_back(); }
    scope_guard(const scope_guard &) = delete;
    scope_guard &operator=(const scope_guard &) = delete;
  };

  // -- statements --

  [[nodiscard]] std::optional<position> location_position(syntax_node n) const {
    if (!n.is_named() || !is_statement_kind(n.kind())) return std::nullopt;
    syntax_node parent = n.parent();
    const std::string_view pk = parent.kind();
    if (pk == "block" || pk == "constructor_body" || pk == "switch_block_statement_group") return position::list;
    // a braced body is the construct's structure, not a statement of its own
    if (n.is("block")) return std::nullopt;
    if (pk == "if_statement")
      return m_.same(n, parent.field("consequence")) || m_.same(n, parent.field("alternative"))
                 ? std::optional<position>(position::body)
                 : std::nullopt;
    if (pk == "while_statement" || pk == "do_statement" || pk == "for_statement" || pk == "enhanced_for_statement")
      return m_.same(n, parent.field("body")) ? std::optional<position>(position::body) : std::nullopt;
    if (pk == "labeled_statement") return position::labeled;
    if (pk == "switch_rule") return position::rule;
    return std::nullopt;
  }

  void walk(syntax_node n) {
    std::optional<std::size_t> recorded;
    if (local_type_depth_ == 0)
      if (auto pos = location_position(n)) {
        recorded = m_.statements.size();
        statement_info s;
        s.node = n;
        s.where = m_.span(n);
        s.method = method_;
        s.pos = *pos;
        s.scope_before = visible();
        m_.statements.push_back(std::move(s));
      }
    walk_inside(n);
    if (recorded) m_.statements[*recorded].scope_after = visible();
  }

  void walk_children(syntax_node n) {
    for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
      walk(n.named_child(i));
  }

  void walk_inside(syntax_node n) {
    const std::string_view k = n.kind();
    if (k == "identifier") {
      if (auto v = resolve(n.text())) m_.occurrences.push_back({m_.span(n), *v});
    } else if (k == "block" || k == "constructor_body" || k == "switch_block") {
      scope_guard g(*this);
      walk_children(n);
    } else if (k == "local_variable_declaration") {
      walk_local_declaration(n);
    } else if (k == "for_statement") {
      scope_guard g(*this);
      n.for_each_field("init", [&](syntax_node i) { walk(i); });
      if (syntax_node c = n.field("condition")) walk(c);
      n.for_each_field("update", [&](syntax_node u) { walk(u); });
      walk(n.field("body"));
    } else if (k == "enhanced_for_statement") {
      scope_guard g(*this);
      walk(n.field("value"));
      syntax_node t = n.field("type");
      declare(n.field("name"), t.text() == "var" ? std::string() : type_text(t, n.field("dimensions")));
      walk(n.field("body"));
    } else if (k == "catch_clause") {
      scope_guard g(*this);
      if (syntax_node p = first_named_of_kind(n, "catch_formal_parameter"))
        declare(p.field("name"), type_text(first_named_of_kind(p, "catch_type"), p.field("dimensions")));
      walk(n.field("body"));
    } else if (k == "try_with_resources_statement") {
      walk_try_with_resources(n);
    } else if (k == "lambda_expression") {
      walk_lambda(n);
    } else if (k == "method_invocation") {
      if (syntax_node o = n.field("object")) walk(o);
      walk(n.field("arguments"));
    } else if (k == "field_access") {
      walk(n.field("object"));
    } else if (k == "method_reference") {
      if (n.named_child_count() > 0) walk(n.named_child(0));
    } else if (k == "labeled_statement") {
      for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
        if (!n.named_child(i).is("identifier")) walk(n.named_child(i));
    } else if (k == "instanceof_expression") {
      walk(n.field("left"));
      // a pattern variable's scope follows the flow of the condition; unknown type keeps it out
      // of every renaming, whatever its scope
      if (syntax_node name = n.field("name")) declare(name, {});
      if (syntax_node p = n.field("pattern")) walk(p);
    } else if (k == "type_pattern" || k == "record_pattern_component") {
      for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
        if (n.named_child(i).is("identifier")) declare(n.named_child(i), {});
    } else if (k == "record_pattern") {
      if (syntax_node body = first_named_of_kind(n, "record_pattern_body")) walk_children(body);
    } else if (k == "class_body" || is_type_declaration(k)) {
      ++local_type_depth_;
      walk_local_type(k == "class_body" ? n : n.field("body"));
      --local_type_depth_;
    } else if (k == "break_statement" || k == "continue_statement" || k == "annotation" || k == "marker_annotation" ||
               k == "modifiers" || k == "scoped_identifier") {
      // labels and annotation names are not variables
    } else {
      walk_children(n);
    }
  }

  void walk_local_declaration(syntax_node n) {
    syntax_node t = n.field("type");
    const bool inferred = t.text() == "var";
    n.for_each_field("declarator", [&](syntax_node d) {
      // the initializer first: javac resolves its names without the variable (valid programs)
      if (syntax_node value = d.field("value")) walk(value);
      declare(d.field("name"), inferred ? std::string() : type_text(t, d.field("dimensions")));
    });
  }

  void walk_try_with_resources(syntax_node n) {
    {
      scope_guard g(*this); // the resources are visible in the try block only
      if (syntax_node spec = n.field("resources"))
        for (std::uint32_t i = 0; i < spec.named_child_count(); ++i) {
          syntax_node r = spec.named_child(i);
          if (!r.is("resource")) continue;
          if (syntax_node t = r.field("type")) {
            walk(r.field("value"));
            declare(r.field("name"), t.text() == "var" ? std::string() : type_text(t, r.field("dimensions")));
          } else {
            walk_children(r);
          }
        }
      walk(n.field("body"));
    }
    for (std::uint32_t i = 0; i < n.named_child_count(); ++i) {
      syntax_node c = n.named_child(i);
      if (c.is("catch_clause") || c.is("finally_clause")) walk(c);
    }
  }

  void walk_lambda(syntax_node n) {
    scope_guard g(*this);
    syntax_node params = n.field("parameters");
    if (params.is("identifier"))
      declare(params, {});
    else if (params.is("formal_parameters"))
      declare_parameters(params);
    else if (params.is("inferred_parameters"))
      for (std::uint32_t i = 0; i < params.named_child_count(); ++i)
        declare(params.named_child(i), {});
    walk(n.field("body"));
  }

  /// A local or anonymous class: its methods see the enclosing locals (effectively final ones),
  /// and their parameters shadow them.
  void walk_local_type(syntax_node body) {
    if (!body) return;
    for (std::uint32_t i = 0; i < body.named_child_count(); ++i) {
      syntax_node c = body.named_child(i);
      const std::string_view k = c.kind();
      if (k == "method_declaration" || k == "constructor_declaration") {
        scope_guard g(*this);
        if (syntax_node params = c.field("parameters")) declare_parameters(params);
        if (syntax_node b = c.field("body")) walk(b);
      } else if (k == "field_declaration") {
        c.for_each_field("declarator", [&](syntax_node d) {
          if (syntax_node value = d.field("value")) walk(value);
        });
      } else if (k == "block" || k == "static_initializer") {
        walk(c);
      } else if (is_type_declaration(k)) {
        walk_local_type(c.field("body"));
      } else if (k == "enum_body_declarations") {
        walk_local_type(c);
      }
    }
  }

  /// The statement's free variables (names of locals declared outside it) and the names it declares.
  void describe_contents(statement_info &s) const {
    auto it = std::lower_bound(m_.occurrences.begin(), m_.occurrences.end(), s.where.begin,
                               [](const occurrence &o, std::size_t b) { return o.where.begin < b; });
    for (; it != m_.occurrences.end() && it->where.begin < s.where.end; ++it) {
      if (s.where.contains(m_.variables[it->var].declared_at)) continue;
      auto f = std::find_if(s.free.begin(), s.free.end(), [&](const free_variable &fv) { return fv.var == it->var; });
      if (f == s.free.end())
        s.free.push_back({it->var, {it->where}});
      else
        f->occurrences.push_back(it->where);
    }
    for (const auto &v : m_.variables)
      if (s.where.contains(v.declared_at)) s.declared.push_back(v.name);
  }
};

// ---- the transformations -------------------------------------------------------------------

/// Fisher-Yates with `rng() % n`: std::shuffle's sequence is implementation-defined, and the
/// variants of a seed must be the same on every platform.
template <class T> void shuffle(std::vector<T> &items, std::mt19937_64 &rng) {
  for (std::size_t n = items.size(); n > 1; --n)
    std::swap(items[n - 1], items[static_cast<std::size_t>(rng() % n)]);
}

/// Exact floor division by a positive divisor.
inline std::int64_t floor_div(std::int64_t x, std::int64_t d) {
  std::int64_t q = x / d;
  if (x % d != 0 && x < 0) --q;
  return q;
}

/// The value of an int literal (underscores, hex, octal, binary; no `L`).
inline std::optional<std::int64_t> int_literal_value(syntax_node n) {
  const std::string_view k = n.kind();
  int base = 10;
  if (k == "hex_integer_literal")
    base = 16;
  else if (k == "binary_integer_literal")
    base = 2;
  else if (k == "octal_integer_literal")
    base = 8;
  else if (k != "decimal_integer_literal")
    return std::nullopt;
  std::string digits;
  for (char c : n.text())
    if (c != '_') digits += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (digits.empty() || digits.back() == 'l') return std::nullopt;
  if (base == 16 || base == 2) digits.erase(0, 2);
  std::int64_t v = 0;
  for (char c : digits) {
    const int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : c - 'a' + 10;
    if (d < 0 || d >= base) return std::nullopt;
    v = v * base + d;
    if (v > (std::int64_t{1} << 32)) return std::nullopt;
  }
  // a hex, octal or binary int literal is the bit pattern of a two's complement int (0xFFFFFFFF is -1)
  if (base != 10 && v > std::numeric_limits<std::int32_t>::max()) {
    if (v > std::numeric_limits<std::uint32_t>::max()) return std::nullopt;
    v -= std::int64_t{1} << 32;
  }
  return v;
}

inline bool fits_int(std::int64_t v) {
  return v >= std::numeric_limits<std::int32_t>::min() && v <= std::numeric_limits<std::int32_t>::max();
}

/// The value of a constant int expression of literals, + - * and parentheses, if it is one.
inline std::optional<std::int64_t> constant_value(syntax_node n) {
  constexpr std::int64_t bound = std::int64_t{1} << 40; // far beyond int, far below overflow
  auto fits = [&](std::int64_t v) { return v > -bound && v < bound ? std::optional<std::int64_t>(v) : std::nullopt; };
  const std::string_view k = n.kind();
  if (k == "parenthesized_expression")
    return n.named_child_count() == 1 ? constant_value(n.named_child(0)) : std::nullopt;
  if (k == "unary_expression") {
    auto v = constant_value(n.field("operand"));
    const std::string_view op = n.field("operator").text();
    if (!v) return std::nullopt;
    return op == "-" ? fits(-*v) : op == "+" ? v : std::nullopt;
  }
  if (k == "binary_expression") {
    auto l = constant_value(n.field("left")), r = constant_value(n.field("right"));
    if (!l || !r) return std::nullopt;
    const std::string_view op = n.field("operator").text();
    if (op == "+") return fits(*l + *r);
    if (op == "-") return fits(*l - *r);
    if (op == "*") return fits(*l * *r);
    return std::nullopt;
  }
  return int_literal_value(n);
}

/// Side-effect free loop bounds: names, literals, field accesses (`a.length`), + - * of those.
inline bool is_pure_bound(syntax_node n) {
  const std::string_view k = n.kind();
  if (k == "identifier" || k == "this" || int_literal_value(n)) return true;
  if (k == "field_access") return is_pure_bound(n.field("object"));
  if (k == "parenthesized_expression") return n.named_child_count() == 1 && is_pure_bound(n.named_child(0));
  if (k == "unary_expression") {
    const std::string_view op = n.field("operator").text();
    return (op == "-" || op == "+") && is_pure_bound(n.field("operand"));
  }
  if (k == "binary_expression") {
    const std::string_view op = n.field("operator").text();
    return (op == "+" || op == "-" || op == "*") && is_pure_bound(n.field("left")) && is_pure_bound(n.field("right"));
  }
  return false;
}

/// Calls f on every identifier of a bound that names a variable (not the field of a field access).
template <class F> void for_each_bound_name(syntax_node n, F &&f) {
  if (n.is("identifier")) return f(n.text());
  if (n.is("field_access")) return for_each_bound_name(n.field("object"), f);
  for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
    for_each_bound_name(n.named_child(i), f);
}

/// Does `n` assign the variable `name` (`name = ..`, `name += ..`, `name++`, ...)?
inline bool assigns(syntax_node n, std::string_view name) {
  if (n.is("assignment_expression") && n.field("left").is("identifier") && n.field("left").text() == name) return true;
  if (n.is("update_expression"))
    for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
      if (n.named_child(i).is("identifier") && n.named_child(i).text() == name) return true;
  for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
    if (assigns(n.named_child(i), name)) return true;
  return false;
}

inline bool is_atomic_expression(syntax_node n) {
  const std::string_view k = n.kind();
  return k == "identifier" || k == "field_access" || k == "parenthesized_expression" || int_literal_value(n);
}

struct loop_flip {
  std::vector<text_edit> edits;
  std::string header; // the flipped loop's header, for the description
};

/// The reversed counted loop, if `loop` is `for (int i = A; i OP B; UPDATE) BODY` with a step
/// towards B, bounds free of side effects and a body that assigns neither i nor the bounds'
/// variables: the same index values, last first.
inline std::optional<loop_flip> flip_loop(const file_model &m, syntax_node loop) {
  syntax_node init;
  int inits = 0, updates = 0;
  syntax_node update;
  loop.for_each_field("init", [&](syntax_node i) {
    init = i;
    ++inits;
  });
  loop.for_each_field("update", [&](syntax_node u) {
    update = u;
    ++updates;
  });
  if (inits != 1 || updates != 1 || !init.is("local_variable_declaration") || init.field("type").text() != "int")
    return std::nullopt;
  int declarators = 0;
  init.for_each_field("declarator", [&](syntax_node) { ++declarators; });
  syntax_node decl = init.field("declarator");
  if (declarators != 1 || decl.field("dimensions") || !decl.field("value")) return std::nullopt;
  const std::string_view index = decl.field("name").text();
  syntax_node a = decl.field("value");

  syntax_node cond = loop.field("condition");
  if (!cond.is("binary_expression") || !cond.field("left").is("identifier") || cond.field("left").text() != index)
    return std::nullopt;
  const std::string_view op = cond.field("operator").text();
  syntax_node b = cond.field("right");

  // the update: its direction and step
  std::int64_t step = 0;
  bool increasing = false;
  if (update.is("update_expression")) {
    std::string text;
    for (char c : update.text())
      if (!std::isspace(static_cast<unsigned char>(c))) text += c;
    const std::string i(index);
    if (text == i + "++" || text == "++" + i)
      increasing = true, step = 1;
    else if (text == i + "--" || text == "--" + i)
      increasing = false, step = 1;
    else
      return std::nullopt;
  } else if (update.is("assignment_expression")) {
    const std::string_view aop = update.field("operator").text();
    auto s = int_literal_value(update.field("right"));
    if (!update.field("left").is("identifier") || update.field("left").text() != index || !s || *s <= 0 ||
        *s > std::numeric_limits<std::int32_t>::max() || (aop != "+=" && aop != "-="))
      return std::nullopt;
    increasing = aop == "+=";
    step = *s;
  } else {
    return std::nullopt;
  }
  const bool strict = op == "<" || op == ">";
  if (!((increasing && (op == "<" || op == "<=")) || (!increasing && (op == ">" || op == ">=")))) return std::nullopt;

  // bounds computed once must stay the bounds: side-effect free, and nothing they name (nor
  // the index) assigned in the body
  if (!is_pure_bound(a) || !is_pure_bound(b)) return std::nullopt;
  syntax_node body = loop.field("body");
  bool invariant = !assigns(body, index);
  for_each_bound_name(b,
                      [&](std::string_view name) { invariant = invariant && name != index && !assigns(body, name); });
  for_each_bound_name(a, [&](std::string_view name) { invariant = invariant && !assigns(body, name); });
  if (!invariant) return std::nullopt;

  // LAST, the last index value the loop runs: A + floorDiv(B - 1 - A, S) * S for `<` (B - A for
  // `<=`), A - floorDiv(A - 1 - B, S) * S for `>` (A - B for `>=`); floorDiv, not /, so that a
  // loop that runs zero times still does
  std::string last;
  const auto ca = constant_value(a), cb = constant_value(b);
  // a constant beyond int wraps in Java, and would not be the bound computed here
  if ((ca && !fits_int(*ca)) || (cb && !fits_int(*cb))) return std::nullopt;
  if (ca && cb) {
    const std::int64_t span = increasing ? *cb - *ca - (strict ? 1 : 0) : *ca - *cb - (strict ? 1 : 0);
    const std::int64_t value = increasing ? *ca + floor_div(span, step) * step : *ca - floor_div(span, step) * step;
    if (!fits_int(value)) return std::nullopt;
    last = std::to_string(value);
  } else {
    const std::string at(a.text()), bt(b.text());
    const std::string ap = is_atomic_expression(a) ? at : "(" + at + ")";
    const std::string bp = is_atomic_expression(b) ? bt : "(" + bt + ")";
    const bool a_zero = ca && *ca == 0;
    if (step == 1) {
      // floorDiv(x, 1) * 1 is x, and A + (B - 1 - A) is B - 1 in int arithmetic too (wrapping)
      last = strict ? bp + (increasing ? " - 1" : " + 1") : bt;
    } else if (increasing) {
      const std::string span = (strict ? bp + " - 1" : bp) + (a_zero ? "" : " - " + ap);
      last = fmt::format("{}Math.floorDiv({}, {}) * {}", a_zero ? "" : ap + " + ", span, step, step);
    } else {
      const std::string span = (strict ? ap + " - 1" : ap) + " - " + bp;
      last = fmt::format("{} - Math.floorDiv({}, {}) * {}", ap, span, step, step);
    }
  }
  const std::string i(index);
  const std::string new_cond = fmt::format("{} {} {}", i, increasing ? ">=" : "<=", a.text());
  const std::string new_update =
      step == 1 ? i + (increasing ? "--" : "++") : fmt::format("{} {} {}", i, increasing ? "-=" : "+=", step);
  loop_flip flip;
  flip.edits = {{m.span(a), last}, {m.span(cond), new_cond}, {m.span(update), new_update}};
  flip.header = fmt::format("for (int {} = {}; {}; {})", i, last, new_cond, new_update);
  return flip;
}

/// Makes the variants of one file; one instance per make_variants call.
class variant_maker {
public:
  variant_maker(const file_model &m, const variant_options &options) : m_(m), options_(options) {
    newline_ = newline_of(m.source);
    declared_later_.resize(m_.statements.size());
    for (std::size_t i = 0; i < m_.statements.size(); ++i) {
      const statement_info &s = m_.statements[i];
      if (!is_host(s.method)) continue;
      hosts_.push_back(i);
      if (s.pos != position::list) continue;
      // a declaration's scope runs to the end of the block (of the whole switch block, in a group)
      syntax_node block = s.node.parent();
      if (block.is("switch_block_statement_group")) block = block.parent();
      const text_span rest{s.where.end, m_.span(block).end};
      for (const auto &v : m_.variables)
        if (rest.contains(v.declared_at)) declared_later_[i].push_back(v.name);
    }
  }

  std::vector<variant> run() {
    std::vector<variant> out;
    std::set<std::string> taken{std::string(m_.source)};
    for (transformation t : options_.transforms) {
      // a generator per transformation: what one transformation yields does not depend on the
      // others asked for
      std::mt19937_64 rng(options_.seed);
      switch (t) {
      case transformation::del:
        take(deletions(), rng, taken, out, [&](std::size_t s, std::size_t) { return remove(s); });
        break;
      case transformation::replace:
        take(transplants(false), rng, taken, out,
             [&](const std::pair<std::size_t, std::size_t> &c, std::size_t) { return transplant(c, false, rng); });
        break;
      case transformation::add:
        take(transplants(true), rng, taken, out,
             [&](const std::pair<std::size_t, std::size_t> &c, std::size_t) { return transplant(c, true, rng); });
        break;
      case transformation::add_call:
        take(calls(), rng, taken, out,
             [&](const std::pair<std::size_t, std::size_t> &c, std::size_t k) { return add_call(c, k, rng); });
        break;
      case transformation::loop_flip:
        take(flips(), rng, taken, out,
             [&](const std::pair<std::size_t, loop_flip> &c, std::size_t) { return flip(c); });
        break;
      case transformation::swap_subtype:
        take(swaps(), rng, taken, out, [&](const swap &c, std::size_t) { return swap_class(c); });
        break;
      }
    }
    return out;
  }

private:
  const file_model &m_;
  const variant_options &options_;
  std::string newline_;
  std::vector<std::size_t> hosts_; // statements of the methods transformed
  // per host statement in a block, the names declared after it in the block, at any depth: a
  // declaration put there must not take one of them
  std::vector<std::vector<std::string>> declared_later_;

  [[nodiscard]] bool is_host(std::size_t method) const {
    return !options_.method || m_.methods[method].name == *options_.method;
  }

  /// Shuffles the candidates and keeps the first `count` whose text is new; `make(c, k)` gets
  /// the number k of variants this transformation has already taken.
  template <class Candidate, class Make>
  void take(std::vector<Candidate> candidates, std::mt19937_64 &rng, std::set<std::string> &taken,
            std::vector<variant> &out, Make make) const {
    shuffle(candidates, rng);
    std::size_t count = 0;
    for (const auto &c : candidates) {
      if (count == options_.count) break;
      std::optional<variant> v = make(c, count);
      if (!v || !taken.insert(v->source).second) continue;
      out.push_back(std::move(*v));
      ++count;
    }
  }

  // -- text helpers --

  [[nodiscard]] std::size_t line_start(std::size_t offset) const {
    return variant_making::line_start(m_.source, offset);
  }
  /// The leading whitespace of the line holding `offset`.
  [[nodiscard]] std::string_view indent_at(std::size_t offset) const {
    return variant_making::indent_at(m_.source, offset);
  }
  [[nodiscard]] bool only_blanks(std::size_t b, std::size_t e) const {
    return std::all_of(m_.source.begin() + static_cast<std::ptrdiff_t>(b),
                       m_.source.begin() + static_cast<std::ptrdiff_t>(e), is_blank);
  }
  [[nodiscard]] std::size_t skip_blanks(std::size_t at) const {
    while (at < m_.source.size() && is_blank(m_.source[at]))
      ++at;
    return at;
  }
  [[nodiscard]] bool at_line_end(std::size_t at) const {
    return at >= m_.source.size() || m_.source[at] == '\n' || m_.source[at] == '\r';
  }

  [[nodiscard]] variant make_variant(const statement_info &s, transformation kind, std::string node,
                                     std::vector<text_edit> edits, std::string description) const {
    return {m_.methods[s.method].name,
            kind,
            s.node.pos().line,
            std::move(node),
            apply_edits(m_.source, 0, std::move(edits)),
            std::move(description)};
  }

  /// Edits that put `text` (already indented for the location's line) right after statement s:
  /// on a line of its own in a block, or with s in a new block where s stands alone.
  [[nodiscard]] std::vector<text_edit> insert_after(const statement_info &s, const std::string &text) const {
    if (s.pos != position::list) return {{s.where, fmt::format("{{ {} {} }}", s.node.text(), text)}};
    std::size_t at = skip_blanks(s.where.end);
    const bool line_comment = m_.source.substr(at, 2) == "//";
    if (line_comment)
      while (!at_line_end(at))
        ++at;
    if (at_line_end(at)) return {{{at, at}, newline_ + std::string(indent_at(s.where.begin)) + text}};
    // code follows on the same line (`{ a; b; }`): keep the line's layout
    return {{{s.where.end, s.where.end}, " " + text}};
  }

  // -- delete --

  std::vector<std::size_t> deletions() const { return hosts_; }

  [[nodiscard]] std::optional<variant> remove(std::size_t index) const {
    const statement_info &s = m_.statements[index];
    text_edit e{s.where, {}};
    if (s.pos != position::list) {
      // a construct that needs a statement gets an empty block (`;` is no body of a switch rule)
      e.replacement = "{}";
    } else {
      // the statement goes, and with it the blanks around it, leaving its line empty
      const std::size_t after = skip_blanks(s.where.end);
      const std::size_t before = line_start(s.where.begin);
      if (at_line_end(after)) {
        e.where.end = after;
        e.where.begin = s.where.begin;
        while (e.where.begin > before && is_blank(m_.source[e.where.begin - 1]))
          --e.where.begin;
      } else {
        e.where.end = after;
      }
    }
    return make_variant(s, transformation::del, std::string(s.node.kind()), {std::move(e)},
                        fmt::format("delete line {} ({})", s.node.pos().line, s.node.kind()));
  }

  // -- replace and add --

  /// For every free variable of `transplant`, the variables visible at the location (after it,
  /// for `add`) with its type; nullopt if one has none, or if a name the transplant declares
  /// would clash with a local there (javac rejects a local that shadows a local).
  [[nodiscard]] std::optional<std::vector<std::vector<std::size_t>>> renamings(const statement_info &transplant,
                                                                               std::size_t location, bool add) const {
    const statement_info &loc = m_.statements[location];
    const std::vector<std::size_t> &scope = add ? loc.scope_after : loc.scope_before;
    for (const auto &name : transplant.declared)
      for (std::size_t v : scope)
        if (m_.variables[v].name == name) return std::nullopt;
    if (transplant.node.is("local_variable_declaration"))
      for (const auto &name : declared_later_[location])
        if (std::find(transplant.declared.begin(), transplant.declared.end(), name) != transplant.declared.end())
          return std::nullopt;
    std::vector<std::vector<std::size_t>> choices;
    for (const auto &f : transplant.free) {
      const std::string &type = m_.variables[f.var].type;
      std::vector<std::size_t> fitting;
      if (!type.empty())
        for (std::size_t v : scope)
          if (m_.variables[v].type == type) fitting.push_back(v);
      if (fitting.empty()) return std::nullopt;
      choices.push_back(std::move(fitting));
    }
    return choices;
  }

  std::vector<std::pair<std::size_t, std::size_t>> transplants(bool add) const {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    for (std::size_t l : hosts_) {
      const statement_info &loc = m_.statements[l];
      if (add && loc.pos == position::labeled) continue; // a label names one statement
      for (std::size_t t = 0; t < m_.statements.size(); ++t)
        if (!m_.statements[t].where.overlaps(loc.where) && renamings(m_.statements[t], l, add)) out.emplace_back(l, t);
    }
    return out;
  }

  [[nodiscard]] std::optional<variant> transplant(const std::pair<std::size_t, std::size_t> &c, bool add,
                                                  std::mt19937_64 &rng) const {
    const statement_info &loc = m_.statements[c.first];
    const statement_info &t = m_.statements[c.second];
    auto choices = renamings(t, c.first, add);
    if (!choices) return std::nullopt;
    std::vector<text_edit> renames;
    std::string renamed;
    for (std::size_t i = 0; i < t.free.size(); ++i) {
      const auto &options = (*choices)[i];
      const variable &to = m_.variables[options[static_cast<std::size_t>(rng() % options.size())]];
      const variable &from = m_.variables[t.free[i].var];
      if (to.name == from.name) continue;
      renamed += fmt::format(", {} -> {}", from.name, to.name);
      for (const auto &o : t.free[i].occurrences)
        renames.push_back({o, to.name});
    }
    std::string text = reindent(apply_edits(t.node.text(), t.where.begin, std::move(renames)), indent_at(t.where.begin),
                                indent_at(loc.where.begin));
    const std::uint32_t loc_line = loc.node.pos().line, t_line = t.node.pos().line;
    if (add)
      return make_variant(loc, transformation::add, std::string(t.node.kind()), insert_after(loc, text),
                          fmt::format("add line {}'s {} after line {}{}", t_line, t.node.kind(), loc_line, renamed));
    // where one statement stands alone, a declaration (or, in a switch rule, anything but an
    // expression statement, a throw or a block) needs a block around it
    const std::string_view tk = t.node.kind();
    const bool wrap =
        (loc.pos != position::list && tk == "local_variable_declaration") ||
        (loc.pos == position::rule && tk != "expression_statement" && tk != "throw_statement" && tk != "block");
    if (wrap) text = "{ " + text + " }";
    return make_variant(loc, transformation::replace, std::string(tk), {{loc.where, std::move(text)}},
                        fmt::format("replace line {} ({}) by line {}'s{}", loc_line, loc.node.kind(), t_line, renamed));
  }

  // -- add-call --

  [[nodiscard]] bool can_call(const method_info &host, const method_info &callee) const {
    if (&host == &callee || callee.is_constructor || callee.is_generic || !m_.same(host.owner, callee.owner))
      return false;
    if (host.is_static && !callee.is_static) return false;
    // an interface's fields are final: it has no field to keep the result in
    return callee.return_type == "void" || !host.owner.is("interface_declaration");
  }

  /// For every parameter of `callee`, the variables of `scope` with its type; nullopt if one has none.
  [[nodiscard]] std::optional<std::vector<std::vector<std::size_t>>>
  arguments(const method_info &callee, const std::vector<std::size_t> &scope) const {
    std::vector<std::vector<std::size_t>> choices;
    for (std::size_t p : callee.params) {
      const std::string &type = m_.variables[p].type;
      std::vector<std::size_t> fitting;
      for (std::size_t v : scope)
        if (!type.empty() && m_.variables[v].type == type) fitting.push_back(v);
      if (fitting.empty()) return std::nullopt;
      choices.push_back(std::move(fitting));
    }
    return choices;
  }

  std::vector<std::pair<std::size_t, std::size_t>> calls() const {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    for (std::size_t l : hosts_) {
      const statement_info &loc = m_.statements[l];
      if (loc.pos == position::labeled) continue;
      for (std::size_t c = 0; c < m_.methods.size(); ++c)
        if (can_call(m_.methods[loc.method], m_.methods[c]) && arguments(m_.methods[c], loc.scope_after))
          out.emplace_back(l, c);
    }
    return out;
  }

  [[nodiscard]] std::optional<variant> add_call(const std::pair<std::size_t, std::size_t> &c, std::size_t k,
                                                std::mt19937_64 &rng) const {
    const statement_info &loc = m_.statements[c.first];
    const method_info &host = m_.methods[loc.method];
    const method_info &callee = m_.methods[c.second];
    auto choices = arguments(callee, loc.scope_after);
    if (!choices) return std::nullopt;
    std::string args;
    for (const auto &options : *choices)
      args += (args.empty() ? "" : ", ") + m_.variables[options[static_cast<std::size_t>(rng() % options.size())]].name;
    std::string call = fmt::format("{}({})", callee.name, args);
    std::vector<text_edit> edits;
    if (callee.return_type != "void") {
      const std::string field = fmt::format("addCallResult{}", k);
      call = fmt::format("{} = {}", field, call);
      // the field goes right before the host method, on a line of its own when the method starts one
      const std::size_t at = m_.offset(host.decl);
      const std::string declaration = fmt::format("static {} {};", callee.return_type, field);
      if (only_blanks(line_start(at), at))
        edits.push_back({{line_start(at), line_start(at)}, std::string(indent_at(at)) + declaration + newline_});
      else
        edits.push_back({{at, at}, declaration + " "});
    }
    // the exception variable must not shadow a visible local (a compile error in Java)
    std::string exception = "e";
    for (int n = 1; std::any_of(loc.scope_after.begin(), loc.scope_after.end(),
                                [&](std::size_t v) { return m_.variables[v].name == exception; });
         ++n)
      exception = fmt::format("e{}", n);
    const std::string statement = fmt::format("try {{ {}; }} catch (Exception {}) {{}}", call, exception);
    for (auto &e : insert_after(loc, statement))
      edits.push_back(std::move(e));
    return make_variant(loc, transformation::add_call, std::string(loc.node.kind()), std::move(edits),
                        fmt::format("add a call after line {} ({}): {}", loc.node.pos().line, loc.node.kind(), call));
  }

  // -- loop-flip --

  std::vector<std::pair<std::size_t, loop_flip>> flips() const {
    std::vector<std::pair<std::size_t, loop_flip>> out;
    for (std::size_t l : hosts_)
      if (m_.statements[l].node.is("for_statement"))
        if (auto f = flip_loop(m_, m_.statements[l].node)) out.emplace_back(l, std::move(*f));
    return out;
  }

  [[nodiscard]] std::optional<variant> flip(const std::pair<std::size_t, loop_flip> &c) const {
    const statement_info &loc = m_.statements[c.first];
    return make_variant(loc, transformation::loop_flip, std::string(loc.node.kind()), c.second.edits,
                        fmt::format("flip the loop at line {}: {}", loc.node.pos().line, c.second.header));
  }

  // -- swap-subtype --

  struct swap {
    std::size_t statement = 0;
    syntax_node class_name; // the type_identifier naming the class created
    std::string to;
  };

  [[nodiscard]] const class_info *find_class(std::string_view name) const {
    for (const auto &c : m_.classes)
      if (c.name == name) return &c;
    return nullptr;
  }

  /// The declared type of field `name` of class `owner`, or empty.
  [[nodiscard]] std::string field_type(syntax_node owner, std::string_view name) const {
    syntax_node body = owner.field("body");
    for (std::uint32_t i = 0; body && i < body.named_child_count(); ++i) {
      syntax_node f = body.named_child(i);
      if (!f.is("field_declaration")) continue;
      std::string type;
      f.for_each_field("declarator", [&](syntax_node d) {
        if (d.field("name").text() == name) type = type_text(f.field("type"), d.field("dimensions"));
      });
      if (!type.empty()) return type;
    }
    return {};
  }

  /// The type_identifier that names the class of `new C(...)`.
  static syntax_node created_class_name(syntax_node creation) {
    syntax_node t = creation.field("type");
    while (t.is("generic_type") || t.is("scoped_type_identifier"))
      t = t.is("generic_type") ? t.named_child(0) : t.named_child(t.named_child_count() - 1);
    return t.is("type_identifier") ? t : syntax_node{};
  }

  /// Candidates for `I x = new C(..)` (or `x = new C(..)`): every other class implementing I.
  /// Each creation a conditional (`c ? new A() : new B()`, parenthesised or not) can yield is
  /// one location.
  void add_swaps(std::size_t statement, const std::string &declared_type, syntax_node creation,
                 std::vector<swap> &out) const {
    if (creation.is("parenthesized_expression"))
      return add_swaps(statement, declared_type, creation.named_child(0), out);
    if (creation.is("ternary_expression")) {
      add_swaps(statement, declared_type, creation.field("consequence"), out);
      return add_swaps(statement, declared_type, creation.field("alternative"), out);
    }
    if (!creation.is("object_creation_expression") || first_named_of_kind(creation, "class_body")) return;
    const class_info *interface = find_class(simple_type_name(declared_type));
    syntax_node name = created_class_name(creation);
    if (!interface || !interface->is_interface || !name) return;
    auto implements = [&](const class_info &c) {
      return !c.is_interface && !c.is_abstract && c.decl.is("class_declaration") &&
             std::find(c.interfaces.begin(), c.interfaces.end(), interface->name) != c.interfaces.end();
    };
    const class_info *created = find_class(name.text());
    if (!created || !implements(*created)) return;
    for (const auto &c : m_.classes)
      if (implements(c) && c.name != created->name) out.push_back({statement, name, c.name});
  }

  std::vector<swap> swaps() const {
    std::vector<swap> out;
    for (std::size_t l : hosts_) {
      const statement_info &s = m_.statements[l];
      if (s.node.is("local_variable_declaration")) {
        s.node.for_each_field("declarator", [&](syntax_node d) {
          if (syntax_node value = d.field("value"))
            add_swaps(l, type_text(s.node.field("type"), d.field("dimensions")), value, out);
        });
      } else if (s.node.is("expression_statement") && s.node.named_child(0).is("assignment_expression")) {
        syntax_node a = s.node.named_child(0);
        syntax_node left = a.field("left");
        if (a.field("operator").text() != "=") continue;
        std::string type;
        if (left.is("identifier")) {
          if (auto v = m_.variable_at(m_.span(left)))
            type = m_.variables[*v].type;
          else
            type = field_type(m_.methods[s.method].owner, left.text());
        } else if (left.is("field_access") && left.field("object").is("this")) {
          type = field_type(m_.methods[s.method].owner, left.field("field").text());
        }
        if (!type.empty()) add_swaps(l, type, a.field("right"), out);
      }
    }
    return out;
  }

  [[nodiscard]] std::optional<variant> swap_class(const swap &c) const {
    const statement_info &loc = m_.statements[c.statement];
    return make_variant(loc, transformation::swap_subtype, std::string(loc.node.kind()),
                        {{m_.span(c.class_name), c.to}},
                        fmt::format("swap-subtype at line {} ({}): new {} -> new {}", loc.node.pos().line,
                                    loc.node.kind(), c.class_name.text(), c.to));
  }
};

} // namespace detail::variant_making

/// Variants of `source` (file: for diagnostics only): per transformation in options order, all
/// candidates enumerated in document order, shuffled with std::mt19937_64(seed), then the first
/// `count` whose text is new (differs from the source and from those taken). A syntax error or
/// an unknown method is a diagnostic (kind syntax / usage) with file, line and column.
inline result<std::vector<variant>> make_variants(const std::string &source, const std::string &file,
                                                  const variant_options &options) {
  using namespace detail::variant_making;
  const syntax_tree tree(source);
  if (tree.root().has_error()) return tree.first_error(file);
  file_model model;
  model.source = tree.source();
  model_builder(model).build(tree.root());
  if (options.method && std::none_of(model.methods.begin(), model.methods.end(),
                                     [&](const method_info &m) { return m.body && m.name == *options.method; })) {
    const source_pos where = model.classes.empty() ? source_pos{1, 1} : model.classes.front().decl.field("name").pos();
    return diagnostic{diagnostic::kind::usage, file, where,
                      fmt::format("no method or constructor '{}' with a body in the file", *options.method)};
  }
  return variant_maker(model, options).run();
}

} // namespace symdelta::java
