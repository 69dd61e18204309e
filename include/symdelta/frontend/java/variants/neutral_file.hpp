#pragma once
// What the neutral rewrites (neutral_rewrites.hpp) know of a file: its types, fields, methods and
// calls, its locals (model.hpp), every word of its text; the fresh names drawn from the seed; the
// compared method as the file declares it.
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
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
#include "symdelta/frontend/entry_method.hpp"
#include "symdelta/frontend/java/syntax.hpp"
#include "symdelta/frontend/java/variants/model.hpp"
#include "symdelta/frontend/java/variants/text.hpp"

namespace symdelta::java::detail::neutral_rewriting {

using variant_making::apply_edits;
using variant_making::file_model;
using variant_making::has_modifier;
using variant_making::indent_at;
using variant_making::is_blank;
using variant_making::is_type_declaration;
using variant_making::is_word_char;
using variant_making::model_builder;
using variant_making::newline_of;
using variant_making::normalize_type;
using variant_making::text_edit;
using variant_making::text_span;

inline constexpr std::size_t none = static_cast<std::size_t>(-1);

/// A class, interface, enum or record of the file.
struct type_info {
  syntax_node decl;
  std::string name;
  std::size_t outer = none;            // the type it is a member of
  bool local = false;                  // declared in code (a method body, an anonymous class): never resolved to
  std::vector<std::string> supertypes; // the superclass and the interfaces, as written
};

struct field_info {
  std::string name;
  std::size_t owner = none;
  bool is_static = false, is_private = false;
};

struct method_info {
  syntax_node decl;
  std::size_t owner = none;
  std::string name;
  bool is_static = false, is_private = false, is_constructor = false, is_abstract = false;
};

/// A method invocation or method reference, with the type whose code holds it.
struct call_site {
  syntax_node node;
  std::size_t type = none;
  bool in_local_type = false;
};

/// One parsed file and what the rewrites ask of it: its types, fields and methods, the calls, the
/// locals (model.hpp) and every word of the text (which no fresh name may be).
class java_file {
public:
  explicit java_file(std::string source) : tree_(std::move(source)) {
    locals.source = tree_.source();
    if (tree_.root().has_error()) return;
    model_builder(locals).build(tree_.root());
    walk(tree_.root(), none, false, false);
    for (std::size_t i = 0; i < types.size() && main == none; ++i)
      if (types[i].outer == none && !types[i].local && types[i].decl.is("class_declaration") &&
          has_modifier(types[i].decl, "public"))
        main = i;
    for (std::size_t i = 0; i < types.size() && main == none; ++i)
      if (types[i].outer == none && !types[i].local && types[i].decl.is("class_declaration")) main = i;
    const std::string_view s = tree_.source();
    for (std::size_t at = 0; at < s.size();) {
      std::size_t end = at;
      while (end < s.size() && is_word_char(s[end]))
        ++end;
      if (end > at) words.emplace(s.substr(at, end - at));
      at = end + 1;
    }
  }
  java_file(const java_file &) = delete;
  java_file &operator=(const java_file &) = delete;

  [[nodiscard]] const syntax_tree &tree() const { return tree_; }
  [[nodiscard]] syntax_node root() const { return tree_.root(); }
  [[nodiscard]] std::string_view source() const { return tree_.source(); }
  [[nodiscard]] std::size_t offset(syntax_node n) const { return locals.offset(n); }
  [[nodiscard]] text_span span(syntax_node n) const { return locals.span(n); }

  file_model locals;
  std::vector<type_info> types;
  std::vector<field_info> fields;
  std::vector<method_info> methods; // of the types that are not local
  std::vector<call_site> calls;
  std::set<std::string, std::less<>> words;
  std::size_t main = none; // the main class: the public top-level class, else the first

  /// `Outer.Inner`.
  [[nodiscard]] std::string qualified_name(std::size_t t) const {
    return types[t].outer == none ? types[t].name : qualified_name(types[t].outer) + "." + types[t].name;
  }
  [[nodiscard]] std::size_t top_level(std::size_t t) const {
    while (types[t].outer != none)
      t = types[t].outer;
    return t;
  }
  [[nodiscard]] std::size_t type_of_decl(syntax_node decl) const {
    for (std::size_t i = 0; i < types.size(); ++i)
      if (locals.same(types[i].decl, decl)) return i;
    return none;
  }

  /// The one type a name written in the file (`Inner`, `Outer.Inner`, `Box<T>`) designates: of
  /// that qualified name, else the only one whose name ends with it; none if no type of the file
  /// or several are.
  [[nodiscard]] std::size_t type_named(std::string_view written) const {
    std::string name = normalize_type(written);
    if (const auto lt = name.find('<'); lt != std::string::npos) name.resize(lt);
    std::vector<std::size_t> exact, suffix;
    for (std::size_t i = 0; i < types.size(); ++i) {
      if (types[i].local) continue;
      const std::string q = qualified_name(i);
      if (q == name)
        exact.push_back(i);
      else if (q.size() > name.size() && q.ends_with(name) && q[q.size() - name.size() - 1] == '.')
        suffix.push_back(i);
    }
    const auto &found = exact.empty() ? suffix : exact;
    return found.size() == 1 ? found.front() : none;
  }

  /// t and the types it inherits from, nearest first; `external` when one of them extends or
  /// implements a type the file does not declare (whose members nobody here knows).
  [[nodiscard]] std::vector<std::size_t> supertypes_of(std::size_t t, bool &external) const {
    std::vector<std::size_t> out{t};
    for (std::size_t k = 0; k < out.size(); ++k)
      for (const auto &s : types[out[k]].supertypes) {
        if (s == "Object" || s == "java.lang.Object") continue;
        const std::size_t u = type_named(s);
        if (u == none)
          external = true;
        else if (std::find(out.begin(), out.end(), u) == out.end())
          out.push_back(u);
      }
    return out;
  }

  [[nodiscard]] bool declares_method(std::size_t t, std::string_view name) const {
    return std::any_of(methods.begin(), methods.end(),
                       [&](const method_info &m) { return m.owner == t && !m.is_constructor && m.name == name; });
  }

  /// The field `name` an unqualified use in the code of type t means, if t declares or inherits
  /// one (a superclass's private field is not inherited); nullopt otherwise.
  [[nodiscard]] std::optional<field_info> field_seen_from(std::size_t t, std::string_view name) const {
    bool external = false;
    const auto chain = supertypes_of(t, external);
    for (const std::size_t u : chain)
      for (const auto &f : fields)
        if (f.owner == u && f.name == name) {
          if (u != t && f.is_private) return std::nullopt;
          return f;
        }
    return std::nullopt;
  }

  [[nodiscard]] bool is_field_name(std::string_view name) const {
    return std::any_of(fields.begin(), fields.end(), [&](const field_info &f) { return f.name == name; });
  }

private:
  syntax_tree tree_;

  static bool is_member_body(syntax_node n) {
    return n.is("class_body") || n.is("interface_body") || n.is("enum_body") || n.is("enum_body_declarations") ||
           n.is("annotation_type_body");
  }

  void add_type(syntax_node decl, std::size_t outer, bool local) {
    type_info t{decl, std::string(decl.field("name").text()), local ? none : outer, local, {}};
    const auto add_supertype = [&](syntax_node c) { t.supertypes.push_back(normalize_type(c.text())); };
    if (syntax_node super = decl.field("superclass")) super.for_each_named(add_supertype);
    decl.for_each_named([&](syntax_node c) {
      if (c.is("super_interfaces") || c.is("extends_interfaces"))
        if (syntax_node list = variant_making::first_named_of_kind(c, "type_list")) list.for_each_named(add_supertype);
    });
    types.push_back(std::move(t));
  }

  /// Records the types, fields, methods and calls below n; `type` is the type whose code n is
  /// in, `code` whether n is inside code (where a declared type is local).
  void walk(syntax_node n, std::size_t type, bool code, bool in_local_type) {
    for (std::uint32_t i = 0; i < n.named_child_count(); ++i) {
      syntax_node c = n.named_child(i);
      const std::string_view k = c.kind();
      if (is_type_declaration(k) || k == "annotation_type_declaration") {
        const bool local = code || in_local_type;
        add_type(c, type, local);
        walk(c, types.size() - 1, false, local);
        continue;
      }
      if (k == "object_creation_expression" && variant_making::first_named_of_kind(c, "class_body")) {
        walk(c, type, true, true); // an anonymous class: its members are code of a type nobody names
        continue;
      }
      if (is_member_body(n) && type != none) {
        if (k == "field_declaration" || k == "constant_declaration") {
          const bool is_static =
              k == "constant_declaration" || has_modifier(c, "static") || types[type].decl.is("interface_declaration");
          c.for_each_field("declarator", [&](syntax_node d) {
            fields.push_back({std::string(d.field("name").text()), type, is_static, has_modifier(c, "private")});
          });
        } else if (k == "enum_constant") {
          fields.push_back({std::string(c.field("name").text()), type, true, false});
        } else if ((k == "method_declaration" || k == "constructor_declaration" ||
                    k == "compact_constructor_declaration") &&
                   !in_local_type) {
          methods.push_back({c, type, std::string(c.field("name").text()), has_modifier(c, "static"),
                             has_modifier(c, "private"), k != "method_declaration", has_modifier(c, "abstract")});
        }
      }
      if (k == "method_invocation" || k == "method_reference") calls.push_back({c, type, in_local_type});
      const bool enters_code = k == "block" || k == "constructor_body" || k == "static_initializer" ||
                               k == "variable_declarator" || k == "explicit_constructor_invocation";
      walk(c, type, code || enters_code, in_local_type);
    }
  }
};

// ---- fresh names ---------------------------------------------------------------------------------

/// Names no word of the file is, nor any name made before: a stem and a number, both drawn from
/// the seed (the same seed, the same names).
class fresh_names {
public:
  fresh_names(const java_file &f, std::uint64_t seed) : taken_(f.words.begin(), f.words.end()), rng_(seed) {}

  std::string make(std::span<const std::string_view> stems) {
    for (std::uint64_t range = 100;; range *= 10)
      for (int attempt = 0; attempt < 20; ++attempt) {
        std::string name = fmt::format("{}{}", stems[static_cast<std::size_t>(rng_() % stems.size())], rng_() % range);
        if (taken_.insert(name).second) return name;
      }
  }

private:
  std::set<std::string, std::less<>> taken_;
  std::mt19937_64 rng_;
};

inline constexpr std::array<std::string_view, 4> class_stems{"W", "Subject", "Version", "Host"};
inline constexpr std::array<std::string_view, 4> method_stems{"helper", "step", "part", "aux"};
inline constexpr std::array<std::string_view, 4> local_stems{"v", "t", "tmp", "val"};

// ---- the compared method -------------------------------------------------------------------------

/// The compared method as the file declares it: its type and name (a constructor's name is its
/// class's), as entry_method.hpp's choose_entry_method finds it.
struct entry_ref {
  std::size_t type = none;
  std::string name;
  bool constructor = false;
};

inline result<entry_ref> resolve_entry(const java_file &f, const std::string &spec) {
  const auto usage = [&](std::string why) { return diagnostic{diagnostic::kind::usage, {}, {}, std::move(why)}; };
  if (f.main == none) return usage("no class declaration in the file");
  if (spec.empty()) {
    if (f.declares_method(f.main, "snippet")) return entry_ref{f.main, "snippet", false};
    for (const auto &m : f.methods)
      if (m.owner == f.main && !m.is_constructor && !m.is_abstract) return entry_ref{f.main, m.name, false};
    return usage("the main class declares no method");
  }
  // `[CLASS.]NAME[(TYPES)]`: the types do not matter here, only the class and the name
  const auto parsed = entry_name::parse(spec);
  if (!parsed) return parsed.error();
  const std::string &cls = parsed->cls, &name = parsed->name;
  std::size_t type = none;
  if (cls.empty()) {
    type = f.main;
    const auto declares = [&](std::size_t t) {
      return std::any_of(f.methods.begin(), f.methods.end(), [&](const method_info &m) {
        return m.owner == t && (m.is_constructor ? name == f.types[t].name || name == "<init>" : m.name == name);
      });
    };
    for (std::size_t t = 0; t < f.types.size() && !declares(type); ++t)
      if (!f.types[t].local && declares(t)) type = t;
  } else {
    type = f.type_named(cls);
    if (type == none) return usage(fmt::format("no class named '{}' in the file", cls));
  }
  const bool constructor = name == "<init>" || name == f.types[type].name;
  return entry_ref{type, constructor ? f.types[type].name : name, constructor};
}

/// The entry's spec with class `from` renamed `to`: in its class part (`V.Inner.f` -> `W.Inner.f`),
/// as the name of a constructor of it (`V.V` -> `W.W`, `V` -> `W`), and in its parameter types.
inline std::string respell_entry(const std::string &spec, const std::string &from, const std::string &to,
                                 bool entry_is_from) {
  if (spec.empty()) return spec;
  const auto open = spec.find('(');
  const std::string head = spec.substr(0, open);
  std::vector<std::string> parts;
  for (std::size_t at = 0;;) {
    const auto dot = head.find('.', at);
    parts.push_back(head.substr(at, dot == std::string::npos ? std::string::npos : dot - at));
    if (dot == std::string::npos) break;
    at = dot + 1;
  }
  if (parts.size() > 1 && parts.front() == from) parts.front() = to;
  if (parts.back() == from && entry_is_from) parts.back() = to; // the constructor of the class renamed
  std::string out = fmt::format("{}", fmt::join(parts, "."));
  if (open != std::string::npos) {
    std::vector<text_edit> edits;
    const std::string_view types = std::string_view(spec).substr(open);
    for (std::size_t at = 0; (at = types.find(from, at)) != std::string_view::npos; at += from.size())
      if ((at == 0 || !is_word_char(types[at - 1])) &&
          (at + from.size() == types.size() || !is_word_char(types[at + from.size()])))
        edits.push_back({{at, at + from.size()}, to});
    out += apply_edits(types, 0, std::move(edits));
  }
  return out;
}

/// The spec of the entry the frontend would take by default, spelled out: reordering the main
/// class's methods changes which one is first.
inline std::string explicit_default_entry(const java_file &f, const entry_ref &e) {
  std::size_t overloads = 0;
  const method_info *decl = nullptr;
  for (const auto &m : f.methods)
    if (m.owner == e.type && !m.is_constructor && m.name == e.name && ++overloads == 1) decl = &m;
  if (overloads <= 1 || !decl) return e.name;
  std::vector<std::string> params;
  if (syntax_node ps = decl->decl.field("parameters"))
    ps.for_each_named([&](syntax_node p) {
      if (p.is("formal_parameter"))
        params.push_back(variant_making::type_text(p.field("type"), p.field("dimensions")));
      else if (p.is("spread_parameter"))
        params.push_back(normalize_type(p.named_child(p.named_child(0).is("modifiers") ? 1 : 0).text()) + "[]");
    });
  return fmt::format("{}({})", e.name, fmt::join(params, ","));
}

} // namespace symdelta::java::detail::neutral_rewriting
