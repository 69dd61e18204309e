#pragma once
// A decorator that counts queries per kind (the label passed to check), with their total time
// and answers. statistics<S> satisfies every concept S does; decorators stack:
// statistics<cached<z3>>.
#include <array>
#include <chrono>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "symdelta/solver/concepts.hpp"

namespace symdelta::solver {

struct query_stats {
  std::uint64_t count = 0;
  std::chrono::microseconds time{0};
  std::array<std::uint64_t, 5> by_status{}; // indexed by status
  std::uint64_t approximated = 0;
};

template <backend S> class statistics : public S {
public:
  using S::S;

  check_result check(std::chrono::milliseconds timeout, std::string_view kind = "query") {
    check_result r = S::check(timeout, kind);
    auto &q = stats_[std::string(kind.empty() ? "query" : kind)];
    ++q.count;
    q.time += r.elapsed;
    ++q.by_status[static_cast<std::size_t>(r.answer)];
    q.approximated += r.approximated;
    return r;
  }

  [[nodiscard]] const std::map<std::string, query_stats> &query_statistics() const { return stats_; }

  /// One line per kind: count, time, and answers.
  [[nodiscard]] std::string report() const {
    std::string out;
    for (const auto &[kind, q] : stats_)
      out += fmt::format(
          "{:<8} {:>6} queries {:>10.3f} ms  sat {} unsat {} unknown {} timeout {} error {}  approximated {}\n", kind,
          q.count, q.time.count() / 1000.0, q.by_status[0], q.by_status[1], q.by_status[2], q.by_status[3],
          q.by_status[4], q.approximated);
    return out;
  }

private:
  std::map<std::string, query_stats> stats_;
};

} // namespace symdelta::solver
