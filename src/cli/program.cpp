// The program's command line (cli::run_main, symdelta/cli/program.hpp): every command's options
// parsed with CLI11, the command run, and what it wrote flushed, a failed write an error.
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/huge_pages.hpp"
#include "cli/options.hpp"
#include "cli/validators.hpp"
#include "symdelta/cli/program.hpp"
#include "symdelta/core/version.hpp"

namespace symdelta::cli {

/// The exit status of a command that returned `status`, once what it wrote to standard output
/// and error is out: a write that failed (a full disk, /dev/full) makes it exit_usage, with a
/// message on standard error while that still takes one. `thrown` is the exception that ended
/// the command, if one did: a failed write's (fmt::print throws when a large one fails), or
/// another system error, said as it is.
static int flushed_status(int status, const std::system_error *thrown = nullptr) {
  // the commands write with stdio; std::cout and std::cerr too, where a library writes there
  // (std::cout writes through stdout: the first flush that fails sets errno)
  errno = 0;
  std::cout.flush();
  const bool out_failed = std::fflush(stdout) != 0 || std::ferror(stdout) || !std::cout;
  const std::string why = thrown ? thrown->code().message() : errno ? std::strerror(errno) : "";
  const auto say = [](const std::string &message) {
    try {
      fmt::print(stderr, "{}\n", message);
    } catch (const std::system_error &) { // standard error is lost too: the status alone says it
    }
  };
  if (out_failed) {
    say(fmt::format("standard output: i/o error: cannot write{}{}", why.empty() ? "" : ": ", why));
    return exit_usage;
  }
  std::cerr.flush();
  if (std::fflush(stderr) != 0 || std::ferror(stderr) || !std::cerr) return exit_usage;
  if (thrown) { // a failure neither stream shows
    say(fmt::format("error: {}", thrown->what()));
    return exit_usage;
  }
  return status;
}

/// The program's commands over the combinations it offers (every policy on every backend).
int run_main(int argc, char **argv, const std::vector<combination> &offered) {
  heap_on_huge_pages(); // before any thread starts: a Z3 context made with fewer page faults (huge_pages.hpp)
  const std::string program = argc > 0 ? std::filesystem::path(argv[0]).filename().string() : "symdelta";
  CLI::App app{program + ": symbolic differencing of two versions of a method"};
  app.set_version_flag("--version", std::string(symdelta::version));
  app.require_subcommand(1);

  ir_args ir;
  bool no_positions = false;
  auto *ir_cmd = app.add_subcommand("ir", "Print the typed IR a Java class lowers to");
  ir_cmd->add_option("file", ir.file, "Java source file")->required()->check(CLI::ExistingFile);
  ir_cmd->add_flag("--no-positions", no_positions, "Omit the line:column comments");
  ir_cmd
      ->add_option("--abstract", ir.abstract_new,
                   "With a second version NEW: print both versions with their common (unchanged) blocks abstracted as "
                   "uninterpreted functions")
      ->check(CLI::ExistingFile);
  ir_cmd->add_option(
      "--method,-m", ir.method,
      "With --abstract: the method to compare, [CLASS.]NAME[(TYPES)] (default: snippet, else the first)");
  ir_cmd->add_option("--refine", ir.refine, "With --abstract: functions whose code stays (repeatable)");
  ir_cmd->add_flag("--abstract-helpers", ir.helpers, "With --abstract: also abstract unchanged pure helper methods");
  ir_cmd->footer(
      fmt::format("{0} ir FILE prints one class; {0} ir OLD --abstract NEW prints both versions abstracted.", program));

  run_args run;
  auto *run_cmd =
      app.add_subcommand("run", "Run one method of a Java class on concrete arguments and print its result");
  run_cmd->add_option("file", run.file, "Java source file")->required()->check(CLI::ExistingFile);
  run_cmd->add_option("args", run.args,
                      "Arguments as Java expressions (after --), e.g. -- 3 2.5 'x' \"new int[]{1,2}\"");
  run_cmd->add_option("--method,-m", run.method,
                      "The method to run, [CLASS.]NAME[(TYPES)] as check's --method names it (default: snippet, else "
                      "the first declared method); a class's name runs its constructor and prints the object built");
  run_cmd->add_option("--steps", run.step_budget, "Step budget against infinite loops")
      ->check(whole_number<std::uint64_t>(1))
      ->capture_default_str();
  run_cmd->add_option("--max-depth", run.max_call_depth, "Call depth at which StackOverflowError is thrown")
      ->check(whole_number<std::uint32_t>(0))
      ->capture_default_str();
  run_cmd->add_flag("--show-output", run.show_output, "Also print what the method wrote with System.out (to stderr)");
  run_cmd->add_flag("--ideal", run.ideal,
                    "Run in ideal semantics (unbounded integers, reals with rounding bounds), as witnesses run; "
                    "exits 3 when a value or decision is undecidable there");
  run_cmd->footer("Prints one line: the return value (doubles as Java prints them, e.g. 1.0, NaN, -Infinity)\n"
                  "or 'throws <exception class>'. Exit status: 0 when the method ran, 2 on bad input,\n"
                  "3 when the step budget ran out.");

  check_args check_args;
  auto *check_cmd = app.add_subcommand("check", "Check two versions of a method for equivalence");
  check_cmd->add_option("old", check_args.old_file, "Old version (Java source)")->required()->check(CLI::ExistingFile);
  check_cmd->add_option("new", check_args.new_file, "New version (Java source)")->required()->check(CLI::ExistingFile);
  add_common_options(check_cmd, check_args.common, false, offered);
  check_cmd->add_option("--method,-m", check_args.method,
                        "The method to compare, [CLASS.]NAME[(TYPES)]: a method of any class of the file (without "
                        "CLASS: the main class's, the public class else the first, or the one class declaring it), "
                        "a constructor by its class's name (Light.Light; its result is the object it builds), an "
                        "overload by its parameter types ('area(int,int)'). Default: snippet, else the first method");
  check_cmd->add_option("--new-method", check_args.new_method,
                        "The new version's method, as --method names it, where its class or name differs from the "
                        "old one's (default: the method of the same name in the corresponding class: the main class, "
                        "else the class of the same name)");
  check_cmd->add_option("--json", check_args.json_file, "Write everything recorded as JSON to this file");
  check_cmd->add_option("--html", check_args.html_file,
                        "Write a self-contained HTML page of the check to this file: both versions side by side, the "
                        "partitions lighting up the lines they cover, path conditions folded (docs/report.md)");
  check_cmd->add_flag("--full", check_args.full,
                      "Print path conditions and outputs whole (by default a term longer than a line is cut)");
  check_cmd->add_flag("--smtlib", check_args.smtlib,
                      "Print path conditions and outputs in the text report and the HTML page as the solver's "
                      "SMT-LIB terms (by default as Java expressions over the method's names, e.g. "
                      "'!(x > 9.0) && Math.tan(2.0 * x) < 0.0'; --json always holds SMT-LIB)");
  check_cmd->footer(
      "Prints 'result: EQ|NEQ|MAYBE_EQ|MAYBE_NEQ|UNKNOWN|DEPTH_LIMITED|TIMEOUT|ERROR' on its own line,\n"
      "then one block per partition. Exit status as diff(1): 0 EQ, 1 NEQ, 3 any other verdict,\n"
      "2 usage or input error.\n\n"
      "The two semantics (--semantics) on pairs of versions of `return ...;`:\n"
      "  old                                 new                                  ideal  java (the JVM)\n"
      "  x + 1 > x                           true                                 EQ     NEQ (MAX_VALUE)\n"
      "  a + b + c (float)                   a + (b + c)                          EQ     NEQ (rounding)\n"
      "  Math.max(a, b) (double)             a > b ? a : b                        EQ     NEQ (NaN, -0.0)\n"
      "  -x / 2                              -(x / 2)                             EQ     NEQ (MIN_VALUE)\n"
      "  b == 0 ? a : (a * b) / b            a                                    EQ     NEQ (overflow)\n"
      "  !(x < y) (double)                   x >= y                               EQ     NEQ (NaN)\n"
      "  x + Integer.MAX_VALUE + 1           x + Integer.MIN_VALUE                NEQ    EQ\n"
      "  (byte) x                            ((x & 0xFF) ^ 0x80) - 0x80           NEQ    EQ\n"
      "  (char) (c + 1) > c                  c != '\\uffff'                         NEQ    EQ");

  bench_args bench_args;
  auto *bench_cmd = app.add_subcommand("bench", "Check every case of a benchmark folder and summarise");
  bench_cmd
      ->add_option(
          "dir", bench_args.dir,
          "Folder with cases: cases.tsv (a line per case, tab-separated: its folder inside DIR, expected EQ, NEQ or ?, "
          "method ([CLASS.]NAME[(TYPES)] as check's --method), and new_method: the new version's where its class or "
          "name differs), or else every folder holding oldV.java and newV.java or old.java and new.java (expected from "
          "a path component Eq/NEq, or from a '// expected: EQ' first line; the methods from '// method:' and "
          "'// new-method:' lines at its top). An optional "
          "labels-SEMANTICS.tsv beside them (labels-java.tsv, labels-ideal.tsv; a line per case, tab-separated: its "
          "folder, its label EQ, NEQ or ?) replaces those cases' labels in runs of that --semantics")
      ->required()
      ->check(CLI::ExistingDirectory);
  add_common_options(bench_cmd, bench_args.common, true, offered);
  bench_cmd->add_option("--json", bench_args.json_file, "Write the summary and every case as JSON to this file");
  bench_cmd->add_option("--filter", bench_args.filter, "Only cases whose name contains this text");
  bench_cmd->add_option("--runs", bench_args.runs, "Repetitions of every check (combined by majority in summaries)")
      ->check(whole_number<int>(1, 1000))
      ->capture_default_str();
  bench_cmd->add_option("--jobs,-j", bench_args.jobs, "Checks run at once, each in a process of its own")
      ->check(whole_number<std::size_t>(1, 256))
      ->capture_default_str();
  bench_cmd->add_option("--shard", bench_args.shard,
                        "Run only slice I of N (every N-th check from the I-th, 1 <= I <= N) of the campaign, e.g. "
                        "--shard 2/8; combine the shards' databases with " +
                            program + " merge");
  bench_cmd->add_flag("--resume", bench_args.resume,
                      "Skip the checks already stored in the database of --db; refused when they ran with other "
                      "options (each named, stored and given values)");
  bench_cmd->footer("The checks are every run x timeout x case x policy x solver. One line per check as it finishes\n"
                    "(with a progress bar and ETA on a terminal, plain progress lines otherwise), then a summary per\n"
                    "policy/solver and timeout, repetitions combined by majority (correct = EQ on expected EQ plus\n"
                    "NEQ on expected NEQ; wrong = NEQ on expected EQ or EQ on expected NEQ). A check that crashes or\n"
                    "exceeds --memory-limit is an ERROR of that check. With --db each check is stored as it finishes\n"
                    "(one transaction), so a campaign killed at any point continues with --resume.\n"
                    "Labels: each check is scored against the label of the semantics it ran (labels-SEMANTICS.tsv\n"
                    "where it names the case; the labels it replaced are listed before the checks and in the\n"
                    "summary, and --db stores the replacing one). With --confirm-jvm under --semantics java, a NEQ\n"
                    "on expected EQ whose witness the JVM confirms is marked LABEL REFUTED and counted as a\n"
                    "disputed label, neither correct nor wrong; the summary names them.\n"
                    "Exit status 1 when a verdict is wrong, 2 on bad input.");

  variants_args variants_args;
  auto *variants_cmd =
      app.add_subcommand("variants", "Make variants of a method and prove which are neutral (equivalent)");
  variants_cmd->add_option("file", variants_args.file, "Java source file")->required()->check(CLI::ExistingFile);
  variants_cmd->add_option("--method,-m", variants_args.method,
                           "The method whose statements are transformed (default: every method)");
  variants_cmd
      ->add_option("--seed", variants_args.seed, "Seed of the random choices (the same seed, the same variants)")
      ->check(whole_number<std::uint64_t>(0))
      ->capture_default_str();
  variants_cmd->add_option("--count", variants_args.count, "At most this many distinct variants per transformation")
      ->check(whole_number<std::size_t>(1, 100000))
      ->capture_default_str();
  variants_cmd
      ->add_option("--transform", variants_args.transforms,
                   "Transformations: add, delete, replace, add-call, loop-flip, swap-subtype (default: all)")
      ->delimiter(',');
  variants_cmd->add_flag("--javac", variants_args.javac, "Also compile every variant with javac and count those");
  variants_cmd
      ->add_option("--inputs", variants_args.inputs_file,
                   "Tests: one call per line, its arguments as Java expressions separated by commas; a "
                   "variant is test-neutral when it behaves like the original on all (default: the pre-pass's "
                   "inputs)")
      ->check(CLI::ExistingFile);
  variants_cmd->add_option("--emit", variants_args.emit_dir,
                           "Write each variant as a pair DIR/<variant>/oldV.java, newV.java, with variants.tsv and "
                           "cases.tsv (the decided variants, a benchmark bench reruns); a folder that is not "
                           "empty is refused without --overwrite");
  variants_cmd->add_flag("--overwrite", variants_args.overwrite,
                         "With --emit: write into a folder that is not empty, replacing what an earlier run wrote "
                         "there (variants.tsv, cases.tsv, variants.html, variant folders of the same names; they are "
                         "listed) and leaving everything else as it is");
  add_common_options(variants_cmd, variants_args.campaign.common, true, offered);
  variants_cmd->add_option("--jobs,-j", variants_args.campaign.jobs, "Checks run at once, each in a process of its own")
      ->check(whole_number<std::size_t>(1, 256))
      ->capture_default_str();
  variants_cmd->add_flag("--resume", variants_args.campaign.resume,
                         "Skip the checks already stored in the database of --db (report DB prints the NVR tables); "
                         "refused when they ran with other options, or are of other variants under the same names "
                         "(another --seed, --count, --transform or --method, or an edited program: each case named)");
  variants_cmd->footer(
      "Each variant that compiles is checked against the original (as bench checks a case, expected ?):\n"
      "EQ is a neutral variant, proved; NEQ a different one, with the input that shows it. A variant is\n"
      "test-neutral when it behaves like the original on the tests (--inputs, else the pre-pass's inputs);\n"
      "the test-neutral ones that are NEQ are listed with their witnesses. The summary gives, per\n"
      "transformation, the neutral variant rate (NVR) proved and by tests. Exit status 2 on bad input.");

  merge_args merge_args;
  auto *merge_cmd = app.add_subcommand("merge", "Combine result databases (e.g. of a campaign's shards) into one");
  merge_cmd->add_option("out", merge_args.out, "Database to add to (created if new)")->required();
  merge_cmd->add_option("inputs", merge_args.inputs, "Databases to copy from")->required()->check(CLI::ExistingFile);
  merge_cmd->footer(
      "A check OUT already holds (same case, tool, settings and run) is kept; merging twice adds nothing. "
      "Databases whose checks ran with other options beyond a check's key (--semantics, --prepass, "
      "--no-witnesses, ...), or that hold checks of the same key of other variants (symdelta variants of "
      "another --seed, say), are refused, and nothing is merged (docs/database.md).");

  report_args report_args;
  auto *report_cmd =
      app.add_subcommand("report", "Print the PASDA paper's views (Tables 5-7, 9, 10) of a result database");
  report_cmd->add_option("db", report_args.db, "Database written by check --db or bench --db")
      ->required()
      ->check(CLI::ExistingFile);
  report_cmd
      ->add_option("--format", report_args.format,
                   "text, markdown, csv, or html: one self-contained page with the tables (sortable), a cactus plot "
                   "and a runtime histogram, and a row per case that opens its check's page")
      ->check(CLI::IsMember({"text", "markdown", "csv", "html"}))
      ->capture_default_str();
  report_cmd
      ->add_option("--check", report_args.check_id,
                   "With --format html: the page of this one stored check (its id, from --checks)")
      ->check(whole_number<long>(1));
  report_cmd->add_flag("--smtlib", report_args.smtlib,
                       "With --format html: path conditions and outputs of the checks' pages as stored, the "
                       "solver's SMT-LIB terms (by default as Java expressions)");
  report_cmd
      ->add_option("-o,--output", report_args.output,
                   "Write the report (any format) to this file, - for standard output")
      ->capture_default_str();
  report_cmd
      ->add_option("--compare", report_args.compare,
                   "Two tools (e.g. pasda/z3,prv/z3) for the correct-set comparison (default: every pair)")
      ->delimiter(',')
      ->expected(2);
  report_cmd->add_flag("--checks", report_args.checks,
                       "Print only every stored check (id, case, tool, settings, run, result, runtime), one row each");
  report_cmd->footer("Program-level verdicts per tool, timeout and expected class; correct, wrong, best-effort and\n"
                     "undecided counts with runtimes; partition-level class shares; mean runtime per step; and which\n"
                     "cases one tool gets right and another does not. Repetitions are combined by majority (a tie\n"
                     "goes to the less decided verdict). For a campaign of `variants --db`, the neutral variant\n"
                     "rate per transformation and per node kind, proved and by tests. Works while a campaign is\n"
                     "still writing.");

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError &e) {
    // --help, --version or a usage error, through stdio as the commands write (a failure of
    // std::cout's own writes would leave no reason to report)
    std::ostringstream out, err;
    const int status = app.exit(e, out, err) == 0 ? 0 : exit_usage;
    try {
      fmt::print("{}", out.str());
      fmt::print(stderr, "{}", err.str());
    } catch (const std::system_error &failed) {
      return flushed_status(exit_usage, &failed);
    }
    return flushed_status(status);
  }
  ir.positions = !no_positions;
  // every write of a command can fail: fmt::print throws std::system_error when it does (a large
  // write), and the standard streams' buffers keep the failure of a small one until flushed
  try {
    int status = 0;
    if (*ir_cmd) status = ir_command(ir);
    if (*run_cmd) status = run_command(run);
    if (*check_cmd) status = check_command(check_args, offered);
    if (*bench_cmd) status = bench_command(bench_args, offered);
    if (*variants_cmd) status = variants_command(variants_args, offered);
    if (*merge_cmd) status = merge_command(merge_args);
    if (*report_cmd) status = report_command(report_args);
    return flushed_status(status);
  } catch (const std::system_error &e) {
    return flushed_status(exit_usage, &e);
  }
}

} // namespace symdelta::cli
