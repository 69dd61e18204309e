#pragma once
// What the Z3 backend's solving strategy needs to know about a term (non-linear, approximated,
// beyond real arithmetic, the roots and approximations it mentions), found once per term.
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include "symdelta/solver/concepts.hpp"
#include "symdelta/solver/real_functions.hpp"
#include "symdelta/solver/z3/api.hpp"

namespace symdelta::solver::z3_detail {

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

/// An application of a function declared as an approximation, known by its name: after
/// simplify() its id may be one that was never marked, and a query taken for exact could give a
/// wrong NEQ.
inline bool approximation_application(const ::z3::expr &t) {
  return t.is_app() && t.num_args() > 0 && t.decl().decl_kind() == Z3_OP_UNINTERPRETED &&
         is_approximation_name(t.decl().name().str());
}

inline bool nonlinear_operation(const ::z3::expr &t) {
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

/// The facts of terms, memoized across checks: a term's subterms never change, and an
/// approximated application or a root is marked when it is made, before any term can contain it, so
/// each check only visits the terms it has not seen before. The memo holds on to its terms:
/// Z3 reuses the id of a term it has freed.
class fact_memo {
public:
  /// The facts of `root`, given the backend's real_functions (what it marked as approximated,
  /// its atoms).
  template <class Functions> term_facts of(const ::z3::expr &root, const Functions &fns) {
    const auto &marked = fns.approximated_terms();
    // iterative post-order: terms from long loops are too deep for recursion
    std::vector<std::pair<::z3::expr, bool>> todo{{root, false}};
    while (!todo.empty()) {
      auto [t, expanded] = todo.back();
      todo.pop_back();
      const unsigned id = t.id();
      if (facts_.count(id)) continue;
      std::vector<::z3::expr> children;
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
      if (const auto atom = fns.atom_of(id))
        f.atoms = term_facts::union_of(f.atoms, std::make_shared<const std::vector<unsigned>>(1, *atom));
      f.nonlinear = f.nonlinear || t.is_quantifier() || (t.is_app() && nonlinear_operation(t));
      f.beyond_reals = f.beyond_reals || t.is_quantifier() || !(t.is_bool() || t.is_real());
      facts_.emplace(id, std::pair{t, f});
    }
    return facts_.at(root.id()).second;
  }

private:
  std::unordered_map<unsigned, std::pair<::z3::expr, term_facts>> facts_;
};

} // namespace symdelta::solver::z3_detail
