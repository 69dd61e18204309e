#pragma once
// Symbolic execution of the product of two versions (PRV/PASDA's partition-based mode): every
// path of the old version is continued by every path of the new version under the same path
// condition; each complete pair is a partition, checked and classified at once.
//
// Exploration is depth-first by replay: a path is a sequence of branch decisions; after a path
// ends, the last decision with an unexplored feasible alternative is flipped and the program is
// run again from the start, following the recorded decisions. The solver's scopes mirror the
// decisions (one push per decision), so replayed decisions cost nothing. Replay needs no copying
// of program states, and arrays and aliasing behave exactly as in the concrete interpreter.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/core/stack_guard.hpp"
#include "symdelta/engine/components.hpp"
#include "symdelta/engine/java_format.hpp"
#include "symdelta/model/records.hpp"
#include "symdelta/engine/symbolic_value.hpp"
#include "symdelta/ir/counted_loop.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/policy/policy.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta::engine {

/// A policy's partition table (the explorer is compiled once per backend, not once per policy).
using partition_classifier = partition_verdict (*)(const partition_facts &);

template <solver::backend S, template <class> class Semantics> class product_explorer {
public:
  using term = typename S::term;
  using value = sym_value<term>;
  using clock = std::chrono::steady_clock;

  product_explorer(S &s, const ir::program &old_p, std::uint32_t old_fn, const ir::program &new_p, std::uint32_t new_fn,
                   check_options opts, partition_classifier classify, std::size_t iteration = 1)
      : s_(s), sem_(s), opts_(opts), classify_(classify), iteration_(iteration),
        shared_statics_(shared_statics(old_p, new_p)) {
    prog_[0] = &old_p;
    prog_[1] = &new_p;
    fn_[0] = old_fn;
    fn_[1] = new_fn;
  }

  /// Explores all partitions (or until the deadline) into `run`.
  void explore(run_record &run, clock::time_point deadline) {
    start(deadline);
    walk(
        0, 2, [&](const outcome results[2]) { record_partition(run, results); }, run);
  }

  /// Summary mode (DSE, ARDiff): explores each version on its own into a summary, then checks
  /// both summaries at once as one partition (see docs/abstraction.md).
  void explore_summaries(run_record &run, clock::time_point deadline) {
    start(deadline);
    for (int v = 0; v < 2 && !run.timed_out; ++v)
      walk(
          v, v + 1, [&](const outcome results[2]) { summaries_[v].push_back(path_of(results[v], v)); }, run);
    if (!run.timed_out) {
      try {
        check_summaries(run);
      } catch (const out_of_time &) {
        run.timed_out = true;
        record_cut_partition(run, partition_class::timeout, {});
      }
    }
    for (int v = 0; v < 2; ++v)
      for (const auto &p : summaries_[v])
        if (p.what == outcome_kind::depth_limited) {
          partition_record d;
          d.index = run.partitions.size();
          d.iteration = iteration_;
          d.path_condition = printed(p.pc);
          (v == 0 ? d.old_version : d.new_version).what = effect::kind::depth_limited;
          (v == 0 ? d.old_version : d.new_version).lines = p.lines;
          d.classes.overall = partition_class::depth_limited;
          run.depth_limited = true;
          publish(run, std::move(d));
        }
  }

  /// How often each uninterpreted function of the abstraction occurs (distinct applications) in
  /// the terms of version v's explored paths: its branch conditions and results (ARDiff's H2).
  std::map<std::string, std::size_t> occurrences(int v) {
    std::map<std::string, std::size_t> out;
    const auto counts = s_.count_applications(version_terms_[v]);
    for (const auto &f : prog_[v]->uninterpreted) // declared as approximations: name and suffix
      if (const auto it = counts.find(f.name + std::string(solver::approximation_suffix)); it != counts.end())
        out[f.name] = it->second;
    return out;
  }

  /// ARDiff's H1 for function `name`: is there an interpretation of it under which the explored
  /// paths agree whatever the inputs and the other functions' results are? Sat within the limit
  /// is yes; anything else is no.
  bool h1(const std::string &name, std::chrono::milliseconds limit) {
    if constexpr (!solver::quantifier_backend<S>) {
      return false;
    } else {
      if (h1_constraints_.empty() || clock::now() >= deadline_) return false;
      const term agree = s_.mk(solver::op::and_, std::span<const term>(h1_constraints_));
      // the roots are universal too, with what is known of them assumed: left free, the solver
      // picked them so that the versions agreed, and H1 said yes for every function
      const auto roots = s_.roots_of(agree);
      std::vector<term> from = input_terms_, to;
      for (const auto &extra : h1_universal_)
        from.push_back(extra);
      for (const auto &[other, apps] : uif_terms_)
        if (other != name)
          for (const auto &t : apps)
            from.push_back(t);
      from.insert(from.end(), roots.roots.begin(), roots.roots.end());
      for (std::size_t k = 0; k < from.size(); ++k)
        to.push_back(s_.bound_var(fmt::format("h1!{}", k), s_.sort_of(from[k])));
      const term assumed =
          roots.facts.empty()
              ? agree
              : s_.mk(solver::op::implies, {s_.mk(solver::op::and_, std::span<const term>(roots.facts)), agree});
      const term body = s_.substitute(assumed, from, to);
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - clock::now());
      const auto r = s_.check_alone(s_.forall(to, body), std::max(std::chrono::milliseconds(1), std::min(limit, left)));
      ++checks_;
      if (opts_.trace)
        std::fprintf(stderr, "query h1     %-8s %8.3f s  (%s)\n", solver::to_string(r.answer),
                     std::chrono::duration<double>(r.elapsed).count(), name.c_str());
      return r.is_sat();
    }
  }

private:
  void start(clock::time_point deadline) {
    deadline_ = deadline;
    const ir::function &f = prog_[0]->functions[fn_[0]];
    std::vector<term> constraints;
    for (std::uint32_t p = 0; p < f.param_count; ++p) {
      const ir::type t = f.locals[p].ty;
      if (!t.is_primitive())
        unsupported(f.locals[p].pos,
                    fmt::format("a parameter of type {} (only primitive parameters are symbolic)", ir::to_string(t)));
      input_names_.push_back(f.locals[p].name);
      input_types_.push_back(t);
      inputs_.push_back(sem_.input(f.locals[p].name, t, constraints));
      input_terms_.push_back(*inputs_.back().t);
    }
    for (const auto &c : constraints)
      s_.add(c);
    base_depth_ = s_.scope_depth();
  }

  /// Runs versions [first, last) along every feasible path (pairs of paths for both), handing
  /// each completed one to `done`.
  template <class Done> void walk(int first, int last, Done done, run_record &run) {
    for (;;) {
      pos_ = 0;
      lines_[0].clear();
      lines_[1].clear();
      abstracted_ = false;
      outcome results[2];
      bool stop = false;
      try {
        for (int v = first; v < last; ++v) {
          results[v] = run_version(v);
          if (results[v].what == outcome_kind::depth_limited) break;
        }
        done(results);
      } catch (const infeasible_path &) {
        // a pair whose path condition the solver refuted: not a partition
      } catch (const out_of_time &) {
        run.timed_out = true;
        record_cut_partition(run, partition_class::timeout, {});
        stop = true;
      }
      if (stop || !backtrack()) break;
    }
    while (s_.scope_depth() > base_depth_)
      s_.pop(1);
    trail_.clear();
    asserted_.clear();
    model_.clear();
  }

  // ---- path ends ------------------------------------------------------------------------------
  struct infeasible_path {};
  struct out_of_time {};
  struct depth_limit_hit {};
  struct java_exception {
    std::string cls;
    std::optional<value> message = std::nullopt; // built by the program: a String or null
  };

  enum class outcome_kind : std::uint8_t { returned, threw, depth_limited };
  /// How one version's path ended, and what it left for a caller to observe.
  struct outcome {
    outcome_kind what = outcome_kind::returned;
    value ret;
    std::string exception;
    std::optional<value> message; // of an exception the program built (engine/observation.hpp)
    value printed[2];             // the text written to System.out and System.err
    std::vector<value> statics;   // the static fields' values at the end
  };

  /// One observable component of a path's end (engine/observation.hpp names them): a primitive
  /// or a String value. A reference's nullness is a component of its own (a boolean), and an
  /// array's length and elements are.
  struct observed {
    std::string key;  // unique per component
    std::string name; // as reports show it
    value v;
  };

  /// One explored path of one version (summary mode).
  struct path_summary {
    term pc;
    outcome_kind what;
    std::vector<observed> observation; // what the path leaves for a caller to observe
    std::string result;                // its end, for the report
    std::set<std::uint32_t> lines;
    bool abstracted; // ran through an abstracted block
  };

  enum class flow : std::uint8_t { normal, break_, continue_, return_ };
  struct frame {
    const ir::function *fn = nullptr;
    std::vector<value> locals;
    value ret;
    std::uint32_t jump_target = ir::no_target;
  };

  struct decision {
    bool taken = true;
    bool pending = false;        // the other direction is feasible (or unknown) and not yet explored
    bool forked = false;         // both directions are feasible (or unknown): the path split here
    std::vector<term> alt_model; // input values satisfying the path with the other direction, if known
  };

  S &s_;
  Semantics<S> sem_;
  check_options opts_;
  partition_classifier classify_;
  std::size_t iteration_;
  bool abstracted_ = false; // the path ran through an abstracted block
  // every application of an uninterpreted function of the abstraction, by function (H1); each
  // version's branch conditions and results (H2), once each
  std::map<std::string, std::vector<term>> uif_terms_;
  std::set<std::uint64_t> uif_term_ids_;
  std::vector<term> version_terms_[2];
  std::set<std::uint64_t> version_term_ids_[2];
  // H1's body: per checked partition (or for the summaries), "path condition implies equal
  // effects"; and the constants besides the inputs it quantifies (summary outputs)
  std::vector<term> h1_constraints_;
  std::vector<term> h1_universal_;
  std::vector<path_summary> summaries_[2];
  const ir::program *prog_[2];
  std::uint32_t fn_[2];
  clock::time_point deadline_;
  std::vector<value> inputs_;
  std::vector<term> input_terms_;
  // Values of the inputs that satisfy the current path condition (from the last sat branch
  // query), or empty. A branch condition true under them is feasible without a query.
  std::vector<term> model_;
  std::vector<std::string> input_names_;
  std::vector<ir::type> input_types_;
  std::vector<decision> trail_;
  struct asserted_decision {
    term condition;          // as asserted: the branch condition or its negation
    std::uint64_t branch_id; // the branch condition's term id
    bool taken;
    // the answer of a check of the path condition up to this decision, and which check it was
    // (see checks_), when its scope was checked in place
    std::optional<solver::check_result> answer = std::nullopt;
    std::uint64_t answered_by = 0;
    bool in_solver = true; // false for a condition decided before on the path: asserted there
  };
  std::vector<asserted_decision> asserted_; // in path order; one solver scope each that is in_solver
  // printed path conditions and outputs by term id, with the term itself: a solver may reuse
  // the id of a term it has freed
  std::map<std::uint64_t, std::pair<term, std::string>> printed_;
  std::size_t pos_ = 0;      // the next decision of the path being run
  std::uint64_t checks_ = 0; // checks so far: a solver answers for its model until its next check
  std::uint32_t base_depth_ = 0;
  int version_ = 0;
  std::uint32_t call_depth_ = 0;
  std::uint64_t steps_ = 0;
  std::set<std::uint32_t> lines_[2];
  static constexpr std::uint64_t forced_iterations_per_depth = 100;
  static constexpr std::chrono::microseconds model_worth_reading{300};
  static constexpr std::chrono::milliseconds small_model_limit{200};
  std::vector<value> statics_;
  std::vector<value> printed_pieces_[2]; // the running version's output per stream, in order
  std::vector<shared_static> shared_statics_;
  stack_guard stack_;

  [[noreturn]] void unsupported(source_pos pos, const std::string &what) const {
    throw diagnostic_error{diagnostic{diagnostic::kind::unsupported, prog_[version_]->file, pos,
                                      fmt::format("{} is not supported in symbolic execution", what)}};
  }

  std::chrono::milliseconds query_limit() const {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - clock::now());
    if (left.count() <= 0) throw out_of_time{};
    return std::min(left, opts_.query_timeout);
  }

  solver::check_result check(std::string_view kind) {
    const auto r = s_.check(query_limit(), kind);
    ++checks_;
    if (opts_.trace)
      std::fprintf(stderr, "query %-6s %-8s %8.3f s%s%s%s%s\n", std::string(kind).c_str(), solver::to_string(r.answer),
                   std::chrono::duration<double>(r.elapsed).count(), r.approximated ? " (approximated)" : "",
                   r.strategy.empty() ? "" : " [", r.strategy.c_str(), r.strategy.empty() ? "" : "]");
    return r;
  }

  term negate(const term &t) { return s_.mk(solver::op::not_, {t}); }

  // ---- decisions --------------------------------------------------------------------------------

  /// The direction execution takes at a branch on `cond`; explores new directions depth-first.
  bool decide(const value &cond) { return branch(cond).taken; }

  struct branch_result {
    bool taken;
    bool forked; // the path split here (false for a condition that does not depend on the inputs)
  };

  /// Remembers a term of the running version's path (for H2), when the pair has an abstraction.
  void note_term(int v, const term &t) {
    if (!prog_[0]->uninterpreted.empty() && version_term_ids_[v].insert(s_.term_id(t)).second)
      version_terms_[v].push_back(t);
  }

  branch_result branch(const value &cond) {
    if (cond.what == value::kind::boolean) return {cond.b, false};
    const term c = *cond.t;
    note_term(version_, c);
    if (pos_ < trail_.size()) { // replaying a recorded decision
      const branch_result replayed{trail_[pos_].taken, trail_[pos_].forked};
      assert_decision(c, replayed.taken);
      ++pos_;
      return replayed;
    }
    decision d;
    if (const auto known = already_decided(c)) { // both versions often test the same condition
      d.taken = *known;
    } else if (const auto holds = model_says(c)) {
      // the current inputs satisfy the path and this direction: only the other needs a query
      d.taken = *holds;
      d.pending = d.forked = feasible(d.taken ? negate(c) : c, d.alt_model);
    } else {
      // The else direction first, so that the then direction, taken whenever it is feasible,
      // is checked last and its scope can stay: the condition is not asserted twice, and when
      // no branch follows, the check answers the partition's path condition query too.
      std::vector<term> then_model, else_model;
      const bool else_ok = feasible(negate(c), else_model);
      const solver::check_result then_r = check_with(c, then_model);
      const bool then_ok = then_r.answer != query_status::unsat;
      if (!then_ok) s_.pop(1);
      if (!then_ok && !else_ok) throw infeasible_path{};
      d.taken = then_ok;
      d.pending = d.forked = then_ok && else_ok;
      model_ = then_ok ? std::move(then_model) : std::move(else_model);
      if (d.pending) d.alt_model = std::move(else_model);
      if (then_ok) {
        trail_.push_back(std::move(d));
        asserted_.push_back({c, s_.term_id(c), true, then_r, checks_, true});
        ++pos_;
        return {true, trail_.back().forked};
      }
    }
    trail_.push_back(d);
    assert_decision(c, d.taken);
    ++pos_;
    return {d.taken, d.forked};
  }

  /// Is the path condition with t satisfiable (or unknown)? On sat, `model` gets the inputs' values.
  bool feasible(const term &t, std::vector<term> &model) {
    const bool ok = check_with(t, model).answer != query_status::unsat;
    s_.pop(1);
    return ok;
  }

  /// Checks the path condition with t in a new scope, which stays. On sat, `model` gets the
  /// inputs' values when the query was slow.
  solver::check_result check_with(const term &t, std::vector<term> &model) {
    s_.push();
    s_.add(t);
    const auto r = check("branch");
    // Reading a model costs Z3 about three checks of a small query: it pays off only where
    // queries are slow, and the queries after a slow one tend to be slow too
    if (r.is_sat() && r.elapsed >= model_worth_reading) model = input_values();
    return r;
  }

  /// The inputs' values in the current model as numerals; empty when one is not a numeral.
  std::vector<term> input_values() {
    std::vector<term> out;
    try {
      const auto m = s_.get_model();
      for (const auto &t : input_terms_) {
        const solver::value v = m.eval(t);
        switch (v.what) {
        case solver::value::kind::boolean: out.push_back(s_.bool_val(v.boolean)); break;
        case solver::value::kind::integer: out.push_back(s_.int_val(v.integer.str())); break;
        case solver::value::kind::real: out.push_back(s_.real_val(v.rational.str())); break;
        default: return {};
        }
      }
    } catch (const std::exception &) {
      return {};
    }
    return out;
  }

  /// The value of c under `model_`, when it evaluates to a constant.
  std::optional<bool> model_says(const term &c) {
    if (model_.empty()) return std::nullopt;
    return s_.evaluate(c, input_terms_, model_);
  }

  /// The direction of `c` when the same condition was decided earlier on this path.
  std::optional<bool> already_decided(const term &c) {
    const std::uint64_t id = s_.term_id(c);
    for (const auto &a : asserted_)
      if (a.branch_id == id) return a.taken;
    return std::nullopt;
  }

  void assert_decision(const term &c, bool taken) {
    if (pos_ < asserted_.size()) return; // asserted when this path's prefix was first explored
    const term t = taken ? c : negate(c);
    if (already_decided(c) == taken) { // the same term is asserted already: the path condition stays
      asserted_decision again{t, s_.term_id(c), taken};
      again.in_solver = false;
      if (!asserted_.empty()) again.answer = asserted_.back().answer, again.answered_by = asserted_.back().answered_by;
      asserted_.push_back(std::move(again));
      return;
    }
    s_.push();
    s_.add(t);
    asserted_.push_back({t, s_.term_id(c), taken});
  }

  /// Flips the deepest decision with a pending alternative; false when none is left.
  bool backtrack() {
    while (!trail_.empty() && !trail_.back().pending)
      trail_.pop_back();
    if (trail_.empty()) return false;
    decision &d = trail_.back();
    d.taken = !d.taken;
    d.pending = false;
    model_ = std::move(d.alt_model);
    const std::size_t keep = trail_.size() - 1; // decisions before the flipped one stay asserted
    if (asserted_.size() > keep) {
      const auto scopes = std::count_if(asserted_.begin() + static_cast<long>(keep), asserted_.end(),
                                        [](const asserted_decision &a) { return a.in_solver; });
      if (scopes > 0) s_.pop(static_cast<std::uint32_t>(scopes));
      asserted_.erase(asserted_.begin() + static_cast<long>(keep), asserted_.end());
    }
    return true;
  }

  // ---- running one version ----------------------------------------------------------------------

  outcome run_version(int v) {
    version_ = v;
    call_depth_ = 0;
    steps_ = 0;
    const ir::program &p = *prog_[v];
    outcome out;
    for (auto &pieces : printed_pieces_)
      pieces.clear();
    try {
      statics_.clear();
      for (const auto &fd : p.fields)
        statics_.push_back(default_of(fd.ty));
      frame init;
      for (std::size_t i = 0; i < p.fields.size(); ++i)
        if (p.fields[i].is_static && !p.fields[i].init.empty()) statics_[i] = eval(p.fields[i].init[0], init);
      const ir::function &f = p.functions[fn_[v]];
      if (!f.is_static) unsupported(f.pos, "an instance method as the entry point");
      out.ret = invoke(f, inputs_);
      out.what = outcome_kind::returned;
    } catch (const java_exception &e) {
      out.what = outcome_kind::threw;
      out.exception = e.cls;
      out.message = e.message;
    } catch (const depth_limit_hit &) {
      out.what = outcome_kind::depth_limited;
      return out;
    }
    out.statics = statics_;
    for (int k = 0; k < 2; ++k) {
      out.printed[k] = value::of_string("");
      for (const auto &piece : printed_pieces_[k])
        out.printed[k] = sem_.concat(out.printed[k], piece);
      // what the stream receives: a lone surrogate is '?' (core/text.hpp); a term's surrogates
      // come only from characters, which are approximated there (ideal_semantics::text)
      if (out.printed[k].what == value::kind::string) out.printed[k].text = text::stream_bytes(out.printed[k].text);
    }
    return out;
  }

  value invoke(const ir::function &f, std::vector<value> args) {
    if (++call_depth_ > opts_.depth + 1) throw depth_limit_hit{}; // recursion deeper than the limit
    frame fr;
    fr.fn = &f;
    fr.locals.resize(f.locals.size());
    for (std::size_t i = 0; i < args.size(); ++i)
      fr.locals[i] = std::move(args[i]);
    exec(f.body, fr);
    --call_depth_;
    return fr.ret;
  }

  void step(const ir::stmt &s) {
    lines_[version_].insert(s.pos.line);
    if (++steps_ > opts_.step_budget) throw depth_limit_hit{};
    if ((steps_ & 1023) == 0 && clock::now() >= deadline_) throw out_of_time{}; // long concrete loops
  }

  flow exec(const ir::stmt &s, frame &fr) {
    step(s);
    if (stack_.near_limit()) throw depth_limit_hit{}; // nested deeper than the native stack holds
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
      fr.locals[s.index] = s.exprs.empty() ? default_of(fr.fn->locals[s.index].ty) : eval(s.exprs[0], fr);
      return flow::normal;
    case ir::stmt_kind::expression: eval(s.exprs[0], fr); return flow::normal;
    case ir::stmt_kind::if_:
      if (decide(eval(s.exprs[0], fr))) return exec(s.body[0], fr);
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
      throw java_exception{s.name, s.exprs.empty() ? value::null_of(ir::string_type) : eval(s.exprs[0], fr)};
    case ir::stmt_kind::abstracted:
      // A block cannot throw (diff/abstraction.hpp), and without loops or calls it terminates:
      // its functions stand for it exactly. One with a loop or a call is assumed to terminate,
      // so a path through it counts as approximated even where no function's result is used.
      abstracted_ = abstracted_ || s.assumes_termination;
      return exec(s.body[0], fr);
    }
    return flow::normal;
  }

  flow exec_loop(const ir::stmt &s, frame &fr) {
    if (const auto counted = ir::as_counted_loop(s)) return exec_counted_loop(s, *counted, fr);
    bool first = true;
    std::uint32_t forks = 0;    // iterations at which the path split on the loop condition
    std::uint64_t symbolic = 0; // iterations whose condition depended on the inputs (forked or forced)
    for (;;) {
      if (s.test_first || !first) {
        const value c = eval(s.condition(), fr);
        const bool depends = c.what != value::kind::boolean;
        const branch_result b = branch(c);
        if (!b.taken) return flow::normal;
        if (b.forked && ++forks > opts_.depth) throw depth_limit_hit{};
        // a loop forced on forever by the path condition (while (x > 0) x++; under x > 0)
        if (depends && ++symbolic > forced_iterations_per_depth * std::uint64_t{opts_.depth}) throw depth_limit_hit{};
      }
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
    const ir::type ct = s.condition().args[0].ty; // the comparison's operand type
    const ir::type it = fr.fn->locals[loop.counter].ty;
    const value i0 = sem_.cast(fr.locals[loop.counter], ct);
    const value bound = eval(*loop.bound, fr); // once: the loop does not change it
    if (!decide(sem_.binary(loop.comparison, i0, bound))) return flow::normal;
    for (const auto &part : s.body)
      visit_lines(part);
    const value one = value::of_int(ct, 1);
    // iterations: bound - i0 counting up, i0 - bound counting down, one more when the bound is included
    value n = loop.step > 0 ? sem_.binary(op::sub, bound, i0) : sem_.binary(op::sub, i0, bound);
    const bool inclusive = loop.comparison == op::le || loop.comparison == op::ge;
    if (inclusive) n = sem_.binary(op::add, n, one);
    for (const auto &u : loop.updates) {
      const value e = eval(*u.value, fr);
      value &v = fr.locals[u.slot];
      if (u.kind == ir::counted_loop::update_kind::set) {
        v = e;
        continue;
      }
      const value total = sem_.binary(op::mul, sem_.cast(n, v.ty), e);
      v = sem_.binary(u.kind == ir::counted_loop::update_kind::add ? op::add : op::sub, v, total);
    }
    // the counter stops at the bound, or one past it when the bound is included
    const value last = !inclusive ? bound : sem_.binary(loop.step > 0 ? op::add : op::sub, bound, one);
    fr.locals[loop.counter] = sem_.cast(last, it);
    return flow::normal;
  }

  /// Records the lines of `s` and the statements in it as covered.
  void visit_lines(const ir::stmt &s) {
    step(s);
    for (const auto &c : s.body)
      visit_lines(c);
  }

  flow exec_switch(const ir::stmt &s, frame &fr) {
    const value sel = eval(s.exprs[0], fr);
    std::size_t start = s.cases.size();
    for (std::size_t c = 0; c < s.cases.size() && start == s.cases.size(); ++c)
      for (auto l : s.cases[c].labels)
        if (start == s.cases.size() && decide(sem_.binary(ir::op::eq, sel, value::of_int(sel.ty, l)))) start = c;
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

  value default_of(ir::type t) { return t.is_primitive() ? sem_.default_value(t) : value::null_of(t); }

  // ---- expressions ------------------------------------------------------------------------------

  value eval(const ir::expr &e, frame &fr) {
    using K = ir::expr_kind;
    if (stack_.near_limit()) throw depth_limit_hit{}; // nested deeper than the native stack holds
    switch (e.kind) {
    case K::literal:
      if (e.lit.is_null()) return value::null_of(e.ty);
      if (e.ty.is(ir::prim::string)) return value::of_string(e.lit.s);
      return sem_.literal(e.lit);
    case K::local: return fr.locals[e.index];
    case K::static_field: return statics_[e.index];
    case K::array_element: {
      const value arr = eval(e.args[0], fr);
      const value idx = eval(e.args[1], fr);
      return read_element(arr, idx, e.pos);
    }
    case K::array_length: {
      const value arr = eval(e.args[0], fr);
      if (!arr.elems) throw java_exception{"java.lang.NullPointerException"};
      return value::of_int(ir::int_type, static_cast<long>(arr.elems->size()));
    }
    case K::new_array: {
      std::vector<long> lens;
      for (const auto &d : e.args) {
        const value n = eval(d, fr);
        if (n.what != value::kind::integer) unsupported(d.pos, "an array whose length depends on the inputs");
        if (n.i < 0) throw java_exception{"java.lang.NegativeArraySizeException"};
        if (n.i > 1'000'000) unsupported(d.pos, "an array of more than a million elements");
        lens.push_back(static_cast<long>(n.i));
      }
      return new_array(e.ty, lens, 0);
    }
    case K::array_init: {
      std::vector<value> items;
      for (const auto &a : e.args)
        items.push_back(eval(a, fr));
      return value::of_array(e.ty, std::move(items));
    }
    case K::unary: return sem_.unary(e.o, eval(e.args[0], fr));
    case K::binary: return eval_binary(e, fr);
    case K::cast: {
      value v = eval(e.args[0], fr);
      if (!e.ty.is_primitive()) { // reference casts within one class are identities
        if (v.is_null()) v.ty = e.ty;
        return v;
      }
      return sem_.cast(v, e.ty);
    }
    case K::conditional: return decide(eval(e.args[0], fr)) ? eval(e.args[1], fr) : eval(e.args[2], fr);
    case K::assign: return eval_assign(e, fr);
    case K::call: {
      const ir::function &f = prog_[version_]->functions[e.index];
      if (!f.is_static) unsupported(e.pos, "calling an instance method");
      std::vector<value> args;
      for (const auto &a : e.args)
        args.push_back(eval(a, fr));
      return invoke(f, std::move(args));
    }
    case K::intrinsic: {
      if (ir::is_output(e.fn)) {
        value text = e.args.empty() ? value::of_string("") : printable(eval(e.args[0], fr), e.args[0].pos);
        if (ir::ends_line(e.fn)) text = sem_.concat(text, value::of_string("\n"));
        printed_pieces_[ir::output_stream(e.fn) == ir::stream::out ? 0 : 1].push_back(std::move(text));
        return value::none();
      }
      std::vector<value> args;
      for (const auto &a : e.args)
        args.push_back(eval(a, fr));
      return sem_.intrinsic(e.fn, args, e.ty);
    }
    case K::instance_field:
    case K::this_ref:
    case K::new_object: unsupported(e.pos, "an object of the class");
    case K::string_concat: {
      const value a = printable(eval(e.args[0], fr), e.args[0].pos);
      return sem_.concat(a, printable(eval(e.args[1], fr), e.args[1].pos));
    }
    case K::uninterpreted: return apply_uninterpreted(e, fr);
    }
    return value::none();
  }

  /// String.valueOf(v), for printing and concatenation. An array's text is its type and its
  /// identity hash code, which differ from run to run: refused.
  value printable(const value &v, source_pos pos) {
    if (v.what == value::kind::array) unsupported(pos, "the text of an array (its identity hash code)");
    return sem_.text(v);
  }

  value apply_uninterpreted(const ir::expr &e, frame &fr) {
    const ir::uninterpreted_function &f = prog_[version_]->uninterpreted[e.index];
    abstracted_ = abstracted_ || f.assumes_termination; // as for an abstracted block with a loop
    std::vector<term> args;
    for (const auto &a : e.args)
      args.push_back(sem_.to_term(eval(a, fr)));
    const term t = s_.approximation(f.name, args, sem_.sort(f.result));
    if (uif_term_ids_.insert(s_.term_id(t)).second) uif_terms_[f.name].push_back(t);
    return value::of_term(f.result, t);
  }

  value eval_binary(const ir::expr &e, frame &fr) {
    const value a = eval(e.args[0], fr);
    if (e.o == ir::op::log_and || e.o == ir::op::log_or) { // short circuit: a branch, as in Java
      const bool left = decide(a);
      if (e.o == ir::op::log_and ? !left : left) return value::of_bool(left);
      const value b = eval(e.args[1], fr);
      return value::of_bool(decide(b));
    }
    const value b = eval(e.args[1], fr);
    if (!a.ty.is_primitive() || !b.ty.is_primitive()) { // reference comparison
      const bool strings = a.what == value::kind::string || a.ty.is(ir::prim::string) ||
                           b.what == value::kind::string || b.ty.is(ir::prim::string);
      if (strings && !a.is_null() && !b.is_null()) // identity of two Strings: interning decides it
        unsupported(e.pos, "comparing two Strings with == or != (their identity)");
      const bool same = strings ? a.is_null() && b.is_null() : a.elems == b.elems;
      return value::of_bool(e.o == ir::op::eq ? same : !same);
    }
    return arithmetic(e.o, a, b);
  }

  /// A binary operator, with Java's ArithmeticException for integer division by zero as a path.
  /// A binary operator, with Java's ArithmeticException for integer division by zero as a path.
  /// Floating-point division by zero gives an infinity or NaN in Java, which are not reals: that
  /// path gets the semantics' stand-in value (an approximation), never SMT's arbitrary x/0.
  value arithmetic(ir::op o, const value &a, const value &b) {
    if ((o == ir::op::div || o == ir::op::rem) && a.ty.is_integral()) {
      if (decide(sem_.binary(ir::op::eq, b, value::of_int(b.ty, 0))))
        throw java_exception{"java.lang.ArithmeticException"};
    }
    if (o == ir::op::div && a.ty.is_floating() && !(b.what == value::kind::real && b.r != 0)) {
      if (decide(sem_.binary(ir::op::eq, b, value::of_real(b.ty, 0)))) return sem_.division_by_zero(a);
    }
    return sem_.binary(o, a, b);
  }

  value new_array(ir::type t, const std::vector<long> &lens, std::size_t level) {
    std::vector<value> items;
    for (long k = 0; k < lens[level]; ++k)
      items.push_back(level + 1 < lens.size() ? new_array(t.element(), lens, level + 1) : default_of(t.element()));
    return value::of_array(t, std::move(items));
  }

  /// Bounds check (a path for the exception) and the index as a concrete position when it is one.
  std::optional<std::size_t> check_index(const value &arr, const value &idx) {
    if (!arr.elems) throw java_exception{"java.lang.NullPointerException"};
    const long n = static_cast<long>(arr.elems->size());
    const value in_range = sem_.binary(ir::op::log_and, sem_.binary(ir::op::ge, idx, value::of_int(ir::int_type, 0)),
                                       sem_.binary(ir::op::lt, idx, value::of_int(ir::int_type, n)));
    if (!decide(in_range)) throw java_exception{"java.lang.ArrayIndexOutOfBoundsException"};
    if (idx.what == value::kind::integer) return static_cast<std::size_t>(idx.i);
    return std::nullopt;
  }

  // a[i] with a symbolic i is ite(i == 0, a0, ite(i == 1, a1, ...)) (Java Ranger's encoding)
  value read_element(const value &arr, const value &idx, source_pos pos) {
    if (auto k = check_index(arr, idx)) return (*arr.elems)[*k];
    const auto &items = *arr.elems;
    if (!arr.ty.element().is_primitive())
      unsupported(pos, "indexing an array of arrays with an index that depends on the inputs");
    value acc = items.back();
    for (std::size_t k = items.size() - 1; k-- > 0;)
      acc = sem_.select(sem_.binary(ir::op::eq, idx, value::of_int(ir::int_type, static_cast<long>(k))), items[k], acc,
                        arr.ty.element());
    return acc;
  }

  void write_element(const value &arr, const value &idx, const value &v, source_pos pos, std::optional<std::size_t> k) {
    auto &items = *arr.elems;
    if (k) {
      items[*k] = v;
      return;
    }
    if (!arr.ty.element().is_primitive())
      unsupported(pos, "storing into an array of arrays at an index that depends on the inputs");
    for (std::size_t j = 0; j < items.size(); ++j)
      items[j] = sem_.select(sem_.binary(ir::op::eq, idx, value::of_int(ir::int_type, static_cast<long>(j))), v,
                             items[j], arr.ty.element());
  }

  value eval_assign(const ir::expr &e, frame &fr) {
    const ir::expr &target = e.args[0];
    value arr, idx;
    std::optional<std::size_t> k;
    if (target.kind == ir::expr_kind::array_element) {
      arr = eval(target.args[0], fr);
      idx = eval(target.args[1], fr);
    } else if (target.kind != ir::expr_kind::local && target.kind != ir::expr_kind::static_field) {
      unsupported(target.pos, "assigning to an object's field");
    }
    auto read = [&]() -> value {
      if (target.kind == ir::expr_kind::local) return fr.locals[target.index];
      if (target.kind == ir::expr_kind::static_field) return statics_[target.index];
      k = check_index(arr, idx);
      return k ? (*arr.elems)[*k] : read_element(arr, idx, target.pos);
    };
    auto write = [&](const value &v) {
      if (target.kind == ir::expr_kind::local)
        fr.locals[target.index] = v;
      else if (target.kind == ir::expr_kind::static_field)
        statics_[target.index] = v;
      else
        write_element(arr, idx, v, target.pos, k);
    };
    if (e.o == ir::op::none) {
      const value v = eval(e.args[1], fr);
      if (target.kind == ir::expr_kind::array_element) k = check_index(arr, idx); // after the value (JLS 15.26.1)
      write(v);
      return v;
    }
    const value old = read(); // compound: checks before the right-hand side (JLS 15.26.2)
    const value rhs = eval(e.args[1], fr);
    const value result = e.compute_ty.is(ir::prim::string)
                             ? sem_.concat(printable(old, target.pos), printable(rhs, e.args[1].pos))
                             : sem_.cast(arithmetic(e.o, sem_.cast(old, e.compute_ty), rhs), target.ty);
    write(result);
    return e.postfix ? old : result;
  }

  // ---- partitions ---------------------------------------------------------------------------------

  query_record to_record(const solver::check_result &r) {
    return {r.answer, r.reason, r.approximated, std::chrono::duration<double>(r.elapsed).count()};
  }

  /// The conjunction of the decisions, each distinct condition once (both versions often decide
  /// the same condition).
  std::string path_condition_text() {
    std::string s;
    for (const auto &t : distinct_conditions())
      s += (s.empty() ? "" : " && ") + printed(t);
    return s.empty() ? "true" : s;
  }

  /// The decisions' conditions, each once, in path order.
  std::vector<term> distinct_conditions() {
    std::vector<term> cs;
    std::set<std::uint64_t> seen;
    for (const auto &a : asserted_)
      if (seen.insert(s_.term_id(a.condition)).second) cs.push_back(a.condition);
    return cs;
  }

  /// `o` (and_ or or_) over `ts`: the term itself when there is one, `empty` when none.
  term join(solver::op o, const std::vector<term> &ts, bool empty) {
    return ts.empty() ? s_.bool_val(empty) : ts.size() == 1 ? ts[0] : s_.mk(o, std::span<const term>(ts));
  }

  /// t as text, printed once: the prefix of a path is shared by many partitions, and so is each
  /// version's output (every path of the old version pairs with several of the new one).
  const std::string &printed(const term &t) {
    const std::uint64_t id = s_.term_id(t);
    auto it = printed_.find(id);
    if (it == printed_.end()) it = printed_.emplace(id, std::pair{t, one_line(s_.to_string(t))}).first;
    return it->second.second;
  }

  /// A path end's result as text: its returned value (a term, a literal, void) or its exception.
  std::string result_text(const outcome &o) {
    if (o.what == outcome_kind::threw) {
      if (!o.message || o.message->is_null()) return "throws " + o.exception;
      return fmt::format("throws {}({})", o.exception, shown(*o.message));
    }
    if (o.ret.what == value::kind::none && !o.ret.is_null()) return "void";
    return shown(o.ret);
  }

  std::string shown(const value &v) { return v.what == value::kind::term ? printed(*v.t) : sem_.show(v); }

  effect describe(const outcome &o, int v) {
    effect e;
    e.lines = lines_[v];
    switch (o.what) {
    case outcome_kind::returned:
      e.what = effect::kind::returned;
      e.symbolic = result_text(o);
      break;
    case outcome_kind::threw:
      e.what = effect::kind::threw;
      e.symbolic = result_text(o);
      e.concrete = e.symbolic;
      break;
    case outcome_kind::depth_limited: e.what = effect::kind::depth_limited; break;
    }
    return e;
  }

  // ---- what is compared (engine/observation.hpp) ----------------------------------------------------

  /// The components of a path end, in a fixed order: how it ended and the returned value, then
  /// (unless only the return is observed) a program-built exception's message, the printed text
  /// and the static fields both versions declare.
  std::vector<observed> observe(const outcome &o, int v) {
    std::vector<observed> out;
    const bool threw = o.what == outcome_kind::threw;
    out.push_back({"", std::string(component::ending), value::of_string(threw ? "throws " + o.exception : "returns")});
    if (!threw && !o.ret.ty.is_void()) flatten(std::string(component::returned), o.ret, out);
    if (opts_.observe == observe_mode::return_only) return out; // PASDA's comparison: no message either
    if (threw && o.message) flatten(std::string(component::message), *o.message, out);
    for (const auto stream : {ir::stream::out, ir::stream::err}) {
      const std::string name = component::stream(stream);
      out.push_back({name, name, o.printed[stream == ir::stream::out ? 0 : 1]});
    }
    for (const auto &f : shared_statics_)
      flatten(component::static_field(f.name), o.statics[f.index[v]], out);
    return out;
  }

  /// The components of one value: itself if primitive; for a reference, whether it is null and
  /// then a String's text, or an array's length and elements.
  void flatten(const std::string &name, const value &x, std::vector<observed> &out) {
    if (!x.ty.is_reference()) {
      out.push_back({name, name, x});
      return;
    }
    out.push_back({name + " is null", name, value::of_bool(x.is_null())});
    if (x.is_null()) return;
    if (x.what == value::kind::array) {
      const std::string length = component::length(name);
      out.push_back({length, length, value::of_int(ir::int_type, static_cast<long>(x.elems->size()))});
      for (std::size_t k = 0; k < x.elems->size(); ++k)
        flatten(component::element(name, k), (*x.elems)[k], out);
      return;
    }
    if (x.what != value::kind::string && !x.ty.is(ir::prim::string))
      unsupported({}, "comparing " + name + ", an object");
    out.push_back({name, name, x});
  }

  static bool equal_concrete(const value &x, const value &y) {
    switch (x.what) {
    case value::kind::integer: return x.i == y.i;
    case value::kind::real: return x.r == y.r;
    case value::kind::boolean: return x.b == y.b;
    default: return x.text == y.text;
    }
  }

  static void add_name(std::vector<std::string> &names, const std::string &n) {
    if (std::find(names.begin(), names.end(), n) == names.end()) names.push_back(n);
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
      const bool listed = !b.key.empty() && b.name != component::returned && !b.key.ends_with(" is null");
      if (a.v.is_concrete() && b.v.is_concrete()) {
        if (equal_concrete(a.v, b.v)) continue;
        add_name(c.differs, b.name);
      } else {
        const term x = sem_.to_term(a.v), y = sem_.to_term(b.v);
        note_term(0, x);
        note_term(1, y);
        // one term (the versions computed it alike) is equal in every model, approximated
        // functions in it or not: no query (the solver would first simplify it, 10 ms on
        // Bess/dawson's outputs)
        if (s_.term_id(x) == s_.term_id(y)) {
          c.same_terms = true;
          continue;
        }
        c.equal.emplace_back(b.name, s_.mk(solver::op::eq, {x, y}));
      }
      if (listed) c.shown.emplace_back(it->second, j);
    }
    return c;
  }

  /// The compared components beside the end and the returned value, as the report lists them.
  void show_components(partition_record &p, const comparison &c) {
    for (const auto &[i, j] : c.shown) {
      p.old_version.observed.push_back({c.sides[0][i].name, shown(c.sides[0][i].v), {}});
      p.new_version.observed.push_back({c.sides[1][j].name, shown(c.sides[1][j].v), {}});
    }
  }

  /// The components whose equality the current model falsifies.
  std::vector<std::string> differing(const comparison &c) {
    std::vector<std::string> out;
    try {
      const auto m = s_.get_model();
      for (const auto &[name, eq] : c.equal)
        if (const solver::value v = m.eval(eq); v.what == solver::value::kind::boolean && !v.boolean)
          add_name(out, name);
    } catch (const std::exception &) { // a model the solver cannot evaluate: no component named
    }
    return out;
  }

  /// Reads the inputs, both outputs and the compared components from the current model. A
  /// value the solver cannot evaluate (CVC5 with exp of a huge rational, say) leaves the report
  /// without it.
  void read_model(partition_record &p, const outcome results[2], const comparison *c) {
    try {
      read_model_values(p, results, c);
    } catch (const std::exception &e) {
      p.error = std::string("reading the model: ") + e.what();
    }
  }

  void read_model_values(partition_record &p, const outcome results[2], const comparison *c) {
    const auto m = s_.get_model();
    p.input.clear();
    for (std::size_t k = 0; k < inputs_.size(); ++k)
      p.input.push_back({input_names_[k], java_literal(m.eval(*inputs_[k].t), input_types_[k])});
    effect *effects[2] = {&p.old_version, &p.new_version};
    std::map<std::uint64_t, std::string> evaluated; // by term id: an output both versions share is evaluated once
    auto concrete = [&](const value &x) -> std::string {
      if (x.what != value::kind::term) return sem_.show(x);
      auto [it, fresh] = evaluated.try_emplace(s_.term_id(*x.t));
      if (fresh) it->second = java_literal(m.eval(*x.t), x.ty);
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

  static std::string java_literal(const solver::value &v, ir::type t) {
    switch (v.what) {
    case solver::value::kind::boolean: return v.boolean ? "true" : "false";
    case solver::value::kind::integer: return v.integer.str() + (t.is(ir::prim::long_) ? "L" : "");
    case solver::value::kind::real: {
      const double d = v.rational.convert_to<double>();
      return t.is(ir::prim::float_) ? java_to_string(static_cast<float>(d)) + "f" : java_to_string(d);
    }
    case solver::value::kind::string: return java_quoted(v.text);
    default: return v.text;
    }
  }

  /// The path condition query. When the last check was of exactly the path condition (its
  /// deepest decision, checked in place, with no check since), that answer and its model stand.
  solver::check_result path_condition_answer() {
    if (!asserted_.empty() && pos_ == asserted_.size()) {
      const asserted_decision &last = asserted_.back();
      if (last.answer && last.answered_by == checks_ && last.answer->is_sat()) {
        if (opts_.trace) std::fprintf(stderr, "query pc     sat          (the last branch query)\n");
        solver::check_result r = *last.answer;
        r.elapsed = {};
        return r;
      }
    }
    return check("pc");
  }

  void record_partition(run_record &run, const outcome results[2]) {
    const auto start = clock::now();
    partition_record p;
    p.index = run.partitions.size();
    p.iteration = iteration_;
    p.path_condition = path_condition_text();
    p.old_version = describe(results[0], 0);
    p.new_version = describe(results[1], 1);
    const bool cut = results[0].what == outcome_kind::depth_limited || results[1].what == outcome_kind::depth_limited;
    std::optional<comparison> c;
    if (!cut) {
      c = compare(results);
      show_components(p, *c);
    }
    const auto pc = path_condition_answer();
    p.pc = to_record(pc);
    if (pc.is_sat()) read_model(p, results, c ? &*c : nullptr);
    partition_facts facts;
    facts.pc = pc.answer;
    facts.pc_approximated = pc.approximated || abstracted_;
    facts.output_approximated = facts.pc_approximated;
    if (cut) {
      p.classes = classify_(facts);
      if (p.classes.reach != reachability::unreachable) p.classes.overall = partition_class::depth_limited;
      run.depth_limited = run.depth_limited || p.classes.overall == partition_class::depth_limited;
    } else if (pc.is_unsat()) {
      p.classes = classify_(facts);
    } else {
      const term same = compare_effects(p, facts, results, *c);
      p.classes = classify_(facts);
      if (!prog_[0]->uninterpreted.empty())
        h1_constraints_.push_back(s_.mk(solver::op::implies, {path_condition_term(), same}));
    }
    run.approximated = run.approximated || facts.output_approximated || facts.pc_approximated;
    p.seconds = std::chrono::duration<double>(clock::now() - start).count();
    if (p.classes.overall != partition_class::unreachable)
      publish(run, std::move(p)); // unreachable ones are dropped, as in PASDA
  }

  /// The NEQ and EQ answers of a partition whose path ends compare as `c`; returns the term
  /// that holds where their effects are equal. Components that differ for certain (different
  /// exception classes, different constant outputs) need no query, nor do equal ones.
  term compare_effects(partition_record &p, partition_facts &facts, const outcome results[2], const comparison &c) {
    if (!c.differs.empty() || c.equal.empty()) {
      if (c.differs.empty() && c.same_terms) { // no query: the outputs are one term
        query_outputs(p, facts, s_.bool_val(true), true, [] {});
        return s_.bool_val(true);
      }
      facts.neq = c.differs.empty() ? query_status::unsat : query_status::sat;
      facts.eq = c.differs.empty() ? query_status::sat : query_status::unsat;
      p.neq.status = facts.neq;
      p.eq.status = facts.eq;
      p.differs = c.differs;
      return s_.bool_val(c.differs.empty());
    }
    std::vector<term> equalities;
    for (const auto &e : c.equal)
      equalities.push_back(e.second);
    const term same = join(solver::op::and_, equalities, true);
    query_outputs(p, facts, same, false, [&] {
      read_model(p, results, &c);
      p.differs = differing(c);
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
      solver::scope<S> guard(s_);
      s_.add(negate(same));
      const auto r = check("neq");
      p.neq = to_record(r);
      if (r.is_sat()) read_neq_model();
    }
    if (p.neq.status == query_status::unsat) {
      // PC ∧ ¬same is unsat, so PC ∧ same is equivalent to PC: the EQ query would repeat the
      // PC query (half of all output queries, and the costly ones on large outputs)
      p.eq = p.pc;
      p.eq.seconds = 0;
      p.eq.reason = one_term ? "implied: the outputs are the same term, so EQ is the PC query"
                             : "implied: NEQ is unsat, so EQ is the PC query";
    } else if (!opts_.all_queries && !eq_matters(facts, p.neq)) {
      // an exact Sat for NEQ makes the partition Neq whatever EQ says (PASDA's table): the
      // query would only cost time, and Z3 was seen to run past its time limit on one
      p.eq.status = query_status::unknown;
      p.eq.reason = "not asked: the policy classifies the partition the same whatever EQ answers";
    } else {
      solver::scope<S> guard(s_);
      s_.add(same);
      p.eq = to_record(check("eq"));
    }
    facts.neq = p.neq.status;
    facts.eq = p.eq.status;
    facts.output_approximated = facts.output_approximated || p.neq.approximated || p.eq.approximated;
  }

  // ---- summaries ----------------------------------------------------------------------------------

  /// The path condition as one term.
  term path_condition_term() { return join(solver::op::and_, distinct_conditions(), true); }

  path_summary path_of(const outcome &o, int v) {
    path_summary p{path_condition_term(), o.what, {}, {}, lines_[v], abstracted_};
    if (o.what == outcome_kind::depth_limited) return p;
    p.observation = observe(o, v);
    p.result = result_text(o);
    for (const auto &c : p.observation)
      if (c.v.what == value::kind::term) note_term(v, *c.v.t);
    return p;
  }

  /// A component of the summaries: one constant per version for its value, and one for
  /// whether the version's path defines it (when some path does not: an exception's message
  /// exists only where the program threw it).
  struct summary_key {
    std::string key, name;
    ir::type ty;
    std::optional<value> first; // the value of the first path that has the component
    bool varies = false;        // some path gives it another value (or a term)
    bool texts = true;          // every value is a String known exactly: compared as numbered texts
    std::size_t paths[2] = {0, 0};
    std::optional<term> obs[2], def[2];
  };

  /// The inputs, and with `outputs` each version's returned value and the components that
  /// differ, from the current model.
  void read_summary_model(partition_record &p, const std::vector<summary_key> &keys, bool outputs) {
    try {
      const auto m = s_.get_model();
      p.input.clear();
      for (std::size_t k = 0; k < inputs_.size(); ++k)
        p.input.push_back({input_names_[k], java_literal(m.eval(*inputs_[k].t), input_types_[k])});
      if (!outputs) return;
      effect *effects[2] = {&p.old_version, &p.new_version};
      auto holds = [&](const std::optional<term> &t) { return !t || m.eval(*t).boolean; };
      for (const auto &k : keys) {
        if (!holds(k.def[0]) || !holds(k.def[1])) continue;
        const solver::value x = m.eval(*k.obs[0]), y = m.eval(*k.obs[1]);
        if (k.name == component::returned && !k.texts)
          for (int v = 0; v < 2; ++v)
            effects[v]->concrete = java_literal(v == 0 ? x : y, k.ty);
        if (x.to_string() != y.to_string()) add_name(p.differs, k.name);
      }
    } catch (const std::exception &e) {
      p.error = std::string("reading the model: ") + e.what();
    }
  }

  /// After a sat NEQ query of the summaries: when there is a model with every input within
  /// [-1000, 1000] too, `read` reads it. Its values read better, and a difference between large
  /// numbers can lie below a witness's relative tolerance.
  template <class Read> void with_small_inputs(Read read) {
    if (clock::now() >= deadline_) return;
    solver::scope<S> guard(s_);
    const value bound = value::of_int(ir::int_type, 1000);
    for (std::size_t k = 0; k < inputs_.size(); ++k) {
      if (input_types_[k].is_boolean()) continue;
      const value b = input_types_[k].is_floating() ? value::of_real(input_types_[k], 1000) : bound;
      s_.add(*sem_.binary(ir::op::le, sem_.unary(ir::op::neg, b), inputs_[k]).t);
      s_.add(*sem_.binary(ir::op::le, inputs_[k], b).t);
    }
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - clock::now());
    const auto r = s_.check(std::max(std::chrono::milliseconds(1), std::min(left, small_model_limit)), "small");
    ++checks_;
    if (r.is_sat()) read();
  }

  /// Checks the two summaries as one partition. Each component of a version's path ends
  /// (engine/observation.hpp) is a constant, and its summary is the disjunction, over its
  /// explored paths, of "path condition and these components' values". Components every path
  /// gives the same constant value cannot differ and are left out; Strings known exactly are
  /// numbered, so that no query needs the string theory for them. Depth-limited paths are left
  /// out (their effect is unknown): they become Depth_Limited partitions of their own, so the
  /// summary's answer can prove NEQ but not EQ.
  void check_summaries(run_record &run) {
    const auto start = clock::now();
    std::vector<summary_key> keys;
    std::map<std::string, std::size_t> index;
    std::size_t counted[2] = {0, 0};
    for (int v = 0; v < 2; ++v)
      for (const auto &p : summaries_[v]) {
        if (p.what == outcome_kind::depth_limited) continue;
        ++counted[v];
        for (const auto &c : p.observation) {
          auto [it, fresh] = index.try_emplace(c.key, keys.size());
          if (fresh) keys.push_back({c.key, c.name, c.v.ty, c.v, false, true, {0, 0}, {}, {}});
          summary_key &k = keys[it->second];
          ++k.paths[v];
          k.texts = k.texts && c.v.what == value::kind::string;
          if (!c.v.is_concrete() || !k.first->is_concrete() || !equal_concrete(*k.first, c.v)) k.varies = true;
        }
      }
    if (counted[0] == 0 || counted[1] == 0) return; // nothing to compare: only depth-limited paths
    static constexpr const char *names[2] = {"old", "new"};
    std::vector<summary_key> compared;
    for (auto &k : keys)
      if (k.varies && k.paths[0] > 0 && k.paths[1] > 0) {
        const std::size_t n = compared.size();
        for (int v = 0; v < 2; ++v) {
          k.obs[v] = s_.constant(fmt::format("obs!{}!{}", names[v], n), k.texts ? s_.int_sort() : sem_.sort(k.ty));
          if (k.paths[v] < counted[v]) k.def[v] = s_.constant(fmt::format("def!{}!{}", names[v], n), s_.bool_sort());
        }
        compared.push_back(std::move(k));
      }
    std::map<std::string, std::int64_t> text_numbers;
    std::vector<term> summary, any_path;
    bool abstracted = false;
    effect described[2]; // each version's paths as text, and the lines they cover
    for (int v = 0; v < 2; ++v) {
      std::vector<term> paths, conditions;
      for (const auto &p : summaries_[v]) {
        if (p.what == outcome_kind::depth_limited) continue;
        conditions.push_back(p.pc);
        described[v].lines.insert(p.lines.begin(), p.lines.end());
        abstracted = abstracted || p.abstracted;
        std::vector<term> conj{p.pc};
        std::string extra;
        for (const auto &k : compared) {
          const auto c = std::find_if(p.observation.begin(), p.observation.end(),
                                      [&](const observed &o) { return o.key == k.key; });
          if (c == p.observation.end()) {
            conj.push_back(negate(*k.def[v]));
            continue;
          }
          if (k.def[v]) conj.push_back(*k.def[v]);
          const term x = k.texts ? s_.int_val(text_numbers.try_emplace(c->v.text, text_numbers.size()).first->second)
                                 : sem_.to_term(c->v);
          conj.push_back(s_.mk(solver::op::eq, {*k.obs[v], x}));
          if (!k.key.empty() && k.name != component::returned) extra += fmt::format(", {} = {}", k.name, shown(c->v));
        }
        described[v].symbolic +=
            fmt::format("{}{} -> {}{}", described[v].symbolic.empty() ? "" : "; ", printed(p.pc), p.result, extra);
        paths.push_back(s_.mk(solver::op::and_, std::span<const term>(conj)));
      }
      summary.push_back(join(solver::op::or_, paths, false));
      any_path.push_back(join(solver::op::or_, conditions, false));
    }
    partition_record p;
    p.index = run.partitions.size();
    p.iteration = iteration_;
    p.path_condition = fmt::format("summary of v1 ({} paths) and v2 ({} paths)", counted[0], counted[1]);
    p.old_version = std::move(described[0]);
    p.new_version = std::move(described[1]);
    p.old_version.what = p.new_version.what = effect::kind::returned;
    // The PC query asks for the path conditions alone: the effect equations only define fresh
    // constants, so they never change satisfiability, but an uninterpreted function in a
    // returned value would make the path condition look approximated.
    solver::scope<S> guard(s_);
    s_.add(any_path[0]);
    s_.add(any_path[1]);
    const auto pc = check("pc");
    if (pc.is_sat()) read_summary_model(p, compared, false); // the inputs only: no effects yet
    s_.add(summary[0]);
    s_.add(summary[1]);
    p.pc = to_record(pc);
    partition_facts facts;
    facts.pc = pc.answer;
    facts.pc_approximated = pc.approximated || abstracted;
    facts.output_approximated = facts.pc_approximated;
    // equal where both versions define a component
    std::vector<term> same_parts;
    h1_universal_.clear();
    for (const auto &k : compared) {
      std::vector<term> both;
      for (int v = 0; v < 2; ++v) {
        h1_universal_.push_back(*k.obs[v]);
        if (k.def[v]) {
          both.push_back(*k.def[v]);
          h1_universal_.push_back(*k.def[v]);
        }
      }
      const term eq = s_.mk(solver::op::eq, {*k.obs[0], *k.obs[1]});
      same_parts.push_back(both.empty() ? eq : s_.mk(solver::op::implies, {join(solver::op::and_, both, true), eq}));
    }
    const term same = join(solver::op::and_, same_parts, true);
    if (!pc.is_unsat()) {
      if (compared.empty()) { // every component is the same constant wherever it is defined
        facts.neq = p.neq.status = query_status::unsat;
        p.neq.reason = "every path gives every component the same constant value";
        p.eq = p.pc;
        facts.eq = p.eq.status;
      } else {
        query_outputs(p, facts, same, false, [&] {
          read_summary_model(p, compared, true);
          with_small_inputs([&] { read_summary_model(p, compared, true); });
        });
      }
    }
    p.classes = classify_(facts);
    run.approximated = run.approximated || facts.output_approximated;
    h1_constraints_ = {s_.mk(solver::op::implies, {s_.mk(solver::op::and_, {summary[0], summary[1]}), same})};
    p.seconds = std::chrono::duration<double>(clock::now() - start).count();
    if (p.classes.overall != partition_class::unreachable) publish(run, std::move(p));
  }

  /// Could the EQ query's answer change the partition's class, given the other answers? Asked of
  /// the policy itself, so that a policy that uses EQ differently still gets it.
  bool eq_matters(partition_facts facts, const query_record &neq) {
    facts.neq = neq.status;
    facts.output_approximated = facts.output_approximated || neq.approximated;
    std::optional<partition_verdict> first;
    for (const auto eq : {query_status::sat, query_status::unsat, query_status::unknown, query_status::timeout}) {
      facts.eq = eq;
      const partition_verdict v = classify_(facts);
      if (!first)
        first = v;
      else if (v.reach != first->reach || v.output != first->output || v.overall != first->overall)
        return true;
    }
    return false;
  }

  void publish(run_record &run, partition_record p) {
    // a Neq here is the solver's classification (witnesses come later: engine/witness.hpp)
    if (p.classes.overall == partition_class::neq) p.provenance = neq_provenance::proved;
    if (opts_.on_partition) opts_.on_partition(p);
    run.partitions.push_back(std::move(p));
  }

  /// A partition cut short (timeout): its path condition and lines so far.
  void record_cut_partition(run_record &run, partition_class c, const std::string &error) {
    partition_record p;
    p.index = run.partitions.size();
    p.iteration = iteration_;
    p.path_condition = path_condition_text();
    p.old_version.lines = lines_[0];
    p.new_version.lines = lines_[1];
    p.classes.overall = c;
    p.error = error;
    publish(run, std::move(p));
  }
};

} // namespace symdelta::engine
