#pragma once
// Walks over the statements and expressions of a body, for the analyses and rewritings of the
// layers above (diff/) and of ir/ itself.
#include "symdelta/ir/node.hpp"

namespace symdelta::ir {

/// Applies `on_expr` to every expression in `s`, arguments before the expressions holding them.
inline void rewrite_exprs(expr &e, const auto &on_expr) {
  for (auto &a : e.args)
    rewrite_exprs(a, on_expr);
  on_expr(e);
}
inline void rewrite_exprs(stmt &s, const auto &on_expr) {
  for (auto &e : s.exprs)
    rewrite_exprs(e, on_expr);
  for (auto &c : s.body)
    rewrite_exprs(c, on_expr);
  for (auto &c : s.cases)
    for (auto &b : c.body)
      rewrite_exprs(b, on_expr);
}

/// Calls on_stmt on `s` and every statement in it, on_expr on every expression in them.
inline void walk_stmts(const stmt &s, const auto &on_stmt, const auto &on_expr) {
  on_stmt(s);
  const auto expr_walk = [&](const expr &e, const auto &self) -> void {
    on_expr(e);
    for (const auto &a : e.args)
      self(a, self);
  };
  for (const auto &e : s.exprs)
    expr_walk(e, expr_walk);
  for (const auto &c : s.body)
    walk_stmts(c, on_stmt, on_expr);
  for (const auto &c : s.cases)
    for (const auto &b : c.body)
      walk_stmts(b, on_stmt, on_expr);
}

} // namespace symdelta::ir
