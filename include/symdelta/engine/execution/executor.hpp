#pragma once
// The one executor: walks the IR's statements, expressions, calls and arrays once, for every
// way of running a program. What a value is, what an operator computes and how a condition is
// decided belong to a *value domain*:
//   - engine/execution/concrete_domain.hpp: the JVM's arithmetic, conditions evaluated (the interpreter);
//   - the same domain over ideal arithmetic (engine/semantics/ideal_arith.hpp): witness runs with exact
//     values that carry rounding bounds;
//   - engine/execution/symbolic_domain.hpp: solver terms, a condition forks the path or asks the solver.
// A language feature (objects, exceptions, strings) is added here once, and its meaning in each
// domain where values differ.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/engine/execution/domain.hpp"
#include "symdelta/engine/execution/strings.hpp"
#include "symdelta/engine/semantics/raised_message.hpp"
#include "symdelta/ir/counted_loop.hpp"
#include "symdelta/ir/merge_regions.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/semantics.hpp"

namespace symdelta::engine {

template <class Domain> class executor {
public:
  using value = typename Domain::value;
  using element_ref = typename Domain::element_ref;

  struct frame {
    const ir::function *fn = nullptr; // null while running field initialisers
    std::vector<value> locals;
    value self;
    value ret;
    std::uint32_t jump_target = ir::no_target;
  };

  executor(Domain &d, const ir::program &p) : d_(d), prog_(p) {}

  /// The static fields' values.
  std::vector<value> statics;

  /// Gives the static fields their defaults (constants their values, as the JVM prepares a
  /// class), then initialises the main class, as the JVM does before it calls one of its methods.
  void init_statics() {
    statics.clear();
    for (const auto &fd : prog_.fields)
      statics.push_back(d_.default_value(fd.ty));
    initialized_.assign(std::max<std::size_t>(prog_.classes.size(), 1), false);
    frame fr;
    for (std::size_t i = 0; i < prog_.fields.size(); ++i)
      if (is_constant(prog_.fields[i])) statics[i] = eval(prog_.fields[i].init[0], fr);
    initialize(0);
  }

  /// The main class's static field initialisers evaluated in order as expressions (the arguments
  /// of a call written as Java, frontend::parse_arguments): an exception one throws propagates as
  /// itself, not as the ExceptionInInitializerError a class's initialisation would make of it.
  void evaluate_statics() {
    statics.clear();
    for (const auto &fd : prog_.fields)
      statics.push_back(d_.default_value(fd.ty));
    initialized_.assign(std::max<std::size_t>(prog_.classes.size(), 1), false);
    initialized_[0] = true;
    frame fr;
    for (std::size_t i = 0; i < prog_.fields.size(); ++i)
      if (prog_.fields[i].is_static && prog_.fields[i].owner == 0 && !prog_.fields[i].init.empty())
        statics[i] = eval(prog_.fields[i].init[0], fr);
  }

  /// Initialises every class not initialised yet, in declaration order: reading a static field
  /// of one after the call (as a caller, or the JVM harness, observes it) would.
  void initialize_all() {
    for (std::uint32_t c = 0; c < initialized_.size(); ++c)
      initialize(c);
  }

  value invoke(const ir::function &f, value self, std::vector<value> args) {
    const call_scope call(d_, f.pos);
    frame fr;
    fr.fn = &f;
    fr.locals.resize(f.locals.size());
    for (std::size_t i = 0; i < args.size(); ++i)
      fr.locals[i] = std::move(args[i]);
    fr.self = std::move(self);
    exec(f.body, fr);
    if (f.ret.is_void()) return d_.void_value();
    return std::move(fr.ret);
  }

  /// A new instance of class `cls`, built by constructor `ctor` (ir::no_function: the implicit
  /// one): fields at their defaults, then the constructor chain (JLS 12.5).
  /// `into`: an object allocated before (with its fields at their defaults) that the
  /// constructor initialises, as `new` does the one it allocates.
  value construct(std::uint32_t cls, std::uint32_t ctor, std::vector<value> args, source_pos pos,
                  std::optional<value> into = std::nullopt) {
    initialize(cls);
    value self = into ? *into : d_.new_instance(ir::type::of_class(cls), pos);
    init_object(cls, ctor, self, std::move(args), pos);
    return self;
  }

  /// The receiver of an entry method (an instance of the main class) in a state the caller chose
  /// (--receiver symbolic): instance field i holds `fields[i]`, except a final one with an
  /// initialiser, which holds its value.
  value instance_with(const std::vector<value> &fields, source_pos pos, std::optional<value> into = std::nullopt) {
    value self = into ? *into : d_.new_instance(ir::object_type, pos);
    const call_scope call(d_, pos);
    std::vector<std::uint32_t> chain; // the main class and its superclasses, the topmost first
    for (std::uint32_t c = 0; c != ir::no_class; c = prog_.superclass(c))
      chain.insert(chain.begin(), c);
    for (const auto c : chain)
      for (std::uint32_t i = 0; i < prog_.fields.size(); ++i) {
        const auto &fd = prog_.fields[i];
        if (fd.is_static || fd.owner != c) continue;
        if (!fd.fixed_by_initialiser())
          *d_.field(self, i, pos) = fields[i];
        else
          field_initialiser(self, i, pos);
      }
    return self;
  }

  // ---- statements -------------------------------------------------------------------------

  flow exec(const ir::stmt &s, frame &fr) {
    d_.statement(s);
    switch (s.kind) {
    case ir::stmt_kind::block:
      for (const auto &c : s.body) {
        const flow f = exec(c, fr);
        if (f == flow::normal) continue;
        if (f == flow::break_ && s.target != ir::no_target && fr.jump_target == s.target) return flow::normal;
        return f;
      }
      return flow::normal;
    case ir::stmt_kind::local_decl:
      fr.locals[s.index] = s.exprs.empty() ? d_.default_value(fr.fn->locals[s.index].ty) : eval(s.exprs[0], fr);
      return flow::normal;
    case ir::stmt_kind::expression: eval(s.exprs[0], fr); return flow::normal;
    case ir::stmt_kind::if_: {
      const value c = eval(s.exprs[0], fr);
      if constexpr (merging)
        if (merges(c) && fr.fn && regions_.region(*fr.fn, s)) { // both sides on this path, joined
          both_sides(
              c, fr, [&] { exec(s.body[0], fr); },
              [&] {
                if (s.body.size() > 1) exec(s.body[1], fr);
              });
          return flow::normal;
        }
      if (d_.truth(c)) return exec(s.body[0], fr);
      if (s.body.size() > 1) return exec(s.body[1], fr);
      return flow::normal;
    }
    case ir::stmt_kind::loop: return exec_loop(s, fr);
    case ir::stmt_kind::switch_: return exec_switch(s, fr);
    case ir::stmt_kind::break_: fr.jump_target = s.target; return flow::break_;
    case ir::stmt_kind::continue_: fr.jump_target = s.target; return flow::continue_;
    case ir::stmt_kind::return_:
      if (!s.exprs.empty()) fr.ret = eval(s.exprs[0], fr);
      return flow::return_;
    case ir::stmt_kind::throw_: throw_object(eval(s.exprs[0], fr), s.exprs[0].ty, s.pos); return flow::return_;
    case ir::stmt_kind::try_: return exec_try(s, fr);
    case ir::stmt_kind::assert_:
      if (prog_.assertions && !d_.truth(eval(s.exprs[0], fr))) {
        std::vector<value> message;
        if (s.exprs.size() > 1) message.push_back(eval(s.exprs[1], fr));
        const std::uint32_t c = prog_.class_named(prog_.raised_class(ir::raised::assertion));
        const std::uint32_t ctor = prog_.constructor_with(c, static_cast<std::uint32_t>(message.size()));
        throw_object(construct(c, ctor, std::move(message), s.pos), ir::type::of_class(c), s.pos);
      }
      return flow::normal;
    case ir::stmt_kind::abstracted: d_.abstracted(s); return exec(s.body[0], fr);
    }
    return flow::normal;
  }

  // ---- expressions ------------------------------------------------------------------------

  value eval(const ir::expr &e, frame &fr) {
    using K = ir::expr_kind;
    d_.expression(e);
    switch (e.kind) {
    case K::literal: return d_.literal(e);
    case K::local: return fr.locals[e.index];
    case K::static_field:
      if (!is_constant(prog_.fields[e.index])) initialize(prog_.fields[e.index].owner); // javac inlines constants
      return statics[e.index];
    case K::instance_field: {
      const value obj = eval(e.args[0], fr);
      return *d_.field(obj, e.index, e.pos);
    }
    case K::this_ref: return d_.self(fr.self, e.pos);
    case K::array_element: {
      const value arr = eval(e.args[0], fr);
      const value idx = eval(e.args[1], fr);
      return d_.load(arr, idx, e.pos);
    }
    case K::array_length: return d_.array_length(eval(e.args[0], fr), e.pos);
    case K::new_array: return d_.new_array(e, eval_all(e.args, fr));
    case K::array_init: return d_.array_of(e.ty, eval_all(e.args, fr));
    case K::new_object: {
      std::vector<value> args = eval_all(e.args, fr);
      return construct(e.ty.cls, e.index, std::move(args), e.pos);
    }
    case K::instance_of: {
      const value v = eval(e.args[0], fr);
      return d_.boolean(!is_null(v, e.args[0].ty, e.pos) && prog_.is_subclass(d_.type_of(v).cls, e.index));
    }
    case K::super_init: {
      std::vector<value> args = eval_all(e.args, fr);
      if (e.ty.is_class()) init_object(e.ty.cls, e.index, fr.self, std::move(args), e.pos);
      field_initialisers(fr.fn->owner, fr.self, e.pos);
      return d_.void_value();
    }
    case K::this_init: invoke(prog_.functions[e.index], fr.self, eval_all(e.args, fr)); return d_.void_value();
    case K::unary: return d_.unary(e.o, eval(e.args[0], fr));
    case K::binary: return eval_binary(e, fr);
    case K::cast: {
      value v = eval(e.args[0], fr);
      if (!e.ty.is_class()) return d_.cast(v, e.ty);
      if (!is_null(v, e.args[0].ty, e.pos) && !prog_.is_subclass(d_.type_of(v).cls, e.ty.cls))
        raise_class_cast(d_.type_of(v), e.ty.cls, e.pos);
      return v; // the same reference, whose class does not change
    }
    case K::conditional: {
      const value c = eval(e.args[0], fr);
      if constexpr (merging)
        if (merges(c) && regions_.pure(e.args[1]) && regions_.pure(e.args[2])) {
          value sides[2];
          both_sides(
              c, fr, [&] { sides[0] = eval(e.args[1], fr); }, [&] { sides[1] = eval(e.args[2], fr); });
          return d_.merge(c, sides[0], sides[1], e.ty);
        }
      return d_.truth(c) ? eval(e.args[1], fr) : eval(e.args[2], fr);
    }
    case K::assign: return eval_assign(e, fr);
    case K::call: return eval_call(e, fr);
    case K::intrinsic:
      if (e.fn == ir::intrinsic::unmodelled) d_.unsupported(e.pos.line ? e.pos : call_site_, e.lit.s);
      if (ir::is_output(e.fn)) {
        d_.print(e, e.args.empty() ? std::nullopt : std::optional<value>(eval(e.args[0], fr)));
        return d_.void_value();
      }
      if (ir::is_string_method(e.fn)) return string_methods<Domain>{d_}.method(e, eval_all(e.args, fr));
      if (e.fn == ir::intrinsic::unchanged_text) return unchanged_text(e, fr);
      return d_.intrinsic(e, eval_all(e.args, fr));
    case K::string_concat: return eval_concat(e, fr);
    case K::uninterpreted: return d_.uninterpreted(e, eval_all(e.args, fr));
    }
    return d_.void_value();
  }

private:
  using thrown = typename Domain::thrown;

  Domain &d_;
  const ir::program &prog_;
  ir::merge_regions regions_{prog_};

  /// Can the domain merge branches (a symbolic one: engine/execution/symbolic_domain.hpp)?
  static constexpr bool merging = requires(Domain & d, const value &v) { d.merges(v); };
  /// Does it merge a branch on `c` where the code allows (a symbolic condition, when asked to)?
  bool merges(const value &c) {
    if constexpr (merging)
      return d_.merges(c);
    else
      return false;
  }

  /// Runs `then_side` and `else_side` from the same locals, then joins them: each local the
  /// sides left different holds the if-then-else of both on `c` (ir/merge_regions.hpp says
  /// which code may run so: it cannot throw, leave, or change anything but primitive locals).
  template <class Then, class Else> void both_sides(const value &c, frame &fr, Then then_side, Else else_side) {
    if constexpr (merging) {
      // the locals are copied, never moved: an assignment being evaluated holds a pointer into them
      const std::vector<value> before = fr.locals;
      then_side();
      const std::vector<value> after_then = fr.locals;
      std::copy(before.begin(), before.end(), fr.locals.begin());
      else_side();
      for (std::size_t i = 0; fr.fn && i < fr.locals.size(); ++i) {
        const ir::type t = fr.fn->locals[i].ty;
        value &mine = fr.locals[i];
        const value &theirs = after_then[i];
        // (a reference local is the same on both sides; one unassigned on a side is not read after)
        if (!t.is_primitive() || theirs.what == value::kind::none) continue;
        mine = mine.what == value::kind::none ? theirs : d_.merge(c, theirs, mine, t);
      }
    }
  }
  std::vector<bool> initialized_; // per class: has its initialisation started (JLS 12.4.2)?
  source_pos call_site_;          // of the latest call in the file's code (library code has no positions)

  /// A call's extent for the domain: entered, and left however it ends, exceptions included.
  struct call_scope {
    Domain &d;
    call_scope(Domain &dom, source_pos pos) : d(dom) { d.enter(pos); }
    ~call_scope() { d.leave(); }
    call_scope(const call_scope &) = delete;
    call_scope &operator=(const call_scope &) = delete;
  };

  /// A field of java.lang.Throwable as the Java frontend's library declares it, or none.
  std::optional<std::uint32_t> throwable_field(std::string_view name) const {
    for (std::uint32_t i = 0; i < prog_.fields.size(); ++i)
      if (prog_.fields[i].name == name && prog_.classes[prog_.fields[i].owner].is_library) return i;
    return std::nullopt;
  }

  /// `throw`: the object's class and message (of one the JVM raised and a handler caught, the
  /// JVM's).
  void throw_object(const value &obj, ir::type t, source_pos pos) {
    if (is_null(obj, t, pos)) d_.raise(ir::raised::null_pointer, pos);
    std::optional<value> text;
    if (const auto message = throwable_field(ir::throwable_message_field)) text = *d_.field(obj, *message, pos);
    d_.throw_exception(prog_.java_class_name(d_.type_of(obj).cls), std::move(text), obj, pos);
  }

  // (out of eval: its frame is on the stack once per nested expression)
  /// A concatenation, as the object it is (ir::text_object): a new one, or for String.valueOf(b)
  /// b itself, or the interned "null", "true" or "false".
  [[gnu::noinline]] value eval_concat(const ir::expr &e, frame &fr) {
    const value a = eval(e.args[0], fr);
    const value b = eval(e.args[1], fr);
    const value r = d_.concat(a, e.args[0].pos, b, e.args[1].pos);
    const ir::expr &operand = e.args[1];
    switch (static_cast<ir::text_object>(e.index)) {
    case ir::text_object::fresh: return r;
    case ir::text_object::value_of:
      if (operand.ty.is(ir::prim::string) && !is_null(b, ir::string_type, operand.pos)) return b;
      return operand.ty.is(ir::prim::string) || operand.ty.is_boolean() ? d_.string_object(r, ir::text_object::interned)
                                                                        : r;
    default: return d_.string_object(r, static_cast<ir::text_object>(e.index));
    }
  }
  /// symdelta$Text.unchanged(r, s) of the library (ir::intrinsic::unchanged_text).
  [[gnu::noinline]] value unchanged_text(const ir::expr &e, frame &fr) {
    const std::vector<value> a = eval_all(e.args, fr);
    return d_.string_object_if(
        string_methods<Domain>{d_}.call(ir::intrinsic::string_equals, ir::boolean_type, a, e.pos), a[0], a[1]);
  }

  /// The catch clause of `s` that catches an exception of this class, or null.
  const ir::switch_case *handler(const ir::stmt &s, std::string_view exception_class) const {
    const std::uint32_t c = prog_.class_named(exception_class);
    if (c == ir::no_class) return nullptr;
    for (const auto &h : s.cases)
      for (const auto k : h.labels)
        if (prog_.is_subclass(c, static_cast<std::uint32_t>(k))) return &h;
    return nullptr;
  }

  /// The exception object a handler catches: the thrown one, or for an exception the JVM raised
  /// one of its class, marked raised, with the JVM's message (engine/semantics/raised_message.hpp).
  value caught(const thrown &t, source_pos pos) {
    if (t.object) return *t.object;
    const std::uint32_t c = prog_.class_named(t.exception_class);
    const value obj = construct(c, prog_.constructor_without_parameters(c), {}, pos);
    if (const auto raised = throwable_field(ir::throwable_raised_field))
      *d_.field(obj, *raised, pos) = d_.boolean(true);
    if (const auto message = throwable_field(ir::throwable_message_field); message && t.message)
      *d_.field(obj, *message, pos) = *t.message;
    return obj;
  }

  /// A reference cast to class `to` that its object's class `from` does not extend: the JVM's
  /// message names both classes (an array's or a String's is not modelled).
  [[noreturn]] void raise_class_cast(ir::type from, std::uint32_t to, source_pos pos) {
    if (!from.is_class()) d_.unsupported(pos, "the message of a ClassCastException of an array or a String");
    const auto jdk = [&](std::uint32_t c) { return c < prog_.classes.size() && prog_.classes[c].is_library; };
    const std::string text = raised_message::class_cast_text(prog_.java_class_name(from.cls), jdk(from.cls),
                                                             prog_.java_class_name(to), jdk(to));
    d_.raise(ir::raised::class_cast, pos, raised_message::constant(d_, text));
  }

  /// try/catch/finally (JLS 14.20.2): the first clause whose class the exception is an instance
  /// of handles it; the finally block runs however the rest ended, and its own jump, return or
  /// exception replaces that ending.
  flow exec_try(const ir::stmt &s, frame &fr) {
    flow f = flow::normal;
    std::optional<thrown> pending; // what ends the statement after the finally block
    try {
      f = exec(s.body[0], fr);
    } catch (const thrown &t) {
      pending = t;
    }
    if (pending)
      if (const ir::switch_case *h = handler(s, pending->exception_class)) {
        const thrown t = std::move(*pending);
        pending.reset();
        try {
          fr.locals[h->slot] = caught(t, h->pos);
          f = exec(h->body.front(), fr);
        } catch (const thrown &again) {
          pending = again;
        }
      }
    if (s.body.size() > 1) {
      const auto target = fr.jump_target;
      value ret = fr.ret;
      if (const flow g = exec(s.body[1], fr); g != flow::normal) return g;
      fr.jump_target = target;
      fr.ret = std::move(ret);
    }
    if (pending) throw *pending;
    return f;
  }

  /// A static final field of a primitive type or String whose initialiser is a literal: a
  /// constant, which the JVM sets before the class is initialised (its reads do not initialise).
  static bool is_constant(const ir::field &f) {
    return f.is_static && f.fixed_by_initialiser() && f.init[0].kind == ir::expr_kind::literal &&
           (f.ty.is_primitive() || f.ty.is(ir::prim::string));
  }

  /// Initialises class c unless it was (or is being) initialised: its superclass first, then its
  /// static field initialisers in order (JLS 12.4.1-2). Runs where Java's first use of the class
  /// would: its static fields read or written, its static methods called, an instance created.
  /// An exception an initialiser throws that is not an Error becomes an
  /// ExceptionInInitializerError (JLS 12.4.2, step 11), which no handler of the subset catches.
  void initialize(std::uint32_t c) {
    if (c >= initialized_.size() || initialized_[c]) return;
    initialized_[c] = true;
    if (prog_.superclass(c) != ir::no_class) initialize(prog_.superclass(c));
    frame fr;
    try {
      for (std::size_t i = 0; i < prog_.fields.size(); ++i) {
        const auto &fd = prog_.fields[i];
        if (fd.is_static && fd.owner == c && !fd.init.empty() && !is_constant(fd)) statics[i] = eval(fd.init[0], fr);
      }
    } catch (const thrown &t) {
      const std::uint32_t k = prog_.class_named(t.exception_class),
                          error = prog_.class_named(prog_.raised_class(ir::raised::error));
      if (t.exception_class == prog_.raised_class(ir::raised::stack_overflow) ||
          (k != ir::no_class && error != ir::no_class && prog_.is_subclass(k, error)))
        throw;
      d_.raise(ir::raised::initializer, prog_.classes.empty() ? source_pos{} : prog_.classes[c].pos);
    }
  }

  /// Is reference v (of static type t) null?
  bool is_null(const value &v, ir::type t, source_pos pos) { return engine::is_null(d_, v, t, pos); }

  /// Runs constructor `ctor` of class `cls` on `self` (ir::no_function: the implicit one, which
  /// runs the superclass's constructor without arguments, then the field initialisers).
  void init_object(std::uint32_t cls, std::uint32_t ctor, const value &self, std::vector<value> args, source_pos pos) {
    if (ctor != ir::no_function) {
      invoke(prog_.functions[ctor], self, std::move(args));
      return;
    }
    const call_scope call(d_, pos);
    if (const auto super = prog_.superclass(cls); super != ir::no_class)
      init_object(super, prog_.constructor_without_parameters(super), self, {}, pos);
    field_initialisers(cls, self, pos);
  }

  /// The instance field initialisers of class `cls` on `self`, in order.
  void field_initialisers(std::uint32_t cls, const value &self, source_pos pos) {
    for (std::uint32_t i = 0; i < prog_.fields.size(); ++i)
      if (!prog_.fields[i].is_static && prog_.fields[i].owner == cls && !prog_.fields[i].init.empty())
        field_initialiser(self, i, pos);
  }
  void field_initialiser(const value &self, std::uint32_t i, source_pos pos) {
    frame fr;
    fr.self = self;
    value v = eval(prog_.fields[i].init[0], fr);
    *d_.field(self, i, pos) = std::move(v);
  }

  std::vector<value> eval_all(const std::vector<ir::expr> &es, frame &fr) {
    std::vector<value> out;
    out.reserve(es.size());
    for (const auto &a : es)
      out.push_back(eval(a, fr));
    return out;
  }

  flow exec_loop(const ir::stmt &s, frame &fr) {
    if constexpr (Domain::closed_form_loops)
      if (const auto counted = ir::as_counted_loop(s); counted && d_.closes(*counted))
        return exec_counted_loop(s, *counted, fr);
    bool first = true;
    loop_state state;
    for (;;) {
      if ((s.test_first || !first) && !d_.loop_test(s, eval(s.condition(), fr), state)) return flow::normal;
      first = false;
      const flow f = exec(s.loop_body(), fr);
      if (f == flow::break_) return fr.jump_target == s.target ? flow::normal : f;
      if (f == flow::continue_ && fr.jump_target != s.target) return f;
      if (f == flow::return_) return f;
      for (std::size_t i = 1; i < s.body.size(); ++i)
        exec(s.body[i], fr);
    }
  }

  /// A counted loop (ir/counted_loop.hpp) in one step: a branch on whether it is entered, then
  /// its closed form. Exact in ideal semantics, where unrolling it would give the same values
  /// after any number of iterations, but stop at the depth limit.
  flow exec_counted_loop(const ir::stmt &s, const ir::counted_loop &loop, frame &fr) {
    using ir::op;
    const source_pos pos = s.pos;
    const ir::type ct = s.condition().args[0].ty; // the comparison's operand type
    const ir::type it = fr.fn->locals[loop.counter].ty;
    const value i0 = d_.cast(fr.locals[loop.counter], ct);
    const value bound = eval(*loop.bound, fr); // once: the loop does not change it
    if (!d_.truth(d_.binary(loop.comparison, i0, bound, pos))) return flow::normal;
    for (const auto &part : s.body)
      cover(part);
    const value one = d_.integer(ct, 1);
    const bool inclusive = loop.comparison == op::le || loop.comparison == op::ge;
    // iterations: bound - i0 counting up, i0 - bound counting down, one more when the bound is
    // included; counted in the type of what they multiply, so that in Java semantics a count
    // beyond the counter's range (from a negative int to a positive one) is right modulo 2^64
    const auto iterations = [&](ir::type t) {
      const value b = d_.cast(bound, t), i = d_.cast(i0, t);
      const value n = loop.step > 0 ? d_.binary(op::sub, b, i, pos) : d_.binary(op::sub, i, b, pos);
      return inclusive ? d_.binary(op::add, n, d_.cast(one, t), pos) : n;
    };
    for (const auto &u : loop.updates) {
      const value e = eval(*u.value, fr);
      value &v = fr.locals[u.slot];
      if (u.kind == ir::counted_loop::update_kind::set) {
        v = e;
        continue;
      }
      const value total = d_.binary(op::mul, iterations(d_.type_of(v)), e, pos);
      v = d_.binary(u.kind == ir::counted_loop::update_kind::add ? op::add : op::sub, v, total, pos);
    }
    // the counter stops at the bound, or one past it when the bound is included
    const value last = !inclusive ? bound : d_.binary(loop.step > 0 ? op::add : op::sub, bound, one, pos);
    fr.locals[loop.counter] = d_.cast(last, it);
    return flow::normal;
  }

  /// Counts `s` and the statements in it as run (a loop's closed form covers its body).
  void cover(const ir::stmt &s) {
    d_.statement(s);
    for (const auto &c : s.body)
      cover(c);
  }

  flow exec_switch(const ir::stmt &s, frame &fr) {
    const value sel = eval(s.exprs[0], fr);
    std::size_t start = s.cases.size();
    for (std::size_t c = 0; c < s.cases.size() && start == s.cases.size(); ++c)
      for (auto l : s.cases[c].labels)
        if (start == s.cases.size() && d_.matches(sel, l)) start = c;
    if (start == s.cases.size())
      for (std::size_t c = 0; c < s.cases.size(); ++c)
        if (s.cases[c].is_default) start = c;
    for (std::size_t c = start; c < s.cases.size(); ++c)
      for (const auto &st : s.cases[c].body) {
        const flow f = exec(st, fr);
        if (f == flow::normal) continue;
        if (f == flow::break_ && fr.jump_target == s.target) return flow::normal;
        return f;
      }
    return flow::normal;
  }

  value eval_binary(const ir::expr &e, frame &fr) {
    const value a = eval(e.args[0], fr);
    if (e.o == ir::op::log_and || e.o == ir::op::log_or) { // short circuit: a branch, as in Java
      if constexpr (merging)                               // or a term of both operands, the right one's effects joined
        if (merges(a) && regions_.pure(e.args[1])) {
          const bool is_and = e.o == ir::op::log_and;
          value right;
          both_sides(
              a, fr,
              [&] {
                if (is_and) right = eval(e.args[1], fr);
              },
              [&] {
                if (!is_and) right = eval(e.args[1], fr);
              });
          return is_and ? d_.merge(a, right, d_.boolean(false), ir::boolean_type)
                        : d_.merge(a, d_.boolean(true), right, ir::boolean_type);
        }
      const bool left = d_.truth(a);
      if (e.o == ir::op::log_and ? !left : left) return d_.boolean(left);
      return d_.boolean(d_.truth(eval(e.args[1], fr)));
    }
    const value b = eval(e.args[1], fr);
    if (!e.args[0].ty.is_primitive() || !e.args[1].ty.is_primitive()) { // == and != compare identity
      const bool same = d_.same_reference(a, b, e.pos);
      return d_.boolean(e.o == ir::op::eq ? same : !same);
    }
    return d_.binary(e.o, a, b, e.pos);
  }

  value eval_call(const ir::expr &e, frame &fr) {
    if (e.pos.line != 0) call_site_ = e.pos;
    std::uint32_t fn = e.index;
    std::vector<value> args = eval_all(e.args, fr);
    value self;
    if (prog_.functions[fn].is_static) {
      initialize(prog_.functions[fn].owner);
    } else {
      self = std::move(args.front());
      args.erase(args.begin());
      d_.receiver(self, e.pos);
      if (!e.postfix) fn = prog_.dispatch(d_.type_of(self).cls, fn); // super.m(...) runs m itself
    }
    return invoke(prog_.functions[fn], std::move(self), std::move(args));
  }

  // JLS 15.26: the target's subexpressions first; for `=` the null/bounds checks come after the
  // right-hand side, for compound operators before it (the old value is read first).
  value eval_assign(const ir::expr &e, frame &fr) {
    const ir::expr &target = e.args[0];
    value holder, index;
    value *slot = nullptr;
    switch (target.kind) {
    case ir::expr_kind::local: slot = &fr.locals[target.index]; break;
    case ir::expr_kind::static_field:
      initialize(prog_.fields[target.index].owner);
      slot = &statics[target.index];
      break;
    case ir::expr_kind::instance_field: holder = eval(target.args[0], fr); break;
    default: // an array element
      holder = eval(target.args[0], fr);
      index = eval(target.args[1], fr);
      break;
    }
    const bool is_field = target.kind == ir::expr_kind::instance_field;
    if (e.o == ir::op::none) {
      value v = eval(e.args[1], fr);
      if (slot) return *slot = std::move(v);
      if (is_field) return *d_.field(holder, target.index, target.pos) = std::move(v);
      const element_ref ref = d_.element(holder, index, target.pos);
      d_.store(ref, v);
      return v;
    }
    std::optional<element_ref> ref;
    if (!slot && is_field) slot = d_.field(holder, target.index, target.pos);
    if (!slot) ref = d_.element(holder, index, target.pos);
    const value old = slot ? *slot : d_.load(*ref);
    const value rhs = eval(e.args[1], fr);
    const value result = e.compute_ty.is(ir::prim::string)
                             ? d_.concat(old, target.pos, rhs, e.args[1].pos)
                             : d_.cast(d_.binary(e.o, d_.cast(old, e.compute_ty), rhs, e.pos), target.ty);
    // `slot` is still valid: locals, fields and array items live in storage that is never resized
    // while a frame runs, and `holder` keeps the array or object alive
    if (slot)
      *slot = result;
    else
      d_.store(*ref, result);
    return e.postfix ? old : result;
  }
};

} // namespace symdelta::engine
