#pragma once
// The context of a symbolic exploration of two versions, which its components share by
// reference: the solver, the semantics, the path search, the inputs, the traces of the current
// path, and the way terms and records are written. The explorer (engine/explore/product_explorer.hpp)
// owns it and runs the paths; partition checking (engine/explore/partition_check.hpp), summaries
// (engine/explore/summary_check.hpp) and refinement evidence (engine/explore/refinement_evidence.hpp) are
// components handed the context, not layers of a class hierarchy.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/engine/execution/symbolic_domain.hpp"
#include "symdelta/engine/explore/path_search.hpp"
#include "symdelta/engine/explore/refinement_evidence.hpp"
#include "symdelta/engine/semantics/concept.hpp"
#include "symdelta/engine/values/java_format.hpp"
#include "symdelta/engine/values/symbolic_value.hpp"
#include "symdelta/engine/versions/components.hpp"
#include "symdelta/engine/versions/entry.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/model/records.hpp"
#include "symdelta/policy/policy.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta::engine {

/// The semantics `opts` chooses, for a Semantics that can be chosen (engine/semantics/chosen.hpp);
/// else Semantics' own.
template <class Semantics, class S> Semantics make_semantics(S &s, const check_options &opts) {
  if constexpr (std::is_constructible_v<Semantics, S &, semantics_mode>)
    return Semantics(s, opts.semantics);
  else
    return Semantics(s);
}

/// A policy's partition table (the explorer is compiled once per backend, not once per policy).
using partition_classifier = partition_verdict (*)(const partition_facts &);

/// What the components of one exploration share. Plain data and the helpers over it: each
/// component holds a reference to the one context its explorer owns.
template <solver::backend S, template <class> class Semantics>
requires symbolic_semantics<Semantics<S>, S>
struct exploration_context {
  using term = typename S::term;
  using value = sym_value<term>;
  using clock = std::chrono::steady_clock;

  enum class outcome_kind : std::uint8_t { returned, threw, depth_limited };
  /// How one version's path ended, and what it left for a caller to observe.
  struct outcome {
    outcome_kind what = outcome_kind::returned;
    value ret;
    std::string exception;
    std::optional<value> message; // of an exception the program built (engine/witness/observation.hpp)
    value printed[2];             // the text written to System.out and System.err
    std::vector<value> statics;   // the static fields' values at the end
    value receiver;               // an instance method's receiver
    std::vector<value> arguments; // the arguments, whose arrays the call may have changed
    bool heap_bound = false;      // depth_limited: by the heap bound (docs/engine.md, "Reference inputs")
  };

  /// One observable component of a path's end (engine/witness/observation.hpp names them): a primitive
  /// or a String value. A reference's nullness is a component of its own (a boolean), as are
  /// the identity of the object it designates (component::identity), an array's length and
  /// elements and an object's fields.
  struct observed {
    std::string key;  // unique per component
    std::string name; // as reports show it
    value v;
  };

  exploration_context(S &s, const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p,
                      std::uint32_t new_fn, check_options opts, partition_classifier classify, std::size_t iteration)
      : backend(s), sem(make_semantics<Semantics<S>>(s, opts)), search(s, opts.query_timeout), opts(opts),
        classify(classify), iteration(iteration), shared_statics(engine::shared_statics(old_p, new_p)),
        shared_fields(engine::shared_fields(old_p, new_p, false)), prog{&old_p, &new_p}, fn{old_fn, new_fn},
        evidence(s, search, prog) {}

  S &backend;
  Semantics<S> sem;
  path_search<S> search;
  check_options opts;
  partition_classifier classify;
  std::size_t iteration;
  std::vector<shared_field> shared_statics;
  std::vector<shared_field> shared_fields; // instance fields, compared in every object
  const ir::program *prog[2];
  std::uint32_t fn[2];
  refinement_evidence<S> evidence;
  entry_plan plan; // the inputs (engine/versions/entry.hpp)
  std::vector<value> inputs;
  std::vector<term> input_terms;
  std::vector<std::string> input_names;
  std::vector<ir::type> input_types;
  std::map<std::size_t, term> null_inputs; // by String input: true where the caller passes null
  int version = 0;                         // the version running
  path_trace<value> traces[2];             // of the versions' runs on the current path
  // printed path conditions and outputs by term id, with the term itself: a solver may reuse
  // the id of a term it has freed
  std::map<std::uint64_t, std::pair<term, std::string>> printed_;

  [[noreturn]] void unsupported(source_pos pos, const std::string &what) const {
    throw diagnostic_error{diagnostic{diagnostic::kind::unsupported, prog[version]->file, pos,
                                      fmt::format("{} is not supported in symbolic execution", what)}};
  }

  /// The path ran through an abstraction that assumes termination, in either version.
  [[nodiscard]] bool abstracted() const { return traces[0].abstracted || traces[1].abstracted; }

  static query_record to_record(const solver::check_result &r) {
    return {r.answer, r.reason, r.approximated, std::chrono::duration<double>(r.elapsed).count()};
  }

  /// `o` (and_ or or_) over `ts`: the term itself when there is one, `empty` when none.
  term join(solver::op o, const std::vector<term> &ts, bool empty) {
    return ts.empty() ? backend.bool_val(empty) : ts.size() == 1 ? ts[0] : backend.mk(o, std::span<const term>(ts));
  }

  /// The path condition as one term.
  term path_condition_term() { return join(solver::op::and_, search.distinct_conditions(), true); }

  /// The conjunction of the decisions, each distinct condition once (both versions often decide
  /// the same condition).
  std::string path_condition_text() {
    std::string s;
    for (const auto &t : search.distinct_conditions())
      s += (s.empty() ? "" : " && ") + printed(t);
    return s.empty() ? "true" : s;
  }

  /// t as text, printed once: the prefix of a path is shared by many partitions, and so is each
  /// version's output (every path of the old version pairs with several of the new one).
  const std::string &printed(const term &t) {
    const std::uint64_t id = backend.term_id(t);
    auto it = printed_.find(id);
    if (it == printed_.end()) it = printed_.emplace(id, std::pair{t, one_line(backend.to_string(t))}).first;
    return it->second.second;
  }

  std::string shown(const value &v) {
    if (v.what == value::kind::unread) return v.text; // an input object's field nobody read
    return v.what == value::kind::term ? printed(*v.t) : sem.show(v);
  }

  /// A path end's result as text: its returned value (a term, a literal, void) or its exception.
  /// An array or object (of version v) shows its elements or fields.
  std::string result_text(const outcome &o, int v) {
    if (o.what == outcome_kind::threw) {
      if (!o.message || o.message->is_null()) return "throws " + o.exception;
      return fmt::format("throws {}({})", o.exception, shown(*o.message));
    }
    if (o.ret.what == value::kind::none && !o.ret.is_null()) return "void";
    return structured_text(o.ret, *prog[v], [this](const value &x) { return shown(x); });
  }

  /// The integer a model gives a term of integral type t: an Int, or a bit-vector read as Java
  /// reads its type (two's complement; a char unsigned).
  static std::optional<solver::big_int> numeral(const solver::value &v, ir::type t) {
    if (v.what == solver::value::kind::integer) return v.integer;
    if (v.what != solver::value::kind::bitvector || v.width == 0) return std::nullopt;
    const solver::big_int modulus = solver::big_int(1) << v.width;
    if (!t.is(ir::prim::char_) && v.integer >= (modulus >> 1)) return solver::big_int(v.integer - modulus);
    return v.integer;
  }
  static std::optional<std::int64_t> small_numeral(const solver::value &v, ir::type t) {
    const auto n = numeral(v, t);
    if (!n || *n > INT64_MAX || *n < INT64_MIN) return std::nullopt;
    return n->template convert_to<std::int64_t>();
  }

  static std::string java_literal(const solver::value &v, ir::type t) {
    switch (v.what) {
    case solver::value::kind::boolean: return v.boolean ? "true" : "false";
    case solver::value::kind::bitvector:
    case solver::value::kind::integer:
      if (const auto n = numeral(v, t)) return n->str() + (t.is(ir::prim::long_) ? "L" : "");
      return v.to_string();
    case solver::value::kind::real: {
      const double d = v.rational.convert_to<double>();
      return t.is(ir::prim::float_) ? java_to_string(static_cast<float>(d)) + "f" : java_to_string(d);
    }
    case solver::value::kind::floating_point:
      return v.exponent_bits == 8 ? java_to_string(v.as_float()) + "f" : java_to_string(v.as_double());
    case solver::value::kind::string: return java_quoted(v.text);
    default: return v.text;
    }
  }

  /// Input k's value in model m as a Java literal; an array's as `{1, 2}` or `null` (its first
  /// modelled elements, then the default value: engine/execution/symbolic_domain.hpp).
  template <class Model> std::string input_literal(const Model &m, std::size_t k) {
    const value &in = inputs[k];
    if (k < plan.inputs.size() && plan.inputs[k].is_choice()) { // a reference input: its choice
      const solver::value c = m.eval(*in.t);
      const auto n = small_numeral(c, ir::int_type);
      return n ? plan.choice_text(k, *n) : c.to_string();
    }
    if (const auto null = null_inputs.find(k); null != null_inputs.end()) { // a String: null or a text
      const solver::value n = m.eval(null->second), text = m.eval(*in.t);
      if (n.what == solver::value::kind::boolean && n.boolean) return "null";
      return text.what == solver::value::kind::string ? java_quoted(text.text, true) : text.to_string();
    }
    if (in.what != value::kind::array) return java_literal(m.eval(*in.t), input_types[k]);
    const solver::value length_value = m.eval(*in.t);
    const auto length = numeral(length_value, ir::int_type);
    if (!length) return length_value.to_string();
    if (*length > max_literal_elements) return fmt::format("an array of {} elements", length->str());
    if (k < plan.inputs.size() && plan.inputs[k].has_element_inputs()) // its elements are inputs
      return plan.array_text(k, *length < 0 ? -1 : length->convert_to<std::int64_t>());
    if (*length < 0) return "null";
    const ir::type elem = input_types[k].element();
    solver::value zero; // the elements past the modelled ones: the default value, 0 or false
    zero.what = elem.is_boolean()    ? solver::value::kind::boolean
                : elem.is_floating() ? solver::value::kind::real
                                     : solver::value::kind::integer;
    std::string s;
    for (std::size_t i = 0; i < length->convert_to<std::size_t>(); ++i)
      s += (i ? ", " : "") + java_literal(i < in.elems->size() ? m.eval(*(*in.elems)[i].t) : zero, elem);
    return "{" + s + "}";
  }
  static constexpr long max_literal_elements = 100'000;

  /// The inputs in model m as reports list them: those that exist (a field of an object passed
  /// is listed where the object is, engine/versions/entry.hpp), as Java literals.
  template <class Model> std::vector<input_value> model_inputs(const Model &m) {
    std::vector<std::int64_t> choices(inputs.size(), -1); // (entry_plan::exists: an array's length)
    for (std::size_t k = 0; k < inputs.size() && k < plan.inputs.size(); ++k)
      if (plan.inputs[k].is_choice() || inputs[k].what == value::kind::array)
        if (const auto c = small_numeral(m.eval(*inputs[k].t), ir::int_type)) choices[k] = *c < 0 ? -1 : *c;
    std::vector<input_value> out;
    for (std::size_t k = 0; k < inputs.size(); ++k)
      if (k >= plan.inputs.size() || plan.exists(k, choices)) out.push_back({input_names[k], input_literal(m, k)});
    return out;
  }

  static bool equal_concrete(const value &x, const value &y) {
    switch (x.what) {
    case value::kind::integer: return x.i == y.i;
    case value::kind::real: return x.r == y.r;
    case value::kind::floating: return std::bit_cast<std::uint64_t>(x.d) == std::bit_cast<std::uint64_t>(y.d);
    case value::kind::boolean: return x.b == y.b;
    default: return x.text == y.text;
    }
  }

  static void add_name(std::vector<std::string> &names, const std::string &n) {
    if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
  }

  void publish(run_record &run, partition_record p) {
    // a Neq here is the solver's classification (witnesses come later: engine/witness/witness.hpp)
    if (p.classes.overall == partition_class::neq) p.provenance = neq_provenance::proved;
    if (opts.on_partition) opts.on_partition(p);
    run.partitions.push_back(std::move(p));
  }

  /// The length of array input `name`: a term from -1 (null) up.
  value input_length(const std::string &name, std::vector<term> &constraints) {
    const value length = sem.input(name + ".length", ir::int_type, constraints);
    constraints.push_back(*sem.binary(ir::op::ge, length, value::of_int(ir::int_type, -1)).t);
    input_terms.push_back(*length.t);
    return length;
  }

  /// An array parameter: its length, a term from -1 (null) up, and its first array_bound()
  /// elements (engine/execution/symbolic_domain.hpp), each an input of the element type.
  value input_array(const std::string &name, ir::type t, std::vector<term> &constraints) {
    const value length = input_length(name, constraints);
    std::vector<value> items;
    for (std::size_t k = 0; k < array_bound(opts); ++k) {
      items.push_back(sem.input(fmt::format("{}[{}]", name, k), t.element(), constraints));
      input_terms.push_back(*items.back().t);
    }
    return value::of_array(t, std::move(items), length.t);
  }

  /// An array of references passed (input k): its length, a term from -1 (null) up, and as its
  /// elements the element inputs of the plan (the first --heap-bound ones), read when first read.
  value input_array_of_references(std::size_t k, std::vector<term> &constraints) {
    const entry_input &in = plan.inputs[k];
    const value length = input_length(in.name, constraints);
    std::vector<value> items;
    for (std::size_t j = k + 1; j < plan.inputs.size(); ++j)
      if (plan.inputs[j].parent == k && plan.inputs[j].element != no_field)
        items.push_back(value::unread_input(in.ty.element(), j, false, plan.inputs[j].name));
    value arr = value::of_array(in.ty, std::move(items), length.t);
    arr.b = true; // an index past them is cut at the heap bound
    return arr;
  }

  /// A partition cut short (timeout): its path condition and lines so far.
  void record_cut_partition(run_record &run, partition_class c, const std::string &error) {
    partition_record p;
    p.index = run.partitions.size();
    p.iteration = iteration;
    p.path_condition = path_condition_text();
    p.old_version.lines = traces[0].lines;
    p.new_version.lines = traces[1].lines;
    p.classes.overall = c;
    p.error = error;
    publish(run, std::move(p));
  }
};

} // namespace symdelta::engine
