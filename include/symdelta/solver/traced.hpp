#pragma once
// A decorator that writes a line per query: its kind (the label passed to check), answer, time,
// whether it was approximated, and how the backend went about it (check_result::strategy):
//
//   query pc     sat         0.003 s [incremental slice 2.2 ms unknown, fresh QF_NRA 0.7 ms sat]
//
// Off until given somewhere to write (trace_to), so a chain can always hold it and a run switch
// it on (symdelta check --trace). traced<S> satisfies every concept S does; it goes outermost, so
// that a line shows what the caller got: traced<cached<escalating<z3>>>.
#include <chrono>
#include <cstdio>
#include <functional>
#include <ostream>
#include <string>
#include <string_view>

#include <fmt/format.h>

#include "symdelta/solver/concepts.hpp"

namespace symdelta::solver {

/// The trace line of a query (with its newline).
inline std::string trace_line(std::string_view kind, const check_result &r) {
  return fmt::format("query {:<6} {:<8} {:8.3f} s{}{}\n", kind, to_string(r.answer),
                     std::chrono::duration<double>(r.elapsed).count(), r.approximated ? " (approximated)" : "",
                     r.strategy.empty() ? std::string() : " [" + r.strategy + "]");
}

template <backend S> class traced : public S {
public:
  using S::S;

  /// Trace to `out` (stderr, say); nullptr: no more tracing.
  void trace_to(std::FILE *out) {
    if (!out) {
      sink_ = nullptr;
      return;
    }
    sink_ = [out](std::string_view line) {
      std::fwrite(line.data(), 1, line.size(), out);
      std::fflush(out);
    };
  }
  /// Trace to `out`, which must outlive the tracing.
  void trace_to(std::ostream &out) {
    sink_ = [&out](std::string_view line) { out << line << std::flush; };
  }
  [[nodiscard]] bool tracing() const { return static_cast<bool>(sink_); }

  /// Writes `line` (with a newline added) when tracing: for what a caller adds to the queries'
  /// lines, such as an answer it reused instead of asking.
  void note(std::string_view line) {
    if (sink_) sink_(std::string(line) + "\n");
  }

  check_result check(std::chrono::milliseconds timeout, std::string_view kind = {}) {
    check_result r = S::check(timeout, kind);
    if (sink_) sink_(trace_line(kind, r));
    return r;
  }

  check_result check_alone(const typename S::term &t, std::chrono::milliseconds timeout,
                           std::string_view kind = {}) requires quantifier_backend<S> {
    check_result r = S::check_alone(t, timeout, kind);
    if (sink_) sink_(trace_line(kind, r));
    return r;
  }

private:
  std::function<void(std::string_view)> sink_;
};

} // namespace symdelta::solver
