#pragma once
// Depth-first path search by replay: a path is a sequence of branch decisions; after a path
// ends, the last decision with an unexplored feasible alternative is flipped and the program is
// run again from the start, following the recorded decisions. The solver's scopes mirror the
// decisions (one push per decision), so replayed decisions cost nothing, and no program state
// is ever copied.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "symdelta/engine/execution/path_end.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta::engine {

template <solver::backend S> class path_search {
public:
  using term = typename S::term;
  using clock = std::chrono::steady_clock;

  struct branch_result {
    bool taken;
    bool forked; // the path split here (false for a condition that does not depend on the inputs)
  };

  /// A decision of the current path as the solver holds it.
  struct asserted_decision {
    term condition;          // as asserted: the branch condition or its negation
    std::uint64_t branch_id; // the branch condition's term id
    bool taken;
    // the answer of a check of the path condition up to this decision, and which check it was
    // (see checks()), when its scope was checked in place
    std::optional<solver::check_result> answer = std::nullopt;
    std::uint64_t answered_by = 0;
    bool in_solver = true; // false for a condition decided before on the path: asserted there
  };

  /// `query_timeout` bounds one query (never beyond the deadline). Queries are traced by the
  /// solver's decorator (solver/traced.hpp), not here.
  path_search(S &s, std::chrono::milliseconds query_timeout) : s_(s), query_timeout_(query_timeout) {}

  /// Starts a search: the solver holds what every path assumes (the inputs' ranges); `inputs`
  /// are the input constants, whose values a model gives.
  void start(clock::time_point deadline, std::vector<term> inputs) {
    deadline_ = deadline;
    inputs_ = std::move(inputs);
    base_depth_ = s_.scope_depth();
  }

  /// A new run from the start, replaying the recorded decisions first.
  void begin_path() { pos_ = 0; }

  /// Flips the deepest decision with a pending alternative; false when none is left.
  bool backtrack() {
    while (!trail_.empty() && !trail_.back().pending)
      trail_.pop_back();
    if (trail_.empty()) return false;
    decision &d = trail_.back();
    d.taken = !d.taken;
    d.pending = false;
    model_ = std::move(d.alt_model);
    here_ = std::move(d.alt_known);
    const std::size_t keep = trail_.size() - 1; // decisions before the flipped one stay asserted
    if (asserted_.size() > keep) {
      const auto scopes = std::count_if(asserted_.begin() + static_cast<long>(keep), asserted_.end(),
                                        [](const asserted_decision &a) { return a.in_solver; });
      if (scopes > 0) s_.pop(static_cast<std::uint32_t>(scopes));
      asserted_.erase(asserted_.begin() + static_cast<long>(keep), asserted_.end());
    }
    return true;
  }

  /// Ends the search: the solver is back where start() found it.
  void finish() {
    while (s_.scope_depth() > base_depth_)
      s_.pop(1);
    trail_.clear();
    asserted_.clear();
    model_.clear();
    here_.reset();
  }

  /// More inputs whose values are known (the concrete pre-pass's): values of the search's
  /// inputs, as numerals, in their order. A branch direction that one of them takes (with the
  /// path so far) is feasible without a query, and a path condition one of them satisfies is
  /// answered at once.
  void add_known_inputs(std::vector<std::vector<term>> more) {
    for (auto &k : more)
      if (k.size() == inputs_.size()) known_.push_back(std::move(k));
  }

  /// Whether path condition queries may be pinned to a known input (path_condition_answer).
  /// Not where evaluating a model at such an input has no bound: Z3 evaluates the roots of
  /// ideal semantics at a random double's rational as algebraic numbers, for seconds, past
  /// any interrupt.
  void pin_known_inputs(bool pin) { pin_known_ = pin; }

  /// Has a query been slow? (Then more known inputs are worth their cost.)
  [[nodiscard]] bool queries_slow() const { return slow_; }

  /// The direction execution takes at a branch on `c`; explores new directions depth-first.
  /// Throws infeasible_path when neither direction is feasible.
  branch_result branch(const term &c) {
    if (pos_ < trail_.size()) { // replaying a recorded decision
      const branch_result replayed{trail_[pos_].taken, trail_[pos_].forked};
      assert_decision(c, replayed.taken);
      ++pos_;
      return replayed;
    }
    decision d;
    if (const auto known = already_decided(c)) { // both versions often test the same condition
      d.taken = *known;
    } else if (decide(c, d)) { // the then direction's query stays as its scope
      trail_.push_back(std::move(d));
      ++pos_;
      return {true, trail_.back().forked};
    }
    trail_.push_back(std::move(d));
    assert_decision(c, trail_.back().taken);
    ++pos_;
    return {trail_.back().taken, trail_.back().forked};
  }

  /// One query of the current path condition (with whatever the caller pushed on it).
  solver::check_result check(std::string_view kind) {
    if (before_queries_ && before_queries_()) throw settled_elsewhere{};
    const auto limit = kind == "branch" && branch_limit_ ? std::min(query_limit(), *branch_limit_) : query_limit();
    const auto r = s_.check(limit, kind);
    ++checks_;
    if (r.elapsed >= slow_query) slow_ = true;
    return r;
  }

  /// Explore both directions of every branch an earlier decision of the path does not settle,
  /// without asking the solver: more paths, some infeasible, and no branch query. For questions
  /// whose answer cannot be wrong on an infeasible path, only weaker (the loop-pair proofs).
  void explore_every_direction() { ask_branches_ = false; }

  /// Give a branch query at most `limit`: one that gives up explores the direction. For
  /// questions whose answer cannot be wrong on an infeasible path (a proof of equivalence):
  /// a hard condition costs a few milliseconds and perhaps a partition that is not reached.
  void limit_branch_queries(std::chrono::milliseconds limit) { branch_limit_ = limit; }
  /// Are the branch queries limited (or not asked): may a path be infeasible?
  [[nodiscard]] bool branches_approximate() const { return !ask_branches_ || branch_limit_.has_value(); }

  /// Asked before each query (null: nothing is); true ends the path with settled_elsewhere.
  void before_queries(std::function<bool()> settled) { before_queries_ = std::move(settled); }

  /// A query asked of the solver directly: the models of earlier checks no longer stand.
  void count_check() { ++checks_; }
  /// Checks so far (the search's queries and those counted).
  [[nodiscard]] std::uint64_t checks() const { return checks_; }

  /// The path condition query; `while_model(answer)` runs while its model is current. When the
  /// last check was of exactly the path condition (its deepest decision, checked in place, with
  /// no check since), that answer and its model stand. Else, when a known input satisfies the
  /// path condition, the query is asked with the inputs pinned to its values: the solver
  /// answers it at once, with that input as its model.
  template <class WhileModel> solver::check_result path_condition_answer(WhileModel while_model) {
    if (!asserted_.empty() && pos_ == asserted_.size()) {
      const asserted_decision &last = asserted_.back();
      if (last.answer && last.answered_by == checks_ && last.answer->is_sat()) {
        if constexpr (requires { s_.note(std::string_view{}); }) // a traced solver (solver/traced.hpp)
          s_.note("query pc     sat          (the last branch query)");
        solver::check_result r = last.answer.value();
        r.elapsed = {};
        while_model(r);
        return r;
      }
    }
    if (const known_set *here = pin_known_ && pos_ == asserted_.size() ? known_here() : nullptr;
        here && !here->ids.empty()) {
      solver::scope<S> pinned(s_);
      const std::vector<term> &values = known_[here->ids.front()];
      for (std::size_t k = 0; k < inputs_.size(); ++k)
        s_.add(s_.mk(solver::op::eq, {inputs_[k], values[k]}));
      const solver::check_result r = check("pc");
      if (r.is_sat()) {
        while_model(r);
        return r;
      }
    }
    const solver::check_result r = check("pc");
    while_model(r);
    return r;
  }
  solver::check_result path_condition_answer() {
    return path_condition_answer([](const solver::check_result &) {});
  }

  /// The decisions' conditions, each once, in path order.
  std::vector<term> distinct_conditions() const {
    std::vector<term> cs;
    std::set<std::uint64_t> seen;
    for (const auto &a : asserted_)
      if (seen.insert(s_.term_id(a.condition)).second) cs.push_back(a.condition);
    return cs;
  }

  /// The time one query may take: its budget, a share of what is left of the check (at least
  /// min_query_budget), and at most the query timeout; throws out_of_time when no time is left.
  /// No single query may eat the check: late in a check, a hard query gives up early and its
  /// branch is explored as feasible (sound: witnesses sort out the rest), leaving time for the
  /// other paths. Early on, the query timeout is the bound.
  std::chrono::milliseconds query_limit() const {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - clock::now());
    if (left.count() <= 0) throw out_of_time{};
    return std::min({left, query_timeout_, std::max(left / query_budget_divisor, min_query_budget)});
  }

  /// A query may take at most 1/query_budget_divisor of what is left of the check...
  static constexpr int query_budget_divisor = 4;
  /// ...but never less than this (or what is left): a budget too small to answer anything
  /// would turn every late query into an unknown.
  static constexpr std::chrono::milliseconds min_query_budget{100};

  [[nodiscard]] clock::time_point deadline() const { return deadline_; }

private:
  /// Known inputs (indices into known_) that satisfy a path condition, sorted out of the first
  /// `of` known inputs.
  struct known_set {
    std::vector<std::uint32_t> ids;
    std::size_t of = 0;
  };
  struct decision {
    bool taken = true;
    bool pending = false;        // the other direction is feasible (or unknown) and not yet explored
    bool forked = false;         // both directions are feasible (or unknown): the path split here
    std::vector<term> alt_model; // input values satisfying the path with the other direction, if known
    // the known inputs (known_) that satisfy the path with the other direction, when tried
    std::optional<known_set> alt_known;
  };
  // Reading a model costs Z3 about three checks of a small query: it pays off only where
  // queries are slow, and the queries after a slow one tend to be slow too
  static constexpr std::chrono::microseconds model_worth_reading{300};

  // A query this slow makes queries_slow() true.
  static constexpr std::chrono::milliseconds slow_query{10};

  S &s_;
  std::chrono::milliseconds query_timeout_;
  clock::time_point deadline_;
  std::vector<term> inputs_;
  std::vector<decision> trail_;
  std::vector<asserted_decision> asserted_; // in path order; one solver scope each that is in_solver
  // Values of the inputs that satisfy the current path condition (from the last sat branch
  // query), or empty. A branch condition true under them is feasible without a query.
  std::vector<term> model_;
  // Inputs whose values are known (add_known_inputs), and those of them that satisfy the
  // current path condition: nullopt when not sorted out for it yet. Sorting costs an evaluation
  // of a branch condition per known input that follows the path, tens of microseconds each:
  // no more than the pre-pass's run of the input cost.
  std::vector<std::vector<term>> known_;
  std::optional<known_set> here_;
  bool pin_known_ = true;
  bool slow_ = false;                                     // a query was slow
  bool ask_branches_ = true;                              // explore_every_direction() clears it
  std::optional<std::chrono::milliseconds> branch_limit_; // limit_branch_queries()
  std::size_t pos_ = 0;                                   // the next decision of the path being run
  std::uint64_t checks_ = 0; // checks so far: a solver answers for its model until its next check
  std::uint32_t base_depth_ = 0;
  std::function<bool()> before_queries_;

  term negate(const term &t) { return s_.mk(solver::op::not_, {t}); }

  /// Is the path condition with t satisfiable (or unknown)? On sat, `model` gets the inputs' values.
  bool feasible(const term &t, std::vector<term> &model) {
    if (!ask_branches_) return true;
    const bool ok = check_with(t, model).answer != query_status::unsat;
    s_.pop(1);
    return ok;
  }

  /// Checks the path condition with t in a new scope, which stays. On sat, `model` gets the
  /// inputs' values when the query was slow.
  solver::check_result check_with(const term &t, std::vector<term> &model) {
    s_.push();
    s_.add(t);
    if (!ask_branches_) return solver::check_result{query_status::unknown, "not asked", false, {}, {}};
    const auto r = check("branch");
    if (r.is_sat() && r.elapsed >= model_worth_reading) model = input_values();
    return r;
  }

  /// The inputs' values in the current model as numerals; empty when one is not a numeral.
  std::vector<term> input_values() {
    std::vector<term> out;
    try {
      const auto m = s_.get_model();
      for (const auto &t : inputs_) {
        const solver::value v = m.eval(t);
        switch (v.what) {
        case solver::value::kind::boolean: out.push_back(s_.bool_val(v.boolean)); break;
        case solver::value::kind::integer: out.push_back(s_.int_val(v.integer.str())); break;
        case solver::value::kind::bitvector:
          if constexpr (solver::bv_backend<S>) {
            out.push_back(s_.bv_val(v.integer.template convert_to<std::uint64_t>(), v.width));
            break;
          } else {
            return {};
          }
        case solver::value::kind::real: out.push_back(s_.real_val(v.rational.str())); break;
        case solver::value::kind::floating_point:
          if constexpr (solver::fp_backend<S>) {
            out.push_back(v.exponent_bits == 8 ? s_.fp_val(v.as_float()) : s_.fp_val(v.as_double()));
            break;
          } else {
            return {};
          }
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
    return s_.evaluate(c, inputs_, model_);
  }

  /// Decides a new branch on `c` into `d`: which directions are feasible, and which is taken.
  /// A direction that the current inputs (model_) or a known input following the path takes
  /// needs no query. Returns true when the then direction was checked last and taken: its
  /// scope stays as the decision (asserted_ has it); else the caller asserts the decision.
  bool decide(const term &c, decision &d) {
    const std::optional<bool> by_model = model_says(c);
    if (!by_model) model_.clear();
    std::optional<known_set> known_then, known_else;
    if (const known_set *here = known_here()) {
      known_then = known_else = known_set{{}, here->of};
      for (const std::uint32_t k : here->ids)
        if (const auto holds = s_.evaluate(c, inputs_, known_[k]))
          (*holds ? *known_then : *known_else).ids.push_back(k);
    }
    const bool then_seen = by_model == true || (known_then && !known_then->ids.empty());
    const bool else_seen = by_model == false || (known_else && !known_else->ids.empty());
    const auto follow = [&] { // the known inputs of the direction taken, and of the other
      here_ = d.taken ? std::move(known_then) : std::move(known_else);
      d.alt_known = d.taken ? std::move(known_else) : std::move(known_then);
    };
    if (then_seen || else_seen) {
      // a direction seen taken; the other is feasible when seen too, else when a query says so
      d.taken = by_model.value_or(then_seen);
      const bool other_seen = d.taken ? else_seen : then_seen;
      d.pending = d.forked = other_seen || feasible(d.taken ? negate(c) : c, d.alt_model);
      follow();
      return false;
    }
    // The else direction first, so that the then direction, taken whenever it is feasible, is
    // checked last and its scope can stay: the condition is not asserted twice, and when no
    // branch follows, the check answers the partition's path condition query too.
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
    follow(); // (none follow either direction, when sorted)
    if (then_ok) asserted_.push_back({c, s_.term_id(c), true, then_r, checks_, true});
    return then_ok;
  }

  /// The known inputs that satisfy the current path condition (sorting out those not sorted on
  /// the way), or null when there are none.
  const known_set *known_here() {
    if (known_.empty()) return nullptr;
    if (!here_) here_.emplace();
    for (; here_->of < known_.size(); ++here_->of)
      if (std::all_of(asserted_.begin(), asserted_.end(), [&](const asserted_decision &a) {
            return s_.evaluate(a.condition, inputs_, known_[here_->of]) == true;
          }))
        here_->ids.push_back(static_cast<std::uint32_t>(here_->of));
    return &*here_;
  }

  /// The direction of `c` when the same condition was decided earlier on this path.
  std::optional<bool> already_decided(const term &c) const {
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
};

} // namespace symdelta::engine
