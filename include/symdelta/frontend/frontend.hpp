#pragma once
// What every language frontend provides: source text in, typed IR (or a diagnostic) out.
#include <concepts>
#include <string>
#include <string_view>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta {

template <class F>
concept frontend = requires(std::string source, std::string file) {
  { F::language } -> std::convertible_to<std::string_view>;
  { F::parse(source, file) } -> std::same_as<result<ir::program>>;
};

} // namespace symdelta
