#pragma once
// Choosing the method to run or compare in a lowered program: the part of an entry-method
// convention every language shares (a name, overloads told apart by arity). A frontend's own
// convention (its default name) is its `entry_method` (frontend/frontend.hpp).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta {

/// The method of the main class to run or compare: `name` if given (when overloaded, the version
/// taking `argc` arguments), else `default_name` if the class has a method of that name, else the
/// first method declared. A constructor is chosen by the class's name or `<init>` (its IR name).
inline result<std::uint32_t> choose_entry_method(const ir::program &p, const std::string &name,
                                                 std::optional<std::size_t> argc, std::string_view default_name) {
  const std::string wanted = name.empty() && !default_name.empty() && p.find_function(default_name) != ir::no_function
                                 ? std::string(default_name)
                                 : name;
  const bool constructor = !wanted.empty() && (wanted == p.class_name || wanted == "<init>");
  std::vector<std::uint32_t> named;
  for (std::uint32_t i = 0; i < p.functions.size(); ++i) {
    const auto &f = p.functions[i];
    if (f.owner != 0 || f.is_abstract || f.is_constructor != constructor) continue;
    if (wanted.empty()) return i;
    if (constructor || f.name == wanted) named.push_back(i);
  }
  if (named.empty()) {
    if (wanted.empty()) return diagnostic{diagnostic::kind::usage, p.file, {}, "the class declares no method"};
    if (constructor)
      return diagnostic{diagnostic::kind::usage,
                        p.file,
                        {},
                        fmt::format("class {} declares no constructor to run (the implicit one has no parameters "
                                    "and builds the fields' initial values)",
                                    p.class_name)};
    return diagnostic{
        diagnostic::kind::usage, p.file, {}, fmt::format("no method named '{}' in class {}", wanted, p.class_name)};
  }
  if (named.size() == 1 || !argc) return named[0];
  std::vector<std::uint32_t> by_arity;
  for (auto i : named)
    if (p.functions[i].param_count == *argc) by_arity.push_back(i);
  if (by_arity.size() == 1) return by_arity[0];
  return diagnostic{
      diagnostic::kind::usage,
      p.file,
      {},
      fmt::format("method '{}' is overloaded; {} of its versions take {} arguments", wanted, by_arity.size(), *argc)};
}

} // namespace symdelta
