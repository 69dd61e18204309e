#pragma once
// Lowers a tree-sitter Java syntax tree of one class to the typed IR. Names are resolved and
// types checked as javac would for the supported subset; every implicit conversion becomes an
// explicit cast. Anything outside the subset is rejected with a diagnostic at its position.
//
// The lowering is built in layers, each a class in a header of its own that derives from the one
// below and uses nothing above it, except through the recursion that expressions and statements
// have of their own:
//   lowering/context.hpp      state, diagnostics, types, scopes, IR node builders, conversions
//   lowering/literals.hpp     literals
//   lowering/resolution.hpp   the class's methods (overloads) and the Java library's names
//   lowering/expressions.hpp  expressions
//   lowering/statements.hpp   statements and reachability
//   lowering.hpp              the class: its members are declared first, then their bodies lowered
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

  void begin_function(ir::function &f) {
    fn_ = &f;
    scopes_.clear();
    targets_.clear();
  }

  std::vector<syntax_node> field_inits_;
  std::vector<method_decl> methods_;
};

} // namespace symdelta::java::detail
