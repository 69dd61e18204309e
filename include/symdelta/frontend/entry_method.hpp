#pragma once
// Choosing the method to run or compare in a lowered program: the part of an entry-method
// convention every language shares. A user names an entry `[CLASS.]NAME[(TYPES)]`: a method or
// constructor of any class of the file (a constructor by its class's name, `Light.Light`, or
// `<init>`), one of several overloads by its parameter types (`area(int,int)`), or by its
// arity where the caller knows the arguments. A frontend's own convention (its default name) is
// its `entry_method` (frontend/frontend.hpp).
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta {

/// An entry point as a user names it: `[CLASS.]NAME[(TYPES)]`.
struct entry_name {
  std::string cls;                                // "" for the main class's (or the only class's with it)
  std::string name;                               // a method's, a class's simple name or `<init>` for a constructor
  std::optional<std::vector<std::string>> params; // the parameter types, as written, when given

  /// `text` read as `[CLASS.]NAME[(TYPES)]` (CLASS may be nested, `Outer.Inner`; TYPES
  /// comma-separated, spaces ignored); a usage diagnostic when it is not one.
  static result<entry_name> parse(std::string_view text) {
    entry_name e;
    const auto bad = [&](std::string_view why) {
      return diagnostic{diagnostic::kind::usage,
                        {},
                        {},
                        fmt::format("'{}' does not name a method ({}); expected [CLASS.]NAME[(TYPES)], e.g. "
                                    "Shape.area or 'area(int,int)'",
                                    text, why)};
    };
    std::string head(text);
    if (const auto open = head.find('('); open != std::string::npos) {
      if (head.back() != ')') return bad("no ')' at its end");
      std::vector<std::string> types;
      std::string item;
      for (const char c : head.substr(open + 1, head.size() - open - 2)) {
        if (c == ',') {
          types.push_back(item);
          item.clear();
        } else if (c != ' ' && c != '\t') {
          item += c;
        }
      }
      if (!item.empty() || !types.empty()) types.push_back(item);
      if (std::any_of(types.begin(), types.end(), [](const std::string &t) { return t.empty(); }))
        return bad("an empty parameter type");
      e.params = std::move(types);
      head.resize(open);
    }
    const auto dot = head.rfind('.');
    e.name = dot == std::string::npos ? head : head.substr(dot + 1);
    if (dot != std::string::npos) e.cls = head.substr(0, dot);
    const auto identifier = [](std::string_view s) {
      return !s.empty() && std::none_of(s.begin(), s.end(), [](char c) {
        return !(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$' || (c & 0x80));
      });
    };
    if (e.name != "<init>" && !identifier(e.name)) return bad("no method name");
    if (dot != std::string::npos) {
      std::string_view rest = e.cls;
      for (std::size_t at; (at = rest.find('.')) != std::string_view::npos; rest.remove_prefix(at + 1))
        if (!identifier(rest.substr(0, at))) return bad("an empty class name");
      if (!identifier(rest)) return bad("an empty class name");
    }
    return e;
  }
};

/// A function as a user would name it: `Shape.area(int,int)`, `Light.Light(int)` for a constructor.
inline std::string method_signature(const ir::program &p, std::uint32_t fn) {
  const ir::function &f = p.functions[fn];
  std::string params;
  for (std::uint32_t k = 0; k < f.param_count; ++k)
    params += (k ? "," : "") + p.type_label(f.locals[k].ty);
  const std::string cls = p.class_label(f.owner);
  const std::string simple = cls.substr(cls.rfind('.') + 1);
  return fmt::format("{}.{}({})", cls, f.is_constructor ? simple : f.name, params);
}

namespace detail {

/// Does a type written by a user name type t of p? `int`, `String`, `int[]`, a class by its
/// name (`Outer.Inner`) or its simple name (`Inner`).
inline bool type_named(const ir::program &p, ir::type t, std::string_view written) {
  const std::string label = p.type_label(t);
  if (label == written) return true;
  if (t.base != ir::prim::object) return written == "java.lang.String" && t.is(ir::prim::string);
  const auto dot = label.rfind('.', label.find('['));
  return dot != std::string::npos && std::string_view(label).substr(dot + 1) == written;
}

/// The classes of p a user's class name designates: the class of that name (`Outer.Inner`),
/// else those whose name ends with it (`Inner`); never the library's.
inline std::vector<std::uint32_t> classes_named(const ir::program &p, std::string_view name) {
  std::vector<std::uint32_t> exact, suffix;
  for (std::uint32_t c = 0; c < p.classes.size(); ++c) {
    if (p.classes[c].is_library) continue;
    const std::string &label = p.classes[c].name;
    if (label == name || p.classes[c].binary_name == name)
      exact.push_back(c);
    else if (label.size() > name.size() && label.ends_with(name) && label[label.size() - name.size() - 1] == '.')
      suffix.push_back(c);
  }
  return exact.empty() ? suffix : exact;
}

inline std::string simple_name(const std::string &label) { return label.substr(label.rfind('.') + 1); }

} // namespace detail

/// The function `name` designates in p (docs/engine.md, "Entry points"): its class's method or
/// constructor, among overloads the one its parameter types name, else the one taking `argc`
/// arguments when given. Without a class, the main class's (class 0), else the one class that
/// declares it. An empty `name`: `default_name` if the main class has a method of that name,
/// else its first method. A usage diagnostic lists the candidates when the name is ambiguous.
inline result<std::uint32_t> choose_entry_method(const ir::program &p, const std::string &name,
                                                 std::optional<std::size_t> argc, std::string_view default_name) {
  const bool by_default = name.empty();
  const std::string wanted = by_default && !default_name.empty() && p.find_function(default_name) != ir::no_function
                                 ? std::string(default_name)
                                 : name;
  const auto usage = [&](std::string message) { return diagnostic{diagnostic::kind::usage, p.file, {}, message}; };
  if (wanted.empty()) { // the main class's first method
    for (std::uint32_t i = 0; i < p.functions.size(); ++i)
      if (p.functions[i].owner == 0 && !p.functions[i].is_abstract && !p.functions[i].is_constructor) return i;
    return usage("the class declares no method");
  }
  auto spec = entry_name::parse(wanted);
  if (!spec) return spec.error();
  std::vector<std::uint32_t> classes;
  if (!spec->cls.empty()) {
    classes = detail::classes_named(p, spec->cls);
    if (classes.empty()) return usage(fmt::format("no class named '{}' in {}", spec->cls, p.file));
  }
  // a function of class c that the name designates (a constructor by its class's simple name)
  const auto matches = [&](std::uint32_t c, const ir::function &f) {
    if (f.owner != c || f.is_abstract) return false;
    const bool constructor = spec->name == "<init>" || spec->name == detail::simple_name(p.class_label(c));
    return f.is_constructor ? constructor : f.name == spec->name;
  };
  const auto declared_by = [&](std::uint32_t c) {
    std::vector<std::uint32_t> out;
    for (std::uint32_t i = 0; i < p.functions.size(); ++i)
      if (matches(c, p.functions[i])) out.push_back(i);
    return out;
  };
  std::vector<std::uint32_t> named;
  if (!classes.empty()) {
    for (const auto c : classes) {
      const auto mine = declared_by(c);
      named.insert(named.end(), mine.begin(), mine.end());
    }
  } else { // the main class's (a language without classes: its functions'), else the one class declaring it
    named = declared_by(0);
    if (named.empty())
      for (std::uint32_t c = 1; c < p.classes.size(); ++c)
        if (!p.classes[c].is_library)
          if (const auto mine = declared_by(c); !mine.empty()) named.insert(named.end(), mine.begin(), mine.end());
  }
  const auto list = [&](const std::vector<std::uint32_t> &fns) {
    std::string s;
    for (const auto i : fns)
      s += (s.empty() ? "" : ", ") + method_signature(p, i);
    return s;
  };
  if (named.empty()) {
    const std::string where = spec->cls.empty() ? p.class_label(0) : spec->cls;
    if (spec->name == "<init>" || spec->name == detail::simple_name(where))
      return usage(fmt::format("class {} declares no constructor to run (the implicit one has no parameters and "
                               "builds the fields' initial values)",
                               where));
    return usage(fmt::format("no method named '{}' in class {}", spec->name, where));
  }
  if (spec->params) {
    std::vector<std::uint32_t> typed;
    for (const auto i : named) {
      const ir::function &f = p.functions[i];
      bool same = f.param_count == spec->params->size();
      for (std::uint32_t k = 0; same && k < f.param_count; ++k)
        same = detail::type_named(p, f.locals[k].ty, (*spec->params)[k]);
      if (same) typed.push_back(i);
    }
    if (typed.empty())
      return usage(fmt::format("no '{}' with parameters ({}); there are: {}", spec->name, fmt::join(*spec->params, ","),
                               list(named)));
    named = std::move(typed);
  } else if (named.size() > 1 && argc) {
    std::vector<std::uint32_t> by_arity;
    for (auto i : named)
      if (p.functions[i].param_count == *argc) by_arity.push_back(i);
    if (by_arity.size() == 1) return by_arity[0];
    if (!by_arity.empty()) named = std::move(by_arity);
  }
  if (named.size() == 1) return named[0];
  std::vector<std::uint32_t> owners;
  for (const auto i : named)
    if (std::find(owners.begin(), owners.end(), p.functions[i].owner) == owners.end())
      owners.push_back(p.functions[i].owner);
  if (owners.size() > 1)
    return usage(fmt::format("several classes declare '{}': {}; name the class, e.g. --method {}.{}", spec->name,
                             list(named), p.class_label(owners[0]), spec->name));
  return usage(fmt::format("'{}' is overloaded: {}; name one by its parameter types, e.g. --method '{}'", spec->name,
                           list(named), method_signature(p, named[0]).substr(p.class_label(owners[0]).size() + 1)));
}

/// How a user names function `fn` of p, as choose_entry_method reads it: `NAME` for a method of
/// the main class, else `CLASS.NAME` (a constructor by its class's name), with the parameter
/// types where the name is overloaded (`area(int,int)`).
inline std::string entry_label(const ir::program &p, std::uint32_t fn) {
  const ir::function &f = p.functions[fn];
  const std::string cls = p.class_label(f.owner);
  std::string label = f.is_constructor ? detail::simple_name(cls) : f.name;
  if (f.owner != 0) label = cls + "." + label;
  for (std::uint32_t i = 0; i < p.functions.size(); ++i)
    if (i != fn && p.functions[i].owner == f.owner && !p.functions[i].is_abstract &&
        p.functions[i].is_constructor == f.is_constructor && (f.is_constructor || p.functions[i].name == f.name)) {
      const std::string sig = method_signature(p, fn);
      return label + sig.substr(sig.find('('));
    }
  return label;
}

/// The function of `to` that corresponds to function `fn` of `from` when the user names only
/// the old version's (docs/engine.md, "Entry points: naming the compared method"): in the main
/// class if `fn` is the main class's, in the class nested in the main class under the same name
/// if `fn`'s is nested in it, else in the class of the same name; of the same name (a constructor
/// for a constructor) and, among overloads, with as many parameters of the same types (a
/// parameter of the entry's own class may have the other version's name for it).
inline result<std::uint32_t> counterpart_method(const ir::program &from, std::uint32_t fn, const ir::program &to) {
  const ir::function &f = from.functions[fn];
  const std::string main = from.class_label(0), label = from.class_label(f.owner);
  const std::string wanted = f.owner == 0                    ? to.class_label(0)
                             : label.starts_with(main + ".") ? to.class_label(0) + label.substr(main.size())
                                                             : label;
  std::uint32_t cls = f.owner == 0 ? 0 : ir::no_class; // (a language without classes: its functions')
  for (std::uint32_t c = 0; c < to.classes.size() && cls == ir::no_class; ++c)
    if (to.classes[c].name == wanted && !to.classes[c].is_library) cls = c;
  const std::string name = method_signature(from, fn);
  const auto usage = [&](std::string message) { return diagnostic{diagnostic::kind::usage, to.file, {}, message}; };
  if (cls == ir::no_class)
    return usage(fmt::format("no class {} to compare {} with; name the new version's with --new-method", wanted, name));
  std::vector<std::uint32_t> named;
  for (std::uint32_t i = 0; i < to.functions.size(); ++i) {
    const ir::function &g = to.functions[i];
    if (g.owner == cls && !g.is_abstract && g.is_constructor == f.is_constructor &&
        (f.is_constructor || g.name == f.name) && g.param_count == f.param_count)
      named.push_back(i);
  }
  if (named.size() > 1) { // overloads of one arity: by the types' names, the entry's own class as the other's
    std::vector<std::uint32_t> typed;
    for (const auto i : named) {
      bool same = true;
      for (std::uint32_t k = 0; same && k < f.param_count; ++k) {
        const ir::type a = f.locals[k].ty, b = to.functions[i].locals[k].ty;
        same = a.base == b.base && a.dims == b.dims &&
               (a.base != ir::prim::object || from.class_label(a.cls) == to.class_label(b.cls) ||
                (a.cls == f.owner && b.cls == cls));
      }
      if (same) typed.push_back(i);
    }
    named = std::move(typed);
  }
  if (named.size() == 1) return named[0];
  return usage(fmt::format("{} in class {} to compare {} with; name it with --new-method",
                           named.empty() ? "no method" : "several methods", to.class_label(cls), name));
}

} // namespace symdelta
