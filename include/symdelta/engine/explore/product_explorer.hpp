#pragma once
// Symbolic execution of two versions. In partition mode (PRV, PASDA), every path of the old
// version is continued by every path of the new version under the same path condition; each
// complete pair is a partition, checked and classified at once (engine/explore/partition_check.hpp). In
// summary mode (DSE, ARDiff) each version is explored on its own (engine/explore/summary_check.hpp).
// Each version runs on the one executor (engine/execution/executor.hpp) over the symbolic domain
// (engine/execution/symbolic_domain.hpp); the path search (engine/explore/path_search.hpp) decides its branches.
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/text.hpp"
#include "symdelta/engine/execution/executor.hpp"
#include "symdelta/engine/execution/symbolic_domain.hpp"
#include "symdelta/engine/explore/summary_check.hpp"
#include "symdelta/engine/versions/entry.hpp"

namespace symdelta::engine {

template <solver::backend S, template <class> class Semantics> class product_explorer {
  using context = exploration_context<S, Semantics>;
  using outcome = typename context::outcome;
  using outcome_kind = typename context::outcome_kind;
  using term = typename context::term;
  using value = typename context::value;
  using java_exception = symbolic_throw<value>;
  using domain = symbolic_domain<S, Semantics, product_explorer>;
  friend domain;

  // the components, which share one exploration context: what a path leaves is compared by the
  // partition checker, gathered into summaries by the summary checker
  context ctx_;
  partition_checker<S, Semantics> partitions_;
  summary_checker<S, Semantics> summary_;

public:
  using clock = typename context::clock;

  product_explorer(S &s, const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
                   check_options opts, partition_classifier classify, std::size_t iteration = 1)
      : ctx_(s, old_p, old_fn, new_p, new_fn, opts, classify, iteration), partitions_(ctx_),
        summary_(ctx_, partitions_) {}

  /// Explores all partitions (or until the deadline, or a partition that settles the verdict)
  /// into `run`.
  void explore(run_record &run, clock::time_point deadline) {
    start(deadline);
    walk(
        0, 2, [&](const outcome results[2]) { record_settling(run, results); }, run);
  }

  /// Explore every branch direction an earlier decision of the path does not settle, without
  /// branch queries (path_search::explore_every_direction).
  void explore_every_direction() { ctx_.search.explore_every_direction(); }

  /// Give a branch query at most `limit` (path_search::limit_branch_queries), for an
  /// exploration that proves equivalence: a partition whose outputs are one term then needs no
  /// path condition query either (partition_checker::record_partition).
  void limit_branch_queries(std::chrono::milliseconds limit) { ctx_.search.limit_branch_queries(limit); }

  /// Stop exploring after a partition of a class that `settles` says decides the program's
  /// verdict (check_options::stop_when_settled); null: explore every partition.
  void stop_when(bool (*settles)(partition_class)) { settles_ = settles; }

  /// Asked between two paths and before each query of a walk over both versions; exploration
  /// stops when it returns true: the caller learned something that settles the verdict (a
  /// concrete input seen to make the versions differ), and the path under way is dropped.
  /// Never asked while summaries are made: a summary cut short would be checked as whole.
  /// `settled` is told whether queries are slow.
  void settled_by(std::function<bool(bool)> settled) { settled_by_ = std::move(settled); }

  /// Inputs whose values are known (the concrete pre-pass's, one scalar per input, which it
  /// may add to while exploration runs): the search takes a branch direction one of them takes
  /// as feasible without a query (path_search::add_known_inputs).
  void known_inputs(const std::vector<std::vector<ir::scalar>> *source) { known_source_ = source; }

  /// Summary mode (DSE, ARDiff): explores each version on its own into a summary, then checks
  /// both summaries at once as one partition (see docs/abstraction.md).
  void explore_summaries(run_record &run, clock::time_point deadline) {
    start(deadline);
    if (ctx_.plan.has_references()) { // each version's paths would read the input objects in their own
      summarised_ = false;            // way, which summaries cannot line up: partitions instead
      walk(
          0, 2, [&](const outcome results[2]) { record_settling(run, results); }, run);
      return;
    }
    for (int v = 0; v < 2 && !run.timed_out; ++v)
      walk(
          v, v + 1,
          [&](const outcome results[2]) { summary_.summaries_[v].push_back(summary_.path_of(results[v], v)); }, run);
    if (!run.timed_out) {
      try {
        summary_.check_summaries(run);
      } catch (const out_of_time &) {
        run.timed_out = true;
        ctx_.record_cut_partition(run, partition_class::timeout, {});
      }
    }
    for (int v = 0; v < 2; ++v)
      for (const auto &p : summary_.summaries_[v])
        if (p.what == outcome_kind::depth_limited) {
          partition_record d;
          d.index = run.partitions.size();
          d.iteration = ctx_.iteration;
          d.path_condition = ctx_.printed(p.pc);
          (v == 0 ? d.old_version : d.new_version).what = effect::kind::depth_limited;
          (v == 0 ? d.old_version : d.new_version).lines = p.lines;
          d.classes.overall = partition_class::depth_limited;
          run.depth_limited = run.deeper_helps = true;
          ctx_.publish(run, std::move(d));
        }
  }

  /// Did explore_summaries() summarise? Not with objects passed as inputs: it explored
  /// partitions instead (docs/abstraction.md).
  [[nodiscard]] bool summarised() const { return summarised_; }

  /// How often each uninterpreted function of the abstraction occurs in the terms of version
  /// v's explored paths (ARDiff's H2: engine/explore/refinement_evidence.hpp).
  std::map<std::string, std::size_t> occurrences(int v) { return ctx_.evidence.occurrences(v); }

  /// ARDiff's H1 for function `name` (engine/explore/refinement_evidence.hpp).
  bool h1(const std::string &name, std::chrono::milliseconds limit) {
    return ctx_.evidence.h1(name, ctx_.input_terms, limit);
  }

private:
  /// The inputs (engine/versions/entry.hpp): the parameters, and a symbolic receiver's fields.
  void start(clock::time_point deadline) {
    auto plan = plan_entry(ctx_.prog, ctx_.fn, ctx_.opts.receiver, ctx_.opts.heap_bound);
    if (!plan) throw diagnostic_error{plan.error()};
    ctx_.plan = std::move(*plan);
    const ir::function &f = ctx_.prog[0]->functions[ctx_.fn[0]];
    std::vector<term> constraints;
    for (const auto &in : ctx_.plan.inputs) {
      ctx_.input_names.push_back(in.name);
      ctx_.input_types.push_back(in.ty);
      // a reference input's value is its choice; a String's is its text, with a null choice of its own
      if (in.ty.is_primitive() || in.is_choice() || in.is_string()) {
        ctx_.inputs.push_back(ctx_.sem.input(in.name, in.is_choice() ? ir::int_type : in.ty, constraints));
        ctx_.input_terms.push_back(*ctx_.inputs.back().t);
        if (in.is_string()) { // and whether the caller passes null
          const term null = *ctx_.sem.input(in.name + ".null", ir::boolean_type, constraints).t;
          ctx_.null_inputs.emplace(ctx_.inputs.size() - 1, null);
          ctx_.input_terms.push_back(null);
        }
        continue;
      }
      if (!is_plannable(in.ty)) // (a receiver field's type was checked by plan_entry)
        ctx_.unsupported(f.locals[*in.param].pos,
                         fmt::format("a parameter of type {} (parameters are symbolic when primitive, objects or "
                                     "arrays of those)",
                                     ctx_.prog[0]->type_label(in.ty)));
      ctx_.inputs.push_back(in.has_element_inputs() ? ctx_.input_array_of_references(ctx_.inputs.size(), constraints)
                                                    : ctx_.input_array(in.name, in.ty, constraints));
    }
    choice_constraints(constraints);
    references_ = ctx_.plan.has_references();
    for (const auto &c : constraints)
      ctx_.backend.add(c);
    ctx_.search.start(deadline, ctx_.input_terms);
    ctx_.search.pin_known_inputs(ctx_.sem.bounded_evaluation());
    input_constraints_ = std::move(constraints);
  }

  // ---- reference inputs (engine/versions/entry.hpp) ----------------------------------------------------
  // A reference input's choice is a term constrained to the alternatives the plan allows. A
  // version reads it where it first reads the reference (a parameter at the call, a field of an
  // input object when first read: lazy initialisation), branching on the alternatives; the other
  // version follows the choice the path made. Each version builds objects of its own from the
  // same inputs, so that the two start from equal heaps.

  value equals(const value &x, std::int64_t c) {
    return ctx_.sem.binary(ir::op::eq, x, value::of_int(ir::int_type, c));
  }
  term any_of(std::size_t k, const std::vector<std::uint32_t> &choices) {
    std::vector<term> ts;
    for (const auto c : choices)
      ts.push_back(*equals(ctx_.inputs[k], c).t);
    return ctx_.join(solver::op::or_, ts, false);
  }
  /// "input k exists" (entry_plan::exists): its parent's object is of a class with its field, or
  /// its parent array is its own and long enough, and so on up.
  term exists(std::size_t k) {
    const entry_input &in = ctx_.plan.inputs[k];
    if (in.alias_of != no_input) return exists(in.alias_of); // an array's alias choice
    if (in.parent == no_input) return ctx_.backend.bool_val(true);
    if (in.element != no_field) {
      std::vector<term> all{exists(in.parent), *ctx_.sem
                                                    .binary(ir::op::gt, ctx_.inputs[in.parent].length(),
                                                            value::of_int(ir::int_type, static_cast<long>(in.element)))
                                                    .t};
      if (const auto alias = ctx_.plan.inputs[in.parent].companion; alias != no_input)
        all.push_back(*equals(ctx_.inputs[alias], -1).t);
      return ctx_.join(solver::op::and_, all, true);
    }
    return ctx_.backend.mk(solver::op::and_, {exists(in.parent), any_of(in.parent, in.parent_classes)});
  }
  void choice_constraints(std::vector<term> &constraints) {
    for (std::size_t k = 0; k < ctx_.plan.inputs.size(); ++k) {
      const entry_input &in = ctx_.plan.inputs[k];
      if (!in.is_choice()) continue;
      if (k == ctx_.plan.receiver_input) { // always the receiver
        constraints.push_back(*equals(ctx_.inputs[k], 0).t);
        continue;
      }
      constraints.push_back(*ctx_.sem.binary(ir::op::ge, ctx_.inputs[k], value::of_int(ir::int_type, -1)).t);
      constraints.push_back(
          *ctx_.sem.binary(ir::op::lt, ctx_.inputs[k], value::of_int(ir::int_type, in.alternatives())).t);
      if (in.identity_of != no_input) {
        identity_constraints(k, constraints);
        continue;
      }
      for (std::size_t a = 0; a < in.aliases.size(); ++a) {
        const auto target = in.aliases[a];
        const value chosen = equals(ctx_.inputs[k], static_cast<std::int64_t>(in.classes.size() + a));
        const auto own = ctx_.plan.inputs[target].companion; // an array's target is its own array
        const term fits = in.alias_of == no_input ? any_of(target, in.alias_classes[a])
                          : own == no_input       ? ctx_.backend.bool_val(true)
                                                  : *equals(ctx_.inputs[own], -1).t;
        constraints.push_back(ctx_.backend.mk(solver::op::implies,
                                              {*chosen.t, ctx_.backend.mk(solver::op::and_, {exists(target), fits})}));
      }
    }
  }

  /// A String's identity choice k: an alias is of a String that is not null, is its own object
  /// and has the same text; a null String's choice is its own object (one choice for null).
  void identity_constraints(std::size_t k, std::vector<term> &constraints) {
    const entry_input &in = ctx_.plan.inputs[k];
    const auto implies = [&](const term &a, const term &b) { return ctx_.backend.mk(solver::op::implies, {a, b}); };
    constraints.push_back(implies(ctx_.null_inputs.at(in.identity_of), *equals(ctx_.inputs[k], -1).t));
    for (std::size_t a = 0; a < in.aliases.size(); ++a) {
      const auto target = in.aliases[a];
      const value same_text =
          ctx_.sem.intrinsic(ir::intrinsic::string_equals,
                             std::vector<value>{ctx_.inputs[in.identity_of], ctx_.inputs[target]}, ir::boolean_type);
      const term fits = ctx_.join(solver::op::and_,
                                  {exists(target), ctx_.backend.mk(solver::op::not_, {ctx_.null_inputs.at(target)}),
                                   *equals(ctx_.inputs[ctx_.plan.inputs[target].companion], -1).t, *same_text.t},
                                  true);
      constraints.push_back(implies(*equals(ctx_.inputs[k], static_cast<std::int64_t>(1 + a)).t, fits));
    }
  }
  /// String input k's identity (string_identity): its own object's, or, as its identity choice
  /// says, the interned object's or another input's.
  value string_identity_of(std::size_t k) {
    const auto choice_input = ctx_.plan.inputs[k].companion;
    value id = value::of_int(ir::int_type, string_identity::input(k));
    if (choice_input == no_input) return id;
    const entry_input &choice = ctx_.plan.inputs[choice_input];
    for (std::size_t a = choice.aliases.size(); a-- > 0;)
      id = ctx_.sem.select(equals(ctx_.inputs[choice_input], static_cast<std::int64_t>(1 + a)),
                           value::of_int(ir::int_type, string_identity::input(choice.aliases[a])), id, ir::int_type);
    return ctx_.sem.select(equals(ctx_.inputs[choice_input], 0), value::of_int(ir::int_type, string_identity::interned),
                           id, ir::int_type);
  }

  bool holds(const value &cond) { return branch(cond).taken; }

  /// Reference input k's alternative on this path: the one chosen before, else a branch.
  std::int64_t choice(std::size_t k) {
    if (const auto it = choices_.find(k); it != choices_.end()) return it->second;
    const std::int64_t last = ctx_.plan.inputs[k].alternatives() - 1;
    std::int64_t c = -1;
    while (c < last && !holds(equals(ctx_.inputs[k], c)))
      ++c;
    choices_.emplace(k, c);
    return c;
  }

  /// Version v's value of reference input k: null, an object of its own, or another input's.
  value materialise(int v, std::size_t k) {
    if (const auto it = heap_[v].find(k); it != heap_[v].end()) return it->second; // (`this` too)
    const entry_input &in = ctx_.plan.inputs[k];
    const ir::program &p = *ctx_.prog[v];
    const std::int64_t c = choice(k);
    if (c < 0) return heap_[v][k] = value::null_of(*type_in(*ctx_.prog[0], in.ty, p));
    if (c >= static_cast<std::int64_t>(in.classes.size()))
      return heap_[v][k] = materialise(v, in.aliases[static_cast<std::size_t>(c) - in.classes.size()]);
    const std::uint32_t cls = class_named(p, in.classes[static_cast<std::size_t>(c)]);
    std::vector<value> fields;
    for (const auto &fd : p.fields)
      fields.push_back(fd.ty.is_primitive() ? ctx_.sem.default_value(fd.ty) : value::null_of(fd.ty));
    value obj = value::of_object(ir::type::of_class(cls), std::move(fields));
    heap_[v][k] = obj;
    partitions_.input_objects_[v][obj.elems.get()] = k;
    for (std::uint32_t f = 0; f < p.fields.size(); ++f) {
      const ir::field &fd = p.fields[f];
      if (!p.has_field(cls, f)) continue;
      value &x = (*obj.elems)[f];
      if (fd.fixed_by_initialiser()) { // a constant (plan_entry refuses others)
        x = domain::constant(ctx_.sem, fd.init[0]);
        continue;
      }
      const std::uint32_t child = ctx_.plan.field_input(k, fd.name);
      if (child == no_input) // a reference beyond the heap bound
        x = value::unread_input(fd.ty, 0, true, in.name + "." + fd.name);
      else if (ctx_.plan.inputs[child].reference)
        x = value::unread_input(fd.ty, child, false, ctx_.plan.inputs[child].name);
      else
        x = plain_input(v, child);
    }
    return obj;
  }

  /// Version v's value of input k that is not a reference input: a primitive's term, an array
  /// (array_input), or a String: null or its text, as the path chooses.
  value plain_input(int v, std::size_t k) {
    if (ctx_.plan.inputs[k].ty.is_array()) return array_input(v, k);
    if (!ctx_.plan.inputs[k].is_string()) return ctx_.inputs[k];
    if (const auto it = heap_[v].find(k); it != heap_[v].end()) return it->second;
    const bool null = holds(value::of_term(ir::boolean_type, ctx_.null_inputs.at(k)));
    return heap_[v][k] = null ? value::null_of(*type_in(*ctx_.prog[0], ctx_.plan.inputs[k].ty, *ctx_.prog[v]))
                              : ctx_.inputs[k].with_identity(string_identity_of(k));
  }

  /// Version v's array of array input k: its own (or null), or the one it aliases.
  value array_input(int v, std::size_t k) {
    if (const auto it = heap_[v].find(k); it != heap_[v].end()) return it->second;
    if (const auto alias = ctx_.plan.inputs[k].companion; alias != no_input)
      if (const std::int64_t c = choice(alias); c >= 0)
        return heap_[v][k] = array_input(v, ctx_.plan.inputs[alias].aliases[static_cast<std::size_t>(c)]);
    heap_[v][k] = argument_array(v, ctx_.inputs[k]);
    if (heap_[v][k].elems) partitions_.input_objects_[v][heap_[v][k].elems.get()] = k; // the caller's array
    return heap_[v][k];
  }

  /// Has the path chosen objects for reference inputs (a loop over references may follow them)?
  [[nodiscard]] bool chose_objects() const { return !choices_.empty(); }

  /// The value of an input object's field the running version reads for the first time (the
  /// symbolic domain asks). One beyond the heap bound stays unread: the path is cut where it
  /// uses it (symbolic_domain::beyond_bound), not where it only reads or moves it.
  value read_input(const value &unread) {
    if (unread.b) return unread;
    const auto k = static_cast<std::size_t>(unread.i);
    return ctx_.plan.inputs[k].reference ? materialise(ctx_.version, k) : plain_input(ctx_.version, k);
  }

  /// Makes the ends of both versions comparable: a field of an input object that one version
  /// read (or replaced) and the other did not is read in the other too, from the same choice.
  /// False when that field lies beyond the heap bound (the partition is then Depth_Limited).
  bool settle(const outcome results[2]) {
    for (;;) {
      std::set<std::pair<std::string, std::string>> seen[2];
      for (int v = 0; v < 2; ++v) {
        partitions_.observe(results[v], v); // (into partitions_.unread_[v])
        for (const auto &[key, x] : partitions_.unread_[v])
          seen[v].emplace(key, x.text);
      }
      bool changed = false;
      for (int v = 0; v < 2; ++v)
        for (const auto &[key, x] : partitions_.unread_[v]) {
          if (seen[1 - v].count({key, x.text})) continue; // the same unread input in both
          if (x.b) return false;
          const auto k = static_cast<std::size_t>(x.i);
          for (int w = 0; w < 2; ++w)
            changed = replace_unread(results[w], w, k) || changed;
        }
      if (!changed) return true;
    }
  }

  /// Replaces the unread field or element that is input k in version v's heap, if it is still there.
  bool replace_unread(const outcome &o, int v, std::size_t k) {
    const entry_input &in = ctx_.plan.inputs[k];
    value *slot = nullptr;
    if (in.element != no_field) {
      if (const auto it = heap_[v].find(in.parent);
          it != heap_[v].end() && it->second.what == value::kind::array && in.element < it->second.elems->size())
        slot = &(*it->second.elems)[in.element];
    } else if (in.parent == no_input) {
      if (in.field[v] != no_field && o.receiver.what == value::kind::object) slot = &(*o.receiver.elems)[in.field[v]];
    } else if (const auto it = heap_[v].find(in.parent);
               it != heap_[v].end() && it->second.what == value::kind::object) {
      const ir::program &p = *ctx_.prog[v];
      for (std::uint32_t f = 0; f < p.fields.size(); ++f)
        if (p.fields[f].name == in.field_name && p.has_field(it->second.ty.cls, f)) slot = &(*it->second.elems)[f];
    }
    if (!slot || slot->what != value::kind::unread || slot->b || slot->i != static_cast<long>(k)) return false;
    *slot = in.reference ? materialise(v, k) : plain_input(v, k);
    return true;
  }

  bool (*settles_)(partition_class) = nullptr;
  bool settled_ = false; // a partition settled the verdict: walk() explores no further
  std::function<bool(bool)> settled_by_;
  const std::vector<std::vector<ir::scalar>> *known_source_ = nullptr;
  std::size_t known_pulled_ = 0;        // of known_source_, those handed to the search
  std::vector<term> input_constraints_; // what every path assumes of the inputs

  /// Is the verdict settled outside the exploration (asked between paths and before queries)?
  /// What settles it may have tried more inputs: they are handed to the search.
  bool settled_outside() {
    const bool settled = settled_by_ && settled_by_(ctx_.search.queries_slow());
    pull_known_inputs();
    return settled;
  }

  /// Hands the known inputs not handed yet to the search, as terms. Only inputs that are each
  /// one term (primitives) have known values; one that breaks what every path assumes (or is
  /// no real number, in ideal semantics) is left out.
  void pull_known_inputs() {
    if (!known_source_ || known_source_->size() <= known_pulled_) return;
    if (!ctx_.plan.scalar_inputs()) {
      known_source_ = nullptr;
      return;
    }
    const bool reals = !ctx_.sem.ieee_floating(); // no NaN, no infinity
    std::vector<std::vector<term>> more;
    for (; known_pulled_ < known_source_->size(); ++known_pulled_) {
      const std::vector<ir::scalar> &values = (*known_source_)[known_pulled_];
      if (values.size() != ctx_.plan.inputs.size()) continue;
      std::vector<term> ts;
      for (std::size_t k = 0; k < values.size(); ++k) {
        const ir::scalar &v = values[k];
        if (v.ty != ctx_.plan.inputs[k].ty ||
            (reals && v.ty.is_floating() && !std::isfinite(v.ty.is(ir::prim::float_) ? v.f : v.d)))
          break;
        ts.push_back(ctx_.sem.to_term(ctx_.sem.literal(ir::literal{v.ty, v.i, v.d, v.f, {}})));
      }
      if (ts.size() == values.size() &&
          std::all_of(input_constraints_.begin(), input_constraints_.end(),
                      [&](const term &c) { return ctx_.backend.evaluate(c, ctx_.input_terms, ts) == true; }))
        more.push_back(std::move(ts));
    }
    ctx_.search.add_known_inputs(std::move(more));
  }

  void record_settling(run_record &run, const outcome results[2]) {
    const std::size_t before = run.partitions.size();
    partitions_.record_partition(run, results);
    if (settles_ && run.partitions.size() > before && settles_(run.partitions.back().classes.overall)) settled_ = true;
  }

  /// Runs versions [first, last) along every feasible path (pairs of paths for both), handing
  /// each completed one to `done`.
  template <class Done> void walk(int first, int last, Done done, run_record &run) {
    const bool both = first == 0 && last == 2; // pairs of paths, each a partition
    if (both) ctx_.search.before_queries([this] { return settled_outside(); });
    for (;;) {
      pull_known_inputs();
      ctx_.search.begin_path();
      ctx_.traces[0] = {};
      ctx_.traces[1] = {};
      choices_.clear();
      outcome results[2];
      bool stop = false;
      try {
        for (int v = first; v < last; ++v) {
          results[v] = run_version(v);
          if (results[v].what == outcome_kind::depth_limited) break;
        }
        if (references_ && first == 0 && last == 2 && results[0].what != outcome_kind::depth_limited &&
            results[1].what != outcome_kind::depth_limited && !settle(results)) {
          results[1].what = outcome_kind::depth_limited;
          results[1].heap_bound = true;
        }
        done(results);
      } catch (const infeasible_path &) {
        // a pair whose path condition the solver refuted: not a partition
      } catch (const out_of_time &) {
        run.timed_out = true;
        ctx_.record_cut_partition(run, partition_class::timeout, {});
        stop = true;
      } catch (const settled_elsewhere &) {
        settled_ = true;
      }
      if (!stop && !settled_ && both && settled_outside()) settled_ = true;
      if (stop || settled_ || !ctx_.search.backtrack()) break;
    }
    ctx_.search.before_queries(nullptr);
    ctx_.search.finish();
  }

  /// The direction the running version takes at a branch on `cond` (the symbolic domain asks).
  typename path_search<S>::branch_result branch(const value &cond) {
    if (cond.what == value::kind::boolean) return {cond.b, false};
    ctx_.evidence.note_term(ctx_.version, *cond.t);
    return ctx_.search.branch(*cond.t);
  }

  // ---- running one version ----------------------------------------------------------------------

  /// Runs version v along the path the decisions choose (engine/execution/executor.hpp, symbolic domain).
  outcome run_version(int v) {
    ctx_.version = v;
    const ir::program &p = *ctx_.prog[v];
    ctx_.traces[v] = {};
    heap_[v].clear();
    partitions_.input_objects_[v].clear();
    domain d(ctx_.backend, ctx_.sem, *this, p, ctx_.opts, ctx_.search.deadline(), ctx_.traces[v], ctx_.evidence.uifs);
    executor<domain> ex(d, p);
    outcome out;
    try {
      ex.init_statics();
      const ir::function &f = p.functions[ctx_.fn[v]];
      const auto params = static_cast<std::ptrdiff_t>(ctx_.plan.param_count());
      if (ctx_.plan.instance) { // before the arguments, which may be the receiver
        out.receiver = make_receiver(ex, d, v, f.pos);
        if (ctx_.plan.receiver_input != no_input) {
          heap_[v][ctx_.plan.receiver_input] = out.receiver;
          partitions_.input_objects_[v][out.receiver.elems.get()] = ctx_.plan.receiver_input;
        }
      }
      std::vector<value> args;
      for (std::ptrdiff_t k = 0; k < params; ++k)
        args.push_back(ctx_.plan.inputs[k].reference ? materialise(v, k) : plain_input(v, k));
      out.arguments = args; // sharing the arrays the call may change
      if (f.is_constructor) // the built object is the call's result
        out.ret = ex.construct(f.owner, ctx_.fn[v], std::move(args), f.pos);
      else
        out.ret = ex.invoke(f, out.receiver, std::move(args));
      out.what = outcome_kind::returned;
    } catch (const java_exception &e) {
      out.what = outcome_kind::threw;
      out.exception = e.exception_class;
      out.message = e.message;
    } catch (const depth_limit_hit &h) {
      out.what = outcome_kind::depth_limited;
      out.heap_bound = h.heap_bound;
      return out;
    }
    const std::size_t printed[2] = {ctx_.traces[v].printed[0].size(), ctx_.traces[v].printed[1].size()};
    try {
      ex.initialize_all(); // the classes the call did not use, as an observer reading them finds them
    } catch (const java_exception &) {
    } catch (const depth_limit_hit &h) {
      out.what = outcome_kind::depth_limited;
      out.heap_bound = h.heap_bound;
      return out;
    }
    for (int k = 0; k < 2; ++k) { // what an initialiser prints now is not the call's
      auto &pieces = ctx_.traces[v].printed[k];
      pieces.erase(pieces.begin() + static_cast<std::ptrdiff_t>(printed[k]), pieces.end());
    }
    out.statics = std::move(ex.statics);
    for (int k = 0; k < 2; ++k) {
      out.printed[k] = value::of_string("");
      for (const auto &piece : ctx_.traces[v].printed[k])
        out.printed[k] = ctx_.sem.concat(out.printed[k], piece);
      // what the stream receives: a lone surrogate is '?' (core/text.hpp); a term's surrogates
      // come only from characters, which are approximated there (ideal_semantics::text)
      if (out.printed[k].what == value::kind::string) out.printed[k].text = text::stream_bytes(out.printed[k].text);
    }
    return out;
  }

  /// Version v's receiver: what its constructor without parameters builds, or an object whose
  /// fields are the inputs (engine/versions/entry.hpp).
  value make_receiver(executor<domain> &ex, domain &d, int v, source_pos pos) {
    if (ctx_.plan.receiver == receiver_mode::fresh) return ex.construct(0, ctx_.plan.constructor[v], {}, pos);
    std::vector<value> fields =
        receiver_fields(ctx_.plan, v, *ctx_.prog[v], ctx_.inputs, [&](ir::type t) { return d.default_value(t); });
    for (std::size_t k = ctx_.plan.param_count(); k < ctx_.plan.inputs.size(); ++k) {
      const entry_input &in = ctx_.plan.inputs[k];
      if (in.field[v] == no_field) continue;
      if (in.reference) // an object field: read lazily
        fields[in.field[v]] = value::unread_input(*type_in(*ctx_.prog[0], in.ty, *ctx_.prog[v]), k, false, in.name);
      else if (in.ty.is_array() || in.is_string()) // this version's own array (or another input's), or null
        fields[in.field[v]] = plain_input(v, k);
    }
    return ex.instance_with(fields, pos);
  }

  /// Version v's own copy of an array input, or null: the path branches on its length.
  value argument_array(int v, const value &in) {
    const ir::type t = *type_in(*ctx_.prog[0], in.ty, *ctx_.prog[v]);
    if (holds(ctx_.sem.binary(ir::op::eq, value::of_term(ir::int_type, *in.t), value::of_int(ir::int_type, -1))))
      return value::null_of(t);
    value arr = value::of_array(t, *in.elems, in.t);
    arr.b = in.b;
    for (auto &x : *arr.elems) // an element input of a class type, in v's class
      if (x.what == value::kind::unread) x.ty = *type_in(*ctx_.prog[0], x.ty, *ctx_.prog[v]);
    return arr;
  }

  bool summarised_ = true;
  bool references_ = false;                     // objects passed as inputs (settle() has work)
  std::map<std::size_t, std::int64_t> choices_; // reference inputs' alternatives on the current path
  std::map<std::size_t, value> heap_[2];        // each version's values of reference, array and String inputs read
};

} // namespace symdelta::engine
