#pragma once
// Compiles the commands that inspect a program or a results database, ir, run, merge and report
// (cli/commands.hpp), where it is included: see command_instances.hpp.
#include "symdelta/cli/commands.hpp"
#include "symdelta/cli/database_commands.hpp"
#include "symdelta/cli/inspect_commands.hpp"

template int symdelta::cli::ir_command<>(const ir_args &);
template int symdelta::cli::run_command<>(const run_args &);
template int symdelta::cli::merge_command<>(const merge_args &);
template int symdelta::cli::report_command<>(const report_args &);
