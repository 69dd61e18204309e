#pragma once
// The classifications of ../shared/docs/background.md sections 4 and 5 (PASDA's tables): what a
// partition's three queries mean, and what a program's partitions add up to. Policies combine
// these pieces; nothing here depends on a solver.
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "symdelta/core/query_status.hpp"

namespace symdelta {

enum class reachability : std::uint8_t { reachable, unreachable, maybe_reachable };

enum class partition_class : std::uint8_t {
  eq,
  neq,
  maybe_eq,
  maybe_neq,
  unknown,
  unreachable,
  depth_limited,
  timeout,
  error,
};

enum class verdict : std::uint8_t { eq, neq, maybe_eq, maybe_neq, unknown, depth_limited, timeout, error };

constexpr std::string_view to_string(reachability r) {
  switch (r) {
  case reachability::reachable: return "Reachable";
  case reachability::unreachable: return "Unreachable";
  case reachability::maybe_reachable: return "Maybe_Reachable";
  }
  return "?";
}

constexpr std::string_view to_string(partition_class c) {
  switch (c) {
  case partition_class::eq: return "Eq";
  case partition_class::neq: return "Neq";
  case partition_class::maybe_eq: return "Maybe_Eq";
  case partition_class::maybe_neq: return "Maybe_Neq";
  case partition_class::unknown: return "Unknown";
  case partition_class::unreachable: return "Unreachable";
  case partition_class::depth_limited: return "Depth_Limited";
  case partition_class::timeout: return "Timeout";
  case partition_class::error: return "Error";
  }
  return "?";
}

/// The program-level spelling used by the CLI ("result: NEQ").
constexpr std::string_view to_string(verdict v) {
  switch (v) {
  case verdict::eq: return "EQ";
  case verdict::neq: return "NEQ";
  case verdict::maybe_eq: return "MAYBE_EQ";
  case verdict::maybe_neq: return "MAYBE_NEQ";
  case verdict::unknown: return "UNKNOWN";
  case verdict::depth_limited: return "DEPTH_LIMITED";
  case verdict::timeout: return "TIMEOUT";
  case verdict::error: return "ERROR";
  }
  return "?";
}

/// The value an enumeration's to_string() spells `name`, if any (reads back what reports wrote:
/// JSON, SQLite). Every enumeration here counts up from 0, and to_string() says "?" past the end.
template <class E> constexpr std::optional<E> from_string(std::string_view name) {
  for (int i = 0; i < 64; ++i) {
    const std::string_view s = to_string(static_cast<E>(i));
    if (s == "?") break;
    if (s == name) return static_cast<E>(i);
  }
  return std::nullopt;
}

/// Simplifies a solver answer to the three values of the tables (timeout and error count as
/// Unknown: the query was not answered).
constexpr query_status table_status(query_status s) {
  return s == query_status::sat || s == query_status::unsat ? s : query_status::unknown;
}

/// Reachability table: `uif` = the path condition mentions an approximation.
constexpr reachability classify_reachability(bool uif, query_status pc) {
  switch (table_status(pc)) {
  case query_status::sat: return uif ? reachability::maybe_reachable : reachability::reachable;
  case query_status::unsat: return reachability::unreachable;
  default: return reachability::maybe_reachable;
  }
}

/// Output-equivalence table: `uif` = the PC or either output mentions an approximation.
/// `with_maybe` = false gives PRV's classes (no Maybe_Eq / Maybe_Neq: they become Unknown).
constexpr partition_class classify_output(bool uif, query_status neq, query_status eq, bool with_maybe = true) {
  const auto n = table_status(neq), e = table_status(eq);
  auto maybe = [&](partition_class c) { return with_maybe ? c : partition_class::unknown; };
  if (n == query_status::unsat) return partition_class::eq;
  if (n == query_status::unknown) {
    if (e == query_status::sat) return maybe(partition_class::maybe_eq);
    if (e == query_status::unsat) return partition_class::neq;
    return partition_class::unknown;
  }
  // NEQ is sat
  if (!uif) return partition_class::neq;
  if (e == query_status::unsat) return partition_class::neq;
  return maybe(partition_class::maybe_neq);
}

/// Overall class of a completed partition: Maybe_Reachable turns Neq into Maybe_Neq.
constexpr partition_class combine(reachability r, partition_class out, bool with_maybe = true) {
  if (r == reachability::unreachable) return partition_class::unreachable;
  if (r == reachability::maybe_reachable && out == partition_class::neq)
    return with_maybe ? partition_class::maybe_neq : partition_class::unknown;
  return out;
}

/// A verdict that ends a policy's iterations: Eq, Neq or Error.
constexpr bool is_final(verdict v) { return v == verdict::eq || v == verdict::neq || v == verdict::error; }

/// Run result (background.md section 6): a last iteration cut by the timeout is reported only
/// when it is Eq, Neq or Error, or the only one; otherwise the iteration before it is.
constexpr bool report_previous_iteration(std::size_t iterations, verdict last, bool last_timed_out) {
  return last_timed_out && iterations > 1 && !is_final(last);
}

/// What the program-level rules need to know besides the partitions.
struct run_facts {
  bool error = false;
  bool timed_out = false;
};

/// Program-level classification (first matching rule of background.md section 5).
inline verdict classify_program(std::span<const partition_class> parts, run_facts run, bool with_maybe = true) {
  auto any = [&](partition_class c) {
    for (auto p : parts)
      if (p == c) return true;
    return false;
  };
  if (run.error || any(partition_class::error)) return verdict::error;
  if (any(partition_class::neq)) return verdict::neq;
  bool all_eq = true;
  std::size_t counted = 0;
  for (auto p : parts) {
    if (p == partition_class::unreachable) continue;
    ++counted;
    all_eq = all_eq && p == partition_class::eq;
  }
  if (!run.timed_out && counted > 0 && all_eq) return verdict::eq;
  if (with_maybe) {
    if (any(partition_class::maybe_neq)) return verdict::maybe_neq;
    if (any(partition_class::maybe_eq) || any(partition_class::eq)) return verdict::maybe_eq;
  } else if (any(partition_class::maybe_neq) || any(partition_class::maybe_eq) || any(partition_class::eq)) {
    return verdict::unknown; // PRV: rules 4 and 5 yield Unknown
  }
  if ((counted == 0 && !run.timed_out) || any(partition_class::unknown)) return verdict::unknown;
  if (any(partition_class::depth_limited)) return verdict::depth_limited;
  return verdict::timeout;
}

} // namespace symdelta
