#pragma once
// Z3 behind the solver concept (the only file that includes z3++.h). Each backend object owns its
// Z3 context, made for it or ahead of it (prepare, context_pool), never one another backend used:
// a context carries state from check to check (a reused one turned an EQ pair's check MAYBE_EQ
// after 250 other checks in the same process), and a check's answer must not depend on what ran
// before it. Time limits are enforced by interrupting Z3 from a watchdog thread: Z3 4.8's own
// "timeout" parameter can deadlock its timer thread.
#include <algorithm>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>
#include <z3++.h>

#include "symdelta/core/text.hpp"
#include "symdelta/solver/concepts.hpp"
#include "symdelta/solver/real_functions.hpp"
#include "symdelta/solver/watchdog.hpp"

namespace symdelta::solver {

class z3 {
public:
  using term = ::z3::expr;
  using sort = ::z3::sort;
  using function = ::z3::func_decl;
  static constexpr std::string_view name = "z3";

  class model {
  public:
    model(::z3::model m, ::z3::expr_vector roots, ::z3::expr_vector definitions)
        : m_(std::move(m)), roots_(std::move(roots)), definitions_(std::move(definitions)) {}
    /// The value of t in the model (model completion on: unconstrained symbols get a value).
    /// Roots are evaluated from their definitions: a query carries only the axioms of the roots
    /// it mentions, so the model may leave the others at any value.
    [[nodiscard]] value eval(const term &t) const {
      term copy = t; // z3::expr::substitute is not const
      return z3::read_value(m_.eval(roots_.empty() ? t : copy.substitute(roots_, definitions_), true));
    }

  private:
    ::z3::model m_;
    ::z3::expr_vector roots_, definitions_;
  };

  // The incremental solver is Z3's SMT core itself (a "simple" solver): the default solver
  // wraps it with a tactic pipeline for non-incremental use that this backend never gets to
  // (every check comes after a push) but pays for at its first check.
  z3() : ctx_{take_context()}, solver_(*ctx_, ::z3::solver::simple()), watchdog_([this] { ctx_->interrupt(); }) {}

  /// Makes the context of the next backend made in this process, or in a child forked from it
  /// afterwards: a process that forks one child per check (symdelta bench) makes it once, before
  /// forking, instead of in every child. Making one costs milliseconds, more on a cold machine,
  /// nearly all of it the kernel zeroing the memory Z3 allocates and fills while setting up. A
  /// child inherits the unused context as it was made.
  static void prepare() {
    const auto lock = settled_pool();
    if (!pool().spare) pool().spare = made_context(true);
  }
  /// Readies a process that runs one check and then exits (a CLI child): its context is made in
  /// the background (prepare_in_background), and contexts are not deleted when their backends end,
  /// since the exit frees them at once where deleting one costs milliseconds (copy-on-write faults
  /// on a context inherited from the parent). A check deepening adaptively leaves one per round.
  static void prepare_for_one_check() {
    {
      std::lock_guard lock(pool().m);
      pool().left_to_exit = true;
    }
    prepare_in_background();
  }

  /// prepare() on a thread of its own, for a process that has other work to do first (a check
  /// parses, lowers and runs its pre-pass before it needs a solver, and a pre-pass's witness may
  /// settle it without one). The next backend waits for the context if it is not made yet.
  /// Not before a fork: the child would inherit a context half made.
  static void prepare_in_background() {
    std::lock_guard lock(pool().m);
    if (pool().spare || pool().making) return;
    pool().making = true;
    std::thread([] {
      std::unique_ptr<::z3::context> made;
      try {
        made = made_context(false); // (the check waits for it: warming up would delay it)
      } catch (...) {               // out of memory, say: the backend then makes one itself and reports what it meets
      }
      std::lock_guard lock(pool().m);
      pool().spare = std::move(made);
      pool().making = false;
      pool().ready.notify_all();
    }).detach();
  }

  // a backend hands out references to itself (watchdog, axiom generator): it stays where it is made
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
    Z3_context c = *ctx_;
    auto un = [&](auto fn) { return wrap(fn(c, a[0])); };
    auto bin = [&](auto fn) { return wrap(fn(c, a[0], a[1])); };
    auto rm_bin = [&](auto fn) { return wrap(fn(c, a[0], a[1], a[2])); };
    auto nary = [&](auto fn) {
      std::vector<Z3_ast> xs(a.begin(), a.end());
      return wrap(fn(c, static_cast<unsigned>(xs.size()), xs.data()));
    };
    switch (o) {
    case op::not_: return un(Z3_mk_not);
    case op::and_: return nary(Z3_mk_and);
    case op::or_: return nary(Z3_mk_or);
    case op::implies: return bin(Z3_mk_implies);
    case op::xor_: return bin(Z3_mk_xor);
    case op::eq: return bin(Z3_mk_eq);
    case op::distinct: return nary(Z3_mk_distinct);
    case op::ite: return wrap(Z3_mk_ite(c, a[0], a[1], a[2]));
    case op::add: return nary(Z3_mk_add);
    case op::sub: return nary(Z3_mk_sub);
    case op::mul: return nary(Z3_mk_mul);
    case op::neg: return un(Z3_mk_unary_minus);
    case op::div:
    case op::int_div: return bin(Z3_mk_div); // Z3 picks real or integer division by sort
    case op::mod: return bin(Z3_mk_mod);
    case op::abs: return mk(op::ite, {mk(op::ge, {a[0], zero_like(a[0])}), a[0], mk(op::neg, {a[0]})});
    case op::lt: return bin(Z3_mk_lt);
    case op::le: return bin(Z3_mk_le);
    case op::gt: return bin(Z3_mk_gt);
    case op::ge: return bin(Z3_mk_ge);
    case op::to_real: return un(Z3_mk_int2real);
    case op::to_int: return un(Z3_mk_real2int);
    case op::is_int: return un(Z3_mk_is_int);
    case op::bv_add: return bin(Z3_mk_bvadd);
    case op::bv_sub: return bin(Z3_mk_bvsub);
    case op::bv_mul: return bin(Z3_mk_bvmul);
    case op::bv_neg: return un(Z3_mk_bvneg);
    case op::bv_udiv: return bin(Z3_mk_bvudiv);
    case op::bv_urem: return bin(Z3_mk_bvurem);
    case op::bv_sdiv: return bin(Z3_mk_bvsdiv);
    case op::bv_srem: return bin(Z3_mk_bvsrem);
    case op::bv_smod: return bin(Z3_mk_bvsmod);
    case op::bv_and: return bin(Z3_mk_bvand);
    case op::bv_or: return bin(Z3_mk_bvor);
    case op::bv_xor: return bin(Z3_mk_bvxor);
    case op::bv_not: return un(Z3_mk_bvnot);
    case op::bv_shl: return bin(Z3_mk_bvshl);
    case op::bv_lshr: return bin(Z3_mk_bvlshr);
    case op::bv_ashr: return bin(Z3_mk_bvashr);
    case op::bv_concat: return bin(Z3_mk_concat);
    case op::bv_ult: return bin(Z3_mk_bvult);
    case op::bv_ule: return bin(Z3_mk_bvule);
    case op::bv_ugt: return bin(Z3_mk_bvugt);
    case op::bv_uge: return bin(Z3_mk_bvuge);
    case op::bv_slt: return bin(Z3_mk_bvslt);
    case op::bv_sle: return bin(Z3_mk_bvsle);
    case op::bv_sgt: return bin(Z3_mk_bvsgt);
    case op::bv_sge: return bin(Z3_mk_bvsge);
    case op::fp_add: return rm_bin(Z3_mk_fpa_add);
    case op::fp_sub: return rm_bin(Z3_mk_fpa_sub);
    case op::fp_mul: return rm_bin(Z3_mk_fpa_mul);
    case op::fp_div: return rm_bin(Z3_mk_fpa_div);
    case op::fp_sqrt: return bin(Z3_mk_fpa_sqrt);
    case op::fp_rem: return bin(Z3_mk_fpa_rem);
    case op::fp_round_to_integral: return bin(Z3_mk_fpa_round_to_integral);
    case op::fp_neg: return un(Z3_mk_fpa_neg);
    case op::fp_abs: return un(Z3_mk_fpa_abs);
    case op::fp_min: return bin(Z3_mk_fpa_min);
    case op::fp_max: return bin(Z3_mk_fpa_max);
    case op::fp_eq: return bin(Z3_mk_fpa_eq);
    case op::fp_lt: return bin(Z3_mk_fpa_lt);
    case op::fp_le: return bin(Z3_mk_fpa_leq);
    case op::fp_gt: return bin(Z3_mk_fpa_gt);
    case op::fp_ge: return bin(Z3_mk_fpa_geq);
    case op::fp_is_nan: return un(Z3_mk_fpa_is_nan);
    case op::fp_is_inf: return un(Z3_mk_fpa_is_infinite);
    case op::fp_is_zero: return un(Z3_mk_fpa_is_zero);
    case op::fp_is_normal: return un(Z3_mk_fpa_is_normal);
    case op::fp_is_subnormal: return un(Z3_mk_fpa_is_subnormal);
    case op::fp_is_negative: return un(Z3_mk_fpa_is_negative);
    case op::fp_is_positive: return un(Z3_mk_fpa_is_positive);
    case op::fp_to_real: return un(Z3_mk_fpa_to_real);
    case op::select: return bin(Z3_mk_select);
    case op::store: return wrap(Z3_mk_store(c, a[0], a[1], a[2]));
    case op::str_concat: return nary(Z3_mk_seq_concat);
    case op::str_len: return un(Z3_mk_seq_length);
    case op::str_at: return bin(Z3_mk_seq_at);
    case op::str_substr: return wrap(Z3_mk_seq_extract(c, a[0], a[1], a[2]));
    case op::str_contains: return bin(Z3_mk_seq_contains);
    case op::str_prefix_of: return bin(Z3_mk_seq_prefix);
    case op::str_suffix_of: return bin(Z3_mk_seq_suffix);
    case op::str_index_of: return wrap(Z3_mk_seq_index(c, a[0], a[1], a[2]));
    case op::str_to_code: return builtin("str.to_code", "(str.to_code s)")(a[0]);
    case op::str_from_code: return builtin("str.from_code", "(str.from_code i)")(a[0]);
    case op::str_from_int: return un(Z3_mk_int_to_str);
    case op::str_lt: return bin(Z3_mk_str_lt);
    case op::str_le: return bin(Z3_mk_str_le);
    case op::sqrt:
    case op::cbrt: return root(o, a[0]);
    default:
      throw std::invalid_argument(is_transcendental(o) ? "symdelta::solver::z3: no such function: ask real_function"
                                                       : "symdelta::solver::z3: unknown operator");
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
    print_bounded(t, out);
    if (out.size() >= print_limit) out += " ...";
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
    const term_facts &f = facts(t);
    const term a = f.atoms || f.nonlinear ? t.simplify() : t;
    scopes_.back().push_back(a);
    if (!stale_) solver_.add(a);
  }
  void push() {
    scopes_.emplace_back(*ctx_);
    if (!stale_) solver_.push();
  }
  void pop(std::uint32_t n = 1) {
    scopes_.erase(scopes_.end() - n, scopes_.end());
    if (!stale_) solver_.pop(n);
  }
  std::uint32_t scope_depth() const { return static_cast<std::uint32_t>(scopes_.size() - 1); }

  /// Checks the assertions (with the axioms they need) in the incremental solver within
  /// `timeout` (0 = none): one attempt. How a hard query goes on from there is a strategy's
  /// business (solver/escalating.hpp).
  check_result check(std::chrono::milliseconds timeout, std::string_view = {}) {
    const auto start = std::chrono::steady_clock::now();
    check_result r = guarded([&] {
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
    const term_facts found = assertion_facts();
    prepared_query<term> q{found.nonlinear, found.approximated, found.beyond_reals, {}};
    q.axioms = real_fns_.lemmas_for(found.atoms ? *found.atoms : std::vector<unsigned>{});
    return q;
  }
  /// One check of the incremental solver (Z3's SMT core, pushed), assuming q's axioms.
  /// Making the solver anew after an interrupted check is part of the attempt and of its time.
  check_result check_incremental(const prepared_query<term> &q, std::chrono::milliseconds limit) {
    return guarded([&] {
      ::z3::expr_vector assumptions = to_vector(q.axioms);
      return attempt([this]() -> ::z3::solver & { return incremental(); }, q.axioms.empty() ? nullptr : &assumptions,
                     limit);
    });
  }
  /// Whether the incremental solver exists, so that a check in it need not first assert every
  /// scope again (which on paths through floating-point loops takes far longer than a check).
  bool incremental_ready() const { return !stale_; }
  /// One check of a solver made for it, given the assertions and q's axioms: Z3's SMT core
  /// (`core`), the same with its older arithmetic, which heeds interrupts where the default one
  /// can miss them (`core_interruptible_arithmetic`, older_arithmetic()), a solver for QF_NRA
  /// (`nra`), or the default solver (`portfolio`), which probes the logic and picks its tactics.
  check_result check_fresh(const prepared_query<term> &q, fresh_solver kind, std::chrono::milliseconds limit) {
    return guarded([&] {
      ::z3::solver s = kind == fresh_solver::core ? ::z3::solver(*ctx_, ::z3::solver::simple())
                       : kind == fresh_solver::core_interruptible_arithmetic ? older_arithmetic(*ctx_)
                       : kind == fresh_solver::nra                           ? ::z3::solver(*ctx_, "QF_NRA")
                                                                             : ::z3::solver(*ctx_);
      for_each_assertion([&](const term &a) { s.add(a); });
      for (const auto &l : q.axioms)
        s.add(l);
      return attempt([&]() -> ::z3::solver & { return s; }, nullptr, limit);
    });
  }

  /// Checks `t` on its own, in a solver of its own: for quantified queries (ARDiff's H1), which
  /// would leave the incremental solver in quantifier mode (its later branch queries can then run
  /// past their interrupts) and need none of the assertions.
  check_result check_alone(const term &t, std::chrono::milliseconds timeout, std::string_view = {}) {
    return timed_check([&](check_result &r) {
      ::z3::solver alone(*ctx_);
      alone.add(t);
      if (timeout.count() > 0) watchdog_.arm(timeout * 9 / 10);
      const ::z3::check_result z = alone.check();
      if (watchdog_.disarm()) clear_interrupt();
      r.answer = status_of(z);
      if (r.answer == status::unknown) r.reason = alone.reason_unknown();
    });
  }

  /// The roots `t` mentions and what is known of them, for quantifying over them (root_closure).
  root_closure<term> roots_of(const term &t) {
    const term_facts f = facts(t);
    const std::vector<unsigned> atoms = f.atoms ? *f.atoms : std::vector<unsigned>{};
    auto found = real_fns_.roots_for(atoms);
    return {std::move(found.roots), std::move(found.facts)};
  }

  /// The model of the last sat check; valid until the solver changes.
  model get_model() { return model(answered_.get_model(), roots_, root_definitions_); }

  std::string to_smtlib() {
    const auto lemmas = real_fns_.lemmas();
    if (lemmas.empty()) return incremental().to_smt2();
    // The axioms go through Z3's printer with the assertions, so that the functions they use
    // are declared (appended to the text, they were not, and the dump did not parse).
    ::z3::solver all(*ctx_);
    for_each_assertion([&](const term &a) { all.add(a); });
    for (const auto &l : lemmas)
      all.add(l);
    return fmt_axiom_note(lemmas.size()) + all.to_smt2();
  }

private:
  /// Runs `body` (which fills in the answer) and times it; a Z3 exception is an error answer.
  template <class Body> check_result timed_check(Body body) {
    check_result r;
    const auto start = std::chrono::steady_clock::now();
    try {
      body(r);
    } catch (const ::z3::exception &e) {
      if (watchdog_.disarm()) clear_interrupt();
      r.answer = status::error;
      r.reason = e.msg();
    }
    r.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
    return r;
  }

  /// One check of the solver `get_solver()` returns, within `limit` (0 = none) from the call of
  /// `get_solver`, and timed from it: what it does to make the solver ready counts.
  template <class GetSolver>
  check_result attempt(GetSolver get_solver, const ::z3::expr_vector *assumptions, std::chrono::milliseconds limit) {
    check_result r;
    const auto begun = std::chrono::steady_clock::now();
    // Z3 notices an interrupt only at its next check point (tens of milliseconds later, as
    // measured): interrupting at 9/10 of the limit keeps the answer within it
    const auto deadline = begun + limit * 9 / 10;
    if (limit.count() > 0) watchdog_.arm(deadline - begun);
    ::z3::solver &s = get_solver();
    answered_ = s; // (which may delete the solver answered before: that counts too)
    // A check clears the interrupt flag as it starts: an interrupt that came while the solver was
    // being made would be lost, and the check would run without a limit (seen: the last queries of
    // checks then ran past the check's own limit). So the watchdog is armed again for what is left.
    if (limit.count() > 0) {
      const auto left = deadline - std::chrono::steady_clock::now();
      const bool fired = watchdog_.disarm();
      if (fired || left < std::chrono::milliseconds(1)) {
        if (fired) {
          clear_interrupt();
          if (&s == &solver_) stale_ = true; // (possibly made only in part)
        }
        r.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - begun);
        r.answer = status::timeout;
        r.reason = "interrupted";
        return r;
      }
      watchdog_.arm(left);
    }
    const ::z3::check_result z = assumptions ? s.check(*assumptions) : s.check();
    // An interrupt that came as the check was ending stays pending in the context and makes the
    // next push or simplify throw "canceled": a check clears it. An interrupted incremental
    // solver is not used again (see incremental()).
    if (watchdog_.disarm()) {
      clear_interrupt();
      if (&s == &solver_) stale_ = true;
    }
    r.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - begun);
    r.answer = status_of(z);
    if (r.answer == status::unknown) {
      r.reason = s.reason_unknown();
      if (r.reason == "interrupted" || r.reason == "canceled" || r.reason == "timeout") r.answer = status::timeout;
    }
    return r;
  }
  /// `body`'s answer, or for a Z3 exception a timeout if the watchdog fired (Z3 throws "canceled"
  /// where an interrupt stops it outside a check: in a push, say), else an error answer.
  template <class Body> check_result guarded(Body body) {
    const auto start = std::chrono::steady_clock::now();
    try {
      return body();
    } catch (const ::z3::exception &e) {
      check_result r;
      r.answer = status::error;
      r.reason = e.msg();
      r.elapsed = std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start);
      if (watchdog_.disarm()) {
        clear_interrupt();
        stale_ = true; // (whichever solver it was)
        r.answer = status::timeout;
      }
      return r;
    }
  }

  static status status_of(::z3::check_result z) {
    return z == ::z3::sat ? status::sat : z == ::z3::unsat ? status::unsat : status::unknown;
  }

  term wrap(Z3_ast a) {
    ctx_->check_error();
    return term(*ctx_, a);
  }
  sort wrap_sort(Z3_sort s) {
    ctx_->check_error();
    return sort(*ctx_, s);
  }
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
  /// The process's context made ahead (prepare), for its next backend: making one costs more
  /// than most checks.
  struct context_pool {
    std::mutex m;
    std::condition_variable ready;
    bool making = false;       // prepare_in_background's thread is at work
    bool left_to_exit = false; // prepare_for_one_check: backends do not delete their contexts
    std::unique_ptr<::z3::context> spare;
  };
  static context_pool &pool() {
    static auto *p = new context_pool; // never destroyed: a backend may end during exit
    return *p;
  }
  /// The pool, locked, once no context is being made in the background.
  static std::unique_lock<std::mutex> settled_pool() {
    std::unique_lock lock(pool().m);
    pool().ready.wait(lock, [] { return !pool().making; });
    return lock;
  }
  /// fresh_solver::core_interruptible_arithmetic in Z3: its SMT core with its older arithmetic
  /// solver (`arith.solver` 2; 4.8.12's default is 6).
  /// On non-linear real queries the default's non-linear module can run for minutes without
  /// looking at its interrupt (NEQ queries in ideal semantics with roots and an abstraction's
  /// functions, say), where the older solver answers at once. The older one is weaker elsewhere
  /// (it left `sqrt(16) = q` and a logarithm's NEQ query unknown), so it is one step of a
  /// strategy, not the default. The parameter is the solver's own, not global: a program that
  /// embeds symdelta keeps its settings.
  static ::z3::solver older_arithmetic(::z3::context &c) {
    ::z3::solver s(c, ::z3::solver::simple());
    ::z3::params p(c);
    p.set("arith.solver", 2u);
    s.set(p);
    return s;
  }
  /// A new context, warmed up if asked: Z3 sets up much of its arithmetic and bit-vector solving
  /// at the first check in a context, which makes that first check slower than the next: worth
  /// warming up once for the many children of a process that forks, not on the way to one check.
  /// Floating point is left out: a first query of it costs far more than the other warm-up and
  /// does not speed up the next.
  static std::unique_ptr<::z3::context> made_context(bool warm_up) {
    auto c = std::make_unique<::z3::context>();
    if (!warm_up) return c;
    ::z3::solver s(*c, ::z3::solver::simple());
    const ::z3::expr i = c->int_const("warm_up_i"), b = c->bv_const("warm_up_b", 32);
    s.add(i > 0 && ::z3::sle(b + 1, b));
    s.check();
    return c;
  }
  static std::unique_ptr<::z3::context> take_context() {
    const auto lock = settled_pool();
    return pool().spare ? std::move(pool().spare) : std::make_unique<::z3::context>(); // (not warmed: needed now)
  }
  /// The backend's context, deleted when the backend ends (after every other member, which hold
  /// its terms: it is the first member), unless the process leaves it to its exit.
  struct owned_context {
    std::unique_ptr<::z3::context> c;
    owned_context(std::unique_ptr<::z3::context> made) : c(std::move(made)) {}
    owned_context(const owned_context &) = delete;
    owned_context &operator=(const owned_context &) = delete;
    ~owned_context() {
      std::lock_guard lock(pool().m);
      if (pool().left_to_exit) (void)c.release(); // freed by the process's exit, moments away
    }
    ::z3::context *operator->() const { return c.get(); }
    ::z3::context &operator*() const { return *c; }
  };
  /// The incremental solver, made anew from scopes_ after a check in it was interrupted: under
  /// load, Z3 4.8.12 sometimes crashed in the push, pop or check after an interrupted query in the
  /// theory of sequences (docs/solvers.md). The new solver has not learned what the old one had.
  ::z3::solver &incremental() {
    if (stale_) {
      solver_ = ::z3::solver(*ctx_, ::z3::solver::simple());
      for (std::size_t level = 0; level < scopes_.size(); ++level) {
        if (level > 0) solver_.push();
        for (const auto &a : scopes_[level])
          solver_.add(a);
      }
      stale_ = false;
    }
    return solver_;
  }
  template <class F> void for_each_assertion(F &&f) const {
    for (const auto &scope : scopes_)
      for (const auto &a : scope)
        f(a);
  }
  void clear_interrupt() {
    try {
      idle_.check();
    } catch (const ::z3::exception &) { // nothing left to clear then
    }
  }
  term zero_like(const term &t) { return t.is_int() ? int_val(std::int64_t{0}) : real_val("0"); }

  /// A built-in function the C API of this Z3 version has no constructor for, taken from a
  /// parsed SMT-LIB application.
  function builtin(const std::string &name, const char *application) {
    if (auto it = builtins_.find(name); it != builtins_.end()) return it->second;
    const std::string script = std::string("(declare-const s String)(declare-const i Int)(assert (= ") + application +
                               " " + application + "))";
    ::z3::expr_vector parsed = ctx_->parse_string(script.c_str());
    function f = parsed[0].arg(0).decl();
    builtins_.emplace(name, f);
    return f;
  }
  static std::string fmt_axiom_note(std::size_t n) {
    return "; the last " + std::to_string(n) + " assertions are axioms of approximated and root functions\n";
  }
  std::string fmt_fresh(std::string_view prefix) { return std::string(prefix) + "!" + std::to_string(fresh_count_++); }
  ::z3::expr_vector to_vector(std::span<const term> ts) {
    ::z3::expr_vector v(*ctx_);
    for (const auto &t : ts)
      v.push_back(t);
    return v;
  }

  static constexpr std::size_t print_limit = 4000;

  /// A symbol as SMT-LIB writes it: between bars where it is not a simple symbol (an input
  /// named a[0] or this.f is |a[0]|).
  static std::string quoted_symbol(const std::string &name) {
    const bool simple =
        !name.empty() && !(name[0] >= '0' && name[0] <= '9') && std::all_of(name.begin(), name.end(), [](char c) {
          return std::isalnum(static_cast<unsigned char>(c)) ||
                 std::string_view("~!@$%^&*_-+=<>.?/").find(c) != std::string_view::npos;
        });
    return simple || name.find('|') != std::string::npos ? name : "|" + name + "|";
  }

  static void print_bounded(const term &t, std::string &out) {
    if (out.size() >= print_limit) return;
    if (!t.is_app()) {
      out += t.to_string();
      return;
    }
    if (t.is_numeral() && (t.is_int() || t.is_real())) { // as Z3 prints them, without its printer
      std::string n = Z3_get_numeral_string(t.ctx(), t);
      const bool negative = !n.empty() && n[0] == '-';
      if (negative) n.erase(0, 1);
      if (t.is_real()) {
        const auto slash = n.find('/');
        n = slash == std::string::npos ? n + ".0" : "(/ " + n.substr(0, slash) + ".0 " + n.substr(slash + 1) + ".0)";
      }
      out += negative ? "(- " + n + ")" : n;
      return;
    }
    const ::z3::func_decl d = t.decl();
    // bit-vector and string literals, and the other interpreted constants: a floating-point
    // numeral's declaration is named fp.numeral, its value is only in Z3's printing of it
    // ((fp #b0 #b10000000010 #x2000000000000), (_ NaN 11 53), roundNearestTiesToEven)
    if (t.is_numeral() || t.is_string_value() || (t.num_args() == 0 && d.decl_kind() != Z3_OP_UNINTERPRETED)) {
      out += t.to_string();
      return;
    }
    // an indexed operator ((_ extract 7 0) x), ((_ to_fp 11 53) RNE x): its indices are
    // parameters of the declaration, not part of its name
    const unsigned params = Z3_get_decl_num_parameters(t.ctx(), d);
    for (unsigned i = 0; i < params; ++i)
      if (Z3_get_decl_parameter_kind(t.ctx(), d, i) != Z3_PARAMETER_INT) { // (not an operator of ours)
        out += t.to_string();
        return;
      }
    std::string name = d.name().str();
    if (d.decl_kind() == Z3_OP_UNINTERPRETED) name = quoted_symbol(name);
    if (d.decl_kind() == Z3_OP_ITE) name = "ite"; // Z3 names its declaration "if"
    if (params > 0) {
      name = "(_ " + name;
      for (unsigned i = 0; i < params; ++i)
        name += " " + std::to_string(Z3_get_decl_int_parameter(t.ctx(), d, i));
      name += ")";
    }
    if (t.num_args() == 0) {
      out += name;
      return;
    }
    out += '(';
    out += name;
    for (unsigned i = 0; i < t.num_args() && out.size() < print_limit; ++i) {
      out += ' ';
      print_bounded(t.arg(i), out);
    }
    out += ')';
  }

  /// What the solver's heuristics need to know about a term and its subterms.
  struct term_facts {
    bool nonlinear =
        false; // a product of two non-constants, a division or remainder by a non-constant, a power, a quantifier
    bool approximated = false; // an application of an approximated function
    bool beyond_reals = false; // a quantifier, or a subterm neither Boolean nor Real
    // the roots and approximated applications in it (atoms of real_functions), sorted; a term
    // shares its subterm's list when they are equal, which is the usual case
    std::shared_ptr<const std::vector<unsigned>> atoms;

    void absorb(const term_facts &o) {
      nonlinear = nonlinear || o.nonlinear;
      approximated = approximated || o.approximated;
      beyond_reals = beyond_reals || o.beyond_reals;
      atoms = union_of(atoms, o.atoms);
    }
    static std::shared_ptr<const std::vector<unsigned>> union_of(std::shared_ptr<const std::vector<unsigned>> a,
                                                                 std::shared_ptr<const std::vector<unsigned>> b) {
      if (!b || a == b) return a;
      if (!a) return b;
      auto both = detail::merge_atoms(*a, *b);
      if (both.size() == a->size()) return a;
      if (both.size() == b->size()) return b;
      return std::make_shared<const std::vector<unsigned>>(std::move(both));
    }
  };

  /// The facts of all assertions together.
  term_facts assertion_facts() {
    term_facts all;
    for_each_assertion([&](const term &a) { all.absorb(facts(a)); });
    return all;
  }

  detail::argument_facts arguments_of(std::span<const term> args) {
    term_facts all;
    for (const auto &a : args)
      all.absorb(facts(a));
    detail::argument_facts out{all.approximated, all.atoms ? *all.atoms : std::vector<unsigned>{}, std::nullopt};
    if (args.size() == 1 && args[0].is_numeral() && args[0].is_real())
      out.constant = parse_rational(Z3_get_numeral_string(args[0].ctx(), args[0]));
    return out;
  }

  /// The facts of t, memoized per term across checks: a term's subterms never change, and an
  /// approximated application or a root is marked when it is made, before any term can contain it, so
  /// each check only visits the terms it has not seen before. The memo holds on to its terms:
  /// Z3 reuses the id of a term it has freed.
  term_facts facts(const term &root) {
    const auto &marked = real_fns_.approximated_terms();
    // iterative post-order: terms from long loops are too deep for recursion
    std::vector<std::pair<term, bool>> todo{{root, false}};
    while (!todo.empty()) {
      auto [t, expanded] = todo.back();
      todo.pop_back();
      const unsigned id = t.id();
      if (facts_.count(id)) continue;
      std::vector<term> children;
      if (t.is_app())
        for (unsigned i = 0; i < t.num_args(); ++i)
          children.push_back(t.arg(i));
      else if (t.is_quantifier())
        children.push_back(t.body());
      if (!expanded) {
        todo.push_back({t, true});
        for (const auto &c : children)
          if (!facts_.count(c.id())) todo.push_back({c, false});
        continue;
      }
      term_facts f;
      for (const auto &c : children)
        f.absorb(facts_.at(c.id()).second);
      f.approximated = f.approximated || marked.count(id) > 0 || approximation_application(t);
      if (const auto atom = real_fns_.atom_of(id))
        f.atoms = term_facts::union_of(f.atoms, std::make_shared<const std::vector<unsigned>>(1, *atom));
      f.nonlinear = f.nonlinear || t.is_quantifier() || (t.is_app() && nonlinear_operation(t));
      f.beyond_reals = f.beyond_reals || t.is_quantifier() || !(t.is_bool() || t.is_real());
      facts_.emplace(id, std::pair{t, f});
    }
    return facts_.at(root.id()).second;
  }

  /// An application of a function declared as an approximation, known by its name: after
  /// simplify() its id may be one that was never marked, and a query taken for exact could give a
  /// wrong NEQ.
  static bool approximation_application(const term &t) {
    return t.is_app() && t.num_args() > 0 && t.decl().decl_kind() == Z3_OP_UNINTERPRETED &&
           is_approximation_name(t.decl().name().str());
  }

  static bool nonlinear_operation(const term &t) {
    switch (t.decl().decl_kind()) {
    case Z3_OP_MUL: {
      unsigned symbolic = 0;
      for (unsigned i = 0; i < t.num_args(); ++i)
        symbolic += t.arg(i).is_numeral() ? 0 : 1;
      return symbolic > 1;
    }
    case Z3_OP_DIV:
    case Z3_OP_IDIV:
    case Z3_OP_MOD:
    case Z3_OP_REM: return !t.arg(1).is_numeral();
    case Z3_OP_POWER: return true;
    // IEEE arithmetic is circuits of adders and multipliers once bit-blasted: hard for the SMT
    // core's floating-point theory, where a fresh default solver (fpa2bv, then SAT) is fast
    case Z3_OP_FPA_ADD:
    case Z3_OP_FPA_SUB:
    case Z3_OP_FPA_MUL:
    case Z3_OP_FPA_DIV:
    case Z3_OP_FPA_REM:
    case Z3_OP_FPA_SQRT:
    case Z3_OP_FPA_FMA:
    case Z3_OP_FPA_ROUND_TO_INTEGRAL:
    case Z3_OP_FPA_TO_FP: return true;
    default: return false;
    }
  }

  static value read_value(const term &v) {
    value out;
    if (v.is_bool()) {
      out.what = value::kind::boolean;
      out.boolean = v.is_true();
    } else if (v.is_int() && v.is_numeral()) {
      out.what = value::kind::integer;
      out.integer = big_int(v.get_decimal_string(0));
    } else if (v.is_real() && (v.is_numeral() || Z3_is_algebraic_number(v.ctx(), v))) {
      if (Z3_is_algebraic_number(v.ctx(), v)) {
        out.what = value::kind::other;
        out.text = v.get_decimal_string(20) + " (algebraic)";
      } else {
        out.what = value::kind::real;
        out.rational =
            big_rational(big_int(v.numerator().get_decimal_string(0)), big_int(v.denominator().get_decimal_string(0)));
      }
    } else if (v.is_bv() && v.is_numeral()) {
      out.what = value::kind::bitvector;
      out.width = v.get_sort().bv_size();
      out.integer = big_int(v.get_decimal_string(0));
    } else if (v.is_fpa()) {
      out.what = value::kind::floating_point;
      out.exponent_bits = v.get_sort().fpa_ebits();
      out.significand_bits = v.get_sort().fpa_sbits();
      out.width = out.exponent_bits + out.significand_bits;
      if (Z3_fpa_is_numeral_nan(v.ctx(), v)) { // fp.to_ieee_bv leaves a NaN's bits open: use Java's
        const big_int exponent_ones = (big_int(1) << out.exponent_bits) - 1;
        out.integer = (exponent_ones << (out.significand_bits - 1)) | (big_int(1) << (out.significand_bits - 2));
      } else { // the IEEE bit pattern, evaluated from fp.to_ieee_bv
        ::z3::expr bits(v.ctx(), Z3_mk_fpa_to_ieee_bv(v.ctx(), v));
        bits = bits.simplify();
        out.integer = big_int(bits.get_decimal_string(0));
      }
    } else if (v.is_string_value()) {
      out.what = value::kind::string;
      // Z3 4.8 gives one byte a character below 256 (Latin-1), and beyond an escape \\u{....} whose
      // digits are '0' + each 4 bits (':' for 10); the escape reads like two backslashes and
      // text, so a string with a backslash is read one character at a time
      const std::string bytes = v.get_string();
      if (bytes.find('\\') == std::string::npos) {
        for (const char c : bytes)
          text::append_unit(out.text, static_cast<unsigned char>(c));
        return out;
      }
      ::z3::context &c = v.ctx();
      const ::z3::expr length = ::z3::expr(c, Z3_mk_seq_length(c, v)).simplify();
      for (unsigned i = 0; length.is_numeral() && i < length.get_numeral_uint(); ++i) {
        const std::string unit = ::z3::expr(c, Z3_mk_seq_at(c, v, c.int_val(i))).simplify().get_string();
        std::uint32_t code = unit.size() == 1 ? static_cast<unsigned char>(unit[0]) : 0;
        for (std::size_t k = unit.find('{') + 1; unit.size() > 1 && k < unit.size() && unit[k] != '}'; ++k)
          code = code * 16 + static_cast<std::uint32_t>(unit[k] >= 'a' ? unit[k] - 'a' + 10 : unit[k] - '0');
        text::append_unit(out.text, code);
      }
    } else {
      out.what = value::kind::other;
      out.text = v.to_string();
    }
    return out;
  }

  owned_context ctx_;
  ::z3::solver solver_;
  ::z3::solver answered_{solver_};                   // the solver of the last attempt (its model, see attempt())
  ::z3::solver idle_{*ctx_, ::z3::solver::simple()}; // never asserted to: its checks clear interrupts
  std::unordered_map<unsigned, std::pair<term, term_facts>> facts_; // see facts()
  std::vector<::z3::expr_vector> scopes_{::z3::expr_vector(*ctx_)}; // the incremental solver's assertions by scope
  bool stale_ = false; // the incremental solver was interrupted: incremental() makes it anew
  std::uint64_t fresh_count_ = 0;
  std::map<std::string, function> builtins_;
  detail::real_functions<z3> real_fns_{*this};
  ::z3::expr_vector roots_{*ctx_}, root_definitions_{*ctx_}; // see root()
  std::set<unsigned> defined_roots_;                         // ids of roots_ (held there)
  detail::watchdog watchdog_;
};

static_assert(full_backend<z3>);

} // namespace symdelta::solver
