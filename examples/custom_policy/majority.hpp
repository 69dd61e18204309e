#pragma once
// A classification policy written outside symdelta: PASDA's partition tables with a different
// program-level rule; and the lists of policies and backends of this example's command-line
// program (main.cpp).
#include <cstddef>
#include <span>
#include <string_view>

#include <symdelta/cli/combinations.hpp>
#include <symdelta/policy/policy.hpp>
#include <symdelta/solver/z3/backend.hpp>

namespace lab {

/// PASDA's partition classes, but a majority vote instead of "any Maybe_Neq wins": the run is
/// MAYBE_NEQ only if the Maybe_Neq partitions outnumber the Eq and Maybe_Eq ones.
struct majority {
  static constexpr std::string_view name = "majority";
  // optional: how to explore and iterate (here PASDA's: partitions, abstraction from iteration 2,
  // refinement); without it, one iteration of partitions
  static constexpr symdelta::strategy how{symdelta::exploration::partitions, 2, true};
  // optional: whether it gives the best-effort Maybe classes (recorded with every check)
  static constexpr bool maybe = true;

  static symdelta::partition_verdict classify_partition(const symdelta::partition_facts &f) {
    return symdelta::policy::tables<true>::classify_partition(f);
  }

  static symdelta::verdict classify_program(std::span<const symdelta::partition_class> parts, symdelta::run_facts run) {
    using symdelta::partition_class;
    using symdelta::verdict;
    // Rules 1-3 as in symdelta: Error, then any Neq -> NEQ, then all (reachable) Eq -> EQ.
    const verdict rules = symdelta::classify_program(parts, run);
    if (rules == verdict::error || rules == verdict::neq || rules == verdict::eq) return rules;
    // Instead of rules 4-5: a majority vote between the best-effort classes.
    std::size_t against = 0, in_favour = 0;
    for (auto p : parts) {
      against += p == partition_class::maybe_neq;
      in_favour += p == partition_class::eq || p == partition_class::maybe_eq;
    }
    if (against > in_favour) return verdict::maybe_neq;
    if (in_favour > 0) return verdict::maybe_eq;
    return rules; // no Eq, Maybe_Eq or Maybe_Neq partition: symdelta's remaining rules
  }
};

static_assert(symdelta::classification_policy<majority>);

/// The policies of this program's CLI: majority (its default) and PASDA to compare it with.
using policies = symdelta::cli::policies<majority, symdelta::policy::pasda>;
using backends = symdelta::cli::backends<symdelta::solver::z3>;

} // namespace lab
