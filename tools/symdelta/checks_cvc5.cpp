// Every built-in policy on CVC5, the engine compiled in this unit (symdelta/cli/checks.hpp).
#include "symdelta/cli/builtin.hpp"
#include "symdelta/cli/checks.hpp"
#include "symdelta/solver/cvc5/backend.hpp"

template std::vector<symdelta::cli::combination>
symdelta::cli::combinations_on<symdelta::cli::builtin_policies, symdelta::solver::cvc5>();
