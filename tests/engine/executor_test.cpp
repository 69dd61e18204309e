// The one executor (engine/execution/executor.hpp) over its concrete domains: the same IR, walked once,
// means what each domain's arithmetic says. Programs are written in Java for readability.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "support.hpp"
#include "symdelta/engine/execution/concrete_domain.hpp"
#include "symdelta/engine/execution/executor.hpp"
#include "symdelta/engine/semantics/ideal_arith.hpp"

using namespace symdelta;
using namespace symdelta::engine;

namespace {

/// Runs `snippet` of `java` on `args` with the executor over concrete_domain<Arithmetic>.
template <class Arithmetic> value run_on(const std::string &java, std::vector<value> args, outcome &out) {
  const ir::program p = test::lower(java);
  const run_options opts;
  concrete_domain<Arithmetic> d(p, opts, out);
  executor ex(d, p);
  ex.init_statics();
  for (auto &a : args)
    a = Arithmetic::input(a);
  return ex.invoke(p.functions[p.find_function("snippet")], {}, std::move(args));
}

value int_arg(std::int32_t v) { return value::of(ir::scalar::of_int(v)); }

} // namespace

TEST_CASE("executor, JVM domain: wrap-around, truncating division, exceptions as Java raises them",
          "[executor][concrete]") {
  outcome out;
  const std::string inc = "class T { static int snippet(int x) { return x + 1; } }";
  CHECK(run_on<jvm_arithmetic>(inc, {int_arg(2147483647)}, out).s.i == -2147483648);
  CHECK(run_on<jvm_arithmetic>("class T { static int snippet(int x) { return -7 / x; } }", {int_arg(2)}, out).s.i ==
        -3);
  CHECK_THROWS_AS(run_on<jvm_arithmetic>("class T { static int snippet(int x) { return 1 / x; } }", {int_arg(0)}, out),
                  concrete_throw);
  try {
    run_on<jvm_arithmetic>("class T { static int snippet(int x) { int[] a = new int[2]; return a[x]; } }", {int_arg(2)},
                           out);
    FAIL("no exception");
  } catch (const concrete_throw &t) {
    CHECK(t.exception_class == "java.lang.ArrayIndexOutOfBoundsException");
  }
}

TEST_CASE("executor, JVM domain: loops, switch, arrays, calls, statics and printing", "[executor][concrete]") {
  outcome out;
  const std::string java = R"(class T {
    static int calls = 0;
    static int twice(int v) { calls++; return 2 * v; }
    static int snippet(int n) {
      int[] a = new int[n];
      for (int i = 0; i < n; i++) a[i] = twice(i);
      int s = 0;
      for (int v : a) s += v;
      switch (n) { case 3: s += 100; break; default: s -= 1; }
      System.out.println("s=" + s);
      return s + calls;
    }
  })";
  CHECK(run_on<jvm_arithmetic>(java, {int_arg(3)}, out).s.i == 6 + 100 + 3);
  REQUIRE(out.output.size() == 1);
  CHECK(out.output[0].text == "s=106\n");
}

TEST_CASE("executor, ideal domain: integers do not wrap, reals are exact", "[executor][ideal]") {
  outcome out;
  const std::string inc = "class T { static long snippet(int x) { return x + 1; } }";
  // ideal integers are mathematical: MAX_VALUE + 1 is 2^31, not MIN_VALUE
  CHECK(run_on<ideal::arithmetic>(inc, {int_arg(2147483647)}, out).s.i == 2147483648LL);
  // 0.1 + 0.2 == 0.3 holds in the reals, not in doubles; the same IR, walked once, says both
  const std::string sum = "class T { static boolean snippet(int x) { return 0.1 + 0.2 == 0.3; } }";
  CHECK(run_on<ideal::arithmetic>(sum, {int_arg(0)}, out).s.as_bool());
  outcome jvm_out;
  CHECK_FALSE(run_on<jvm_arithmetic>(sum, {int_arg(0)}, jvm_out).s.as_bool());
}

TEST_CASE("executor, ideal domain: a comparison the bounds cannot settle takes the scripted answer",
          "[executor][ideal]") {
  // sqrt(2) * sqrt(2) is 2 in the reals; its rounded value's bounds hold 2, and cannot settle `> 2`
  const ir::program p =
      test::lower("class T { static int snippet(double x) { return Math.sqrt(x) * Math.sqrt(x) > x ? 1 : 0; } }");
  for (const bool answer : {true, false}) {
    const std::vector<bool> script{answer};
    run_options opts;
    opts.decisions = &script;
    outcome out;
    concrete_domain<ideal::arithmetic> d(p, opts, out);
    executor ex(d, p);
    std::vector<value> args{ideal::input(value::of(ir::scalar::of_double(2.0)))};
    const value r = ex.invoke(p.functions[p.find_function("snippet")], {}, std::move(args));
    REQUIRE(out.decisions.size() == 1);
    CHECK(r.s.i == (answer ? 1 : 0));
  }
}
