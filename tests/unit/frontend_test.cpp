// Lowering and typing rules of the Java frontend, and its diagnostics for bad input.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <sstream>

#include "support.hpp"
#include "symdelta/diff/abstraction.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/ir/counted_loop.hpp"
#include "symdelta/ir/printer.hpp"

using namespace symdelta;
using symdelta::test::lower;
using symdelta::test::lowering_error;
using symdelta::test::method;

namespace {

void visit(const ir::expr &e, const std::function<void(const ir::expr &)> &f) {
  f(e);
  for (const auto &a : e.args)
    visit(a, f);
}
void visit(const ir::stmt &s, const std::function<void(const ir::stmt &)> &fs,
           const std::function<void(const ir::expr &)> &fe) {
  fs(s);
  for (const auto &e : s.exprs)
    visit(e, fe);
  for (const auto &b : s.body)
    visit(b, fs, fe);
  for (const auto &c : s.cases)
    for (const auto &b : c.body)
      visit(b, fs, fe);
}

const ir::expr &returned(const ir::program &p, const char *fn = "snippet") {
  const ir::stmt *ret = nullptr;
  visit(
      p.functions[p.find_function(fn)].body,
      [&](const ir::stmt &s) {
        if (s.kind == ir::stmt_kind::return_ && !ret) ret = &s;
      },
      [](const ir::expr &) {});
  REQUIRE(ret);
  return ret->exprs.at(0);
}

ir::literal literal_value(const std::string &java) {
  const auto p = lower(java);
  return returned(p).lit;
}

std::string ir_of(const std::string &java) { return ir::to_string(lower(java), {false}); }

} // namespace

TEST_CASE("binary numeric promotion inserts explicit casts", "[frontend][typing]") {
  const auto p = lower(method("long snippet(int a, long b)", "return a + b;"));
  const auto &e = returned(p);
  REQUIRE(e.kind == ir::expr_kind::binary);
  CHECK(e.ty == ir::long_type);
  CHECK(e.args[0].kind == ir::expr_kind::cast);
  CHECK(e.args[0].ty == ir::long_type);
  CHECK(e.args[1].kind == ir::expr_kind::local);

  const auto pc = lower(method("int snippet(char c, byte b)", "return c + b;"));
  const auto &c = returned(pc);
  CHECK(c.ty == ir::int_type);
  CHECK(c.args[0].ty == ir::int_type);
  CHECK(c.args[1].ty == ir::int_type);

  const auto pf = lower(method("double snippet(float x, int i)", "return x * i;"));
  const auto &f = returned(pf);
  CHECK(f.kind == ir::expr_kind::cast); // float result widened to the double return type
  CHECK(f.args[0].ty == ir::float_type);
}

TEST_CASE("shift operands are promoted separately", "[frontend][typing]") {
  const auto p = lower(method("int snippet(int a, long n)", "return a << n;"));
  const auto &e = returned(p);
  CHECK(e.ty == ir::int_type);
  CHECK(e.args[1].ty == ir::long_type);
}

TEST_CASE("compound assignment records the operation type", "[frontend][typing]") {
  const auto p = lower(method("byte snippet(byte b, double d)", "b += d; return b;"));
  const ir::expr *assign = nullptr;
  visit(
      p.functions[0].body, [](const ir::stmt &) {},
      [&](const ir::expr &x) {
        if (x.kind == ir::expr_kind::assign) assign = &x;
      });
  REQUIRE(assign);
  CHECK(assign->o == ir::op::add);
  CHECK(assign->compute_ty == ir::double_type);
  CHECK(assign->ty == ir::byte_type);
}

TEST_CASE("assignment conversion: widening, constant narrowing, and errors", "[frontend][typing]") {
  lower(method("long snippet(int a)", "long x = a; return x;"));
  lower(method("int snippet()", "byte b = 100; char c = 65; short s = -3; return b + c + s;"));
  CHECK(lowering_error(method("int snippet()", "byte b = 200; return b;")).message ==
        "incompatible types: int cannot be converted to byte");
  CHECK(lowering_error(method("int snippet(long a)", "int x = a; return x;")).message ==
        "incompatible types: long cannot be converted to int");
  CHECK(lowering_error(method("float snippet()", "float f = 1.0; return f;")).message ==
        "incompatible types: double cannot be converted to float");
  CHECK(lowering_error(method("int snippet(boolean b)", "return b;")).message ==
        "incompatible types: boolean cannot be converted to int");
  CHECK(lowering_error(method("int snippet()", "return Math.round(2.5);")).what == diagnostic::kind::type); // long
  lower(method("int snippet()", "return Math.round(2.5f);"));                                               // int
}

TEST_CASE("integer literals: ranges, radixes, and the most negative values", "[frontend][literals]") {
  CHECK(literal_value(method("int snippet()", "return -2147483648;")).i == INT32_MIN);
  CHECK(literal_value(method("long snippet()", "return -9223372036854775808L;")).i == INT64_MIN);
  CHECK(literal_value(method("int snippet()", "return 0xFFFFFFFF;")).i == -1);
  CHECK(literal_value(method("int snippet()", "return 0b1010_1010;")).i == 170);
  CHECK(literal_value(method("int snippet()", "return 017;")).i == 15);
  CHECK(literal_value(method("long snippet()", "return 0x8000000000000000L;")).i == INT64_MIN);
  CHECK(literal_value(method("char snippet()", "return '\\u0041';")).i == 'A');
  CHECK(literal_value(method("char snippet()", "return '\\n';")).i == '\n');
  CHECK(literal_value(method("double snippet()", "return 0x1.8p1;")).d == 3.0);
  CHECK(literal_value(method("float snippet()", "return 1e-3f;")).f == 1e-3f);
  CHECK(lowering_error(method("int snippet()", "return 2147483648;")).message == "integer number too large");
  CHECK(lowering_error(method("long snippet()", "return 99999999999999999999L;")).message ==
        "integer number too large");
  CHECK(lowering_error(method("double snippet()", "return 1e400;")).message == "floating-point number out of range");
}

TEST_CASE("overload resolution picks the most specific applicable method", "[frontend][calls]") {
  const std::string java = R"(class O {
    static int f(int x) { return 1; }
    static int f(long x) { return 2; }
    static int f(double x) { return 3; }
    static int snippet(byte b, long l, float g) { return f(b) * 100 + f(l) * 10 + f(g); } })";
  CHECK(symdelta::test::result_text(symdelta::test::run(java, {"1", "1L", "1f"})) == "123");
  CHECK(lowering_error("class O { static int f(int x, long y) { return 1; } static int f(long x, int y) { return 2; } "
                       "static int snippet() { return f(1, 1); } }")
            .message.find("ambiguous") != std::string::npos);
  CHECK(lowering_error("class O { static int snippet() { return g(1); } }").message == "cannot find method 'g'");
  CHECK(lowering_error("class O { int g() { return 1; } static int snippet() { return g(); } }").what ==
        diagnostic::kind::name);
}

TEST_CASE("every IR node carries a source position", "[frontend][positions]") {
  const std::string java = R"(class P {
  static int h(int q) { return q * 2; }
  static double snippet(int n, double[] xs) {
    double s = 0;
    for (int i = 0; i < n; i++) { s += i; }
    for (double x : xs) s += x;
    switch (n) { case 1: s = -s; break; default: s = Math.abs(s); }
    int k = n > 0 ? h(n) : (int) s;
    do { k--; } while (k > 0);
    return s + k;
  }
})";
  const auto p = lower(java);
  std::size_t stmts = 0, exprs = 0;
  for (const auto &f : p.functions)
    visit(
        f.body,
        [&](const ir::stmt &s) {
          ++stmts;
          CHECK(s.pos.line > 0);
          CHECK(s.pos.column > 0);
        },
        [&](const ir::expr &e) {
          ++exprs;
          CHECK(e.pos.line > 0);
          CHECK(e.pos.column > 0);
        });
  CHECK(stmts > 15);
  CHECK(exprs > 30);
}

TEST_CASE("loops, switches and labelled blocks get distinct identities", "[frontend][control]") {
  const auto p =
      lower(method("int snippet(int n)", "int c = 0; a: for (int i = 0; i < n; i++) { while (c < i) c++; } switch (n) "
                                         "{ case 0: break; } b: { break b; } do { c--; } while (c > 0); return c;"));
  std::vector<std::uint32_t> ids;
  visit(
      p.functions[0].body,
      [&](const ir::stmt &s) {
        if (s.target != ir::no_target && s.kind != ir::stmt_kind::break_ && s.kind != ir::stmt_kind::continue_)
          ids.push_back(s.target);
      },
      [](const ir::expr &) {});
  CHECK(ids.size() == 5);
  std::sort(ids.begin(), ids.end());
  CHECK(std::adjacent_find(ids.begin(), ids.end()) == ids.end());
  CHECK(p.functions[0].target_count == 5);
}

TEST_CASE("the IR prints as readable Java-like text", "[frontend][printer]") {
  const auto text = ir_of(
      method("double snippet(int a, double[] xs)", "double s = a / 2; for (double x : xs) { s += x; } return s;"));
  CHECK(text.find("double s = (double) (a / 2);") != std::string::npos);
  CHECK(text.find("loop#0: while ($index < $array.length) {") != std::string::npos);
  CHECK(text.find("s += x;") != std::string::npos);
  const auto with_pos = ir::to_string(lower(method("int snippet(int a)", "return a;")));
  CHECK(with_pos.find("return a;  // 2:1") != std::string::npos);
}

TEST_CASE("String and null literals keep what they are in the IR", "[frontend][literals]") {
  const std::string java = method("String snippet(int x)", "String s = null; int[] a = null; "
                                                           "System.out.println(\"hi\"); return s + x;");
  const auto text = ir_of(java);
  CHECK(text.find("String s = null;") != std::string::npos);
  CHECK(text.find("int[] a = null;") != std::string::npos);
  CHECK(text.find("System.out.println(\"hi\");") != std::string::npos);
  const auto p = lower(java);
  std::size_t nulls = 0;
  visit(
      p.functions[p.find_function("snippet")].body, [](const ir::stmt &) {},
      [&](const ir::expr &e) {
        if (e.kind != ir::expr_kind::literal || !e.lit.is_null()) return;
        ++nulls;
        CHECK((e.ty == ir::string_type || e.ty == ir::type(ir::prim::int_, 1)));
      });
  CHECK(nulls == 2);
  CHECK(ir_of(method("boolean snippet(String s)", "return s == null;")).find("return s == null;") != std::string::npos);
}

TEST_CASE("syntax errors report their position", "[frontend][errors]") {
  const auto d = lowering_error("class A {\n  static int snippet(int a) {\n    return a +;\n  }\n}");
  CHECK(d.what == diagnostic::kind::syntax);
  CHECK(d.pos.line == 3);
  CHECK(d.to_string().rfind("Test.java:3:", 0) == 0);
  const auto m = lowering_error("class A { static int snippet(int a) { return a } }");
  CHECK(m.what == diagnostic::kind::syntax);
  CHECK(m.pos.line == 1);
  CHECK(lowering_error("").what == diagnostic::kind::unsupported); // no class at all
}

TEST_CASE("unsupported constructs are rejected with construct and position", "[frontend][errors]") {
  const auto t = lowering_error(
      "class A {\n static int snippet(int a) {\n  try (A r = null) { return a; } catch (Exception e) { return 0; }\n "
      "}\n}");
  CHECK(t.what == diagnostic::kind::unsupported);
  CHECK(t.pos.line == 3);
  CHECK(t.pos.column == 3);
  CHECK(t.message.find("try") != std::string::npos);
  CHECK(lowering_error("import java.util.List;\nclass A { static int snippet(List<Integer> a) { return 0; } }")
            .message.find("type 'List<Integer>'") != std::string::npos);
  CHECK(lowering_error("class A { static String snippet(String s) { return s.strip(); } }").message ==
        "String method 'strip' is not supported");
  CHECK(lowering_error("class A { static boolean snippet(String s) { return s.startsWith(\"a\", 1); } }").message ==
        "String.startsWith with these argument types is not supported");
  CHECK(lowering_error("class A { static double snippet(double x) { return Math.random(); } }").message ==
        "library method 'Math.random' is not supported");
  CHECK(lowering_error("class A extends B { }").what == diagnostic::kind::unsupported);
  CHECK(lowering_error("class A { static int snippet(int x) { Object o = null; return 0; } }")
            .message.find("type 'Object'") != std::string::npos);
  CHECK(lowering_error("class A { static int snippet(int x) { throw new MyError(); } }").message.find("MyError") !=
        std::string::npos);
  // assert: no effect, as the JVM runs by default (its expressions are not evaluated), but typed
  CHECK(test::result_text(
            test::run("class A { static int snippet(int x) { assert x++ > 0 : \"no\"; return x; } }", {"-3"})) == "-3");
  CHECK(lowering_error("class A { static int snippet(int x) { assert x; return x; } }").message ==
        "condition has type int, not boolean");
  CHECK(lowering_error("class A { static { } }").message.find("static initializer") != std::string::npos);
}

TEST_CASE("exceptions: try, catch, finally and the JLS's rules for them", "[frontend][exceptions]") {
  using test::result_text, test::run;
  const auto ends = [](const std::string &body, const std::string &arg) {
    return result_text(run(method("int snippet(int x)", body), {arg}));
  };
  // the first clause whose class the exception is an instance of handles it
  const std::string order =
      "try { if (x < 0) throw new IllegalArgumentException(); return 10 / x; }"
      " catch (IllegalArgumentException e) { return -1; } catch (RuntimeException e) { return -2; }";
  CHECK(ends(order, "-5") == "-1");
  CHECK(ends(order, "0") == "-2");
  CHECK(ends(order, "5") == "2");
  // finally runs after the value returned is computed; its return replaces the try's, and an exception
  CHECK(ends("int r = x; try { return r; } finally { r = 7; }", "3") == "3");
  CHECK(ends("try { return 10 / x; } finally { if (x == 0) return 9; }", "0") == "9");
  CHECK(ends("try { return 10 / x; } finally { x = 1; }", "0") == "throws java.lang.ArithmeticException");
  // an exception a handler throws passes its sibling clauses by, to the enclosing try
  CHECK(ends("try { try { throw new IllegalStateException(); } catch (IllegalStateException e) { throw new "
             "IllegalArgumentException(); } catch (IllegalArgumentException e) { return 1; } } catch "
             "(RuntimeException e) { return 2; }",
             "0") == "2");
  // a raised exception's object keeps its identity when rethrown; the division's message is modelled
  CHECK(ends("try { try { return 1 / x; } catch (ArithmeticException e) { throw e; } } catch (ArithmeticException "
             "e) { return e.getMessage() == null ? 0 : 1; }",
             "0") == "1");
  // the JVM's message of an index out of bounds is modelled (engine/semantics/raised_message.hpp), a null
  // pointer's is not: a JVM may describe the code there (helpful NullPointerException messages)
  CHECK(ends("int[] a = new int[2]; try { return a[x]; } catch (IndexOutOfBoundsException e) { "
             "return e.getMessage().equals(\"Index \" + x + \" out of bounds for length 2\") ? 1 : 0; }",
             "-5") == "1");
  CHECK(ends("int[] a = null; try { return a[x]; } catch (NullPointerException e) { "
             "return e.getMessage() == null ? 1 : 0; }",
             "0")
            .starts_with("undecidable: the message of an exception the JVM raised"));
  CHECK(ends("RuntimeException e = null; throw e;", "0") == "throws java.lang.NullPointerException");
  // the file's exception classes; a file's class shadows java.lang's of its name
  CHECK(result_text(run("class T { static class E extends Exception { E(int n) { super(\"n=\" + n); } }\n"
                        "static int snippet(int x) throws E { if (x > 2) throw new E(x); return x; } }",
                        {"3"})) == "throws T$E");
  CHECK(result_text(run("class T { static int snippet(int x) { throw new IllegalStateException(); } }\n"
                        "class IllegalStateException extends RuntimeException { }",
                        {"3"})) == "throws IllegalStateException");

  // assert runs as java -ea runs it, when the program runs with assertions
  auto checked = java::frontend::parse(method("int snippet(int x)", "assert x > 0 : x * 2; return x;"));
  REQUIRE(checked);
  const auto snippet = checked->find_function("snippet");
  CHECK(result_text(run(*checked, snippet, {"-3"})) == "-3");
  checked->assertions = true;
  const auto failed = run(*checked, snippet, {"-3"});
  CHECK(result_text(failed) == "throws java.lang.AssertionError");
  REQUIRE(failed.message);
  CHECK(*failed.message->string() == "-6");
  CHECK(result_text(run(*checked, snippet, {"3"})) == "3");
  // a static initialiser's exception reaches the caller as an Error, which the handler does not catch
  CHECK(result_text(
            run("class T { static class I { static int v = 1 / Z.z; } static class Z { static int z; }\n"
                "static int snippet(int x) { try { return I.v; } catch (ArithmeticException e) { return -1; } } }",
                {"0"})) == "throws java.lang.ExceptionInInitializerError");

  CHECK(lowering_error(method("int snippet(int x)", "try { return 1; } catch (Throwable t) { return 0; }")).message ==
        "catching Throwable: the JVM's Errors (a stack overflow's depth) are not modelled");
  CHECK(lowering_error(method("int snippet(int x)", "try { return 1; } catch (StackOverflowError t) { return 0; }"))
            .what == diagnostic::kind::unsupported);
  CHECK(lowering_error(method("int snippet(int x)",
                              "try { return 1; } catch (RuntimeException e) { return 0; } catch (ArithmeticException "
                              "e) { return 2; }"))
            .message == "exception ArithmeticException has already been caught");
  CHECK(lowering_error(method("int snippet(int x)", "throw x;")).message ==
        "incompatible types: int cannot be converted to Throwable");
  CHECK(lowering_error(method("int snippet(int x)", "try { return 1; } catch (int e) { return 0; }")).what !=
        diagnostic::kind::internal);
  // a try that cannot complete normally needs no return after it (JLS 14.22)
  lower(method("int snippet(int x)", "try { return 1; } catch (RuntimeException e) { throw e; }"));
  CHECK(lowering_error(method("int snippet(int x)", "try { return 1; } catch (RuntimeException e) { }")).message ==
        "missing return statement in method 'snippet'");
}

TEST_CASE("String methods run as the JDK's: indices in UTF-16 units, exceptions where it throws",
          "[frontend][strings]") {
  using test::result_text, test::run;
  const auto value = [](const std::string &ret, const std::string &expression, const std::string &arg) {
    return result_text(run(method(ret + " snippet(int x)", "String s = \"a\" + x + \"\\u00e9\\uD83D\\uDE00\";\n"
                                                           "return " +
                                                               expression + ";"),
                           {arg}));
  };
  CHECK(value("int", "s.length()", "-12") == "7"); // a-12é and a surrogate pair: two units
  CHECK(value("char", "s.charAt(1)", "-12") == "-");
  CHECK(value("int", "s.charAt(6)", "-12") == "56832"); // the pair's low surrogate
  CHECK(value("char", "s.charAt(7)", "-12") == "throws java.lang.StringIndexOutOfBoundsException");
  CHECK(value("char", "s.charAt(-1)", "-12") == "throws java.lang.StringIndexOutOfBoundsException");
  CHECK(value("String", "s.substring(1, 4)", "-12") == "\"-12\"");
  CHECK(value("String", "s.substring(4, 3)", "-12") == "throws java.lang.StringIndexOutOfBoundsException");
  CHECK(value("String", "s.substring(8)", "-12") == "throws java.lang.StringIndexOutOfBoundsException");
  CHECK(value("int", "s.substring(7).length()", "-12") == "0");
  CHECK(value("int", "s.indexOf(\"2\") * 10 + s.indexOf('\\u00e9') + s.indexOf(\"\")", "512") == "34");
  CHECK(value("int", "s.indexOf(\"zz\")", "5") == "-1");
  CHECK(value("boolean", "s.startsWith(\"a5\") && s.endsWith(\"\\uDE00\") && s.contains(\"5\\u00e9\")", "5") == "true");
  CHECK(value("boolean", "s.equals(\"a5\\u00e9\\uD83D\\uDE00\") && !s.equals(null) && !s.isEmpty()", "5") == "true");
  CHECK(value("String", "String.valueOf(x > 0) + Integer.toString(x) + Long.toString(-x) + String.valueOf('q')", "3") ==
        "\"true3-3q\"");
  CHECK(value("String", "s.concat(x > 0 ? null : s)", "1") == "throws java.lang.NullPointerException");
  CHECK(value("boolean", "s.startsWith(x > 0 ? null : \"a\")", "1") == "throws java.lang.NullPointerException");
  CHECK(value("int", "(x > 0 ? null : s).length()", "1") == "throws java.lang.NullPointerException");
}

TEST_CASE("name errors", "[frontend][errors]") {
  CHECK(lowering_error(method("int snippet()", "return y;")).message == "cannot find symbol 'y'");
  CHECK(lowering_error(method("int snippet(int a)", "int a = 1; return a;")).message ==
        "variable 'a' is already defined");
  CHECK(lowering_error(method("int snippet(int a)", "break; ")).message == "break outside switch or loop");
  CHECK(lowering_error(method("int snippet(int a)", "while (true) { continue x; }")).message == "undefined label 'x'");
  CHECK(lowering_error("class A { int f; static int snippet() { return this.f; } }").message ==
        "'this' cannot be used in a static context");
  // variables of sibling scopes may share a name
  lower(method("int snippet(int n)", "for (int i = 0; i < n; i++) {} for (int i = 0; i < n; i++) {} return n;"));
}

TEST_CASE("every file of the ARDiff benchmark lowers", "[frontend][ardiff]") {
  const std::filesystem::path bench = SYMDELTA_BENCHMARK_DIR;
  if (!std::filesystem::exists(bench)) {
    WARN("benchmark not found, test not run: " << bench);
    return;
  }
  std::size_t files = 0;
  for (const auto &e : std::filesystem::recursive_directory_iterator(bench)) {
    if (e.path().extension() != ".java") continue;
    ++files;
    auto r = java::frontend::parse_file(e.path());
    INFO(e.path());
    CHECK(r.ok());
    if (!r.ok()) WARN(r.error().to_string());
  }
  CHECK(files == 284);
}

TEST_CASE("pathologically deep nesting is rejected, not a crash", "[frontend][errors]") {
  // beyond 10000 levels, or beyond what half the native stack holds (whichever comes first)
  const std::string parens =
      method("int snippet(int a)", "return " + std::string(20000, '(') + "a" + std::string(20000, ')') + ";");
  const auto d = lowering_error(parens);
  CHECK(d.what == diagnostic::kind::unsupported);
  CHECK_THAT(d.message, Catch::Matches("nesting deeper than 10000 levels|nesting of [0-9]+ levels is too deep for the "
                                       "native stack"));
  std::string ifs;
  for (int i = 0; i < 12000; ++i)
    ifs += "if (a > 0) { ";
  ifs += "a++;" + std::string(12000, '}');
  CHECK_THAT(lowering_error(method("int snippet(int a)", ifs + " return a;")).message, Catch::StartsWith("nesting "));
  lower(method("int snippet(int a)", "return " + std::string(2000, '(') + "a" + std::string(2000, ')') + ";"));
}

namespace {

/// `int snippet(int x)` returning 3 * k for x == k (k < n) from a chain of n - 1 else-ifs.
std::string else_if_chain(int n, int changed = -1) {
  std::string body = "if (x == 0) return 0;\n";
  for (int k = 1; k < n; ++k)
    body += "else if (x == " + std::to_string(k) + ") return " + std::to_string(k == changed ? -1 : 3 * k) + ";\n";
  return method("int snippet(int x)", body + "else return -1;");
}

/// `int snippet(int x)` returning x + 1 + 2 + ... + (n - 1), one left-nested `+` chain of n terms.
std::string plus_chain(int n) {
  std::string e = "x";
  for (int k = 1; k < n; ++k)
    e += " + " + std::to_string(k);
  return method("int snippet(int x)", "return " + e + ";");
}

} // namespace

TEST_CASE("long else-if chains and + chains lower, print, run and are differenced", "[frontend][nesting]") {
  // javac 17 accepts both with 1500 (its own stack overflows at about 1600)
  const std::string chain = else_if_chain(1500), changed = else_if_chain(1500, 1000), sum = plus_chain(1500);
  const auto p = lower(chain), q = lower(changed), s = lower(sum);
  CHECK(ir::to_string(p).find("return 4497;") != std::string::npos);
  CHECK(ir::to_string(s).find("+ 1499;") != std::string::npos);
  CHECK(symdelta::test::result_text(symdelta::test::run(chain, {"1499"})) == "4497");
  CHECK(symdelta::test::result_text(symdelta::test::run(chain, {"1500"})) == "-1");
  CHECK(symdelta::test::result_text(symdelta::test::run(sum, {"1"})) == std::to_string(1 + 1499 * 1500 / 2));
  const auto a = diff::abstract(p, p.find_function("snippet"), q, q.find_function("snippet"));
  CHECK(a.old_p.functions.size() == p.functions.size());
}

TEST_CASE("lowering on a small stack stops before the stack does", "[frontend][nesting]") {
  const std::string sum = plus_chain(1500); // some 1.6 MB of stack to lower
  std::string message;
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 1024 * 1024);
  pthread_t thread;
  struct job {
    const std::string *java;
    std::string *message;
  } j{&sum, &message};
  REQUIRE(pthread_create(
              &thread, &attr,
              [](void *arg) -> void * {
                auto *w = static_cast<job *>(arg);
                auto r = java::frontend::parse(*w->java, "Test.java");
                *w->message = r.ok() ? "accepted" : r.error().message;
                return nullptr;
              },
              &j) == 0);
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
  CHECK_THAT(message, Catch::Matches("nesting of [0-9]+ levels is too deep for the native stack"));
}

TEST_CASE("mangled programs give diagnostics or run, never crash", "[frontend][robustness]") {
  std::vector<std::string> sources;
  for (const auto &e : std::filesystem::directory_iterator(std::filesystem::path(SYMDELTA_JVM_TEST_DIR) / "programs")) {
    std::ifstream in(e.path());
    std::stringstream ss;
    ss << in.rdbuf();
    sources.push_back(ss.str());
  }
  std::sort(sources.begin(), sources.end());
  REQUIRE(!sources.empty());
  std::mt19937 rng(42);
  const std::string alphabet = "(){}[];=+-*/<>!&|^~?:.,0123456789abxyz'\"\\ \n";
  std::size_t accepted = 0, rejected = 0;
  for (int i = 0; i < 400; ++i) {
    std::string src = sources[rng() % sources.size()];
    switch (rng() % 3) {
    case 0: src.resize(rng() % src.size()); break;
    case 1:
      for (int k = 0; k < 3; ++k)
        src[rng() % src.size()] = alphabet[rng() % alphabet.size()];
      break;
    default: {
      const std::size_t at = rng() % src.size(), len = rng() % 40;
      src.erase(at, len);
    }
    }
    auto r = java::frontend::parse(src, "Mangled.java");
    if (!r.ok()) {
      ++rejected;
      CHECK(!r.error().message.empty());
      continue;
    }
    ++accepted;
    for (std::uint32_t f = 0; f < r->functions.size(); ++f) {
      const auto &fn = r->functions[f];
      if (!fn.is_static) continue;
      std::vector<engine::value> args;
      for (auto t : fn.param_types())
        args.push_back(engine::default_value(t));
      engine::run_options opts;
      opts.step_budget = 20000;
      engine::interpreter(*r, opts).call(f, std::move(args));
    }
  }
  CHECK(accepted + rejected == 400);
  CHECK(rejected > 100);
}

TEST_CASE("a statement after one that cannot complete normally is unreachable (JLS 14.22)", "[frontend][errors]") {
  const auto error = lowering_error(method("int snippet(int a)", "return a;\n    a++;"));
  CHECK(error.message == "unreachable statement");
  CHECK(error.pos.line > 0);
  CHECK(lowering_error(method("int snippet(int a)", "while (true) { a++; }\n    return a;")).message ==
        "unreachable statement");
  CHECK(lowering_error(method("void snippet(int a)", "{ throw new IllegalStateException(); }\n    a++;")).message ==
        "unreachable statement");
  // what javac accepts: after a statement that can complete normally, and `if (false)`
  lower(method("int snippet(int a)", "if (a > 0) return 1;\n    return 2;"));
  lower(method("int snippet(int a)", "if (false) { return 1; }\n    return 2; // done"));
  lower(method("int snippet(int a)", "while (true) { if (a > 0) break; }\n    return a;"));
}

TEST_CASE("a non-void method that can fall off its end is rejected (JLS 14.22)", "[frontend][errors]") {
  CHECK(lowering_error(method("int snippet(int a)", "if (a > 0) return 1;")).message ==
        "missing return statement in method 'snippet'");
  CHECK(lowering_error(method("int snippet(int a)", "while (a > 0) { return 1; }")).message ==
        "missing return statement in method 'snippet'");
  CHECK(lowering_error(method("int snippet(int a)", "while (true) { if (a > 0) break; }")).what ==
        diagnostic::kind::syntax);
  lower(method("int snippet(int a)", "if (a > 0) return 1; else return 2;"));
  lower(method("int snippet(int a)", "while (true) { if (a > 0) return a; a++; }"));
  lower(method("int snippet(int a)", "for (;;) { a++; }"));
  lower(method("int snippet(int a)", "do { return 1; } while (a > 0);"));
  lower(method("int snippet(int a)", "switch (a) { case 1: return 1; default: throw new IllegalStateException(); }"));
  lower(method("int snippet(int a)", "throw new IllegalStateException();"));
  lower(method("void snippet(int a)", "if (a > 0) return;"));
}

TEST_CASE("a switch whose rules or last group cannot complete normally ends a method (JLS 14.22)",
          "[frontend][errors]") {
  // each accepted and each rejected by javac 17 alike
  for (const char *accepted : {
           "switch (x) { case 1 -> { return 10; } case 2 -> throw new IllegalStateException(); default -> { return 0; "
           "} }",
           "switch (x) { default -> throw new IllegalStateException(); }",
           "switch (x) { case 1 -> { while (true) { x++; } } default -> { return 0; } }",
           "switch (x) { case 1 -> { switch (x) { case 1: break; default: return 1; } return 2; } default -> { return "
           "0; } }",
           "switch (x) { case 1, 2 -> { if (x > 1) return 1; else throw new IllegalStateException(); } "
           "default -> { do { return 3; } while (x > 0); } }",
           "l: switch (x) { case 1 -> { return 1; } default -> { return 2; } }",
           "switch (x) { case 1 -> { for (;;) { if (x > 0) break; } return 5; } default -> { return 0; } }",
           "switch (x) { case 1: return 1; default: return 0; }",
           "switch (x) { case 1: default: x++; case 2: return x; }",
       })
    lower(method("int snippet(int x)", accepted));
  for (const char *rejected : {
           "switch (x) { case 1 -> { return 1; } case 2 -> { return 2; } }",                    // no default
           "switch (x) { case 1 -> x++; default -> { return 0; } }",                            // a rule expression
           "switch (x) { case 1 -> { if (x > 0) break; return 1; } default -> { return 0; } }", // a break
           "switch (x) { case 1 -> { x++; } default -> { return 0; } }",                        // a block completing
           "switch (x) { case 1 -> { while (true) { break; } } default -> { return 0; } }",
           "l: switch (x) { case 1 -> { break l; } default -> { return 2; } }",
           "switch (x) { case 1 -> { return 1; } default -> { } }",
           "switch (x) { case 1: break; default: return 0; }",
           "switch (x) { case 1: return 1; case 2: return 2; }",
           "switch (x) { default: return 0; case 1: }", // a label after the last group
           "switch (x) { case 1: return 1; default: x++; }",
           "switch (x) { default: if (x > 0) { break; } return 1; }",
       })
    CHECK(lowering_error(method("int snippet(int x)", rejected)).message ==
          "missing return statement in method 'snippet'");
  // a rule that cannot complete normally needs no break out of the switch, and runs as before
  const std::string java = method(
      "int snippet(int x)",
      "switch (x) { case 1 -> { return 10; } case 2 -> throw new IllegalStateException(); default -> { return 0; } }");
  CHECK(symdelta::test::result_text(symdelta::test::run(java, {"1"})) == "10");
  CHECK(symdelta::test::result_text(symdelta::test::run(java, {"2"})) == "throws java.lang.IllegalStateException");
  CHECK(symdelta::test::result_text(symdelta::test::run(java, {"3"})) == "0");
}

TEST_CASE("static members reached through an expression with effects are rejected", "[frontend][errors]") {
  const std::string ok =
      "class A { static int s = 3; static int f() { return 1; } static int snippet(A a) { return a.s + a.f(); } }";
  lower(ok);
  const auto d = lowering_error(
      "class A { static int s = 3; static A make() { return new A(); } static int snippet() { return make().s; } }");
  CHECK(d.message.find("a static member reached through the expression 'make()'") != std::string::npos);
}

namespace {

/// The counted-loop analysis (ir/counted_loop.hpp) of the first loop in `body`.
std::optional<ir::counted_loop> first_loop(const std::string &params, const std::string &body) {
  static std::vector<ir::program> kept; // the analysis points into the program
  kept.push_back(lower(method("double snippet(" + params + ")", body)));
  const ir::program &p = kept.back();
  const ir::stmt *loop = nullptr;
  visit(
      p.functions[p.find_function("snippet")].body,
      [&](const ir::stmt &s) {
        if (s.kind == ir::stmt_kind::loop && !loop) loop = &s;
      },
      [](const ir::expr &) {});
  REQUIRE(loop);
  return ir::as_counted_loop(*loop);
}

} // namespace

TEST_CASE("counted loops: the shapes summed up in one step, and the ones that are not", "[frontend][loops]") {
  using K = ir::counted_loop::update_kind;
  const std::string ints = "int a, int b";
  auto up = first_loop(ints, "int c = 0; for (int i = 0; i < a; ++i) c = c + b; return c;");
  REQUIRE(up);
  CHECK(up->step == 1);
  CHECK(up->comparison == ir::op::lt);
  REQUIRE(up->updates.size() == 1);
  CHECK(up->updates[0].kind == K::add);

  auto down = first_loop(ints, "int c = 0; int d = 0; int i = a; while (b <= i) { c -= b; d = b * 2; i--; } return c;");
  REQUIRE(down);
  CHECK(down->step == -1);
  CHECK(down->comparison == ir::op::ge); // b <= i read as i >= b
  REQUIRE(down->updates.size() == 2);
  CHECK(down->updates[0].kind == K::sub);
  CHECK(down->updates[1].kind == K::set);

  auto reals =
      first_loop("int n, double x", "double s = 0; for (int i = 1; i <= n; i = i + 1) { s = x + s; } return s;");
  REQUIRE(reals);
  CHECK(reals->comparison == ir::op::le);
  CHECK(reals->updates.at(0).kind == K::add);
  CHECK(first_loop(ints, "int c = 0; for (long i = 0; i < a; i += 1) c += b; return c;"));
  CHECK(first_loop(ints, "int i = 0; while (i < a) i++; return i;")); // counting alone

  // not counted: the body reads the counter, the step is not one, the direction does not meet the
  // bound, the test comes last, a branch, a bound or value the loop changes, an effect, a narrowing
  CHECK_FALSE(first_loop(ints, "int c = 0; for (int i = 0; i < a; i++) c += i; return c;"));
  CHECK_FALSE(first_loop(ints, "int c = 0; for (int i = 0; i < a; i += 2) c += b; return c;"));
  CHECK_FALSE(first_loop(ints, "int c = 0; for (int i = 0; i < a; i--) c += b; return c;"));
  CHECK_FALSE(first_loop(ints, "int c = 0; for (int i = 0; i != a; i++) c += b; return c;"));
  CHECK_FALSE(first_loop(ints, "int c = 0; int i = 0; do { c += b; i++; } while (i < a); return c;"));
  CHECK_FALSE(first_loop(ints, "int c = 0; for (int i = 0; i < a; i++) { if (b > 0) c += b; } return c;"));
  CHECK_FALSE(first_loop(ints, "int c = 0; for (int i = 0; i < a; i++) { c += b; a = a - 1; } return c;"));
  CHECK_FALSE(first_loop(ints, "int c = 0; int d = 0; for (int i = 0; i < a; i++) { c += d; d += b; } return c;"));
  CHECK_FALSE(first_loop(ints, "int c = 0; for (int i = 0; i < a; i++) { c += b; c += 1; } return c;"));
  CHECK_FALSE(first_loop(ints, "int c = 0; for (int i = 0; i < a; i++) c += b++; return c;"));
  CHECK_FALSE(first_loop(
      ints, "int c = 0; for (int i = 0; i < a; i++) c += f(b); return c; } static int f(int x) { return x;"));
  CHECK_FALSE(first_loop(ints, "short c = 0; for (int i = 0; i < a; i++) c += b; return c;"));
  CHECK_FALSE(first_loop(ints, "int c = 0; for (int i = 0; i < a; i++) c += 0.5; return c;"));
  CHECK_FALSE(first_loop(ints, "int c = 0; for (int i = 0; i < a; i++) { c += b; if (c > 9) break; } return c;"));
}

TEST_CASE("several classes: the main class first, then each class followed by its nested ones", "[frontend][classes]") {
  const auto p = lower("interface Shape { int area(); }\n"
                       "abstract class Base implements Shape { int w; }\n"
                       "public class Main { static int snippet(Shape s) { return s.area(); }\n"
                       "  static class Sq extends Base { public int area() { return w * w; } } }\n");
  REQUIRE(p.classes.size() == 4);
  CHECK(p.class_name == "Main"); // the public class, though declared third
  CHECK(p.classes[1].name == "Main.Sq");
  CHECK(p.classes[1].binary_name == "Main$Sq");
  CHECK(p.classes[2].name == "Shape");
  CHECK(p.classes[2].is_interface);
  CHECK(p.classes[3].is_abstract);
  CHECK(p.classes[1].super == 3);
  CHECK(p.is_subclass(1, 2)); // through Base's interface
  CHECK(!p.is_subclass(3, 1));
  std::uint32_t abstract_area = ir::no_function, sq_area = ir::no_function;
  for (std::uint32_t i = 0; i < p.functions.size(); ++i)
    if (p.functions[i].name == "area") (p.functions[i].is_abstract ? abstract_area : sq_area) = i;
  REQUIRE(abstract_area != ir::no_function);
  CHECK(p.functions[sq_area].owner == 1);
  CHECK(p.dispatch(1, abstract_area) == sq_area);       // Shape.area on a Sq
  CHECK(p.dispatch(3, abstract_area) == abstract_area); // none in Base
  const std::string text = ir::to_string(p, {false});
  CHECK(text.find("interface Shape") != std::string::npos);
  CHECK(text.find("abstract class Base implements Shape") != std::string::npos);
  CHECK(text.find("class Main.Sq extends Base") != std::string::npos);
  CHECK(text.find("abstract int area();") != std::string::npos);
}

TEST_CASE("several classes: javac's errors and what is not supported", "[frontend][classes][errors]") {
  CHECK(lowering_error("class A { class B { } }").message.find("inner class 'A.B'") != std::string::npos);
  CHECK(lowering_error("class A { static int snippet() { B b = new B(); return 0; } }\nabstract class B { }").message ==
        "B is abstract; cannot be instantiated");
  CHECK(lowering_error("class A extends A { }").message == "cyclic inheritance involving A");
  CHECK(lowering_error("class A implements I { }\ninterface I { int f(); }").message ==
        "A is not abstract and does not override abstract method f in I");
  CHECK(lowering_error("class A { static class B { int x; } static class C extends B { int x; } }")
            .message.find("field 'x' hides the field of A.B") != std::string::npos);
  CHECK(lowering_error("class A { A() { this(); } }").message == "recursive constructor invocation");
  CHECK(lowering_error("class A implements I { static int snippet() { return A.of(); } }\ninterface I { static int "
                       "of() { return 1; } }")
            .message == "cannot find method 'of'");
  CHECK(lowering_error("class A { static class B { B(int x) { } } static class C extends B { } }")
            .message.find("no constructor without parameters for the implicit super()") != std::string::npos);
  CHECK(lowering_error("class A { static class B { int f() { return 1; } } static class C extends B { long f() { "
                       "return 2; } } }")
            .message.find("cannot override f in A.B") != std::string::npos);
  CHECK(lowering_error("class A { static boolean snippet(A a) { return a instanceof A b; } }").what ==
        diagnostic::kind::unsupported);
  CHECK(lowering_error("class A { static int snippet(B b) { return ((C) b).f(); } }\nclass B { }\nclass C { int f() { "
                       "return 1; } }")
            .message == "incompatible types: B cannot be converted to C");
  CHECK(lowering_error("class A { static int snippet() { return 0; } }\nclass B extends Object implements A { }")
            .message == "interface expected: A");
}

// Library methods written in Java (frontend/java/library.hpp): a class of their own, only when
// the file may call one, whose code covers no line of the file; errors stay the file's.
TEST_CASE("library methods in Java: lowered into a class of their own when called", "[frontend][library]") {
  CHECK(lower("class A { static int snippet(int a) { return a; } }").classes.size() == 1);
  const ir::program p = lower(
      "class A {\n static int snippet(int a, int b) {\n  return Math.floorMod(a, b) + Integer.bitCount(a);\n }\n}");
  REQUIRE(p.classes.size() == 2);
  CHECK(p.class_name == "A");
  CHECK_FALSE(p.classes[0].is_library);
  CHECK(p.classes[1].is_library);
  for (const auto &f : p.functions)
    if (f.owner == 1) CHECK(f.body.pos.line == 0);                                         // no line of the file
  CHECK(test::result_text(test::run(p, p.find_function("snippet"), {"-7", "3"})) == "32"); // 2 + 30
  // overloads chosen as javac does: floorMod(long, int) is an int
  CHECK(test::result_text(
            test::run("class A { static int snippet(long a) { return Math.floorMod(a, 10); } }", {"-3L"})) == "7");
  const engine::outcome overflow =
      test::run("class A { static int snippet(int a) { return Math.addExact(a, 1); } }", {"2147483647"});
  CHECK(test::result_text(overflow) == "throws java.lang.ArithmeticException");
  REQUIRE(overflow.message);
  REQUIRE(overflow.message->string());
  CHECK(*overflow.message->string() == "integer overflow");
  // a syntax error is the file's, at its position, though the library follows the file's text
  const diagnostic open =
      lowering_error("class A {\n static int snippet(int a) {\n  return Math.floorMod(a, 2);\n }\n");
  CHECK(open.what == diagnostic::kind::syntax);
  CHECK(open.pos.line <= 5);
  CHECK(lowering_error("class A { static int snippet(int a) { return Math.floorMod(a); } }").message ==
        "no method 'Math.floorMod' applicable to (int)");
  // a class of the file named like a library class is the file's
  CHECK(test::result_text(test::run("class A { static int snippet(int a) { return Math.floorMod(a, 2); } }\n"
                                    "class Math { static int floorMod(int a, int b) { return 42; } }",
                                    {"5"})) == "42");
}

TEST_CASE("argument lists split at the commas outside literals and brackets", "[frontend]") {
  using list = std::vector<std::string>;
  CHECK(java::split_expression_list("") == list{});
  CHECK(java::split_expression_list("  ") == list{});
  CHECK(java::split_expression_list("3") == list{"3"});
  CHECK(java::split_expression_list(" 3, -1.5 ,'x'") == list{"3", "-1.5", "'x'"});
  CHECK(java::split_expression_list(R"("a,b", 'x', ',')") == list{R"("a,b")", "'x'", "','"});
  CHECK(java::split_expression_list(R"("say \"hi, you\"", 2)") == list{R"("say \"hi, you\"")", "2"});
  CHECK(java::split_expression_list("new int[]{1, 2}, Math.max(1, 2), a[1]") ==
        list{"new int[]{1, 2}", "Math.max(1, 2)", "a[1]"});
  CHECK(java::split_expression_list("x = 1, s = \"p, q\"") == list{"x = 1", "s = \"p, q\""});
}

// JLS 3.3: javac translates Unicode escapes before it reads tokens, in code and comments alike;
// a literal's escapes are the literal's (a lone surrogate stays a char of its own).
TEST_CASE("Unicode escapes in identifiers, keywords and comments are the characters they stand for",
          "[frontend][literals]") {
  const std::string source = "class A {\n"
                             "  static int snippet(int \\u0078) {\n"
                             "    \\u0069nt \\u0041bc = x; // \\u000a Abc = Abc + 1;\n"
                             "    /* \\u002a/ Abc = Abc * 10; /* */\n"
                             "    String s = \"\\u0041\\\\u0042\";\n"
                             "    char c = '\\uD800';\n"
                             "    return Abc + s.length() + (c == 0xD800 ? 100 : 0);\n"
                             "  }\n"
                             "}\n";
  // x = 3: Abc = 3, + 1 (the line comment ended at its escaped newline), * 10 (the block comment
  // closed by its escaped star): 40; "A\\u0042" has 7 chars; the lone surrogate is one char (as javac: 147)
  CHECK(test::result_text(test::run(source, {"3"})) == "147");
  CHECK(java::detail::translate_unicode_escapes("int \\\\u0041;") == "int \\\\u0041;"); // `\\u` is no escape
  CHECK(java::detail::translate_unicode_escapes("char c = \\u0027a';") == "char c = 'a';");
  CHECK(java::detail::translate_unicode_escapes("// \\uD83D\\uDE00") == "// \xF0\x9F\x98\x80");
}
