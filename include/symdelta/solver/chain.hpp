#pragma once
// The chain of decorators the engine solves with, built in this one place (as KLEE builds its
// solver chain in one function): the solving strategy right above the backend. A chain
// satisfies every concept its backend does.
#include "symdelta/solver/concepts.hpp"
#include "symdelta/solver/escalating.hpp"

namespace symdelta::solver {

/// `S` as the engine uses it: escalating<S>.
template <backend S> using chain = escalating<S>;

} // namespace symdelta::solver
