#pragma once
// Helpers shared by the unit tests: lower Java text, run a method on Java-literal arguments. They
// are compiled once, in support.cpp (the symdelta_test_support library): the Java frontend and the
// interpreter are the largest inline code of the library, and every test file calling them
// directly would compile them again.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "symdelta/core/diagnostic.hpp"
#include "symdelta/engine/execution/interpreter.hpp"
#include "symdelta/ir/node.hpp"

namespace symdelta::test {

/// The program `java` lowers to; fails the test on a diagnostic.
ir::program lower(const std::string &java);

/// The program a Java file lowers to; fails the test on a diagnostic.
ir::program lower_file(const std::filesystem::path &file);

/// The diagnostic `java` is refused with; fails the test when it is accepted.
diagnostic lowering_error(const std::string &java);

/// The values of arguments written as Java expressions, for function `fn` of `p`; fails the test
/// when one does not parse or evaluate.
std::vector<engine::value> arguments(const ir::program &p, std::uint32_t fn, const std::vector<std::string> &args);
/// The values of inputs of the given types written as Java expressions.
std::vector<engine::value> arguments(const std::vector<ir::type> &types, const std::vector<std::string> &args);

/// Runs `method` (default: snippet) of the class in `java` on arguments written as Java expressions.
engine::outcome run(const std::string &java, std::vector<std::string> args, const std::string &method = "snippet",
                    engine::run_options opts = {});

/// Runs function `fn` of `p` on arguments written as Java expressions.
engine::outcome run(const ir::program &p, std::uint32_t fn, const std::vector<std::string> &args,
                    engine::run_options opts = {});

/// The result of a run as the CLI would print it: the value (a String in quotes, a null reference
/// as null), or "throws <class>".
std::string result_text(const engine::outcome &o);

/// Wraps a method body into a class with `static T snippet(params) { body }`.
std::string method(const std::string &signature, const std::string &body);

/// Evaluates a Java expression of the given result type over parameters `params`.
std::string eval(const std::string &ret, const std::string &params, const std::string &expression,
                 std::vector<std::string> args = {});

} // namespace symdelta::test
