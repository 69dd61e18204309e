#pragma once
// What every semantics of symbolic execution shares (engine/ideal_semantics.hpp,
// engine/java_semantics.hpp): booleans, Strings and the text of values for reports, which
// do not depend on how numbers are encoded.
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "symdelta/engine/java_format.hpp"
#include "symdelta/engine/symbolic_value.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/solver/concepts.hpp"

namespace symdelta::engine {

template <solver::backend S> class semantics_common {
public:
  using term = typename S::term;
  using value = sym_value<term>;
  using op = solver::op;

  /// a + b for two String values.
  value concat(const value &a, const value &b) {
    if (a.what == value::kind::string && b.what == value::kind::string) return value::of_string(a.text + b.text);
    if (a.what == value::kind::string && a.text.empty()) return b;
    if (b.what == value::kind::string && b.text.empty()) return a;
    return string_term(s_.mk(op::str_concat, {string_of(a), string_of(b)}));
  }

  /// Exact text of a value (for reports).
  std::string show(const value &v) {
    switch (v.what) {
    case value::kind::integer: return v.i.str();
    case value::kind::real: return rational_text(v.r);
    case value::kind::floating:
      return v.ty.is(ir::prim::float_) ? java_to_string(static_cast<float>(v.d)) + "f" : java_to_string(v.d);
    case value::kind::boolean: return v.b ? "true" : "false";
    case value::kind::term: return one_line(s_.to_string(*v.t));
    case value::kind::array: return fmt::format("{}[{}]", ir::to_string(v.ty.element()), v.elems->size());
    case value::kind::object: return fmt::format("<{}>", ir::to_string(v.ty));
    case value::kind::string: return java_quoted(v.text);
    default: return v.is_null() ? "null" : "void";
    }
  }

protected:
  explicit semantics_common(S &s) : s_(s) {}
  S &s_;

  typename S::sort string_sort() {
    if constexpr (solver::string_backend<S>)
      return s_.string_sort();
    else
      throw std::logic_error(fmt::format("symdelta: the {} backend has no strings", S::name));
  }
  term string_val(const std::string &text) {
    if constexpr (solver::string_backend<S>)
      return s_.string_val(text);
    else
      throw std::logic_error(fmt::format("symdelta: the {} backend has no strings", S::name));
  }
  term string_of(const value &v) { return v.what == value::kind::string ? string_val(v.text) : *v.t; }
  static value string_term(term t) { return value::of_term(ir::string_type, std::move(t)); }
  static value boolean(term t) { return value::of_term(ir::boolean_type, std::move(t)); }
  static value retyped(value v, ir::type t) {
    v.ty = t;
    return v;
  }
  static std::string rational_text(const solver::big_rational &r) {
    const solver::big_int n = numerator(r), d = denominator(r);
    return d == 1 ? n.str() : n.str() + "/" + d.str();
  }

  /// A boolean operator (== != ^ & | && ||) on booleans.
  value boolean_binary(ir::op o, const value &a, const value &b) {
    if (a.is_concrete() && b.is_concrete()) {
      switch (o) {
      case ir::op::eq: return value::of_bool(a.b == b.b);
      case ir::op::ne:
      case ir::op::bit_xor: return value::of_bool(a.b != b.b);
      case ir::op::bit_and:
      case ir::op::log_and: return value::of_bool(a.b && b.b);
      default: return value::of_bool(a.b || b.b);
      }
    }
    const term x = a.what == value::kind::boolean ? s_.bool_val(a.b) : *a.t;
    const term y = b.what == value::kind::boolean ? s_.bool_val(b.b) : *b.t;
    switch (o) {
    case ir::op::eq: return boolean(s_.mk(op::eq, {x, y}));
    case ir::op::ne:
    case ir::op::bit_xor: return boolean(s_.mk(op::xor_, {x, y}));
    case ir::op::bit_and:
    case ir::op::log_and: return boolean(s_.mk(op::and_, {x, y}));
    default: return boolean(s_.mk(op::or_, {x, y}));
    }
  }
};

} // namespace symdelta::engine
