#pragma once
// A classification policy turns the facts of a partition into its class and the classes of all
// partitions into the program's verdict. Any type with these members is a policy; a researcher
// writes one without touching symdelta (examples/custom_policy shows how).
#include <concepts>
#include <cstdint>
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

/// How a policy explores and iterates (../shared/docs/background.md sections 3 and 6).
enum class exploration : std::uint8_t {
  partitions, // the product of the two versions, each pair of paths checked at once (PRV, PASDA)
  summaries,  // each version on its own, then one NEQ/EQ check over both summaries (DSE, ARDiff)
};

constexpr const char *to_string(exploration e) { return e == exploration::partitions ? "partitions" : "summaries"; }

struct strategy {
  exploration mode = exploration::partitions;
  std::uint32_t abstract_from = 0; // first iteration with unchanged code abstracted; 0 = never
  bool refine = false;             // refine one function per iteration until Eq, Neq or none is left
  /// Prove pairs of loops coupled first, and explore the versions with them abstracted before
  /// the iterations above (docs/loops.md): the partitions a proved pair covers can then be Eq.
  bool prove_loops = false;
};

/// A policy's strategy: its `how` member, or one iteration of partitions without abstraction.
template <class P> constexpr strategy strategy_of() {
  if constexpr (requires { P::how; })
    return P::how;
  else
    return strategy{};
}

/// Does a partition of class `c` settle policy P's program-level verdict (check_options::
/// stop_when_settled)? A policy says so with a `settles` member; without one only a witness does.
template <class P> constexpr bool settles(partition_class c) {
  if constexpr (requires { P::settles(c); })
    return P::settles(c);
  else
    return false;
}

namespace policy {

/// PASDA's tables; `WithMaybe` = false drops the best-effort Maybe classes (they become Unknown).
template <bool WithMaybe> struct tables {
  static constexpr bool maybe = WithMaybe;
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
  /// A Neq partition makes the program NEQ whatever the partitions after it are (an Error after
  /// it would make it ERROR, but a Neq's model is run, and its witness makes the verdict NEQ).
  static constexpr bool settles(partition_class c) { return c == partition_class::neq; }
};

/// PASDA (Glock et al. 2024): partitions; iteration 1 on the programs as they are, then with
/// unchanged code abstracted and refined; best-effort Maybe classes. symdelta's PASDA first
/// proves loop pairs coupled where it can (docs/loops.md), which the paper's does not.
template <bool Maybe = true> struct basic_pasda : tables<Maybe> {
  static constexpr std::string_view name = "pasda";
  static constexpr strategy how{exploration::partitions, 2, true, true};
};

/// PRV (Böhme et al. 2013): partitions, no abstraction, no Maybe classes.
template <bool Maybe = false> struct basic_prv : tables<Maybe> {
  static constexpr std::string_view name = "prv";
  static constexpr strategy how{exploration::partitions, 0, false};
};

/// DSE (Person et al. 2008): summaries with every unchanged block abstracted, one iteration.
template <bool Maybe = false> struct basic_dse : tables<Maybe> {
  static constexpr std::string_view name = "dse";
  static constexpr strategy how{exploration::summaries, 1, false};
};

/// ARDiff (Badihi et al. 2020): summaries, abstracted, one function refined per iteration.
template <bool Maybe = false> struct basic_ardiff : tables<Maybe> {
  static constexpr std::string_view name = "ardiff";
  static constexpr strategy how{exploration::summaries, 1, true};
};

using pasda = basic_pasda<>;
using prv = basic_prv<>;
using dse = basic_dse<>;
using ardiff = basic_ardiff<>;

static_assert(classification_policy<pasda> && classification_policy<prv> && classification_policy<dse> &&
              classification_policy<ardiff>);

} // namespace policy
} // namespace symdelta
