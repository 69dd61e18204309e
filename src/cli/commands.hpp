#pragma once
// The program's commands, as cli::run_main (program.cpp) calls them once the command line is
// parsed. Each takes the policy/backend combinations the program offers as values, so the
// commands are compiled once for every program: check.cpp, campaign.cpp (bench), variants.cpp,
// inspect_commands.cpp (ir, run) and database_commands.cpp (merge, report).
#include <vector>

#include "cli/options.hpp"
#include "symdelta/cli/combinations.hpp"

namespace symdelta::cli {

int check_command(const check_args &a, const std::vector<combination> &offered);
int bench_command(const bench_args &a, const std::vector<combination> &offered);
int variants_command(const variants_args &a, const std::vector<combination> &offered);
int ir_command(const ir_args &a);
int run_command(const run_args &a);
int merge_command(const merge_args &a);
int report_command(const report_args &a);

} // namespace symdelta::cli
