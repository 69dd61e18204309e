#pragma once
// Real functions a backend cannot express natively, by generic means. Roots are exact: sqrt(x) and
// cbrt(x) are fresh constants with their defining equations. Other functions become
// uninterpreted functions constrained by the facts their caller knows of them
// (solver/function_axioms.hpp: the semantics of a language supplies them), and by monotonicity
// between applications where the function is monotone; a query that mentions one is
// approximated. The constraints are facts about the functions, valid in every scope, so backends
// assume them at every check: the ones about the roots and applications a query mentions
// (lemmas_for). Nothing here knows a particular function beyond the roots.
#include <algorithm>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "symdelta/solver/concepts.hpp"
#include "symdelta/solver/function_axioms.hpp"
#include "symdelta/solver/op.hpp"
#include "symdelta/solver/result.hpp"

namespace symdelta::solver::detail {

/// What a backend found in the arguments of a root or an approximated application.
struct argument_facts {
  bool approximated = false;            // they hold an approximated application
  std::vector<unsigned> atoms;          // the atoms (see real_functions) they mention, sorted
  std::optional<big_rational> constant; // the value of a single argument that is a numeral
};

/// The union of two sorted atom lists.
inline std::vector<unsigned> merge_atoms(const std::vector<unsigned> &a, const std::vector<unsigned> &b) {
  std::vector<unsigned> out;
  out.reserve(a.size() + b.size());
  std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

/// `S` is the backend; it provides declare_fun/apply/mk/real_val/fresh and term_id.
///
/// Every root and every approximated application is an *atom*, numbered in creation order; each
/// axiom is owned by the atoms it constrains (one, or two for monotonicity between applications).
template <class S> class real_functions {
public:
  using term = typename S::term;

  explicit real_functions(S &s) : s_(s) {}

  /// sqrt(x) (for x >= 0) or cbrt(x): one fresh root per argument, with its defining equation.
  /// The root of an approximated argument is approximated too: the axioms leave the argument's
  /// value open, so a model's root can be one no real input gives (a sat answer about it proves
  /// nothing), and a query that mentions only the root must say so.
  term root(op o, const term &x, const argument_facts &argument) {
    const auto key = std::pair(o, s_.term_id(x));
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    term y = s_.fresh(o == op::sqrt ? "sqrt" : "cbrt", s_.real_sort());
    if (argument.approximated) approximated_.insert(s_.term_id(y));
    owner_ = {new_atom(y, argument)};
    roots_.emplace(owner_.front(), root_of{o, x, y});
    if (o == op::sqrt) {
      fact(s_.mk(op::implies,
                 {s_.mk(op::ge, {x, zero()}),
                  s_.mk(op::and_, {s_.mk(op::ge, {y, zero()}), s_.mk(op::eq, {s_.mk(op::mul, {y, y}), x})})}));
    } else {
      fact(s_.mk(op::eq, {s_.mk(op::mul, {y, y, y}), x}));
    }
    memo_.emplace(key, y);
    return y;
  }

  /// A fresh constant y of sort `range` for a function of x that `definition(y)` pins down (the
  /// bit pattern of a floating-point value, where a backend lacks the operator), once per x:
  /// the definition is owned by y's atom. `name` tells such functions apart.
  template <class Sort, class Definition>
  term defined(const std::string &name, const term &x, const argument_facts &argument, const Sort &range,
               Definition definition) {
    auto k = std::pair(name, s_.term_id(x));
    if (auto it = defined_.find(k); it != defined_.end()) return it->second;
    term y = s_.fresh(name, range);
    if (argument.approximated) approximated_.insert(s_.term_id(y));
    owner_ = {new_atom(y, argument)};
    fact(definition(y));
    defined_.emplace(std::move(k), y);
    return y;
  }

  /// f(args) as an uninterpreted function of reals with f's axioms; marks the result approximated.
  term approximate(const function_axioms<term> &f, std::span<const term> args, const argument_facts &arguments) {
    auto fit = ufs_.find(f.name);
    if (fit == ufs_.end()) {
      std::vector<typename S::sort> domain(args.size(), s_.real_sort());
      fit = ufs_.emplace(f.name, s_.declare_fun(f.name + std::string(approximation_suffix), domain, s_.real_sort()))
                .first;
    }
    term r = s_.apply(fit->second, args);
    const auto id = s_.term_id(r);
    if (!approximated_.insert(id).second) return r; // axioms already stated for this application
    axioms(f, args, r, new_atom(r, arguments), arguments.constant);
    return r;
  }

  /// name(args) as an uninterpreted function of the given range sort, without axioms: for
  /// operations an encoding cannot express (bitwise operators on unbounded integers, say).
  term uninterpreted(const std::string &name, std::span<const term> args, const typename S::sort &range) {
    const std::string key = name + "!" + s_.to_string_sort(range) + std::to_string(args.size());
    auto it = named_.find(key);
    if (it == named_.end()) {
      std::vector<typename S::sort> domain;
      for (const auto &a : args)
        domain.push_back(s_.sort_of(a));
      it = named_.emplace(key, s_.declare_fun(name + std::string(approximation_suffix), domain, range)).first;
    }
    term r = s_.apply(it->second, args);
    if (approximated_.insert(s_.term_id(r)).second) unconstrained_.push_back(r); // ids stay theirs while held
    return r;
  }

  /// Term ids of approximated applications (a query mentioning one is approximated).
  [[nodiscard]] const std::set<std::uint64_t> &approximated_terms() const { return approximated_; }

  /// The atom a term is, if it is one.
  [[nodiscard]] std::optional<unsigned> atom_of(std::uint64_t term_id) const {
    if (auto it = atom_ids_.find(term_id); it != atom_ids_.end()) return it->second;
    return std::nullopt;
  }

  /// Every axiom stated so far.
  [[nodiscard]] std::vector<term> lemmas() const {
    std::vector<term> out;
    for (const auto &l : lemmas_)
      out.push_back(l.formula);
    return out;
  }

  /// The axioms a query needs whose assertions mention the atoms `mentioned`: those owned only
  /// by these atoms and, transitively, by the atoms in their arguments. Each axiom left out
  /// constrains an atom the query never sees, so it can only make the query weaker: an unsat
  /// answer stays a proof. A sat answer does too when the query is not approximated, since the
  /// atoms it leaves out are then roots, and every model extends to them (the real roots of
  /// their arguments' values). The solver is spared their reasoning, which can be most of a
  /// query's time (an earlier path's sqrt, say, that the query no longer mentions).
  [[nodiscard]] std::vector<term> lemmas_for(std::vector<unsigned> mentioned) const {
    const std::vector<char> relevant = with_dependencies(std::move(mentioned));
    // a chain of constants' applications (see monotonicity) comes whole once one link is needed
    std::set<std::string> chains;
    for (const auto &[atom, o] : chained_)
      if (relevant[atom]) chains.insert(o);
    std::vector<term> out;
    for (const auto &l : lemmas_)
      if (l.chain ? chains.count(*l.chain) > 0
                  : std::all_of(l.owners.begin(), l.owners.end(), [&](unsigned a) { return relevant[a] != 0; }))
        out.push_back(l.formula);
    return out;
  }

  /// What a quantified query that binds the roots among the atoms `mentioned` (and the atoms
  /// they depend on) must assume of them: each is a function of its argument (equal arguments,
  /// equal roots), and a square root of a non-negative number is not negative. Left free, a root
  /// is existential, and the solver picks whatever value suits it. The defining equations would
  /// say more, but make the query non-linear: with them Z3 answered unknown to most of H1's
  /// queries where they were tried, some after many times their time limit.
  struct root_facts {
    std::vector<term> roots, facts;
  };
  [[nodiscard]] root_facts roots_for(std::vector<unsigned> mentioned) {
    const std::vector<char> relevant = with_dependencies(std::move(mentioned));
    root_facts out;
    std::vector<const root_of *> seen;
    for (const auto &[a, r] : roots_) {
      if (!relevant[a]) continue;
      out.roots.push_back(r.result);
      if (r.o == op::sqrt) out.facts.push_back(when(le(zero(), r.argument), le(zero(), r.result)));
      for (const root_of *b : seen)
        if (b->o == r.o) out.facts.push_back(when(eq(r.argument, b->argument), eq(r.result, b->result)));
      seen.push_back(&r);
    }
    return out;
  }

  /// The argument of the root with this term id, if the term is one: what the root stands for,
  /// for code that looks at the applications in a term (ARDiff's H2 counts them).
  [[nodiscard]] std::optional<term> root_argument(std::uint64_t term_id) const {
    const auto a = atom_of(term_id);
    if (!a) return std::nullopt;
    const auto it = roots_.find(*a);
    if (it == roots_.end()) return std::nullopt;
    return it->second.argument;
  }

  /// The atom of every term id in `ids` that is one.
  template <class Ids> [[nodiscard]] std::vector<unsigned> atoms_among(const Ids &ids) const {
    std::vector<unsigned> out;
    for (const auto id : ids)
      if (auto a = atom_of(id)) out.push_back(*a);
    return out;
  }

private:
  /// `mentioned` and, transitively, the atoms in their arguments, as a flag per atom.
  [[nodiscard]] std::vector<char> with_dependencies(std::vector<unsigned> mentioned) const {
    std::vector<char> relevant(depends_.size(), 0);
    while (!mentioned.empty()) {
      const unsigned a = mentioned.back();
      mentioned.pop_back();
      if (relevant[a]) continue;
      relevant[a] = 1;
      mentioned.insert(mentioned.end(), depends_[a].begin(), depends_[a].end());
    }
    return relevant;
  }

  struct application {
    term argument, result;
    unsigned atom;
    bool constant; // its argument is a constant in the function's domain
  };
  struct lemma {
    term formula;
    std::vector<unsigned> owners;
    std::optional<std::string> chain; // a link of the chain of a function's applications to constants
  };

  unsigned new_atom(const term &t, const argument_facts &arguments) {
    const auto a = static_cast<unsigned>(depends_.size());
    depends_.push_back(arguments.atoms);
    atom_ids_.emplace(s_.term_id(t), a);
    return a;
  }

  term zero() { return s_.real_val("0"); }
  term num(const char *v) { return s_.real_val(v); }
  // the backend's constructors, for function_axioms::facts
  term_maker<term> maker_{[this](op o, std::span<const term> a) { return s_.mk(o, a); },
                          [this](std::string_view v) { return s_.real_val(v); }};
  void fact(term t) { lemmas_.push_back({std::move(t), owner_, std::nullopt}); }
  term when(term c, term t) { return s_.mk(op::implies, {std::move(c), std::move(t)}); }
  term le(const term &a, const term &b) { return s_.mk(op::le, {a, b}); }
  term lt(const term &a, const term &b) { return s_.mk(op::lt, {a, b}); }
  term eq(const term &a, const term &b) { return s_.mk(op::eq, {a, b}); }

  void axioms(const function_axioms<term> &f, std::span<const term> args, const term &r, unsigned atom,
              const std::optional<big_rational> &constant) {
    owner_ = {atom};
    if (f.facts)
      for (auto &t : f.facts(maker_, args, r))
        fact(std::move(t));
    if (f.monotone != monotonicity::none)
      monotonicity_facts(f, {args[0], r, atom, constant && in_domain(f, *constant)}, constant);
  }

  /// Whether a constant argument lies where f is monotone.
  static bool in_domain(const function_axioms<term> &f, const big_rational &c) {
    if (f.low && (f.closed ? c < parse_rational(*f.low) : c <= parse_rational(*f.low))) return false;
    if (f.high && (f.closed ? c > parse_rational(*f.high) : c >= parse_rational(*f.high))) return false;
    return true;
  }

  /// The condition that both px and x lie where f is monotone.
  term domain(const function_axioms<term> &f, const term &px, const term &x) {
    std::vector<term> bounds;
    for (const term *v : {&px, &x}) {
      if (f.low) bounds.push_back(f.closed ? le(num(f.low->c_str()), *v) : lt(num(f.low->c_str()), *v));
      if (f.high) bounds.push_back(f.closed ? le(*v, num(f.high->c_str())) : lt(*v, num(f.high->c_str())));
    }
    return bounds.empty() ? s_.bool_val(true) : s_.mk(op::and_, std::span<const term>(bounds));
  }

  /// Monotonicity between a new application and the earlier ones of the same function. Among
  /// applications to constants (in the function's domain) only neighbours in the order of their
  /// arguments are related, unconditionally: the rest follows by transitivity. n constants give
  /// n - 1 facts instead of n(n - 1)/2 conditional ones, which the solver would have to work
  /// through. A query gets the whole chain once it mentions one of its applications, so
  /// that transitivity holds through the ones it does not mention. Every other pair gets the
  /// conditional facts.
  void monotonicity_facts(const function_axioms<term> &f, const application &now,
                          const std::optional<big_rational> &constant) {
    const bool increasing = f.monotone == monotonicity::increasing;
    auto &seen = applications_[f.name];
    if (now.constant) {
      auto &chain = constants_[f.name];
      auto [at, inserted] = chain.emplace(*constant, now);
      chained_.emplace(now.atom, f.name);
      auto link = [&](term t) { lemmas_.push_back({std::move(t), {}, f.name}); };
      auto order = [&](const application &low, const application &high) { // low's argument < high's
        link(increasing ? lt(low.result, high.result) : lt(high.result, low.result));
      };
      if (!inserted) { // an equal value as another term
        link(eq(now.result, at->second.result));
      } else {
        if (at != chain.begin()) order(std::prev(at)->second, now);
        if (std::next(at) != chain.end()) order(now, std::next(at)->second);
      }
    }
    const term &x = now.argument, &r = now.result;
    for (const auto &[px, pr, pa, in_chain] : seen) {
      if (now.constant && in_chain) continue; // related through the chain
      owner_ = {pa, now.atom};
      const term in_domain = domain(f, px, x);
      const term rx = increasing ? r : pr, rpx = increasing ? pr : r;
      fact(when(s_.mk(op::and_, {in_domain, lt(px, x)}), lt(rpx, rx)));
      fact(when(s_.mk(op::and_, {in_domain, lt(x, px)}), lt(rx, rpx)));
      fact(when(eq(x, px), eq(r, pr)));
    }
    seen.push_back(now);
  }

  S &s_;
  std::map<std::string, typename S::function> ufs_;
  std::map<std::string, typename S::function> named_;
  std::map<std::string, std::vector<application>> applications_;         // by function name
  std::map<std::string, std::map<big_rational, application>> constants_; // the applications to constants, by argument
  std::map<unsigned, std::string> chained_;                              // their atoms, and the function
  std::map<std::pair<op, std::uint64_t>, term> memo_;
  std::map<std::pair<std::string, std::uint64_t>, term> defined_;
  std::set<std::uint64_t> approximated_;
  std::map<std::uint64_t, unsigned> atom_ids_; // term id -> atom (the terms live in memo_ and applications_)
  std::vector<std::vector<unsigned>> depends_; // per atom: the atoms in its arguments
  struct root_of {
    op o; // sqrt or cbrt
    term argument, result;
  };
  std::map<unsigned, root_of> roots_; // the atoms that are roots, by atom
  std::vector<lemma> lemmas_;
  std::vector<unsigned> owner_;     // the owners of the axioms being stated
  std::vector<term> unconstrained_; // the applications of uninterpreted()
};

} // namespace symdelta::solver::detail
