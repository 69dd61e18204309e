#pragma once
// What every semantics of symbolic execution shares (engine/semantics/ideal.hpp,
// engine/semantics/java.hpp): booleans, Strings and the text of values for reports, which
// do not depend on how numbers are encoded.
#include <algorithm>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/text.hpp"
#include "symdelta/engine/semantics/java_strings.hpp"
#include "symdelta/engine/values/java_format.hpp"
#include "symdelta/engine/values/symbolic_value.hpp"
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

  /// A String method (ir::is_string_method) on Strings that are not null and indices in range
  /// (engine/execution/executor.hpp checks them): computed on concrete texts, else a term of the string
  /// theory. `to_int(v)` is an int value as a solver integer, `from_int(t, x)` a solver
  /// integer as a value of type t, as the semantics encodes integers.
  template <class ToInt, class FromInt>
  value string_method(ir::intrinsic fn, std::span<const value> a, ToInt to_int, FromInt from_int) {
    using I = ir::intrinsic;
    namespace js = java_string;
    if (std::all_of(a.begin(), a.end(), [](const value &v) { return v.is_concrete(); })) {
      const auto index = [&](std::size_t k) { return a[k].i.template convert_to<std::int64_t>(); };
      const auto integer = [](ir::type t, std::int64_t n) { return value::of_int(t, solver::big_int(n)); };
      const std::string &s = a[0].text;
      switch (fn) {
      case I::string_length: return integer(ir::int_type, js::length(s));
      case I::string_is_empty: return value::of_bool(s.empty());
      case I::string_char_at: return integer(ir::char_type, js::char_at(s, index(1)));
      case I::string_equals: return value::of_bool(s == a[1].text);
      case I::string_starts_with: return value::of_bool(js::starts_with(s, a[1].text));
      case I::string_ends_with: return value::of_bool(js::ends_with(s, a[1].text));
      case I::string_contains: return value::of_bool(js::index_of(s, a[1].text) >= 0);
      case I::string_index_of: return integer(ir::int_type, js::index_of(s, a[1].text));
      case I::string_substring: return value::of_string(js::substring(s, index(1), index(2)));
      case I::string_is_latin1: return value::of_bool(js::is_latin1(s));
      case I::string_concat: return concat(a[0], a[1]);
      default: break;
      }
    }
    const term s = string_of(a[0]);
    const auto other = [&] { return string_of(a[1]); };
    switch (fn) {
    case I::string_length: return from_int(ir::int_type, s_.mk(op::str_len, {s}));
    case I::string_is_empty: return boolean(s_.mk(op::eq, {s, string_val("")}));
    case I::string_char_at:
      return from_int(ir::char_type, s_.mk(op::str_to_code, {s_.mk(op::str_at, {s, to_int(a[1])})}));
    case I::string_equals: return boolean(s_.mk(op::eq, {s, other()}));
    case I::string_starts_with: return boolean(s_.mk(op::str_prefix_of, {other(), s}));
    case I::string_ends_with: return boolean(s_.mk(op::str_suffix_of, {other(), s}));
    case I::string_contains: return boolean(s_.mk(op::str_contains, {s, other()}));
    case I::string_index_of:
      return from_int(ir::int_type, s_.mk(op::str_index_of, {s, other(), s_.int_val(std::int64_t{0})}));
    case I::string_substring: {
      const term begin = to_int(a[1]);
      return string_term(s_.mk(op::str_substr, {s, begin, s_.mk(op::sub, {to_int(a[2]), begin})}));
    }
    case I::string_concat: return concat(a[0], a[1]);
    // no theory term says it without a regular expression: a function of the text (the same for
    // equal texts in both versions), which a witness run decides exactly
    case I::string_is_latin1: return boolean(s_.approximation("String.isLatin1", std::vector<term>{s}, s_.bool_sort()));
    default: throw std::logic_error("symdelta: not a String method");
    }
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

  /// A String input's text (not null: engine/explore/product_explorer.hpp chooses that apart), whose
  /// characters are UTF-16 units (a solver's reach 0x2FFFF). Its length needs no bound: an int
  /// holds it in Java semantics (engine/semantics/java.hpp), and ideal semantics has no overflow.
  value string_input(const std::string &n, std::vector<term> &constraints) {
    if constexpr (solver::string_backend<S>) {
      const term c = s_.constant(n, string_sort());
      constraints.push_back(s_.utf16_units(c));
      return string_term(c);
    } else {
      throw std::logic_error(fmt::format("symdelta: the {} backend has no strings", S::name));
    }
  }

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
