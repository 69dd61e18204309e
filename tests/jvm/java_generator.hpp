// A seeded generator of random Java methods (issue 48): one class whose static method `snippet`
// comes first, then up to two static helpers h<N> (one of them maybe recursive, with a depth guard)
// and up to three static fields s<N>, and now and then the nested classes K0 (fields, a constructor,
// a method m) and K1 extends K0 (m overridden, called virtually). Its variables, parameters and results are of every
// primitive type, int[], long[], double[] and boolean[], and String; its bodies have locals, arithmetic
// (/ % << >> >>> & | ^ among them), casts, char and float arithmetic, compound assignments that
// narrow, Math.abs, min and max, comparisons, if/else, ternaries, bounded for and while loops (over
// an array's length too) with break and continue, switch with fall-through and default,
// try/catch/finally, throw, early returns, array and String reads and writes (out of range and on
// null too), String methods and concatenation, printing on System.out and System.err, and the
// implicit exceptions of all these. Constants are weighted towards Java's corners
// (Integer.MIN_VALUE, -1, 0, 31, 32, 63, 64, NaN, -0.0, -0.0f, (byte) 200, '\uffff', "")
// so that overflow, shift masking, MIN_VALUE / -1, NaN and signed zeros come up often. Floats and
// doubles are never printed or concatenated: JDK 17's Double.toString sometimes writes more digits
// than the shortest, which we write, as Java 19+ does.
//
// Every program compiles with javac (no unreachable statement, every local assigned where it is
// declared, no name declared twice, no int constant where a byte is expected but one that fits)
// and terminates quickly: a loop's trip count is bounded by a constant guard (a for loop's counter,
// which the body never assigns, or a while loop's guard counter) or by an array's length (at most
// 7), a recursive helper calls itself at most twice with its guard one less, calls are few and
// outside nested loops, and a String grows by at most a value's text in a loop or a helper. The
// text keeps the conventions a text-level rewriter relies on: one statement a line, every binary
// operator parenthesized with single spaces, blocks opened at the end of a line and closed on a
// line of their own, names v<N> p<N> i<N> g<N> (and e<N>, h<N>, s<N>, f<N>). The same seed gives the
// same text on every platform: the generator draws from its own splitmix64, not from the standard
// library's distributions, whose results are the implementation's choice.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace symdelta::testing {

class java_generator {
public:
  enum class jtype {
    int_,
    long_,
    boolean,
    double_,
    float_,
    short_,
    byte_,
    char_,
    int_arr,
    long_arr,
    double_arr,
    boolean_arr,
    string,
    object // a K0: an instance of K0 or of its subclass K1
  };

  /// The program of `seed`: a class `class_name` whose static method `snippet`
  /// is first.
  static std::string program(std::uint64_t seed, const std::string &class_name) {
    java_generator g(seed);
    return g.make(class_name);
  }

private:
  struct variable {
    std::string name;
    jtype type;
    bool assignable; // a loop's counter or guard is not: the loop's bound must
                     // hold
  };

  std::uint64_t state_;
  std::vector<variable> scope_;
  std::size_t next_name_ = 0, loop_depth_ = 0, statements_ = 0;

  // static helper methods: `snippet` calls any (at most 3 times, not in nested loops), a helper
  // one after it (once, outside loops), and a recursive one itself (at most twice, outside loops)
  // with its depth guard one less: a call costs some thousand steps at most
  struct helper {
    std::string name;
    std::vector<jtype> params;
    std::vector<std::string> param_names;
    bool returns; // else void
    jtype result;
    bool recursive; // its first parameter is the depth guard
  };
  std::vector<helper> helpers_;
  std::vector<variable> statics_; // static fields s<N>, declared after the methods
  std::vector<std::string> static_initializers_;
  static constexpr std::size_t no_helper = SIZE_MAX;
  std::size_t current_ = no_helper; // the helper being written, or snippet
  std::size_t self_calls_ = 0, other_calls_ = 0, max_loops_ = 2, switch_depth_ = 0;
  bool returns_ = true; // the method being written returns a value
  std::string out_;

  explicit java_generator(std::uint64_t seed) : state_(seed * 0x9e3779b97f4a7c15ull + 0x632be59bd9b4e019ull) {}

  std::uint64_t next() { // splitmix64
    std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
  bool chance(unsigned percent) { return below(100) < percent; }
  template <class T, std::size_t N> const T &pick(const T (&items)[N]) { return items[below(N)]; }

  static const char *name_of(jtype t) {
    switch (t) {
    case jtype::int_: return "int";
    case jtype::long_: return "long";
    case jtype::boolean: return "boolean";
    case jtype::float_: return "float";
    case jtype::short_: return "short";
    case jtype::byte_: return "byte";
    case jtype::char_: return "char";
    case jtype::int_arr: return "int[]";
    case jtype::long_arr: return "long[]";
    case jtype::double_arr: return "double[]";
    case jtype::boolean_arr: return "boolean[]";
    case jtype::string: return "String";
    case jtype::object: return "K0";
    default: return "double";
    }
  }

  static bool is_array(jtype t) {
    return t == jtype::int_arr || t == jtype::long_arr || t == jtype::double_arr || t == jtype::boolean_arr;
  }
  static jtype element(jtype t) {
    switch (t) {
    case jtype::int_arr: return jtype::int_;
    case jtype::long_arr: return jtype::long_;
    case jtype::double_arr: return jtype::double_;
    default: return jtype::boolean;
    }
  }
  static jtype array_of(jtype t) {
    switch (t) {
    case jtype::int_: return jtype::int_arr;
    case jtype::long_: return jtype::long_arr;
    case jtype::double_: return jtype::double_arr;
    default: return jtype::boolean_arr;
    }
  }

  static bool is_floating(jtype t) { return t == jtype::double_ || t == jtype::float_; }
  static bool is_small(jtype t) { return t == jtype::short_ || t == jtype::byte_ || t == jtype::char_; }

  /// Does a value of `from` convert to `to` by assignment without a cast
  /// (JLS 5.1.2's widening)?
  static bool widens(jtype from, jtype to) {
    if (from == to) return true;
    auto rank = [](jtype t) {
      switch (t) {
      case jtype::byte_: return 0;
      case jtype::short_:
      case jtype::char_: return 1;
      case jtype::int_: return 2;
      case jtype::long_: return 3;
      case jtype::float_: return 4;
      case jtype::double_: return 5;
      default: return -1;
      }
    };
    if (rank(from) < 0 || rank(to) < 0) return false;
    if (to == jtype::char_ || (from == jtype::char_ && to == jtype::short_)) return false;
    return rank(from) < rank(to);
  }

  jtype any_type() {
    static const jtype weighted[] = {jtype::int_,   jtype::int_,    jtype::int_,    jtype::long_,
                                     jtype::long_,  jtype::boolean, jtype::double_, jtype::float_,
                                     jtype::short_, jtype::byte_,   jtype::char_,   jtype::string};
    return pick(weighted);
  }

  /// The type of a local or a parameter: now and then an array.
  jtype local_type(bool object_allowed = false) {
    static const jtype arrays[] = {jtype::int_arr, jtype::int_arr, jtype::long_arr, jtype::double_arr,
                                   jtype::boolean_arr};
    if (object_allowed && objects_ && chance(40)) return jtype::object;
    return chance(15) ? pick(arrays) : any_type();
  }

  // objects: nested classes K0 (an int and a long field, a constructor, a method m) and K1 extends
  // K0 (its constructor calls super(..), m overridden), in programs that have them
  bool objects_ = false;
  std::string int_field_, long_field_;

  /// A K0 value: a new K0 or K1, a ternary of both, an alias, or null.
  std::string new_object() {
    switch (below(6)) {
    case 0:
    case 1: return "new K0(" + expression(jtype::int_, 1) + ")";
    case 2: return "new K1(" + expression(jtype::int_, 1) + ")";
    case 3: return "(" + condition(1) + " ? new K0(" + leaf(jtype::int_) + ") : new K1(" + leaf(jtype::int_) + "))";
    case 4: {
      const std::string other = variable_of(jtype::object, false);
      if (!other.empty()) return other;
      return "new K1(0)";
    }
    default: return "null";
    }
  }

  /// Any variable in scope whose type is an array (an assignable one if asked),
  /// or "".
  const variable *some_array(bool assignable) {
    std::vector<const variable *> found;
    for (const auto &v : scope_)
      if (is_array(v.type) && (!assignable || v.assignable)) found.push_back(&v);
    return found.empty() ? nullptr : found[below(found.size())];
  }

  /// An index into `a`: in range most of the time, else -1, its length or any
  /// int (the implicit ArrayIndexOutOfBoundsException), from a loop's counter
  /// often.
  std::string index(const std::string &a) {
    switch (below(7)) {
    case 0: return "0";
    case 1: return chance(50) ? "1" : "-1";
    case 2: return "(" + a + ".length - 1)";
    case 3: return chance(30) ? a + ".length" : "(" + leaf(jtype::int_) + " & 3)";
    case 4: return chance(80) ? "2" : "Integer.MIN_VALUE";
    case 5: {
      const std::string counter = variable_of(jtype::int_, false);
      if (!counter.empty()) return counter;
      return "0";
    }
    default: return leaf(jtype::int_);
    }
  }

  /// A new array of type `t`: `new T[n]` (n negative now and then), an
  /// initializer, or null.
  std::string new_array(jtype t, bool initializer_allowed) {
    const std::string e = name_of(element(t));
    switch (below(6)) {
    case 0: return "new " + e + "[" + (chance(50) ? std::string(chance(50) ? "0" : "3") : "1") + "]";
    case 1: {
      const std::string n = variable_of(jtype::int_, false);
      if (n.empty()) return "new " + e + "[" + (chance(80) ? "2" : "-1") + "]";
      return "new " + e + "[(" + n + (chance(60) ? " & 7)]" : " % 5)]"); // % may be negative
    }
    case 2:
    case 3: {
      std::string items;
      const std::size_t n = below(4);
      for (std::size_t k = 0; k < n; ++k)
        items += (k ? ", " : "") + expression(element(t), 1);
      return (initializer_allowed && chance(50) ? "{" : "new " + e + "[]{") + items + "}";
    }
    case 4: {
      const std::string other = variable_of(t, false);
      if (!other.empty()) return other; // an alias
      return "new " + e + "[4]";
    }
    default: return chance(30) ? "null" : "new " + e + "[5]";
    }
  }

  std::string fresh(const char *prefix) { return prefix + std::to_string(next_name_++); }

  /// A variable of type `t` in scope (an assignable one if asked; one of a type
  /// that widens to `t` if asked), or "".
  std::string variable_of(jtype t, bool assignable, bool widening = false) {
    std::vector<const variable *> found;
    for (const auto &v : scope_)
      if ((v.type == t || (widening && widens(v.type, t))) && (!assignable || v.assignable)) found.push_back(&v);
    return found.empty() ? std::string() : found[below(found.size())]->name;
  }

  // ---- constants: the corners first
  // ---------------------------------------------------------------

  std::string int_constant() {
    static const char *const corners[] = {"0",
                                          "1",
                                          "-1",
                                          "2",
                                          "Integer.MIN_VALUE",
                                          "Integer.MAX_VALUE",
                                          "31",
                                          "32",
                                          "63",
                                          "64",
                                          "-2147483648",
                                          "0x7fffffff",
                                          "3",
                                          "7",
                                          "10",
                                          "-7",
                                          "0xff",
                                          "65536"};
    if (chance(80)) return pick(corners);
    return std::to_string(static_cast<std::int64_t>(below(2001)) - 1000);
  }

  std::string long_constant() {
    static const char *const corners[] = {
        "0L",           "1L",  "-1L",  "2L",         "Long.MIN_VALUE", "Long.MAX_VALUE",
        "31L",          "32L", "63L",  "64L",        "0xffffffffL",    "2147483648L",
        "-2147483649L", "7L",  "-10L", "1000000007L"};
    if (chance(80)) return pick(corners);
    return std::to_string(static_cast<std::int64_t>(below(2001)) - 1000) + "L";
  }

  std::string double_constant() {
    static const char *const corners[] = {"0.0",
                                          "-0.0",
                                          "1.0",
                                          "-1.0",
                                          "0.5",
                                          "2.5",
                                          "Double.NaN",
                                          "Double.POSITIVE_INFINITY",
                                          "1e308",
                                          "3.0",
                                          "Double.NEGATIVE_INFINITY",
                                          "1e-320",
                                          "Double.MAX_VALUE",
                                          "Double.MIN_VALUE",
                                          "100.0",
                                          "-2.5"};
    if (chance(80)) return pick(corners);
    return std::to_string(static_cast<std::int64_t>(below(2001)) - 1000) + ".25";
  }

  std::string float_constant() {
    static const char *const corners[] = {"0.0f",
                                          "-0.0f",
                                          "1.0f",
                                          "-1.0f",
                                          "0.1f",
                                          "Float.NaN",
                                          "Float.POSITIVE_INFINITY",
                                          "Float.NEGATIVE_INFINITY",
                                          "Float.MAX_VALUE",
                                          "Float.MIN_VALUE",
                                          "16777217.0f",
                                          "3.4e38f",
                                          "1e-45f",
                                          "2.5f",
                                          "-0.5f"};
    if (chance(80)) return pick(corners);
    return std::to_string(static_cast<std::int64_t>(below(2001)) - 1000) + ".75f";
  }

  // a byte, short or char constant: one that fits (a larger int constant would
  // not compile where the type is narrow), or one narrowed by a cast that javac
  // folds
  std::string small_constant(jtype t) {
    static const char *const bytes[] = {"0", "1", "-1", "127", "-128", "((byte) 200)", "((byte) -129)", "64"};
    static const char *const shorts[] = {"0", "1", "-1", "32767", "-32768", "((short) 70000)", "255", "-300"};
    static const char *const chars[] = {"'a'",         "'Z'",       "'0'",         "'\\uffff'", "'\\u0000'",
                                        "((char) -1)", "'\\u00e9'", "((char) 65)", "' '",       "'\\u007f'"};
    switch (t) {
    case jtype::byte_: return pick(bytes);
    case jtype::short_: return pick(shorts);
    default: return pick(chars);
    }
  }

  std::string text_constant() {
    static const char *const texts[] = {"\"\"",    "\"a\"", "\"abc\"",  "\"ab\"", "\"-1\"",     "\"\\u00e9\"",
                                        "\"a,b\"", "\" \"", "\"null\"", "\"A\"",  "\"\\\"\\n\""};
    return pick(texts);
  }

  std::string constant(jtype t) {
    switch (t) {
    case jtype::string: return text_constant();
    case jtype::int_: return int_constant();
    case jtype::long_: return long_constant();
    case jtype::boolean: return chance(50) ? "true" : "false";
    case jtype::float_: return float_constant();
    case jtype::short_:
    case jtype::byte_:
    case jtype::char_: return small_constant(t);
    default: return double_constant();
    }
  }

  // ---- expressions
  // ---------------------------------------------------------------------------------

  /// A leaf of type `t`: a variable (mostly) or a constant.
  std::string leaf(jtype t) {
    if (t == jtype::boolean && chance(60)) { // a test of an input more often than `true` or `false`
      static const char *const ops[] = {"<", "<=", ">", ">=", "==", "!="};
      static const jtype comparable[] = {jtype::int_,  jtype::int_,   jtype::int_, jtype::long_,
                                         jtype::long_, jtype::float_, jtype::char_};
      const jtype compared = pick(comparable);
      const std::string v = variable_of(compared, false, true);
      if (!v.empty()) return "(" + v + " " + pick(ops) + " " + leaf(compared) + ")";
    }
    if ((t == jtype::int_ || t == jtype::long_ || t == jtype::boolean) && chance(15)) { // an object's
      const std::string o = variable_of(jtype::object, false);
      if (!o.empty()) {
        if (t == jtype::long_) return o + "." + long_field_;
        if (t == jtype::boolean) return chance(50) ? "(" + o + " == null)" : "(" + o + " instanceof K1)";
        return chance(50) ? o + "." + int_field_ : o + ".m(" + leaf(jtype::int_) + ")"; // (virtual)
      }
    }
    if (t == jtype::int_ && chance(8)) { // an array's length
      if (const variable *a = some_array(false)) return a->name + ".length";
    }
    if ((t == jtype::int_ || t == jtype::long_ || t == jtype::double_ || t == jtype::boolean) && chance(20)) {
      const std::string a = variable_of(array_of(t), false);
      if (!a.empty()) return a + "[" + index(a) + "]";
    }
    if (chance(10)) { // a helper's result
      const auto hs = callable(&t);
      if (!hs.empty()) return call(hs[below(hs.size())]);
    }
    if ((t == jtype::int_ || t == jtype::char_ || t == jtype::boolean) && chance(15)) {
      const std::string s = variable_of(jtype::string, false);
      if (!s.empty()) return text_query(t, s);
    }
    if (t == jtype::boolean && chance(10)) {
      if (const variable *a = some_array(false)) return "(" + a->name + (chance(50) ? " == null)" : " != null)");
    }
    // a variable of the type, or one of a narrower type that widens to it (not
    // for byte, short or char: `c ? -300 : aByte` is an int, which a short does
    // not take)
    if (chance(80)) {
      const std::string v = variable_of(t, false, !is_small(t) && chance(30));
      if (!v.empty()) return v;
    }
    return constant(t);
  }

  /// The helpers the method being written may call (returning a value of type `t` if given).
  std::vector<std::size_t> callable(const jtype *t) {
    std::vector<std::size_t> out;
    for (std::size_t h = 0; h < helpers_.size(); ++h) {
      const helper &x = helpers_[h];
      if (current_ == no_helper) {
        if (loop_depth_ > 1 || other_calls_ >= 3) continue;
      } else {
        if (loop_depth_ > 0 || h < current_) continue;
        if (h == current_ && (!x.recursive || self_calls_ >= 2)) continue;
        if (h != current_ && other_calls_ >= 1) continue;
      }
      if (t && !(x.returns && (x.result == *t || (!is_small(*t) && widens(x.result, *t))))) continue;
      out.push_back(h);
    }
    return out;
  }

  /// A call of helper `h`: its depth guard one less than ours in itself, else at most 5.
  std::string call(std::size_t h) {
    const helper &x = helpers_[h];
    ++(h == current_ ? self_calls_ : other_calls_);
    std::string args;
    for (std::size_t k = 0; k < x.params.size(); ++k) {
      std::string arg;
      if (k == 0 && x.recursive) {
        static const char *const guards[] = {"0", "1", "3", "4", "-1"};
        arg = h == current_ ? "(" + x.param_names[0] + " - 1)"
              : chance(40)  ? "(" + leaf(jtype::int_) + " & 3)"
                            : std::string(pick(guards));
      } else if (is_array(x.params[k])) {
        arg = variable_of(x.params[k], false);
        if (arg.empty()) arg = chance(20) ? "null" : "new " + std::string(name_of(element(x.params[k]))) + "[2]";
      } else if (is_small(x.params[k]) && x.params[k] != jtype::char_) { // (no implicit narrowing of `64`)
        arg = "((" + std::string(name_of(x.params[k])) + ") " + expression(x.params[k], 1) + ")";
      } else {
        arg = expression(x.params[k], 1);
      }
      args += (k ? ", " : "") + arg;
    }
    return x.name + "(" + args + ")";
  }

  /// An int, char or boolean that a String method computes from the String `s`.
  std::string text_query(jtype t, const std::string &s) {
    auto other = [&] { return chance(70) ? leaf(jtype::string) : text_constant(); };
    if (t == jtype::char_) return s + ".charAt(" + text_index(s) + ")";
    if (t == jtype::boolean) {
      switch (below(4)) {
      case 0: return s + ".isEmpty()";
      case 1: return s + ".startsWith(" + other() + ")";
      case 2: return s + ".contains(" + other() + ")";
      default: return s + ".equals(" + (chance(20) ? std::string("null") : other()) + ")";
      }
    }
    switch (below(4)) {
    case 0: return s + ".length()";
    case 1: return s + ".indexOf(" + (chance(50) ? other() : leaf(jtype::char_)) + ")";
    case 2: return s + ".compareTo(" + other() + ")";
    default: return "(" + s + ".length() - 1)";
    }
  }

  /// An index into the String `s`: in range most of the time, else -1 or its length or more.
  std::string text_index(const std::string &s) {
    switch (below(5)) {
    case 0: return "0";
    case 1: return chance(50) ? "1" : "-1";
    case 2: return "(" + s + ".length() - 1)";
    case 3: return chance(50) ? s + ".length()" : "(" + leaf(jtype::int_) + " & 3)";
    default: return leaf(jtype::int_);
    }
  }

  /// A String: a concatenation with a value of any type but float and double (JDK 17's
  /// Double.toString sometimes writes more digits than the shortest, which we write), a
  /// substring, String.valueOf, concat, a ternary, or a leaf.
  std::string text(int depth) {
    static const jtype operands[] = {jtype::int_,   jtype::long_, jtype::char_,  jtype::boolean,
                                     jtype::string, jtype::byte_, jtype::short_, jtype::string};
    switch (below(7)) {
    case 0:
    case 1: {
      const std::string other = expression(pick(operands), depth - 1);
      const std::string self = expression(jtype::string, depth - 1);
      return "(" + (chance(50) ? self + " + " + other : other + " + " + self) + ")";
    }
    case 2: {
      const std::string s = variable_of(jtype::string, false);
      if (s.empty()) return leaf(jtype::string);
      if (chance(50)) return s + ".substring(" + text_index(s) + ")";
      return s + ".substring(" + text_index(s) + ", " + text_index(s) + ")";
    }
    case 3: {
      static const jtype valued[] = {jtype::int_, jtype::long_, jtype::char_, jtype::boolean};
      return "String.valueOf(" + expression(pick(valued), depth - 1) + ")";
    }
    case 4: {
      const std::string s = variable_of(jtype::string, false);
      if (s.empty()) return leaf(jtype::string);
      return s + ".concat(" + expression(jtype::string, depth - 1) + ")";
    }
    case 5:
      return "(" + condition(depth - 1) + " ? " + expression(jtype::string, depth - 1) + " : " +
             expression(jtype::string, depth - 1) + ")";
    default: return leaf(jtype::string);
    }
  }

  std::string expression(jtype t, int depth) {
    if (depth <= 0 || chance(25)) return leaf(t);
    switch (t) {
    case jtype::int_:
    case jtype::long_: return integral(t, depth);
    case jtype::boolean: return condition(depth);
    case jtype::float_: return single(depth);
    case jtype::string: return text(depth);
    case jtype::short_:
    case jtype::byte_:
    case jtype::char_: return small(t, depth);
    default: return floating(depth);
    }
  }

  /// A byte, short or char expression: a narrowing cast of int arithmetic (char
  /// arithmetic among it), a ternary of two, or a leaf.
  std::string small(jtype t, int depth) {
    switch (below(5)) {
    case 0:
    case 1: {
      const std::string operand = t == jtype::char_ && chance(50)
                                      ? "(" + leaf(jtype::char_) + " " + (chance(50) ? "+" : "-") + " " +
                                            expression(jtype::int_, depth - 1) + ")"
                                      : expression(chance(80) ? jtype::int_ : jtype::long_, depth - 1);
      return "((" + std::string(name_of(t)) + ") " + operand + ")";
    }
    case 2:
      if (chance(50)) return "((" + std::string(name_of(t)) + ") " + expression(jtype::float_, depth - 1) + ")";
      { // a ternary of two int constants is an int, which a byte does not take:
        // one side a variable
        const std::string v = variable_of(t, false);
        const std::string other = expression(t, depth - 1);
        if (v.empty())
          return "((" + std::string(name_of(t)) + ") (" + condition(depth - 1) + " ? " + other + " : " +
                 expression(t, depth - 1) + "))";
        return "(" + condition(depth - 1) + " ? " + (chance(50) ? v + " : " + other : other + " : " + v) + ")";
      }
    default: return leaf(t);
    }
  }

  /// A float expression: float arithmetic (NaN, -0.0f, overflow to infinity and
  /// rounding of int and long operands among it), conversions, or a leaf.
  std::string single(int depth) {
    switch (below(6)) {
    case 0:
    case 1: {
      static const char *const ops[] = {"+", "-", "*", "/", "%"};
      static const jtype others[] = {jtype::int_, jtype::long_, jtype::char_};
      const jtype other = chance(70) ? jtype::float_ : pick(others);
      return "(" + expression(jtype::float_, depth - 1) + " " + pick(ops) + " " + expression(other, depth - 1) + ")";
    }
    case 2: return "((float) " + expression(chance(50) ? jtype::double_ : jtype::long_, depth - 1) + ")";
    case 3:
      return "(" + condition(depth - 1) + " ? " + expression(jtype::float_, depth - 1) + " : " +
             expression(jtype::float_, depth - 1) + ")";
    case 4:
      if (chance(50)) return "Math.abs(" + expression(jtype::float_, depth - 1) + ")";
      return std::string(chance(50) ? "Math.min(" : "Math.max(") + expression(jtype::float_, depth - 1) + ", " +
             expression(jtype::float_, depth - 1) + ")";
    default: return chance(30) ? "(- " + expression(jtype::float_, depth - 1) + ")" : leaf(jtype::float_);
    }
  }

  std::string integral(jtype t, int depth) {
    const char *suffix = t == jtype::long_ ? "L" : "";
    switch (below(12)) {
    case 0:
    case 1:
    case 2: {
      static const char *const ops[] = {"+", "-", "*", "/", "%", "&", "|", "^", "/", "%"};
      return "(" + expression(t, depth - 1) + " " + pick(ops) + " " + expression(t, depth - 1) + ")";
    }
    case 3: { // a shift: by a corner count (masked to 5 or 6 bits), or by any
              // value of either type
      static const char *const ops[] = {"<<", ">>", ">>>"};
      static const char *const counts[] = {"1", "31", "32", "33", "63", "64", "-1", "0"};
      const std::string count =
          chance(50) ? std::string(pick(counts)) : expression(chance(70) ? jtype::int_ : jtype::long_, depth - 1);
      return "(" + expression(t, depth - 1) + " " + pick(ops) + " " + count + ")";
    }
    case 4: { // a divisor that is often 0 or -1
      static const char *const ops[] = {"/", "%"};
      static const char *const divisors[] = {"0", "-1", "1", "2"};
      const std::string d = chance(50) ? std::string(pick(divisors)) + suffix
                                       : "(" + expression(t, depth - 1) + " & " + (chance(50) ? "1" : "3") + ")";
      return "(" + expression(t, depth - 1) + " " + pick(ops) + " " + d + ")";
    }
    case 5: // (a space: `- -1`, not the decrement `--1`)
      return "(" + std::string(chance(50) ? "- " : "~") + expression(t, depth - 1) + ")";
    case 6:
      return "(" + condition(depth - 1) + " ? " + expression(t, depth - 1) + " : " + expression(t, depth - 1) + ")";
    case 7: // a conversion: narrowing from long, widening from int, or from
            // double (saturating, NaN to 0)
      if (t == jtype::int_) return "((int) " + expression(chance(60) ? jtype::long_ : jtype::double_, depth - 1) + ")";
      return chance(60) ? "((long) " + expression(jtype::int_, depth - 1) + ")"
                        : "((long) " + expression(jtype::double_, depth - 1) + ")";
    case 8: // mixed int and long arithmetic, promoted to long (and narrowed
            // back for an int)
      if (t == jtype::int_) return "((int) (" + expression(jtype::long_, depth - 1) + " * " + leaf(jtype::int_) + "))";
      return "(" + expression(jtype::int_, depth - 1) + " + " + expression(jtype::long_, depth - 1) + ")";
    case 9: // narrowing to byte, short or char (and promoted back), or Math's
            // abs, min and max
      switch (below(6)) {
      case 4: // char arithmetic, promoted to int
        return "(" + leaf(jtype::char_) + " " + (chance(50) ? "-" : "+") + " " + leaf(jtype::char_) + ")";
      case 0: return "((byte) " + expression(t, depth - 1) + ")";
      case 1: return "((short) " + expression(t, depth - 1) + ")";
      case 2: return "((char) " + expression(t, depth - 1) + ")";
      case 3: return "Math.abs(" + expression(t, depth - 1) + ")";
      case 5: return "((" + std::string(name_of(t)) + ") " + expression(jtype::float_, depth - 1) + ")";
      default:
        return std::string(chance(50) ? "Math.min(" : "Math.max(") + expression(t, depth - 1) + ", " +
               expression(t, depth - 1) + ")";
      }
    default: return leaf(t);
    }
  }

  std::string floating(int depth) {
    switch (below(6)) {
    case 0:
    case 1: {
      static const char *const ops[] = {"+", "-", "*", "/", "%"};
      return "(" + expression(jtype::double_, depth - 1) + " " + pick(ops) + " " +
             expression(jtype::double_, depth - 1) + ")";
    }
    case 2: {
      static const jtype from[] = {jtype::int_, jtype::long_, jtype::float_, jtype::char_};
      return "((double) " + expression(pick(from), depth - 1) + ")";
    }
    case 3:
      return "(" + condition(depth - 1) + " ? " + expression(jtype::double_, depth - 1) + " : " +
             expression(jtype::double_, depth - 1) + ")";
    case 4: return "(- " + expression(jtype::double_, depth - 1) + ")";
    default: return leaf(jtype::double_);
    }
  }

  std::string condition(int depth) {
    if (depth <= 0) return leaf(jtype::boolean);
    switch (below(7)) {
    case 0:
    case 1:
    case 2: {
      static const char *const ops[] = {"<", "<=", ">", ">=", "==", "!="};
      static const jtype compared[] = {jtype::int_,   jtype::int_,  jtype::long_, jtype::double_,
                                       jtype::float_, jtype::char_, jtype::short_};
      const jtype t = pick(compared);
      return "(" + expression(t, depth - 1) + " " + pick(ops) + " " + expression(t, depth - 1) + ")";
    }
    case 3: {
      static const char *const ops[] = {"&&", "||", "&", "|", "^", "==", "!="};
      return "(" + condition(depth - 1) + " " + pick(ops) + " " + condition(depth - 1) + ")";
    }
    case 4: return "(!" + condition(depth - 1) + ")";
    default: return leaf(jtype::boolean);
    }
  }

  // ---- statements
  // ----------------------------------------------------------------------------------

  void line(int indent, const std::string &text) { out_ += std::string(2 * indent, ' ') + text + "\n"; }

  void block(int indent, int depth, std::size_t count) {
    const std::size_t outer = scope_.size();
    for (std::size_t i = 0; i < count && statements_ < 30; ++i)
      statement(indent, depth);
    scope_.resize(outer);
  }

  void statement(int indent, int depth) {
    ++statements_;
    const std::size_t choice = below(depth > 0 ? 14 : 7);
    switch (choice) {
    case 0:
    case 1: { // a local
      const jtype t = local_type(true);
      const std::string name = fresh("v");
      const std::string init = t == jtype::object                 ? new_object()
                               : is_array(t)                      ? new_array(t, true)
                               : t == jtype::string && chance(10) ? std::string("null")
                                                                  : expression(t, 3);
      line(indent, std::string(name_of(t)) + " " + name + " = " + init + ";");
      scope_.push_back({name, t, true});
      return;
    }
    case 2:
    case 3: { // an assignment, plain or compound (with its implicit narrowing)
      jtype t = any_type();
      std::string target = variable_of(t, true);
      if (const std::string o = chance(20) ? variable_of(jtype::object, false) : ""; !o.empty()) { // a field
        t = chance(50) ? jtype::int_ : jtype::long_;
        target = o + "." + (t == jtype::int_ ? int_field_ : long_field_);
      } else if (const variable *a = chance(30) ? some_array(false) : nullptr) { // an element, or the array itself
        if (a->assignable && chance(20)) {
          line(indent, a->name + " = " + new_array(a->type, false) + ";");
          return;
        }
        t = element(a->type);
        target = a->name + "[" + index(a->name) + "]";
      }
      if (target.empty()) return statement(indent, depth);
      if (t == jtype::string) {
        // in a loop, only a value that is not a String is appended: `s = s + s` there would make a
        // text of 2^70 characters (and in a helper, which a loop may call, doubling a static field)
        static const jtype operands[] = {jtype::string, jtype::int_, jtype::char_, jtype::long_, jtype::boolean};
        if (loop_depth_ > 0 || current_ != no_helper)
          line(indent, target + " += " + expression(operands[1 + below(std::size(operands) - 1)], 2) + ";");
        else if (chance(50))
          line(indent, target + " = " + expression(t, 2) + ";");
        else
          line(indent, target + " += " + expression(pick(operands), 2) + ";");
      } else if (t == jtype::boolean) {
        static const char *const ops[] = {" = ", " &= ", " |= ", " ^= "};
        line(indent, target + pick(ops) + condition(2) + ";");
      } else if (is_floating(t)) { // (a float target narrows a double right-hand side)
        static const char *const ops[] = {" = ", " += ", " -= ", " *= ", " /= ", " %= "};
        const char *op = pick(ops);
        const jtype rhs = std::string(op) == " = " ? t : chance(70) ? t : jtype::double_;
        line(indent, target + op + expression(rhs, 2) + ";");
      } else {
        static const char *const ops[] = {
            " = ", " += ", " -= ", " *= ", " /= ", " %= ", " &= ", " |= ", " ^= ", " <<= ", " >>= ", " >>>= "};
        static const jtype wider[] = {jtype::int_, jtype::long_, jtype::double_, jtype::float_};
        const jtype source = is_small(t)  ? (chance(70) ? jtype::int_ : pick(wider))
                             : chance(25) ? (chance(50) ? jtype::long_ : jtype::double_)
                                          : t;
        const char *op = pick(ops);
        // `int x = <long>` does not compile; `int x += <long>` narrows
        // implicitly
        const bool plain = std::string(op) == " = ";
        // bitwise operators and shifts take no double
        const bool bitwise = std::string(op).find_first_of("&|^<>") != std::string::npos;
        const jtype rhs = plain ? t : bitwise && is_floating(source) ? jtype::int_ : source;
        line(indent, target + op + expression(rhs, 2) + ";");
      }
      return;
    }
    case 4: {           // printing, or ++ or -- (wrapping a byte, short or char)
      if (chance(35)) { // of every type but float and double (JDK 17's digits are not always the shortest)
        static const jtype printed[] = {jtype::int_,   jtype::long_, jtype::char_,  jtype::boolean,
                                        jtype::string, jtype::byte_, jtype::short_, jtype::string};
        const char *stream = chance(85) ? "System.out." : "System.err.";
        if (chance(10))
          line(indent, std::string(stream) + "println();");
        else
          line(indent,
               std::string(stream) + (chance(60) ? "println(" : "print(") + expression(pick(printed), 2) + ");");
        return;
      }
      static const jtype counted[] = {jtype::int_,   jtype::long_, jtype::int_,  jtype::long_,
                                      jtype::short_, jtype::byte_, jtype::char_, jtype::float_};
      const jtype t = pick(counted);
      const std::string target = variable_of(t, true);
      if (target.empty()) return statement(indent, depth);
      line(indent, target + (chance(50) ? "++;" : "--;"));
      return;
    }
    case 5: { // an early return, or a call of a helper (void or not) as a statement
      if (chance(30)) {
        const auto hs = callable(nullptr);
        if (!hs.empty()) {
          line(indent, call(hs[below(hs.size())]) + ";");
          return;
        }
      }
      line(indent, "if (" + condition(2) + ") {");
      line(indent + 1, returns_ ? "return " + expression(return_type_, 2) + ";" : std::string("return;"));
      line(indent, "}");
      return;
    }
    case 6: // break (of a loop or a switch) or continue, a throw, else an assignment
      if ((loop_depth_ > 0 || switch_depth_ > 0) && chance(60)) {
        line(indent, "if (" + condition(2) + ") {");
        line(indent + 1, loop_depth_ == 0 || chance(50) ? "break;" : "continue;");
        line(indent, "}");
        return;
      }
      if (chance(30)) {
        static const char *const thrown[] = {"IllegalStateException", "IllegalArgumentException", "ArithmeticException",
                                             "RuntimeException", "UnsupportedOperationException"};
        line(indent, "if (" + condition(2) + ") {");
        line(indent + 1,
             "throw new " + std::string(pick(thrown)) + "(" + (chance(50) ? expression(jtype::string, 2) : "") + ");");
        line(indent, "}");
        return;
      }
      return statement(indent, depth);
    case 12: { // a switch, with fall-through now and then, and a default
      static const jtype selectors[] = {jtype::int_, jtype::int_, jtype::char_, jtype::short_, jtype::byte_};
      static const char *const ints[] = {"0", "1", "2", "3", "-1", "7", "Integer.MIN_VALUE", "31", "'a'"};
      static const char *const chars[] = {"'a'", "'0'", "0", "1", "'\\uffff'", "'Z'"};
      static const char *const smalls[] = {"0", "1", "-1", "2", "127", "-128"};
      const jtype t = pick(selectors);
      std::vector<std::string> labels;
      for (std::size_t k = 0, n = 1 + below(4); k < n; ++k) {
        const std::string l = t == jtype::int_ ? pick(ints) : t == jtype::char_ ? pick(chars) : pick(smalls);
        if (std::find(labels.begin(), labels.end(), l) == labels.end()) labels.push_back(l);
      }
      const std::size_t default_at = chance(60) ? below(labels.size() + 1) : labels.size() + 1;
      // (an int expression may be a char or a short, `c ? aChar : 1`, which takes no label -1: a cast)
      const std::string selector = t == jtype::int_ ? "((int) " + expression(t, 2) + ")" : expression(t, 2);
      line(indent, "switch (" + selector + ") {");
      ++switch_depth_;
      for (std::size_t k = 0; k <= labels.size(); ++k) {
        if (k == default_at) line(indent, "default:");
        if (k == labels.size()) {
          if (k == default_at) block(indent + 1, depth - 1, 1 + below(2));
          break;
        }
        line(indent, "case " + labels[k] + ":");
        if (chance(30)) continue; // two labels, one group
        block(indent + 1, depth - 1, 1 + below(2));
        if (chance(70)) line(indent + 1, "break;");
      }
      --switch_depth_;
      line(indent, "}");
      return;
    }
    case 13: { // try with catch clauses (a specific one, then a general one) and finally
      static const char *const specific[] = {
          "ArithmeticException",       "ArrayIndexOutOfBoundsException",  "NullPointerException",
          "IndexOutOfBoundsException", "StringIndexOutOfBoundsException", "NegativeArraySizeException",
          "IllegalStateException",     "IllegalArgumentException"};
      line(indent, "try {");
      block(indent + 1, depth - 1, 1 + below(3));
      const std::size_t form = below(5);
      std::vector<std::string> catches;
      if (form != 4) catches.push_back(pick(specific));
      if (form == 1 || form == 2) catches.push_back(chance(70) ? "RuntimeException" : "Exception");
      if (form == 3) catches = {chance(50) ? "RuntimeException" : "Exception"};
      for (const auto &c : catches) {
        const std::string e = fresh("e");
        line(indent, "} catch (" + c + " " + e + ") {");
        if (c != "Exception" && chance(20)) { // rethrown
          line(indent + 1, "if (" + condition(2) + ") {");
          line(indent + 2, "throw " + e + ";");
          line(indent + 1, "}");
        }
        block(indent + 1, depth - 1, 1 + below(2));
      }
      if (form >= 2) { // finally (which assigns, or returns now and then)
        line(indent, "} finally {");
        block(indent + 1, depth - 1, 1 + below(3));
      }
      line(indent, "}");
      return;
    }
    case 7:
    case 8: { // if, or if/else
      line(indent, "if (" + condition(3) + ") {");
      block(indent + 1, depth - 1, 1 + below(3));
      if (chance(50)) {
        line(indent, "} else {");
        block(indent + 1, depth - 1, 1 + below(3));
      }
      line(indent, "}");
      return;
    }
    case 9:
    case 10: { // a for loop over a counter the body does not assign
      if (loop_depth_ >= max_loops_) return statement(indent, depth);
      const std::string i = fresh("i");
      static const char *const bounds[] = {"0", "1", "3", "5", "8", "12"};
      // or a trip count the inputs decide, at most 7 whatever the body assigns
      const std::string bound = variable_of(jtype::int_, false);
      std::string limit = !bound.empty() && chance(40) ? "(" + bound + " & 7)" : std::string(pick(bounds));
      // or an array's length (which an assignment in the body may change, to at
      // most 7)
      if (const variable *a = chance(30) ? some_array(false) : nullptr) limit = a->name + ".length";
      line(indent, "for (int " + i + " = 0; " + i + " < " + limit + "; " + i + "++) {");
      scope_.push_back({i, jtype::int_, false});
      ++loop_depth_;
      block(indent + 1, depth - 1, 1 + below(4));
      --loop_depth_;
      scope_.pop_back();
      line(indent, "}");
      return;
    }
    default: { // a while loop on a condition, ended by a guard counter too
      if (loop_depth_ >= max_loops_) return statement(indent, depth);
      const std::string g = fresh("g");
      static const char *const bounds[] = {"2", "4", "7", "10"};
      line(indent, "int " + g + " = 0;");
      scope_.push_back({g, jtype::int_, false});
      line(indent, "while (" + condition(2) + " && " + g + "++ < " + pick(bounds) + ") {");
      ++loop_depth_;
      block(indent + 1, depth - 1, 1 + below(4));
      --loop_depth_;
      line(indent, "}");
      return;
    }
    }
  }

  jtype return_type_ = jtype::int_;

  /// The parameters of a method, declared, in scope.
  std::string declare(const std::vector<jtype> &types, const std::vector<std::string> &names) {
    std::string params;
    for (std::size_t k = 0; k < types.size(); ++k) {
      params += (k ? ", " : "") + std::string(name_of(types[k])) + " " + names[k];
      scope_.push_back({names[k], types[k], true});
    }
    return params;
  }

  std::string make(const std::string &class_name) {
    objects_ = chance(30);
    if (objects_) {
      int_field_ = fresh("f");
      long_field_ = fresh("f");
    }
    return_type_ = any_type();
    std::vector<jtype> types;
    std::vector<std::string> names;
    const std::size_t count = 1 + below(4);
    for (std::size_t k = 0; k < count; ++k) {
      types.push_back(local_type());
      names.push_back(fresh("p"));
    }
    // the helpers' signatures first: snippet calls them
    for (std::size_t h = 0, n = chance(50) ? 1 + below(2) : 0; h < n; ++h) {
      helper x{fresh("h"), {}, {}, !chance(20), any_type(), chance(40)};
      if (x.recursive) {
        x.params.push_back(jtype::int_);
        x.param_names.push_back(fresh("p"));
      }
      for (std::size_t k = 0, m = below(4); k < m; ++k) {
        x.params.push_back(local_type());
        x.param_names.push_back(fresh("p"));
      }
      helpers_.push_back(std::move(x));
    }
    // static fields, which every method reads and writes (the harness compares them after the call)
    for (std::size_t k = 0, n = chance(25) ? 1 + below(3) : 0; k < n; ++k) {
      const jtype t = local_type();
      const std::string name = fresh("s");
      static_initializers_.push_back(
          is_array(t) ? "new " + std::string(name_of(element(t))) + "[" + std::to_string(below(4)) + "]" : constant(t));
      statics_.push_back({name, t, true});
    }
    scope_ = statics_;
    out_ = "public class " + class_name + " {\n";
    const std::string params = declare(types, names);
    line(1, "public static " + std::string(name_of(return_type_)) + " snippet(" + params + ") {");
    block(2, 3, 3 + below(6));
    line(2, "return " + expression(return_type_, 3) + ";");
    line(1, "}");
    for (std::size_t h = 0; h < helpers_.size(); ++h) {
      const helper &x = helpers_[h];
      scope_ = statics_;
      current_ = h;
      self_calls_ = other_calls_ = 0;
      statements_ = 18; // at most 12 statements (a recursive helper with no loop)
      max_loops_ = x.recursive ? 0 : 1;
      returns_ = x.returns;
      return_type_ = x.result;
      const std::string hparams = declare(x.params, x.param_names);
      line(1, "static " + std::string(x.returns ? name_of(x.result) : "void") + " " + x.name + "(" + hparams + ") {");
      if (x.recursive) { // the depth guard
        for (auto &v : scope_)
          if (v.name == x.param_names[0]) v.assignable = false;
        line(2, "if ((" + x.param_names[0] + " <= 0)) {");
        self_calls_ = 2; // (no call of itself here)
        line(3, x.returns ? "return " + expression(x.result, 2) + ";" : std::string("return;"));
        self_calls_ = 0;
        line(2, "}");
      }
      block(2, 2, 2 + below(4));
      if (x.returns) line(2, "return " + expression(x.result, 3) + ";");
      line(1, "}");
    }
    if (objects_) { // the classes: their bodies see their parameters and fields only, and call nothing
      helpers_.clear();
      current_ = no_helper;
      const std::string a = fresh("p"), b = fresh("p"), c = fresh("p"), d = fresh("p");
      auto body = [&](const std::vector<variable> &vars, jtype t) {
        scope_ = vars;
        return expression(t, 2);
      };
      const variable fi{int_field_, jtype::int_, false}, fl{long_field_, jtype::long_, false};
      line(1, "static class K0 {");
      line(2, "int " + int_field_ + ";");
      line(2, "long " + long_field_ + ";");
      line(2, "K0(int " + a + ") {");
      line(3, int_field_ + " = " + body({{a, jtype::int_, false}}, jtype::int_) + ";");
      line(2, "}");
      line(2, "int m(int " + b + ") {");
      line(3, "return " + body({{b, jtype::int_, false}, fi, fl}, jtype::int_) + ";");
      line(2, "}");
      line(1, "}");
      line(1, "static class K1 extends K0 {");
      line(2, "K1(int " + c + ") {");
      line(3, "super(" + body({{c, jtype::int_, false}}, jtype::int_) + ");");
      line(3, long_field_ + " = " + body({{c, jtype::int_, false}, fi}, jtype::long_) + ";");
      line(2, "}");
      line(2, "@Override");
      line(2, "int m(int " + d + ") {");
      line(3, "return " + body({{d, jtype::int_, false}, fi, fl}, jtype::int_) + ";");
      line(2, "}");
      line(1, "}");
    }
    for (std::size_t k = 0; k < statics_.size(); ++k)
      line(1, "static " + std::string(name_of(statics_[k].type)) + " " + statics_[k].name + " = " +
                  static_initializers_[k] + ";");
    out_ += "}\n";
    return out_;
  }
};

} // namespace symdelta::testing
