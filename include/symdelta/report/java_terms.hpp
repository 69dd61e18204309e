#pragma once
// Terms as Java expressions for the text and HTML reports: a path condition recorded as the
// solver's SMT-LIB text, `(not (fp.gt x (fp #b0 #b10000000010 #x2000000000000)))`, reads as
// `!(x > 9.0)`. The recorded text stays SMT-LIB (JSON, SQLite, --smtlib); this only reads it, so
// it is the same for every backend: Z3's printing (without let) and CVC5's (with let).
//
// Every operator is printed as Java computes it, or not at all: bit-vectors of width 32 and 64
// are int and long, whose Java arithmetic wraps as bvadd does; floating-point operations round
// to nearest even, as Java's do; Int and Real (ideal semantics) are mathematical numbers. A
// subterm without a Java form of the same meaning (SMT's `div`, an fp.to_sbv whose NaN case is
// unspecified, a shift by an unbounded count, ...) stays SMT-LIB text in the Java expression,
// so nothing printed says something the term does not.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/java_literal.hpp"
#include "symdelta/core/text.hpp"
#include "symdelta/model/records.hpp"
#include "symdelta/report/java_terms/sexp.hpp"
#include "symdelta/report/java_terms/sorts.hpp"

namespace symdelta::report {

namespace java_terms_detail {

/// Prints a term as Java (the sort_inference it derives from knows the sorts of its subterms).
class printer : sort_inference {
public:
  explicit printer(const std::map<std::string, std::string> &names) : names_(names) {}

  jx print(const sexp &e) {
    infer(e);
    infer(e); // a second round carries what a later argument told about an earlier one
    // a 16-bit value is a char or a short: where the term's 16-bit inputs are chars (compared
    // unsigned, widened with zeros) and none a short, its 16-bit casts and literals are chars
    bool chars = false, shorts = false;
    for (const auto &[n, v] : vars_)
      if (v.kind == sort_info::bv && v.width == 16) (v.is_char ? chars : shorts) = true;
    prefer_char_ = chars && !shorts;
    inferred_ = true;
    return tr(e);
  }

private:
  const std::map<std::string, std::string> &names_;

  // ---- translation

  static std::string paren(const jx &x, int min) { return x.p < min ? "(" + x.text + ")" : x.text; }

  jx fallback(const sexp &e, sort_info s = {}) { return {smt(e), primary, s}; }

  jx name(const std::string &a) {
    std::string n = a;
    if (n.size() >= 2 && n.front() == '|' && n.back() == '|') {
      const std::string inner = n.substr(1, n.size() - 2);
      if (java_path(inner)) n = inner; // a[0], this.f: names of the method's inputs
    }
    if (auto it = names_.find(n); it != names_.end()) n = it->second;
    return {n, primary, sort_of_atom(a)};
  }

  /// An input's name as the engine makes it: a Java identifier, then .field and [index] steps.
  static bool java_path(std::string_view s) {
    const auto ident_start = [](char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$'; };
    const auto ident = [&](char c) { return ident_start(c) || std::isdigit(static_cast<unsigned char>(c)); };
    std::size_t i = 0;
    if (s.empty() || !ident_start(s[0])) return false;
    while (i < s.size()) {
      if (ident(s[i])) {
        ++i;
      } else if (s[i] == '.' && i + 1 < s.size() && ident_start(s[i + 1])) {
        ++i;
      } else if (s[i] == '[') {
        const auto close = s.find(']', i);
        if (close == std::string_view::npos || close == i + 1 ||
            s.substr(i + 1, close - i - 1).find_first_not_of("0123456789") != std::string_view::npos)
          return false;
        i = close + 1;
      } else {
        return false;
      }
    }
    return true;
  }

  jx atom(const sexp &e, bool is_char) {
    const std::string &a = e.atom;
    if (const sexp *b = bound(a)) return tr(*b, is_char);
    if (a == "true" || a == "false") return {a, primary, {sort_info::boolean}};
    if (auto b = bits_of(a)) {
      if (auto r = bv_literal(b->first, b->second, is_char)) return *r;
      return fallback(e, bv_sort(b->second));
    }
    const sort_info s = sort_of_atom(a);
    if (s.kind == sort_info::integer || s.kind == sort_info::real) return {a, primary, s};
    if (s.kind == sort_info::string) {
      if (auto t = smt_string(a)) return {java::java_quoted(*t), primary, s};
      return fallback(e, s);
    }
    jx n = name(a);
    if (is_char && n.sort.kind == sort_info::bv) n.sort.is_char = true;
    return n;
  }

  static jx make(std::string text, int p, sort_info s) { return {std::move(text), p, s}; }

  jx binary(const jx &a, std::string_view op, const jx &b, int p, sort_info s, bool associative = false) {
    return make(fmt::format("{} {} {}", paren(a, p), op, paren(b, associative ? p : p + 1)), p, s);
  }

  jx unary_op(std::string_view op, const jx &a, sort_info s) {
    std::string t = paren(a, unary);
    if ((op == "-" || op == "+") && !t.empty() && (t[0] == '-' || t[0] == '+')) t = "(" + t + ")";
    return make(std::string(op) + t, unary, s);
  }

  jx cast(std::string_view type, const jx &a, sort_info s) {
    return make(fmt::format("({}) {}", type, paren(a, unary)), unary, s);
  }

  jx call(std::string_view f, const std::vector<jx> &args, sort_info s) {
    std::string t = std::string(f) + "(";
    for (std::size_t i = 0; i < args.size(); ++i)
      t += (i ? ", " : "") + args[i].text;
    return make(t + ")", primary, s);
  }

  static std::string_view int_type(unsigned width, bool is_char) {
    switch (width) {
    case 8: return "byte";
    case 16: return is_char ? "char" : "short";
    case 32: return "int";
    case 64: return "long";
    default: return "";
    }
  }

  static std::string_view float_type(const sort_info &s) { return s.eb == 8 && s.sb == 24 ? "float" : "double"; }
  static std::string_view boxed(const sort_info &s) { return s.eb == 8 && s.sb == 24 ? "Float" : "Double"; }

  jx tr(const sexp &e, bool is_char = false) {
    is_char = is_char || prefer_char_;
    if (!e.list) return atom(e, is_char);
    if (e.items.empty()) return fallback(e);
    if (e.head("let") && e.items.size() == 3 && e.items[1].list)
      return with_lets(e, [&](const sexp &b) { return tr(b, is_char); });
    const sort_info s = infer(e);
    if (auto r = translated(e, s, is_char)) return *r;
    return fallback(e, s);
  }

  std::optional<jx> translated(const sexp &e, const sort_info &s, bool is_char) {
    const sexp &h = e.items[0];
    const std::size_t n = e.items.size() - 1;
    const auto arg = [&](std::size_t i, bool c = false) { return tr(e.items[i], c); };
    // ---- constants of their own form
    if (e.head("fp") && n == 3) {
      const auto sign = bits_of(e.items[1].atom), ex = bits_of(e.items[2].atom), m = bits_of(e.items[3].atom);
      if (!sign || !ex || !m || !java_floating(ex->second, m->second + 1)) return std::nullopt;
      return floating_literal((sign->first << (ex->second + m->second)) | (ex->first << m->second) | m->first,
                              ex->second, m->second + 1);
    }
    if (e.head("_")) {
      if (n == 2 && !e.items[1].list && e.items[1].atom.rfind("bv", 0) == 0) { // (_ bv5 32)
        const std::string digits = e.items[1].atom.substr(2);
        const auto w = number(e.items[2]);
        if (!w || *w > 64 || digits.empty() || digits.size() > 20 ||
            digits.find_first_not_of("0123456789") != std::string::npos)
          return std::nullopt;
        const auto v = std::strtoull(digits.c_str(), nullptr, 10);
        return bv_literal(v, *w, is_char);
      }
      const auto eb = n == 3 ? number(e.items[2]) : index{}, sb = n == 3 ? number(e.items[3]) : index{};
      if (!eb || !sb || !java_floating(*eb, *sb)) return std::nullopt;
      const bool dbl = *eb == 11;
      const std::string &k = e.items[1].atom;
      double v = 0;
      if (k == "+zero")
        v = 0.0;
      else if (k == "-zero")
        v = -0.0;
      else if (k == "+oo")
        v = std::numeric_limits<double>::infinity();
      else if (k == "-oo")
        v = -std::numeric_limits<double>::infinity();
      else if (k == "NaN")
        v = std::numeric_limits<double>::quiet_NaN();
      else
        return std::nullopt;
      return dbl ? floating_literal(std::bit_cast<std::uint64_t>(v), 11, 53)
                 : floating_literal(std::bit_cast<std::uint32_t>(static_cast<float>(v)), 8, 24);
    }
    if (h.list) return indexed_op(e, s, is_char);
    const std::string op = operator_name(h.atom);
    // ---- Booleans
    if ((op == "and" || op == "or") && n >= 2) {
      const int p = op == "and" ? cand : cor;
      std::string t;
      for (std::size_t i = 1; i <= n; ++i)
        t += (i > 1 ? (op == "and" ? " && " : " || ") : "") + paren(arg(i), p);
      return make(t, p, {sort_info::boolean});
    }
    if (op == "not" && n == 1) return unary_op("!", arg(1), {sort_info::boolean});
    if (op == "=>" && n == 2) return binary(unary_op("!", arg(1), {}), "||", arg(2), cor, {sort_info::boolean});
    if (op == "xor" && n == 2) return binary(arg(1), "^", arg(2), bxor, {sort_info::boolean});
    if (op == "ite" && n == 3) {
      const jx c = arg(1), a = arg(2, is_char), b = arg(3, is_char);
      return make(fmt::format("{} ? {} : {}", paren(c, cor), paren(a, conditional), paren(b, conditional)), conditional,
                  s);
    }
    if ((op == "=" || op == "distinct") && n == 2) {
      sort_info t = infer(e.items[1]);
      const sort_info u = infer(e.items[2]);
      if (t.kind == sort_info::unknown || (t.kind == u.kind && !t.width)) t = u;
      const bool c = t.is_char || u.is_char;
      const jx a = arg(1, c), b = arg(2, c);
      if (t.kind == sort_info::fp) // SMT's = is Java's compare: NaN equals NaN, -0.0 is not 0.0
        return make(fmt::format("{}.compare({}, {}) {} 0", boxed(t), a.text, b.text, op == "=" ? "==" : "!="), equality,
                    {sort_info::boolean});
      if (t.kind == sort_info::unknown || t.kind == sort_info::string || t.kind == sort_info::rounding)
        return std::nullopt;
      if (t.kind == sort_info::bv && int_type(t.width, c).empty()) return std::nullopt;
      return binary(a, op == "=" ? "==" : "!=", b, equality, {sort_info::boolean});
    }
    // ---- floating-point
    if (op.rfind("fp.", 0) == 0) return floating_op(e, op, s);
    // ---- bit-vectors
    if (op.rfind("bv", 0) == 0) return bv_op(e, op, s, is_char);
    // ---- Int and Real (ideal semantics)
    if ((op == "+" || op == "*") && n >= 2) {
      const int p = op == "+" ? additive : multiplicative;
      std::string t;
      for (std::size_t i = 1; i <= n; ++i)
        t += (i > 1 ? (op == "+" ? " + " : " * ") : "") + paren(arg(i), p);
      return make(t, p, s);
    }
    if (op == "-" && n == 1) {
      const jx a = arg(1);
      if (a.p == primary && !a.text.empty() && std::isdigit(static_cast<unsigned char>(a.text[0])))
        return make("-" + a.text, unary, s); // a negative literal
      return unary_op("-", a, s);
    }
    if (op == "-" && n >= 2) {
      jx r = arg(1);
      for (std::size_t i = 2; i <= n; ++i)
        r = binary(r, "-", arg(i), additive, s);
      return r;
    }
    if (op == "/" && n == 2) { // real division: an Int operand (CVC5's (/ 1 3)) as a double
      const auto real = [&](std::size_t i) {
        jx a = arg(i);
        if (infer(e.items[i]).kind != sort_info::integer) return a;
        const bool negative = !a.text.empty() && a.text[0] == '-';
        if (a.text.find_first_not_of("0123456789", negative ? 1 : 0) == std::string::npos) // an Int literal
          return make(a.text + ".0", negative ? unary : primary, {sort_info::real});
        return cast("double", a, {sort_info::real});
      };
      return binary(real(1), "/", real(2), multiplicative, {sort_info::real});
    }
    if ((op == "<" || op == "<=" || op == ">" || op == ">=") && n == 2)
      return binary(arg(1), op, arg(2), relational, {sort_info::boolean}, false);
    if (op == "abs" && n == 1) return call("Math.abs", {arg(1)}, s);
    if (op == "to_real" && n == 1) return cast("double", arg(1), {sort_info::real});
    // ---- strings: only what reads the same in Java
    if (op == "str.++" && n >= 2) { // every operand a String (SMT-LIB's sorts): Java's + concatenates
      std::string t;
      for (std::size_t i = 1; i <= n; ++i)
        t += (i > 1 ? " + " : "") + paren(arg(i), additive);
      return make(t, additive, {sort_info::string});
    }
    if (op == "str.len" && n == 1) return make(paren(arg(1), primary) + ".length()", primary, {sort_info::integer});
    // ---- uninterpreted functions: the approximated Math functions and the abstracted methods
    if (is_function_name(op)) {
      std::vector<jx> args;
      for (std::size_t i = 1; i <= n; ++i)
        args.push_back(arg(i));
      std::string f = name(op).text;
      if (f.size() >= 2 && f.front() == '|') return std::nullopt;
      // an approximated function is declared with solver::approximation_suffix: Math.tan!uf
      if (f.size() > 3 && f.ends_with("!uf")) f.resize(f.size() - 3);
      if (math_function(f)) f = "Math." + f;
      return call(f, args, s);
    }
    return std::nullopt;
  }

  /// A declared function, not an SMT-LIB operator (those are all that the rest leaves).
  bool is_function_name(const std::string &op) const {
    static const char *const reserved[] = {"div",    "mod",    "to_int", "is_int", "int2bv", "bv2int", "bv2nat",
                                           "concat", "select", "store",  "forall", "exists", "!",      "_"};
    for (const char *r : reserved)
      if (op == r) return false;
    if (op.rfind("str.", 0) == 0 || op.rfind("re.", 0) == 0 || op.rfind("seq.", 0) == 0) return false;
    return !op.empty() && (op[0] == '|' || std::isalpha(static_cast<unsigned char>(op[0])) || op[0] == '_');
  }

  std::optional<jx> floating_op(const sexp &e, const std::string &op, const sort_info &s) {
    const std::size_t n = e.items.size() - 1;
    const auto arg = [&](std::size_t i) { return tr(e.items[i]); };
    const sort_info b{sort_info::boolean};
    static const std::pair<std::string_view, std::string_view> compare[] = {
        {"fp.lt", "<"}, {"fp.leq", "<="}, {"fp.gt", ">"}, {"fp.geq", ">="}};
    for (const auto &[name, j] : compare)
      if (op == name && n == 2) return binary(arg(1), j, arg(2), relational, b);
    if (op == "fp.eq" && n == 2) return binary(arg(1), "==", arg(2), equality, b); // IEEE's ==, as Java's
    static const std::pair<std::string_view, std::string_view> rounded[] = {
        {"fp.add", "+"}, {"fp.sub", "-"}, {"fp.mul", "*"}, {"fp.div", "/"}};
    for (const auto &[name, j] : rounded)
      if (op == name && n == 3) {
        if (!rne(e.items[1])) return std::nullopt; // Java rounds to nearest, ties to even
        return binary(arg(2), j, arg(3), j == "+" || j == "-" ? additive : multiplicative, s);
      }
    if (op == "fp.neg" && n == 1) return unary_op("-", arg(1), s);
    if (op == "fp.abs" && n == 1) return call("Math.abs", {arg(1)}, s);
    if (op == "fp.sqrt" && n == 2 && rne(e.items[1]) && float_type(s) == "double")
      return call("Math.sqrt", {arg(2)}, s);
    if (op == "fp.fma" && n == 4 && rne(e.items[1])) return call("Math.fma", {arg(2), arg(3), arg(4)}, s);
    if (op == "fp.rem" && n == 2 && float_type(s) == "double") return call("Math.IEEEremainder", {arg(1), arg(2)}, s);
    if (op == "fp.roundToIntegral" && n == 2 && float_type(s) == "double") {
      const sexp &m = e.items[1];
      if (rne(m)) return call("Math.rint", {arg(2)}, s);
      if (m.is("RTN") || m.is("roundTowardNegative")) return call("Math.floor", {arg(2)}, s);
      if (m.is("RTP") || m.is("roundTowardPositive")) return call("Math.ceil", {arg(2)}, s);
      return std::nullopt;
    }
    if (n == 1) {
      const sort_info t = infer(e.items[1]);
      if (op == "fp.isNaN") return call(fmt::format("{}.isNaN", boxed(t)), {arg(1)}, b);
      if (op == "fp.isInfinite") return call(fmt::format("{}.isInfinite", boxed(t)), {arg(1)}, b);
      if (op == "fp.isZero") return binary(arg(1), "==", {"0.0", primary, t}, equality, b);
    }
    return std::nullopt;
  }

  /// A shift's count as Java takes it: a constant below the width, or one masked below it
  /// (Java masks the count; SMT-LIB shifts everything out past the width).
  std::optional<jx> shift_count(const sexp &c, unsigned width) {
    const auto small = [&](const sexp &x) {
      const auto b = x.list ? std::nullopt : bits_of(x.atom);
      return b && b->first < width;
    };
    const sexp *x = &c;
    if (!c.list)
      if (const sexp *b = bound(c.atom)) x = b;
    if (small(*x) || (x->head("bvand") && x->items.size() == 3 && (small(x->items[1]) || small(x->items[2]))))
      return tr(c);
    return std::nullopt;
  }

  std::optional<jx> bv_op(const sexp &e, const std::string &op, const sort_info &s, bool is_char) {
    const std::size_t n = e.items.size() - 1;
    sort_info t = n >= 1 ? infer(e.items[1]) : sort_info{};
    for (std::size_t i = 2; i <= n && !t.width; ++i)
      t = infer(e.items[i]);
    // a width no literal or cast tells is int's or long's, whose operators are the same: the
    // engine computes in byte, short and char only through casts (extract, sign_extend)
    const unsigned w = t.width ? t.width : 32;
    const bool c = t.is_char || is_char;
    const auto arg = [&](std::size_t i) { return tr(e.items[i], c); };
    const sort_info b{sort_info::boolean};
    if (int_type(w, c).empty()) return std::nullopt;
    // Java computes byte, short and char arithmetic in int: the result is cast back to the width
    const auto narrowed = [&](jx r) { return w < 32 ? cast(int_type(w, c), r, s) : r; };
    static const std::pair<std::string_view, std::string_view> signed_compare[] = {
        {"bvslt", "<"}, {"bvsle", "<="}, {"bvsgt", ">"}, {"bvsge", ">="}};
    static const std::pair<std::string_view, std::string_view> unsigned_compare[] = {
        {"bvult", "<"}, {"bvule", "<="}, {"bvugt", ">"}, {"bvuge", ">="}};
    if (n == 2) {
      for (const auto &[name, j] : signed_compare)
        if (op == name && !(w == 16 && c)) return binary(arg(1), j, arg(2), relational, b);
      for (const auto &[name, j] : unsigned_compare)
        if (op == name) {
          if (w == 16) return binary(tr(e.items[1], true), j, tr(e.items[2], true), relational, b);
          if (w == 32 || w == 64)
            return make(fmt::format("{}.compareUnsigned({}, {}) {} 0", w == 32 ? "Integer" : "Long", arg(1).text,
                                    arg(2).text, j),
                        relational, b);
          return std::nullopt;
        }
    }
    static const std::tuple<std::string_view, std::string_view, int, bool> arith[] = {
        {"bvadd", "+", additive, true},
        {"bvsub", "-", additive, false},
        {"bvmul", "*", multiplicative, true},
        {"bvsdiv", "/", multiplicative, false},
        {"bvsrem", "%", multiplicative, false},
        {"bvand", "&", band, true},
        {"bvor", "|", bor, true},
        {"bvxor", "^", bxor, true}};
    for (const auto &[name, j, p, assoc] : arith)
      if (op == name && n >= 2) {
        if (w < 32 && (name == "bvsdiv" || name == "bvsrem")) return std::nullopt; // sign of the narrow value
        jx r = arg(1);
        for (std::size_t i = 2; i <= n; ++i)
          r = binary(r, j, arg(i), p, {sort_info::bv, w}, assoc);
        return narrowed(r);
      }
    if (op == "bvneg" && n == 1) return narrowed(unary_op("-", arg(1), s));
    if (op == "bvnot" && n == 1) return narrowed(unary_op("~", arg(1), s));
    if (op == "bvsmod" && n == 2 && w >= 32) return call("Math.floorMod", {arg(1), arg(2)}, s);
    if ((op == "bvudiv" || op == "bvurem") && n == 2 && w >= 32)
      return call(fmt::format("{}.{}Unsigned", w == 32 ? "Integer" : "Long", op == "bvudiv" ? "divide" : "remainder"),
                  {arg(1), arg(2)}, s);
    static const std::pair<std::string_view, std::string_view> shifts[] = {
        {"bvshl", "<<"}, {"bvashr", ">>"}, {"bvlshr", ">>>"}};
    for (const auto &[name, j] : shifts)
      if (op == name && n == 2 && w >= 32) {
        const auto count = shift_count(e.items[2], w);
        if (!count) return std::nullopt;
        return binary(arg(1), j, *count, shift, s);
      }
    return std::nullopt;
  }

  std::optional<jx> indexed_op(const sexp &e, const sort_info &s, bool is_char) {
    const sexp &h = e.items[0];
    if (!h.head("_") || h.items.size() < 3 || h.items[1].list) return std::nullopt;
    const std::string &name = h.items[1].atom;
    const std::size_t n = e.items.size() - 1;
    const auto i = number(h.items[2]), j = h.items.size() > 3 ? number(h.items[3]) : index{};
    if (!i) return std::nullopt;
    sort_info from = n >= 1 ? infer(e.items[n]) : sort_info{};
    if (name == "extract" && j && n == 1) { // truncation to a narrower type, of the bits from j up
      const unsigned w = *i - *j + 1;
      if (int_type(w, is_char).empty() || (from.width && (int_type(from.width, false).empty() || from.width <= w)))
        return std::nullopt;
      jx x = tr(e.items[1]);
      if (*j > 0) { // (a width nothing tells is int's or long's: the one holding bit i)
        if (*i >= (from.width ? from.width : *i < 32 ? 32 : 64)) return std::nullopt;
        x = binary(x, ">>", {std::to_string(*j), primary, {sort_info::integer}}, shift, from);
      }
      return cast(int_type(w, is_char), x, s);
    }
    if ((name == "sign_extend" || name == "zero_extend") && n == 1) {
      if (!from.width) from = bv_sort(extended_from(*i));
      const unsigned to = from.width + *i;
      if (*i == 0) return tr(e.items[1], is_char);
      if (int_type(to, false).empty() || to < 32 || int_type(from.width, false).empty()) return std::nullopt;
      // byte, short and char widen to int by themselves in every Java operation: no cast
      const auto widened = [&](jx x) { return to == 32 ? jx{x.text, x.p, s} : cast(int_type(to, false), x, s); };
      if (name == "sign_extend" && !(from.width == 16 && from.is_char)) return widened(tr(e.items[1]));
      if (from.width == 16) return widened(tr(e.items[1], true)); // a char
      if (from.width == 8 && to == 32) return call("Byte.toUnsignedInt", {tr(e.items[1])}, s);
      if (from.width == 32 && to == 64) return call("Integer.toUnsignedLong", {tr(e.items[1])}, s);
      return std::nullopt;
    }
    if (name == "to_fp" && j && java_floating(*i, *j)) {
      const sort_info to = fp_sort(*i, *j);
      const std::string_view type = float_type(to);
      if (n == 1 && from.kind == sort_info::bv && from.width == *i + *j) // the bits as a floating-point value
        return call(type == "float" ? "Float.intBitsToFloat" : "Double.longBitsToDouble", {tr(e.items[1])}, to);
      if (n != 2) return std::nullopt;
      const sexp &x = e.items[2];
      if (from.kind == sort_info::fp) { // float to double is exact; double to float rounds to nearest
        if ((from.sb == 0 || from.sb > *j) && !rne(e.items[1])) return std::nullopt;
        return cast(type, tr(x), to);
      }
      if (!rne(e.items[1])) return std::nullopt;
      // an int or long, or an operand whose sort nothing tells: a Java value converts the same
      if ((from.kind == sort_info::bv && !int_type(from.width, false).empty()) || from.kind == sort_info::unknown)
        return cast(type, tr(x), to);
      if (!x.list && sort_of_atom(x.atom).kind != sort_info::unknown &&
          x.atom.find_first_not_of("0123456789.") == std::string::npos) { // a decimal, as Java reads a literal
        const double v = std::strtod(x.atom.c_str(), nullptr);
        return type == "float"
                   ? floating_literal(std::bit_cast<std::uint32_t>(std::strtof(x.atom.c_str(), nullptr)), 8, 24)
                   : floating_literal(std::bit_cast<std::uint64_t>(v), 11, 53);
      }
      return std::nullopt;
    }
    return std::nullopt;
  }
};

} // namespace java_terms_detail

/// One SMT-LIB term as a Java expression; nullopt where the text is no whole term (a cut one).
/// `names` renames the term's constants (an engine's name for an input to the method's).
inline std::optional<std::string> java_term(std::string_view smt,
                                            const std::map<std::string, std::string> &names = {}) {
  std::size_t pos = 0;
  auto e = java_terms_detail::read(smt, pos);
  if (!e || smt.find_first_not_of(" \n\t\r", pos) != std::string_view::npos) return std::nullopt;
  return java_terms_detail::printer(names).print(*e).text;
}

/// A report's text with the SMT-LIB terms in it printed as Java: a path condition ("t1 && t2"),
/// an output ("{a[0] = t, ...}", "throws E(t)"). What is not a term, or is cut, stays as it is,
/// as do Java string and char literals.
inline std::string java_text(std::string_view text, const std::map<std::string, std::string> &names = {}) {
  using namespace java_terms_detail;
  std::string out;
  std::size_t i = 0;
  const auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '$'; };
  while (i < text.size()) {
    const char c = text[i];
    if (c == '"' || c == '\'') { // a Java literal of the text, as it is
      std::size_t j = i + 1;
      while (j < text.size() && text[j] != c)
        j += text[j] == '\\' ? 2 : 1;
      j = std::min(j + 1, text.size());
      out += text.substr(i, j - i);
      i = j;
      continue;
    }
    const bool term_start =
        c == '(' ? (i == 0 || !ident(text[i - 1]))
                 : (c == '|' || (c == '#' && i + 1 < text.size() && (text[i + 1] == 'x' || text[i + 1] == 'b')));
    if (term_start) {
      std::size_t pos = i;
      if (auto e = read(text, pos)) {
        jx j = printer(names).print(*e);
        const bool whole = i == 0 && text.find_first_not_of(" ", pos) == std::string_view::npos;
        out += whole || j.p > cor ? j.text : "(" + j.text + ")";
        i = pos;
        continue;
      }
      out += text.substr(i); // a cut term: the rest as it is
      break;
    }
    out += c;
    ++i;
  }
  return out;
}

/// The run with its terms printed as Java (path conditions, outputs, observed values), for the
/// text and HTML reports; JSON and the database keep the SMT-LIB text.
inline run_record with_java_terms(run_record run) {
  const auto effect_terms = [](effect &e) {
    if (e.what == effect::kind::returned) e.symbolic = java_text(e.symbolic);
    if (e.what == effect::kind::threw) e.symbolic = java_text(e.symbolic);
    for (auto &o : e.observed)
      o.symbolic = java_text(o.symbolic);
  };
  for (auto &p : run.partitions) {
    p.path_condition = java_text(p.path_condition);
    effect_terms(p.old_version);
    effect_terms(p.new_version);
  }
  return run;
}

} // namespace symdelta::report
