#pragma once
// Models of the Z3 backend: a model's values read as solver::value.
#include <cstdint>
#include <string>
#include <utility>

#include "symdelta/core/text.hpp"
#include "symdelta/solver/concepts.hpp"
#include "symdelta/solver/z3/api.hpp"

namespace symdelta::solver::z3_detail {

/// A value of a model (evaluated with model completion) as solver::value.
inline value read_value(const ::z3::expr &v) {
  value out;
  if (v.is_bool()) {
    out.what = value::kind::boolean;
    out.boolean = v.is_true();
  } else if (v.is_int() && v.is_numeral()) {
    out.what = value::kind::integer;
    out.integer = big_int(v.get_decimal_string(0));
  } else if (v.is_real() && (v.is_numeral() || Z3_is_algebraic_number(v.ctx(), v))) {
    if (Z3_is_algebraic_number(v.ctx(), v)) {
      out.what = value::kind::other;
      out.text = v.get_decimal_string(20) + " (algebraic)";
    } else {
      out.what = value::kind::real;
      out.rational =
          big_rational(big_int(v.numerator().get_decimal_string(0)), big_int(v.denominator().get_decimal_string(0)));
    }
  } else if (v.is_bv() && v.is_numeral()) {
    out.what = value::kind::bitvector;
    out.width = v.get_sort().bv_size();
    out.integer = big_int(v.get_decimal_string(0));
  } else if (v.is_fpa()) {
    out.what = value::kind::floating_point;
    out.exponent_bits = v.get_sort().fpa_ebits();
    out.significand_bits = v.get_sort().fpa_sbits();
    out.width = out.exponent_bits + out.significand_bits;
    if (Z3_fpa_is_numeral_nan(v.ctx(), v)) { // fp.to_ieee_bv leaves a NaN's bits open: use Java's
      const big_int exponent_ones = (big_int(1) << out.exponent_bits) - 1;
      out.integer = (exponent_ones << (out.significand_bits - 1)) | (big_int(1) << (out.significand_bits - 2));
    } else { // the IEEE bit pattern, evaluated from fp.to_ieee_bv
      ::z3::expr bits(v.ctx(), Z3_mk_fpa_to_ieee_bv(v.ctx(), v));
      bits = bits.simplify();
      out.integer = big_int(bits.get_decimal_string(0));
    }
  } else if (v.is_string_value()) {
    out.what = value::kind::string;
    // Z3 4.8 gives one byte a character below 256 (Latin-1), and beyond an escape \\u{....} whose
    // digits are '0' + each 4 bits (':' for 10); the escape reads like two backslashes and
    // text, so a string with a backslash is read one character at a time
    const std::string bytes = v.get_string();
    if (bytes.find('\\') == std::string::npos) {
      for (const char c : bytes)
        text::append_unit(out.text, static_cast<unsigned char>(c));
      return out;
    }
    ::z3::context &c = v.ctx();
    const ::z3::expr length = ::z3::expr(c, Z3_mk_seq_length(c, v)).simplify();
    for (unsigned i = 0; length.is_numeral() && i < length.get_numeral_uint(); ++i) {
      const std::string unit = ::z3::expr(c, Z3_mk_seq_at(c, v, c.int_val(i))).simplify().get_string();
      std::uint32_t code = unit.size() == 1 ? static_cast<unsigned char>(unit[0]) : 0;
      for (std::size_t k = unit.find('{') + 1; unit.size() > 1 && k < unit.size() && unit[k] != '}'; ++k)
        code = code * 16 + static_cast<std::uint32_t>(unit[k] >= 'a' ? unit[k] - 'a' + 10 : unit[k] - '0');
      text::append_unit(out.text, code);
    }
  } else {
    out.what = value::kind::other;
    out.text = v.to_string();
  }
  return out;
}

/// The model of a sat check (z3::model).
class model {
public:
  model(::z3::model m, ::z3::expr_vector roots, ::z3::expr_vector definitions)
      : m_(std::move(m)), roots_(std::move(roots)), definitions_(std::move(definitions)) {}
  /// The value of t in the model (model completion on: unconstrained symbols get a value).
  /// Roots are evaluated from their definitions: a query carries only the axioms of the roots
  /// it mentions, so the model may leave the others at any value.
  [[nodiscard]] value eval(const ::z3::expr &t) const {
    ::z3::expr copy = t; // z3::expr::substitute is not const
    return read_value(m_.eval(roots_.empty() ? t : copy.substitute(roots_, definitions_), true));
  }

private:
  ::z3::model m_;
  ::z3::expr_vector roots_, definitions_;
};

} // namespace symdelta::solver::z3_detail
