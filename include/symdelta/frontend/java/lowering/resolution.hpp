#pragma once
// What a called or qualified name stands for: one of the classes' methods or constructors, chosen
// as javac does (JLS 15.12.2), or a member of the part of the Java library the subset knows
// (constants such as Integer.MAX_VALUE, Math and String methods as intrinsics, the library's
// methods).
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "symdelta/frontend/java/library.hpp"
#include "symdelta/frontend/java/lowering/literals.hpp"

namespace symdelta::java::detail {

class name_resolution : public literal_lowering {
public:
  using literal_lowering::literal_lowering;

protected:
  // ---- the classes' methods ----------------------------------------------------------------

  /// Chooses among `named`, the methods (or constructors of class `what`) of one name, by JLS
  /// 15.12.2: applicable by widening, then the most specific.
  std::uint32_t resolve_method(const std::vector<std::uint32_t> &named, std::string_view name,
                               const std::vector<expr> &args, syntax_node at, bool constructors) {
    std::vector<std::uint32_t> applicable;
    const bool any_named = !named.empty();
    for (const std::uint32_t i : named) {
      const ir::function &f = prog_->functions[i];
      if (f.param_count != args.size()) continue;
      bool ok = true;
      for (std::size_t a = 0; a < args.size() && ok; ++a)
        ok = invocation_convertible(args[a].ty, f.locals[a].ty);
      if (ok) applicable.push_back(i);
    }
    auto more_specific = [&](std::uint32_t a, std::uint32_t b) {
      for (std::uint32_t p = 0; p < prog_->functions[a].param_count; ++p)
        if (!invocation_convertible(prog_->functions[a].locals[p].ty, prog_->functions[b].locals[p].ty)) return false;
      return true;
    };
    std::vector<std::uint32_t> best;
    for (auto c : applicable) {
      bool maximal = true;
      for (auto o : applicable)
        if (o != c && more_specific(o, c) && !more_specific(c, o)) maximal = false;
      if (maximal) best.push_back(c);
    }
    std::string sig;
    for (const auto &a : args)
      sig += (sig.empty() ? "" : ", ") + type_text(a.ty);
    const std::string what(name);
    if (best.size() == 1) return best[0];
    if (best.size() > 1) fail(diagnostic::kind::name, at, fmt::format("reference to {}({}) is ambiguous", what, sig));
    if (!any_named) fail(diagnostic::kind::name, at, fmt::format("cannot find method '{}'", what));
    fail(diagnostic::kind::type, at,
         fmt::format("no {} '{}' applicable to ({})", constructors ? "constructor" : "method", what, sig));
  }

  void append_converted_args(expr &call, std::vector<expr> &args) {
    const ir::function &f = prog_->functions[call.index];
    for (std::size_t a = 0; a < args.size(); ++a) {
      expr arg = std::move(args[a]);
      if (arg.ty.is(prim::null)) arg.ty = f.locals[a].ty;
      call.args.push_back(cast_to(std::move(arg), f.locals[a].ty));
    }
  }

  // ---- the Java library ---------------------------------------------------------------------

  static std::optional<ir::scalar> library_constant(std::string_view cls, std::string_view name) {
    using ir::scalar;
    if (cls == "Math" || cls == "StrictMath") {
      if (name == "PI") return scalar::of_double(3.141592653589793);
      if (name == "E") return scalar::of_double(2.718281828459045);
    }
    if (cls == "Integer") {
      if (name == "MAX_VALUE") return scalar::of_int(std::numeric_limits<std::int32_t>::max());
      if (name == "MIN_VALUE") return scalar::of_int(std::numeric_limits<std::int32_t>::min());
      if (name == "SIZE") return scalar::of_int(32);
    }
    if (cls == "Long") {
      if (name == "MAX_VALUE") return scalar::of_long(std::numeric_limits<std::int64_t>::max());
      if (name == "MIN_VALUE") return scalar::of_long(std::numeric_limits<std::int64_t>::min());
      if (name == "SIZE") return scalar::of_int(64);
    }
    if (cls == "Short") {
      if (name == "MAX_VALUE") return scalar::of_integral(ir::short_type, 32767);
      if (name == "MIN_VALUE") return scalar::of_integral(ir::short_type, -32768);
    }
    if (cls == "Byte") {
      if (name == "MAX_VALUE") return scalar::of_integral(ir::byte_type, 127);
      if (name == "MIN_VALUE") return scalar::of_integral(ir::byte_type, -128);
    }
    if (cls == "Character") {
      if (name == "MAX_VALUE") return scalar::of_integral(ir::char_type, 0xffff);
      if (name == "MIN_VALUE") return scalar::of_integral(ir::char_type, 0);
    }
    if (cls == "Double") {
      using L = std::numeric_limits<double>;
      if (name == "MAX_VALUE") return scalar::of_double(L::max());
      if (name == "MIN_VALUE") return scalar::of_double(L::denorm_min());
      if (name == "MIN_NORMAL") return scalar::of_double(L::min());
      if (name == "NaN") return scalar::of_double(L::quiet_NaN());
      if (name == "POSITIVE_INFINITY") return scalar::of_double(L::infinity());
      if (name == "NEGATIVE_INFINITY") return scalar::of_double(-L::infinity());
    }
    if (cls == "Float") {
      using L = std::numeric_limits<float>;
      if (name == "MAX_VALUE") return scalar::of_float(L::max());
      if (name == "MIN_VALUE") return scalar::of_float(L::denorm_min());
      if (name == "MIN_NORMAL") return scalar::of_float(L::min());
      if (name == "NaN") return scalar::of_float(L::quiet_NaN());
      if (name == "POSITIVE_INFINITY") return scalar::of_float(L::infinity());
      if (name == "NEGATIVE_INFINITY") return scalar::of_float(-L::infinity());
    }
    return std::nullopt;
  }

  /// String.valueOf(v): v's text, as concatenation makes it.
  expr text_of(syntax_node n, expr v) {
    expr empty = make_expr(expr_kind::literal, n, ir::string_type);
    empty.lit.ty = ir::string_type;
    expr e = make_expr(expr_kind::string_concat, n, ir::string_type);
    e.args.push_back(std::move(empty));
    e.args.push_back(std::move(v));
    e.index = static_cast<std::uint32_t>(ir::text_object::value_of);
    return e;
  }

  expr lower_library_call(syntax_node n, std::string_view cls, std::string_view name, std::vector<expr> args) {
    if (cls == "StrictMath") cls = "Math";
    // String.valueOf of a primitive or a String, and Integer.toString(i) and the like: the
    // value's text, of the argument converted to the parameter's type (Integer.toString('a') is
    // "97"); String.valueOf(char[]) is the characters', not modelled
    if (args.size() == 1 && name == "valueOf" && cls == "String" &&
        (args[0].ty.is_primitive() || args[0].ty.is(prim::string)) && !args[0].ty.is_void())
      return text_of(n, std::move(args[0]));
    static constexpr std::pair<std::string_view, prim> boxes[] = {
        {"Integer", prim::int_}, {"Long", prim::long_},      {"Short", prim::short_},
        {"Byte", prim::byte_},   {"Character", prim::char_}, {"Boolean", prim::boolean}};
    for (const auto &[box, p] : boxes)
      if (args.size() == 1 && name == "toString" && cls == box && ir::widens_to(args[0].ty, type(p)))
        return text_of(n, cast_to(std::move(args[0]), type(p)));
    const std::string full = fmt::format("{}.{}", cls, name);
    auto fn = ir::find_intrinsic(full);
    if (!fn)
      if (auto call = library_method_call(n, cls, name, full, args)) return std::move(*call);
    if (!fn || ir::is_output(*fn))
      fail(diagnostic::kind::unsupported, n, fmt::format("library method '{}.{}' is not supported", cls, name));
    using ir::intrinsic;
    const intrinsic f = *fn;
    // the library's: symdelta$Unmodelled.at("what no run models"), symdelta$Approximate.bool
    // and .code("Character.isLetter", c)
    if (f == intrinsic::unmodelled || f == intrinsic::approximated_boolean || f == intrinsic::approximated_int) {
      const std::size_t arity = f == intrinsic::unmodelled ? 1 : 2;
      if (args.size() != arity || args[0].kind != expr_kind::literal || !args[0].ty.is(prim::string) ||
          (arity == 2 && !ir::widens_to(args[1].ty, ir::int_type)))
        fail(diagnostic::kind::type, n, fmt::format("{} takes a String literal and {} int", full, arity - 1));
      expr e = make_expr(expr_kind::intrinsic, n,
                         f == intrinsic::unmodelled             ? ir::void_type
                         : f == intrinsic::approximated_boolean ? ir::boolean_type
                                                                : ir::int_type);
      e.fn = f;
      e.lit.s = args[0].lit.s;
      if (arity == 2) e.args.push_back(cast_to(std::move(args[1]), ir::int_type));
      return e;
    }
    if (f == intrinsic::unchanged_text) { // the library's symdelta$Text.unchanged(r, s)
      if (args.size() != 2 || !args[0].ty.is(prim::string) || !args[1].ty.is(prim::string))
        fail(diagnostic::kind::type, n, fmt::format("{} takes two Strings", full));
      expr e = make_expr(expr_kind::intrinsic, n, ir::string_type);
      e.fn = f;
      e.args = std::move(args);
      return e;
    }
    const std::size_t arity = (f == intrinsic::min || f == intrinsic::max || f == intrinsic::pow ||
                               f == intrinsic::atan2 || f == intrinsic::hypot)
                                  ? 2
                                  : 1;
    if (args.size() != arity)
      fail(diagnostic::kind::type, n, fmt::format("{} takes {} argument{}", full, arity, arity == 1 ? "" : "s"));
    for (const auto &a : args)
      if (!a.ty.is_numeric()) fail(diagnostic::kind::type, n, fmt::format("{} applied to {}", full, type_text(a.ty)));
    // overload resolution of the library's signatures
    type param = ir::double_type;
    type ret = ir::double_type;
    switch (f) {
    case intrinsic::abs: param = ret = ir::unary_promoted(args[0].ty); break;
    case intrinsic::min:
    case intrinsic::max: param = ret = ir::binary_promoted(args[0].ty, args[1].ty); break;
    case intrinsic::round:
      param = args[0].ty.is(prim::double_) ? ir::double_type : ir::float_type;
      ret = param.is(prim::double_) ? ir::long_type : ir::int_type;
      break;
    case intrinsic::signum: param = ret = args[0].ty.is(prim::double_) ? ir::double_type : ir::float_type; break;
    case intrinsic::get_exponent:
      param = args[0].ty.is(prim::double_) ? ir::double_type : ir::float_type;
      ret = ir::int_type;
      break;
    case intrinsic::long_bits_to_double: param = ir::long_type; break;
    case intrinsic::double_to_raw_long_bits:
    case intrinsic::double_to_long_bits: ret = ir::long_type; break;
    case intrinsic::is_nan:
    case intrinsic::is_infinite: ret = ir::boolean_type; break;
    case intrinsic::int_bits_to_float: param = ir::int_type, ret = ir::float_type; break;
    case intrinsic::float_to_raw_int_bits:
    case intrinsic::float_to_int_bits: param = ir::float_type, ret = ir::int_type; break;
    default: break;
    }
    expr e = make_expr(expr_kind::intrinsic, n, ret);
    e.fn = f;
    for (auto &a : args) {
      if (!ir::widens_to(a.ty, param))
        fail(diagnostic::kind::type, n, fmt::format("{} does not accept {}", full, type_text(a.ty)));
      e.args.push_back(cast_to(std::move(a), param));
    }
    return e;
  }

  /// A call of a library method written in Java (java/library.hpp), if it is one.
  std::optional<expr> library_method_call(syntax_node n, std::string_view cls, std::string_view name,
                                          const std::string &full, std::vector<expr> &args) {
    const auto lib = find_class(library_class);
    if (!lib) return std::nullopt;
    const auto named = methods_of(*lib, library_method_name(cls, name));
    if (named.empty()) return std::nullopt;
    expr call = make_expr(expr_kind::call, n, ir::void_type);
    call.index = resolve_method(named, full, args, n, false);
    call.ty = prog_->functions[call.index].ret;
    append_converted_args(call, args);
    return call;
  }

  /// What String.valueOf(e) gives, where concatenation and printing take it: a StringBuilder's
  /// text; any other value as it is (the executor's domains write its text).
  expr printable(syntax_node n, expr e) {
    const auto builder = find_class("java.lang.StringBuilder");
    if (!builder || !e.ty.is_class() || e.ty.cls != *builder) return e;
    expr call = make_expr(expr_kind::call, n, ir::string_type);
    call.index = methods_of(*builder, "symdelta$valueOf").front();
    call.args.push_back(std::move(e));
    return call;
  }

  /// A method of java.lang.String (ir::is_string_method), typed as the JDK declares it.
  expr lower_string_method(syntax_node n, std::string_view name, expr receiver, std::vector<expr> args) {
    using I = ir::intrinsic;
    struct method {
      std::string_view name;
      I fn;
      std::vector<type> params; // String: a String (or null)
      type ret;
    };
    static const method methods[] = {
        {"length", I::string_length, {}, ir::int_type},
        {"isEmpty", I::string_is_empty, {}, ir::boolean_type},
        {"charAt", I::string_char_at, {ir::int_type}, ir::char_type},
        {"equals", I::string_equals, {ir::string_type}, ir::boolean_type},
        {"startsWith", I::string_starts_with, {ir::string_type}, ir::boolean_type},
        {"endsWith", I::string_ends_with, {ir::string_type}, ir::boolean_type},
        {"contains", I::string_contains, {ir::string_type}, ir::boolean_type},
        {"indexOf", I::string_index_of, {ir::string_type}, ir::int_type},
        {"substring", I::string_substring, {ir::int_type}, ir::string_type},
        {"substring", I::string_substring, {ir::int_type, ir::int_type}, ir::string_type},
        {"concat", I::string_concat, {ir::string_type}, ir::string_type},
    };
    // indexOf(char): the index of the character's text, as indexOf(int) finds a unit
    if (name == "indexOf" && args.size() == 1 && args[0].ty.is(prim::char_)) args[0] = text_of(n, std::move(args[0]));
    bool named = false;
    for (const auto &m : methods) {
      if (m.name != name) continue;
      named = true;
      if (m.params.size() != args.size()) continue;
      bool fits = true;
      for (std::size_t k = 0; k < args.size(); ++k)
        fits = fits && (m.params[k].is(prim::string) ? args[k].ty.is(prim::string) || args[k].ty.is(prim::null)
                                                     : ir::widens_to(args[k].ty, m.params[k]));
      if (!fits) continue;
      expr e = make_expr(expr_kind::intrinsic, n, m.ret);
      e.fn = m.fn;
      e.args.push_back(std::move(receiver));
      for (std::size_t k = 0; k < args.size(); ++k)
        e.args.push_back(m.params[k].is(prim::string) ? std::move(args[k]) : cast_to(std::move(args[k]), m.params[k]));
      return e;
    }
    // the methods written in Java (java/library.hpp), on the receiver as their first argument
    args.insert(args.begin(), std::move(receiver));
    if (auto call = library_method_call(n, "String", name, fmt::format("String.{}", name), args))
      return std::move(*call);
    fail(diagnostic::kind::unsupported, n,
         named ? fmt::format("String.{} with these argument types is not supported", name)
               : fmt::format("String method '{}' is not supported", name));
  }
};

} // namespace symdelta::java::detail
