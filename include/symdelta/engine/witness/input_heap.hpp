#pragma once
// Concrete inputs for a run of one version (witnesses, the pre-pass, the JVM replay, tests):
// the arguments and a symbolic receiver's fields from an entry plan's inputs, with the objects
// of reference inputs built from their choices (engine/versions/entry.hpp). Each version gets objects of
// its own, so that what one run does to them does not reach the other.
#include <cstdint>
#include <map>
#include <optional>
#include <random>
#include <vector>

#include "symdelta/engine/execution/concrete_domain.hpp"
#include "symdelta/engine/values/value.hpp"
#include "symdelta/engine/versions/entry.hpp"

namespace symdelta::engine {

struct concrete_entry {
  std::vector<value> args;
  std::optional<std::vector<value>> receiver_fields; // a symbolic receiver's, in the version's layout
  std::map<const void *, std::size_t> input_objects; // the objects and arrays built, by input
  std::map<const void *, std::size_t> input_arrays;  // the arrays alone
  std::optional<value> receiver;                     // allocated when inputs may be the receiver
};

/// The inputs' choices as entry_plan::exists takes them: a choice input's value, an array
/// input's length (-1: null).
inline std::vector<std::int64_t> input_choices(const entry_plan &plan, const std::vector<value> &inputs) {
  std::vector<std::int64_t> choices(plan.inputs.size(), -1);
  for (std::size_t k = 0; k < plan.inputs.size() && k < inputs.size(); ++k)
    if (plan.inputs[k].is_choice())
      choices[k] = inputs[k].s.i;
    else if (const heap_array *a = inputs[k].array())
      choices[k] = static_cast<std::int64_t>(a->items.size());
  return choices;
}

/// String input k as its identity choice makes it (entry_input::identity_of): an object of its
/// own, the interned object of its text, or the object of the input it aliases where that is a
/// String of its own with the same text (else its own).
inline value string_input(const entry_plan &plan, const std::vector<value> &inputs,
                          const std::vector<std::int64_t> &choices, std::size_t k) {
  value s = inputs[k];
  if (!s.string()) return s;
  s.identity = string_identity::input(k);
  const auto companion = plan.inputs[k].companion;
  if (companion == no_input) return s;
  const std::int64_t c = choices[companion];
  if (c == 0) s.identity = string_identity::interned;
  if (c > 0 && plan.allows(companion, c, choices)) {
    const std::uint32_t target = plan.inputs[companion].aliases[static_cast<std::size_t>(c) - 1];
    if (inputs[target].string() && *inputs[target].string() == *s.string()) s.identity = string_identity::input(target);
  }
  return s;
}

/// Version v's entry values from `inputs` (one per plan input; a reference input's value is its
/// choice, an int; an array of references' an array of its length, whose elements are inputs of
/// their own). A choice the plan does not allow, or an input that does not exist, is null; a
/// reference field beyond the heap bound is null, and so is an element past the ones modelled.
/// The interpreter takes them as inputs of its semantics (interpreter::input_values).
inline concrete_entry build_entry(const entry_plan &plan, int v, const ir::program &p,
                                  const std::vector<value> &inputs) {
  concrete_entry out;
  std::vector<std::int64_t> choices = input_choices(plan, inputs);
  std::map<std::size_t, value> made;
  if (plan.receiver_input != no_input) { // the interpreter builds the receiver in this object
    auto self = std::make_shared<heap_object>();
    for (const auto &fd : p.fields)
      self->fields.push_back(default_value(fd.ty));
    out.receiver = value{ir::default_scalar(ir::type::of_class(0)), self};
    made[plan.receiver_input] = *out.receiver;
    out.input_objects[self.get()] = plan.receiver_input;
    choices[plan.receiver_input] = 0;
  }
  // the type of input k in this version (a class by its label)
  auto type_of = [&](const entry_input &in) {
    ir::type t = in.ty;
    if (t.base == ir::prim::object) t.cls = class_named(p, in.type_label);
    return t;
  };
  auto array_of = [&](auto &self, std::size_t k) -> value {
    const entry_input &in = plan.inputs[k];
    if (const auto alias = in.companion; alias != no_input) // another input's array
      if (const std::int64_t c = choices[alias]; c >= 0 && plan.allows(alias, c, choices))
        return made[k] = self(self, plan.inputs[alias].aliases[static_cast<std::size_t>(c)]);
    if (!in.has_element_inputs())
      made[k] = copied(inputs[k]); // an array of the run's own
    else if (const heap_array *given = inputs[k].array()) {
      const ir::type t = type_of(in);
      made[k] = make_array(t, std::vector<value>(given->items.size(), value::null_of(t.element())));
    } else
      made[k] = value::null_of(type_of(in));
    heap_array *a = made[k].array();
    if (!a) return made[k];
    out.input_arrays[a] = out.input_objects[a] = k;
    if (in.has_element_inputs())
      for (std::size_t j = k + 1; j < plan.inputs.size(); ++j)
        if (plan.inputs[j].parent == k && plan.inputs[j].element < a->items.size())
          a->items[plan.inputs[j].element] = self(self, j);
    return made[k];
  };
  auto input_of = [&](auto &self, std::size_t k) -> value {
    if (plan.inputs[k].is_string()) return string_input(plan, inputs, choices, k);
    if (!plan.inputs[k].reference && !plan.inputs[k].ty.is_array()) return inputs[k];
    if (const auto it = made.find(k); it != made.end()) return it->second;
    if (plan.inputs[k].ty.is_array()) return array_of(self, k);
    const entry_input &in = plan.inputs[k];
    const std::int64_t c = choices[k];
    if (c < 0 || !plan.exists(k, choices) || !plan.allows(k, c, choices))
      return made[k] = value::null_of(ir::type::of_class(class_named(p, in.type_label)));
    if (c >= static_cast<std::int64_t>(in.classes.size()))
      return made[k] = self(self, in.aliases[static_cast<std::size_t>(c) - in.classes.size()]);
    const std::uint32_t cls = class_named(p, in.classes[static_cast<std::size_t>(c)]);
    auto obj = std::make_shared<heap_object>();
    for (const auto &fd : p.fields)
      obj->fields.push_back(default_value(fd.ty));
    const value result{ir::default_scalar(ir::type::of_class(cls)), obj};
    made[k] = result;
    out.input_objects[obj.get()] = k;
    for (std::uint32_t f = 0; f < p.fields.size(); ++f) {
      const ir::field &fd = p.fields[f];
      if (!p.has_field(cls, f)) continue;
      if (fd.fixed_by_initialiser()) { // a constant (plan_entry refuses others)
        obj->fields[f] = concrete_domain<jvm_arithmetic>::literal(fd.init[0]);
        continue;
      }
      if (const auto j = plan.field_input(k, fd.name); j != no_input) // else beyond the heap bound: null
        obj->fields[f] = self(self, j);
    }
    return result;
  };
  for (std::size_t k = 0; k < plan.param_count(); ++k)
    out.args.push_back(input_of(input_of, k));
  if (plan.instance && plan.receiver == receiver_mode::symbolic) {
    out.receiver_fields = receiver_fields(plan, v, p, inputs, [](ir::type t) { return default_value(t); });
    for (std::size_t k = plan.param_count(); k < plan.inputs.size(); ++k)
      if (plan.inputs[k].field[v] != no_field) (*out.receiver_fields)[plan.inputs[k].field[v]] = input_of(input_of, k);
  }
  return out;
}

/// Random choices for the reference inputs, array alias choices and String identity choices
/// among `inputs` (one per plan input), each one the plan allows given the earlier ones: null
/// about one time in four, an array another input's about one time in four, a String its own
/// object, the interned one or (where one has its text) another input's alike; and random
/// lengths for arrays of references (null to one past the elements modelled).
template <class Rng> void choose_references(const entry_plan &plan, std::vector<value> &inputs, Rng &rng) {
  std::vector<std::int64_t> choices = input_choices(plan, inputs);
  for (std::size_t k = 0; k < plan.inputs.size() && k < inputs.size(); ++k) {
    if (plan.inputs[k].has_element_inputs()) {
      std::int64_t modelled = 0;
      for (const auto &in : plan.inputs)
        modelled += &in != &plan.inputs[k] && in.parent == k && in.element != no_field;
      const std::int64_t n = std::uniform_int_distribution<std::int64_t>(-1, modelled + 1)(rng);
      const ir::type t = plan.inputs[k].ty;
      inputs[k] = n < 0 ? value::null_of(t)
                        : make_array(t, std::vector<value>(static_cast<std::size_t>(n), value::null_of(t.element())));
      choices[k] = n;
      continue;
    }
    if (!plan.inputs[k].is_choice()) continue;
    if (const auto text = plan.inputs[k].identity_of; text != no_input) { // a String's object
      std::vector<std::int64_t> allowed{-1, 0};
      const std::string *own = inputs[text].string();
      for (std::size_t a = 0; a < plan.inputs[k].aliases.size(); ++a) {
        const auto target = plan.inputs[k].aliases[a];
        const std::string *other = inputs[target].string();
        if (own && other && *own == *other && plan.allows(k, static_cast<std::int64_t>(1 + a), choices))
          allowed.push_back(static_cast<std::int64_t>(1 + a));
      }
      const std::int64_t c = own ? allowed[std::uniform_int_distribution<std::size_t>(0, allowed.size() - 1)(rng)] : -1;
      choices[k] = c;
      inputs[k] = value::of(ir::scalar::of_int(static_cast<std::int32_t>(c)));
      continue;
    }
    if (k == plan.receiver_input) { // always the receiver
      choices[k] = 0;
      inputs[k] = value::of(ir::scalar::of_int(0));
      continue;
    }
    std::vector<std::int64_t> allowed;
    for (std::int64_t c = 0; c < plan.inputs[k].alternatives(); ++c)
      if (plan.allows(k, c, choices)) allowed.push_back(c);
    std::int64_t c = -1; // an array's alias choice: its own array three times in four
    const bool other = std::uniform_int_distribution<int>(0, 3)(rng) != 0;
    if (!allowed.empty() && other == plan.inputs[k].reference)
      c = allowed[std::uniform_int_distribution<std::size_t>(0, allowed.size() - 1)(rng)];
    choices[k] = c;
    inputs[k] = value::of(ir::scalar::of_int(static_cast<std::int32_t>(c)));
  }
}

} // namespace symdelta::engine
