// Every built-in policy on Z3 (see symdelta/cli/check_instances.hpp).
#include "symdelta/cli/builtin.hpp"
#include "symdelta/cli/check_instances.hpp"
#include "symdelta/solver/z3/backend.hpp"

SYMDELTA_CLI_INSTANTIATE(symdelta::solver::z3, symdelta::cli::builtin_policies);
