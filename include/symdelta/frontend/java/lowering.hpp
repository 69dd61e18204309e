#pragma once
// Lowers a tree-sitter Java syntax tree of one class to the typed IR. Names are resolved and
// types checked as javac would for the supported subset; every implicit conversion becomes an
// explicit cast. Anything outside the subset is rejected with a diagnostic at its position.
#include <cerrno>
#include <charconv>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/stack_guard.hpp"
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

/// java.lang exception and error classes a `throw new X(...)` may name without qualification.
inline constexpr std::string_view java_lang_throwables[] = {
    "Throwable",
    "Exception",
    "RuntimeException",
    "Error",
    "ArithmeticException",
    "ArrayIndexOutOfBoundsException",
    "IndexOutOfBoundsException",
    "NegativeArraySizeException",
    "NullPointerException",
    "IllegalArgumentException",
    "IllegalStateException",
    "UnsupportedOperationException",
    "StackOverflowError",
    "AssertionError",
    "NumberFormatException",
    "ClassCastException",
    "ArrayStoreException",
    "StringIndexOutOfBoundsException",
    "CloneNotSupportedException",
    "InterruptedException",
    "OutOfMemoryError",
    "SecurityException",
};

class lowering {
public:
  lowering(const syntax_tree &tree, std::string file) : tree_(tree), file_(std::move(file)) {}

  ir::program lower_class() {
    ir::program prog;
    prog.file = file_;
    syntax_node cls;
    tree_.root().for_each_named([&](syntax_node n) {
      if (n.is("package_declaration")) {
        n.for_each_named([&](syntax_node c) {
          if (c.is("scoped_identifier") || c.is("identifier")) prog.package = std::string(c.text());
        });
      } else if (n.is("import_declaration") || n.is("line_comment") || n.is("block_comment")) {
        // imports are harmless: every name is resolved against what we support
      } else if (n.is("class_declaration")) {
        if (cls) fail(diagnostic::kind::unsupported, n, "more than one top-level class in a file");
        cls = n;
      } else {
        fail(diagnostic::kind::unsupported, n, fmt::format("top-level {}", describe(n)));
      }
    });
    if (!cls) fail(diagnostic::kind::unsupported, tree_.root(), "no class declaration in the file");
    for (const char *f : {"superclass", "interfaces", "type_parameters", "permits"})
      if (auto x = cls.field(f)) fail(diagnostic::kind::unsupported, x, fmt::format("class {}", describe(x)));
    prog.class_name = std::string(cls.field("name").text());
    prog_ = &prog;
    declare_members(cls.field("body"));
    lower_bodies();
    prog_ = nullptr;
    return prog;
  }

private:
  // ---- diagnostics --------------------------------------------------------------------------

  [[noreturn]] void fail(diagnostic::kind k, syntax_node n, std::string msg) const {
    throw diagnostic_error{diagnostic{k, file_, n ? n.pos() : source_pos{}, std::move(msg)}};
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

  // ---- class members ------------------------------------------------------------------------

  struct method_decl {
    syntax_node node;
    std::uint32_t index;
  };

  void declare_members(syntax_node body) {
    body.for_each_named([&](syntax_node m) {
      if (m.is("line_comment") || m.is("block_comment")) return;
      if (m.is("field_declaration")) return declare_fields(m);
      if (m.is("method_declaration") || m.is("constructor_declaration")) return declare_method(m);
      fail(diagnostic::kind::unsupported, m, fmt::format("class member {}", describe(m)));
    });
  }

  struct modifier_set {
    bool is_static = false, is_final = false, is_abstract = false;
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
        else if (t == "abstract" || t == "native")
          ms.is_abstract = true;
        else if (m.is("annotation") || m.is("marker_annotation")) {
          if (t != "@Override" && t != "@SuppressWarnings") unsupported(m);
        }
      }
    });
    return ms;
  }

  void declare_fields(syntax_node decl) {
    const modifier_set ms = modifiers_of(decl);
    const type base = lower_type(decl.field("type"));
    decl.for_each_field("declarator", [&](syntax_node d) {
      ir::field f;
      f.name = std::string(d.field("name").text());
      f.pos = d.pos();
      f.ty = with_dims(base, d.field("dimensions"));
      f.is_static = ms.is_static;
      f.is_final = ms.is_final;
      if (!field_index_.emplace(f.name, static_cast<std::uint32_t>(prog_->fields.size())).second)
        fail(diagnostic::kind::name, d, fmt::format("field '{}' is already defined", f.name));
      field_inits_.push_back(d.field("value"));
      prog_->fields.push_back(std::move(f));
    });
  }

  void declare_method(syntax_node m) {
    const modifier_set ms = modifiers_of(m);
    if (auto tp = m.field("type_parameters")) unsupported(tp);
    ir::function f;
    f.is_constructor = m.is("constructor_declaration");
    f.name = f.is_constructor ? "<init>" : std::string(m.field("name").text());
    if (f.is_constructor && m.field("name").text() != prog_->class_name)
      fail(diagnostic::kind::name, m.field("name"), "constructor name does not match the class name");
    f.pos = m.pos();
    f.is_static = ms.is_static && !f.is_constructor;
    f.ret = f.is_constructor ? ir::void_type : with_dims(lower_type(m.field("type")), m.field("dimensions"));
    if (ms.is_abstract || !m.field("body")) fail(diagnostic::kind::unsupported, m, "a method without a body");
    syntax_node params = m.field("parameters");
    params.for_each_named([&](syntax_node p) {
      if (p.is("line_comment") || p.is("block_comment")) return;
      if (!p.is("formal_parameter")) unsupported(p);
      ir::local_var v;
      v.name = std::string(p.field("name").text());
      v.pos = p.pos();
      v.ty = with_dims(lower_type(p.field("type")), p.field("dimensions"));
      v.is_param = true;
      for (const auto &other : f.locals)
        if (other.name == v.name)
          fail(diagnostic::kind::name, p, fmt::format("parameter '{}' is already defined", v.name));
      f.locals.push_back(std::move(v));
    });
    f.param_count = static_cast<std::uint32_t>(f.locals.size());
    const auto sig = f.param_types();
    std::vector<std::uint32_t> &same_name = functions_named_[f.name];
    for (const auto g : same_name)
      if (prog_->functions[g].param_types() == sig)
        fail(diagnostic::kind::name, m, fmt::format("method '{}' with these parameters is already defined", f.name));
    const auto index = static_cast<std::uint32_t>(prog_->functions.size());
    same_name.push_back(index);
    methods_.push_back({m, index});
    prog_->functions.push_back(std::move(f));
  }

  void lower_bodies() {
    // field initialisers run in a context of their own (static, or an instance without locals)
    for (std::size_t i = 0; i < prog_->fields.size(); ++i) {
      if (!field_inits_[i]) continue;
      ir::function ctx;
      ctx.is_static = prog_->fields[i].is_static;
      begin_function(ctx);
      prog_->fields[i].init.push_back(lower_initializer(field_inits_[i], prog_->fields[i].ty));
      fn_ = nullptr;
    }
    for (const auto &md : methods_) {
      ir::function &f = prog_->functions[md.index];
      begin_function(f);
      scopes_.emplace_back();
      for (std::uint32_t p = 0; p < f.param_count; ++p)
        scopes_.back()[f.locals[p].name] = p;
      syntax_node body = md.node.field("body");
      f.body = lower_block(body, /*new_scope=*/false);
      if (!f.ret.is_void() && !f.is_constructor && can_complete_normally(f.body))
        fail(diagnostic::kind::syntax, md.node.field("body"),
             fmt::format("missing return statement in method '{}'", f.name));
      scopes_.clear();
      fn_ = nullptr;
    }
  }

  // ---- reachability (JLS 14.22), to reject non-void methods that can fall off their end -----

  /// Does a jump (break or continue) to `target` occur inside statement `s`?
  static bool jumps_to(const stmt &s, stmt_kind jump, std::uint32_t target) {
    if (s.kind == jump && s.target == target) return true;
    for (const auto &b : s.body)
      if (jumps_to(b, jump, target)) return true;
    for (const auto &c : s.cases)
      for (const auto &b : c.body)
        if (jumps_to(b, jump, target)) return true;
    return false;
  }
  static bool breaks_to(const stmt &s, std::uint32_t target) { return jumps_to(s, stmt_kind::break_, target); }

  bool constant_true(const expr &e) const {
    auto v = constant_value(e);
    return v && v->ty.is_boolean() && v->as_bool();
  }

  /// Can a sequence of statements complete normally (each one can)?
  bool completes_normally(const std::vector<stmt> &seq) const {
    for (const auto &b : seq)
      if (!can_complete_normally(b)) return false;
    return true;
  }

  bool can_complete_normally(const stmt &s) const {
    switch (s.kind) {
    case stmt_kind::block: return completes_normally(s.body) || (s.target != ir::no_target && breaks_to(s, s.target));
    case stmt_kind::if_:
      return s.body.size() < 2 || can_complete_normally(s.body[0]) || can_complete_normally(s.body[1]);
    case stmt_kind::loop:
      if (breaks_to(s, s.target)) return true;
      if (s.test_first) return !constant_true(s.condition());
      // do-while: the condition is reached only if the body completes or continues
      return !constant_true(s.condition()) &&
             (can_complete_normally(s.loop_body()) || jumps_to(s, stmt_kind::continue_, s.target));
    case stmt_kind::switch_: {
      // a switch with default (every selector value matches, as our selectors are int-like) cannot
      // complete normally when nothing breaks out of it and its last statements cannot: a rule
      // that can complete normally ends in a break (lower_switch); labels after the last
      // statement group are an empty last case
      bool has_default = false;
      for (const auto &c : s.cases)
        has_default |= c.is_default;
      if (!has_default || s.cases.empty() || breaks_to(s, s.target)) return true;
      return completes_normally(s.cases.back().body);
    }
    case stmt_kind::break_:
    case stmt_kind::continue_:
    case stmt_kind::return_:
    case stmt_kind::throw_: return false;
    default: return true;
    }
  }

  void begin_function(ir::function &f) {
    fn_ = &f;
    scopes_.clear();
    targets_.clear();
  }

  // ---- types --------------------------------------------------------------------------------

  static std::uint8_t count_dims(syntax_node dims) {
    if (!dims) return 0;
    std::uint8_t n = 0;
    for (char c : dims.text())
      n += c == '[';
    return n;
  }
  type with_dims(type t, syntax_node dims) { return {t.base, static_cast<std::uint8_t>(t.dims + count_dims(dims))}; }

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
      if (prog_ && s == prog_->class_name) return ir::object_type;
    }
    fail(diagnostic::kind::unsupported, t, fmt::format("type '{}' is not supported", t.text()));
  }

  // ---- scopes -------------------------------------------------------------------------------

  std::uint32_t declare_local(syntax_node at, std::string name, type t, bool synthetic = false) {
    if (!synthetic)
      for (const auto &s : scopes_)
        if (s.count(name)) fail(diagnostic::kind::name, at, fmt::format("variable '{}' is already defined", name));
    const auto slot = static_cast<std::uint32_t>(fn_->locals.size());
    fn_->locals.push_back({name, t, at.pos(), false, synthetic});
    if (!synthetic) scopes_.back()[std::move(name)] = slot;
    return slot;
  }

  std::optional<std::uint32_t> find_local(std::string_view name) const {
    for (auto s = scopes_.rbegin(); s != scopes_.rend(); ++s)
      if (auto it = s->find(std::string(name)); it != s->end()) return it->second;
    return std::nullopt;
  }

  std::optional<std::uint32_t> find_field(std::string_view name) const {
    if (auto it = field_index_.find(std::string(name)); it != field_index_.end()) return it->second;
    return std::nullopt;
  }

  /// The methods (or, for "<init>", the constructors) of this name, in declaration order.
  const std::vector<std::uint32_t> &functions_named(const std::string &name) const {
    static const std::vector<std::uint32_t> none;
    auto it = functions_named_.find(name);
    return it == functions_named_.end() ? none : it->second;
  }

  // break/continue targets: loops, switches and labelled statements, innermost last
  struct target {
    std::uint32_t id;
    std::string label;
    bool is_loop;
    bool is_switch;
  };

  std::uint32_t new_target() { return fn_->target_count++; }

  // ---- statements ---------------------------------------------------------------------------

  stmt make_stmt(stmt_kind k, syntax_node n) {
    stmt s;
    s.kind = k;
    s.pos = n.pos();
    return s;
  }

  stmt lower_block(syntax_node n, bool new_scope = true) {
    stmt b = make_stmt(stmt_kind::block, n);
    if (new_scope) scopes_.emplace_back();
    for (std::uint32_t i = 0; i < n.named_child_count(); ++i)
      lower_statement_into(n.named_child(i), b.body);
    if (new_scope) scopes_.pop_back();
    return b;
  }

  /// Lowers one statement and appends it (a declaration of several variables appends several).
  void lower_statement_into(syntax_node n, std::vector<stmt> &out) {
    const std::string_view k = n.kind();
    if (k == "line_comment" || k == "block_comment") return;
    if (k == "local_variable_declaration") return lower_local_decl(n, out);
    if (k == "explicit_constructor_invocation") return lower_constructor_invocation(n, out);
    out.push_back(lower_statement(n));
  }

  /// A statement in a position of its own (the branch of an if, a loop body): a declaration
  /// there would be a javac error, so no new scope is needed beyond what the statement opens.
  stmt lower_statement(syntax_node n, std::string label = {}) {
    nesting guard(*this, n);
    const std::string_view k = n.kind();
    if (k == "block") return lower_block(n);
    if (k == "expression_statement") return lower_expression_statement(n);
    if (k == "if_statement") return lower_if(n);
    if (k == "while_statement" || k == "do_statement" || k == "for_statement" || k == "enhanced_for_statement")
      return lower_loop(n, std::move(label));
    if (k == "switch_expression") return lower_switch(n, std::move(label));
    if (k == "break_statement" || k == "continue_statement") return lower_jump(n);
    if (k == "return_statement") return lower_return(n);
    if (k == "throw_statement") return lower_throw(n);
    if (k == "labeled_statement") return lower_labeled(n);
    if (k == ";") return make_stmt(stmt_kind::block, n);
    if (k == "local_variable_declaration") fail(diagnostic::kind::syntax, n, "a declaration is not allowed here");
    unsupported(n);
  }

  void lower_local_decl(syntax_node n, std::vector<stmt> &out) {
    modifiers_of(n); // rejects annotations we do not know; `final` is irrelevant here
    syntax_node tnode = n.field("type");
    const bool is_var = tnode.is("type_identifier") && tnode.text() == "var";
    const type base = is_var ? ir::void_type : lower_type(tnode);
    n.for_each_field("declarator", [&](syntax_node d) {
      syntax_node value = d.field("value");
      stmt s = make_stmt(stmt_kind::local_decl, d);
      type t = with_dims(base, d.field("dimensions"));
      if (is_var) {
        if (!value || value.is("array_initializer"))
          fail(diagnostic::kind::type, d, "'var' needs an initializer expression");
        expr init = lower_expr(value);
        if (init.ty.is_void() || init.ty.is(prim::null))
          fail(diagnostic::kind::type, value, "cannot infer a type for 'var'");
        t = init.ty;
        s.exprs.push_back(std::move(init));
      } else if (value) {
        // the variable is in scope in its own initializer only for definite-assignment errors;
        // lowering the initializer first matches javac's name resolution for valid programs
        s.exprs.push_back(lower_initializer(value, t));
      }
      s.index = declare_local(d, std::string(d.field("name").text()), t);
      out.push_back(std::move(s));
    });
  }

  expr lower_initializer(syntax_node value, type t) {
    if (value.is("array_initializer")) return lower_array_initializer(value, t);
    return coerce_assign(lower_expr(value), t, value);
  }

  void lower_constructor_invocation(syntax_node n, std::vector<stmt> &out) {
    if (!fn_->is_constructor) fail(diagnostic::kind::syntax, n, "constructor call outside a constructor");
    std::vector<expr> args = lower_args(n.field("arguments"));
    if (n.field("constructor").text() == "super") {
      if (!args.empty())
        fail(diagnostic::kind::unsupported, n, "super(...) with arguments (no superclass is supported)");
      return; // Object's constructor does nothing
    }
    expr call = make_expr(expr_kind::call, n, ir::void_type);
    call.index = resolve_method("<init>", args, n, /*constructors=*/true);
    call.args.push_back(make_expr(expr_kind::this_ref, n, ir::object_type));
    append_converted_args(call, args);
    stmt s = make_stmt(stmt_kind::expression, n);
    s.exprs.push_back(std::move(call));
    out.push_back(std::move(s));
  }

  stmt lower_expression_statement(syntax_node n) {
    syntax_node e = n.named_child(0);
    const std::string_view k = e.kind();
    if (k != "assignment_expression" && k != "update_expression" && k != "method_invocation" &&
        k != "object_creation_expression")
      fail(diagnostic::kind::syntax, e, fmt::format("not a statement: {}", describe(e)));
    stmt s = make_stmt(stmt_kind::expression, n);
    s.exprs.push_back(lower_expr(e));
    return s;
  }

  expr lower_condition(syntax_node n) {
    syntax_node inner = n.is("parenthesized_expression") ? n.named_child(0) : n;
    expr c = lower_expr(inner);
    if (!c.ty.is_boolean())
      fail(diagnostic::kind::type, inner, fmt::format("condition has type {}, not boolean", ir::to_string(c.ty)));
    return c;
  }

  stmt lower_if(syntax_node n) {
    stmt s = make_stmt(stmt_kind::if_, n);
    s.exprs.push_back(lower_condition(n.field("condition")));
    s.body.push_back(lower_scoped_statement(n.field("consequence")));
    if (auto alt = n.field("alternative")) s.body.push_back(lower_scoped_statement(alt));
    return s;
  }

  stmt lower_scoped_statement(syntax_node n) {
    scopes_.emplace_back();
    stmt s = lower_statement(n);
    scopes_.pop_back();
    return s;
  }

  stmt lower_loop(syntax_node n, std::string label) {
    const std::string_view k = n.kind();
    stmt loop = make_stmt(stmt_kind::loop, n);
    loop.target = new_target();
    loop.name = label;
    scopes_.emplace_back();
    stmt outer = make_stmt(stmt_kind::block, n); // holds `for` initialisers
    if (k == "while_statement" || k == "do_statement") {
      loop.test_first = k == "while_statement";
      loop.exprs.push_back(lower_condition(n.field("condition")));
      loop.body.push_back(lower_loop_body(n.field("body"), loop.target, label));
    } else if (k == "for_statement") {
      n.for_each_field("init", [&](syntax_node init) {
        if (init.is("local_variable_declaration"))
          lower_local_decl(init, outer.body);
        else
          outer.body.push_back(expression_stmt(lower_statement_expr(init)));
      });
      if (auto c = n.field("condition"))
        loop.exprs.push_back(lower_condition(c));
      else
        loop.exprs.push_back(bool_literal(n, true));
      loop.body.push_back(lower_loop_body(n.field("body"), loop.target, label));
      n.for_each_field("update", [&](syntax_node u) { loop.body.push_back(expression_stmt(lower_statement_expr(u))); });
    } else {
      lower_enhanced_for(n, loop, outer, label);
    }
    scopes_.pop_back();
    if (outer.body.empty()) return loop;
    outer.body.push_back(std::move(loop));
    return outer;
  }

  // for (T x : arr) body   ==>   { T[] a = arr; for (int i = 0; i < a.length; i++) { T x = a[i]; body } }
  void lower_enhanced_for(syntax_node n, stmt &loop, stmt &outer, const std::string &label) {
    if (auto d = n.field("dimensions")) unsupported(d);
    expr arr = lower_expr(n.field("value"));
    if (!arr.ty.is_array()) fail(diagnostic::kind::type, n.field("value"), "for-each over a non-array value");
    syntax_node tnode = n.field("type");
    const bool is_var = tnode.is("type_identifier") && tnode.text() == "var";
    const type elem_t = is_var ? arr.ty.element() : lower_type(tnode);
    const std::uint32_t arr_slot = declare_local(n, "$array", arr.ty, true);
    const std::uint32_t idx_slot = declare_local(n, "$index", ir::int_type, true);
    stmt a = make_stmt(stmt_kind::local_decl, n);
    a.index = arr_slot;
    a.exprs.push_back(std::move(arr));
    outer.body.push_back(std::move(a));
    stmt i0 = make_stmt(stmt_kind::local_decl, n);
    i0.index = idx_slot;
    i0.exprs.push_back(int_literal(n, 0));
    outer.body.push_back(std::move(i0));

    const type arr_t = fn_->locals[arr_slot].ty;
    expr len = make_expr(expr_kind::array_length, n, ir::int_type);
    len.args.push_back(local_ref(n, arr_slot));
    loop.exprs.push_back(binary_node(n, ir::op::lt, local_ref(n, idx_slot), std::move(len), ir::boolean_type));

    scopes_.emplace_back();
    stmt body = make_stmt(stmt_kind::block, n);
    expr elem = make_expr(expr_kind::array_element, n, arr_t.element());
    elem.args.push_back(local_ref(n, arr_slot));
    elem.args.push_back(local_ref(n, idx_slot));
    stmt x = make_stmt(stmt_kind::local_decl, n.field("name"));
    x.exprs.push_back(coerce_assign(std::move(elem), elem_t, n.field("value")));
    x.index = declare_local(n.field("name"), std::string(n.field("name").text()), elem_t);
    body.body.push_back(std::move(x));
    body.body.push_back(lower_loop_body(n.field("body"), loop.target, label));
    scopes_.pop_back();
    loop.body.push_back(std::move(body));

    expr inc = make_expr(expr_kind::assign, n, ir::int_type);
    inc.o = ir::op::add;
    inc.compute_ty = ir::int_type;
    inc.postfix = true;
    inc.args.push_back(local_ref(n, idx_slot));
    inc.args.push_back(int_literal(n, 1));
    loop.body.push_back(expression_stmt(std::move(inc)));
  }

  stmt lower_loop_body(syntax_node body, std::uint32_t id, const std::string &label) {
    targets_.push_back({id, label, true, false});
    stmt s = lower_scoped_statement(body);
    targets_.pop_back();
    return s;
  }

  stmt expression_stmt(expr e) {
    stmt s;
    s.kind = stmt_kind::expression;
    s.pos = e.pos;
    s.exprs.push_back(std::move(e));
    return s;
  }

  expr lower_statement_expr(syntax_node e) {
    const std::string_view k = e.kind();
    if (k != "assignment_expression" && k != "update_expression" && k != "method_invocation" &&
        k != "object_creation_expression")
      fail(diagnostic::kind::syntax, e, fmt::format("not a statement: {}", describe(e)));
    return lower_expr(e);
  }

  stmt lower_labeled(syntax_node n) {
    syntax_node id, body;
    n.for_each_named([&](syntax_node c) {
      if (c.is("identifier") && !id)
        id = c;
      else if (!c.is("line_comment") && !c.is("block_comment"))
        body = c;
    });
    std::string label(id.text());
    for (const auto &t : targets_)
      if (t.label == label) fail(diagnostic::kind::name, id, fmt::format("label '{}' is already in use", label));
    const std::string_view k = body.kind();
    if (k == "while_statement" || k == "do_statement" || k == "for_statement" || k == "enhanced_for_statement")
      return lower_loop(body, label);
    stmt b = make_stmt(stmt_kind::block, n);
    b.target = new_target();
    b.name = label;
    targets_.push_back({b.target, label, false, false});
    scopes_.emplace_back();
    b.body.push_back(lower_statement(body));
    scopes_.pop_back();
    targets_.pop_back();
    return b;
  }

  stmt lower_jump(syntax_node n) {
    const bool is_break = n.is("break_statement");
    stmt s = make_stmt(is_break ? stmt_kind::break_ : stmt_kind::continue_, n);
    syntax_node label;
    n.for_each_named([&](syntax_node c) {
      if (c.is("identifier")) label = c;
    });
    for (auto t = targets_.rbegin(); t != targets_.rend(); ++t) {
      const bool match = label ? t->label == label.text() : (t->is_loop || (is_break && t->is_switch));
      if (!match) continue;
      if (!is_break && !t->is_loop)
        fail(diagnostic::kind::syntax, n, fmt::format("'continue {}' does not name a loop", label.text()));
      s.target = t->id;
      return s;
    }
    if (label) fail(diagnostic::kind::name, label, fmt::format("undefined label '{}'", label.text()));
    fail(diagnostic::kind::syntax, n, is_break ? "break outside switch or loop" : "continue outside of loop");
  }

  stmt lower_return(syntax_node n) {
    stmt s = make_stmt(stmt_kind::return_, n);
    syntax_node v = n.named_child_count() ? n.named_child(0) : syntax_node{};
    if (v && (v.is("line_comment") || v.is("block_comment"))) v = {};
    if (!fn_) fail(diagnostic::kind::syntax, n, "return outside a method");
    if (v) {
      if (fn_->ret.is_void()) fail(diagnostic::kind::type, v, "cannot return a value from a void method");
      s.exprs.push_back(coerce_assign(lower_expr(v), fn_->ret, v));
    } else if (!fn_->ret.is_void()) {
      fail(diagnostic::kind::type, n, fmt::format("missing return value of type {}", ir::to_string(fn_->ret)));
    }
    return s;
  }

  stmt lower_throw(syntax_node n) {
    syntax_node e = n.named_child(0);
    if (!e.is("object_creation_expression"))
      fail(diagnostic::kind::unsupported, e, "only 'throw new ExceptionClass(...)' is supported");
    if (e.named_child_count() > 2) unsupported(e); // anonymous class body, outer instance
    stmt s = make_stmt(stmt_kind::throw_, n);
    s.name = exception_class(e.field("type"));
    // the constructors every Throwable has: X() (no message) and X(String message); the others
    // (a cause, an index) build messages the IR does not model
    std::vector<expr> args = lower_args(e.field("arguments"));
    if (args.size() > 1 || (args.size() == 1 && !args[0].ty.is(prim::string) && !args[0].ty.is(prim::null)))
      fail(diagnostic::kind::unsupported, e,
           "an exception constructor other than X() and X(String message) is not supported");
    s.exprs = std::move(args);
    return s;
  }

  std::string exception_class(syntax_node t) {
    const std::string_view name = t.text();
    if (name.find('.') != std::string_view::npos) return std::string(name);
    for (auto known : java_lang_throwables)
      if (known == name) return fmt::format("java.lang.{}", name);
    fail(diagnostic::kind::unsupported, t,
         fmt::format("exception class '{}' is not known (only java.lang exceptions are)", name));
  }

  stmt lower_switch(syntax_node n, std::string label) {
    stmt s = make_stmt(stmt_kind::switch_, n);
    s.target = new_target();
    s.name = std::move(label);
    syntax_node cond = n.field("condition");
    expr sel = lower_expr(cond.is("parenthesized_expression") ? cond.named_child(0) : cond);
    const type sel_t = ir::unary_promoted(sel.ty);
    if (!sel_t.is(prim::int_))
      fail(diagnostic::kind::unsupported, cond,
           fmt::format("switch on {} (only int, short, byte and char are supported)", ir::to_string(sel.ty)));
    s.exprs.push_back(cast_to(std::move(sel), ir::int_type));
    targets_.push_back({s.target, s.name, false, true});
    scopes_.emplace_back(); // one scope for the whole switch block, as in Java
    bool seen_default = false;
    std::vector<std::int64_t> seen_labels;
    syntax_node block = n.field("body");
    block.for_each_named([&](syntax_node g) {
      if (g.is("line_comment") || g.is("block_comment")) return;
      const bool is_rule = g.is("switch_rule");
      if (!is_rule && !g.is("switch_block_statement_group")) unsupported(g);
      ir::switch_case c;
      c.pos = g.pos();
      g.for_each_named([&](syntax_node part) {
        if (part.is("switch_label")) {
          if (part.named_child_count() == 0) {
            if (seen_default) fail(diagnostic::kind::syntax, part, "duplicate default label");
            seen_default = c.is_default = true;
            return;
          }
          part.for_each_named([&](syntax_node l) {
            if (l.is("guard") || l.is("pattern")) unsupported(l);
            const std::int64_t v = case_constant(l, sel.ty);
            for (auto o : seen_labels)
              if (o == v) fail(diagnostic::kind::syntax, l, "duplicate case label");
            seen_labels.push_back(v);
            c.labels.push_back(v);
          });
        } else if (part.is("line_comment") || part.is("block_comment")) {
        } else {
          lower_statement_into(part, c.body);
        }
      });
      // `case X -> ...` does not fall through: a rule ends in a break out of the switch, unless it
      // cannot complete normally (a throw, a block that returns), so that reachability (JLS 14.22)
      // sees only the breaks a rule can take
      if (is_rule && completes_normally(c.body)) {
        stmt brk = make_stmt(stmt_kind::break_, g);
        brk.target = s.target;
        c.body.push_back(std::move(brk));
      }
      s.cases.push_back(std::move(c));
    });
    scopes_.pop_back();
    targets_.pop_back();
    return s;
  }

  std::int64_t case_constant(syntax_node l, type sel_t) {
    expr e = lower_expr(l);
    auto v = constant_value(e);
    if (!v || !e.ty.is_primitive()) fail(diagnostic::kind::type, l, "case label is not a constant expression");
    expr conv = coerce_assign(std::move(e), sel_t, l);
    return constant_value(conv)->i;
  }

  // ---- expressions --------------------------------------------------------------------------

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

  /// An explicit cast node unless the type already matches.
  static expr cast_to(expr e, type t) {
    if (e.ty == t) return e;
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
      default: return std::nullopt;
      }
    } catch (const ir::java_throw &) {
      return std::nullopt; // e.g. 1/0 is not a constant
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
    fail(diagnostic::kind::type, at,
         fmt::format("incompatible types: {} cannot be converted to {}", ir::to_string(e.ty), ir::to_string(to)));
  }

  /// Method invocation conversion (JLS 5.3): identity or widening only.
  static bool invocation_convertible(type from, type to) {
    return ir::widens_to(from, to) || (to.is_reference() && from.is(prim::null));
  }

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
    lowering &l;
    nesting(lowering &lw, syntax_node n) : l(lw) {
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
    if (k == "ternary_expression") return lower_ternary(n);
    if (k == "array_initializer")
      fail(diagnostic::kind::syntax, n, "an array initializer is only allowed in a declaration or after new T[]");
    unsupported(n);
  }

  // ---- literals -----------------------------------------------------------------------------

  static std::string without_underscores(std::string_view s) {
    std::string r;
    for (char c : s)
      if (c != '_') r += c;
    return r;
  }

  expr lower_integer_literal(syntax_node n, bool negated) {
    std::string s = without_underscores(n.text());
    const bool is_long = !s.empty() && (s.back() == 'l' || s.back() == 'L');
    if (is_long) s.pop_back();
    int base = 10;
    std::size_t start = 0;
    if (n.is("hex_integer_literal"))
      base = 16, start = 2;
    else if (n.is("binary_integer_literal"))
      base = 2, start = 2;
    else if (n.is("octal_integer_literal"))
      base = 8, start = 1;
    std::uint64_t mag = 0;
    auto [ptr, ec] = std::from_chars(s.data() + start, s.data() + s.size(), mag, base);
    const std::uint64_t limit = is_long ? std::numeric_limits<std::uint64_t>::max() : 0xffffffffull;
    if (ec != std::errc{} || ptr != s.data() + s.size() || mag > limit)
      fail(diagnostic::kind::syntax, n, "integer number too large");
    if (base == 10) { // decimal literals are signed; 2^31 / 2^63 only right after a unary minus
      const std::uint64_t max_pos = is_long ? 0x7fffffffffffffffull : 0x7fffffffull;
      if (mag > max_pos + (negated ? 1 : 0)) fail(diagnostic::kind::syntax, n, "integer number too large");
      if (negated) mag = 0 - mag;
    }
    const ir::scalar v = is_long ? ir::scalar::of_long(static_cast<std::int64_t>(mag))
                                 : ir::scalar::of_int(static_cast<std::int32_t>(static_cast<std::uint32_t>(mag)));
    return literal_of(n.pos(), v);
  }

  expr lower_float_literal(syntax_node n) {
    std::string s = without_underscores(n.text());
    const char suffix = s.empty() ? 'd' : s.back();
    const bool is_float = suffix == 'f' || suffix == 'F';
    if (is_float || suffix == 'd' || suffix == 'D') s.pop_back();
    errno = 0;
    char *end = nullptr;
    // strtod/strtof round correctly to nearest (glibc), as Java's literal conversion does
    if (is_float) {
      const float f = std::strtof(s.c_str(), &end);
      if (std::isinf(f) || (f == 0 && has_nonzero_digit(s)))
        fail(diagnostic::kind::syntax, n, "floating-point number out of range");
      return literal_of(n.pos(), ir::scalar::of_float(f));
    }
    const double d = std::strtod(s.c_str(), &end);
    if (std::isinf(d) || (d == 0 && has_nonzero_digit(s)))
      fail(diagnostic::kind::syntax, n, "floating-point number out of range");
    return literal_of(n.pos(), ir::scalar::of_double(d));
  }

  static bool has_nonzero_digit(const std::string &s) {
    const bool hex = s.size() > 1 && (s[1] == 'x' || s[1] == 'X');
    for (std::size_t i = hex ? 2 : 0; i < s.size(); ++i) {
      const char c = s[i];
      if (c == 'e' || c == 'E' || (hex && (c == 'p' || c == 'P'))) break;
      if ((c >= '1' && c <= '9') || (hex && std::isxdigit(static_cast<unsigned char>(c)) && c != '0')) return true;
    }
    return false;
  }

  /// Decodes the escape at s[i] ('\\' already seen at s[i-1]) into UTF-16 units; advances i.
  void decode_escape(syntax_node n, std::string_view s, std::size_t &i, std::u16string &out) const {
    const char c = s[i++];
    switch (c) {
    case 'b': out += u'\b'; return;
    case 't': out += u'\t'; return;
    case 'n': out += u'\n'; return;
    case 'f': out += u'\f'; return;
    case 'r': out += u'\r'; return;
    case 's': out += u' '; return;
    case '"': out += u'"'; return;
    case '\'': out += u'\''; return;
    case '\\': out += u'\\'; return;
    case 'u': {
      while (i < s.size() && s[i] == 'u')
        ++i;
      unsigned v = 0;
      auto [p, ec] = std::from_chars(s.data() + i, s.data() + std::min(s.size(), i + 4), v, 16);
      if (ec != std::errc{} || p != s.data() + i + 4) fail(diagnostic::kind::syntax, n, "illegal unicode escape");
      i += 4;
      out += static_cast<char16_t>(v);
      return;
    }
    default:
      if (c >= '0' && c <= '7') { // octal escape, at most \377
        unsigned v = static_cast<unsigned>(c - '0');
        const std::size_t max_len = c <= '3' ? 2 : 1;
        for (std::size_t k = 0; k < max_len && i < s.size() && s[i] >= '0' && s[i] <= '7'; ++k)
          v = v * 8 + static_cast<unsigned>(s[i++] - '0');
        out += static_cast<char16_t>(v);
        return;
      }
      fail(diagnostic::kind::syntax, n, "illegal escape character");
    }
  }

  /// Decodes a literal body (between the quotes) to UTF-16, as Java stores chars.
  std::u16string decode_text(syntax_node n, std::string_view s) const {
    std::u16string out;
    for (std::size_t i = 0; i < s.size();) {
      const auto c = static_cast<unsigned char>(s[i]);
      if (c == '\\') {
        ++i;
        decode_escape(n, s, i, out);
      } else if (c < 0x80) {
        out += static_cast<char16_t>(c);
        ++i;
      } else { // UTF-8 sequence -> code point -> UTF-16
        unsigned cp = 0;
        std::size_t len = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
        cp = c & (0xff >> (len + 1));
        for (std::size_t k = 1; k < len && i + k < s.size(); ++k)
          cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3f);
        i += len;
        if (cp >= 0x10000) {
          cp -= 0x10000;
          out += static_cast<char16_t>(0xd800 + (cp >> 10));
          out += static_cast<char16_t>(0xdc00 + (cp & 0x3ff));
        } else {
          out += static_cast<char16_t>(cp);
        }
      }
    }
    return out;
  }

  expr lower_char_literal(syntax_node n) {
    std::string_view t = n.text();
    const std::u16string v = decode_text(n, t.substr(1, t.size() - 2));
    if (v.size() != 1) fail(diagnostic::kind::syntax, n, "a char literal must hold exactly one character");
    return literal_of(n.pos(), ir::scalar::of_integral(ir::char_type, v[0]));
  }

  expr lower_string_literal(syntax_node n) {
    std::string_view t = n.text();
    if (t.substr(0, 3) == "\"\"\"") unsupported(n);
    const std::u16string v = decode_text(n, t.substr(1, t.size() - 2));
    expr e = reference_literal(n, ir::string_type);
    for (char16_t c : v) { // back to UTF-8 for printing
      if (c < 0x80)
        e.lit.s += static_cast<char>(c);
      else if (c < 0x800) {
        e.lit.s += static_cast<char>(0xc0 | (c >> 6));
        e.lit.s += static_cast<char>(0x80 | (c & 0x3f));
      } else {
        e.lit.s += static_cast<char>(0xe0 | (c >> 12));
        e.lit.s += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
        e.lit.s += static_cast<char>(0x80 | (c & 0x3f));
      }
    }
    return e;
  }

  // ---- names, fields, arrays ----------------------------------------------------------------

  expr this_expr(syntax_node n) {
    if (!fn_ || fn_->is_static) fail(diagnostic::kind::name, n, "'this' cannot be used in a static context");
    return make_expr(expr_kind::this_ref, n, ir::object_type);
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
    if (auto f = find_field(name)) return field_ref(n, *f, std::nullopt);
    fail(diagnostic::kind::name, n, fmt::format("cannot find symbol '{}'", name));
  }

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

  /// Is this identifier a class name rather than a variable (locals and fields shadow classes)?
  bool names_class(syntax_node n, std::string_view cls) const {
    return n.is("identifier") && n.text() == cls && !find_local(cls) && !find_field(cls);
  }

  expr lower_field_access(syntax_node n) {
    syntax_node obj = n.field("object");
    syntax_node fld = n.field("field");
    const std::string_view name = fld.text();
    if (obj.is("identifier") && !find_local(obj.text()) && !find_field(obj.text())) {
      if (obj.text() == prog_->class_name) {
        auto f = find_field(name);
        if (!f || !prog_->fields[*f].is_static)
          fail(diagnostic::kind::name, fld, fmt::format("cannot find static field '{}'", name));
        return field_ref(n, *f, std::nullopt);
      }
      if (auto c = library_constant(obj.text(), name)) return literal_of(n.pos(), *c);
      fail(diagnostic::kind::unsupported, n, fmt::format("'{}' is not supported", n.text()));
    }
    if (obj.is("super")) unsupported(obj);
    expr o = lower_expr(obj);
    if (o.ty.is_array()) {
      if (name != "length") fail(diagnostic::kind::name, fld, fmt::format("arrays have no field '{}'", name));
      expr e = make_expr(expr_kind::array_length, n, ir::int_type);
      e.args.push_back(std::move(o));
      return e;
    }
    if (o.ty.is(prim::object)) {
      auto f = find_field(name);
      if (!f) fail(diagnostic::kind::name, fld, fmt::format("cannot find field '{}'", name));
      if (prog_->fields[*f].is_static) {
        // Java evaluates the expression and discards it; we only accept ones without effects
        if (!without_effects(o)) unsupported_static_via_expression(obj);
        return field_ref(n, *f, std::nullopt);
      }
      return field_ref(n, *f, std::move(o));
    }
    fail(diagnostic::kind::type, n, fmt::format("{} has no fields", ir::to_string(o.ty)));
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
      fail(diagnostic::kind::type, n, fmt::format("array required, but {} found", ir::to_string(arr.ty)));
    expr idx = lower_expr(n.field("index"));
    if (!ir::unary_promoted(idx.ty).is(prim::int_))
      fail(diagnostic::kind::type, n.field("index"), fmt::format("array index of type {}", ir::to_string(idx.ty)));
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
          fail(diagnostic::kind::type, le, fmt::format("array length of type {}", ir::to_string(len.ty)));
        lens.push_back(cast_to(std::move(len), ir::int_type));
        ++dims;
      } else {
        dims = static_cast<std::uint8_t>(dims + count_dims(c));
      }
    });
    const type t{elem.base, static_cast<std::uint8_t>(elem.dims + dims)};
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
    if (!t.is_array()) fail(diagnostic::kind::type, n, fmt::format("illegal initializer for {}", ir::to_string(t)));
    expr e = make_expr(expr_kind::array_init, n, t);
    n.for_each_named([&](syntax_node c) {
      if (c.is("line_comment") || c.is("block_comment")) return;
      e.args.push_back(lower_initializer(c, t.element()));
    });
    return e;
  }

  expr lower_new_object(syntax_node n) {
    syntax_node tn = n.field("type");
    if (n.named_child_count() > 2) unsupported(n);
    if (tn.text() != prog_->class_name)
      fail(diagnostic::kind::unsupported, tn,
           fmt::format("creating objects of class '{}' (only the analysed class '{}' is supported)", tn.text(),
                       prog_->class_name));
    std::vector<expr> args = lower_args(n.field("arguments"));
    expr e = make_expr(expr_kind::new_object, n, ir::object_type);
    if (functions_named("<init>").empty()) {
      if (!args.empty()) fail(diagnostic::kind::name, n, "the class has no constructor taking arguments");
      e.index = ir::no_function;
      return e;
    }
    e.index = resolve_method("<init>", args, n, /*constructors=*/true);
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

  /// Chooses among the class's methods (or constructors) by JLS 15.12.2: applicable by
  /// widening, then the most specific.
  std::uint32_t resolve_method(std::string_view name, const std::vector<expr> &args, syntax_node at,
                               bool constructors) {
    std::vector<std::uint32_t> applicable;
    const std::vector<std::uint32_t> &named = functions_named(std::string(name));
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
      sig += (sig.empty() ? "" : ", ") + ir::to_string(a.ty);
    const std::string what = constructors ? prog_->class_name : std::string(name);
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

  expr lower_invocation(syntax_node n) {
    if (auto ta = n.field("type_arguments")) unsupported(ta);
    syntax_node obj = n.field("object");
    const std::string_view name = n.field("name").text();
    // System.out.print / println, System.err.print / println
    if (obj.is("field_access") && names_class(obj.field("object"), "System") &&
        (obj.field("field").text() == "out" || obj.field("field").text() == "err"))
      return lower_print(n, obj.field("field").text(), name);
    std::vector<expr> args = lower_args(n.field("arguments"));
    if (obj && obj.is("identifier") && !find_local(obj.text()) && !find_field(obj.text()) &&
        obj.text() != prog_->class_name)
      return lower_library_call(n, obj.text(), name, std::move(args));
    std::optional<expr> receiver;
    bool static_only = false;
    if (obj) {
      if (obj.is("super")) unsupported(obj);
      if (obj.is("identifier") && obj.text() == prog_->class_name && !find_local(obj.text()) &&
          !find_field(obj.text())) {
        static_only = true;
      } else {
        receiver = lower_expr(obj);
        if (!receiver->ty.is(prim::object))
          fail(diagnostic::kind::unsupported, n,
               fmt::format("calling methods on a value of type {}", ir::to_string(receiver->ty)));
      }
    }
    expr call = make_expr(expr_kind::call, n, ir::void_type);
    call.index = resolve_method(name, args, n.field("name"), false);
    const ir::function &f = prog_->functions[call.index];
    call.ty = f.ret;
    if (f.is_static && receiver && !without_effects(*receiver)) unsupported_static_via_expression(obj);
    if (!f.is_static) {
      if (static_only)
        fail(diagnostic::kind::name, n,
             fmt::format("non-static method '{}' cannot be referenced from a static context", name));
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
    expr e = make_expr(expr_kind::intrinsic, n, ir::void_type);
    const bool line = name == "println";
    e.fn = stream == "out" ? (line ? ir::intrinsic::println : ir::intrinsic::print)
                           : (line ? ir::intrinsic::err_println : ir::intrinsic::err_print);
    e.args = std::move(args);
    return e;
  }

  expr lower_library_call(syntax_node n, std::string_view cls, std::string_view name, std::vector<expr> args) {
    const std::string full = fmt::format("{}.{}", cls == "StrictMath" ? "Math" : cls, name);
    auto fn = ir::find_intrinsic(full);
    if (!fn || ir::is_output(*fn))
      fail(diagnostic::kind::unsupported, n, fmt::format("library method '{}.{}' is not supported", cls, name));
    using ir::intrinsic;
    const intrinsic f = *fn;
    const std::size_t arity = (f == intrinsic::min || f == intrinsic::max || f == intrinsic::pow ||
                               f == intrinsic::atan2 || f == intrinsic::hypot)
                                  ? 2
                                  : 1;
    if (args.size() != arity)
      fail(diagnostic::kind::type, n, fmt::format("{} takes {} argument{}", full, arity, arity == 1 ? "" : "s"));
    for (const auto &a : args)
      if (!a.ty.is_numeric())
        fail(diagnostic::kind::type, n, fmt::format("{} applied to {}", full, ir::to_string(a.ty)));
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
        fail(diagnostic::kind::type, n, fmt::format("{} does not accept {}", full, ir::to_string(a.ty)));
      e.args.push_back(cast_to(std::move(a), param));
    }
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
        fail(diagnostic::kind::type, n, fmt::format("bad operand type {} for unary operator '!'", ir::to_string(v.ty)));
      expr e = make_expr(expr_kind::unary, n, ir::boolean_type);
      e.o = ir::op::log_not;
      e.args.push_back(std::move(v));
      return e;
    }
    const bool integral_only = o == "~";
    if (!(integral_only ? v.ty.is_integral() : v.ty.is_numeric()))
      fail(diagnostic::kind::type, n,
           fmt::format("bad operand type {} for unary operator '{}'", ir::to_string(v.ty), o));
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
         fmt::format("bad operand types for binary operator '{}': {} and {}", os, ir::to_string(a.ty),
                     ir::to_string(b.ty)));
  }

  /// Applies Java's typing rules to a binary operator (JLS 15.17-15.24).
  expr typed_binary(syntax_node n, ir::op o, std::string_view os, expr a, expr b) {
    if (a.ty.is_void() || b.ty.is_void()) bad_operands(n, os, a, b);
    if (o == ir::op::add && (a.ty.is(prim::string) || b.ty.is(prim::string))) {
      expr e = make_expr(expr_kind::string_concat, n, ir::string_type);
      e.args.push_back(std::move(a));
      e.args.push_back(std::move(b));
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
        if (a.ty != b.ty && !a.ty.is(prim::null) && !b.ty.is(prim::null)) bad_operands(n, os, a, b);
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
      fail(diagnostic::kind::type, n, fmt::format("bad operand type {} for '{}'", ir::to_string(target.ty), os));
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
      e.args.push_back(std::move(value));
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

  expr lower_cast(syntax_node n) {
    std::uint32_t types = 0;
    n.for_each_field("type", [&](syntax_node) { ++types; });
    if (types != 1) unsupported(n);
    const type t = lower_type(n.field("type"));
    expr v = lower_expr(n.field("value"));
    const bool ok = (t.is_numeric() && v.ty.is_numeric()) || (t.is_boolean() && v.ty.is_boolean()) || t == v.ty ||
                    (t.is_reference() && v.ty.is(prim::null));
    if (!ok)
      fail(diagnostic::kind::type, n,
           fmt::format("incompatible types: {} cannot be converted to {}", ir::to_string(v.ty), ir::to_string(t)));
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
         fmt::format("incompatible types in conditional expression: {} and {}", ir::to_string(a.ty),
                     ir::to_string(b.ty)));
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

  const syntax_tree &tree_;
  std::string file_;
  ir::program *prog_ = nullptr;
  ir::function *fn_ = nullptr;
  std::vector<syntax_node> field_inits_;
  std::vector<method_decl> methods_;
  // names to declarations, so that a class with many members lowers in linear time
  std::unordered_map<std::string, std::uint32_t> field_index_;
  std::unordered_map<std::string, std::vector<std::uint32_t>> functions_named_;
  std::vector<std::unordered_map<std::string, std::uint32_t>> scopes_;
  std::vector<target> targets_;
  int depth_ = 0;
  std::optional<stack_guard> stack_;
};

} // namespace symdelta::java::detail
