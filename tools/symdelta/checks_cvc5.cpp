// Every policy on CVC5 (see combinations.hpp).
#include "check_instances.hpp"
#include "symdelta/solver/cvc5/backend.hpp"

std::vector<symdelta::cli::combination> symdelta::cli::cvc5_combinations() { return combinations_on<solver::cvc5>(); }
