#pragma once
// Which class of a program is its main class (class 0): the one whose method is compared or
// run. A frontend makes its language's main class class 0 (Java: the public top-level class,
// else the first); an entry point in another class (a constructor of a second class, a static
// method of a nested class) makes that class the main one instead, so that everything which
// treats class 0 as the entry's (the receiver, the static fields named without their class,
// the JVM harness's called class) holds for any entry.
#include <cstdint>
#include <vector>

#include "symdelta/ir/node.hpp"

namespace symdelta::ir {

namespace detail {

/// Renumbers every class index of a program: types, supertypes, owners, instanceof's class,
/// catch clauses' classes.
class class_renumbering {
public:
  explicit class_renumbering(std::vector<std::uint32_t> to) : to_(std::move(to)) {}

  void apply(program &p) const {
    for (auto &c : p.classes) {
      if (c.super != no_class) c.super = to_[c.super];
      for (auto &i : c.interfaces)
        i = to_[i];
    }
    for (auto &f : p.fields) {
      f.owner = to_[f.owner];
      retype(f.ty);
      for (auto &e : f.init)
        expression(e);
    }
    for (auto &f : p.functions) {
      f.owner = to_[f.owner];
      retype(f.ret);
      for (auto &l : f.locals)
        retype(l.ty);
      statement(f.body);
    }
    for (auto &u : p.uninterpreted) {
      retype(u.result);
      for (auto &t : u.params)
        retype(t);
    }
  }

private:
  std::vector<std::uint32_t> to_; // old index -> new index

  void retype(type &t) const {
    if (t.base == prim::object) t.cls = static_cast<std::uint16_t>(to_[t.cls]);
  }

  void expression(expr &e) const {
    retype(e.ty);
    retype(e.compute_ty);
    retype(e.lit.ty);
    if (e.kind == expr_kind::instance_of) e.index = to_[e.index];
    for (auto &a : e.args)
      expression(a);
  }

  void statement(stmt &s) const {
    for (auto &e : s.exprs)
      expression(e);
    for (auto &b : s.body)
      statement(b);
    for (auto &c : s.cases) {
      if (s.kind == stmt_kind::try_)
        for (auto &l : c.labels)
          l = to_[static_cast<std::uint32_t>(l)];
      for (auto &b : c.body)
        statement(b);
    }
  }
};

} // namespace detail

/// Makes class c the main class: class 0, the others after it in their order.
inline void make_main_class(program &p, std::uint32_t c) {
  if (c == 0 || c >= p.classes.size()) return;
  std::vector<std::uint32_t> to(p.classes.size());
  for (std::uint32_t k = 0; k < to.size(); ++k)
    to[k] = k == c ? 0 : k < c ? k + 1 : k;
  detail::class_renumbering(to).apply(p);
  std::vector<class_decl> classes(p.classes.size());
  for (std::uint32_t k = 0; k < to.size(); ++k)
    classes[to[k]] = std::move(p.classes[k]);
  p.classes = std::move(classes);
  p.class_name = p.classes[0].name;
}

} // namespace symdelta::ir
