#pragma once
// Library methods written in Java: the JDK's code (JDK 17), lowered by this frontend into a class
// of its own that the program's calls resolve to (`Math.floorMod(a, b)` calls
// `symdelta$Library.Math_floorMod`). Written once in Java, a method runs in every semantics
// the one executor has (concrete, ideal, symbolic, Java-exact) and throws where the JDK throws.
//
// Where the JDK's code tests overflow with bit tricks (`((x ^ r) & (y ^ r)) < 0`), the code
// here tests it with comparisons, exact in both semantics (bitwise operators on symbolic values
// are approximations in ideal semantics). An exact operation (`Math.addExact`) throws where the
// mathematical result is outside its type's range, which is its specification: in Java's
// arithmetic the wrapped result shows it (`y > 0 && r < x`), in ideal semantics the result
// itself (`r > Long.MAX_VALUE`); each test is false in the other semantics, so one condition
// serves both. Each method is checked against the JVM by the differential test
// (tests/jvm/programs/Library*.java).
// The code names no class (not even Integer or Long), so a program's own classes cannot capture it.
#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/ir/node.hpp"

namespace symdelta::java::detail {

/// The class the library's methods are lowered into; `$` keeps it apart from any class a
/// program declares (javac reserves such names for its own classes).
inline constexpr std::string_view library_class = "symdelta$Library";

/// The method implementing `cls.name` (all its overloads) in library_class.
inline std::string library_method_name(std::string_view cls, std::string_view name) {
  return std::string(cls) + "_" + std::string(name);
}

struct library_entry {
  std::string_view cls, name;          // Math, floorMod
  std::vector<std::string_view> needs; // entries its code calls, as "Cls.name"
  std::string source;                  // the overloads, as members of library_class

  [[nodiscard]] std::string key() const { return std::string(cls) + "." + std::string(name); }
};

/// `java.util.Arrays` methods for every primitive element type: `text` with T the element type
/// and SAME(x, y) the JDK's element equality (for floats and doubles that of their bits, so that
/// NaN equals NaN and 0.0 does not equal -0.0).
inline std::string for_primitive_arrays(std::string_view text) {
  std::string out;
  for (const std::string_view t : {"int", "long", "short", "byte", "char", "boolean", "float", "double"}) {
    std::string s(text);
    for (std::size_t at; (at = s.find('T')) != std::string::npos;) // (before the bits' names, which have Ts)
      s.replace(at, 1, t);
    const std::string bits = t == "double" ? "Double.doubleToLongBits" : t == "float" ? "Float.floatToIntBits" : "";
    for (std::size_t at; (at = s.find("SAME(")) != std::string::npos;) {
      const std::size_t comma = s.find(", ", at), close = s.find("])", comma);
      const std::string x = s.substr(at + 5, comma - at - 5), y = s.substr(comma + 2, close + 1 - comma - 2);
      s.replace(at, close + 2 - at, bits.empty() ? x + " == " + y : bits + "(" + x + ") == " + bits + "(" + y + ")");
    }
    out += s;
  }
  return out;
}

inline const std::vector<library_entry> &library_entries() {
  static const std::vector<library_entry> entries{
      // ---- java.lang.Math: division rounding down, and arithmetic that throws on overflow ----
      {"Math", "floorDiv", {}, R"(
  static int Math_floorDiv(int x, int y) {
    int q = x / y;
    if ((x < 0) != (y < 0) && q * y != x) q--;
    return q;
  }
  static long Math_floorDiv(long x, int y) { return Math_floorDiv(x, (long) y); }
  static long Math_floorDiv(long x, long y) {
    long q = x / y;
    if ((x < 0) != (y < 0) && q * y != x) q--;
    return q;
  })"},
      {"Math", "floorMod", {}, R"(
  static int Math_floorMod(int x, int y) {
    int m = x % y;
    if (m != 0 && (m < 0) != (y < 0)) m += y;
    return m;
  }
  static int Math_floorMod(long x, int y) { return (int) Math_floorMod(x, (long) y); }
  static long Math_floorMod(long x, long y) {
    long m = x % y;
    if (m != 0 && (m < 0) != (y < 0)) m += y;
    return m;
  })"},
      {"Math", "addExact", {}, R"(
  static int Math_addExact(int x, int y) {
    long r = (long) x + (long) y;
    if (r < -2147483648L || r > 2147483647L) throw new ArithmeticException("integer overflow");
    return (int) r;
  }
  static long Math_addExact(long x, long y) {
    long r = x + y;
    if (r < 0x8000000000000000L || r > 0x7fffffffffffffffL || (y > 0 && r < x) || (y < 0 && r > x))
      throw new ArithmeticException("long overflow");
    return r;
  })"},
      {"Math", "subtractExact", {}, R"(
  static int Math_subtractExact(int x, int y) {
    long r = (long) x - (long) y;
    if (r < -2147483648L || r > 2147483647L) throw new ArithmeticException("integer overflow");
    return (int) r;
  }
  static long Math_subtractExact(long x, long y) {
    long r = x - y;
    if (r < 0x8000000000000000L || r > 0x7fffffffffffffffL || (y < 0 && r < x) || (y > 0 && r > x))
      throw new ArithmeticException("long overflow");
    return r;
  })"},
      {"Math", "multiplyExact", {}, R"(
  static int Math_multiplyExact(int x, int y) {
    long r = (long) x * (long) y;
    if (r < -2147483648L || r > 2147483647L) throw new ArithmeticException("integer overflow");
    return (int) r;
  }
  static long Math_multiplyExact(long x, int y) { return Math_multiplyExact(x, (long) y); }
  static long Math_multiplyExact(long x, long y) {
    long r = x * y;
    if (r < 0x8000000000000000L || r > 0x7fffffffffffffffL || (y != 0 && r / y != x) ||
        (x == 0x8000000000000000L && y == -1))
      throw new ArithmeticException("long overflow");
    return r;
  })"},
      {"Math", "negateExact", {}, R"(
  static int Math_negateExact(int a) {
    long r = -(long) a;
    if (r > 2147483647L) throw new ArithmeticException("integer overflow");
    return (int) r;
  }
  static long Math_negateExact(long a) {
    long r = -a;
    if (r > 0x7fffffffffffffffL || (a < 0 && r < 0)) throw new ArithmeticException("long overflow");
    return r;
  })"},
      {"Math", "incrementExact", {"Math.addExact"}, R"(
  static int Math_incrementExact(int a) { return Math_addExact(a, 1); }
  static long Math_incrementExact(long a) { return Math_addExact(a, 1L); })"},
      {"Math", "decrementExact", {"Math.subtractExact"}, R"(
  static int Math_decrementExact(int a) { return Math_subtractExact(a, 1); }
  static long Math_decrementExact(long a) { return Math_subtractExact(a, 1L); })"},
      {"Math", "toIntExact", {}, R"(
  static int Math_toIntExact(long value) {
    if (value < -2147483648L || value > 2147483647L) throw new ArithmeticException("integer overflow");
    return (int) value;
  })"},
      // ---- java.lang.Integer ----
      {"Integer", "compare", {}, R"(
  static int Integer_compare(int x, int y) { return (x < y) ? -1 : ((x == y) ? 0 : 1); })"},
      {"Integer", "signum", {}, R"(
  static int Integer_signum(int i) { return i > 0 ? 1 : (i < 0 ? -1 : 0); })"},
      {"Integer", "bitCount", {}, R"(
  static int Integer_bitCount(int i) {
    i = i - ((i >>> 1) & 0x55555555);
    i = (i & 0x33333333) + ((i >>> 2) & 0x33333333);
    i = (i + (i >>> 4)) & 0x0f0f0f0f;
    i = i + (i >>> 8);
    i = i + (i >>> 16);
    return i & 0x3f;
  })"},
      {"Integer", "numberOfLeadingZeros", {}, R"(
  static int Integer_numberOfLeadingZeros(int i) {
    if (i <= 0) return i == 0 ? 32 : 0;
    int n = 31;
    if (i >= 1 << 16) { n -= 16; i >>= 16; }
    if (i >= 1 << 8) { n -= 8; i >>= 8; }
    if (i >= 1 << 4) { n -= 4; i >>= 4; }
    if (i >= 1 << 2) { n -= 2; i >>= 2; }
    return n - (i >> 1);
  })"},
      {"Integer", "numberOfTrailingZeros", {}, R"(
  static int Integer_numberOfTrailingZeros(int i) {
    i = ~i & (i - 1);
    if (i <= 0) return i & 32;
    int n = 1;
    if (i > 1 << 16) { n += 16; i >>>= 16; }
    if (i > 1 << 8) { n += 8; i >>>= 8; }
    if (i > 1 << 4) { n += 4; i >>>= 4; }
    if (i > 1 << 2) { n += 2; i >>>= 2; }
    return n + (i >>> 1);
  })"},
      {"Integer", "highestOneBit", {"Integer.numberOfLeadingZeros"}, R"(
  static int Integer_highestOneBit(int i) { return i & (0x80000000 >>> Integer_numberOfLeadingZeros(i)); })"},
      {"Integer", "lowestOneBit", {}, R"(
  static int Integer_lowestOneBit(int i) { return i & -i; })"},
      {"Integer", "reverseBytes", {}, R"(
  static int Integer_reverseBytes(int i) {
    return (i << 24) | ((i & 0xff00) << 8) | ((i >>> 8) & 0xff00) | (i >>> 24);
  })"},
      {"Integer", "reverse", {"Integer.reverseBytes"}, R"(
  static int Integer_reverse(int i) {
    i = (i & 0x55555555) << 1 | (i >>> 1) & 0x55555555;
    i = (i & 0x33333333) << 2 | (i >>> 2) & 0x33333333;
    i = (i & 0x0f0f0f0f) << 4 | (i >>> 4) & 0x0f0f0f0f;
    return Integer_reverseBytes(i);
  })"},
      {"Integer", "rotateLeft", {}, R"(
  static int Integer_rotateLeft(int i, int distance) { return (i << distance) | (i >>> -distance); })"},
      {"Integer", "rotateRight", {}, R"(
  static int Integer_rotateRight(int i, int distance) { return (i >>> distance) | (i << -distance); })"},
      // ---- java.lang.Long ----
      {"Long", "compare", {}, R"(
  static int Long_compare(long x, long y) { return (x < y) ? -1 : ((x == y) ? 0 : 1); })"},
      {"Long", "signum", {}, R"(
  static int Long_signum(long i) { return i > 0 ? 1 : (i < 0 ? -1 : 0); })"},
      {"Long", "bitCount", {}, R"(
  static int Long_bitCount(long i) {
    i = i - ((i >>> 1) & 0x5555555555555555L);
    i = (i & 0x3333333333333333L) + ((i >>> 2) & 0x3333333333333333L);
    i = (i + (i >>> 4)) & 0x0f0f0f0f0f0f0f0fL;
    i = i + (i >>> 8);
    i = i + (i >>> 16);
    i = i + (i >>> 32);
    return (int) i & 0x7f;
  })"},
      {"Long", "numberOfLeadingZeros", {"Integer.numberOfLeadingZeros"}, R"(
  static int Long_numberOfLeadingZeros(long i) {
    int x = (int) (i >>> 32);
    return x == 0 ? 32 + Integer_numberOfLeadingZeros((int) i) : Integer_numberOfLeadingZeros(x);
  })"},
      {"Long", "numberOfTrailingZeros", {"Integer.numberOfTrailingZeros"}, R"(
  static int Long_numberOfTrailingZeros(long i) {
    int x = (int) i;
    return x == 0 ? 32 + Integer_numberOfTrailingZeros((int) (i >>> 32)) : Integer_numberOfTrailingZeros(x);
  })"},
      {"Long", "highestOneBit", {"Long.numberOfLeadingZeros"}, R"(
  static long Long_highestOneBit(long i) { return i & (0x8000000000000000L >>> Long_numberOfLeadingZeros(i)); })"},
      {"Long", "lowestOneBit", {}, R"(
  static long Long_lowestOneBit(long i) { return i & -i; })"},
      {"Long", "reverseBytes", {}, R"(
  static long Long_reverseBytes(long i) {
    i = (i & 0x00ff00ff00ff00ffL) << 8 | (i >>> 8) & 0x00ff00ff00ff00ffL;
    return (i << 48) | ((i & 0xffff0000L) << 16) | ((i >>> 16) & 0xffff0000L) | (i >>> 48);
  })"},
      {"Long", "reverse", {"Long.reverseBytes"}, R"(
  static long Long_reverse(long i) {
    i = (i & 0x5555555555555555L) << 1 | (i >>> 1) & 0x5555555555555555L;
    i = (i & 0x3333333333333333L) << 2 | (i >>> 2) & 0x3333333333333333L;
    i = (i & 0x0f0f0f0f0f0f0f0fL) << 4 | (i >>> 4) & 0x0f0f0f0f0f0f0f0fL;
    return Long_reverseBytes(i);
  })"},
      {"Long", "rotateLeft", {}, R"(
  static long Long_rotateLeft(long i, int distance) { return (i << distance) | (i >>> -distance); })"},
      {"Long", "rotateRight", {}, R"(
  static long Long_rotateRight(long i, int distance) { return (i >>> distance) | (i << -distance); })"},
      // ---- java.lang.Character: ASCII exact, Java's Unicode data approximated beyond it ----
      {"Character", "isDigit", {}, R"(
  static boolean Character_isDigit(int c) {
    if (c < 128) return c >= '0' && c <= '9';
    return symdelta$Approximate.bool("Character.isDigit", c);
  })"},
      {"Character", "isLetter", {}, R"(
  static boolean Character_isLetter(int c) {
    if (c < 128) return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    return symdelta$Approximate.bool("Character.isLetter", c);
  })"},
      {"Character", "isLetterOrDigit", {"Character.isLetter", "Character.isDigit"}, R"(
  static boolean Character_isLetterOrDigit(int c) { return Character_isLetter(c) || Character_isDigit(c); })"},
      {"Character", "isWhitespace", {}, R"(
  static boolean Character_isWhitespace(int c) {
    if (c < 128) return c == ' ' || c >= 9 && c <= 13 || c >= 28 && c <= 31;
    return symdelta$Approximate.bool("Character.isWhitespace", c);
  })"},
      {"Character", "isUpperCase", {}, R"(
  static boolean Character_isUpperCase(int c) {
    if (c < 128) return c >= 'A' && c <= 'Z';
    return symdelta$Approximate.bool("Character.isUpperCase", c);
  })"},
      {"Character", "isLowerCase", {}, R"(
  static boolean Character_isLowerCase(int c) {
    if (c < 128) return c >= 'a' && c <= 'z';
    return symdelta$Approximate.bool("Character.isLowerCase", c);
  })"},
      {"Character", "toUpperCase", {}, R"(
  static int Character_toUpperCase(int c) {
    if (c < 128) return c >= 'a' && c <= 'z' ? c - 32 : c;
    return symdelta$Approximate.code("Character.toUpperCase", c);
  }
  static char Character_toUpperCase(char c) { return (char) Character_toUpperCase((int) c); })"},
      {"Character", "toLowerCase", {}, R"(
  static int Character_toLowerCase(int c) {
    if (c < 128) return c >= 'A' && c <= 'Z' ? c + 32 : c;
    return symdelta$Approximate.code("Character.toLowerCase", c);
  }
  static char Character_toLowerCase(char c) { return (char) Character_toLowerCase((int) c); })"},
      // ---- java.lang.String's methods beyond the string theory's, over its characters ----
      {"String", "compareTo", {}, R"(
  static int String_compareTo(String s, String t) {
    int n1 = s.length(), n2 = t.length();
    int lim = Math.min(n1, n2);
    for (int k = 0; k < lim; k++) {
      char c1 = s.charAt(k), c2 = t.charAt(k);
      if (c1 != c2) return c1 - c2;
    }
    return n1 - n2;
  })"},
      {"String", "equalsIgnoreCase", {"Character.toUpperCase", "Character.toLowerCase"}, R"(
  static boolean String_equalsIgnoreCase(String s, String t) {
    if (t == null || s.length() != t.length()) return false;
    for (int k = 0; k < s.length(); k++) {
      char c1 = s.charAt(k), c2 = t.charAt(k);
      if (c1 == c2) continue;
      char u1 = Character_toUpperCase(c1), u2 = Character_toUpperCase(c2);
      if (u1 == u2) continue;
      if (Character_toLowerCase(u1) != Character_toLowerCase(u2)) return false;
    }
    return true;
  })"},
      {"String", "lastIndexOf", {}, R"(
  static int String_lastIndexOf(String s, String t) {
    int m = t.length();
    for (int i = s.length() - m; i >= 0; i--)
      if (s.substring(i, i + m).equals(t)) return i;
    return -1;
  }
  static int String_lastIndexOf(String s, char c) { return String_lastIndexOf(s, "" + c); })"},
      {"String", "replace", {}, R"(
  static String String_replace(String s, char oldChar, char newChar) {
    String r = "";
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      r = r + (c == oldChar ? newChar : c);
    }
    return symdelta$Text.unchanged(r, s);
  })"},
      {"String", "trim", {}, R"(
  static String String_trim(String s) {
    int st = 0, len = s.length();
    while (st < len && s.charAt(st) <= ' ') st++;
    while (st < len && s.charAt(len - 1) <= ' ') len--;
    return s.substring(st, len);
  })"},
      {"String", "toUpperCase", {"Character.toUpperCase"}, R"(
  static String String_toUpperCase(String s) {
    String r = "";
    for (int i = 0; i < s.length(); i++) r = r + Character_toUpperCase(s.charAt(i));
    return symdelta$Text.unchanged(r, s);
  })"},
      {"String", "toLowerCase", {"Character.toLowerCase"}, R"(
  static String String_toLowerCase(String s) {
    String r = "";
    for (int i = 0; i < s.length(); i++) r = r + Character_toLowerCase(s.charAt(i));
    return symdelta$Text.unchanged(r, s);
  })"},
      // Integer.parseInt(s): the JDK's loop, its NumberFormatException messages; a digit beyond
      // ASCII (Java accepts every Unicode digit) approximated
      {"Integer", "parseInt", {}, R"(
  static int Integer_parseInt(String s) {
    if (s == null) throw new NumberFormatException("Cannot parse null string");
    int len = s.length();
    if (len == 0) throw new NumberFormatException("For input string: \"" + s + "\"");
    boolean negative = false;
    int i = 0, limit = -2147483647;
    char firstChar = s.charAt(0);
    if (firstChar < '0') {
      if (firstChar == '-') {
        negative = true;
        limit = -2147483647 - 1;
      } else if (firstChar != '+') throw new NumberFormatException("For input string: \"" + s + "\"");
      if (len == 1) throw new NumberFormatException("For input string: \"" + s + "\"");
      i++;
    }
    int multmin = limit / 10;
    int result = 0;
    while (i < len) {
      char c = s.charAt(i++);
      int digit = c < 128 ? (c >= '0' && c <= '9' ? c - '0' : -1) : symdelta$Approximate.code("Character.digit", c);
      if (digit < 0 || result < multmin) throw new NumberFormatException("For input string: \"" + s + "\"");
      result *= 10;
      if (result < limit + digit) throw new NumberFormatException("For input string: \"" + s + "\"");
      result -= digit;
    }
    return negative ? result : -result;
  })"},
  };
  return entries;
}

/// The Arrays entries: element loops that behave as the JDK's code does, exceptions included.
inline const std::vector<library_entry> &array_entries() {
  static const std::vector<library_entry> entries{
      {"Arrays", "fill", {}, for_primitive_arrays(R"(
  static void Arrays_fill(T[] a, T val) {
    for (int i = 0, len = a.length; i < len; i++) a[i] = val;
  })")},
      {"Arrays", "copyOf", {}, for_primitive_arrays(R"(
  static T[] Arrays_copyOf(T[] original, int newLength) {
    T[] copy = new T[newLength];
    int n = Math.min(original.length, newLength);
    for (int i = 0; i < n; i++) copy[i] = original[i];
    return copy;
  })")},
      // System.arraycopy's messages (HotSpot's): of the checks it makes, only a negative source
      // index or length can fail here
      {"Arrays", "copyOfRange", {}, for_primitive_arrays(R"(
  static T[] Arrays_copyOfRange(T[] original, int from, int to) {
    int newLength = to - from;
    if (newLength < 0) throw new IllegalArgumentException(from + " > " + to);
    T[] copy = new T[newLength];
    int n = Math.min(original.length - from, newLength);
    if (from < 0)
      throw new ArrayIndexOutOfBoundsException("arraycopy: source index " + from + " out of bounds for T[" +
                                               original.length + "]");
    if (n < 0) throw new ArrayIndexOutOfBoundsException("arraycopy: length " + n + " is negative");
    for (int i = 0; i < n; i++) copy[i] = original[from + i];
    return copy;
  })")},
      {"Arrays", "equals", {}, for_primitive_arrays(R"(
  static boolean Arrays_equals(T[] a, T[] a2) {
    if (a == a2) return true;
    if (a == null || a2 == null) return false;
    int length = a.length;
    if (a2.length != length) return false;
    for (int i = 0; i < length; i++)
      if (!(SAME(a[i], a2[i]))) return false;
    return true;
  })")},
  };
  return entries;
}

/// java.lang's classes written in Java are named `symdelta$java$lang$` and their simple name: the
/// lowering names each `java.lang.X` and lets the file's classes shadow it, as java.lang's are.
inline constexpr std::string_view java_lang_prefix = "symdelta$java$lang$";

/// java.lang.StringBuilder, its text a String, its StringIndexOutOfBoundsExceptions the JDK's.
inline std::string string_builder_source() {
  const std::string c = std::string(java_lang_prefix) + "StringBuilder";
  std::string out = "\nclass " + c + " {\n  private String symdelta$text = \"\";\n";
  out += "  public " + c + "() {}\n";
  out += "  public " + c + "(int capacity) { if (capacity < 0) { int[] negative = new int[capacity]; } }\n";
  out += "  public " + c + "(String s) { symdelta$text = s.concat(\"\"); }\n";
  // String.valueOf(b), which concatenation and printing call
  out += "  static String symdelta$valueOf(" + c + " b) { return b == null ? \"null\" : b.symdelta$text; }\n";
  out += "  private void symdelta$check(String what, int index, int end) {\n    if (index < 0 || index >= end)\n"
         "      throw new StringIndexOutOfBoundsException(what + \" \" + index + \", length \" + "
         "symdelta$text.length());\n"
         "  }\n";
  for (const std::string_view t : {"String", "char", "int", "long", "boolean", "float", "double"}) {
    out += fmt::format("  public {} append({} x) {{ symdelta$text = symdelta$text + x; return this; }}\n", c, t);
    out += fmt::format(
        "  public {} insert(int offset, {} x) {{\n    symdelta$check(\"offset\", offset, symdelta$text.length() + 1);\n"
        "    symdelta$text = symdelta$text.substring(0, offset) + x + symdelta$text.substring(offset);\n"
        "    return this;\n  }}\n",
        c, t);
  }
  out += R"java(  public int length() { return symdelta$text.length(); }
  public char charAt(int index) { symdelta$check("index", index, symdelta$text.length()); return symdelta$text.charAt(index); }
  public String toString() { return symdelta$Text.unchanged(symdelta$text + "", ""); }
  public void setCharAt(int index, char ch) {
    symdelta$check("index", index, symdelta$text.length());
    symdelta$text = symdelta$text.substring(0, index) + ch + symdelta$text.substring(index + 1);
  }
)java";
  out += "  public " + c + R"java( deleteCharAt(int index) {
    symdelta$check("index", index, symdelta$text.length());
    symdelta$text = symdelta$text.substring(0, index) + symdelta$text.substring(index + 1);
    return this;
  }
)java";
  // a surrogate pair keeps its order, as the JDK's reverse keeps it
  out += "  public " + c + R"java( reverse() {
    String r = "";
    for (int i = symdelta$text.length() - 1; i >= 0; i--) {
      char ch = symdelta$text.charAt(i);
      if (ch >= '\uDC00' && ch <= '\uDFFF' && i > 0 && symdelta$text.charAt(i - 1) >= '\uD800' &&
          symdelta$text.charAt(i - 1) <= '\uDBFF') {
        r = r + symdelta$text.charAt(i - 1) + ch;
        i--;
      } else {
        r = r + ch;
      }
    }
    symdelta$text = r;
    return this;
  }
}
)java";
  return out;
}

/// The classes of the errors the JVM raises by itself (ir::raised), by binary name.
inline std::array<std::string, ir::raised_kinds> raised_classes() {
  return {"java.lang.ArithmeticException",
          "java.lang.ArrayIndexOutOfBoundsException",
          "java.lang.NegativeArraySizeException",
          "java.lang.NullPointerException",
          "java.lang.StackOverflowError",
          "java.lang.ClassCastException",
          "java.lang.StringIndexOutOfBoundsException",
          "java.lang.ExceptionInInitializerError",
          "java.lang.Error",
          "java.lang.AssertionError"};
}

/// java.lang's Throwable classes. A Throwable keeps its message, and whether the JVM raised it:
/// the JVM's messages are modelled (engine/semantics/raised_message.hpp) but for the null ones, which a
/// JVM may replace by its own description of the code (a helpful NullPointerException's).

inline std::string throwable_source() {
  // {class, superclass}, superclasses first
  static constexpr std::string_view hierarchy[][2] = {
      {"Exception", "Throwable"},
      {"Error", "Throwable"},
      {"RuntimeException", "Exception"},
      {"ArithmeticException", "RuntimeException"},
      {"IndexOutOfBoundsException", "RuntimeException"},
      {"ArrayIndexOutOfBoundsException", "IndexOutOfBoundsException"},
      {"StringIndexOutOfBoundsException", "IndexOutOfBoundsException"},
      {"NegativeArraySizeException", "RuntimeException"},
      {"NullPointerException", "RuntimeException"},
      {"ClassCastException", "RuntimeException"},
      {"ArrayStoreException", "RuntimeException"},
      {"IllegalArgumentException", "RuntimeException"},
      {"NumberFormatException", "IllegalArgumentException"},
      {"IllegalStateException", "RuntimeException"},
      {"UnsupportedOperationException", "RuntimeException"},
      {"SecurityException", "RuntimeException"},
      {"CloneNotSupportedException", "Exception"},
      {"InterruptedException", "Exception"},
      {"AssertionError", "Error"},
      {"LinkageError", "Error"},
      {"ExceptionInInitializerError", "LinkageError"},
      {"VirtualMachineError", "Error"},
      {"StackOverflowError", "VirtualMachineError"},
      {"OutOfMemoryError", "VirtualMachineError"},
  };
  const std::string p(java_lang_prefix);
  std::string out = "\nclass " + p + R"(Throwable {
  String symdelta$message;
  boolean symdelta$raised;
  public )" + p + R"(Throwable() {}
  public )" + p + R"java(Throwable(String message) { symdelta$message = message; }
  public String getMessage() {
    if (symdelta$raised && symdelta$message == null)
      symdelta$Unmodelled.at("the message of an exception the JVM raised (its own text)");
    return symdelta$message;
  }
}
)java";
  for (const auto &[cls, super] : hierarchy)
    out += fmt::format("class {0}{1} extends {0}{2} {{\n  public {0}{1}() {{}}\n  public {0}{1}(String message) {{ "
                       "super(message); }}\n}}\n",
                       p, cls, super);
  return out;
}

/// Does the code throw or catch, or name a Throwable? (An Error is thrown or caught, or it is
/// named where a Throwable is expected; the name alone is common in identifiers.)
inline bool uses_throwables(std::string_view code) {
  for (const std::string_view w : {"throw", "catch", "assert", "Exception", "Throwable"})
    if (code.find(w) != std::string_view::npos) return true;
  return false;
}

/// The library class with the methods `source` may call: those whose name it contains (a
/// method included but not called costs nothing), with the methods their code calls, and
/// java.lang's Throwables when the code uses them. Empty when it needs none.
inline std::string library_source(std::string_view source) {
  std::vector<library_entry> entries = library_entries();
  if (source.find("Arrays") != std::string_view::npos)
    entries.insert(entries.end(), array_entries().begin(), array_entries().end());
  std::set<std::string> wanted;
  std::vector<std::string> todo;
  for (const auto &e : entries)
    if (source.find(e.name) != std::string_view::npos) todo.push_back(e.key());
  while (!todo.empty()) {
    const std::string key = todo.back();
    todo.pop_back();
    if (!wanted.insert(key).second) continue;
    for (const auto &e : entries)
      if (e.key() == key)
        for (auto n : e.needs)
          todo.emplace_back(n);
  }
  std::string out;
  if (!wanted.empty()) {
    out = "\nclass " + std::string(library_class) + " {";
    for (const auto &e : entries)
      if (wanted.count(e.key())) out += e.source;
    out += "\n}\n";
  }
  if (source.find("StringBuilder") != std::string_view::npos) out += string_builder_source();
  if (uses_throwables(source) || uses_throwables(out)) out += throwable_source();
  return out;
}

} // namespace symdelta::java::detail
