#pragma once
// A solving strategy as a decorator: a hard query (non-linear, or assuming axioms of roots, and
// not approximated) gets a short slice in the backend's incremental solver and, if unanswered,
// the rest of its time in fresh solvers; an approximated one a slice, a fresh core with another
// arithmetic, then the incremental solver; an easy one the incremental solver alone. Over a
// backend that cannot make fresh solvers (not a staged_backend: CVC5) it changes nothing, since
// there is only one way to solve. escalating<S> satisfies every concept S does.
//
// It sits right above the backend, below the decorators that intercept check (KLEE's core solver
// under its caching and timing solvers): cached<escalating<z3>>, not escalating<cached<z3>>,
// which would go past the cache (rejected at compile time).
//
// Why these steps: after a push Z3 solves with its incremental core, whose non-linear arithmetic
// is weak and can miss interrupts for seconds, while a solver that was never pushed picks the
// logic's own tactic (nlsat for non-linear real arithmetic) and answers where the incremental core
// needs seconds. The slice is short because what the incremental core solves at all it mostly
// solves at once: a longer slice only delays the fresh solver. Queries with roots count as hard
// (their axioms are: y*y = x), since the fresh solver answers them sooner than the incremental
// core. Approximated queries do not go to those fresh solvers (with transcendental axioms they can
// run for seconds past their interrupt): after the slice they go to an SMT core with Z3's older
// arithmetic, which keeps its interrupt where the default arithmetic does not, then back to the
// incremental solver. The measurements behind these choices: docs/measurements.md, "The solving
// strategy (solver/escalating.hpp)".
#include <algorithm>
#include <chrono>
#include <exception>
#include <string_view>
#include <type_traits>

#include <fmt/format.h>

#include "symdelta/solver/concepts.hpp"

namespace symdelta::solver {

namespace detail {
template <class M> struct member_class;
template <class R, class C, class... A> struct member_class<R (C::*)(A...)> { using type = C; };
/// Whether S's check is the backend's own, not a decorator's above it: a strategy under a
/// cache would answer past it.
template <class S> constexpr bool check_is_the_backends() {
  if constexpr (requires {
                  &S::check;
                  &S::check_incremental;
                })
    return std::is_same_v<typename member_class<decltype(&S::check)>::type,
                          typename member_class<decltype(&S::check_incremental)>::type>;
  else
    return true;
}
} // namespace detail

template <backend S> class escalating : public S {
public:
  using S::S;

  check_result check(std::chrono::milliseconds timeout, std::string_view kind = {}) {
    if constexpr (!staged_backend<S>) {
      return S::check(timeout, kind);
    } else {
      static_assert(detail::check_is_the_backends<S>(),
                    "escalating<S>: S has a decorator that intercepts check (a cache, statistics, a trace); "
                    "put it above the strategy: cached<escalating<z3>>");
      return staged(timeout);
    }
  }

  /// How long a hard query stays in the incremental solver, and a fresh SMT core beyond real
  /// arithmetic, before the next step.
  static constexpr std::chrono::milliseconds incremental_slice{3};
  static constexpr std::chrono::milliseconds fresh_core_slice{30};
  /// After an overrun (a slice that ran past twice its length: the backend noticed the
  /// interrupt late) this many hard queries skip the incremental solver, which tends to overrun
  /// again on the paths near it (docs/measurements.md).
  static constexpr unsigned slices_skipped_after_overrun = 10;

private:
  using clock = std::chrono::steady_clock;
  static bool open(const check_result &r) { return r.answer == status::unknown || r.answer == status::timeout; }

  check_result staged(std::chrono::milliseconds timeout) {
    const auto start = clock::now();
    check_result r;
    try {
      const prepared_query<typename S::term> q = S::prepare_query();
      const bool hard = (q.nonlinear || !q.axioms.empty()) && !q.approximated;
      const auto left = [&] {
        return timeout - std::chrono::duration_cast<std::chrono::milliseconds>(clock::now() - start);
      };
      const auto in_time = [&] { return timeout.count() == 0 || left().count() > 0; };
      const auto rest = [&] { return timeout.count() == 0 ? timeout : left(); };
      // the last attempt's answer; "no time left" until one is made
      check_result last;
      last.answer = status::timeout;
      last.reason = "no time left";
      const auto attempt = [&](std::string_view name, check_result a) {
        if (a.answer != status::error)
          r.strategy += fmt::format("{}{} {:.1f} ms {}", r.strategy.empty() ? "" : ", ", name,
                                    std::chrono::duration<double, std::milli>(a.elapsed).count(),
                                    a.is_sat()     ? "sat"
                                    : a.is_unsat() ? "unsat"
                                                   : "unknown");
        last = std::move(a);
      };
      if (hard && slices_skipped_ > 0) {
        --slices_skipped_;
      } else if (hard && !S::incremental_ready()) {
        // making the incremental solver anew (after an interrupt) asserts every scope again,
        // which on paths through floating-point loops takes far longer than a slice
      } else if (q.approximated && timeout.count() > 0) {
        // Z3's default arithmetic can miss its interrupt for minutes on these (docs/solvers.md):
        // after a slice, a core whose arithmetic heeds interrupts (Z3's older one) gets half of
        // what is left, and the incremental solver the rest, for what only the default
        // arithmetic answers (a logarithm's NEQ query, say).
        attempt("incremental slice", S::check_incremental(q, std::min(timeout, incremental_slice)));
        if (open(last) && in_time())
          attempt("fresh core, older arithmetic", S::check_fresh(q, fresh_solver::core_interruptible_arithmetic,
                                                                 std::max(rest() / 2, incremental_slice)));
        if (open(last) && in_time()) attempt("incremental", S::check_incremental(q, rest()));
      } else {
        attempt(hard ? "incremental slice" : "incremental",
                S::check_incremental(q, hard ? std::min(timeout, incremental_slice) : timeout));
        if (hard && open(last) && last.elapsed > 2 * incremental_slice) slices_skipped_ = slices_skipped_after_overrun;
      }
      if (hard && open(last) && in_time()) {
        if (!q.beyond_reals) {
          // a solver for QF_NRA skips the default solver's probing of the logic, which is most
          // of the default solver's time on these queries
          attempt("fresh QF_NRA", S::check_fresh(q, fresh_solver::nra, rest()));
        } else {
          // Beyond real arithmetic (non-linear integers, say) a fresh SMT core comes first:
          // what the incremental solver missed it mostly misses for what it learned on other
          // paths. A fresh core answers such queries sooner than the default solver (which
          // first sets up its tactics) or a QF_NIA solver. The default solver gets the time left.
          attempt("fresh core",
                  S::check_fresh(q, fresh_solver::core,
                                 timeout.count() == 0 ? fresh_core_slice : std::min(rest(), fresh_core_slice)));
          if (open(last) && in_time()) attempt("fresh default", S::check_fresh(q, fresh_solver::portfolio, rest()));
        }
      }
      r.answer = last.answer;
      r.reason = std::move(last.reason);
      if (r.answer != status::error) r.approximated = q.approximated;
    } catch (const std::exception &e) {
      r.answer = status::error;
      r.reason = e.what();
    }
    r.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(clock::now() - start);
    return r;
  }

  unsigned slices_skipped_ = 0; // hard queries left that go straight to a fresh solver
};

} // namespace symdelta::solver
