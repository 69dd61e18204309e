#pragma once
// The concrete interpreter: executes IR with the JVM's semantics, or with ideal semantics
// (engine/ideal_arith.hpp: unbounded integers, reals) to run a witness the way the symbolic
// engine reasons. Java exceptions (integer division by zero, array bounds, negative array size,
// null dereference, runaway recursion, `throw`) end a run as an outcome, never as a crash; a
// step budget stops infinite loops.
#include <bit>
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "symdelta/core/stack_guard.hpp"
#include "symdelta/engine/ideal_arith.hpp"
#include "symdelta/engine/java_format.hpp"
#include "symdelta/engine/java_math.hpp"
#include "symdelta/engine/value.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/semantics.hpp"

namespace symdelta::engine {

/// A call of a transcendental Math function: which, on what (bit patterns), with what result.
struct transcendental_call {
  ir::intrinsic fn;
  std::uint64_t arg0 = 0, arg1 = 0; // bit patterns of the double arguments
  double result = 0;
  auto key() const { return std::tuple(fn, arg0, arg1); }
};

/// Results of transcendental functions to use instead of the C library's, e.g. the values a JVM
/// computed for the same arguments (its results may differ from the C library's by a few ulps).
using transcendental_table = std::map<std::tuple<ir::intrinsic, std::uint64_t, std::uint64_t>, double>;

struct run_options {
  std::uint64_t step_budget = 50'000'000;                       // statements and loop tests executed, all frames
  std::uint32_t max_call_depth = 1000;                          // deeper calls throw StackOverflowError
  bool record_transcendental = false;                           // fill outcome::transcendental_calls
  const transcendental_table *transcendental_results = nullptr; // overrides, when set
  bool ideal = false;        // ideal semantics: a run that cannot decide ends as `undecidable`
  bool record_lines = false; // fill outcome::lines
  /// Ideal semantics: the answers to comparisons rounding bounds cannot settle, in order; past
  /// its end, the doubles' answer. outcome::decisions has the answers taken.
  const std::vector<bool> *decisions = nullptr;
  std::size_t max_decisions = 64; // more unsettled comparisons make the run undecidable
  /// A run still going at this time ends as budget_exhausted (checked every 4096 steps).
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
};

struct output_event {
  source_pos pos;
  ir::stream stream = ir::stream::out;
  std::string text; // what print/println wrote (println adds "\n")
  // ideal runs: the text shows a floating-point value that is not exact (value::inexact_text)
  bool inexact = false;
};

struct outcome {
  enum class kind : std::uint8_t { returned, threw, budget_exhausted, invalid_call, undecidable };
  kind what = kind::returned;
  value result;          // returned: the return value (void: s.ty is void)
  std::string exception; // threw: binary name of the exception class; undecidable: why
  // threw: the message of an exception the program built (`throw new X("...")`: a String, or
  // null); none for one the JVM raised (division by zero, bounds, null), compared by class only
  std::optional<value> message;
  std::vector<value> statics;    // the static fields' values when the call ended (returned or threw)
  std::vector<value> arguments;  // the arguments, whose arrays and objects the call may have changed
  value receiver;                // an instance method's receiver
  source_pos where;              // threw: the statement or expression that threw; undecidable: the statement
  std::set<std::uint32_t> lines; // source lines of the statements run, with run_options::record_lines
  std::vector<bool> decisions;   // ideal runs: the answers taken at unsettled comparisons
  std::vector<output_event> output;
  bool used_transcendental = false;                      // a Math function whose JVM result may differ by a few ulps
  std::vector<transcendental_call> transcendental_calls; // with run_options::record_transcendental
  std::uint64_t steps = 0;
};

inline constexpr std::string_view array_index_exception = "java.lang.ArrayIndexOutOfBoundsException";
inline constexpr std::string_view negative_size_exception = "java.lang.NegativeArraySizeException";
inline constexpr std::string_view null_pointer_exception = "java.lang.NullPointerException";
inline constexpr std::string_view stack_overflow_error = "java.lang.StackOverflowError";

class interpreter {
public:
  interpreter(const ir::program &prog, run_options opts = {}) : prog_(prog), opts_(opts) {}

  /// Runs function `fn` on `args` (parameters only; an instance method gets a receiver made by
  /// the class's no-argument constructor). Static fields start freshly initialised every run.
  outcome call(std::uint32_t fn, std::vector<value> args) {
    outcome out;
    out_ = &out;
    steps_ = 0;
    depth_ = 0;
    if (std::string why = check_call(fn, args); !why.empty()) {
      out.what = outcome::kind::invalid_call;
      out.exception = std::move(why);
      out_ = nullptr;
      return out;
    }
    try {
      init_statics();
      const ir::function &f = prog_.functions.at(fn);
      if (opts_.ideal)
        for (auto &a : args)
          a = ideal::input(a);
      out.arguments = args; // references share their targets: the caller sees what the call changed
      if (!f.is_static) out.receiver = construct(default_constructor(), {}, f.pos);
      out.result = invoke(f, out.receiver, std::move(args));
      out.what = outcome::kind::returned;
    } catch (const thrown &t) {
      out.what = outcome::kind::threw;
      out.exception = std::string(t.exception_class);
      out.message = t.message;
      out.where = t.pos;
    } catch (const out_of_steps &) {
      out.what = outcome::kind::budget_exhausted;
    } catch (const ideal::undecidable &u) {
      out.what = outcome::kind::undecidable;
      out.exception = u.reason;
      out.where = pos_;
    }
    out.statics = statics_;
    out.steps = steps_;
    out_ = nullptr;
    return out;
  }

  /// The values of the static fields after class initialisation (used to evaluate constant
  /// arguments written as Java expressions), or a diagnostic if initialisation threw.
  result<std::vector<value>> static_values() {
    outcome out;
    out_ = &out;
    steps_ = 0;
    depth_ = 0;
    try {
      init_statics();
    } catch (const thrown &t) {
      out_ = nullptr;
      return diagnostic{diagnostic::kind::usage, prog_.file, t.pos,
                        fmt::format("evaluation throws {}", t.exception_class)};
    } catch (const out_of_steps &) {
      out_ = nullptr;
      return diagnostic{diagnostic::kind::usage, prog_.file, {}, "evaluation did not finish"};
    }
    out_ = nullptr;
    return statics_;
  }

private:
  struct thrown {
    std::string_view exception_class;
    source_pos pos;
    std::optional<value> message = std::nullopt; // built by the program (throw new X(...))
  };
  struct out_of_steps {};

  enum class flow : std::uint8_t { normal, break_, continue_, return_ };

  struct frame {
    const ir::function *fn = nullptr; // null while running field initialisers
    std::vector<value> locals;
    value self;
    value ret;
    std::uint32_t jump_target = ir::no_target;
  };

  const ir::program &prog_;
  run_options opts_;
  outcome *out_ = nullptr;
  std::vector<value> statics_;
  std::uint64_t steps_ = 0;
  std::uint32_t depth_ = 0;
  source_pos pos_; // of the statement running
  stack_guard stack_;

  [[noreturn]] static void raise(std::string_view cls, source_pos pos) { throw thrown{cls, pos}; }

  void step() {
    if (++steps_ > opts_.step_budget) throw out_of_steps{};
    if ((steps_ & 4095) == 0 && std::chrono::steady_clock::now() >= opts_.deadline) throw out_of_steps{};
  }

  void init_statics() {
    statics_.clear();
    for (const auto &fd : prog_.fields)
      statics_.push_back(default_value(fd.ty));
    frame fr;
    for (std::size_t i = 0; i < prog_.fields.size(); ++i) {
      const auto &fd = prog_.fields[i];
      if (fd.is_static && !fd.init.empty()) statics_[i] = eval(fd.init[0], fr);
    }
  }

  /// Why `call(fn, args)` cannot run, or "" when it can.
  std::string check_call(std::uint32_t fn, const std::vector<value> &args) const {
    if (fn >= prog_.functions.size()) return fmt::format("no function #{}", fn);
    if (!prog_.uninterpreted.empty()) return "an abstracted program (uninterpreted functions) cannot run concretely";
    const ir::function &f = prog_.functions[fn];
    if (f.is_constructor) return "a constructor cannot be called directly";
    if (args.size() != f.param_count)
      return fmt::format("{} takes {} arguments, {} given", f.name, f.param_count, args.size());
    for (std::uint32_t i = 0; i < f.param_count; ++i) {
      const ir::type want = f.locals[i].ty, got = args[i].s.ty;
      if (got != want && !(want.is_reference() && args[i].is_null()))
        return fmt::format("argument {} of {} has type {}, not {}", i + 1, f.name, ir::to_string(got),
                           ir::to_string(want));
    }
    if (!f.is_static && default_constructor() == ir::no_function)
      for (const auto &g : prog_.functions)
        if (g.is_constructor)
          return fmt::format("instance method {} needs a receiver, and the class has no constructor without parameters",
                             f.name);
    return {};
  }

  std::uint32_t default_constructor() const {
    for (std::uint32_t i = 0; i < prog_.functions.size(); ++i)
      if (prog_.functions[i].is_constructor && prog_.functions[i].param_count == 0) return i;
    return ir::no_function; // the implicit constructor (only valid when none is declared)
  }

  value construct(std::uint32_t ctor, std::vector<value> args, source_pos pos) {
    auto obj = std::make_shared<heap_object>();
    for (const auto &fd : prog_.fields)
      obj->fields.push_back(default_value(fd.ty));
    value self{ir::default_scalar(ir::object_type), obj};
    // field initialisers run before the constructor body (JLS 12.5)
    frame fr;
    fr.self = self;
    enter(pos);
    for (std::size_t i = 0; i < prog_.fields.size(); ++i) {
      const auto &fd = prog_.fields[i];
      if (!fd.is_static && !fd.init.empty()) obj->fields[i] = eval(fd.init[0], fr);
    }
    --depth_;
    if (ctor != ir::no_function) invoke(prog_.functions[ctor], self, std::move(args));
    return self;
  }

  void enter(source_pos pos) {
    // Java throws StackOverflowError when its stack is exhausted; so do we, at the configured
    // depth or when the native stack runs low, whichever comes first
    if (++depth_ > opts_.max_call_depth || stack_.near_limit()) {
      --depth_;
      raise(stack_overflow_error, pos);
    }
  }

  value invoke(const ir::function &f, value self, std::vector<value> args) {
    enter(f.pos);
    frame fr;
    fr.fn = &f;
    fr.locals.resize(f.locals.size());
    for (std::size_t i = 0; i < args.size(); ++i)
      fr.locals[i] = std::move(args[i]);
    fr.self = std::move(self);
    try {
      exec(f.body, fr);
    } catch (...) {
      --depth_;
      throw;
    }
    --depth_;
    if (f.ret.is_void()) return value::of(ir::default_scalar(ir::void_type));
    return std::move(fr.ret);
  }

  // ---- statements -------------------------------------------------------------------------

  flow exec(const ir::stmt &s, frame &fr) {
    step();
    pos_ = s.pos;
    if (stack_.near_limit()) raise(stack_overflow_error, s.pos); // deep statements within deep calls
    if (opts_.record_lines) out_->lines.insert(s.pos.line);
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
      fr.locals[s.index] = s.exprs.empty() ? default_value(fr.fn->locals[s.index].ty) : eval(s.exprs[0], fr);
      return flow::normal;
    case ir::stmt_kind::expression: eval(s.exprs[0], fr); return flow::normal;
    case ir::stmt_kind::if_:
      if (eval(s.exprs[0], fr).s.as_bool()) return exec(s.body[0], fr);
      if (s.body.size() > 1) return exec(s.body[1], fr);
      return flow::normal;
    case ir::stmt_kind::loop: return exec_loop(s, fr);
    case ir::stmt_kind::switch_: return exec_switch(s, fr);
    case ir::stmt_kind::break_: fr.jump_target = s.target; return flow::break_;
    case ir::stmt_kind::continue_: fr.jump_target = s.target; return flow::continue_;
    case ir::stmt_kind::return_:
      if (!s.exprs.empty()) fr.ret = eval(s.exprs[0], fr);
      return flow::return_;
    case ir::stmt_kind::throw_:
      // X() has a null message, X(String) its argument's
      throw thrown{s.name, s.pos, s.exprs.empty() ? value::null_of(ir::string_type) : eval(s.exprs[0], fr)};
    case ir::stmt_kind::abstracted: break; // refused by check_call
    }
    return flow::normal;
  }

  flow exec_loop(const ir::stmt &s, frame &fr) {
    bool first = true;
    for (;;) {
      if (s.test_first || !first) {
        step();
        if (!eval(s.condition(), fr).s.as_bool()) return flow::normal;
      }
      first = false;
      const flow f = exec(s.loop_body(), fr);
      if (f == flow::break_) {
        if (fr.jump_target == s.target) return flow::normal;
        return f;
      }
      if (f == flow::continue_ && fr.jump_target != s.target) return f;
      if (f == flow::return_) return f;
      for (std::size_t i = 1; i < s.body.size(); ++i)
        exec(s.body[i], fr);
    }
  }

  flow exec_switch(const ir::stmt &s, frame &fr) {
    const std::int64_t sel = eval(s.exprs[0], fr).s.i;
    std::size_t start = s.cases.size();
    for (std::size_t c = 0; c < s.cases.size() && start == s.cases.size(); ++c)
      for (auto l : s.cases[c].labels)
        if (l == sel) start = c;
    if (start == s.cases.size())
      for (std::size_t c = 0; c < s.cases.size(); ++c)
        if (s.cases[c].is_default) start = c;
    for (std::size_t c = start; c < s.cases.size(); ++c) {
      for (const auto &st : s.cases[c].body) {
        const flow f = exec(st, fr);
        if (f == flow::normal) continue;
        if (f == flow::break_ && fr.jump_target == s.target) return flow::normal;
        return f;
      }
    }
    return flow::normal;
  }

  // ---- expressions ------------------------------------------------------------------------

  value eval(const ir::expr &e, frame &fr) {
    using K = ir::expr_kind;
    if (stack_.near_limit()) raise(stack_overflow_error, e.pos); // deep expressions within deep calls
    switch (e.kind) {
    case K::literal:
      if (e.lit.is_null()) return value::null_of(e.ty);
      if (e.ty.is(ir::prim::string)) return make_string(e.lit.s);
      if (opts_.ideal) return ideal::literal(e.lit);
      return value::of(ir::to_scalar(e.lit));
    case K::local: return fr.locals[e.index];
    case K::static_field: return statics_[e.index];
    case K::instance_field: return deref_object(eval(e.args[0], fr), e.pos)->fields[e.index];
    case K::this_ref: return fr.self;
    case K::array_element: {
      value arr = eval(e.args[0], fr);
      const value idx = eval(e.args[1], fr);
      return *element(arr, idx.s.i, e.pos);
    }
    case K::array_length:
      return value::of(
          ir::scalar::of_int(static_cast<std::int32_t>(deref_array(eval(e.args[0], fr), e.pos)->items.size())));
    case K::new_array: {
      std::vector<std::int64_t> lens;
      for (const auto &d : e.args)
        lens.push_back(eval(d, fr).s.i);
      for (auto n : lens)
        if (n < 0) raise(negative_size_exception, e.pos);
      return new_array(e.ty, lens, 0);
    }
    case K::array_init: {
      std::vector<value> items;
      items.reserve(e.args.size());
      for (const auto &a : e.args)
        items.push_back(eval(a, fr));
      return make_array(e.ty, std::move(items));
    }
    case K::new_object: {
      std::vector<value> args;
      for (const auto &a : e.args)
        args.push_back(eval(a, fr));
      return construct(e.index, std::move(args), e.pos);
    }
    case K::unary: return unary(e.o, eval(e.args[0], fr));
    case K::binary: return eval_binary(e, fr);
    case K::cast: {
      value v = eval(e.args[0], fr);
      if (!e.ty.is_primitive()) return v; // reference casts within one class are identities
      return cast(v, e.ty);
    }
    case K::conditional: return eval(eval(e.args[0], fr).s.as_bool() ? e.args[1] : e.args[2], fr);
    case K::assign: return eval_assign(e, fr);
    case K::call: return eval_call(e, fr);
    case K::intrinsic: return eval_intrinsic_call(e, fr);
    case K::string_concat: {
      const value a = eval(e.args[0], fr);
      const value b = eval(e.args[1], fr);
      value s = make_string(to_java_string(a) + to_java_string(b));
      s.inexact_text = inexact_text(a) || inexact_text(b);
      return s;
    }
    case K::uninterpreted: break; // refused by check_call
    }
    return {};
  }

  value eval_binary(const ir::expr &e, frame &fr) {
    const value a = eval(e.args[0], fr);
    if (e.o == ir::op::log_and && !a.s.as_bool()) return a;
    if (e.o == ir::op::log_or && a.s.as_bool()) return a;
    const value b = eval(e.args[1], fr);
    if (a.s.ty.is_reference()) { // == and != on references compare identity
      const bool same = a.ref == b.ref;
      return value::of(ir::scalar::of_bool(e.o == ir::op::eq ? same : !same));
    }
    return binary(e.o, a, b, e.pos);
  }

  // The operations of the chosen semantics.
  value unary(ir::op o, const value &v) const {
    return opts_.ideal ? ideal::unary(o, v) : value::of(ir::unary(o, v.s));
  }
  value cast(const value &v, ir::type t) const { return opts_.ideal ? ideal::cast(v, t) : value::of(ir::cast(v.s, t)); }
  value binary(ir::op o, const value &a, const value &b, source_pos pos) const {
    try {
      return opts_.ideal ? ideal::binary(o, a, b) : value::of(ir::binary(o, a.s, b.s));
    } catch (const ir::java_throw &t) {
      raise(t.exception_class, pos);
    } catch (const ideal::unsettled &u) {
      return value::of(ir::scalar::of_bool(decide(u.natural)));
    }
  }

  /// The answer to an unsettled comparison: the script's, else the doubles'.
  bool decide(bool natural) const {
    std::vector<bool> &taken = out_->decisions;
    if (taken.size() >= opts_.max_decisions)
      throw ideal::undecidable{
          fmt::format("more than {} comparisons that rounding bounds cannot settle", opts_.max_decisions)};
    const bool scripted = opts_.decisions && taken.size() < opts_.decisions->size();
    taken.push_back(scripted ? (*opts_.decisions)[taken.size()] : natural);
    return taken.back();
  }

  // A place an assignment writes: a local, a static field, an object's field or an array slot.
  value *place(const ir::expr &target, frame &fr, value &holder, std::int64_t &index) {
    using K = ir::expr_kind;
    switch (target.kind) {
    case K::local: return &fr.locals[target.index];
    case K::static_field: return &statics_[target.index];
    case K::instance_field: holder = eval(target.args[0], fr); return nullptr;
    case K::array_element:
      holder = eval(target.args[0], fr);
      index = eval(target.args[1], fr).s.i;
      return nullptr;
    default: return nullptr;
    }
  }

  value *resolve(const ir::expr &target, value &holder, std::int64_t index) {
    if (target.kind == ir::expr_kind::instance_field) return &deref_object(holder, target.pos)->fields[target.index];
    return element(holder, index, target.pos);
  }

  // JLS 15.26: the target's subexpressions first; for `=` the null/bounds checks come after the
  // right-hand side, for compound operators before it (the old value is read first).
  value eval_assign(const ir::expr &e, frame &fr) {
    const ir::expr &target = e.args[0];
    value holder;
    std::int64_t index = 0;
    value *slot = place(target, fr, holder, index);
    if (e.o == ir::op::none) {
      value v = eval(e.args[1], fr);
      if (!slot) slot = resolve(target, holder, index);
      *slot = std::move(v);
      return *slot;
    }
    if (!slot) slot = resolve(target, holder, index);
    const value old = *slot;
    const value rhs = eval(e.args[1], fr);
    value result;
    if (e.compute_ty.is(ir::prim::string)) {
      result = make_string(to_java_string(old) + to_java_string(rhs));
      result.inexact_text = inexact_text(old) || inexact_text(rhs);
    } else {
      result = cast(binary(e.o, cast(old, e.compute_ty), rhs, e.pos), target.ty);
    }
    // `slot` is still valid: locals, fields and array items live in storage that is never resized
    // while a frame runs, and `holder` keeps the array or object alive
    *slot = result;
    return e.postfix ? old : result;
  }

  value eval_call(const ir::expr &e, frame &fr) {
    const ir::function &f = prog_.functions[e.index];
    std::vector<value> args;
    args.reserve(e.args.size());
    for (const auto &a : e.args)
      args.push_back(eval(a, fr));
    value self;
    if (!f.is_static) {
      self = std::move(args.front());
      args.erase(args.begin());
      if (self.is_null()) raise(null_pointer_exception, e.pos);
    }
    return invoke(f, std::move(self), std::move(args));
  }

  value eval_intrinsic_call(const ir::expr &e, frame &fr) {
    if (ir::is_output(e.fn)) {
      const value v = e.args.empty() ? make_string("") : eval(e.args[0], fr);
      std::string text = to_java_string(v);
      if (ir::ends_line(e.fn)) text += '\n';
      out_->output.push_back({e.pos, ir::output_stream(e.fn), std::move(text), inexact_text(v)});
      return value::of(ir::default_scalar(ir::void_type));
    }
    if (opts_.ideal) {
      std::vector<value> vals;
      for (const auto &a : e.args)
        vals.push_back(eval(a, fr));
      return ideal::intrinsic(e.fn, vals, e.ty);
    }
    ir::scalar args[2];
    for (std::size_t i = 0; i < e.args.size() && i < 2; ++i)
      args[i] = eval(e.args[i], fr).s;
    if (!ir::info(e.fn).transcendental)
      return value::of(eval_intrinsic(e.fn, std::span<const ir::scalar>(args, e.args.size())));
    out_->used_transcendental = true;
    transcendental_call call{e.fn, std::bit_cast<std::uint64_t>(args[0].d),
                             e.args.size() > 1 ? std::bit_cast<std::uint64_t>(args[1].d) : 0, 0};
    const auto *table = opts_.transcendental_results;
    if (auto it = table ? table->find(call.key()) : transcendental_table::const_iterator{}; table && it != table->end())
      call.result = it->second;
    else
      call.result = eval_intrinsic(e.fn, std::span<const ir::scalar>(args, e.args.size())).d;
    if (opts_.record_transcendental) out_->transcendental_calls.push_back(call);
    return value::of(ir::scalar::of_double(call.result));
  }

  // ---- heap -------------------------------------------------------------------------------

  static heap_array *deref_array(const value &v, source_pos pos) {
    heap_array *a = v.array();
    if (!a) raise(null_pointer_exception, pos);
    return a;
  }
  static heap_object *deref_object(const value &v, source_pos pos) {
    heap_object *o = v.object();
    if (!o) raise(null_pointer_exception, pos);
    return o;
  }
  static value *element(const value &arr, std::int64_t index, source_pos pos) {
    heap_array *a = deref_array(arr, pos);
    if (index < 0 || static_cast<std::uint64_t>(index) >= a->items.size()) raise(array_index_exception, pos);
    return &a->items[static_cast<std::size_t>(index)];
  }

  value new_array(ir::type t, const std::vector<std::int64_t> &lens, std::size_t level) {
    std::vector<value> items;
    const auto n = static_cast<std::size_t>(lens[level]);
    items.reserve(n);
    for (std::size_t k = 0; k < n; ++k) {
      step();
      items.push_back(level + 1 < lens.size() ? new_array(t.element(), lens, level + 1) : default_value(t.element()));
    }
    return make_array(t, std::move(items));
  }

  /// Ideal runs: does v's text show a floating-point value that is not exact? The digits of
  /// the rounded double are not those of the real value.
  static bool inexact_text(const value &v) { return v.string() ? v.inexact_text : v.s.ty.is_floating() && v.err != 0; }

  std::string to_java_string(const value &v) const {
    if (const std::string *s = v.string()) return *s;
    if (v.s.ty.is_primitive()) return engine::java_to_string(v.s);
    if (v.is_null()) return "null";
    if (v.s.ty.is_array()) return ir::descriptor(v.s.ty) + "@?";
    return prog_.class_name + "@?";
  }
};

} // namespace symdelta::engine
