#pragma once
// The solver layer: the backend concepts, both backends, and the decorators.
#include "symdelta/solver/cached.hpp"
#include "symdelta/solver/concepts.hpp"
#include "symdelta/solver/cvc5/backend.hpp"
#include "symdelta/solver/statistics.hpp"
#include "symdelta/solver/z3/backend.hpp"

namespace symdelta::solver {
static_assert(full_backend<cached<z3>> && full_backend<statistics<cached<cvc5>>>);
} // namespace symdelta::solver
