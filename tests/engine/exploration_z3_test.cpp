// The exploration's jobs over Z3 (exploration_cases.hpp).
#include "symdelta/solver/z3/backend.hpp"
#define EXPLORATION_BACKEND symdelta::solver::z3
#define EXPLORATION_NAME "z3"
#include "exploration_cases.hpp"
