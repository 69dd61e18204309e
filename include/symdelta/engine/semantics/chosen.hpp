#pragma once
// The semantics a check reasons in, chosen at run time (`--semantics ideal|java`,
// check_options::semantics): one executor and one engine for both, each operation handed to the
// chosen encoding, so that choosing a semantics costs no second instantiation of the engine.
#include <span>
#include <string>
#include <vector>

#include "symdelta/engine/semantics/ideal.hpp"
#include "symdelta/engine/semantics/java.hpp"
#include "symdelta/model/records.hpp"

namespace symdelta::engine {

template <solver::fp_backend S> class chosen_semantics {
public:
  using term = typename S::term;
  using value = sym_value<term>;

  chosen_semantics(S &s, semantics_mode m) : ideal_(s), java_(s), java_mode_(m == semantics_mode::java) {}

  typename S::sort sort(ir::type t) {
    return either([&](auto &sem) { return sem.sort(t); });
  }
  value input(const std::string &n, ir::type t, std::vector<term> &constraints) {
    return either([&](auto &sem) { return sem.input(n, t, constraints); });
  }
  term to_term(const value &v) {
    return either([&](auto &sem) { return sem.to_term(v); });
  }
  value literal(const ir::literal &l) {
    return either([&](auto &sem) { return sem.literal(l); });
  }
  value default_value(ir::type t) {
    return either([&](auto &sem) { return sem.default_value(t); });
  }
  value unary(ir::op o, const value &v) {
    return either([&](auto &sem) { return sem.unary(o, v); });
  }
  value binary(ir::op o, const value &a, const value &b) {
    return either([&](auto &sem) { return sem.binary(o, a, b); });
  }
  value cast(const value &v, ir::type to) {
    return either([&](auto &sem) { return sem.cast(v, to); });
  }
  value intrinsic(ir::intrinsic fn, std::span<const value> a, ir::type result) {
    return either([&](auto &sem) { return sem.intrinsic(fn, a, result); });
  }
  value division_by_zero(const value &x) {
    return either([&](auto &sem) { return sem.division_by_zero(x); });
  }
  std::string show(const value &v) {
    return either([&](auto &sem) { return sem.show(v); });
  }
  value text(const value &v) {
    return either([&](auto &sem) { return sem.text(v); });
  }
  value concat(const value &a, const value &b) {
    return either([&](auto &sem) { return sem.concat(a, b); });
  }
  value select(const value &c, const value &x, const value &y, ir::type t) {
    return either([&](auto &sem) { return sem.select(c, x, y, t); });
  }
  [[nodiscard]] bool ieee_floating() const {
    return either([](const auto &sem) { return sem.ieee_floating(); });
  }
  [[nodiscard]] bool closes(const ir::counted_loop &l) const {
    return either([&](const auto &sem) { return sem.closes(l); });
  }
  [[nodiscard]] bool bounded_evaluation() const {
    return either([](const auto &sem) { return sem.bounded_evaluation(); });
  }

private:
  ideal_semantics<S> ideal_;
  java_semantics<S> java_;
  bool java_mode_;

  template <class F> auto either(F f) { return java_mode_ ? f(java_) : f(ideal_); }
  template <class F> auto either(F f) const { return java_mode_ ? f(java_) : f(ideal_); }
};

} // namespace symdelta::engine
