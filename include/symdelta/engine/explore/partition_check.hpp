#pragma once
// Partition checking (PRV/PASDA's partition-based mode): a pair of paths, one per version, under
// one path condition is a partition. Its path ends are compared component by component
// (engine/witness/observation.hpp names what a caller can observe); what differs for certain needs no
// query, the rest gets the PC, NEQ and EQ queries, and the policy's table classifies it.
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "symdelta/engine/explore/exploration.hpp"

namespace symdelta::engine {

template <solver::backend S, template <class> class Semantics> class partition_checker {
public:
  using context = exploration_context<S, Semantics>;

  explicit partition_checker(context &ctx) : ctx_(ctx) {}

  using clock = typename context::clock;
  using observed = typename context::observed;
  using outcome = typename context::outcome;
  using outcome_kind = typename context::outcome_kind;
  using term = typename context::term;
  using value = typename context::value;

  // the objects of reference inputs and the arrays of array inputs each version made
  // (engine/explore/product_explorer.hpp), numbered by their input in heap comparisons, and the
  // fields of input objects neither read that the last observe() met, by component
  std::map<const void *, std::size_t> input_objects_[2];
  std::vector<std::pair<std::string, value>> unread_[2];

  effect describe(const outcome &o, int v) {
    effect e;
    e.lines = ctx_.traces[v].lines;
    switch (o.what) {
    case outcome_kind::returned:
      e.what = effect::kind::returned;
      e.symbolic = ctx_.result_text(o, v);
      break;
    case outcome_kind::threw:
      e.what = effect::kind::threw;
      e.symbolic = ctx_.result_text(o, v);
      e.concrete = e.symbolic;
      break;
    case outcome_kind::depth_limited: e.what = effect::kind::depth_limited; break;
    }
    return e;
  }

  /// The components of a path end, in a fixed order: how it ended and the returned value, then
  /// (unless only the return is observed) a program-built exception's message, the printed text,
  /// the receiver, the static fields both versions declare and the arrays given as arguments. Objects and arrays are
  /// numbered as first reached in this order (component::identity).
  std::vector<observed> observe(const outcome &o, int v) {
    std::vector<observed> out;
    identity_numbering ids;
    for (const auto &[address, input] : input_objects_[v])
      ids.name_input(address, input);
    unread_[v].clear();
    const bool threw = o.what == outcome_kind::threw;
    out.push_back({"", std::string(component::ending), value::of_string(threw ? "throws " + o.exception : "returns")});
    if (!threw && !o.ret.ty.is_void()) flatten(std::string(component::returned), o.ret, v, ids, out);
    if (ctx_.opts.observe == observe_mode::return_only) return out; // PASDA's comparison: no message either
    if (threw && o.message) flatten(std::string(component::message), *o.message, v, ids, out);
    for (const auto stream : {ir::stream::out, ir::stream::err}) {
      const std::string name = component::stream(stream);
      out.push_back({name, name, o.printed[stream == ir::stream::out ? 0 : 1]});
    }
    if (o.receiver.what == value::kind::object) flatten(std::string(component::receiver), o.receiver, v, ids, out);
    for (const auto &f : ctx_.shared_statics)
      flatten(component::static_field(f.name), o.statics[f.index[v]], v, ids, out);
    for (std::size_t k = 0; k < o.arguments.size(); ++k) // what the call left in the arrays it was given
      if (o.arguments[k].ty.is_reference())
        flatten(component::argument(ctx_.input_names[k]), o.arguments[k], v, ids, out);
    return out;
  }

  /// The components of one value (of version v): itself if primitive; for a reference, whether
  /// it is null, then a String's text, or which object it designates and, the first time that
  /// object is reached, an array's length and elements or an object's fields.
  void flatten(const std::string &name, const value &x, int v, identity_numbering &ids, std::vector<observed> &out) {
    if (!x.ty.is_reference()) {
      out.push_back({name, name, x});
      return;
    }
    if (x.what == value::kind::unread) { // the same input in both versions, neither read it
      out.push_back({name + " (unread)", name, value::of_string(x.text)});
      unread_[v].emplace_back(name, x);
      return;
    }
    out.push_back({name + " is null", name, value::of_bool(x.is_null())});
    if (x.is_null()) return;
    if (x.what == value::kind::array || x.what == value::kind::object) {
      const auto [id, first] = ids.visit(x.elems.get());
      const std::string identity = component::identity(name);
      out.push_back({identity, identity, value::of_int(ir::int_type, static_cast<long>(id))});
      if (!first) return;
      if (x.what == value::kind::object) {
        const ir::program &p = *ctx_.prog[v];
        if (ctx_.prog[0]->classes.size() > 1 || ctx_.prog[1]->classes.size() > 1) {
          const std::string cls = component::runtime_class(name);
          out.push_back({cls, cls, value::of_string(p.class_label(x.ty.cls))});
        }
        for (const auto &f : ctx_.shared_fields)
          if (p.has_field(x.ty.cls, f.index[v]))
            flatten(component::field(name, f.name), (*x.elems)[f.index[v]], v, ids, out);
        return;
      }
      const std::string length = component::length(name);
      out.push_back({length, length, x.length()});
      for (std::size_t k = 0; k < x.elems->size(); ++k)
        flatten(component::element(name, k), within_length(x, k), v, ids, out);
      return;
    }
    out.push_back({name, name, x});
  }

  /// Element k of array x as compared: of an array whose length is a term (engine/execution/symbolic_domain.hpp),
  /// a modelled element past the length is no element, and compares as the default in both
  /// versions (one may hold an input array's element there, the other a new array's default).
  value within_length(const value &x, std::size_t k) {
    const value &e = (*x.elems)[k];
    if (!x.t || !e.ty.is_primitive()) return e; // (a reference past the length: a component of one version only)
    const value inside = ctx_.sem.binary(ir::op::lt, value::of_int(ir::int_type, static_cast<long>(k)), x.length());
    return ctx_.sem.select(inside, e, ctx_.sem.default_value(e.ty), e.ty);
  }

  /// How two path ends compare, component by component.
  struct comparison {
    std::vector<observed> sides[2];
    std::vector<std::string> differs;                       // components with different values for certain
    std::vector<std::pair<std::string, term>> equal;        // the others that may differ: name, "the values are equal"
    std::vector<std::pair<std::size_t, std::size_t>> shown; // components beside the end, as reports list them
    bool same_terms = false;                                // some component is one term in both versions
  };

  comparison compare(const outcome results[2]) {
    comparison c;
    for (int v = 0; v < 2; ++v)
      c.sides[v] = observe(results[v], v);
    std::map<std::string_view, std::size_t> old_keys;
    for (std::size_t i = 0; i < c.sides[0].size(); ++i)
      old_keys.emplace(c.sides[0][i].key, i);
    for (std::size_t j = 0; j < c.sides[1].size(); ++j) {
      const observed &b = c.sides[1][j];
      const auto it = old_keys.find(b.key); // a component of one version only (an array element past
      if (it == old_keys.end()) continue;   // the other's length, say) differs in another component
      const observed &a = c.sides[0][it->second];
      const bool listed = !b.key.empty() && b.name != component::returned && !b.key.ends_with(" is null") &&
                          !component::is_identity(b.key);
      if (a.v.is_concrete() && b.v.is_concrete()) {
        if (ctx_.equal_concrete(a.v, b.v)) continue;
        ctx_.add_name(c.differs, b.name);
      } else {
        const term x = ctx_.sem.to_term(a.v), y = ctx_.sem.to_term(b.v);
        ctx_.evidence.note_term(0, x);
        ctx_.evidence.note_term(1, y);
        // one term (the versions computed it alike) is equal in every model, approximated
        // functions in it or not: no query (the solver would first simplify it, which is slow
        // on large outputs)
        if (ctx_.backend.term_id(x) == ctx_.backend.term_id(y)) {
          c.same_terms = true;
          continue;
        }
        c.equal.emplace_back(b.name, ctx_.backend.mk(solver::op::eq, {x, y}));
      }
      if (listed) c.shown.emplace_back(it->second, j);
    }
    return c;
  }

  /// The compared components beside the end and the returned value, as the report lists them.
  void show_components(partition_record &p, const comparison &c) {
    for (const auto &[i, j] : c.shown) {
      p.old_version.observed.push_back({c.sides[0][i].name, ctx_.shown(c.sides[0][i].v), {}});
      p.new_version.observed.push_back({c.sides[1][j].name, ctx_.shown(c.sides[1][j].v), {}});
    }
  }

  /// The components whose equality the current model falsifies; `all_equal` says whether it
  /// makes every one of them equal.
  std::vector<std::string> differing(const comparison &c, bool &all_equal) {
    std::vector<std::string> out;
    all_equal = false;
    try {
      const auto m = ctx_.backend.get_model();
      std::size_t equal = 0;
      for (const auto &[name, eq] : c.equal)
        if (const solver::value v = m.eval(eq); v.what == solver::value::kind::boolean) {
          if (!v.boolean) ctx_.add_name(out, name);
          equal += v.boolean;
        }
      all_equal = equal == c.equal.size();
    } catch (const std::exception &) { // a model the solver cannot evaluate: no component named
    }
    return out;
  }

  /// Reads the inputs, both outputs and the compared components from the current model. A
  /// value the solver cannot evaluate (CVC5 with exp of a huge rational, say) leaves the report
  /// without it.
  void read_model(partition_record &p, const outcome results[2], const comparison *c) {
    read_model(p, results, c, [] {});
  }
  /// The same, then `also` while the model is current. A model with an array too long to run
  /// (bit-vector lengths are anything up to 2^31) is read again from one whose array inputs
  /// have at most 16 elements, or else max_short_array, if there is one: a witness can then run
  /// it, and a report shows it. (The first bound is often the easier query too: with doubles
  /// Z3 answered it where the second ran out of time.)
  template <class Also> void read_model(partition_record &p, const outcome results[2], const comparison *c, Also also) {
    try {
      read_model_values(p, results, c);
      also();
      const bool long_array = std::any_of(p.input.begin(), p.input.end(),
                                          [](const input_value &i) { return i.value.starts_with("an array of "); });
      if (!long_array) return;
      for (const long bound : {16L, max_short_array}) {
        if (clock::now() >= ctx_.search.deadline()) return;
        solver::scope<S> guard(ctx_.backend);
        for (const auto &in : ctx_.inputs)
          if (in.what == value::kind::array && in.t)
            ctx_.backend.add(
                *ctx_.sem.binary(ir::op::le, value::of_term(ir::int_type, *in.t), value::of_int(ir::int_type, bound))
                     .t);
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(ctx_.search.deadline() - clock::now());
        const auto answer =
            ctx_.backend.check(std::max(std::chrono::milliseconds(1), std::min(left, short_model_limit)), "small");
        ctx_.search.count_check();
        if (!answer.is_sat()) continue;
        read_model_values(p, results, c);
        also();
        return;
      }
    } catch (const std::exception &e) {
      p.error = std::string("reading the model: ") + e.what();
    }
  }
  static constexpr long max_short_array = 1000;
  /// (An IEEE partition's bounded model query takes about as long as its NEQ query did, which
  /// can be a sizeable fraction of a second: a tighter limit lost such models on a loaded
  /// machine, and their partitions' witnesses with them.)
  static constexpr std::chrono::milliseconds short_model_limit{1000};

  void read_model_values(partition_record &p, const outcome results[2], const comparison *c) {
    const auto m = ctx_.backend.get_model();
    p.input = ctx_.model_inputs(m);
    effect *effects[2] = {&p.old_version, &p.new_version};
    std::map<std::uint64_t, std::string> evaluated; // by term id: an output both versions share is evaluated once
    auto concrete = [&](const value &x) -> std::string {
      if (x.what != value::kind::term) return ctx_.sem.show(x);
      // a model may give an approximated function (Math.log, an abstraction's UF) any value, not
      // the JVM's: such an output is shown as its term alone
      if (ctx_.printed(*x.t).find(solver::approximation_suffix) != std::string::npos) return {};
      auto [it, fresh] = evaluated.try_emplace(ctx_.backend.term_id(*x.t));
      if (fresh) it->second = ctx_.java_literal(m.eval(*x.t), x.ty);
      return it->second;
    };
    for (int v = 0; v < 2; ++v) {
      const value &r = results[v].ret;
      if (results[v].what == outcome_kind::returned && (r.is_concrete() || r.what == value::kind::term))
        effects[v]->concrete = concrete(r);
    }
    if (!c) return;
    for (std::size_t k = 0; k < c->shown.size(); ++k) {
      p.old_version.observed[k].concrete = concrete(c->sides[0][c->shown[k].first].v);
      p.new_version.observed[k].concrete = concrete(c->sides[1][c->shown[k].second].v);
    }
  }

  void record_partition(run_record &run, const outcome results[2]) {
    const auto start = clock::now();
    partition_record p;
    p.index = run.partitions.size();
    p.iteration = ctx_.iteration;
    p.path_condition = ctx_.path_condition_text();
    p.old_version = describe(results[0], 0);
    // the new version runs only after the old one reached its end (product_explorer::walk)
    if (results[0].what != outcome_kind::depth_limited) p.new_version = describe(results[1], 1);
    const bool cut = results[0].what == outcome_kind::depth_limited || results[1].what == outcome_kind::depth_limited;
    std::optional<comparison> c;
    if (!cut) {
      c = compare(results);
      show_components(p, *c);
    }
    // Where the search may explore paths that are not reached (path_search::branches_approximate),
    // it serves a proof of equivalence: a partition whose outputs are one term is Eq whether it
    // is reached or not, and its path condition query (slow on IEEE terms) is not asked.
    const bool pc_needed = cut || !ctx_.search.branches_approximate() || !c->differs.empty() || !c->equal.empty();
    const auto pc =
        pc_needed
            ? ctx_.search.path_condition_answer([&](const solver::check_result &r) {
                if (r.is_sat()) read_model(p, results, c ? &*c : nullptr);
              })
            : solver::check_result{
                  query_status::unknown, "not asked: the outputs are one term, Eq wherever reached", false, {}, {}};
    p.pc = ctx_.to_record(pc);
    partition_facts facts;
    facts.pc = pc.answer;
    facts.pc_approximated = pc.approximated || ctx_.abstracted();
    facts.output_approximated = facts.pc_approximated;
    if (cut) {
      p.classes = ctx_.classify(facts);
      if (p.classes.reach != reachability::unreachable) p.classes.overall = partition_class::depth_limited;
      run.depth_limited = run.depth_limited || p.classes.overall == partition_class::depth_limited;
      const bool by_depth = (results[0].what == outcome_kind::depth_limited && !results[0].heap_bound) ||
                            (results[1].what == outcome_kind::depth_limited && !results[1].heap_bound);
      run.deeper_helps = run.deeper_helps || (p.classes.overall == partition_class::depth_limited && by_depth);
    } else if (pc.is_unsat()) {
      p.classes = ctx_.classify(facts);
    } else {
      const term same = compare_effects(p, facts, results, *c);
      p.classes = ctx_.classify(facts);
      if (ctx_.evidence.gathering())
        ctx_.evidence.agreements.push_back(ctx_.backend.mk(solver::op::implies, {ctx_.path_condition_term(), same}));
    }
    run.approximated = run.approximated || facts.output_approximated || facts.pc_approximated;
    p.seconds = std::chrono::duration<double>(clock::now() - start).count();
    if (p.classes.overall != partition_class::unreachable)
      ctx_.publish(run, std::move(p)); // unreachable ones are dropped, as in PASDA
  }

  /// The NEQ and EQ answers of a partition whose path ends compare as `c`; returns the term
  /// that holds where their effects are equal. Components that differ for certain (different
  /// exception classes, different constant outputs) need no query, nor do equal ones.
  term compare_effects(partition_record &p, partition_facts &facts, const outcome results[2], const comparison &c) {
    if (!c.differs.empty() || c.equal.empty()) {
      if (c.differs.empty() && c.same_terms) { // no query: the outputs are one term
        query_outputs(p, facts, ctx_.backend.bool_val(true), true, [] {});
        return ctx_.backend.bool_val(true);
      }
      facts.neq = c.differs.empty() ? query_status::unsat : query_status::sat;
      facts.eq = c.differs.empty() ? query_status::sat : query_status::unsat;
      p.neq.status = facts.neq;
      p.eq.status = facts.eq;
      p.differs = c.differs;
      return ctx_.backend.bool_val(c.differs.empty());
    }
    std::vector<term> equalities;
    for (const auto &e : c.equal)
      equalities.push_back(e.second);
    const term same = ctx_.join(solver::op::and_, equalities, true);
    query_outputs(p, facts, same, false, [&] {
      bool first = true;
      read_model(p, results, &c, [&] {
        bool all_equal = false;
        p.differs = differing(c, all_equal);
        // a model of a query for a difference in which every component is equal is no model of
        // it (CVC5 1.0 gave such models when its assertions were listed after the check, which
        // the backend no longer does): its "sat" is no proof
        if (first && all_equal) {
          p.neq.status = query_status::unknown;
          p.neq.reason = "the solver answered sat with a model in which every component is equal";
        }
        first = false;
      });
    });
    return same;
  }

  /// The NEQ and EQ queries of a partition whose effects are equal where `same` holds.
  template <class ReadModel>
  void query_outputs(partition_record &p, partition_facts &facts, const term &same, bool one_term,
                     ReadModel read_neq_model) {
    if (one_term) {
      p.neq = {query_status::unsat, "the outputs are the same term", false, 0};
    } else {
      solver::scope<S> guard(ctx_.backend);
      ctx_.backend.add(ctx_.backend.mk(solver::op::not_, {same}));
      const auto r = ctx_.search.check("neq");
      p.neq = ctx_.to_record(r);
      if (r.is_sat()) read_neq_model();
    }
    if (p.neq.status == query_status::unsat) {
      // PC ∧ ¬same is unsat, so PC ∧ same is equivalent to PC: the EQ query would repeat the
      // PC query (half of all output queries, and the costly ones on large outputs)
      p.eq = p.pc;
      p.eq.seconds = 0;
      p.eq.reason = one_term ? "implied: the outputs are the same term, so EQ is the PC query"
                             : "implied: NEQ is unsat, so EQ is the PC query";
    } else if (!ctx_.opts.all_queries && !eq_matters(facts, p.neq)) {
      // an exact Sat for NEQ makes the partition Neq whatever EQ says (PASDA's table): the
      // query would only cost time, and Z3 was seen to run past its time limit on one
      p.eq.status = query_status::unknown;
      p.eq.reason = "not asked: the policy classifies the partition the same whatever EQ answers";
    } else {
      solver::scope<S> guard(ctx_.backend);
      ctx_.backend.add(same);
      p.eq = ctx_.to_record(ctx_.search.check("eq"));
    }
    facts.neq = p.neq.status;
    facts.eq = p.eq.status;
    facts.output_approximated = facts.output_approximated || p.neq.approximated || p.eq.approximated;
  }

  /// Could the EQ query's answer change the partition's class, given the other answers? Asked of
  /// the policy itself, so that a policy that uses EQ differently still gets it.
  bool eq_matters(partition_facts facts, const query_record &neq) {
    facts.neq = neq.status;
    facts.output_approximated = facts.output_approximated || neq.approximated;
    std::optional<partition_verdict> first;
    for (const auto eq : {query_status::sat, query_status::unsat, query_status::unknown, query_status::timeout}) {
      facts.eq = eq;
      const partition_verdict v = ctx_.classify(facts);
      if (!first)
        first = v;
      else if (v.reach != first->reach || v.output != first->output || v.overall != first->overall)
        return true;
    }
    return false;
  }

private:
  context &ctx_;
};

} // namespace symdelta::engine
