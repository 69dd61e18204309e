// symdelta: the command-line program with the policies and backends symdelta comes with. The
// commands are the symdelta::program library's (src/cli); the checks are compiled in
// checks_z3.cpp, linked in, and checks_cvc5.cpp, in the shared object symdelta_checks_cvc5.so
// that the program loads for its first check on CVC5 (symdelta/cli/loaded_backend.hpp): a check
// on Z3 does not load libcvc5.
#include "symdelta/cli/builtin.hpp"
#include "symdelta/cli/program.hpp"

namespace {
struct cvc5_checks {
  static constexpr const char *solver = "cvc5";
  static constexpr const char *file = "symdelta_checks_cvc5.so";
  static constexpr const char *install_dir = SYMDELTA_MODULE_DIR; // from CMake: relative to the program's folder
};
} // namespace

int main(int argc, char **argv) {
  using namespace symdelta;
  return cli::main<cli::builtin_policies, cli::backends<solver::z3, cli::loaded_backend<cvc5_checks>>>(argc, argv);
}
