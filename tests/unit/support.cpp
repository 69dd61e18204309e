// The unit tests' helpers (support.hpp), compiled once for every test program.
#include "support.hpp"

#include "symdelta/engine/values/java_format.hpp"
#include "symdelta/frontend/java/frontend.hpp"

namespace symdelta::test {

ir::program lower(const std::string &java) {
  auto r = java::frontend::parse(java, "Test.java");
  INFO(java);
  if (!r.ok()) FAIL(r.error().to_string());
  return std::move(r).value();
}

ir::program lower_file(const std::filesystem::path &file) {
  auto r = java::frontend::parse_file(file);
  INFO(file);
  if (!r.ok()) FAIL(r.error().to_string());
  return std::move(r).value();
}

diagnostic lowering_error(const std::string &java) {
  auto r = java::frontend::parse(java, "Test.java");
  INFO(java);
  if (r.ok()) FAIL("expected a diagnostic, but the program was accepted");
  return r.error();
}

engine::outcome run(const std::string &java, std::vector<std::string> args, const std::string &method,
                    engine::run_options opts) {
  const ir::program p = lower(java);
  const auto fn = p.find_function(method);
  REQUIRE(fn != ir::no_function);
  return run(p, fn, args, opts);
}

engine::outcome run(const ir::program &p, std::uint32_t fn, const std::vector<std::string> &args,
                    engine::run_options opts) {
  engine::interpreter interp(p, opts);
  return interp.call(fn, arguments(p, fn, args));
}

std::vector<engine::value> arguments(const ir::program &p, std::uint32_t fn, const std::vector<std::string> &args) {
  return arguments(p.functions[fn].param_types(), args);
}

std::vector<engine::value> arguments(const std::vector<ir::type> &types, const std::vector<std::string> &args) {
  auto arg_prog = java::frontend::parse_arguments(types, args);
  if (!arg_prog.ok()) FAIL(arg_prog.error().to_string());
  engine::interpreter arg_eval(*arg_prog);
  auto values = arg_eval.static_values();
  REQUIRE(values.ok());
  return std::move(*values);
}

std::string result_text(const engine::outcome &o) {
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

std::string method(const std::string &signature, const std::string &body) {
  return "class T { static " + signature + " {\n" + body + "\n} }";
}

std::string eval(const std::string &ret, const std::string &params, const std::string &expression,
                 std::vector<std::string> args) {
  return result_text(run(method(ret + " snippet(" + params + ")", "return " + expression + ";"), std::move(args)));
}

} // namespace symdelta::test
