#pragma once
// Java expressions as typed IR expressions: names, fields, arrays, object creation, calls and
// operators, with Java's typing rules and every implicit conversion made an explicit cast.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "symdelta/frontend/java/lowering/resolution.hpp"

namespace symdelta::java::detail {

class expression_lowering : public name_resolution {
public:
  using name_resolution::name_resolution;

protected:
  // ---- expressions --------------------------------------------------------------------------

  expr lower_expr(syntax_node n) {
    nesting guard(*this, n);
    const std::string_view k = n.kind();
    if (k == "parenthesized_expression") return lower_expr(n.named_child(0));
    if (k == "decimal_integer_literal" || k == "hex_integer_literal" || k == "octal_integer_literal" ||
        k == "binary_integer_literal")
      return lower_integer_literal(n, false);
    if (k == "decimal_floating_point_literal" || k == "hex_floating_point_literal") return lower_float_literal(n);
    if (k == "true" || k == "false") return bool_literal(n, k == "true");
    if (k == "character_literal") return lower_char_literal(n);
    if (k == "string_literal") return lower_string_literal(n);
    if (k == "null_literal") return reference_literal(n, ir::null_type);
    if (k == "identifier") return lower_name(n);
    if (k == "this") return this_expr(n);
    if (k == "field_access") return lower_field_access(n);
    if (k == "array_access") return lower_array_access(n);
    if (k == "method_invocation") return lower_invocation(n);
    if (k == "object_creation_expression") return lower_new_object(n);
    if (k == "array_creation_expression") return lower_new_array(n);
    if (k == "unary_expression") return lower_unary(n);
    if (k == "binary_expression") return lower_binary(n);
    if (k == "update_expression") return lower_update(n);
    if (k == "assignment_expression") return lower_assignment(n);
    if (k == "cast_expression") return lower_cast(n);
    if (k == "instanceof_expression") return lower_instanceof(n);
    if (k == "ternary_expression") return lower_ternary(n);
    if (k == "array_initializer")
      fail(diagnostic::kind::syntax, n, "an array initializer is only allowed in a declaration or after new T[]");
    unsupported(n);
  }

  expr lower_initializer(syntax_node value, type t) {
    if (value.is("array_initializer")) return lower_array_initializer(value, t);
    return coerce_assign(lower_expr(value), t, value);
  }

  // ---- names, fields, arrays ----------------------------------------------------------------

  expr this_expr(syntax_node n) {
    if (!fn_ || fn_->is_static) fail(diagnostic::kind::name, n, "'this' cannot be used in a static context");
    return make_expr(expr_kind::this_ref, n, type::of_class(cls_));
  }

  expr field_ref(syntax_node n, std::uint32_t idx, std::optional<expr> object) {
    const ir::field &f = prog_->fields[idx];
    if (f.is_static) {
      expr e = make_expr(expr_kind::static_field, n, f.ty);
      e.index = idx;
      return e;
    }
    expr e = make_expr(expr_kind::instance_field, n, f.ty);
    e.index = idx;
    e.args.push_back(object ? std::move(*object) : this_expr(n));
    return e;
  }

  expr lower_name(syntax_node n) {
    const std::string_view name = n.text();
    if (auto slot = find_local(name)) return local_ref(n, *slot);
    if (auto f = find_field(name)) {
      if (!prog_->fields[*f].is_static && !prog_->is_subclass(cls_, prog_->fields[*f].owner))
        fail(diagnostic::kind::name, n,
             fmt::format("non-static variable '{}' cannot be referenced from a static context", name));
      return field_ref(n, *f, std::nullopt);
    }
    fail(diagnostic::kind::name, n, fmt::format("cannot find symbol '{}'", name));
  }

  /// Is this identifier a class name rather than a variable (locals and fields shadow classes)?
  bool names_class(syntax_node n, std::string_view cls) const {
    return n.is("identifier") && n.text() == cls && !find_local(cls) && !find_field(cls);
  }

  /// The class of the file that a qualifier names (`Shape` in `Shape.count`), unless a variable
  /// of that name shadows it.
  std::optional<std::uint32_t> qualifier_class(syntax_node obj) const {
    if (obj.is("identifier") && (find_local(obj.text()) || find_field(obj.text()))) return std::nullopt;
    if (!obj.is("identifier") && !obj.is("field_access") && !obj.is("scoped_identifier")) return std::nullopt;
    return find_class(obj.text());
  }

  /// `super` as a qualifier: `this`, as an instance of the superclass.
  expr super_expr(syntax_node n) {
    expr e = this_expr(n);
    const std::uint32_t super = prog_->superclass(cls_);
    if (super == ir::no_class)
      fail(diagnostic::kind::unsupported, n, "super of a class without a superclass in the file (Object's members)");
    e.ty = type::of_class(super);
    return e;
  }

  expr lower_field_access(syntax_node n) {
    syntax_node obj = n.field("object");
    syntax_node fld = n.field("field");
    const std::string_view name = fld.text();
    if (auto c = qualifier_class(obj)) {
      auto f = member_field(*c, name);
      if (!f || !prog_->fields[*f].is_static)
        fail(diagnostic::kind::name, fld, fmt::format("cannot find static field '{}' in {}", name, obj.text()));
      return field_ref(n, *f, std::nullopt);
    }
    if (obj.is("identifier") && !find_local(obj.text()) && !find_field(obj.text())) {
      if (auto c = library_constant(obj.text(), name)) return literal_of(n.pos(), *c);
      fail(diagnostic::kind::unsupported, n, fmt::format("'{}' is not supported", n.text()));
    }
    expr o = obj.is("super") ? super_expr(obj) : lower_expr(obj);
    if (o.ty.is_array()) {
      if (name != "length") fail(diagnostic::kind::name, fld, fmt::format("arrays have no field '{}'", name));
      expr e = make_expr(expr_kind::array_length, n, ir::int_type);
      e.args.push_back(std::move(o));
      return e;
    }
    if (o.ty.is_class()) {
      auto f = member_field(o.ty.cls, name);
      if (!f) fail(diagnostic::kind::name, fld, fmt::format("cannot find field '{}' in {}", name, type_text(o.ty)));
      if (prog_->fields[*f].is_static) {
        // Java evaluates the expression and discards it; we only accept ones without effects
        if (!without_effects(o)) unsupported_static_via_expression(obj);
        return field_ref(n, *f, std::nullopt);
      }
      return field_ref(n, *f, std::move(o));
    }
    fail(diagnostic::kind::type, n, fmt::format("{} has no fields", type_text(o.ty)));
  }

  static bool without_effects(const expr &e) {
    return e.kind == expr_kind::local || e.kind == expr_kind::this_ref || e.kind == expr_kind::static_field;
  }
  [[noreturn]] void unsupported_static_via_expression(syntax_node obj) const {
    fail(diagnostic::kind::unsupported, obj,
         fmt::format("a static member reached through the expression '{}' (use the class name)", obj.text()));
  }

  expr lower_array_access(syntax_node n) {
    expr arr = lower_expr(n.field("array"));
    if (!arr.ty.is_array())
      fail(diagnostic::kind::type, n, fmt::format("array required, but {} found", type_text(arr.ty)));
    expr idx = lower_expr(n.field("index"));
    if (!ir::unary_promoted(idx.ty).is(prim::int_))
      fail(diagnostic::kind::type, n.field("index"), fmt::format("array index of type {}", type_text(idx.ty)));
    expr e = make_expr(expr_kind::array_element, n, arr.ty.element());
    e.args.push_back(std::move(arr));
    e.args.push_back(cast_to(std::move(idx), ir::int_type));
    return e;
  }

  expr lower_new_array(syntax_node n) {
    const type elem = lower_type(n.field("type"));
    std::vector<expr> lens;
    std::uint8_t dims = 0;
    n.for_each_field("dimensions", [&](syntax_node c) {
      if (c.is("dimensions_expr")) {
        if (dims != lens.size()) fail(diagnostic::kind::syntax, c, "array dimension after an empty dimension");
        syntax_node le = c.named_child(0);
        expr len = lower_expr(le);
        if (!ir::unary_promoted(len.ty).is(prim::int_))
          fail(diagnostic::kind::type, le, fmt::format("array length of type {}", type_text(len.ty)));
        lens.push_back(cast_to(std::move(len), ir::int_type));
        ++dims;
      } else {
        dims = static_cast<std::uint8_t>(dims + count_dims(c));
      }
    });
    const type t{elem.base, static_cast<std::uint8_t>(elem.dims + dims), elem.cls};
    if (auto v = n.field("value")) {
      if (!lens.empty())
        fail(diagnostic::kind::syntax, v, "array creation with both dimension expressions and an initializer");
      return lower_array_initializer(v, t);
    }
    expr e = make_expr(expr_kind::new_array, n, t);
    e.args = std::move(lens);
    return e;
  }

  expr lower_array_initializer(syntax_node n, type t) {
    if (!t.is_array()) fail(diagnostic::kind::type, n, fmt::format("illegal initializer for {}", type_text(t)));
    expr e = make_expr(expr_kind::array_init, n, t);
    n.for_each_named([&](syntax_node c) {
      if (c.is("line_comment") || c.is("block_comment")) return;
      e.args.push_back(lower_initializer(c, t.element()));
    });
    return e;
  }

  expr lower_new_object(syntax_node n) {
    syntax_node tn = n.field("type");
    if (n.named_child_count() > 2) unsupported(n); // an anonymous class body, an outer instance
    const auto cls = find_class(tn.text());
    if (!cls)
      fail(diagnostic::kind::unsupported, tn,
           fmt::format("creating objects of class '{}' (only classes of the file are supported)", tn.text()));
    const ir::class_decl &cd = prog_->classes[*cls];
    if (cd.is_abstract)
      fail(diagnostic::kind::type, tn, fmt::format("{} is abstract; cannot be instantiated", cd.name));
    std::vector<expr> args = lower_args(n.field("arguments"));
    expr e = make_expr(expr_kind::new_object, n, type::of_class(*cls));
    const auto ctors = methods_of(*cls, "<init>");
    if (ctors.empty()) {
      if (!args.empty())
        fail(diagnostic::kind::name, n, fmt::format("class {} has no constructor taking arguments", cd.name));
      e.index = ir::no_function;
      return e;
    }
    e.index = resolve_method(ctors, cd.name, args, n, /*constructors=*/true);
    append_converted_args(e, args);
    return e;
  }

  // ---- calls --------------------------------------------------------------------------------

  std::vector<expr> lower_args(syntax_node list) {
    std::vector<expr> args;
    list.for_each_named([&](syntax_node a) {
      if (a.is("line_comment") || a.is("block_comment")) return;
      args.push_back(lower_expr(a));
    });
    return args;
  }

  expr lower_invocation(syntax_node n) {
    if (auto ta = n.field("type_arguments")) unsupported(ta);
    syntax_node obj = n.field("object");
    const std::string_view name = n.field("name").text();
    // System.out.print / println, System.err.print / println
    if (obj.is("field_access") && names_class(obj.field("object"), "System") &&
        (obj.field("field").text() == "out" || obj.field("field").text() == "err"))
      return lower_print(n, obj.field("field").text(), name);
    std::vector<expr> args = lower_args(n.field("arguments"));
    const std::optional<std::uint32_t> qualifier = obj ? qualifier_class(obj) : std::nullopt;
    if (obj && !qualifier && obj.is("identifier") && !find_local(obj.text()) && !find_field(obj.text()))
      return lower_library_call(n, obj.text(), name, std::move(args));
    std::optional<expr> receiver;
    std::vector<std::uint32_t> candidates;
    if (qualifier) {
      candidates = methods_of(*qualifier, std::string(name));
    } else if (obj) {
      receiver = obj.is("super") ? super_expr(obj) : lower_expr(obj);
      if (receiver->ty.is(prim::string)) return lower_string_method(n, name, std::move(*receiver), std::move(args));
      if (!receiver->ty.is_class())
        fail(diagnostic::kind::unsupported, n,
             fmt::format("calling methods on a value of type {}", type_text(receiver->ty)));
      candidates = methods_of(receiver->ty.cls, std::string(name));
    } else {
      candidates = functions_named(std::string(name));
    }
    expr call = make_expr(expr_kind::call, n, ir::void_type);
    call.index = resolve_method(candidates, name, args, n.field("name"), false);
    const ir::function &f = prog_->functions[call.index];
    call.ty = f.ret;
    if (f.is_static && receiver && !without_effects(*receiver)) unsupported_static_via_expression(obj);
    if (!f.is_static) {
      if (qualifier || (!receiver && (!fn_ || fn_->is_static || !prog_->is_subclass(cls_, f.owner))))
        fail(diagnostic::kind::name, n,
             fmt::format("non-static method '{}' cannot be referenced from a static context", name));
      if (obj && obj.is("super")) {
        if (f.is_abstract)
          fail(diagnostic::kind::type, n, fmt::format("abstract method '{}' cannot be called directly", name));
        call.postfix = true; // super.m(...): the superclass's method, not an override
      }
      call.args.push_back(receiver ? std::move(*receiver) : this_expr(n));
    }
    append_converted_args(call, args);
    return call;
  }

  expr lower_print(syntax_node n, std::string_view stream, std::string_view name) {
    if (name != "print" && name != "println") unsupported(n);
    std::vector<expr> args = lower_args(n.field("arguments"));
    if (args.size() > 1 || (name == "print" && args.empty()))
      fail(diagnostic::kind::type, n,
           fmt::format("System.{}.{} takes {} argument", stream, name, name == "print" ? "one" : "at most one"));
    if (!args.empty() && args[0].ty.is_void()) fail(diagnostic::kind::type, n, "'void' type not allowed here");
    // print(char[]) prints the characters, unlike the text of any other array: not modelled
    if (!args.empty() && args[0].ty == type(prim::char_, 1))
      fail(diagnostic::kind::unsupported, n, "printing a char array is not supported");
    if (!args.empty()) args[0] = printable(n, std::move(args[0]));
    expr e = make_expr(expr_kind::intrinsic, n, ir::void_type);
    const bool line = name == "println";
    e.fn = stream == "out" ? (line ? ir::intrinsic::println : ir::intrinsic::print)
                           : (line ? ir::intrinsic::err_println : ir::intrinsic::err_print);
    e.args = std::move(args);
    return e;
  }

  // ---- operators ----------------------------------------------------------------------------

  static std::string_view operator_text(syntax_node n) { return n.field("operator").text(); }

  expr lower_unary(syntax_node n) {
    const std::string_view o = operator_text(n);
    syntax_node operand = n.field("operand");
    if (o == "-" && (operand.is("decimal_integer_literal")))
      return lower_integer_literal(operand, true); // -2147483648 is a literal
    expr v = lower_expr(operand);
    if (o == "!") {
      if (!v.ty.is_boolean())
        fail(diagnostic::kind::type, n, fmt::format("bad operand type {} for unary operator '!'", type_text(v.ty)));
      expr e = make_expr(expr_kind::unary, n, ir::boolean_type);
      e.o = ir::op::log_not;
      e.args.push_back(std::move(v));
      return e;
    }
    const bool integral_only = o == "~";
    if (!(integral_only ? v.ty.is_integral() : v.ty.is_numeric()))
      fail(diagnostic::kind::type, n, fmt::format("bad operand type {} for unary operator '{}'", type_text(v.ty), o));
    const type t = ir::unary_promoted(v.ty);
    v = cast_to(std::move(v), t);
    if (o == "+") return v;
    expr e = make_expr(expr_kind::unary, n, t);
    e.o = o == "-" ? ir::op::neg : ir::op::bit_not;
    e.args.push_back(std::move(v));
    if (auto c = constant_value(e)) return literal_of(e.pos, *c); // fold negative constants
    return e;
  }

  static ir::op binary_op(std::string_view s) {
    static const std::pair<std::string_view, ir::op> table[] = {
        {"+", ir::op::add},     {"-", ir::op::sub},    {"*", ir::op::mul},     {"/", ir::op::div},
        {"%", ir::op::rem},     {"<<", ir::op::shl},   {">>", ir::op::shr},    {">>>", ir::op::ushr},
        {"&", ir::op::bit_and}, {"|", ir::op::bit_or}, {"^", ir::op::bit_xor}, {"&&", ir::op::log_and},
        {"||", ir::op::log_or}, {"==", ir::op::eq},    {"!=", ir::op::ne},     {"<", ir::op::lt},
        {"<=", ir::op::le},     {">", ir::op::gt},     {">=", ir::op::ge}};
    for (const auto &[k, v] : table)
      if (k == s) return v;
    return ir::op::none;
  }

  expr lower_binary(syntax_node n) {
    const std::string_view os = operator_text(n);
    const ir::op o = binary_op(os);
    expr a = lower_expr(n.field("left"));
    expr b = lower_expr(n.field("right"));
    return typed_binary(n, o, os, std::move(a), std::move(b));
  }

  [[noreturn]] void bad_operands(syntax_node n, std::string_view os, const expr &a, const expr &b) const {
    fail(diagnostic::kind::type, n,
         fmt::format("bad operand types for binary operator '{}': {} and {}", os, type_text(a.ty), type_text(b.ty)));
  }

  /// Applies Java's typing rules to a binary operator (JLS 15.17-15.24).
  expr typed_binary(syntax_node n, ir::op o, std::string_view os, expr a, expr b) {
    if (a.ty.is_void() || b.ty.is_void()) bad_operands(n, os, a, b);
    if (o == ir::op::add && (a.ty.is(prim::string) || b.ty.is(prim::string))) {
      expr e = make_expr(expr_kind::string_concat, n, ir::string_type);
      e.args.push_back(printable(n, std::move(a)));
      e.args.push_back(printable(n, std::move(b)));
      const constant_kind k = constness(e);
      e.index = static_cast<std::uint32_t>(k == constant_kind::constant  ? ir::text_object::interned
                                           : k == constant_kind::unknown ? ir::text_object::unknown
                                                                         : ir::text_object::fresh);
      return e;
    }
    switch (o) {
    case ir::op::log_and:
    case ir::op::log_or:
      if (!a.ty.is_boolean() || !b.ty.is_boolean()) bad_operands(n, os, a, b);
      return binary_node(n, o, std::move(a), std::move(b), ir::boolean_type);
    case ir::op::shl:
    case ir::op::shr:
    case ir::op::ushr: {
      if (!a.ty.is_integral() || !b.ty.is_integral()) bad_operands(n, os, a, b);
      const type t = ir::unary_promoted(a.ty);
      const type bt = ir::unary_promoted(b.ty);
      return binary_node(n, o, cast_to(std::move(a), t), cast_to(std::move(b), bt), t);
    }
    case ir::op::eq:
    case ir::op::ne:
      if (a.ty.is_boolean() && b.ty.is_boolean())
        return binary_node(n, o, std::move(a), std::move(b), ir::boolean_type);
      if (a.ty.is_reference() && b.ty.is_reference()) {
        if (!castable(a.ty, b.ty) && !a.ty.is(prim::null) && !b.ty.is(prim::null)) bad_operands(n, os, a, b);
        return binary_node(n, o, std::move(a), std::move(b), ir::boolean_type);
      }
      [[fallthrough]];
    case ir::op::lt:
    case ir::op::le:
    case ir::op::gt:
    case ir::op::ge: {
      if (!a.ty.is_numeric() || !b.ty.is_numeric()) bad_operands(n, os, a, b);
      const type t = ir::binary_promoted(a.ty, b.ty);
      return binary_node(n, o, cast_to(std::move(a), t), cast_to(std::move(b), t), ir::boolean_type);
    }
    case ir::op::bit_and:
    case ir::op::bit_or:
    case ir::op::bit_xor:
      if (a.ty.is_boolean() && b.ty.is_boolean())
        return binary_node(n, o, std::move(a), std::move(b), ir::boolean_type);
      if (!a.ty.is_integral() || !b.ty.is_integral()) bad_operands(n, os, a, b);
      [[fallthrough]];
    default: {
      if (!a.ty.is_numeric() || !b.ty.is_numeric()) bad_operands(n, os, a, b);
      const type t = ir::binary_promoted(a.ty, b.ty);
      return binary_node(n, o, cast_to(std::move(a), t), cast_to(std::move(b), t), t);
    }
    }
  }

  expr lower_target(syntax_node n) {
    syntax_node t = n;
    while (t.is("parenthesized_expression"))
      t = t.named_child(0);
    if (!t.is("identifier") && !t.is("field_access") && !t.is("array_access"))
      fail(diagnostic::kind::syntax, n, "the target of an assignment must be a variable");
    expr e = lower_expr(t);
    if (e.kind != expr_kind::local && e.kind != expr_kind::static_field && e.kind != expr_kind::instance_field &&
        e.kind != expr_kind::array_element)
      fail(diagnostic::kind::syntax, n, "the target of an assignment must be a variable");
    if (e.kind == expr_kind::static_field || e.kind == expr_kind::instance_field) {
      const ir::field &f = prog_->fields[e.index];
      if (f.is_final && !(fn_ && (fn_->is_constructor || fn_->name.empty())))
        fail(diagnostic::kind::type, n, fmt::format("cannot assign a value to final variable '{}'", f.name));
    }
    return e;
  }

  expr lower_update(syntax_node n) {
    // ++x / x++ : the operator is the first or the last child
    const bool prefix = n.child(0).text() == "++" || n.child(0).text() == "--";
    const std::string_view os = prefix ? n.child(0).text() : n.child(n.child_count() - 1).text();
    expr target = lower_target(n.named_child(0));
    if (!target.ty.is_numeric())
      fail(diagnostic::kind::type, n, fmt::format("bad operand type {} for '{}'", type_text(target.ty), os));
    expr e = make_expr(expr_kind::assign, n, target.ty);
    e.o = os == "++" ? ir::op::add : ir::op::sub;
    e.compute_ty = ir::binary_promoted(target.ty, ir::int_type);
    e.postfix = !prefix;
    e.args.push_back(std::move(target));
    e.args.push_back(cast_to(int_literal(n, 1), e.compute_ty));
    return e;
  }

  expr lower_assignment(syntax_node n) {
    std::string_view os = operator_text(n);
    expr target = lower_target(n.field("left"));
    expr value = lower_expr(n.field("right"));
    expr e = make_expr(expr_kind::assign, n, target.ty);
    if (os == "=") {
      e.args.push_back(std::move(target));
      e.args.push_back(coerce_assign(std::move(value), e.ty, n.field("right")));
      return e;
    }
    os.remove_suffix(1);
    e.o = binary_op(os);
    // type the operation as `target op value` would be, then narrow back (JLS 15.26.2)
    if (e.o == ir::op::add && target.ty.is(prim::string)) {
      e.compute_ty = ir::string_type;
      if (value.ty.is_void()) bad_operands(n, os, target, value);
      e.args.push_back(std::move(target));
      e.args.push_back(printable(n, std::move(value)));
      return e;
    }
    const expr probe = typed_binary(n, e.o, os, local_ref(n, 0, target.ty), std::move(value));
    if (!probe.ty.is_primitive() || (probe.ty.is_boolean() != target.ty.is_boolean()))
      fail(diagnostic::kind::type, n, fmt::format("bad operand types for '{}='", os));
    e.compute_ty = ir::is_shift(e.o) ? ir::unary_promoted(target.ty) : probe.ty;
    e.args.push_back(std::move(target));
    e.args.push_back(probe.args[1]);
    return e;
  }

  /// Can a reference of type `from` be cast to `to` (JLS 5.5, among the file's classes: one is a
  /// subtype of the other, or one is an interface and the other no final class)?
  bool castable(type from, type to) const {
    if (from == to) return true;
    if (!from.is_class() || !to.is_class()) return false;
    const auto &a = prog_->classes[from.cls], &b = prog_->classes[to.cls];
    return reference_widens(from, to) || reference_widens(to, from) || a.is_interface || b.is_interface;
  }

  expr lower_instanceof(syntax_node n) {
    if (n.field("name") || n.field("pattern")) unsupported(n); // a pattern binding a variable
    const type t = lower_type(n.field("right"));
    expr v = lower_expr(n.field("left"));
    if (!t.is_class() || !(v.ty.is_class() || v.ty.is(prim::null)))
      fail(diagnostic::kind::unsupported, n,
           fmt::format("instanceof of {} and {} (only classes of the file are supported)", type_text(v.ty),
                       type_text(t)));
    if (!v.ty.is(prim::null) && !castable(v.ty, t))
      fail(diagnostic::kind::type, n,
           fmt::format("incompatible types: {} cannot be converted to {}", type_text(v.ty), type_text(t)));
    expr e = make_expr(expr_kind::instance_of, n, ir::boolean_type);
    e.index = t.cls;
    e.args.push_back(std::move(v));
    return e;
  }

  expr lower_cast(syntax_node n) {
    std::uint32_t types = 0;
    n.for_each_field("type", [&](syntax_node) { ++types; });
    if (types != 1) unsupported(n);
    const type t = lower_type(n.field("type"));
    expr v = lower_expr(n.field("value"));
    if (t.is_class() && v.ty.is_class() && castable(v.ty, t)) {
      if (v.ty == t) return v;
      expr e = make_expr(expr_kind::cast, n, t); // checked at run time, an upcast too (it keeps the static type)
      e.args.push_back(std::move(v));
      return e;
    }
    const bool ok = (t.is_numeric() && v.ty.is_numeric()) || (t.is_boolean() && v.ty.is_boolean()) || t == v.ty ||
                    (t.is_reference() && v.ty.is(prim::null));
    if (!ok)
      fail(diagnostic::kind::type, n,
           fmt::format("incompatible types: {} cannot be converted to {}", type_text(v.ty), type_text(t)));
    if (v.ty.is(prim::null)) {
      v.ty = t;
      return v;
    }
    if (v.ty == t) return v;
    expr e = make_expr(expr_kind::cast, n, t);
    e.args.push_back(std::move(v));
    if (auto c = constant_value(e); c && e.args[0].kind == expr_kind::literal) return literal_of(e.pos, *c);
    return e;
  }

  /// The type of `c ? a : b` (JLS 15.25, for primitive and same-type reference operands).
  type conditional_type(syntax_node n, const expr &a, const expr &b) {
    if (a.ty == b.ty) return a.ty;
    if (a.ty.is_reference() && b.ty.is(prim::null)) return a.ty;
    if (b.ty.is_reference() && a.ty.is(prim::null)) return b.ty;
    if (a.ty.is_reference() && reference_widens(a.ty, b.ty)) return b.ty;
    if (b.ty.is_reference() && reference_widens(b.ty, a.ty)) return a.ty;
    if (a.ty.is_class() && b.ty.is_class()) { // the least upper bound: a superclass, else an interface
      for (std::uint32_t k = a.ty.cls; k != ir::no_class; k = prog_->superclass(k))
        if (prog_->is_subclass(b.ty.cls, k)) return type::of_class(k);
      for (std::uint32_t k = 0; k < prog_->classes.size(); ++k)
        if (prog_->classes[k].is_interface && prog_->is_subclass(a.ty.cls, k) && prog_->is_subclass(b.ty.cls, k))
          return type::of_class(k);
    }
    if (a.ty.is_numeric() && b.ty.is_numeric()) {
      auto narrow_fits = [&](const expr &narrow, const expr &wide) {
        if (!(narrow.ty.is(prim::byte_) || narrow.ty.is(prim::short_) || narrow.ty.is(prim::char_))) return false;
        if (!wide.ty.is(prim::int_)) return false;
        auto v = constant_value(wide);
        return v && ir::scalar::of_integral(narrow.ty, v->i).i == v->i;
      };
      if (narrow_fits(a, b)) return a.ty;
      if (narrow_fits(b, a)) return b.ty;
      if ((a.ty.is(prim::byte_) && b.ty.is(prim::short_)) || (a.ty.is(prim::short_) && b.ty.is(prim::byte_)))
        return ir::short_type;
      return ir::binary_promoted(a.ty, b.ty);
    }
    fail(diagnostic::kind::type, n,
         fmt::format("incompatible types in conditional expression: {} and {}", type_text(a.ty), type_text(b.ty)));
  }

  expr lower_ternary(syntax_node n) {
    expr c = lower_expr(n.field("condition"));
    if (!c.ty.is_boolean()) fail(diagnostic::kind::type, n.field("condition"), "condition of ?: is not boolean");
    expr a = lower_expr(n.field("consequence"));
    expr b = lower_expr(n.field("alternative"));
    if (a.ty.is_void() || b.ty.is_void()) fail(diagnostic::kind::type, n, "'void' type not allowed here");
    const type t = conditional_type(n, a, b);
    expr e = make_expr(expr_kind::conditional, n, t);
    e.args.push_back(std::move(c));
    if (a.ty.is(prim::null)) a.ty = t;
    if (b.ty.is(prim::null)) b.ty = t;
    e.args.push_back(cast_to(std::move(a), t));
    e.args.push_back(cast_to(std::move(b), t));
    return e;
  }
};

} // namespace symdelta::java::detail
