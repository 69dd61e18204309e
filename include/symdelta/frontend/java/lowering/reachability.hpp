#pragma once
// The reachability check (JLS 14.22) on lowered statements, that rejects a non-void method which
// can fall off its end; statements.hpp lowers on top of it.
#include <cstdint>
#include <vector>

#include "symdelta/frontend/java/lowering/expressions.hpp"

namespace symdelta::java::detail {

class reachability : public expression_lowering {
public:
  using expression_lowering::expression_lowering;

protected:
  // ---- reachability (JLS 14.22), to reject non-void methods that can fall off their end -----

  /// Does a jump (break or continue) to `target` occur inside statement `s`?
  static bool jumps_to(const stmt &s, stmt_kind jump, std::uint32_t target) {
    if (s.kind == jump && s.target == target) return true;
    for (const auto &b : s.body)
      if (jumps_to(b, jump, target)) return true;
    for (const auto &c : s.cases)
      for (const auto &b : c.body)
        if (jumps_to(b, jump, target)) return true;
    return false;
  }
  static bool breaks_to(const stmt &s, std::uint32_t target) { return jumps_to(s, stmt_kind::break_, target); }

  bool constant_true(const expr &e) const {
    auto v = constant_value(e);
    return v && v->ty.is_boolean() && v->as_bool();
  }

  /// Can a sequence of statements complete normally (each one can)?
  bool completes_normally(const std::vector<stmt> &seq) const {
    for (const auto &b : seq)
      if (!can_complete_normally(b)) return false;
    return true;
  }

  bool can_complete_normally(const stmt &s) const {
    switch (s.kind) {
    case stmt_kind::block: return completes_normally(s.body) || (s.target != ir::no_target && breaks_to(s, s.target));
    case stmt_kind::if_:
      return s.body.size() < 2 || can_complete_normally(s.body[0]) || can_complete_normally(s.body[1]);
    case stmt_kind::loop:
      if (breaks_to(s, s.target)) return true;
      if (s.test_first) return !constant_true(s.condition());
      // do-while: the condition is reached only if the body completes or continues
      return !constant_true(s.condition()) &&
             (can_complete_normally(s.loop_body()) || jumps_to(s, stmt_kind::continue_, s.target));
    case stmt_kind::switch_: {
      // a switch with default (every selector value matches, as our selectors are int-like) cannot
      // complete normally when nothing breaks out of it and its last statements cannot: a rule
      // that can complete normally ends in a break (lower_switch); labels after the last
      // statement group are an empty last case
      bool has_default = false;
      for (const auto &c : s.cases)
        has_default |= c.is_default;
      if (!has_default || s.cases.empty() || breaks_to(s, s.target)) return true;
      return completes_normally(s.cases.back().body);
    }
    case stmt_kind::break_:
    case stmt_kind::continue_:
    case stmt_kind::return_:
    case stmt_kind::throw_: return false;
    case stmt_kind::try_: {
      // JLS 14.22: the try block or a catch block can complete normally, and so can finally
      bool any = can_complete_normally(s.body[0]);
      for (const auto &c : s.cases)
        any = any || completes_normally(c.body);
      return any && (s.body.size() < 2 || can_complete_normally(s.body[1]));
    }
    default: return true;
    }
  }
};

} // namespace symdelta::java::detail
