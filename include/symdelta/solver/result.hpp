#pragma once
// What a solver says about a query, and the values a model gives: vocabulary shared by every
// backend, free of any solver header.
#include <bit>
#include <chrono>
#include <cstdint>
#include <string>

#include <boost/multiprecision/cpp_int.hpp>

#include "symdelta/core/query_status.hpp"

namespace symdelta::solver {

/// A query's answer (core/query_status.hpp: the classification tables read it too).
using status = symdelta::query_status;
using symdelta::to_string;

struct check_result {
  status answer = status::error;
  std::string reason;        // unknown/error: the solver's explanation
  bool approximated = false; // the assertions use a function modelled only approximately (an
                             // uninterpreted function with axioms): a sat answer is no proof
  std::chrono::microseconds elapsed{0};
  std::string strategy; // how the backend went about it, for traces (which solvers, how long each)

  [[nodiscard]] bool is_sat() const { return answer == status::sat; }
  [[nodiscard]] bool is_unsat() const { return answer == status::unsat; }
  [[nodiscard]] bool is_definite() const { return is_sat() || is_unsat(); }
};

/// IEEE-754 rounding modes (SMT-LIB names in comments).
enum class rounding_mode : std::uint8_t {
  nearest_even,    // RNE
  nearest_away,    // RNA
  toward_positive, // RTP
  toward_negative, // RTN
  toward_zero,     // RTZ
};

using big_int = boost::multiprecision::cpp_int;
using big_rational = boost::multiprecision::cpp_rational;

/// An exact rational from a solver's text: "p/q", "-p/q", an integer, or a decimal "1.25".
inline big_rational parse_rational(const std::string &text) {
  if (auto slash = text.find('/'); slash != std::string::npos)
    return big_rational(big_int(text.substr(0, slash)), big_int(text.substr(slash + 1)));
  if (auto dot = text.find('.'); dot != std::string::npos) {
    std::string digits = text.substr(0, dot) + text.substr(dot + 1);
    const bool negative = !digits.empty() && digits[0] == '-';
    if (negative) digits.erase(0, 1);
    const auto first = digits.find_first_not_of('0'); // Boost reads a leading 0 as octal
    big_int n(first == std::string::npos ? std::string("0") : digits.substr(first));
    big_int d = 1;
    for (std::size_t k = dot + 1; k < text.size(); ++k)
      d *= 10;
    return big_rational(negative ? big_int(-n) : n, d);
  }
  return big_rational(big_int(text));
}

/// An exact value read from a model.
struct value {
  enum class kind : std::uint8_t {
    boolean,
    integer,
    real,
    bitvector,
    floating_point,
    string,
    other, // anything else (an algebraic irrational number, an array): see `text`
  };
  kind what = kind::other;
  bool boolean = false;
  big_int integer;                                  // integer; bitvector and floating_point: the bit pattern (unsigned)
  big_rational rational;                            // real
  unsigned width = 0;                               // bitvector: width; floating_point: exponent + significand bits
  unsigned exponent_bits = 0, significand_bits = 0; // floating_point (significand includes the hidden bit)
  std::string text;                                 // string value (UTF-8), or the solver's rendering for `other`

  /// A Float64 value as a C++ double (bit-exact).
  [[nodiscard]] double as_double() const { return std::bit_cast<double>(static_cast<std::uint64_t>(integer)); }
  [[nodiscard]] float as_float() const { return std::bit_cast<float>(static_cast<std::uint32_t>(integer)); }

  [[nodiscard]] std::string to_string() const {
    switch (what) {
    case kind::boolean: return boolean ? "true" : "false";
    case kind::integer: return integer.str();
    case kind::real: return rational.str();
    case kind::bitvector: return "(_ bv" + integer.str() + " " + std::to_string(width) + ")";
    case kind::floating_point: return "(fp bits " + integer.str() + ")";
    case kind::string: return "\"" + text + "\"";
    case kind::other: return text;
    }
    return text;
  }
};

} // namespace symdelta::solver
