// The decorators of the engine's chain (solver/chain.hpp): the solving strategy (escalating) and
// the trace (traced), over both backends.
#include <chrono>
#include <cstdio>
#include <deque>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "symdelta/solver.hpp"

using namespace symdelta::solver;
using namespace std::chrono_literals;

namespace {
constexpr auto query_limit = 5000ms;

/// A backend whose strategy steps answer from a script, recording how they were called: the
/// strategy's choices, free of the solvers' timing. Over CVC5 too, which has no steps of its own.
template <class Base> class scripted : public Base {
public:
  using term = typename Base::term;
  struct call {
    std::string step; // "incremental", "fresh core", "fresh core, older arithmetic", "fresh nra", ...
    std::chrono::milliseconds limit;
  };
  prepared_query<term> query;       // what prepare_query() says of every query
  std::deque<check_result> answers; // one per step, in order
  std::vector<call> calls;

  // the backend's own check, declared here beside the steps (escalating<S> requires them together)
  check_result check(std::chrono::milliseconds timeout, std::string_view kind = {}) {
    return Base::check(timeout, kind);
  }
  prepared_query<term> prepare_query() { return query; }
  bool ready = true; // what incremental_ready() says
  bool incremental_ready() const { return ready; }
  check_result check_incremental(const prepared_query<term> &, std::chrono::milliseconds l) {
    return step("incremental", l);
  }
  check_result check_fresh(const prepared_query<term> &, fresh_solver kind, std::chrono::milliseconds l) {
    return step(kind == fresh_solver::core                            ? "fresh core"
                : kind == fresh_solver::core_interruptible_arithmetic ? "fresh core, older arithmetic"
                : kind == fresh_solver::nra                           ? "fresh nra"
                                                                      : "fresh portfolio",
                l);
  }

private:
  check_result step(const char *name, std::chrono::milliseconds l) {
    calls.push_back({name, l});
    REQUIRE(!answers.empty());
    check_result r = answers.front();
    answers.pop_front();
    return r;
  }
};

check_result answer(status s, std::chrono::microseconds elapsed = 1000us, std::string reason = {}) {
  check_result r;
  r.answer = s;
  r.elapsed = elapsed;
  r.reason = std::move(reason);
  return r;
}

std::vector<std::string> steps(const auto &calls) {
  std::vector<std::string> out;
  for (const auto &c : calls)
    out.push_back(c.step);
  return out;
}
} // namespace

#define BACKENDS symdelta::solver::z3, symdelta::solver::cvc5

using Z3 = symdelta::solver::z3;
using CVC5 = symdelta::solver::cvc5;
static_assert(staged_backend<Z3> && !staged_backend<CVC5>);
static_assert(staged_backend<scripted<CVC5>> && full_backend<escalating<scripted<CVC5>>>);
// a strategy under a check-intercepting decorator would go past it (rejected at compile time)
static_assert(detail::check_is_the_backends<Z3>() && !detail::check_is_the_backends<cached<Z3>>());

TEMPLATE_TEST_CASE("escalating: an easy query gets the incremental solver alone, with the whole time",
                   "[solver][strategy]", BACKENDS) {
  escalating<scripted<TestType>> s;
  s.answers = {answer(status::sat, 2500us)};
  const auto r = s.check(query_limit, "pc");
  CHECK(r.answer == status::sat);
  CHECK(steps(s.calls) == std::vector<std::string>{"incremental"});
  CHECK(s.calls[0].limit == query_limit);
  CHECK(r.strategy == "incremental 2.5 ms sat");
}

TEMPLATE_TEST_CASE("escalating: a hard real query gets a slice, then a fresh solver for QF_NRA", "[solver][strategy]",
                   BACKENDS) {
  escalating<scripted<TestType>> s;
  s.query.nonlinear = true;
  s.answers = {answer(status::timeout, 2000us, "interrupted"), answer(status::sat)};
  const auto r = s.check(1000ms);
  CHECK(r.answer == status::sat);
  CHECK(r.reason.empty());
  CHECK(steps(s.calls) == std::vector<std::string>{"incremental", "fresh nra"});
  CHECK(s.calls[0].limit == decltype(s)::incremental_slice);
  CHECK(s.calls[1].limit <= 1000ms);
  CHECK(s.calls[1].limit > 900ms); // the rest of the time
  CHECK(r.strategy == "incremental slice 2.0 ms unknown, fresh QF_NRA 1.0 ms sat");
  CHECK_FALSE(r.approximated);
}

TEMPLATE_TEST_CASE("escalating: beyond real arithmetic, a fresh core and then the default solver", "[solver][strategy]",
                   BACKENDS) {
  escalating<scripted<TestType>> s;
  s.query.nonlinear = s.query.beyond_reals = true;
  s.answers = {answer(status::unknown), answer(status::unknown), answer(status::unsat)};
  const auto r = s.check(1000ms);
  CHECK(r.answer == status::unsat);
  CHECK(steps(s.calls) == std::vector<std::string>{"incremental", "fresh core", "fresh portfolio"});
  CHECK(s.calls[1].limit == decltype(s)::fresh_core_slice);
  CHECK(s.calls[2].limit > 900ms);
  // a query with axioms (of roots) is hard too, and a fresh core's answer ends the search
  s.calls.clear();
  s.query.nonlinear = false;
  s.query.axioms = {s.mk(op::eq, {s.constant("r", s.real_sort()), s.real_val("1")})};
  s.answers = {answer(status::unknown), answer(status::sat)};
  CHECK(s.check(1000ms).answer == status::sat);
  CHECK(steps(s.calls) == std::vector<std::string>{"incremental", "fresh core"});
}

TEMPLATE_TEST_CASE("escalating: an approximated query goes from a slice to the older arithmetic, then back",
                   "[solver][strategy]", BACKENDS) {
  using S = escalating<scripted<TestType>>;
  S s;
  s.query.nonlinear = s.query.approximated = true;
  s.answers = {answer(status::unknown, 1000us, "incomplete"), answer(status::unknown, 1000us, "incomplete"),
               answer(status::unknown, 1000us, "incomplete")};
  const auto r = s.check(query_limit);
  CHECK(r.answer == status::unknown);
  CHECK(r.reason == "incomplete");
  CHECK(r.approximated);
  CHECK(steps(s.calls) == std::vector<std::string>{"incremental", "fresh core, older arithmetic", "incremental"});
  CHECK(s.calls[0].limit == S::incremental_slice);
  // the older arithmetic gets about half of what is left, the incremental solver the rest
  CHECK(s.calls[1].limit <= query_limit / 2);
  CHECK(s.calls[1].limit >= query_limit / 2 - 50ms);
  CHECK(s.calls[2].limit >= query_limit / 2 - 50ms);
  // answered by the older arithmetic: the incremental solver is not asked again
  s.calls.clear();
  s.answers = {answer(status::timeout, 3000us), answer(status::unsat)};
  CHECK(s.check(query_limit).answer == status::unsat);
  CHECK(steps(s.calls) == std::vector<std::string>{"incremental", "fresh core, older arithmetic"});
}

TEMPLATE_TEST_CASE("escalating: after a slice overran, hard queries skip the incremental solver for a while",
                   "[solver][strategy]", BACKENDS) {
  using S = escalating<scripted<TestType>>;
  S s;
  s.query.nonlinear = true;
  s.answers = {answer(status::timeout, 4 * S::incremental_slice), answer(status::sat)};
  CHECK(s.check(query_limit).answer == status::sat);
  for (unsigned k = 0; k < S::slices_skipped_after_overrun; ++k) {
    s.calls.clear();
    s.answers = {answer(status::sat)};
    CHECK(s.check(query_limit).answer == status::sat);
    CHECK(steps(s.calls) == std::vector<std::string>{"fresh nra"});
  }
  s.calls.clear();
  s.answers = {answer(status::sat)};
  CHECK(s.check(query_limit).answer == status::sat);
  CHECK(steps(s.calls) == std::vector<std::string>{"incremental"}); // the slice is back
}

TEMPLATE_TEST_CASE("escalating: a hard query skips an incremental solver that would be made anew", "[solver][strategy]",
                   BACKENDS) {
  escalating<scripted<TestType>> s;
  s.query.nonlinear = true;
  s.ready = false;
  s.answers = {answer(status::sat)};
  CHECK(s.check(query_limit).answer == status::sat);
  CHECK(steps(s.calls) == std::vector<std::string>{"fresh nra"});
  // an easy query has no other way: the incremental solver, made anew within its time
  s.calls.clear();
  s.query.nonlinear = false;
  s.answers = {answer(status::sat)};
  CHECK(s.check(query_limit).answer == status::sat);
  CHECK(steps(s.calls) == std::vector<std::string>{"incremental"});
  CHECK(s.calls[0].limit == query_limit);
}

TEMPLATE_TEST_CASE("escalating: an error ends the search, with the reason", "[solver][strategy]", BACKENDS) {
  escalating<scripted<TestType>> s;
  s.query.nonlinear = s.query.beyond_reals = true;
  s.answers = {answer(status::unknown), answer(status::error, 0us, "canceled")};
  const auto r = s.check(query_limit);
  CHECK(r.answer == status::error);
  CHECK(r.reason == "canceled");
  CHECK(steps(s.calls) == std::vector<std::string>{"incremental", "fresh core"});
  CHECK(r.strategy.find("fresh core") == std::string::npos); // only answered attempts are listed
}

TEMPLATE_TEST_CASE("escalating over the real backends: answers as the backend, and Z3 says how", "[solver][strategy]",
                   BACKENDS) {
  escalating<TestType> s;
  TestType plain;
  for (auto *b : {static_cast<TestType *>(&s), &plain}) {
    const auto x = b->constant("x", b->real_sort());
    b->push();
    b->add(b->mk(op::gt, {x, b->real_val("1")}));
  }
  const auto easy = s.check(query_limit), easy_plain = plain.check(query_limit);
  CHECK(easy.answer == status::sat);
  CHECK(easy_plain.answer == status::sat);
  if constexpr (std::is_same_v<TestType, Z3>)
    CHECK(easy.strategy.rfind("incremental ", 0) == 0);
  else
    CHECK(easy.strategy.empty()); // one way to solve: nothing to say
  // x * x = 2 with x > 1: Z3's incremental core alone is weak here, a fresh QF_NRA solver is not
  const auto x = s.constant("x", s.real_sort());
  s.add(s.mk(op::eq, {s.mk(op::mul, {x, x}), s.real_val("2")}));
  const auto hard = s.check(1000ms);
  if constexpr (std::is_same_v<TestType, Z3>) {
    CHECK(hard.answer == status::sat);
    CHECK(hard.strategy.rfind("incremental slice ", 0) == 0);
    CHECK(s.get_model().eval(x).what == value::kind::other); // sqrt 2, from the solver that answered
  } else {
    CHECK(hard.answer != status::unsat);
  }
}

TEMPLATE_TEST_CASE("traced: a line per query in the explorer's format, only when switched on", "[solver][trace]",
                   BACKENDS) {
  traced<escalating<TestType>> s;
  std::ostringstream out;
  const auto x = s.constant("x", s.int_sort());
  s.push();
  s.add(s.mk(op::gt, {x, s.int_val(std::int64_t{3})}));
  CHECK_FALSE(s.tracing());
  CHECK(s.check(query_limit, "pc").answer == status::sat);
  s.trace_to(out);
  const auto r = s.check(query_limit, "pc");
  const auto h1 = s.check_alone(s.mk(op::gt, {x, s.int_val(std::int64_t{3})}), query_limit, "h1");
  s.note("query pc     sat          (the last branch query)");
  s.trace_to(nullptr);
  CHECK(s.check(query_limit, "neq").answer == status::sat);
  CHECK(out.str() ==
        trace_line("pc", r) + trace_line("h1", h1) + "query pc     sat          (the last branch query)\n");
  CHECK(out.str().rfind("query pc     sat      ", 0) == 0);
}

TEST_CASE("traced: the line is the one the explorer printed", "[solver][trace]") {
  check_result r;
  r.answer = status::timeout;
  r.elapsed = 1234567us;
  r.approximated = true;
  r.strategy = "incremental slice 3.1 ms unknown, fresh QF_NRA 12.0 ms unknown";
  char printed[256];
  std::snprintf(printed, sizeof printed, "query %-6s %-8s %8.3f s%s%s%s%s\n", "neq", to_string(r.answer),
                std::chrono::duration<double>(r.elapsed).count(), r.approximated ? " (approximated)" : "", " [",
                r.strategy.c_str(), "]");
  CHECK(trace_line("neq", r) == printed);
  r.approximated = false;
  r.strategy.clear();
  CHECK(trace_line("pc", r) == "query pc     timeout     1.235 s\n");
}
