#pragma once
// Can a static helper throw? An interval analysis of its integer locals and of the arrays it
// allocates, which proves that no integer division divides by zero, no array index leaves its
// array and no array length is negative (docs/abstraction.md, "Helpers with arrays and
// divisions"). A helper proved so, whose other code obeys the abstraction's rules, is a function
// of its arguments: the abstraction may call it UF_<name> in both versions.
//
// This is a static analysis, not a semantics: it joins the states of all paths at every merge
// point and widens at loop heads, where the executor (engine/execution/executor.hpp) runs paths
// one by one. Floating-point values are not tracked (none of them can throw); integer values
// are intervals of their type, wrapping to the whole type where an operation may overflow.
//
// What it accepts: primitive locals and parameters; local arrays of one dimension and a
// primitive element type, each declared once with `new T[n]` or an initialiser list and never
// assigned again (so no two locals share an array and none is null); reads and writes of their
// elements and lengths; the statements of a method body but throw, try, assert and switch; calls
// of the helpers `callable` names (proved not to throw themselves); Math functions; printing
// of primitives, literals and their concatenation where `printing` allows it.
#include <algorithm>
#include <cstdint>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/ir/node.hpp"
#include "symdelta/ir/walk.hpp"

namespace symdelta::ir {

namespace detail {

/// The integers a value may hold: [lo, hi] (lo > hi: none, the code is unreachable).
struct interval {
  std::int64_t lo = 0, hi = -1;
  [[nodiscard]] bool empty() const { return lo > hi; }
  [[nodiscard]] bool contains(std::int64_t v) const { return lo <= v && v <= hi; }
  friend bool operator==(const interval &, const interval &) = default;
};

inline interval hull(const interval &a, const interval &b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  return {std::min(a.lo, b.lo), std::max(a.hi, b.hi)};
}

/// The values of integral (or boolean) type t.
inline interval range_of(type t) {
  switch (t.base) {
  case prim::boolean: return {0, 1};
  case prim::byte_: return {-128, 127};
  case prim::short_: return {-32768, 32767};
  case prim::char_: return {0, 65535};
  case prim::int_: return {std::numeric_limits<std::int32_t>::min(), std::numeric_limits<std::int32_t>::max()};
  default: return {std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()};
  }
}

/// [lo, hi] computed exactly, as a value of t: itself if it fits, all of t where it may wrap.
inline interval fit(__int128 lo, __int128 hi, type t) {
  const interval r = range_of(t);
  if (lo < r.lo || hi > r.hi) return r;
  return {static_cast<std::int64_t>(lo), static_cast<std::int64_t>(hi)};
}

struct array_facts {
  interval length, elements;
  friend bool operator==(const array_facts &, const array_facts &) = default;
};

/// What holds at a point of the helper: an interval for each integral local, the locals known
/// not to be zero where their interval holds zero (`b` after `if (b == 0) return a;`: an interval
/// cannot leave out one value inside it), facts for each local array; `reachable` false where no
/// path gets.
struct abstract_state {
  bool reachable = true;
  std::vector<interval> ints;
  std::set<std::uint32_t> nonzero;
  std::map<std::uint32_t, array_facts> arrays;
  friend bool operator==(const abstract_state &, const abstract_state &) = default;
  [[nodiscard]] bool excludes_zero(std::uint32_t local) const {
    return !ints[local].contains(0) || nonzero.count(local);
  }
};

inline abstract_state join(const abstract_state &a, const abstract_state &b) {
  if (!a.reachable) return b;
  if (!b.reachable) return a;
  abstract_state s = a;
  s.nonzero.clear();
  for (std::size_t i = 0; i < s.ints.size(); ++i) {
    s.ints[i] = hull(a.ints[i], b.ints[i]);
    const auto local = static_cast<std::uint32_t>(i);
    if (s.ints[i].contains(0) && a.excludes_zero(local) && b.excludes_zero(local)) s.nonzero.insert(local);
  }
  for (auto &[slot, facts] : s.arrays)
    if (const auto it = b.arrays.find(slot); it != b.arrays.end()) {
      facts.length = hull(facts.length, it->second.length);
      facts.elements = hull(facts.elements, it->second.elements);
    }
  for (const auto &[slot, facts] : b.arrays)
    s.arrays.emplace(slot, facts);
  return s;
}

/// `next` widened against `prev`: a bound that moved goes to the next of `thresholds` (the
/// function's integer literals and their neighbours), or to the end of its type.
inline abstract_state widen(const abstract_state &prev, const abstract_state &next, const function &f,
                            const std::set<std::int64_t> &thresholds) {
  if (!prev.reachable) return next;
  abstract_state s = next;
  const auto bound = [&](interval &n, const interval &p, const interval &r) {
    if (n.lo < p.lo) {
      auto it = thresholds.upper_bound(n.lo); // the first above: the one before is at most n.lo
      n.lo = it == thresholds.begin() ? r.lo : std::max(r.lo, *std::prev(it));
    }
    if (n.hi > p.hi) {
      auto it = thresholds.lower_bound(n.hi);
      n.hi = it == thresholds.end() ? r.hi : std::min(r.hi, *it);
    }
  };
  for (std::size_t i = 0; i < s.ints.size(); ++i)
    if (!prev.ints[i].empty()) bound(s.ints[i], prev.ints[i], range_of(f.locals[i].ty));
  for (auto &[slot, facts] : s.arrays)
    if (const auto it = prev.arrays.find(slot); it != prev.arrays.end()) {
      bound(facts.length, it->second.length, {0, std::numeric_limits<std::int32_t>::max()});
      bound(facts.elements, it->second.elements, range_of(f.locals[slot].ty.element()));
    }
  return s;
}

} // namespace detail

class throw_analysis {
public:
  /// `callable`: the helpers proved not to throw; `printing`: whether output statements are
  /// accepted (they print primitives and literals, which cannot throw).
  throw_analysis(const program &p, const function &f, const std::set<std::uint32_t> &callable, bool printing)
      : p_(p), f_(f), callable_(callable), printing_(printing) {}

  /// Why the body may throw, or what the analysis does not accept; nothing if it cannot throw.
  std::optional<std::string> run() {
    detail::abstract_state s;
    s.ints.resize(f_.locals.size());
    for (std::uint32_t i = 0; i < f_.locals.size(); ++i)
      s.ints[i] = i < f_.param_count ? range_of(f_.locals[i].ty) : detail::interval{0, 0};
    for (std::uint32_t i = 0; i < f_.param_count; ++i)
      if (!f_.locals[i].ty.is_primitive()) fail(f_.locals[i].pos, "a parameter of a reference type");
    for (std::uint32_t i = 0; i < f_.locals.size(); ++i)
      if (f_.locals[i].ty.is_reference() && !owned_array(i))
        fail(f_.locals[i].pos, "a reference that is not a local array");
    if (!why_) statement(f_.body, s);
    return why_;
  }

private:
  using interval = detail::interval;
  using state = detail::abstract_state;
  static constexpr int widen_after = 3; // loop iterations joined exactly before bounds widen

  const program &p_;
  const function &f_;
  const std::set<std::uint32_t> &callable_;
  bool printing_;
  std::set<std::int64_t> thresholds_ = widening_thresholds(f_);
  std::optional<std::string> why_;
  std::map<std::uint32_t, state> breaks_, continues_; // by target, joined

  static interval range_of(type t) { return detail::range_of(t); }

  /// The integer literals of the body, each with its neighbours, and -1, 0, 1: the bounds a
  /// loop's conditions and updates tend to stop at.
  static std::set<std::int64_t> widening_thresholds(const function &f) {
    std::set<std::int64_t> out = {-1, 0, 1};
    walk_stmts(
        f.body, [](const stmt &) {},
        [&](const expr &e) {
          if (e.kind == expr_kind::literal && e.ty.is_integral() &&
              e.lit.i > std::numeric_limits<std::int64_t>::min() && e.lit.i < std::numeric_limits<std::int64_t>::max())
            out.insert({e.lit.i - 1, e.lit.i, e.lit.i + 1});
        });
    return out;
  }

  void fail(source_pos pos, const std::string &what) {
    if (!why_) why_ = fmt::format("{} at {}:{}", what, pos.line, pos.column);
  }

  /// A local array declared once with its allocation and never assigned again.
  bool owned_array(std::uint32_t slot) const {
    const type t = f_.locals[slot].ty;
    if (t.dims != 1 || !t.element().is_primitive()) return false;
    std::uint32_t declarations = 0;
    bool assigned = false;
    walk_stmts(
        f_.body,
        [&](const stmt &s) {
          if (s.kind != stmt_kind::local_decl || s.index != slot) return;
          const bool allocates = s.exprs.size() == 1 &&
                                 (s.exprs[0].kind == expr_kind::new_array || s.exprs[0].kind == expr_kind::array_init);
          declarations += allocates ? 1 : 2;
        },
        [&](const expr &e) {
          if (e.kind == expr_kind::assign && e.args[0].kind == expr_kind::local && e.args[0].index == slot)
            assigned = true;
        });
    return declarations == 1 && !assigned;
  }

  // ---- expressions --------------------------------------------------------------------------

  /// The values of `e` (integral or boolean; anything else gives the whole of its type, which
  /// is not used), with its effects on `s`.
  interval eval(const expr &e, state &s) {
    using K = expr_kind;
    const interval whole = e.ty.is_integral() || e.ty.is_boolean() ? range_of(e.ty) : interval{0, -1};
    switch (e.kind) {
    case K::literal:
      if (e.ty.is_integral() || e.ty.is_boolean()) return {e.lit.i, e.lit.i};
      if (!e.ty.is_primitive() && !(printing_ && e.ty.is(prim::string))) fail(e.pos, "a null literal");
      return whole;
    case K::local:
      if (e.ty.is_reference()) fail(e.pos, "an array used as a value");
      return e.ty.is_integral() || e.ty.is_boolean() ? s.ints[e.index] : whole;
    case K::static_field:
      if (!e.ty.is_primitive() || p_.fields[e.index].owner != 0) fail(e.pos, "a static field of another class");
      return whole;
    case K::unary: {
      const interval a = eval(e.args[0], s);
      if (e.o == op::neg && e.ty.is_integral())
        return detail::fit(-static_cast<__int128>(a.hi), -static_cast<__int128>(a.lo), e.ty);
      if (e.o == op::log_not && a.lo == a.hi) return {1 - a.lo, 1 - a.lo};
      if (e.o == op::none && e.ty.is_integral()) return a;
      return whole;
    }
    case K::cast: {
      const interval a = eval(e.args[0], s);
      if (!e.ty.is_integral()) return whole;
      if (!e.args[0].ty.is_integral()) return whole; // from floating point: saturates, never throws
      const interval r = range_of(e.ty);
      return a.lo >= r.lo && a.hi <= r.hi ? a : r;
    }
    case K::conditional: {
      eval(e.args[0], s);
      state yes = s, no = s;
      refine(e.args[0], true, yes);
      refine(e.args[0], false, no);
      const interval a = eval(e.args[1], yes), b = eval(e.args[2], no);
      s = detail::join(yes, no);
      return yes.reachable && no.reachable ? detail::hull(a, b) : (yes.reachable ? a : b);
    }
    case K::binary: return binary(e, s);
    case K::assign: return assign(e, s);
    case K::array_element: {
      const interval at = eval(e.args[1], s);
      const auto *facts = array_of(e.args[0], s);
      if (!facts) return whole;
      check_index(at, *facts, e.pos);
      return facts->elements;
    }
    case K::array_length: {
      const auto *facts = array_of(e.args[0], s);
      return facts ? facts->length : whole;
    }
    case K::call:
      if (!callable_.count(e.index)) fail(e.pos, "a call of a method not proved to return normally");
      for (const auto &a : e.args)
        eval(a, s);
      return whole;
    case K::intrinsic:
      if (is_output(e.fn) && !printing_) fail(e.pos, "an output statement");
      if (!is_output(e.fn) && e.fn >= intrinsic::unmodelled)
        fail(e.pos, "a library method that is not a Math function");
      for (const auto &a : e.args)
        eval(a, s);
      return whole;
    case K::string_concat:
      if (!printing_) fail(e.pos, "a String");
      for (const auto &a : e.args)
        eval(a, s);
      return whole;
    case K::uninterpreted:
      for (const auto &a : e.args)
        eval(a, s);
      return whole;
    default: fail(e.pos, "an object, a String or an array allocated outside a declaration"); return whole;
    }
  }

  const detail::array_facts *array_of(const expr &e, const state &s) {
    if (e.kind != expr_kind::local) {
      fail(e.pos, "an array that is not a local one");
      return nullptr;
    }
    const auto it = s.arrays.find(e.index);
    if (it == s.arrays.end()) {
      if (s.reachable) fail(e.pos, "an array read before its declaration");
      return nullptr;
    }
    return &it->second;
  }

  void check_index(const interval &at, const detail::array_facts &a, source_pos pos) {
    if (at.empty() || a.length.empty()) return; // unreachable
    if (at.lo < 0 || at.hi >= a.length.lo)
      fail(pos, fmt::format("an index in [{}, {}] of an array of length at least {}", at.lo, at.hi, a.length.lo));
  }

  /// `a o b` over integral values of type t.
  static interval arithmetic(op o, const interval &a, const interval &b, type t) {
    if (a.empty() || b.empty()) return {0, -1};
    const auto corners = [&](auto fn) {
      __int128 lo = fn(a.lo, b.lo), hi = lo;
      for (const auto x : {a.lo, a.hi})
        for (const auto y : {b.lo, b.hi}) {
          lo = std::min(lo, fn(x, y));
          hi = std::max(hi, fn(x, y));
        }
      return detail::fit(lo, hi, t);
    };
    using I = __int128;
    switch (o) {
    case op::add: return detail::fit(I(a.lo) + b.lo, I(a.hi) + b.hi, t);
    case op::sub: return detail::fit(I(a.lo) - b.hi, I(a.hi) - b.lo, t);
    case op::mul: return corners([](I x, I y) { return x * y; });
    case op::div:
      if (b.contains(0)) return by_nonzero(o, a, b, t);
      return corners([](I x, I y) { return x / y; }); // one sign throughout, where quotients are monotone
    case op::rem: {
      if (b.contains(0)) return by_nonzero(o, a, b, t);
      const I m = std::max(b.lo < 0 ? -I(b.lo) : I(b.lo), b.hi < 0 ? -I(b.hi) : I(b.hi)) - 1;
      return detail::fit(a.lo < 0 ? std::max(-m, I(a.lo)) : 0, a.hi > 0 ? std::min(m, I(a.hi)) : 0, t);
    }
    case op::bit_and:
      if (a.lo >= 0 || b.lo >= 0) return {0, std::max(a.lo >= 0 ? a.hi : 0, b.lo >= 0 ? b.hi : 0)};
      return range_of(t);
    case op::ushr:
      if (a.lo >= 0 && b.lo == b.hi && b.lo >= 0) return shift_right(a, b.lo, t);
      return range_of(t);
    case op::shr:
      if (b.lo == b.hi && b.lo >= 0) return shift_right(a, b.lo, t);
      return range_of(t);
    default: return range_of(t);
    }
  }
  /// `a o b` for the divisors of b other than zero, each sign's (a zero divisor throws: the callers check it).
  static interval by_nonzero(op o, const interval &a, const interval &b, type t) {
    return detail::hull(arithmetic(o, a, {b.lo, -1}, t), arithmetic(o, a, {1, b.hi}, t));
  }
  static interval shift_right(const interval &a, std::int64_t n, type t) {
    const std::int64_t bits = t.base == prim::long_ ? 63 : 31;
    n &= bits;
    return {a.lo >> n, a.hi >> n};
  }

  static bool divides(op o, type t) { return (o == op::div || o == op::rem) && t.is_integral(); }

  interval binary(const expr &e, state &s) {
    if (e.o == op::log_and || e.o == op::log_or) { // the right operand where the left decides not
      eval(e.args[0], s);
      state right = s, skipped = s;
      refine(e.args[0], e.o == op::log_and, right);
      refine(e.args[0], e.o != op::log_and, skipped);
      eval(e.args[1], right);
      s = detail::join(right, skipped);
      return {0, 1};
    }
    const interval a = eval(e.args[0], s), b = eval(e.args[1], s);
    const type t = e.args[0].ty;
    const bool known_nonzero = e.args[1].kind == expr_kind::local && s.nonzero.count(e.args[1].index);
    if (divides(e.o, t) && b.contains(0) && !known_nonzero && s.reachable)
      fail(e.pos, "an integer division by a value that may be zero");
    if (!e.ty.is_integral()) return e.ty.is_boolean() ? interval{0, 1} : interval{0, -1};
    return arithmetic(e.o, a, b, e.ty);
  }

  interval assign(const expr &e, state &s) {
    const expr &target = e.args[0];
    const type t = target.ty;
    if (target.kind == expr_kind::local) {
      if (t.is_reference()) {
        fail(e.pos, "an array assigned");
        return {0, -1};
      }
      interval v = eval(e.args[1], s);
      const interval old = s.ints[target.index];
      if (e.o != op::none) {
        if (divides(e.o, e.compute_ty) && v.contains(0) && s.reachable)
          fail(e.pos, "an integer division by a value that may be zero");
        v = e.compute_ty.is_integral() ? arithmetic(e.o, old, v, e.compute_ty) : interval{0, -1};
      }
      if (t.is_integral() || t.is_boolean()) {
        const interval r = range_of(t);
        s.ints[target.index] = v.empty() || v.lo < r.lo || v.hi > r.hi ? r : v;
        if (!s.reachable) s.ints[target.index] = old;
        s.nonzero.erase(target.index);
      }
      return e.postfix ? old : s.ints[target.index];
    }
    if (target.kind != expr_kind::array_element) {
      fail(e.pos, "an assignment to a field");
      return {0, -1};
    }
    const interval at = eval(target.args[1], s);
    interval v = eval(e.args[1], s);
    if (target.args[0].kind != expr_kind::local || !s.arrays.count(target.args[0].index)) {
      array_of(target.args[0], s);
      return {0, -1};
    }
    auto &facts = s.arrays.at(target.args[0].index);
    check_index(at, facts, target.pos);
    const interval old = facts.elements;
    if (e.o != op::none) {
      if (divides(e.o, e.compute_ty) && v.contains(0) && s.reachable)
        fail(e.pos, "an integer division by a value that may be zero");
      v = e.compute_ty.is_integral() ? arithmetic(e.o, old, v, e.compute_ty) : interval{0, -1};
    }
    if (t.is_integral() || t.is_boolean()) {
      const interval r = range_of(t);
      facts.elements = detail::hull(old, v.empty() || v.lo < r.lo || v.hi > r.hi ? r : v);
    }
    return e.postfix ? old : v;
  }

  // ---- conditions -----------------------------------------------------------------------------

  /// Narrows `s` to where `c` is `truth` (never wider than before: what it cannot read, it leaves).
  void refine(const expr &c, bool truth, state &s) {
    if (!s.reachable) return;
    if (c.kind == expr_kind::unary && c.o == op::log_not) return refine(c.args[0], !truth, s);
    if (c.kind == expr_kind::binary && (c.o == op::log_and || c.o == op::log_or)) {
      if ((c.o == op::log_and) == truth) { // both hold (and) or both fail (or)
        refine(c.args[0], truth, s);
        refine(c.args[1], truth, s);
      } else { // either side
        state a = s, b = s;
        refine(c.args[0], truth, a);
        refine(c.args[1], truth, b);
        s = detail::join(a, b);
      }
      return;
    }
    if (c.kind == expr_kind::literal && c.ty.is_boolean()) {
      if ((c.lit.i != 0) != truth) s.reachable = false;
      return;
    }
    if (c.kind != expr_kind::binary || c.o < op::eq || !c.args[0].ty.is_integral()) return;
    op o = c.o;
    if (!truth)
      o = o == op::eq   ? op::ne
          : o == op::ne ? op::eq
          : o == op::lt ? op::ge
          : o == op::le ? op::gt
          : o == op::gt ? op::le
                        : op::lt;
    const interval a = peek(c.args[0], s), b = peek(c.args[1], s);
    if (a.empty() || b.empty()) return;
    narrow(c.args[0], o, b, s);
    const op flipped = o == op::lt ? op::gt : o == op::le ? op::ge : o == op::gt ? op::lt : o == op::ge ? op::le : o;
    narrow(c.args[1], flipped, a, s);
  }

  /// The values of a local or a literal without effects; anything else: all of its type.
  static interval peek(const expr &e, const state &s) {
    if (e.kind == expr_kind::literal) return {e.lit.i, e.lit.i};
    if (e.kind == expr_kind::local && e.ty.is_integral()) return s.ints[e.index];
    if (e.kind == expr_kind::array_length && e.args[0].kind == expr_kind::local)
      if (const auto it = s.arrays.find(e.args[0].index); it != s.arrays.end()) return it->second.length;
    if (e.kind == expr_kind::cast && e.ty.is_integral() && e.args[0].ty.is_integral()) {
      const interval a = peek(e.args[0], s), r = range_of(e.ty);
      return a.lo >= r.lo && a.hi <= r.hi ? a : r;
    }
    return e.ty.is_integral() ? range_of(e.ty) : interval{0, -1};
  }

  /// Where `x o other` holds, x a local: its interval narrowed.
  static void narrow(const expr &x, op o, const interval &other, state &s) {
    if (x.kind != expr_kind::local || !x.ty.is_integral()) return;
    interval &v = s.ints[x.index];
    switch (o) {
    case op::eq: v = {std::max(v.lo, other.lo), std::min(v.hi, other.hi)}; break;
    case op::ne:
      if (other.lo == other.hi && v.lo == other.lo)
        ++v.lo;
      else if (other.lo == other.hi && v.hi == other.lo)
        --v.hi;
      else if (other.lo == 0 && other.hi == 0)
        s.nonzero.insert(x.index);
      break;
    case op::lt: // other.hi - 1 cannot overflow where other.hi > v.lo
      if (other.hi <= v.lo)
        v = {0, -1};
      else
        v.hi = std::min(v.hi, other.hi - 1);
      break;
    case op::le: v.hi = std::min(v.hi, other.hi); break;
    case op::gt:
      if (other.lo >= v.hi)
        v = {0, -1};
      else
        v.lo = std::max(v.lo, other.lo + 1);
      break;
    case op::ge: v.lo = std::max(v.lo, other.lo); break;
    default: break;
    }
    if (v.empty()) s.reachable = false;
  }

  // ---- statements ---------------------------------------------------------------------------

  void statement(const stmt &st, state &s) {
    using K = stmt_kind;
    if (!s.reachable) return;
    switch (st.kind) {
    case K::block:
      for (const auto &c : st.body)
        statement(c, s);
      if (st.target != no_target) take(breaks_, st.target, s);
      return;
    case K::local_decl: {
      const type t = f_.locals[st.index].ty;
      if (t.is_reference()) return declare_array(st, s);
      const interval v = st.exprs.empty() ? interval{0, 0} : eval(st.exprs[0], s);
      s.nonzero.erase(st.index);
      if (t.is_integral() || t.is_boolean()) {
        const interval r = range_of(t);
        s.ints[st.index] = v.empty() || v.lo < r.lo || v.hi > r.hi ? r : v;
      }
      return;
    }
    case K::expression: eval(st.exprs[0], s); return;
    case K::if_: {
      eval(st.exprs[0], s);
      state yes = s, no = s;
      refine(st.exprs[0], true, yes);
      refine(st.exprs[0], false, no);
      statement(st.body[0], yes);
      if (st.body.size() > 1) statement(st.body[1], no);
      s = detail::join(yes, no);
      return;
    }
    case K::loop: return loop(st, s);
    case K::break_:
      breaks_[st.target] = detail::join(breaks_.count(st.target) ? breaks_[st.target] : unreachable(), s);
      s.reachable = false;
      return;
    case K::continue_:
      continues_[st.target] = detail::join(continues_.count(st.target) ? continues_[st.target] : unreachable(), s);
      s.reachable = false;
      return;
    case K::return_:
      for (const auto &e : st.exprs)
        eval(e, s);
      s.reachable = false;
      return;
    default:
      fail(st.pos, "a throw, try, assert or switch statement");
      s.reachable = false;
      return;
    }
  }

  state unreachable() const {
    state u;
    u.reachable = false;
    u.ints.resize(f_.locals.size());
    return u;
  }

  /// `s` joined with what jumps to `target` reached (breaks of a block or loop).
  void take(std::map<std::uint32_t, state> &jumps, std::uint32_t target, state &s) {
    if (const auto it = jumps.find(target); it != jumps.end()) {
      s = detail::join(s, it->second);
      jumps.erase(it);
    }
  }

  void declare_array(const stmt &st, state &s) {
    if (st.exprs.size() != 1 || (st.exprs[0].kind != expr_kind::new_array && st.exprs[0].kind != expr_kind::array_init))
      return fail(st.pos, "an array declared without its allocation"); // run() refuses it first
    const expr &init = st.exprs[0];
    detail::array_facts facts;
    if (init.kind == expr_kind::new_array) {
      if (init.args.size() != 1) fail(init.pos, "an array of more than one dimension");
      facts.length = eval(init.args[0], s);
      if (facts.length.lo < 0) fail(init.pos, "an array length that may be negative");
      facts.elements = {0, 0};
    } else {
      const auto n = static_cast<std::int64_t>(init.args.size());
      facts.length = {n, n};
      for (const auto &a : init.args)
        facts.elements = detail::hull(facts.elements, eval(a, s));
      if (init.args.empty()) facts.elements = {0, 0};
    }
    if (!f_.locals[st.index].ty.element().is_integral() && !f_.locals[st.index].ty.element().is_boolean())
      facts.elements = {0, -1};
    s.arrays[st.index] = facts;
  }

  /// A loop: its head's state is the fixed point of entry joined with the iterations' ends.
  void loop(const stmt &st, state &s) {
    const state entry = s;
    state head = entry;
    for (int round = 0;; ++round) {
      state it = head;
      if (st.test_first) {
        eval(st.condition(), it);
        refine(st.condition(), true, it);
      }
      statement(st.loop_body(), it);
      take(continues_, st.target, it);
      for (std::size_t i = 1; i < st.body.size(); ++i)
        statement(st.body[i], it);
      if (!st.test_first) {
        eval(st.condition(), it);
        refine(st.condition(), true, it);
      }
      state next = detail::join(entry, it);
      if (round >= widen_after) next = detail::widen(head, next, f_, thresholds_);
      if (next == head || why_) break;
      head = next;
      breaks_.erase(st.target); // recomputed from the new head
    }
    state out = head;
    if (st.test_first) {
      eval(st.condition(), out);
      refine(st.condition(), false, out);
    } else { // leaves after a body: run it once more from the head to the test
      statement(st.loop_body(), out);
      take(continues_, st.target, out);
      for (std::size_t i = 1; i < st.body.size(); ++i)
        statement(st.body[i], out);
      eval(st.condition(), out);
      refine(st.condition(), false, out);
    }
    take(breaks_, st.target, out);
    s = out;
  }
};

/// Why function `fn` of `p` may throw, or nothing when proved it cannot (throw_analysis).
inline std::optional<std::string> may_throw(const program &p, std::uint32_t fn, const std::set<std::uint32_t> &callable,
                                            bool printing = false) {
  return throw_analysis(p, p.functions[fn], callable, printing).run();
}

} // namespace symdelta::ir
