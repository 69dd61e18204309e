#pragma once
// The components of a call's observable behaviour, by the names reports give them, and the
// static fields two versions are compared on (engine/observation.hpp compares concrete runs on
// them, engine/product_explorer.hpp symbolic paths).
#include <cstdint>
#include <string>
#include <string_view>
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
} // namespace component

/// A static field both versions declare with the same name and type: compared after the call.
/// One declared by a single version (or with different types) is not observable alike in both,
/// and is not compared.
struct shared_static {
  std::string name;
  ir::type ty;
  std::uint32_t index[2]; // in the old and the new program
};

inline std::vector<shared_static> shared_statics(const ir::program &old_p, const ir::program &new_p) {
  std::vector<shared_static> out;
  for (std::uint32_t i = 0; i < old_p.fields.size(); ++i) {
    const ir::field &f = old_p.fields[i];
    if (!f.is_static) continue;
    for (std::uint32_t j = 0; j < new_p.fields.size(); ++j)
      if (new_p.fields[j].is_static && new_p.fields[j].name == f.name && new_p.fields[j].ty == f.ty)
        out.push_back({f.name, f.ty, {i, j}});
  }
  return out;
}

} // namespace symdelta::engine
