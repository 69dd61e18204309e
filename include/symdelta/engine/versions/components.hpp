#pragma once
// The components of a call's observable behaviour, by the names reports give them, and the
// static fields two versions are compared on (engine/witness/observation.hpp compares concrete runs on
// them, engine/explore/product_explorer.hpp symbolic paths).
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "symdelta/ir/intrinsic.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta::engine {

/// The components' names, as reports show them.
namespace component {
inline constexpr std::string_view ending = "exception";          // returned or threw, and which class
inline constexpr std::string_view returned = "return value";     // both returned: the value
inline constexpr std::string_view message = "exception message"; // both threw a program-built exception
inline std::string stream(ir::stream s) { return std::string(ir::stream_name(s)); }
inline std::string static_field(std::string_view name) { return fmt::format("static {}", name); }
inline std::string argument(std::string_view name) { return fmt::format("argument {}", name); }
inline std::string element(std::string_view array, std::size_t k) { return fmt::format("{}[{}]", array, k); }
inline std::string length(std::string_view array) { return fmt::format("{}.length", array); }
inline constexpr std::string_view receiver = "this"; // an instance method's receiver
inline std::string field(std::string_view object, std::string_view name) { return fmt::format("{}.{}", object, name); }
/// Which object a reference designates, up to the identity of objects the call created: the
/// first object reached in the fixed order of the components is object 0, the next new one
/// object 1, and so on, so two references to one object (aliasing) have the same number.
inline std::string identity(std::string_view reference) { return fmt::format("{} (identity)", reference); }
inline bool is_identity(std::string_view name) { return name.ends_with(" (identity)"); }
/// The class of the object a reference designates, compared where a file has several classes.
inline std::string runtime_class(std::string_view reference) { return fmt::format("{} (class)", reference); }
} // namespace component

/// The numbering of objects and arrays by first visit, which compares two heaps structurally
/// (component::identity): in the same order of visit, isomorphic heaps number alike.
class identity_numbering {
public:
  /// The number of the object at `address`, and whether this is its first visit (whose contents
  /// are then compared; a later visit compares the number only).
  std::pair<std::size_t, bool> visit(const void *address) {
    const auto known = inputs_.find(address);
    const auto [it, first] = ids_.emplace(address, known != inputs_.end() ? known->second : first_fresh + fresh_);
    if (first && known == inputs_.end()) ++fresh_;
    return {it->second, first};
  }
  /// Numbers the object at `address` by the reference input it is (engine/versions/entry.hpp): the same
  /// object in both versions, whatever each did with it (a caller holds it).
  void name_input(const void *address, std::size_t input) { inputs_.emplace(address, input); }

private:
  static constexpr std::size_t first_fresh = std::size_t{1} << 24; // past any input's number
  std::map<const void *, std::size_t> ids_, inputs_;
  std::size_t fresh_ = 0;
};

/// A field both versions declare in a class of the same name, with the same name and type:
/// compared after the call (a static one; an instance one in every object of a class that has
/// it). One declared by a single version (or with different types) is not observable alike in
/// both, and is not compared.
struct shared_field {
  std::string name; // a static field's as program::field_label gives it
  ir::type ty;
  std::uint32_t index[2]; // in the old and the new program
};

/// The fields (static, or instance) both versions declare alike.
inline std::vector<shared_field> shared_fields(const ir::program &old_p, const ir::program &new_p, bool statics) {
  std::vector<shared_field> out;
  for (std::uint32_t i = 0; i < old_p.fields.size(); ++i) {
    const ir::field &f = old_p.fields[i];
    if (f.is_static != statics) continue;
    for (std::uint32_t j = 0; j < new_p.fields.size(); ++j) {
      const ir::field &g = new_p.fields[j];
      if (g.is_static == statics && g.name == f.name && g.ty.base == f.ty.base && g.ty.dims == f.ty.dims &&
          old_p.class_label(f.owner) == new_p.class_label(g.owner) &&
          (f.ty.base != ir::prim::object || old_p.class_label(f.ty.cls) == new_p.class_label(g.ty.cls)))
        out.push_back({statics ? old_p.field_label(i) : f.name, f.ty, {i, j}});
    }
  }
  return out;
}
inline std::vector<shared_field> shared_statics(const ir::program &old_p, const ir::program &new_p) {
  return shared_fields(old_p, new_p, true);
}

} // namespace symdelta::engine
