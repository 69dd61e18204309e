// Every built-in policy on cvc5 (see symdelta/cli/check_instances.hpp).
#include "symdelta/cli/builtin.hpp"
#include "symdelta/cli/check_instances.hpp"
#include "symdelta/solver/cvc5/backend.hpp"

SYMDELTA_CLI_INSTANTIATE(symdelta::solver::cvc5, symdelta::cli::builtin_policies);
