#pragma once
// Counted loops: loops whose effect has a closed form in ideal semantics (integers without
// overflow, reals for floating point), so that an engine can execute them in one step instead
// of unrolling them to a depth limit. The shape recognised:
//
//   while (i OP bound) { v1 += e1; v2 -= e2; v3 = e3; ...; i++; }      (or the `for` form)
//
// - OP is <, <= with i++ (or ++i, i += 1, i = i + 1), or >, >= with i-- (and its variants);
// - `bound` and every e are loop-invariant: they read no variable the loop writes, and have no
//   side effects (no assignment, call or allocation), so evaluating one once gives the value
//   every iteration would;
// - every other statement updates a different local, of the same type as its expression:
//   `v += e`, `v -= e`, `v = v + e`, `v = e + v`, `v = v - e`, or `v = e`;
// - nothing else: no branch statement, declaration, break, continue, return or throw.
//
// After n = max(bound - i, 0) iterations (plus one for <=; mirrored for a counter going down),
// i has moved by n, each `v += e` has added n * e, and each `v = e` holds e when n > 0. With
// mathematical integers and reals this is exact; on Java's 32- and 64-bit integers it holds
// modulo 2^32 or 2^64 too, but the engine's encoding is the ideal one (background.md section 7).
#include <cstdint>
#include <optional>
#include <set>
#include <vector>

#include "symdelta/ir/node.hpp"

namespace symdelta::ir {

struct counted_loop {
  enum class update_kind : std::uint8_t { add, sub, set };
  struct update {
    std::uint32_t slot = 0; // the local it writes
    update_kind kind = update_kind::add;
    const expr *value = nullptr;
  };

  std::uint32_t counter = 0; // the local counted
  op comparison = op::lt;    // `counter comparison bound`: lt or le counting up, gt or ge counting down
  const expr *bound = nullptr;
  std::int64_t step = 1;       // +1 or -1
  std::vector<update> updates; // in statement order
  const stmt *counter_update = nullptr;
};

namespace detail {

/// The value of an integer literal, looking through a cast of one.
inline std::optional<std::int64_t> integer_literal(const expr &e) {
  const expr *x = &e;
  while (x->kind == expr_kind::cast && x->ty.is_integral())
    x = &x->args[0];
  if (x->kind != expr_kind::literal || !x->ty.is_integral()) return std::nullopt;
  return x->lit.i;
}

/// The local `e` reads, looking through widening casts between integral types.
inline std::optional<std::uint32_t> local_of(const expr &e) {
  const expr *x = &e;
  while (x->kind == expr_kind::cast && x->ty.is_integral() && x->args[0].ty.is_integral())
    x = &x->args[0];
  if (x->kind != expr_kind::local) return std::nullopt;
  return x->index;
}

/// Whether `e` has no side effects and reads none of `written`.
inline bool invariant(const expr &e, const std::set<std::uint32_t> &written) {
  switch (e.kind) {
  case expr_kind::literal: return e.ty.is_primitive();
  case expr_kind::local: return !written.count(e.index);
  case expr_kind::assign:
  case expr_kind::call:
  case expr_kind::new_array:
  case expr_kind::array_init:
  case expr_kind::new_object:
  case expr_kind::string_concat:
  case expr_kind::instance_field:
  case expr_kind::this_ref: return false;
  case expr_kind::intrinsic:
    if (is_output(e.fn)) return false;
    break;
  default: break;
  }
  for (const auto &a : e.args)
    if (!invariant(a, written)) return false;
  return true;
}

/// `counter++`, `++counter`, `counter += 1`, `counter = counter + 1` and the same going down: the step.
inline std::optional<std::int64_t> counter_step(const expr &e, std::uint32_t counter) {
  if (e.kind != expr_kind::assign || local_of(e.args[0]) != counter || e.args[0].kind != expr_kind::local)
    return std::nullopt;
  if (e.o == op::add || e.o == op::sub) {
    const auto k = integer_literal(e.args[1]);
    if (k != 1) return std::nullopt;
    return e.o == op::add ? 1 : -1;
  }
  if (e.o != op::none || e.args[1].kind != expr_kind::binary) return std::nullopt;
  const expr &b = e.args[1];
  if (b.o != op::add && b.o != op::sub) return std::nullopt;
  if (local_of(b.args[0]) == counter && integer_literal(b.args[1]) == 1) return b.o == op::add ? 1 : -1;
  if (b.o == op::add && local_of(b.args[1]) == counter && integer_literal(b.args[0]) == 1) return 1;
  return std::nullopt;
}

/// The statements one iteration runs, in order, or nullopt if one is not a plain statement.
inline bool flatten(const stmt &s, std::vector<const stmt *> &out) {
  if (s.kind == stmt_kind::block) {
    if (s.target != no_target) return false; // labelled: a break target
    for (const auto &c : s.body)
      if (!flatten(c, out)) return false;
    return true;
  }
  if (s.kind != stmt_kind::expression || s.exprs[0].kind != expr_kind::assign) return false;
  out.push_back(&s);
  return true;
}

} // namespace detail

/// The closed form of `s` if it is a counted loop (see above).
inline std::optional<counted_loop> as_counted_loop(const stmt &s) {
  if (s.kind != stmt_kind::loop || !s.test_first) return std::nullopt;
  std::vector<const stmt *> body;
  for (const auto &part : s.body)
    if (!detail::flatten(part, body)) return std::nullopt;
  if (body.empty()) return std::nullopt;

  // the last statement steps the counter, which the condition compares with the bound
  const expr &step_expr = body.back()->exprs[0];
  const auto counter = detail::local_of(step_expr.args[0]);
  if (!counter || !step_expr.args[0].ty.is_integral()) return std::nullopt;
  const auto step = detail::counter_step(step_expr, *counter);
  if (!step) return std::nullopt;
  counted_loop loop;
  loop.counter = *counter;
  loop.step = *step;

  const expr &cond = s.condition();
  if (cond.kind != expr_kind::binary || !is_comparison(cond.o) || !cond.args[0].ty.is_integral()) return std::nullopt;
  op cmp = cond.o;
  if (detail::local_of(cond.args[0]) == counter) {
    loop.bound = &cond.args[1];
  } else if (detail::local_of(cond.args[1]) == counter) { // bound OP i: i (mirrored OP) bound
    loop.bound = &cond.args[0];
    cmp = cmp == op::lt ? op::gt : cmp == op::le ? op::ge : cmp == op::gt ? op::lt : cmp == op::ge ? op::le : cmp;
  } else {
    return std::nullopt;
  }
  if (!(*step > 0 ? (cmp == op::lt || cmp == op::le) : (cmp == op::gt || cmp == op::ge))) return std::nullopt;
  loop.comparison = cmp;

  std::set<std::uint32_t> written{*counter};
  for (std::size_t k = 0; k + 1 < body.size(); ++k) {
    const expr &a = body[k]->exprs[0];
    if (a.args[0].kind != expr_kind::local || !written.insert(a.args[0].index).second) return std::nullopt;
  }
  if (!detail::invariant(*loop.bound, written)) return std::nullopt;

  for (std::size_t k = 0; k + 1 < body.size(); ++k) {
    const expr &a = body[k]->exprs[0];
    const std::uint32_t v = a.args[0].index;
    const type t = a.args[0].ty;
    if (!t.is_primitive() || t.is_boolean()) return std::nullopt;
    counted_loop::update u{v, counted_loop::update_kind::set, nullptr};
    if (a.o == op::add || a.o == op::sub) { // v += e: computed in v's own type only
      if (a.compute_ty != t || a.args[1].ty != t) return std::nullopt;
      u.kind = a.o == op::add ? counted_loop::update_kind::add : counted_loop::update_kind::sub;
      u.value = &a.args[1];
    } else if (a.o != op::none) {
      return std::nullopt;
    } else if (const expr &r = a.args[1]; r.kind == expr_kind::binary && r.ty == t &&
                                          (r.o == op::add || r.o == op::sub) && r.args[0].kind == expr_kind::local &&
                                          r.args[0].index == v) { // v = v + e
      u.kind = r.o == op::add ? counted_loop::update_kind::add : counted_loop::update_kind::sub;
      u.value = &r.args[1];
    } else if (r.kind == expr_kind::binary && r.ty == t && r.o == op::add && r.args[1].kind == expr_kind::local &&
               r.args[1].index == v) { // v = e + v
      u.value = &r.args[0];
      u.kind = counted_loop::update_kind::add;
    } else {
      u.value = &r;
    }
    if (!detail::invariant(*u.value, written)) return std::nullopt;
    loop.updates.push_back(u);
  }
  return loop;
}

} // namespace symdelta::ir
