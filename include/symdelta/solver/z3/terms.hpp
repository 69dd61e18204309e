#pragma once
// Terms of the Z3 backend: the solver's operators (solver/op.hpp) as Z3's, and terms printed as
// SMT-LIB text.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <initializer_list>
#include <map>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "symdelta/solver/op.hpp"
#include "symdelta/solver/z3/api.hpp"

namespace symdelta::solver::z3_detail {

/// 0 of t's sort, Int or Real.
inline ::z3::expr zero_like(::z3::context &c, const ::z3::expr &t) {
  return t.is_int() ? c.int_val(static_cast<int64_t>(std::int64_t{0})) : c.real_val(std::string("0").c_str());
}

inline ::z3::expr make_term(::z3::context &ctx, op o, std::span<const ::z3::expr> a);
inline ::z3::expr make_term(::z3::context &ctx, op o, std::initializer_list<::z3::expr> args) {
  return make_term(ctx, o, std::span<const ::z3::expr>(args.begin(), args.size()));
}

/// o(a...) as Z3 writes it, for every operator with a constructor in Z3's C API; the backend
/// makes the others (roots, the string functions of builtin_functions).
inline ::z3::expr make_term(::z3::context &ctx, op o, std::span<const ::z3::expr> a) {
  Z3_context c = ctx;
  auto wrap = [&](Z3_ast x) { return z3_detail::wrap(ctx, x); };
  auto un = [&](auto fn) { return wrap(fn(c, a[0])); };
  auto bin = [&](auto fn) { return wrap(fn(c, a[0], a[1])); };
  auto rm_bin = [&](auto fn) { return wrap(fn(c, a[0], a[1], a[2])); };
  auto nary = [&](auto fn) {
    std::vector<Z3_ast> xs(a.begin(), a.end());
    return wrap(fn(c, static_cast<unsigned>(xs.size()), xs.data()));
  };
  switch (o) {
  case op::not_: return un(Z3_mk_not);
  case op::and_: return nary(Z3_mk_and);
  case op::or_: return nary(Z3_mk_or);
  case op::implies: return bin(Z3_mk_implies);
  case op::xor_: return bin(Z3_mk_xor);
  case op::eq: return bin(Z3_mk_eq);
  case op::distinct: return nary(Z3_mk_distinct);
  case op::ite: return wrap(Z3_mk_ite(c, a[0], a[1], a[2]));
  case op::add: return nary(Z3_mk_add);
  case op::sub: return nary(Z3_mk_sub);
  case op::mul: return nary(Z3_mk_mul);
  case op::neg: return un(Z3_mk_unary_minus);
  case op::div:
  case op::int_div: return bin(Z3_mk_div); // Z3 picks real or integer division by sort
  case op::mod: return bin(Z3_mk_mod);
  case op::abs:
    return make_term(ctx, op::ite,
                     {make_term(ctx, op::ge, {a[0], zero_like(ctx, a[0])}), a[0], make_term(ctx, op::neg, {a[0]})});
  case op::lt: return bin(Z3_mk_lt);
  case op::le: return bin(Z3_mk_le);
  case op::gt: return bin(Z3_mk_gt);
  case op::ge: return bin(Z3_mk_ge);
  case op::to_real: return un(Z3_mk_int2real);
  case op::to_int: return un(Z3_mk_real2int);
  case op::is_int: return un(Z3_mk_is_int);
  case op::bv_add: return bin(Z3_mk_bvadd);
  case op::bv_sub: return bin(Z3_mk_bvsub);
  case op::bv_mul: return bin(Z3_mk_bvmul);
  case op::bv_neg: return un(Z3_mk_bvneg);
  case op::bv_udiv: return bin(Z3_mk_bvudiv);
  case op::bv_urem: return bin(Z3_mk_bvurem);
  case op::bv_sdiv: return bin(Z3_mk_bvsdiv);
  case op::bv_srem: return bin(Z3_mk_bvsrem);
  case op::bv_smod: return bin(Z3_mk_bvsmod);
  case op::bv_and: return bin(Z3_mk_bvand);
  case op::bv_or: return bin(Z3_mk_bvor);
  case op::bv_xor: return bin(Z3_mk_bvxor);
  case op::bv_not: return un(Z3_mk_bvnot);
  case op::bv_shl: return bin(Z3_mk_bvshl);
  case op::bv_lshr: return bin(Z3_mk_bvlshr);
  case op::bv_ashr: return bin(Z3_mk_bvashr);
  case op::bv_concat: return bin(Z3_mk_concat);
  case op::bv_ult: return bin(Z3_mk_bvult);
  case op::bv_ule: return bin(Z3_mk_bvule);
  case op::bv_ugt: return bin(Z3_mk_bvugt);
  case op::bv_uge: return bin(Z3_mk_bvuge);
  case op::bv_slt: return bin(Z3_mk_bvslt);
  case op::bv_sle: return bin(Z3_mk_bvsle);
  case op::bv_sgt: return bin(Z3_mk_bvsgt);
  case op::bv_sge: return bin(Z3_mk_bvsge);
  case op::fp_add: return rm_bin(Z3_mk_fpa_add);
  case op::fp_sub: return rm_bin(Z3_mk_fpa_sub);
  case op::fp_mul: return rm_bin(Z3_mk_fpa_mul);
  case op::fp_div: return rm_bin(Z3_mk_fpa_div);
  case op::fp_sqrt: return bin(Z3_mk_fpa_sqrt);
  case op::fp_rem: return bin(Z3_mk_fpa_rem);
  case op::fp_round_to_integral: return bin(Z3_mk_fpa_round_to_integral);
  case op::fp_neg: return un(Z3_mk_fpa_neg);
  case op::fp_abs: return un(Z3_mk_fpa_abs);
  case op::fp_min: return bin(Z3_mk_fpa_min);
  case op::fp_max: return bin(Z3_mk_fpa_max);
  case op::fp_eq: return bin(Z3_mk_fpa_eq);
  case op::fp_lt: return bin(Z3_mk_fpa_lt);
  case op::fp_le: return bin(Z3_mk_fpa_leq);
  case op::fp_gt: return bin(Z3_mk_fpa_gt);
  case op::fp_ge: return bin(Z3_mk_fpa_geq);
  case op::fp_is_nan: return un(Z3_mk_fpa_is_nan);
  case op::fp_is_inf: return un(Z3_mk_fpa_is_infinite);
  case op::fp_is_zero: return un(Z3_mk_fpa_is_zero);
  case op::fp_is_normal: return un(Z3_mk_fpa_is_normal);
  case op::fp_is_subnormal: return un(Z3_mk_fpa_is_subnormal);
  case op::fp_is_negative: return un(Z3_mk_fpa_is_negative);
  case op::fp_is_positive: return un(Z3_mk_fpa_is_positive);
  case op::fp_to_real: return un(Z3_mk_fpa_to_real);
  case op::select: return bin(Z3_mk_select);
  case op::store: return wrap(Z3_mk_store(c, a[0], a[1], a[2]));
  case op::str_concat: return nary(Z3_mk_seq_concat);
  case op::str_len: return un(Z3_mk_seq_length);
  case op::str_at: return bin(Z3_mk_seq_at);
  case op::str_substr: return wrap(Z3_mk_seq_extract(c, a[0], a[1], a[2]));
  case op::str_contains: return bin(Z3_mk_seq_contains);
  case op::str_prefix_of: return bin(Z3_mk_seq_prefix);
  case op::str_suffix_of: return bin(Z3_mk_seq_suffix);
  case op::str_index_of: return wrap(Z3_mk_seq_index(c, a[0], a[1], a[2]));
  case op::str_from_int: return un(Z3_mk_int_to_str);
  case op::str_lt: return bin(Z3_mk_str_lt);
  case op::str_le: return bin(Z3_mk_str_le);
  default:
    throw std::invalid_argument(is_transcendental(o) ? "symdelta::solver::z3: no such function: ask real_function"
                                                     : "symdelta::solver::z3: unknown operator");
  }
}

/// Built-in functions the C API of this Z3 version has no constructor for, each taken once
/// from a parsed SMT-LIB application.
class builtin_functions {
public:
  ::z3::func_decl get(::z3::context &ctx, const std::string &name, const char *application) {
    if (auto it = builtins_.find(name); it != builtins_.end()) return it->second;
    const std::string script = std::string("(declare-const s String)(declare-const i Int)(assert (= ") + application +
                               " " + application + "))";
    ::z3::expr_vector parsed = ctx.parse_string(script.c_str());
    ::z3::func_decl f = parsed[0].arg(0).decl();
    builtins_.emplace(name, f);
    return f;
  }

private:
  std::map<std::string, ::z3::func_decl> builtins_;
};

/// Where print_bounded stops (the text is then marked by "...").
inline constexpr std::size_t print_limit = 4000;

/// A symbol as SMT-LIB writes it: between bars where it is not a simple symbol (an input
/// named a[0] or this.f is |a[0]|).
inline std::string quoted_symbol(const std::string &name) {
  const bool simple =
      !name.empty() && !(name[0] >= '0' && name[0] <= '9') && std::all_of(name.begin(), name.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) ||
               std::string_view("~!@$%^&*_-+=<>.?/").find(c) != std::string_view::npos;
      });
  return simple || name.find('|') != std::string::npos ? name : "|" + name + "|";
}

inline void print_bounded(const ::z3::expr &t, std::string &out) {
  if (out.size() >= print_limit) return;
  if (!t.is_app()) {
    out += t.to_string();
    return;
  }
  if (t.is_numeral() && (t.is_int() || t.is_real())) { // as Z3 prints them, without its printer
    std::string n = Z3_get_numeral_string(t.ctx(), t);
    const bool negative = !n.empty() && n[0] == '-';
    if (negative) n.erase(0, 1);
    if (t.is_real()) {
      const auto slash = n.find('/');
      n = slash == std::string::npos ? n + ".0" : "(/ " + n.substr(0, slash) + ".0 " + n.substr(slash + 1) + ".0)";
    }
    out += negative ? "(- " + n + ")" : n;
    return;
  }
  const ::z3::func_decl d = t.decl();
  // bit-vector and string literals, and the other interpreted constants: a floating-point
  // numeral's declaration is named fp.numeral, its value is only in Z3's printing of it
  // ((fp #b0 #b10000000010 #x2000000000000), (_ NaN 11 53), roundNearestTiesToEven)
  if (t.is_numeral() || t.is_string_value() || (t.num_args() == 0 && d.decl_kind() != Z3_OP_UNINTERPRETED)) {
    out += t.to_string();
    return;
  }
  // an indexed operator ((_ extract 7 0) x), ((_ to_fp 11 53) RNE x): its indices are
  // parameters of the declaration, not part of its name
  const unsigned params = Z3_get_decl_num_parameters(t.ctx(), d);
  for (unsigned i = 0; i < params; ++i)
    if (Z3_get_decl_parameter_kind(t.ctx(), d, i) != Z3_PARAMETER_INT) { // (not an operator of ours)
      out += t.to_string();
      return;
    }
  std::string name = d.name().str();
  if (d.decl_kind() == Z3_OP_UNINTERPRETED) name = quoted_symbol(name);
  if (d.decl_kind() == Z3_OP_ITE) name = "ite"; // Z3 names its declaration "if"
  if (params > 0) {
    name = "(_ " + name;
    for (unsigned i = 0; i < params; ++i)
      name += " " + std::to_string(Z3_get_decl_int_parameter(t.ctx(), d, i));
    name += ")";
  }
  if (t.num_args() == 0) {
    out += name;
    return;
  }
  out += '(';
  out += name;
  for (unsigned i = 0; i < t.num_args() && out.size() < print_limit; ++i) {
    out += ' ';
    print_bounded(t.arg(i), out);
  }
  out += ')';
}

} // namespace symdelta::solver::z3_detail
