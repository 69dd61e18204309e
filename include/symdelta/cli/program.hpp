#pragma once
// The symdelta command-line program for a program's own lists of policies and backends: every
// command (check, bench, variants, report, merge, ir, run), its policies and solvers picked by
// name. The commands are compiled in the symdelta::program library; the checks of the listed
// policies are compiled where symdelta/cli/checks.hpp is included:
//
//   #include <symdelta/cli/checks.hpp>   // the engine for these lists, compiled in this unit
//   #include <symdelta/cli/program.hpp>
//   #include <symdelta/solver/z3/backend.hpp>
//
//   using my_policies = symdelta::cli::policies<symdelta::policy::pasda, lab::majority>;
//   int main(int argc, char **argv) {
//     return symdelta::cli::main<my_policies, symdelta::cli::backends<symdelta::solver::z3>>(argc, argv);
//   }
//
// and link symdelta::program. A program with several backends can compile each backend's checks
// in a unit of its own, an explicit instantiation of cli::combinations_on there (checks.hpp),
// and call cli::main from a unit that does not include checks.hpp (tools/symdelta does so).
#include <vector>

#include "symdelta/cli/combinations.hpp"
#include "symdelta/cli/loaded_backend.hpp"

namespace symdelta::cli {

/// The program's commands over the combinations it offers: parses the command line, runs the
/// command, returns the exit status (compiled in the symdelta::program library).
int run_main(int argc, char **argv, const std::vector<combination> &offered);

/// The program offering every policy of `Policies` (a cli::policies<...>) on every backend of
/// `Backends` (a cli::backends<...>).
template <class Policies, class Backends> int main(int argc, char **argv) {
  return run_main(argc, argv, all_combinations<Policies>(Backends{}));
}

} // namespace symdelta::cli
