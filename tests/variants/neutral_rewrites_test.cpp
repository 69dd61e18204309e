// Neutral rewrites (frontend/java/neutral_rewrites.hpp): each rewrite's exact text on programs of
// varied shapes, what each must leave alone, the entry's name in the rewritten file, fresh names
// per seed, and every rewrite (alone and composed) on every pair of tests/pairs still lowering.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "support.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/frontend/java/neutral_rewrites.hpp"

using namespace symdelta;
using java::neutral_rewrite;

namespace {

namespace fs = std::filesystem;

java::rewritten rewrite(const std::string &source, neutral_rewrite r, const std::string &method = "",
                        std::uint64_t seed = 1) {
  auto out = java::apply_rewrite(source, method, r, seed);
  INFO(java::rewrite_name(r) << " of\n" << source);
  if (!out) FAIL(out.error().to_string());
  return std::move(out).value();
}

bool lowers(const std::string &text) {
  auto r = java::frontend::parse(text, "V.java");
  if (!r.ok()) UNSCOPED_INFO(r.error().to_string() << "\n" << text);
  return r.ok();
}

/// `text` with every whole word `from` replaced by `to`.
std::string words_replaced(const std::string &text, const std::string &from, const std::string &to) {
  return std::regex_replace(text, std::regex("\\b" + from + "\\b"), to);
}

/// The words of `text` that the original does not have: the fresh names.
std::vector<std::string> new_words(const std::string &original, const std::string &text) {
  std::vector<std::string> out;
  const std::regex word("[A-Za-z_$][A-Za-z0-9_$]*");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), word); it != std::sregex_iterator(); ++it)
    if (!std::regex_search(original, std::regex("\\b" + it->str() + "\\b")) &&
        std::find(out.begin(), out.end(), it->str()) == out.end())
      out.push_back(it->str());
  return out;
}

/// The tokens of a Java text, comments left out: two texts with the same tokens differ only in
/// layout and comments.
std::vector<std::string> tokens(const std::string &text) {
  const java::syntax_tree tree(text);
  std::vector<std::string> out;
  const auto visit = [&](auto &&self, java::syntax_node n) -> void {
    if (n.is("line_comment") || n.is("block_comment")) return;
    if (n.child_count() == 0 || n.is("string_literal")) {
      out.emplace_back(n.text());
      return;
    }
    for (std::uint32_t i = 0; i < n.child_count(); ++i)
      self(self, n.child(i));
  };
  visit(visit, tree.root());
  return out;
}

/// `snippet` of both texts gives the same result on each argument list.
void runs_alike(const std::string &before, const std::string &after, const std::vector<std::vector<std::string>> &args,
                const std::string &method = "snippet") {
  for (const auto &a : args) {
    INFO(after);
    CHECK(test::result_text(test::run(before, a, method)) == test::result_text(test::run(after, a, method)));
  }
}

// A main class with a nested class and exception, used through its name in every position a
// type can be named, and a second top-level class that names it too.
const std::string two_classes = R"(class V {
    static int total;

    static class Err extends RuntimeException {
    }

    static class Inner {
        static int f(int x) { return x + V.total; }
    }

    public static int snippet(int x) {
        V[] vs = new V[2];
        V o = new V();
        try {
            if (x > 3 && o instanceof V) throw new Err();
        } catch (V.Err e) {
            return Inner.f(x) + vs.length;
        }
        return (V) o == null ? 1 : Light.make(x).level;
    }
}

class Light {
    int level;

    Light(int level) {
        this.level = level;
    }

    static Light make(int x) {
        V.total++;
        return new Light(x);
    }
}
)";

} // namespace

TEST_CASE("neutral rewrite names round-trip", "[neutral]") {
  for (neutral_rewrite r : java::all_neutral_rewrites)
    CHECK(java::parse_rewrite(java::rewrite_name(r)) == r);
  CHECK(java::rewrite_name(neutral_rewrite::rename_class) == "rename-class");
  CHECK(java::rewrite_name(neutral_rewrite::qualify_fields) == "qualify-fields");
  CHECK_FALSE(java::parse_rewrite("rename").has_value());
}

TEST_CASE("rename-class renames the main class wherever the file names it", "[neutral]") {
  const auto out = rewrite(two_classes, neutral_rewrite::rename_class);
  const auto fresh = new_words(two_classes, out.source);
  REQUIRE(fresh.size() == 1);
  CHECK(fresh.front() == "Version28"); // drawn from the seed
  CHECK(out.source == words_replaced(two_classes, "V", "Version28"));
  CHECK(out.method.empty());
  CHECK(lowers(out.source));
  runs_alike(two_classes, out.source, {{"1"}, {"5"}});
  // the entry's name follows the class: its class part, a constructor's name, its parameter types
  CHECK(rewrite(two_classes, neutral_rewrite::rename_class, "V.V").method == "Version28.Version28");
  CHECK(rewrite(two_classes, neutral_rewrite::rename_class, "V.Inner.f").method == "Version28.Inner.f");
  CHECK(rewrite(two_classes, neutral_rewrite::rename_class, "snippet(int)").method == "snippet(int)");
  CHECK(rewrite(two_classes, neutral_rewrite::rename_class, "V.snippet").method == "Version28.snippet");
}

TEST_CASE("rename-class renames the class of an entry in a second top-level class", "[neutral]") {
  for (const std::string method : {"Light.Light", "Light.make(int)"}) {
    const auto out = rewrite(two_classes, neutral_rewrite::rename_class, method);
    CHECK(out.source == words_replaced(two_classes, "Light", "Version28"));
    CHECK(out.method == words_replaced(method, "Light", "Version28"));
    CHECK(lowers(out.source));
  }
}

TEST_CASE("rename-class leaves a class alone whose name also names something else", "[neutral]") {
  // a local and a method of that name: `V.x` could mean either
  for (const std::string src :
       {"class V {\n  static int x;\n  static int snippet(int a) {\n    int V = a;\n    return V;\n  }\n}\n",
        "class V {\n  static int V(int a) { return a; }\n  static int snippet(int a) { return V(a); }\n}\n",
        "class V {\n  static class W { static class V {} }\n  static int snippet(int a) { return a; }\n}\n"}) {
    const auto out = rewrite(src, neutral_rewrite::rename_class);
    CHECK(out.source == src);
  }
}

namespace {

// Static overloads, a private instance helper called through `this`, a private one called on
// another object, a static method named like a String method the file calls, a nested class's
// static method, and `main`.
const std::string helpers = R"(class V {
    int count;

    static int twice(int x) { return x * 2; }
    static long twice(long x) { return x * 2; }

    static int length(int x) { return x + 1; }

    private int bump(int by) {
        count += by;
        return count;
    }

    private int peek() { return count; }

    int run(int a) { return this.bump(a) + bump(1); }

    static class Inner {
        static int sq(int x) { return x * x; }
    }

    public static void main(String[] args) { }

    public static int snippet(int a, String s) {
        V v = new V();
        return v.run(a) + v.peek() + twice(a) + (int) V.twice(3L) + length(a) + s.length() + Inner.sq(a) + V.Inner.sq(2);
    }
}
)";

} // namespace

TEST_CASE("rename-helpers renames static and private methods at their declarations and calls", "[neutral]") {
  const auto out = rewrite(helpers, neutral_rewrite::rename_helpers, "", 3);
  CHECK(out.source == R"(class V {
    int count;

    static int step75(int x) { return x * 2; }
    static long step75(long x) { return x * 2; }

    static int length(int x) { return x + 1; }

    private int aux67(int by) {
        count += by;
        return count;
    }

    private int peek() { return count; }

    int run(int a) { return this.aux67(a) + aux67(1); }

    static class Inner {
        static int helper1(int x) { return x * x; }
    }

    public static void main(String[] args) { }

    public static int snippet(int a, String s) {
        V v = new V();
        return v.run(a) + v.peek() + step75(a) + (int) V.step75(3L) + length(a) + s.length() + Inner.helper1(a) + V.Inner.helper1(2);
    }
}
)");
  CHECK(out.method.empty());
  CHECK(lowers(out.source));
  runs_alike(helpers, out.source, {{"2", "\"ab\""}, {"-7", "\"\""}});
}

TEST_CASE("rename-helpers never renames the entry", "[neutral]") {
  const auto out = rewrite(helpers, neutral_rewrite::rename_helpers, "V.Inner.sq", 3);
  CHECK(out.method == "V.Inner.sq");
  CHECK(out.source.find("static int sq(int x)") != std::string::npos);
  CHECK(out.source.find("+ Inner.sq(a) + V.Inner.sq(2)") != std::string::npos);
  CHECK(out.source.find("twice") == std::string::npos);
  CHECK(lowers(out.source));
  // an instance method a subclass may override keeps its name; with a constructor as the entry,
  // `snippet` is a helper like any other
  const std::string dispatch = R"(class V {
    static class A { int f(int x) { return x; } static int g(int x) { return x + 1; } }
    static class B extends A { int f(int x) { return -x; } }
    A a;
    V(int x) { a = x > 0 ? new B() : new A(); }
    public static int snippet(int x) { return new V(x).a.f(x) + A.g(x); }
}
)";
  const auto kept = rewrite(dispatch, neutral_rewrite::rename_helpers, "V.V");
  CHECK(kept.source == words_replaced(words_replaced(dispatch, "g", "part30"), "snippet", "part28"));
  CHECK(lowers(kept.source));
}

TEST_CASE("rename-locals renames parameters and locals, never a field's name", "[neutral]") {
  const std::string src = R"(class V {
    int count;
    static int[] data = {1, 2, 3};

    V(int count) {
        this.count = count;
    }

    int add(int k) {
        int sum = count + k;
        for (int i = 0; i < k; i++) sum += i;
        return sum;
    }

    public static int snippet(int a, int b) {
        V p = new V(a);
        int total = p.count + p.add(b);
        for (int d : data) total += d;
        try {
            total += a / b;
        } catch (ArithmeticException e) {
            total = -1;
        }
        return total;
    }
}
)";
  const auto out = rewrite(src, neutral_rewrite::rename_locals, "", 3);
  // `count` is a field's name too: the constructor's parameter keeps it, and so does `p.count`
  CHECK(out.source == R"(class V {
    int count;
    static int[] data = {1, 2, 3};

    V(int count) {
        this.count = count;
    }

    int add(int val67) {
        int v19 = count + val67;
        for (int val38 = 0; val38 < val67; val38++) v19 += val38;
        return v19;
    }

    public static int snippet(int t75, int v1) {
        V tmp90 = new V(t75);
        int tmp20 = tmp90.count + tmp90.add(v1);
        for (int val28 : data) tmp20 += val28;
        try {
            tmp20 += t75 / v1;
        } catch (ArithmeticException v57) {
            tmp20 = -1;
        }
        return tmp20;
    }
}
)");
  CHECK(lowers(out.source));
  runs_alike(src, out.source, {{"3", "2"}, {"3", "0"}});
}

TEST_CASE("reorder-members reverses methods, constructors and member classes, not fields", "[neutral]") {
  const std::string src = R"(class V {
    static int a = 1;
    int first(int x) { return x + a; }
    static int b = a + 1;
    static int second(int x) { return x * b; }
    static class Inner {
        static int one() { return 1; }
        static int two() { return 2; }
    }
}
)";
  const auto out = rewrite(src, neutral_rewrite::reorder_members);
  CHECK(out.source == R"(class V {
    static int a = 1;
    static class Inner {
        static int two() { return 2; }
        static int one() { return 1; }
    }
    static int b = a + 1;
    static int second(int x) { return x * b; }
    int first(int x) { return x + a; }
}
)");
  // without `snippet` the default entry is the first method: named, since it is not first any more
  CHECK(out.method == "first");
  CHECK(lowers(out.source));
  CHECK(rewrite(src, neutral_rewrite::reorder_members, "second").method == "second");
  // one member: nothing to do
  const std::string one = "class V {\n  static int snippet(int x) { return x; }\n}\n";
  CHECK(rewrite(one, neutral_rewrite::reorder_members).source == one);
  CHECK(rewrite(one, neutral_rewrite::reorder_members).method.empty());
}

TEST_CASE("reorder-members keeps the constructors and overloads an entry names", "[neutral]") {
  const auto out = rewrite(two_classes, neutral_rewrite::reorder_members, "Light.Light");
  CHECK(out.method == "Light.Light");
  CHECK(out.source.find("static Light make(int x) {\n        V.total++;\n        return new Light(x);\n    }\n\n    "
                        "Light(int level) {") != std::string::npos);
  CHECK(lowers(out.source));
  runs_alike(two_classes, out.source, {{"1"}, {"5"}});
  const std::string overloads = "class V {\n  int f(int x) { return x; }\n  int f(long x) { return 2; }\n}\n";
  CHECK(rewrite(overloads, neutral_rewrite::reorder_members).method == "f(int)");
}

TEST_CASE("add-unused adds a method to the main class and a class nobody uses", "[neutral]") {
  const std::string src = R"(class V {
    static int a = 1;

    static int snippet(int x) { return x + a; }
}

class Other {
    static int k = 2;
}
)";
  const auto out = rewrite(src, neutral_rewrite::add_unused, "", 3);
  CHECK(out.source == R"(class V {
    static int a = 1;

    static int snippet(int x) { return x + a; }

    private static int aux67(int t75) {
        int v1 = t75 * 3 + 1;
        return v1 > 10 ? v1 - 1 : v1 + t75;
    }
}

class Other {
    static int k = 2;
}

class W19 {
    private int val38;

    W19(int tmp90) {
        this.val38 = tmp90 * 2;
    }

    int aux28(int tmp20) {
        return val38 - tmp20;
    }
}
)");
  CHECK(lowers(out.source));
  CHECK(test::lower(out.source).classes[0].name == "V");
  runs_alike(src, out.source, {{"4"}});
  // a class on one line, and a file without a final line break
  const auto inline_class = rewrite("class V { static int snippet(int x) { return x; } }", neutral_rewrite::add_unused);
  CHECK(lowers(inline_class.source));
}

TEST_CASE("reformat changes comments and layout only", "[neutral]") {
  for (const std::string &src : {two_classes, helpers}) {
    const auto out = rewrite(src, neutral_rewrite::reformat, "", 5);
    CHECK(out.source != src);
    CHECK(tokens(out.source) == tokens(src));
    CHECK(out.source.find("// note") != std::string::npos);
    CHECK(out.source.find("/* note") != std::string::npos);
    CHECK(out.source.find("\n\t\t") != std::string::npos);
    CHECK(std::count(out.source.begin(), out.source.end(), '\n') > std::count(src.begin(), src.end(), '\n'));
    CHECK(lowers(out.source));
  }
  // the blanks inside a text block are its text
  const std::string block =
      "class V {\n  static String snippet() {\n    return \"\"\"\n      a\n        b\n      \"\"\";\n  }\n}\n";
  const auto out = rewrite(block, neutral_rewrite::reformat);
  CHECK(out.source.find("\"\"\"\n      a\n        b\n      \"\"\"") != std::string::npos);
}

TEST_CASE("qualify-fields writes this. before the instance fields a method or constructor uses", "[neutral]") {
  const std::string src = R"(class V {
    int count;
    static int total;
    int limit = 10;

    V(int limit) {
        count = limit;
        this.limit = limit + count;
    }

    int step(int k) {
        int r = count + k;
        total += r;
        int count = 2;
        return r + count + limit;
    }

    static int twice() { return total * 2; }

    static class Sub extends Base {
        int get() { return base + extra; }
        int extra;
    }

    static class Base {
        int base = 3;
        private int hidden;
        int peek(Base other) { return hidden + other.hidden; }
    }

    public static int snippet(int x) {
        return new V(x).step(x) + new Sub().get() + new Base().peek(new Base());
    }
}
)";
  const auto out = rewrite(src, neutral_rewrite::qualify_fields);
  // a parameter (limit) or a local (the second count) of the name shadows the field; a static
  // field and a static method stay as they are; an inherited field is the subclass's too
  CHECK(out.source == R"(class V {
    int count;
    static int total;
    int limit = 10;

    V(int limit) {
        this.count = limit;
        this.limit = limit + this.count;
    }

    int step(int k) {
        int r = this.count + k;
        total += r;
        int count = 2;
        return r + count + this.limit;
    }

    static int twice() { return total * 2; }

    static class Sub extends Base {
        int get() { return this.base + this.extra; }
        int extra;
    }

    static class Base {
        int base = 3;
        private int hidden;
        int peek(Base other) { return this.hidden + other.hidden; }
    }

    public static int snippet(int x) {
        return new V(x).step(x) + new Sub().get() + new Base().peek(new Base());
    }
}
)");
  CHECK(lowers(out.source));
  runs_alike(src, out.source, {{"4"}, {"-1"}});
  // nothing to qualify: a parameter shadows the only instance field
  CHECK(rewrite(two_classes, neutral_rewrite::qualify_fields).source == two_classes);
}

TEST_CASE("rewrites compose, are deterministic per seed, and their names are fresh", "[neutral]") {
  const std::vector<neutral_rewrite> all(java::all_neutral_rewrites.begin(), java::all_neutral_rewrites.end());
  for (const std::string &src : {two_classes, helpers}) {
    auto once = java::apply_rewrites(src, "", all, 9), again = java::apply_rewrites(src, "", all, 9),
         other = java::apply_rewrites(src, "", all, 10);
    REQUIRE(once);
    REQUIRE(again);
    REQUIRE(other);
    CHECK(once->source == again->source);
    CHECK(once->source != other->source);
    CHECK(lowers(once->source));
  }
  // the entry's class renamed, and its constructor with it
  const auto ctor = java::apply_rewrites(two_classes, "Light.Light", all, 9);
  REQUIRE(ctor);
  const std::string cls = ctor->method.substr(0, ctor->method.find('.'));
  CHECK(ctor->method == cls + "." + cls);
  CHECK(cls != "Light");
  CHECK(lowers(ctor->source));
  // a fresh name is no word of the file, even in a comment
  const std::string taken = "// Version28\n" + two_classes;
  CHECK(rewrite(taken, neutral_rewrite::rename_class).source.find("class Version28") == std::string::npos);
  CHECK(lowers(rewrite(taken, neutral_rewrite::rename_class).source));
}

TEST_CASE("a syntax error or an unknown class is a diagnostic", "[neutral]") {
  auto bad = java::apply_rewrite("class V { int f( }", "", neutral_rewrite::reformat, 1);
  REQUIRE_FALSE(bad);
  CHECK(bad.error().what == diagnostic::kind::syntax);
  auto unknown = java::apply_rewrite(two_classes, "Nope.f", neutral_rewrite::rename_class, 1);
  REQUIRE_FALSE(unknown);
  CHECK(unknown.error().what == diagnostic::kind::usage);
}

// Every rewrite, alone and all composed, on both versions of every pair: the result still lowers.
TEST_CASE("every rewrite of every pair lowers", "[neutral][pairs]") {
  std::vector<fs::path> dirs;
  for (const auto &e : fs::directory_iterator(SYMDELTA_PAIRS_DIR))
    if (e.is_directory() && fs::exists(e.path() / "old.java")) dirs.push_back(e.path());
  std::sort(dirs.begin(), dirs.end());
  REQUIRE(dirs.size() >= 40);
  std::vector<std::vector<neutral_rewrite>> lists;
  for (neutral_rewrite r : java::all_neutral_rewrites)
    lists.push_back({r});
  lists.emplace_back(java::all_neutral_rewrites.begin(), java::all_neutral_rewrites.end());
  // the compared methods a pair names in its old version's header (tests/pairs/README.md), "" for snippet
  const auto header = [](const fs::path &old_file, const std::string &key) {
    std::ifstream in(old_file);
    for (std::string line; std::getline(in, line) && line.starts_with("//");)
      if (line.starts_with("// " + key + ": ")) return line.substr(key.size() + 5);
    return std::string();
  };
  std::map<std::string, std::size_t> changed;
  std::size_t applied = 0;
  for (const auto &dir : dirs)
    for (const char *version : {"old.java", "new.java"}) {
      std::ifstream in(dir / version);
      std::stringstream text;
      text << in.rdbuf();
      std::string method = header(dir / "old.java", "method");
      if (version == std::string("new.java") && !header(dir / "old.java", "new-method").empty())
        method = header(dir / "old.java", "new-method");
      for (const auto &list : lists) {
        const std::string what = list.size() == 1 ? std::string(java::rewrite_name(list.front())) : "all";
        INFO(dir.filename().string() << "/" << version << ": " << what);
        auto out = java::apply_rewrites(text.str(), method, list, applied);
        REQUIRE(out);
        ++applied;
        if (out->source == text.str()) continue;
        ++changed[what];
        auto lowered = java::frontend::parse(out->source, (dir.filename() / version).string());
        if (!lowered) FAIL(lowered.error().to_string() << "\n" << out->source);
      }
    }
  for (const auto &[what, n] : changed)
    UNSCOPED_INFO(what << ": " << n << " files changed");
  // the renamings, unused code and layout apply to every file
  for (const char *what : {"rename-class", "add-unused", "reformat", "all"})
    CHECK(changed[what] == dirs.size() * 2);
  CHECK(changed["rename-locals"] > dirs.size());
  CHECK(changed["rename-helpers"] > 0);
  CHECK(changed["reorder-members"] > 0);
  CHECK(changed["qualify-fields"] > 0);
}
