#pragma once
// The transformations of one file's statements (variants.hpp): candidates enumerated, shuffled
// with the seed, and the first `count` new texts taken.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "symdelta/frontend/java/syntax.hpp"
#include "symdelta/frontend/java/variants/loop_flip.hpp"
#include "symdelta/frontend/java/variants/model.hpp"
#include "symdelta/frontend/java/variants/text.hpp"
#include "symdelta/frontend/java/variants/variant.hpp"

namespace symdelta::java::detail::variant_making {

/// Fisher-Yates with `rng() % n`: std::shuffle's sequence is implementation-defined, and the
/// variants of a seed must be the same on every platform.
template <class T> void shuffle(std::vector<T> &items, std::mt19937_64 &rng) {
  for (std::size_t n = items.size(); n > 1; --n)
    std::swap(items[n - 1], items[static_cast<std::size_t>(rng() % n)]);
}

/// Makes the variants of one file; one instance per make_variants call.
class variant_maker {
public:
  variant_maker(const file_model &m, const variant_options &options) : m_(m), options_(options) {
    newline_ = newline_of(m.source);
    declared_later_.resize(m_.statements.size());
    for (std::size_t i = 0; i < m_.statements.size(); ++i) {
      const statement_info &s = m_.statements[i];
      if (!is_host(s.method)) continue;
      hosts_.push_back(i);
      if (s.pos != position::list) continue;
      // a declaration's scope runs to the end of the block (of the whole switch block, in a group)
      syntax_node block = s.node.parent();
      if (block.is("switch_block_statement_group")) block = block.parent();
      const text_span rest{s.where.end, m_.span(block).end};
      for (const auto &v : m_.variables)
        if (rest.contains(v.declared_at)) declared_later_[i].push_back(v.name);
    }
  }

  std::vector<variant> run() {
    std::vector<variant> out;
    std::set<std::string> taken{std::string(m_.source)};
    for (transformation t : options_.transforms) {
      // a generator per transformation: what one transformation yields does not depend on the
      // others asked for
      std::mt19937_64 rng(options_.seed);
      switch (t) {
      case transformation::del:
        take(deletions(), rng, taken, out, [&](std::size_t s, std::size_t) { return remove(s); });
        break;
      case transformation::replace:
        take(transplants(false), rng, taken, out,
             [&](const std::pair<std::size_t, std::size_t> &c, std::size_t) { return transplant(c, false, rng); });
        break;
      case transformation::add:
        take(transplants(true), rng, taken, out,
             [&](const std::pair<std::size_t, std::size_t> &c, std::size_t) { return transplant(c, true, rng); });
        break;
      case transformation::add_call:
        take(calls(), rng, taken, out,
             [&](const std::pair<std::size_t, std::size_t> &c, std::size_t k) { return add_call(c, k, rng); });
        break;
      case transformation::loop_flip:
        take(flips(), rng, taken, out,
             [&](const std::pair<std::size_t, loop_flip> &c, std::size_t) { return flip(c); });
        break;
      case transformation::swap_subtype:
        take(swaps(), rng, taken, out, [&](const swap &c, std::size_t) { return swap_class(c); });
        break;
      }
    }
    return out;
  }

private:
  const file_model &m_;
  const variant_options &options_;
  std::string newline_;
  std::vector<std::size_t> hosts_; // statements of the methods transformed
  // per host statement in a block, the names declared after it in the block, at any depth: a
  // declaration put there must not take one of them
  std::vector<std::vector<std::string>> declared_later_;

  [[nodiscard]] bool is_host(std::size_t method) const {
    return !options_.method || m_.methods[method].name == *options_.method;
  }

  /// Shuffles the candidates and keeps the first `count` whose text is new; `make(c, k)` gets
  /// the number k of variants this transformation has already taken.
  template <class Candidate, class Make>
  void take(std::vector<Candidate> candidates, std::mt19937_64 &rng, std::set<std::string> &taken,
            std::vector<variant> &out, Make make) const {
    shuffle(candidates, rng);
    std::size_t count = 0;
    for (const auto &c : candidates) {
      if (count == options_.count) break;
      std::optional<variant> v = make(c, count);
      if (!v || !taken.insert(v->source).second) continue;
      out.push_back(std::move(*v));
      ++count;
    }
  }

  // -- text helpers --

  [[nodiscard]] std::size_t line_start(std::size_t offset) const {
    return variant_making::line_start(m_.source, offset);
  }
  /// The leading whitespace of the line holding `offset`.
  [[nodiscard]] std::string_view indent_at(std::size_t offset) const {
    return variant_making::indent_at(m_.source, offset);
  }
  [[nodiscard]] bool only_blanks(std::size_t b, std::size_t e) const {
    return std::all_of(m_.source.begin() + static_cast<std::ptrdiff_t>(b),
                       m_.source.begin() + static_cast<std::ptrdiff_t>(e), is_blank);
  }
  [[nodiscard]] std::size_t skip_blanks(std::size_t at) const {
    while (at < m_.source.size() && is_blank(m_.source[at]))
      ++at;
    return at;
  }
  [[nodiscard]] bool at_line_end(std::size_t at) const {
    return at >= m_.source.size() || m_.source[at] == '\n' || m_.source[at] == '\r';
  }

  [[nodiscard]] variant make_variant(const statement_info &s, transformation kind, std::string node,
                                     std::vector<text_edit> edits, std::string description) const {
    return {m_.methods[s.method].name,
            kind,
            s.node.pos().line,
            std::move(node),
            apply_edits(m_.source, 0, std::move(edits)),
            std::move(description)};
  }

  /// Edits that put `text` (already indented for the location's line) right after statement s:
  /// on a line of its own in a block, or with s in a new block where s stands alone.
  [[nodiscard]] std::vector<text_edit> insert_after(const statement_info &s, const std::string &text) const {
    if (s.pos != position::list) return {{s.where, fmt::format("{{ {} {} }}", s.node.text(), text)}};
    std::size_t at = skip_blanks(s.where.end);
    const bool line_comment = m_.source.substr(at, 2) == "//";
    if (line_comment)
      while (!at_line_end(at))
        ++at;
    if (at_line_end(at)) return {{{at, at}, newline_ + std::string(indent_at(s.where.begin)) + text}};
    // code follows on the same line (`{ a; b; }`): keep the line's layout
    return {{{s.where.end, s.where.end}, " " + text}};
  }

  // -- delete --

  std::vector<std::size_t> deletions() const { return hosts_; }

  [[nodiscard]] std::optional<variant> remove(std::size_t index) const {
    const statement_info &s = m_.statements[index];
    text_edit e{s.where, {}};
    if (s.pos != position::list) {
      // a construct that needs a statement gets an empty block (`;` is no body of a switch rule)
      e.replacement = "{}";
    } else {
      // the statement goes, and with it the blanks around it, leaving its line empty
      const std::size_t after = skip_blanks(s.where.end);
      const std::size_t before = line_start(s.where.begin);
      if (at_line_end(after)) {
        e.where.end = after;
        e.where.begin = s.where.begin;
        while (e.where.begin > before && is_blank(m_.source[e.where.begin - 1]))
          --e.where.begin;
      } else {
        e.where.end = after;
      }
    }
    return make_variant(s, transformation::del, std::string(s.node.kind()), {std::move(e)},
                        fmt::format("delete line {} ({})", s.node.pos().line, s.node.kind()));
  }

  // -- replace and add --

  /// For every free variable of `transplant`, the variables visible at the location (after it,
  /// for `add`) with its type; nullopt if one has none, or if a name the transplant declares
  /// would clash with a local there (javac rejects a local that shadows a local).
  [[nodiscard]] std::optional<std::vector<std::vector<std::size_t>>> renamings(const statement_info &transplant,
                                                                               std::size_t location, bool add) const {
    const statement_info &loc = m_.statements[location];
    const std::vector<std::size_t> &scope = add ? loc.scope_after : loc.scope_before;
    for (const auto &name : transplant.declared)
      for (std::size_t v : scope)
        if (m_.variables[v].name == name) return std::nullopt;
    if (transplant.node.is("local_variable_declaration"))
      for (const auto &name : declared_later_[location])
        if (std::find(transplant.declared.begin(), transplant.declared.end(), name) != transplant.declared.end())
          return std::nullopt;
    std::vector<std::vector<std::size_t>> choices;
    for (const auto &f : transplant.free) {
      const std::string &type = m_.variables[f.var].type;
      std::vector<std::size_t> fitting;
      if (!type.empty())
        for (std::size_t v : scope)
          if (m_.variables[v].type == type) fitting.push_back(v);
      if (fitting.empty()) return std::nullopt;
      choices.push_back(std::move(fitting));
    }
    return choices;
  }

  std::vector<std::pair<std::size_t, std::size_t>> transplants(bool add) const {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    for (std::size_t l : hosts_) {
      const statement_info &loc = m_.statements[l];
      if (add && loc.pos == position::labeled) continue; // a label names one statement
      for (std::size_t t = 0; t < m_.statements.size(); ++t)
        if (!m_.statements[t].where.overlaps(loc.where) && renamings(m_.statements[t], l, add)) out.emplace_back(l, t);
    }
    return out;
  }

  [[nodiscard]] std::optional<variant> transplant(const std::pair<std::size_t, std::size_t> &c, bool add,
                                                  std::mt19937_64 &rng) const {
    const statement_info &loc = m_.statements[c.first];
    const statement_info &t = m_.statements[c.second];
    auto choices = renamings(t, c.first, add);
    if (!choices) return std::nullopt;
    std::vector<text_edit> renames;
    std::string renamed;
    for (std::size_t i = 0; i < t.free.size(); ++i) {
      const auto &options = (*choices)[i];
      const variable &to = m_.variables[options[static_cast<std::size_t>(rng() % options.size())]];
      const variable &from = m_.variables[t.free[i].var];
      if (to.name == from.name) continue;
      renamed += fmt::format(", {} -> {}", from.name, to.name);
      for (const auto &o : t.free[i].occurrences)
        renames.push_back({o, to.name});
    }
    std::string text = reindent(apply_edits(t.node.text(), t.where.begin, std::move(renames)), indent_at(t.where.begin),
                                indent_at(loc.where.begin));
    const std::uint32_t loc_line = loc.node.pos().line, t_line = t.node.pos().line;
    if (add)
      return make_variant(loc, transformation::add, std::string(t.node.kind()), insert_after(loc, text),
                          fmt::format("add line {}'s {} after line {}{}", t_line, t.node.kind(), loc_line, renamed));
    // where one statement stands alone, a declaration (or, in a switch rule, anything but an
    // expression statement, a throw or a block) needs a block around it
    const std::string_view tk = t.node.kind();
    const bool wrap =
        (loc.pos != position::list && tk == "local_variable_declaration") ||
        (loc.pos == position::rule && tk != "expression_statement" && tk != "throw_statement" && tk != "block");
    if (wrap) text = "{ " + text + " }";
    return make_variant(loc, transformation::replace, std::string(tk), {{loc.where, std::move(text)}},
                        fmt::format("replace line {} ({}) by line {}'s{}", loc_line, loc.node.kind(), t_line, renamed));
  }

  // -- add-call --

  [[nodiscard]] bool can_call(const method_info &host, const method_info &callee) const {
    if (&host == &callee || callee.is_constructor || callee.is_generic || !m_.same(host.owner, callee.owner))
      return false;
    if (host.is_static && !callee.is_static) return false;
    // an interface's fields are final: it has no field to keep the result in
    return callee.return_type == "void" || !host.owner.is("interface_declaration");
  }

  /// For every parameter of `callee`, the variables of `scope` with its type; nullopt if one has none.
  [[nodiscard]] std::optional<std::vector<std::vector<std::size_t>>>
  arguments(const method_info &callee, const std::vector<std::size_t> &scope) const {
    std::vector<std::vector<std::size_t>> choices;
    for (std::size_t p : callee.params) {
      const std::string &type = m_.variables[p].type;
      std::vector<std::size_t> fitting;
      for (std::size_t v : scope)
        if (!type.empty() && m_.variables[v].type == type) fitting.push_back(v);
      if (fitting.empty()) return std::nullopt;
      choices.push_back(std::move(fitting));
    }
    return choices;
  }

  std::vector<std::pair<std::size_t, std::size_t>> calls() const {
    std::vector<std::pair<std::size_t, std::size_t>> out;
    for (std::size_t l : hosts_) {
      const statement_info &loc = m_.statements[l];
      if (loc.pos == position::labeled) continue;
      for (std::size_t c = 0; c < m_.methods.size(); ++c)
        if (can_call(m_.methods[loc.method], m_.methods[c]) && arguments(m_.methods[c], loc.scope_after))
          out.emplace_back(l, c);
    }
    return out;
  }

  [[nodiscard]] std::optional<variant> add_call(const std::pair<std::size_t, std::size_t> &c, std::size_t k,
                                                std::mt19937_64 &rng) const {
    const statement_info &loc = m_.statements[c.first];
    const method_info &host = m_.methods[loc.method];
    const method_info &callee = m_.methods[c.second];
    auto choices = arguments(callee, loc.scope_after);
    if (!choices) return std::nullopt;
    std::string args;
    for (const auto &options : *choices)
      args += (args.empty() ? "" : ", ") + m_.variables[options[static_cast<std::size_t>(rng() % options.size())]].name;
    std::string call = fmt::format("{}({})", callee.name, args);
    std::vector<text_edit> edits;
    if (callee.return_type != "void") {
      const std::string field = fmt::format("addCallResult{}", k);
      call = fmt::format("{} = {}", field, call);
      // the field goes right before the host method, on a line of its own when the method starts one
      const std::size_t at = m_.offset(host.decl);
      const std::string declaration = fmt::format("static {} {};", callee.return_type, field);
      if (only_blanks(line_start(at), at))
        edits.push_back({{line_start(at), line_start(at)}, std::string(indent_at(at)) + declaration + newline_});
      else
        edits.push_back({{at, at}, declaration + " "});
    }
    // the exception variable must not shadow a visible local (a compile error in Java)
    std::string exception = "e";
    for (int n = 1; std::any_of(loc.scope_after.begin(), loc.scope_after.end(),
                                [&](std::size_t v) { return m_.variables[v].name == exception; });
         ++n)
      exception = fmt::format("e{}", n);
    const std::string statement = fmt::format("try {{ {}; }} catch (Exception {}) {{}}", call, exception);
    for (auto &e : insert_after(loc, statement))
      edits.push_back(std::move(e));
    return make_variant(loc, transformation::add_call, std::string(loc.node.kind()), std::move(edits),
                        fmt::format("add a call after line {} ({}): {}", loc.node.pos().line, loc.node.kind(), call));
  }

  // -- loop-flip --

  std::vector<std::pair<std::size_t, loop_flip>> flips() const {
    std::vector<std::pair<std::size_t, loop_flip>> out;
    for (std::size_t l : hosts_)
      if (m_.statements[l].node.is("for_statement"))
        if (auto f = flip_loop(m_, m_.statements[l].node)) out.emplace_back(l, std::move(*f));
    return out;
  }

  [[nodiscard]] std::optional<variant> flip(const std::pair<std::size_t, loop_flip> &c) const {
    const statement_info &loc = m_.statements[c.first];
    return make_variant(loc, transformation::loop_flip, std::string(loc.node.kind()), c.second.edits,
                        fmt::format("flip the loop at line {}: {}", loc.node.pos().line, c.second.header));
  }

  // -- swap-subtype --

  struct swap {
    std::size_t statement = 0;
    syntax_node class_name; // the type_identifier naming the class created
    std::string to;
  };

  [[nodiscard]] const class_info *find_class(std::string_view name) const {
    for (const auto &c : m_.classes)
      if (c.name == name) return &c;
    return nullptr;
  }

  /// The declared type of field `name` of class `owner`, or empty.
  [[nodiscard]] std::string field_type(syntax_node owner, std::string_view name) const {
    syntax_node body = owner.field("body");
    for (std::uint32_t i = 0; body && i < body.named_child_count(); ++i) {
      syntax_node f = body.named_child(i);
      if (!f.is("field_declaration")) continue;
      std::string type;
      f.for_each_field("declarator", [&](syntax_node d) {
        if (d.field("name").text() == name) type = type_text(f.field("type"), d.field("dimensions"));
      });
      if (!type.empty()) return type;
    }
    return {};
  }

  /// The type_identifier that names the class of `new C(...)`.
  static syntax_node created_class_name(syntax_node creation) {
    syntax_node t = creation.field("type");
    while (t.is("generic_type") || t.is("scoped_type_identifier"))
      t = t.is("generic_type") ? t.named_child(0) : t.named_child(t.named_child_count() - 1);
    return t.is("type_identifier") ? t : syntax_node{};
  }

  /// Candidates for `I x = new C(..)` (or `x = new C(..)`): every other class implementing I.
  /// Each creation a conditional (`c ? new A() : new B()`, parenthesised or not) can yield is
  /// one location.
  void add_swaps(std::size_t statement, const std::string &declared_type, syntax_node creation,
                 std::vector<swap> &out) const {
    if (creation.is("parenthesized_expression"))
      return add_swaps(statement, declared_type, creation.named_child(0), out);
    if (creation.is("ternary_expression")) {
      add_swaps(statement, declared_type, creation.field("consequence"), out);
      return add_swaps(statement, declared_type, creation.field("alternative"), out);
    }
    if (!creation.is("object_creation_expression") || first_named_of_kind(creation, "class_body")) return;
    const class_info *interface = find_class(simple_type_name(declared_type));
    syntax_node name = created_class_name(creation);
    if (!interface || !interface->is_interface || !name) return;
    auto implements = [&](const class_info &c) {
      return !c.is_interface && !c.is_abstract && c.decl.is("class_declaration") &&
             std::find(c.interfaces.begin(), c.interfaces.end(), interface->name) != c.interfaces.end();
    };
    const class_info *created = find_class(name.text());
    if (!created || !implements(*created)) return;
    for (const auto &c : m_.classes)
      if (implements(c) && c.name != created->name) out.push_back({statement, name, c.name});
  }

  std::vector<swap> swaps() const {
    std::vector<swap> out;
    for (std::size_t l : hosts_) {
      const statement_info &s = m_.statements[l];
      if (s.node.is("local_variable_declaration")) {
        s.node.for_each_field("declarator", [&](syntax_node d) {
          if (syntax_node value = d.field("value"))
            add_swaps(l, type_text(s.node.field("type"), d.field("dimensions")), value, out);
        });
      } else if (s.node.is("expression_statement") && s.node.named_child(0).is("assignment_expression")) {
        syntax_node a = s.node.named_child(0);
        syntax_node left = a.field("left");
        if (a.field("operator").text() != "=") continue;
        std::string type;
        if (left.is("identifier")) {
          if (auto v = m_.variable_at(m_.span(left)))
            type = m_.variables[*v].type;
          else
            type = field_type(m_.methods[s.method].owner, left.text());
        } else if (left.is("field_access") && left.field("object").is("this")) {
          type = field_type(m_.methods[s.method].owner, left.field("field").text());
        }
        if (!type.empty()) add_swaps(l, type, a.field("right"), out);
      }
    }
    return out;
  }

  [[nodiscard]] std::optional<variant> swap_class(const swap &c) const {
    const statement_info &loc = m_.statements[c.statement];
    return make_variant(loc, transformation::swap_subtype, std::string(loc.node.kind()),
                        {{m_.span(c.class_name), c.to}},
                        fmt::format("swap-subtype at line {} ({}): new {} -> new {}", loc.node.pos().line,
                                    loc.node.kind(), c.class_name.text(), c.to));
  }
};

} // namespace symdelta::java::detail::variant_making
