// The reports' Java form of SMT-LIB terms (report/java_terms.hpp): operators as Java computes
// them, precedence with the fewest parentheses, constants as Java writes them, and SMT-LIB kept
// for what Java cannot say the same way.
#include <string>

#include <catch2/catch.hpp>

#include "symdelta/core/java_literal.hpp"
#include "symdelta/model/records.hpp"
#include "symdelta/report/java_terms.hpp"

using symdelta::report::java_term;
using symdelta::report::java_text;

namespace {
std::string j(const std::string &smt) {
  const auto r = java_term(smt);
  REQUIRE(r);
  return *r;
}
} // namespace

TEST_CASE("Java literals: doubles, floats, longs, masks, chars", "[report][java_terms]") {
  using namespace symdelta::java;
  CHECK(double_literal(9.0) == "9.0");
  CHECK(double_literal(-0.0) == "-0.0");
  CHECK(double_literal(1e10) == "1.0E10");
  CHECK(double_literal(0.1) == "0.1");
  CHECK(double_literal(4.9e-324) == "4.9E-324");
  CHECK(double_literal(std::numeric_limits<double>::quiet_NaN()) == "Double.NaN");
  CHECK(double_literal(-std::numeric_limits<double>::infinity()) == "Double.NEGATIVE_INFINITY");
  CHECK(float_literal(2.5f) == "2.5f");
  CHECK(float_literal(0.1f) == "0.1f");
  CHECK(float_literal(std::numeric_limits<float>::infinity()) == "Float.POSITIVE_INFINITY");
  CHECK(integer_literal(10, 64) == "10L");
  CHECK(integer_literal(-1, 32) == "-1");
  CHECK(integer_literal(123456, 32) == "123456");
  CHECK(integer_literal(0x7fffffff, 32) == "0x7fffffff");
  CHECK(integer_literal(INT32_MIN, 32) == "0x80000000");
  CHECK(integer_literal(INT64_MIN, 64) == "0x8000000000000000L");
  CHECK(integer_literal(-65536, 32) == "-65536");
  CHECK(integer_literal(0xffff0000L, 64) == "0xffff0000L");
  CHECK(integer_literal(INT32_MIN, 64) == "-2147483648L");
  CHECK(integer_literal(65536, 32) == "0x10000");
  CHECK(integer_literal(255, 32) == "255");
  CHECK(char_literal('a') == "'a'");
  CHECK(char_literal('\'') == "'\\''");
  CHECK(char_literal('\n') == "'\\n'");
  CHECK(char_literal(0xe9) == "'\\u00e9'");
}

TEST_CASE("Java terms: floating-point constants keep their values", "[report][java_terms]") {
  // Z3's and CVC5's spellings of 9.0, and the special values
  CHECK(j("(not (fp.gt x (fp #b0 #b10000000010 #x2000000000000)))") == "!(x > 9.0)");
  CHECK(j("(fp.lt x (fp #b0 #b10000000010 #b0010000000000000000000000000000000000000000000000000))") == "x < 9.0");
  CHECK(j("(fp.eq x (_ -zero 11 53))") == "x == -0.0");
  CHECK(j("(fp.lt x (_ +zero 11 53))") == "x < 0.0");
  CHECK(j("(fp.gt x (_ +oo 11 53))") == "x > Double.POSITIVE_INFINITY");
  CHECK(j("(fp.lt (_ -oo 8 24) y)") == "Float.NEGATIVE_INFINITY < y");
  CHECK(j("(= x (_ NaN 11 53))") == "Double.compare(x, Double.NaN) == 0");
  CHECK(j("(fp.add RNE u (fp #b1 #x80 #b01000000000000000000000))") == "u + -2.5f");
  CHECK(j("((_ to_fp 11 53) RNE 0.5)") == "0.5");
  // SMT's = on floating point is Java's compare, not ==: NaN equals NaN, -0.0 is not 0.0
  CHECK(j("(distinct (fp.mul RNE x x) (_ +zero 11 53))") == "Double.compare(x * x, 0.0) != 0");
  CHECK(j("(fp.isNaN x)") == "Double.isNaN(x)");
  CHECK(j("(and (fp.isNaN (fp.add RNE a (_ +zero 8 24))) (fp.isInfinite b))") ==
        "Float.isNaN(a + 0.0f) && Double.isInfinite(b)");
}

TEST_CASE("Java terms: precedence with the fewest parentheses", "[report][java_terms]") {
  CHECK(j("(fp.mul RNE (fp.add RNE a b) c)") == "(a + b) * c");
  CHECK(j("(fp.add RNE (fp.mul RNE a b) c)") == "a * b + c");
  CHECK(j("(fp.sub RNE a (fp.sub RNE b c))") == "a - (b - c)");
  CHECK(j("(fp.sub RNE (fp.sub RNE a b) c)") == "a - b - c");
  CHECK(j("(fp.neg (fp.neg x))") == "-(-x)");
  CHECK(j("(and (or a b) c)") == "(a || b) && c");
  CHECK(j("(or (and a b) c)") == "a && b || c");
  CHECK(j("(not (not a))") == "!!a");
  CHECK(j("(not (and a (not (fp.lt x y))))") == "!(a && !(x < y))");
  CHECK(j("(=> a b)") == "!a || b");
  CHECK(j("(ite (bvslt x #x00000000) (bvneg x) x)") == "x < 0 ? -x : x");
  CHECK(j("(bvadd (ite c #x00000001 #x00000002) y)") == "(c ? 1 : 2) + y");
  CHECK(j("(ite (ite a b c) x y)") == "(a ? b : c) ? x : y");
  CHECK(j("(= (bvand x #x000000ff) #x00000000)") == "(x & 255) == 0");
  CHECK(j("(bvor (bvshl x #x00000002) y)") == "x << 2 | y");
}

TEST_CASE("Java terms: integers as int, long, byte, short and char", "[report][java_terms]") {
  CHECK(j("(bvsgt x #xfffffff7)") == "x > -9");
  CHECK(j("(bvsub x #xffffffff)") == "x - -1");
  CHECK(j("(bvneg #x00000005)") == "-5");
  CHECK(j("(bvneg #xfffffffb)") == "-(-5)");
  CHECK(j("(= l #x000000000000000a)") == "l == 10L");
  CHECK(j("(= (bvadd l (_ bv3 64)) (_ bv0 64))") == "l + 3L == 0L");
  CHECK(j("(bvslt x #x7fffffff)") == "x < 0x7fffffff");
  CHECK(j("(= (bvmul x #x80000000) #x00000000)") == "x * 0x80000000 == 0");
  CHECK(j("(bvslt ((_ sign_extend 24) b) #x0000000a)") == "b < 10");
  CHECK(j("(= ((_ sign_extend 32) x) l)") == "(long) x == l");
  CHECK(j("(= ((_ extract 7 0) x) #x80)") == "(byte) x == -128");
  CHECK(j("(= ((_ extract 31 0) l) #x00000001)") == "(int) l == 1");
  CHECK(j("(= ((_ extract 63 32) l) #x00000001)") == "(int) (l >> 32) == 1");
  CHECK(j("(bvult c #x0061)") == "c < 'a'");
  // chars: a 16-bit value of a term whose 16-bit inputs are chars is one
  CHECK(j("(= ((_ extract 15 0) (bvsub ((_ zero_extend 16) c) #x00000020)) #x0041)") == "(char) (c - 32) == 'A'");
  CHECK(j("(= ((_ extract 15 0) (bvsub ((_ sign_extend 16) s) #x00000020)) #xffff)") == "(short) (s - 32) == -1");
  CHECK(j("(= (if (bvslt x #x00000004) x #x00000004) (bvsdiv_i y #x00000002))") == "(x < 4 ? x : 4) == y / 2");
  CHECK(j("(= ((_ zero_extend 16) c) #x0000000a)") == "c == 10");
  CHECK(j("(= ((_ zero_extend 32) x) l)") == "Integer.toUnsignedLong(x) == l");
  CHECK(j("(bvult x #x0000000a)") == "Integer.compareUnsigned(x, 10) < 0");
  CHECK(j("(= (bvsdiv x #x00000002) (bvsrem y #xfffffffd))") == "x / 2 == y % -3");
  // shifts: Java masks the count, SMT-LIB does not; only a count below the width reads the same
  CHECK(j("(bvashr x (bvand y #x0000001f))") == "x >> (y & 31)");
  CHECK(j("(bvlshr l #x0000000000000021)") == "l >>> 33L");
  CHECK(j("(bvlshr x y)") == "(bvlshr x y)");
  CHECK(j("(= (bvshl x y) #x00000000)") == "(bvshl x y) == 0");
  CHECK(j("((_ to_fp 11 53) RNE x)") == "(double) x");
  CHECK(j("((_ to_fp 8 24) RNE ((_ to_fp 11 53) RNE f))") == "(float) (double) f");
  CHECK(j("((_ to_fp 11 53) #x3ff8000000000000)") == "Double.longBitsToDouble(0x3ff8000000000000L)");
}

TEST_CASE("Java terms: ideal arithmetic, functions, let, and what stays SMT-LIB", "[report][java_terms]") {
  CHECK(j("(not (> x 9.0))") == "!(x > 9.0)");
  CHECK(j("(< (tan (* 2.0 x)) 0.0)") == "Math.tan(2.0 * x) < 0.0");
  CHECK(j("(+ (/ 1 3) (- 5))") == "1.0 / 3.0 + -5");
  CHECK(j("(>= (+ x (* (- 2) y)) 0)") == "x + -2 * y >= 0");
  CHECK(j("(- x (- y z))") == "x - (y - z)");
  CHECK(j("(= (abs x) 1)") == "Math.abs(x) == 1");
  CHECK(j("(= (helper x 3) 7)") == "helper(x, 3) == 7");
  CHECK(j("(fp.lt (Math.tan!uf (fp.mul RNE x (fp #b0 #b10000000000 #x0000000000000))) (_ +zero 11 53))") ==
        "Math.tan(x * 2.0) < 0.0");
  CHECK(j("(< (tan!uf x) 0.0)") == "Math.tan(x) < 0.0");
  CHECK(j("(bvslt |a[0]| |this.f|)") == "a[0] < this.f");
  CHECK(j("(let ((_let_1 (bvadd x x))) (bvslt _let_1 (bvmul _let_1 _let_1)))") == "x + x < (x + x) * (x + x)");
  // no Java operator computes these alike: SMT-LIB text, with the let-bound names filled in
  CHECK(j("(= (div x 2) 1)") == "(div x 2) == 1");
  CHECK(j("(let ((_let_1 (bvadd x #x00000001))) (= (bvlshr _let_1 y) #x00000000))") ==
        "(bvlshr (bvadd x #x00000001) y) == 0");
  CHECK(j("(fp.add RTZ x y)") == "(fp.add RTZ x y)");
  CHECK(j("(fp.lt ((_ fp.to_sbv 32) RTZ x) y)") == "((_ fp.to_sbv 32) RTZ x) < y");
  CHECK(j("(bvslt x |x (alias)|)") == "x < |x (alias)|");
  CHECK_FALSE(java_term("(and a (fp.lt x ..."));
}

TEST_CASE("Java text: conjunctions, outputs, cut terms and Java literals", "[report][java_terms]") {
  CHECK(java_text("(not (fp.gt x (fp #b0 #b10000000010 #x2000000000000))) && (fp.lt (tan (fp.mul RNE (fp #b0 "
                  "#b10000000000 #x0000000000000) x)) (_ +zero 11 53))") == "!(x > 9.0) && Math.tan(2.0 * x) < 0.0");
  CHECK(java_text("(or a b) && c") == "(a || b) && c");
  CHECK(java_text("#x0000000a") == "10");
  CHECK(java_text("(ite c #x00000001 #x00000002)") == "c ? 1 : 2");
  CHECK(java_text("{a[0] = (bvadd |a[0]| #x00000001), n = 3}") == "{a[0] = a[0] + 1, n = 3}");
  CHECK(java_text("throws java.lang.IllegalStateException(\"a (b\")") ==
        "throws java.lang.IllegalStateException(\"a (b\")");
  CHECK(java_text("void") == "void");
  CHECK(java_text("(str.++ (str.++ \"r=\" (Double.toString!uf (fp.add roundNearestTiesToEven x x))) \"\\u{a}\"\"\")") ==
        "\"r=\" + Double.toString(x + x) + \"\\n\\\"\"");
  CHECK(java_text("(bvslt x #x00000001) && (bvslt y ...") == "x < 1 && (bvslt y ...");
}

TEST_CASE("Java terms of a run: text and HTML read them, the record keeps SMT-LIB", "[report][java_terms]") {
  symdelta::run_record run;
  symdelta::partition_record p;
  p.path_condition = "(fp.gt x (fp #b0 #b10000000010 #x2000000000000))";
  p.old_version.what = symdelta::effect::kind::returned;
  p.old_version.symbolic = "(fp.mul RNE (_ NaN 11 53) x)";
  p.new_version.what = symdelta::effect::kind::threw;
  p.new_version.symbolic = "java.lang.ArithmeticException";
  p.new_version.observed.push_back({"System.out", "(str.++ \"a\" s)", "\"ab\""});
  run.partitions.push_back(p);
  const auto shown = symdelta::report::with_java_terms(run);
  CHECK(shown.partitions[0].path_condition == "x > 9.0");
  CHECK(shown.partitions[0].old_version.symbolic == "Double.NaN * x");
  CHECK(shown.partitions[0].new_version.symbolic == "java.lang.ArithmeticException");
  CHECK(shown.partitions[0].new_version.observed[0].symbolic == "\"a\" + s");
  CHECK(run.partitions[0].path_condition == "(fp.gt x (fp #b0 #b10000000010 #x2000000000000))");
}
