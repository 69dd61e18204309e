// The path search (engine/explore/path_search.hpp) and the executor over the symbolic domain
// (engine/execution/symbolic_domain.hpp), on both solver backends.
#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <functional>
#include <limits>
#include <optional>
#include <random>
#include <set>
#include <span>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "support.hpp"
#include "symdelta/engine/execution/executor.hpp"
#include "symdelta/engine/execution/symbolic_domain.hpp"
#include "symdelta/engine/explore/path_search.hpp"
#include "symdelta/engine/semantics/ideal.hpp"
#include "symdelta/engine/semantics/java.hpp"
#include "symdelta/engine/semantics/java_math.hpp"
#include "symdelta/engine/values/java_format.hpp"
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

TEMPLATE_TEST_CASE("path search: a direction a known input takes needs no query", "[path_search]", BACKENDS) {
  fixture<TestType> f;
  f.search.add_known_inputs({{f.s.int_val(7)}, {f.s.int_val(-3)}, {f.s.int_val(20)}});
  // if (x > 0) { if (x > 10) A else B } else C: the known inputs take every direction
  std::multiset<std::string> paths;
  std::set<std::string> models;
  do {
    f.search.begin_path();
    std::string path = f.search.branch(f.gt(0)).taken ? "p" : "n";
    if (path == "p") path += f.search.branch(f.gt(10)).taken ? "A" : "B";
    paths.insert(path);
    // its path condition is answered with one of them as the model
    const auto pc = f.search.path_condition_answer([&](const solver::check_result &r) {
      models.insert(r.is_sat() ? f.s.get_model().eval(f.x).integer.str() : "-");
    });
    CHECK(pc.is_sat());
  } while (f.search.backtrack());
  f.search.finish();
  CHECK(paths == std::multiset<std::string>{"pA", "pB", "n"});
  CHECK(models == std::set<std::string>{"7", "-3", "20"});
  CHECK(f.search.checks() == 3); // the three path conditions, pinned to the known inputs: no branch query

  // a direction no known input takes that follows the path is asked
  f.search.begin_path();
  REQUIRE(f.search.branch(f.gt(0)).taken); // 7 and 20 follow this path; -3 leaves it
  const auto before = f.search.checks();
  const auto negative = f.search.branch(f.lt(0)); // x > 0 excludes x < 0, which -3 takes
  CHECK_FALSE(negative.taken);
  CHECK_FALSE(negative.forked);
  CHECK(f.search.checks() == before + 1);
  const auto large = f.search.branch(f.gt(100)); // none of 7 and 20: the solver finds x > 100
  CHECK(large.forked);
  CHECK(f.search.checks() == before + 2);
  f.search.finish();
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
      ends.insert(t.exception_class);
    }
    CHECK_FALSE(tr.lines.empty());
  } while (run.search.backtrack());
  run.search.finish();
  // x > y with y == 0 throws; x > y with y != 0 divides; x <= y subtracts
  CHECK(ends == std::multiset<std::string>{"returns", "returns", "java.lang.ArithmeticException"});
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

// Path merging (ir/merge_regions.hpp): branches whose sides only compute primitive locals run
// as one path with if-then-else terms; a branch that may throw or leave still forks. Each input
// of a grid satisfies exactly one path's condition, and that path ends as the JVM's run does.
TEMPLATE_TEST_CASE("executor, symbolic domain: merged branches, one path with the values of every side",
                   "[executor][symbolic][merge]", BACKENDS) {
  using S = TestType;
  using value = sym_value<typename S::term>;
  const std::string java = R"(class Merged {
    static int lower(int a, int b) { return b < a ? b : a; }
    static int snippet(int x, int y) {
      int s = 0, t;
      if (x > 3) { s = x * 2; if (y < x) s += y; else s -= 1; t = 1; }
      else if (y == 0 || x == y) { s = 7; t = 2; }
      else t = s;
      s = s > 9 ? s - 9 : s;
      t += x > y || s == 7 ? 1 : 2;
      int m = lower(x, y) + (x > 0 && y > 0 ? 1 : 0) + t;
      if (m > 5) return s / (x - 6);
      return s + m % 4;
    }
  })";
  const ir::program p = test::lower(java);
  for (const bool merging : {true, false}) {
    symbolic_setup<S> run({"x", "y"});
    run.opts.merge_branches = merging;
    using domain = typename symbolic_setup<S>::domain;
    struct end {
      std::vector<typename S::term> pc;
      std::optional<value> ret; // none: threw
    };
    std::vector<end> ends;
    do {
      run.search.begin_path();
      typename domain::trace tr;
      domain d = run.make(p, tr);
      executor<domain> ex(d, p);
      end e;
      try {
        e.ret = ex.invoke(p.functions[p.find_function("snippet")], value::none(), run.inputs);
      } catch (const symbolic_throw<value> &t) {
        CHECK(t.exception_class == "java.lang.ArithmeticException");
      }
      e.pc = run.search.distinct_conditions();
      ends.push_back(std::move(e));
    } while (run.search.backtrack());
    // merged: past m > 5 a path that divides by zero (x == 6, y >= 4) and one that does not, and
    // one path that does not divide
    if (merging) CHECK(ends.size() == 3);
    if (!merging) CHECK(ends.size() > 6);
    const std::vector<typename S::term> inputs{*run.inputs[0].t, *run.inputs[1].t};
    for (int x = -8; x <= 8; ++x)
      for (int y = -8; y <= 8; ++y) {
        const std::vector<typename S::term> at{run.s.int_val(std::int64_t{x}), run.s.int_val(std::int64_t{y})};
        const auto o = test::run(java, {std::to_string(x), std::to_string(y)});
        int reached = 0;
        for (const auto &e : ends) {
          if (!std::all_of(e.pc.begin(), e.pc.end(),
                           [&](const auto &c) { return run.s.evaluate(c, inputs, at) == true; }))
            continue;
          ++reached;
          INFO("x = " << x << ", y = " << y << (merging ? " merged" : ""));
          REQUIRE(e.ret.has_value() == (test::result_text(o).rfind("throws", 0) != 0));
          if (!e.ret) continue;
          const auto same = run.s.mk(solver::op::eq, {run.sem.to_term(*e.ret), run.s.int_val(test::result_text(o))});
          CHECK(run.s.evaluate(same, inputs, at) == true);
        }
        CHECK(reached == 1);
      }
    run.search.finish();
  }
}

// A call of another class's method initialises that class the first time, which may print: such
// a call is not run on both sides of a branch (it would print where the path does not call it).
TEMPLATE_TEST_CASE("executor, symbolic domain: a branch that may initialise a class is not merged",
                   "[executor][symbolic][merge]", BACKENDS) {
  using S = TestType;
  using value = sym_value<typename S::term>;
  const ir::program p = test::lower(R"(class Outer {
    static class Noisy {
      static int seed = announce();
      static int announce() { System.out.println("initialised"); return 1; }
      static int next(int a) { return a + 1; }
    }
    static int same(int a) { return a; }
    static int snippet(int x) {
      int r = 0;
      if (x > 0) r = Noisy.next(x);
      if (x > 5) r = same(r);
      return r;
    }
  })");
  symbolic_setup<S> run({"x"});
  run.opts.merge_branches = true;
  using domain = typename symbolic_setup<S>::domain;
  std::size_t paths = 0;
  do {
    run.search.begin_path();
    typename domain::trace tr;
    domain d = run.make(p, tr);
    executor<domain> ex(d, p);
    ex.init_statics();
    ex.invoke(p.functions[p.find_function("snippet")], value::none(), run.inputs);
    ++paths;
  } while (run.search.backtrack());
  run.search.finish();
  // x > 0 forks (the call initialises Noisy); x > 5 merges (a helper of the class itself)
  CHECK(paths == 2);
}

// Java semantics encodes floats and doubles in the SMT floating-point theory: each encoding of an
// operator with rules of its own (%, Math.round, min, max, saturating casts, the bits of a
// double) must give the JVM's value (ir/semantics.hpp, engine/semantics/java_math.hpp) on every input,
// IEEE's special values and the edges of each rule included.
TEMPLATE_TEST_CASE("Java semantics: floating-point encodings give the JVM's values", "[java][fp]", BACKENDS) {
  using S = TestType;
  using value = sym_value<typename S::term>;
  using I = ir::intrinsic;
  S s;
  java_semantics<S> sem{s};
  std::vector<typename S::term> none;
  const value x = sem.input("x", ir::double_type, none), y = sem.input("y", ir::double_type, none);
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  std::vector<double> samples = {0.0,
                                 -0.0,
                                 1.0,
                                 -1.0,
                                 0.5,
                                 -0.5,
                                 2.5,
                                 -2.5,
                                 3.0,
                                 -7.0,
                                 5.25,
                                 1e300,
                                 -1e-320,
                                 inf,
                                 -inf,
                                 nan,
                                 0.49999999999999994,
                                 -0.49999999999999994,
                                 2147483647.5,
                                 -2147483648.7,
                                 9.3e18,
                                 1e19,
                                 -1e19,
                                 65535.9,
                                 4.5e15};
  std::mt19937_64 rng(21);
  for (int k = 0; k < 15; ++k)
    samples.push_back(std::bit_cast<double>(static_cast<std::uint64_t>(rng())));
  // the operations, each with the JVM's value
  struct operation {
    std::string name;
    value symbolic;
    std::function<ir::scalar(double, double)> concrete;
  };
  const auto d = [](double v) { return ir::scalar::of_double(v); };
  const auto intrinsic = [&](I fn, std::vector<value> args, ir::type r) {
    return sem.intrinsic(fn, std::span<const value>(args), r);
  };
  const auto jvm = [](I fn, std::vector<ir::scalar> args) { return eval_intrinsic(fn, std::span(args)); };
  std::vector<operation> ops = {
      {"x % y", sem.binary(ir::op::rem, x, y), [&](double a, double b) { return ir::binary(ir::op::rem, d(a), d(b)); }},
      {"x + y", sem.binary(ir::op::add, x, y), [&](double a, double b) { return ir::binary(ir::op::add, d(a), d(b)); }},
      {"x < y", sem.binary(ir::op::lt, x, y), [&](double a, double b) { return ir::binary(ir::op::lt, d(a), d(b)); }},
      // x itself (the term, no multiplication), which must be the JVM's value too
      {"x * 1.0", sem.binary(ir::op::mul, x, sem.literal(ir::literal{ir::double_type, 0, 1.0, 0, {}})),
       [&](double a, double) { return ir::binary(ir::op::mul, d(a), d(1.0)); }},
      {"1.0 * y", sem.binary(ir::op::mul, sem.literal(ir::literal{ir::double_type, 0, 1.0, 0, {}}), y),
       [&](double, double b) { return ir::binary(ir::op::mul, d(1.0), d(b)); }},
      {"x / 1.0", sem.binary(ir::op::div, x, sem.literal(ir::literal{ir::double_type, 0, 1.0, 0, {}})),
       [&](double a, double) { return ir::binary(ir::op::div, d(a), d(1.0)); }},
      {"x != y", sem.binary(ir::op::ne, x, y), [&](double a, double b) { return ir::binary(ir::op::ne, d(a), d(b)); }},
      {"Math.round(x)", intrinsic(I::round, {x}, ir::long_type),
       [&](double a, double) { return jvm(I::round, {d(a)}); }},
      {"Math.round((float) x)", intrinsic(I::round, {sem.cast(x, ir::float_type)}, ir::int_type),
       [&](double a, double) { return jvm(I::round, {ir::cast(d(a), ir::float_type)}); }},
      {"Math.min(x, y)", intrinsic(I::min, {x, y}, ir::double_type),
       [&](double a, double b) { return jvm(I::min, {d(a), d(b)}); }},
      {"Math.max(x, y)", intrinsic(I::max, {x, y}, ir::double_type),
       [&](double a, double b) { return jvm(I::max, {d(a), d(b)}); }},
      {"Math.abs(x)", intrinsic(I::abs, {x}, ir::double_type), [&](double a, double) { return jvm(I::abs, {d(a)}); }},
      {"Math.floor(x)", intrinsic(I::floor, {x}, ir::double_type),
       [&](double a, double) { return jvm(I::floor, {d(a)}); }},
      {"Math.ceil(x)", intrinsic(I::ceil, {x}, ir::double_type),
       [&](double a, double) { return jvm(I::ceil, {d(a)}); }},
      {"Math.rint(x)", intrinsic(I::rint, {x}, ir::double_type),
       [&](double a, double) { return jvm(I::rint, {d(a)}); }},
      {"Math.signum(x)", intrinsic(I::signum, {x}, ir::double_type),
       [&](double a, double) { return jvm(I::signum, {d(a)}); }},
      {"Math.sqrt(x)", intrinsic(I::sqrt, {x}, ir::double_type),
       [&](double a, double) { return jvm(I::sqrt, {d(a)}); }},
      {"Math.getExponent(x)", intrinsic(I::get_exponent, {x}, ir::int_type),
       [&](double a, double) { return jvm(I::get_exponent, {d(a)}); }},
      {"Double.doubleToLongBits(x)", intrinsic(I::double_to_long_bits, {x}, ir::long_type),
       [&](double a, double) { return jvm(I::double_to_long_bits, {d(a)}); }},
      {"(int) x", sem.cast(x, ir::int_type), [&](double a, double) { return ir::cast(d(a), ir::int_type); }},
      {"(long) x", sem.cast(x, ir::long_type), [&](double a, double) { return ir::cast(d(a), ir::long_type); }},
      {"(char) x", sem.cast(x, ir::char_type), [&](double a, double) { return ir::cast(d(a), ir::char_type); }},
      {"(float) x", sem.cast(x, ir::float_type), [&](double a, double) { return ir::cast(d(a), ir::float_type); }},
      {"(double) (long) x", sem.cast(sem.cast(x, ir::long_type), ir::double_type),
       [&](double a, double) { return ir::cast(ir::cast(d(a), ir::long_type), ir::double_type); }},
  };
  // x * 1.0 and x / 1.0 are x's own term: a version that leaves the factor out computes the same term
  for (const auto &op : ops)
    if (op.name == "x * 1.0" || op.name == "x / 1.0") CHECK(s.term_id(*op.symbolic.t) == s.term_id(*x.t));
  // the model's value as the JVM's scalar of type t
  const auto read = [](const solver::value &v, ir::type t) {
    if (t.is_boolean()) return ir::scalar::of_bool(v.boolean);
    if (t.is(ir::prim::double_)) return ir::scalar::of_double(v.as_double());
    if (t.is(ir::prim::float_)) return ir::scalar::of_float(v.as_float());
    return ir::scalar::of_integral(t, static_cast<std::int64_t>(v.integer.template convert_to<std::uint64_t>()));
  };
  const auto same = [](const ir::scalar &a, const ir::scalar &b) {
    if (a.ty.is(ir::prim::double_))
      return std::bit_cast<std::uint64_t>(a.d) == std::bit_cast<std::uint64_t>(b.d) ||
             (std::isnan(a.d) && std::isnan(b.d));
    if (a.ty.is(ir::prim::float_))
      return std::bit_cast<std::uint32_t>(a.f) == std::bit_cast<std::uint32_t>(b.f) ||
             (std::isnan(a.f) && std::isnan(b.f));
    return a.i == b.i;
  };
  for (std::size_t k = 0; k < samples.size(); ++k) {
    const double a = samples[k], b = samples[(k * 7 + 3) % samples.size()];
    s.push();
    s.add(s.mk(solver::op::eq, {*x.t, s.fp_val(a)}));
    s.add(s.mk(solver::op::eq, {*y.t, s.fp_val(b)}));
    // each operation's value is a constant the query defines, as a path's outputs are in its
    // queries (a model need not give a term it never saw the value the term has)
    std::vector<typename S::term> results;
    for (std::size_t i = 0; i < ops.size(); ++i) {
      const typename S::term t = sem.to_term(ops[i].symbolic);
      results.push_back(s.constant(fmt::format("r{}", i), s.sort_of(t)));
      s.add(s.mk(solver::op::eq, {results.back(), t}));
    }
    REQUIRE(s.check(std::chrono::milliseconds(20'000)).is_sat());
    const auto m = s.get_model();
    for (std::size_t i = 0; i < ops.size(); ++i) {
      const operation &op = ops[i];
      const ir::scalar want = op.concrete(a, b);
      const ir::scalar got = read(m.eval(results[i]), want.ty);
      INFO(op.name << " at x = " << java_to_string(a) << ", y = " << java_to_string(b) << ": the JVM's "
                   << java_to_string(want) << ", the encoding's " << java_to_string(got));
      CHECK(same(want, got));
    }
    s.pop();
  }
}

// No single query may eat the check: a query gets at most a quarter of what is left (at least
// 0.1 s), within the query timeout, which bounds it early in a long check.
TEMPLATE_TEST_CASE("path search: a query's budget is a share of what is left of the check", "[path_search]", BACKENDS) {
  TestType s;
  path_search<TestType> search{s, 2000ms};
  const auto now = std::chrono::steady_clock::now();
  search.start(now + 60s, {});
  CHECK(search.query_limit() == 2000ms); // the query timeout, early on
  search.start(now + 4s, {});
  CHECK(search.query_limit() <= 1000ms); // a quarter of what is left
  CHECK(search.query_limit() > 900ms);
  search.start(now + 200ms, {});
  CHECK(search.query_limit() <= 100ms); // the least budget...
  CHECK(search.query_limit() > 50ms);
  search.start(now + 60ms, {});
  CHECK(search.query_limit() <= 60ms); // ...but never past the deadline
}
