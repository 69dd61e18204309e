#pragma once
// The inputs of a comparison (docs/engine.md, "Entry points"): the entry method's parameters,
// and, for an instance method whose receiver is symbolic, the receiver's instance fields. Every
// way of running the two versions (symbolic exploration, witnesses, the pre-pass, the JVM)
// reads its inputs from this one plan, so that an input means the same thing in each.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/engine/components.hpp"
#include "symdelta/ir/node.hpp"
#include "symdelta/model/records.hpp"

namespace symdelta::engine {

inline constexpr std::uint32_t no_field = 0xffffffffu;

/// One input: a parameter (by position), or a field of a symbolic receiver (`this.f`, by its
/// index in each version; a field one version does not declare is `no_field` there).
struct entry_input {
  std::string name;
  ir::type ty;
  std::optional<std::uint32_t> param;
  std::uint32_t field[2] = {no_field, no_field};
};

struct entry_plan {
  bool instance = false;   // the entry method runs on a receiver
  bool constructs = false; // the entry is a constructor: the call's result is the object it builds
  receiver_mode receiver = receiver_mode::automatic;                 // fresh or symbolic when `instance`
  std::uint32_t constructor[2] = {ir::no_function, ir::no_function}; // fresh: each version's, or the implicit one
  std::vector<entry_input> inputs;                                   // the parameters first

  [[nodiscard]] std::vector<ir::type> types() const {
    std::vector<ir::type> ts;
    for (const auto &in : inputs)
      ts.push_back(in.ty);
    return ts;
  }
  [[nodiscard]] std::size_t param_count() const {
    std::size_t n = 0;
    while (n < inputs.size() && inputs[n].param)
      ++n;
    return n;
  }
};

/// Can values of type t be inputs (symbolic, in witnesses, in the pre-pass)? Primitives, and
/// one-dimensional arrays of a primitive type (docs/engine.md, "Exploration").
inline bool is_input_type(ir::type t) { return t.is_primitive() || (t.dims == 1 && t.element().is_primitive()); }

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

/// The plan for comparing `fn` of two versions with the receiver made as `requested` says; a
/// usage or unsupported diagnostic when it cannot be made so.
inline result<entry_plan> plan_entry(const ir::program *prog[2], const std::uint32_t fn[2], receiver_mode requested) {
  entry_plan plan;
  const ir::function &f = prog[0]->functions[fn[0]];
  for (std::uint32_t p = 0; p < f.param_count; ++p)
    plan.inputs.push_back({f.locals[p].name, f.locals[p].ty, p, {no_field, no_field}});
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
        if (!is_input_type(fd.ty))
          return diagnostic{diagnostic::kind::unsupported, prog[v]->file, fd.pos,
                            fmt::format("a receiver field of type {} as an input (--receiver symbolic: object "
                                        "inputs are not symbolic yet); try --receiver fresh",
                                        prog[v]->type_label(fd.ty))};
        plan.inputs.push_back({name, fd.ty, std::nullopt, {no_field, no_field}});
        it = plan.inputs.end() - 1;
      } else if (it->ty != fd.ty)
        return diagnostic{diagnostic::kind::unsupported, prog[v]->file, fd.pos,
                          fmt::format("field {} with a different type in each version, as an input", fd.name)};
      it->field[v] = i;
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
