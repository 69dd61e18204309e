// symdelta's command-line program with a policy written outside symdelta (majority.hpp): every
// command (check, bench, variants, report, merge, ir, run), the policy picked by name.
//
//   custom_policy check OLD.java NEW.java --policy majority
//   custom_policy bench DIR --policy majority,pasda --db results.db
//   custom_policy report results.db
//
// This unit compiles the engine for the program's policies (symdelta/cli/checks.hpp, the one long
// compile); the commands come compiled in the symdelta::program library.
#include <symdelta/cli/checks.hpp>
#include <symdelta/cli/program.hpp>

#include "majority.hpp"

int main(int argc, char **argv) { return symdelta::cli::main<lab::policies, lab::backends>(argc, argv); }
