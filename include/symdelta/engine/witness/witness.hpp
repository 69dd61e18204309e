#pragma once
// Witnesses: running both versions concretely, in the check's semantics, on one input. A
// difference found this way is a confirmed non-equivalence (provenance "witnessed"); the same
// runs check the solver's models (every proved NEQ should be witnessed), and the concrete
// pre-pass (prepass.hpp) tries inputs through them before symbolic exploration.
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

#include "symdelta/engine/execution/interpreter.hpp"
#include "symdelta/engine/values/java_format.hpp"
#include "symdelta/engine/versions/entry.hpp"
#include "symdelta/engine/witness/input_heap.hpp"
#include "symdelta/engine/witness/observation.hpp"
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

  /// The inputs' types, and their names (engine/versions/entry.hpp): the parameters, then a symbolic
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
          (o.what == outcome::kind::threw && o.exception == prog_[v]->raised_class(ir::raised::stack_overflow)))
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

} // namespace symdelta::engine
