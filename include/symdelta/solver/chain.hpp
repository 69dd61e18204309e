#pragma once
// The chain of decorators the engine solves with, built in this one place (as KLEE builds its
// solver chain in one function): the trace outermost, so that a line shows what the engine got;
// the solving strategy right above the backend. A chain satisfies every concept its backend does.
#include "symdelta/solver/concepts.hpp"
#include "symdelta/solver/escalating.hpp"
#include "symdelta/solver/traced.hpp"

namespace symdelta::solver {

/// `S` as the engine uses it: traced<escalating<S>> (the trace off until trace_to).
template <backend S> using chain = traced<escalating<S>>;

} // namespace symdelta::solver
