#pragma once
// The operators every backend builds terms with, named after SMT-LIB. `s.mk(op, {args})` maps
// each to the backend's own constructor; parameterised operators (extract, extensions,
// conversions) and binders have member functions of their own.
#include <cstdint>

namespace symdelta::solver {

enum class op : std::uint8_t {
  // Core (Bool); eq/distinct/ite work on any sort
  not_,
  and_,
  or_,
  implies,
  xor_,
  eq,
  distinct,
  ite,
  // Ints and Reals (args of one sort; div is real division, int_div/mod are SMT-LIB's
  // Euclidean div/mod, not Java's)
  add,
  sub,
  mul,
  neg,
  div,
  int_div,
  mod,
  abs,
  lt,
  le,
  gt,
  ge,
  to_real,
  to_int,
  is_int,
  // Bit-vectors
  bv_add,
  bv_sub,
  bv_mul,
  bv_neg,
  bv_udiv,
  bv_urem,
  bv_sdiv,
  bv_srem,
  bv_smod,
  bv_and,
  bv_or,
  bv_xor,
  bv_not,
  bv_shl,
  bv_lshr,
  bv_ashr,
  bv_concat,
  bv_ult,
  bv_ule,
  bv_ugt,
  bv_uge,
  bv_slt,
  bv_sle,
  bv_sgt,
  bv_sge,
  // Floating point (arithmetic takes a rounding-mode term first: mk(op::fp_add, {rm, a, b}))
  fp_add,
  fp_sub,
  fp_mul,
  fp_div,
  fp_sqrt,
  fp_rem,
  fp_round_to_integral,
  fp_neg,
  fp_abs,
  fp_min,
  fp_max,
  fp_eq,
  fp_lt,
  fp_le,
  fp_gt,
  fp_ge,
  fp_is_nan,
  fp_is_inf,
  fp_is_zero,
  fp_is_normal,
  fp_is_subnormal,
  fp_is_negative,
  fp_is_positive,
  fp_to_real,
  // Arrays
  select,
  store,
  // Strings
  str_concat,
  str_len,
  str_at,
  str_substr,
  str_contains,
  str_prefix_of,
  str_suffix_of,
  str_index_of,
  str_to_code,
  str_from_code,
  str_from_int, // the decimal digits of a non-negative integer; "" for a negative one
  str_lt,
  str_le,
  // Real functions beyond polynomial arithmetic. sqrt and cbrt are exact (a fresh root with its
  // defining equation); the transcendental ones are native where the backend supports them and
  // otherwise uninterpreted functions with sound axioms, which marks the query approximated.
  sqrt,
  cbrt,
  exp,
  log,
  sin,
  cos,
  tan,
  asin,
  acos,
  atan,
  atan2,
  sinh,
  cosh,
  tanh,
  pow,
  count_
};

/// True for the functions a backend may have to approximate (see check_result::approximated).
constexpr bool is_transcendental(op o) { return o >= op::exp && o <= op::pow; }

} // namespace symdelta::solver
