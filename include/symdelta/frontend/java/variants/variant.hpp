#pragma once
// What the variant generator (variants.hpp) makes: the transformations, a variant, the options.
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace symdelta::java {

enum class transformation : std::uint8_t { add, del, replace, add_call, loop_flip, swap_subtype };

inline constexpr std::array<transformation, 6> all_transformations{
    transformation::add,      transformation::del,       transformation::replace,
    transformation::add_call, transformation::loop_flip, transformation::swap_subtype};

constexpr std::string_view transformation_name(transformation t) {
  switch (t) {
  case transformation::add: return "add";
  case transformation::del: return "delete";
  case transformation::replace: return "replace";
  case transformation::add_call: return "add-call";
  case transformation::loop_flip: return "loop-flip";
  case transformation::swap_subtype: return "swap-subtype";
  }
  return "?";
}

inline std::optional<transformation> parse_transformation(std::string_view name) {
  for (transformation t : all_transformations)
    if (transformation_name(t) == name) return t;
  return std::nullopt;
}

struct variant {
  std::string method; // the host method's name
  transformation kind;
  std::uint32_t line = 0;  // 1-based line, in the original, of the location (the statement transformed)
  std::string node;        // tree-sitter kind of the location (delete, loop-flip, add-call, swap-subtype)
                           // or of the transplant (add, replace)
  std::string source;      // the variant's whole text
  std::string description; // one line
};

struct variant_options {
  std::optional<std::string> method; // nullopt: every method and constructor with a body
  std::uint64_t seed = 0;
  std::size_t count = 10; // at most this many distinct variants per transformation
  std::vector<transformation> transforms{all_transformations.begin(), all_transformations.end()};
};

} // namespace symdelta::java
