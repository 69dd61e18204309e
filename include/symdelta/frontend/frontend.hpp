#pragma once
// What every language frontend provides: everything the engine (engine/differ.hpp) asks of a
// language. Source text in, typed IR (or a diagnostic) out; and the language's convention for
// which method of a program is the one to compare when the user names none.
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/frontend/entry_method.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta {

/// - `F::language`: the language's name, for reports.
/// - `F::parse(source, file)`: lowers source text; `file` names it in diagnostics only.
/// - `F::parse_file(path)`: reads and lowers a file (how much it reads, and in which encoding, is
///   the language's business).
/// - `F::entry_method(program, name, argc)`: the function to compare or run: `name` if not empty
///   (among overloads, the one taking `argc` arguments when given), else the language's default.
///   choose_entry_method (frontend/entry_method.hpp) implements the shared part.
template <class F>
concept frontend = requires(std::string source, std::string file, const std::filesystem::path &path,
                            const ir::program &program, const std::string &name, std::optional<std::size_t> argc) {
  { F::language } -> std::convertible_to<std::string_view>;
  { F::parse(source, file) } -> std::same_as<result<ir::program>>;
  { F::parse_file(path) } -> std::same_as<result<ir::program>>;
  { F::entry_method(program, name, argc) } -> std::same_as<result<std::uint32_t>>;
};

} // namespace symdelta
