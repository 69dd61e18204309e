// The shared object symdelta_checks_cvc5.so: every built-in policy on CVC5 (checks_cvc5.cpp),
// handed to the symdelta program when it first needs them (symdelta/cli/loaded_backend.hpp).
#include "symdelta/cli/builtin.hpp"
#include "symdelta/cli/loaded_backend.hpp"

extern "C" const std::vector<symdelta::cli::combination> *symdelta_cli_module_combinations() {
  return symdelta::cli::module_combinations<symdelta::cli::builtin_policies, symdelta::solver::cvc5>();
}
