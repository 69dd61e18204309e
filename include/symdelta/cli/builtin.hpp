#pragma once
// The policies and backends symdelta comes with, as the lists the command-line program takes: each
// policy with its usual Maybe classes first, then with them the other way round (--maybe,
// --no-maybe). A program adding a policy lists these and its own:
// policies<policy::basic_pasda<true>, ..., lab::majority>.
//
// The backends are only declared here: the lists name them, and the translation units that
// compile their checks (symdelta/cli/checks.hpp) include solver/z3/backend.hpp or
// solver/cvc5/backend.hpp, so that the others do not parse both solver APIs.
#include "symdelta/cli/combinations.hpp"
#include "symdelta/policy/policy.hpp"

namespace symdelta::solver {
class z3;
class cvc5;
} // namespace symdelta::solver

namespace symdelta::cli {

using builtin_policies = policies<policy::basic_pasda<true>, policy::basic_pasda<false>, policy::basic_prv<false>,
                                  policy::basic_prv<true>, policy::basic_dse<false>, policy::basic_dse<true>,
                                  policy::basic_ardiff<false>, policy::basic_ardiff<true>>;

using builtin_backends = backends<solver::z3, solver::cvc5>;

} // namespace symdelta::cli
