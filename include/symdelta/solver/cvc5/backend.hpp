#pragma once
// CVC5 behind the solver concept (the only file that includes cvc5.h). Each backend object owns its
// cvc5::Solver. Transcendental functions that CVC5 supports (exp, sin, cos, tan, asin, acos, atan)
// are native; sinh, cosh and tanh are exact definitions over exp; log, atan2 and pow are
// uninterpreted functions with the caller's axioms (real_function).
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <cvc5/cvc5.h>

#include "symdelta/core/text.hpp"
#include "symdelta/solver/concepts.hpp"
#include "symdelta/solver/real_functions.hpp"

namespace symdelta::solver {

class cvc5 {
public:
  using term = ::cvc5::Term;
  using sort = ::cvc5::Sort;
  using function = ::cvc5::Term;
  static constexpr std::string_view name = "cvc5";

  class model {
  public:
    explicit model(const ::cvc5::Solver &s) : s_(&s) {}
    [[nodiscard]] value eval(const term &t) const { return cvc5::read_value(s_->getValue(t)); }

  private:
    const ::cvc5::Solver *s_;
  };

  cvc5() {
    s_.setOption("produce-models", "true");
    s_.setOption("incremental", "true");
    s_.setOption("strings-exp", "true");         // str.at, str.substr, str.indexof need the extended solver
    s_.setOption("strings-alpha-card", "65536"); // characters are Java's UTF-16 units
    // quiet: a model it cannot build (strings beyond strings-model-max-len) is an unknown answer,
    // not a warning on the caller's standard error
    s_.setOption("verbosity", "-1");
    s_.setLogic("ALL");
  }

  // a backend hands out references to itself (watchdog, axiom generator): it stays where it is made
  cvc5(const cvc5 &) = delete;
  cvc5 &operator=(const cvc5 &) = delete;

  // ---- sorts ------------------------------------------------------------------------------
  sort bool_sort() { return s_.getBooleanSort(); }
  sort int_sort() { return s_.getIntegerSort(); }
  sort real_sort() { return s_.getRealSort(); }
  sort bv_sort(unsigned width) { return s_.mkBitVectorSort(width); }
  sort fp_sort(unsigned ebits, unsigned sbits) { return s_.mkFloatingPointSort(ebits, sbits); }
  sort array_sort(const sort &index, const sort &elem) { return s_.mkArraySort(index, elem); }
  sort string_sort() { return s_.getStringSort(); }
  sort sort_of(const term &t) { return t.getSort(); }

  // ---- constants and values ---------------------------------------------------------------
  term constant(std::string_view n, const sort &s) {
    const auto key = std::pair(std::string(n), s.toString());
    if (auto it = constants_.find(key); it != constants_.end()) return it->second;
    term t = s_.mkConst(s, std::string(n));
    constants_.emplace(key, t);
    declared_.push_back(t);
    return t;
  }
  term fresh(std::string_view prefix, const sort &s) {
    term t = s_.mkConst(s, std::string(prefix) + "!" + std::to_string(fresh_count_++));
    declared_.push_back(t);
    return t;
  }
  term bound_var(std::string_view n, const sort &s) { return s_.mkVar(s, std::string(n)); }
  term bool_val(bool b) { return s_.mkBoolean(b); }
  term int_val(std::int64_t v) { return s_.mkInteger(v); }
  term int_val(std::string_view decimal) { return s_.mkInteger(std::string(decimal)); }
  term real_val(std::string_view text) { return s_.mkReal(std::string(text)); }
  term bv_val(std::uint64_t bits, unsigned width) {
    if (width <= 64) return s_.mkBitVector(width, width == 64 ? bits : bits & ((std::uint64_t{1} << width) - 1));
    return s_.mkBitVector(width, std::to_string(bits), 10);
  }
  term bv_val(std::string_view decimal, unsigned width) {
    big_int v(std::string{decimal});
    if (v < 0) v += big_int(1) << width;
    return s_.mkBitVector(width, v.str(), 10);
  }
  term fp_val(double d) { return s_.mkFloatingPoint(11, 53, bv_val(std::bit_cast<std::uint64_t>(d), 64)); }
  term fp_val(float f) { return s_.mkFloatingPoint(8, 24, bv_val(std::bit_cast<std::uint32_t>(f), 32)); }
  /// A string of the codes of `s` (core/text.hpp).
  term string_val(std::string_view s) {
    std::wstring codes;
    for (const std::uint32_t c : text::codes(s))
      codes += static_cast<wchar_t>(c);
    return s_.mkString(codes);
  }
  term rounding_mode(solver::rounding_mode rm) {
    switch (rm) {
    case solver::rounding_mode::nearest_even: return s_.mkRoundingMode(::cvc5::ROUND_NEAREST_TIES_TO_EVEN);
    case solver::rounding_mode::nearest_away: return s_.mkRoundingMode(::cvc5::ROUND_NEAREST_TIES_TO_AWAY);
    case solver::rounding_mode::toward_positive: return s_.mkRoundingMode(::cvc5::ROUND_TOWARD_POSITIVE);
    case solver::rounding_mode::toward_negative: return s_.mkRoundingMode(::cvc5::ROUND_TOWARD_NEGATIVE);
    case solver::rounding_mode::toward_zero: return s_.mkRoundingMode(::cvc5::ROUND_TOWARD_ZERO);
    }
    return s_.mkRoundingMode(::cvc5::ROUND_NEAREST_TIES_TO_EVEN);
  }
  term const_array(const sort &index, const term &v) { return s_.mkConstArray(s_.mkArraySort(index, v.getSort()), v); }

  // ---- functions --------------------------------------------------------------------------
  function declare_fun(std::string_view n, std::span<const sort> domain, const sort &range) {
    function f = s_.declareFun(std::string(n), std::vector<sort>(domain.begin(), domain.end()), range);
    declared_.push_back(f);
    return f;
  }
  term apply(const function &f, std::span<const term> args) {
    if (args.empty()) return f; // a declared constant
    std::vector<term> xs{f};
    xs.insert(xs.end(), args.begin(), args.end());
    return s_.mkTerm(::cvc5::Kind::APPLY_UF, xs);
  }

  term approximation(std::string_view n, std::span<const term> args, const sort &range) {
    return real_fns_.uninterpreted(std::string(n), args, range);
  }
  std::string to_string_sort(const sort &s) { return s.toString(); }
  /// o(args) for a real function o: native for exp, sin, cos, tan, asin, acos, atan, and exact
  /// over exp for sinh, cosh, tanh; the others (log, atan2, pow) are uninterpreted functions.
  term real_function(op o, std::span<const term> args, const function_axioms<term> &axioms) {
    switch (o) {
    case op::exp:
    case op::sin:
    case op::cos:
    case op::tan:
    case op::asin:
    case op::acos:
    case op::atan:
    case op::sinh:
    case op::cosh:
    case op::tanh: return mk(o, args);
    default: return axiomatized(args, axioms);
    }
  }
  term axiomatized(std::span<const term> a, const function_axioms<term> &axioms) {
    auto facts = scan({a.begin(), a.end()});
    if (a.size() == 1 && a[0].isRealValue()) facts.constant = parse_rational(a[0].getRealValue());
    return real_fns_.approximate(axioms, a, facts);
  }

  // ---- operators --------------------------------------------------------------------------
  term mk(op o, std::initializer_list<term> args) { return mk(o, std::span<const term>(args.begin(), args.size())); }
  term mk(op o, std::span<const term> a) {
    using K = ::cvc5::Kind;
    auto k = [&](K kind) { return s_.mkTerm(kind, std::vector<term>(a.begin(), a.end())); };
    switch (o) {
    case op::not_: return k(K::NOT);
    case op::and_: return a.size() == 1 ? a[0] : a.empty() ? bool_val(true) : k(K::AND);
    case op::or_: return a.size() == 1 ? a[0] : a.empty() ? bool_val(false) : k(K::OR);
    case op::implies: return k(K::IMPLIES);
    case op::xor_: return k(K::XOR);
    case op::eq: return k(K::EQUAL);
    case op::distinct: return k(K::DISTINCT);
    case op::ite: return k(K::ITE);
    case op::add: return a.size() == 1 ? a[0] : k(K::ADD);
    case op::sub: return k(K::SUB);
    case op::mul: return a.size() == 1 ? a[0] : k(K::MULT);
    case op::neg: return k(K::NEG);
    case op::div: return k(K::DIVISION);
    case op::int_div: return k(K::INTS_DIVISION);
    case op::mod: return k(K::INTS_MODULUS);
    case op::abs: return k(K::ABS);
    case op::lt: return k(K::LT);
    case op::le: return k(K::LEQ);
    case op::gt: return k(K::GT);
    case op::ge: return k(K::GEQ);
    case op::to_real: return k(K::TO_REAL);
    case op::to_int: return k(K::TO_INTEGER);
    case op::is_int: return k(K::IS_INTEGER);
    case op::bv_add: return k(K::BITVECTOR_ADD);
    case op::bv_sub: return k(K::BITVECTOR_SUB);
    case op::bv_mul: return k(K::BITVECTOR_MULT);
    case op::bv_neg: return k(K::BITVECTOR_NEG);
    case op::bv_udiv: return k(K::BITVECTOR_UDIV);
    case op::bv_urem: return k(K::BITVECTOR_UREM);
    case op::bv_sdiv: return k(K::BITVECTOR_SDIV);
    case op::bv_srem: return k(K::BITVECTOR_SREM);
    case op::bv_smod: return k(K::BITVECTOR_SMOD);
    case op::bv_and: return k(K::BITVECTOR_AND);
    case op::bv_or: return k(K::BITVECTOR_OR);
    case op::bv_xor: return k(K::BITVECTOR_XOR);
    case op::bv_not: return k(K::BITVECTOR_NOT);
    case op::bv_shl: return k(K::BITVECTOR_SHL);
    case op::bv_lshr: return k(K::BITVECTOR_LSHR);
    case op::bv_ashr: return k(K::BITVECTOR_ASHR);
    case op::bv_concat: return k(K::BITVECTOR_CONCAT);
    case op::bv_ult: return k(K::BITVECTOR_ULT);
    case op::bv_ule: return k(K::BITVECTOR_ULE);
    case op::bv_ugt: return k(K::BITVECTOR_UGT);
    case op::bv_uge: return k(K::BITVECTOR_UGE);
    case op::bv_slt: return k(K::BITVECTOR_SLT);
    case op::bv_sle: return k(K::BITVECTOR_SLE);
    case op::bv_sgt: return k(K::BITVECTOR_SGT);
    case op::bv_sge: return k(K::BITVECTOR_SGE);
    case op::fp_add: return k(K::FLOATINGPOINT_ADD);
    case op::fp_sub: return k(K::FLOATINGPOINT_SUB);
    case op::fp_mul: return k(K::FLOATINGPOINT_MULT);
    case op::fp_div: return k(K::FLOATINGPOINT_DIV);
    case op::fp_sqrt: return k(K::FLOATINGPOINT_SQRT);
    case op::fp_rem: return k(K::FLOATINGPOINT_REM);
    case op::fp_round_to_integral: return k(K::FLOATINGPOINT_RTI);
    case op::fp_neg: return k(K::FLOATINGPOINT_NEG);
    case op::fp_abs: return k(K::FLOATINGPOINT_ABS);
    case op::fp_min: return k(K::FLOATINGPOINT_MIN);
    case op::fp_max: return k(K::FLOATINGPOINT_MAX);
    case op::fp_eq: return k(K::FLOATINGPOINT_EQ);
    case op::fp_lt: return k(K::FLOATINGPOINT_LT);
    case op::fp_le: return k(K::FLOATINGPOINT_LEQ);
    case op::fp_gt: return k(K::FLOATINGPOINT_GT);
    case op::fp_ge: return k(K::FLOATINGPOINT_GEQ);
    case op::fp_is_nan: return k(K::FLOATINGPOINT_IS_NAN);
    case op::fp_is_inf: return k(K::FLOATINGPOINT_IS_INF);
    case op::fp_is_zero: return k(K::FLOATINGPOINT_IS_ZERO);
    case op::fp_is_normal: return k(K::FLOATINGPOINT_IS_NORMAL);
    case op::fp_is_subnormal: return k(K::FLOATINGPOINT_IS_SUBNORMAL);
    case op::fp_is_negative: return k(K::FLOATINGPOINT_IS_NEG);
    case op::fp_is_positive: return k(K::FLOATINGPOINT_IS_POS);
    case op::fp_to_real: return k(K::FLOATINGPOINT_TO_REAL);
    case op::select: return k(K::SELECT);
    case op::store: return k(K::STORE);
    case op::str_concat: return k(K::STRING_CONCAT);
    case op::str_len: return k(K::STRING_LENGTH);
    case op::str_at: return k(K::STRING_CHARAT);
    case op::str_substr: return k(K::STRING_SUBSTR);
    case op::str_contains: return k(K::STRING_CONTAINS);
    case op::str_prefix_of: return k(K::STRING_PREFIX);
    case op::str_suffix_of: return k(K::STRING_SUFFIX);
    case op::str_index_of: return k(K::STRING_INDEXOF);
    case op::str_to_code: return k(K::STRING_TO_CODE);
    case op::str_from_code: return k(K::STRING_FROM_CODE);
    case op::str_from_int: return k(K::STRING_FROM_INT);
    case op::str_lt: return k(K::STRING_LT);
    case op::str_le: return k(K::STRING_LEQ);
    case op::sqrt:
    case op::cbrt: return real_fns_.root(o, a[0], scan({a[0]}));
    case op::exp: return k(K::EXPONENTIAL);
    case op::sin: return k(K::SINE);
    case op::cos: return k(K::COSINE);
    case op::tan: return k(K::TANGENT);
    case op::asin: return k(K::ARCSINE);
    case op::acos: return k(K::ARCCOSINE);
    case op::atan: return k(K::ARCTANGENT);
    case op::sinh:
    case op::cosh: { // (e^x -+ e^-x) / 2, exactly
      const term ex = mk(op::exp, {a[0]}), emx = mk(op::exp, {mk(op::neg, {a[0]})});
      return mk(op::div, {mk(o == op::sinh ? op::sub : op::add, {ex, emx}), real_val("2")});
    }
    case op::tanh: { // (e^2x - 1) / (e^2x + 1)
      const term e2x = mk(op::exp, {mk(op::mul, {real_val("2"), a[0]})});
      return mk(op::div, {mk(op::sub, {e2x, real_val("1")}), mk(op::add, {e2x, real_val("1")})});
    }
    default:
      throw std::invalid_argument(is_transcendental(o) ? "symdelta::solver::cvc5: no such function: ask real_function"
                                                       : "symdelta::solver::cvc5: unknown operator");
    }
  }

  term extract(unsigned hi, unsigned lo, const term &t) {
    return indexed(::cvc5::Kind::BITVECTOR_EXTRACT, {hi, lo}, t);
  }
  term sign_extend(unsigned n, const term &t) { return indexed(::cvc5::Kind::BITVECTOR_SIGN_EXTEND, {n}, t); }
  term zero_extend(unsigned n, const term &t) { return indexed(::cvc5::Kind::BITVECTOR_ZERO_EXTEND, {n}, t); }
  term bv_to_int(const term &t, bool is_signed) {
    const term nat = s_.mkTerm(::cvc5::Kind::BITVECTOR_TO_NAT, {t});
    if (!is_signed) return nat;
    const unsigned w = t.getSort().getBitVectorSize();
    const term sign = s_.mkTerm(::cvc5::Kind::EQUAL, {extract(w - 1, w - 1, t), s_.mkBitVector(1, 1)});
    const term modulus = int_val((big_int(1) << w).str());
    return mk(op::ite, {sign, mk(op::sub, {nat, modulus}), nat});
  }
  term int_to_bv(unsigned width, const term &t) { return indexed(::cvc5::Kind::INT_TO_BITVECTOR, {width}, t); }
  /// Every string's are: the alphabet is the units (strings-alpha-card, set at construction),
  /// which CVC5 decides far better than a regular expression that says so.
  term utf16_units(const term &) { return s_.mkTrue(); }
  term fp_from_bits(const term &bits, unsigned ebits, unsigned sbits) {
    return indexed(::cvc5::Kind::FLOATINGPOINT_TO_FP_FROM_IEEE_BV, {ebits, sbits}, bits);
  }
  term fp_to_fp(solver::rounding_mode rm, const term &t, unsigned ebits, unsigned sbits) {
    return indexed(::cvc5::Kind::FLOATINGPOINT_TO_FP_FROM_FP, {ebits, sbits}, rounding_mode(rm), t);
  }
  term fp_from_sbv(solver::rounding_mode rm, const term &t, unsigned ebits, unsigned sbits) {
    return indexed(::cvc5::Kind::FLOATINGPOINT_TO_FP_FROM_SBV, {ebits, sbits}, rounding_mode(rm), t);
  }
  term fp_from_real(solver::rounding_mode rm, const term &t, unsigned ebits, unsigned sbits) {
    return indexed(::cvc5::Kind::FLOATINGPOINT_TO_FP_FROM_REAL, {ebits, sbits}, rounding_mode(rm), t);
  }
  term fp_to_sbv(solver::rounding_mode rm, const term &t, unsigned width) {
    return indexed(::cvc5::Kind::FLOATINGPOINT_TO_SBV, {width}, rounding_mode(rm), t);
  }
  /// The IEEE bit pattern of t (a NaN's: any NaN's). CVC5 has no fp.to_ieee_bv: the pattern is
  /// a fresh bit-vector b with the fact fp_from_bits(b) = t, which pins it down for every other
  /// value (+0 and -0 included: `=` tells them apart).
  term fp_to_bits(const term &t, unsigned ebits, unsigned sbits) {
    return real_fns_.defined("bits" + std::to_string(ebits + sbits), t, scan({t}), bv_sort(ebits + sbits),
                             [&](const term &b) {
                               return mk(op::eq, {fp_from_bits(b, ebits, sbits), t});
                             });
  }

  term forall(std::span<const term> vars, const term &body) { return quantifier(::cvc5::Kind::FORALL, vars, body); }
  term exists(std::span<const term> vars, const term &body) { return quantifier(::cvc5::Kind::EXISTS, vars, body); }
  /// t with every occurrence of from[k] replaced by to[k], at once (Term::substitute)
  term substitute(const term &t, std::span<const term> from, std::span<const term> to) {
    return t.substitute(std::vector<term>(from.begin(), from.end()), std::vector<term>(to.begin(), to.end()));
  }

  // ---- terms ------------------------------------------------------------------------------
  std::uint64_t term_id(const term &t) { return t.getId(); }
  /// Distinct applications of uninterpreted functions in `roots`, by function name.
  std::map<std::string, std::size_t> count_applications(std::span<const term> roots) {
    std::map<std::string, std::size_t> counts;
    std::set<std::uint64_t> seen;
    std::vector<term> todo(roots.begin(), roots.end());
    while (!todo.empty()) {
      const term t = todo.back();
      todo.pop_back();
      if (!seen.insert(t.getId()).second) continue;
      if (auto x = real_fns_.root_argument(t.getId())) todo.push_back(*x); // a root hides its argument
      if (t.getKind() == ::cvc5::Kind::APPLY_UF && t[0].hasSymbol()) ++counts[t[0].getSymbol()];
      for (std::size_t k = 0; k < t.getNumChildren(); ++k)
        todo.push_back(t[k]);
    }
    return counts;
  }
  std::string to_string(const term &t) { return t.toString(); }
  std::optional<bool> evaluate(const term &t, std::span<const term> from, std::span<const term> to) {
    try {
      const term v = s_.simplify(substitute(t, from, to));
      if (v.isBooleanValue()) return v.getBooleanValue();
    } catch (const ::cvc5::CVC5ApiException &) { // no value then: the caller asks the solver
    }
    return std::nullopt;
  }

  // ---- assertions, scopes, checks ---------------------------------------------------------
  void add(const term &t) { s_.assertFormula(t); }
  void push() {
    s_.push(1);
    ++depth_;
  }
  void pop(std::uint32_t n = 1) {
    s_.pop(n);
    depth_ -= n;
  }
  std::uint32_t scope_depth() const { return depth_; }

  /// Checks `t` (ARDiff's H1 query). CVC5's terms belong to this solver, so the query runs in a
  /// scope of it, beside the assertions of the current path: at H1's time there are only the
  /// inputs' ranges, which a query over universally quantified inputs does not depend on.
  check_result check_alone(const term &t, std::chrono::milliseconds timeout, std::string_view = {}) {
    push();
    add(t);
    check_result r = check(timeout);
    pop(1);
    return r;
  }

  /// The roots `t` mentions and what is known of them, for quantifying over them (root_closure).
  root_closure<term> roots_of(const term &t) {
    std::set<std::uint64_t> seen;
    std::vector<term> todo{t};
    while (!todo.empty()) {
      const term u = todo.back();
      todo.pop_back();
      if (!seen.insert(u.getId()).second) continue;
      for (std::size_t i = 0; i < u.getNumChildren(); ++i)
        todo.push_back(u[i]);
    }
    const std::vector<unsigned> atoms = real_fns_.atoms_among(seen);
    auto found = real_fns_.roots_for(atoms);
    return {std::move(found.roots), std::move(found.facts)};
  }

  check_result check(std::chrono::milliseconds timeout, std::string_view = {}) {
    check_result r;
    const auto start = std::chrono::steady_clock::now();
    try {
      // CVC5 checks its wall-clock limit only now and then and overshoots by up to a quarter;
      // asking for 4/5 of the time keeps the answer within the caller's limit
      const auto limit = timeout.count() > 0 ? std::max<std::int64_t>(1, timeout.count() * 4 / 5) : 0;
      s_.setOption("tlimit-per", std::to_string(limit));
      // every axiom, not just lemmas_for(): a model must give the roots an output mentions
      // their values, and CVC5 (without libpoly here) cannot evaluate a root itself
      const auto lemmas = real_fns_.lemmas();
      // before the check: CVC5 1.0's getAssertions() after one spoils the model getValue reads
      // (values that break the assertions, such as a double's bits of 0 for 1.0)
      r.approximated = scan(s_.getAssertions()).approximated;
      const ::cvc5::Result res = lemmas.empty() ? s_.checkSat() : s_.checkSatAssuming(lemmas);
      if (res.isSat())
        r.answer = status::sat;
      else if (res.isUnsat())
        r.answer = status::unsat;
      else {
        const auto why = res.getUnknownExplanation();
        r.answer = why == ::cvc5::UnknownExplanation::TIMEOUT || why == ::cvc5::UnknownExplanation::RESOURCEOUT
                       ? status::timeout
                       : status::unknown;
        std::ostringstream ss;
        ss << why;
        r.reason = ss.str();
      }
    } catch (const ::cvc5::CVC5ApiException &e) {
      r.answer = status::error;
      r.reason = e.getMessage();
    }
    r.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
    return r;
  }

  model get_model() { return model(s_); }

  std::string to_smtlib() {
    std::string out = "(set-logic ALL)\n";
    for (const auto &d : declared_) {
      const sort s = d.getSort();
      if (s.isFunction()) {
        std::string dom;
        for (const auto &x : s.getFunctionDomainSorts())
          dom += (dom.empty() ? "" : " ") + x.toString();
        out += "(declare-fun " + d.toString() + " (" + dom + ") " + s.getFunctionCodomainSort().toString() + ")\n";
      } else {
        out += "(declare-const " + d.toString() + " " + s.toString() + ")\n";
      }
    }
    for (const auto &a : s_.getAssertions())
      out += "(assert " + a.toString() + ")\n";
    const auto lemmas = real_fns_.lemmas();
    if (!lemmas.empty()) out += "; axioms of approximated and root functions\n";
    for (const auto &l : lemmas)
      out += "(assert " + l.toString() + ")\n";
    return out + "(check-sat)\n";
  }

private:
  term indexed(::cvc5::Kind kind, std::initializer_list<std::uint32_t> idx, const term &t) {
    return s_.mkTerm(s_.mkOp(kind, idx), {t});
  }
  term indexed(::cvc5::Kind kind, std::initializer_list<std::uint32_t> idx, const term &rm, const term &t) {
    return s_.mkTerm(s_.mkOp(kind, idx), {rm, t});
  }
  term quantifier(::cvc5::Kind kind, std::span<const term> vars, const term &body) {
    const term list = s_.mkTerm(::cvc5::Kind::VARIABLE_LIST, std::vector<term>(vars.begin(), vars.end()));
    return s_.mkTerm(kind, {list, body});
  }

  /// Whether `roots` contain an application of an approximated function. The atoms in them
  /// are not collected: this backend assumes every axiom (see check()), so it never asks
  /// real_functions which ones a query needs.
  detail::argument_facts scan(std::vector<term> todo) {
    detail::argument_facts found;
    const auto &marked = real_fns_.approximated_terms();
    std::set<std::uint64_t> seen;
    while (!todo.empty() && !found.approximated) {
      term t = todo.back();
      todo.pop_back();
      if (!seen.insert(t.getId()).second) continue;
      found.approximated = marked.count(t.getId()) > 0 || (t.getKind() == ::cvc5::Kind::APPLY_UF && t[0].hasSymbol() &&
                                                           is_approximation_name(t[0].getSymbol()));
      for (std::size_t i = 0; i < t.getNumChildren(); ++i)
        todo.push_back(t[i]);
    }
    return found;
  }

  static value read_value(const term &v) {
    value out;
    if (v.isBooleanValue()) {
      out.what = value::kind::boolean;
      out.boolean = v.getBooleanValue();
    } else if (v.isIntegerValue() && v.getSort().isInteger()) {
      out.what = value::kind::integer;
      out.integer = big_int(v.getIntegerValue());
    } else if (v.isRealValue()) {
      out.what = value::kind::real;
      out.rational = parse_rational(v.getRealValue());
    } else if (v.isBitVectorValue()) {
      out.what = value::kind::bitvector;
      out.width = v.getSort().getBitVectorSize();
      out.integer = big_int(v.getBitVectorValue(10));
    } else if (v.isFloatingPointValue()) {
      out.what = value::kind::floating_point;
      const auto [e, s, bits] = v.getFloatingPointValue();
      out.exponent_bits = e;
      out.significand_bits = s;
      out.width = e + s;
      out.integer = big_int(bits.getBitVectorValue(10));
      if (v.isFloatingPointNaN()) out.integer = canonical_nan(e, s);
    } else if (v.isStringValue()) {
      out.what = value::kind::string;
      for (const wchar_t c : v.getStringValue())
        text::append_unit(out.text, static_cast<std::uint32_t>(c));
    } else {
      out.what = value::kind::other;
      out.text = v.toString();
    }
    return out;
  }

  /// The quiet NaN with only the top significand bit set (Java's canonical NaN).
  static big_int canonical_nan(unsigned e, unsigned s) {
    const big_int exponent_ones = (big_int(1) << e) - 1;
    return (exponent_ones << (s - 1)) | (big_int(1) << (s - 2));
  }

  ::cvc5::Solver s_;
  std::uint32_t depth_ = 0;
  std::uint64_t fresh_count_ = 0;
  std::map<std::pair<std::string, std::string>, term> constants_;
  std::vector<term> declared_;
  detail::real_functions<cvc5> real_fns_{*this};
};

static_assert(full_backend<cvc5>);

} // namespace symdelta::solver
