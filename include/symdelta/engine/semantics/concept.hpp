#pragma once
// What the engine asks of a symbolic semantics: the meaning of every operation on symbolic values
// (the executor's symbolic domain hands each one over), and the questions whose answer depends on
// the semantics rather than on the engine. A semantics is an object: the engine asks it, never
// which semantics it is (docs/engine.md, "Semantics").
#include <concepts>
#include <span>
#include <string>
#include <vector>

#include "symdelta/engine/values/symbolic_value.hpp"
#include "symdelta/ir/counted_loop.hpp"
#include "symdelta/ir/intrinsic.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta::engine {

template <class Sem, class S>
concept symbolic_semantics = solver::backend<S> &&
    requires(Sem &sem, const Sem &asked, const sym_value<typename S::term> &v, ir::type t, ir::op o, ir::intrinsic fn,
             std::span<const sym_value<typename S::term>> args, const ir::literal &l, const std::string &name,
             std::vector<typename S::term> &constraints, const ir::counted_loop &loop) {
  // the operations, on values of the symbolic domain (engine/values/symbolic_value.hpp)
  { sem.sort(t) } -> std::same_as<typename S::sort>;
  { sem.input(name, t, constraints) } -> std::same_as<sym_value<typename S::term>>;
  { sem.to_term(v) } -> std::same_as<typename S::term>;
  { sem.literal(l) } -> std::same_as<sym_value<typename S::term>>;
  { sem.default_value(t) } -> std::same_as<sym_value<typename S::term>>;
  { sem.unary(o, v) } -> std::same_as<sym_value<typename S::term>>;
  { sem.binary(o, v, v) } -> std::same_as<sym_value<typename S::term>>;
  { sem.cast(v, t) } -> std::same_as<sym_value<typename S::term>>;
  { sem.intrinsic(fn, args, t) } -> std::same_as<sym_value<typename S::term>>;
  { sem.division_by_zero(v) } -> std::same_as<sym_value<typename S::term>>;
  { sem.text(v) } -> std::same_as<sym_value<typename S::term>>;
  { sem.concat(v, v) } -> std::same_as<sym_value<typename S::term>>;
  { sem.select(v, v, v, t) } -> std::same_as<sym_value<typename S::term>>;
  { sem.show(v) } -> std::convertible_to<std::string>;
  // the questions
  { asked.ieee_floating() } -> std::same_as<bool>;      // IEEE floats: a division by zero needs no branch
  { asked.closes(loop) } -> std::same_as<bool>;         // a counted loop's closed form holds for every trip count
  { asked.bounded_evaluation() } -> std::same_as<bool>; // a term evaluates at given inputs in bounded time
};

} // namespace symdelta::engine
