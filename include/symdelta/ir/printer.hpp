#pragma once
// Prints IR as Java-like text: explicit casts, numbered loop/switch identities, and the source
// position of every statement, so that what the frontend made of a program can be read.
#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "symdelta/ir/node.hpp"

namespace symdelta::ir {

struct print_options {
  bool positions = true; // append "// line:col" to every statement
};

namespace detail {

class printer {
public:
  printer(const program &p, print_options o) : prog_(p), opts_(o) {}

  std::string print_program() {
    const auto classes = std::max<std::size_t>(prog_.classes.size(), 1);
    for (std::uint32_t c = 0; c < classes; ++c)
      print_class(c);
    return std::move(out_);
  }

  void print_class(std::uint32_t c) {
    if (c > 0) out_ += "\n";
    std::string header = fmt::format("class {}", prog_.class_label(c));
    if (c < prog_.classes.size()) {
      const class_decl &cd = prog_.classes[c];
      header = fmt::format("{} {}",
                           cd.is_interface  ? "interface"
                           : cd.is_abstract ? "abstract class"
                                            : "class",
                           cd.name);
      if (cd.super != no_class) header += " extends " + prog_.class_label(cd.super);
      for (std::size_t i = 0; i < cd.interfaces.size(); ++i)
        header += (i ? ", " : cd.is_interface ? " extends " : " implements ") + prog_.class_label(cd.interfaces[i]);
    }
    out_ += header;
    if (c == 0 && !prog_.package.empty()) out_ += fmt::format("  // package {}", prog_.package);
    out_ += "\n{\n";
    for (const auto &f : prog_.fields) {
      if (f.owner != c) continue;
      fn_ = nullptr;
      out_ +=
          fmt::format("  {}{}{} {}", f.is_static ? "static " : "", f.is_final ? "final " : "", type_text(f.ty), f.name);
      if (!f.init.empty()) out_ += " = " + expression(f.init[0]);
      out_ += ";";
      position(f.pos);
    }
    for (const auto &f : prog_.functions)
      if (f.owner == c) print_function(f);
    out_ += "}\n";
  }

  std::string type_text(type t) const { return prog_.type_label(t); }

  /// `e` as written in `f` (its locals by name).
  std::string expression_in(const function &f, const expr &e) {
    enter(f);
    return expression(e);
  }

  std::string expression(const expr &e) {
    switch (e.kind) {
    case expr_kind::literal: return literal_text(e.lit);
    case expr_kind::local: return local_name(e.index);
    case expr_kind::static_field: return prog_.field_label(e.index);
    case expr_kind::instance_field: return fmt::format("{}.{}", operand(e.args[0]), prog_.fields[e.index].name);
    case expr_kind::this_ref: return "this";
    case expr_kind::array_element: return fmt::format("{}[{}]", operand(e.args[0]), expression(e.args[1]));
    case expr_kind::array_length: return fmt::format("{}.length", operand(e.args[0]));
    case expr_kind::new_array: {
      std::string s = fmt::format("new {}", type_text(type(e.ty.base, 0, e.ty.cls)));
      for (const auto &d : e.args)
        s += fmt::format("[{}]", expression(d));
      for (std::size_t i = e.args.size(); i < e.ty.dims; ++i)
        s += "[]";
      return s;
    }
    case expr_kind::array_init: return fmt::format("new {} {{{}}}", type_text(e.ty), list(e.args, 0));
    case expr_kind::new_object: return fmt::format("new {}({})", prog_.class_label(e.ty.cls), list(e.args, 0));
    case expr_kind::instance_of: return fmt::format("{} instanceof {}", operand(e.args[0]), prog_.class_label(e.index));
    case expr_kind::super_init: return fmt::format("super({})", list(e.args, 0));
    case expr_kind::this_init: return fmt::format("this({})", list(e.args, 0));
    case expr_kind::unary: return fmt::format("{}{}", symbol(e.o), operand(e.args[0]));
    case expr_kind::binary: return fmt::format("{} {} {}", operand(e.args[0]), symbol(e.o), operand(e.args[1]));
    case expr_kind::cast: return fmt::format("({}) {}", type_text(e.ty), operand(e.args[0]));
    case expr_kind::conditional:
      return fmt::format("{} ? {} : {}", operand(e.args[0]), operand(e.args[1]), operand(e.args[2]));
    case expr_kind::assign:
      if (e.o == op::none) return fmt::format("{} = {}", expression(e.args[0]), expression(e.args[1]));
      if (e.postfix) return fmt::format("{}{}{}", expression(e.args[0]), symbol(e.o), symbol(e.o));
      return fmt::format("{} {}= {}", expression(e.args[0]), symbol(e.o), expression(e.args[1]));
    case expr_kind::call: {
      const function &f = prog_.functions[e.index];
      const std::string name = f.is_constructor ? "this" : f.name;
      if (f.is_static) return fmt::format("{}({})", name, list(e.args, 0));
      if (e.postfix) return fmt::format("super.{}({})", name, list(e.args, 1));
      return fmt::format("{}.{}({})", operand(e.args[0]), name, list(e.args, 1));
    }
    case expr_kind::intrinsic: return fmt::format("{}({})", info(e.fn).java_name, list(e.args, 0));
    case expr_kind::string_concat: return fmt::format("{} + {}", operand(e.args[0]), operand(e.args[1]));
    case expr_kind::uninterpreted: return fmt::format("{}({})", prog_.uninterpreted[e.index].name, list(e.args, 0));
    }
    return "?";
  }

private:
  const program &prog_;
  print_options opts_;
  const function *fn_ = nullptr;
  std::vector<bool> name_shared_; // by slot: fn_ has several locals of this one's name
  std::string out_;
  int indent_ = 1;

  void line(const std::string &text, source_pos pos) {
    out_ += std::string(static_cast<std::size_t>(indent_) * 2, ' ') + text;
    position(pos);
  }
  void position(source_pos pos) {
    if (opts_.positions && pos.line) out_ += fmt::format("  // {}:{}", pos.line, pos.column);
    out_ += '\n';
  }

  /// A local's name, with its slot when the function has several locals of that name.
  std::string local_name(std::uint32_t slot) const {
    if (!fn_) return fmt::format("$local{}", slot);
    const auto &v = fn_->locals[slot];
    return name_shared_[slot] ? fmt::format("{}${}", v.name, slot) : v.name;
  }

  std::string operand(const expr &e) {
    const bool atomic = e.kind == expr_kind::literal || e.kind == expr_kind::local ||
                        e.kind == expr_kind::static_field || e.kind == expr_kind::instance_field ||
                        e.kind == expr_kind::this_ref || e.kind == expr_kind::array_element ||
                        e.kind == expr_kind::array_length || e.kind == expr_kind::call ||
                        e.kind == expr_kind::intrinsic || e.kind == expr_kind::uninterpreted;
    std::string s = expression(e);
    if (e.kind == expr_kind::literal && s.starts_with('-')) return "(" + s + ")";
    return atomic ? s : "(" + s + ")";
  }

  std::string list(const std::vector<expr> &es, std::size_t from) {
    std::string s;
    for (std::size_t i = from; i < es.size(); ++i)
      s += (i > from ? ", " : "") + expression(es[i]);
    return s;
  }

  static std::string literal_text(const literal &l) {
    switch (l.ty.base) {
    case prim::boolean: return l.i ? "true" : "false";
    case prim::char_:
      if (l.i >= 0x20 && l.i < 0x7f && l.i != '\'' && l.i != '\\') return fmt::format("'{}'", static_cast<char>(l.i));
      return fmt::format("'\\u{:04x}'", l.i);
    case prim::byte_: return fmt::format("(byte) {}", l.i);
    case prim::short_: return fmt::format("(short) {}", l.i);
    case prim::long_: return fmt::format("{}L", l.i);
    case prim::float_: return float_text(l.f, "f");
    case prim::double_: return float_text(l.d, "");
    case prim::string: {
      std::string s = "\"";
      for (char c : l.s) {
        if (c == '"' || c == '\\') s += '\\';
        if (c == '\n')
          s += "\\n";
        else
          s += c;
      }
      return s + "\"";
    }
    case prim::null: return "null";
    default: return fmt::format("{}", l.i);
    }
  }

  template <class T> static std::string float_text(T v, const char *suffix) {
    if (v != v) return suffix[0] ? "Float.NaN" : "Double.NaN";
    if (v == std::numeric_limits<T>::infinity())
      return suffix[0] ? "Float.POSITIVE_INFINITY" : "Double.POSITIVE_INFINITY";
    if (v == -std::numeric_limits<T>::infinity())
      return suffix[0] ? "Float.NEGATIVE_INFINITY" : "Double.NEGATIVE_INFINITY";
    std::string s = fmt::format("{}", v);
    if (s.find_first_of(".e") == std::string::npos) s += ".0";
    return s + suffix;
  }

  /// `f`'s locals are the ones printed from now on.
  void enter(const function &f) {
    fn_ = &f;
    std::unordered_map<std::string_view, int> counts;
    counts.reserve(f.locals.size());
    for (const auto &v : f.locals)
      ++counts[v.name];
    name_shared_.clear();
    for (const auto &v : f.locals)
      name_shared_.push_back(counts[v.name] > 1);
  }

  void print_function(const function &f) {
    enter(f);
    std::string params;
    for (std::uint32_t i = 0; i < f.param_count; ++i)
      params += fmt::format("{}{} {}", i ? ", " : "", type_text(f.locals[i].ty), f.locals[i].name);
    if (f.is_constructor)
      out_ += fmt::format("\n  {}({})", prog_.class_label(f.owner), params);
    else
      out_ += fmt::format("\n  {}{}{} {}({})", f.is_static ? "static " : "", f.is_abstract ? "abstract " : "",
                          type_text(f.ret), f.name, params);
    if (f.is_abstract) {
      out_ += ";";
      position(f.pos);
      return;
    }
    position(f.pos);
    statement(f.body);
  }

  std::string label_of(const stmt &s, const char *what) const {
    return s.name.empty() ? fmt::format("{}#{}", what, s.target) : fmt::format("{}#{} ({})", what, s.target, s.name);
  }

  void block_body(const stmt &s) {
    ++indent_;
    for (const auto &c : s.body)
      statement(c);
    --indent_;
  }

  void nested(const stmt &s) {
    if (s.kind == stmt_kind::block && s.target == no_target) {
      block_body(s);
    } else {
      ++indent_;
      statement(s);
      --indent_;
    }
  }

  void statement(const stmt &s) {
    switch (s.kind) {
    case stmt_kind::block:
      line(s.target == no_target ? "{" : label_of(s, "block") + ": {", s.pos);
      block_body(s);
      line("}", {});
      return;
    case stmt_kind::local_decl: {
      const auto &v = fn_->locals[s.index];
      std::string t = fmt::format("{} {}", type_text(v.ty), local_name(s.index));
      if (!s.exprs.empty()) t += " = " + expression(s.exprs[0]);
      line(t + ";", s.pos);
      return;
    }
    case stmt_kind::expression: line(expression(s.exprs[0]) + ";", s.pos); return;
    case stmt_kind::if_:
      line(fmt::format("if ({}) {{", expression(s.exprs[0])), s.pos);
      nested(s.body[0]);
      if (s.body.size() > 1) {
        line("} else {", {});
        nested(s.body[1]);
      }
      line("}", {});
      return;
    case stmt_kind::loop:
      if (s.test_first)
        line(fmt::format("{}: while ({}) {{", label_of(s, "loop"), expression(s.condition())), s.pos);
      else
        line(fmt::format("{}: do {{", label_of(s, "loop")), s.pos);
      nested(s.loop_body());
      if (s.body.size() > 1) {
        line("} update {", {});
        ++indent_;
        for (std::size_t i = 1; i < s.body.size(); ++i)
          statement(s.body[i]);
        --indent_;
      }
      line(s.test_first ? "}" : fmt::format("}} while ({});", expression(s.condition())), {});
      return;
    case stmt_kind::switch_:
      line(fmt::format("{}: switch ({}) {{", label_of(s, "switch"), expression(s.exprs[0])), s.pos);
      for (const auto &c : s.cases) {
        std::string labels;
        for (auto l : c.labels)
          labels += fmt::format("case {}: ", l);
        if (c.is_default) labels += "default: ";
        labels.pop_back();
        line(labels, c.pos);
        ++indent_;
        for (const auto &b : c.body)
          statement(b);
        --indent_;
      }
      line("}", {});
      return;
    case stmt_kind::break_: line(fmt::format("break #{};", s.target), s.pos); return;
    case stmt_kind::continue_: line(fmt::format("continue #{};", s.target), s.pos); return;
    case stmt_kind::return_:
      line(s.exprs.empty() ? "return;" : fmt::format("return {};", expression(s.exprs[0])), s.pos);
      return;
    case stmt_kind::throw_: line(fmt::format("throw {};", expression(s.exprs[0])), s.pos); return;
    case stmt_kind::assert_:
      line(
          fmt::format("assert {}{};", expression(s.exprs[0]), s.exprs.size() > 1 ? " : " + expression(s.exprs[1]) : ""),
          s.pos);
      return;
    case stmt_kind::try_:
      line("try {", s.pos);
      nested(s.body[0]);
      for (const auto &c : s.cases) {
        std::string classes;
        for (auto k : c.labels)
          classes += (classes.empty() ? "" : " | ") + prog_.class_label(static_cast<std::uint32_t>(k));
        line(fmt::format("}} catch ({} {}) {{", classes, local_name(c.slot)), c.pos);
        ++indent_;
        for (const auto &b : c.body)
          statement(b);
        --indent_;
      }
      if (s.body.size() > 1) {
        line("} finally {", {});
        nested(s.body[1]);
      }
      line("}", {});
      return;
    case stmt_kind::abstracted:
      line(fmt::format("abstracted block {}{} {{", s.index, s.assumes_termination ? " (assumes termination)" : ""),
           s.pos);
      block_body(s.body[0]);
      line("}", {});
      return;
    }
  }
};

} // namespace detail

inline std::string to_string(const program &p, print_options o = {}) { return detail::printer(p, o).print_program(); }

/// The expression `e` of `f` in `p`, as source text.
inline std::string to_string(const program &p, const function &f, const expr &e) {
  return detail::printer(p, {}).expression_in(f, e);
}

} // namespace symdelta::ir
