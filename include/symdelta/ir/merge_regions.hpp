#pragma once
// Path merging (veritesting, as Java Ranger merges its static regions): a branch whose sides
// only compute values of primitive locals, with nothing that can throw, loop, print, touch the
// heap or leave the branch, can run both sides on one path and join what they leave in the
// locals into if-then-else terms, instead of forking the path. This says which code qualifies;
// the executor (engine/execution/executor.hpp) merges there where its domain asks it to
// (check_options::merge_branches).
#include <cstdint>
#include <map>
#include <set>

#include "symdelta/ir/node.hpp"

namespace symdelta::ir {

class merge_regions {
public:
  explicit merge_regions(const program &p) : p_(p) {}

  /// Can `e` run on both sides of a branch: of a primitive type, no exception it may throw, no
  /// effect but on primitive locals, calls only of static helpers that qualify (callable)?
  bool pure(const expr &e) {
    if (!e.ty.is_primitive()) return false;
    if (const auto it = pure_.find(&e); it != pure_.end()) return it->second;
    return pure_[&e] = decide(e);
  }

  /// Can statement `s` of function `f` run on both sides of a branch: blocks, declarations,
  /// expressions and ifs over primitive locals and pure expressions only?
  bool region(const function &f, const stmt &s) {
    if (const auto it = region_.find(&s); it != region_.end()) return it->second;
    return region_[&s] = decide(f, s);
  }

private:
  const program &p_;
  std::map<const expr *, bool> pure_;
  std::map<const stmt *, bool> region_;
  std::map<std::uint32_t, bool> callable_;
  std::set<std::uint32_t> entered_; // helpers being decided (a recursive one does not qualify)

  bool all_pure(const std::vector<expr> &es) {
    for (const auto &a : es)
      if (!pure(a)) return false;
    return true;
  }

  /// Integer division or remainder may throw, unless by a constant other than zero.
  static bool may_divide_by_zero(op o, const expr &left, const expr &right) {
    if ((o != op::div && o != op::rem) || !left.ty.is_integral()) return false;
    return right.kind != expr_kind::literal || right.lit.i == 0;
  }

  bool decide(const expr &e) {
    switch (e.kind) {
    case expr_kind::literal:
    case expr_kind::local: return true;
    case expr_kind::unary:
    case expr_kind::cast:
    case expr_kind::conditional:
    case expr_kind::uninterpreted: return all_pure(e.args);
    case expr_kind::binary: return all_pure(e.args) && !may_divide_by_zero(e.o, e.args[0], e.args[1]);
    case expr_kind::assign: // to a local, `=` or a compound operator
      return e.args[0].kind == expr_kind::local && all_pure(e.args) && !may_divide_by_zero(e.o, e.args[0], e.args[1]);
    case expr_kind::intrinsic: return pure_intrinsic(e.fn) && all_pure(e.args);
    case expr_kind::call: return callable(e.index) && all_pure(e.args);
    default: return false;
    }
  }

  /// Math's functions and the bit-level conversions: values of their arguments, never thrown.
  static bool pure_intrinsic(intrinsic fn) {
    return fn <= intrinsic::hypot || (fn >= intrinsic::long_bits_to_double && fn <= intrinsic::float_to_int_bits);
  }

  /// A static helper of the main class whose body is a region ending in `return` of a pure
  /// expression. (Another class's first call initialises that class, which may print or throw:
  /// not on both sides of a branch.)
  bool callable(std::uint32_t index) {
    if (const auto it = callable_.find(index); it != callable_.end()) return it->second;
    if (index >= p_.functions.size() || !entered_.insert(index).second) return false;
    const function &f = p_.functions[index];
    bool ok = f.is_static && f.owner == 0 && !f.is_constructor && !f.is_abstract && f.ret.is_primitive() &&
              f.body.kind == stmt_kind::block && !f.body.body.empty() && f.body.target == no_target;
    for (std::size_t k = 0; ok && k < f.body.body.size(); ++k) {
      const stmt &s = f.body.body[k];
      const bool last = k + 1 == f.body.body.size();
      ok = last ? s.kind == stmt_kind::return_ && s.exprs.size() == 1 && pure(s.exprs[0]) : region(f, s);
    }
    entered_.erase(index);
    return callable_[index] = ok;
  }

  bool decide(const function &f, const stmt &s) {
    switch (s.kind) {
    case stmt_kind::block:
      if (s.target != no_target) return false;
      for (const auto &c : s.body)
        if (!region(f, c)) return false;
      return true;
    case stmt_kind::local_decl:
      return s.index < f.locals.size() && f.locals[s.index].ty.is_primitive() && all_pure(s.exprs);
    case stmt_kind::expression: return all_pure(s.exprs);
    case stmt_kind::if_:
      if (!all_pure(s.exprs)) return false;
      for (const auto &c : s.body)
        if (!region(f, c)) return false;
      return true;
    default: return false;
    }
  }
};

} // namespace symdelta::ir
