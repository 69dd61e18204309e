#pragma once
// The program's commands, as cli/main.hpp calls them. They are function templates (over nothing)
// so that a program compiles them in a translation unit of its own, as it does the engine
// (cli/check_instances.hpp): cli/command_instances.hpp compiles them where it is included, and
// the one calling cli::main only parses the command line. cli/check.hpp and cli/campaign.hpp
// define check and bench, cli/variants.hpp variants, cli/inspect_commands.hpp ir and run, cli/database_commands.hpp
// merge and report.
#include <vector>

#include "symdelta/cli/combinations.hpp"
#include "symdelta/cli/options.hpp"

namespace symdelta::cli {

template <class = void> int check_command(const check_args &a, const std::vector<combination> &offered);
template <class = void> int bench_command(const bench_args &a, const std::vector<combination> &offered);
template <class = void> int variants_command(const variants_args &a, const std::vector<combination> &offered);
template <class = void> int ir_command(const ir_args &a);
template <class = void> int run_command(const run_args &a);
template <class = void> int merge_command(const merge_args &a);
template <class = void> int report_command(const report_args &a);

} // namespace symdelta::cli
