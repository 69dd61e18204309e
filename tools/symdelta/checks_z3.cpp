// Every built-in policy on Z3, the engine compiled in this unit (symdelta/cli/checks.hpp).
#include "symdelta/cli/builtin.hpp"
#include "symdelta/cli/checks.hpp"
#include "symdelta/solver/z3/backend.hpp"

template std::vector<symdelta::cli::combination>
symdelta::cli::combinations_on<symdelta::cli::builtin_policies, symdelta::solver::z3>();
