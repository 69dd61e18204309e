// The path search (engine/path_search.hpp) and the executor over the symbolic domain
// (engine/symbolic_domain.hpp), on both solver backends.
#include <chrono>
#include <set>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "support.hpp"
#include "symdelta/engine/executor.hpp"
#include "symdelta/engine/ideal_semantics.hpp"
#include "symdelta/engine/path_search.hpp"
#include "symdelta/engine/symbolic_domain.hpp"
#include "symdelta/solver.hpp"

using namespace symdelta;
using namespace symdelta::engine;
using namespace std::chrono_literals;

#define BACKENDS symdelta::solver::z3, symdelta::solver::cvc5

namespace {

template <class S> struct fixture {
  S s;
  path_search<S> search{s, 5000ms};
  typename S::term x = s.constant("x", s.int_sort());
  fixture() { search.start(std::chrono::steady_clock::now() + 60s, {x}); }
  typename S::term gt(std::int64_t k) { return s.mk(solver::op::gt, {x, s.int_val(k)}); }
  typename S::term lt(std::int64_t k) { return s.mk(solver::op::lt, {x, s.int_val(k)}); }
};

/// The executor's decider in a symbolic run: the path search, for conditions on the inputs.
template <class S> struct decider {
  path_search<S> &search;
  typename path_search<S>::branch_result branch(const sym_value<typename S::term> &c) {
    if (c.what == sym_value<typename S::term>::kind::boolean) return {c.b, false};
    return search.branch(*c.t);
  }
  // no reference inputs here: no field is ever unread
  sym_value<typename S::term> read_input(const sym_value<typename S::term> &) { throw depth_limit_hit{}; }
  [[nodiscard]] bool chose_objects() const { return false; }
};

/// A symbolic run's parts over backend S: int inputs named `names`, the search that decides
/// their branches, and the domain the executor runs on.
template <class S> struct symbolic_setup {
  using value = sym_value<typename S::term>;
  using domain = symbolic_domain<S, ideal_semantics, decider<S>>;
  S s;
  ideal_semantics<S> sem{s};
  path_search<S> search{s, 5000ms};
  decider<S> dec{search};
  check_options opts;
  uif_applications<typename S::term> uifs;
  std::vector<value> inputs;

  explicit symbolic_setup(const std::vector<std::string> &names) {
    std::vector<typename S::term> constraints, terms;
    for (const auto &n : names) {
      inputs.push_back(sem.input(n, ir::int_type, constraints));
      terms.push_back(*inputs.back().t);
    }
    for (const auto &c : constraints)
      s.add(c);
    search.start(std::chrono::steady_clock::now() + 60s, terms);
  }
  domain make(const ir::program &p, typename domain::trace &tr) {
    return domain(s, sem, dec, p, opts, search.deadline(), tr, uifs);
  }
};

} // namespace

TEMPLATE_TEST_CASE("path search: every feasible path once, depth first, by replay", "[path_search]", BACKENDS) {
  fixture<TestType> f;
  // if (x > 0) { if (x > 5) A else B } else C: three paths
  std::vector<std::string> paths;
  do {
    f.search.begin_path();
    std::string path = f.search.branch(f.gt(0)).taken ? "p" : "n";
    if (path == "p") path += f.search.branch(f.gt(5)).taken ? "A" : "B";
    paths.push_back(path);
  } while (f.search.backtrack());
  f.search.finish();
  // the order within a fork follows the solver's models; each path comes once
  CHECK(std::multiset<std::string>(paths.begin(), paths.end()) == std::multiset<std::string>{"pA", "pB", "n"});
  CHECK(f.s.scope_depth() == 0);
}

TEMPLATE_TEST_CASE("path search: a direction the path condition excludes is not a fork", "[path_search]", BACKENDS) {
  fixture<TestType> f;
  f.search.begin_path();
  REQUIRE(f.search.branch(f.gt(10)).taken);
  const auto second = f.search.branch(f.lt(0)); // x > 10 excludes x < 0
  CHECK_FALSE(second.taken);
  CHECK_FALSE(second.forked);
  CHECK(f.search.distinct_conditions().size() == 2);
  CHECK(f.search.path_condition_answer().is_sat());
  // the same condition again is decided by the path, without a fork or a second scope
  const auto again = f.search.branch(f.gt(10));
  CHECK(again.taken);
  CHECK_FALSE(again.forked);
  CHECK(f.search.distinct_conditions().size() == 2);
  f.search.finish();
}

TEMPLATE_TEST_CASE("path search: an infeasible path is refused", "[path_search]", BACKENDS) {
  fixture<TestType> f;
  f.s.add(f.s.mk(solver::op::eq, {f.x, f.s.int_val(3)}));
  f.search.start(std::chrono::steady_clock::now() + 60s, {f.x});
  f.search.begin_path();
  const auto only = f.search.branch(f.gt(5)); // x == 3: only the else direction is feasible
  CHECK_FALSE(only.taken);
  CHECK_FALSE(only.forked);
  f.search.finish();
  f.s.add(f.s.mk(solver::op::eq, {f.x, f.s.int_val(4)})); // no input satisfies the path any more
  f.search.start(std::chrono::steady_clock::now() + 60s, {f.x});
  f.search.begin_path();
  CHECK_THROWS_AS(f.search.branch(f.gt(0)), infeasible_path);
  f.search.finish();
  // a query past the deadline ends the search as out of time
  f.search.start(std::chrono::steady_clock::now() - 1s, {f.x});
  CHECK_THROWS_AS(f.search.check("pc"), out_of_time);
}

TEMPLATE_TEST_CASE("executor, symbolic domain: paths, terms and Java's exceptions", "[executor][symbolic]", BACKENDS) {
  using S = TestType;
  using value = sym_value<typename S::term>;
  const ir::program p = test::lower(R"(class T {
    static int snippet(int x, int y) {
      if (x > y) return x / y;
      return y - x;
    }
  })");
  symbolic_setup<S> run({"x", "y"});
  using domain = typename symbolic_setup<S>::domain;
  static_assert(value_domain<domain>);
  std::multiset<std::string> ends;
  do {
    run.search.begin_path();
    typename domain::trace tr;
    domain d = run.make(p, tr);
    executor<domain> ex(d, p);
    try {
      const value r = ex.invoke(p.functions[p.find_function("snippet")], value::none(), run.inputs);
      REQUIRE(r.is_term());
      ends.insert("returns");
    } catch (const symbolic_throw<value> &t) {
      ends.insert(t.cls);
    }
    CHECK_FALSE(tr.lines.empty());
  } while (run.search.backtrack());
  run.search.finish();
  // x > y with y == 0 throws; x > y with y != 0 divides; x <= y subtracts
  CHECK(ends == std::multiset<std::string>{"returns", "returns", std::string(ir::arithmetic_exception)});
}

TEMPLATE_TEST_CASE("executor, symbolic domain: what it cannot represent is reported, not guessed",
                   "[executor][symbolic]", BACKENDS) {
  using S = TestType;
  using value = sym_value<typename S::term>;
  const ir::program p =
      test::lower("class T { static int snippet(int n) { T t = new T(); System.out.println(t); return n; } }");
  symbolic_setup<S> run({"n"});
  typename symbolic_setup<S>::domain::trace tr;
  auto d = run.make(p, tr);
  executor ex(d, p);
  try {
    ex.invoke(p.functions[p.find_function("snippet")], value::none(), run.inputs);
    FAIL("the text of an object (its identity hash code) was accepted");
  } catch (const diagnostic_error &e) {
    CHECK(e.diag.what == diagnostic::kind::unsupported);
    CHECK_THAT(e.diag.message, Catch::Contains("the text of an object"));
  }
  run.search.finish();
}
