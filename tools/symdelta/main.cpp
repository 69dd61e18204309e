// symdelta: the command-line program with the policies and backends symdelta comes with
// (symdelta/cli/main.hpp). The checks are compiled in checks_z3.cpp and checks_cvc5.cpp, a
// translation unit per backend, and the commands in commands.cpp and inspect_commands.cpp.
#include "symdelta/cli/main.hpp"
#include "symdelta/cli/builtin.hpp"

int main(int argc, char **argv) {
  return symdelta::cli::main<symdelta::cli::builtin_policies, symdelta::cli::builtin_backends>(argc, argv);
}
