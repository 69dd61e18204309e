#pragma once
// Helpers shared by the unit tests: lower Java text, run a method on Java-literal arguments.
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "symdelta/symdelta.hpp"

namespace symdelta::test {

inline ir::program lower(const std::string &java) {
  auto r = java::frontend::parse(java, "Test.java");
  INFO(java);
  if (!r.ok()) FAIL(r.error().to_string());
  return std::move(r).value();
}

inline diagnostic lowering_error(const std::string &java) {
  auto r = java::frontend::parse(java, "Test.java");
  INFO(java);
  if (r.ok()) FAIL("expected a diagnostic, but the program was accepted");
  return r.error();
}

/// Runs `method` (default: snippet) of the class in `java` on arguments written as Java expressions.
inline engine::outcome run(const std::string &java, std::vector<std::string> args,
                           const std::string &method = "snippet", engine::run_options opts = {}) {
  const ir::program p = lower(java);
  const auto fn = p.find_function(method);
  REQUIRE(fn != ir::no_function);
  auto arg_prog = java::frontend::parse_arguments(p.functions[fn].param_types(), args);
  if (!arg_prog.ok()) FAIL(arg_prog.error().to_string());
  engine::interpreter arg_eval(*arg_prog);
  auto values = arg_eval.static_values();
  REQUIRE(values.ok());
  engine::interpreter interp(p, opts);
  return interp.call(fn, std::move(*values));
}

/// The result of a run as the CLI would print it: the value (a String in quotes, a null reference
/// as null), or "throws <class>".
inline std::string result_text(const engine::outcome &o) {
  switch (o.what) {
  case engine::outcome::kind::returned:
    if (o.result.is_null()) return "null";
    if (const std::string *s = o.result.string()) return "\"" + *s + "\"";
    return engine::java_to_string(o.result.s);
  case engine::outcome::kind::threw: return "throws " + o.exception;
  case engine::outcome::kind::budget_exhausted: return "budget exhausted";
  case engine::outcome::kind::invalid_call: return "invalid call: " + o.exception;
  case engine::outcome::kind::undecidable: return "undecidable: " + o.exception;
  }
  return "?";
}

/// Wraps a method body into a class with `static T snippet(params) { body }`.
inline std::string method(const std::string &signature, const std::string &body) {
  return "class T { static " + signature + " {\n" + body + "\n} }";
}

/// Evaluates a Java expression of the given result type over parameters `params`.
inline std::string eval(const std::string &ret, const std::string &params, const std::string &expression,
                        std::vector<std::string> args = {}) {
  return result_text(run(method(ret + " snippet(" + params + ")", "return " + expression + ";"), std::move(args)));
}

} // namespace symdelta::test
