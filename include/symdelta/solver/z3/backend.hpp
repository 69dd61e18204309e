#pragma once
// Z3 behind the solver concept: the one header users include. Its parts, each under z3/:
// api.hpp (the only file that includes z3++.h), context.hpp (each backend's own context, made
// for it or ahead of it), terms.hpp (the operators, printing), facts.hpp (what the strategy needs
// to know of a term), solver.hpp (assertions, checks, the steps of a solving strategy, the
// watchdog) and model.hpp (a model's values). Each backend object owns its Z3 context, never one
// another backend used: a check's answer must not depend on what ran before it.
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/text.hpp"
#include "symdelta/solver/concepts.hpp"
#include "symdelta/solver/real_functions.hpp"
#include "symdelta/solver/z3/api.hpp"
#include "symdelta/solver/z3/context.hpp"
#include "symdelta/solver/z3/facts.hpp"
#include "symdelta/solver/z3/model.hpp"
#include "symdelta/solver/z3/solver.hpp"
#include "symdelta/solver/z3/terms.hpp"

namespace symdelta::solver {

class z3 {
public:
  using term = ::z3::expr;
  using sort = ::z3::sort;
  using function = ::z3::func_decl;
  using model = z3_detail::model;
  static constexpr std::string_view name = "z3";

  z3() : ctx_{z3_detail::take_context()}, solvers_(*ctx_) {}

  /// Makes the context of the next backend made in this process, or in a child forked from it
  /// afterwards: a process that forks one child per check (symdelta bench) makes it once, before
  /// forking, instead of in every child. Making one costs milliseconds, more on a cold machine,
  /// nearly all of it the kernel zeroing the memory Z3 allocates and fills while setting up. A
  /// child inherits the unused context as it was made.
  static void prepare() { z3_detail::prepare(); }
  /// Readies a process that runs one check and then exits (a CLI child): its context is made in
  /// the background (prepare_in_background), and contexts are not deleted when their backends end,
  /// since the exit frees them at once where deleting one costs milliseconds (copy-on-write faults
  /// on a context inherited from the parent). A check deepening adaptively leaves one per round.
  static void prepare_for_one_check() { z3_detail::prepare_for_one_check(); }

  /// prepare() on a thread of its own, for a process that has other work to do first (a check
  /// parses, lowers and runs its pre-pass before it needs a solver, and a pre-pass's witness may
  /// settle it without one). The next backend waits for the context if it is not made yet.
  /// Not before a fork: the child would inherit a context half made.
  static void prepare_in_background() { z3_detail::prepare_in_background(); }

  // a backend hands out references to itself (axiom generator) and its solvers to their
  // watchdog: it stays where it is made
  z3(const z3 &) = delete;
  z3 &operator=(const z3 &) = delete;

  // ---- sorts ------------------------------------------------------------------------------
  sort bool_sort() { return ctx_->bool_sort(); }
  sort int_sort() { return ctx_->int_sort(); }
  sort real_sort() { return ctx_->real_sort(); }
  sort bv_sort(unsigned width) { return ctx_->bv_sort(width); }
  sort fp_sort(unsigned ebits, unsigned sbits) { return wrap_sort(Z3_mk_fpa_sort(*ctx_, ebits, sbits)); }
  sort array_sort(const sort &index, const sort &elem) { return ctx_->array_sort(index, elem); }
  sort string_sort() { return ctx_->string_sort(); }
  sort sort_of(const term &t) { return t.get_sort(); }

  // ---- constants and values ---------------------------------------------------------------
  term constant(std::string_view n, const sort &s) { return ctx_->constant(std::string(n).c_str(), s); }
  term fresh(std::string_view prefix, const sort &s) { return ctx_->constant(fmt_fresh(prefix).c_str(), s); }
  term bound_var(std::string_view n, const sort &s) { return ctx_->constant(std::string(n).c_str(), s); }
  term bool_val(bool b) { return ctx_->bool_val(b); }
  term int_val(std::int64_t v) { return ctx_->int_val(static_cast<int64_t>(v)); }
  term int_val(std::string_view decimal) { return ctx_->int_val(std::string(decimal).c_str()); }
  term real_val(std::string_view text) { return ctx_->real_val(std::string(text).c_str()); }
  term bv_val(std::uint64_t bits, unsigned width) { return ctx_->bv_val(static_cast<uint64_t>(bits), width); }
  term bv_val(std::string_view decimal, unsigned width) { return ctx_->bv_val(std::string(decimal).c_str(), width); }
  term fp_val(double d) { return wrap(Z3_mk_fpa_numeral_double(*ctx_, d, fp_sort(11, 53))); }
  term fp_val(float f) { return wrap(Z3_mk_fpa_numeral_float(*ctx_, f, fp_sort(8, 24))); }
  /// A string of the codes of `s` (core/text.hpp, as CVC5's), each as Z3's escape \\u{...}
  /// where it is not printable ASCII: Z3 reads a non-ASCII byte as a character of its own.
  term string_val(std::string_view s) {
    std::string escaped;
    for (const std::uint32_t c : text::codes(s)) {
      if (c >= 0x20 && c < 0x7f && c != '\\')
        escaped += static_cast<char>(c);
      else
        escaped += fmt::format("\\u{{{:x}}}", c);
    }
    return ctx_->string_val(escaped);
  }
  term rounding_mode(solver::rounding_mode rm) {
    switch (rm) {
    case solver::rounding_mode::nearest_even: return wrap(Z3_mk_fpa_rne(*ctx_));
    case solver::rounding_mode::nearest_away: return wrap(Z3_mk_fpa_rna(*ctx_));
    case solver::rounding_mode::toward_positive: return wrap(Z3_mk_fpa_rtp(*ctx_));
    case solver::rounding_mode::toward_negative: return wrap(Z3_mk_fpa_rtn(*ctx_));
    case solver::rounding_mode::toward_zero: return wrap(Z3_mk_fpa_rtz(*ctx_));
    }
    return wrap(Z3_mk_fpa_rne(*ctx_));
  }
  term const_array(const sort &index, const term &v) { return ::z3::const_array(index, v); }

  // ---- functions --------------------------------------------------------------------------
  function declare_fun(std::string_view n, std::span<const sort> domain, const sort &range) {
    ::z3::sort_vector d(*ctx_);
    for (const auto &s : domain)
      d.push_back(s);
    return ctx_->function(std::string(n).c_str(), d, range);
  }
  term apply(const function &f, std::span<const term> args) {
    ::z3::expr_vector v(*ctx_);
    for (const auto &a : args)
      v.push_back(a);
    return f(v);
  }

  term approximation(std::string_view n, std::span<const term> args, const sort &range) {
    return real_fns_.uninterpreted(std::string(n), args, range);
  }
  std::string to_string_sort(const sort &s) { return s.to_string(); }
  /// o(args) for a real function o: Z3 has none, so always the uninterpreted function.
  term real_function(op, std::span<const term> args, const function_axioms<term> &axioms) {
    return axiomatized(args, axioms);
  }
  term axiomatized(std::span<const term> args, const function_axioms<term> &axioms) {
    return real_fns_.approximate(axioms, args, arguments_of(args));
  }

  // ---- operators --------------------------------------------------------------------------
  term mk(op o, std::initializer_list<term> args) { return mk(o, std::span<const term>(args.begin(), args.size())); }
  term mk(op o, std::span<const term> a) {
    switch (o) {
    case op::str_to_code: return builtins_.get(*ctx_, "str.to_code", "(str.to_code s)")(a[0]);
    case op::str_from_code: return builtins_.get(*ctx_, "str.from_code", "(str.from_code i)")(a[0]);
    case op::sqrt:
    case op::cbrt: return root(o, a[0]);
    default: return z3_detail::make_term(*ctx_, o, a);
    }
  }

  term extract(unsigned hi, unsigned lo, const term &t) { return wrap(Z3_mk_extract(*ctx_, hi, lo, t)); }
  term sign_extend(unsigned n, const term &t) { return wrap(Z3_mk_sign_ext(*ctx_, n, t)); }
  term zero_extend(unsigned n, const term &t) { return wrap(Z3_mk_zero_ext(*ctx_, n, t)); }
  term bv_to_int(const term &t, bool is_signed) { return wrap(Z3_mk_bv2int(*ctx_, t, is_signed)); }
  term int_to_bv(unsigned width, const term &t) { return wrap(Z3_mk_int2bv(*ctx_, width, t)); }
  /// Z3 4.8's characters reach 0x2FFFF: a regular expression keeps them to the units.
  term utf16_units(const term &t) {
    std::string highest;
    text::append_unit(highest, 0xffff);
    const term range = wrap(Z3_mk_re_range(*ctx_, string_val(std::string(1, '\0')), string_val(highest)));
    return wrap(Z3_mk_seq_in_re(*ctx_, t, Z3_mk_re_star(*ctx_, range)));
  }
  term fp_from_bits(const term &bits, unsigned ebits, unsigned sbits) {
    return wrap(Z3_mk_fpa_to_fp_bv(*ctx_, bits, fp_sort(ebits, sbits)));
  }
  term fp_to_fp(solver::rounding_mode rm, const term &t, unsigned ebits, unsigned sbits) {
    return wrap(Z3_mk_fpa_to_fp_float(*ctx_, rounding_mode(rm), t, fp_sort(ebits, sbits)));
  }
  term fp_from_sbv(solver::rounding_mode rm, const term &t, unsigned ebits, unsigned sbits) {
    return wrap(Z3_mk_fpa_to_fp_signed(*ctx_, rounding_mode(rm), t, fp_sort(ebits, sbits)));
  }
  term fp_from_real(solver::rounding_mode rm, const term &t, unsigned ebits, unsigned sbits) {
    return wrap(Z3_mk_fpa_to_fp_real(*ctx_, rounding_mode(rm), t, fp_sort(ebits, sbits)));
  }
  term fp_to_sbv(solver::rounding_mode rm, const term &t, unsigned width) {
    return wrap(Z3_mk_fpa_to_sbv(*ctx_, rounding_mode(rm), t, width));
  }
  /// The IEEE bit pattern of t; a NaN's is unspecified (any NaN's), as in SMT-LIB.
  term fp_to_bits(const term &t, unsigned, unsigned) { return wrap(Z3_mk_fpa_to_ieee_bv(*ctx_, t)); }

  term forall(std::span<const term> vars, const term &body) { return ::z3::forall(to_vector(vars), body); }
  term exists(std::span<const term> vars, const term &body) { return ::z3::exists(to_vector(vars), body); }
  /// t with every occurrence of from[k] replaced by to[k], at once (Z3_substitute)
  term substitute(const term &t, std::span<const term> from, std::span<const term> to) {
    auto src = to_vector(from), dst = to_vector(to);
    term copy = t; // z3::expr::substitute is not const
    return copy.substitute(src, dst);
  }

  // ---- terms ------------------------------------------------------------------------------
  std::uint64_t term_id(const term &t) { return t.id(); }
  /// Distinct applications of uninterpreted functions in `roots`, by function name.
  std::map<std::string, std::size_t> count_applications(std::span<const term> roots) {
    std::map<std::string, std::size_t> counts;
    std::set<unsigned> seen;
    std::vector<term> todo(roots.begin(), roots.end());
    while (!todo.empty()) {
      const term t = todo.back();
      todo.pop_back();
      if (!t.is_app() || !seen.insert(t.id()).second) continue;
      if (auto x = real_fns_.root_argument(t.id())) todo.push_back(*x); // a root hides its argument
      if (t.decl().decl_kind() == Z3_OP_UNINTERPRETED && t.num_args() > 0) ++counts[t.decl().name().str()];
      for (unsigned k = 0; k < t.num_args(); ++k)
        todo.push_back(t.arg(k));
    }
    return counts;
  }
  /// SMT-LIB text of t, without let-sharing, cut after about `print_limit` characters (marked
  /// by "..."). Z3's own printer shares subterms with let but costs about a millisecond per
  /// term of a few hundred nodes, a large share of the runtime of checks with many partitions
  /// (every partition prints its path condition and outputs).
  std::string to_string(const term &t) {
    std::string out;
    z3_detail::print_bounded(t, out);
    if (out.size() >= z3_detail::print_limit) out += " ...";
    return out;
  }

  std::optional<bool> evaluate(const term &t, std::span<const term> from, std::span<const term> to) {
    try {
      const term v = substitute(t, from, to).simplify();
      if (v.is_true()) return true;
      if (v.is_false()) return false;
    } catch (const ::z3::exception &) { // no value then: the caller asks the solver
    }
    return std::nullopt;
  }

  // ---- assertions, scopes, checks ---------------------------------------------------------
  // Assertions with roots or approximated applications go in simplified: where those parts
  // of a difference cancel (sin x - sin x), the query no longer mentions them, so it is exact,
  // needs none of their axioms, and may use the solver for exact non-linear queries.
  // Non-linear ones too: Z3's own rewriting of an assertion as it is added can take far longer
  // than simplify() on products of nested sums with long rationals, and a simplified one goes
  // in at once. The others go in as they are: for them simplifying costs more than it saves.
  void add(const term &t) {
    const z3_detail::term_facts &f = facts(t);
    const term a = f.atoms || f.nonlinear ? t.simplify() : t;
    solvers_.add(a);
  }
  void push() { solvers_.push(); }
  void pop(std::uint32_t n = 1) { solvers_.pop(n); }
  std::uint32_t scope_depth() const { return solvers_.scope_depth(); }

  /// Checks the assertions (with the axioms they need) in the incremental solver within
  /// `timeout` (0 = none): one attempt. How a hard query goes on from there is a strategy's
  /// business (solver/escalating.hpp).
  check_result check(std::chrono::milliseconds timeout, std::string_view = {}) {
    const auto start = std::chrono::steady_clock::now();
    check_result r = solvers_.guarded([&] {
      const prepared_query<term> q = prepare_query();
      check_result a = check_incremental(q, timeout);
      if (a.answer != status::error) a.approximated = q.approximated;
      return a;
    });
    r.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
    return r;
  }

  // ---- the steps of a solving strategy (staged_backend) -----------------------------------
  /// What the current assertions are made of, and the axioms they need (lemmas_for).
  prepared_query<term> prepare_query() {
    const z3_detail::term_facts found = assertion_facts();
    prepared_query<term> q{found.nonlinear, found.approximated, found.beyond_reals, {}};
    q.axioms = real_fns_.lemmas_for(found.atoms ? *found.atoms : std::vector<unsigned>{});
    return q;
  }
  /// One check of the incremental solver (Z3's SMT core, pushed), assuming q's axioms.
  /// Making the solver anew after an interrupted check is part of the attempt and of its time.
  check_result check_incremental(const prepared_query<term> &q, std::chrono::milliseconds limit) {
    return solvers_.check_incremental(q.axioms, limit);
  }
  /// Whether the incremental solver exists, so that a check in it need not first assert every
  /// scope again (which on paths through floating-point loops takes far longer than a check).
  bool incremental_ready() const { return solvers_.incremental_ready(); }
  /// One check of a solver made for it, given the assertions and q's axioms: Z3's SMT core
  /// (`core`), the same with its older arithmetic, which heeds interrupts where the default one
  /// can miss them (`core_interruptible_arithmetic`), a solver for QF_NRA (`nra`), or the default
  /// solver (`portfolio`), which probes the logic and picks its tactics.
  check_result check_fresh(const prepared_query<term> &q, fresh_solver kind, std::chrono::milliseconds limit) {
    return solvers_.check_fresh(q.axioms, kind, limit);
  }

  /// Checks `t` on its own, in a solver of its own: for quantified queries (ARDiff's H1), which
  /// would leave the incremental solver in quantifier mode (its later branch queries can then run
  /// past their interrupts) and need none of the assertions.
  check_result check_alone(const term &t, std::chrono::milliseconds timeout, std::string_view = {}) {
    return solvers_.check_alone(t, timeout);
  }

  /// The roots `t` mentions and what is known of them, for quantifying over them (root_closure).
  root_closure<term> roots_of(const term &t) {
    const z3_detail::term_facts f = facts(t);
    const std::vector<unsigned> atoms = f.atoms ? *f.atoms : std::vector<unsigned>{};
    auto found = real_fns_.roots_for(atoms);
    return {std::move(found.roots), std::move(found.facts)};
  }

  /// The model of the last sat check; valid until the solver changes.
  model get_model() { return model(solvers_.last_model(), roots_, root_definitions_); }

  std::string to_smtlib() { return solvers_.to_smtlib(real_fns_.lemmas()); }

private:
  term wrap(Z3_ast a) { return z3_detail::wrap(*ctx_, a); }
  sort wrap_sort(Z3_sort s) { return z3_detail::wrap_sort(*ctx_, s); }

  /// sqrt(x) or cbrt(x) as a root of real_functions, with its value as a power of its argument
  /// for evaluating models (Z3 evaluates powers of rationals to algebraic numbers).
  term root(op o, const term &x) {
    term y = real_fns_.root(o, x, arguments_of(std::span(&x, 1)));
    if (defined_roots_.insert(y.id()).second) {
      const term arg = roots_.empty() ? x : term(x).substitute(roots_, root_definitions_); // in terms of inputs
      const term third = ctx_->real_val(1, 3), zero = ctx_->real_val(0);
      roots_.push_back(y);
      root_definitions_.push_back(o == op::sqrt ? ::z3::pw(arg, ctx_->real_val(1, 2))
                                                : ::z3::ite(arg >= zero, ::z3::pw(arg, third), -::z3::pw(-arg, third)));
    }
    return y;
  }
  std::string fmt_fresh(std::string_view prefix) { return std::string(prefix) + "!" + std::to_string(fresh_count_++); }
  ::z3::expr_vector to_vector(std::span<const term> ts) {
    ::z3::expr_vector v(*ctx_);
    for (const auto &t : ts)
      v.push_back(t);
    return v;
  }

  /// The facts of all assertions together.
  z3_detail::term_facts assertion_facts() {
    z3_detail::term_facts all;
    solvers_.for_each_assertion([&](const term &a) { all.absorb(facts(a)); });
    return all;
  }

  detail::argument_facts arguments_of(std::span<const term> args) {
    z3_detail::term_facts all;
    for (const auto &a : args)
      all.absorb(facts(a));
    detail::argument_facts out{all.approximated, all.atoms ? *all.atoms : std::vector<unsigned>{}, std::nullopt};
    if (args.size() == 1 && args[0].is_numeral() && args[0].is_real())
      out.constant = parse_rational(Z3_get_numeral_string(args[0].ctx(), args[0]));
    return out;
  }
  z3_detail::term_facts facts(const term &t) { return facts_.of(t, real_fns_); }

  z3_detail::owned_context ctx_; // first: deleted after the members that hold its terms
  z3_detail::solvers solvers_;
  z3_detail::fact_memo facts_; // see facts()
  std::uint64_t fresh_count_ = 0;
  z3_detail::builtin_functions builtins_;

  detail::real_functions<z3> real_fns_{*this};
  ::z3::expr_vector roots_{*ctx_}, root_definitions_{*ctx_}; // see root()
  std::set<unsigned> defined_roots_;                         // ids of roots_ (held there)
};

static_assert(full_backend<z3>);

} // namespace symdelta::solver
