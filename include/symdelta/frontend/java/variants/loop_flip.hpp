#pragma once
// loop-flip: a counted `for` loop reversed, the same index values last first.
#include <cctype>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/frontend/java/lowering/integer_literal.hpp"
#include "symdelta/frontend/java/syntax.hpp"
#include "symdelta/frontend/java/variants/model.hpp"
#include "symdelta/frontend/java/variants/text.hpp"

namespace symdelta::java::detail::variant_making {

/// Exact floor division by a positive divisor.
inline std::int64_t floor_div(std::int64_t x, std::int64_t d) {
  std::int64_t q = x / d;
  if (x % d != 0 && x < 0) --q;
  return q;
}

/// The value of an int literal (no `L`), read as the lowering reads it: a decimal one is its
/// magnitude (2^31 stands under a unary minus, which constant_value applies); a hex, octal or
/// binary one is the bit pattern of a two's complement int (0xFFFFFFFF is -1).
inline std::optional<std::int64_t> int_literal_value(syntax_node n) {
  const auto lit = read_integer_literal(n);
  if (!lit || lit->is_long) return std::nullopt;
  if (lit->decimal) return static_cast<std::int64_t>(lit->magnitude);
  return static_cast<std::int32_t>(static_cast<std::uint32_t>(lit->magnitude));
}

inline bool fits_int(std::int64_t v) {
  return v >= std::numeric_limits<std::int32_t>::min() && v <= std::numeric_limits<std::int32_t>::max();
}

/// The value of a constant int expression of literals, + - * and parentheses, if it is one.
inline std::optional<std::int64_t> constant_value(syntax_node n) {
  constexpr std::int64_t bound = std::int64_t{1} << 40; // far beyond int, far below overflow
  auto fits = [&](std::int64_t v) { return v > -bound && v < bound ? std::optional<std::int64_t>(v) : std::nullopt; };
  const std::string_view k = n.kind();
  if (k == "parenthesized_expression")
    return n.named_child_count() == 1 ? constant_value(n.named_child(0)) : std::nullopt;
  if (k == "unary_expression") {
    auto v = constant_value(n.field("operand"));
    const std::string_view op = n.field("operator").text();
    if (!v) return std::nullopt;
    return op == "-" ? fits(-*v) : op == "+" ? v : std::nullopt;
  }
  if (k == "binary_expression") {
    auto l = constant_value(n.field("left")), r = constant_value(n.field("right"));
    if (!l || !r) return std::nullopt;
    const std::string_view op = n.field("operator").text();
    if (op == "+") return fits(*l + *r);
    if (op == "-") return fits(*l - *r);
    if (op == "*") return fits(*l * *r);
    return std::nullopt;
  }
  return int_literal_value(n);
}

/// Side-effect free loop bounds: names, literals, field accesses (`a.length`), + - * of those.
inline bool is_pure_bound(syntax_node n) {
  const std::string_view k = n.kind();
  if (k == "identifier" || k == "this" || int_literal_value(n)) return true;
  if (k == "field_access") return is_pure_bound(n.field("object"));
  if (k == "parenthesized_expression") return n.named_child_count() == 1 && is_pure_bound(n.named_child(0));
  if (k == "unary_expression") {
    const std::string_view op = n.field("operator").text();
    return (op == "-" || op == "+") && is_pure_bound(n.field("operand"));
  }
  if (k == "binary_expression") {
    const std::string_view op = n.field("operator").text();
    return (op == "+" || op == "-" || op == "*") && is_pure_bound(n.field("left")) && is_pure_bound(n.field("right"));
  }
  return false;
}

/// Calls f on every identifier of a bound that names a variable (not the field of a field access).
template <class F> void for_each_bound_name(syntax_node n, F &&f) {
  if (n.is("identifier")) return f(n.text());
  if (n.is("field_access")) return for_each_bound_name(n.field("object"), f);
  for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
    for_each_bound_name(n.named_child(i), f);
}

/// Does `n` assign the variable `name` (`name = ..`, `name += ..`, `name++`, ...)?
inline bool assigns(syntax_node n, std::string_view name) {
  if (n.is("assignment_expression") && n.field("left").is("identifier") && n.field("left").text() == name) return true;
  if (n.is("update_expression"))
    for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
      if (n.named_child(i).is("identifier") && n.named_child(i).text() == name) return true;
  for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
    if (assigns(n.named_child(i), name)) return true;
  return false;
}

inline bool is_atomic_expression(syntax_node n) {
  const std::string_view k = n.kind();
  return k == "identifier" || k == "field_access" || k == "parenthesized_expression" || int_literal_value(n);
}

struct loop_flip {
  std::vector<text_edit> edits;
  std::string header; // the flipped loop's header, for the description
};

/// The reversed counted loop, if `loop` is `for (int i = A; i OP B; UPDATE) BODY` with a step
/// towards B, bounds free of side effects and a body that assigns neither i nor the bounds'
/// variables: the same index values, last first.
inline std::optional<loop_flip> flip_loop(const file_model &m, syntax_node loop) {
  syntax_node init;
  int inits = 0, updates = 0;
  syntax_node update;
  loop.for_each_field("init", [&](syntax_node i) {
    init = i;
    ++inits;
  });
  loop.for_each_field("update", [&](syntax_node u) {
    update = u;
    ++updates;
  });
  if (inits != 1 || updates != 1 || !init.is("local_variable_declaration") || init.field("type").text() != "int")
    return std::nullopt;
  int declarators = 0;
  init.for_each_field("declarator", [&](syntax_node) { ++declarators; });
  syntax_node decl = init.field("declarator");
  if (declarators != 1 || decl.field("dimensions") || !decl.field("value")) return std::nullopt;
  const std::string_view index = decl.field("name").text();
  syntax_node a = decl.field("value");

  syntax_node cond = loop.field("condition");
  if (!cond.is("binary_expression") || !cond.field("left").is("identifier") || cond.field("left").text() != index)
    return std::nullopt;
  const std::string_view op = cond.field("operator").text();
  syntax_node b = cond.field("right");

  // the update: its direction and step
  std::int64_t step = 0;
  bool increasing = false;
  if (update.is("update_expression")) {
    std::string text;
    for (char c : update.text())
      if (!std::isspace(static_cast<unsigned char>(c))) text += c;
    const std::string i(index);
    if (text == i + "++" || text == "++" + i)
      increasing = true, step = 1;
    else if (text == i + "--" || text == "--" + i)
      increasing = false, step = 1;
    else
      return std::nullopt;
  } else if (update.is("assignment_expression")) {
    const std::string_view aop = update.field("operator").text();
    auto s = int_literal_value(update.field("right"));
    if (!update.field("left").is("identifier") || update.field("left").text() != index || !s || *s <= 0 ||
        *s > std::numeric_limits<std::int32_t>::max() || (aop != "+=" && aop != "-="))
      return std::nullopt;
    increasing = aop == "+=";
    step = *s;
  } else {
    return std::nullopt;
  }
  const bool strict = op == "<" || op == ">";
  if (!((increasing && (op == "<" || op == "<=")) || (!increasing && (op == ">" || op == ">=")))) return std::nullopt;

  // bounds computed once must stay the bounds: side-effect free, and nothing they name (nor
  // the index) assigned in the body
  if (!is_pure_bound(a) || !is_pure_bound(b)) return std::nullopt;
  syntax_node body = loop.field("body");
  bool invariant = !assigns(body, index);
  for_each_bound_name(b,
                      [&](std::string_view name) { invariant = invariant && name != index && !assigns(body, name); });
  for_each_bound_name(a, [&](std::string_view name) { invariant = invariant && !assigns(body, name); });
  if (!invariant) return std::nullopt;

  // LAST, the last index value the loop runs: A + floorDiv(B - 1 - A, S) * S for `<` (B - A for
  // `<=`), A - floorDiv(A - 1 - B, S) * S for `>` (A - B for `>=`); floorDiv, not /, so that a
  // loop that runs zero times still does
  std::string last;
  const auto ca = constant_value(a), cb = constant_value(b);
  // a constant beyond int wraps in Java, and would not be the bound computed here
  if ((ca && !fits_int(*ca)) || (cb && !fits_int(*cb))) return std::nullopt;
  if (ca && cb) {
    const std::int64_t span = increasing ? *cb - *ca - (strict ? 1 : 0) : *ca - *cb - (strict ? 1 : 0);
    const std::int64_t value = increasing ? *ca + floor_div(span, step) * step : *ca - floor_div(span, step) * step;
    if (!fits_int(value)) return std::nullopt;
    last = std::to_string(value);
  } else {
    const std::string at(a.text()), bt(b.text());
    const std::string ap = is_atomic_expression(a) ? at : "(" + at + ")";
    const std::string bp = is_atomic_expression(b) ? bt : "(" + bt + ")";
    const bool a_zero = ca && *ca == 0;
    if (step == 1) {
      // floorDiv(x, 1) * 1 is x, and A + (B - 1 - A) is B - 1 in int arithmetic too (wrapping)
      last = strict ? bp + (increasing ? " - 1" : " + 1") : bt;
    } else if (increasing) {
      const std::string span = (strict ? bp + " - 1" : bp) + (a_zero ? "" : " - " + ap);
      last = fmt::format("{}Math.floorDiv({}, {}) * {}", a_zero ? "" : ap + " + ", span, step, step);
    } else {
      const std::string span = (strict ? ap + " - 1" : ap) + " - " + bp;
      last = fmt::format("{} - Math.floorDiv({}, {}) * {}", ap, span, step, step);
    }
  }
  const std::string i(index);
  const std::string new_cond = fmt::format("{} {} {}", i, increasing ? ">=" : "<=", a.text());
  const std::string new_update =
      step == 1 ? i + (increasing ? "--" : "++") : fmt::format("{} {} {}", i, increasing ? "-=" : "+=", step);
  loop_flip flip;
  flip.edits = {{m.span(a), last}, {m.span(cond), new_cond}, {m.span(update), new_update}};
  flip.header = fmt::format("for (int {} = {}; {}; {})", i, last, new_cond, new_update);
  return flip;
}

} // namespace symdelta::java::detail::variant_making
