// Tree differencing, common blocks, UIF construction and the refinement heuristics (diff/).
#include <map>
#include <string>

#include "support.hpp"
#include "symdelta/diff/abstraction.hpp"
#include "symdelta/diff/loop_pairs.hpp"
#include "symdelta/diff/recursion_pairs.hpp"
#include "symdelta/diff/refinement.hpp"
#include "symdelta/diff/tree_diff.hpp"
#include "symdelta/ir/counted_loop.hpp"
#include "symdelta/ir/printer.hpp"

using namespace symdelta;

namespace {

struct pair_fixture {
  ir::program old_p, new_p;
  std::uint32_t old_fn, new_fn;
  pair_fixture(const std::string &old_body, const std::string &new_body, const std::string &params = "int a, int b",
               const std::string &extra = "")
      : old_p(test::lower("class T { static int snippet(" + params + ") {" + old_body + "} " + extra + "}")),
        new_p(test::lower("class T { static int snippet(" + params + ") {" + new_body + "} " + extra + "}")),
        old_fn(old_p.find_function("snippet")), new_fn(new_p.find_function("snippet")) {}

  diff::body_diff run() const {
    return diff::diff_bodies(old_p, old_p.functions[old_fn], new_p, new_p.functions[new_fn]);
  }
  std::vector<diff::common_block> blocks() const { return diff::common_blocks(old_p, old_fn, new_p, new_fn); }
  diff::abstracted_pair abstracted(const std::set<std::string> &refined = {}) const {
    return diff::abstract(old_p, old_fn, new_p, new_fn, refined);
  }
};

/// The edit of the statement at `old_at` (or, for an inserted one, at `new_at`).
diff::edit_kind edit_at(const diff::body_diff &d, const diff::stmt_path &old_at, const diff::stmt_path &new_at = {}) {
  for (const auto &e : d.edits)
    if ((!old_at.empty() && e.old_at == old_at) || (old_at.empty() && e.new_at == new_at)) return e.kind;
  FAIL("no edit for that statement");
  return diff::edit_kind::unchanged;
}

std::string print(const ir::program &p) { return ir::to_string(p, {false}); }

} // namespace

TEST_CASE("differencing: unchanged and updated statements, matched by name rather than slot", "[diff]") {
  // the new version declares a local first, so every later slot differs by one
  const pair_fixture f("int x = a + 1; int z = a - b; return x + z;",
                       "int unused = 0; int x = a + 1; int z = b - a; return x + z;");
  const auto d = f.run();
  CHECK(edit_at(d, {0}) == diff::edit_kind::unchanged);
  CHECK(edit_at(d, {1}) == diff::edit_kind::updated);
  CHECK(edit_at(d, {2}) == diff::edit_kind::unchanged);
  CHECK(edit_at(d, {}, {0}) == diff::edit_kind::inserted);
}

TEST_CASE("differencing: deleted, inserted and moved statements", "[diff]") {
  const pair_fixture deleted("int x = a; if (a > b) { x = b; } return x;", "int x = a; return x;");
  CHECK(edit_at(deleted.run(), {1}) == diff::edit_kind::deleted);

  const pair_fixture inserted("int x = a; return x;", "int x = a; while (x > 10) { x = x - 1; } return x;");
  CHECK(edit_at(inserted.run(), {}, {1}) == diff::edit_kind::inserted);

  const pair_fixture moved("int x = a + 1; int y = b * 2; return x - y;",
                           "int y = b * 2; int x = a + 1; return x - y;");
  const auto d = moved.run();
  const bool x_moved = edit_at(d, {0}) == diff::edit_kind::moved, y_moved = edit_at(d, {1}) == diff::edit_kind::moved;
  CHECK(x_moved != y_moved); // one is an anchor of the alignment, the other moved
  CHECK(edit_at(d, {2}) == diff::edit_kind::unchanged);
}

TEST_CASE("differencing: an updated compound statement has its children aligned", "[diff]") {
  const pair_fixture f("int x = 0; int y = 0; if (a > 0) { x = 1; y = x + b; } return y;",
                       "int x = 0; int y = 0; if (a > 0) { x = 1; y = b + x; } return y;");
  const auto d = f.run();
  CHECK(edit_at(d, {2}) == diff::edit_kind::updated);
  CHECK(edit_at(d, {2, 0, 0}) == diff::edit_kind::unchanged);
  CHECK(edit_at(d, {2, 0, 1}) == diff::edit_kind::updated);
}

TEST_CASE("common blocks: maximal runs at one level, returns never, only code that cannot throw", "[diff]") {
  SECTION("a changed statement splits two runs; the return stays") {
    const pair_fixture f("int x = a + 1; int y = x * 2; int z = y - b; int w = z + a; return w;",
                         "int x = a + 1; int y = x * 2; int z = b - y; int w = z + a; return w;");
    const auto blocks = f.blocks();
    REQUIRE(blocks.size() == 2);
    CHECK(blocks[0].old_run.first == 0);
    CHECK(blocks[0].old_run.last == 2);
    CHECK(blocks[1].old_run.first == 3);
    CHECK(blocks[1].old_run.last == 4);
    CHECK(blocks[0].id == 1);
    CHECK(blocks[1].id == 2);
  }
  SECTION("an entirely unchanged loop joins; a partly changed one does not, but its body's runs are blocks") {
    const pair_fixture whole("int s = 0; for (int i = 0; i < a; i++) { s = s + b; } return s + a;",
                             "int s = 0; for (int i = 0; i < a; i++) { s = s + b; } return a + s;");
    const auto wb = whole.blocks();
    REQUIRE(wb.size() == 1);
    CHECK(wb[0].old_run.last - wb[0].old_run.first == 2);
    CHECK(wb[0].loop_depth == 1);

    const pair_fixture part("int s = 0; while (s < a) { s = s + 1; b = b * 2; } return b;",
                            "int s = 0; while (s < a) { s = s + 1; b = b + b; } return b;");
    const auto pb = part.blocks();
    REQUIRE(pb.size() == 2); // `int s = 0` and `s = s + 1` inside the loop
    CHECK(pb[1].old_run.parent.size() > pb[0].old_run.parent.size());
    CHECK(pb[1].loop_depth == 1); // inside the loop
  }
  SECTION("what could throw or jump out is never abstracted") {
    const pair_fixture division("int x = a / b; int y = a % 2; return x + y + 1;",
                                "int x = a / b; int y = a % 2; return 1 + x + y;");
    const auto db = division.blocks();
    REQUIRE(db.size() == 1); // a / b can throw; a % 2 cannot
    CHECK(db[0].old_run.first == 1);

    const pair_fixture jump("int x = a; if (a > b) { return 0; } x = x + b; return x * 2;",
                            "int x = a; if (a > b) { return 0; } x = x + b; return 2 * x;");
    const auto jb = jump.blocks();
    REQUIRE(jb.size() == 2); // the `if` that returns splits the run
    CHECK(jb[0].old_run.last == 1);
    CHECK(jb[1].old_run.first == 2);

    const pair_fixture array("int[] t = new int[3]; t[0] = a; return t[0] + b;",
                             "int[] t = new int[3]; t[0] = a; return b + t[0];");
    CHECK(array.blocks().empty());
  }
}

TEST_CASE("common blocks: inputs are read before written, outputs are what later code can see", "[diff]") {
  const pair_fixture f("int t = a * 2; b = b + t; if (a > 0) { int u = t; b = u; } return b - a;",
                       "int t = a * 2; b = b + t; if (a > 0) { int u = t; b = u; } return -a + b;");
  const auto blocks = f.blocks();
  REQUIRE(blocks.size() == 1);
  std::vector<std::string> inputs, outputs;
  for (const auto &v : blocks[0].inputs)
    inputs.push_back(v.name);
  for (const auto &v : blocks[0].outputs)
    outputs.push_back(v.name);
  CHECK(inputs == std::vector<std::string>{"a", "b"});  // t is written first; u is local to the if
  CHECK(outputs == std::vector<std::string>{"t", "b"}); // u is not visible after the block
  CHECK(blocks[0].nonlinear_ops == 1);
}

TEST_CASE("common blocks: a variable written on some paths only is an input too", "[diff]") {
  // b is written in the loop's body and in a branch: where neither runs it keeps its value from
  // before the block, so its function reads that value; t, written at the top level first, is not one
  const pair_fixture f("a = a + 1; int t = a; while (a > 0) { b = t; a--; } if (t > 3) { t = 2; } return b + t;",
                       "a = 1 + a; int t = a; while (a > 0) { b = t; a--; } if (t > 3) { t = 2; } return t + b;");
  const auto blocks = f.blocks();
  REQUIRE(blocks.size() == 1);
  std::vector<std::string> inputs;
  for (const auto &v : blocks[0].inputs)
    inputs.push_back(v.name);
  CHECK(inputs == std::vector<std::string>{"a", "b"});
}

TEST_CASE("UIF construction: the same functions in both versions, refinement puts code back", "[diff]") {
  const pair_fixture f("int s = 0; for (int i = 0; i < a; i++) { s = s + b; } int r = s + s; return r;",
                       "int s = 0; for (int i = 0; i < a; i++) { s = s + b; } int r = 2 * s; return r;");
  const auto a = f.abstracted();
  REQUIRE(a.blocks.size() == 1);
  REQUIRE(a.uifs.size() == 1);
  CHECK(a.uifs[0].name == "UF_s_1");
  REQUIRE(a.uifs[0].inputs.size() == 2);
  CHECK(a.uifs[0].inputs[0].name == "a");
  CHECK(a.uifs[0].output.ty == ir::int_type);
  const std::string old_text = print(a.old_p), new_text = print(a.new_p);
  CHECK(old_text.find("abstracted block 1 (assumes termination) {") != std::string::npos);
  CHECK(old_text.find("s = UF_s_1(a, b);") != std::string::npos);
  CHECK(new_text.find("s = UF_s_1(a, b);") != std::string::npos);
  CHECK(old_text.find("while") == std::string::npos); // the loop is gone
  REQUIRE(a.old_p.uninterpreted.size() == 1);
  CHECK(a.old_p.uninterpreted[0].params == std::vector<ir::type>{ir::int_type, ir::int_type});

  const auto refined = f.abstracted({"UF_s_1"});
  CHECK(refined.abstract_count() == 0);
  CHECK(print(refined.old_p).find("abstracted") == std::string::npos);
  CHECK(print(refined.old_p).find("while") != std::string::npos);
}

TEST_CASE("UIF construction: a block that sets nothing later code sees is abstracted to nothing", "[diff]") {
  const pair_fixture f("if (a > 0) { int k = 0; while (k < b) { k = k + 1; } } return a * 2;",
                       "if (a > 0) { int k = 0; while (k < b) { k = k + 1; } } return 2 * a;");
  const auto a = f.abstracted();
  REQUIRE(a.blocks.size() == 1);
  CHECK(a.uifs.empty());
  const std::string text = print(a.old_p);
  CHECK(text.find("abstracted block 1 (assumes termination) {") != std::string::npos);
  CHECK(text.find("while") == std::string::npos);
}

TEST_CASE("UIF construction: refining one output of a block keeps the others abstract", "[diff]") {
  // a product of two inputs: linear code would stay code (see below)
  const pair_fixture f("int x = a * b; int y = b + a; return x - y;", "int x = a * b; int y = b + a; return -y + x;");
  const auto a = f.abstracted({"UF_x_1"});
  REQUIRE(a.uifs.size() == 2);
  const std::string text = print(a.old_p);
  CHECK(text.find("abstracted block 1 {") != std::string::npos); // straight-line: it terminates
  // y's function reads the inputs as they were before the block, which runs again for x
  CHECK(text.find("int UF_y_1$before = UF_y_1(a, b);") != std::string::npos);
  CHECK(text.find("int x = a * b;") != std::string::npos);
  CHECK(text.find("y = UF_y_1$before;") != std::string::npos);
  CHECK(text.find("UF_x_1(") == std::string::npos);
}

TEST_CASE("UIF construction: unchanged pure helpers can be abstracted too", "[diff]") {
  const std::string helper = "static int sq(int v) { return v * v; }";
  const pair_fixture f("return sq(a) + b;", "return b + sq(a);", "int a, int b", helper);
  const auto plain = diff::abstract(f.old_p, f.old_fn, f.new_p, f.new_fn, {}, {});
  CHECK(plain.uifs.empty());
  const auto a = diff::abstract(f.old_p, f.old_fn, f.new_p, f.new_fn, {}, diff::abstraction_options{true});
  REQUIRE(a.uifs.size() == 1);
  CHECK(a.uifs[0].name == "UF_sq");
  CHECK(print(a.old_p).find("return UF_sq(a) + b;") != std::string::npos);
}

TEST_CASE("refinement heuristics: H1 first, else H2, else all; H3 ranks, position breaks ties", "[diff]") {
  // block 1: one multiplication (score 1); block 2: a loop (score 1 + 0); block 3: two products in a loop
  const pair_fixture f("int p = a * b; b = b + 1; int s = 0; while (s < a) { s = s + 1; } b = b - 1;"
                       " int q = 0; while (q < b) { q = q + a * a * 2; } return p + s + q + b;",
                       "int p = a * b; b = 1 + b; int s = 0; while (s < a) { s = s + 1; } b = -1 + b;"
                       " int q = 0; while (q < b) { q = q + a * a * 2; } return q + s + p + b;");
  const auto a = f.abstracted();
  REQUIRE(a.uifs.size() == 3);
  CHECK(a.uifs[0].name == "UF_p_1");
  CHECK(a.uifs[1].name == "UF_s_2");
  CHECK(a.uifs[2].name == "UF_q_3");
  CHECK(diff::h3_score(a.uifs[0]) == 1);
  CHECK(diff::h3_score(a.uifs[1]) == 1);
  CHECK(diff::h3_score(a.uifs[2]) == 3);

  diff::refinement_evidence none;
  auto c = diff::choose_refinement(a, none);
  REQUIRE(c);
  CHECK(c->candidates_from == diff::heuristic::all);
  CHECK(c->name == "UF_p_1"); // ties with UF_s_2 at score 1: the earlier position wins
  CHECK(c->candidates == std::vector<std::string>{"UF_p_1", "UF_s_2", "UF_q_3"});

  diff::refinement_evidence h2;
  h2.occurrences[0] = {{"UF_p_1", 1}, {"UF_s_2", 1}, {"UF_q_3", 2}};
  h2.occurrences[1] = {{"UF_p_1", 1}, {"UF_s_2", 1}, {"UF_q_3", 1}};
  c = diff::choose_refinement(a, h2);
  CHECK(c->candidates_from == diff::heuristic::h2);
  CHECK(c->name == "UF_q_3");

  diff::refinement_evidence h1 = h2;
  h1.h1 = {"UF_s_2"};
  c = diff::choose_refinement(a, h1);
  CHECK(c->candidates_from == diff::heuristic::h1);
  CHECK(c->name == "UF_s_2");

  // asked on demand, H1 goes in H3's order and stops at its first yes
  std::vector<std::string> asked;
  diff::refinement_evidence lazy = h2;
  lazy.ask_h1 = [&](const diff::uif &u) {
    asked.push_back(u.name);
    return u.name == "UF_s_2";
  };
  c = diff::choose_refinement(a, lazy);
  CHECK(c->candidates_from == diff::heuristic::h1);
  CHECK(c->name == "UF_s_2");
  CHECK(asked == std::vector<std::string>{"UF_p_1", "UF_s_2"});
  asked.clear();
  lazy.ask_h1 = [&](const diff::uif &u) {
    asked.push_back(u.name);
    return false;
  };
  c = diff::choose_refinement(a, lazy); // no yes: H2's choice, as without H1
  CHECK(c->candidates_from == diff::heuristic::h2);
  CHECK(c->name == "UF_q_3");
  CHECK(asked.size() == 3);

  const auto all_refined = f.abstracted({"UF_p_1", "UF_s_2", "UF_q_3"});
  CHECK_FALSE(diff::choose_refinement(all_refined, none));
}

TEST_CASE("straight-line blocks of constants or linear code stay code", "[diff]") {
  // the changed d, e and g separate four blocks: constants, linear code, a product of inputs, a branch
  const std::string tail =
      "int m = a * b; int g = %; int r = 1; if (a > b) { r = 2; } return k + d + s + e + m + g + r;";
  auto version = [&](const char *d, const char *e, const char *g) {
    std::string t = tail;
    t.replace(t.find('%'), 1, g);
    return std::string("int k = 3; double h = 1.0 / 3.0; int d = ") + d + "; int s = a - b; s += 2 * a; int e = " + e +
           "; " + t;
  };
  pair_fixture f(version("a + 1", "a + 2", "a + 3"), version("1 + a", "2 + a", "3 + a"));
  const auto blocks = f.blocks();
  REQUIRE(blocks.size() == 4);
  CHECK(blocks[0].kept_as_code);       // k and h: no inputs
  CHECK(blocks[1].kept_as_code);       // s: no product
  CHECK_FALSE(blocks[2].kept_as_code); // m = a * b
  CHECK_FALSE(blocks[3].kept_as_code); // the if
  const auto a = f.abstracted();
  REQUIRE(a.uifs.size() == 2);
  CHECK(a.uifs[0].name == "UF_m_3"); // the blocks keep their numbers
  CHECK(a.uifs[1].name == "UF_r_4");
}

TEST_CASE("abstraction: pure helpers are the main class's static methods", "[diff][classes]") {
  // another class's first call initialises it, which may have effects an uninterpreted function skips
  const auto p = test::lower("class A { static int f(int x) { return x + 1; }\n"
                             "  static class B { static int g(int x) { return x * 2; } } }");
  std::uint32_t g = ir::no_function;
  for (std::uint32_t i = 0; i < p.functions.size(); ++i)
    if (p.functions[i].name == "g") g = i;
  const auto pure = diff::detail::pure_helpers(p);
  CHECK(pure.count(p.find_function("f")) == 1);
  CHECK(pure.count(g) == 0);
}

// A helper that allocates its own arrays or divides by a variable is a function of its arguments
// only where it cannot throw: ir::throw_analysis must prove every index in range and every
// divisor non-zero, and refuses the helper otherwise.
TEST_CASE("differencing: a helper with its own arrays is pure where no index or divisor can fail", "[diff][helpers]") {
  const auto p = test::lower(R"(class Mixer {
    static long shuffle(int seed) {           // a table filled by a counted loop, read by a quotient
      final int SIZE = 16, M = 2147483647, Q = 4093;
      int[] table = new int[SIZE];
      int state = seed;
      for (int k = SIZE + 3; k >= 0; k--) {
        int hi = state / Q;
        state = 31 * (state - hi * Q) - 7 * hi;
        if (state < 0) state += M;
        if (k < SIZE) table[k] = state;
      }
      int pick = table[0] / (1 + (M - 1) / SIZE);
      return table[pick] + (long) pick;
    }
    static double weights(double x) {         // an initialised table read by a counted loop
      double[] w = {0.5, 0.25, 0.125};
      double sum = 0;
      for (int i = 0; i < w.length; i++) sum += w[i] * x;
      return sum;
    }
    static int offByOne(int x) {              // reads one past the end
      int[] a = new int[4];
      for (int i = 0; i <= 4; i++) a[i % 5 == 4 ? i : 0] += x;
      return a[0];
    }
    static int anyIndex(int x) {              // an index from the argument
      int[] a = {1, 2, 3};
      return a[x & 3];
    }
    static int quotient(int x, int y) { return x / y; }                // y may be zero
    static int safeQuotient(int x, int y) { return y > 0 ? x / y : 0; } // never by zero
    static int callsSafe(int x) { return safeQuotient(x, 7) + shufflePart(x); }
    static int shufflePart(int x) { int[] a = new int[x]; return a.length; } // a length may be negative
    static int later(int x) { int[] a; a = new int[2]; return a[x & 1]; }       // allocated after its declaration
  })");
  const auto pure = diff::detail::pure_helpers(p);
  const auto is_pure = [&](const char *name) { return pure.count(p.find_function(name)) == 1; };
  CHECK(is_pure("shuffle"));
  CHECK(is_pure("weights"));
  CHECK(is_pure("safeQuotient"));
  CHECK_FALSE(is_pure("offByOne"));
  CHECK_FALSE(is_pure("anyIndex"));
  CHECK_FALSE(is_pure("quotient"));
  CHECK_FALSE(is_pure("shufflePart"));
  CHECK_FALSE(is_pure("callsSafe")); // calls one that may throw
  CHECK_FALSE(is_pure("later"));     // refused, not analysed
  CHECK(ir::may_throw(p, p.find_function("anyIndex"), pure).value().find("index in [0, 3]") != std::string::npos);
}

TEST_CASE("differencing: a divisor a condition keeps from zero is safe, also where its interval holds zero",
          "[diff][helpers]") {
  const auto p = test::lower(R"(class Euclid {
    static int afterReturn(int a, int b) { if (b == 0) return a; return a % b; }
    static int inConditional(int x, int y) { return y == 0 ? x : x / y; }
    static int joined(int x, int y) { int d = y; if (d == 0) d = 1; return x / d; }   // not zero on either side
    static int notEqualOne(int x, int y) { if (y != 1) return x / y; return 0; }       // y may still be zero
    static int writtenAfter(int x, int y) { if (y != 0) { y = y - 1; return x / y; } return 0; }
    static int recursive(int a, int b) { return b == 0 ? a : recursive(b, a % b); }
    static int fromZero(int k) { if (k > 0) return 10 / (k - 1); return 0; }         // [0, MAX - 1]
  })");
  const auto pure = diff::detail::pure_helpers(p);
  const auto is_pure = [&](const char *name) { return pure.count(p.find_function(name)) == 1; };
  CHECK(is_pure("afterReturn"));
  CHECK(is_pure("inConditional"));
  CHECK(is_pure("joined"));
  CHECK_FALSE(is_pure("notEqualOne"));
  CHECK_FALSE(is_pure("writtenAfter"));
  CHECK(is_pure("recursive"));
  CHECK_FALSE(is_pure("fromZero")); // refused, where the analysis once divided by the interval's zero end
}

TEST_CASE("recursion pairs: changed recursive pure methods, each call a function in the proof", "[diff][recursion]") {
  const auto old_p = test::lower(R"(class R {
    static int snippet(int n) { return sum(n) + same(n) + flat(n) + impure(n) + tri(n); }
    static int sum(int k) { return k <= 0 ? 0 : k + sum(k - 1); }
    static int tri(int k) { return k <= 0 ? 0 : k * k + tri(k - 1); }
    static int same(int k) { return k <= 0 ? 1 : same(k - 1); }
    static int flat(int k) { return k + 1; }
    static int impure(int k) { return k <= 0 ? 0 : 10 / (k - 1) + impure(k - 1); }
  })");
  const auto new_p = test::lower(R"(class R {
    static int snippet(int n) { return sum(n) + same(n) + flat(n) + impure(n) + squares(n); }
    static int squares(int k) { if (k > 0) return squares(k - 1) + k * k; return 0; } // tri, renamed
    static int same(int k) { return k <= 0 ? 1 : same(k - 1); }
    static int sum(int m) { if (m > 0) return sum(m - 1) + m; return 0; }
    static int flat(int k) { return 1 + k; }
    static int impure(int k) { return k <= 0 ? 0 : impure(k - 1) + 10 / (k - 1); }
  })");
  const auto old_fn = old_p.find_function("snippet"), new_fn = new_p.find_function("snippet");
  const auto unchanged = diff::looping_helper_pairs(old_p, old_fn, new_p, new_fn);
  REQUIRE(unchanged.size() == 1); // same
  const auto pairs = diff::recursive_pairs(old_p, old_fn, new_p, new_fn, unchanged);
  // sum by its name, tri with squares by its signature; flat does not recurse, impure divides by
  // what may be zero, same is unchanged
  REQUIRE(pairs.size() == 2);
  CHECK(pairs[0].name == "sum");
  CHECK(pairs[0].old_fn == old_p.find_function("sum"));
  CHECK(pairs[0].new_fn == new_p.find_function("sum"));
  CHECK(pairs[1].old_fn == old_p.find_function("tri"));
  CHECK(pairs[1].new_fn == new_p.find_function("squares"));
  const ir::program proof = diff::summary_program(new_p, pairs, 0, 1);
  const std::string text = ir::to_string(proof, {false});
  INFO(text);
  CHECK(text.find("rec:calls = 0") != std::string::npos);   // the entry starts the trace
  CHECK(text.find("rec$sum(") != std::string::npos);        // its call goes through the wrapper
  CHECK(text.find("UF_sum_R0$call(") != std::string::npos); // which adds the call to it
  CHECK(proof.uninterpreted.size() == 4);                   // each pair's result and call
}

// UF_<name> takes a helper's arguments alone: a helper that reads a static field some code
// writes would give two calls with equal arguments one value, where the field changed between them.
TEST_CASE("differencing: a helper reading a static field that code writes is not pure", "[diff][helpers]") {
  const auto p = test::lower(R"(class Counter {
    static int k = 0;
    static final int LIMIT = 3;
    static int scale = 2;
    static void set(int v) { k = v; }
    static int readsWritten(int y) { return y + k; }
    static int readsFinal(int y) { return y + LIMIT; }
    static int readsUnwritten(int y) { return y * scale; } // no code writes it: a constant
  })");
  const auto pure = diff::detail::pure_helpers(p);
  CHECK(pure.count(p.find_function("readsWritten")) == 0);
  CHECK(pure.count(p.find_function("readsFinal")) == 1);
  CHECK(pure.count(p.find_function("readsUnwritten")) == 1);
}

// A method's or a local's name is not observable (docs/engine.md, "How versions correspond"):
// renamed, the same code is still unchanged code.
TEST_CASE("differencing: a renamed helper is the same code, matched by its body", "[diff][names]") {
  ir::program old_p = test::lower("class T { static int snippet(int a, int b) { int s = sq(a); return s + b; }\n"
                                  "  static int sq(int v) { return v * v; } }");
  ir::program new_p = test::lower("class T { static int snippet(int a, int b) { int s = square(a); return b + s; }\n"
                                  "  static int square(int w) { return w * w; } }");
  const std::uint32_t old_fn = old_p.find_function("snippet"), new_fn = new_p.find_function("snippet");
  const auto d = diff::diff_bodies(old_p, old_p.functions[old_fn], new_p, new_p.functions[new_fn]);
  CHECK(edit_at(d, {0}) == diff::edit_kind::unchanged); // int s = sq(a) and int s = square(a)
  // a helper renamed gets the same uninterpreted function as the original
  ir::program old_r = test::lower("class T { static int snippet(int a, int b) { return sq(a) + b; }\n"
                                  "  static int sq(int v) { return v * v; } }");
  ir::program new_r = test::lower("class T { static int snippet(int a, int b) { return b + square(a); }\n"
                                  "  static int square(int w) { return w * w; } }");
  const auto a = diff::abstract(old_r, old_r.find_function("snippet"), new_r, new_r.find_function("snippet"), {},
                                diff::abstraction_options{true});
  REQUIRE(a.uifs.size() == 1);
  CHECK(a.uifs[0].name == "UF_sq");
  CHECK(print(a.new_p).find("return b + UF_sq(a);") != std::string::npos);
  // a body that differs is not the same code, whatever the name
  ir::program other = test::lower("class T { static int snippet(int a, int b) { int s = sq(a); return b + s; }\n"
                                  "  static int sq(int v) { return v * v + 1; } }");
  const auto e =
      diff::diff_bodies(old_p, old_p.functions[old_fn], other, other.functions[other.find_function("snippet")]);
  CHECK(edit_at(e, {0}) != diff::edit_kind::unchanged);
}

TEST_CASE("differencing: parameters match by position, helper bodies' locals one to one", "[diff][names]") {
  // the compared methods' locals are named alike by the correspondence; a helper's are not
  ir::program old_p = test::lower("class T { static int snippet(int a, int b) { return f(a, b); }\n"
                                  "  static int f(int x, int y) { int t = x + y; return t * t; } }");
  ir::program new_p = test::lower("class T { static int snippet(int a, int b) { return f(a, b); }\n"
                                  "  static int f(int p, int q) { int u = p + q; return u * u; } }");
  ir::program swapped = test::lower("class T { static int snippet(int a, int b) { return f(a, b); }\n"
                                    "  static int f(int y, int x) { int t = x + y; return t * x; } }");
  const auto f = [](const ir::program &p) {
    for (std::uint32_t i = 0; i < p.functions.size(); ++i)
      if (p.functions[i].name == "f") return i;
    return ir::no_function;
  };
  diff::structural_equality eq(old_p, old_p.functions[old_p.find_function("snippet")], new_p,
                               new_p.functions[new_p.find_function("snippet")]);
  CHECK(eq.same_function(f(old_p), f(new_p)));
  // the same names in other places: t * x reads the first parameter where the old reads t
  diff::structural_equality other(old_p, old_p.functions[old_p.find_function("snippet")], swapped,
                                  swapped.functions[swapped.find_function("snippet")]);
  CHECK_FALSE(other.same_function(f(old_p), f(swapped)));
}

TEST_CASE("loop pairs: matched by the tree diff, else by position; refused with the reason", "[diff][loops]") {
  // the first loop is rewritten in place, the second turned from a for into a while (its
  // counter's declaration a statement of its own), the third reads an array
  const pair_fixture f(
      "int s = 0; while (a > 0) { s += a; a--; } for (int i = 0; i < b; i++) { s += 2 * i; } "
      "int[] xs = {1, 2}; for (int k = 0; k < b; k++) { s += xs[0] + k * k; } return s;",
      "int s = 0; while (a > 0) { s = s + a; a = a - 1; } int i = 0; while (i < b) { s += i + i; i++; } "
      "int[] xs = {1, 2}; for (int k = 0; k < b; k++) { s += xs[0] + k * k; } return s;");
  const auto pairs = diff::loop_pairs(f.old_p, f.old_fn, f.new_p, f.new_fn);
  REQUIRE(pairs.size() == 3);
  CHECK(pairs[0].edit == diff::edit_kind::updated);
  CHECK(pairs[0].refused.empty());
  CHECK_FALSE(pairs[0].identical);
  std::vector<std::string> names;
  for (const auto &c : pairs[0].candidates)
    names.push_back(c.old_var.name);
  CHECK(names == std::vector<std::string>{"a", "s"});
  CHECK(pairs[1].refused.empty()); // paired by position: the for's loop with the while
  CHECK(pairs[2].identical);       // the same code, but it reads an array: refused all the same
  CHECK(pairs[2].refused == "the old version's loop: it has arrays, objects or Strings");
}

TEST_CASE("loop pairs: the same loop over the same constants is identical, over other constants it is not",
          "[diff][loops]") {
  const std::string loop = "int k = 0; while (a > e && k < 100) { a = a / 2; k++; } return k;";
  const pair_fixture same("int e = 3; " + loop, "int e = 3; " + loop);
  const auto p1 = diff::loop_pairs(same.old_p, same.old_fn, same.new_p, same.new_fn);
  REQUIRE(p1.size() == 1);
  CHECK(p1[0].identical);
  const pair_fixture other("int e = 3; " + loop, "int e = 4; " + loop);
  const auto p2 = diff::loop_pairs(other.old_p, other.old_fn, other.new_p, other.new_fn);
  REQUIRE(p2.size() == 1);
  CHECK_FALSE(p2[0].identical); // e is a constant of each version: the loops read other values
}

TEST_CASE("loop pairs: a step program runs one iteration and stores what it observes", "[diff][loops]") {
  const pair_fixture f("int s = 0; while (a > 0) { s += a; a--; } return s;",
                       "int s = 0; while (a > 0) { s = s + a; a = a - 1; } return s;");
  const auto pairs = diff::loop_pairs(f.old_p, f.old_fn, f.new_p, f.new_fn);
  REQUIRE(pairs.size() == 1);
  const auto layout = diff::layout_for(pairs[0], pairs[0].candidates);
  CHECK(layout.shared.size() == 2); // a and s: both read before written
  const ir::program step = diff::step_program(f.old_p, f.old_fn, pairs[0].old_at, layout, 0);
  const auto fn = static_cast<std::uint32_t>(step.functions.size() - 1);
  CHECK(step.functions[fn].name == diff::step_function_name);
  CHECK(step.functions[fn].param_count == 2);
  // one iteration from a = 5, s = 10: s becomes 15, a 4; the fields say it entered and completed
  const auto out = test::run(step, fn, {"5", "10"});
  REQUIRE(out.what == engine::outcome::kind::returned);
  const auto field = [&](const std::string &name) {
    for (std::size_t i = 0; i < step.fields.size(); ++i)
      if (step.fields[i].name == name) return out.statics.at(i).s.i;
    FAIL("no field " << name);
    return std::int64_t{0};
  };
  CHECK(field(diff::step_fields::entered) == 1);
  CHECK(field(diff::step_fields::completed) == 1);
  CHECK(field(diff::step_fields::value("s")) == 15);
  CHECK(field(diff::step_fields::value("a")) == 4);
  // not entered: nothing stored but that
  const auto idle = test::run(step, fn, {"0", "10"});
  REQUIRE(idle.what == engine::outcome::kind::returned);
}

TEST_CASE("loop pairs: the ifs around a loop are its guards unless the branch writes what they read", "[diff][loops]") {
  // a == b guards the first loop; the else side of n > 3 guards the second, negated; the third
  // loop's guard reads b, which its branch writes
  const pair_fixture f("int c = 0; if (a == b) { for (int i = 1; i <= a; ++i) c += b; } "
                       "if (n > 3) { c++; } else { while (c < a + n) { c += 2; } } "
                       "if (b > 0) { b = b - 1; while (c > b) c--; } return c;",
                       "int c = 0; if (a == b) { for (int i = 1; i <= b; ++i) c += a; } "
                       "if (n > 3) { c++; } else { while (c < a + n) { c += 2; } } "
                       "if (b > 0) { b = b - 1; while (c > b) c--; } return c;",
                       "int a, int b, int n");
  const auto pairs = diff::loop_pairs(f.old_p, f.old_fn, f.new_p, f.new_fn, [](const ir::counted_loop &) {
    return false; // as Java semantics, which does not sum up `i <= a`
  });
  REQUIRE(pairs.size() == 3);
  const ir::function &fo = f.old_p.functions[f.old_fn];
  const auto guards = [&](std::size_t k) { return diff::detail::loop_guards(fo, pairs[k].old_at); };
  REQUIRE(guards(0).size() == 1);
  CHECK(guards(0)[0].reads.size() == 2); // a and b
  REQUIRE(guards(1).size() == 1);
  CHECK(guards(1)[0].condition.kind == ir::expr_kind::unary); // !(n > 3)
  CHECK(guards(2).empty());
  // the step program stops where the guard does not hold: from a = 2, b = 3 nothing is observed
  const auto layout = diff::layout_for(pairs[0], pairs[0].candidates);
  const ir::program step = diff::step_program(f.old_p, f.old_fn, pairs[0].old_at, layout, 0);
  const auto fn = static_cast<std::uint32_t>(step.functions.size() - 1);
  std::vector<std::string> args(step.functions[fn].param_count, "0");
  const auto entered = [&](const std::string &a, const std::string &b) {
    for (std::size_t k = 0; k < layout.shared.size(); ++k) {
      if (layout.shared[k].old_var.name == "a") args[k] = a;
      if (layout.shared[k].old_var.name == "b") args[k] = b;
      if (layout.shared[k].old_var.name == "i") args[k] = "1";
    }
    const auto out = test::run(step, fn, args);
    for (std::size_t i = 0; i < step.fields.size(); ++i)
      if (step.fields[i].name == diff::step_fields::entered) return out.statics.at(i).s.i == 1;
    return false;
  };
  CHECK(entered("3", "3"));
  CHECK_FALSE(entered("2", "3"));
}

TEST_CASE("loop pairs: a proved pair is abstracted by functions of its shared variables", "[diff][loops]") {
  const pair_fixture f("int s = 0; int d = 1; while (a > 0) { d = a; s += a; a--; } return s + d;",
                       "int s = 0; int d = 2; while (a > 0) { d = a; s = s + a; a = a - 1; } return s + d;");
  const auto pairs = diff::loop_pairs(f.old_p, f.old_fn, f.new_p, f.new_fn);
  REQUIRE(pairs.size() == 1);
  const auto layout = diff::layout_for(pairs[0], pairs[0].candidates);
  // d is written before it is read: coupled, not shared, so its function does not read it
  CHECK(layout.shared.size() == 2);
  const auto [old_a, new_a] =
      diff::abstract_loops(f.old_p, f.old_fn, f.new_p, f.new_fn, {{&pairs[0], layout.coupled, layout.shared, {}}});
  const std::string o = ir::to_string(old_a, {false}), n = ir::to_string(new_a, {false});
  CHECK(o.find("UF_d_L1(a, s)") != std::string::npos);
  CHECK(n.find("UF_d_L1(a, s)") != std::string::npos);
  CHECK(o.find("if (a > 0)") != std::string::npos); // not entered: d keeps 1 or 2
  CHECK(old_a.uninterpreted.size() == new_a.uninterpreted.size());
}

TEST_CASE("loop pairs: a variable without a counterpart is offered the other loop's expressions", "[diff][loops]") {
  // strength reduction: the new loop's ik against the old loop's i * k + 1 and its parts
  const pair_fixture f("int s = 0; for (int i = 0; i < a; i++) { s += i * b + 1; } return s;",
                       "int s = 0; int ik = 0; for (int i = 0; i < a; i++) { s += ik + 1; ik += b; } return s;");
  const auto pairs = diff::loop_pairs(f.old_p, f.old_fn, f.new_p, f.new_fn);
  REQUIRE(pairs.size() == 1);
  std::vector<std::string> texts;
  for (const auto &d : pairs[0].derived)
    texts.push_back(d.text);
  // larger first; the lone variable i and the literal 1 are no candidates, nor is the boolean i < a
  CHECK(texts == std::vector<std::string>{"ik' == (i * b) + 1", "ik' == i * b"});
  const diff::derived_pair &product = pairs[0].derived[1];
  CHECK(product.owner == 1);
  CHECK(product.reads == std::vector<std::string>{"i", "b"});

  // the step functions stop where ik is not i * b, and store ik, or (i + 1) * b, after an iteration
  const auto layout = diff::layout_for(pairs[0], pairs[0].candidates, {product});
  REQUIRE(layout.derived.size() == 1);
  REQUIRE(layout.new_own.size() == 1); // ik, the step functions' last parameter
  for (int version = 0; version < 2; ++version) {
    const ir::program step = diff::step_program(version == 0 ? f.old_p : f.new_p, version == 0 ? f.old_fn : f.new_fn,
                                                version == 0 ? pairs[0].old_at : pairs[0].new_at, layout, version);
    const auto fn = static_cast<std::uint32_t>(step.functions.size() - 1);
    const auto field = [&](const std::vector<std::string> &args, const std::string &name) {
      const auto out = test::run(step, fn, args);
      for (std::size_t i = 0; i < step.fields.size(); ++i)
        if (step.fields[i].name == name) return out.statics.at(i).s.i; // 0 where never stored
      FAIL("no field " << name);
      return std::int64_t{-1};
    };
    std::vector<std::string> args(step.functions[fn].param_count, "0");
    for (std::size_t k = 0; k < layout.shared.size(); ++k) {
      const std::string &name = layout.shared[k].old_var.name;
      args[k] = name == "a" ? "10" : name == "b" ? "7" : name == "i" ? "3" : "5";
    }
    args.back() = "21"; // ik == 3 * 7
    INFO("version " << version);
    CHECK(field(args, diff::step_fields::derived(product.id)) == 28);
    CHECK(field(args, diff::step_fields::entered) == 1);
    args.back() = "20"; // broken: nothing observed
    CHECK(field(args, diff::step_fields::entered) == 0);
  }

  // the entry test: ik == i * b holds where the loop is entered, ik == i * b + 1 does not
  const ir::program entry = diff::entry_program(f.new_p, f.new_fn, pairs[0].new_at, pairs[0].derived, 1, true);
  const auto out = test::run(entry, f.new_fn, {"5", "7"});
  std::map<std::string, std::int64_t> failed;
  for (std::size_t i = 0; i < entry.fields.size(); ++i)
    failed[entry.fields[i].name] = out.statics.at(i).s.i;
  CHECK(failed.at(diff::entry_field(pairs[0].derived[0].id)) == 1);
  CHECK(failed.at(diff::entry_field(product.id)) == 0);

  // proved, the pair's shared functions apply in the new version where ik == i * b on entry
  const auto [old_a, new_a] = diff::abstract_loops(f.old_p, f.old_fn, f.new_p, f.new_fn,
                                                   {{&pairs[0], layout.coupled, layout.shared, {product}}});
  const std::string o = ir::to_string(old_a, {false}), n = ir::to_string(new_a, {false});
  CHECK(o.find("UF_s_L1(") != std::string::npos);
  CHECK(o.find("loop$derived_L1") == std::string::npos);
  CHECK(n.find("boolean loop$derived_L1 = ik == (i * b)") != std::string::npos);
  CHECK(n.find("loop$derived_L1 ? UF_s_L1(") != std::string::npos);
  CHECK(n.find("UF_s_L1$new(") != std::string::npos);
}
