// `ir FILE` prints the IR a Java class lowers to, `ir OLD --abstract NEW` both versions with their
// common blocks abstracted, and `run FILE -- ARG...` runs one method on concrete arguments.
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "symdelta/core/diagnostic.hpp"
#include "symdelta/diff/abstraction.hpp"
#include "symdelta/engine/execution/interpreter.hpp"
#include "symdelta/engine/values/java_format.hpp"
#include "symdelta/engine/versions/versions.hpp"
#include "symdelta/frontend/java/frontend.hpp"
#include "symdelta/ir/main_class.hpp"
#include "symdelta/ir/printer.hpp"

namespace symdelta::cli {

int report_diagnostic(const diagnostic &d) {
  fmt::print(stderr, "{}\n", d.to_string());
  return exit_usage;
}

/// A value as `run` prints it: as Java prints it, arrays in brackets, objects as their instance
/// fields in braces (engine::structured_text).
std::string show(const engine::value &v, const ir::program &p) {
  return engine::structured_text(v, p, [](const engine::value &x) {
    if (x.s.ty.is_void()) return std::string("void");
    if (x.is_null()) return std::string("null");
    if (const auto *str = x.string()) return *str;
    return engine::java_to_string(x.s);
  });
}

// `run`'s defaults are the interpreter's
static_assert(run_args{}.step_budget == engine::run_options{}.step_budget &&
              run_args{}.max_call_depth == engine::run_options{}.max_call_depth);

int run_command(const run_args &a) {
  const std::string &file = a.file;
  engine::run_options opts;
  opts.step_budget = a.step_budget;
  opts.max_call_depth = a.max_call_depth;
  opts.ideal = a.ideal;
  auto prog = java::frontend::parse_file(file);
  if (!prog) return report_diagnostic(prog.error());
  auto fn = java::frontend::entry_method(*prog, a.method, a.args.size());
  if (!fn) return report_diagnostic(fn.error());
  ir::make_main_class(*prog, prog->functions[*fn].owner); // (a method of another class: the one run)
  const ir::function &f = prog->functions[*fn];
  const auto types = f.param_types();
  auto arg_prog = java::frontend::parse_arguments(types, a.args);
  if (!arg_prog) {
    diagnostic d = arg_prog.error();
    d.file = fmt::format("{}: {}", file, f.name);
    return report_diagnostic(d);
  }
  // The arguments are the static fields of a synthetic class; its initialisation computes them.
  engine::interpreter arg_eval(*arg_prog);
  auto values = arg_eval.static_values();
  if (!values) return report_diagnostic(values.error());

  engine::interpreter interp(*prog, opts);
  const engine::outcome out = interp.call(*fn, std::move(*values));
  if (a.show_output)
    for (const auto &ev : out.output)
      fmt::print(stderr, "{}", ev.text);
  switch (out.what) {
  case engine::outcome::kind::returned: fmt::print("{}\n", show(out.result, *prog)); return 0;
  case engine::outcome::kind::threw: fmt::print("throws {}\n", out.exception); return 0;
  case engine::outcome::kind::invalid_call:
    fmt::print(stderr, "{}: usage error: {}\n", file, out.exception);
    return exit_usage;
  case engine::outcome::kind::budget_exhausted:
    fmt::print(stderr, "{}: error: the run did not finish within {} steps (raise --steps)\n", file, opts.step_budget);
    return exit_budget;
  case engine::outcome::kind::undecidable:
    fmt::print(stderr, "{}:{}: {}: {}\n", file, out.where.line,
               opts.ideal ? "undecidable in ideal semantics" : "not modelled in a concrete run", out.exception);
    return exit_budget;
  }
  return 0;
}

/// `ir --abstract OLD NEW`: both versions with their common blocks abstracted.
int abstract_command(const ir_args &args) {
  const std::string &old_file = args.file, &new_file = args.abstract_new, &method = args.method;
  const std::vector<std::string> &refined = args.refine;
  const bool helpers = args.helpers, positions = args.positions;
  auto versions = engine::compared_versions<java::frontend>(java::frontend::parse_file(old_file),
                                                            java::frontend::parse_file(new_file), method);
  if (!versions) return report_diagnostic(versions.error());
  const auto a = diff::abstract(versions->prog[0], versions->fn[0], versions->prog[1], versions->fn[1],
                                {refined.begin(), refined.end()}, diff::abstraction_options{helpers});
  for (const auto &r : refined)
    if (std::none_of(a.uifs.begin(), a.uifs.end(), [&](const auto &u) { return u.name == r; }))
      return report_diagnostic(
          diagnostic{diagnostic::kind::usage, old_file, {}, fmt::format("no function named {} to refine", r)});
  fmt::print("// {} common blocks, {} uninterpreted functions ({} refined)\n", a.blocks.size(), a.uifs.size(),
             a.refined.size());
  for (const auto &u : a.uifs) {
    std::string ins;
    for (const auto &i : u.inputs)
      ins += (ins.empty() ? "" : ", ") + ir::to_string(i.ty) + " " + i.name;
    fmt::print("//   {} {}({}){}  block {} at {}:{}, loop depth {}, non-linear operations {}\n",
               ir::to_string(u.output.ty), u.name, ins, a.refined.count(u.name) ? " refined" : "", u.block, u.pos.line,
               u.pos.column, u.loop_depth, u.nonlinear_ops);
  }
  fmt::print("// old: {}\n{}", old_file, ir::to_string(a.old_p, {positions}));
  fmt::print("// new: {}\n{}", new_file, ir::to_string(a.new_p, {positions}));
  return 0;
}

int ir_command(const ir_args &a) {
  if (!a.abstract_new.empty()) return abstract_command(a);
  auto prog = java::frontend::parse_file(a.file);
  if (!prog) return report_diagnostic(prog.error());
  fmt::print("{}", ir::to_string(*prog, {a.positions}));
  return 0;
}

} // namespace symdelta::cli
