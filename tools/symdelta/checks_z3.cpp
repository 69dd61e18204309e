// Every policy on Z3 (see combinations.hpp).
#include "check_instances.hpp"
#include "symdelta/solver/z3/backend.hpp"

std::vector<symdelta::cli::combination> symdelta::cli::z3_combinations() { return combinations_on<solver::z3>(); }
