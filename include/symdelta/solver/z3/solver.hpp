#pragma once
// The solvers of one Z3 backend: the incremental solver with the assertions of its scopes, the
// solvers made for one query (the steps of a solving strategy), and the watchdog that interrupts
// them. Time limits are enforced by interrupting Z3 from a watchdog thread: Z3 4.8's own
// "timeout" parameter can deadlock its timer thread.
#include <chrono>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "symdelta/solver/concepts.hpp"
#include "symdelta/solver/watchdog.hpp"
#include "symdelta/solver/z3/api.hpp"

namespace symdelta::solver::z3_detail {

class solvers {
public:
  // The incremental solver is Z3's SMT core itself (a "simple" solver): the default solver
  // wraps it with a tactic pipeline for non-incremental use that this backend never gets to
  // (every check comes after a push) but pays for at its first check.
  explicit solvers(::z3::context &c)
      : ctx_(c), solver_(c, ::z3::solver::simple()), watchdog_([this] { ctx_.interrupt(); }) {}
  // the watchdog holds a reference to this object: it stays where it is made
  solvers(const solvers &) = delete;
  solvers &operator=(const solvers &) = delete;

  void add(const ::z3::expr &a) {
    scopes_.back().push_back(a);
    if (!stale_) solver_.add(a);
  }
  void push() {
    scopes_.emplace_back(ctx_);
    if (!stale_) solver_.push();
  }
  void pop(std::uint32_t n) {
    scopes_.erase(scopes_.end() - n, scopes_.end());
    if (!stale_) solver_.pop(n);
  }
  std::uint32_t scope_depth() const { return static_cast<std::uint32_t>(scopes_.size() - 1); }
  /// Whether the incremental solver exists (it is made anew after an interrupted check).
  bool incremental_ready() const { return !stale_; }
  template <class F> void for_each_assertion(F &&f) const {
    for (const auto &scope : scopes_)
      for (const auto &a : scope)
        f(a);
  }

  /// One check of the incremental solver (Z3's SMT core, pushed), assuming `axioms`.
  /// Making the solver anew after an interrupted check is part of the attempt and of its time.
  check_result check_incremental(std::span<const ::z3::expr> axioms, std::chrono::milliseconds limit) {
    return guarded([&] {
      ::z3::expr_vector assumptions = to_vector(axioms);
      return attempt([this]() -> ::z3::solver & { return incremental(); }, axioms.empty() ? nullptr : &assumptions,
                     limit);
    });
  }
  /// One check of a solver of the given kind made for it, given the assertions and `axioms`.
  check_result check_fresh(std::span<const ::z3::expr> axioms, fresh_solver kind, std::chrono::milliseconds limit) {
    return guarded([&] {
      ::z3::solver s = kind == fresh_solver::core ? ::z3::solver(ctx_, ::z3::solver::simple())
                       : kind == fresh_solver::core_interruptible_arithmetic ? older_arithmetic(ctx_)
                       : kind == fresh_solver::nra                           ? ::z3::solver(ctx_, "QF_NRA")
                                                                             : ::z3::solver(ctx_);
      for_each_assertion([&](const ::z3::expr &a) { s.add(a); });
      for (const auto &l : axioms)
        s.add(l);
      return attempt([&]() -> ::z3::solver & { return s; }, nullptr, limit);
    });
  }
  /// Checks `t` alone, in a solver of its own (z3::check_alone).
  check_result check_alone(const ::z3::expr &t, std::chrono::milliseconds timeout) {
    return timed_check([&](check_result &r) {
      ::z3::solver alone(ctx_);
      alone.add(t);
      if (timeout.count() > 0) watchdog_.arm(timeout * 9 / 10);
      const ::z3::check_result z = alone.check();
      if (watchdog_.disarm()) clear_interrupt();
      r.answer = status_of(z);
      if (r.answer == status::unknown) r.reason = alone.reason_unknown();
    });
  }

  /// The model of the solver that answered the last attempt.
  ::z3::model last_model() { return answered_.get_model(); }

  /// The assertions as SMT-LIB, with `axioms` after them.
  std::string to_smtlib(const std::vector<::z3::expr> &axioms) {
    if (axioms.empty()) return incremental().to_smt2();
    // The axioms go through Z3's printer with the assertions, so that the functions they use
    // are declared (appended to the text, they were not, and the dump did not parse).
    ::z3::solver all(ctx_);
    for_each_assertion([&](const ::z3::expr &a) { all.add(a); });
    for (const auto &l : axioms)
      all.add(l);
    return "; the last " + std::to_string(axioms.size()) +
           " assertions are axioms of approximated and root functions\n" + all.to_smt2();
  }

  /// `body`'s answer, or for a Z3 exception a timeout if the watchdog fired (Z3 throws "canceled"
  /// where an interrupt stops it outside a check: in a push, say), else an error answer.
  template <class Body> check_result guarded(Body body) {
    const auto start = std::chrono::steady_clock::now();
    try {
      return body();
    } catch (const ::z3::exception &e) {
      check_result r;
      r.answer = status::error;
      r.reason = e.msg();
      r.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
      if (watchdog_.disarm()) {
        clear_interrupt();
        stale_ = true; // (whichever solver it was)
        r.answer = status::timeout;
      }
      return r;
    }
  }

private:
  /// Runs `body` (which fills in the answer) and times it; a Z3 exception is an error answer.
  template <class Body> check_result timed_check(Body body) {
    check_result r;
    const auto start = std::chrono::steady_clock::now();
    try {
      body(r);
    } catch (const ::z3::exception &e) {
      if (watchdog_.disarm()) clear_interrupt();
      r.answer = status::error;
      r.reason = e.msg();
    }
    r.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
    return r;
  }

  /// One check of the solver `get_solver()` returns, within `limit` (0 = none) from the call of
  /// `get_solver`, and timed from it: what it does to make the solver ready counts.
  template <class GetSolver>
  check_result attempt(GetSolver get_solver, const ::z3::expr_vector *assumptions, std::chrono::milliseconds limit) {
    check_result r;
    const auto begun = std::chrono::steady_clock::now();
    // Z3 notices an interrupt only at its next check point (tens of milliseconds later, as
    // measured): interrupting at 9/10 of the limit keeps the answer within it
    const auto deadline = begun + limit * 9 / 10;
    if (limit.count() > 0) watchdog_.arm(deadline - begun);
    ::z3::solver &s = get_solver();
    answered_ = s; // (which may delete the solver answered before: that counts too)
    // A check clears the interrupt flag as it starts: an interrupt that came while the solver was
    // being made would be lost, and the check would run without a limit (seen: the last queries of
    // checks then ran past the check's own limit). So the watchdog is armed again for what is left.
    if (limit.count() > 0) {
      const auto left = deadline - std::chrono::steady_clock::now();
      const bool fired = watchdog_.disarm();
      if (fired || left < std::chrono::milliseconds(1)) {
        if (fired) {
          clear_interrupt();
          if (&s == &solver_) stale_ = true; // (possibly made only in part)
        }
        r.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - begun);
        r.answer = status::timeout;
        r.reason = "interrupted";
        return r;
      }
      watchdog_.arm(left);
    }
    const ::z3::check_result z = assumptions ? s.check(*assumptions) : s.check();
    // An interrupt that came as the check was ending stays pending in the context and makes the
    // next push or simplify throw "canceled": a check clears it. An interrupted incremental
    // solver is not used again (see incremental()).
    if (watchdog_.disarm()) {
      clear_interrupt();
      if (&s == &solver_) stale_ = true;
    }
    r.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - begun);
    r.answer = status_of(z);
    if (r.answer == status::unknown) {
      r.reason = s.reason_unknown();
      if (r.reason == "interrupted" || r.reason == "canceled" || r.reason == "timeout") r.answer = status::timeout;
    }
    return r;
  }

  static status status_of(::z3::check_result z) {
    return z == ::z3::sat ? status::sat : z == ::z3::unsat ? status::unsat : status::unknown;
  }
  /// fresh_solver::core_interruptible_arithmetic in Z3: its SMT core with its older arithmetic
  /// solver (`arith.solver` 2; 4.8.12's default is 6).
  /// On non-linear real queries the default's non-linear module can run for minutes without
  /// looking at its interrupt (NEQ queries in ideal semantics with roots and an abstraction's
  /// functions, say), where the older solver answers at once. The older one is weaker elsewhere
  /// (it left `sqrt(16) = q` and a logarithm's NEQ query unknown), so it is one step of a
  /// strategy, not the default. The parameter is the solver's own, not global: a program that
  /// embeds symdelta keeps its settings.
  static ::z3::solver older_arithmetic(::z3::context &c) {
    ::z3::solver s(c, ::z3::solver::simple());
    ::z3::params p(c);
    p.set("arith.solver", 2u);
    s.set(p);
    return s;
  }
  /// The incremental solver, made anew from scopes_ after a check in it was interrupted: under
  /// load, Z3 4.8.12 sometimes crashed in the push, pop or check after an interrupted query in the
  /// theory of sequences (docs/solvers.md). The new solver has not learned what the old one had.
  ::z3::solver &incremental() {
    if (stale_) {
      solver_ = ::z3::solver(ctx_, ::z3::solver::simple());
      for (std::size_t level = 0; level < scopes_.size(); ++level) {
        if (level > 0) solver_.push();
        for (const auto &a : scopes_[level])
          solver_.add(a);
      }
      stale_ = false;
    }
    return solver_;
  }
  void clear_interrupt() {
    try {
      idle_.check();
    } catch (const ::z3::exception &) { // nothing left to clear then
    }
  }
  ::z3::expr_vector to_vector(std::span<const ::z3::expr> ts) {
    ::z3::expr_vector v(ctx_);
    for (const auto &t : ts)
      v.push_back(t);
    return v;
  }

  ::z3::context &ctx_;
  ::z3::solver solver_;
  ::z3::solver answered_{solver_};                  // the solver of the last attempt (its model, see attempt())
  ::z3::solver idle_{ctx_, ::z3::solver::simple()}; // never asserted to: its checks clear interrupts
  std::vector<::z3::expr_vector> scopes_{::z3::expr_vector(ctx_)}; // the incremental solver's assertions by scope
  bool stale_ = false; // the incremental solver was interrupted: incremental() makes it anew
  detail::watchdog watchdog_;
};

} // namespace symdelta::solver::z3_detail
