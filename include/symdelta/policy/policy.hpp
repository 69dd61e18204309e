#pragma once
// A classification policy turns the facts of a partition into its class and the classes of all
// partitions into the program's verdict. Any type with these members is a policy; a researcher
// writes one without touching symdelta (examples/custom_policy shows how).
#include <concepts>
#include <span>
#include <string_view>

#include "symdelta/core/classification.hpp"

namespace symdelta {

/// What is known about one completed partition when it is classified.
struct partition_facts {
  query_status pc = query_status::unknown;
  query_status neq = query_status::unknown;
  query_status eq = query_status::unknown;
  bool pc_approximated = false;     // the path condition mentions an approximation (UIF)
  bool output_approximated = false; // the PC or an output does
};

struct partition_verdict {
  reachability reach = reachability::maybe_reachable;
  partition_class output = partition_class::unknown;
  partition_class overall = partition_class::unknown;
};

template <class P>
concept classification_policy = requires(const partition_facts &f, std::span<const partition_class> parts,
                                         run_facts run) {
  { P::name } -> std::convertible_to<std::string_view>;
  { P::classify_partition(f) } -> std::same_as<partition_verdict>;
  { P::classify_program(parts, run) } -> std::same_as<verdict>;
};

namespace policy {

/// PASDA's tables; `WithMaybe` = false drops the best-effort Maybe classes (they become Unknown).
template <bool WithMaybe> struct tables {
  static partition_verdict classify_partition(const partition_facts &f) {
    partition_verdict v;
    v.reach = classify_reachability(f.pc_approximated, f.pc);
    v.output = classify_output(f.output_approximated, f.neq, f.eq, WithMaybe);
    v.overall = combine(v.reach, v.output, WithMaybe);
    return v;
  }
  static verdict classify_program(std::span<const partition_class> parts, run_facts run) {
    return symdelta::classify_program(parts, run, WithMaybe);
  }
};

/// PASDA (Glock et al. 2024): the tables with best-effort Maybe classes.
struct pasda : tables<true> {
  static constexpr std::string_view name = "pasda";
};

/// PRV (Böhme et al. 2013): the same tables without Maybe classes.
struct prv : tables<false> {
  static constexpr std::string_view name = "prv";
};

static_assert(classification_policy<pasda> && classification_policy<prv>);

} // namespace policy
} // namespace symdelta
