#pragma once
// What a run of statements (or a helper method's body) reads and writes, and whether it behaves
// as a function of what it reads, which is what lets abstraction.hpp replace it by uninterpreted
// functions; and which helper methods are pure in that sense.
#include <algorithm>
#include <cstdint>
#include <fmt/format.h>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "symdelta/diff/tree_diff.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/throw_analysis.hpp"
#include "symdelta/ir/walk.hpp"

namespace symdelta::diff {

/// A variable a block reads or writes: a local (by slot) or a static field (read only).
struct variable {
  std::string name;
  ir::type ty;
  bool is_field = false;
  std::uint32_t index = 0; // local slot or field index, in the version it was found in

  bool operator==(const variable &o) const { return name == o.name && ty == o.ty && is_field == o.is_field; }
};

namespace detail {

using ir::rewrite_exprs;
using ir::walk_stmts;

/// What a run of statements (or a helper's body) reads and writes, and whether it can be
/// abstracted at all.
/// An integer literal other than zero, maybe cast.
inline bool nonzero_literal(const ir::expr &e) {
  if (e.kind == ir::expr_kind::literal) return e.lit.i != 0;
  if (e.kind == ir::expr_kind::cast) return nonzero_literal(e.args[0]);
  return false;
}

class block_analysis {
public:
  block_analysis(const ir::program &p, const ir::function &f, const std::set<std::uint32_t> &pure_helpers,
                 bool returns_allowed = false, bool whole_helper = false, bool printing = false)
      : p_(p), f_(f), pure_(pure_helpers), returns_allowed_(returns_allowed), whole_helper_(whole_helper),
        printing_(printing) {}

  bool ok = true;
  std::string why; // what made it not ok, the first thing met
  std::vector<variable> inputs, outputs;
  std::uint32_t max_loop_depth = 0, nonlinear_ops = 0;
  std::uint32_t branches = 0; // if and switch statements, ?:, && and ||
  // operations that are not linear: products and quotients unless by a literal, math functions,
  // calls (H3 counts every *, / and % in nonlinear_ops)
  std::uint32_t nonlinear_terms = 0;
  std::set<std::uint32_t> calls; // functions called
  // a whole helper's body with local arrays or integer divisions by non-literals: a function of
  // its arguments only if ir::throw_analysis proves it cannot throw (pure_helpers asks it)
  bool needs_throw_proof = false;
  bool prints = false; // has an output statement (where `printing` allows them)
  // locals that hold one non-zero constant wherever the code reads them (set before run()):
  // dividing by one cannot throw
  std::set<std::uint32_t> nonzero_constants;

  /// Analyses statements [first, last) of `parent`, top-level statements in order.
  void run(const ir::stmt &parent, std::uint32_t first, std::uint32_t last) {
    for (std::uint32_t i = first; i < last; ++i)
      collect_declarations(parent.body[i], true);
    for (std::uint32_t i = first; i < last; ++i) {
      const ir::stmt &s = parent.body[i];
      statement(s, 0);
      // definitely written from here on: a top-level declaration or plain assignment
      if (s.kind == ir::stmt_kind::local_decl) written_.insert(s.index);
      if (s.kind == ir::stmt_kind::expression && s.exprs[0].kind == ir::expr_kind::assign &&
          s.exprs[0].o == ir::op::none && s.exprs[0].args[0].kind == ir::expr_kind::local)
        written_.insert(s.exprs[0].args[0].index);
    }
  }

private:
  const ir::program &p_;
  const ir::function &f_;
  const std::set<std::uint32_t> &pure_;
  bool returns_allowed_;
  bool whole_helper_;
  bool printing_;
  std::set<std::uint32_t> declared_nested_, declared_top_, written_, targets_;
  std::uint32_t conditional_ = 0; // branches and loop bodies around the statement analysed

  void collect_declarations(const ir::stmt &s, bool top) {
    if (s.kind == ir::stmt_kind::local_decl) (top ? declared_top_ : declared_nested_).insert(s.index);
    if (s.target != ir::no_target && s.kind != ir::stmt_kind::break_ && s.kind != ir::stmt_kind::continue_)
      targets_.insert(s.target);
    for (const auto &c : s.body)
      collect_declarations(c, false);
    for (const auto &c : s.cases)
      for (const auto &b : c.body)
        collect_declarations(b, false);
  }

  void refuse(const char *what) {
    if (ok) why = what;
    ok = false;
  }

  variable local(std::uint32_t slot) const { return {f_.locals[slot].name, f_.locals[slot].ty, false, slot}; }

  /// In a whole helper, its local arrays (ir::throw_analysis checks that each is its own).
  bool local_array(std::uint32_t slot) {
    const bool ok = whole_helper_ && f_.locals[slot].ty.dims == 1 && f_.locals[slot].ty.element().is_primitive() &&
                    !f_.locals[slot].is_param;
    needs_throw_proof = needs_throw_proof || ok;
    return ok;
  }
  /// An integer division by `divisor` that may be zero: in a whole helper, for throw_analysis.
  void divides(const ir::expr &divisor) {
    if (nonzero_literal(divisor)) return;
    if (divisor.kind == ir::expr_kind::local && nonzero_constants.count(divisor.index)) return;
    if (whole_helper_)
      needs_throw_proof = true;
    else
      refuse("an integer division by a value that may be zero");
  }

  void read_local(std::uint32_t slot) {
    if (!f_.locals[slot].ty.is_primitive() && local_array(slot)) return;
    if (!f_.locals[slot].ty.is_primitive()) refuse("a local of a reference type");
    if (written_.count(slot) || declared_top_.count(slot) || declared_nested_.count(slot)) return;
    add(inputs, local(slot));
  }
  void write_local(std::uint32_t slot) {
    if (!f_.locals[slot].ty.is_primitive() && local_array(slot)) return;
    if (!f_.locals[slot].ty.is_primitive()) refuse("a local of a reference type");
    if (declared_nested_.count(slot)) return; // not visible after the block
    add(outputs, local(slot));
    // A write that may not run (in a branch or a loop's body) leaves the value from before the
    // block on the paths that skip it: that value is an input of the variable's function too.
    if (conditional_ > 0) read_local(slot);
  }
  static void add(std::vector<variable> &vs, variable v) {
    if (std::find(vs.begin(), vs.end(), v) == vs.end()) vs.push_back(std::move(v));
  }

  void statement(const ir::stmt &s, std::uint32_t loops) {
    using K = ir::stmt_kind;
    switch (s.kind) {
    case K::local_decl:
      for (const auto &e : s.exprs)
        expression(e);
      write_local(s.index);
      break;
    case K::if_:
    case K::switch_: {
      ++branches;
      for (const auto &e : s.exprs)
        expression(e);
      ++conditional_;
      for (const auto &c : s.body)
        statement(c, loops);
      for (const auto &c : s.cases)
        for (const auto &b : c.body)
          statement(b, loops);
      --conditional_;
      return;
    }
    case K::expression:
    case K::block:
      for (const auto &e : s.exprs)
        expression(e);
      break;
    case K::loop:
      max_loop_depth = std::max(max_loop_depth, loops + 1);
      ++conditional_; // a loop may run its body, and even its condition after the first, any number of times
      for (const auto &e : s.exprs)
        expression(e);
      for (const auto &c : s.body)
        statement(c, loops + 1);
      --conditional_;
      return;
    case K::break_:
    case K::continue_:
      if (!targets_.count(s.target)) refuse("a break or continue out of it"); // jumps out of the block
      break;
    case K::return_:
      if (!returns_allowed_) refuse("a return");
      for (const auto &e : s.exprs)
        expression(e);
      break;
    case K::throw_:
    case K::try_:
    case K::assert_:
    case K::abstracted: refuse("a throw, try, assert or abstracted block"); break;
    }
    for (const auto &c : s.body)
      statement(c, loops);
    for (const auto &c : s.cases)
      for (const auto &b : c.body)
        statement(b, loops);
  }

  static bool is_literal(const ir::expr &e) {
    if (e.kind == ir::expr_kind::literal) return true;
    return e.kind == ir::expr_kind::cast && is_literal(e.args[0]);
  }
  /// `a o b` is not linear: a product of two non-literals, or a quotient by a non-literal.
  static bool nonlinear(ir::op o, const ir::expr &a, const ir::expr &b) {
    if (o == ir::op::mul) return !is_literal(a) && !is_literal(b);
    return (o == ir::op::div || o == ir::op::rem) && !is_literal(b);
  }

  /// What an output statement prints: String literals, primitive values and their concatenation.
  void printable(const ir::expr &e) {
    if (e.kind == ir::expr_kind::literal && e.ty.is(ir::prim::string)) return;
    if (e.kind == ir::expr_kind::string_concat) {
      for (const auto &a : e.args)
        printable(a);
      return;
    }
    if (!e.ty.is_primitive()) refuse("an output of a reference");
    expression(e);
  }

  void expression(const ir::expr &e) {
    using K = ir::expr_kind;
    switch (e.kind) {
    case K::literal:
      if (!e.ty.is_primitive()) refuse("a String or null literal");
      return;
    case K::local: read_local(e.index); return;
    case K::static_field:
      // another class's may be read before its class is initialised, which has effects of its own
      if (!e.ty.is_primitive() || p_.fields[e.index].owner != 0)
        refuse("a static field of a reference type or of another class");
      add(inputs, {p_.fields[e.index].name, e.ty, true, e.index});
      return;
    case K::unary:
    case K::cast: break;
    case K::conditional: // the second and third operands run on some paths only
      ++branches;
      expression(e.args[0]);
      ++conditional_;
      expression(e.args[1]);
      expression(e.args[2]);
      --conditional_;
      return;
    case K::binary:
      if (e.o == ir::op::mul || e.o == ir::op::div || e.o == ir::op::rem) ++nonlinear_ops;
      if (nonlinear(e.o, e.args[0], e.args[1])) ++nonlinear_terms;
      if (e.o == ir::op::log_and || e.o == ir::op::log_or) { // the right operand runs on some paths only
        ++branches;
        expression(e.args[0]);
        ++conditional_;
        expression(e.args[1]);
        --conditional_;
        return;
      }
      // integer division by zero throws: only by a constant that is not zero
      if ((e.o == ir::op::div || e.o == ir::op::rem) && e.args[0].ty.is_integral()) divides(e.args[1]);
      if (!e.args[0].ty.is_primitive()) refuse("a comparison of references"); // reference comparison
      break;
    case K::assign: {
      const ir::expr &target = e.args[0];
      if (target.kind == K::array_element && target.args[0].kind == K::local && local_array(target.args[0].index)) {
        if (e.o != ir::op::none && (e.o == ir::op::div || e.o == ir::op::rem) && e.compute_ty.is_integral())
          divides(e.args[1]);
        expression(target.args[1]);
        expression(e.args[1]);
        return;
      }
      if (target.kind != K::local) {
        refuse("an assignment to a field or array element");
        return;
      }
      if (e.o != ir::op::none) {
        read_local(target.index);
        if (e.o == ir::op::mul || e.o == ir::op::div || e.o == ir::op::rem) ++nonlinear_ops;
        if (nonlinear(e.o, target, e.args[1])) ++nonlinear_terms;
        if ((e.o == ir::op::div || e.o == ir::op::rem) && e.compute_ty.is_integral()) divides(e.args[1]);
      }
      expression(e.args[1]);
      write_local(target.index);
      return;
    }
    case K::intrinsic:
      // an effect, not a value; a function no run computes
      if (ir::is_output(e.fn) && printing_) {
        prints = needs_throw_proof = true;
        for (const auto &a : e.args)
          printable(a);
        return;
      }
      if (ir::is_output(e.fn) || e.fn == ir::intrinsic::unmodelled || e.fn == ir::intrinsic::approximated_boolean ||
          e.fn == ir::intrinsic::approximated_int)
        refuse("an output statement or an unmodelled library method");
      ++nonlinear_ops;
      ++nonlinear_terms;
      break;
    case K::call:
      if (!pure_.count(e.index)) refuse("a call of a method that is not a pure static helper");
      calls.insert(e.index);
      ++nonlinear_ops;
      ++nonlinear_terms;
      break;
    case K::uninterpreted:
      ++nonlinear_ops;
      ++nonlinear_terms;
      break;
    case K::array_element:
    case K::array_length:
      if (e.args[0].kind == K::local && local_array(e.args[0].index)) break;
      refuse("arrays, objects or Strings");
      return;
    case K::new_array:
    case K::array_init:
      if (whole_helper_ && e.ty.dims == 1 && e.ty.element().is_primitive()) {
        needs_throw_proof = true;
        break;
      }
      refuse("arrays, objects or Strings");
      return;
    default: refuse("arrays, objects or Strings"); return; // arrays, objects, strings
    }
    for (const auto &a : e.args)
      expression(a);
  }
};

/// What the body of function `fn` reads, writes and contains (returns allowed; local arrays and
/// divisions left to throw_analysis: needs_throw_proof; output statements where `printing`).
inline block_analysis analyse_function(const ir::program &p, std::uint32_t fn, const std::set<std::uint32_t> &pure,
                                       bool printing = false) {
  const ir::function &f = p.functions[fn];
  block_analysis a(p, f, pure, true, true, printing);
  a.run(f.body, 0, static_cast<std::uint32_t>(f.body.body.size()));
  return a;
}

/// What a pure helper's body does beside computing: whether it prints, and the helpers it calls.
struct helper_calls {
  bool prints = false;
  std::set<std::uint32_t> calls;
};

/// Static helpers of the main class with primitive parameters and result whose bodies obey the
/// block rules (returns allowed) and read no static field that any code writes: calls to them are
/// functions of their arguments. Another class's are not: their first call initialises their
/// class, which may have effects of its own.
///
/// With `printing`, helpers that print (primitives and literals) qualify too: a call is then a
/// function of its arguments for its result and for the text it prints (helper_sets says
/// which of them print).
inline std::set<std::uint32_t> pure_helpers(const ir::program &p, bool printing = false,
                                            std::map<std::uint32_t, helper_calls> *calls = nullptr) {
  // A helper may read a static field only if nothing writes it: its UF_<name> takes the
  // arguments alone, so a field that changes between two calls would make them look alike.
  std::set<std::uint32_t> written;
  for (const auto &f : p.functions)
    walk_stmts(
        f.body, [](const ir::stmt &) {},
        [&](const ir::expr &e) {
          if (e.kind == ir::expr_kind::assign && e.args[0].kind == ir::expr_kind::static_field)
            written.insert(e.args[0].index);
        });
  std::set<std::uint32_t> pure;
  for (std::uint32_t i = 0; i < p.functions.size(); ++i) { // optimistic, then remove until stable
    const auto &f = p.functions[i];
    bool primitive = f.is_static && f.owner == 0 && !f.is_constructor && f.ret.is_primitive() && !f.ret.is_void();
    for (const auto &t : f.param_types())
      primitive = primitive && t.is_primitive();
    if (primitive) pure.insert(i);
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = pure.begin(); it != pure.end();) {
      const block_analysis b = analyse_function(p, *it, pure, printing);
      bool of_arguments = true; // writes no field, reads none that anything writes
      for (const auto &o : b.outputs)
        of_arguments = of_arguments && !o.is_field;
      for (const auto &in : b.inputs)
        of_arguments = of_arguments && !(in.is_field && written.count(in.index));
      if (!b.ok || !of_arguments || (b.needs_throw_proof && ir::may_throw(p, *it, pure, printing))) {
        it = pure.erase(it);
        changed = true;
      } else {
        // the last pass changes nothing: what it records was analysed with the final set
        if (calls) (*calls)[*it] = {b.prints, b.calls};
        ++it;
      }
    }
  }
  return pure;
}

/// The helpers of a version as the loop stage asks about them, computed once per check: the pure
/// ones, printing ones included (pure_helpers(p, true)), and those of them that print, themselves
/// or through the helpers they call.
struct helper_sets {
  std::set<std::uint32_t> pure, printing;

  explicit helper_sets(const ir::program &p) {
    std::map<std::uint32_t, helper_calls> facts;
    pure = pure_helpers(p, true, &facts);
    for (const auto &[f, c] : facts)
      if (c.prints) printing.insert(f);
    for (bool changed = true; changed;) {
      changed = false;
      for (const auto &[f, c] : facts)
        if (!printing.count(f) &&
            std::any_of(c.calls.begin(), c.calls.end(), [&](std::uint32_t g) { return printing.count(g) > 0; }))
          changed = printing.insert(f).second;
    }
  }
};

} // namespace detail

} // namespace symdelta::diff
