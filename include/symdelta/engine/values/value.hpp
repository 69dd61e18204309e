#pragma once
// Run-time values of the concrete interpreter: a primitive scalar, or a reference to an array,
// an instance of the analysed class, or a String. References share their target, as in Java.
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <variant>
#include <vector>

#include "symdelta/ir/node.hpp"
#include "symdelta/ir/semantics.hpp"

namespace symdelta::engine {

struct heap_array;
struct heap_object;

/// Which object a String is (docs/engine.md, "String identity"): unknown (== refuses to compare
/// it), the interned object of its text, String input k's own object, or an object a run created
/// (numbered from `created`, per run). Runs of both kinds (concrete and symbolic) use these.
namespace string_identity {
inline constexpr std::int32_t unknown = 0;
inline constexpr std::int32_t interned = 1;
inline constexpr std::int32_t created = std::int32_t{1} << 24;
inline constexpr std::int32_t input(std::size_t k) { return 2 + static_cast<std::int32_t>(k); }
} // namespace string_identity

struct value {
  ir::scalar s; // s.ty is the value's type; for references, the reference type
  std::variant<std::monostate, std::shared_ptr<heap_array>, std::shared_ptr<heap_object>,
               std::shared_ptr<const std::string>>
      ref;
  // ideal runs (engine/semantics/ideal_arith.hpp): a floating-point value's approximation of its real
  // value (s.d and s.f hold it rounded, for display), a bound on the distance between them, and
  // the computation an inexact one came from (same origin, same real)
  long double approx = 0, err = 0;
  std::uint64_t origin = 0;
  // ideal runs: a String whose text shows a floating-point value that is not exact (its digits
  // are those of the rounded double, not of the real value)
  bool inexact_text = false;
  // a String: which object it is (string_identity), what == compares (in the padding before
  // the end: a value's size is the interpreter's stack per nested expression)
  std::int32_t identity = 0;

  static value of(const ir::scalar &sc) { return {sc, {}}; }
  static value null_of(ir::type t) { return {ir::default_scalar(t), {}}; }
  [[nodiscard]] bool is_null() const { return s.ty.is_reference() && ref.index() == 0; }
  [[nodiscard]] heap_array *array() const {
    auto *p = std::get_if<1>(&ref);
    return p ? p->get() : nullptr;
  }
  [[nodiscard]] heap_object *object() const {
    auto *p = std::get_if<2>(&ref);
    return p ? p->get() : nullptr;
  }
  [[nodiscard]] const std::string *string() const {
    auto *p = std::get_if<3>(&ref);
    return p ? p->get() : nullptr;
  }
  /// The array or object the reference designates (its identity), or null.
  [[nodiscard]] const void *heap_address() const {
    return array() ? static_cast<const void *>(array()) : static_cast<const void *>(object());
  }
};

struct heap_array {
  ir::type elem;
  std::vector<value> items;
};

struct heap_object {
  std::vector<value> fields;
};

/// Java's default value of a field or array element of type t.
inline value default_value(ir::type t) {
  return t.is_reference() ? value::null_of(t) : value::of(ir::default_scalar(t));
}

inline value make_array(ir::type array_type, std::vector<value> items) {
  auto arr = std::make_shared<heap_array>(heap_array{array_type.element(), std::move(items)});
  return {ir::default_scalar(array_type), std::move(arr)};
}

inline value make_string(std::string s) {
  return {ir::default_scalar(ir::string_type), std::make_shared<const std::string>(std::move(s))};
}

/// `v`, an array copied (its elements shared): a run of its own changes its own copy.
inline value copied(const value &v) {
  if (const heap_array *a = v.array()) return make_array(v.s.ty, a->items);
  return v;
}

/// What a report shows of an array or object: its identity, its elements or fields, its class.
template <class Value> struct heap_view {
  const void *address = nullptr; // null: not an array or object
  const std::vector<Value> *items = nullptr;
  bool is_array = false;
  std::uint32_t cls = 0;
};
inline heap_view<value> view_of(const value &v) {
  if (const heap_array *a = v.array()) return {a, &a->items, true, 0};
  if (const heap_object *o = v.object()) return {o, &o->fields, false, v.s.ty.cls};
  return {};
}

namespace detail {
template <class Value, class Leaf>
std::string structured_text(const Value &v, const ir::program &p, const Leaf &leaf, std::set<const void *> &open) {
  const auto h = view_of(v);
  if (!h.address) return leaf(v);
  if (!open.insert(h.address).second) return "{...}";
  std::string s;
  if (h.is_array) {
    for (std::size_t i = 0; i < h.items->size(); ++i)
      s += (i ? ", " : "") + structured_text((*h.items)[i], p, leaf, open);
    s = "[" + s + "]";
  } else {
    for (std::uint32_t i = 0; i < p.fields.size() && i < h.items->size(); ++i)
      if (p.has_field(h.cls, i))
        s += (s.empty() ? "" : ", ") + p.fields[i].name + "=" + structured_text((*h.items)[i], p, leaf, open);
    s = (h.cls == 0 ? "" : p.class_label(h.cls)) + "{" + s + "}";
  }
  open.erase(h.address);
  return s;
}
} // namespace detail

/// A value as reports print it: an array's elements in brackets, an object's instance fields in
/// braces (after its class's name unless it is the main class's), `{...}` for an array or object
/// within itself (a cycle); `leaf` writes every other value (a primitive, a String, null). For
/// the interpreter's values and symbolic ones alike (`view_of` says what an array or object is).
template <class Value, class Leaf> std::string structured_text(const Value &v, const ir::program &p, const Leaf &leaf) {
  std::set<const void *> open;
  return detail::structured_text(v, p, leaf, open);
}

} // namespace symdelta::engine
