#pragma once
// The concrete value domain of the executor (engine/execution/executor.hpp): values are computed, a
// condition is evaluated. Its arithmetic is a parameter:
//   - jvm_arithmetic: the JVM's (ir/semantics.hpp), for running Java as Java runs;
//   - ideal::arithmetic (engine/semantics/ideal_arith.hpp): exact values with rounding bounds, for running
//     a witness the way the symbolic engine reasons; a comparison the bounds cannot settle takes
//     a scripted answer (run_options::decisions).
// Java exceptions end a run as an outcome, never as a crash; a step budget stops infinite loops.
#include <bit>
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/stack_guard.hpp"
#include "symdelta/engine/execution/executor.hpp"
#include "symdelta/engine/semantics/ideal_arith.hpp"
#include "symdelta/engine/semantics/java_math.hpp"
#include "symdelta/engine/semantics/java_strings.hpp"
#include "symdelta/engine/values/java_format.hpp"
#include "symdelta/engine/values/value.hpp"
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
  // threw: its message, a String or null: the program's (`throw new X("...")`), or for an exception
  // the JVM raised the JVM's (engine/semantics/raised_message.hpp)
  std::optional<value> message;
  std::vector<value> statics;   // the static fields' values when the call ended (returned or threw)
  std::vector<value> arguments; // the arguments, whose arrays and objects the call may have changed
  value receiver;               // an instance method's receiver
  std::map<const void *, std::size_t> input_objects; // objects and arrays the caller passed, by input
  source_pos where;              // threw: the statement or expression that threw; undecidable: the statement
  std::set<std::uint32_t> lines; // source lines of the statements run, with run_options::record_lines
  std::vector<bool> decisions;   // ideal runs: the answers taken at unsettled comparisons
  std::vector<output_event> output;
  bool used_transcendental = false;                      // a Math function whose JVM result may differ by a few ulps
  std::vector<transcendental_call> transcendental_calls; // with run_options::record_transcendental
  std::uint64_t steps = 0;
};

/// The JVM's arithmetic on concrete values (ir/semantics.hpp).
struct jvm_arithmetic {
  static constexpr bool ideal = false;
  static value literal(const ir::literal &l) { return value::of(ir::to_scalar(l)); }
  static value input(value v) { return v; }
  static value integer(ir::type t, std::int64_t v) { return value::of(ir::cast(ir::scalar::of_long(v), t)); }
  static value unary(ir::op o, const value &v) { return value::of(ir::unary(o, v.s)); }
  static value binary(ir::op o, const value &a, const value &b) { return value::of(ir::binary(o, a.s, b.s)); }
  static value cast(const value &v, ir::type t) { return value::of(ir::cast(v.s, t)); }
};

/// How a concrete run ends early: a Java exception, or the step budget or deadline.
struct concrete_throw {
  std::string exception_class; // as Class.getName() gives it
  source_pos pos;
  std::optional<value> message = std::nullopt; // the program's (throw new X(...)) or the JVM's
  std::optional<value> object = std::nullopt;  // the exception thrown; none for one the JVM raised
};
struct out_of_steps {};

template <class Arithmetic> class concrete_domain {
public:
  using value = engine::value;
  using element_ref = value *;
  using thrown = concrete_throw;
  static constexpr bool closed_form_loops = false; // a loop runs its iterations

  concrete_domain(const ir::program &p, const run_options &opts, outcome &out) : prog_(p), opts_(opts), out_(out) {}

  [[nodiscard]] std::uint64_t steps() const { return steps_; }
  [[nodiscard]] source_pos position() const { return pos_; } // of the statement running

  /// An error the language's runtime raises, with its message (null where it has none).
  [[noreturn]] void raise(ir::raised what, source_pos pos, value message = value::null_of(ir::string_type)) const {
    throw concrete_throw{prog_.raised_class(what), pos, std::move(message)};
  }
  /// What no run models ends the run as undecidable: its outcome says nothing.
  [[noreturn]] static void unsupported(source_pos, const std::string &what) { throw ideal::undecidable{what}; }

  void statement(const ir::stmt &s) {
    step();
    pos_ = s.pos;
    if (stack_.near_limit()) raise(ir::raised::stack_overflow, s.pos);        // deep statements within deep calls
    if (opts_.record_lines && s.pos.line != 0) out_.lines.insert(s.pos.line); // 0: library code
  }
  void expression(const ir::expr &e) {
    if (stack_.near_limit()) raise(ir::raised::stack_overflow, e.pos); // deep expressions within deep calls
  }
  void enter(source_pos pos) {
    // Java throws StackOverflowError when its stack is exhausted; so do we, at the configured
    // depth or when the native stack runs low, whichever comes first
    if (++depth_ > opts_.max_call_depth || stack_.near_limit()) {
      --depth_;
      raise(ir::raised::stack_overflow, pos);
    }
  }
  void leave() { --depth_; }

  bool truth(const value &v) const { return v.s.as_bool(); }
  bool loop_test(const ir::stmt &, const value &c, loop_state &) {
    step();
    return c.s.as_bool();
  }
  bool matches(const value &sel, std::int64_t label) const { return sel.s.i == label; }

  value boolean(bool b) const { return value::of(ir::scalar::of_bool(b)); }
  value integer(ir::type t, std::int64_t v) const { return Arithmetic::integer(t, v); }
  value default_value(ir::type t) const { return engine::default_value(t); }
  value void_value() const { return value::of(ir::default_scalar(ir::void_type)); }
  ir::type type_of(const value &v) const { return v.s.ty; }
  static value literal(const ir::expr &e) {
    if (e.lit.is_null()) return value::null_of(e.ty);
    if (e.ty.is(ir::prim::string)) { // a literal is the interned object of its text
      value s = make_string(e.lit.s);
      s.identity = string_identity::interned;
      return s;
    }
    return Arithmetic::literal(e.lit);
  }

  value unary(ir::op o, const value &v) const { return Arithmetic::unary(o, v); }
  value cast(const value &v, ir::type t) const {
    if (!t.is_primitive()) return v; // reference casts within one class are identities
    return Arithmetic::cast(v, t);
  }
  value binary(ir::op o, const value &a, const value &b, source_pos pos) {
    try {
      return Arithmetic::binary(o, a, b);
    } catch (const ir::raised_error &e) { // an integer division by zero
      raise(e.what, pos, raised_message::division_by_zero(*this));
    } catch (const ideal::unsettled &u) {
      return boolean(decide(u.natural));
    }
  }
  /// Identity. Of two Strings that are not null: their objects (string_identity), one interned
  /// object per text; refused where a run does not know which object one is.
  bool same_reference(const value &a, const value &b, source_pos pos) const {
    if (a.string() && b.string()) {
      if (a.identity == string_identity::unknown || b.identity == string_identity::unknown)
        unsupported(pos, "comparing two Strings with == or != (which object one is)");
      return a.identity == b.identity && (a.identity != string_identity::interned || *a.string() == *b.string());
    }
    return a.ref == b.ref;
  }
  /// String `v` as a new object, the interned one of its text, or an object no run knows.
  value string_object(value v, ir::text_object o) {
    v.identity = o == ir::text_object::fresh      ? next_object_++
                 : o == ir::text_object::interned ? string_identity::interned
                                                  : string_identity::unknown;
    return v;
  }
  /// A String of `w`'s text where `c` holds, else of `v`'s.
  value text_if(const value &c, const value &v, const value &w) const { return truth(c) ? w : v; }
  /// `v`, but `w`'s object where `c` holds (their texts then equal).
  value string_object_if(const value &c, const value &v, const value &w) const { return truth(c) ? w : v; }

  value concat(const value &a, source_pos, const value &b, source_pos) {
    value s = make_string(to_java_string(a) + to_java_string(b));
    s.inexact_text = inexact_text(a) || inexact_text(b);
    s.identity = next_object_++; // a new object (JLS 15.18.1)
    return s;
  }
  void print(const ir::expr &e, const std::optional<value> &v) {
    const value shown = v ? *v : make_string("");
    std::string text = to_java_string(shown);
    if (ir::ends_line(e.fn)) text += '\n';
    out_.output.push_back({e.pos, ir::output_stream(e.fn), std::move(text), inexact_text(shown)});
  }

  value intrinsic(const ir::expr &e, const std::vector<value> &vals) {
    if (ir::is_string_method(e.fn)) return string_method(e.fn, vals);
    if (e.fn == ir::intrinsic::approximated_boolean || e.fn == ir::intrinsic::approximated_int)
      unsupported(e.pos, fmt::format("{} of a character beyond ASCII (Java's Unicode data)", e.lit.s));
    if constexpr (Arithmetic::ideal) {
      return ideal::intrinsic(e.fn, vals, e.ty);
    } else {
      ir::scalar args[2];
      for (std::size_t i = 0; i < vals.size() && i < 2; ++i)
        args[i] = vals[i].s;
      const std::span<const ir::scalar> used(args, std::min<std::size_t>(vals.size(), 2));
      if (!ir::info(e.fn).transcendental) return value::of(eval_intrinsic(e.fn, used));
      out_.used_transcendental = true;
      transcendental_call call{e.fn, std::bit_cast<std::uint64_t>(args[0].d),
                               vals.size() > 1 ? std::bit_cast<std::uint64_t>(args[1].d) : 0, 0};
      const auto *table = opts_.transcendental_results;
      if (auto it = table ? table->find(call.key()) : transcendental_table::const_iterator{};
          table && it != table->end())
        call.result = it->second;
      else
        call.result = eval_intrinsic(e.fn, used).d;
      if (opts_.record_transcendental) out_.transcendental_calls.push_back(call);
      return value::of(ir::scalar::of_double(call.result));
    }
  }
  /// A String method on a String that is not null, its arguments checked (engine/execution/executor.hpp).
  value string_method(ir::intrinsic fn, const std::vector<value> &a) const {
    using I = ir::intrinsic;
    namespace js = java_string;
    for (const auto &x : a)
      if (x.inexact_text) throw ideal::undecidable{"a String method on the text of an inexact floating-point value"};
    const std::string &s = *a[0].string();
    const auto text = [&](std::size_t k) -> const std::string & { return *a[k].string(); };
    switch (fn) {
    case I::string_length: return integer(ir::int_type, js::length(s));
    case I::string_is_empty: return boolean(s.empty());
    case I::string_char_at: return integer(ir::char_type, js::char_at(s, a[1].s.i));
    case I::string_equals: return boolean(s == text(1));
    case I::string_starts_with: return boolean(js::starts_with(s, text(1)));
    case I::string_ends_with: return boolean(js::ends_with(s, text(1)));
    case I::string_contains: return boolean(js::index_of(s, text(1)) >= 0);
    case I::string_index_of: return integer(ir::int_type, js::index_of(s, text(1)));
    case I::string_substring: return make_string(js::substring(s, a[1].s.i, a[2].s.i));
    case I::string_is_latin1: return boolean(js::is_latin1(s));
    case I::string_concat: return make_string(s + text(1));
    default: throw std::logic_error("symdelta: not a String method");
    }
  }
  // refused before the run starts (interpreter::call): an abstracted program cannot run concretely
  value uninterpreted(const ir::expr &e, const std::vector<value> &) const {
    unsupported(e.pos, "an uninterpreted function");
  }
  void abstracted(const ir::stmt &) const {}

  [[noreturn]] static void throw_exception(std::string cls, std::optional<value> message, value object,
                                           source_pos pos) {
    throw concrete_throw{std::move(cls), pos, std::move(message), std::move(object)};
  }

  // ---- heap -------------------------------------------------------------------------------

  value new_array(const ir::expr &e, const std::vector<value> &dims) {
    std::vector<std::int64_t> lens;
    for (const auto &d : dims)
      lens.push_back(d.s.i);
    for (std::size_t k = 0; k < lens.size(); ++k)
      if (lens[k] < 0) raise(ir::raised::negative_size, e.pos, raised_message::negative_size(*this, dims[k], e.pos));
    // building counts a step per element: an array larger than the steps left ends the run at
    // once, as one that does not finish (the JVM's heap, not modelled, would decide), before any
    // memory is taken for it
    std::uint64_t elements = 1;
    for (auto n : lens)
      elements = std::min<std::uint64_t>(elements * static_cast<std::uint64_t>(n), opts_.step_budget + 1);
    if (steps_ + elements > opts_.step_budget) throw out_of_steps{};
    return build_array(e.ty, lens, 0);
  }
  value array_of(ir::type t, std::vector<value> items) const { return make_array(t, std::move(items)); }
  value array_length(const value &arr, source_pos pos) const {
    return value::of(ir::scalar::of_int(static_cast<std::int32_t>(deref_array(arr, pos)->items.size())));
  }
  value load(const value &arr, const value &idx, source_pos pos) { return *element(arr, idx, pos); }
  value *element(const value &arr, const value &idx, source_pos pos) {
    heap_array *a = deref_array(arr, pos);
    const std::int64_t index = idx.s.i;
    if (index < 0 || static_cast<std::uint64_t>(index) >= a->items.size())
      raise(ir::raised::index_out_of_bounds, pos,
            raised_message::index_out_of_bounds(*this, idx, array_length(arr, pos), pos));
    return &a->items[static_cast<std::size_t>(index)];
  }
  static value load(value *slot) { return *slot; }
  static void store(value *slot, value v) { *slot = std::move(v); }

  value new_instance(ir::type t, source_pos) const {
    auto obj = std::make_shared<heap_object>();
    for (const auto &fd : prog_.fields)
      obj->fields.push_back(engine::default_value(fd.ty));
    return value{ir::default_scalar(t), obj};
  }
  value *field(const value &obj, std::uint32_t index, source_pos pos) const {
    heap_object *o = obj.object();
    if (!o) raise(ir::raised::null_pointer, pos);
    return &o->fields[index];
  }
  value self(const value &self, source_pos) const { return self; }
  void receiver(const value &self, source_pos pos) const {
    if (self.is_null()) raise(ir::raised::null_pointer, pos);
  }

private:
  const ir::program &prog_;
  const run_options &opts_;
  outcome &out_;
  std::uint64_t steps_ = 0;
  std::int32_t next_object_ = string_identity::created; // the next String object the run creates
  std::uint32_t depth_ = 0;
  source_pos pos_;
  stack_guard stack_;

  void step() {
    if (++steps_ > opts_.step_budget) throw out_of_steps{};
    if ((steps_ & 4095) == 0 && std::chrono::steady_clock::now() >= opts_.deadline) throw out_of_steps{};
  }

  /// The answer to an unsettled comparison: the script's, else the doubles'.
  bool decide(bool natural) {
    std::vector<bool> &taken = out_.decisions;
    if (taken.size() >= opts_.max_decisions)
      throw ideal::undecidable{
          fmt::format("more than {} comparisons that rounding bounds cannot settle", opts_.max_decisions)};
    const bool scripted = opts_.decisions && taken.size() < opts_.decisions->size();
    taken.push_back(scripted ? (*opts_.decisions)[taken.size()] : natural);
    return taken.back();
  }

  heap_array *deref_array(const value &v, source_pos pos) const {
    heap_array *a = v.array();
    if (!a) raise(ir::raised::null_pointer, pos);
    return a;
  }

  value build_array(ir::type t, const std::vector<std::int64_t> &lens, std::size_t level) {
    std::vector<value> items;
    const auto n = static_cast<std::size_t>(lens[level]);
    items.reserve(n);
    for (std::size_t k = 0; k < n; ++k) {
      step();
      items.push_back(level + 1 < lens.size() ? build_array(t.element(), lens, level + 1)
                                              : engine::default_value(t.element()));
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
    return prog_.class_label(v.s.ty.cls) + "@?";
  }
};

} // namespace symdelta::engine
