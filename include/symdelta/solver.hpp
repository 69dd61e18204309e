#pragma once
// The solver layer: the backend concepts, both backends, and the decorators.
#include "symdelta/solver/cached.hpp"
#include "symdelta/solver/chain.hpp"
#include "symdelta/solver/concepts.hpp"
#include "symdelta/solver/cvc5/backend.hpp"
#include "symdelta/solver/escalating.hpp"
#include "symdelta/solver/statistics.hpp"
#include "symdelta/solver/traced.hpp"
#include "symdelta/solver/z3/backend.hpp"

namespace symdelta::solver {
static_assert(full_backend<cached<z3>> && full_backend<statistics<cached<cvc5>>>);
static_assert(full_backend<chain<z3>> && full_backend<chain<cvc5>> && staged_backend<z3>);
} // namespace symdelta::solver
