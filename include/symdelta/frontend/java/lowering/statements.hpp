#pragma once
// Java statements as IR statements: blocks, declarations, if, loops (for-each rewritten as an
// indexed loop), switch, labelled jumps, return and throw.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "symdelta/frontend/java/lowering/reachability.hpp"

namespace symdelta::java::detail {

class statement_lowering : public reachability {
public:
  using reachability::reachability;

protected:
  // ---- statements ---------------------------------------------------------------------------

  stmt lower_block(syntax_node n, bool new_scope = true) {
    stmt b = make_stmt(stmt_kind::block, n);
    if (new_scope) scopes_.open();
    for (std::uint32_t i = 0; i < n.named_child_count(); ++i) {
      const syntax_node c = n.named_child(i);
      // JLS 14.22: a statement after one that cannot complete normally is an error, as javac says
      if (!c.is("line_comment") && !c.is("block_comment") && !completes_normally(b.body))
        fail(diagnostic::kind::syntax, c, "unreachable statement");
      lower_statement_into(c, b.body);
    }
    if (new_scope) scopes_.close();
    return b;
  }

  /// Lowers one statement and appends it (a declaration of several variables appends several).
  void lower_statement_into(syntax_node n, std::vector<stmt> &out) {
    const std::string_view k = n.kind();
    if (k == "line_comment" || k == "block_comment") return;
    const bool first = constructor_call_allowed_;
    constructor_call_allowed_ = false;
    if (k == "explicit_constructor_invocation") {
      if (!first)
        fail(diagnostic::kind::syntax, n,
             fmt::format("call to {} must be first statement in constructor", n.field("constructor").text()));
      return lower_constructor_invocation(n, out);
    }
    if (k == "local_variable_declaration") return lower_local_decl(n, out);
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
    if (k == "try_statement") return lower_try(n);
    if (k == "labeled_statement") return lower_labeled(n);
    if (k == "assert_statement") return lower_assert(n);
    if (k == ";") return make_stmt(stmt_kind::block, n);
    if (k == "local_variable_declaration") fail(diagnostic::kind::syntax, n, "a declaration is not allowed here");
    unsupported(n);
  }

  void lower_local_decl(syntax_node n, std::vector<stmt> &out) {
    const bool is_final = modifiers_of(n).is_final; // (rejects annotations we do not know)
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
      // a constant variable (JLS 4.12.4): its name is a constant expression
      if (is_final && s.exprs.size() == 1 && (t.is_primitive() || t.is(prim::string)) &&
          constness(s.exprs[0]) == constant_kind::constant)
        constant_locals_.emplace(s.index, s.exprs[0]);
      out.push_back(std::move(s));
    });
  }

  /// this(...) or super(...), first in a constructor.
  void lower_constructor_invocation(syntax_node n, std::vector<stmt> &out) {
    if (!fn_ || !fn_->is_constructor) fail(diagnostic::kind::syntax, n, "constructor call outside a constructor");
    if (n.field("object")) unsupported(n);
    constructor_called_ = true;
    std::vector<expr> args = lower_args(n.field("arguments"));
    stmt s = make_stmt(stmt_kind::expression, n);
    if (n.field("constructor").text() == "super") {
      const std::uint32_t super = prog_->superclass(cls_);
      if (super == ir::no_class) {
        if (!args.empty()) fail(diagnostic::kind::type, n, "constructor Object in class Object takes no arguments");
        s.exprs.push_back(super_init(n, ir::no_function, {}));
      } else {
        const auto ctors = methods_of(super, "<init>");
        if (ctors.empty() && !args.empty())
          fail(diagnostic::kind::type, n, fmt::format("constructor {} takes no arguments", prog_->class_label(super)));
        const std::uint32_t ctor =
            ctors.empty() ? ir::no_function : resolve_method(ctors, prog_->class_label(super), args, n, true);
        s.exprs.push_back(super_init(n, ctor, std::move(args)));
      }
    } else {
      expr call = make_expr(expr_kind::this_init, n, ir::void_type);
      call.index = resolve_method(methods_of(cls_, "<init>"), prog_->class_label(cls_), args, n, true);
      if (static_cast<std::ptrdiff_t>(call.index) == fn_ - prog_->functions.data())
        fail(diagnostic::kind::type, n, "recursive constructor invocation");
      append_converted_args(call, args);
      s.exprs.push_back(std::move(call));
    }
    out.push_back(std::move(s));
  }

  /// The super_init node: the superclass's constructor `ctor` with `args`, then this class's
  /// instance field initialisers.
  expr super_init(syntax_node n, std::uint32_t ctor, std::vector<expr> args) {
    const std::uint32_t super = prog_->superclass(cls_);
    expr e = make_expr(expr_kind::super_init, n, super == ir::no_class ? ir::void_type : type::of_class(super));
    e.index = ctor;
    if (ctor != ir::no_function) append_converted_args(e, args);
    return e;
  }

  /// The superclass constructor an implicit super() runs: ir::no_function for the implicit one
  /// (or none, the superclass being Object); an error if the superclass has constructors, none
  /// of them without parameters.
  std::uint32_t implicit_super_constructor(syntax_node at) {
    const std::uint32_t super = prog_->superclass(cls_);
    if (super == ir::no_class) return ir::no_function;
    const auto ctors = methods_of(super, "<init>");
    for (const auto c : ctors)
      if (prog_->functions[c].param_count == 0) return c;
    if (ctors.empty()) return ir::no_function;
    fail(diagnostic::kind::type, at,
         fmt::format("constructor {} in class {} cannot be applied to given types (no constructor without "
                     "parameters for the implicit super())",
                     prog_->class_label(super), prog_->class_label(super)));
  }

  bool constructor_call_allowed_ = false; // the next statement is the first of a constructor
  bool constructor_called_ = false;       // the constructor began with this(...) or super(...)

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
      fail(diagnostic::kind::type, inner, fmt::format("condition has type {}, not boolean", type_text(c.ty)));
    return c;
  }

  /// `assert c` or `assert c : detail`: the detail becomes AssertionError's message, as
  /// String.valueOf makes it (JLS 14.10). Whether it runs is the program's way of running
  /// (ir::program::assertions), as `-ea` is the JVM's.
  stmt lower_assert(syntax_node n) {
    std::vector<syntax_node> parts;
    n.for_each_named([&](syntax_node c) {
      if (!c.is("line_comment") && !c.is("block_comment")) parts.push_back(c);
    });
    if (parts.empty()) unsupported(n);
    stmt s = make_stmt(stmt_kind::assert_, n);
    s.exprs.push_back(lower_condition(parts[0]));
    if (parts.size() > 1) {
      expr detail = lower_expr(parts[1]);
      if (detail.ty.is_void()) fail(diagnostic::kind::type, parts[1], "'void' type not allowed here");
      if (!detail.ty.is(prim::string)) detail = text_of(parts[1], std::move(detail));
      s.exprs.push_back(std::move(detail));
    }
    return s;
  }

  stmt lower_if(syntax_node n) {
    stmt s = make_stmt(stmt_kind::if_, n);
    s.exprs.push_back(lower_condition(n.field("condition")));
    s.body.push_back(lower_scoped_statement(n.field("consequence")));
    if (auto alt = n.field("alternative")) s.body.push_back(lower_scoped_statement(alt));
    return s;
  }

  stmt lower_scoped_statement(syntax_node n) {
    scopes_.open();
    stmt s = lower_statement(n);
    scopes_.close();
    return s;
  }

  stmt lower_loop(syntax_node n, std::string label) {
    const std::string_view k = n.kind();
    stmt loop = make_stmt(stmt_kind::loop, n);
    loop.target = new_target();
    loop.name = label;
    scopes_.open();
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
    scopes_.close();
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

    scopes_.open();
    stmt body = make_stmt(stmt_kind::block, n);
    expr elem = make_expr(expr_kind::array_element, n, arr_t.element());
    elem.args.push_back(local_ref(n, arr_slot));
    elem.args.push_back(local_ref(n, idx_slot));
    stmt x = make_stmt(stmt_kind::local_decl, n.field("name"));
    x.exprs.push_back(coerce_assign(std::move(elem), elem_t, n.field("value")));
    x.index = declare_local(n.field("name"), std::string(n.field("name").text()), elem_t);
    body.body.push_back(std::move(x));
    body.body.push_back(lower_loop_body(n.field("body"), loop.target, label));
    scopes_.close();
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
    scopes_.open();
    b.body.push_back(lower_statement(body));
    scopes_.close();
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
      fail(diagnostic::kind::type, n, fmt::format("missing return value of type {}", type_text(fn_->ret)));
    }
    return s;
  }

  stmt lower_throw(syntax_node n) {
    syntax_node e = n.named_child(0);
    stmt s = make_stmt(stmt_kind::throw_, n);
    expr x = lower_expr(e);
    if (!x.ty.is(prim::null) && !is_throwable(x.ty))
      fail(diagnostic::kind::type, e,
           fmt::format("incompatible types: {} cannot be converted to Throwable", type_text(x.ty)));
    s.exprs.push_back(std::move(x));
    return s;
  }

  /// Is t java.lang.Throwable or a subclass (the library's, java/library.hpp)?
  bool is_throwable(type t) const {
    const auto throwable = find_class("java.lang.Throwable");
    return t.is_class() && throwable && prog_->is_subclass(t.cls, *throwable);
  }

  /// try/catch/finally: body = {try block, finally block}, a catch clause per case (its
  /// classes as labels, its parameter's local as slot, its block as body).
  stmt lower_try(syntax_node n) {
    stmt s = make_stmt(stmt_kind::try_, n);
    s.body.push_back(lower_block(n.field("body")));
    std::vector<std::uint32_t> caught; // classes earlier clauses catch
    n.for_each_named([&](syntax_node c) {
      if (c.is("finally_clause")) s.body.push_back(lower_block(c.named_child(0)));
      if (!c.is("catch_clause")) return;
      syntax_node param = c.named_child(0);
      ir::switch_case h;
      h.pos = c.pos();
      std::optional<std::uint32_t> common; // the union's least upper bound among its classes
      param.for_each_named([&](syntax_node x) {
        if (x.is("modifiers")) modifiers_of(param);
        if (!x.is("catch_type")) return;
        x.for_each_named([&](syntax_node t) {
          const type ct = lower_type(t);
          if (!is_throwable(ct))
            fail(diagnostic::kind::type, t,
                 fmt::format("incompatible types: {} cannot be converted to Throwable", type_text(ct)));
          const auto error = find_class("java.lang.Error");
          if (ct.cls == *find_class("java.lang.Throwable") || (error && prog_->is_subclass(ct.cls, *error)))
            fail(diagnostic::kind::unsupported, t,
                 fmt::format("catching {}: the JVM's Errors (a stack overflow's depth) are not modelled",
                             type_text(ct)));
          for (const auto k : caught)
            if (prog_->is_subclass(ct.cls, k))
              fail(diagnostic::kind::type, t, fmt::format("exception {} has already been caught", type_text(ct)));
          h.labels.push_back(ct.cls);
          common = !common ? ct.cls : least_common_superclass(*common, ct.cls);
        });
      });
      for (const auto k : h.labels)
        caught.push_back(static_cast<std::uint32_t>(k));
      if (param.field("dimensions")) unsupported(param.field("dimensions"));
      scopes_.open();
      h.slot = declare_local(param.field("name"), std::string(param.field("name").text()), type::of_class(*common));
      h.body.push_back(lower_block(c.field("body")));
      scopes_.close();
      s.cases.push_back(std::move(h));
    });
    return s;
  }

  /// The nearest class both a and b are (JLS 4.10.4's lub, among classes).
  std::uint32_t least_common_superclass(std::uint32_t a, std::uint32_t b) const {
    for (std::uint32_t k = a; k != ir::no_class; k = prog_->superclass(k))
      if (prog_->is_subclass(b, k)) return k;
    return a; // both are Throwables: unreachable
  }

  stmt lower_switch(syntax_node n, std::string label) {
    stmt s = make_stmt(stmt_kind::switch_, n);
    s.target = new_target();
    s.name = std::move(label);
    syntax_node cond = n.field("condition");
    expr sel = lower_expr(cond.is("parenthesized_expression") ? cond.named_child(0) : cond);
    const type sel_t = ir::unary_promoted(sel.ty);
    // a switch on a String: the selector in a local, and the index of the label it equals as the
    // int selected on (what javac's hashCode and equals tests decide; a null one throws)
    const bool on_string = sel.ty.is(prim::string);
    std::optional<stmt> selector;
    std::vector<std::string> texts;
    if (on_string) {
      selector = make_stmt(stmt_kind::local_decl, cond);
      selector->index = declare_local(cond, fmt::format("switch${}", s.target), ir::string_type, true);
      selector->exprs.push_back(std::move(sel));
      sel = make_expr(expr_kind::literal, cond, ir::int_type);
      sel.lit.ty = ir::int_type;
    }
    if (!on_string && !sel_t.is(prim::int_))
      fail(diagnostic::kind::unsupported, cond,
           fmt::format("switch on {} (only int, short, byte, char and String are supported)", type_text(sel.ty)));
    s.exprs.push_back(cast_to(std::move(sel), ir::int_type));
    targets_.push_back({s.target, s.name, false, true});
    scopes_.open(); // one scope for the whole switch block, as in Java
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
            const std::int64_t v = on_string ? string_case(l, texts) : case_constant(l, sel.ty);
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
    scopes_.close();
    targets_.pop_back();
    if (!on_string) return s;
    // label k when the selector equals its text: equals(...) ? k : ..., -1 for none
    const expr text = local_ref(cond, selector->index);
    const auto call = [&](ir::intrinsic fn, std::vector<expr> args, type t) {
      expr e = make_expr(expr_kind::intrinsic, cond, t);
      e.fn = fn;
      e.args.push_back(text);
      for (auto &a : args)
        e.args.push_back(std::move(a));
      return e;
    };
    const auto number = [&](std::int64_t v) {
      expr e = make_expr(expr_kind::literal, cond, ir::int_type);
      e.lit = {ir::int_type, v, 0, 0, {}};
      return e;
    };
    expr index = number(-1);
    for (std::size_t k = texts.size(); k-- > 0;) {
      expr label = make_expr(expr_kind::literal, cond, ir::string_type);
      label.lit = {ir::string_type, 0, 0, 0, texts[k]};
      expr c = make_expr(expr_kind::conditional, cond, ir::int_type);
      c.args.push_back(call(ir::intrinsic::string_equals, {}, ir::boolean_type));
      c.args.back().args.push_back(std::move(label));
      c.args.push_back(number(static_cast<std::int64_t>(k)));
      c.args.push_back(std::move(index));
      index = std::move(c);
    }
    if (texts.empty()) { // still a NullPointerException for a null selector
      expr c = make_expr(expr_kind::conditional, cond, ir::int_type);
      c.args.push_back(call(ir::intrinsic::string_is_empty, {}, ir::boolean_type));
      c.args.push_back(number(-1));
      c.args.push_back(std::move(index));
      index = std::move(c);
    }
    s.exprs[0] = std::move(index);
    stmt wrapped = make_stmt(stmt_kind::block, n);
    wrapped.body.push_back(std::move(*selector));
    wrapped.body.push_back(std::move(s));
    return wrapped;
  }

  /// A String case label: a literal, numbered in order of appearance.
  std::int64_t string_case(syntax_node l, std::vector<std::string> &texts) {
    const expr e = lower_expr(l);
    if (e.kind != expr_kind::literal || !e.ty.is(prim::string) || e.lit.is_null())
      fail(diagnostic::kind::unsupported, l, "a String case label other than a literal");
    if (std::find(texts.begin(), texts.end(), e.lit.s) != texts.end())
      fail(diagnostic::kind::syntax, l, "duplicate case label");
    texts.push_back(e.lit.s);
    return static_cast<std::int64_t>(texts.size() - 1);
  }

  std::int64_t case_constant(syntax_node l, type sel_t) {
    expr e = lower_expr(l);
    auto v = constant_value(e);
    if (!v || !e.ty.is_primitive()) fail(diagnostic::kind::type, l, "case label is not a constant expression");
    expr conv = coerce_assign(std::move(e), sel_t, l);
    return constant_value(conv)->i;
  }
};

} // namespace symdelta::java::detail
