// Ideal-semantics runs (engine/semantics/ideal_arith.hpp) and witnesses (engine/witness/witness.hpp): what a
// concrete run may decide, and where it must refuse.
#include "support.hpp"
#include "symdelta/engine/versions/entry.hpp"
#include "symdelta/engine/witness/witness.hpp"

using symdelta::test::lower;
using symdelta::test::method;
using symdelta::test::result_text;
using symdelta::test::run;

namespace {

symdelta::engine::run_options ideal() {
  symdelta::engine::run_options o;
  o.ideal = true;
  return o;
}

std::string ideal_eval(const std::string &ret, const std::string &params, const std::string &expr,
                       const std::vector<std::string> &args) {
  const auto out = run(method(ret + " snippet(" + params + ")", "return " + expr + ";"), args, "snippet", ideal());
  // a comparison the rounding bounds cannot settle took the doubles' answer
  if (!out.decisions.empty()) return "unsettled";
  // an ideal integer may lie beyond its Java type's range: print all 64 bits
  if (out.what == symdelta::engine::outcome::kind::returned && out.result.s.ty.is_integral())
    return std::to_string(out.result.s.i);
  if (out.what == symdelta::engine::outcome::kind::returned && out.result.s.ty.is_floating())
    return symdelta::engine::java_to_string(out.result.s.d);
  return result_text(out);
}

} // namespace

TEST_CASE("ideal runs: integers do not wrap around", "[witness][ideal]") {
  CHECK(ideal_eval("int", "int x", "x + 1", {"Integer.MAX_VALUE"}) == "2147483648");
  CHECK(ideal_eval("int", "int x", "x * 1000000", {"3000"}) == "3000000000");
  CHECK(ideal_eval("int", "int x", "-x", {"Integer.MIN_VALUE"}) == "2147483648");
  CHECK(ideal_eval("long", "long x", "(int) x", {"4294967296L"}) == "4294967296"); // no narrowing either
  // beyond 64 bits the run cannot tell, rather than wrap
  CHECK(ideal_eval("long", "long x", "x * x", {"Long.MAX_VALUE"}).starts_with("undecidable: an integer beyond 64"));
  // Java's exceptions stay exceptions
  CHECK(ideal_eval("int", "int a, int b", "a / b", {"1", "0"}) == "throws java.lang.ArithmeticException");
}

TEST_CASE("ideal runs: reals, with rounding bounds that must settle every decision", "[witness][ideal]") {
  // 0.5 is exactly one half: exact arithmetic decides
  CHECK(ideal_eval("boolean", "double x", "x * 0.5 == 1.5", {"3.0"}) == "true");
  // 0.1 is not one tenth: (3 * 0.1) * 10 is 3 in the reals, 3.0000000000000004 in doubles, and
  // the comparison cannot be settled by the rounding bound (a witness explores both answers)
  CHECK(ideal_eval("boolean", "double x", "x * 0.1 * 10 == x", {"3.0"}) == "unsettled");
  // far from the boundary, it can
  CHECK(ideal_eval("boolean", "double x", "x * 0.1 * 10 < x + 1", {"3.0"}) == "true");
  // a cast whose interval crosses an integer
  CHECK(ideal_eval("int", "double x", "(int) (x * 0.1 * 10)", {"3.0"}).starts_with("undecidable"));
  CHECK(ideal_eval("int", "double x", "(int) (x * 0.1 * 10 + 0.5)", {"3.0"}) == "3");
  // NaN and infinities are no reals
  CHECK(ideal_eval("double", "double x", "Math.sqrt(x)", {"-1.0"}).starts_with("undecidable"));
  CHECK(ideal_eval("double", "double x", "1.0 / x", {"0.0"}).starts_with("undecidable"));
  CHECK(ideal_eval("double", "double x", "Math.log(x)", {"0.0"}).starts_with("undecidable"));
  // floating-point % of exact values is exact
  CHECK(ideal_eval("double", "double a, double b", "a % b", {"-7.5", "2.0"}) == "-1.5");
  // no negative zero: -0.0 is 0
  CHECK(ideal_eval("double", "double x", "-x", {"0.0"}) == "0.0");
}

namespace {

symdelta::witness_record witness_of(const std::string &old_body, const std::string &new_body, const std::string &params,
                                    const std::string &ret, const std::vector<symdelta::input_value> &input,
                                    double tolerance = 1e-9) {
  const auto o = lower(method(ret + " snippet(" + params + ")", old_body));
  const auto n = lower(method(ret + " snippet(" + params + ")", new_body));
  const symdelta::engine::witness_runner runner(o, o.find_function("snippet"), n, n.find_function("snippet"), tolerance,
                                                1'000'000);
  const auto args = runner.arguments(input);
  REQUIRE(args.has_value());
  return runner.run(*args);
}

} // namespace

TEST_CASE("witnesses: confirmed, not confirmed, undecidable", "[witness]") {
  using symdelta::witness_status;
  SECTION("different results confirm") {
    const auto w = witness_of("return x + 1;", "return x + 2;", "int x", "int", {{"x", "5"}});
    CHECK(w.status == witness_status::confirmed);
    CHECK(w.old_effect == "returns 6");
    CHECK(w.new_effect == "returns 7");
  }
  SECTION("an exception against a result confirms") {
    const auto w = witness_of("return 10 / x;", "return x == 0 ? 0 : 10 / x;", "int x", "int", {{"x", "0"}});
    CHECK(w.status == witness_status::confirmed);
    CHECK(w.old_effect == "throws java.lang.ArithmeticException(\"/ by zero\")");
  }
  SECTION("overflow in Java is no difference in ideal semantics") {
    // in Java, x + 1 > x is false at Integer.MAX_VALUE; in ideal semantics it always holds
    const auto w = witness_of("return x + 1 > x ? 1 : 0;", "return 1;", "int x", "int", {{"x", "2147483647"}});
    CHECK(w.status == witness_status::not_confirmed);
  }
  SECTION("results within the relative tolerance agree") {
    const auto w = witness_of("return x;", "return x * (1 + 1e-12);", "double x", "double", {{"x", "3.0"}});
    CHECK(w.status == witness_status::not_confirmed);
    CHECK(witness_of("return x;", "return x * (1 + 1e-12);", "double x", "double", {{"x", "3.0"}}, 1e-15).status ==
          witness_status::confirmed);
  }
  SECTION("sin^2 + cos^2 is 1 within its rounding bound") {
    const auto w = witness_of("return Math.sin(x) * Math.sin(x) + Math.cos(x) * Math.cos(x);", "return 1.0;",
                              "double x", "double", {{"x", "0.7"}});
    CHECK(w.status == witness_status::not_confirmed);
    CHECK(w.detail.find("equal up to their rounding bounds") != std::string::npos);
    // without a tolerance, results within their rounding bounds may differ or not: no answer
    CHECK(witness_of("return Math.sin(x) * Math.sin(x) + Math.cos(x) * Math.cos(x);", "return 1.0;", "double x",
                     "double", {{"x", "0.7"}}, 0)
              .status == witness_status::undecidable);
  }
  SECTION("an unsettled decision forks: a difference on one path only is undecidable") {
    const auto w = witness_of("return x * 0.1 * 10 == x ? 1 : 0;", "return 1;", "double x", "int", {{"x", "3.0"}});
    CHECK(w.status == witness_status::undecidable);
    CHECK(w.detail.find("differ on 1 and agree on 2") != std::string::npos);
  }
  SECTION("an unsettled decision forks: a difference on every path confirms") {
    const auto w = witness_of("return x * 0.1 * 10 == x ? 1 : 0;", "return 5;", "double x", "int", {{"x", "3.0"}});
    CHECK(w.status == witness_status::confirmed);
    CHECK(w.detail.find("2 x 1 paths") != std::string::npos);
  }
  SECTION("a value compared with itself is equal, however inexact") {
    const auto w =
        witness_of("double y = x * 0.1; return y == y ? 1 : 0;", "return 1;", "double x", "int", {{"x", "3.0"}});
    CHECK(w.status == witness_status::not_confirmed);
  }
}

TEST_CASE("witness inputs are read from the literals reports show", "[witness]") {
  using symdelta::engine::parse_input;
  CHECK(parse_input("-3", symdelta::ir::int_type)->s.i == -3);
  CHECK(parse_input("5L", symdelta::ir::long_type)->s.i == 5);
  CHECK(parse_input("2.5", symdelta::ir::double_type)->s.d == 2.5);
  CHECK(parse_input("1.5f", symdelta::ir::float_type)->s.f == 1.5f);
  CHECK(parse_input("true", symdelta::ir::boolean_type)->s.as_bool());
  CHECK_FALSE(parse_input("2147483648", symdelta::ir::int_type));        // beyond the type
  CHECK(std::isnan(parse_input("NaN", symdelta::ir::double_type)->s.d)); // Java semantics' models have them
  CHECK(parse_input("-Infinity", symdelta::ir::double_type)->s.d == -std::numeric_limits<double>::infinity());
  CHECK(std::signbit(parse_input("-0.0f", symdelta::ir::float_type)->s.f));
  CHECK_FALSE(parse_input("x", symdelta::ir::int_type));
}

TEST_CASE("String inputs are null or a text, written and read as Java literals", "[witness][string]") {
  using symdelta::engine::parse_input;
  const auto t = symdelta::ir::string_type;
  CHECK(parse_input("null", t)->is_null());
  CHECK(*parse_input("\"\"", t)->string() == "");
  // every escape of Java's literals; a character beyond ASCII raw or escaped
  CHECK(*parse_input(R"("a\tb\u00e9\"\\\101\s")", t)->string() == "a\tb\xc3\xa9\"\\A ");
  CHECK(*parse_input("\"\xc3\xa9\"", t)->string() == "\xc3\xa9");
  for (const char *bad : {"abc", "\"a", "\"a\"b\"", R"("\q")", R"("\u12")", "'a'"}) {
    INFO(bad);
    CHECK_FALSE(parse_input(bad, t));
  }
  // what reports write reads back to the same text: a lone surrogate, a pair, commas, quotes
  std::string odd = "x,\"\\\n";
  symdelta::text::append_unit(odd, 0xd800);
  symdelta::text::append_unit(odd, 0xd83d);
  symdelta::text::append_unit(odd, 0xde00);
  symdelta::text::append_unit(odd, 0xffff);
  const std::string literal = symdelta::engine::java_literal(symdelta::engine::make_string(odd));
  INFO(literal);
  CHECK(literal.find_first_not_of(" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`"
                                  "abcdefghijklmnopqrstuvwxyz{|}~") == std::string::npos); // ASCII
  CHECK(*parse_input(literal, t)->string() == odd);
  CHECK(symdelta::engine::java_literal(symdelta::engine::value::null_of(t)) == "null");
}

namespace {

/// Runs both versions on `args` as a witness does and returns "<status>: <differs>".
std::string witness_of(const std::string &old_java, const std::string &new_java, const std::vector<std::string> &args,
                       symdelta::observe_mode observe = symdelta::observe_mode::everything) {
  const auto old_p = lower(old_java), new_p = lower(new_java);
  const auto fn = old_p.find_function("snippet");
  const symdelta::engine::witness_runner runner(old_p, fn, new_p, new_p.find_function("snippet"), 1e-9, 100'000,
                                                observe);
  const auto w = runner.run(symdelta::test::arguments(old_p, fn, args));
  return fmt::format("{}: {}", to_string(w.status), fmt::join(w.differs, ", "));
}

} // namespace

TEST_CASE("witnesses compare everything a caller observes, component by component", "[witness][effects]") {
  using symdelta::observe_mode;
  // output only
  const std::string printing = "class V { static int snippet(int n) { if (n < 0) System.out.println(\"neg\"); "
                               "return n * 2; } }";
  const std::string silent = "class V { static int snippet(int n) { return n + n; } }";
  CHECK(witness_of(printing, silent, {"-1"}) == "confirmed: System.out");
  CHECK(witness_of(printing, silent, {"1"}) == "not_confirmed: ");
  CHECK(witness_of(printing, silent, {"-1"}, observe_mode::return_only) == "not_confirmed: ");
  // the same text printed in pieces agrees
  const std::string pieces = "class V { static int snippet(int n) { if (n < 0) { System.out.print(\"ne\"); "
                             "System.out.print('g'); System.out.println(); } return n * 2; } }";
  CHECK(witness_of(printing, pieces, {"-1"}) == "not_confirmed: ");
  // another stream
  const std::string to_err = "class V { static int snippet(int n) { if (n < 0) System.err.println(\"neg\"); "
                             "return n * 2; } }";
  CHECK(witness_of(printing, to_err, {"-1"}) == "confirmed: System.out, System.err");
  // static fields, arrays element by element; a field one version lacks is not compared
  const std::string counting = "class V { static int calls; static int[] h = new int[3]; "
                               "static void snippet(int x) { calls++; h[x % 3] = x; } }";
  const std::string counting_more = "class V { static int calls; static int[] h = new int[3]; static int extra; "
                                    "static void snippet(int x) { calls += x > 5 ? 2 : 1; h[x % 3] = x; extra = x; } }";
  CHECK(witness_of(counting, counting_more, {"4"}) == "not_confirmed: ");
  CHECK(witness_of(counting, counting_more, {"6"}) == "confirmed: static calls");
  const std::string other_slot = "class V { static int calls; static int[] h = new int[3]; "
                                 "static void snippet(int x) { calls++; h[(x + 1) % 3] = x; } }";
  CHECK(witness_of(counting, other_slot, {"1"}) == "confirmed: static h[1], static h[2]");
  // exception messages the program builds; the class decides when the JVM raises one
  const std::string message = "class V { static int snippet(int x) { if (x < 0) throw new "
                              "IllegalArgumentException(\"negative: \" + x); return 10 / x; } }";
  const std::string other_message = "class V { static int snippet(int x) { if (x < 0) throw new "
                                    "IllegalArgumentException(\"negative \" + x); return 20 / (2 * x); } }";
  CHECK(witness_of(message, other_message, {"-1"}) == "confirmed: exception message");
  CHECK(witness_of(message, other_message, {"-1"}, observe_mode::return_only) == "not_confirmed: ");
  CHECK(witness_of(message, other_message, {"0"}) == "not_confirmed: ");
  const std::string state = "class V { static int snippet(int x) { if (x < 0) throw new "
                            "IllegalStateException(\"negative: \" + x); return 10 / x; } }";
  CHECK(witness_of(message, state, {"-1"}) == "confirmed: exception");
}

TEST_CASE("a printed inexact real cannot tell a difference in its digits", "[witness][effects]") {
  // x / 3.0 has no finite binary digits: the digits a double of it prints are not the real's,
  // and a difference far below the tolerance shows in them
  const std::string a = "class V { static int snippet(int x) { System.out.println(x / 3.0); return x; } }";
  const std::string b = "class V { static int snippet(int x) { System.out.println(x / 3.0 + 1e-17); return x; } }";
  CHECK(witness_of(a, b, {"1"}).starts_with("undecidable"));
  const std::string c = "class V { static int snippet(int x) { System.out.println(0.5 * x); return x; } }";
  const std::string d = "class V { static int snippet(int x) { System.out.println(x / 2.0); return x; } }";
  CHECK(witness_of(c, d, {"3"}) == "not_confirmed: "); // exact: 1.5 both
}

namespace {

symdelta::result<symdelta::engine::entry_plan> plan_of(const std::string &old_java, const std::string &new_java,
                                                       symdelta::receiver_mode mode) {
  const auto old_p = lower(old_java), new_p = lower(new_java);
  const symdelta::ir::program *progs[2] = {&old_p, &new_p};
  const std::uint32_t fns[2] = {old_p.find_function("snippet"), new_p.find_function("snippet")};
  return symdelta::engine::plan_entry(progs, fns, mode);
}

std::string input_names(const symdelta::engine::entry_plan &plan) {
  std::vector<std::string> names;
  for (const auto &in : plan.inputs)
    names.push_back(in.name);
  return fmt::format("{}", fmt::join(names, ", "));
}

} // namespace

TEST_CASE("entry plans: an instance method's receiver is fresh or has input fields", "[witness][receiver]") {
  using symdelta::receiver_mode;
  const std::string plain = "class V { int n; final int k = 3; int snippet(int x) { return n + x + k; } }";
  const std::string with_ctor =
      "class V { int n; double d; V(int n) { this.n = n; } int snippet(int x) { return n; } }";
  // auto: fresh when a constructor without parameters exists or none is declared
  auto fresh = plan_of(plain, plain, receiver_mode::automatic);
  REQUIRE(fresh);
  CHECK(fresh->instance);
  CHECK(fresh->receiver == receiver_mode::fresh);
  CHECK(input_names(*fresh) == "x");
  // symbolic: every instance field is an input, but a final one with an initialiser
  auto symbolic = plan_of(plain, plain, receiver_mode::symbolic);
  REQUIRE(symbolic);
  CHECK(input_names(*symbolic) == "x, this.n");
  CHECK(symbolic->param_count() == 1);
  // auto with only a constructor taking parameters: symbolic; the fields of both versions, by name
  auto both = plan_of(with_ctor, plain, receiver_mode::automatic);
  REQUIRE(both);
  CHECK(both->receiver == receiver_mode::symbolic);
  CHECK(input_names(*both) == "x, this.n, this.d");
  CHECK(both->inputs[2].field[1] == symdelta::engine::no_field); // the new version has no field d
  // fresh cannot be had without a constructor without parameters
  auto impossible = plan_of(with_ctor, plain, receiver_mode::fresh);
  REQUIRE_FALSE(impossible);
  CHECK_THAT(impossible.error().message, Catch::Contains("needs a constructor without parameters"));
  // a reference field: null, a fresh object, or one listed before it, the receiver too (`this`,
  // which is always the receiver); its fields are inputs three levels deep
  auto reference = plan_of("class V { V next; V(int a) {} int snippet() { return 1; } }",
                           "class V { V next; V(int a) {} int snippet() { return 1; } }", receiver_mode::automatic);
  REQUIRE(reference);
  CHECK(input_names(*reference) == "this.next, this, this.next.next, this.next.next.next");
  CHECK(reference->receiver_input == 1);
  CHECK(reference->choice_text(0, -1) == "null");
  CHECK(reference->choice_text(0, 0) == "new V");
  CHECK(reference->choice_text(0, 1) == "this");
  CHECK(reference->choice_text(2, 1) == "this.next");
  CHECK(reference->parse_choice(2, "this") == 2);
  // a field of a null object does not exist, and nothing can alias it
  const std::vector<std::int64_t> null_first = {-1, 0, 0, -1};
  CHECK_FALSE(reference->exists(2, null_first));
  CHECK_FALSE(reference->allows(3, 1, null_first)); // this.next.next.next = this.next, which is null
  CHECK(reference->allows(3, 2, null_first));       // = this, the receiver
  const std::vector<std::int64_t> fresh_first = {0, 0, 0, -1};
  CHECK(reference->exists(2, fresh_first));
  CHECK(reference->allows(3, 1, fresh_first));
  // a static method has no receiver
  auto none = plan_of(symdelta::test::method("int snippet(int x)", "return x;"),
                      symdelta::test::method("int snippet(int x)", "return x;"), receiver_mode::symbolic);
  REQUIRE(none);
  CHECK_FALSE(none->instance);
}

TEST_CASE("entry plans: the elements of an array of references are inputs, to the heap bound", "[witness][reference]") {
  using symdelta::receiver_mode;
  const std::string cells = "class V { static class C { int v; } static int snippet(C[] a, int[][] m) { return 1; } }";
  auto plan = plan_of(cells, cells, receiver_mode::automatic);
  REQUIRE(plan);
  // a's and m's first three elements (the default heap bound), then the elements' fields and the
  // rows' alias choices (a row may be an earlier row)
  CHECK(input_names(*plan) == "a, m, a[0], a[1], a[2], m[0], m[1], m[2], a[0].v, a[1].v, a[2].v, m[1] (alias), "
                              "m[2] (alias)");
  CHECK(plan->array_text(0, 2) == "new V.C[2]");
  CHECK(plan->array_text(1, 2) == "new int[2][]");
  CHECK(plan->parse_array_text(1, "new int[2][]") == 2);
  CHECK(plan->parse_array_text(0, "null") == -1);
  CHECK_FALSE(plan->parse_array_text(0, "new V.C[x]"));
  CHECK(plan->choice_text(3, 1) == "a[0]"); // a[1] may be a[0]
  // an element exists where its array is long enough and not null; a row's alias choice where the row does
  std::vector<std::int64_t> choices(plan->inputs.size(), -1);
  choices[0] = 2; // a.length
  choices[2] = 0; // a[0] = new V.C
  choices[1] = 1; // m.length
  CHECK(plan->exists(3, choices));
  CHECK_FALSE(plan->exists(4, choices));
  CHECK(plan->exists(8, choices));       // a[0].v
  CHECK_FALSE(plan->exists(9, choices)); // a[1].v: a[1] is null
  CHECK(plan->exists(5, choices));
  CHECK_FALSE(plan->exists(11, choices)); // m[1] (alias): m has one row
  choices[0] = -1;
  CHECK_FALSE(plan->exists(2, choices));
}

namespace {

/// Runs both versions on `inputs` (the entry plan's) as a witness does: "<status>: <differs>".
std::string receiver_witness(const std::string &old_java, const std::string &new_java,
                             const std::vector<std::string> &inputs, symdelta::receiver_mode mode) {
  const auto old_p = lower(old_java), new_p = lower(new_java);
  const symdelta::engine::witness_runner runner(old_p, old_p.find_function("snippet"), new_p,
                                                new_p.find_function("snippet"), 1e-9, 100'000,
                                                symdelta::observe_mode::everything, mode);
  const auto w = runner.run(symdelta::test::arguments(runner.input_types(), inputs));
  return fmt::format("{}: {}", to_string(w.status), fmt::join(w.differs, ", "));
}

} // namespace

TEST_CASE("witnesses build the objects passed as inputs, aliases included", "[witness][reference]") {
  const std::string node = "static class Node { int v; } ";
  const std::string old_java =
      "class V { " + node + "static int snippet(Node p, Node q) { p.v = 1; q.v = 2; return p.v; } }";
  const std::string new_java =
      "class V { " + node + "static int snippet(Node p, Node q) { p.v = 1; q.v = 2; return 1; } }";
  const auto old_p = lower(old_java), new_p = lower(new_java);
  const symdelta::engine::witness_runner runner(old_p, old_p.find_function("snippet"), new_p,
                                                new_p.find_function("snippet"), 1e-9, 100'000);
  CHECK(input_names(runner.plan()) == "p, q, p.v, q.v");
  const auto same = runner.arguments({{"p", "new V.Node"}, {"q", "p"}, {"p.v", "0"}, {"q.v", "0"}});
  REQUIRE(same);
  const auto entry = symdelta::engine::build_entry(runner.plan(), 0, old_p, *same);
  CHECK(entry.args[0].object() == entry.args[1].object());
  CHECK(runner.run(*same).status == symdelta::witness_status::confirmed);
  const auto apart = runner.arguments({{"p", "new V.Node"}, {"q", "new V.Node"}, {"p.v", "0"}, {"q.v", "0"}});
  REQUIRE(apart);
  CHECK(runner.run(*apart).status == symdelta::witness_status::not_confirmed);
  // p is listed first: it cannot be q
  CHECK_FALSE(runner.arguments({{"p", "q"}, {"q", "new V.Node"}, {"p.v", "0"}, {"q.v", "0"}}));
}

TEST_CASE("witnesses run on receivers and compare heaps up to the identity of fresh objects", "[witness][receiver]") {
  using symdelta::receiver_mode;
  const std::string add = "class V { int n; int snippet(int k) { n += k; return n; } }";
  const std::string add_unless_7 =
      "class V { int n; int snippet(int k) { int r = n + k; if (k != 7) n = r; return r; } }";
  CHECK(receiver_witness(add, add_unless_7, {"7"}, receiver_mode::fresh) == "confirmed: this.n");
  CHECK(receiver_witness(add, add_unless_7, {"6"}, receiver_mode::fresh) == "not_confirmed: ");
  // a symbolic receiver takes its field from the inputs
  CHECK(receiver_witness(add, add_unless_7, {"7", "-7"}, receiver_mode::symbolic) == "confirmed: this.n");
  // returning the receiver or an equal copy: the identity differs, the contents do not
  const std::string self = "class V { int n; V snippet(int k) { n = k; return this; } }";
  const std::string copy = "class V { int n; V snippet(int k) { n = k; V c = new V(); c.n = k; return c; } }";
  CHECK(receiver_witness(self, copy, {"3"}, receiver_mode::fresh) == "confirmed: this (identity)");
  // the same shape built in another order agrees; sharing one object or two equal ones does not
  const std::string shared =
      "class V { int n; V l; V r; void snippet(int x) { V s = new V(); s.n = x; l = s; r = s; } }";
  const std::string shared_other = "class V { int n; V l; V r; void snippet(int x) { r = new V(); l = r; r.n = x; } }";
  const std::string two = "class V { int n; V l; V r; void snippet(int x) { l = new V(); r = new V(); l.n = x; "
                          "r.n = x; } }";
  CHECK(receiver_witness(shared, shared_other, {"5"}, receiver_mode::fresh) == "not_confirmed: ");
  CHECK(receiver_witness(shared, two, {"5"}, receiver_mode::fresh) == "confirmed: this.r (identity)");
  // a cycle ends where the walk meets an object again
  const std::string cycle = "class V { V next; int n; void snippet(int x) { next = this; n = x; } }";
  const std::string cycle_new = "class V { V next; int n; void snippet(int x) { n = x; next = this; } }";
  CHECK(receiver_witness(cycle, cycle_new, {"1"}, receiver_mode::fresh) == "not_confirmed: ");
}
