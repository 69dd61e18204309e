#pragma once
// The inputs of a comparison (docs/engine.md, "Entry points"): the entry method's parameters,
// and, for an instance method whose receiver is symbolic, the receiver's instance fields. Every
// way of running the two versions (symbolic exploration, witnesses, the pre-pass, the JVM)
// reads its inputs from this one plan, so that an input means the same thing in each.
#include <algorithm>
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/engine/versions/components.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/model/records.hpp"

namespace symdelta::engine {

inline constexpr std::uint32_t no_field = 0xffffffffu;
inline constexpr std::uint32_t no_input = 0xffffffffu;
/// References followed from a parameter or receiver field to reach an input object, at most
/// (--heap-bound): a parameter's object is at level 1, the objects its fields hold at level 2.
inline constexpr std::uint32_t default_heap_bound = 3;

/// One input: a parameter (by position), a field of a symbolic receiver (`this.f`, by its index
/// in each version; a field one version does not declare is `no_field` there), a field of an
/// input object (`p.next.v`: `parent` is the input holding the object), or an element of an
/// input array of references (`a[0]`, `m[1]`: `parent` is the array's input, `element` the index).
///
/// An input of a class type is a *reference input* (docs/engine.md, "Reference inputs"): its
/// value is a choice among the objects a caller could pass, as Symbolic PathFinder's lazy
/// initialisation chooses them: -1 is null, c in [0, classes) a fresh object of class
/// classes[c] (its fields inputs of their own), classes + a the object of input aliases[a]
/// (an input listed earlier, when it chose a fresh object of a class in alias_classes[a]).
struct entry_input {
  std::string name;
  ir::type ty; // a class type's index is version 0's (the label names it in both)
  std::optional<std::uint32_t> param;
  std::uint32_t field[2] = {no_field, no_field};
  std::uint32_t parent = no_input;           // the reference input whose object has this field
  std::string field_name;                    // its field's name there
  std::uint32_t element = no_field;          // or the index of this element in the array input `parent`
  std::vector<std::uint32_t> parent_classes; // the parent's classes (indices) that have the field
  bool reference = false;
  std::string type_label;             // a reference input's static type, by label; an array of references' base type
  std::uint32_t level = 0;            // of a reference input's object, or of an array of references
  std::vector<std::string> classes;   // a reference input's fresh alternatives, by class label
  std::vector<std::uint32_t> aliases; // its alias alternatives: earlier reference inputs
  std::vector<std::vector<std::uint32_t>> alias_classes; // per alias, the target's compatible classes
  // Arrays of a primitive type may be one array passed twice: an array input with earlier ones of
  // its type has a companion input, its *alias choice*: -1 its own array, a the array of input
  // aliases[a] (one that exists and is not an alias itself).
  std::uint32_t alias_of = no_input;  // this input is the alias choice of array input alias_of
  std::uint32_t companion = no_input; // an array input's alias choice; a String input's identity choice
  // Where a version compares Strings with ==, a String input has a companion input, its *identity
  // choice* (docs/engine.md, "String identity"): -1 an object of its own, 0 the interned object
  // of its text, 1 + a the object of String input aliases[a] (one whose choice is its own object
  // and whose text is the same).
  std::uint32_t identity_of = no_input; // this input is the identity choice of String input identity_of

  /// Is the input's value a choice (an int): a reference input's, an array's alias choice, a
  /// String's identity choice?
  [[nodiscard]] bool is_choice() const { return reference || alias_of != no_input || identity_of != no_input; }
  /// Is the input a String: null, or a text (its characters UTF-16 units)?
  [[nodiscard]] bool is_string() const { return ty.is(ir::prim::string); }
  /// Is the input an array of references, whose elements are inputs of their own (its value is
  /// an array of its length, or null)?
  [[nodiscard]] bool has_element_inputs() const { return ty.is_array() && !ty.element().is_primitive(); }
  [[nodiscard]] std::int64_t alternatives() const {
    return static_cast<std::int64_t>(classes.size() + aliases.size() + (identity_of != no_input));
  }
};

struct entry_plan {
  bool instance = false;   // the entry method runs on a receiver
  bool constructs = false; // the entry is a constructor: the call's result is the object it builds
  receiver_mode receiver = receiver_mode::automatic;                 // fresh or symbolic when `instance`
  std::uint32_t constructor[2] = {ir::no_function, ir::no_function}; // fresh: each version's, or the implicit one
  std::vector<entry_input> inputs;                                   // the parameters first
  // the receiver as a reference input (`this`), which other reference inputs may alias (the
  // caller passes the receiver itself, this.equals(this)): always the receiver, never null
  std::uint32_t receiver_input = no_input;

  [[nodiscard]] std::vector<ir::type> types() const {
    std::vector<ir::type> ts;
    for (const auto &in : inputs)
      ts.push_back(in.ty);
    return ts;
  }
  /// Is every input one primitive value (no String, no choice)? Then an input's value is a
  /// scalar, and its symbolic value one term.
  [[nodiscard]] bool scalar_inputs() const {
    return std::all_of(inputs.begin(), inputs.end(), [](const entry_input &in) {
      return in.ty.is_primitive() && !in.is_string() && !in.is_choice();
    });
  }
  [[nodiscard]] std::size_t param_count() const {
    std::size_t n = 0;
    while (n < inputs.size() && inputs[n].param)
      ++n;
    return n;
  }
  /// The input that is field `name` of reference input k's objects, or no_input (a reference
  /// field beyond the heap bound).
  [[nodiscard]] std::uint32_t field_input(std::size_t k, const std::string &name) const {
    for (std::uint32_t j = 0; j < inputs.size(); ++j)
      if (inputs[j].parent == k && inputs[j].field_name == name) return j;
    return no_input;
  }
  /// Are there inputs read lazily: reference inputs (objects a caller passes), elements of arrays
  /// of references?
  [[nodiscard]] bool has_references() const {
    return std::any_of(inputs.begin(), inputs.end(),
                       [](const entry_input &in) { return in.reference || in.has_element_inputs(); });
  }
  /// Does input k exist given the inputs' `choices` (one per input: a choice input's value, an
  /// array input's length or -1 for null; others ignored)? A field of an object the caller passes
  /// exists when the object does and is of a class with it; an element of an array of
  /// references when the array does, is its own (not another input's) and is long enough.
  [[nodiscard]] bool exists(std::size_t k, const std::vector<std::int64_t> &choices) const {
    const entry_input &in = inputs[k];
    if (in.alias_of != no_input) return exists(in.alias_of, choices); // an array's alias choice
    if (in.identity_of != no_input) return exists(in.identity_of, choices);
    if (in.parent == no_input) return true;
    const std::int64_t c = choices[in.parent];
    if (in.element != no_field) {
      const auto alias = inputs[in.parent].companion;
      return exists(in.parent, choices) && c > static_cast<std::int64_t>(in.element) &&
             (alias == no_input || choices[alias] < 0);
    }
    return exists(in.parent, choices) &&
           std::find(in.parent_classes.begin(), in.parent_classes.end(), c) != in.parent_classes.end();
  }
  /// The text of array-of-references input k of length n (-1: null): `new V.Node[2]`, `new int[2][]`.
  [[nodiscard]] std::string array_text(std::size_t k, std::int64_t n) const {
    if (n < 0) return "null";
    std::string dims;
    for (std::uint32_t d = 1; d < inputs[k].ty.dims; ++d)
      dims += "[]";
    return fmt::format("new {}[{}]{}", inputs[k].type_label, n, dims);
  }
  /// The length (-1: null) an array_text() names, if any.
  [[nodiscard]] std::optional<std::int64_t> parse_array_text(std::size_t k, const std::string &text) const {
    if (text == "null") return -1;
    const std::string head = fmt::format("new {}[", inputs[k].type_label);
    if (!text.starts_with(head)) return std::nullopt;
    std::int64_t n = 0;
    const auto [end, ec] = std::from_chars(text.data() + head.size(), text.data() + text.size(), n);
    if (ec != std::errc{} || n < 0 || array_text(k, n) != text) return std::nullopt;
    return n;
  }
  /// May reference input k take alternative `choice` given the others' choices? An alias's
  /// target must exist and be a fresh object of a compatible class.
  [[nodiscard]] bool allows(std::size_t k, std::int64_t choice, const std::vector<std::int64_t> &choices) const {
    const entry_input &in = inputs[k];
    if (choice < -1 || choice >= in.alternatives()) return false;
    if (in.identity_of != no_input) { // a String's: the text's, or one that exists and is its own
      if (choice <= 0) return true;
      const std::uint32_t target = in.aliases[static_cast<std::size_t>(choice) - 1];
      return exists(target, choices) && choices[inputs[target].companion] < 0;
    }
    if (in.alias_of != no_input) { // an array's: its own, or one that exists and is its own
      if (choice < 0) return true;
      const entry_input &target = inputs[in.aliases[static_cast<std::size_t>(choice)]];
      return exists(in.aliases[static_cast<std::size_t>(choice)], choices) &&
             (target.companion == no_input || choices[target.companion] < 0);
    }
    if (choice < static_cast<std::int64_t>(in.classes.size())) return true;
    const auto a = static_cast<std::size_t>(choice) - in.classes.size();
    const auto &ok = in.alias_classes[a];
    return exists(in.aliases[a], choices) && std::find(ok.begin(), ok.end(), choices[in.aliases[a]]) != ok.end();
  }
  /// The text of reference input k's `choice`: `null`, `new Node`, or the input it aliases.
  [[nodiscard]] std::string choice_text(std::size_t k, std::int64_t choice) const {
    const entry_input &in = inputs[k];
    if (in.identity_of != no_input)
      return choice < 0 || choice >= in.alternatives() ? "new String"
             : choice == 0                             ? "interned"
                                                       : inputs[in.aliases[static_cast<std::size_t>(choice) - 1]].name;
    if (choice < 0 || choice >= in.alternatives()) return in.alias_of != no_input ? "none" : "null";
    if (choice < static_cast<std::int64_t>(in.classes.size())) return "new " + in.classes[choice];
    return inputs[in.aliases[static_cast<std::size_t>(choice) - in.classes.size()]].name;
  }
  /// The choice a text of choice_text() names, if any.
  [[nodiscard]] std::optional<std::int64_t> parse_choice(std::size_t k, const std::string &text) const {
    for (std::int64_t c = -1; c < inputs[k].alternatives(); ++c)
      if (choice_text(k, c) == text) return c;
    return std::nullopt;
  }
};

inline entry_input named_input(std::string name, ir::type ty, std::optional<std::uint32_t> param) {
  entry_input in;
  in.name = std::move(name);
  in.ty = ty;
  in.param = param;
  return in;
}

/// The class named `label` in program p, or ir::no_class.
inline std::uint32_t class_named(const ir::program &p, const std::string &label) {
  for (std::uint32_t c = 0; c < p.classes.size(); ++c)
    if (p.class_label(c) == label) return c;
  return ir::no_class;
}

/// Type t of program `from` in program `to` (a class type by its label), nullopt when `to` has
/// no such class.
inline std::optional<ir::type> type_in(const ir::program &from, ir::type t, const ir::program &to) {
  if (t.base != ir::prim::object) return t;
  const auto c = class_named(to, from.class_label(t.cls));
  if (c == ir::no_class) return std::nullopt;
  ir::type u = ir::type::of_class(c);
  u.dims = t.dims;
  return u;
}

/// Can values of type t be inputs (symbolic, in witnesses, in the pre-pass)? Primitives, Strings
/// (null or a text), and one-dimensional arrays of a primitive type (docs/engine.md, "Exploration").
inline bool is_input_type(ir::type t) {
  return t.is_primitive() || t.is(ir::prim::string) || (t.dims == 1 && t.element().is_primitive());
}

/// Can a parameter or a field of an input object be of type t? An input type, a class type (a
/// reference input), or an array of those (arrays of references: engine/versions/entry.hpp, elements).
inline bool is_plannable(ir::type t) {
  return is_input_type(t) || t.is_class() || (t.is_array() && !t.element().is_primitive() && is_plannable(t.element()));
}

namespace detail {

/// The classes both versions declare, concrete, that are subtypes of `type_label` in both.
inline std::vector<std::string> concrete_subclasses(const ir::program *prog[2], const std::string &type_label) {
  std::vector<std::string> out;
  for (std::uint32_t c = 0; c < prog[0]->classes.size(); ++c) {
    const std::string label = prog[0]->class_label(c);
    bool ok = true;
    for (int v = 0; v < 2 && ok; ++v) {
      const auto k = class_named(*prog[v], label), of = class_named(*prog[v], type_label);
      ok = k != ir::no_class && of != ir::no_class && !prog[v]->classes[k].is_abstract &&
           !prog[v]->classes[k].is_interface && prog[v]->is_subclass(k, of);
    }
    if (ok) out.push_back(label);
  }
  return out;
}

/// Makes input k (of a class type) a reference input, and adds the inputs its objects' fields
/// are, up to `bound` levels (a reference field beyond is not an input: reading it cuts the
/// path, as the depth limit does).
inline std::optional<diagnostic> expand_reference(entry_plan &plan, std::size_t k, const ir::program *prog[2],
                                                  std::uint32_t bound) {
  const std::string type_label = prog[0]->class_label(plan.inputs[k].ty.cls);
  {
    entry_input &in = plan.inputs[k];
    in.reference = true;
    in.type_label = type_label;
    in.level = in.parent == no_input ? 1 : plan.inputs[in.parent].level + 1;
    in.classes = concrete_subclasses(prog, type_label);
  }
  for (std::uint32_t j = 0; j < plan.inputs.size(); ++j) { // earlier reference inputs of a compatible class
    if (!plan.inputs[j].reference || j == k || (j > k && j != plan.receiver_input)) continue;
    std::vector<std::uint32_t> ok;
    for (std::uint32_t c = 0; c < plan.inputs[j].classes.size(); ++c) {
      const auto &mine = plan.inputs[k].classes;
      if (std::find(mine.begin(), mine.end(), plan.inputs[j].classes[c]) != mine.end()) ok.push_back(c);
    }
    if (ok.empty()) continue;
    plan.inputs[k].aliases.push_back(j);
    plan.inputs[k].alias_classes.push_back(std::move(ok));
  }
  for (std::uint32_t c = 0; c < plan.inputs[k].classes.size(); ++c)
    for (int v = 0; v < 2; ++v) {
      const ir::program &p = *prog[v];
      const auto cls = class_named(p, plan.inputs[k].classes[c]);
      for (std::uint32_t f = 0; f < p.fields.size(); ++f) {
        const ir::field &fd = p.fields[f];
        if (!p.has_field(cls, f)) continue;
        if (fd.fixed_by_initialiser() && !(fd.init.size() == 1 && fd.init[0].kind == ir::expr_kind::literal))
          return diagnostic{
              diagnostic::kind::unsupported, p.file, fd.pos,
              fmt::format("the final field {} with an initialiser in an object passed as an input", p.field_label(f))};
        const auto ty = type_in(p, fd.ty, *prog[0]);
        const std::string name = plan.inputs[k].name + "." + fd.name;
        if (const auto j = plan.field_input(k, fd.name); j != no_input) {
          entry_input *it = &plan.inputs[j];
          if (!ty || *ty != it->ty)
            return diagnostic{diagnostic::kind::unsupported, p.file, fd.pos,
                              fmt::format("field {} of an input object with another type in another class or "
                                          "version",
                                          name)};
          if (std::find(it->parent_classes.begin(), it->parent_classes.end(), c) == it->parent_classes.end())
            it->parent_classes.push_back(c);
          continue;
        }
        if (!ty || !is_plannable(*ty))
          return diagnostic{diagnostic::kind::unsupported, p.file, fd.pos,
                            fmt::format("a field of type {} in an object passed as an input", p.type_label(fd.ty))};
        if (ty->is_class() && plan.inputs[k].level >= bound) continue; // beyond the heap bound
        entry_input child;
        child.name = name;
        child.ty = *ty;
        child.parent = static_cast<std::uint32_t>(k);
        child.field_name = fd.name;
        child.parent_classes = {c};
        plan.inputs.push_back(std::move(child));
      }
    }
  return std::nullopt;
}

/// Makes array-of-references input k's first `bound` elements inputs (`a[0]`, ...), of its
/// element type, while its level is below the bound: an element of an array passed holds an
/// object one level deeper (an index past the elements modelled cuts the path, at the heap bound).
inline void expand_elements(entry_plan &plan, std::size_t k, const ir::program &prog, std::uint32_t bound) {
  entry_input &in = plan.inputs[k];
  in.level = in.parent == no_input ? 1 : plan.inputs[in.parent].level + 1;
  ir::type base = in.ty;
  base.dims = 0;
  in.type_label = prog.type_label(base);
  if (in.level >= bound) return;
  const std::string name = in.name;
  const ir::type element = in.ty.element();
  for (std::uint32_t i = 0; i < bound; ++i) {
    entry_input e = named_input(fmt::format("{}[{}]", name, i), element, std::nullopt);
    e.parent = static_cast<std::uint32_t>(k);
    e.element = i;
    plan.inputs.push_back(std::move(e));
  }
}

/// Where input k is declared in version v: its parameter, or its field (the first of that name).
inline source_pos input_pos(const entry_plan &plan, std::size_t k, const ir::program &p, std::uint32_t fn, int v) {
  const entry_input &in = plan.inputs[k];
  if (in.param) return p.functions[fn].locals[*in.param].pos;
  if (in.parent == no_input && in.field[v] != no_field) return p.fields[in.field[v]].pos; // a receiver's field
  for (const auto &fd : p.fields)                                                         // an input object's field
    if (fd.name == in.field_name) return fd.pos;
  return p.functions[fn].pos;
}

/// Refuses reference input k when its objects may be of a class of the library the frontend
/// writes in the language (java.lang's Throwables, StringBuilder), or of one extending it: the
/// JVM's own classes have other fields, which neither a plan nor the JVM harness can fill.
inline std::optional<diagnostic> refuse_library_objects(const entry_plan &plan, std::size_t k,
                                                        const ir::program *prog[2], const std::uint32_t fn[2]) {
  const std::string type_label = prog[0]->class_label(plan.inputs[k].ty.cls);
  for (int v = 0; v < 2; ++v) {
    const ir::program &p = *prog[v];
    const auto of = class_named(p, type_label);
    for (std::uint32_t c = 0; c < p.classes.size(); ++c)
      for (std::uint32_t l = 0; l < p.classes.size(); ++l)
        if (p.classes[l].is_library && p.is_subclass(c, of) && p.is_subclass(c, l))
          return diagnostic{diagnostic::kind::unsupported, p.file, input_pos(plan, k, p, fn[v], v),
                            fmt::format("an input of type {}, whose objects may be of the library's class {}",
                                        type_label, p.class_label(l))};
  }
  return std::nullopt;
}

} // namespace detail

/// The constructor without parameters a fresh receiver (of the main class) is built with: its
/// index, `no_function` for the implicit one (none declared), or nullopt when the class declares
/// constructors but none without parameters.
inline std::optional<std::uint32_t> no_argument_constructor(const ir::program &p) {
  if (const auto c = p.constructor_without_parameters(0); c != ir::no_function) return c;
  for (const auto &f : p.functions)
    if (f.is_constructor && f.owner == 0) return std::nullopt;
  return ir::no_function;
}

/// Does a symbolic receiver (of the main class) take field `f` from the inputs? Not a final one
/// with an initialiser, which holds the initialiser's value in every object (a constant one is
/// even inlined by javac).
inline bool is_receiver_input(const ir::program &p, std::uint32_t f) {
  return p.has_field(0, f) && !p.fields[f].fixed_by_initialiser();
}

namespace detail {
inline bool compares_string_objects(const ir::expr &e) {
  if (e.kind == ir::expr_kind::binary && (e.o == ir::op::eq || e.o == ir::op::ne) && e.args.size() == 2 &&
      e.args[0].ty.is(ir::prim::string) && e.args[1].ty.is(ir::prim::string))
    return true;
  return std::any_of(e.args.begin(), e.args.end(), [](const ir::expr &a) { return compares_string_objects(a); });
}
inline bool compares_string_objects(const ir::stmt &s) {
  return std::any_of(s.exprs.begin(), s.exprs.end(), [](const ir::expr &e) { return compares_string_objects(e); }) ||
         std::any_of(s.body.begin(), s.body.end(), [](const ir::stmt &b) { return compares_string_objects(b); }) ||
         std::any_of(s.cases.begin(), s.cases.end(), [](const ir::switch_case &c) {
           return std::any_of(c.body.begin(), c.body.end(),
                              [](const ir::stmt &b) { return compares_string_objects(b); });
         });
}
} // namespace detail

/// Does program p compare two Strings with == or != anywhere (then which objects String inputs
/// are is observable: their identity choices)? A comparison with the null literal is typed null.
inline bool compares_string_objects(const ir::program &p) {
  const auto in_function = [](const ir::function &f) { return detail::compares_string_objects(f.body); };
  const auto in_field = [](const ir::field &f) {
    return std::any_of(f.init.begin(), f.init.end(),
                       [](const ir::expr &e) { return detail::compares_string_objects(e); });
  };
  return std::any_of(p.functions.begin(), p.functions.end(), in_function) ||
         std::any_of(p.fields.begin(), p.fields.end(), in_field);
}

/// The plan's parameters and receiver fields (plan_entry() adds the fields of input objects).
inline result<entry_plan> plan_entry_values(const ir::program *prog[2], const std::uint32_t fn[2],
                                            receiver_mode requested) {
  entry_plan plan;
  const ir::function &f = prog[0]->functions[fn[0]];
  for (std::uint32_t p = 0; p < f.param_count; ++p)
    plan.inputs.push_back(named_input(f.locals[p].name, f.locals[p].ty, p));
  const ir::function &g = prog[1]->functions[fn[1]];
  if (f.is_static != g.is_static || f.is_constructor != g.is_constructor)
    return diagnostic{diagnostic::kind::type, prog[1]->file, g.pos,
                      fmt::format("one version is {} and the other is not",
                                  f.is_constructor || g.is_constructor ? "a constructor" : "a static method")};
  plan.constructs = f.is_constructor;
  plan.instance = !f.is_static && !f.is_constructor;
  if (!plan.instance) return plan;
  for (int v = 0; v < 2; ++v)
    if (!prog[v]->classes.empty() && prog[v]->classes[0].is_abstract)
      return diagnostic{diagnostic::kind::usage, prog[v]->file, (v == 0 ? f : g).pos,
                        fmt::format("instance method {} of the abstract class {}: no receiver can be built", f.name,
                                    prog[v]->class_name)};
  std::optional<std::uint32_t> ctor[2] = {no_argument_constructor(*prog[0]), no_argument_constructor(*prog[1])};
  plan.receiver = requested;
  if (requested == receiver_mode::automatic)
    plan.receiver = ctor[0] && ctor[1] ? receiver_mode::fresh : receiver_mode::symbolic;
  if (plan.receiver == receiver_mode::fresh) {
    for (int v = 0; v < 2; ++v) {
      if (!ctor[v])
        return diagnostic{diagnostic::kind::usage, prog[v]->file, f.pos,
                          fmt::format("--receiver fresh needs a constructor without parameters, and class {} has "
                                      "none; try --receiver symbolic",
                                      prog[v]->class_name)};
      plan.constructor[v] = *ctor[v];
    }
    return plan;
  }
  for (int v = 0; v < 2; ++v)
    for (std::uint32_t i = 0; i < prog[v]->fields.size(); ++i) {
      const ir::field &fd = prog[v]->fields[i];
      if (!is_receiver_input(*prog[v], i)) continue;
      const std::string name = component::field(component::receiver, fd.name);
      auto it = std::find_if(plan.inputs.begin(), plan.inputs.end(), [&](const auto &in) { return in.name == name; });
      if (it == plan.inputs.end()) {
        const auto ty = type_in(*prog[v], fd.ty, *prog[0]);
        if (!ty || !is_plannable(*ty))
          return diagnostic{diagnostic::kind::unsupported, prog[v]->file, fd.pos,
                            fmt::format("a receiver field of type {} as an input (--receiver symbolic); try "
                                        "--receiver fresh",
                                        prog[v]->type_label(fd.ty))};
        plan.inputs.push_back(named_input(name, *ty, std::nullopt));
        it = plan.inputs.end() - 1;
      } else if (type_in(*prog[v], fd.ty, *prog[0]) != it->ty)
        return diagnostic{diagnostic::kind::unsupported, prog[v]->file, fd.pos,
                          fmt::format("field {} with a different type in each version, as an input", fd.name)};
      it->field[v] = i;
    }
  return plan;
}

/// The plan for comparing `fn` of two versions with the receiver made as `requested` says, and
/// input objects followed `heap_bound` levels deep; a usage or unsupported diagnostic when it
/// cannot be made so.
inline result<entry_plan> plan_entry(const ir::program *prog[2], const std::uint32_t fn[2], receiver_mode requested,
                                     std::uint32_t heap_bound = default_heap_bound) {
  auto plan = plan_entry_values(prog, fn, requested);
  if (!plan) return plan;
  const bool objects = std::any_of(plan->inputs.begin(), plan->inputs.end(),
                                   [](const entry_input &in) { return in.ty.base == ir::prim::object; });
  if (plan->instance && objects) {
    plan->receiver_input = static_cast<std::uint32_t>(plan->inputs.size());
    entry_input self = named_input("this", ir::type::of_class(0), std::nullopt);
    self.reference = true;
    self.type_label = prog[0]->class_label(0);
    self.classes = {self.type_label};
    plan->inputs.push_back(std::move(self));
  }
  for (std::size_t k = 0; k < plan->inputs.size(); ++k) { // breadth first: the list grows
    if (plan->inputs[k].has_element_inputs()) detail::expand_elements(*plan, k, *prog[0], heap_bound);
    if (!plan->inputs[k].ty.is_class() || k == plan->receiver_input) continue;
    if (auto error = detail::refuse_library_objects(*plan, k, prog, fn)) return *error;
    if (auto error = detail::expand_reference(*plan, k, prog, heap_bound)) return *error;
  }
  const std::size_t count = plan->inputs.size();
  for (std::uint32_t k = 0; k < count; ++k) { // arrays that may be an earlier array input
    if (!plan->inputs[k].ty.is_array()) continue;
    entry_input choice = named_input(plan->inputs[k].name + " (alias)", ir::int_type, std::nullopt);
    choice.alias_of = k;
    for (std::uint32_t j = 0; j < k; ++j)
      if (plan->inputs[j].ty == plan->inputs[k].ty) choice.aliases.push_back(j);
    if (choice.aliases.empty()) continue;
    plan->inputs[k].companion = static_cast<std::uint32_t>(plan->inputs.size());
    plan->inputs.push_back(std::move(choice));
  }
  if (compares_string_objects(*prog[0]) || compares_string_objects(*prog[1]))
    for (std::uint32_t k = 0; k < count; ++k) { // which object each String input is
      if (!plan->inputs[k].is_string()) continue;
      entry_input choice = named_input(plan->inputs[k].name + " (identity)", ir::int_type, std::nullopt);
      choice.identity_of = k;
      for (std::uint32_t j = 0; j < k; ++j)
        if (plan->inputs[j].is_string()) choice.aliases.push_back(j);
      plan->inputs[k].companion = static_cast<std::uint32_t>(plan->inputs.size());
      plan->inputs.push_back(std::move(choice));
    }
  return plan;
}

/// Version v's receiver fields under --receiver symbolic, in v's layout (one per field of
/// `prog`, statics' included and ignored): the inputs' values, `default_of(type)` elsewhere.
template <class Value, class Default>
std::vector<Value> receiver_fields(const entry_plan &plan, int v, const ir::program &prog,
                                   const std::vector<Value> &inputs, Default default_of) {
  std::vector<Value> fields;
  for (const auto &fd : prog.fields)
    fields.push_back(default_of(fd.ty));
  for (std::size_t k = plan.param_count(); k < plan.inputs.size() && k < inputs.size(); ++k)
    if (plan.inputs[k].field[v] != no_field) fields[plan.inputs[k].field[v]] = inputs[k];
  return fields;
}

} // namespace symdelta::engine
