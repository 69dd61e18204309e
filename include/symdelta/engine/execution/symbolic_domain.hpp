#pragma once
// The symbolic value domain of the executor (engine/execution/executor.hpp): values are exact while they
// do not depend on the inputs and solver terms once they do (engine/values/symbolic_value.hpp), built
// by a semantics (ideal today: engine/semantics/ideal.hpp). A condition that depends on the
// inputs is decided by the path search (engine/explore/path_search.hpp): it forks the path or asks the
// solver. Java's exceptions end a path as an outcome; what symbolic execution cannot represent
// ends the check with an `unsupported` diagnostic, never with a guess.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/core/stack_guard.hpp"
#include "symdelta/core/text.hpp"
#include "symdelta/engine/execution/executor.hpp"
#include "symdelta/engine/execution/path_end.hpp"
#include "symdelta/engine/values/symbolic_value.hpp"
#include "symdelta/ir/counted_loop.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/semantics.hpp"
#include "symdelta/model/records.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta::engine {

/// Elements modelled of an array whose length depends on the inputs (docs/engine.md): as many as
/// the depth, at most 32, beyond which the if-then-else chains of a symbolic index grow
/// quadratically for little gain.
inline constexpr std::size_t max_array_bound = 32;
inline std::size_t array_bound(const check_options &opts) {
  return std::clamp<std::size_t>(opts.depth, 1, max_array_bound);
}

/// A Java exception ends the path; `message` is the program's (a String or null) or, for an
/// exception the JVM raised, the JVM's (engine/semantics/raised_message.hpp).
template <class Value> struct symbolic_throw {
  std::string exception_class; // as Class.getName() gives it
  std::optional<Value> message = std::nullopt;
  std::optional<Value> object = std::nullopt; // the exception thrown; none for one the JVM raised
};

/// Every application of an uninterpreted function of the abstraction on the explored paths, by
/// function, each once (ARDiff's H1 quantifies over them).
template <class Term> struct uif_applications {
  std::map<std::string, std::vector<Term>> by_function;
  std::set<std::uint64_t> ids;
};

/// What a version's run leaves besides its end: lines covered, text printed per stream, whether
/// it ran through an abstraction that assumes termination.
template <class Value> struct path_trace {
  std::set<std::uint32_t> lines;
  std::vector<Value> printed[2]; // System.out, System.err pieces in order
  bool abstracted = false;
};

/// One run of one version along the path the decider chooses. `Decider` answers
/// `branch(value) -> {taken, forked}` (engine/explore/path_search.hpp).
template <solver::backend S, template <class> class Semantics, class Decider> class symbolic_domain {
public:
  using term = typename S::term;
  using value = sym_value<term>;
  struct slot {
    value arr, idx;
    std::optional<std::size_t> k; // the index, when it is concrete
    source_pos pos;
  };
  using element_ref = slot;
  using thrown = symbolic_throw<value>;
  static constexpr bool closed_form_loops = true; // where the semantics says the closed form holds
  [[nodiscard]] bool closes(const ir::counted_loop &l) const { return sem_.closes(l); }
  static constexpr std::uint64_t forced_iterations_per_depth = 100;

  using trace = path_trace<value>;

  symbolic_domain(S &s, Semantics<S> &sem, Decider &decider, const ir::program &p, const check_options &opts,
                  std::chrono::steady_clock::time_point deadline, trace &tr, uif_applications<term> &uifs)
      : s_(s), sem_(sem), decider_(decider), prog_(p), opts_(opts), deadline_(deadline), trace_(tr), uifs_(uifs) {}

  [[noreturn]] void unsupported(source_pos pos, const std::string &what) const {
    throw diagnostic_error{diagnostic{diagnostic::kind::unsupported, prog_.file, pos,
                                      fmt::format("{} is not supported in symbolic execution", what)}};
  }

  void statement(const ir::stmt &s) {
    if (s.pos.line != 0) trace_.lines.insert(s.pos.line); // 0: a library method's code, not the file's
    if (++steps_ > opts_.step_budget) throw depth_limit_hit{};
    if ((steps_ & 1023) == 0 && std::chrono::steady_clock::now() >= deadline_)
      throw out_of_time{};                            // long concrete loops
    if (stack_.near_limit()) throw depth_limit_hit{}; // nested deeper than the native stack holds
  }
  void expression(const ir::expr &) {
    if (stack_.near_limit()) throw depth_limit_hit{}; // nested deeper than the native stack holds
  }
  void enter(source_pos) {
    if (++call_depth_ > opts_.depth + 1) throw depth_limit_hit{}; // recursion deeper than the limit
  }
  void leave() { --call_depth_; }

  bool truth(const value &c) { return decider_.branch(c).taken; }
  /// Path merging (check_options::merge_branches): the executor runs both sides of a branch on
  /// `c` where the code allows (ir/merge_regions.hpp) and joins them with merge().
  [[nodiscard]] bool merges(const value &c) const { return opts_.merge_branches && c.what != value::kind::boolean; }
  /// `then_v` where `c` holds, else `else_v`: one of them when they are the same term.
  value merge(const value &c, const value &then_v, const value &else_v, ir::type t) {
    if (c.what == value::kind::boolean) return c.b ? then_v : else_v;
    const term x = sem_.to_term(then_v), y = sem_.to_term(else_v);
    if (s_.term_id(x) == s_.term_id(y)) return then_v;
    return sem_.select(c, then_v, else_v, t);
  }
  bool loop_test(const ir::stmt &s, const value &c, loop_state &st) {
    const bool depends = c.what != value::kind::boolean;
    // a loop that follows references (while (p != null) p = p.next) on a path that chose input
    // objects, which may form a cycle: as many iterations as the depth, as if each forked, and
    // the path is cut as the heap bound cuts it (no deeper round ends a cycle)
    if (!depends && c.b && decider_.chose_objects() && compares_references(s.condition()) &&
        ++st.symbolic > opts_.depth)
      throw depth_limit_hit{true};
    const auto b = decider_.branch(c);
    if (!b.taken) return false;
    if (b.forked && ++st.forks > opts_.depth) throw depth_limit_hit{};
    // a loop forced on forever by the path condition (while (x > 0) x++; under x > 0)
    if (depends && ++st.symbolic > forced_iterations_per_depth * std::uint64_t{opts_.depth}) throw depth_limit_hit{};
    return true;
  }
  bool matches(const value &sel, std::int64_t label) {
    return truth(sem_.binary(ir::op::eq, sel, value::of_int(sel.ty, label)));
  }

  value boolean(bool b) const { return value::of_bool(b); }
  value integer(ir::type t, std::int64_t v) const { return value::of_int(t, v); }
  value default_value(ir::type t) { return t.is_primitive() ? sem_.default_value(t) : value::null_of(t); }
  value void_value() const { return value::none(); }
  ir::type type_of(const value &v) const { return v.ty; }
  value literal(const ir::expr &e) { return constant(sem_, e); }
  /// The value of literal `e` (also a constant field's, for the explorer's input objects).
  static value constant(Semantics<S> &sem, const ir::expr &e) {
    if (e.lit.is_null()) return value::null_of(e.ty);
    if (e.ty.is(ir::prim::string)) { // a literal is the interned object of its text
      value v = value::of_string(e.lit.s);
      v.identity = string_identity::interned;
      return v;
    }
    return sem.literal(e.lit);
  }

  value unary(ir::op o, const value &v) { return sem_.unary(o, v); }
  value cast(value v, ir::type t) {
    if (!t.is_primitive()) { // reference casts within one class are identities
      if (v.is_null()) v.ty = t;
      return v;
    }
    return sem_.cast(v, t);
  }

  /// A binary operator, with Java's ArithmeticException for integer division by zero as a path.
  /// Floating-point division by zero gives an infinity or NaN in Java, which are not reals: that
  /// path gets the semantics' stand-in value (an approximation), never SMT's arbitrary x/0.
  value binary(ir::op o, const value &a, const value &b, source_pos pos) {
    if ((o == ir::op::div || o == ir::op::rem) && a.ty.is_integral()) {
      if (truth(sem_.binary(ir::op::eq, b, value::of_int(b.ty, 0))))
        raise(ir::raised::arithmetic, pos, raised_message::division_by_zero(*this));
    }
    if (o == ir::op::div && a.ty.is_floating() && !sem_.ieee_floating() && !(b.what == value::kind::real && b.r != 0)) {
      if (truth(sem_.binary(ir::op::eq, b, value::of_real(b.ty, 0)))) return sem_.division_by_zero(a);
    }
    return sem_.binary(o, a, b);
  }

  bool same_reference(const value &a, const value &b, source_pos pos) {
    beyond_bound(a);
    beyond_bound(b);
    const bool strings = a.what == value::kind::string || a.ty.is(ir::prim::string) || b.what == value::kind::string ||
                         b.ty.is(ir::prim::string);
    if (strings && !a.is_null() && !b.is_null()) return same_string_object(a, b, pos);
    return strings ? a.is_null() && b.is_null() : a.elems == b.elems;
  }
  /// String `v` as a new object, the interned one of its text, or an object no run knows.
  value string_object(const value &v, ir::text_object o) {
    value r = v.with_identity(value::of_int(ir::int_type, string_identity::unknown));
    r.identity = o == ir::text_object::fresh      ? next_object_++
                 : o == ir::text_object::interned ? string_identity::interned
                                                  : string_identity::unknown;
    return r;
  }
  /// A new String of `w`'s text where `c` holds, else of `v`'s: no branch, a term of both.
  value text_if(const value &c, const value &v, const value &w) {
    if (c.what == value::kind::boolean) return c.b ? w : v;
    return string_object(sem_.select(c, w, v, ir::string_type), ir::text_object::fresh);
  }
  /// `v`, but `w`'s object where `c` holds (their texts then equal): no branch, a term of both.
  value string_object_if(const value &c, const value &v, const value &w) {
    if (c.what == value::kind::boolean) return c.b ? w : v;
    if (v.unknown_identity() || w.unknown_identity()) return string_object(v, ir::text_object::unknown);
    return v.with_identity(sem_.select(c, w.identity_value(), v.identity_value(), ir::int_type));
  }

  value concat(const value &a, source_pos pa, const value &b, source_pos pb) {
    return string_object(sem_.concat(printable(a, pa), printable(b, pb)), ir::text_object::fresh); // JLS 15.18.1
  }
  void print(const ir::expr &e, const std::optional<value> &v) {
    value text = v ? printable(*v, e.args[0].pos) : value::of_string("");
    if (ir::ends_line(e.fn)) text = sem_.concat(text, value::of_string("\n"));
    trace_.printed[ir::output_stream(e.fn) == ir::stream::out ? 0 : 1].push_back(std::move(text));
  }
  value intrinsic(const ir::expr &e, const std::vector<value> &args) {
    if (e.fn == ir::intrinsic::approximated_boolean || e.fn == ir::intrinsic::approximated_int)
      return value::of_term(e.ty, s_.approximation(e.lit.s, std::vector<term>{sem_.to_term(args[0])}, sem_.sort(e.ty)));
    return sem_.intrinsic(e.fn, args, e.ty);
  }

  value uninterpreted(const ir::expr &e, const std::vector<value> &vals) {
    const ir::uninterpreted_function &f = prog_.uninterpreted[e.index];
    trace_.abstracted = trace_.abstracted || f.assumes_termination; // as for an abstracted block with a loop
    std::vector<term> args;
    for (const auto &a : vals)
      args.push_back(sem_.to_term(a));
    const term t = s_.approximation(f.name, args, sem_.sort(f.result));
    if (uifs_.ids.insert(s_.term_id(t)).second) uifs_.by_function[f.name].push_back(t);
    return value::of_term(f.result, t);
  }
  void abstracted(const ir::stmt &s) {
    // A block cannot throw (diff/abstraction.hpp), and without loops or calls it terminates:
    // its functions stand for it exactly. One with a loop or a call is assumed to terminate,
    // so a path through it counts as approximated even where no function's result is used.
    trace_.abstracted = trace_.abstracted || s.assumes_termination;
  }

  [[noreturn]] static void throw_exception(std::string cls, std::optional<value> message, value object, source_pos) {
    throw symbolic_throw<value>{std::move(cls), std::move(message), std::move(object)};
  }

  // ---- arrays -----------------------------------------------------------------------------

  /// new T[n][m]...: every length is checked before anything is allocated (JLS 15.10.2), a
  /// length that is a term by a branch. A dimension whose length is a term models its first
  /// array_bound() elements (engine/execution/symbolic_domain.hpp, element()), each built alike.
  value new_array(const ir::expr &e, const std::vector<value> &dims) {
    for (std::size_t d = 0; d < dims.size(); ++d) {
      const value &n = dims[d];
      const bool negative =
          n.what == value::kind::integer ? n.i < 0 : truth(sem_.binary(ir::op::lt, n, value::of_int(ir::int_type, 0)));
      if (negative) raise(ir::raised::negative_size, e.pos, raised_message::negative_size(*this, n, e.pos));
      if (n.what == value::kind::integer && n.i > 1'000'000)
        unsupported(e.args[d].pos, "an array of more than a million elements");
    }
    return build_array(e.ty, dims, 0);
  }
  value array_of(ir::type t, std::vector<value> items) const { return value::of_array(t, std::move(items)); }
  value array_length(const value &arr, source_pos pos) const {
    if (!arr.elems) raise(ir::raised::null_pointer, pos);
    return arr.length();
  }

  /// The bounds check (a path for the exception), and the index as a position when it is concrete.
  /// Of an array whose length is a term, only the first array_bound() elements are modelled: a
  /// path that indexes beyond them is cut, as at the depth limit.
  slot element(const value &arr, const value &idx, source_pos pos) {
    if (!arr.elems) raise(ir::raised::null_pointer, pos);
    const value in_range = sem_.binary(ir::op::log_and, sem_.binary(ir::op::ge, idx, value::of_int(ir::int_type, 0)),
                                       sem_.binary(ir::op::lt, idx, arr.length()));
    if (!truth(in_range))
      raise(ir::raised::index_out_of_bounds, pos, raised_message::index_out_of_bounds(*this, idx, arr.length(), pos));
    if (arr.t && truth(sem_.binary(ir::op::ge, idx, value::of_int(ir::int_type, static_cast<long>(arr.elems->size())))))
      // an input array of references is cut at the heap bound, and past max_array_bound elements
      // no deeper round models more: adaptive depth would deepen in vain
      throw depth_limit_hit{arr.b || array_bound(opts_) >= max_array_bound};
    slot r{arr, idx, std::nullopt, pos};
    if (idx.what == value::kind::integer) r.k = static_cast<std::size_t>(idx.i);
    return r;
  }
  value load(const value &arr, const value &idx, source_pos pos) { return load(element(arr, idx, pos)); }

  // a[i] with a symbolic i is ite(i == 0, a0, ite(i == 1, a1, ...)) (Java Ranger's encoding);
  // references are never terms, so an array of references forks on i instead. An element of an
  // input array of references is read when first read, as an input object's field is.
  value load(const slot &r) {
    auto &items = *r.arr.elems;
    if (r.k || !r.arr.ty.element().is_primitive()) {
      value &x = items[r.k ? *r.k : position(r)];
      if (x.what == value::kind::unread) x = decider_.read_input(x);
      return x;
    }
    value acc = items.back();
    for (std::size_t k = items.size() - 1; k-- > 0;)
      acc = sem_.select(sem_.binary(ir::op::eq, r.idx, value::of_int(ir::int_type, static_cast<long>(k))), items[k],
                        acc, r.arr.ty.element());
    return acc;
  }
  void store(const slot &r, const value &v) {
    auto &items = *r.arr.elems;
    if (r.k) {
      items[*r.k] = v;
      return;
    }
    if (!r.arr.ty.element().is_primitive()) {
      items[position(r)] = v;
      return;
    }
    for (std::size_t j = 0; j < items.size(); ++j)
      items[j] = sem_.select(sem_.binary(ir::op::eq, r.idx, value::of_int(ir::int_type, static_cast<long>(j))), v,
                             items[j], r.arr.ty.element());
  }

  // ---- objects ---------------------------------------------------------------------------
  // An object has a concrete identity (references are never solver terms), and its fields hold
  // any value, as an array's elements do: an object the method creates, and the receiver, fresh
  // or with input fields (engine/versions/entry.hpp), and the objects of reference inputs, whose fields
  // the decider reads on first access (lazy initialisation: engine/explore/product_explorer.hpp).

  value new_instance(ir::type t, source_pos) {
    std::vector<value> fields;
    for (const auto &fd : prog_.fields)
      fields.push_back(default_value(fd.ty));
    return value::of_object(t, std::move(fields));
  }
  /// An error the language's runtime raises, with its message (null where it has none).
  [[noreturn]] void raise(ir::raised what, source_pos, value message = value::null_of(ir::string_type)) const {
    throw symbolic_throw<value>{prog_.raised_class(what), std::move(message)};
  }
  value *field(const value &obj, std::uint32_t index, source_pos pos) const {
    beyond_bound(obj);
    if (obj.what != value::kind::object) raise(ir::raised::null_pointer, pos);
    value &x = (*obj.elems)[index];
    if (x.what == value::kind::unread) x = decider_.read_input(x); // an input object's field: read now
    return &x;
  }
  value self(const value &self, source_pos) const { return self; }
  void receiver(const value &self, source_pos pos) const {
    beyond_bound(self);
    if (self.what != value::kind::object) raise(ir::raised::null_pointer, pos);
  }
  /// A reference read beyond the heap bound (engine/explore/product_explorer.hpp) may be held, stored and
  /// returned, but what it designates is not modelled: a path that uses it is cut.
  static void beyond_bound(const value &v) {
    if (v.what == value::kind::unread) throw depth_limit_hit{true};
  }

private:
  /// Are two Strings that are not null one object? The same number, and where that is the
  /// interned objects', the same text.
  bool same_string_object(const value &a, const value &b, source_pos pos) {
    if (a.unknown_identity() || b.unknown_identity())
      unsupported(pos, "comparing two Strings with == or != (which object one is)");
    const auto text_equal = [&] {
      return sem_.intrinsic(ir::intrinsic::string_equals, std::vector<value>{a, b}, ir::boolean_type);
    };
    if (!a.identity_term && !b.identity_term)
      return a.identity == b.identity && (a.identity != string_identity::interned || truth(text_equal()));
    const value interned = value::of_int(ir::int_type, string_identity::interned);
    const value same = sem_.binary(ir::op::eq, a.identity_value(), b.identity_value());
    const value other = sem_.binary(ir::op::ne, a.identity_value(), interned);
    return truth(sem_.binary(ir::op::bit_and, same, sem_.binary(ir::op::bit_or, other, text_equal())));
  }

  S &s_;
  Semantics<S> &sem_;
  Decider &decider_;
  const ir::program &prog_;
  const check_options &opts_;
  std::chrono::steady_clock::time_point deadline_;
  trace &trace_;
  uif_applications<term> &uifs_;
  std::uint32_t call_depth_ = 0;
  std::uint64_t steps_ = 0;
  std::int32_t next_object_ = string_identity::created; // the next String object the run creates
  stack_guard stack_;

  /// Does a loop condition compare references (`p != null`), alone or within && || !?
  static bool compares_references(const ir::expr &e) {
    if (e.kind != ir::expr_kind::binary && e.kind != ir::expr_kind::unary) return false;
    if ((e.o == ir::op::eq || e.o == ir::op::ne) && e.args.size() == 2) return e.args[0].ty.is_reference();
    return std::any_of(e.args.begin(), e.args.end(), [](const ir::expr &a) { return compares_references(a); });
  }

  /// The position a symbolic index in range designates, one path per position.
  std::size_t position(const slot &r) {
    const std::size_t n = r.arr.elems->size();
    for (std::size_t k = 0; k + 1 < n; ++k)
      if (truth(sem_.binary(ir::op::eq, r.idx, value::of_int(ir::int_type, static_cast<long>(k))))) return k;
    return n - 1;
  }

  /// String.valueOf(v), for printing and concatenation. An array's or an object's text is its
  /// type and its identity hash code (Object.toString), which differ from run to run: refused.
  value printable(const value &v, source_pos pos) {
    beyond_bound(v);
    if (v.what == value::kind::array) unsupported(pos, "the text of an array (its identity hash code)");
    if (v.what == value::kind::object) unsupported(pos, "the text of an object (its identity hash code)");
    return sem_.text(v);
  }

  /// An array of type t for dimensions `level` on (their elements at their defaults past the last).
  value build_array(ir::type t, const std::vector<value> &dims, std::size_t level) {
    if (level == dims.size()) return default_value(t);
    const value &n = dims[level];
    const bool modelled = n.what != value::kind::integer; // a length term: the first elements modelled
    const std::size_t count = modelled ? array_bound(opts_) : static_cast<std::size_t>(n.i);
    std::vector<value> items;
    items.reserve(count);
    for (std::size_t k = 0; k < count; ++k)
      items.push_back(build_array(t.element(), dims, level + 1));
    return value::of_array(t, std::move(items), modelled ? std::optional<term>(sem_.to_term(n)) : std::nullopt);
  }
};

} // namespace symdelta::engine
