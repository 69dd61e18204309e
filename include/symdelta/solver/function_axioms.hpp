#pragma once
// What a caller knows of a real function that a backend may lack: the backend declares it as an
// uninterpreted function and states these facts about each application (solver/real_functions.hpp
// keeps the machinery: which facts a query needs, chains of applications to constants). The
// knowledge itself belongs to whoever asks for the function: a semantics of a language
// (engine/semantics/real_math.hpp for java.lang.Math), not the solver layer.
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "symdelta/solver/op.hpp"

namespace symdelta::solver {

/// What the facts of function_axioms are built with: the backend's constructors.
template <class Term> struct term_maker {
  std::function<Term(op, std::span<const Term>)> make;
  std::function<Term(std::string_view)> real; // an exact real: "p/q" or a decimal

  Term mk(op o, std::initializer_list<Term> args) const { return make(o, std::span<const Term>(args)); }
  Term num(std::string_view v) const { return real(v); }
  Term when(Term c, Term t) const { return mk(op::implies, {std::move(c), std::move(t)}); }
  Term le(const Term &a, const Term &b) const { return mk(op::le, {a, b}); }
  Term lt(const Term &a, const Term &b) const { return mk(op::lt, {a, b}); }
  Term eq(const Term &a, const Term &b) const { return mk(op::eq, {a, b}); }
};

enum class monotonicity : std::uint8_t { none, increasing, decreasing };

/// A real function known by axioms: declared as `name` + approximation_suffix (so a query that
/// mentions it is approximated), with `facts` about each application r = f(args) and, when it is
/// monotone in its first argument on an interval, facts between its applications.
template <class Term> struct function_axioms {
  std::string name;
  std::function<std::vector<Term>(const term_maker<Term> &, std::span<const Term> args, const Term &r)> facts;
  monotonicity monotone = monotonicity::none;
  // the interval where it is monotone, as exact reals ("-1"); none: unbounded on that side
  std::optional<std::string> low, high;
  bool closed = true; // [low, high], else (low, high)
};

} // namespace symdelta::solver
