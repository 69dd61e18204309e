#pragma once
// The compile-time interface of a solver backend, and its capabilities. Engines are templates
// over `solver::backend`; an encoding that needs floating point asks for `fp_backend`, so a
// backend without it fails to compile with the name of the missing capability.
#include <chrono>
#include <concepts>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "symdelta/solver/function_axioms.hpp"
#include "symdelta/solver/op.hpp"
#include "symdelta/solver/result.hpp"

namespace symdelta::solver {

/// Every function a backend declares for an approximation (`approximation()`, and the functions
/// of real_functions.hpp) has a name ending in this suffix: an application of one is approximated
/// whatever its term id (a simplified assertion holds applications rebuilt, under new ids).
inline constexpr std::string_view approximation_suffix = "!uf";

inline bool is_approximation_name(std::string_view n) {
  return n.size() > approximation_suffix.size() && n.ends_with(approximation_suffix);
}

/// Core: Bool, Int, Real, uninterpreted functions, scopes, checks with a time limit, models.
template <class S>
concept backend = requires(S s, typename S::term t, typename S::sort so, typename S::function f,
                           std::span<const typename S::term> ts, std::span<const typename S::sort> sorts,
                           std::chrono::milliseconds ms, std::string_view name,
                           const function_axioms<typename S::term> &axioms) {
  typename S::term;
  typename S::sort;
  typename S::function;
  typename S::model;
  { S::name } -> std::convertible_to<std::string_view>;
  { s.bool_sort() } -> std::same_as<typename S::sort>;
  { s.int_sort() } -> std::same_as<typename S::sort>;
  { s.real_sort() } -> std::same_as<typename S::sort>;
  { s.constant(name, so) } -> std::same_as<typename S::term>; // the same name and sort: the same term
  { s.fresh(name, so) } -> std::same_as<typename S::term>;    // a new constant every call
  { s.bool_val(true) } -> std::same_as<typename S::term>;
  { s.int_val(std::int64_t{0}) } -> std::same_as<typename S::term>;
  { s.int_val(name) } -> std::same_as<typename S::term>;  // decimal, any size
  { s.real_val(name) } -> std::same_as<typename S::term>; // "p/q" or decimal, exact
  { s.mk(op::add, ts) } -> std::same_as<typename S::term>;
  { s.mk(op::add, {t, t}) } -> std::same_as<typename S::term>;
  { s.declare_fun(name, sorts, so) } -> std::same_as<typename S::function>;
  { s.apply(f, ts) } -> std::same_as<typename S::term>;
  // an uninterpreted stand-in for an operation the caller cannot encode; queries that mention
  // it are reported as approximated
  { s.approximation(name, ts, so) } -> std::same_as<typename S::term>;
  // a real function (is_transcendental): the backend's own where it has one, else an
  // uninterpreted function known by `axioms` (approximated); the caller knows the function
  { s.real_function(op::exp, ts, axioms) } -> std::same_as<typename S::term>;
  { s.axiomatized(ts, axioms) } -> std::same_as<typename S::term>; // always the uninterpreted function
  { s.sort_of(t) } -> std::same_as<typename S::sort>;
  { s.term_id(t) } -> std::same_as<std::uint64_t>; // equal ids <=> structurally equal terms
  // distinct applications of uninterpreted functions in the terms, by function name
  { s.count_applications(ts) } -> std::same_as<std::map<std::string, std::size_t>>;
  { s.to_string(t) } -> std::same_as<std::string>;
  // the truth value of t once `ts` are replaced by the values `ts` (numerals), when that makes
  // it a constant; nullopt otherwise (an uninterpreted function, a division by zero, ...)
  { s.evaluate(t, ts, ts) } -> std::same_as<std::optional<bool>>;
  s.add(t);
  s.push();
  s.pop(1u);
  { s.scope_depth() } -> std::same_as<std::uint32_t>;
  { s.check(ms) } -> std::same_as<check_result>;
  { s.check(ms, name) } -> std::same_as<check_result>;  // with a query kind, for statistics
  { s.get_model() } -> std::same_as<typename S::model>; // after a sat check
  { s.get_model().eval(t) } -> std::same_as<value>;
  { s.to_smtlib() } -> std::same_as<std::string>; // the current assertions as an SMT-LIB script
};

template <class S>
concept bv_backend = backend<S> && requires(S s, typename S::term t) {
  { s.bv_sort(32u) } -> std::same_as<typename S::sort>;
  { s.bv_val(std::uint64_t{0}, 32u) } -> std::same_as<typename S::term>;
  { s.extract(7u, 0u, t) } -> std::same_as<typename S::term>;
  { s.sign_extend(8u, t) } -> std::same_as<typename S::term>;
  { s.zero_extend(8u, t) } -> std::same_as<typename S::term>;
  { s.bv_to_int(t, true) } -> std::same_as<typename S::term>;
  { s.int_to_bv(32u, t) } -> std::same_as<typename S::term>;
};

template <class S>
concept fp_backend = bv_backend<S> && requires(S s, typename S::term t) {
  { s.fp_sort(11u, 53u) } -> std::same_as<typename S::sort>;
  { s.fp_val(1.0) } -> std::same_as<typename S::term>;
  { s.fp_val(1.0f) } -> std::same_as<typename S::term>;
  { s.rounding_mode(rounding_mode::nearest_even) } -> std::same_as<typename S::term>;
  { s.fp_from_bits(t, 11u, 53u) } -> std::same_as<typename S::term>;                         // IEEE bit pattern
  { s.fp_to_fp(rounding_mode::nearest_even, t, 8u, 24u) } -> std::same_as<typename S::term>; // between formats
  { s.fp_from_sbv(rounding_mode::nearest_even, t, 11u, 53u) } -> std::same_as<typename S::term>;
  { s.fp_from_real(rounding_mode::nearest_even, t, 11u, 53u) } -> std::same_as<typename S::term>;
  { s.fp_to_sbv(rounding_mode::toward_zero, t, 32u) } -> std::same_as<typename S::term>;
  { s.fp_to_bits(t, 11u, 53u) } -> std::same_as<typename S::term>; // IEEE bit pattern (a NaN: any NaN's)
};

template <class S>
concept array_backend = backend<S> && requires(S s, typename S::sort so, typename S::term t) {
  { s.array_sort(so, so) } -> std::same_as<typename S::sort>;
  { s.const_array(so, t) } -> std::same_as<typename S::term>; // every index maps to t
};

template <class S>
concept string_backend = backend<S> && requires(S s, std::string_view text) {
  { s.string_sort() } -> std::same_as<typename S::sort>;
  { s.string_val(text) } -> std::same_as<typename S::term>;
  // "every character of string t is a UTF-16 unit (code at most 0xFFFF)", as a Java String's are
  { s.utf16_units(s.string_val(text)) } -> std::same_as<typename S::term>;
};

/// What a quantified query over a term must bind besides its own variables, and assume: the
/// roots (sqrt, cbrt) the term mentions, with the roots they depend on, and facts about them that
/// keep the query linear (real_functions::roots_for). Left free, a root would be existential,
/// and the solver could pick any value for it.
template <class Term> struct root_closure {
  std::vector<Term> roots;
  std::vector<Term> facts;
};

template <class S>
concept quantifier_backend = backend<S> && requires(S s, typename S::sort so, typename S::term t,
                                                    std::span<const typename S::term> vars, std::string_view name) {
  { s.bound_var(name, so) } -> std::same_as<typename S::term>;
  { s.forall(vars, t) } -> std::same_as<typename S::term>;
  { s.exists(vars, t) } -> std::same_as<typename S::term>;
  { s.substitute(t, vars, vars) } -> std::same_as<typename S::term>;               // simultaneous, of any subterms
  { s.check_alone(t, std::chrono::milliseconds{}) } -> std::same_as<check_result>; // t alone, no assertions
  { s.check_alone(t, std::chrono::milliseconds{}, name) } -> std::same_as<check_result>; // with a query kind
  { s.roots_of(t) } -> std::same_as<root_closure<typename S::term>>;
};

/// The current assertions as a solving strategy sees them (staged_backend::prepare_query).
template <class Term> struct prepared_query {
  bool nonlinear = false;    // a product of non-constants, a division or remainder by one, a power, a quantifier
  bool approximated = false; // an application of an approximated function: a sat answer is no proof
  bool beyond_reals = false; // a quantifier, or a subterm neither Boolean nor Real
  std::vector<Term> axioms;  // the axioms the query assumes (of the roots and approximations it mentions)
};

/// The solvers a staged backend can make for one query.
enum class fresh_solver : std::uint8_t {
  core, // the SMT core alone: the incremental solver without what it learned on other queries
  // the SMT core with an arithmetic solver that heeds interrupts on non-linear queries, where
  // the default one can miss them (Z3: its older arithmetic solver, arith.solver 2); the strategy
  // gives approximated queries to it, which may not run past their time
  core_interruptible_arithmetic,
  nra,       // a solver for non-linear real arithmetic (QF_NRA)
  portfolio, // the backend's default solver, which probes the logic and picks its tactics
};

/// The steps a solving strategy (solver/escalating.hpp) is made of: each check is one attempt,
/// timed on its own (`elapsed`), with the backend's answer and reason (no strategy text, no
/// `approximated`: the strategy has them from prepare_query()).
template <class S>
concept staged_backend = backend<S> &&
    requires(S s, const prepared_query<typename S::term> &q, std::chrono::milliseconds ms) {
  { s.prepare_query() } -> std::same_as<prepared_query<typename S::term>>;
  { s.check_incremental(q, ms) } -> std::same_as<check_result>; // assuming q's axioms
  { s.incremental_ready() } -> std::same_as<bool>; // false: the next check_incremental makes its solver anew first
  { s.check_fresh(q, fresh_solver::core, ms) } -> std::same_as<check_result>; // given assertions and axioms
};

/// Everything the engines use.
template <class S>
concept full_backend = fp_backend<S> && array_backend<S> && string_backend<S> && quantifier_backend<S>;

/// Pops on destruction what it pushed on construction.
template <backend S> class scope {
public:
  explicit scope(S &s) : s_(s) { s_.push(); }
  ~scope() { s_.pop(1); }
  scope(const scope &) = delete;
  scope &operator=(const scope &) = delete;

private:
  S &s_;
};

} // namespace symdelta::solver
