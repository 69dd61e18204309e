#pragma once
// Witnesses: running both versions concretely, in ideal semantics, on one input. A difference
// found this way is a confirmed non-equivalence (provenance "witnessed"); the same runs check
// the solver's models (every proved NEQ should be witnessed), and the concrete pre-pass tries
// boundary values, the programs' constants and random inputs before symbolic exploration.
#include <algorithm>
#include <bit>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/engine/entry.hpp"
#include "symdelta/engine/input_heap.hpp"
#include "symdelta/engine/interpreter.hpp"
#include "symdelta/engine/java_format.hpp"
#include "symdelta/engine/observation.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/model/records.hpp"

namespace symdelta::engine {

/// An input from the Java literal a report shows (`3`, `-2L`, `0.5`, `1.5f`, `true`), a String's
/// (`"ab"`, `null`), or an array of a primitive type's (`{1, 2}`, `null`).
inline std::optional<value> parse_input(std::string text, ir::type t) {
  if (t.is(ir::prim::string)) {
    if (text == "null") return value::null_of(t);
    auto s = java_unquoted(text);
    if (!s) return std::nullopt;
    return make_string(std::move(*s));
  }
  if (t.is_array()) {
    if (!is_input_type(t)) return std::nullopt;
    if (text == "null") return value::null_of(t);
    if (text.size() < 2 || text.front() != '{' || text.back() != '}') return std::nullopt;
    std::vector<value> items;
    for (std::size_t start = 1; start < text.size() - 1;) {
      const std::size_t comma = std::min(text.find(',', start), text.size() - 1);
      const std::size_t first = text.find_first_not_of(' ', start);
      auto item = parse_input(text.substr(first, comma - first), t.element());
      if (!item) return std::nullopt;
      items.push_back(*item);
      start = comma + 1;
    }
    return make_array(t, std::move(items));
  }
  if (!t.is_primitive()) return std::nullopt;
  if (t.is_boolean()) {
    if (text != "true" && text != "false") return std::nullopt;
    return value::of(ir::scalar::of_bool(text == "true"));
  }
  if (!text.empty() && (text.back() == 'L' || text.back() == 'l' || text.back() == 'f' || text.back() == 'F' ||
                        text.back() == 'd' || text.back() == 'D'))
    text.pop_back();
  if (t.is_integral()) {
    std::int64_t v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
    const ir::scalar s = ir::scalar::of_integral(t, v);
    if (s.i != v) return std::nullopt; // outside the type's range
    return value::of(s);
  }
  char *end = nullptr;
  const double d = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size()) return std::nullopt; // NaN, Infinity and -Infinity too
  if (t.is(ir::prim::float_)) return value::of(ir::scalar::of_float(static_cast<float>(d)));
  return value::of(ir::scalar::of_double(d));
}

/// Input k of `plan` from the text a report shows: a reference input's choice (an int value), an
/// array of references' length (`new V.Node[2]`, its elements are inputs of their own), or a
/// primitive value or array (parse_input).
inline std::optional<value> parse_plan_input(const entry_plan &plan, std::size_t k, const std::string &text) {
  if (plan.inputs[k].has_element_inputs()) {
    const auto n = plan.parse_array_text(k, text);
    const ir::type t = plan.inputs[k].ty;
    if (!n || *n > 1'000'000) return std::nullopt; // (no run builds a larger one)
    if (*n < 0) return value::null_of(t);
    return make_array(t, std::vector<value>(static_cast<std::size_t>(*n), value::null_of(t.element())));
  }
  if (!plan.inputs[k].is_choice()) return parse_input(text, plan.inputs[k].ty);
  const auto c = plan.parse_choice(k, text);
  if (!c) return std::nullopt;
  return value::of(ir::scalar::of_int(static_cast<std::int32_t>(*c)));
}

/// The plan's inputs from the texts a report lists, by name; one not listed (a field of an object
/// that does not exist) takes its default, null, or the choice -1. Nullopt when a text is not
/// one of the input's values.
inline std::optional<std::vector<value>> plan_inputs(const entry_plan &plan, const std::vector<input_value> &input) {
  std::vector<value> out;
  for (std::size_t k = 0; k < plan.inputs.size(); ++k) {
    const entry_input &in = plan.inputs[k];
    const auto it = std::find_if(input.begin(), input.end(), [&](const input_value &i) { return i.name == in.name; });
    if (it == input.end()) {
      out.push_back(in.is_choice() ? value::of(ir::scalar::of_int(-1)) : default_value(in.ty));
      continue;
    }
    auto v = parse_plan_input(plan, k, it->value);
    if (!v) return std::nullopt;
    out.push_back(*v);
  }
  return out;
}

/// A value as a Java literal of its type; an array of a primitive type's as `{1, 2}`, a String's
/// with the characters beyond ASCII escaped.
inline std::string java_literal(const value &v) {
  const ir::type t = v.s.ty;
  if (t.is(ir::prim::string)) return v.string() ? java_quoted(*v.string(), true) : "null";
  if (t.is_array()) {
    const heap_array *a = v.array();
    if (!a) return "null";
    std::string s;
    for (const auto &item : a->items)
      s += (s.empty() ? "" : ", ") + java_literal(item);
    return "{" + s + "}";
  }
  if (t.is(ir::prim::long_)) return fmt::format("{}L", v.s.i);
  if (t.is(ir::prim::float_)) return java_to_string(v.s.f) + "f";
  if (t.is(ir::prim::double_)) return java_to_string(v.s.d);
  if (t.is_boolean()) return v.s.as_bool() ? "true" : "false";
  return fmt::format("{}", v.s.i);
}

/// Input k of `plan` as a report shows it: a choice's text, an array of references' length
/// (entry_plan::array_text), or a Java literal.
inline std::string plan_literal(const entry_plan &plan, std::size_t k, const value &v) {
  if (plan.inputs[k].is_choice()) return plan.choice_text(k, v.s.i);
  if (plan.inputs[k].has_element_inputs())
    return plan.array_text(k, v.array() ? static_cast<std::int64_t>(v.array()->items.size()) : -1);
  return java_literal(v);
}

class witness_runner {
public:
  /// Throws a diagnostic_error when the entry method cannot run as `receiver` asks.
  witness_runner(const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
                 double tolerance, std::uint64_t step_budget, observe_mode observe = observe_mode::everything,
                 receiver_mode receiver = receiver_mode::automatic, std::uint32_t heap_bound = default_heap_bound,
                 bool ideal = true)
      : prog_{&old_p, &new_p}, fn_{old_fn, new_fn}, plan_(planned(prog_, fn_, receiver, heap_bound)),
        comparer_(old_p, new_p, tolerance, observe, !ideal) {
    opts_.ideal = ideal; // else the JVM's arithmetic

    opts_.step_budget = step_budget;
  }

  /// The inputs' types, and their names (engine/entry.hpp): the parameters, then a symbolic
  /// receiver's fields.
  [[nodiscard]] std::vector<ir::type> input_types() const { return plan_.types(); }
  /// Do the runs compute in ideal semantics (else in the JVM's)?
  [[nodiscard]] bool ideal() const { return opts_.ideal; }
  [[nodiscard]] const std::string &input_name(std::size_t k) const { return plan_.inputs[k].name; }
  [[nodiscard]] const entry_plan &plan() const { return plan_; }
  /// Version v's program (0 old, 1 new).
  [[nodiscard]] const ir::program &program(int v) const { return *prog_[v]; }

  /// Paths explored per version when comparisons cannot be settled (see run()).
  static constexpr std::size_t max_paths = 64;

  /// Runs both versions on `args`; `lines` (per version, optional) are the partition's covered
  /// lines, which the runs must all cover for `on_path`. A comparison the rounding bounds cannot
  /// settle forks the run: the real execution is one of the paths explored, so the effects differ
  /// for certain only if every path of the old version differs from every path of the new one.
  witness_record
  run(const std::vector<value> &inputs, const std::set<std::uint32_t> *lines = nullptr, std::uint64_t step_budget = 0,
      std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max()) const {
    witness_record w;
    std::vector<outcome> out[2];
    run_options opts = opts_;
    if (step_budget != 0) opts.step_budget = std::min(step_budget, opts.step_budget);
    opts.deadline = deadline;
    opts.record_lines = lines != nullptr; // for on_path only
    for (int v = 0; v < 2; ++v) {
      const char *which = v == 0 ? "old" : "new";
      if (std::string why = run_paths(v, inputs, opts, out[v]); !why.empty()) {
        w.status = witness_status::undecidable;
        w.detail = fmt::format("the {} version's run {}", which, why);
        if (!out[v].empty()) (v == 0 ? w.old_effect : w.new_effect) = describe(out[v].back(), v, {});
        return w;
      }
    }
    if (lines)
      w.on_path = std::includes(out[0][0].lines.begin(), out[0][0].lines.end(), lines[0].begin(), lines[0].end()) &&
                  std::includes(out[1][0].lines.begin(), out[1][0].lines.end(), lines[1].begin(), lines[1].end());
    const run_comparison first = comparer_.compare(out[0][0], out[1][0], prog_[0]->functions[fn_[0]]);
    w.old_effect = describe(out[0][0], 0, first.differs);
    w.new_effect = describe(out[1][0], 1, first.differs);
    std::size_t differing = 0, agreeing = 0;
    for (const auto &a : out[0])
      for (const auto &b : out[1]) {
        const run_comparison c = comparer_.compare(a, b, prog_[0]->functions[fn_[0]]);
        const std::optional<bool> d = c.verdict();
        if (!c.detail.empty()) w.detail = c.detail;
        if (!d) {
          w.status = witness_status::undecidable;
          return w;
        }
        ++(*d ? differing : agreeing);
        for (const auto &name : c.differs)
          if (std::find(w.differs.begin(), w.differs.end(), name) == w.differs.end()) w.differs.push_back(name);
      }
    if (differing > 0 && agreeing > 0) {
      w.status = witness_status::undecidable;
      w.differs.clear();
      w.detail = fmt::format("the effects differ on {} and agree on {} of the combinations of paths that unsettled "
                             "comparisons allow",
                             differing, differing + agreeing);
      return w;
    }
    w.status = differing > 0 ? witness_status::confirmed : witness_status::not_confirmed;
    if (out[0].size() * out[1].size() > 1)
      w.detail += fmt::format("{}over all {} x {} paths that unsettled comparisons allow", w.detail.empty() ? "" : "; ",
                              out[0].size(), out[1].size());
    return w;
  }

  /// The partition's input (a model, as Java literals) as inputs, if every one is a finite
  /// primitive value (plan_inputs()).
  [[nodiscard]] std::optional<std::vector<value>> arguments(const std::vector<input_value> &input) const {
    return plan_inputs(plan_, input);
  }

private:
  const ir::program *prog_[2];
  std::uint32_t fn_[2];
  entry_plan plan_;
  observation_comparer comparer_;
  run_options opts_;

  static entry_plan planned(const ir::program *prog[2], const std::uint32_t fn[2], receiver_mode receiver,
                            std::uint32_t heap_bound) {
    auto plan = plan_entry(prog, fn, receiver, heap_bound);
    if (!plan) throw diagnostic_error{plan.error()};
    return std::move(*plan);
  }

  /// Version v's run on `inputs`: the parameters, and a symbolic receiver's fields in v's layout.
  outcome call(int v, const std::vector<value> &inputs, const run_options &opts) const {
    concrete_entry entry = build_entry(plan_, v, *prog_[v], inputs); // arrays and objects of its own
    outcome o = interpreter(*prog_[v], opts).call(fn_[v], std::move(entry.args), entry.receiver_fields, entry.receiver);
    o.input_objects = std::move(entry.input_objects);
    return o;
  }

  /// Every path of version v that unsettled comparisons allow (depth first, the doubles' answers
  /// first), into `out`; why the run cannot tell, or "".
  std::string run_paths(int v, const std::vector<value> &inputs, run_options opts, std::vector<outcome> &out) const {
    std::vector<std::vector<bool>> scripts{{}};
    while (!scripts.empty()) {
      if (!out.empty() && std::chrono::steady_clock::now() >= opts.deadline) return "ran out of time";
      if (out.size() == max_paths)
        return fmt::format("forks into more than {} paths at comparisons rounding bounds cannot settle", max_paths);
      const std::vector<bool> script = std::move(scripts.back());
      scripts.pop_back();
      opts.decisions = &script;
      out.push_back(call(v, inputs, opts));
      const outcome &o = out.back();
      if (o.what == outcome::kind::undecidable)
        return fmt::format(
            "{} {}: {}", opts.ideal ? "is undecidable in ideal semantics" : "runs into what no run models",
            o.where.line == 0 ? std::string("in a library method") : fmt::format("at line {}", o.where.line),
            o.exception);
      if (o.what == outcome::kind::budget_exhausted ||
          (o.what == outcome::kind::threw && o.exception == ir::stack_overflow_error))
        return "does not finish";
      if (o.what == outcome::kind::invalid_call) return "cannot start: " + o.exception;
      for (std::size_t i = o.decisions.size(); i-- > script.size();) { // the other answer at each new decision
        std::vector<bool> next(o.decisions.begin(), o.decisions.begin() + static_cast<std::ptrdiff_t>(i));
        next.push_back(!o.decisions[i]);
        scripts.push_back(std::move(next));
      }
    }
    return {};
  }

  /// How a run ended ("returns 3", "throws java.lang.IllegalStateException"), then the values
  /// of the other components that differ ("; System.out \"negative\\n\"").
  std::string describe(const outcome &o, int v, const std::vector<std::string> &differs) const {
    std::string s;
    switch (o.what) {
    case outcome::kind::returned:
      s = o.result.s.ty.is_void() ? "returns" : "returns " + observation_comparer::show(o.result, *prog_[v]);
      break;
    case outcome::kind::threw:
      s = "throws " + o.exception;
      if (o.message && !o.message->is_null()) s += fmt::format("({})", observation_comparer::show(*o.message));
      break;
    case outcome::kind::budget_exhausted: return "does not finish";
    case outcome::kind::undecidable: return "undecidable";
    case outcome::kind::invalid_call: return "cannot run";
    }
    for (const auto &name : differs)
      if (const auto value = component_value(o, v, name)) s += fmt::format("; {} = {}", name, *value);
    return s;
  }

  /// The value version v's run gave a component other than its ending, as a report shows it.
  std::optional<std::string> component_value(const outcome &o, int v, const std::string &name) const {
    for (const auto st : {ir::stream::out, ir::stream::err})
      if (name == component::stream(st)) return java_quoted(printed(o, st).text);
    if (name == component::message || name == component::ending || name == component::returned) return std::nullopt;
    const ir::program &p = *prog_[v];
    // the returned value, the receiver, static fields and arguments, possibly an element or
    // field within them
    if (auto r = within(o.result, std::string(component::returned), name, p)) return r;
    if (auto r = within(o.receiver, std::string(component::receiver), name, p)) return r;
    for (std::uint32_t i = 0; i < p.fields.size() && i < o.statics.size(); ++i)
      if (auto r = within(o.statics[i], component::static_field(p.field_label(i)), name, p)) return r;
    const ir::function &f = p.functions[fn_[v]];
    for (std::size_t k = 0; k < o.arguments.size(); ++k)
      if (auto r = within(o.arguments[k], component::argument(f.locals[k].name), name, p)) return r;
    return std::nullopt;
  }

  /// The text of the part of `v` (named `prefix`) that `name` names, if it names one.
  static std::optional<std::string> within(const value &v, const std::string &prefix, const std::string &name,
                                           const ir::program &p) {
    if (name == prefix) return observation_comparer::show(v, p);
    if (!name.starts_with(prefix) || name[prefix.size()] == ' ') return std::nullopt;
    if (const heap_object *obj = v.object()) {
      if (name == component::runtime_class(prefix)) return p.class_label(v.s.ty.cls);
      for (std::uint32_t i = 0; i < p.fields.size() && i < obj->fields.size(); ++i)
        if (p.has_field(v.s.ty.cls, i))
          if (auto e = within(obj->fields[i], component::field(prefix, p.fields[i].name), name, p)) return e;
      return std::nullopt;
    }
    const heap_array *arr = v.array();
    if (!arr) return std::nullopt;
    if (name == component::length(prefix)) return std::to_string(arr->items.size());
    for (std::size_t k = 0; k < arr->items.size(); ++k)
      if (auto e = within(arr->items[k], component::element(prefix, k), name, p)) return e;
    return std::nullopt;
  }
};

/// The literals of a program (of its own classes, not of the library written in Java), as
/// candidates for the pre-pass: numbers (a switch's labels too) and texts.
struct program_literals {
  std::set<double> numbers;
  std::set<std::string> texts;

  explicit program_literals(const ir::program &p) {
    for (const auto &f : p.functions)
      if (f.owner >= p.classes.size() || !p.classes[f.owner].is_library) add(f.body);
    for (std::uint32_t i = 0; i < p.fields.size(); ++i)
      if (p.fields[i].owner >= p.classes.size() || !p.classes[p.fields[i].owner].is_library)
        for (const auto &e : p.fields[i].init)
          add(e);
  }

private:
  void add(const ir::expr &e) {
    if (e.kind == ir::expr_kind::literal && e.ty.is_primitive() && !e.ty.is_boolean())
      numbers.insert(e.ty.is_integral() ? static_cast<double>(e.lit.i)
                                        : (e.ty.is(ir::prim::float_) ? static_cast<double>(e.lit.f) : e.lit.d));
    if (e.kind == ir::expr_kind::literal && e.lit.ty.is(ir::prim::string)) texts.insert(e.lit.s);
    for (const auto &a : e.args)
      add(a);
  }
  void add(const ir::stmt &s) {
    for (const auto &e : s.exprs)
      add(e);
    for (const auto &b : s.body)
      add(b);
    for (const auto &c : s.cases) {
      for (auto l : c.labels)
        numbers.insert(static_cast<double>(l));
      for (const auto &b : c.body)
        add(b);
    }
  }
};

/// A random text of up to `longest` UTF-16 units: mostly characters of `alphabet` (UTF-8), now
/// and then one beyond ASCII.
template <class Rng> std::string random_text(Rng &rng, std::string_view alphabet, std::size_t longest = 8) {
  const std::vector<std::uint32_t> letters = text::codes(alphabet);
  const std::size_t n = std::uniform_int_distribution<std::size_t>(0, longest)(rng);
  std::string out;
  for (std::size_t i = 0; i < n; ++i)
    text::append_unit(out, letters.empty() || std::uniform_int_distribution<int>(0, 15)(rng) == 0
                               ? std::uniform_int_distribution<std::uint32_t>(0x80, 0xd7ff)(rng)
                               : letters[std::uniform_int_distribution<std::size_t>(0, letters.size() - 1)(rng)]);
  return out;
}

/// The concrete pre-pass: inputs from boundary values, the programs' constants and their
/// neighbours, and random values (a fixed seed: the same inputs every run), tried until one
/// shows a difference, `max_inputs` were tried or the deadline passed.
class prepass {
public:
  using clock = std::chrono::steady_clock;
  /// Statements per run and version: the pre-pass tries many inputs, none may take long.
  static constexpr std::uint64_t step_budget = 100'000;

  explicit prepass(const witness_runner &runner) : runner_(runner), ieee_(!runner.ideal()) {
    program_literals literals(runner.program(0)), more(runner.program(1));
    literals.numbers.merge(more.numbers);
    literals.texts.merge(more.texts);
    for (const ir::type t : runner.input_types())
      pools_.push_back(is_input_type(t) && !t.is(ir::prim::string)
                           ? pool(t.is_array() ? t.element() : t, literals.numbers, ieee_)
                           : std::vector<double>{});
    texts_ = text_pool(literals.texts);
    alphabet_ = "abcABC012 -.";
    for (const auto &t : literals.texts)
      alphabet_ += t;
    scalar_inputs_ = runner.plan().scalar_inputs();
  }

  /// Why the pre-pass cannot run ("" when it can).
  [[nodiscard]] std::string unsupported() const {
    const auto types = runner_.input_types();
    for (std::size_t k = 0; k < types.size(); ++k)
      if (!is_input_type(types[k]) && !runner_.plan().inputs[k].is_choice() &&
          !runner_.plan().inputs[k].has_element_inputs())
        return fmt::format("an input of type {}", ir::to_string(types[k]));
    return {};
  }

  /// Tries the next inputs, up to input number `until`; the first that shows a difference goes to
  /// `found`. A later call goes on where this one stopped; `rec` adds up the calls.
  void run(clock::time_point deadline, std::size_t until, program_witness &found, prepass_record &rec) {
    const auto start = clock::now();
    if (std::string why = unsupported(); !why.empty()) {
      rec.skipped = "not run: " + why;
      skipped_ = true;
      return;
    }
    const auto types = runner_.input_types();
    while (next_ < until && !found.found() && clock::now() < deadline) {
      const std::vector<value> args = next_input();
      if (scalar_inputs_) {
        tried_.emplace_back();
        for (const value &a : args)
          tried_.back().push_back(a.s);
      }
      const witness_record w = runner_.run(args, nullptr, step_budget, deadline);
      ++rec.tried;
      if (w.status == witness_status::undecidable) ++rec.undecidable;
      if (w.status == witness_status::confirmed) {
        found.source = "pre-pass";
        const std::vector<std::int64_t> choices = input_choices(runner_.plan(), args);
        for (std::size_t p = 0; p < types.size(); ++p)
          if (runner_.plan().exists(p, choices)) // a field of an object passed, where it is
            found.input.push_back({runner_.input_name(p), plan_literal(runner_.plan(), p, args[p])});
        found.old_effect = w.old_effect;
        found.new_effect = w.new_effect;
        found.differs = w.differs;
      }
    }
    rec.seconds += std::chrono::duration<double>(clock::now() - start).count();
  }

  /// The next input of the sequence the pre-pass tries (and --confirm-jvm's test of an EQ
  /// verdict on the JVM): the plan's inputs, in its order.
  std::vector<value> next_input() {
    const auto types = runner_.input_types();
    std::vector<value> args;
    for (std::size_t p = 0; p < types.size(); ++p) // (choose_references() chooses the others)
      args.push_back(types[p].is(ir::prim::string) ? choose_text(next_)
                     : is_input_type(types[p])     ? choose(types[p], pools_[p], next_, rng_, ieee_)
                                                   : value::of(ir::scalar::of_int(-1)));
    choose_references(runner_.plan(), args, rng_);
    ++next_;
    return args;
  }

  /// Inputs tried so far.
  [[nodiscard]] std::size_t tried() const { return next_; }
  /// Their values, when every input is a primitive (else none): symbolic exploration takes a
  /// branch direction one of them takes as feasible without asking the solver.
  [[nodiscard]] const std::vector<std::vector<ir::scalar>> &tried_inputs() const { return tried_; }
  /// Is there nothing left to try below input number `limit`?
  [[nodiscard]] bool finished(std::size_t limit) const { return skipped_ || next_ >= limit; }

private:
  const witness_runner &runner_;
  std::size_t next_ = 0;
  bool skipped_ = false;
  std::mt19937_64 rng_{0x5eedu}; // a fixed seed: the same inputs every run
  std::vector<std::vector<double>> pools_;
  std::vector<std::optional<std::string>> texts_; // Strings' (nullopt: null)
  std::string alphabet_;                          // of random texts
  bool ieee_;                                     // the JVM's arithmetic: floats and doubles of any bits
  bool scalar_inputs_ = false;                    // every input is a primitive: tried_ keeps their values
  std::vector<std::vector<ir::scalar>> tried_;

  /// Texts to try first: null, the empty text, short ones, and the programs' texts with their
  /// neighbours (one character more or less, another case).
  static std::vector<std::optional<std::string>> text_pool(const std::set<std::string> &texts) {
    std::vector<std::optional<std::string>> out;
    auto add = [&](std::optional<std::string> t) {
      if (std::find(out.begin(), out.end(), t) == out.end()) out.push_back(std::move(t));
    };
    add(""), add(std::nullopt);
    for (const char *t : {"a", "A", "0", " ", "ab", "abc", "12", "-1", "a b", "Hello"})
      add(std::string(t));
    for (const auto &t : texts) {
      add(t), add(t + "x"), add("x" + t);
      std::string upper = t, lower = t;
      for (auto &c : upper)
        c = static_cast<char>(c >= 'a' && c <= 'z' ? c - 32 : c);
      for (auto &c : lower)
        c = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
      add(upper), add(lower);
      if (const auto cs = text::codes(t); !cs.empty()) { // without its last character
        std::string shorter;
        for (std::size_t i = 0; i + 1 < cs.size(); ++i)
          text::append_unit(shorter, cs[i]);
        add(shorter);
      }
    }
    add(std::string("\u00e9t\u00e9"));
    return out;
  }

  /// Input k for a String: the pool first, then null one time in eight, a text of the pool one
  /// time in four, else a random text.
  value choose_text(std::size_t k) {
    const auto of = [](const std::optional<std::string> &t) {
      return t ? make_string(*t) : value::null_of(ir::string_type);
    };
    if (k < texts_.size()) return of(texts_[k]);
    const int kind = std::uniform_int_distribution<int>(0, 7)(rng_);
    if (kind == 0) return value::null_of(ir::string_type);
    if (kind <= 2) return of(texts_[std::uniform_int_distribution<std::size_t>(0, texts_.size() - 1)(rng_)]);
    return make_string(random_text(rng_, alphabet_));
  }

  static std::pair<double, double> range(ir::type t) {
    switch (t.base) {
    case ir::prim::byte_: return {-128, 127};
    case ir::prim::short_: return {-32768, 32767};
    case ir::prim::char_: return {0, 65535};
    case ir::prim::int_: return {INT32_MIN, INT32_MAX};
    case ir::prim::long_: return {-0x1p63, 0x1p63 - 1024};
    default: return {-std::numeric_limits<double>::max(), std::numeric_limits<double>::max()};
    }
  }

  /// Boundary values, then the constants and their neighbours, in the type's range; with IEEE
  /// arithmetic, a float's or double's special values too.
  static std::vector<double> pool(ir::type t, const std::set<double> &constants, bool ieee) {
    std::vector<double> out;
    if (t.is_boolean()) return {0, 1};
    // (not a structured binding: clang before 16 cannot capture one in a lambda, and the fuzz
    // targets are built with clang 14)
    const std::pair<double, double> bounds = range(t);
    const double lo = bounds.first, hi = bounds.second;
    auto add = [&](double v) {
      if (t.is_integral()) v = std::trunc(v);
      if (v >= lo && v <= hi && std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
    };
    for (double v : {0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 10.0, -10.0, 100.0, -100.0, 1e-3, 1e3, -1e3, 1e6})
      add(v);
    if (t.is_integral()) {
      add(lo), add(hi), add(lo + 1), add(hi - 1);
    }
    if (ieee && t.is_floating()) {
      const bool f = t.is(ir::prim::float_);
      out.push_back(std::numeric_limits<double>::quiet_NaN());
      for (double v : {-0.0, std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()})
        out.push_back(v);
      add(f ? std::numeric_limits<float>::max() : hi), add(f ? -std::numeric_limits<float>::max() : lo);
      add(f ? std::numeric_limits<float>::denorm_min() : std::numeric_limits<double>::denorm_min());
    }
    for (double c : constants) {
      add(c), add(-c);
      if (t.is_integral())
        add(c - 1), add(c + 1);
      else
        add(c - 1), add(c + 1), add(c * (1 + 1e-6)), add(c * (1 - 1e-6)), add(c + 0.5), add(c - 0.5);
      if (ieee && t.is_floating()) { // the neighbours in the type's precision, where rounding turns
        const bool f = t.is(ir::prim::float_);
        const double inf = std::numeric_limits<double>::infinity();
        for (const double to : {inf, -inf})
          for (const double v : {c, -c})
            add(f ? static_cast<double>(std::nextafter(static_cast<float>(v), static_cast<float>(to)))
                  : std::nextafter(v, to));
      }
    }
    return out;
  }

  /// Input k for one parameter: the pools first (all parameters walk their pools together),
  /// then a mix of pool values and random ones. An array is null now and then, else of length 0
  /// to 5 in turn, then random up to 8, its elements chosen as values are.
  static value choose(ir::type t, const std::vector<double> &pool, std::size_t k, std::mt19937_64 &rng, bool ieee) {
    if (t.is_array()) {
      if (k % 7 == 6) return value::null_of(t);
      const std::size_t n = k < 12 ? k % 6 : std::uniform_int_distribution<std::size_t>(0, 8)(rng);
      std::vector<value> items;
      for (std::size_t i = 0; i < n; ++i)
        items.push_back(choose(t.element(), pool, k < 12 ? k + i : pool.size() + k, rng, ieee));
      return make_array(t, std::move(items));
    }
    double v = 0;
    if (k < pool.size())
      v = pool[k];
    else {
      std::uniform_int_distribution<int> kind(0, ieee && t.is_floating() ? 5 : 4);
      switch (kind(rng)) {
      case 0: v = pool[std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(rng)]; break;
      case 1: v = std::uniform_real_distribution<double>(-10, 10)(rng); break;
      case 2: v = std::uniform_real_distribution<double>(-1000, 1000)(rng); break;
      case 3: {
        const double mag = std::pow(10.0, std::uniform_real_distribution<double>(-6, 6)(rng));
        v = std::bernoulli_distribution(0.5)(rng) ? mag : -mag;
        break;
      }
      case 4: {
        const auto [lo, hi] = range(t);
        v = t.is_integral() ? std::uniform_real_distribution<double>(lo, hi)(rng)
                            : std::uniform_real_distribution<double>(-1e9, 1e9)(rng);
        break;
      }
      default: // any bits: every magnitude, subnormals and NaNs
        v = t.is(ir::prim::float_) ? static_cast<double>(std::bit_cast<float>(static_cast<std::uint32_t>(rng())))
                                   : std::bit_cast<double>(static_cast<std::uint64_t>(rng()));
      }
      if (t.is_integral()) {
        const auto [lo, hi] = range(t);
        v = std::clamp(std::round(v), lo, hi);
      }
    }
    if (t.is_boolean()) return value::of(ir::scalar::of_bool(v != 0));
    if (t.is(ir::prim::double_)) return value::of(ir::scalar::of_double(v));
    if (t.is(ir::prim::float_)) return value::of(ir::scalar::of_float(static_cast<float>(v)));
    return value::of(ir::scalar::of_integral(t, static_cast<std::int64_t>(v)));
  }
};

} // namespace symdelta::engine
