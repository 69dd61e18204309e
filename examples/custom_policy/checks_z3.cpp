// The engine for this program's policies on Z3: the one translation unit that compiles it
// (main.cpp only calls the checks).
#include <symdelta/cli/check_instances.hpp>

#include "majority.hpp"

SYMDELTA_CLI_INSTANTIATE(symdelta::solver::z3, lab::policies);
