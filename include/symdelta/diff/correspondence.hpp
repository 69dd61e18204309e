#pragma once
// How two versions correspond (docs/engine.md, "How versions correspond"): which class of the new
// version plays the part of which class of the old one, and which local variable of the new
// version's compared method is which of the old one's. Versions of a program are free to name
// things differently (`class oldV` and `class newV`, a helper's parameter renamed), and what a
// caller observes must be compared by role, not by name: the class that holds the compared
// method in the old version corresponds to the one holding it in the new version, whatever their
// names; so do the classes enclosing them, level by level, and the classes nested in
// corresponding classes under one simple name; the rest correspond by name.
//
// The correspondence is applied once, to the new version: a class takes the name (and package)
// of its counterpart, a class without one a name no old class has. Everything that compares the
// versions by name (an object's runtime class, an exception's class, a static field's owner,
// the classes reference inputs may be, the tree differencing) then compares through it, in every
// way of running them. The JVM's names stay in `class_decl::jvm_name`.
//
// Locals are invisible to a caller: renaming them never changes a verdict, so the new version's
// compared method takes the old one's names for its parameters (by position) and for its locals
// (by name and type, then by order of declaration among those of a type), which is what lets the
// tree differencing (diff/tree_diff.hpp) find renamed code unchanged.
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "symdelta/ir/node.hpp"

namespace symdelta::diff {

/// Two classes found to correspond, by their names in each version as the files declare them.
struct class_match {
  std::string old_name, new_name;
  std::string why; // "the compared method's class", "encloses ...", "nested in ...", "by name"
};

struct correspondence {
  std::vector<std::uint32_t> new_of_old;       // per old class: its counterpart, or ir::no_class
  std::vector<class_match> classes;            // every pair but the library's, the compared method's class first
  std::vector<std::string> old_only, new_only; // classes of one version without a counterpart
  std::string old_package, new_package;        // when they differ

  /// The pairs whose names differ (what a report names).
  [[nodiscard]] std::vector<class_match> renamed() const {
    std::vector<class_match> out;
    for (const auto &m : classes)
      if (m.old_name != m.new_name) out.push_back(m);
    return out;
  }
};

namespace detail {

/// The class enclosing class c (by its name: `Outer.Inner` is nested in `Outer`), or no_class.
inline std::uint32_t enclosing_class(const ir::program &p, std::uint32_t c) {
  if (c >= p.classes.size()) return ir::no_class; // (a language without classes)
  const std::string &name = p.classes[c].name;
  const auto dot = name.rfind('.');
  if (dot == std::string::npos || p.classes[c].is_library) return ir::no_class;
  for (std::uint32_t k = 0; k < p.classes.size(); ++k)
    if (p.classes[k].name == name.substr(0, dot)) return k;
  return ir::no_class;
}

inline std::string simple_name(const std::string &name) { return name.substr(name.rfind('.') + 1); }

/// Gives version `p`'s locals the names of their counterparts in `q` (parameters by position,
/// other locals by name and type, then by order among those of one type).
inline void rename_locals(const ir::function &q, ir::function &p) {
  std::vector<bool> taken(q.locals.size()), done(p.locals.size());
  for (std::uint32_t k = 0; k < p.param_count && k < q.param_count; ++k) {
    p.locals[k].name = q.locals[k].name;
    taken[k] = done[k] = true;
  }
  const auto pair_up = [&](auto same) {
    for (std::uint32_t i = 0; i < p.locals.size(); ++i)
      for (std::uint32_t j = 0; j < q.locals.size() && !done[i]; ++j)
        if (!taken[j] && !p.locals[i].is_param && !q.locals[j].is_param && p.locals[i].ty == q.locals[j].ty &&
            same(p.locals[i], q.locals[j])) {
          p.locals[i].name = q.locals[j].name;
          taken[j] = done[i] = true;
        }
  };
  pair_up([](const ir::local_var &a, const ir::local_var &b) { return a.name == b.name; });
  pair_up([](const ir::local_var &a, const ir::local_var &b) { return a.synthetic == b.synthetic; });
}

} // namespace detail

/// Finds how the classes of two versions correspond, their compared methods being `old_fn` and
/// `new_fn`, and renames the new version's classes, package and compared method's locals to the
/// old version's names (see the top of the file). Library classes correspond to themselves.
inline correspondence match_versions(const ir::program &old_p, std::uint32_t old_fn, ir::program &new_p,
                                     std::uint32_t new_fn) {
  correspondence out;
  const std::size_t n = old_p.classes.size(), m = new_p.classes.size();
  out.new_of_old.assign(n, ir::no_class);
  std::vector<std::uint32_t> old_of_new(m, ir::no_class);
  std::vector<std::uint32_t> order; // old classes in the order they were matched
  const auto pair = [&](std::uint32_t a, std::uint32_t b, std::string why) {
    if (a >= n || b >= m || out.new_of_old[a] != ir::no_class || old_of_new[b] != ir::no_class) return false;
    out.new_of_old[a] = b;
    old_of_new[b] = a;
    if (!old_p.classes[a].is_library)
      out.classes.push_back({old_p.classes[a].name, new_p.classes[b].name, std::move(why)});
    order.push_back(a);
    return true;
  };
  // the compared methods' classes, and those enclosing them level by level
  std::uint32_t a = old_p.functions[old_fn].owner, b = new_p.functions[new_fn].owner;
  pair(a, b, "the compared method's class");
  while ((a = detail::enclosing_class(old_p, a)) != ir::no_class &&
         (b = detail::enclosing_class(new_p, b)) != ir::no_class)
    pair(a, b, "encloses the compared method's class");
  // classes nested in corresponding classes, by their simple names (a matched pair's nested
  // classes are visited when it is: `order` grows)
  for (std::size_t k = 0; k < order.size(); ++k) {
    const std::uint32_t x = order[k], y = out.new_of_old[x];
    for (std::uint32_t i = 0; i < n; ++i)
      if (detail::enclosing_class(old_p, i) == x)
        for (std::uint32_t j = 0; j < m; ++j)
          if (detail::enclosing_class(new_p, j) == y &&
              detail::simple_name(old_p.classes[i].name) == detail::simple_name(new_p.classes[j].name))
            pair(i, j, "nested in corresponding classes");
  }
  for (std::uint32_t i = 0; i < n; ++i) // the rest by name
    for (std::uint32_t j = 0; j < m; ++j)
      if (old_p.classes[i].name == new_p.classes[j].name && old_p.classes[i].is_library == new_p.classes[j].is_library)
        pair(i, j, "by name");
  for (std::uint32_t i = 0; i < n; ++i)
    if (out.new_of_old[i] == ir::no_class && !old_p.classes[i].is_library)
      out.old_only.push_back(old_p.classes[i].name);
  // the renaming: counterparts take the old names; the others, names no old class has
  std::set<std::string> old_names;
  for (const auto &c : old_p.classes)
    old_names.insert(c.name);
  for (std::uint32_t j = 0; j < m; ++j) {
    ir::class_decl &c = new_p.classes[j];
    if (old_of_new[j] != ir::no_class) {
      c.name = old_p.classes[old_of_new[j]].name;
      c.binary_name = old_p.classes[old_of_new[j]].binary_name;
      continue;
    }
    if (!c.is_library) out.new_only.push_back(c.name);
    while (old_names.count(c.name)) { // (a name an old class has for another of its classes)
      c.name += "'";
      c.binary_name += "'";
    }
  }
  if (old_p.package != new_p.package) {
    out.old_package = old_p.package;
    out.new_package = new_p.package;
    new_p.package = old_p.package;
  }
  new_p.class_name = new_p.classes.empty() ? old_p.class_name : new_p.classes[0].name;
  detail::rename_locals(old_p.functions[old_fn], new_p.functions[new_fn]);
  return out;
}

} // namespace symdelta::diff
