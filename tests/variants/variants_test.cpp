// The program variant generator (frontend/java/variants.hpp): each transformation's exact text on
// programs with one candidate, the scope rules of transplants, loop flips that keep the index
// values, determinism per seed, and the diagnostics.
#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "support.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/frontend/java/variants.hpp"

using namespace symdelta;
using java::transformation;
using java::variant;

namespace {

java::variant_options only(transformation t, std::string method = "f", std::uint64_t seed = 0) {
  java::variant_options o;
  o.transforms = {t};
  o.method = std::move(method);
  o.seed = seed;
  return o;
}

std::vector<variant> variants_of(const std::string &source, const java::variant_options &options) {
  auto r = java::make_variants(source, "V.java", options);
  INFO(source);
  if (!r.ok()) FAIL(r.error().to_string());
  return std::move(r).value();
}

/// The one variant `source` has for transformation t in method f.
variant single(const std::string &source, transformation t) {
  auto vs = variants_of(source, only(t));
  INFO(source);
  REQUIRE(vs.size() == 1);
  return vs.front();
}

bool compiles(const std::string &text) {
  auto r = java::frontend::parse(text, "V.java");
  if (!r.ok()) UNSCOPED_INFO(r.error().to_string());
  return r.ok();
}

std::vector<std::string> sources(const std::vector<variant> &vs) {
  std::vector<std::string> out;
  for (const auto &v : vs)
    out.push_back(v.source);
  return out;
}

} // namespace

TEST_CASE("transformation names round-trip", "[variants]") {
  for (transformation t : java::all_transformations)
    CHECK(java::parse_transformation(java::transformation_name(t)) == t);
  CHECK(java::transformation_name(transformation::del) == "delete");
  CHECK(java::transformation_name(transformation::add_call) == "add-call");
  CHECK_FALSE(java::parse_transformation("del").has_value());
  CHECK_FALSE(java::parse_transformation("flip").has_value());
}

TEST_CASE("the same seed gives the same variants, another seed another order", "[variants]") {
  const std::string src = R"(class V {
  static int f(int a, int b) {
    a = a + 1;
    b = b * 2;
    a = a - b;
    b = b + a;
    a = a * 3;
    b = b - 4;
    a = a + 5;
    b = b * 6;
    return a + b;
  }
}
)";
  for (transformation t : {transformation::del, transformation::replace, transformation::add}) {
    INFO(java::transformation_name(t));
    auto o = only(t, "f", 7);
    o.count = 1000;
    const auto first = variants_of(src, o), again = variants_of(src, o);
    REQUIRE(first.size() > 5);
    CHECK(sources(first) == sources(again));
    for (std::size_t i = 0; i < first.size(); ++i)
      CHECK(first[i].description == again[i].description);
    o.seed = 8;
    const auto other = variants_of(src, o);
    CHECK(sources(other) != sources(first));
    if (t == transformation::del) {
      // deletions have no renaming to choose: another seed is the same set in another order
      auto a = sources(first), b = sources(other);
      std::sort(a.begin(), a.end());
      std::sort(b.begin(), b.end());
      CHECK(a == b);
    }
  }
}

TEST_CASE("count caps the variants per transformation, and their texts are distinct and new", "[variants]") {
  const std::string src = R"(class V {
  static int f(int a) {
    a++; a++;
    a--;
    a += 2;
    a -= 3;
    return a;
  }
}
)";
  auto o = only(transformation::del);
  o.count = 2;
  CHECK(variants_of(src, o).size() == 2);
  o.count = 0;
  CHECK(variants_of(src, o).empty());
  o.count = 100;
  // deleting either `a++;` of line 3 gives the same text: one variant for both
  const auto dels = variants_of(src, o);
  CHECK(dels.size() == 5);
  o.transforms.assign(java::all_transformations.begin(), java::all_transformations.end());
  const auto all = variants_of(src, o);
  std::set<std::string> seen{src};
  for (const auto &v : all) {
    INFO(v.description);
    CHECK(seen.insert(v.source).second);
    CHECK(v.method == "f");
  }
  // the per-transformation cap holds when every transformation is asked for
  o.count = 3;
  const auto capped = variants_of(src, o);
  for (transformation t : java::all_transformations)
    CHECK(std::count_if(capped.begin(), capped.end(), [&](const variant &v) { return v.kind == t; }) <= 3);
  CHECK(std::count_if(capped.begin(), capped.end(), [&](const variant &v) { return v.kind == transformation::del; }) ==
        3);
}

TEST_CASE("delete removes a statement and leaves its line empty", "[variants]") {
  const variant v = single(R"(class V {
  static void f(int[] a) {
    a[0] = 1;
  }
}
)",
                           transformation::del);
  CHECK(v.source == "class V {\n  static void f(int[] a) {\n\n  }\n}\n");
  CHECK(v.line == 3);
  CHECK(v.node == "expression_statement");
  CHECK(v.kind == transformation::del);
  CHECK(v.method == "f");
  CHECK(v.description == "delete line 3 (expression_statement)");
  CHECK(compiles(v.source));
}

TEST_CASE("delete of a braceless body leaves an empty block", "[variants]") {
  const std::string src = R"(class V {
  static int f(int x) {
    if (x > 0) x--;
    return x;
  }
}
)";
  auto vs = variants_of(src, only(transformation::del));
  auto body = std::find_if(vs.begin(), vs.end(), [](const variant &v) { return v.node == "expression_statement"; });
  REQUIRE(body != vs.end());
  CHECK(body->source == "class V {\n  static int f(int x) {\n    if (x > 0) {}\n    return x;\n  }\n}\n");
  CHECK(compiles(body->source));
  // the if itself and the return are the other two
  CHECK(vs.size() == 3);
}

TEST_CASE("replace puts a transplant, its free variable renamed, in place of the location", "[variants]") {
  const std::string src = R"(class V {
  static int f(int a, boolean b) {
    return a;
  }
  static int g(int y) {
    y = y * 2;
    return y;
  }
}
)";
  // `return y;` renamed is the location's own text: not a new variant
  const variant v = single(src, transformation::replace);
  CHECK(v.source == R"(class V {
  static int f(int a, boolean b) {
    a = a * 2;
  }
  static int g(int y) {
    y = y * 2;
    return y;
  }
}
)");
  CHECK(v.line == 3);
  CHECK(v.node == "expression_statement");
  CHECK(v.description == "replace line 3 (return_statement) by line 6's, y -> a");
}

TEST_CASE("add inserts a transplant after the location, indented like it", "[variants]") {
  const variant v = single(R"(class V {
  static void f(int a) {
    a++;
  }
  static void g(int y) {
    y--;
  }
}
)",
                           transformation::add);
  CHECK(v.source == R"(class V {
  static void f(int a) {
    a++;
    a--;
  }
  static void g(int y) {
    y--;
  }
}
)");
  CHECK(v.line == 3);
  CHECK(v.node == "expression_statement");
  CHECK(compiles(v.source));
}

TEST_CASE("add after a braceless body puts both in a block", "[variants]") {
  const std::string tail = "  static void g(int y) {\n    y = y / 2;\n  }\n}\n";
  const auto vs = variants_of("class V {\n  static void f(int a) {\n    while (a > 0) a--;\n  }\n" + tail,
                              only(transformation::add));
  // after the loop, and after its body, in the loop
  const std::set<std::string> expected{
      "class V {\n  static void f(int a) {\n    while (a > 0) a--;\n    a = a / 2;\n  }\n" + tail,
      "class V {\n  static void f(int a) {\n    while (a > 0) { a--; a = a / 2; }\n  }\n" + tail};
  const auto got = sources(vs);
  CHECK(std::set<std::string>(got.begin(), got.end()) == expected);
  for (const auto &v : vs)
    CHECK(compiles(v.source));
}

TEST_CASE("a multi-line transplant keeps its nesting under the location's indentation", "[variants]") {
  const std::string src = R"(class V {
  static void f(int a) {
    if (a > 0) {
      a++;
    }
  }
  static void g(int y) {
  while (y > 10) {
    y -= 10;
  }
  }
}
)";
  auto o = only(transformation::add);
  o.count = 100;
  const auto vs = variants_of(src, o);
  auto nested =
      std::find_if(vs.begin(), vs.end(), [](const variant &v) { return v.line == 4 && v.node == "while_statement"; });
  REQUIRE(nested != vs.end());
  CHECK(nested->source == R"(class V {
  static void f(int a) {
    if (a > 0) {
      a++;
      while (a > 10) {
        a -= 10;
      }
    }
  }
  static void g(int y) {
  while (y > 10) {
    y -= 10;
  }
  }
}
)");
  CHECK(compiles(nested->source));
}

TEST_CASE("renaming picks a visible variable of the same type, never one of another type", "[variants]") {
  const std::string src = R"(class V {
  static long f(int p, long r, String s) {
    int q = 1;
    return r;
  }
  static void g(int y) {
    y = y + 1;
  }
}
)";
  std::set<std::string> targets;
  for (std::uint64_t seed = 0; seed < 20; ++seed)
    for (transformation t : {transformation::replace, transformation::add})
      for (const auto &v : variants_of(src, only(t, "f", seed))) {
        INFO(v.source);
        if (v.source.find("p = p + 1;") != std::string::npos)
          targets.insert("p");
        else if (v.source.find("q = q + 1;") != std::string::npos)
          targets.insert("q");
        CHECK(v.source.find("r = r + 1") == std::string::npos);
        CHECK(v.source.find("s = s + 1") == std::string::npos);
        CHECK(v.source.find("y = y + 1;\n  }\n}") != std::string::npos); // g is unchanged
      }
  // both ints are chosen, for some seed
  CHECK(targets == std::set<std::string>{"p", "q"});
  // at line 3, q is not declared yet: in place of its declaration only p fits
  for (std::uint64_t seed = 0; seed < 5; ++seed)
    for (const auto &v : variants_of(src, only(transformation::replace, "f", seed)))
      if (v.line == 3 && v.node == "expression_statement")
        CHECK(v.source.find("    p = p + 1;\n    return r;") != std::string::npos);
}

TEST_CASE("a transplant with no fitting variables yields nothing", "[variants]") {
  // f has no int variable, and a var-declared local has no type to match: `y = y + 1;` fits
  // nowhere, nor does `v++;` (v's type is unknown) in place of `var v = 1;`
  const std::string g = "  static void g(int y) {\n    y = y + 1;\n  }\n}\n";
  const std::string src = "class V {\n  static void f(String s) {\n    var v = 1;\n    v++;\n  }\n" + g;
  CHECK(variants_of(src, only(transformation::replace)).empty());
  CHECK(variants_of(src, only(transformation::add)).empty());
  // with an int visible, it fits
  const std::string with_int = "class V {\n  static void f(String s, int k) {\n    var v = 1;\n    v++;\n  }\n" + g;
  CHECK_FALSE(variants_of(with_int, only(transformation::replace)).empty());
  for (const auto &v : variants_of(with_int, only(transformation::add)))
    CHECK(v.source.find("k = k + 1;") != std::string::npos);
}

TEST_CASE("a transplant's declaration must not clash with a local", "[variants]") {
  const std::string src = R"(class V {
  static void f(int a) {
    a++;
    int t = a;
  }
  static void g(int y) {
    int t = y;
  }
}
)";
  auto o = only(transformation::add);
  o.count = 100;
  // `int t = a;` after `a++;` would clash with the t declared later in the block, and after
  // `int t = a;` with t itself
  const auto vs = variants_of(src, o);
  REQUIRE(vs.size() == 1);
  CHECK(vs[0].node == "expression_statement");
  CHECK(vs[0].source.find("    int t = a;\n    a++;\n") != std::string::npos);
}

TEST_CASE("add-call stores a call's result in a new static field", "[variants]") {
  const variant v = single(R"(class V {
  static int twice(int v) { return 2 * v; }
  void inc(int v) { }
  static void f(int a) {
    a++;
  }
}
)",
                           transformation::add_call);
  // inc is an instance method: a static host cannot call it
  CHECK(v.source == R"(class V {
  static int twice(int v) { return 2 * v; }
  void inc(int v) { }
  static int addCallResult0;
  static void f(int a) {
    a++;
    try { addCallResult0 = twice(a); } catch (Exception e) {}
  }
}
)");
  CHECK(v.line == 5);
  CHECK(v.node == "expression_statement");
  CHECK(compiles(v.source));
}

TEST_CASE("add-call of a void method: no field, and the exception variable renamed away from a local", "[variants]") {
  const std::string src = R"(class V {
  int total;
  void log(int x) { total += x; }
  int f(int e) {
    e++;
    e--;
    return e;
  }
}
)";
  auto o = only(transformation::add_call);
  const auto vs = variants_of(src, o);
  REQUIRE(vs.size() == 3); // after each statement
  for (const auto &v : vs) {
    CHECK(v.source.find("try { log(e); } catch (Exception e1) {}") != std::string::npos);
    CHECK(v.source.find("addCallResult") == std::string::npos);
  }
}

TEST_CASE("add-call result fields are numbered from 0 across the variants", "[variants]") {
  const std::string src = R"(class V {
  int next(int x) { return x + 1; }
  int f(int a) {
    a++;
    return a;
  }
}
)";
  const auto vs = variants_of(src, only(transformation::add_call));
  REQUIRE(vs.size() == 2);
  CHECK(vs[0].source.find("  static int addCallResult0;\n  int f(int a) {") != std::string::npos);
  CHECK(vs[1].source.find("  static int addCallResult1;\n  int f(int a) {") != std::string::npos);
  for (const auto &v : vs)
    if (v.line == 4) CHECK(compiles(v.source));
}

TEST_CASE("loop-flip: the paper's example", "[variants]") {
  const variant v = single(R"(class V {
  static int f(int[] a) {
    int s = 0;
    for (int i = 0; i < 32; i += 4) {
      s = s * 31 + a[i];
    }
    return s;
  }
}
)",
                           transformation::loop_flip);
  CHECK(v.source == R"(class V {
  static int f(int[] a) {
    int s = 0;
    for (int i = 28; i >= 0; i -= 4) {
      s = s * 31 + a[i];
    }
    return s;
  }
}
)");
  CHECK(v.line == 4);
  CHECK(v.node == "for_statement");
  CHECK(v.description == "flip the loop at line 4: for (int i = 28; i >= 0; i -= 4)");
  CHECK(compiles(v.source));
}

TEST_CASE("loop-flip of literal bounds: the last value, and loops that run zero times", "[variants]") {
  auto flipped = [](const std::string &header) {
    const std::string src =
        "class V {\n  static int f() {\n    int s = 0;\n    " + header + " s = s * 31 + i;\n    return s;\n  }\n}\n";
    const std::string text = single(src, transformation::loop_flip).source;
    const auto b = text.find("for ("), e = text.find(") s = ");
    return text.substr(b, e + 1 - b);
  };
  CHECK(flipped("for (int i = 0; i <= 10; i += 3)") == "for (int i = 9; i >= 0; i -= 3)");
  CHECK(flipped("for (int i = 10; i > 0; i--)") == "for (int i = 1; i <= 10; i++)");
  CHECK(flipped("for (int i = 10; i >= -2; i -= 5)") == "for (int i = 0; i <= 10; i += 5)");
  CHECK(flipped("for (int i = 1; i < 2; ++i)") == "for (int i = 1; i >= 1; i--)");
  // zero times, before and after
  CHECK(flipped("for (int i = 5; i < 3; i++)") == "for (int i = 2; i >= 5; i--)");
  CHECK(flipped("for (int i = 5; i < 3; i += 4)") == "for (int i = 1; i >= 5; i -= 4)");
}

TEST_CASE("loop-flip of a symbolic bound uses Math.floorDiv and runs the same index values", "[variants]") {
  const std::string src = R"(class V {
  static int f(int n) {
    int sum = 0, count = 0, order = 0;
    for (int i = 3; i < n; i += 4) {
      sum += i;
      count++;
      order = order * 7 + i;
    }
    return sum * 10000 + count * 100 + order % 100;
  }
}
)";
  const variant v = single(src, transformation::loop_flip);
  CHECK(v.source.find("for (int i = 3 + Math.floorDiv(n - 1 - 3, 4) * 4; i >= 3; i -= 4) {") != std::string::npos);
  REQUIRE(compiles(v.source));
  auto sum_and_count = [](const std::string &result) { return std::stoll(result) / 100; };
  for (int n : {-7, 0, 3, 4, 5, 7, 8, 19, 20}) {
    INFO(n);
    const std::string before = test::result_text(test::run(src, {std::to_string(n)}, "f"));
    const std::string after = test::result_text(test::run(v.source, {std::to_string(n)}, "f"));
    CHECK(sum_and_count(before) == sum_and_count(after));
    // more than one iteration: the order differs
    if (n > 7) CHECK(before != after);
  }
}

TEST_CASE("loop-flip of a decreasing loop with symbolic bounds", "[variants]") {
  const std::string src = R"(class V {
  static int f(int hi, int lo) {
    int sum = 0, count = 0;
    for (int i = hi; i >= lo + 1; i -= 3) {
      sum += i;
      count++;
    }
    return sum * 1000 + count;
  }
}
)";
  const variant v = single(src, transformation::loop_flip);
  CHECK(v.source.find("for (int i = hi - Math.floorDiv(hi - (lo + 1), 3) * 3; i <= hi; i += 3) {") !=
        std::string::npos);
  REQUIRE(compiles(v.source));
  for (auto [hi, lo] : {std::pair{10, 0}, {10, 9}, {10, 10}, {10, 20}, {0, -9}, {-4, -20}}) {
    INFO(hi << " " << lo);
    const std::vector<std::string> args{std::to_string(hi), std::to_string(lo)};
    CHECK(test::result_text(test::run(src, args, "f")) == test::result_text(test::run(v.source, args, "f")));
  }
}

TEST_CASE("loop-flip leaves loops it cannot reverse", "[variants]") {
  auto flips = [](const std::string &loop) {
    const std::string src = "class V {\n  int g() { return 1; }\n  int f(int n, int[] a) {\n    int s = 0;\n    " +
                            loop + "\n    return s;\n  }\n}\n";
    return variants_of(src, only(transformation::loop_flip)).size();
  };
  CHECK(flips("for (int i = 0; i < n; i++) { s += i; }") == 1);
  CHECK(flips("for (int i = 0; i < a.length; i++) { s += a[i]; }") == 1);
  // the body assigns the index
  CHECK(flips("for (int i = 0; i < n; i++) { s += i; i++; }") == 0);
  CHECK(flips("for (int i = 0; i < n; i++) { i = s; }") == 0);
  CHECK(flips("for (int i = 0; i < n; i++) { i += 2; }") == 0);
  // the body changes the bound
  CHECK(flips("for (int i = 0; i < n; i++) { n--; }") == 0);
  // a step away from the bound, a step that is no positive literal, a bound with a side effect
  CHECK(flips("for (int i = 0; i < n; i--) { s += i; }") == 0);
  CHECK(flips("for (int i = 0; i < n; i += s) { s++; }") == 0);
  CHECK(flips("for (int i = 0; i < g(); i++) { s += i; }") == 0);
  CHECK(flips("for (int i = 0; i != n; i++) { s += i; }") == 0);
  CHECK(flips("for (long i = 0; i < n; i++) { s += 1; }") == 0);
  CHECK(flips("for (int i = 0, j = 0; i < n; i++) { s += j; }") == 0);
}

TEST_CASE("swap-subtype creates another class implementing the interface", "[variants]") {
  const std::string src = R"(interface Shape { int area(); }
interface Named { int id(); }
class Sq implements Shape { int s; Sq(int s) { this.s = s; } public int area() { return s * s; } }
class Tag implements Named { Tag(int t) { } public int id() { return 0; } }
class Circle implements Shape { int r; Circle(int r) { this.r = r; } public int area() { return 3 * r * r; } }
class V {
  static int f(int n) {
    Shape s = new Sq(n);
    return s.area();
  }
}
)";
  const variant v = single(src, transformation::swap_subtype);
  CHECK(v.source == R"(interface Shape { int area(); }
interface Named { int id(); }
class Sq implements Shape { int s; Sq(int s) { this.s = s; } public int area() { return s * s; } }
class Tag implements Named { Tag(int t) { } public int id() { return 0; } }
class Circle implements Shape { int r; Circle(int r) { this.r = r; } public int area() { return 3 * r * r; } }
class V {
  static int f(int n) {
    Shape s = new Circle(n);
    return s.area();
  }
}
)");
  CHECK(v.line == 8);
  CHECK(v.node == "local_variable_declaration");
  CHECK(compiles(v.source));
}

TEST_CASE("swap-subtype of an assignment to a local or a field", "[variants]") {
  const std::string src = R"(interface Shape { int area(); }
class Sq implements Shape { public int area() { return 1; } }
class Circle implements Shape { public int area() { return 3; } }
class Big extends Sq { }
class V {
  static Shape last;
  static Sq plain;
  static int f(int n) {
    Shape s;
    s = new Sq();
    last = new Circle();
    plain = new Sq();
    return s.area() + last.area();
  }
}
)";
  auto o = only(transformation::swap_subtype);
  const auto vs = variants_of(src, o);
  // `plain` has a class type; Big implements Shape only through Sq
  REQUIRE(vs.size() == 2);
  std::set<std::string> changed;
  for (const auto &v : vs) {
    CHECK(compiles(v.source));
    changed.insert(v.source.find("    s = new Circle();") != std::string::npos ? "s" : "last");
    CHECK(v.node == "expression_statement");
  }
  CHECK(changed == std::set<std::string>{"s", "last"});
  CHECK(std::any_of(vs.begin(), vs.end(),
                    [](const variant &v) { return v.source.find("last = new Sq();") != std::string::npos; }));
}

TEST_CASE("swap-subtype of each creation a conditional yields", "[variants]") {
  const std::string src = R"(interface Shape { int area(); }
class Sq implements Shape { public int area() { return 1; } }
class Circle implements Shape { public int area() { return 3; } }
class V {
  static int f(boolean b) {
    Shape s = b ? new Sq() : (new Circle());
    return s.area();
  }
}
)";
  const auto vs = variants_of(src, only(transformation::swap_subtype));
  std::set<std::string> lines;
  for (const auto &v : vs) {
    CHECK(compiles(v.source));
    CHECK(v.line == 6);
    const auto at = v.source.find("    Shape s = ");
    REQUIRE(at != std::string::npos);
    lines.insert(v.source.substr(at, v.source.find('\n', at) - at));
  }
  CHECK(lines == std::set<std::string>{"    Shape s = b ? new Circle() : (new Circle());",
                                       "    Shape s = b ? new Sq() : (new Sq());"});
}

TEST_CASE("every method is a host without --method", "[variants]") {
  const std::string src = R"(class V {
  V(int x) { x++; }
  static void f(int a) { a++; }
  static void g(int b) { b--; }
}
)";
  java::variant_options o;
  o.transforms = {transformation::del};
  const auto vs = variants_of(src, o);
  std::set<std::string> hosts;
  for (const auto &v : vs)
    hosts.insert(v.method);
  CHECK(hosts == std::set<std::string>{"V", "f", "g"});
}

TEST_CASE("an unknown method and a syntax error are diagnostics with a position", "[variants]") {
  const std::string good = "class V {\n  static void f(int a) { a++; }\n}\n";
  auto r = java::make_variants(good, "V.java", only(transformation::del, "nope"));
  REQUIRE_FALSE(r.ok());
  CHECK(r.error().what == diagnostic::kind::usage);
  CHECK(r.error().file == "V.java");
  CHECK(r.error().pos.line == 1);
  CHECK(r.error().pos.column == 7);
  CHECK(r.error().message.find("nope") != std::string::npos);

  const std::string bad = "class V {\n  static void f(int a) {\n    a = ;\n  }\n}\n";
  auto s = java::make_variants(bad, "Bad.java", only(transformation::del));
  REQUIRE_FALSE(s.ok());
  CHECK(s.error().what == diagnostic::kind::syntax);
  CHECK(s.error().file == "Bad.java");
  CHECK(s.error().pos.line == 3);
  CHECK(s.error().pos.column > 0);
}
