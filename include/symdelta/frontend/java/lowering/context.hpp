#pragma once
// The state a Java lowering carries while it walks a file's classes (the program, the class and
// the function being lowered, its scopes and jump targets) and what every layer of the lowering shares: diagnostics,
// types, modifiers, IR node builders, Java's conversions and constant folding, the nesting guard.
// The layers above (literals, resolution, expressions, statements, lowering.hpp) derive from it.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/stack_guard.hpp"
#include "symdelta/frontend/java/lowering/local_scopes.hpp"
#include "symdelta/frontend/java/syntax.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/ir/semantics.hpp"

namespace symdelta::java::detail {

using ir::expr;
using ir::expr_kind;
using ir::prim;
using ir::stmt;
using ir::stmt_kind;
using ir::type;

class lowering_context {
public:
  lowering_context(const syntax_tree &tree, std::string file) : tree_(tree), file_(std::move(file)) {}

protected:
  // ---- diagnostics --------------------------------------------------------------------------

  [[noreturn]] void fail(diagnostic::kind k, syntax_node n, std::string msg) const {
    fail(k, n ? n.pos() : source_pos{}, std::move(msg));
  }
  [[noreturn]] void fail(diagnostic::kind k, source_pos pos, std::string msg) const {
    throw diagnostic_error{diagnostic{k, file_, pos, std::move(msg)}};
  }
  [[noreturn]] void unsupported(syntax_node n) const {
    fail(diagnostic::kind::unsupported, n, fmt::format("{} is not supported", describe(n)));
  }
  static std::string describe(syntax_node n) {
    std::string k(n.kind());
    for (auto &c : k)
      if (c == '_') c = ' ';
    std::string_view t = n.text();
    if (auto nl = t.find('\n'); nl != std::string_view::npos) t = t.substr(0, nl);
    if (t.size() > 40) t = t.substr(0, 40);
    return fmt::format("{} '{}'", k, t);
  }

  // ---- modifiers ----------------------------------------------------------------------------

  struct modifier_set {
    bool is_static = false, is_final = false, is_abstract = false, is_default = false, is_public = false,
         is_private = false;
  };
  modifier_set modifiers_of(syntax_node decl) {
    modifier_set ms;
    decl.for_each_named([&](syntax_node c) {
      if (!c.is("modifiers")) return;
      for (std::uint32_t i = 0; i < c.child_count(); ++i) {
        syntax_node m = c.child(i);
        const std::string_view t = m.text();
        if (t == "static")
          ms.is_static = true;
        else if (t == "final")
          ms.is_final = true;
        else if (t == "abstract")
          ms.is_abstract = true;
        else if (t == "default")
          ms.is_default = true;
        else if (t == "public")
          ms.is_public = true;
        else if (t == "private")
          ms.is_private = true;
        else if (t == "native" || t == "synchronized")
          unsupported(m);
        else if (m.is("annotation") || m.is("marker_annotation")) {
          if (t != "@Override" && t != "@SuppressWarnings") unsupported(m);
        }
      }
    });
    return ms;
  }

  // ---- types --------------------------------------------------------------------------------

  static std::uint8_t count_dims(syntax_node dims) {
    if (!dims) return 0;
    std::uint8_t n = 0;
    for (char c : dims.text())
      n += c == '[';
    return n;
  }
  type with_dims(type t, syntax_node dims) {
    return {t.base, static_cast<std::uint8_t>(t.dims + count_dims(dims)), t.cls};
  }

  type lower_type(syntax_node t) {
    if (!t) return ir::void_type;
    const std::string_view k = t.kind();
    if (k == "void_type") return ir::void_type;
    if (k == "boolean_type") return ir::boolean_type;
    if (k == "integral_type" || k == "floating_point_type") {
      const std::string_view s = t.text();
      if (s == "byte") return ir::byte_type;
      if (s == "short") return ir::short_type;
      if (s == "char") return ir::char_type;
      if (s == "int") return ir::int_type;
      if (s == "long") return ir::long_type;
      if (s == "float") return ir::float_type;
      if (s == "double") return ir::double_type;
    }
    if (k == "array_type") {
      type e = lower_type(t.field("element"));
      if (e.is_void()) fail(diagnostic::kind::type, t, "array of void");
      return with_dims(e, t.field("dimensions"));
    }
    if (k == "type_identifier" || k == "scoped_type_identifier") {
      const std::string_view s = t.text();
      if (s == "String" || s == "java.lang.String") return ir::string_type;
      if (auto c = find_class(s)) return type::of_class(*c);
    }
    fail(diagnostic::kind::unsupported, t, fmt::format("type '{}' is not supported", t.text()));
  }

  /// A type as javac's messages write it.
  std::string type_text(type t) const { return prog_ ? prog_->type_label(t) : ir::to_string(t); }

  // ---- classes ------------------------------------------------------------------------------

  /// The class of the file a type name designates: a simple name (a nested class's too) or a
  /// qualified one (`Outer.Inner`).
  std::optional<std::uint32_t> find_class(std::string_view name) const {
    if (auto it = class_index_.find(std::string(name)); it != class_index_.end()) return it->second;
    return std::nullopt;
  }

  /// Can a value of reference type `from` be assigned to `to` (JLS 5.1.5: identity or widening
  /// reference conversion among the file's classes; arrays only of the same type)?
  bool reference_widens(type from, type to) const {
    if (from == to) return true;
    return from.is_class() && to.is_class() && prog_->is_subclass(from.cls, to.cls);
  }

  /// The field `name` of class c: declared by it, a superclass or a superinterface.
  std::optional<std::uint32_t> member_field(std::uint32_t c, std::string_view name) const {
    if (c >= fields_of_.size()) return std::nullopt;
    if (auto it = fields_of_[c].find(std::string(name)); it != fields_of_[c].end()) return it->second;
    if (auto s = prog_->superclass(c); s != ir::no_class)
      if (auto f = member_field(s, name)) return f;
    for (const auto i : prog_->classes[c].interfaces)
      if (auto f = member_field(i, name)) return f;
    return std::nullopt;
  }

  /// The methods named `name` of class c (declared, inherited, an interface's but its static
  /// ones), an overridden one only once, as its most derived declaration; for "<init>", c's
  /// constructors.
  std::vector<std::uint32_t> methods_of(std::uint32_t c, const std::string &name) const {
    std::vector<std::uint32_t> out;
    if (c >= methods_of_.size()) return out;
    auto add = [&](std::uint32_t k, auto &self) -> void {
      if (auto it = methods_of_[k].find(name); it != methods_of_[k].end())
        for (const auto i : it->second) {
          // an interface's static methods are its own: not inherited (JLS 8.4.8)
          if (k != c && prog_->classes[k].is_interface && prog_->functions[i].is_static) continue;
          bool overridden = false;
          for (const auto o : out)
            overridden = overridden || prog_->functions[o].param_types() == prog_->functions[i].param_types();
          if (!overridden) out.push_back(i);
        }
      if (name == "<init>") return;
      if (auto s = prog_->superclass(k); s != ir::no_class) self(s, self);
      for (const auto i : prog_->classes[k].interfaces)
        self(i, self);
    };
    add(c, add);
    return out;
  }

  // ---- scopes -------------------------------------------------------------------------------

  std::uint32_t declare_local(syntax_node at, std::string name, type t, bool synthetic = false) {
    if (!synthetic && scopes_.declared(name))
      fail(diagnostic::kind::name, at, fmt::format("variable '{}' is already defined", name));
    const auto slot = static_cast<std::uint32_t>(fn_->locals.size());
    fn_->locals.push_back({name, t, at.pos(), false, synthetic});
    if (!synthetic) scopes_.declare(std::move(name), slot);
    return slot;
  }

  std::optional<std::uint32_t> find_local(std::string_view name) const {
    if (const std::uint32_t *slot = scopes_.find(name)) return *slot;
    return std::nullopt;
  }

  /// The field a simple name designates: one of the class's, else a static one of an enclosing
  /// class (a nested class is static: the enclosing instance's fields are out of reach).
  std::optional<std::uint32_t> find_field(std::string_view name) const {
    for (std::uint32_t c = cls_; c != ir::no_class; c = outer_[c])
      if (auto f = member_field(c, name)) return f;
    return std::nullopt;
  }

  /// The methods a simple name calls: the class's own, else the first enclosing class's that
  /// has methods of that name.
  std::vector<std::uint32_t> functions_named(const std::string &name) const {
    for (std::uint32_t c = cls_; c != ir::no_class; c = outer_[c])
      if (auto ms = methods_of(c, name); !ms.empty() || name == "<init>") return ms;
    return {};
  }

  // break/continue targets: loops, switches and labelled statements, innermost last
  struct target {
    std::uint32_t id;
    std::string label;
    bool is_loop;
    bool is_switch;
  };

  std::uint32_t new_target() { return fn_->target_count++; }

  // ---- IR nodes, conversions, constants -----------------------------------------------------

  stmt make_stmt(stmt_kind k, syntax_node n) {
    stmt s;
    s.kind = k;
    s.pos = n.pos();
    return s;
  }

  stmt expression_stmt(expr e) {
    stmt s;
    s.kind = stmt_kind::expression;
    s.pos = e.pos;
    s.exprs.push_back(std::move(e));
    return s;
  }

  static expr make_expr(expr_kind k, syntax_node n, type t) {
    expr e;
    e.kind = k;
    e.ty = t;
    e.pos = n.pos();
    return e;
  }
  static expr literal_of(source_pos pos, const ir::scalar &v) {
    expr e;
    e.kind = expr_kind::literal;
    e.ty = v.ty;
    e.pos = pos;
    e.lit = ir::to_literal(v);
    return e;
  }
  /// A String or null literal; its `lit.ty` says which, whatever type conversions give `ty` later.
  static expr reference_literal(syntax_node n, type t) {
    expr e = make_expr(expr_kind::literal, n, t);
    e.lit.ty = t;
    return e;
  }
  static expr int_literal(syntax_node n, std::int32_t v) { return literal_of(n.pos(), ir::scalar::of_int(v)); }
  static expr bool_literal(syntax_node n, bool v) { return literal_of(n.pos(), ir::scalar::of_bool(v)); }
  static expr local_ref(syntax_node n, std::uint32_t slot, type t) {
    expr e = make_expr(expr_kind::local, n, t);
    e.index = slot;
    return e;
  }
  expr local_ref(syntax_node n, std::uint32_t slot) { return local_ref(n, slot, fn_->locals[slot].ty); }
  static expr binary_node(syntax_node n, ir::op o, expr a, expr b, type t) {
    expr e = make_expr(expr_kind::binary, n, t);
    e.o = o;
    e.args.push_back(std::move(a));
    e.args.push_back(std::move(b));
    return e;
  }

  /// An explicit cast node unless the type already matches (or both are classes: the caller
  /// checked the conversion widens, which leaves the reference as it is).
  static expr cast_to(expr e, type t) {
    if (e.ty == t || (e.ty.is_class() && t.is_class())) return e;
    if (e.kind == expr_kind::literal && e.ty.is_primitive() && t.is_primitive())
      return literal_of(e.pos, ir::cast(ir::to_scalar(e.lit), t)); // fold: keeps the IR readable
    expr c;
    c.kind = expr_kind::cast;
    c.ty = t;
    c.pos = e.pos;
    c.args.push_back(std::move(e));
    return c;
  }

  /// The value of a constant expression (JLS 15.29) over primitive literals, or nullopt.
  std::optional<ir::scalar> constant_value(const expr &e) const {
    try {
      switch (e.kind) {
      case expr_kind::literal:
        if (e.ty.is_primitive()) return ir::to_scalar(e.lit);
        return std::nullopt;
      case expr_kind::cast:
        if (auto v = constant_value(e.args[0]); v && e.ty.is_primitive()) return ir::cast(*v, e.ty);
        return std::nullopt;
      case expr_kind::unary:
        if (auto v = constant_value(e.args[0])) return ir::unary(e.o, *v);
        return std::nullopt;
      case expr_kind::binary: {
        auto a = constant_value(e.args[0]);
        auto b = constant_value(e.args[1]);
        if (a && b) return ir::binary(e.o, *a, *b);
        return std::nullopt;
      }
      case expr_kind::conditional: {
        auto c = constant_value(e.args[0]);
        if (!c) return std::nullopt;
        auto v = constant_value(e.args[c->as_bool() ? 1 : 2]);
        if (v && !v->ty.is_primitive()) return std::nullopt;
        return v ? std::optional(ir::cast(*v, e.ty)) : std::nullopt;
      }
      case expr_kind::static_field: {
        const auto &f = prog_->fields[e.index];
        if (f.is_final && !f.init.empty() && f.ty.is_primitive()) return constant_value(f.init[0]);
        return std::nullopt;
      }
      case expr_kind::local:
        if (const auto it = constant_locals_.find(e.index); it != constant_locals_.end() && e.ty.is_primitive())
          return constant_value(it->second);
        return std::nullopt;
      default: return std::nullopt;
      }
    } catch (const ir::raised_error &) {
      return std::nullopt; // e.g. 1/0 is not a constant
    }
  }

  /// Is `e` a constant expression (JLS 15.29) of type String or a primitive type, whose String
  /// value is then interned? A final instance field's name is one when it is simple, which the
  /// IR no longer tells from `this.f`: unknown.
  enum class constant_kind { constant, not_constant, unknown };
  constant_kind constness(const expr &e) const {
    using ck = constant_kind;
    const auto both = [](ck a, ck b) {
      return a == ck::not_constant || b == ck::not_constant ? ck::not_constant
             : a == ck::unknown || b == ck::unknown         ? ck::unknown
                                                            : ck::constant;
    };
    if (e.ty.is_primitive()) return constant_value(e) ? ck::constant : ck::not_constant;
    if (!e.ty.is(prim::string)) return ck::not_constant;
    switch (e.kind) {
    case expr_kind::literal: return ck::constant;
    case expr_kind::string_concat: // (String.valueOf is a method's result)
      if (e.index == static_cast<std::uint32_t>(ir::text_object::value_of)) return ck::not_constant;
      return both(constness(e.args[0]), constness(e.args[1]));
    case expr_kind::conditional: return both(constness(e.args[0]), both(constness(e.args[1]), constness(e.args[2])));
    case expr_kind::cast: return constness(e.args[0]);
    case expr_kind::local: {
      const auto it = constant_locals_.find(e.index);
      return it == constant_locals_.end() ? ck::not_constant : constness(it->second);
    }
    case expr_kind::static_field:
    case expr_kind::instance_field: {
      const auto &f = prog_->fields[e.index];
      if (!f.is_final) return ck::not_constant;
      if (f.init.empty()) return ck::unknown; // set elsewhere, or an initialiser not lowered yet
      if (constness(f.init[0]) != ck::constant) return ck::not_constant;
      return e.kind == expr_kind::static_field ? ck::constant : ck::unknown;
    }
    default: return ck::not_constant;
    }
  }

  /// Assignment conversion (JLS 5.2): identity, widening, and narrowing of int constants to
  /// byte/short/char when the value fits.
  expr coerce_assign(expr e, type to, syntax_node at) {
    if (e.ty == to) return e;
    if (ir::widens_to(e.ty, to)) return cast_to(std::move(e), to);
    if (to.is_reference() && e.ty.is(prim::null)) {
      e.ty = to;
      return e;
    }
    if ((to.is(prim::byte_) || to.is(prim::short_) || to.is(prim::char_)) &&
        (e.ty.is(prim::int_) || e.ty.is(prim::short_) || e.ty.is(prim::char_) || e.ty.is(prim::byte_))) {
      if (auto v = constant_value(e); v && ir::scalar::of_integral(to, v->i).i == v->i)
        return cast_to(std::move(e), to);
    }
    if (e.ty.is_reference() && reference_widens(e.ty, to)) return e; // the same reference
    fail(diagnostic::kind::type, at,
         fmt::format("incompatible types: {} cannot be converted to {}", type_text(e.ty), type_text(to)));
  }

  /// Method invocation conversion (JLS 5.3): identity or widening only.
  bool invocation_convertible(type from, type to) const {
    return ir::widens_to(from, to) || (to.is_reference() && from.is(prim::null)) ||
           (from.is_reference() && reference_widens(from, to));
  }

  // ---- nesting ------------------------------------------------------------------------------

  /// Counts nesting while lowering. The IR is a tree that lowering, the interpreter, the printer,
  /// the differ and the symbolic explorer walk recursively, so deep programs are rejected here
  /// rather than overflowing the native stack later: deeper than max_nesting levels, or deeper
  /// than half the stack of the thread holds while lowering. The other half is the walkers'
  /// headroom: per level, the differ takes about 1.2 times the stack lowering takes, the printer,
  /// the interpreter and the explorer less (an else-if takes lowering about 700 bytes, a term of a
  /// `+` chain 1.1 KB; on Linux's default stack of 8 MB, chains of about 6000 else-ifs or 3600
  /// terms are accepted). The interpreter and the explorer, which nest these walks in calls,
  /// guard the stack themselves.
  struct nesting {
    lowering_context &l;
    nesting(lowering_context &lw, syntax_node n) : l(lw) {
      if (++l.depth_ > max_nesting)
        l.fail(diagnostic::kind::unsupported, n, fmt::format("nesting deeper than {} levels", max_nesting));
      if (l.depth_ > shallow_nesting && l.stack().near_limit())
        l.fail(diagnostic::kind::unsupported, n,
               fmt::format("nesting of {} levels is too deep for the native stack", l.depth_));
    }
    ~nesting() { --l.depth_; }
  };
  static constexpr int max_nesting = 10000;
  static constexpr int shallow_nesting = 64; // below, the stack is not looked at

  /// Made on first use: looking up the thread's stack costs some 30 us.
  const stack_guard &stack() {
    if (!stack_) stack_.emplace(512 * 1024, 0.5);
    return *stack_;
  }

  const syntax_tree &tree_;
  std::string file_;
  ir::program *prog_ = nullptr;
  ir::function *fn_ = nullptr;
  std::uint32_t cls_ = 0;                                      // the class being lowered
  std::vector<std::uint32_t> outer_;                           // per class: the enclosing one, or no_class
  std::unordered_map<std::string, std::uint32_t> class_index_; // simple and qualified names
  // per class, names to declarations, so that a class with many members lowers in linear time
  std::vector<std::unordered_map<std::string, std::uint32_t>> fields_of_;
  std::vector<std::unordered_map<std::string, std::vector<std::uint32_t>>> methods_of_;
  local_scopes<std::uint32_t> scopes_; // the locals' slots
  // the function's constant variables (JLS 4.12.4): final locals of a primitive type or String
  // initialised by a constant expression, by slot, and their initialisers
  std::map<std::uint32_t, expr> constant_locals_;
  std::vector<target> targets_;
  int depth_ = 0;
  std::optional<stack_guard> stack_;
};

} // namespace symdelta::java::detail
