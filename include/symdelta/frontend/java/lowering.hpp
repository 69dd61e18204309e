#pragma once
// Lowers a tree-sitter Java syntax tree of a file's classes to the typed IR. Names are resolved and
// types checked as javac would for the supported subset; every implicit conversion becomes an
// explicit cast. Anything outside the subset is rejected with a diagnostic at its position.
//
// The lowering is built in layers, each a class in a header of its own that derives from the one
// below and uses nothing above it, except through the recursion that expressions and statements
// have of their own:
//   lowering/context.hpp      state, diagnostics, types, scopes (local_scopes.hpp), IR node builders, conversions
//   lowering/literals.hpp     literals (integer_literal.hpp: an integer literal's digits)
//   lowering/resolution.hpp   the classes' methods (overloads) and the Java library's names
//   lowering/expressions.hpp  expressions
//   lowering/reachability.hpp can a lowered statement complete normally (JLS 14.22)
//   lowering/statements.hpp   statements
//   lowering.hpp              the classes: their members are declared first, then their bodies lowered
#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/frontend/java/lowering/statements.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta::java::detail {

class lowering : public statement_lowering {
public:
  using statement_lowering::statement_lowering;

  /// The file's classes: the main class (the public top-level class, else the first top-level
  /// class) is class 0, the others follow in the order the file declares them.
  ir::program lower_classes() {
    ir::program prog;
    prog.file = file_;
    prog.raised_classes = raised_classes();
    prog_ = &prog;
    std::vector<syntax_node> top;
    tree_.root().for_each_named([&](syntax_node n) {
      if (n.is("package_declaration")) {
        n.for_each_named([&](syntax_node c) {
          if (c.is("scoped_identifier") || c.is("identifier")) prog.package = std::string(c.text());
        });
      } else if (n.is("import_declaration") || n.is("line_comment") || n.is("block_comment")) {
        // imports are harmless: every name is resolved against what we support
      } else if (n.is("class_declaration") || n.is("interface_declaration")) {
        top.push_back(n);
      } else {
        fail(diagnostic::kind::unsupported, n, fmt::format("top-level {}", describe(n)));
      }
    });
    std::size_t main = top.size();
    for (std::size_t i = 0; i < top.size() && main == top.size(); ++i)
      if (top[i].is("class_declaration") && modifiers_of(top[i]).is_public) main = i;
    for (std::size_t i = 0; i < top.size() && main == top.size(); ++i)
      if (top[i].is("class_declaration")) main = i;
    if (main == top.size()) fail(diagnostic::kind::unsupported, tree_.root(), "no class declaration in the file");
    declare_class(top[main], ir::no_class);
    for (std::size_t i = 0; i < top.size(); ++i)
      if (i != main) declare_class(top[i], ir::no_class);
    prog.class_name = prog.source_class = prog.classes[0].name;
    for (std::uint32_t c = 0; c < prog.classes.size(); ++c)
      resolve_supertypes(c);
    for (std::uint32_t c = 0; c < prog.classes.size(); ++c) {
      cls_ = c;
      declare_members(decls_[c].field("body"));
    }
    for (std::uint32_t c = 0; c < prog.classes.size(); ++c)
      check_class(c);
    lower_bodies();
    if (const auto lib = find_class(library_class)) prog.classes[*lib].is_library = true;
    for (std::uint32_t c = 0; c < prog.classes.size(); ++c)
      prog.classes[c].jvm_name = prog.java_class_name(c);
    for (auto &c : prog.classes)
      if (c.is_library) c.pos = {};
    for (auto &f : prog.functions)
      if (prog.classes[f.owner].is_library) without_positions(f);
    for (auto &f : prog.fields)
      if (prog.classes[f.owner].is_library) f.pos = {};
    prog_ = nullptr;
    return prog;
  }

private:
  /// A library method's code is not the file's: its statements cover no line of it (line 0,
  /// which coverage skips), wherever it is called from.
  static void without_positions(ir::function &f) {
    const auto expr = [](ir::expr &e, auto &self) -> void {
      e.pos = {};
      for (auto &a : e.args)
        self(a, self);
    };
    const auto stmt = [&expr](ir::stmt &s, auto &self) -> void {
      s.pos = {};
      for (auto &e : s.exprs)
        expr(e, expr);
      for (auto &b : s.body)
        self(b, self);
      for (auto &c : s.cases) {
        c.pos = {};
        for (auto &b : c.body)
          self(b, self);
      }
    };
    f.pos = {};
    for (auto &l : f.locals)
      l.pos = {};
    stmt(f.body, stmt);
  }

  // ---- classes ------------------------------------------------------------------------------

  /// Declares a class or interface and, after it, the classes nested in it.
  void declare_class(syntax_node n, std::uint32_t outer) {
    const modifier_set ms = modifiers_of(n);
    for (const char *f : {"type_parameters", "permits"})
      if (auto x = n.field(f)) fail(diagnostic::kind::unsupported, x, fmt::format("class {}", describe(x)));
    ir::class_decl c;
    const std::string simple(n.field("name").text());
    c.is_interface = n.is("interface_declaration");
    c.is_abstract = c.is_interface || ms.is_abstract;
    c.pos = n.pos();
    c.name = outer == ir::no_class ? simple : prog_->classes[outer].name + "." + simple;
    c.binary_name = outer == ir::no_class ? simple : prog_->classes[outer].binary_name + "$" + simple;
    if (outer != ir::no_class && !c.is_interface && !ms.is_static)
      fail(diagnostic::kind::unsupported, n,
           fmt::format("inner class '{}' (a nested class that is not static)", c.name));
    const auto index = static_cast<std::uint32_t>(prog_->classes.size());
    for (const std::string &name : {simple, c.name})
      if (auto it = class_index_.find(name); it != class_index_.end() && it->second != index)
        fail(diagnostic::kind::name, n.field("name"), fmt::format("duplicate class: {}", name));
    class_index_[simple] = index;
    class_index_[c.name] = index;
    if (simple.starts_with(java_lang_prefix)) { // java.lang's, which the file's classes shadow
      c.name = simple.substr(java_lang_prefix.size());
      c.binary_name = "java.lang." + c.name;
      c.is_library = true;
      class_index_.try_emplace(c.name, index);
      class_index_[c.binary_name] = index;
    }
    prog_->classes.push_back(std::move(c));
    outer_.push_back(outer);
    decls_.push_back(n);
    fields_of_.emplace_back();
    methods_of_.emplace_back();
    n.field("body").for_each_named([&](syntax_node m) {
      if (m.is("class_declaration") || m.is("interface_declaration")) declare_class(m, index);
    });
  }

  void resolve_supertypes(std::uint32_t c) {
    syntax_node n = decls_[c];
    ir::class_decl &cd = prog_->classes[c];
    auto class_named = [&](syntax_node t) {
      auto k = find_class(t.text());
      if (!k)
        fail(diagnostic::kind::unsupported, t,
             fmt::format("supertype '{}' (only classes and interfaces of the file are supported)", t.text()));
      return *k;
    };
    auto each_type = [&](syntax_node list, auto f) {
      list.for_each_named([&](syntax_node tl) {
        if (tl.is("type_list")) tl.for_each_named([&](syntax_node t) { f(t); });
      });
    };
    if (auto s = n.field("superclass")) {
      syntax_node t = s.named_child(0);
      if (t.text() != "Object" && t.text() != "java.lang.Object") {
        const auto k = class_named(t);
        if (prog_->classes[k].is_interface)
          fail(diagnostic::kind::type, t, fmt::format("no interface expected here: {}", t.text()));
        cd.super = k;
      }
    }
    auto add_interface = [&](syntax_node t) {
      const auto k = class_named(t);
      if (!prog_->classes[k].is_interface)
        fail(diagnostic::kind::type, t, fmt::format("interface expected: {}", t.text()));
      cd.interfaces.push_back(k);
    };
    if (auto i = n.field("interfaces")) each_type(i, add_interface);
    n.for_each_named([&](syntax_node x) {
      if (x.is("extends_interfaces")) each_type(x, add_interface);
    });
    // a cycle: c reaches itself through its supertypes (javac: cyclic inheritance)
    std::vector<std::uint32_t> todo(cd.interfaces);
    if (cd.super != ir::no_class) todo.push_back(cd.super);
    std::vector<bool> seen(prog_->classes.size());
    while (!todo.empty()) {
      const auto k = todo.back();
      todo.pop_back();
      if (k == c)
        fail(diagnostic::kind::type, n.field("name"), fmt::format("cyclic inheritance involving {}", cd.name));
      if (seen[k] || k >= c) { // a later class's supertypes are not resolved yet: checked when it is
        seen[k] = true;
        continue;
      }
      seen[k] = true;
      todo.insert(todo.end(), prog_->classes[k].interfaces.begin(), prog_->classes[k].interfaces.end());
      if (prog_->classes[k].super != ir::no_class) todo.push_back(prog_->classes[k].super);
    }
  }

  /// What javac checks of a class once all members are declared: a concrete class implements
  /// every abstract method it inherits; an override keeps the return type (or narrows a class);
  /// a field hides none of a superclass's (not supported).
  void check_class(std::uint32_t c) {
    const ir::class_decl &cd = prog_->classes[c];
    for (std::uint32_t i = 0; i < prog_->functions.size(); ++i) {
      const ir::function &f = prog_->functions[i];
      if (f.is_static || f.is_constructor || f.owner == c || !prog_->is_subclass(c, f.owner)) continue;
      const auto d = prog_->dispatch(c, i);
      const ir::function &g = prog_->functions[d];
      if (g.is_abstract && !cd.is_abstract)
        fail(diagnostic::kind::type, decls_[c].field("name"),
             fmt::format("{} is not abstract and does not override abstract method {} in {}", cd.name, f.name,
                         prog_->class_label(f.owner)));
      if (d != i && g.ret != f.ret &&
          !(g.ret.is_class() && f.ret.is_class() && prog_->is_subclass(g.ret.cls, f.ret.cls)))
        fail(diagnostic::kind::type, g.pos,
             fmt::format("{} in {} cannot override {} in {}: return type {} is not compatible with {}", g.name,
                         prog_->class_label(g.owner), f.name, prog_->class_label(f.owner), type_text(g.ret),
                         type_text(f.ret)));
    }
    for (const auto &[name, f] : fields_of_[c])
      for (std::uint32_t s = prog_->superclass(c); s != ir::no_class; s = prog_->superclass(s))
        if (auto hidden = member_field(s, name))
          fail(diagnostic::kind::unsupported, prog_->fields[f].pos,
               fmt::format("field '{}' hides the field of {} (not supported)", name,
                           prog_->class_label(prog_->fields[*hidden].owner)));
  }

  // ---- class members ------------------------------------------------------------------------

  struct method_decl {
    syntax_node node;
    std::uint32_t index;
  };

  void declare_members(syntax_node body) {
    body.for_each_named([&](syntax_node m) {
      if (m.is("line_comment") || m.is("block_comment")) return;
      if (m.is("class_declaration") || m.is("interface_declaration")) return; // declared on their own
      if (m.is("field_declaration") || m.is("constant_declaration")) return declare_fields(m);
      if (m.is("method_declaration") || m.is("constructor_declaration")) return declare_method(m);
      fail(diagnostic::kind::unsupported, m, fmt::format("class member {}", describe(m)));
    });
  }

  void declare_fields(syntax_node decl) {
    const modifier_set ms = modifiers_of(decl);
    const bool in_interface = prog_->classes[cls_].is_interface; // implicitly public static final
    const type base = lower_type(decl.field("type"));
    decl.for_each_field("declarator", [&](syntax_node d) {
      ir::field f;
      f.name = std::string(d.field("name").text());
      f.pos = d.pos();
      f.ty = with_dims(base, d.field("dimensions"));
      f.owner = cls_;
      f.is_static = ms.is_static || in_interface;
      f.is_final = ms.is_final || in_interface;
      if (in_interface && !d.field("value"))
        fail(diagnostic::kind::syntax, d, fmt::format("= expected: interface field '{}' needs a value", f.name));
      if (!fields_of_[cls_].emplace(f.name, static_cast<std::uint32_t>(prog_->fields.size())).second)
        fail(diagnostic::kind::name, d, fmt::format("field '{}' is already defined", f.name));
      field_inits_.push_back(d.field("value"));
      prog_->fields.push_back(std::move(f));
    });
  }

  void declare_method(syntax_node m) {
    const modifier_set ms = modifiers_of(m);
    const ir::class_decl &cd = prog_->classes[cls_];
    if (auto tp = m.field("type_parameters")) unsupported(tp);
    ir::function f;
    f.owner = cls_;
    f.is_constructor = m.is("constructor_declaration");
    f.name = f.is_constructor ? "<init>" : std::string(m.field("name").text());
    if (f.is_constructor && (cd.is_interface || m.field("name").text() != decls_[cls_].field("name").text()))
      fail(diagnostic::kind::name, m.field("name"), "constructor name does not match the class name");
    f.pos = m.pos();
    f.is_static = ms.is_static && !f.is_constructor;
    f.is_private = ms.is_private;
    f.ret = f.is_constructor ? ir::void_type : with_dims(lower_type(m.field("type")), m.field("dimensions"));
    // an interface's method without a body is abstract; one with a body is default or static
    f.is_abstract = ms.is_abstract || (cd.is_interface && !ms.is_default && !ms.is_static && !m.field("body"));
    if (f.is_abstract && m.field("body"))
      fail(diagnostic::kind::syntax, m.field("body"), fmt::format("abstract method '{}' cannot have a body", f.name));
    if (!f.is_abstract && !m.field("body")) fail(diagnostic::kind::syntax, m, "missing method body");
    if (f.is_abstract && (f.is_static || !cd.is_abstract))
      fail(diagnostic::kind::type, m,
           fmt::format("abstract method '{}' in {} class {}", f.name,
                       f.is_static ? "a static method of" : "non-abstract", cd.name));
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
    std::vector<std::uint32_t> &same_name = methods_of_[cls_][f.name];
    for (const auto g : same_name)
      if (prog_->functions[g].param_types() == sig)
        fail(diagnostic::kind::name, m, fmt::format("method '{}' with these parameters is already defined", f.name));
    const auto index = static_cast<std::uint32_t>(prog_->functions.size());
    same_name.push_back(index);
    if (!f.is_abstract) methods_.push_back({m, index});
    prog_->functions.push_back(std::move(f));
  }

  void lower_bodies() {
    // field initialisers run in a context of their own (static, or an instance without locals)
    for (std::size_t i = 0; i < prog_->fields.size(); ++i) {
      if (!field_inits_[i]) continue;
      ir::function ctx;
      ctx.is_static = prog_->fields[i].is_static;
      ctx.owner = cls_ = prog_->fields[i].owner;
      begin_function(ctx);
      expr init = lower_initializer(field_inits_[i], prog_->fields[i].ty);
      // a final field initialised by a constant expression is a constant variable (JLS 4.12.4),
      // which javac inlines and whose reads do not initialise its class: folded to its value
      if (prog_->fields[i].is_final && prog_->fields[i].ty.is_primitive())
        if (auto c = constant_value(init)) init = literal_of(init.pos, *c);
      prog_->fields[i].init.push_back(std::move(init));
      fn_ = nullptr;
    }
    for (std::uint32_t c = 0; c < prog_->classes.size(); ++c) // the implicit constructor calls super()
      if (!prog_->classes[c].is_interface && methods_of(c, "<init>").empty()) {
        cls_ = c;
        implicit_super_constructor(decls_[c].field("name"));
      }
    for (const auto &md : methods_) {
      ir::function &f = prog_->functions[md.index];
      cls_ = f.owner;
      begin_function(f);
      scopes_.open();
      for (std::uint32_t p = 0; p < f.param_count; ++p)
        scopes_.declare(f.locals[p].name, p);
      syntax_node body = md.node.field("body");
      constructor_call_allowed_ = f.is_constructor;
      constructor_called_ = false;
      f.body = lower_block(body, /*new_scope=*/false);
      if (f.is_constructor && !constructor_called_) { // super(), implicitly
        stmt s = make_stmt(stmt_kind::expression, body);
        s.exprs.push_back(super_init(body, implicit_super_constructor(body), {}));
        f.body.body.insert(f.body.body.begin(), std::move(s));
      }
      if (!f.ret.is_void() && !f.is_constructor && can_complete_normally(f.body))
        fail(diagnostic::kind::syntax, md.node.field("body"),
             fmt::format("missing return statement in method '{}'", f.name));
      scopes_.clear();
      fn_ = nullptr;
    }
  }

  void begin_function(ir::function &f) {
    fn_ = &f;
    scopes_.clear();
    targets_.clear();
    constant_locals_.clear();
  }

  std::vector<syntax_node> decls_; // per class, its declaration
  std::vector<syntax_node> field_inits_;
  std::vector<method_decl> methods_;
};

} // namespace symdelta::java::detail
