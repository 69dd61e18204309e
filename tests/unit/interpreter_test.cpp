// Semantic rules of the concrete interpreter, one test per rule of the JLS we implement.
// Expected values are what the JVM computes (checked with javac/java 17 when written).
#include "support.hpp"
#include "symdelta/engine/witness/observation.hpp"

using symdelta::test::eval;
using symdelta::test::method;
using symdelta::test::result_text;
using symdelta::test::run;

TEST_CASE("int and long arithmetic wraps around", "[interpreter][arith]") {
  CHECK(eval("int", "int x", "x + 1", {"Integer.MAX_VALUE"}) == "-2147483648");
  CHECK(eval("int", "int x", "x - 1", {"Integer.MIN_VALUE"}) == "2147483647");
  CHECK(eval("int", "int x", "x * x", {"65536"}) == "0");
  CHECK(eval("int", "int x", "-x", {"Integer.MIN_VALUE"}) == "-2147483648");
  CHECK(eval("long", "long x", "x + 1", {"Long.MAX_VALUE"}) == "-9223372036854775808");
  CHECK(eval("long", "long x", "x * 3", {"6148914691236517206L"}) == "2");
  CHECK(eval("int", "int x", "x * 1000000", {"3000"}) == "-1294967296");
}

TEST_CASE("integer division and remainder truncate toward zero", "[interpreter][arith]") {
  CHECK(eval("int", "int a, int b", "a / b", {"-7", "2"}) == "-3");
  CHECK(eval("int", "int a, int b", "a % b", {"-7", "2"}) == "-1");
  CHECK(eval("int", "int a, int b", "a % b", {"7", "-2"}) == "1");
  CHECK(eval("int", "int a, int b", "a / b", {"Integer.MIN_VALUE", "-1"}) == "-2147483648");
  CHECK(eval("int", "int a, int b", "a % b", {"Integer.MIN_VALUE", "-1"}) == "0");
  CHECK(eval("long", "long a, long b", "a / b", {"Long.MIN_VALUE", "-1L"}) == "-9223372036854775808");
  CHECK(eval("double", "double a, double b", "a % b", {"-7.5", "2.0"}) == "-1.5");
  CHECK(eval("double", "double a, double b", "a % b", {"5.0", "0.0"}) == "NaN");
}

TEST_CASE("integer division by zero throws ArithmeticException, floating point does not", "[interpreter][exceptions]") {
  CHECK(eval("int", "int a, int b", "a / b", {"1", "0"}) == "throws java.lang.ArithmeticException");
  CHECK(eval("int", "int a, int b", "a % b", {"1", "0"}) == "throws java.lang.ArithmeticException");
  CHECK(eval("long", "long a, long b", "a / b", {"1L", "0L"}) == "throws java.lang.ArithmeticException");
  CHECK(eval("double", "double a, double b", "a / b", {"1.0", "0.0"}) == "Infinity");
  CHECK(eval("double", "double a, double b", "a / b", {"-1.0", "0.0"}) == "-Infinity");
  CHECK(eval("double", "double a, double b", "a / b", {"0.0", "0.0"}) == "NaN");
  // compound assignment divides too
  CHECK(result_text(run(method("int snippet(int a)", "a /= 0; return a;"), {"4"})) ==
        "throws java.lang.ArithmeticException");
}

TEST_CASE("IEEE-754 double and float arithmetic", "[interpreter][float]") {
  CHECK(eval("double", "double a, double b", "a + b", {"0.1", "0.2"}) == "0.30000000000000004");
  CHECK(eval("float", "float a, float b", "a / b", {"1.0f", "3.0f"}) == "0.33333334");
  CHECK(eval("double", "float a, float b", "a / b", {"1.0f", "3.0f"}) == "0.3333333432674408");
  CHECK(eval("double", "double a", "a * a", {"1e200"}) == "Infinity");
  CHECK(eval("double", "double a", "-a", {"0.0"}) == "-0.0");
  CHECK(eval("boolean", "double a", "a == a", {"Double.NaN"}) == "false");
  CHECK(eval("boolean", "double a", "a != a", {"Double.NaN"}) == "true");
  CHECK(eval("boolean", "double a, double b", "a == b", {"0.0", "-0.0"}) == "true");
  CHECK(eval("double", "int a, int b", "a / b", {"7", "2"}) == "3.0"); // int division, then widened
  CHECK(eval("float", "long a", "a", {"Long.MAX_VALUE"}) == "9.223372E18");
  CHECK(eval("double", "long a", "a", {"9007199254740993L"}) == "9.007199254740992E15");
}

TEST_CASE("casts follow Java's rules: NaN to 0, saturation, truncation, narrowing", "[interpreter][casts]") {
  CHECK(eval("int", "double d", "(int) d", {"Double.NaN"}) == "0");
  CHECK(eval("int", "double d", "(int) d", {"1e20"}) == "2147483647");
  CHECK(eval("int", "double d", "(int) d", {"-1e20"}) == "-2147483648");
  CHECK(eval("int", "double d", "(int) d", {"-2.9"}) == "-2");
  CHECK(eval("long", "double d", "(long) d", {"1e30"}) == "9223372036854775807");
  CHECK(eval("long", "float f", "(long) f", {"Float.NEGATIVE_INFINITY"}) == "-9223372036854775808");
  CHECK(eval("int", "int i", "(byte) i", {"200"}) == "-56");
  CHECK(eval("int", "int i", "(char) i", {"-1"}) == "65535");
  CHECK(eval("int", "int i", "(short) i", {"65535"}) == "-1");
  CHECK(eval("int", "double d", "(byte) d", {"300.7"}) == "44");
  CHECK(eval("int", "double d", "(char) d", {"-5.0"}) == "65531");
  CHECK(eval("int", "long l", "(int) l", {"4294967297L"}) == "1");
  CHECK(eval("float", "double d", "(float) d", {"1e40"}) == "Infinity");
  CHECK(eval("int", "float f", "(int) f", {"3.99f"}) == "3");
}

TEST_CASE("shift counts are masked and >>> shifts in zeros", "[interpreter][shifts]") {
  CHECK(eval("int", "int x, int n", "x << n", {"1", "33"}) == "2");
  CHECK(eval("int", "int x, int n", "x << n", {"1", "-1"}) == "-2147483648");
  CHECK(eval("long", "long x, int n", "x << n", {"1L", "65"}) == "2");
  CHECK(eval("int", "int x, int n", "x >> n", {"-8", "1"}) == "-4");
  CHECK(eval("int", "int x, int n", "x >>> n", {"-8", "28"}) == "15");
  CHECK(eval("long", "long x, long n", "x >>> n", {"-1L", "63L"}) == "1");
  CHECK(eval("int", "int x, long n", "x << n", {"1", "32L"}) == "1");     // int shift, long count
  CHECK(eval("int", "byte b", "b >>> 4", {"(byte) -16"}) == "268435455"); // promoted to int first
}

TEST_CASE("compound assignment narrows implicitly; ++ and -- work on every numeric type", "[interpreter][assign]") {
  CHECK(result_text(run(method("byte snippet(byte b)", "b += 1; return b;"), {"127"})) == "-128");
  CHECK(result_text(run(method("char snippet(char c)", "c += 1; return c;"), {"'a'"})) == "b");
  CHECK(result_text(run(method("int snippet(int i)", "i *= 2.5; return i;"), {"5"})) == "12");
  CHECK(result_text(run(method("int snippet(int i)", "i += 1.7; return i;"), {"1"})) == "2");
  CHECK(result_text(run(method("short snippet(short s)", "s *= 1000; return s;"), {"1000"})) == "16960");
  CHECK(result_text(run(method("int snippet(int i)", "i >>>= 33; return i;"), {"-1"})) == "2147483647");
  CHECK(result_text(run(method("boolean snippet(boolean b)", "b ^= true; return b;"), {"false"})) == "true");
  CHECK(result_text(run(method("char snippet(char c)", "c++; ++c; return c;"), {"'x'"})) == "z");
  CHECK(result_text(run(method("double snippet(double d)", "d--; return d;"), {"0.5"})) == "-0.5");
  CHECK(result_text(run(method("int snippet(int i)", "int j = i++ + ++i; return j * 10 + i;"), {"1"})) == "43");
}

TEST_CASE("evaluation order of assignments to array elements (JLS 15.26)", "[interpreter][assign]") {
  // the index is evaluated before the right-hand side
  CHECK(result_text(run(method("int snippet(int i)", "int[] a = new int[3]; a[i] = i = 2; return a[1] * 10 + i;"),
                        {"1"})) == "22");
  // for `=`, the bounds check happens after the right-hand side was evaluated
  CHECK(result_text(run(method("int snippet(int i)", "int[] a = new int[1]; a[5] = 1 / i; return 0;"), {"0"})) ==
        "throws java.lang.ArithmeticException");
  CHECK(result_text(run(method("int snippet(int i)", "int[] a = null; a[5] = 1 / i; return 0;"), {"0"})) ==
        "throws java.lang.ArithmeticException");
  // for compound operators the null and bounds checks come first
  CHECK(result_text(run(method("int snippet(int i)", "int[] a = new int[1]; a[5] += 1 / i; return 0;"), {"0"})) ==
        "throws java.lang.ArrayIndexOutOfBoundsException");
  // compound: the element is read before the right-hand side
  CHECK(result_text(run(method("int snippet(int i)", "int[] a = {10, 20}; a[i] += (a[i] = 1) + 100; return a[i];"),
                        {"0"})) == "111");
}

TEST_CASE("array exceptions", "[interpreter][exceptions]") {
  const auto java = method("int snippet(int n, int i)", "int[] a = new int[n]; return a[i];");
  CHECK(result_text(run(java, {"3", "3"})) == "throws java.lang.ArrayIndexOutOfBoundsException");
  CHECK(result_text(run(java, {"3", "-1"})) == "throws java.lang.ArrayIndexOutOfBoundsException");
  CHECK(result_text(run(java, {"-1", "0"})) == "throws java.lang.NegativeArraySizeException");
  CHECK(result_text(run(java, {"3", "2"})) == "0");
  const auto len = method("int snippet(int[] a)", "return a.length;");
  CHECK(result_text(run(len, {"null"})) == "throws java.lang.NullPointerException");
  CHECK(result_text(run(len, {"new int[]{1, 2, 3}"})) == "3");
  CHECK(result_text(run(method("int snippet(int n)", "int[][] m = new int[2][n]; return m[1].length;"), {"-2"})) ==
        "throws java.lang.NegativeArraySizeException");
  CHECK(result_text(run(method("int snippet(int n)", "int[][] m = new int[n][]; return m[0].length;"), {"2"})) ==
        "throws java.lang.NullPointerException");
}

TEST_CASE("runaway recursion throws StackOverflowError at the configured depth", "[interpreter][exceptions]") {
  const std::string java = "class T { static int snippet(int n) { return n == 0 ? 0 : 1 + snippet(n - 1); } }";
  CHECK(result_text(run(java, {"500"})) == "500");
  CHECK(result_text(run(java, {"-1"})) == "throws java.lang.StackOverflowError");
  symdelta::engine::run_options shallow;
  shallow.max_call_depth = 10;
  CHECK(result_text(run(java, {"20"}, "snippet", shallow)) == "throws java.lang.StackOverflowError");
  CHECK(result_text(run(java, {"5"}, "snippet", shallow)) == "5");
}

TEST_CASE("a step budget stops infinite loops", "[interpreter][budget]") {
  symdelta::engine::run_options opts;
  opts.step_budget = 10000;
  const auto out =
      run(method("int snippet(int n)", "while (n > 0) { n = n + 1 - 1; } return n;"), {"1"}, "snippet", opts);
  CHECK(out.what == symdelta::engine::outcome::kind::budget_exhausted);
  CHECK(out.steps > opts.step_budget);
}

TEST_CASE("explicit throw reports the fully qualified exception class", "[interpreter][exceptions]") {
  const auto java =
      method("int snippet(int n)", "if (n < 0) throw new IllegalArgumentException(\"negative: \" + n); return n;");
  CHECK(result_text(run(java, {"-3"})) == "throws java.lang.IllegalArgumentException");
  CHECK(result_text(run(java, {"3"})) == "3");
}

TEST_CASE("Math functions with exact results", "[interpreter][math]") {
  CHECK(eval("long", "double d", "Math.round(d)", {"-2.5"}) == "-2");
  CHECK(eval("long", "double d", "Math.round(d)", {"2.5"}) == "3");
  CHECK(eval("long", "double d", "Math.round(d)", {"0.49999999999999994"}) == "0");
  CHECK(eval("long", "double d", "Math.round(d)", {"Double.NaN"}) == "0");
  CHECK(eval("long", "double d", "Math.round(d)", {"1e20"}) == "9223372036854775807");
  CHECK(eval("int", "float f", "Math.round(f)", {"-0.5f"}) == "0");
  CHECK(eval("int", "int i", "Math.round(i)", {"16777217"}) == "16777216"); // round(float) is chosen
  CHECK(eval("double", "double d", "Math.rint(d)", {"2.5"}) == "2.0");
  CHECK(eval("double", "double d", "Math.rint(d)", {"3.5"}) == "4.0");
  CHECK(eval("double", "double d", "Math.rint(d)", {"-2.5"}) == "-2.0");
  CHECK(eval("double", "double d", "Math.floor(d)", {"-0.5"}) == "-1.0");
  CHECK(eval("double", "double d", "Math.ceil(d)", {"-0.5"}) == "-0.0");
  CHECK(eval("double", "double d", "Math.signum(d)", {"-3.0"}) == "-1.0");
  CHECK(eval("double", "double d", "Math.signum(d)", {"-0.0"}) == "-0.0");
  CHECK(eval("double", "double d", "Math.abs(d)", {"-0.0"}) == "0.0");
  CHECK(eval("int", "int i", "Math.abs(i)", {"Integer.MIN_VALUE"}) == "-2147483648");
  CHECK(eval("double", "double a, double b", "Math.min(a, b)", {"0.0", "-0.0"}) == "-0.0");
  CHECK(eval("double", "double a, double b", "Math.max(a, b)", {"-0.0", "0.0"}) == "0.0");
  CHECK(eval("double", "double a, double b", "Math.max(a, b)", {"1.0", "Double.NaN"}) == "NaN");
  CHECK(eval("double", "double a, double b", "Math.min(a, b)", {"Double.NaN", "1.0"}) == "NaN");
  CHECK(eval("long", "int a, long b", "Math.min(a, b)", {"-1", "5L"}) == "-1");
  CHECK(eval("int", "double d", "Math.getExponent(d)", {"8.0"}) == "3");
  CHECK(eval("int", "double d", "Math.getExponent(d)", {"0.0"}) == "-1023");
  CHECK(eval("int", "float f", "Math.getExponent(f)", {"Float.NaN"}) == "128");
  CHECK(eval("double", "double d", "Math.toDegrees(d)", {"Math.PI"}) == "180.0");
  CHECK(eval("double", "double d", "Math.toRadians(d)", {"180.0"}) == "3.141592653589793");
  CHECK(eval("double", "double d", "Math.sqrt(d)", {"-1.0"}) == "NaN");
  CHECK(eval("double", "double d", "Math.sqrt(d)", {"2.0"}) == "1.4142135623730951");
  CHECK(eval("double", "int a, int b", "Math.pow(a, b)", {"2", "10"}) == "1024.0");
}

TEST_CASE("bit-level conversions of doubles", "[interpreter][math]") {
  CHECK(eval("long", "double d", "Double.doubleToRawLongBits(d)", {"1.0"}) == "4607182418800017408");
  CHECK(eval("double", "long l", "Double.longBitsToDouble(l)", {"0x3FF8000000000000L"}) == "1.5");
  CHECK(eval("boolean", "double d", "Double.isNaN(d)", {"0.0 / 0.0"}) == "true");
  CHECK(eval("long", "double d", "Double.doubleToLongBits(d)", {"Double.longBitsToDouble(0x7ff0000000000001L)"}) ==
        "9221120237041090560");
}

TEST_CASE("double and float values print as Java prints them", "[interpreter][format]") {
  CHECK(eval("double", "double d", "d", {"1e10"}) == "1.0E10");
  CHECK(eval("double", "double d", "d", {"1e-5"}) == "1.0E-5");
  CHECK(eval("double", "double d", "d", {"100"}) == "100.0");
  CHECK(eval("double", "double d", "d", {"0.001"}) == "0.001");
  CHECK(eval("double", "double d", "d", {"1234567.0"}) == "1234567.0");
  CHECK(eval("double", "double d", "d", {"12345678.9"}) == "1.23456789E7");
  CHECK(eval("double", "double d", "d", {"Double.MIN_VALUE"}) == "4.9E-324");
  CHECK(eval("double", "double d", "d", {"Double.MAX_VALUE"}) == "1.7976931348623157E308");
  CHECK(eval("float", "float f", "f", {"1.1f"}) == "1.1");
  CHECK(eval("double", "float f", "f", {"1.1f"}) == "1.100000023841858");
}

TEST_CASE("short-circuit operators skip their right operand; & and | do not", "[interpreter][logic]") {
  const auto java =
      method("int snippet(int i)",
             "int[] c = {0}; boolean r = i > 0 && (c[0]++ > 0); boolean s = i > 0 & (c[0]++ > 0); return c[0];");
  CHECK(result_text(run(java, {"0"})) == "1");
  CHECK(result_text(run(java, {"1"})) == "2");
  CHECK(eval("boolean", "int a", "a == 0 || 10 / a > 1", {"0"}) == "true");
  CHECK(eval("boolean", "int a", "a != 0 && 10 / a > 1", {"0"}) == "false");
  CHECK(eval("boolean", "int a", "a != 0 | 10 / a > 1", {"0"}) == "throws java.lang.ArithmeticException");
}

TEST_CASE("conditional expression types follow JLS 15.25", "[interpreter][typing]") {
  CHECK(eval("double", "boolean b", "b ? 1 : 2.0", {"true"}) == "1.0");
  CHECK(result_text(run(method("char snippet(boolean b)", "return b ? 'a' : 0;"), {"false"})) == std::string(1, '\0'));
  // (char, int constant) is char; (char, int variable) is int
  const auto out =
      run(method("int snippet(boolean b, int k)", "System.out.print(\"\" + (b ? 'x' : 1) + (b ? 'x' : k)); return 0;"),
          {"true", "1"});
  REQUIRE(out.output.size() == 1);
  CHECK(out.output[0].text == "x120");
}

TEST_CASE("switch with fallthrough, default and labelled break/continue", "[interpreter][control]") {
  const auto sw = method("int snippet(int k)", "int r = 0; switch (k) { case 1: r += 1; case 2: r += 2; break; case 3: "
                                               "case 4: r = 34; break; default: r = -1; } return r;");
  CHECK(result_text(run(sw, {"1"})) == "3");
  CHECK(result_text(run(sw, {"2"})) == "2");
  CHECK(result_text(run(sw, {"4"})) == "34");
  CHECK(result_text(run(sw, {"9"})) == "-1");
  const auto lab =
      method("int snippet(int n)", "int c = 0; outer: for (int i = 0; i < n; i++) { for (int j = 0; j < n; j++) { if "
                                   "(j > i) continue outer; if (i == 3) break outer; c++; } } return c;");
  CHECK(result_text(run(lab, {"5"})) == "6");
  const auto blk =
      method("int snippet(int n)",
             "int r = 1; done: { if (n > 0) break done; r = 2; } do { r *= 3; } while (--n > 0); return r;");
  CHECK(result_text(run(blk, {"2"})) == "9");
  CHECK(result_text(run(blk, {"0"})) == "6");
  const auto each = method("double snippet(double[] xs)", "double s = 0; for (double x : xs) s += x; return s;");
  CHECK(result_text(run(each, {"new double[]{1.5, 2.5}"})) == "4.0");
  CHECK(result_text(run(each, {"null"})) == "throws java.lang.NullPointerException");
}

TEST_CASE("objects of the class: constructors, field initialisers, instance methods", "[interpreter][objects]") {
  const std::string java = R"(
    class Counter {
      int count = 10;
      int step;
      static final int LIMIT = 3;
      Counter(int step) { this.step = step; }
      Counter() { this(1); }
      int next() { count += step; return count; }
      static int snippet(int s) {
        Counter a = new Counter(s);
        Counter b = new Counter();
        a.next(); a.next();
        return a.count * 100 + b.next() + LIMIT;
      }
    })";
  CHECK(result_text(run(java, {"5"})) == "2014");
  const std::string npe =
      "class C { int f; static int snippet(int x) { C c = null; if (x > 0) c = new C(); return c.f; } }";
  CHECK(result_text(run(npe, {"0"})) == "throws java.lang.NullPointerException");
  CHECK(result_text(run(npe, {"1"})) == "0");
}

TEST_CASE("static fields are initialised afresh for every run", "[interpreter][objects]") {
  const std::string java =
      "class S { static int calls = 100; static int snippet(int x) { calls += x; return calls; } }";
  const auto p = symdelta::test::lower(java);
  symdelta::engine::interpreter interp(p);
  std::vector<symdelta::engine::value> args{symdelta::engine::value::of(symdelta::ir::scalar::of_int(1))};
  CHECK(interp.call(0, args).result.s.i == 101);
  CHECK(interp.call(0, args).result.s.i == 101);
}

TEST_CASE("System.out output is recorded as events", "[interpreter][output]") {
  const auto out = run(
      method("int snippet(double d)",
             "System.out.println(\"d=\" + d + ',' + 1 + true); System.out.print(2L); System.out.println(); return 0;"),
      {"1.5"});
  REQUIRE(out.output.size() == 3);
  CHECK(out.output[0].text == "d=1.5,1true\n");
  CHECK(out.output[1].text == "2");
  CHECK(out.output[2].text == "\n");
  CHECK(out.output[0].pos.line == 2);
}

TEST_CASE("a run's outcome holds what a caller observes: streams, statics, arguments, messages",
          "[interpreter][output]") {
  const std::string java = "class S { static int calls; static int[] seen = new int[2]; static String last;\n"
                           "  static int snippet(int x, int[] a) {\n"
                           "    calls++; seen[1] = x; last = \"x=\" + x; a[0] = 7;\n"
                           "    System.err.print(\"e\"); System.out.println(x);\n"
                           "    if (x < 0) throw new IllegalStateException(\"negative \" + x);\n"
                           "    if (x == 0) throw new IllegalArgumentException();\n"
                           "    return 10 / (x - 1); } }";
  const auto ok = run(java, {"3", "new int[]{1, 2}"});
  REQUIRE(ok.output.size() == 2);
  CHECK(ok.output[0].stream == symdelta::ir::stream::err);
  CHECK(ok.output[1].stream == symdelta::ir::stream::out);
  CHECK(symdelta::engine::printed(ok, symdelta::ir::stream::out).text == "3\n");
  REQUIRE(ok.statics.size() >= 3); // and java.lang.Throwable's instance fields' slots
  CHECK(ok.statics[0].s.i == 1);
  CHECK(ok.statics[1].array()->items[1].s.i == 3);
  CHECK(*ok.statics[2].string() == "x=3");
  REQUIRE(ok.arguments.size() == 2);
  CHECK(ok.arguments[1].array()->items[0].s.i == 7); // the caller's array, changed
  const auto built = run(java, {"-2", "new int[]{1, 2}"});
  CHECK(built.exception == "java.lang.IllegalStateException");
  REQUIRE(built.message);
  CHECK(*built.message->string() == "negative -2");
  CHECK(built.statics[0].s.i == 1); // the static fields when it threw
  const auto no_message = run(java, {"0", "new int[]{1, 2}"});
  REQUIRE(no_message.message);
  CHECK(no_message.message->is_null());
  const auto raised = run(java, {"1", "new int[]{1, 2}"}); // division by zero: the JVM's message
  CHECK(raised.exception == "java.lang.ArithmeticException");
  REQUIRE(raised.message);
  CHECK(*raised.message->string() == "/ by zero");
}

TEST_CASE("a null of a reference type stays null", "[interpreter][null]") {
  const auto concat = run(method("String snippet(int x)", "String s = null; System.out.println(s); "
                                                          "System.out.print(s + x); return s + x;"),
                          {"3"});
  CHECK(result_text(concat) == "\"null3\"");
  REQUIRE(concat.output.size() == 2);
  CHECK(concat.output[0].text == "null\n");
  CHECK(concat.output[1].text == "null3");
  CHECK(result_text(run(method("boolean snippet()", "String s = null; return s == null;"), {})) == "true");
  CHECK(result_text(run(method("String snippet()", "String s = null; return s;"), {})) == "null");
  CHECK(result_text(run(method("String snippet(int x)", "String s = null; s += x; return s;"), {"3"})) == "\"null3\"");
  CHECK(result_text(run(method("String snippet(int x)", "String s = x > 0 ? null : \"a\"; return s + x;"), {"3"})) ==
        "\"null3\"");
  const std::string fields = "class T { static final String NONE = null; static String unset; int[] arr = null;\n"
                             "  static String twice(String s) { return s + s; }\n"
                             "  static String snippet() { return NONE + unset + twice(null) + new T().arr; } }";
  CHECK(result_text(run(fields, {})) == "\"nullnullnullnullnull\"");
  CHECK(result_text(run(method("boolean snippet()", "int[] a = null; return a == null;"), {})) == "true");
  CHECK(result_text(run(method("int snippet()", "int[] a = null; return a.length;"), {})) ==
        "throws java.lang.NullPointerException");
  CHECK(result_text(run(method("double[] snippet()", "double[][] a = null; return a == null ? null : a[0];"), {})) ==
        "null");
}

TEST_CASE("transcendental Math functions are flagged in the outcome", "[interpreter][math]") {
  CHECK(run(method("double snippet(double d)", "return Math.sin(d);"), {"1.0"}).used_transcendental);
  CHECK_FALSE(run(method("double snippet(double d)", "return Math.sqrt(d);"), {"1.0"}).used_transcendental);
}

TEST_CASE("exhausting the native stack throws StackOverflowError instead of crashing", "[interpreter][exceptions]") {
  symdelta::engine::run_options unlimited;
  unlimited.max_call_depth = 100'000'000;
  const std::string java =
      "class T { static double snippet(int n) { return n <= 0 ? 0 : 1.5 * snippet(n - 1) + Math.abs(n * 2.0); } }";
  CHECK(result_text(run(java, {"1000000"}, "snippet", unlimited)) == "throws java.lang.StackOverflowError");
}

TEST_CASE("deep expressions within deep recursion throw StackOverflowError instead of crashing",
          "[interpreter][exceptions]") {
  // every call evaluates a chain of 2500 terms before the next: more stack between two calls
  // than the reserve the check at each call keeps
  std::string chain = "snippet(n - 1)";
  for (int k = 0; k < 2500; ++k)
    chain += " + 1";
  symdelta::engine::run_options unlimited;
  unlimited.max_call_depth = 100'000'000;
  const std::string java = "class T { static int snippet(int n) { return n <= 0 ? 0 : " + chain + "; } }";
  CHECK(result_text(run(java, {"3"}, "snippet", unlimited)) == "7500");
  CHECK(result_text(run(java, {"1000000"}, "snippet", unlimited)) == "throws java.lang.StackOverflowError");
}

TEST_CASE("calls with wrong arguments are refused, not run", "[interpreter][api]") {
  using namespace symdelta;
  const auto p = symdelta::test::lower(
      "class A { A(int x) { } int g() { return 1; } static int snippet(int a, double d) { return a; } }");
  engine::interpreter interp(p);
  const auto snippet = p.find_function("snippet");
  auto r = interp.call(snippet, {engine::value::of(ir::scalar::of_int(1))});
  CHECK(r.what == engine::outcome::kind::invalid_call);
  CHECK(r.exception == "snippet takes 2 arguments, 1 given");
  r = interp.call(snippet, {engine::value::of(ir::scalar::of_int(1)), engine::value::of(ir::scalar::of_int(2))});
  CHECK(r.exception == "argument 2 of snippet has type int, not double");
  r = interp.call(p.find_function("g"), {});
  CHECK(r.what == engine::outcome::kind::invalid_call);
  CHECK(interp.call(snippet, {engine::value::of(ir::scalar::of_int(1)), engine::value::of(ir::scalar::of_double(2))})
            .result.s.i == 1);
}

TEST_CASE("texts hold Java's UTF-16 units, lone surrogates too; a stream receives UTF-8", "[interpreter][format]") {
  using namespace symdelta;
  std::string pair, lone;
  text::append_unit(pair, 0xd83d); // U+1F600 as Java holds it: two units
  text::append_unit(pair, 0xde00);
  text::append_unit(lone, 'a');
  text::append_unit(lone, 0xd800);
  text::append_unit(lone, 'b');
  CHECK(text::stream_bytes(pair) == "\xF0\x9F\x98\x80");
  CHECK(text::stream_bytes(lone) == "a?b"); // as Java's UTF-8 encoder writes a lone surrogate
  // a high surrogate at the end waits in the encoder for a low one, and never reaches the stream
  std::string trailing = "a", trailing_low = "a";
  text::append_unit(trailing, 0xd999);
  text::append_unit(trailing_low, 0xdc00);
  CHECK(text::stream_bytes(trailing) == "a");
  CHECK(text::stream_bytes(trailing_low) == "a?");
  CHECK(engine::java_quoted(lone, true) == "\"a\\ud800b\"");
  CHECK(engine::java_quoted(text::stream_bytes(pair), true) == "\"\\ud83d\\ude00\"");
  CHECK(engine::java_quoted("tab\there \"q\"\n") == "\"tab\\there \\\"q\\\"\\n\"");
  // a char in the surrogate range prints as '?' on its own, and forms its character with the next
  const auto out = run(method("void snippet(char c)", "System.out.print(c); System.out.print('x');"), {"'\\ud800'"});
  CHECK(engine::printed(out, ir::stream::out).text == "?x");
}
