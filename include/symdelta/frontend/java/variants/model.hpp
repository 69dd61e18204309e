#pragma once
// What a Java file declares, as the variant generator and the neutral rewrites see it: its
// classes, methods and constructors, their locals and parameters with every use, and each
// statement with the variables visible before and after it.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "symdelta/frontend/java/lowering/local_scopes.hpp"
#include "symdelta/frontend/java/syntax.hpp"
#include "symdelta/frontend/java/variants/text.hpp"

namespace symdelta::java::detail::variant_making {

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
      scopes_.clear();
      scopes_.open();
      for (std::size_t p : m_.methods[i].params)
        scopes_.declare(m_.variables[p].name, p);
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
  local_scopes<std::size_t> scopes_; // variable ids
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
    scopes_.clear();
    scopes_.open();
    if (syntax_node params = decl.field("parameters")) declare_parameters(params);
    mi.params = scopes_.innermost();
    m_.methods.push_back(std::move(mi));
  }

  // -- scopes --

  std::size_t declare(syntax_node name, std::string type) {
    const std::size_t id = m_.variables.size();
    m_.variables.push_back({std::string(name.text()), std::move(type), m_.offset(name)});
    scopes_.declare(std::string(name.text()), id);
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

  struct scope_guard {
    model_builder &b;
    explicit scope_guard(model_builder &builder) : b(builder) { b.scopes_.open(); }
    ~scope_guard() { b.scopes_.close(); }
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
        s.scope_before = scopes_.visible();
        m_.statements.push_back(std::move(s));
      }
    walk_inside(n);
    if (recorded) m_.statements[*recorded].scope_after = scopes_.visible();
  }

  void walk_children(syntax_node n) {
    for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
      walk(n.named_child(i));
  }

  void walk_inside(syntax_node n) {
    const std::string_view k = n.kind();
    if (k == "identifier") {
      if (const std::size_t *v = scopes_.find(n.text())) m_.occurrences.push_back({m_.span(n), *v});
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
} // namespace symdelta::java::detail::variant_making
