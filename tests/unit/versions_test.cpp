// Naming the compared method ([CLASS.]NAME[(TYPES)]), making its class the main class, and how
// two versions correspond (docs/engine.md, "Entry points: naming the compared method" and "How
// versions correspond").
#include <string>

#include <catch2/catch.hpp>

#include "support.hpp"
#include "symdelta/diff/abstraction.hpp"
#include "symdelta/engine/versions/versions.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/ir/main_class.hpp"

using namespace symdelta;
using symdelta::test::lower;

namespace {

const char *const shapes = R"(
class Sphere {
  static int count;
  static int snippet(int r) { return r * r; }
  static int area(int w) { return w * w; }
  static int area(int w, int h) { return w * h; }
  static class Util {
    static int area(int side) { return side * side * 2; }
  }
}
class Light {
  int watts;
  Light(int w) { watts = w + Sphere.count; }
  Light(int w, int extra) { this(w + extra); }
  static int glow(int x) { return x + 1; }
}
)";

std::string chosen(const ir::program &p, const std::string &name, std::optional<std::size_t> argc = std::nullopt) {
  const auto fn = java::frontend::entry_method(p, name, argc);
  return fn ? method_signature(p, *fn) : "error: " + fn.error().message;
}

} // namespace

TEST_CASE("an entry point is named [CLASS.]NAME[(TYPES)]", "[versions]") {
  const auto e = entry_name::parse("Geo.Util.area(int, int[])");
  REQUIRE(e);
  CHECK(e->cls == "Geo.Util");
  CHECK(e->name == "area");
  REQUIRE(e->params);
  CHECK(*e->params == std::vector<std::string>{"int", "int[]"});
  const auto none = entry_name::parse("f()");
  REQUIRE(none);
  CHECK(none->params->empty());
  for (const char *bad : {"area(int,", "area(int,,int)", ".area", "Geo..area", "a b", "Geo."}) {
    INFO(bad);
    const auto r = entry_name::parse(bad);
    REQUIRE_FALSE(r);
    CHECK(r.error().message.find("expected [CLASS.]NAME[(TYPES)]") != std::string::npos);
  }
}

TEST_CASE("an entry point may be a method or constructor of any class of the file", "[versions]") {
  const ir::program p = lower(shapes);
  CHECK(chosen(p, "") == "Sphere.snippet(int)");
  CHECK(chosen(p, "snippet") == "Sphere.snippet(int)");
  CHECK(chosen(p, "Sphere.Util.area") == "Sphere.Util.area(int)");
  CHECK(chosen(p, "Util.area") == "Sphere.Util.area(int)"); // a nested class by its own name
  CHECK(chosen(p, "area(int,int)") == "Sphere.area(int,int)");
  CHECK(chosen(p, "area", 1) == "Sphere.area(int)"); // the arity a caller gives tells overloads apart
  CHECK(chosen(p, "Light.Light(int)") == "Light.Light(int)");
  CHECK(chosen(p, "Light(int,int)") == "Light.Light(int,int)"); // a constructor by its class's name
  CHECK(chosen(p, "Light.<init>(int)") == "Light.Light(int)");
  CHECK(chosen(p, "glow") == "Light.glow(int)"); // not in the main class: the one class declaring it
  // ambiguous or missing names are errors that say what there is
  CHECK(chosen(p, "area") == "error: 'area' is overloaded: Sphere.area(int), Sphere.area(int,int); name one by its "
                             "parameter types, e.g. --method 'area(int)'");
  CHECK(chosen(p, "Light.Light").starts_with("error: 'Light' is overloaded: Light.Light(int), Light.Light(int,int)"));
  CHECK(
      chosen(p, "area(double)").starts_with("error: no 'area' with parameters (double); there are: Sphere.area(int)"));
  CHECK(chosen(p, "Lamp.glow").starts_with("error: no class named 'Lamp'"));
  CHECK(chosen(p, "shine") == "error: no method named 'shine' in class Sphere");
  const ir::program twice =
      lower("class A { static int f(int x) { return x; } } class B { static int g(int x) { return "
            "x; } } class C { static int g(int x) { return -x; } }");
  CHECK(chosen(twice, "g").starts_with("error: several classes declare 'g': B.g(int), C.g(int); name the class"));
  // how reports name each of them: what chooses it again
  for (const char *name : {"snippet", "Sphere.Util.area", "area(int,int)", "Light.Light(int)", "Light.glow"}) {
    const auto fn = java::frontend::entry_method(p, name);
    REQUIRE(fn);
    INFO(name << " is labelled " << entry_label(p, *fn));
    CHECK(java::frontend::entry_method(p, entry_label(p, *fn)).value() == *fn);
  }
}

TEST_CASE("the compared method's class becomes the main class, every class index renumbered", "[versions]") {
  ir::program p = lower(R"(
class Main { static int snippet(int x) { return x; } }
class Shape {
  static int made;
  int side;
  Shape(int s) { side = s; made++; }
  static class Oops extends RuntimeException { Oops(String m) { super(m); } }
  static int run(int s) {
    Shape a = new Shape(s);
    Shape o = a;
    try {
      if (s < 0) throw new Oops("negative");
      return o instanceof Shape ? ((Shape) o).side + made : -1;
    } catch (Oops e) {
      return -2;
    }
  }
}
)");
  const auto fn = java::frontend::entry_method(p, "Shape.run");
  REQUIRE(fn);
  const std::string before = symdelta::test::result_text(symdelta::test::run(p, *fn, {"4"}));
  ir::make_main_class(p, p.functions[*fn].owner);
  CHECK(p.classes[0].name == "Shape");
  CHECK(p.class_name == "Shape");
  CHECK(p.source_class == "Main"); // what the file is named after stays
  CHECK(p.classes[p.functions[*fn].owner].name == "Shape");
  CHECK(before == "5");
  CHECK(symdelta::test::result_text(symdelta::test::run(p, *fn, {"4"})) == "5");
  CHECK(symdelta::test::result_text(symdelta::test::run(p, *fn, {"-1"})) == "-2");
}

TEST_CASE("versions correspond by role: the compared method's class, its enclosing and nested classes, then names",
          "[versions]") {
  const std::string old_v = R"(
package demo.a;
class oldV {
  static int total;
  static class Node { int v; }
  static class Oops extends RuntimeException { }
  static int snippet(int x) { int sum = x; Node n = new Node(); n.v = sum; return n.v; }
}
class Helper { static int k; }
class OnlyOld { }
)";
  const std::string new_v = R"(
package demo.b;
class newV {
  static int total;
  static class Node { int v; }
  static class Oops extends RuntimeException { }
  static int snippet(int y) { int acc = y; Node m = new Node(); m.v = acc; return m.v; }
}
class Helper { static int k; }
class oldV { }
)";
  auto v = engine::compared_versions<java::frontend>(java::frontend::parse(old_v, "old.java"),
                                                     java::frontend::parse(new_v, "new.java"), "");
  REQUIRE(v);
  const ir::program &n = v->prog[1];
  const auto named = [&](const std::string &name) { return n.class_named(name) != ir::no_class; };
  CHECK(n.classes[0].name == "oldV");
  CHECK(n.classes[0].jvm_name == "demo.b.newV"); // the JVM's name stays
  CHECK(n.package == "demo.a");
  CHECK(named("demo.a.oldV$Node"));
  CHECK(named("demo.a.oldV$Oops"));
  CHECK(named("demo.a.Helper"));
  CHECK(named("demo.a.oldV'")); // the new version's own oldV: no counterpart, a name no old class has
  REQUIRE(v->matched.classes.size() == 4);
  CHECK(v->matched.classes[0].why == "the compared method's class");
  CHECK(v->matched.classes[0].new_name == "newV");
  CHECK(v->matched.old_only == std::vector<std::string>{"OnlyOld"});
  CHECK(v->matched.new_only == std::vector<std::string>{"oldV"});
  CHECK(v->matched.new_package == "demo.b");
  // the compared method's parameters by position, its locals by type and order
  const ir::function &f = n.functions[v->fn[1]];
  CHECK(f.locals[0].name == "x");
  CHECK(f.locals[1].name == "sum");
  CHECK(f.locals[2].name == "n");
  const auto records = engine::class_records(v->matched);
  REQUIRE(records.size() == 6); // three renamed pairs, one class of each version alone, the package
  CHECK(records[0].old_name == "oldV");
  CHECK(records[0].new_name == "newV");
}

TEST_CASE("a class nested in the compared method's class corresponds across renamed enclosing classes", "[versions]") {
  const std::string old_v = "class Geo { static class Util { static int area(int s) { return s * s; } } }";
  const std::string new_v = "class Shapes { static class Util { static int area(int s) { return s * s; } } }";
  auto v = engine::compared_versions<java::frontend>(java::frontend::parse(old_v, "old.java"),
                                                     java::frontend::parse(new_v, "new.java"), "Geo.Util.area");
  REQUIRE(v);
  CHECK(v->method[0] == "Geo.Util.area"); // as the file names it
  CHECK(v->prog[1].classes[0].name == "Geo.Util");
  CHECK(v->prog[1].class_named("Geo") != ir::no_class);
  REQUIRE(v->matched.classes.size() == 2);
  CHECK(v->matched.classes[1].why == "encloses the compared method's class");
  // a renamed method needs --new-method; a signature that differs is an error naming both
  auto renamed = engine::compared_versions<java::frontend>(
      java::frontend::parse("class A { static int total(int n) { return n; } }", "old.java"),
      java::frontend::parse("class B { static int sum(int n) { return n; } static int sum(long n) { return 0; } }",
                            "new.java"),
      "total");
  REQUIRE_FALSE(renamed);
  CHECK(renamed.error().message.find("no method in class B to compare A.total(int) with; name it with --new-method") !=
        std::string::npos);
  auto given = engine::compared_versions<java::frontend>(
      java::frontend::parse("class A { static int total(int n) { return n; } }", "old.java"),
      java::frontend::parse("class B { static int sum(int n) { return n; } static int sum(long n) { return 0; } }",
                            "new.java"),
      "total", "sum(long)");
  REQUIRE_FALSE(given);
  CHECK(given.error().message.find("different signatures: A.total(int) and B.sum(long)") != std::string::npos);
}

TEST_CASE("the compared method's locals renamed in one version: its unchanged code is still found", "[versions]") {
  const std::string old_v = "class V { static int snippet(int n) { int s = 0; int i = 0; while (i < n) { s = s + i * "
                            "i; i = i + 2; } return s * 2; } }";
  const std::string new_v = "class V { static int snippet(int count) { int acc = 0; int k = 0; while (k < count) { "
                            "acc = acc + k * k; k = k + 2; } return acc + acc; } }";
  auto v = engine::compared_versions<java::frontend>(java::frontend::parse(old_v, "old.java"),
                                                     java::frontend::parse(new_v, "new.java"), "");
  REQUIRE(v);
  const auto blocks = diff::common_blocks(v->prog[0], v->fn[0], v->prog[1], v->fn[1]);
  REQUIRE(blocks.size() == 1); // the declarations and the loop, not the return
  CHECK(blocks[0].old_run.last - blocks[0].old_run.first == 3);
}
