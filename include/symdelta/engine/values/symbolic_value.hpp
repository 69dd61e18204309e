#pragma once
// Values of symbolic execution: exact concrete values (unbounded integers, rationals, booleans;
// IEEE floats and doubles in Java semantics) while an expression does not depend on the inputs, a solver term once it
// does, and arrays of concrete length and objects of concrete identity holding either.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/engine/values/value.hpp"
#include "symdelta/ir/type.hpp"
#include "symdelta/solver/result.hpp"

namespace symdelta::engine {

template <class Term> struct sym_value {
  // none: void, or the null reference of type `ty`; string: a String's text known exactly (a
  // term of the solver's string sort once it depends on the inputs); object: an object the
  // method created, whose identity is concrete and whose fields hold any value; unread: a field
  // of an input object not read yet (engine/explore/product_explorer.hpp), `i` the reference input it
  // is, or, with `b`, one beyond the heap bound; `text` names it. An array with `b` is an array of
  // references passed as an input, whose modelled elements end at the heap bound. floating: a
  // float or double of Java semantics, `d` its value (a float's, exactly, for a float)
  enum class kind : std::uint8_t { none, integer, real, boolean, term, array, string, object, unread, floating };
  kind what = kind::none;
  ir::type ty;
  solver::big_int i;
  solver::big_rational r;
  bool b = false;
  std::optional<Term> t; // term: the value; array: its length when that depends on the inputs (elems
                         // then models its first elements only: engine/execution/symbolic_domain.hpp)
  std::shared_ptr<std::vector<sym_value>> elems; // an array's elements, an object's fields (shared, as
                                                 // Java references are)
  std::string text;                              // string: UTF-8
  double d = 0;                                  // floating
  // a String (string or term): which object it is (engine/values/value.hpp's string_identity), or, when
  // that depends on the inputs, an int term of it (identity_term)
  std::int32_t identity = 0;
  std::optional<Term> identity_term{};

  /// A String's identity as an int value (concrete or a term).
  [[nodiscard]] sym_value identity_value() const {
    return identity_term ? of_term(ir::int_type, *identity_term) : of_int(ir::int_type, identity);
  }
  /// Is the String's object unknown (== refuses it)?
  [[nodiscard]] bool unknown_identity() const { return !identity_term && identity == string_identity::unknown; }
  /// This String, its identity `id` (an int value).
  [[nodiscard]] sym_value with_identity(const sym_value &id) const {
    sym_value v = *this;
    v.identity_term.reset();
    v.identity = 0;
    if (id.what == kind::term)
      v.identity_term = id.t;
    else
      v.identity = static_cast<std::int32_t>(id.i);
    return v;
  }

  [[nodiscard]] bool is_concrete() const {
    return what == kind::integer || what == kind::real || what == kind::boolean || what == kind::string ||
           what == kind::floating;
  }
  [[nodiscard]] bool is_null() const { return what == kind::none && ty.is_reference(); }
  [[nodiscard]] bool is_term() const { return what == kind::term; }

  static sym_value of_int(ir::type ty, solver::big_int v) {
    return {kind::integer, ty, std::move(v), {}, false, {}, {}, {}};
  }
  static sym_value of_real(ir::type ty, solver::big_rational v) {
    return {kind::real, ty, {}, std::move(v), false, {}, {}, {}};
  }
  static sym_value of_floating(ir::type ty, double v) {
    sym_value s;
    s.what = kind::floating;
    s.ty = ty;
    s.d = v;
    return s;
  }
  static sym_value of_bool(bool v) { return {kind::boolean, ir::boolean_type, {}, {}, v, {}, {}, {}}; }
  static sym_value of_term(ir::type ty, Term term) { return {kind::term, ty, {}, {}, false, std::move(term), {}, {}}; }
  /// An array of `items`, or, given a length term, one whose first elements they are.
  static sym_value of_array(ir::type ty, std::vector<sym_value> items, std::optional<Term> length = std::nullopt) {
    return {
        kind::array, ty, {}, {}, false, std::move(length), std::make_shared<std::vector<sym_value>>(std::move(items)),
        {}};
  }
  /// An array's length: its term, or the number of its elements.
  [[nodiscard]] sym_value length() const {
    return t ? of_term(ir::int_type, *t) : of_int(ir::int_type, static_cast<long>(elems->size()));
  }
  static sym_value of_object(ir::type ty, std::vector<sym_value> fields) {
    return {kind::object, ty, {}, {}, false, {}, std::make_shared<std::vector<sym_value>>(std::move(fields)), {}};
  }
  static sym_value of_string(std::string text) {
    sym_value v;
    v.what = kind::string;
    v.ty = ir::string_type;
    v.text = std::move(text);
    return v;
  }
  static sym_value unread_input(ir::type ty, std::size_t input, bool beyond, std::string name) {
    sym_value v;
    v.what = kind::unread;
    v.ty = ty;
    v.i = static_cast<long>(input);
    v.b = beyond;
    v.text = std::move(name);
    return v;
  }
  static sym_value null_of(ir::type ty) {
    sym_value v;
    v.ty = ty;
    return v;
  }
  static sym_value none() { return {}; }
};

/// What a report shows of a symbolic array or object (engine/values/value.hpp, structured_text); an
/// array whose length is a term shows the elements it models.
template <class Term> heap_view<sym_value<Term>> view_of(const sym_value<Term> &v) {
  using kind = typename sym_value<Term>::kind;
  if (v.what != kind::array && v.what != kind::object) return {};
  return {v.elems.get(), v.elems.get(), v.what == kind::array, v.what == kind::object ? v.ty.cls : 0u};
}

/// A solver's rendering of a term on one line (Z3 breaks long terms over several), cut after
/// 4000 characters: terms built by loops can be enormous, and a report must stay readable.
inline std::string one_line(const std::string &text) {
  constexpr std::size_t limit = 4000;
  std::string out;
  bool space = false;
  for (char c : text) {
    if (c == '\n' || c == ' ' || c == '\t') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
    if (out.size() >= limit) return out + fmt::format(" ... ({} characters in all)", text.size());
  }
  return out;
}

/// The exact rational value of a decimal text such as "1.5", "-2", "1.25e-7".
inline solver::big_rational parse_decimal(const std::string &text) {
  std::string mant = text;
  long exp10 = 0;
  if (auto e = mant.find_first_of("eE"); e != std::string::npos) {
    exp10 = std::stol(mant.substr(e + 1));
    mant.erase(e);
  }
  bool negative = false;
  if (!mant.empty() && (mant[0] == '-' || mant[0] == '+')) {
    negative = mant[0] == '-';
    mant.erase(0, 1);
  }
  if (auto dot = mant.find('.'); dot != std::string::npos) {
    exp10 -= static_cast<long>(mant.size() - dot - 1);
    mant.erase(dot, 1);
  }
  // no leading zeros: Boost reads "0123" as octal
  const auto first = mant.find_first_not_of('0');
  solver::big_int digits(first == std::string::npos ? std::string("0") : mant.substr(first));
  solver::big_int scale = 1;
  for (long k = 0; k < (exp10 < 0 ? -exp10 : exp10); ++k)
    scale *= 10;
  solver::big_rational v = exp10 >= 0 ? solver::big_rational(digits * scale) : solver::big_rational(digits, scale);
  return negative ? -v : v;
}

} // namespace symdelta::engine
