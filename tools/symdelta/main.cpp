// symdelta: command-line front door to the library.
//   symdelta ir FILE                          print the IR a Java class lowers to
//   symdelta run FILE [--method M] -- ARG...  run one method on concrete arguments
#include <algorithm>
#include <cstdio>
#include <iostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "campaign.hpp"
#include "commands.hpp"
#include "database_commands.hpp"
#include "symdelta/symdelta.hpp"

namespace {

using namespace symdelta;

constexpr int exit_usage = 2;  // bad command line, unreadable or unsupported input
constexpr int exit_budget = 3; // the run did not finish within its step budget

int report(const diagnostic &d) {
  fmt::print(stderr, "{}\n", d.to_string());
  return exit_usage;
}

std::string show(const engine::value &v) {
  if (v.s.ty.is_void()) return "void";
  if (v.is_null()) return "null";
  if (const auto *a = v.array()) {
    std::string s = "[";
    for (std::size_t i = 0; i < a->items.size(); ++i)
      s += (i ? ", " : "") + show(a->items[i]);
    return s + "]";
  }
  if (const auto *str = v.string()) return *str;
  if (v.object()) return "object";
  return engine::java_to_string(v.s);
}

int run_command(const std::string &file, const std::string &method, const std::vector<std::string> &args,
                const engine::run_options &opts, bool show_output) {
  auto prog = java::frontend::parse_file(file);
  if (!prog) return report(prog.error());
  auto fn = entry_method(*prog, method, args.size());
  if (!fn) return report(fn.error());
  const ir::function &f = prog->functions[*fn];
  const auto types = f.param_types();
  auto arg_prog = java::frontend::parse_arguments(types, args);
  if (!arg_prog) {
    diagnostic d = arg_prog.error();
    d.file = fmt::format("{}: {}", file, f.name);
    return report(d);
  }
  // The arguments are the static fields of a synthetic class; its initialisation computes them.
  engine::interpreter arg_eval(*arg_prog);
  auto values = arg_eval.static_values();
  if (!values) return report(values.error());

  engine::interpreter interp(*prog, opts);
  const engine::outcome out = interp.call(*fn, std::move(*values));
  if (show_output)
    for (const auto &ev : out.output)
      fmt::print(stderr, "{}", ev.text);
  switch (out.what) {
  case engine::outcome::kind::returned: fmt::print("{}\n", show(out.result)); return 0;
  case engine::outcome::kind::threw: fmt::print("throws {}\n", out.exception); return 0;
  case engine::outcome::kind::invalid_call:
    fmt::print(stderr, "{}: usage error: {}\n", file, out.exception);
    return exit_usage;
  case engine::outcome::kind::budget_exhausted:
    fmt::print(stderr, "{}: error: the run did not finish within {} steps (raise --steps)\n", file, opts.step_budget);
    return exit_budget;
  case engine::outcome::kind::undecidable:
    fmt::print(stderr, "{}:{}: undecidable in ideal semantics: {}\n", file, out.where.line, out.exception);
    return exit_budget;
  }
  return 0;
}

int ir_command(const std::string &file, bool positions) {
  auto prog = java::frontend::parse_file(file);
  if (!prog) return report(prog.error());
  fmt::print("{}", ir::to_string(*prog, {positions}));
  return 0;
}

/// `ir --abstract OLD NEW`: both versions with their common blocks abstracted.
int abstract_command(const std::string &old_file, const std::string &new_file, const std::string &method,
                     const std::vector<std::string> &refined, bool helpers, bool positions) {
  auto old_p = java::frontend::parse_file(old_file);
  if (!old_p) return report(old_p.error());
  auto new_p = java::frontend::parse_file(new_file);
  if (!new_p) return report(new_p.error());
  auto old_fn = entry_method(*old_p, method);
  if (!old_fn) return report(old_fn.error());
  auto new_fn = entry_method(*new_p, old_p->functions[*old_fn].name);
  if (!new_fn) return report(new_fn.error());
  const auto a = diff::abstract(*old_p, *old_fn, *new_p, *new_fn, {refined.begin(), refined.end()},
                                diff::abstraction_options{helpers});
  for (const auto &r : refined)
    if (std::none_of(a.uifs.begin(), a.uifs.end(), [&](const auto &u) { return u.name == r; }))
      return report(
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

} // namespace

int main(int argc, char **argv) {
  CLI::App app{"symdelta: symbolic differencing of two versions of a method"};
  app.set_version_flag("--version", std::string(symdelta::version));
  app.require_subcommand(1);

  std::string file;
  bool no_positions = false;
  auto *ir_cmd = app.add_subcommand("ir", "Print the typed IR a Java class lowers to");
  ir_cmd->add_option("file", file, "Java source file")->required()->check(CLI::ExistingFile);
  ir_cmd->add_flag("--no-positions", no_positions, "Omit the line:column comments");
  std::string abstract_new, ir_method;
  std::vector<std::string> refine;
  bool helpers = false;
  ir_cmd
      ->add_option("--abstract", abstract_new,
                   "With a second version NEW: print both versions with their common (unchanged) blocks abstracted as "
                   "uninterpreted functions")
      ->check(CLI::ExistingFile);
  ir_cmd->add_option("--method,-m", ir_method,
                     "With --abstract: the method to compare (default: snippet, else the first)");
  ir_cmd->add_option("--refine", refine, "With --abstract: functions whose code stays (repeatable)");
  ir_cmd->add_flag("--abstract-helpers", helpers, "With --abstract: also abstract unchanged pure helper methods");
  ir_cmd->footer("symdelta ir FILE prints one class; symdelta ir OLD --abstract NEW prints both versions abstracted.");

  std::string method;
  std::vector<std::string> args;
  engine::run_options opts;
  bool show_output = false;
  auto *run_cmd =
      app.add_subcommand("run", "Run one method of a Java class on concrete arguments and print its result");
  run_cmd->add_option("file", file, "Java source file")->required()->check(CLI::ExistingFile);
  run_cmd->add_option("args", args, "Arguments as Java expressions (after --), e.g. -- 3 2.5 'x' \"new int[]{1,2}\"");
  run_cmd->add_option("--method,-m", method, "Method to run (default: snippet, else the first declared method)");
  run_cmd->add_option("--steps", opts.step_budget, "Step budget against infinite loops")
      ->check(symdelta::cli::whole_number<std::uint64_t>(1))
      ->capture_default_str();
  run_cmd->add_option("--max-depth", opts.max_call_depth, "Call depth at which StackOverflowError is thrown")
      ->check(symdelta::cli::whole_number<std::uint32_t>(0))
      ->capture_default_str();
  run_cmd->add_flag("--show-output", show_output, "Also print what the method wrote with System.out (to stderr)");
  run_cmd->add_flag("--ideal", opts.ideal,
                    "Run in ideal semantics (unbounded integers, reals with rounding bounds), as witnesses run; "
                    "exits 3 when a value or decision is undecidable there");
  run_cmd->footer("Prints one line: the return value (doubles as Java prints them, e.g. 1.0, NaN, -Infinity)\n"
                  "or 'throws <exception class>'. Exit status: 0 when the method ran, 2 on bad input,\n"
                  "3 when the step budget ran out.");

  symdelta::cli::check_args check_args;
  auto *check_cmd = app.add_subcommand("check", "Check two versions of a method for equivalence");
  check_cmd->add_option("old", check_args.old_file, "Old version (Java source)")->required()->check(CLI::ExistingFile);
  check_cmd->add_option("new", check_args.new_file, "New version (Java source)")->required()->check(CLI::ExistingFile);
  symdelta::cli::add_common_options(check_cmd, check_args.common, false);
  check_cmd->add_option("--method,-m", check_args.method,
                        "Method to compare (default: snippet, else the first declared)");
  check_cmd->add_option("--json", check_args.json_file, "Write everything recorded as JSON to this file");
  check_cmd->footer("Prints 'result: EQ|NEQ|MAYBE_EQ|MAYBE_NEQ|UNKNOWN|DEPTH_LIMITED|TIMEOUT|ERROR' on its own line,\n"
                    "then one block per partition. Exit status as diff(1): 0 EQ, 1 NEQ, 3 any other verdict,\n"
                    "2 usage or input error.");

  symdelta::cli::bench_args bench_args;
  auto *bench_cmd = app.add_subcommand("bench", "Check every case of a benchmark folder and summarise");
  bench_cmd
      ->add_option(
          "dir", bench_args.dir,
          "Folder with cases: cases.tsv (a line per case, tab-separated: its folder inside DIR, expected EQ, NEQ or ?, "
          "method), or else every folder holding oldV.java and newV.java or old.java and new.java (expected from a "
          "path "
          "component Eq/NEq, or from a '// expected: EQ' first line)")
      ->required()
      ->check(CLI::ExistingDirectory);
  symdelta::cli::add_common_options(bench_cmd, bench_args.common, true);
  bench_cmd->add_option("--json", bench_args.json_file, "Write the summary and every case as JSON to this file");
  bench_cmd->add_option("--filter", bench_args.filter, "Only cases whose name contains this text");
  bench_cmd->add_option("--runs", bench_args.runs, "Repetitions of every check (combined by majority in summaries)")
      ->check(symdelta::cli::whole_number<int>(1, 1000))
      ->capture_default_str();
  bench_cmd->add_option("--jobs,-j", bench_args.jobs, "Checks run at once, each in a process of its own")
      ->check(symdelta::cli::whole_number<std::size_t>(1, 256))
      ->capture_default_str();
  bench_cmd->add_option("--shard", bench_args.shard,
                        "Run only slice I of N (every N-th check from the I-th, 1 <= I <= N) of the campaign, e.g. "
                        "--shard 2/8; combine the shards' databases with symdelta merge");
  bench_cmd->add_flag("--resume", bench_args.resume,
                      "Skip the checks already stored in the database of --db; refused when they ran with other "
                      "options (each named, stored and given values)");
  bench_cmd->footer("The checks are every run x timeout x case x policy x solver. One line per check as it finishes\n"
                    "(with a progress bar and ETA on a terminal, plain progress lines otherwise), then a summary per\n"
                    "policy/solver and timeout, repetitions combined by majority (correct = EQ on expected EQ plus\n"
                    "NEQ on expected NEQ; wrong = NEQ on expected EQ or EQ on expected NEQ). A check that crashes or\n"
                    "exceeds --memory-limit is an ERROR of that check. With --db each check is stored as it finishes\n"
                    "(one transaction), so a campaign killed at any point continues with --resume.\n"
                    "Exit status 1 when a verdict is wrong, 2 on bad input.");

  symdelta::cli::merge_args merge_args;
  auto *merge_cmd = app.add_subcommand("merge", "Combine result databases (e.g. of a campaign's shards) into one");
  merge_cmd->add_option("out", merge_args.out, "Database to add to (created if new)")->required();
  merge_cmd->add_option("inputs", merge_args.inputs, "Databases to copy from")->required()->check(CLI::ExistingFile);
  merge_cmd->footer(
      "A check OUT already holds (same case, tool, settings and run) is kept; merging twice adds nothing.");

  symdelta::cli::report_args report_args;
  auto *report_cmd =
      app.add_subcommand("report", "Print the PASDA paper's views (Tables 5-7, 9, 10) of a result database");
  report_cmd->add_option("db", report_args.db, "Database written by check --db or bench --db")
      ->required()
      ->check(CLI::ExistingFile);
  report_cmd->add_option("--format", report_args.format, "text, markdown or csv")
      ->check(CLI::IsMember({"text", "markdown", "csv"}))
      ->capture_default_str();
  report_cmd
      ->add_option("--compare", report_args.compare,
                   "Two tools (e.g. pasda/z3,prv/z3) for the correct-set comparison (default: every pair)")
      ->delimiter(',')
      ->expected(2);
  report_cmd->add_flag("--checks", report_args.checks,
                       "Print only every stored check (case, tool, settings, run, result, runtime), one row each");
  report_cmd->footer("Program-level verdicts per tool, timeout and expected class; correct, wrong, best-effort and\n"
                     "undecided counts with runtimes; partition-level class shares; mean runtime per step; and which\n"
                     "cases one tool gets right and another does not. Repetitions are combined by majority (a tie\n"
                     "goes to the less decided verdict). Works while a campaign is still writing.");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    return app.exit(e) == 0 ? 0 : exit_usage;
  }
  if (*ir_cmd && !abstract_new.empty())
    return abstract_command(file, abstract_new, ir_method, refine, helpers, !no_positions);
  if (*ir_cmd) return ir_command(file, !no_positions);
  if (*run_cmd) return run_command(file, method, args, opts, show_output);
  if (*check_cmd) return symdelta::cli::check_command(check_args);
  if (*bench_cmd) return symdelta::cli::bench_command(bench_args);
  if (*merge_cmd) return symdelta::cli::merge_command(merge_args);
  if (*report_cmd) return symdelta::cli::report_command(report_args);
  return 0;
}
