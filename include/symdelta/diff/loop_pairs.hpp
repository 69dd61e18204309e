#pragma once
// Pairs of loops of two versions, the programs that prove a coupling invariant for a pair, and the
// versions with proved pairs abstracted (docs/loops.md).
//
// A loop of the old version is paired with the loop of the new version the tree diff matched it
// to (unchanged, moved or updated). A pair is *coupled* on a set E of variable pairs (a variable
// of each version, of the same type) when one iteration of each loop, run from any two states
// that agree on E, enters or leaves alike, ends alike (completes or breaks) and leaves states
// that agree on E again: E-agreement is an inductive invariant of the loops run in lockstep.
// Then each loop's final values of E are one function of its initial values of E, the same for
// both versions, whatever else the states hold; termination is the same too. That function
// becomes an uninterpreted function of the E variables, applied after one iteration run as code
// (the first iteration may start from states that differ in variables it writes before reading,
// the rest start from states that agree on E).
//
// The step programs (step_program) are the proof's question put to the engine: a function that
// takes the loop's variables as parameters (E shared by both versions, the others each version's
// own), runs at most one iteration and stores in static fields whether it entered, whether it
// completed, and each E variable. The two versions are coupled on E exactly when the engine
// proves the step functions equivalent. Loops that may throw, touch objects, arrays or static
// fields, or jump out of themselves (return, break to an outer target) are not paired: the
// abstraction rules of diff/abstraction.hpp.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "symdelta/diff/abstraction.hpp"
#include "symdelta/diff/block_analysis.hpp"
#include "symdelta/diff/tree_diff.hpp"
#include "symdelta/ir/counted_loop.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/printer.hpp"

namespace symdelta::diff {

/// A variable of each version, of the same type, that an invariant says are equal.
struct variable_pair {
  variable old_var, new_var;
};

/// A variable of one version's loop without a counterpart in the other, and an expression over
/// the other loop's coupled variables that an invariant says it equals: strength reduction's
/// accumulator `ik` of the new loop against the old loop's `i * k` (docs/loops.md, "Derived
/// candidates").
struct derived_pair {
  std::uint32_t id = 0; // its place in loop_pair::derived
  int owner = 0;        // the version of `var`: 0 old, 1 new
  variable var;
  ir::expr expr[2];               // the expression over each version's variables (its slots)
  std::vector<std::string> reads; // the coupled pairs it reads (their old names)
  std::string text;               // the invariant as the report gives it: `ik' == i * k`
};

struct loop_pair {
  std::uint32_t id = 0; // 1-based, in the order of the old version's loops, innermost first
  stmt_path old_at, new_at;
  source_pos old_pos, new_pos;
  edit_kind edit = edit_kind::unchanged;
  std::uint32_t nesting = 0; // loops around it in the old version
  // the variables each loop reads or writes, but for its own locals and for locals that hold
  // one constant for the whole method (constant_locals)
  std::vector<variable> old_vars, new_vars;
  std::vector<variable_pair> candidates; // same name (a parameter: same position) and type
  std::vector<derived_pair> derived;     // for the variables without a counterpart
  // what one iteration (condition, body, updates) of each loop reads before writing
  std::vector<variable> old_reads, new_reads;
  std::string refused;  // why the pair cannot be abstracted; empty if it can
  bool returns = false; // either loop has a return statement
  bool prints = false;  // either loop prints, itself or through the helpers it calls
  // the same code (unchanged or moved) over the same variables and constants: coupled on all
  // its variables without a proof, as the same code run from the same values is
  bool identical = false;
};

namespace detail {

inline bool assigns(const ir::expr &e) {
  return e.kind == ir::expr_kind::assign ||
         std::any_of(e.args.begin(), e.args.end(), [](const ir::expr &a) { return assigns(a); });
}

inline bool has_return(const ir::stmt &s) {
  bool found = false;
  walk_stmts(
      s, [&](const ir::stmt &t) { found = found || t.kind == ir::stmt_kind::return_; }, [](const ir::expr &) {});
  return found;
}

/// Is `e` computed from literals and locals that `slot_reads` maps, without a call, a write or a
/// way to throw (integer division)? The locals it reads go to `reads`.
inline bool derivable(const ir::expr &e, const std::map<std::uint32_t, const variable_pair *> &slot_reads,
                      std::vector<const variable_pair *> &reads) {
  using K = ir::expr_kind;
  if (!e.ty.is_primitive()) return false;
  switch (e.kind) {
  case K::literal: return true;
  case K::local: {
    const auto it = slot_reads.find(e.index);
    if (it == slot_reads.end()) return false;
    if (std::find(reads.begin(), reads.end(), it->second) == reads.end()) reads.push_back(it->second);
    return true;
  }
  case K::binary:
    if ((e.o == ir::op::div || e.o == ir::op::rem) && e.args[0].ty.is_integral()) return false;
    [[fallthrough]];
  case K::unary:
  case K::cast:
    return std::all_of(e.args.begin(), e.args.end(),
                       [&](const ir::expr &a) { return derivable(a, slot_reads, reads); });
  default: return false;
  }
}

/// Is `e` computed from literals alone, without a way to throw (no integer division)?
inline bool constant_expression(const ir::expr &e) {
  std::vector<const variable_pair *> none;
  return derivable(e, {}, none);
}

/// Locals declared once with a constant initialiser and never written again: the same value
/// wherever the method reads them (`double IEXP = 10 * 2 * 1024;`). Slot -> initialiser.
inline std::map<std::uint32_t, const ir::expr *> constant_locals(const ir::function &f) {
  std::map<std::uint32_t, const ir::expr *> init;
  std::set<std::uint32_t> written;
  walk_stmts(
      f.body,
      [&](const ir::stmt &s) {
        if (s.kind != ir::stmt_kind::local_decl) return;
        if (s.exprs.size() == 1 && constant_expression(s.exprs[0]) && !init.count(s.index))
          init[s.index] = &s.exprs[0];
        else
          written.insert(s.index);
      },
      [&](const ir::expr &e) {
        if (e.kind == ir::expr_kind::assign && e.args[0].kind == ir::expr_kind::local) written.insert(e.args[0].index);
      });
  for (auto it = init.begin(); it != init.end();)
    it = written.count(it->first) || f.locals[it->first].is_param ? init.erase(it) : std::next(it);
  return init;
}

/// What one iteration of a loop (its condition, body and updates, in order) reads before writing.
inline std::vector<variable> iteration_inputs(const ir::program &p, const ir::function &f, const ir::stmt &loop,
                                              const std::set<std::uint32_t> &pure) {
  ir::stmt flat; // the condition as a statement, then the body's statements at the top level
  ir::stmt cond;
  cond.kind = ir::stmt_kind::expression;
  cond.exprs = {loop.condition()};
  flat.body.push_back(std::move(cond));
  const ir::stmt &b = loop.loop_body();
  if (b.kind == ir::stmt_kind::block && b.target == ir::no_target)
    flat.body.insert(flat.body.end(), b.body.begin(), b.body.end());
  else
    flat.body.push_back(b);
  flat.body.insert(flat.body.end(), loop.body.begin() + 1, loop.body.end());
  block_analysis a(p, f, pure, false, false, true);
  a.run(flat, 0, static_cast<std::uint32_t>(flat.body.size()));
  return a.inputs;
}

inline bool contains(const std::vector<variable> &vs, const variable &v) {
  return std::find(vs.begin(), vs.end(), v) != vs.end();
}

/// Adds `offset` to every local slot in `s` (its locals move behind new parameters).
inline void shift_locals(ir::expr &e, std::uint32_t offset) {
  if (e.kind == ir::expr_kind::local) e.index += offset;
  for (auto &a : e.args)
    shift_locals(a, offset);
}
inline void shift_locals(ir::stmt &s, std::uint32_t offset) {
  if (s.kind == ir::stmt_kind::local_decl) s.index += offset;
  for (auto &e : s.exprs)
    shift_locals(e, offset);
  for (auto &c : s.body)
    shift_locals(c, offset);
  for (auto &c : s.cases) {
    c.slot += offset;
    for (auto &b : c.body)
      shift_locals(b, offset);
  }
}

inline ir::expr literal_of(ir::type ty, std::int64_t i) {
  ir::expr e;
  e.kind = ir::expr_kind::literal;
  e.ty = ty;
  e.lit.ty = ty;
  e.lit.i = i;
  return e;
}

inline ir::expr field_ref(std::uint32_t f, ir::type ty) {
  ir::expr e;
  e.kind = ir::expr_kind::static_field;
  e.ty = ty;
  e.index = f;
  return e;
}

inline ir::stmt declaration(std::uint32_t slot, ir::expr init, source_pos pos) {
  ir::stmt s;
  s.kind = ir::stmt_kind::local_decl;
  s.index = slot;
  s.pos = pos;
  s.exprs = {std::move(init)};
  return s;
}

inline ir::expr logical(ir::op o, ir::expr a, ir::expr b) {
  ir::expr e;
  e.kind = ir::expr_kind::binary;
  e.ty = ir::boolean_type;
  e.o = o;
  e.pos = b.pos;
  e.args = {std::move(a), std::move(b)};
  return e;
}

inline ir::expr negation(ir::expr a) {
  ir::expr e;
  e.kind = ir::expr_kind::unary;
  e.ty = ir::boolean_type;
  e.o = ir::op::log_not;
  e.pos = a.pos;
  e.args = {std::move(a)};
  return e;
}

/// The guards of the loop at `at_loop` in `f`: the conditions of the ifs around it (negated on
/// the else side) that read only primitive locals, compute without a way to throw, and whose
/// locals nothing in the branch holding the loop writes; and the equalities `x == y` of integral
/// locals that a statement `x = y` before the loop (in a block around it) sets, where that is
/// the only write of x in the method and y, a parameter, is never written. Each holds wherever
/// the loop is entered and on every iteration (docs/loops.md, "Guards"). With the slots each reads.
struct loop_guard {
  ir::expr condition;
  std::set<std::uint32_t> reads;
};
inline std::vector<loop_guard> loop_guards(const ir::function &f, const stmt_path &at_loop) {
  using K = ir::expr_kind;
  const auto plain = [&](const ir::expr &e, std::set<std::uint32_t> &reads, const auto &self) -> bool {
    switch (e.kind) {
    case K::literal: return e.ty.is_primitive();
    case K::local: reads.insert(e.index); return e.ty.is_primitive();
    case K::cast:
    case K::unary: return e.ty.is_primitive() && self(e.args[0], reads, self);
    case K::binary:
      if ((e.o == ir::op::div || e.o == ir::op::rem) && e.args[0].ty.is_integral()) return false;
      return e.args[0].ty.is_primitive() && self(e.args[0], reads, self) && self(e.args[1], reads, self);
    default: return false;
    }
  };
  std::vector<loop_guard> out;
  std::map<std::uint32_t, std::uint32_t> writes; // slot -> declarations and assignments
  walk_stmts(
      f.body, [&](const ir::stmt &t) { writes[t.index] += t.kind == ir::stmt_kind::local_decl; },
      [&](const ir::expr &e) {
        writes[e.args.empty() ? 0 : e.args[0].index] += e.kind == K::assign && e.args[0].kind == K::local;
      });
  const auto copy = [&](const ir::stmt &t) -> std::optional<loop_guard> { // `x = y` as above
    const ir::expr *x = nullptr, *y = nullptr;
    if (t.kind == ir::stmt_kind::expression && t.exprs[0].kind == K::assign && t.exprs[0].o == ir::op::none) {
      x = &t.exprs[0].args[0];
      y = &t.exprs[0].args[1];
    }
    if (!x || x->kind != K::local || y->kind != K::local || !(x->ty.is_integral() || x->ty.is_boolean()) ||
        x->ty != y->ty || writes[x->index] != 1 || writes[y->index] != 0 || !f.locals[y->index].is_param)
      return std::nullopt;
    ir::expr eq;
    eq.kind = K::binary;
    eq.ty = ir::boolean_type;
    eq.o = ir::op::eq;
    eq.pos = t.pos;
    eq.args = {*x, *y};
    return loop_guard{std::move(eq), {x->index, y->index}};
  };
  const ir::stmt *s = &f.body; // each statement around the loop, outermost first
  for (std::size_t depth = 0; depth < at_loop.size(); ++depth) {
    const std::uint32_t k = at_loop[depth];
    if (k >= s->body.size()) return out;
    const ir::stmt &branch = s->body[k];
    if (s->kind == ir::stmt_kind::block)
      for (std::uint32_t i = 0; i < k; ++i)
        if (auto g = copy(s->body[i])) out.push_back(std::move(*g));
    if (s->kind == ir::stmt_kind::if_ && k < 2) {
      loop_guard g;
      bool written = false;
      if (plain(s->exprs[0], g.reads, plain)) {
        walk_stmts(
            branch,
            [&](const ir::stmt &t) {
              if (t.kind == ir::stmt_kind::local_decl && g.reads.count(t.index)) written = true;
            },
            [&](const ir::expr &e) {
              if (e.kind == K::assign && e.args[0].kind == K::local && g.reads.count(e.args[0].index)) written = true;
            });
        if (!written) {
          g.condition = k == 0 ? s->exprs[0] : negation(s->exprs[0]);
          out.push_back(std::move(g));
        }
      }
    }
    s = &branch;
  }
  return out;
}

/// The uninterpreted function `uf` applied to `args`.
inline ir::expr application(std::uint32_t uf, ir::type ty, std::vector<ir::expr> args, source_pos pos) {
  ir::expr e;
  e.kind = ir::expr_kind::uninterpreted;
  e.ty = ty;
  e.index = uf;
  e.pos = pos;
  e.args = std::move(args);
  return e;
}

/// `return 0;` (false, null, nothing) from a function that returns `ty`.
inline ir::stmt default_return(ir::type ty, source_pos pos) {
  ir::stmt ret;
  ret.kind = ir::stmt_kind::return_;
  ret.pos = pos;
  if (ty.is_primitive())
    ret.exprs = {literal_of(ty, 0)};
  else if (!ty.is_void())
    ret.exprs = {literal_of(ir::null_type, 0)};
  return ret;
}

/// `System.out.print(text)` (stream 0) or `System.err.print(text)` (1).
inline ir::stmt print_statement(int stream, ir::expr text) {
  ir::expr print;
  print.kind = ir::expr_kind::intrinsic;
  print.ty = ir::void_type;
  print.fn = stream == 0 ? ir::intrinsic::print : ir::intrinsic::err_print;
  print.pos = text.pos;
  print.args = {std::move(text)};
  ir::stmt st;
  st.kind = ir::stmt_kind::expression;
  st.pos = print.pos;
  st.exprs = {std::move(print)};
  return st;
}

/// The loop at `at` run for one iteration at most: `first` (a boolean local, true before) is
/// cleared when an iteration completes (a `continue` completes it too; a `break` does not).
inline ir::stmt one_iteration(const ir::stmt &loop, std::uint32_t first) {
  ir::stmt once = loop;
  const source_pos pos = loop.pos;
  once.exprs[0] = logical(ir::op::log_and, detail::local_ref(first, ir::boolean_type), loop.condition());
  once.body.push_back(detail::assignment(first, ir::boolean_type, literal_of(ir::boolean_type, 0), pos));
  return once;
}

inline constexpr std::size_t derived_per_variable = 4;

/// The derived candidates of `lp` (its variables and candidates found): for each variable of one
/// loop that has no counterpart and that an iteration reads before writing, the expressions of
/// the other loop (its condition, body and updates, larger ones first) of the same type that
/// read only coupled candidates that other iteration reads first, literals aside.
inline std::vector<derived_pair> derived_candidates(const ir::program &old_p, const ir::function &fo,
                                                    const ir::stmt &so, const ir::program &new_p,
                                                    const ir::function &fn, const ir::stmt &sn, const loop_pair &lp) {
  std::vector<derived_pair> out;
  for (int owner = 0; owner < 2; ++owner) {
    const int other = 1 - owner;
    const auto side = [](const variable_pair &c, int v) -> const variable & { return v == 0 ? c.old_var : c.new_var; };
    std::map<std::uint32_t, const variable_pair *> slot_reads; // the other version's slot -> its pair
    for (const auto &c : lp.candidates)
      if (contains(other == 0 ? lp.old_reads : lp.new_reads, side(c, other))) slot_reads[side(c, other).index] = &c;
    for (const auto &w : owner == 0 ? lp.old_vars : lp.new_vars) {
      if (!w.ty.is_integral() || !contains(owner == 0 ? lp.old_reads : lp.new_reads, w) ||
          std::any_of(lp.candidates.begin(), lp.candidates.end(),
                      [&](const variable_pair &c) { return side(c, owner) == w; }))
        continue;
      std::size_t found = 0;
      walk_stmts(
          other == 0 ? so : sn, [](const ir::stmt &) {},
          [&](const ir::expr &x) {
            std::vector<const variable_pair *> reads;
            if (found == derived_per_variable || x.ty != w.ty || x.kind == ir::expr_kind::local ||
                x.kind == ir::expr_kind::literal || !derivable(x, slot_reads, reads) || reads.empty())
              return;
            derived_pair d;
            d.owner = owner;
            d.var = w;
            d.expr[other] = x;
            d.expr[owner] = x;
            rewrite_exprs(d.expr[owner], [&](ir::expr &y) {
              if (y.kind == ir::expr_kind::local) y.index = side(*slot_reads.at(y.index), owner).index;
            });
            for (const auto *r : reads)
              d.reads.push_back(r->old_var.name);
            const std::string e = ir::to_string(other == 0 ? old_p : new_p, other == 0 ? fo : fn, x);
            d.text = owner == 1 ? fmt::format("{}' == {}", w.name, e) : fmt::format("{} == ({})'", w.name, e);
            if (std::any_of(out.begin(), out.end(), [&](const derived_pair &o) { return o.text == d.text; })) return;
            d.id = static_cast<std::uint32_t>(out.size());
            out.push_back(std::move(d));
            ++found;
          });
    }
  }
  return out;
}

} // namespace detail

/// The pairs of loops of the compared functions, innermost first (old version's source order
/// within a nesting level).
/// `h_old`, `h_new`: each version's helpers.
inline std::vector<loop_pair> loop_pairs(
    const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
    const detail::helper_sets &h_old, const detail::helper_sets &h_new,
    const std::function<bool(const ir::counted_loop &)> &closes = [](const ir::counted_loop &) { return true; }) {
  const ir::function &fo = old_p.functions[old_fn], &fn = new_p.functions[new_fn];
  const body_diff d = diff_bodies(old_p, fo, new_p, fn);
  // helpers that print qualify: a loop that prints, itself or through them, prints the same text
  // in both versions where the proof holds, and its abstraction prints a function of its own
  const auto &pure_old = h_old.pure, &pure_new = h_new.pure;
  const auto &printing_old = h_old.printing, &printing_new = h_new.printing;
  const auto const_old = detail::constant_locals(fo), const_new = detail::constant_locals(fn);
  std::vector<loop_pair> pairs;
  std::vector<statement_edit> matched; // by the tree diff, then by position
  for (const auto &e : d.edits)
    if ((e.kind == edit_kind::unchanged || e.kind == edit_kind::moved || e.kind == edit_kind::updated) &&
        at(fo.body, e.old_at).kind == ir::stmt_kind::loop && at(fn.body, e.new_at).kind == ir::stmt_kind::loop)
      matched.push_back(e);
  // Loops the diff did not match (a `for` rewritten as a `while` after its own declaration is
  // another statement), paired in source order at the same nesting.
  const auto loops_of = [](const ir::stmt &body, const auto &is_matched) {
    std::vector<std::pair<stmt_path, std::uint32_t>> out; // path, nesting
    const auto walk = [&](const ir::stmt &s, stmt_path &path, std::uint32_t nesting, const auto &self) -> void {
      if (s.kind == ir::stmt_kind::loop && !is_matched(path)) out.emplace_back(path, nesting);
      const std::uint32_t inner = nesting + (s.kind == ir::stmt_kind::loop);
      for (std::uint32_t i = 0; i < s.body.size(); ++i) {
        path.push_back(i);
        self(s.body[i], path, inner, self);
        path.pop_back();
      }
    };
    stmt_path path;
    walk(body, path, 0, walk);
    return out;
  };
  const auto free_old = loops_of(fo.body, [&](const stmt_path &p) {
    return std::any_of(matched.begin(), matched.end(), [&](const statement_edit &e) { return e.old_at == p; });
  });
  const auto free_new = loops_of(fn.body, [&](const stmt_path &p) {
    return std::any_of(matched.begin(), matched.end(), [&](const statement_edit &e) { return e.new_at == p; });
  });
  for (std::size_t i = 0; i < free_old.size() && i < free_new.size(); ++i)
    if (free_old[i].second == free_new[i].second)
      matched.push_back({edit_kind::updated, free_old[i].first, free_new[i].first});
  for (const auto &e : matched) {
    const ir::stmt &so = at(fo.body, e.old_at), &sn = at(fn.body, e.new_at);
    loop_pair lp;
    lp.old_at = e.old_at;
    lp.new_at = e.new_at;
    lp.old_pos = so.pos;
    lp.new_pos = sn.pos;
    lp.edit = e.kind;
    lp.nesting = detail::loops_on_path(fo.body, e.old_at) - 1;
    const auto analyse = [&closes, &lp](const ir::program &p, const ir::function &f, const stmt_path &path,
                                        const std::set<std::uint32_t> &pure, const std::set<std::uint32_t> &printing,
                                        const std::map<std::uint32_t, const ir::expr *> &consts,
                                        std::vector<variable> &vars) {
      stmt_path parent = path;
      parent.pop_back();
      // a return ends both loops alike, or the proof fails
      detail::block_analysis a(p, f, pure, true, false, true);
      for (const auto &[slot, init] : consts)
        if (f.locals[slot].ty.is_integral() && detail::nonzero_literal(*init)) a.nonzero_constants.insert(slot);
      a.run(at(f.body, parent), path.back(), path.back() + 1);
      lp.prints = lp.prints || a.prints ||
                  std::any_of(a.calls.begin(), a.calls.end(), [&](std::uint32_t c) { return printing.count(c) > 0; });
      for (const auto *list : {&a.inputs, &a.outputs})
        for (const auto &v : *list)
          if (!v.is_field && !consts.count(v.index) && !detail::contains(vars, v)) vars.push_back(v);
      std::string why;
      if (!a.ok)
        why = "it has " + a.why;
      else if (detail::assigns(at(f.body, path).condition()))
        why = "its condition assigns a variable";
      else if (const auto counted = ir::as_counted_loop(at(f.body, path)); counted && closes(*counted))
        why = "a counted loop, which exploration sums up exactly in one step";
      else if (std::any_of(a.inputs.begin(), a.inputs.end(), [](const variable &v) { return v.is_field; }))
        why = "it reads a static field";
      return why;
    };
    lp.returns = detail::has_return(so) || detail::has_return(sn);
    lp.old_reads = detail::iteration_inputs(old_p, fo, so, pure_old);
    lp.new_reads = detail::iteration_inputs(new_p, fn, sn, pure_new);
    const std::string why_old = analyse(old_p, fo, e.old_at, pure_old, printing_old, const_old, lp.old_vars);
    const std::string why_new = analyse(new_p, fn, e.new_at, pure_new, printing_new, const_new, lp.new_vars);
    if (!why_old.empty())
      lp.refused = "the old version's loop: " + why_old;
    else if (!why_new.empty())
      lp.refused = "the new version's loop: " + why_new;
    if (e.kind == edit_kind::unchanged || e.kind == edit_kind::moved) {
      // the constants each loop reads: the same names, initialised alike
      structural_equality eq(old_p, fo, new_p, fn);
      std::map<std::string, const ir::expr *> read_old, read_new;
      const auto collect = [](const ir::stmt &loop, const ir::function &f,
                              const std::map<std::uint32_t, const ir::expr *> &consts,
                              std::map<std::string, const ir::expr *> &out) {
        detail::walk_stmts(
            loop, [](const ir::stmt &) {},
            [&](const ir::expr &x) {
              if (x.kind == ir::expr_kind::local && consts.count(x.index))
                out[f.locals[x.index].name] = consts.at(x.index);
            });
      };
      collect(so, fo, const_old, read_old);
      collect(sn, fn, const_new, read_new);
      bool same = read_old.size() == read_new.size();
      for (const auto &[name, init] : read_old)
        same = same && read_new.count(name) && eq.same(*init, *read_new.at(name));
      lp.identical = same;
    }
    const auto match = [&](std::size_t old_from, std::size_t new_from) {
      for (std::size_t i = 0; i < lp.old_vars.size(); ++i)
        for (std::size_t j = 0; j < lp.new_vars.size(); ++j) {
          if (i < old_from && j < new_from) continue; // matched before
          const variable &vo = lp.old_vars[i], &vn = lp.new_vars[j];
          const auto &lo = fo.locals[vo.index], &ln = fn.locals[vn.index];
          const bool same =
              lo.is_param || ln.is_param ? lo.is_param && ln.is_param && vo.index == vn.index : vo.name == vn.name;
          if (same && vo.ty == vn.ty) lp.candidates.push_back({vo, vn});
        }
    };
    match(0, 0);
    lp.identical =
        lp.identical && lp.candidates.size() == lp.old_vars.size() && lp.candidates.size() == lp.new_vars.size();
    // The variables the loops' guards read (docs/loops.md, "Guards"), which no iteration writes:
    // inputs of every iteration as far as the step programs go, so that a guard over them holds
    // there as it does in the method.
    const std::size_t old_before = lp.old_vars.size(), new_before = lp.new_vars.size();
    const auto guard_vars = [](const ir::function &f, const stmt_path &at_loop,
                               const std::map<std::uint32_t, const ir::expr *> &consts, std::vector<variable> &vars,
                               std::vector<variable> &reads) {
      for (const auto &g : detail::loop_guards(f, at_loop))
        for (const auto slot : g.reads) {
          if (consts.count(slot)) continue;
          const variable v{f.locals[slot].name, f.locals[slot].ty, false, slot};
          if (!detail::contains(vars, v)) vars.push_back(v);
          if (!detail::contains(reads, v)) reads.push_back(v);
        }
    };
    guard_vars(fo, e.old_at, const_old, lp.old_vars, lp.old_reads);
    guard_vars(fn, e.new_at, const_new, lp.new_vars, lp.new_reads);
    match(old_before, new_before);
    if (!lp.identical) lp.derived = detail::derived_candidates(old_p, fo, so, new_p, fn, sn, lp);
    pairs.push_back(std::move(lp));
  }
  std::stable_sort(pairs.begin(), pairs.end(), [](const loop_pair &a, const loop_pair &b) {
    if (a.nesting != b.nesting) return a.nesting > b.nesting;
    return std::pair(a.old_pos.line, a.old_pos.column) < std::pair(b.old_pos.line, b.old_pos.column);
  });
  for (std::size_t i = 0; i < pairs.size(); ++i)
    pairs[i].id = static_cast<std::uint32_t>(i + 1);
  return pairs;
}
inline std::vector<loop_pair> loop_pairs(
    const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
    const std::function<bool(const ir::counted_loop &)> &closes = [](const ir::counted_loop &) { return true; }) {
  return loop_pairs(old_p, old_fn, new_p, new_fn, detail::helper_sets(old_p), detail::helper_sets(new_p), closes);
}

/// The parameters both step functions take, in order: the shared values of coupled variables,
/// then each version's own values of the variables it does not share.
struct step_layout {
  bool returns = false;                   // the loops may return (loop_pair::returns)
  std::vector<variable_pair> shared;      // coupled and read by an iteration before being written
  std::vector<variable_pair> coupled;     // E: all coupled pairs (compared after the iteration)
  std::vector<variable> old_own, new_own; // the other variables of each version's loop
  // assumed equal to their expressions where the step starts, as the coupled pairs are to each
  // other, and compared with them after the iteration
  std::vector<derived_pair> derived;
};

/// The layout of a pair's step functions for the coupled pairs `e` and the derived pairs `d`
/// (those of them that read only shared pairs).
inline step_layout layout_for(const loop_pair &lp, const std::vector<variable_pair> &e,
                              const std::vector<derived_pair> &d = {}) {
  const auto &read_old = lp.old_reads, &read_new = lp.new_reads;
  step_layout l;
  l.returns = lp.returns;
  l.coupled = e;
  for (const auto &p : e)
    if (detail::contains(read_old, p.old_var) || detail::contains(read_new, p.new_var)) l.shared.push_back(p);
  const auto is_shared = [&](const variable &v, bool old_side) {
    return std::any_of(l.shared.begin(), l.shared.end(),
                       [&](const variable_pair &p) { return (old_side ? p.old_var : p.new_var) == v; });
  };
  for (const auto &v : lp.old_vars)
    if (!is_shared(v, true)) l.old_own.push_back(v);
  for (const auto &v : lp.new_vars)
    if (!is_shared(v, false)) l.new_own.push_back(v);
  for (const auto &x : d)
    if (std::all_of(x.reads.begin(), x.reads.end(), [&](const std::string &name) {
          return std::any_of(l.shared.begin(), l.shared.end(),
                             [&](const variable_pair &p) { return p.old_var.name == name; });
        }))
      l.derived.push_back(x);
  return l;
}

/// The names of the static fields a step function stores its observations in.
namespace step_fields {
inline constexpr const char *entered = "loop:entered";     // the condition held
inline constexpr const char *completed = "loop:completed"; // the iteration ended without break
inline constexpr const char *ended = "loop:ended";         // the step function ended without a return
inline std::string value(const std::string &var) { return "loop:value:" + var; }
// not a Java identifier: no variable's field
inline std::string derived(std::uint32_t id) { return fmt::format("loop:value:derived:{}", id); }
} // namespace step_fields

inline constexpr const char *step_function_name = "loop$step";

/// Version `version` (0 old, 1 new) of `p` with a step function for the loop at `at` of `fn`
/// (docs/loops.md): its parameters are the layout's, its locals the method's after them; it sets
/// the loop's variables from the parameters (or, for a local that holds one constant, from its
/// initialiser), runs at most one iteration and stores the observations.
inline ir::program step_program(const ir::program &p, std::uint32_t fn, const stmt_path &at_loop, const step_layout &l,
                                int version) {
  ir::program out = p;
  const ir::function &f = p.functions[fn];
  const ir::stmt &loop = at(f.body, at_loop);
  const source_pos pos = loop.pos;
  ir::function step;
  step.name = step_function_name;
  step.pos = pos;
  // a return in the loop returns from the step function, what it returns compared as the method's
  step.ret = l.returns ? f.ret : ir::int_type;
  step.owner = 0;
  step.is_static = true;
  step.target_count = f.target_count;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> from_params; // method slot <- parameter
  const auto param = [&](const variable &v, const char *side, std::optional<std::uint32_t> slot) {
    const auto k = static_cast<std::uint32_t>(step.locals.size());
    step.locals.push_back({fmt::format("{}{}", v.name, side), v.ty, pos, true, true});
    if (slot) from_params.emplace_back(*slot, k);
  };
  for (const auto &sp : l.shared)
    param(sp.old_var, "", version == 0 ? sp.old_var.index : sp.new_var.index);
  std::map<std::pair<int, std::string>, std::uint32_t> own_param; // (version, name) -> parameter
  for (const auto &v : l.old_own) {
    own_param[{0, v.name}] = static_cast<std::uint32_t>(step.locals.size());
    param(v, "$old", version == 0 ? std::optional(v.index) : std::nullopt);
  }
  for (const auto &v : l.new_own) {
    own_param[{1, v.name}] = static_cast<std::uint32_t>(step.locals.size());
    param(v, "$new", version == 1 ? std::optional(v.index) : std::nullopt);
  }
  const auto offset = static_cast<std::uint32_t>(step.locals.size());
  step.param_count = offset;
  for (auto local : f.locals) {
    local.is_param = false;
    step.locals.push_back(std::move(local));
  }
  const auto first = static_cast<std::uint32_t>(step.locals.size());
  step.locals.push_back({"loop$first", ir::boolean_type, pos, false, true});

  step.body.kind = ir::stmt_kind::block;
  step.body.pos = pos;
  auto &body = step.body.body;
  for (const auto &[slot, k] : from_params)
    body.push_back(detail::assignment(slot + offset, f.locals[slot].ty, detail::local_ref(k, f.locals[slot].ty), pos));
  for (const auto &[slot, init] : detail::constant_locals(f))
    body.push_back(detail::assignment(slot + offset, f.locals[slot].ty, *init, pos));
  const auto shifted_expr = [&](const derived_pair &d) {
    ir::expr e = d.expr[version];
    detail::shift_locals(e, offset);
    return e;
  };
  const auto stop_unless = [&](ir::expr condition) { // the step function returns where it does not hold
    ir::stmt unless;
    unless.kind = ir::stmt_kind::if_;
    unless.pos = pos;
    unless.exprs = {detail::negation(std::move(condition))};
    unless.body = {detail::default_return(step.ret, pos)};
    body.push_back(std::move(unless));
  };
  // the guards the loop runs under, over shared variables (or constants): states that break
  // them never reach the loop, and the step function stops there with nothing observed
  std::set<std::uint32_t> known = {};
  for (const auto &sp : l.shared)
    known.insert(version == 0 ? sp.old_var.index : sp.new_var.index);
  for (const auto &[slot, init] : detail::constant_locals(f))
    known.insert(slot);
  for (auto &g : detail::loop_guards(f, at_loop)) {
    if (!std::includes(known.begin(), known.end(), g.reads.begin(), g.reads.end())) continue;
    detail::shift_locals(g.condition, offset);
    stop_unless(std::move(g.condition));
  }
  // the derived pairs, assumed as the guards are, in both versions alike: the step function
  // stops where the variable's parameter is not its expression over the version's own variables
  // (integral values: `==` is equality there)
  for (const auto &d : l.derived)
    stop_unless(
        detail::logical(ir::op::eq, detail::local_ref(own_param.at({d.owner, d.var.name}), d.var.ty), shifted_expr(d)));
  body.push_back(detail::declaration(first, detail::literal_of(ir::boolean_type, 1), pos));
  ir::stmt shifted = loop;
  detail::shift_locals(shifted, offset);
  const auto add_field = [&](const std::string &name, ir::type ty) {
    out.fields.push_back({name, pos, ty, 0, true, false, {}});
    return static_cast<std::uint32_t>(out.fields.size() - 1);
  };
  // the condition once, into a local: the iteration runs on it, and it is observed
  const auto entered = static_cast<std::uint32_t>(step.locals.size());
  step.locals.push_back({"loop$entered", ir::boolean_type, pos, false, true});
  body.push_back(detail::declaration(entered, shifted.condition(), pos));
  body.push_back(
      detail::assign_to(detail::field_ref(add_field(step_fields::entered, ir::boolean_type), ir::boolean_type),
                        detail::local_ref(entered, ir::boolean_type), pos));
  shifted.exprs[0] = detail::local_ref(entered, ir::boolean_type);
  body.push_back(detail::one_iteration(shifted, first));
  body.push_back(
      detail::assign_to(detail::field_ref(add_field(step_fields::completed, ir::boolean_type), ir::boolean_type),
                        detail::negation(detail::local_ref(first, ir::boolean_type)), pos));
  // The values after an iteration that ran. Where the loop is not entered, it ends with the
  // variables as they were, equal by the invariant itself; the parameters leave those of them that
  // an iteration writes before reading unshared.
  ir::stmt stores;
  stores.kind = ir::stmt_kind::block;
  stores.pos = pos;
  for (const auto &c : l.coupled) {
    const variable &v = version == 0 ? c.old_var : c.new_var;
    stores.body.push_back(
        detail::assign_to(detail::field_ref(add_field(step_fields::value(c.old_var.name), v.ty), v.ty),
                          detail::local_ref(v.index + offset, v.ty), pos));
  }
  for (const auto &d : l.derived) // the variable in its version, its expression in the other
    stores.body.push_back(detail::assign_to(
        detail::field_ref(add_field(step_fields::derived(d.id), d.var.ty), d.var.ty),
        d.owner == version ? detail::local_ref(d.var.index + offset, d.var.ty) : shifted_expr(d), pos));
  ir::stmt if_entered;
  if_entered.kind = ir::stmt_kind::if_;
  if_entered.pos = pos;
  if_entered.exprs = {detail::local_ref(entered, ir::boolean_type)};
  if_entered.body = {std::move(stores)};
  body.push_back(std::move(if_entered));
  body.push_back(detail::assign_to(detail::field_ref(add_field(step_fields::ended, ir::boolean_type), ir::boolean_type),
                                   detail::literal_of(ir::boolean_type, 1), pos));
  body.push_back(detail::default_return(step.ret, pos));
  out.functions.push_back(std::move(step));
  return out;
}

/// The static field an entry program sets where a derived pair does not hold.
inline std::string entry_field(std::uint32_t id) { return fmt::format("loop:entry:{}", id); }

/// Version `version` of `p` with the loop at `at_loop` of `fn` replaced by a test of the derived
/// pairs `d` of the version's variables: where the loop would run an iteration, a static field per
/// pair is set to whether the pair does not hold (`observe`; false otherwise), and the method
/// returns. Explored against the same with `observe` false, the fields that differ are the pairs
/// that some way from the method's start into the loop breaks: an invariant that holds from one
/// iteration to the next but not on entry proves the loops nothing (docs/loops.md).
inline ir::program entry_program(const ir::program &p, std::uint32_t fn, const stmt_path &at_loop,
                                 const std::vector<derived_pair> &d, int version, bool observe) {
  ir::program out = p;
  ir::function &f = out.functions[fn];
  ir::stmt &loop = at(f.body, at_loop);
  const source_pos pos = loop.pos;
  ir::stmt test;
  test.kind = ir::stmt_kind::block;
  test.pos = pos;
  for (const auto &x : d) {
    if (x.owner != version) continue;
    out.fields.push_back({entry_field(x.id), pos, ir::boolean_type, 0, true, false, {}});
    const auto field = static_cast<std::uint32_t>(out.fields.size() - 1);
    test.body.push_back(detail::assign_to(
        detail::field_ref(field, ir::boolean_type),
        observe ? detail::negation(detail::logical(ir::op::eq, detail::variable_ref(x.var), x.expr[version]))
                : detail::literal_of(ir::boolean_type, 0),
        pos));
  }
  test.body.push_back(detail::default_return(f.ret, pos));
  if (!loop.test_first) {
    loop = std::move(test);
    return out;
  }
  ir::stmt entered;
  entered.kind = ir::stmt_kind::if_;
  entered.pos = pos;
  entered.exprs = {loop.condition()};
  entered.body = {std::move(test)};
  loop = std::move(entered);
  return out;
}

/// A pair proved coupled on `coupled`, to abstract; `shared`: those of them an iteration reads
/// before writing (step_layout::shared).
struct coupled_loops {
  const loop_pair *pair = nullptr;
  std::vector<variable_pair> coupled, shared;
  std::vector<derived_pair> derived; // proved with them (step_layout::derived)
};

/// The two versions with each coupled pair's loop abstracted: where the loop is entered (a
/// do-while always is), every variable it writes that later code sees is set from an
/// uninterpreted function, of the shared variables' values on entry (`UF_<v>_L<id>`, the same
/// in both versions) for a coupled variable, of the loop's inputs (`UF_<v>_L<id>$old` or `$new`,
/// each version its own) for the others; a loop that may return returns where
/// `UF_returns_L<id>` says, `UF_result_L<id>`. Entered from states that agree on the shared
/// variables, the first iterations of both loops leave states that agree on all coupled ones
/// (the proof's step), and from there on the invariant holds: the coupled variables' final
/// values are one function of the shared ones' first values. Derived pairs are part of the
/// invariant: in their variables' version, the shared functions apply only where they hold on
/// entry, the version's own functions of the loop's inputs elsewhere. Where it is not entered, a loop
/// changes nothing. `pairs` come innermost first, as loop_pairs gives them; the analysis of
/// each loop is on the original functions, whose statement paths the rewriting keeps.
/// The unchanged pure helpers (pure_helper_pairs, printing ones included) that loop or recurse,
/// directly or through the helpers they call: as one function of their arguments in both
/// versions, their loops need no exploration (a helper without loops stays code, which the
/// solver reasons about exactly).
inline std::vector<std::pair<std::uint32_t, std::uint32_t>>
looping_helper_pairs(const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
                     const detail::helper_sets &h_old, const detail::helper_sets &h_new) {
  const auto &pure = h_old.pure;
  std::map<std::uint32_t, bool> loops; // function -> loops or recurses
  const auto looping = [&](std::uint32_t f, const auto &self) -> bool {
    if (const auto it = loops.find(f); it != loops.end()) return it->second;
    loops[f] = true; // a call back into a function being analysed is recursion
    const detail::block_analysis a = detail::analyse_function(old_p, f, pure, true);
    bool r = a.max_loop_depth > 0;
    for (const auto c : a.calls)
      r = self(c, self) || r;
    loops[f] = r;
    return r;
  };
  std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
  for (const auto &[i, j] : pure_helper_pairs(old_p, old_fn, new_p, new_fn, h_old.pure, h_new.pure))
    if (looping(i, looping)) out.emplace_back(i, j);
  return out;
}
inline std::vector<std::pair<std::uint32_t, std::uint32_t>>
looping_helper_pairs(const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn) {
  return looping_helper_pairs(old_p, old_fn, new_p, new_fn, detail::helper_sets(old_p), detail::helper_sets(new_p));
}

inline std::pair<ir::program, ir::program>
abstract_loops(const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
               const std::vector<coupled_loops> &pairs,
               const std::vector<std::pair<std::uint32_t, std::uint32_t>> &helpers, const detail::helper_sets &h_old,
               const detail::helper_sets &h_new) {
  std::pair<ir::program, ir::program> out{old_p, new_p};
  std::vector<ir::uninterpreted_function> declared;
  const auto declare = [&](const std::string &name, const std::vector<ir::expr> &args, ir::type result) {
    for (std::uint32_t i = 0; i < declared.size(); ++i)
      if (declared[i].name == name) return i;
    ir::uninterpreted_function u{name, {}, result, true};
    for (const auto &a : args)
      u.params.push_back(a.ty);
    declared.push_back(std::move(u));
    return static_cast<std::uint32_t>(declared.size() - 1);
  };
  for (int version = 0; version < 2; ++version) {
    const ir::program &orig = version == 0 ? old_p : new_p;
    ir::program &prog = version == 0 ? out.first : out.second;
    const std::uint32_t fn = version == 0 ? old_fn : new_fn;
    const auto &pure = version == 0 ? h_old.pure : h_new.pure;
    const char *side = version == 0 ? "$old" : "$new";
    for (const auto &c : pairs) {
      const stmt_path &path = version == 0 ? c.pair->old_at : c.pair->new_at;
      stmt_path parent_path = path;
      parent_path.pop_back();
      detail::block_analysis a(orig, orig.functions[fn], pure, true, false, true);
      a.run(at(orig.functions[fn].body, parent_path), path.back(), path.back() + 1);
      std::vector<ir::expr> shared_args;
      for (const auto &vp : c.shared)
        shared_args.push_back(detail::variable_ref(version == 0 ? vp.old_var : vp.new_var));
      std::vector<ir::expr> input_args;
      for (const auto &in : a.inputs)
        input_args.push_back(detail::variable_ref(in));
      ir::function &f = prog.functions[fn];
      ir::stmt &loop = at(f.body, path);
      const source_pos pos = loop.pos;
      const auto application = [&](const std::string &name, ir::type ty,
                                   const std::vector<ir::expr> &args) -> ir::expr {
        return detail::application(declare(name, args, ty), ty, args, pos);
      };
      ir::stmt rest; // the whole loop, as functions
      rest.kind = ir::stmt_kind::block;
      rest.pos = pos;
      // Where the version's derived pairs hold on entry (`holds`), the shared functions; where
      // they do not, the loop's results are the version's own functions of all it reads, as for
      // a variable outside the invariant: the proof says nothing about such states.
      std::optional<std::uint32_t> holds;
      for (const auto &d : c.derived) {
        if (d.owner != version) continue;
        ir::expr test = detail::logical(ir::op::eq, detail::variable_ref(d.var), d.expr[version]);
        if (!holds) {
          holds = static_cast<std::uint32_t>(f.locals.size());
          f.locals.push_back({fmt::format("loop$derived_L{}", c.pair->id), ir::boolean_type, pos, false, true});
          rest.body.push_back(detail::declaration(*holds, std::move(test), pos));
        } else {
          rest.body.push_back(detail::assignment(
              *holds, ir::boolean_type,
              detail::logical(ir::op::log_and, detail::local_ref(*holds, ir::boolean_type), std::move(test)), pos));
        }
      }
      const auto shared_application = [&](const std::string &name, ir::type ty) {
        ir::expr e = application(name, ty, shared_args);
        if (!holds) return e;
        ir::expr own = application(name + side, ty, input_args);
        ir::expr choice;
        choice.kind = ir::expr_kind::conditional;
        choice.ty = ty;
        choice.pos = pos;
        choice.args = {detail::local_ref(*holds, ir::boolean_type), std::move(e), std::move(own)};
        return choice;
      };
      std::vector<std::pair<const variable *, std::uint32_t>> temps;
      if (c.pair->prints) // what the whole loop prints, a function of the shared variables as its results are
        for (int stream = 0; stream < 2; ++stream)
          rest.body.push_back(detail::print_statement(
              stream,
              shared_application(fmt::format("UF_{}_L{}", stream == 0 ? "out" : "err", c.pair->id), ir::string_type)));
      for (const auto &o : a.outputs) {
        const auto coupled = std::find_if(c.coupled.begin(), c.coupled.end(), [&](const variable_pair &vp) {
          return (version == 0 ? vp.old_var : vp.new_var) == o;
        });
        const bool shared = coupled != c.coupled.end();
        const std::string name = shared ? fmt::format("UF_{}_L{}", coupled->old_var.name, c.pair->id)
                                        : fmt::format("UF_{}_L{}{}", o.name, c.pair->id, side);
        const auto slot = static_cast<std::uint32_t>(f.locals.size());
        f.locals.push_back({name + "$before", o.ty, pos, false, true});
        rest.body.push_back(detail::declaration(
            slot, shared ? shared_application(name, o.ty) : application(name, o.ty, input_args), pos));
        temps.emplace_back(&o, slot);
      }
      if (c.pair->returns) { // the loop may return, when and what a function of the shared variables says
        ir::stmt ret;
        ret.kind = ir::stmt_kind::return_;
        ret.pos = pos;
        if (!f.ret.is_void()) ret.exprs = {shared_application(fmt::format("UF_result_L{}", c.pair->id), f.ret)};
        ir::stmt returns;
        returns.kind = ir::stmt_kind::if_;
        returns.pos = pos;
        returns.exprs = {shared_application(fmt::format("UF_returns_L{}", c.pair->id), ir::boolean_type)};
        returns.body = {std::move(ret)};
        rest.body.push_back(std::move(returns));
      }
      for (const auto &[o, slot] : temps)
        rest.body.push_back(detail::assignment(o->index, o->ty, detail::local_ref(slot, o->ty), pos));
      ir::stmt abstracted;
      abstracted.kind = ir::stmt_kind::abstracted;
      abstracted.index = c.pair->id;
      abstracted.assumes_termination = true;
      abstracted.pos = pos;
      abstracted.body = {std::move(rest)};
      if (!loop.test_first) {
        loop = std::move(abstracted);
        continue;
      }
      ir::stmt guard; // entered or not: the condition on the values before the loop
      guard.kind = ir::stmt_kind::if_;
      guard.pos = pos;
      guard.exprs = {loop.condition()};
      guard.body = {std::move(abstracted)};
      loop = std::move(guard);
    }
  }
  // calls of the helpers, in the compared functions: `UF_<name>` of the arguments; a helper that
  // prints becomes, in both versions, code that prints `UF_<name>$out` and `UF_<name>$err` of its
  // arguments and returns `UF_<name>` of them
  const auto &printing = h_old.printing;
  for (std::size_t n = 0; n < helpers.size(); ++n) {
    const auto [i, j] = helpers[n];
    const ir::function &h = old_p.functions[i];
    // overloads get a function each: one name would be one function, of one signature
    const bool overloaded = std::count_if(helpers.begin(), helpers.end(), [&](const auto &other) {
                              return old_p.functions[other.first].name == h.name;
                            }) > 1;
    const std::string name = overloaded ? fmt::format("{}${}", h.name, n) : h.name;
    const auto k = declare(fmt::format("UF_{}", name), {}, h.ret);
    declared[k].params = h.param_types();
    if (printing.count(i)) {
      std::vector<ir::expr> params;
      for (std::uint32_t a = 0; a < h.param_count; ++a)
        params.push_back(detail::local_ref(a, h.locals[a].ty));
      const auto apply = [&](std::uint32_t fn_index, ir::type ty, source_pos pos) {
        return detail::application(fn_index, ty, params, pos);
      };
      const std::uint32_t out_fn[2] = {declare(fmt::format("UF_{}$out", name), params, ir::string_type),
                                       declare(fmt::format("UF_{}$err", name), params, ir::string_type)};
      for (int version = 0; version < 2; ++version) {
        ir::function &f = (version == 0 ? out.first : out.second).functions[version == 0 ? i : j];
        const source_pos pos = f.body.pos;
        ir::stmt body;
        body.kind = ir::stmt_kind::block;
        body.pos = pos;
        for (int stream = 0; stream < 2; ++stream)
          body.body.push_back(detail::print_statement(stream, apply(out_fn[stream], ir::string_type, pos)));
        ir::stmt ret;
        ret.kind = ir::stmt_kind::return_;
        ret.pos = pos;
        ret.exprs = {apply(k, h.ret, pos)};
        body.body.push_back(std::move(ret));
        f.body = std::move(body);
      }
      continue;
    }
    for (int version = 0; version < 2; ++version) {
      const std::uint32_t callee = version == 0 ? i : j;
      ir::function &f = (version == 0 ? out.first : out.second).functions[version == 0 ? old_fn : new_fn];
      detail::rewrite_exprs(f.body, [&](ir::expr &e) {
        if (e.kind != ir::expr_kind::call || e.index != callee) return;
        e.kind = ir::expr_kind::uninterpreted;
        e.index = k;
      });
    }
  }
  out.first.uninterpreted = declared;
  out.second.uninterpreted = declared;
  return out;
}
inline std::pair<ir::program, ir::program>
abstract_loops(const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
               const std::vector<coupled_loops> &pairs,
               const std::vector<std::pair<std::uint32_t, std::uint32_t>> &helpers = {}) {
  return abstract_loops(old_p, old_fn, new_p, new_fn, pairs, helpers, detail::helper_sets(old_p),
                        detail::helper_sets(new_p));
}

} // namespace symdelta::diff
