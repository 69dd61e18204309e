// The exploration's jobs over CVC5 (exploration_cases.hpp).
#include "symdelta/solver/cvc5/backend.hpp"
#define EXPLORATION_BACKEND symdelta::solver::cvc5
#define EXPLORATION_NAME "cvc5"
#include "exploration_cases.hpp"
